// Checks a page template beyond its schema: the order names real blocks, children are of allowed types,
// each block's and overlay's props match its own schema, no overlay takes a block's id, and the popup
// caps agree with each other.
import type { BlockInstance, PageTemplate } from '../src/config/types.generated.ts';
import { overlayCaps, overlayCapsProblem } from '../src/rules/overlayPacing.ts';
import type { JsonSource } from './jsonSource.ts';
import { didYouMean, joinPointer, locate, problemsFromAjv, type Problem } from './problems.ts';
import { schemaVersionProblems } from './schemaVersionCheck.ts';
import type { ProjectValidators } from './validators.ts';

export function checkTemplate(source: JsonSource, template: PageTemplate, validators: ProjectValidators): Problem[] {
  const problems: Problem[] = [];
  const at = (pointer: string, message: string, suggestion?: string): Problem => ({
    file: source.file,
    ...locate(source.tree, source.lines, pointer),
    pointer,
    message,
    suggestion,
  });
  for (const problem of schemaVersionProblems(template)) problems.push(at(problem.pointer, problem.message));
  const expectedName = source.file.replace(/^.*[\\/]/, '').replace(/\.json$/, '');
  if (/[\\/]templates[\\/][^\\/]+$/.test(source.file) && template.name !== expectedName) {
    problems.push(at('/name', `must equal the file name "${expectedName}"`));
  }
  checkOrder(template.blocks, template.order, '', at, problems);
  walkBlocks(template.blocks, '', (block, pointer, parentType) => {
    if (parentType !== undefined) {
      const allowed = validators.children.get(parentType) ?? [];
      if (!allowed.includes(block.type)) {
        const expected = allowed.length ? `one of ${allowed.join(', ')}` : 'no child blocks';
        problems.push({ ...at(joinPointer(pointer, 'type'), `"${block.type}" cannot be a child of "${parentType}"`), expected });
      }
    }
    const validate = validators.blocks.get(block.type);
    if (validate && !validate(block.props ?? {})) {
      problems.push(...problemsFromAjv(validate.errors, source, joinPointer(pointer, 'props')));
    }
    if (block.blocks) checkOrder(block.blocks, block.order ?? [], pointer, at, problems);
  });
  for (const [id, overlay] of Object.entries(template.overlays ?? {})) {
    const pointer = joinPointer('', 'overlays', id);
    if (id in template.blocks) problems.push(at(pointer, `takes the id "${id}" of a block: a merchant's overrides could not tell them apart`));
    const validate = validators.overlays.get(overlay.type);
    if (validate && !validate(overlay.props ?? {})) problems.push(...problemsFromAjv(validate.errors, source, joinPointer(pointer, 'props')));
  }
  const capsProblem = template.overlayCaps && overlayCapsProblem(overlayCaps(template.overlayCaps));
  if (capsProblem) problems.push(at(joinPointer('', 'overlayCaps', 'perPageView'), capsProblem));
  return problems;
}

function checkOrder(
  blocks: Record<string, BlockInstance>,
  order: string[],
  base: string,
  at: (pointer: string, message: string, suggestion?: string) => Problem,
  problems: Problem[],
): void {
  const ids = Object.keys(blocks);
  order.forEach((id, index) => {
    if (!(id in blocks)) problems.push(at(joinPointer(base, 'order', index), `names no block "${id}"`, didYouMean(id, ids)));
  });
}

/** Visits every block with its JSON pointer and its parent's type. */
export function walkBlocks(
  blocks: Record<string, BlockInstance>,
  base: string,
  visit: (block: BlockInstance, pointer: string, parentType?: string) => void,
  parentType?: string,
): void {
  for (const [id, block] of Object.entries(blocks)) {
    const pointer = joinPointer(base, 'blocks', id);
    visit(block, pointer, parentType);
    if (block.blocks) walkBlocks(block.blocks, pointer, visit, block.type);
  }
}

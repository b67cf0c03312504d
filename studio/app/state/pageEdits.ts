// What each action on a page does to the merchant's file and its template. A merchant chooses its
// template's blocks' order, which to hide, and prop overrides of the page's own blocks; the blocks
// themselves, nested blocks and overlays' definitions live in the template, shared by every merchant
// that names it. Pure functions of the two documents, with table tests.
import { freeKey, getIn, moved, sameJson, setIn, type JsonPath } from './values.ts';

export interface BlockDoc {
  type: string;
  props?: Record<string, unknown>;
  blocks?: Record<string, BlockDoc>;
  order?: string[];
}
export interface TemplateDoc {
  name: string;
  blocks: Record<string, BlockDoc>;
  order: string[];
  overlays?: Record<string, { type: string; priority?: number; props?: Record<string, unknown> }>;
  [key: string]: unknown;
}
export interface PageChoiceDoc {
  template: string;
  props?: Record<string, Record<string, unknown>>;
  order?: string[];
  disabled?: string[];
}
export interface Docs {
  merchant: { pages: Record<string, PageChoiceDoc>; [key: string]: unknown };
  template: TemplateDoc;
  page: string;
}
/** Blocks by their ids from the page down: ['top', 'header']. */
export type BlockPath = string[];
/** Which file an edit of a page block's props goes to. */
export type Scope = 'merchant' | 'template';

export interface TreeNode {
  id: string;
  path: BlockPath;
  type: string;
  hidden: boolean;
  children: TreeNode[];
  /** Where the app's preview says the block comes from (RuntimeBlock.pointer). */
  pointer: string;
}

const choiceOf = (docs: Docs): PageChoiceDoc => docs.merchant.pages[docs.page];

/** The template's path of a block: ['blocks', 'top', 'blocks', 'header']. */
export const templatePath = (path: BlockPath): JsonPath => path.flatMap((id) => ['blocks', id]);

export function blockAt(template: TemplateDoc, path: BlockPath): BlockDoc | undefined {
  return getIn(template, templatePath(path)) as BlockDoc | undefined;
}

/** The page's order: the merchant's own, else the template's. */
export function pageOrder(docs: Docs): string[] {
  return (choiceOf(docs).order ?? docs.template.order).filter((id) => id in docs.template.blocks);
}

/**
 * Nodes already made, by the block they show: an edit replaces only the blocks on its path (setIn keeps
 * the rest), so the tree's other nodes stay the same objects and their rows need not draw again.
 */
const nodes = new WeakMap<BlockDoc, TreeNode>();

export function pageTree(docs: Docs): TreeNode[] {
  const hidden = new Set(choiceOf(docs).disabled ?? []);
  const source = `templates/${docs.template.name}.json#`;
  const node = (path: BlockPath, block: BlockDoc): TreeNode => {
    const children = (block.order ?? Object.keys(block.blocks ?? {})).filter((id) => block.blocks?.[id]).map((id) => node([...path, id], block.blocks![id]));
    const made: TreeNode = {
      id: path.at(-1)!,
      path,
      type: block.type,
      hidden: path.length === 1 && hidden.has(path[0]),
      pointer:
        source +
        templatePath(path)
          .map((s) => `/${s}`)
          .join(''),
      children,
    };
    const known = nodes.get(block);
    if (known && sameNode(known, made)) return known;
    nodes.set(block, made);
    return made;
  };
  return pageOrder(docs).map((id) => node([id], docs.template.blocks[id]));
}

/** The same node: same place, type and visibility, and the very same children. */
function sameNode(a: TreeNode, b: TreeNode): boolean {
  return (
    a.pointer === b.pointer &&
    a.type === b.type &&
    a.hidden === b.hidden &&
    a.children.length === b.children.length &&
    a.children.every((child, i) => child === b.children[i])
  );
}

/** The props a block shows with: the template's, with the merchant's overrides over a page block's. */
export function effectiveProps(docs: Docs, path: BlockPath): Record<string, unknown> {
  const own = blockAt(docs.template, path)?.props ?? {};
  return path.length === 1 ? { ...own, ...choiceOf(docs).props?.[path[0]] } : own;
}

/** The keys of a page block the merchant overrides. */
export function overriddenKeys(docs: Docs, id: string): string[] {
  return Object.keys(choiceOf(docs).props?.[id] ?? {});
}

/** Sets a block's props: as the merchant's overrides (only what differs from the template) or in the template. */
export function withProps(docs: Docs, path: BlockPath, props: Record<string, unknown>, scope: Scope): Docs {
  if (scope === 'template' || path.length > 1) {
    return { ...docs, template: setIn(docs.template, [...templatePath(path), 'props'], props) as TemplateDoc };
  }
  return withOverride(docs, path[0], blockAt(docs.template, path)?.props ?? {}, props);
}

/** A popup's props: the template's, with the merchant's overrides over them (keyed by its id, as a block's). */
export function effectiveOverlayProps(docs: Docs, id: string): Record<string, unknown> {
  return { ...docs.template.overlays?.[id]?.props, ...choiceOf(docs).props?.[id] };
}

/** Sets a popup's props, as the merchant's overrides or in the template. */
export function withOverlayProps(docs: Docs, id: string, props: Record<string, unknown>, scope: Scope): Docs {
  if (scope === 'template') return { ...docs, template: setIn(docs.template, ['overlays', id, 'props'], props) as TemplateDoc };
  return withOverride(docs, id, docs.template.overlays?.[id]?.props ?? {}, props);
}

/** The merchant's overrides of one block or popup: only what differs from the template's props. */
function withOverride(docs: Docs, id: string, own: Record<string, unknown>, props: Record<string, unknown>): Docs {
  const override = Object.fromEntries(Object.entries(props).filter(([key, value]) => !sameJson(own[key], value)));
  return withChoice(docs, ['props', id], Object.keys(override).length > 0 ? override : undefined);
}

/** Moves a block among its siblings: the page's blocks in the merchant's order, nested ones in the template. */
export function withMove(docs: Docs, parent: BlockPath, from: number, to: number): Docs {
  if (parent.length === 0) {
    const order = moved(pageOrder(docs), from, to);
    // An order that is the template's is no override: the merchant follows the template again.
    return withChoice(docs, ['order'], sameJson(order, docs.template.order) ? undefined : order);
  }
  const block = blockAt(docs.template, parent)!;
  const order = moved(block.order ?? Object.keys(block.blocks ?? {}), from, to);
  return { ...docs, template: setIn(docs.template, [...templatePath(parent), 'order'], order) as TemplateDoc };
}

/** Hides or shows a page block for this merchant (its `disabled` list). */
export function withHidden(docs: Docs, id: string, hidden: boolean): Docs {
  const list = (choiceOf(docs).disabled ?? []).filter((d) => d !== id);
  if (hidden) list.push(id);
  return withChoice(docs, ['disabled'], list.length > 0 ? list : undefined);
}

/** Adds a block to the template after `after` (or at the end), and to the merchant's own order if it has one. */
export function withNewBlock(docs: Docs, parent: BlockPath, type: string, props: Record<string, unknown>, after?: string): { docs: Docs; id: string } {
  const id =
    parent.length === 0
      ? freeTopId(docs.template, type)
      : freeKey(
          Object.keys(blockAt(docs.template, parent)?.blocks ?? {}),
          type.replace(/-(.)/g, (_, c: string) => c.toUpperCase()),
        );
  let template = setIn(docs.template, templatePath([...parent, id]), { type, props }) as TemplateDoc;
  const insert = (order: string[]) => {
    const at = after ? order.indexOf(after) + 1 : order.length;
    return [...order.slice(0, at || order.length), id, ...order.slice(at || order.length)];
  };
  if (parent.length === 0) {
    template = { ...template, order: insert(template.order) };
    let next: Docs = { ...docs, template };
    if (choiceOf(docs).order) next = withChoice(next, ['order'], insert(choiceOf(docs).order!));
    return { docs: next, id };
  }
  const block = blockAt(template, parent)!;
  template = setIn(template, [...templatePath(parent), 'order'], insert(block.order ?? Object.keys(block.blocks ?? {}).filter((k) => k !== id))) as TemplateDoc;
  return { docs: { ...docs, template }, id };
}

export function withCopy(docs: Docs, path: BlockPath): { docs: Docs; id: string } {
  const block = blockAt(docs.template, path)!;
  const { docs: next, id } = withNewBlock(docs, path.slice(0, -1), block.type, structuredClone(block.props ?? {}), path.at(-1));
  const copy = block.blocks ? setIn(next.template, templatePath([...path.slice(0, -1), id]), structuredClone(block)) : next.template;
  // The copy starts with what the merchant sees on the original, overrides included.
  const merchantProps = path.length === 1 ? choiceOf(docs).props?.[path[0]] : undefined;
  const withOverrides = merchantProps
    ? withChoice({ ...next, template: copy as TemplateDoc }, ['props', id], structuredClone(merchantProps))
    : { ...next, template: copy as TemplateDoc };
  return { docs: withOverrides, id };
}

/** Deletes a block from the template, and the merchant's mentions of it (order, hidden, overrides). */
export function withoutBlock(docs: Docs, path: BlockPath): Docs {
  const parent = path.slice(0, -1);
  const id = path.at(-1)!;
  let template = setIn(docs.template, templatePath(path), undefined) as TemplateDoc;
  const orderPath = parent.length === 0 ? ['order'] : [...templatePath(parent), 'order'];
  const order = getIn(template, orderPath) as string[] | undefined;
  if (order)
    template = setIn(
      template,
      orderPath,
      order.filter((o) => o !== id),
    ) as TemplateDoc;
  let next: Docs = { ...docs, template };
  if (parent.length === 0) {
    const choice = choiceOf(docs);
    if (choice.order)
      next = withChoice(
        next,
        ['order'],
        choice.order.filter((o) => o !== id),
      );
    if (choice.disabled?.includes(id)) next = withHidden(next, id, false);
    if (choice.props?.[id]) next = withChoice(next, ['props', id], undefined);
  }
  return next;
}

/** An id for a new block or popup of `type` at the page's top: the merchant's overrides name both alike. */
const freeTopId = (template: TemplateDoc, type: string) =>
  freeKey(
    [...Object.keys(template.blocks), ...Object.keys(template.overlays ?? {})],
    type.replace(/-(.)/g, (_, c: string) => c.toUpperCase()),
  );

/** Adds a popup of `type` to the template, with a free id. */
export function withNewOverlay(docs: Docs, type: string, props: Record<string, unknown>, priority?: number): { docs: Docs; id: string } {
  const id = freeTopId(docs.template, type);
  const template = setIn(docs.template, ['overlays', id], { type, ...(priority !== undefined ? { priority } : {}), props }) as TemplateDoc;
  return { docs: { ...docs, template }, id };
}

/** Copies a popup, with what the merchant sees on the original (its overrides) and whether it is hidden. */
export function withOverlayCopy(docs: Docs, id: string): { docs: Docs; id: string } {
  const overlay = docs.template.overlays![id];
  const { docs: next, id: copy } = withNewOverlay(docs, overlay.type, structuredClone(overlay.props ?? {}), overlay.priority);
  const overrides = choiceOf(docs).props?.[id];
  return { docs: overrides ? withChoice(next, ['props', copy], structuredClone(overrides)) : next, id: copy };
}

/** Deletes a popup from the template, and the merchant's mentions of it (hidden, overrides). */
export function withoutOverlay(docs: Docs, id: string): Docs {
  let next: Docs = { ...docs, template: setIn(docs.template, ['overlays', id], undefined) as TemplateDoc };
  const choice = choiceOf(docs);
  if (choice.disabled?.includes(id)) next = withHidden(next, id, false);
  if (choice.props?.[id]) next = withChoice(next, ['props', id], undefined);
  return next;
}

/** Sets a part of the merchant's choice for the page; an emptied props object goes too. */
function withChoice(docs: Docs, path: JsonPath, value: unknown): Docs {
  let merchant = setIn(docs.merchant, ['pages', docs.page, ...path], value) as Docs['merchant'];
  const props = merchant.pages[docs.page].props;
  if (props && Object.keys(props).length === 0) merchant = setIn(merchant, ['pages', docs.page, 'props'], undefined) as Docs['merchant'];
  return { ...docs, merchant };
}

// Checks a merchant beyond its schema: its code and file agree, its default language is allowed, its
// theme's text is readable (WCAG 2.1 AA), its pages name real templates and blocks, its prop overrides
// fit those blocks, no VIP rank id or level repeats, no promotion, task or
// voucher id repeats, activities count days in a real time zone, banner links lead where the app goes,
// its blocked addresses, lines and line-speed route make sense (statusSettings.ts), and its customer-service
// paths decode and its customer-service script comes from origins it allows (customerServiceChecks.ts), and
// its lanes speak every language it allows (contentLanguages.ts).
import type { MerchantFile, PageTemplate } from '../src/config/types.generated.ts';
import { themeContrastProblems } from './contrast.ts';
import type { JsonSource } from './jsonSource.ts';
import { didYouMean, joinPointer, locate, problemsFromAjv, type Problem } from './problems.ts';
import type { ProjectValidators } from './validators.ts';
import { vipRankProblems } from './vipRanks.ts';
import { activityProblems } from './activityProblems.ts';
import { isTimeZone } from './windowMoments.ts';
import { statusSettingProblems } from './statusSettings.ts';
import { customerServiceProblems } from './customerServiceChecks.ts';
import { contentLanguageProblems } from './contentLanguages.ts';
import { schemaVersionProblems } from './schemaVersionCheck.ts';

interface Context {
  templates: Map<string, PageTemplate>;
  /** Every template name present, valid or not, so a broken template is not reported as missing. */
  allTemplates: string[];
  validators: ProjectValidators;
  inMerchantsDir: boolean;
}

export function checkMerchant(source: JsonSource, merchant: MerchantFile, ctx: Context): Problem[] {
  const problems: Problem[] = [];
  const at = (pointer: string, message: string, suggestion?: string, expected?: string): Problem => ({
    file: source.file,
    ...locate(source.tree, source.lines, pointer),
    pointer,
    message,
    suggestion,
    expected,
  });
  for (const problem of schemaVersionProblems(merchant)) problems.push(at(problem.pointer, problem.message));
  const base = source.file.replace(/^.*[\\/]/, '').replace(/\.json$/, '');
  if (ctx.inMerchantsDir && merchant.merchantCode !== base) {
    problems.push(at('/merchantCode', `must equal the file name "${base}"`));
  }
  if (!merchant.languages.allowed.includes(merchant.languages.default)) {
    problems.push(at('/languages/default', `"${merchant.languages.default}" is not in languages.allowed`, undefined, merchant.languages.allowed.join(', ')));
  }
  for (const problem of themeContrastProblems(merchant.theme)) problems.push(at(joinPointer('/theme', problem.key), problem.message));
  for (const [page, choice] of Object.entries(merchant.pages)) {
    const pointer = joinPointer('/pages', page);
    const template = ctx.templates.get(choice.template);
    if (!template) {
      if (!ctx.allTemplates.includes(choice.template)) {
        problems.push(
          at(joinPointer(pointer, 'template'), `names no template "${choice.template}" in templates/`, didYouMean(choice.template, ctx.allTemplates)),
        );
      }
      continue;
    }
    const blockIds = Object.keys(template.blocks);
    const ids = [...blockIds, ...Object.keys(template.overlays ?? {})];
    const unknownId = (list: string[] | undefined, key: string, known: string[], what: string) =>
      (list ?? []).forEach((id, index) => {
        if (!known.includes(id))
          problems.push(at(joinPointer(pointer, key, index), `names no ${what} "${id}" of template "${template.name}"`, didYouMean(id, known)));
      });
    unknownId(choice.order, 'order', blockIds, 'block');
    unknownId(choice.disabled, 'disabled', ids, 'block or overlay');
    for (const [id, override] of Object.entries(choice.props ?? {})) {
      const propsPointer = joinPointer(pointer, 'props', id);
      const part = template.blocks[id] ?? template.overlays?.[id];
      if (!part) {
        problems.push({ ...at(propsPointer, `names no block or overlay "${id}" of template "${template.name}"`, didYouMean(id, ids)) });
        continue;
      }
      const validate = id in template.blocks ? ctx.validators.blocks.get(part.type) : ctx.validators.overlays.get(part.type);
      if (validate && !validate({ ...part.props, ...(override as Record<string, unknown>) })) {
        problems.push(...problemsFromAjv(validate.errors, source, propsPointer));
      }
    }
  }
  for (const problem of vipRankProblems(merchant.content.vip?.ranks ?? [])) {
    problems.push(at(joinPointer('/content/vip/ranks', problem.index, problem.key), problem.message));
  }
  for (const problem of activityProblems(merchant.content)) problems.push(at(problem.pointer, problem.message));
  if (merchant.timeZone !== undefined && !isTimeZone(merchant.timeZone)) {
    problems.push(at('/timeZone', `"${merchant.timeZone}" is not an IANA time zone (e.g. Asia/Ho_Chi_Minh)`));
  }
  for (const problem of statusSettingProblems(merchant)) problems.push(at(problem.pointer, problem.message));
  for (const problem of customerServiceProblems(merchant)) problems.push(at(problem.pointer, problem.message));
  for (const problem of contentLanguageProblems(merchant)) problems.push(at(problem.pointer, problem.message));
  return problems;
}

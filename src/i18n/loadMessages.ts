// Messages are compiled to ASTs at build time (npm run gen) and split per language and per bundle, so a
// visitor downloads only the language shown, and only the bundles of the screens they open.
import type { MessageFormatElement } from 'react-intl';
import type { LanguageCode } from '../config/types.generated.ts';
import type { Bundle } from './bundles.ts';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

const compiled = import.meta.glob<CompiledMessages>('./compiled/*/*.json', { import: 'default' });

export async function loadMessages(code: LanguageCode, bundle: Bundle = 'core'): Promise<CompiledMessages> {
  const load = compiled[`./compiled/${bundle}/${code}.json`] ?? compiled[`./compiled/${bundle}/EN.json`];
  if (!load) return {};
  return load();
}

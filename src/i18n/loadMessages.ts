// Messages are compiled to ASTs at build time (npm run gen) and split per language, so a visitor
// downloads only the language shown.
import type { MessageFormatElement } from 'react-intl';
import type { LanguageCode } from '../config/types.generated.ts';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

const compiled = import.meta.glob<CompiledMessages>('./compiled/*.json', { import: 'default' });

export async function loadMessages(code: LanguageCode): Promise<CompiledMessages> {
  const load = compiled[`./compiled/${code}.json`] ?? compiled['./compiled/EN.json'];
  if (!load) return {};
  return load();
}

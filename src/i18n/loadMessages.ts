// Messages are compiled to ASTs at build time (npm run gen), one file per bundle and language, and
// fetched from a URL that carries the messages' version: a visitor downloads only the language shown
// and the bundles of the screens they open, and no bundle adds code to the first load.
import type { MessageFormatElement } from 'react-intl';
import type { LanguageCode } from '../config/types.generated.ts';
import { MESSAGES_VERSION, type Bundle } from './compiled/bundles.ts';

export type CompiledMessages = Record<string, MessageFormatElement[]>;
export type { Bundle };

export const messagesUrl = (code: LanguageCode, bundle: Bundle): string => `${import.meta.env.BASE_URL}assets/i18n/${MESSAGES_VERSION}/${bundle}/${code}.json`;

export async function loadMessages(code: LanguageCode, bundle: Bundle = 'core'): Promise<CompiledMessages> {
  const response = await fetch(messagesUrl(code, bundle));
  if (!response.ok) throw new Error(`Messages ${bundle}/${code} answered ${response.status}`);
  return (await response.json()) as CompiledMessages;
}

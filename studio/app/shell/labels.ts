// Names an operator reads: block types, sections and fields in the studio's language, from its messages
// where they have one, else from the schema's title, else the raw name.
import type { IntlShape } from 'react-intl';

export function typeLabel(intl: IntlShape, type: string): string {
  const id = `block.${type}`;
  return intl.messages[id] ? intl.formatMessage({ id }) : type;
}

/** "Banner carousel · banner": the type, and the id when it says more than the type. */
export function blockLabel(intl: IntlShape, type: string, id: string): string {
  const name = typeLabel(intl, type);
  return `${name} · ${id}`;
}

// Names an operator reads for blocks and popups: the type in the studio's language (its messages),
// else the type as the template writes it.
import type { IntlShape } from 'react-intl';

export function typeLabel(intl: IntlShape, type: string): string {
  const id = `block.${type}`;
  return intl.messages[id] ? intl.formatMessage({ id }) : type;
}

/** "Banner carousel · banner": the type, and the block's id in the template, which tells two of a type apart. */
export function blockLabel(intl: IntlShape, type: string, id: string): string {
  const name = typeLabel(intl, type);
  return `${name} · ${id}`;
}

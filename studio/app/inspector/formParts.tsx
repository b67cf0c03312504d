// The form library's own words and buttons in the studio's language: its array buttons drawn with the
// studio's icons and named, its fixed texts from the studio's messages.
import type { IconButtonProps } from '@rjsf/utils';
import { englishStringTranslator, TranslatableString } from '@rjsf/utils';
import type { IntlShape } from 'react-intl';
import { Icon, type IconName } from '../parts/icons.tsx';

/** The studio's message for each of the library's texts it shows; the rest stay in English. */
const MESSAGE_OF: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: 'form.item',
  [TranslatableString.EmptyArray]: 'form.empty',
  [TranslatableString.YesLabel]: 'form.yes',
  [TranslatableString.NoLabel]: 'form.no',
  [TranslatableString.AddButton]: 'form.add',
  [TranslatableString.AddItemButton]: 'form.addItem',
  [TranslatableString.CopyButton]: 'form.copy',
  [TranslatableString.MoveDownButton]: 'form.moveDown',
  [TranslatableString.MoveUpButton]: 'form.moveUp',
  [TranslatableString.RemoveButton]: 'form.remove',
  [TranslatableString.KeyLabel]: 'form.key',
  [TranslatableString.OptionPrefix]: 'form.option',
  [TranslatableString.TitleOptionPrefix]: 'form.titleOption',
  [TranslatableString.NewStringDefault]: 'form.newValue',
};

export function formTranslator(intl: IntlShape): (text: TranslatableString, params?: string[]) => string {
  return (text, params) => {
    const id = MESSAGE_OF[text];
    if (!id || !intl.messages[id]) return englishStringTranslator(text, params);
    // The library's %1, %2 become the message's {p1}, {p2}.
    return intl.formatMessage({ id }, Object.fromEntries((params ?? []).map((p, i) => [`p${i + 1}`, p])));
  };
}

function button(icon: IconName, text: TranslatableString) {
  // biome-ignore lint/correctness/noComponentHookFactories: the form library takes one component per button; made once per icon at load
  return function FormIconButton(props: IconButtonProps) {
    const { iconType: _type, icon: _icon, className, uiSchema: _ui, registry, ...rest } = props;
    const label = registry.translateString(text);
    return (
      <button type="button" className={`st-icon ${className ?? ''}`} aria-label={label} title={label} {...rest}>
        <Icon name={icon} />
      </button>
    );
  };
}

/** Adds an item to a list: a button that says so. */
function AddButton({ id, onClick, disabled, registry }: IconButtonProps) {
  return (
    <p className="st-form__add">
      <button type="button" id={id} onClick={onClick} disabled={disabled}>
        + {registry.translateString(TranslatableString.AddItemButton)}
      </button>
    </p>
  );
}

export const FORM_BUTTONS = {
  AddButton,
  MoveUpButton: button('up', TranslatableString.MoveUpButton),
  MoveDownButton: button('down', TranslatableString.MoveDownButton),
  CopyButton: button('copy', TranslatableString.CopyButton),
  RemoveButton: button('remove', TranslatableString.RemoveButton),
};

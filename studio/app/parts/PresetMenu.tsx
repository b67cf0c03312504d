// A "+ Add …" button that opens a menu of presets, grouped; the menu says first what adding changes (the
// template, shared by merchants). It closes back to its button: the focus is never left on a control
// that is gone.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface PresetGroup {
  /** A heading over the group; none for a menu of one group. */
  heading?: string;
  items: { key: string; text: string; pick: () => void }[];
}

export function PresetMenu({ label, note, groups }: { label: string; note: ReactNode; groups: PresetGroup[] }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) close();
  };
  const list = (items: PresetGroup['items']) => (
    <ul role="list">
      {items.map((item) => (
        <li key={item.key}>
          <button
            type="button"
            onClick={() => {
              item.pick();
              close();
            }}
          >
            {item.text}
          </button>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="st-add">
      <button
        ref={button}
        type="button"
        className="st-add__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        onKeyDown={closeOnEscape}
      >
        + {label}
      </button>
      {open && (
        <div id={menuId} className="st-add__menu" role="group" aria-label={label} onKeyDown={closeOnEscape}>
          <p className="st-note">{note}</p>
          {groups.map((group) =>
            group.heading === undefined ? (
              <div key="items">{list(group.items)}</div>
            ) : (
              <section key={group.heading} className="st-add__group">
                <h3>{group.heading}</h3>
                {list(group.items)}
              </section>
            ),
          )}
        </div>
      )}
    </div>
  );
}

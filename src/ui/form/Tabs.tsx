import { useRef, type KeyboardEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import './form.css';

/** A row of tabs; arrow keys move between them (the WAI-ARIA tabs pattern). */
export function Tabs<T extends string>({
  label,
  tabs,
  active,
  onSelect,
  idPrefix,
}: {
  label: string;
  tabs: { value: T; labelId: string }[];
  active: T;
  onSelect: (value: T) => void;
  idPrefix: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  const onKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const index = (tabs.findIndex((t) => t.value === active) + step + tabs.length) % tabs.length;
    onSelect(tabs[index].value);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus();
  };
  if (tabs.length < 2) return null;
  return (
    <div className="wl-tabs" role="tablist" aria-label={label} ref={list} onKeyDown={onKey}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab.value}`}
          aria-selected={tab.value === active}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={tab.value === active ? 0 : -1}
          onClick={() => onSelect(tab.value)}
        >
          <FormattedMessage id={tab.labelId} />
        </button>
      ))}
    </div>
  );
}

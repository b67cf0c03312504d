// What wl validate's cross-document rules find about the merchant and its template (an image, a banner
// group, a flag and what it needs…), as the command prints them: errors there, but never a reason to
// refuse a save here, since an operator often fixes one file after another.
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { StudioStore } from '../state/StudioStore.ts';

export const CheckList = observer(function CheckList({ store }: { store: StudioStore }) {
  const intl = useIntl();
  const files = [`merchants/${store.merchantCode}.json`, store.templateFile?.path].filter(Boolean);
  const checks = store.checks.filter((c) => files.includes(c.owner ?? c.file));
  if (checks.length === 0) return null;
  return (
    <section className="st-check-list" aria-labelledby="st-check-list">
      <h2 id="st-check-list">{intl.formatMessage({ id: 'checks.title' }, { count: checks.length })}</h2>
      <ul role="list">
        {checks.map((c) => (
          <li key={c.text} className={c.severity === 'error' ? 'st-finding st-finding--error' : 'st-finding'}>
            <strong>{intl.formatMessage({ id: c.severity === 'error' ? 'checks.error' : 'checks.warning' })}</strong> <code>{c.text}</code>
          </li>
        ))}
      </ul>
    </section>
  );
});

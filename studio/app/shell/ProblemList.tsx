// Every problem the project's check finds in the merchant's file and its template, as wl validate prints
// it: also those no form shows (a file that does not load, a cross-file rule), and those of the files as
// the studio opened them.
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { StudioStore } from '../state/StudioStore.ts';

export const ProblemList = observer(function ProblemList({ store }: { store: StudioStore }) {
  const intl = useIntl();
  const files = [`merchants/${store.merchantCode}.json`, store.templateFile?.path].filter(Boolean);
  // What a refused save would have brought (to these files or to others that use them) is listed too.
  const refused = [...store.files.values()].flatMap((f) => f.refused);
  const problems = [...store.problems.filter((p) => files.includes(p.file)), ...refused.filter((r) => !store.problems.some((p) => p.text === r.text))];
  if (problems.length === 0) return null;
  return (
    <section className="st-problem-list" aria-labelledby="st-problem-list">
      <h2 id="st-problem-list">{intl.formatMessage({ id: 'problems.title' }, { count: problems.length })}</h2>
      <ul role="list">
        {problems.map((p) => (
          <li key={p.text} className="st-problem">
            <code>{p.text}</code>
          </li>
        ))}
      </ul>
    </section>
  );
});

// What every inspector's form is made of: the form itself, loaded with the first form so the studio's
// first screen does not wait for its library, and the problems no field of it shows.
import { lazy } from 'react';

export const SchemaForm = lazy(() => import('./SchemaForm.tsx'));

/** Problems of a place that no field of its form shows (a whole object, a cross-file rule). */
export function PlaceProblems({ problems }: { problems: { text: string; pointer: string; message: string }[] }) {
  if (problems.length === 0) return null;
  return (
    <ul className="st-problems" role="list">
      {problems.map((p) => (
        <li key={p.text} className="st-problem">
          <code>{p.pointer}</code> {p.message}
        </li>
      ))}
    </ul>
  );
}

// A Suspense boundary around part of a page the server sent. React hydrates a boundary's content in a
// pass of its own, after the pass that holds the boundary, so the root's commit does not say the page
// answers taps: each boundary counts as a part not yet taken over (platform/takenOver.ts) from the pass
// that holds it until its content has hydrated, or until it is gone (an error boundary's fallback took
// its place). A boundary inside one registers in the pass that hydrates the outer one, before that pass
// says the outer one is done, so the count never touches zero early. Nothing here may update on its
// own when hydration ends: an update reaching a boundary not yet hydrated makes React draw it again.
import { Suspense, useEffect, useId, type ReactNode } from 'react';
import { isHydrating, partTakenOver, partWaits } from '../platform/takenOver.ts';

function TakenOver({ part, children }: { part: string; children: ReactNode }) {
  useEffect(() => partTakenOver(part), [part]);
  return <>{children}</>;
}

export function HydrationBoundary({ fallback, children }: { fallback?: ReactNode; children: ReactNode }) {
  const part = useId();
  if (isHydrating()) partWaits(part);
  useEffect(() => () => partTakenOver(part), [part]);
  return (
    <Suspense fallback={fallback}>
      <TakenOver part={part}>{children}</TakenOver>
    </Suspense>
  );
}

// A Suspense boundary around part of a page the server sent. React hydrates a boundary's content in a
// pass of its own, after the pass that holds the boundary, so the root's commit does not say the page
// answers taps: each boundary counts as a part not yet taken over (platform/takenOver.ts) from the pass
// that holds it until its content has hydrated, or until it is gone (an error boundary's fallback took
// its place). A boundary counts itself when its pass commits (a layout effect), never while rendering:
// React throws away a pass it gives up (a block whose code is still loading, an update that arrived
// before the part hydrated), and a part counted in such a pass would hold the page back for good. A
// boundary inside one counts in the pass that hydrates the outer one, before that pass's effects say
// the outer one is done, so the count never touches zero early. Nothing here may update on its own
// when hydration ends: an update reaching a boundary not yet hydrated makes React draw it again.
import { Suspense, useEffect, useId, useLayoutEffect, type ReactNode } from 'react';
import { isHydrating, partTakenOver, partWaits } from '../platform/takenOver.ts';

function TakenOver({ part, children }: { part: string; children: ReactNode }) {
  useEffect(() => partTakenOver(part), [part]);
  return <>{children}</>;
}

export function HydrationBoundary({ fallback, children }: { fallback?: ReactNode; children: ReactNode }) {
  const part = useId();
  useLayoutEffect(() => {
    if (isHydrating()) partWaits(part);
    return () => partTakenOver(part);
  }, [part]);
  return (
    <Suspense fallback={fallback}>
      <TakenOver part={part}>{children}</TakenOver>
    </Suspense>
  );
}

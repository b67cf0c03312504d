// @vitest-environment jsdom
import { act, use, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { hydrationStarts, rootTakenOver } from '../platform/takenOver.ts';
import { HydrationBoundary } from './HydrationBoundary.tsx';

test("the page is taken over once a boundary's content has hydrated, not at the root's commit before it", async () => {
  let arrive!: () => void;
  const blockCode = new Promise<void>((resolve) => (arrive = resolve));
  let codeArrived = true;
  /** A block whose code the browser is still loading when hydration starts. */
  function Block() {
    if (!codeArrived) use(blockCode);
    return <button type="button">Play</button>;
  }
  function Page() {
    useEffect(() => rootTakenOver(), []);
    return (
      <HydrationBoundary>
        <Block />
      </HydrationBoundary>
    );
  }
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Page />);
  codeArrived = false;

  const problems: unknown[] = [];
  hydrationStarts();
  await act(async () => void hydrateRoot(container, <Page />, { onRecoverableError: (error) => problems.push(error) }));
  expect(document.documentElement.dataset.app).toBeUndefined();

  codeArrived = true;
  await act(async () => {
    arrive();
    await blockCode;
  });
  expect(document.documentElement.dataset.app).toBe('ready');
  expect(problems).toEqual([]);
});

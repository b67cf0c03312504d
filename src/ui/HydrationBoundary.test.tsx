// @vitest-environment jsdom
import { act, createContext, use, useContext, useEffect } from 'react';
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

test('a part whose hydration React gave up for a render of its own does not hold the page back', async () => {
  // Fresh state: the page of this test has not been taken over yet.
  delete document.documentElement.dataset.app;
  vi.resetModules();
  const { hydrationStarts, rootTakenOver } = await import('../platform/takenOver.ts');
  const { HydrationBoundary } = await import('./HydrationBoundary.tsx');
  let arrive!: () => void;
  const blockCode = new Promise<void>((resolve) => (arrive = resolve));
  let codeArrived = true;
  const Label = createContext('server');
  function Block() {
    if (!codeArrived) use(blockCode);
    return <button type="button">{useContext(Label)}</button>;
  }
  /** A part with a part inside it, beside a block whose code is still loading. */
  function Page({ label }: { label: string }) {
    useEffect(() => rootTakenOver(), []);
    return (
      <Label value={label}>
        <HydrationBoundary>
          <HydrationBoundary>
            <p>Inner part</p>
          </HydrationBoundary>
          <Block />
        </HydrationBoundary>
      </Label>
    );
  }
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Page label="server" />);
  codeArrived = false;

  hydrationStarts();
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => void (root = hydrateRoot(container, <Page label="server" />, { onRecoverableError: () => undefined })));
  expect(document.documentElement.dataset.app).toBeUndefined();

  // An update reaches the outer part before its block's code arrived: React gives up hydrating it, drops
  // the pass that had begun on the inner one, and draws the outer part on its own.
  await act(async () => root.render(<Page label="client" />));
  codeArrived = true;
  await act(async () => {
    arrive();
    await blockCode;
  });
  expect(container.querySelector('button')?.textContent).toBe('client');
  expect(document.documentElement.dataset.app).toBe('ready');
});

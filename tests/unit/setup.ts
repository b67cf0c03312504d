import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import './messageBundles.ts';
import './cleanStorage.ts';
import { performance as nodePerformance } from 'node:perf_hooks';

// Each file's page is a context of its own, whose performance is jsdom's, without the User Timing calls
// (marks, getEntriesByName) the app makes: it takes Node's, as a browser has them.
if (typeof performance.getEntriesByName !== 'function') {
  Object.defineProperty(globalThis, 'performance', { value: nodePerformance, configurable: true, writable: true });
}

// findBy/waitFor give up after this long; a condition met sooner returns at once, so a loaded machine
// only makes a failing test slower to report.
configure({ asyncUtilTimeout: 5_000 });

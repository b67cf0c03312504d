import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import './messageBundles.ts';
import './cleanStorage.ts';

// findBy/waitFor give up after this long; a condition met sooner returns at once, so a loaded machine
// only makes a failing test slower to report.
configure({ asyncUtilTimeout: 5_000 });

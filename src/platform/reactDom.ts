// React DOM's entry points. This module lives in the `react` chunk (vite.config.ts), so React DOM's code,
// which starts on first import, starts when the page runs that chunk: in a task of its own, not inside
// the one that runs the app's code.
export { createRoot, hydrateRoot, type Root } from 'react-dom/client';

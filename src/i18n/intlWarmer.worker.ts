// Runs the first Intl checks off the page's main thread. The browser builds ICU's lists of locales once
// per process, whichever thread asks first: asked here, the page's own first check finds them built.
import { touchIntl } from './touchIntl.ts';

self.onmessage = (event: MessageEvent<string>) => {
  touchIntl(event.data);
  self.postMessage('warm');
};

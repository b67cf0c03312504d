// Where a preview page follows edits to the config files, shared by the page and the server
// (server/web/preview.ts).

/** The server-sent events of the preview. */
export const PREVIEW_EVENTS_PATH = '/__preview/events';
/** The Server-Timing entry of a preview page's answer that names the state it was served from. */
export const PREVIEW_STATE_TIMING = 'wl-preview';

/**
 * The events for this page: from the state its document was served from, so an edit that landed while
 * the page's code was still on the way is heard too.
 */
export function previewEventsUrl(): string {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const since = navigation?.serverTiming?.find((entry) => entry.name === PREVIEW_STATE_TIMING)?.description;
  return since ? `${PREVIEW_EVENTS_PATH}?since=${encodeURIComponent(since)}` : PREVIEW_EVENTS_PATH;
}

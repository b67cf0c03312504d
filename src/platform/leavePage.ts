/** Leaves the app for another address in this window (the way back is the browser's, or the page's own). */
export function leavePage(url: string): void {
  window.location.assign(url);
}

/** Loads the current page again from the server, as after an update of the app. */
export function reloadPage(): void {
  window.location.reload();
}

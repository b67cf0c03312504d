// Empties the browser's session storage but for the keys asked to stay; blocked storage (private modes) is left alone.

export function clearSessionStorage(keep: (key: string) => boolean): void {
  try {
    const storage = window.sessionStorage;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key !== null);
    for (const key of keys) if (!keep(key)) storage.removeItem(key);
  } catch {
    // Storage blocked: there is nothing to clear.
  }
}

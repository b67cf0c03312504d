// The line-speed ping (spec section 7: GET {line}/wps/system/test/ping?speed={timestamp}). It is a plain
// cross-origin GET with no header of ours and no cookie, so the browser sends no preflight that would
// double the time measured; the reference API answers it with CORS for the merchants' origins.

/** Resolves when the line answers 2xx; rejects on any other answer, a network failure or the signal. */
export async function pingLine(origin: string, signal: AbortSignal): Promise<void> {
  const response = await fetch(`${origin}/wps/system/test/ping?speed=${Date.now()}`, {
    mode: 'cors',
    credentials: 'omit',
    cache: 'no-store',
    signal,
  });
  // The answer is a few bytes; reading it lets the request finish instead of holding its connection.
  await response.text();
  if (!response.ok) throw new Error(`${origin} answered ${response.status}`);
}

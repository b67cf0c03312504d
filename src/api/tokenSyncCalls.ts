// The token sync request of spec section 7: a same-origin address the merchant names hears of the
// member's token (POST with it as bearer) and of the end of the session (DELETE). Not a /wps call, so it
// goes past the API client: no envelope, and its failure is nobody's concern but a console line.

export async function sendTokenSync(url: string, call: { method: 'POST'; token: string } | { method: 'DELETE' }): Promise<void> {
  const headers: Record<string, string> = call.method === 'POST' ? { Authorization: `Bearer ${call.token}` } : {};
  const answer = await fetch(url, { method: call.method, headers, credentials: 'same-origin', cache: 'no-store', keepalive: true });
  if (!answer.ok) throw new Error(`token sync: HTTP ${answer.status}`);
}

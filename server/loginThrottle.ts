// Repeated failed logins for one account are refused for a while (TOO_MANY_REQUEST, spec section 8).
export const MAX_FAILURES = 5;
export const WINDOW_MS = 10 * 60_000;

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  private recent(key: string): number[] {
    const since = this.now() - WINDOW_MS;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    this.failures.set(key, list);
    return list;
  }

  isBlocked(key: string): boolean {
    return this.recent(key).length >= MAX_FAILURES;
  }

  fail(key: string): void {
    this.recent(key).push(this.now());
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }
}

// A sliding-window count per key: at most `max` events in `windowMs`. In memory, per server: a restart
// forgets the counts, which only ever lets a player try again sooner.
export class RateLimit {
  private readonly events = new Map<string, number[]>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const list = (this.events.get(key) ?? []).filter((t) => t > since);
    if (list.length > 0) this.events.set(key, list);
    else this.events.delete(key);
    return list;
  }

  isBlocked(key: string): boolean {
    return this.recent(key).length >= this.max;
  }

  hit(key: string): void {
    this.events.set(key, [...this.recent(key), this.now()]);
  }

  clear(key: string): void {
    this.events.delete(key);
  }
}

import { makeAutoObservable } from 'mobx';

/** Seconds left until something may be done again (an SMS code resent); 0 when it may. */
export class Countdown {
  seconds = 0;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor() {
    makeAutoObservable<Countdown, 'timer'>(this, { timer: false });
  }

  start(seconds: number): void {
    this.stop();
    this.seconds = seconds;
    this.timer = setInterval(() => this.tick(), 1_000);
  }

  private tick(): void {
    this.seconds = Math.max(0, this.seconds - 1);
    if (this.seconds === 0) this.stop();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}

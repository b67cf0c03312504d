// The one door to the third-party advertising pixels (the social pixel, TikTok, Google tag, Kwai). Their
// scripts load once the first screen has been drawn and never hold it up; what a page does before
// then is not counted by them. Tests replace this module.
import type { PixelIds, PixelVendors } from './vendors.ts';

let vendors: Promise<PixelVendors> | undefined;

/** Starts the pixels named by the ids the visitor arrived with (pixelTrack); none: nothing loads. */
export function startPixels(ids: PixelIds | null): void {
  if (!ids) return;
  vendors ??= import('./vendors.ts').then((module) => module.pixelVendors(window));
  void vendors.then((loaded) => loaded.start(ids)).catch((error: unknown) => console.warn('Ad pixels not started:', error));
}

/** Tells the started pixels of a deposit (content id 99); nothing when none started. */
export function trackPixelDeposit(count: number): void {
  void vendors?.then((loaded) => loaded.deposit(count)).catch(() => undefined);
}

// Attribution (spec sections 3, 7 and 9): the heartbeat of each day the app runs, the third-party pixels
// of the ids the visitor arrived with, and the tracking-event call when a member's successful deposits
// rise (content id 99), carrying the heartbeat header and, in the native shell, its ad ids for the
// operator's server-to-server reports. It follows the deposit count that other features ask for (member
// home, the shared poller); it never polls on its own.
import { reaction } from 'mobx';
import { sendTrackingEvents, type TrackingEvent, type TrackingPayload } from '../api/trackingCalls.ts';
import { pixelTrack } from '../platform/adClicks.ts';
import { deviceId } from '../platform/deviceId.ts';
import { startPixels, trackPixelDeposit } from '../platform/pixels/index.ts';
import { DEPOSIT_CONTENT_ID } from '../platform/pixels/contentIds.ts';
import { shellAdInfo } from '../platform/shellAdInfo.ts';
import { localStore } from '../platform/storage.ts';
import { heartbeatHeader, recordHeartbeat, type HeartbeatEntry } from '../rules/heartbeat.ts';
import { memberKey } from '../rules/memberKey.ts';
import { DepositSettingsStore } from './DepositSettingsStore.ts';
import type { RootStore } from './RootStore.ts';

export const HEARTBEAT_KEY = 'wl.heartbeat';
/** The member's successful deposits last seen on this device, so the pixels hear of each rise once. */
export const depositsSeenKey = (member: string) => `wl.attribution.deposits.${member}`;
/** The count the tracking call last took in: a rise it missed (offline, a failing server) is sent later. */
export const depositsReportedKey = (member: string) => `wl.attribution.depositsReported.${member}`;

export interface AttributionDeps {
  send: typeof sendTrackingEvents;
  pixels: { start: typeof startPixels; deposit: typeof trackPixelDeposit };
  adInfo: typeof shellAdInfo;
  deviceId: () => Promise<string>;
  now: () => number;
}

const defaultDeps: AttributionDeps = {
  send: sendTrackingEvents,
  pixels: { start: startPixels, deposit: trackPixelDeposit },
  adInfo: () => shellAdInfo(),
  deviceId,
  now: () => Date.now(),
};

export class AttributionStore {
  private stopFollowing: (() => void) | undefined;

  constructor(
    private readonly root: RootStore,
    private readonly deps: AttributionDeps = defaultDeps,
  ) {}

  /** What runs and when: `wl-mobile/<shell>`, with the native shell's version inside the app. */
  get agent(): string {
    const { shell, appVersion } = this.root.platform;
    return appVersion ? `wl-mobile/${shell} ${appVersion}` : `wl-mobile/${shell}`;
  }

  /** Starts once per page: today's heartbeat, the pixels, and the deposit count's watch. */
  start(): void {
    if (this.stopFollowing) return;
    const entries = localStore.getJson<HeartbeatEntry[]>(HEARTBEAT_KEY) ?? [];
    localStore.setJson(HEARTBEAT_KEY, recordHeartbeat(Array.isArray(entries) ? entries : [], this.agent, this.deps.now()));
    this.deps.pixels.start(pixelTrack());
    const deposits = this.root.feature(DepositSettingsStore);
    this.stopFollowing = reaction(
      () => [memberKey(this.root.session.info), deposits.successfulDeposits] as const,
      ([member, count]) => {
        if (member && count !== undefined) void this.depositsSeen(member, count);
      },
      { fireImmediately: true },
    );
  }

  stop(): void {
    this.stopFollowing?.();
    this.stopFollowing = undefined;
  }

  /**
   * A rise over the count seen before is a deposit for the pixels; a rise over the count last reported is
   * one for the tracking call, until it is taken in. The first count seen is only remembered.
   */
  private async depositsSeen(member: string, count: number): Promise<void> {
    const seen = Number(localStore.get(depositsSeenKey(member)) ?? NaN);
    localStore.set(depositsSeenKey(member), String(count));
    if (!Number.isFinite(seen)) {
      localStore.set(depositsReportedKey(member), String(count));
      return;
    }
    if (count > seen) this.deps.pixels.deposit(count);
    const reportedKey = depositsReportedKey(member);
    // A device from before this count was kept had reported all it had seen.
    if (localStore.get(reportedKey) == null) localStore.set(reportedKey, String(seen));
    const reported = Number(localStore.get(reportedKey));
    if (!(count > reported)) return;
    const sent = await this.track([{ name: 'deposit', contentId: DEPOSIT_CONTENT_ID, value: count - reported, time: this.deps.now() }]);
    if (sent) localStore.set(reportedKey, String(count));
  }

  /** The tracking-event call, with the heartbeat header; the heartbeats it carried are forgotten once sent. */
  async track(events: TrackingEvent[]): Promise<boolean> {
    const entries = localStore.getJson<HeartbeatEntry[]>(HEARTBEAT_KEY) ?? [];
    const { header, sent } = heartbeatHeader(entries);
    const adInfo = this.root.platform.shell === 'app' ? this.deps.adInfo() : undefined;
    const payload: TrackingPayload = {
      events,
      pixelTrack: pixelTrack(),
      deviceId: await this.deps.deviceId().catch(() => undefined),
      ...(adInfo ? { adInfo } : {}),
    };
    try {
      await this.deps.send(this.root.api, payload, header || undefined);
    } catch (error) {
      console.warn('Tracking event not sent:', error);
      return false;
    }
    const left = (localStore.getJson<HeartbeatEntry[]>(HEARTBEAT_KEY) ?? []).filter(
      (entry) => !sent.some((done) => done.agent === entry.agent && done.date === entry.date),
    );
    localStore.setJson(HEARTBEAT_KEY, left);
    return true;
  }
}

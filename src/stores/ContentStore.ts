// Content the API serves to everyone (banners, lanes, announcements, promotions, customer service,
// countries), each fetched once and shared, and fetched again when the language shown changes.
import { makeAutoObservable, observableRef, reaction } from 'mobx';
import { inAction } from './inAction.ts';
import {
  fetchAnnouncements,
  fetchAvailablePromotions,
  fetchBanners,
  fetchCountries,
  fetchCustomerService,
  fetchLanes,
  fetchNewGameVendors,
} from '../api/calls.ts';
import type { ApiClient } from '../api/client.ts';
import type { AvailablePromotions, CountryList } from '../api/types.ts';
import type { Announcement, Banner, CustomerServiceEntry, GameLane, NewGameVendors } from '../config/types.generated.ts';
import { footerChat } from '../rules/customerService.ts';
import { WindowClock } from './WindowClock.ts';

/** Fetches again those of `resources` that were asked for: after a language switch their text comes in the new one. */
export function reloadAsked(resources: Iterable<Resource<unknown>>): Promise<void[]> {
  return Promise.all([...resources].filter((r) => r.wasAsked).map((r) => r.reload()));
}

/** Longest time home waits for its content before showing what it has. */
export const HOME_READY_CAP_MS = 2500;

/** A piece of content fetched from the API: what it holds and whether it arrived. */
export class Resource<T> {
  /** The value once loaded. */
  value: T | undefined = undefined;
  /** True once a fetch finished, with or without a value. */
  isLoaded = false;
  failed = false;
  /** Why the last fetch failed, while it has. */
  error: unknown = undefined;
  private inFlight: Promise<void> | undefined;
  /** Requests made so far; the number of the latest is the one whose answer counts. */
  private requests = 0;

  constructor(private readonly fetcher: () => Promise<T>) {
    // An answer is replaced whole, never changed in place: kept as it came (observableRef), not turned
    // into observables to its last card, which on a slow phone is a long task as the page starts.
    makeAutoObservable<Resource<T>, 'fetcher' | 'inFlight' | 'requests'>(this, {
      fetcher: false,
      inFlight: false,
      requests: false,
      wasAsked: false,
      value: observableRef,
    });
  }

  /** Fetches once; later callers share the first request. */
  ensure(): Promise<void> {
    if (this.isLoaded) return Promise.resolve();
    this.inFlight ??= this.load();
    return this.inFlight;
  }

  /** Takes a value fetched elsewhere (the server, for the page it sent) as if fetched here. */
  seed(value: T): void {
    this.value = value;
    this.isLoaded = true;
  }

  /** Fetches again, keeping the old value on screen until the new one arrives; an answer still on its way is dropped. */
  reload(): Promise<void> {
    this.inFlight = this.load();
    return this.inFlight;
  }

  /** Whether anything asked for it: it has been fetched, or is being fetched. */
  get wasAsked(): boolean {
    return this.isLoaded || this.inFlight !== undefined;
  }

  private async load(): Promise<void> {
    // Only the latest request may land: an older answer (say, in the language shown before) never overwrites it.
    const request = ++this.requests;
    const current = () => request === this.requests;
    try {
      const value = await this.fetcher();
      inAction('Resource.load', () => {
        if (!current()) return;
        this.value = value;
        this.failed = false;
        this.error = undefined;
      });
    } catch (error) {
      inAction('Resource.load', () => {
        if (!current()) return;
        this.failed = true;
        this.error = error;
      });
    } finally {
      inAction('Resource.load', () => {
        if (!current()) return;
        this.isLoaded = true;
        this.inFlight = undefined;
      });
    }
  }
}

/** Home's content as the server fetched it: each part that arrived, by name. */
export type ContentSnapshot = Partial<{
  banners: Banner[];
  announcements: Announcement[];
  lanes: GameLane[];
  promotions: AvailablePromotions;
  customerService: CustomerServiceEntry[];
}>;

const NO_PROMOTIONS: AvailablePromotions = { promotions: [], available: {} };

export class ContentStore {
  readonly banners = new Resource<Banner[]>(() => fetchBanners(this.api));
  /** Announcements for everyone: the marquee and the popup each show the player's own (rules/announcements). */
  readonly announcements = new Resource<Announcement[]>(() => fetchAnnouncements(this.api));
  readonly lanes = new Resource<GameLane[]>(async () => (await fetchLanes(this.api)).data.lanes);
  /** Skipped while the merchant's reward centre is off (spec section 7): no promotion is on then. */
  readonly promotions = new Resource<AvailablePromotions>(() => (this.rewardCentreOn() ? fetchAvailablePromotions(this.api) : Promise.resolve(NO_PROMOTIONS)));
  /** The customer-service list call (spec section 7); read it through `customerServiceEntries`. */
  readonly customerService = new Resource<CustomerServiceEntry[]>(async () => (await fetchCustomerService(this.api)).customerService);
  /** Countries and dialling codes for the mobile forms (not part of home). */
  readonly countries = new Resource<CountryList>(() => fetchCountries(this.api));
  /** Vendors with new games, for the 'new' mark; asked by the first mark that shows, never holding up home. */
  readonly newGameVendors = new Resource<NewGameVendors>(() => fetchNewGameVendors(this.api));

  /**
   * `rewardCentreOn` reads the reward-centre flag (REWARDCENTER3) each time promotions are fetched;
   * `configCustomerService` is the site config's customer-service list, used until the list call answers.
   */
  constructor(
    private readonly api: ApiClient,
    private readonly rewardCentreOn: () => boolean = () => true,
    private readonly configCustomerService: () => CustomerServiceEntry[] = () => [],
    private readonly clock = new WindowClock(),
  ) {
    makeAutoObservable<ContentStore, 'api' | 'rewardCentreOn' | 'configCustomerService' | 'clock'>(this, {
      api: false,
      rewardCentreOn: false,
      configCustomerService: false,
      clock: false,
      followLanguage: false,
    });
  }

  /** The banners shown now (their windows: stores/WindowClock.ts); none before they arrive. */
  get shownBanners(): Banner[] {
    return this.clock.shown(this.banners.value ?? []);
  }

  /** The announcements shown now, for the marquee and the popup to pick the player's own from. */
  get shownAnnouncements(): Announcement[] {
    return this.clock.shown(this.announcements.value ?? []);
  }

  /** Home's lanes shown now. */
  get shownLanes(): GameLane[] {
    return this.clock.shown(this.lanes.value ?? []);
  }

  /**
   * The merchant's customer-service entries, the one source every contact button reads: the list call's
   * answer, else (before it arrives, when it fails, and on a status screen that never asks) the site config's.
   */
  get customerServiceEntries(): CustomerServiceEntry[] {
    return this.customerService.value ?? this.configCustomerService();
  }

  /** The entry a contact button opens: the one placed in the footer, else the first; none without entries. */
  get customerServiceContact(): CustomerServiceEntry | undefined {
    return footerChat(this.customerServiceEntries);
  }

  private get all(): Resource<unknown>[] {
    return Object.values(this.home);
  }

  /** Home's content by name: what the server fetches for the page it renders and hands the browser. */
  private get home() {
    return { banners: this.banners, announcements: this.announcements, lanes: this.lanes, promotions: this.promotions, customerService: this.customerService };
  }

  /** What has arrived of home's content, to travel with a page rendered on the server. */
  snapshot(): ContentSnapshot {
    const arrived = Object.entries(this.home).filter(([, resource]) => resource.isLoaded && !resource.failed);
    return Object.fromEntries(arrived.map(([name, resource]) => [name, resource.value])) as ContentSnapshot;
  }

  /** The parts of home's content that failed or have not arrived. */
  missingHomeContent(): string[] {
    return Object.entries(this.home)
      .filter(([, resource]) => !resource.isLoaded || resource.failed)
      .map(([name]) => name);
  }

  /** Takes what the server fetched for the page it sent, so nothing is fetched twice. */
  seed(snapshot: ContentSnapshot): void {
    const home = this.home as Record<string, Resource<unknown>>;
    for (const [name, value] of Object.entries(snapshot)) home[name]?.seed(value);
  }

  private homeReady: Promise<unknown> | undefined;

  /** Starts the fetches home needs, so they run while the page's code loads. */
  prefetchHome(): void {
    for (const resource of this.all) void resource.ensure();
  }

  /**
   * Settles when home's content has arrived (or failed), or after `capMs` at most, so home can show at
   * once in its final layout instead of growing as each answer lands.
   */
  whenHomeReady(capMs = HOME_READY_CAP_MS): Promise<unknown> {
    this.homeReady ??= Promise.race([Promise.allSettled(this.all.map((r) => r.ensure())), new Promise((resolve) => setTimeout(resolve, capMs))]);
    return this.homeReady;
  }

  /**
   * Follows the language shown: on a switch, everything already asked for is fetched again in the new
   * language (the API answers in the Language header's), so no text of the old one stays behind.
   * Returns what stops following.
   */
  followLanguage(language: () => string): () => void {
    return reaction(language, () => void reloadAsked(this.all));
  }

  /** Refetches what was already fetched (the preview calls this when a merchant file changes). */
  reloadLoaded(): Promise<void[]> {
    return Promise.all(this.all.filter((r) => r.isLoaded).map((r) => r.reload()));
  }
}

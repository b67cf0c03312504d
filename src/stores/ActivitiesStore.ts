// The activity pages' state: promotion details, the daily sign-in calendar, newcomer tasks, the rescue
// bonus and vouchers, and the sign-ins and claims a member sends. Made on first use by those pages.
import { makeAutoObservable } from 'mobx';
import { inAction } from './inAction.ts';
import {
  claimNoviceTask,
  claimVoucher,
  fetchNoviceTasks,
  fetchPromotionDetail,
  fetchRescueInfo,
  fetchSignInCalendar,
  fetchVouchers,
  signIn,
} from '../api/activityCalls.ts';
import { ApiError } from '../api/failures.ts';
import type { NoviceTasks, Promotion, RescueInfo, SignInCalendar, Vouchers } from '../config/types.generated.ts';
import { reloadAsked, Resource } from './ContentStore.ts';
import type { RootStore } from './RootStore.ts';

/** What a sign-in or claim just earned, for the page to announce. */
export interface Earned {
  action: string;
  amount: number;
}

export class ActivitiesStore {
  /** The member's sign-in calendar. */
  calendar = new Resource<SignInCalendar>(() => fetchSignInCalendar(this.root.api));
  /** Newcomer tasks with the member's progress. */
  tasks = new Resource<NoviceTasks>(() => fetchNoviceTasks(this.root.api));
  /** Rescue tiers and the member's eligible amount. */
  rescue = new Resource<RescueInfo>(() => fetchRescueInfo(this.root.api));
  /** The member's vouchers in every state. */
  vouchers = new Resource<Vouchers>(() => fetchVouchers(this.root.api));
  /** The action being sent ('sign-in', 'task:<id>' or 'voucher:<id>'), while it is. */
  pending: string | undefined = undefined;
  /** The last action that went through and what it earned. */
  earned: Earned | undefined = undefined;
  private details = new Map<number, Resource<Promotion>>();

  constructor(private readonly root: Pick<RootStore, 'api'>) {
    makeAutoObservable<ActivitiesStore, 'root' | 'details'>(this, { root: false, details: false });
  }

  /** A promotion's details (title, period, rules, banner), one resource per id. */
  detail(id: number): Resource<Promotion> {
    let resource = this.details.get(id);
    if (!resource) {
      resource = new Resource(() => fetchPromotionDetail(this.root.api, id));
      this.details.set(id, resource);
    }
    return resource;
  }

  /** Asks again on every visit (a member's state moves on from day to day), keeping what was shown meanwhile. */
  refresh(resource: Resource<unknown>): Promise<void> {
    this.earned = undefined;
    return resource.isLoaded ? resource.reload() : resource.ensure();
  }

  /** Records today's sign-in; the calendar shows it signed. */
  signIn(): Promise<void> {
    return this.send(
      'sign-in',
      this.calendar,
      () => signIn(this.root.api),
      (calendar) => calendar.todayReward,
    );
  }

  /** Claims a done newcomer task's reward. */
  claimTask(taskId: string): Promise<void> {
    const reward = this.tasks.value?.tasks.find((t) => t.id === taskId)?.reward ?? 0;
    return this.send(
      `task:${taskId}`,
      this.tasks,
      () => claimNoviceTask(this.root.api, taskId),
      () => reward,
    );
  }

  /** Claims an available voucher; it moves to the used ones. */
  claimVoucher(voucherId: string): Promise<void> {
    const amount = this.vouchers.value?.vouchers.find((v) => v.id === voucherId)?.amount ?? 0;
    return this.send(
      `voucher:${voucherId}`,
      this.vouchers,
      () => claimVoucher(this.root.api, voucherId),
      () => amount,
    );
  }

  /**
   * Sends one action at a time and shows the answer in place. A refusal was alerted by the error
   * catalogue; the list is asked for again, as the server's state is the one to show.
   */
  private async send<T>(action: string, resource: Resource<T>, call: () => Promise<T>, amountOf: (answer: T) => number): Promise<void> {
    if (this.pending) return;
    this.pending = action;
    this.earned = undefined;
    try {
      const answer = await call();
      inAction('ActivitiesStore.send', () => {
        resource.value = answer;
        this.earned = { action, amount: amountOf(answer) };
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      void resource.reload();
    } finally {
      inAction('ActivitiesStore.send', () => (this.pending = undefined));
    }
  }

  /** Their titles and rules are in the language shown: what was asked comes again on a switch. */
  languageChanged(): void {
    void reloadAsked([this.calendar, this.tasks, this.rescue, this.vouchers, ...this.details.values()]);
  }

  /** Forgets the member's activities (logout). */
  clear(): void {
    this.calendar = new Resource<SignInCalendar>(() => fetchSignInCalendar(this.root.api));
    this.tasks = new Resource<NoviceTasks>(() => fetchNoviceTasks(this.root.api));
    this.rescue = new Resource<RescueInfo>(() => fetchRescueInfo(this.root.api));
    this.vouchers = new Resource<Vouchers>(() => fetchVouchers(this.root.api));
    this.details.clear();
    this.pending = undefined;
    this.earned = undefined;
  }
}

import { makeAutoObservable } from 'mobx';
import type { NoticeId } from '../api/failures.ts';
import type { OverlayStore } from './OverlayStore.ts';
import type { AlertProps } from './overlayTypes.ts';

export interface NoticeItem {
  id: number;
  messageId: NoticeId;
}

let nextId = 1;

/** Messages for the player: alerts to confirm (an overlay, in the OverlayStore's order) and short notices. */
export class AlertStore {
  /** Short notices that go away on their own. */
  notices: NoticeItem[] = [];

  constructor(private readonly overlays: OverlayStore) {
    makeAutoObservable<AlertStore, 'overlays'>(this, { overlays: false });
  }

  /** Alerts not confirmed yet, oldest first. */
  get alerts(): AlertProps[] {
    return this.overlays.entries.filter((entry) => entry.type === 'alert').map((entry) => entry.props as AlertProps);
  }

  /** An alert the player confirms; several wait their turn, oldest first. */
  show(alert: AlertProps): void {
    this.overlays.open('alert', alert);
  }

  notify(messageId: NoticeId, durationMs: number): void {
    if (this.notices.some((n) => n.messageId === messageId)) return;
    const id = nextId++;
    this.notices.push({ id, messageId });
    setTimeout(() => this.expire(id), durationMs);
  }

  expire(id: number): void {
    this.notices = this.notices.filter((n) => n.id !== id);
  }
}

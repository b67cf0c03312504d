import { makeAutoObservable } from 'mobx';
import type { NoticeId } from '../api/failures.ts';

export interface AlertItem {
  id: number;
  /** Text from the server, shown as is. */
  message?: string;
  /** A translated message, when the server sent no text. */
  messageId?: string;
  titleId?: string;
}

export interface NoticeItem {
  id: number;
  messageId: NoticeId;
}

let nextId = 1;

export class AlertStore {
  /** Alerts waiting to be confirmed, oldest first. */
  alerts: AlertItem[] = [];
  /** Short notices that go away on their own. */
  notices: NoticeItem[] = [];

  constructor() {
    makeAutoObservable(this);
  }

  get current(): AlertItem | undefined {
    return this.alerts[0];
  }

  show(alert: Omit<AlertItem, 'id'>): void {
    this.alerts.push({ ...alert, id: nextId++ });
  }

  dismiss(id: number): void {
    this.alerts = this.alerts.filter((a) => a.id !== id);
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

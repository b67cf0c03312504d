// E-mail the reference API "sends": it keeps the latest messages in memory, which a developer (or a
// test) reads from loopback at GET /wps/dev/emailOutbox. In memory on purpose: a reset link carries a
// live token, and the database keeps only tokens' hashes.

export interface OutgoingEmail {
  merchantCode: string;
  to: string;
  subject: string;
  text: string;
  /** The link the message asks the reader to open, if any. */
  link?: string;
}

export interface SentEmail extends Omit<OutgoingEmail, 'merchantCode'> {
  sentAt: Date;
}

/** Older messages are dropped beyond this. */
export const OUTBOX_SIZE = 200;

export class EmailOutbox {
  private readonly sent: (OutgoingEmail & { sentAt: Date })[] = [];

  send(email: OutgoingEmail): void {
    this.sent.push({ ...email, sentAt: new Date() });
    if (this.sent.length > OUTBOX_SIZE) this.sent.splice(0, this.sent.length - OUTBOX_SIZE);
  }

  /** A merchant's latest messages first, optionally only those to one address (compared without case). */
  list(merchantCode: string, to?: string): SentEmail[] {
    const address = to?.trim().toLowerCase();
    return this.sent
      .filter((email) => email.merchantCode === merchantCode && (!address || email.to.toLowerCase() === address))
      .reverse()
      .slice(0, 50)
      .map(({ merchantCode: _merchant, ...email }) => email);
  }
}

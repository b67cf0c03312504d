// Worker threads that decrypt request bodies, so the thread answering every call never spends its time
// on RSA. Workers start with the first body and are dropped with the pool.
import { randomBytes, type KeyObject } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { HttpError, serverBusy } from '../http/errors.ts';

/** Bodies waiting for a worker beyond this are refused at once (503): a flood is shed, not queued. */
export const MAX_QUEUED_BODIES = 256;

// A path, not a URL object: under a jsdom test environment the global URL is not Node's.
const WORKER_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'decryptWorker.mjs');

/** One thread is left to the event loop; at most four decrypt. */
export const defaultPoolSize = () => Math.max(1, Math.min(4, availableParallelism() - 1));

interface Job {
  id: number;
  header: string;
  data: string;
  resolve: (value: Record<string, unknown>) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job?: Job;
}

type Answer = { id: number; value: Record<string, unknown> } | { id: number; failed: true };

export const decryptionFailed = () => new HttpError(400, 'decryption_failed', 'The encrypted body could not be read');

export class DecryptPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly rejectionSecret = randomBytes(32);
  private nextId = 0;
  private closed = false;
  /** Bodies the workers have read (or failed to), for operators and tests. */
  completed = 0;

  constructor(
    private readonly privateKey: KeyObject,
    readonly size = defaultPoolSize(),
    private readonly maxQueued = MAX_QUEUED_BODIES,
  ) {}

  /** The JSON object of an encrypted body; a 400 when it cannot be read, a 503 when too many wait. */
  decrypt(header: string, data: string): Promise<Record<string, unknown>> {
    if (this.closed) return Promise.reject(new Error('The decryption pool is closed'));
    if (this.queue.length >= this.maxQueued) return Promise.reject(serverBusy());
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, header, data, resolve, reject });
      this.dispatch();
    });
  }

  /** Bodies waiting for a free worker. */
  get queued(): number {
    return this.queue.length;
  }

  /** Worker threads running now. */
  get workers(): number {
    return this.slots.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('The decryption pool is closed'));
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = this.slots.find((s) => !s.job) ?? (this.slots.length < this.size ? this.spawn() : undefined);
      if (!slot) return;
      const job = this.queue.shift()!;
      slot.job = job;
      // A busy worker keeps the process alive; an idle one does not.
      slot.worker.ref();
      slot.worker.postMessage({ id: job.id, header: job.header, data: job.data });
    }
  }

  private spawn(): Slot {
    // No inherited Node options: the worker is plain JavaScript and needs no loader, and some options
    // (--input-type, -e) are refused for a worker file.
    const worker = new Worker(WORKER_FILE, { execArgv: [], workerData: { privateKey: this.privateKey, rejectionSecret: this.rejectionSecret } });
    const slot: Slot = { worker };
    worker.on('message', (answer: Answer) => {
      const job = slot.job;
      if (!job || job.id !== answer.id) return;
      slot.job = undefined;
      worker.unref();
      this.completed++;
      if ('failed' in answer) job.reject(decryptionFailed());
      else job.resolve(answer.value);
      this.dispatch();
    });
    // A worker that dies takes only its own body with it; the next body starts a new one.
    const lost = (error: Error) => {
      const index = this.slots.indexOf(slot);
      if (index < 0) return;
      this.slots.splice(index, 1);
      slot.job?.reject(error);
      slot.job = undefined;
      if (!this.closed) this.dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`A decryption worker stopped (${code})`)));
    worker.unref();
    this.slots.push(slot);
    return slot;
  }
}

/**
 * Bounds the password hashing of this process: scrypt runs on libuv's small thread pool, so a burst of
 * attempts would queue behind each other without end and every login would wait for all of them. At most
 * `concurrency` hashes run, at most `queue` wait; any further one is refused at once with 503 and
 * `Retry-After` (the caller tries again), so a login's wait stays bounded by queue / concurrency hashes.
 */
import os from "node:os";
import { ProblemError } from "../errors.ts";

export class HashGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** hashes started, refused with 503, and the most that ever ran at once */
  readonly stats = { started: 0, refused: 0, peak: 0 };

  constructor(
    readonly concurrency: number,
    readonly queue: number,
  ) {}

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running++;
    else if (this.waiting.length < this.queue) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else {
      this.stats.refused++;
      throw new ProblemError(503, "busy", "Too many sign-in attempts are being checked right now; try again in a moment", {
        headers: { "Retry-After": "1" },
      });
    }
    // a woken waiter inherits the finished hash's slot: `running` stays as it was
    this.stats.started++;
    this.stats.peak = Math.max(this.stats.peak, this.running);
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** `PASSWORD_HASH_CONCURRENCY` (default: the cores, 2 to 4) and `PASSWORD_HASH_QUEUE` (default 4 per running hash) */
export function hashGateFromEnv(env: NodeJS.ProcessEnv = process.env): HashGate {
  const concurrency = Number(env.PASSWORD_HASH_CONCURRENCY || Math.min(4, Math.max(2, os.availableParallelism())));
  const queue = Number(env.PASSWORD_HASH_QUEUE || concurrency * 4);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) throw new Error("PASSWORD_HASH_CONCURRENCY must be an integer from 1 to 64");
  if (!Number.isInteger(queue) || queue < 0 || queue > 10_000) throw new Error("PASSWORD_HASH_QUEUE must be an integer from 0 to 10000");
  return new HashGate(concurrency, queue);
}

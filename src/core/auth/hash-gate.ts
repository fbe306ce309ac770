/**
 * Bounds and shares out the password hashing of this process. scrypt runs on libuv's small thread pool, so
 * at most `concurrency` hashes run at once; the rest wait, and the wait is shared fairly:
 *
 * - per client address and per account at most one hash runs at a time; an address's further attempts wait
 *   behind its own earlier one (at most `perAddress` in all, beyond that 503 for that address alone);
 * - a free slot goes to the waiting addresses in turn (round-robin; an address just served goes to the back),
 *   so a burst from many addresses delays a newcomer by about one hash per waiting address, never refuses it;
 * - an attempt waits at most `maxWaitMs`, then 503 `busy` with `Retry-After`; `queue` bounds the waiters in all.
 *
 * A hash without a lane (seeding, the dummy hash) is its own address.
 */
import os from "node:os";
import { ProblemError } from "../errors.ts";

export interface HashLane {
  /** the client address the attempt comes from */
  address?: string;
  /** the account it is for (`kind:principal`) */
  account?: string;
}

interface Waiter {
  keys: string[];
  enqueued: number;
  start: () => void;
  timer: NodeJS.Timeout;
}

const busyProblem = (detail: string) => new ProblemError(503, "busy", detail, { headers: { "Retry-After": "1" } });

export class HashGate {
  private running = 0;
  private waiters = 0;
  private seq = 0;
  /** addresses and accounts with a hash running */
  private readonly busy = new Map<string, number>();
  /** each address's waiting attempts, in arrival order */
  private readonly lanes = new Map<string, Waiter[]>();
  /** addresses with waiting attempts, in the order they queued or were last served */
  private readonly ring: string[] = [];
  /** when each address busy or waiting last started a hash (a count of starts) */
  private readonly lastStart = new Map<string, number>();
  /** hashes started, refused with 503 (at once or after the wait), the most that ever ran at once, the longest wait */
  readonly stats = { started: 0, refused: 0, peak: 0, longestWaitMs: 0 };

  constructor(
    public concurrency: number,
    public queue: number,
    public perAddress: number,
    public maxWaitMs: number,
  ) {}

  async run<T>(fn: () => Promise<T>, lane: HashLane = {}): Promise<T> {
    const address = `ip:${lane.address || `#${++this.seq}`}`;
    const keys = lane.account ? [address, `account:${lane.account}`] : [address];
    if (this.running < this.concurrency && !this.lanes.has(address) && this.free(keys)) this.begin(keys);
    else await this.wait(address, keys);
    try {
      return await fn();
    } finally {
      this.running--;
      for (const k of keys) {
        const n = this.busy.get(k)! - 1;
        if (n) this.busy.set(k, n);
        else this.busy.delete(k);
      }
      if (!this.busy.has(address) && !this.lanes.has(address)) this.lastStart.delete(address);
      this.pump();
    }
  }

  private free(keys: string[]) {
    return keys.every((k) => !this.busy.has(k));
  }

  private begin(keys: string[]) {
    this.running++;
    for (const k of keys) this.busy.set(k, (this.busy.get(k) ?? 0) + 1);
    this.stats.started++;
    this.lastStart.set(keys[0]!, this.stats.started);
    this.stats.peak = Math.max(this.stats.peak, this.running);
  }

  private wait(address: string, keys: string[]): Promise<void> {
    const lane = this.lanes.get(address);
    if ((lane?.length ?? 0) + (this.busy.get(address) ?? 0) >= this.perAddress) {
      this.stats.refused++;
      return Promise.reject(busyProblem("Too many sign-in attempts from this address are being checked; try again in a moment"));
    }
    if (this.waiters >= this.queue) {
      this.stats.refused++;
      return Promise.reject(busyProblem("Too many sign-in attempts are being checked right now; try again in a moment"));
    }
    return new Promise<void>((resolve, reject) => {
      const w: Waiter = {
        keys,
        enqueued: performance.now(),
        start: resolve,
        timer: setTimeout(() => {
          this.remove(address, w);
          this.stats.refused++;
          reject(busyProblem("Too many sign-in attempts are being checked right now; try again in a moment"));
        }, this.maxWaitMs),
      };
      w.timer.unref?.();
      if (lane) lane.push(w);
      else {
        this.lanes.set(address, [w]);
        this.ring.push(address);
      }
      this.waiters++;
    });
  }

  private remove(address: string, w: Waiter) {
    const lane = this.lanes.get(address)!;
    lane.splice(lane.indexOf(w), 1);
    this.waiters--;
    if (!lane.length) {
      this.lanes.delete(address);
      this.ring.splice(this.ring.indexOf(address), 1);
      if (!this.busy.has(address)) this.lastStart.delete(address);
    }
  }

  /**
   * starts waiters while slots are free: of the addresses whose next attempt may run, the one served least
   * recently (an address that started a hash without waiting counts as served), in ring order on a tie
   */
  private pump() {
    while (this.running < this.concurrency) {
      let i = -1;
      let best = Number.POSITIVE_INFINITY;
      for (let j = 0; j < this.ring.length; j++) {
        const a = this.ring[j]!;
        const served = this.lastStart.get(a) ?? 0;
        if (served < best && this.free(this.lanes.get(a)![0]!.keys)) [i, best] = [j, served];
      }
      if (i < 0) return;
      const address = this.ring.splice(i, 1)[0]!;
      const lane = this.lanes.get(address)!;
      const w = lane.shift()!;
      this.waiters--;
      if (lane.length) this.ring.push(address);
      else this.lanes.delete(address);
      clearTimeout(w.timer);
      this.stats.longestWaitMs = Math.max(this.stats.longestWaitMs, performance.now() - w.enqueued);
      this.begin(w.keys);
      w.start();
    }
  }
}

const int = (env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number) => {
  const v = Number(env[name] || fallback);
  if (!Number.isInteger(v) || v < min || v > max) throw new Error(`${name} must be an integer from ${min} to ${max}`);
  return v;
};

/**
 * `PASSWORD_HASH_CONCURRENCY` (default: the cores, 2 to 4), `PASSWORD_HASH_WAIT_MS` (default 5000),
 * `PASSWORD_HASH_PER_ADDRESS` (default 4) and `PASSWORD_HASH_QUEUE` (default 1000 waiting in all)
 */
export function hashGateFromEnv(env: NodeJS.ProcessEnv = process.env): HashGate {
  return new HashGate(
    int(env, "PASSWORD_HASH_CONCURRENCY", Math.min(4, Math.max(2, os.availableParallelism())), 1, 64),
    int(env, "PASSWORD_HASH_QUEUE", 1000, 0, 100_000),
    int(env, "PASSWORD_HASH_PER_ADDRESS", 4, 1, 1000),
    int(env, "PASSWORD_HASH_WAIT_MS", 5000, 1, 60_000),
  );
}

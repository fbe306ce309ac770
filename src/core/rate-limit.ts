import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Redis } from "ioredis";
import { ProblemError } from "./errors.ts";

/** Shared counters: in memory for one process, Redis when instances must agree (in memory again while Redis is down). */
export class RateLimits {
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  constructor(
    private readonly redis?: Redis,
    private readonly prefix = "b2b:",
  ) {}

  limiter(name: string, points: number, durationSeconds: number): RateLimiterAbstract {
    const key = `${name}:${points}:${durationSeconds}`;
    let l = this.limiters.get(key);
    if (!l) {
      const opts = { keyPrefix: `${this.prefix}rl:${name}`, points, duration: durationSeconds };
      // while Redis is unreachable (or slow to answer) each instance counts in memory: the limits hold
      // per instance instead of failing every request that consumes a point
      l = this.redis
        ? new RateLimiterRedis({
            ...opts,
            storeClient: this.redis,
            useRedisPackage: false,
            rejectIfRedisNotReady: true,
            insuranceLimiter: new RateLimiterMemory(opts),
          })
        : new RateLimiterMemory(opts);
      this.limiters.set(key, l);
    }
    return l;
  }

  /** consumes one point or throws 429 with Retry-After */
  async consume(name: string, key: string, points: number, durationSeconds: number, detail: string): Promise<void> {
    try {
      await this.limiter(name, points, durationSeconds).consume(key);
    } catch (e) {
      if (e instanceof RateLimiterRes) {
        const retry = Math.max(1, Math.ceil(e.msBeforeNext / 1000));
        throw new ProblemError(429, "rate_limited", detail, { headers: { "Retry-After": String(retry) } });
      }
      throw e;
    }
  }

  /** 429 when `key` has already spent its budget; reads the counter without spending */
  async refuseWhenSpent(name: string, key: string, points: number, durationSeconds: number, detail: string): Promise<void> {
    const res = await this.limiter(name, points, durationSeconds).get(key);
    if (res && res.consumedPoints >= points) {
      throw new ProblemError(429, "rate_limited", detail, { headers: { "Retry-After": String(Math.max(1, Math.ceil(res.msBeforeNext / 1000))) } });
    }
  }

  /** gives back a point consumed for an attempt that turned out good */
  async refund(name: string, key: string, points: number, durationSeconds: number): Promise<void> {
    await this.limiter(name, points, durationSeconds).reward(key, 1);
  }

  /** spends one point without refusing (failed attempts are counted after the fact) */
  async spend(name: string, key: string, points: number, durationSeconds: number): Promise<void> {
    await this.limiter(name, points, durationSeconds).penalty(key, 1);
  }
}

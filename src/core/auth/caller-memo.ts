/**
 * Customer tokens that verified a moment ago: the caller and group they stood for, so that the next request
 * with the same token skips the signature check, the customer row and the `customer_token_check` hook.
 * Keyed by a SHA-256 of the token (the token itself is never kept), bounded (LRU); an entry lasts a minute
 * at most (a write outside the application is seen then), never past the token's expiry, and goes with
 * every drop of the memo.
 *
 * Dropped on every instance by the `callersChanged` topic: whatever changes what a token check reads (a
 * password or email change, a password reset, an approval decision, a new customer group) calls
 * `callersChanged(ctx)` in its transaction, which bumps the topic's cache version (coherence.ts: the next
 * request on any instance reads the versions before it reads the memo) and announces it after the commit.
 * A config change drops it too (`customer_token_check` observers read their module's config).
 */
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { Caller, RequestContext } from "../context.ts";
import { afterCommit, dbOf } from "../unit-of-work.ts";

export const CALLERS_TOPIC = "callersChanged";

export interface RememberedCaller {
  caller: Caller;
  groupId: number;
  storeId: number;
  /** epoch ms the token expires at */
  expiresAt: number;
}

export class CallerMemo {
  private readonly lru: LRUCache<string, RememberedCaller>;
  /** bumped by every drop: a check that started before it does not store */
  private gen = 0;

  /** `ttlMs` bounds what a write outside the application (SQL) leaves stale */
  constructor(max = 10_000, ttlMs = 60_000) {
    this.lru = new LRUCache({ max, ttl: ttlMs });
  }

  private key(token: string) {
    return createHash("sha256").update(token).digest("base64url");
  }

  get(token: string): RememberedCaller | undefined {
    const key = this.key(token);
    const e = this.lru.get(key);
    if (e && e.expiresAt <= Date.now()) {
      this.lru.delete(key);
      return undefined;
    }
    return e;
  }

  /** take before a check whose outcome will be remembered; pass to `remember` */
  token(): number {
    return this.gen;
  }

  remember(token: string, entry: RememberedCaller, since: number): void {
    if (since !== this.gen || entry.expiresAt <= Date.now()) return;
    this.lru.set(this.key(token), entry);
  }

  clear(): void {
    this.gen++;
    this.lru.clear();
  }
}

/**
 * Inside the transaction of a change to what a customer token check reads: every instance forgets the
 * tokens it verified (at once here after the commit, on the others with the event or the next version read).
 */
export async function callersChanged(ctx: RequestContext): Promise<void> {
  const app = ctx.app;
  const version = await app.coherence.bump(dbOf(ctx), CALLERS_TOPIC);
  // also now: a token check that runs before the commit must not remember the row as it was
  app.callers.clear();
  await afterCommit(ctx, async () => {
    app.callers.clear();
    app.coherence.heard(CALLERS_TOPIC, version);
    await app.pubsub.publish(CALLERS_TOPIC, { at: new Date().toISOString(), version });
  });
}

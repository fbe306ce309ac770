/**
 * Customers' destination countries: the shipping country of a customer's active cart (the latest one), which
 * `ctx.destinationCountry()` reads when a rule scopes on countries. Remembered per customer so that a listing,
 * kept or not, reads no cart row; the `X-Destination-Country` fallback is applied per request, never kept.
 *
 * Dropped on every instance by the `destinationsChanged` topic: every write that changes which cart is a
 * customer's active one or its shipping country (a new cart, a country set, a guest cart taken over at login,
 * an order placed, a cart closed) calls `destinationChanged(ctx, customerId)` in its transaction, which bumps
 * the topic's cache version (coherence.ts: the next request on any instance reads the versions before it reads
 * the memo and drops it when a change was not heard) and, after the commit, drops the customer's entry here
 * and announces it to the others. An entry lasts a minute at most (a write outside the application is seen
 * then); a read that started before a drop never stores (TtlCache tokens), and while Redis is unreachable
 * nothing is kept (the cache group).
 */
import type { App } from "./kernel.ts";
import type { RequestContext } from "./context.ts";
import { TtlCache, type CacheGroup } from "./ttl-cache.ts";
import { afterCommit, dbOf, type DbClient } from "./unit-of-work.ts";

export const DESTINATIONS_TOPIC = "destinationsChanged";

interface Destination {
  storeId: number;
  /** the active cart's shipping country, upper-case; null: no active cart or none set */
  country: string | null;
}

export class DestinationMemo {
  private readonly cache: TtlCache<Destination>;

  constructor(group?: CacheGroup, max = 50_000, ttlMs = 60_000) {
    this.cache = new TtlCache<Destination>(ttlMs, max, { hashKeys: false, group });
  }

  /** the customer's cart country in this store, read with `load` when not remembered */
  async get(customerId: number, storeId: number, load: () => Promise<string | null>): Promise<string | null> {
    const key = String(customerId);
    const known = this.cache.get(key);
    if (known && known.storeId === storeId) return known.country;
    const token = this.cache.token();
    const country = await load();
    this.cache.set(key, { storeId, country }, token);
    return country;
  }

  drop(customerId: number): void {
    this.cache.delete(String(customerId));
  }

  clear(): void {
    this.cache.clear();
  }
}

/**
 * Inside the transaction of a write that changes a customer's active cart or its shipping country: every
 * instance forgets the customer's destination (here after the commit, on the others with the event or the
 * next version read). A guest cart (`customerId` null) is never remembered: nothing to do.
 */
export async function destinationChanged(ctx: RequestContext, customerId: number | null): Promise<void> {
  if (customerId === null) return;
  const announce = await destinationChangeIn(ctx.app, dbOf(ctx), customerId);
  await afterCommit(ctx, announce);
}

/** the same for a write in a transaction of its own (`db.$transaction`): call what it returns once it committed */
export async function destinationChangeIn(app: App, tx: DbClient, customerId: number): Promise<() => Promise<void>> {
  const version = await app.coherence.bump(tx, DESTINATIONS_TOPIC);
  return async () => {
    app.destinations.drop(customerId);
    app.coherence.heard(DESTINATIONS_TOPIC, version);
    await app.pubsub.publish(DESTINATIONS_TOPIC, { at: new Date().toISOString(), customerId, version });
  };
}

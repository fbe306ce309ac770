/**
 * A price-list change, made inside the write's transaction: the lists' revisions move (the price contexts that
 * name them get new keys, so cached answers priced by the old lists are never found again, and those of other
 * contexts stay), the pricing cache version is bumped (a request on any instance that starts after the commit
 * drops its list caches first: coherence.ts), and after the commit every instance hears of it.
 */
import type { App } from "../../core/kernel.ts";
import type { RequestContext } from "../../core/context.ts";
import { storefrontStale } from "../../core/storefront-sync.ts";
import { moduleTopics } from "../../core/topics.ts";
import { afterCommit, dbOf } from "../../core/unit-of-work.ts";
import { cachedListsSnapshot, evictPricingLocal } from "./cache.ts";
import { PRICING_TOPIC } from "./types.ts";

export interface PricingChangeEvent {
  at: string;
  version?: number;
}
export const pricingTopics = (app: App) => moduleTopics<{ [PRICING_TOPIC]: [PricingChangeEvent] }>(app);

/**
 * whether a change of `listIds` may re-price what guests see (a list assigned to customer group 0, NOT LOGGED IN,
 * before or after the change): the storefront worker's guest copy is then stale. Before: the snapshot this
 * instance holds (no statement outside the transaction); none held, or no list named (a delete): assumed so.
 */
async function touchesGuests(tx: RequestContext, listIds: readonly number[]): Promise<boolean> {
  const before = cachedListsSnapshot(tx.app);
  if (!before || !listIds.length) return true;
  const guests = new Set((await before).byGroup.get(0) ?? []);
  if (listIds.some((id) => guests.has(id))) return true;
  return (await dbOf(tx).priceListGroup.count({ where: { priceListId: { in: [...listIds] }, customerGroupId: 0 } })) > 0;
}

/** call in the transaction of every write to price lists, their items or their assignments (`listIds`: the lists it touched) */
export async function pricingChanged(tx: RequestContext, listIds: readonly number[]): Promise<void> {
  const db = dbOf(tx);
  if (listIds.length) await db.priceList.updateMany({ where: { id: { in: [...listIds] } }, data: { revision: { increment: 1 } } });
  const guests = await touchesGuests(tx, listIds);
  const version = await tx.app.coherence.bump(db, PRICING_TOPIC);
  await afterCommit(tx, async () => {
    await announce(tx.app, version);
    // the worker copies the catalogue as guests see it: a guest list's change re-prices its products there
    if (guests) await storefrontStale(tx.app, { scope: "products", key: `pricing|${version}` });
  });
}

async function announce(app: App, version: number): Promise<void> {
  evictPricingLocal(app);
  app.coherence.heard(PRICING_TOPIC, version);
  await pricingTopics(app).publish(PRICING_TOPIC, { at: new Date().toISOString(), version });
}

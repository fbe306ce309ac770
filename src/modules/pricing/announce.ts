/**
 * A price-list change, made inside the write's transaction: the lists' revisions move (the price contexts that
 * name them get new keys, so cached answers priced by the old lists are never found again, and those of other
 * contexts stay), the pricing cache version is bumped (a request on any instance that starts after the commit
 * drops its list caches first: coherence.ts), and after the commit every instance hears of it.
 */
import type { App } from "../../core/kernel.ts";
import type { RequestContext } from "../../core/context.ts";
import { moduleTopics } from "../../core/topics.ts";
import { afterCommit, dbOf } from "../../core/unit-of-work.ts";
import { evictPricingLocal } from "./cache.ts";
import { PRICING_TOPIC } from "./types.ts";

export interface PricingChangeEvent {
  at: string;
  version?: number;
}
export const pricingTopics = (app: App) => moduleTopics<{ [PRICING_TOPIC]: [PricingChangeEvent] }>(app);

/** call in the transaction of every write to price lists, their items or their assignments (`listIds`: the lists it touched) */
export async function pricingChanged(tx: RequestContext, listIds: readonly number[]): Promise<void> {
  const db = dbOf(tx);
  if (listIds.length) await db.priceList.updateMany({ where: { id: { in: [...listIds] } }, data: { revision: { increment: 1 } } });
  const version = await tx.app.coherence.bump(db, PRICING_TOPIC);
  await afterCommit(tx, () => announce(tx.app, version));
}

async function announce(app: App, version: number): Promise<void> {
  evictPricingLocal(app);
  app.coherence.heard(PRICING_TOPIC, version);
  await pricingTopics(app).publish(PRICING_TOPIC, { at: new Date().toISOString(), version });
}

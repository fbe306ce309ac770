/** What the pricing module's parts share: the cache topic, the list rows as the engine keeps them, tier parsing. */
import { money, type MoneyInput, roundStored } from "../../core/money.ts";

/** the coherence and pub/sub topic of every price-list change (prisma/extra-sql.ts names it for outside writes) */
export const PRICING_TOPIC = "pricingChanged";

export interface Tier {
  qty: number;
  /** as stored: a decimal string with 4 decimals */
  price: string;
}

/** PriceListItem.tiers (JSON) as tiers sorted by quantity */
export function parseTiers(json: string): Tier[] {
  const raw = JSON.parse(json) as { qty: number; price: MoneyInput }[];
  return raw.map((t) => ({ qty: Number(t.qty), price: roundStored(t.price).toFixed(4) })).sort((a, b) => a.qty - b.qty);
}

/** tiers as PriceListItem.tiers keeps them */
export function tiersJson(tiers: readonly { qty: number; price: MoneyInput }[]): string {
  return JSON.stringify([...tiers].sort((a, b) => a.qty - b.qty).map((t) => ({ qty: t.qty, price: roundStored(money(t.price)).toFixed(4) })));
}

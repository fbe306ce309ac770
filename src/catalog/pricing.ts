/** Price rules of the catalogue: special price within its dates, tier prices per customer group and quantity. */

export interface PriceSource {
  price: number;
  specialPrice: number | null;
  specialFromDate: Date | null;
  specialToDate: Date | null;
  tierPrices: ReadonlyArray<{ groupId: number | null; qty: number; price: number }>;
}

export const roundMoney = (n: number) => Math.round(n * 100) / 100;

/**
 * The one money helper of the DTOs: every amount they show passes it, rounded to cents (stored prices may carry
 * float noise, e.g. 301.03000000000003); null stays null.
 */
export function money(n: number): number;
export function money(n: number | null): number | null;
export function money(n: number | null): number | null {
  return n === null ? null : roundMoney(n);
}

export function activeSpecialPrice(p: PriceSource, now = new Date()): number | null {
  if (p.specialPrice == null) return null;
  if (p.specialFromDate && p.specialFromDate > now) return null;
  if (p.specialToDate && p.specialToDate < now) return null;
  return p.specialPrice;
}

/** tier prices that apply to the group (its own and the all-groups ones) */
export function tierPricesFor(p: PriceSource, groupId: number) {
  return p.tierPrices.filter((t) => t.groupId === null || t.groupId === groupId);
}

/** the unit price a customer of `groupId` pays for `qty` */
export function finalPrice(p: PriceSource, groupId: number, qty = 1, now = new Date()): number {
  let best = p.price;
  const special = activeSpecialPrice(p, now);
  if (special !== null && special < best) best = special;
  for (const t of tierPricesFor(p, groupId)) if (t.qty <= qty && t.price < best) best = t.price;
  return roundMoney(best);
}

/** the lowest unit price reachable at any quantity ("as low as") */
export function minimalPrice(p: PriceSource, groupId: number, now = new Date()): number {
  let best = finalPrice(p, groupId, 1, now);
  for (const t of tierPricesFor(p, groupId)) if (t.price < best) best = t.price;
  return roundMoney(best);
}

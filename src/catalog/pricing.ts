/** Price rules of the catalogue: special price within its dates, tier prices per customer group and quantity. */
import { amount, compare, type MoneyInput, toNumber } from "../core/money.ts";

export interface PriceSource {
  price: MoneyInput;
  specialPrice: MoneyInput | null;
  specialFromDate: Date | null;
  specialToDate: Date | null;
  tierPrices: ReadonlyArray<{ groupId: number | null; qty: number; price: MoneyInput }>;
}

/**
 * The one money helper of the DTOs: every amount they show passes it, rounded half-up to the currency's minor
 * unit (core/money.ts; stored prices keep 4 decimals); null stays null.
 */
export function money(n: MoneyInput, currency: string): number;
export function money(n: MoneyInput | null, currency: string): number | null;
export function money(n: MoneyInput | null, currency: string): number | null {
  return amount(n, currency);
}

export function activeSpecialPrice(p: PriceSource, now = new Date()): number | null {
  if (p.specialPrice == null) return null;
  if (p.specialFromDate && p.specialFromDate > now) return null;
  if (p.specialToDate && p.specialToDate < now) return null;
  return toNumber(p.specialPrice);
}

/** tier prices that apply to the group (its own and the all-groups ones) */
export function tierPricesFor<T extends PriceSource["tierPrices"][number]>(p: { tierPrices: ReadonlyArray<T> }, groupId: number): T[] {
  return p.tierPrices.filter((t) => t.groupId === null || t.groupId === groupId);
}

/**
 * the unit price a customer of `groupId` pays for `qty`, as stored (4 decimals; a number converted from the Decimal,
 * exact): the cart rounds it to the currency. A choice among stored prices, compared as decimals.
 */
export function finalPrice(p: PriceSource, groupId: number, qty = 1, now = new Date()): number {
  let best: MoneyInput = p.price;
  const special = activeSpecialPrice(p, now);
  if (special !== null && compare(special, best) < 0) best = special;
  for (const t of tierPricesFor(p, groupId)) if (t.qty <= qty && compare(t.price, best) < 0) best = t.price;
  return toNumber(best);
}

/** the lowest unit price reachable at any quantity ("as low as") */
export function minimalPrice(p: PriceSource, groupId: number, now = new Date()): number {
  let best: MoneyInput = finalPrice(p, groupId, 1, now);
  for (const t of tierPricesFor(p, groupId)) if (compare(t.price, best) < 0) best = t.price;
  return toNumber(best);
}

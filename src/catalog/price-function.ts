/**
 * The one price function: `price(caller, product, qty, at)`. Every price the catalogue shows and the cart
 * charges is made here: listing, product detail, price sort and filter, search, the cart (re-priced on every read),
 * the Maho cart routes, the order line and so its invoice line. "The price shown is the price charged."
 *
 * The candidates are the catalogue's own final price for the caller (price, special price within its dates, the
 * group's tier prices; pricing.ts) and what price providers add for the caller's price context (modules, through
 * the `catalog_price_context` hook, dispatched once per request). The lowest wins; on equal prices a provider's
 * candidate goes before the catalogue's and, among those, the lower priority number first, so the explanation
 * names what the merchant set. Each quote carries its explanation, which cart lines and order lines keep.
 *
 * A provider names its part of the context with `key`: callers with equal keys get equal prices, so the response
 * cache and the listing caches vary by it (never by a customer's or a company's id).
 */
import type { RequestContext } from "../core/context.ts";
import { compare, type MoneyInput, toNumber } from "../core/money.ts";
import { finalPrice, type PriceSource, tierPricesFor } from "./pricing.ts";

/** a product row as loaded (a listed product, a variant, a bundle selection, a grouped child) */
export interface PriceSubject extends PriceSource {
  id: number;
  sku: string;
  type: string;
  attributeValues: ReadonlyArray<{ attributeId: number; value: string }>;
  attributeSetId?: number;
  /** its categories; a child loaded without them is judged with its parent's (`quote`'s `parent`) */
  categories?: ReadonlyArray<{ categoryId: number }>;
}

export type PriceKind = "fixed" | "tier" | "percent";

/** how many of a product a line may hold: at least `minQty`, at most `maxQty`, in steps of `qtyIncrement` */
export interface QuantityRule {
  /** the code of the price list that sets it */
  priceListCode: string;
  minQty: number | null;
  maxQty: number | null;
  qtyIncrement: number | null;
}

export interface PriceCandidate {
  source: "catalog" | "priceList";
  priceListId: number | null;
  priceListCode: string | null;
  /** a price list's priority (lower first); null for the catalogue */
  priority: number | null;
  /** null for the catalogue */
  kind: PriceKind | null;
  /** the tier's quantity when a tier made the price */
  tierQty: number | null;
  /** the unit price as stored (4 decimals, exact); the cart rounds it to the currency */
  price: number;
}

/** why a price is what it is: what product DTOs, cart lines and order lines carry */
export interface PriceExplanation {
  source: "catalog" | "priceList";
  priceListCode: string | null;
  kind: PriceKind | null;
  tierQty: number | null;
  quantityRule: QuantityRule | null;
}

export interface PriceQuote {
  /** the unit price as stored (4 decimals) */
  price: number;
  winner: PriceCandidate;
  explanation: PriceExplanation;
  /** every candidate, the winner first */
  candidates: PriceCandidate[];
}

/** A listing row whose listing price a provider may lower (price sort and filter). */
export interface ListingPriceRow {
  id: number;
  sku: string;
  type: string;
  /** Product.indexPrice (price-index.ts): the catalogue's listing price */
  indexPrice: number;
}

/** What a module adds to the prices of the callers of one price context. */
export interface PriceProvider {
  /** its part of the price context: equal keys, equal prices; never names a customer or a company */
  readonly key: string;
  /** its candidates for one product at a quantity (a child is judged with its parent's categories) */
  candidates(p: PriceSubject, qty: number, parent?: PriceSubject): PriceCandidate[];
  /** the quantities at which its prices change for the product (tiers), beyond 1 */
  breakpoints(p: PriceSubject): number[];
  /** the quantity rule of the product for the caller, given the quote's winner */
  quantityRule(p: PriceSubject, winner: PriceCandidate): QuantityRule | null;
  /**
   * listings sorted or filtered by price: for the rows whose listing price at quantity 1 one of its candidates
   * lowers (a configurable's or grouped product's through its children), that price; others are left out
   */
  listingPrices(rows: ListingPriceRow[]): Promise<Map<number, number>>;
}

export interface Pricer {
  /** the price context's key: "" when no provider takes part (prices are the catalogue's) */
  readonly key: string;
  readonly providers: readonly PriceProvider[];
  /** the caller's effective customer group (the catalogue's tier prices) */
  readonly groupId: number;
  /** the moment its prices are for (special price dates, validity windows) */
  readonly at: Date;
  /** the price of `p` for `qty` and why */
  quote(p: PriceSubject, qty: number, parent?: PriceSubject): PriceQuote;
  /** the unit price of `p` for `qty`, as stored (4 decimals) */
  unit(p: PriceSubject, qty: number, parent?: PriceSubject): number;
  /** the lowest unit price reachable at any quantity ("as low as") */
  minimal(p: PriceSubject, parent?: PriceSubject): number;
  /** the quantities (beyond 1) at which the price changes: the group's catalogue tiers and the providers' */
  breakpoints(p: PriceSubject): number[];
}

const catalogCandidate = (price: number): PriceCandidate => ({
  source: "catalog",
  priceListId: null,
  priceListCode: null,
  priority: null,
  kind: null,
  tierQty: null,
  price,
});

/** lowest first; equal prices: a price list's before the catalogue's, then the lower priority number, then the lower list id */
export function byPreference(a: PriceCandidate, b: PriceCandidate): number {
  const byPrice = compare(a.price, b.price);
  if (byPrice !== 0) return byPrice;
  if (a.source !== b.source) return a.source === "priceList" ? -1 : 1;
  return (a.priority ?? 0) - (b.priority ?? 0) || (a.priceListId ?? 0) - (b.priceListId ?? 0);
}

export const explanationOf = (winner: PriceCandidate, quantityRule: QuantityRule | null): PriceExplanation => ({
  source: winner.source,
  priceListCode: winner.priceListCode,
  kind: winner.kind,
  tierQty: winner.tierQty,
  quantityRule,
});

/** The pricer of a caller in `groupId` at `at` with these providers (none: the catalogue's prices, as finalPrice has them). */
export function makePricer(groupId: number, at: Date, providers: readonly PriceProvider[] = []): Pricer {
  const key = providers.map((p) => p.key).join("&");
  const quote = (p: PriceSubject, qty: number, parent?: PriceSubject): PriceQuote => {
    const own = catalogCandidate(finalPrice(p, groupId, qty, at));
    if (!providers.length) return { price: own.price, winner: own, explanation: explanationOf(own, null), candidates: [own] };
    const candidates = [own, ...providers.flatMap((pr) => pr.candidates(p, qty, parent))].sort(byPreference);
    const winner = candidates[0]!;
    let rule: QuantityRule | null = null;
    for (const pr of providers) {
      rule = pr.quantityRule(p, winner);
      if (rule) break;
    }
    return { price: winner.price, winner, explanation: explanationOf(winner, rule), candidates };
  };
  const breakpoints = (p: PriceSubject): number[] => {
    const qtys = new Set<number>(tierPricesFor(p, groupId).map((t) => t.qty));
    for (const pr of providers) for (const q of pr.breakpoints(p)) qtys.add(q);
    qtys.delete(1);
    return [...qtys].filter((q) => q > 1).sort((a, b) => a - b);
  };
  return {
    key,
    providers,
    groupId,
    at,
    quote,
    unit: (p, qty, parent) => quote(p, qty, parent).price,
    breakpoints,
    minimal: (p, parent) => {
      let best: MoneyInput = quote(p, 1, parent).price;
      for (const q of breakpoints(p)) {
        const at = quote(p, q, parent).price;
        if (compare(at, best) < 0) best = at;
      }
      return toNumber(best);
    },
  };
}

declare module "../core/events.ts" {
  interface HookPayloads {
    /**
     * the caller's price context is made (once per request): observers add the providers whose prices apply to
     * the caller (`at`: the request's moment, for validity windows)
     */
    catalog_price_context: { ctx: RequestContext; at: Date; providers: PriceProvider[] };
  }
}

const MEMO = "catalog:pricer";

/** the caller's pricer, made once per request */
export function pricerFor(ctx: RequestContext): Promise<Pricer> {
  const known = ctx.memo.get(MEMO) as Promise<Pricer> | undefined;
  if (known) return known;
  const p = (async () => {
    const at = new Date();
    const payload = { ctx, at, providers: [] as PriceProvider[] };
    if (ctx.app.events.has("catalog_price_context")) await ctx.app.events.dispatch("catalog_price_context", payload);
    return makePricer(ctx.groupId, at, payload.providers);
  })();
  ctx.memo.set(MEMO, p);
  return p;
}

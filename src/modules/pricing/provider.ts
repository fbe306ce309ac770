/**
 * The price lists as a price provider of the catalogue's one price function (src/catalog/price-function.ts): for
 * a price spec (store, effective group, company, moment), the applicable lists, their items (loaded once per list
 * revision, cache.ts) and, when a percent adjustment has a condition, what conditions read of products. Built once
 * per request (observers.ts) and by `priceExplain` for any company or group: the same code either way.
 *
 * Per applicable list, for a product and a quantity: the item of its SKU with a price and/or tiers offers
 * min(fixed price, the tier with the largest qty <= qty) (kind "tier" when the tier made it, else "fixed"); else a
 * percent adjustment offers the catalogue's base price adjusted (4 decimals) when the condition matches.
 */
import { createHash } from "node:crypto";
import type { ListingPriceRow, PriceCandidate, PriceProvider, PriceSubject, QuantityRule } from "../../catalog/price-function.ts";
import type { App } from "../../core/kernel.ts";
import { compare, money, roundStored } from "../../core/money.ts";
import type { RuleProduct } from "../../../dsl/src/index.ts";
import { categoryAncestry, type ListItem, type ListItems, type ListMeta, listItems, listsSnapshot } from "./cache.ts";
import { type ConditionHelpers, type ConditionSubject, ruleProductOf } from "./condition-eval.ts";
import { applicableLists, type PriceSpec } from "./context.ts";

/** what one applicable list offers for a product at a quantity, and why (priceExplain's raw material) */
export interface ListOffer {
  list: ListMeta;
  candidate: PriceCandidate | null;
  /** why it offers nothing (null when it offers a candidate) */
  reason: string | null;
}

export interface PricingProvider extends PriceProvider {
  readonly spec: PriceSpec;
  /** the applicable lists, by priority then id */
  readonly lists: readonly ListMeta[];
  /** every applicable list's offer for the product at the quantity */
  offers(p: ConditionSubject, qty: number, parent?: ConditionSubject): ListOffer[];
}

/** the price context's key: `prices=` and 16 hex digits of the sha256 of the sorted `listId:revision` */
export function contextKey(lists: readonly Pick<ListMeta, "id" | "revision">[]): string {
  const names = [...lists]
    .sort((a, b) => a.id - b.id)
    .map((l) => `${l.id}:${l.revision}`)
    .join(",");
  return `prices=${createHash("sha256").update(names).digest("hex").slice(0, 16)}`;
}

const LINK_KIND: Record<string, string> = { configurable: "variant", grouped: "grouped" };
const CHUNK = 5000;

/** the item's price at `qty`: min(fixed price, the tier with the largest qty <= qty) */
export function itemPrice(item: ListItem, qty: number): { price: string; tierQty: number | null } | null {
  let tier: { qty: number; price: string } | null = null;
  for (const t of item.tiers) if (t.qty <= qty && (!tier || t.qty >= tier.qty)) tier = t;
  if (tier && (item.price === null || compare(tier.price, item.price) < 0)) return { price: tier.price, tierQty: tier.qty };
  return item.price === null ? null : { price: item.price, tierQty: null };
}

const ruleOf = (list: ListMeta, item: ListItem | undefined): QuantityRule | null =>
  item?.rule ? { priceListCode: list.code, minQty: item.rule.minQty, maxQty: item.rule.maxQty, qtyIncrement: item.rule.qtyIncrement } : null;

/** the provider of the spec's applicable lists; null when none applies (prices are the catalogue's, no key) */
export async function buildProvider(app: App, spec: PriceSpec): Promise<PricingProvider | null> {
  const snap = await listsSnapshot(app);
  const lists = applicableLists(snap, spec);
  if (!lists.length) return null;
  const itemsOf = new Map<number, ListItems>();
  await Promise.all(lists.map(async (l) => itemsOf.set(l.id, await listItems(app, l))));
  const needsProducts = lists.some((l) => l.adjustmentPercent !== null && l.predicate !== null);
  const helpers: ConditionHelpers | null = needsProducts ? { ancestry: await categoryAncestry(app), attributes: (await app.attributes.load()).byId } : null;
  return makeProvider(app, spec, lists, itemsOf, helpers);
}

function makeProvider(app: App, spec: PriceSpec, lists: ListMeta[], itemsOf: Map<number, ListItems>, helpers: ConditionHelpers | null): PricingProvider {
  const ruleProducts = new WeakMap<object, { parent: object | undefined; rp: RuleProduct }>();
  const ruleProduct = (p: ConditionSubject, parent?: ConditionSubject): RuleProduct => {
    const known = ruleProducts.get(p);
    if (known && known.parent === parent) return known.rp;
    const rp = ruleProductOf(p, parent, helpers!);
    ruleProducts.set(p, { parent, rp });
    return rp;
  };

  const offer = (list: ListMeta, p: ConditionSubject, qty: number, parent?: ConditionSubject): ListOffer => {
    const item = itemsOf.get(list.id)?.get(p.sku);
    let reason: string;
    if (item && (item.price !== null || item.tiers.length)) {
      const at = itemPrice(item, qty);
      if (at) {
        const candidate: PriceCandidate = {
          source: "priceList",
          priceListId: list.id,
          priceListCode: list.code,
          priority: list.priority,
          kind: at.tierQty !== null ? "tier" : "fixed",
          tierQty: at.tierQty,
          price: Number(at.price),
        };
        return { list, candidate, reason: null };
      }
      reason = `no price for quantity ${qty} (its first tier is at ${item.tiers[0]!.qty})`;
    } else reason = item ? `its item for ${p.sku} sets only a quantity rule` : `no price for ${p.sku}`;
    if (list.adjustmentPercent === null) return { list, candidate: null, reason: `${reason} and no percent adjustment` };
    if (compare(p.price, 0) <= 0) return { list, candidate: null, reason: `${reason}; the adjustment needs a base price` };
    if (list.conditionBroken) return { list, candidate: null, reason: `${reason}; the condition cannot be read` };
    if (list.predicate && !list.predicate(ruleProduct(p, parent))) return { list, candidate: null, reason: "condition does not match" };
    const price = roundStored(
      money(p.price)
        .times(money(100).plus(money(list.adjustmentPercent)))
        .dividedBy(100),
    );
    return {
      list,
      candidate: {
        source: "priceList",
        priceListId: list.id,
        priceListCode: list.code,
        priority: list.priority,
        kind: "percent",
        tierQty: null,
        price: price.toNumber(),
      },
      reason: null,
    };
  };

  const offers = (p: ConditionSubject, qty: number, parent?: ConditionSubject) => lists.map((l) => offer(l, p, qty, parent));

  /** the least of the lists' prices at quantity 1 (listing rows) */
  const leastAtOne = (p: ConditionSubject, parent?: ConditionSubject): number | null => {
    let best: number | null = null;
    for (const o of offers(p, 1, parent)) if (o.candidate && (best === null || compare(o.candidate.price, best) < 0)) best = o.candidate.price;
    return best;
  };

  return {
    key: contextKey(lists),
    spec,
    lists,
    offers,
    candidates: (p: PriceSubject, qty: number, parent?: PriceSubject) => {
      const out: PriceCandidate[] = [];
      for (const o of offers(p, qty, parent)) if (o.candidate) out.push(o.candidate);
      return out;
    },
    breakpoints: (p: PriceSubject) => {
      const qtys = new Set<number>();
      for (const l of lists) for (const t of itemsOf.get(l.id)?.get(p.sku)?.tiers ?? []) qtys.add(t.qty);
      return [...qtys].filter((q) => q > 1).sort((a, b) => a - b);
    },
    quantityRule: (p: PriceSubject, winner: PriceCandidate) => {
      if (winner.source === "priceList") {
        const list = lists.find((l) => l.id === winner.priceListId);
        return list ? ruleOf(list, itemsOf.get(list.id)?.get(p.sku)) : null;
      }
      for (const l of lists) {
        const r = ruleOf(l, itemsOf.get(l.id)?.get(p.sku));
        if (r) return r;
      }
      return null;
    },
    listingPrices: async (rows: ListingPriceRow[]) => {
      const out = new Map<number, number>();
      const lower = (row: ListingPriceRow, price: number | null) => {
        if (price !== null && compare(price, row.indexPrice) < 0) out.set(row.id, price);
      };
      const composite = rows.filter((r) => r.type in LINK_KIND);
      // a gift card is sold at its amounts, never at a list's price (as its DTO and the cart)
      const own = rows.filter((r) => !(r.type in LINK_KIND) && r.type !== "bundle" && r.type !== "giftcard");
      // a row's fixed price and a percent without a condition need nothing more (its listing price is its price);
      // a condition needs the product as rules see it: loaded in chunks, a fixed number of statements each
      const loadIds = helpers ? own.map((r) => r.id) : [];
      const loaded = new Map<number, ConditionSubject>();
      for (let i = 0; i < loadIds.length; i += CHUNK) {
        const batch = await app.db.product.findMany({
          where: { id: { in: loadIds.slice(i, i + CHUNK) } },
          select: {
            id: true,
            sku: true,
            type: true,
            price: true,
            attributeSetId: true,
            categories: { select: { categoryId: true } },
            attributeValues: { select: { attributeId: true, value: true } },
          },
        });
        for (const p of batch) loaded.set(p.id, p);
      }
      for (const r of own) {
        const p: ConditionSubject = loaded.get(r.id) ?? { sku: r.sku, type: r.type, price: r.indexPrice, attributeValues: [], categories: [] };
        lower(r, leastAtOne(p));
      }
      const compIds = composite.map((r) => r.id);
      for (let i = 0; i < compIds.length; i += CHUNK) {
        const ids = compIds.slice(i, i + CHUNK);
        const [links, parents] = await Promise.all([
          app.db.productLink.findMany({
            where: { parentId: { in: ids }, kind: { in: ["variant", "grouped"] }, child: { status: 1 } },
            select: {
              parentId: true,
              kind: true,
              child: {
                select: {
                  sku: true,
                  type: true,
                  price: true,
                  attributeSetId: true,
                  categories: { select: { categoryId: true } },
                  attributeValues: { select: { attributeId: true, value: true } },
                },
              },
            },
          }),
          helpers
            ? app.db.product.findMany({
                where: { id: { in: ids } },
                select: {
                  id: true,
                  sku: true,
                  type: true,
                  price: true,
                  attributeSetId: true,
                  categories: { select: { categoryId: true } },
                  attributeValues: { select: { attributeId: true, value: true } },
                },
              })
            : Promise.resolve([]),
        ]);
        const parentOf = new Map(parents.map((p) => [p.id, p as ConditionSubject]));
        const best = new Map<number, number>();
        const typeOf = new Map(composite.map((r) => [r.id, r.type]));
        for (const l of links) {
          if (LINK_KIND[typeOf.get(l.parentId) ?? ""] !== l.kind) continue;
          // a grouped child is priced as itself (a plain cart line), a variant with its configurable
          const price = leastAtOne(l.child, l.kind === "grouped" ? undefined : parentOf.get(l.parentId));
          const known = best.get(l.parentId);
          if (price !== null && (known === undefined || compare(price, known) < 0)) best.set(l.parentId, price);
        }
        for (const r of composite) if (best.has(r.id)) lower(r, best.get(r.id)!);
      }
      return out;
    },
  };
}

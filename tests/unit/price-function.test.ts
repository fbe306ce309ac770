/**
 * The one price function (src/catalog/price-function.ts) with fake providers: the lowest candidate wins, ties go to a
 * price list before the catalogue and then to the lower priority number, each quote carries its explanation and the
 * quantity rule, "as low as" and the breakpoints take the providers' tiers in; with no provider it is the catalogue's.
 */
import { describe, expect, it } from "vitest";
import { makePricer, type PriceCandidate, type PriceProvider, type PriceSubject, type QuantityRule } from "../../src/catalog/price-function.ts";
import { finalPrice, minimalPrice } from "../../src/catalog/pricing.ts";

const at = new Date("2026-06-01T00:00:00Z");
const product = (over: Partial<PriceSubject> = {}): PriceSubject => ({
  id: 1,
  sku: "A-1",
  type: "simple",
  attributeValues: [],
  price: 100,
  specialPrice: null,
  specialFromDate: null,
  specialToDate: null,
  tierPrices: [],
  ...over,
});

interface FakeList {
  id: number;
  code: string;
  priority: number;
  fixed?: number;
  tiers?: { qty: number; price: number }[];
  percent?: number;
  rule?: Omit<QuantityRule, "priceListCode">;
}

/** a provider of price lists as the engine's contract has them (fixed/tier per SKU, else percent on every product) */
function fakeProvider(key: string, lists: FakeList[], listing: Map<number, number> = new Map()): PriceProvider {
  return {
    key,
    candidates(p, qty) {
      return lists.flatMap((l): PriceCandidate[] => {
        const base = { source: "priceList" as const, priceListId: l.id, priceListCode: l.code, priority: l.priority };
        if (l.fixed !== undefined || l.tiers) {
          let best: PriceCandidate | null = l.fixed !== undefined ? { ...base, kind: "fixed", tierQty: null, price: l.fixed } : null;
          const tier = (l.tiers ?? []).filter((t) => t.qty <= qty).at(-1);
          if (tier && (!best || tier.price < best.price)) best = { ...base, kind: "tier", tierQty: tier.qty, price: tier.price };
          return best ? [best] : [];
        }
        if (l.percent !== undefined) return [{ ...base, kind: "percent", tierQty: null, price: Number((Number(p.price) * (1 + l.percent / 100)).toFixed(4)) }];
        return [];
      });
    },
    breakpoints: () => lists.flatMap((l) => (l.tiers ?? []).map((t) => t.qty)),
    quantityRule(_p, winner) {
      const own = lists.find((l) => l.id === winner.priceListId && l.rule);
      const list = own ?? [...lists].sort((a, b) => a.priority - b.priority).find((l) => l.rule);
      return list?.rule ? { priceListCode: list.code, ...list.rule } : null;
    },
    listingPrices: async () => listing,
  };
}

describe("the price function", () => {
  it("with no provider it is the catalogue's final and minimal price, key empty, explained as the catalogue", () => {
    const p = product({
      specialPrice: 95,
      tierPrices: [
        { groupId: 2, qty: 5, price: 90 },
        { groupId: null, qty: 10, price: 85 },
        { groupId: 3, qty: 2, price: 10 },
      ],
    });
    const pricer = makePricer(2, at);
    expect(pricer.key).toBe("");
    for (const qty of [1, 2, 5, 9, 10, 50]) expect(pricer.unit(p, qty)).toBe(finalPrice(p, 2, qty, at));
    expect(pricer.minimal(p)).toBe(minimalPrice(p, 2, at));
    expect(pricer.breakpoints(p)).toEqual([5, 10]);
    expect(pricer.quote(p, 1).explanation).toEqual({ source: "catalog", priceListCode: null, kind: null, tierQty: null, quantityRule: null });
    expect(pricer.quote(p, 1).candidates).toHaveLength(1);
  });

  it("the lowest candidate wins, with its explanation; every candidate is listed, the winner first", () => {
    const pricer = makePricer(0, at, [
      fakeProvider("prices=x", [
        { id: 7, code: "NORTH", priority: 5, fixed: 80, tiers: [{ qty: 10, price: 70 }] },
        { id: 8, code: "PROMO", priority: 1, percent: -12.5 },
      ]),
    ]);
    const p = product();
    const one = pricer.quote(p, 1);
    expect(one.price).toBe(80);
    expect(one.explanation).toEqual({ source: "priceList", priceListCode: "NORTH", kind: "fixed", tierQty: null, quantityRule: null });
    expect(one.candidates.map((c) => [c.priceListCode, c.price])).toEqual([
      ["NORTH", 80],
      ["PROMO", 87.5],
      [null, 100],
    ]);
    const ten = pricer.quote(p, 12);
    expect(ten.price).toBe(70);
    expect(ten.explanation).toMatchObject({ priceListCode: "NORTH", kind: "tier", tierQty: 10 });
    expect(pricer.key).toBe("prices=x");
  });

  it("the catalogue wins when it is lower (a special price below every list)", () => {
    const pricer = makePricer(0, at, [fakeProvider("k", [{ id: 1, code: "L", priority: 0, fixed: 60 }])]);
    const q = pricer.quote(product({ specialPrice: 50 }), 1);
    expect(q.price).toBe(50);
    expect(q.winner.source).toBe("catalog");
    expect(q.explanation.source).toBe("catalog");
  });

  it("ties: a list before the catalogue, then the lower priority number, then the lower list id", () => {
    const tie = makePricer(0, at, [
      fakeProvider("k", [
        { id: 3, code: "THIRD", priority: 2, fixed: 100 },
        { id: 2, code: "SECOND", priority: 1, fixed: 100 },
        { id: 1, code: "FIRST", priority: 1, fixed: 100 },
      ]),
    ]);
    const q = tie.quote(product(), 1);
    expect(q.candidates.map((c) => c.priceListCode)).toEqual(["FIRST", "SECOND", "THIRD", null]);
    expect(q.explanation.priceListCode).toBe("FIRST");
  });

  it("the quantity rule: the winning list's, else (the catalogue won) the lowest-priority-number list's", () => {
    const rule = { minQty: 6, maxQty: null, qtyIncrement: 6 };
    const pricer = makePricer(0, at, [
      fakeProvider("k", [
        { id: 1, code: "CHEAP", priority: 9, fixed: 50, rule },
        { id: 2, code: "DEAR", priority: 1, fixed: 150, rule: { minQty: 1, maxQty: 10, qtyIncrement: null } },
      ]),
    ]);
    expect(pricer.quote(product(), 6).explanation.quantityRule).toEqual({ priceListCode: "CHEAP", ...rule });
    // the catalogue (special 40) beats both: the rule of the list with the lower priority number
    const q = pricer.quote(product({ specialPrice: 40 }), 6);
    expect(q.winner.source).toBe("catalog");
    expect(q.explanation.quantityRule).toEqual({ priceListCode: "DEAR", minQty: 1, maxQty: 10, qtyIncrement: null });
  });

  it("minimal and breakpoints take the providers' tiers and the group's catalogue tiers", () => {
    const p = product({ tierPrices: [{ groupId: 0, qty: 20, price: 75 }] });
    const pricer = makePricer(0, at, [
      fakeProvider("k", [
        {
          id: 1,
          code: "T",
          priority: 0,
          tiers: [
            { qty: 5, price: 90 },
            { qty: 50, price: 60 },
          ],
        },
      ]),
    ]);
    expect(pricer.breakpoints(p)).toEqual([5, 20, 50]);
    expect(pricer.minimal(p)).toBe(60);
    expect([1, 5, 20, 50].map((q) => pricer.unit(p, q))).toEqual([100, 90, 75, 60]);
    expect(pricer.quote(p, 20).winner.source).toBe("catalog");
  });

  it("several providers: their keys join, and the lowest of all their candidates wins", () => {
    const pricer = makePricer(0, at, [
      fakeProvider("a", [{ id: 1, code: "A", priority: 0, fixed: 90 }]),
      fakeProvider("b", [{ id: 2, code: "B", priority: 0, fixed: 85.5 }]),
    ]);
    expect(pricer.key).toBe("a&b");
    expect(pricer.quote(product(), 1).explanation.priceListCode).toBe("B");
    expect(pricer.unit(product(), 1)).toBe(85.5);
  });
});

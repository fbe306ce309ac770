/**
 * The demo's price lists (prisma/seed-demo.ts) as the issue names them: NORTHWIND for the company Northwind
 * Trading, fixed prices for at least 20 SKUs that Wholesale's catalogue price does not beat at any quantity, tiers
 * on some, a quantity rule (minimum 6, in sixes) on one, 5 % off the Office category by a rules-language condition;
 * RETAIL-PROMO for the Retailer group. Read from the seeded database (a copy of the test template), then priced over
 * HTTP for the demo's accounts by the real server with the company and pricing modules.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import company from "../../../src/modules/company/index.ts";
import pricing from "../../../src/modules/pricing/index.ts";
import { compileWhen } from "../../../src/modules/access-gate/rules-service.ts";
import { finalPrice, minimalPrice } from "../../../src/catalog/pricing.ts";
import { compare, toNumber } from "../../../src/core/money.ts";
import { parseTiers } from "../../../src/modules/pricing/types.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ modules: [company as never, pricing as never] });
});
afterAll(async () => {
  await s?.close();
});

const list = (code: string) =>
  s.app.db.priceList.findUniqueOrThrow({ where: { code }, include: { items: { orderBy: { id: "asc" } }, companies: true, groups: true } });

describe("the demo's price lists", () => {
  it("switches the module on in the default scope", async () => {
    const row = await s.app.db.configValue.findFirst({ where: { path: "b2b_pricing/enabled", scope: "default" } });
    expect(row?.value).toBe("1");
  });

  it("NORTHWIND: assigned to Northwind Trading only, applicable now in the default store", async () => {
    const nw = await list("NORTHWIND");
    const northwind = await s.app.db.company.findFirstOrThrow({ where: { name: "Northwind Trading" } });
    expect(nw.companies.map((c) => c.companyId)).toEqual([northwind.id]);
    expect(nw.groups).toEqual([]);
    expect(northwind.customerGroupId).toBe(2);
    expect({ active: nw.active, validFrom: nw.validFrom, validTo: nw.validTo, storeIds: nw.storeIds, currency: nw.currency }).toEqual({
      active: true,
      validFrom: null,
      validTo: null,
      storeIds: "1",
      currency: "USD",
    });
  });

  it("NORTHWIND: at least 20 fixed prices strictly under Wholesale's catalogue price at every quantity, tiers on some, one quantity rule of 6 in sixes", async () => {
    const nw = await list("NORTHWIND");
    const priced = nw.items.filter((i) => i.price !== null);
    expect(priced.length).toBeGreaterThanOrEqual(20);
    const products = await s.app.db.product.findMany({ where: { sku: { in: priced.map((i) => i.sku) } }, include: { tierPrices: true } });
    expect(products.map((p) => p.sku).sort()).toEqual(priced.map((i) => i.sku).sort());
    const bySku = new Map(products.map((p) => [p.sku, p]));
    for (const item of priced) {
      const p = bySku.get(item.sku)!;
      expect(p.status, item.sku).toBe(1);
      // the lowest the catalogue reaches for Wholesale, at any quantity (special and tier prices included)
      const floor = minimalPrice(p, 2);
      expect(compare(item.price!, floor), `${item.sku}: list ${item.price} vs catalogue ${floor}`).toBeLessThan(0);
      for (const t of parseTiers(item.tiers)) {
        expect(compare(t.price, item.price!), `${item.sku} tier ${t.qty}`).toBeLessThan(0);
        expect(compare(t.price, finalPrice(p, 2, t.qty)), `${item.sku} tier ${t.qty}`).toBeLessThan(0);
      }
    }
    const tiered = priced.filter((i) => parseTiers(i.tiers).length > 0);
    expect(tiered.length).toBeGreaterThan(0);
    expect(
      tiered.every(
        (i) =>
          parseTiers(i.tiers)
            .map((t) => t.qty)
            .join() === "10,50",
      ),
    ).toBe(true);
    const rules = nw.items.filter((i) => i.minQty !== null || i.maxQty !== null || i.qtyIncrement !== null);
    expect(rules.map((i) => [toNumber(i.minQty!), i.maxQty, toNumber(i.qtyIncrement!)])).toEqual([[6, null, 6]]);
    // a configurable's variants are priced by their own SKU
    expect(priced.some((i) => /^CON-\d{6}-\d+$/.test(i.sku))).toBe(true);
  });

  it("NORTHWIND: 5 % off the Office category, its condition in the rules language and its tree compiled from it", async () => {
    const nw = await list("NORTHWIND");
    const office = await s.app.db.category.findFirstOrThrow({ where: { name: "Office", level: 2 } });
    expect(toNumber(nw.adjustmentPercent!)).toBe(-5);
    expect(nw.condition).toBe(`category in [${office.id}]`);
    expect(JSON.parse(nw.conditionTree!)).toEqual(compileWhen(nw.condition!, {}).tree);
  });

  it("RETAIL-PROMO: assigned to the Retailer group, a small percent off a few SKUs by condition", async () => {
    const promo = await list("RETAIL-PROMO");
    expect(promo.groups.map((g) => g.customerGroupId)).toEqual([3]);
    expect(promo.companies).toEqual([]);
    expect(promo.active).toBe(true);
    expect(promo.validTo).toBeNull();
    const pct = toNumber(promo.adjustmentPercent!);
    expect(pct).toBeLessThan(0);
    expect(pct).toBeGreaterThan(-10);
    const skus = JSON.parse(`[${/^sku in \[(.*)\]$/.exec(promo.condition!)![1]}]`) as string[];
    expect(skus.length).toBeGreaterThanOrEqual(3);
    expect(await s.app.db.product.count({ where: { sku: { in: skus }, status: 1 } })).toBe(skus.length);
    expect(JSON.parse(promo.conditionTree!)).toEqual(compileWhen(promo.condition!, {}).tree);
  });
});

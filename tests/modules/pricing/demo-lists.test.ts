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
import { diagnoseCondition } from "../../../dsl/src/index.ts";
import { finalPrice, minimalPrice } from "../../../src/catalog/pricing.ts";
import { compare, toNumber } from "../../../src/core/money.ts";
import { parseTiers } from "../../../src/modules/pricing/types.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../../helpers/db-template.ts";

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
    expect(JSON.parse(nw.conditionTree!)).toEqual(diagnoseCondition(nw.condition!).tree);
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
    expect(JSON.parse(promo.conditionTree!)).toEqual(diagnoseCondition(promo.condition!).tree);
  });
});

const EXPLAIN = `query($p: Int!, $q: Float, $c: Int, $g: Int) { priceExplain(productId: $p, qty: $q, companyId: $c, customerGroupId: $g) {
  __typename ... on PriceExplainResult { price sku quantityRule { priceListCode minQty maxQty qtyIncrement }
    candidates { source priceListCode kind tierQty price won reason } }
  ... on Problem { message } } }`;

describe("the demo's lists priced (priceExplain)", () => {
  let admin: string;
  let northwindId: number;
  const explain = async (productId: number, qty: number, who: { c?: number; g?: number }) => {
    const r = await s.gql(EXPLAIN, { p: productId, q: qty, ...who }, { token: admin });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    expect(r.data.priceExplain.__typename, JSON.stringify(r.data)).toBe("PriceExplainResult");
    return r.data.priceExplain as {
      price: number;
      quantityRule: { priceListCode: string; minQty: number; maxQty: number | null; qtyIncrement: number } | null;
      candidates: { source: string; priceListCode: string | null; kind: string | null; tierQty: number | null; price: number; won: boolean }[];
    };
  };
  beforeAll(async () => {
    admin = await s.adminToken();
    northwindId = (await s.app.db.company.findFirstOrThrow({ where: { name: "Northwind Trading" } })).id;
  });

  it("Northwind pays NORTHWIND's fixed price for each of its SKUs, its tier from 10 and 50, and the catalogue's price otherwise for other callers", async () => {
    const nw = await list("NORTHWIND");
    const ids = new Map(
      (await s.app.db.product.findMany({ where: { sku: { in: nw.items.map((i) => i.sku) } }, select: { id: true, sku: true } })).map((p) => [p.sku, p.id]),
    );
    for (const item of nw.items.filter((i) => i.price !== null)) {
      const id = ids.get(item.sku)!;
      const one = await explain(id, 1, { c: northwindId });
      expect(one.candidates[0], item.sku).toMatchObject({ source: "priceList", priceListCode: "NORTHWIND", kind: "fixed", won: true });
      expect(one.price, item.sku).toBe(toNumber(item.price!));
      for (const t of parseTiers(item.tiers)) {
        const at = await explain(id, t.qty, { c: northwindId });
        expect(at.candidates[0], `${item.sku} x ${t.qty}`).toMatchObject({ priceListCode: "NORTHWIND", kind: "tier", tierQty: t.qty, won: true });
        expect(at.price).toBe(toNumber(t.price));
      }
      // Wholesale without the company: no list of its own
      const wholesale = await explain(id, 1, { g: 2 });
      expect(
        wholesale.candidates.every((c) => c.source === "catalog"),
        item.sku,
      ).toBe(true);
    }
  });

  it("the quantity rule of 6 in sixes is NORTHWIND's for Northwind", async () => {
    const nw = await list("NORTHWIND");
    const item = nw.items.find((i) => i.minQty !== null)!;
    const product = await s.app.db.product.findUniqueOrThrow({ where: { sku: item.sku } });
    const r = await explain(product.id, 6, { c: northwindId });
    expect(r.quantityRule).toEqual({ priceListCode: "NORTHWIND", minQty: 6, maxQty: null, qtyIncrement: 6 });
  });

  it("an Office product NORTHWIND has no item for costs 5 % less for Northwind unless the catalogue is lower", async () => {
    const nw = await list("NORTHWIND");
    const office = await s.app.db.category.findFirstOrThrow({ where: { name: "Office", level: 2 } });
    const inOffice = await s.app.db.product.findMany({
      where: { status: 1, type: "simple", visibility: 4, sku: { notIn: nw.items.map((i) => i.sku) }, categories: { some: { categoryId: office.id } } },
      include: { tierPrices: true },
      orderBy: { id: "asc" },
      take: 5,
    });
    expect(inOffice.length).toBeGreaterThan(0);
    for (const p of inOffice) {
      const r = await explain(p.id, 1, { c: northwindId });
      const percent = r.candidates.find((c) => c.priceListCode === "NORTHWIND");
      expect(percent, p.sku).toMatchObject({ kind: "percent", price: toNumber(p.price.times(0.95).toDecimalPlaces(2)) });
      const catalogue = finalPrice(p, 2, 1);
      expect(r.price, p.sku).toBe(Math.min(percent!.price, toNumber(catalogue.toFixed(2))));
    }
  });

  it("the Retailer group gets RETAIL-PROMO's percent on its SKUs; the General group does not", async () => {
    const promo = await list("RETAIL-PROMO");
    const skus = JSON.parse(`[${/^sku in \[(.*)\]$/.exec(promo.condition!)![1]}]`) as string[];
    for (const p of await s.app.db.product.findMany({ where: { sku: { in: skus } } })) {
      const r = await explain(p.id, 1, { g: 3 });
      expect(r.candidates[0], p.sku).toMatchObject({ source: "priceList", priceListCode: "RETAIL-PROMO", kind: "percent", won: true });
      expect(r.price).toBe(toNumber(p.price.times(0.97).toDecimalPlaces(2)));
      const general = await explain(p.id, 1, { g: 1 });
      expect(general.candidates.map((c) => c.source)).toEqual(["catalog"]);
    }
  });
});

describe("the demo's accounts see and pay their lists' prices (REST)", () => {
  const V2 = "/api/rest/v2";
  const cents = (v: { toFixed(n: number): string } | number) => Number(Number(v.toFixed(4)).toFixed(2));

  it("Northwind's members see NORTHWIND's price on the detail and the listing, explained; a General customer the catalogue's, unexplained", async () => {
    const nw = await list("NORTHWIND");
    const item = nw.items.find((i) => i.price !== null && !i.sku.startsWith("CON-") && i.minQty === null)!;
    const product = await s.app.db.product.findUniqueOrThrow({ where: { sku: item.sku }, include: { tierPrices: true } });
    for (const email of ["trade@example.com", "buyer@example.com"]) {
      const token = await s.customerToken(email, TEST_CUSTOMER_PASSWORD);
      const detail = (await s.json(`${V2}/products/${product.id}`, { token })).body;
      expect(detail.finalPrice, email).toBe(cents(item.price!));
      expect(detail.extensions?.b2bPricing, email).toMatchObject({ source: "priceList", priceListCode: "NORTHWIND", kind: "fixed", tierQty: null });
      const listed = (await s.json(`${V2}/products?sku=${encodeURIComponent(item.sku)}`, { token })).body.member[0];
      expect(listed.finalPrice, email).toBe(cents(item.price!));
    }
    const jane = await s.customerToken("jane@example.com", TEST_CUSTOMER_PASSWORD);
    const general = (await s.json(`${V2}/products/${product.id}`, { token: jane })).body;
    expect(general.finalPrice).toBe(cents(finalPrice(product, 1, 1)));
    expect(general.extensions?.b2bPricing).toBeUndefined();
  });

  it("the quantity rule: Northwind's cart refuses 1 of its SKU with 422 quantity_rule and takes 6 at NORTHWIND's price, explained on the line", async () => {
    const nw = await list("NORTHWIND");
    const item = nw.items.find((i) => i.minQty !== null)!;
    await s.app.db.product.update({ where: { sku: item.sku }, data: { inStock: true, stockQty: 1000 } });
    const token = await s.customerToken("trade@example.com", TEST_CUSTOMER_PASSWORD);
    const one = await s.json(`${V2}/cart/items`, { method: "POST", token, json: { sku: item.sku, qty: 1 } });
    expect(one.status, JSON.stringify(one.body)).toBe(422);
    expect(one.body).toMatchObject({ code: "quantity_rule", quantityRule: { priceListCode: "NORTHWIND", minQty: 6, qtyIncrement: 6 } });
    expect(one.body.errors[0]).toMatchObject({ field: "qty", code: "quantity_rule" });
    const six = await s.json(`${V2}/cart/items`, { method: "POST", token, json: { sku: item.sku, qty: 6 } });
    expect(six.status, JSON.stringify(six.body)).toBe(200);
    const line = six.body.items.find((l: { sku: string }) => l.sku === item.sku);
    expect(line).toMatchObject({ qty: 6, price: cents(item.price!), rowTotal: cents(item.price!.times(6)) });
    expect(line.priceExplanation).toMatchObject({
      source: "priceList",
      priceListCode: "NORTHWIND",
      kind: "fixed",
      quantityRule: { priceListCode: "NORTHWIND", minQty: 6, qtyIncrement: 6 },
    });
  });

  it("the Retailer sees RETAIL-PROMO's 3 % off on its SKUs", async () => {
    const promo = await list("RETAIL-PROMO");
    const [sku] = JSON.parse(`[${/^sku in \[(.*)\]$/.exec(promo.condition!)![1]}]`) as string[];
    const product = await s.app.db.product.findUniqueOrThrow({ where: { sku: sku! } });
    const token = await s.customerToken("retail@example.com", TEST_CUSTOMER_PASSWORD);
    const detail = (await s.json(`${V2}/products/${product.id}`, { token })).body;
    expect(detail.finalPrice).toBe(cents(product.price.times(0.97)));
    expect(detail.extensions?.b2bPricing).toMatchObject({ source: "priceList", priceListCode: "RETAIL-PROMO", kind: "percent" });
  });
});

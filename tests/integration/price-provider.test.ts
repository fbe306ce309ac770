/**
 * The one price function through the core, with a test price provider on the app's event bus (as the pricing
 * module's engine adds its lists): the price shown is the price charged for a SKU a provider lowers (listing, detail,
 * REST cart line, Maho cart total, order line, invoice line), the cart and order lines carry the explanation, the
 * price sort and the price filter use the provider's listing prices, and a quantity rule is refused with 422
 * `quantity_rule` on every cart write (REST, GraphQL, Maho's cart routes) and at placement.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PriceCandidate, PriceProvider, QuantityRule } from "../../src/catalog/price-function.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

let s: TestServer;
const V2 = "/api/rest/v2";
/** stored with 4 decimals: shown and charged rounded to the cent */
const FIXED = 0.5055;
const TIER = { qty: 10, price: 0.4049 };
const RULE: QuantityRule = { priceListCode: "TEST-LIST", minQty: 6, maxQty: null, qtyIncrement: 6 };

let cheap: { id: number; sku: string; categoryId: number; price: number };
let ruled: { id: number; sku: string };

const candidate = (price: number, kind: "fixed" | "tier", tierQty: number | null): PriceCandidate => ({
  source: "priceList",
  priceListId: 1,
  priceListCode: "TEST-LIST",
  priority: 0,
  kind,
  tierQty,
  price,
});

const provider = (): PriceProvider => ({
  key: "prices=test",
  candidates: (p, qty) => (p.sku === cheap.sku ? [qty >= TIER.qty ? candidate(TIER.price, "tier", TIER.qty) : candidate(FIXED, "fixed", null)] : []),
  breakpoints: (p) => (p.sku === cheap.sku ? [TIER.qty] : []),
  quantityRule: (p) => (p.sku === ruled.sku ? RULE : null),
  listingPrices: async (rows) => new Map(rows.filter((r) => r.sku === cheap.sku).map((r) => [r.id, FIXED])),
});

const address = {
  firstName: "Pat",
  lastName: "Price",
  street: ["1 Main St"],
  city: "Sydney",
  region: "NSW",
  postcode: "2000",
  countryId: "AU",
  telephone: "0200000000",
};

beforeAll(async () => {
  s = await startTestServer();
  const db = s.app.db;
  const plain = { type: "simple", visibility: 4, status: 1, price: { gt: 5 }, customOptions: { none: {} }, categories: { some: {} } };
  const [a, b] = await db.product.findMany({ where: plain, include: { categories: true }, orderBy: { id: "asc" }, take: 2 });
  await db.product.updateMany({ where: { id: { in: [a!.id, b!.id] } }, data: { inStock: true, stockQty: 1000 } });
  cheap = { id: a!.id, sku: a!.sku, categoryId: a!.categories[0]!.categoryId, price: Number(a!.price) };
  ruled = { id: b!.id, sku: b!.sku };
  // every caller's prices take the provider in (as an applicable price list would)
  s.app.events.on("catalog_price_context", ({ providers }) => void providers.push(provider()));
});
afterAll(async () => s?.close());

const explanationFixed = { source: "priceList", priceListCode: "TEST-LIST", kind: "fixed", tierQty: null, quantityRule: null };

describe("a provider's price is the price shown and the price charged", () => {
  it("listing = detail = REST cart line = Maho cart total = order line = invoice line, explained on the lines", async () => {
    const listed = (await s.json(`${V2}/products?sku=${encodeURIComponent(cheap.sku)}`)).body.member[0];
    const detail = (await s.json(`${V2}/products/${cheap.id}`)).body;
    expect(listed.finalPrice).toBe(0.51);
    expect(detail.finalPrice).toBe(0.51);
    // its catalogue price is unchanged, the tier shown at the provider's breakpoint, "as low as" the tier
    expect(detail.price).toBe(Math.round(cheap.price * 100) / 100);
    expect(detail.tierPrices).toEqual([{ customerGroupId: 0, qty: 10, price: 0.4 }]);
    expect(detail.minimalPrice).toBe(0.4);

    const rest = await s.json(`${V2}/cart/items`, { method: "POST", json: { sku: cheap.sku, qty: 1 } });
    expect(rest.status).toBe(200);
    expect(rest.body.items[0]).toMatchObject({ sku: cheap.sku, price: 0.51, rowTotal: 0.51, priceExplanation: explanationFixed });
    // the tier for 10 or more, on the next read of the same line
    const cartId = rest.body.maskedId as string;
    const ten = await s.json(`${V2}/cart/items/${rest.body.items[0].id}`, { method: "PATCH", json: { qty: 10 }, headers: { "X-Cart-Id": cartId } });
    expect(ten.status).toBe(200);
    expect(ten.body.items[0]).toMatchObject({ price: 0.4, rowTotal: 4, priceExplanation: { kind: "tier", tierQty: 10 } });

    const maskedId = (await s.json(`${V2}/guest-carts`, { method: "POST" })).body.maskedId as string;
    const added = await s.json(`${V2}/guest-carts/${maskedId}/items`, { method: "POST", json: { sku: cheap.sku, qty: 3 } });
    expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
    const maho = (await s.json(`${V2}/guest-carts/${maskedId}`)).body;
    expect(maho.items[0]).toMatchObject({ sku: cheap.sku, price: 0.51, rowTotal: 1.53 });
    expect(maho.prices.subtotal).toBe(1.53);

    const placed = await s.json(`${V2}/guest-carts/${maskedId}/place-order`, {
      method: "POST",
      json: { email: "pat@example.com", paymentMethod: "checkmo", shippingAddress: address, billingAddress: address },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.items[0]).toMatchObject({ sku: cheap.sku, price: 0.51, rowTotal: 1.53, priceExplanation: explanationFixed });
    expect(placed.body.prices.subtotal).toBe(1.53);
    const order = await s.app.db.order.findUniqueOrThrow({ where: { incrementId: placed.body.incrementId }, include: { items: true } });
    expect(JSON.parse(order.items[0]!.priceExplanation!)).toEqual(explanationFixed);
    expect(Number(order.items[0]!.price)).toBe(0.51);

    const invoiced = await s.gql(
      `mutation($id: Int!) { orderInvoice(id: $id, capture: true) { __typename ... on Problem { code message } } }`,
      { id: order.id },
      { token: await s.adminToken() },
    );
    expect(invoiced.errors, JSON.stringify(invoiced.errors)).toBeUndefined();
    expect(invoiced.data.orderInvoice.__typename).toBe("OrderInvoiceSuccess");
    const lines = await s.app.db.invoiceItem.findMany({ where: { invoice: { orderId: order.id } } });
    expect(lines.map((l) => [Number(l.price), Number(l.rowTotal)])).toEqual([[0.51, 1.53]]);
  });

  it("GraphQL cart and order lines expose priceExplanation as an object", async () => {
    const r = await s.gql(
      `mutation($i: CartItemInput!) { cartItemAdd(input: $i) { __typename ... on CartItemAddSuccess { data { items { sku price priceExplanation { source priceListCode kind tierQty quantityRule { minQty } } } } } } }`,
      { i: { sku: cheap.sku, qty: 2 } },
    );
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    expect(r.data.cartItemAdd.data.items[0]).toEqual({ sku: cheap.sku, price: 0.51, priceExplanation: explanationFixed });
  });

  it("the price sort and the price filter use the caller's own listing prices (listing and search)", async () => {
    const sorted = (await s.json(`${V2}/products?categoryId=${cheap.categoryId}&order[price]=asc&itemsPerPage=5`)).body;
    expect(sorted.member[0].sku).toBe(cheap.sku);
    const desc = (await s.json(`${V2}/products?categoryId=${cheap.categoryId}&order[price]=desc&itemsPerPage=100`)).body;
    expect(desc.totalItems).toBe(sorted.totalItems);
    const prices = desc.member.map((p: { finalPrice: number }) => p.finalPrice);
    if (desc.totalItems <= 100) expect(desc.member.at(-1).sku).toBe(cheap.sku);
    expect(prices.length).toBeGreaterThan(1);

    // its catalogue price is above 5: only the provider's price puts it under 0.6
    const under = (await s.json(`${V2}/products?categoryId=${cheap.categoryId}&priceMax=0.6`)).body;
    expect(under.member.map((p: { sku: string }) => p.sku)).toContain(cheap.sku);
    for (const p of under.member) expect(p.finalPrice).toBeLessThanOrEqual(0.6);
    expect(under.totalItems).toBe(under.member.length);
    // the price buckets count it at its own price
    const bucket = under.filters.find((f: { code: string }) => f.code === "price");
    expect(bucket.options.reduce((n: number, o: { count: number }) => n + o.count, 0)).toBe(under.totalItems);
    const over = (await s.json(`${V2}/products?categoryId=${cheap.categoryId}&priceMin=5`)).body;
    expect(over.member.map((p: { sku: string }) => p.sku)).not.toContain(cheap.sku);

    const found = (await s.json(`${V2}/products?search=${encodeURIComponent(cheap.sku)}&priceMax=0.6`)).body;
    expect(found.member.map((p: { sku: string }) => p.sku)).toContain(cheap.sku);
  });
});

describe("a quantity rule is refused on every cart write with 422 quantity_rule", () => {
  const refusal = (body: any) => {
    expect(body.code).toBe("quantity_rule");
    expect(body.errors).toEqual([{ field: "qty", code: "quantity_rule", message: "Sold in multiples of 6 (minimum 6)" }]);
  };

  it("REST add and update", async () => {
    const bad = await s.json(`${V2}/cart/items`, { method: "POST", json: { sku: ruled.sku, qty: 4 } });
    expect(bad.status).toBe(422);
    refusal(bad.body);
    expect(bad.body.quantityRule).toEqual(RULE);
    const good = await s.json(`${V2}/cart/items`, { method: "POST", json: { sku: ruled.sku, qty: 6 } });
    expect(good.status).toBe(200);
    const line = good.body.items.find((i: { sku: string }) => i.sku === ruled.sku);
    expect(line.priceExplanation.quantityRule).toEqual(RULE);
    const headers = { "X-Cart-Id": good.body.maskedId as string };
    const upd = await s.json(`${V2}/cart/items/${line.id}`, { method: "PATCH", json: { qty: 7 }, headers });
    expect(upd.status).toBe(422);
    refusal(upd.body);
    expect((await s.json(`${V2}/cart/items/${line.id}`, { method: "PATCH", json: { qty: 12 }, headers })).status).toBe(200);
    // adding 1 more to the line of 12 makes 13
    expect((await s.json(`${V2}/cart/items`, { method: "POST", json: { sku: ruled.sku, qty: 1 }, headers })).status).toBe(422);
  });

  it("GraphQL add and update answer the Problem", async () => {
    const add = await s.gql(
      `mutation($i: CartItemInput!) { cartItemAdd(input: $i) { __typename ... on Problem { code status errors { field code message } extra } ... on CartItemAddSuccess { data { maskedId items { id } } } } }`,
      { i: { sku: ruled.sku, qty: 5 } },
    );
    expect(add.data.cartItemAdd.__typename).toBe("Problem");
    expect(add.data.cartItemAdd).toMatchObject({ code: "quantity_rule", status: 422 });
    refusal(add.data.cartItemAdd);
    expect(add.data.cartItemAdd.extra).toEqual({ quantityRule: RULE });
    const ok = await s.gql(
      `mutation($i: CartItemInput!) { cartItemAdd(input: $i) { __typename ... on CartItemAddSuccess { data { maskedId items { id } } } } }`,
      { i: { sku: ruled.sku, qty: 18 } },
    );
    const { maskedId, items } = ok.data.cartItemAdd.data;
    const upd = await s.gql(
      `mutation($m: String, $id: Int!) { cartItemUpdate(maskedId: $m, itemId: $id, qty: 20) { __typename ... on Problem { code status errors { field code message } } } }`,
      { m: maskedId, id: items[0].id },
    );
    expect(upd.data.cartItemUpdate).toMatchObject({ __typename: "Problem", code: "quantity_rule" });
  });

  it("Maho's cart routes (add, change quantity) and placing an order whose line breaks the rule", async () => {
    const maskedId = (await s.json(`${V2}/guest-carts`, { method: "POST" })).body.maskedId as string;
    const bad = await s.json(`${V2}/guest-carts/${maskedId}/items`, { method: "POST", json: { sku: ruled.sku, qty: 3 } });
    expect(bad.status).toBe(422);
    refusal(bad.body);
    const good = await s.json(`${V2}/guest-carts/${maskedId}/items`, { method: "POST", json: { sku: ruled.sku, qty: 6 } });
    expect(good.status).toBeLessThan(300);
    const itemId = good.body.items[0].id as number;
    const upd = await s.json(`${V2}/guest-carts/${maskedId}/items/${itemId}`, { method: "PUT", json: { qty: 8 } });
    expect(upd.status).toBe(422);
    refusal(upd.body);

    // a line written before the rule (here: outside the API) is refused at placement
    await s.app.db.cartItem.update({ where: { id: itemId }, data: { qty: 5 } });
    const placed = await s.json(`${V2}/guest-carts/${maskedId}/place-order`, {
      method: "POST",
      json: { email: "pat@example.com", paymentMethod: "checkmo", shippingAddress: address, billingAddress: address },
    });
    expect(placed.status).toBe(422);
    refusal(placed.body);
  });
});

/**
 * Place-order takes the total the shopper saw (`expectedGrandTotal`, optional) and
 * refuses another one with 409 `total_changed` carrying the new total, on our route, GraphQL and Maho's guest-cart
 * route (a guest's cart and a customer's own); clients that omit it are unaffected. Purchase Order and Pay on
 * Account are for the customer groups of `payment/<code>/customer_groups` (the trade group by default): offered to
 * nobody else in our routes and Maho's, and an order that names one is refused with 422.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

let s: TestServer;
let sku: string;
let jane: string;
let trade: string;
beforeAll(async () => {
  s = await startTestServer();
  const p = await s.app.db.product.findFirstOrThrow({
    where: { type: "simple", status: 1, price: { gt: 20 }, specialPrice: null, sku: { not: { startsWith: "WH-" } } },
    orderBy: { id: "asc" },
  });
  await s.app.db.product.update({ where: { id: p.id }, data: { stockQty: 1000, inStock: true } });
  sku = p.sku;
  jane = await s.customerToken("jane@example.com", TEST_CUSTOMER_PASSWORD);
  trade = await s.customerToken("trade@example.com", TEST_CUSTOMER_PASSWORD);
});
afterAll(async () => s?.close());

const address = { firstName: "Sam", lastName: "Shopper", street: ["5 Main St"], city: "Austin", postcode: "78701", countryId: "US", telephone: "5125550100" };

/** a new guest cart (Maho's route) with one line; its masked id */
async function guestCart(): Promise<string> {
  const c = await s.json("/api/rest/v2/guest-carts", { method: "POST" });
  const id = c.body.maskedId as string;
  const r = await s.json(`/api/rest/v2/guest-carts/${id}/items`, { method: "POST", json: { sku, qty: 2 } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return id;
}

/** a customer's own cart with one line (emptied first); its masked id */
async function customerCart(token: string): Promise<string> {
  const mine = await s.json("/api/rest/v2/cart", { token });
  for (const it of mine.status === 200 ? mine.body.items : []) await s.json(`/api/rest/v2/cart/items/${it.id}`, { method: "DELETE", token });
  const r = await s.json("/api/rest/v2/cart/items", { method: "POST", json: { sku, qty: 2 }, token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.maskedId as string;
}

const totalsOf = async (maskedId: string, token?: string) => (await s.json(`/api/rest/v2/guest-carts/${maskedId}/totals`, { token })).body.grandTotal as number;

describe("place-order refuses a total the shopper did not see", () => {
  it("Maho's guest place-order: the Free Shipping total with Flat Rate chosen is 409 total_changed with the new total; the shown total places", async () => {
    const id = await guestCart();
    const free = await totalsOf(id);
    const body = { paymentMethod: "checkmo", shippingMethod: "flatrate_flatrate", email: "g@example.com", shippingAddress: address, expectedGrandTotal: free };
    const refused = await s.json(`/api/rest/v2/guest-carts/${id}/place-order`, { method: "POST", json: body });
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.headers.get("content-type")).toMatch(/application\/problem\+json/);
    expect(refused.body).toMatchObject({ status: 409, code: "total_changed", expectedGrandTotal: free });
    expect(refused.body.grandTotal).toBeGreaterThan(free);
    expect(typeof refused.body.type).toBe("string");
    expect(typeof refused.body.detail).toBe("string");
    // nothing was written: the cart can still be ordered, at the total the problem named
    const placed = await s.json(`/api/rest/v2/guest-carts/${id}/place-order`, {
      method: "POST",
      json: { ...body, expectedGrandTotal: refused.body.grandTotal },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.prices.grandTotal).toBe(refused.body.grandTotal);
  });

  it("Maho's place-order for a customer's own cart, and ours, refuse a stale total; without expectedGrandTotal nothing changes", async () => {
    const id = await customerCart(jane);
    const shown = await totalsOf(id, jane);
    const body = { paymentMethod: "checkmo", shippingMethod: "flatrate_flatrate", shippingAddress: address, expectedGrandTotal: shown };
    const maho = await s.json(`/api/rest/v2/guest-carts/${id}/place-order`, { method: "POST", json: body, token: jane });
    expect(maho.status, JSON.stringify(maho.body)).toBe(409);
    expect(maho.body.code).toBe("total_changed");
    const ours = await s.json("/api/rest/v2/checkout/place-order", { method: "POST", json: body, token: jane });
    expect(ours.status, JSON.stringify(ours.body)).toBe(409);
    expect(ours.body).toMatchObject({ code: "total_changed", grandTotal: maho.body.grandTotal, expectedGrandTotal: shown });
    const { expectedGrandTotal: _omitted, ...plain } = body;
    const placed = await s.json("/api/rest/v2/checkout/place-order", { method: "POST", json: plain, token: jane });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.prices.grandTotal).toBe(maho.body.grandTotal);
  });

  it("GraphQL: a typed Problem with code total_changed", async () => {
    const id = await guestCart();
    const r = await s.gql(
      `mutation($id: String, $input: PlaceOrderInput!) { checkoutPlaceOrder(maskedId: $id, input: $input) { __typename ... on Error { code status message } } }`,
      {
        id,
        input: { paymentMethod: "checkmo", shippingMethod: "flatrate_flatrate", email: "g@example.com", shippingAddress: address, expectedGrandTotal: 0.01 },
      },
    );
    expect(r.data?.checkoutPlaceOrder, JSON.stringify(r.errors)).toMatchObject({ __typename: "Problem", code: "total_changed", status: 409 });
  });
});

describe("Purchase Order and Pay on Account by customer group", () => {
  const codes = async (maskedId: string, token?: string) =>
    ((await s.json(`/api/rest/v2/guest-carts/${maskedId}/payment-methods`, { token })).body as { code: string }[]).map((m) => m.code);

  it("a guest and a General customer are offered neither; the trade customer both; ours answers the same", async () => {
    expect(await codes(await guestCart())).toEqual(["checkmo"]);
    expect(await codes(await customerCart(jane), jane)).toEqual(["checkmo"]);
    expect(await codes(await customerCart(trade), trade)).toEqual(["checkmo", "purchaseorder", "payonaccount"]);
    const ours = await s.json("/api/rest/v2/cart/payment-methods", { token: jane });
    expect(ours.body.member.map((m: { code: string }) => m.code)).toEqual(["checkmo"]);
  });

  it("placing an order with a method the caller's group may not use is 422 naming paymentMethod; the setting opens it", async () => {
    const id = await guestCart();
    const po = await s.json(`/api/rest/v2/guest-carts/${id}/place-order`, {
      method: "POST",
      json: { paymentMethod: "purchaseorder", poNumber: "PO-1", shippingMethod: "flatrate_flatrate", email: "g@example.com", shippingAddress: address },
    });
    expect(po.status, JSON.stringify(po.body)).toBe(422);
    expect(po.body.errors[0]).toMatchObject({ field: "paymentMethod", code: "customer_group" });
    expect(po.body.detail).toMatch(/customer group/);

    await customerCart(jane);
    const poa = await s.json("/api/rest/v2/checkout/place-order", {
      method: "POST",
      json: { paymentMethod: "payonaccount", shippingAddress: address },
      token: jane,
    });
    expect(poa.status, JSON.stringify(poa.body)).toBe(422);
    expect(poa.body.errors[0].field).toBe("paymentMethod");

    // General (1) may now pay on account
    await s.app.config.set("payment/payonaccount/customer_groups", "1,2", "default", 0);
    try {
      expect(await codes((await s.json("/api/rest/v2/cart", { token: jane })).body.maskedId, jane)).toContain("payonaccount");
      const ok = await s.json("/api/rest/v2/checkout/place-order", {
        method: "POST",
        json: { paymentMethod: "payonaccount", shippingAddress: address },
        token: jane,
      });
      expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    } finally {
      await s.app.config.set("payment/payonaccount/customer_groups", "2", "default", 0);
    }
  });

  it("the trade customer's PO number is in the order answers (ours, Maho's and the order history)", async () => {
    const id = await customerCart(trade);
    const placed = await s.json(`/api/rest/v2/guest-carts/${id}/place-order`, {
      method: "POST",
      json: { paymentMethod: "purchaseorder", poNumber: "PO-2026-7", shippingMethod: "flatrate_flatrate", shippingAddress: address },
      token: trade,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.poNumber).toBe("PO-2026-7");
    const one = await s.json(`/api/rest/v2/customers/me/orders/${placed.body.incrementId}`, { token: trade });
    expect(one.body.poNumber).toBe("PO-2026-7");
    const list = await s.json("/api/rest/v2/customers/me/orders", { token: trade });
    expect(list.body.member.find((o: { incrementId: string }) => o.incrementId === placed.body.incrementId).poNumber).toBe("PO-2026-7");
  });
});

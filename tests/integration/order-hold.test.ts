/**
 * The core's order review (src/cart/hooks.ts `sales_order_place_review`, src/cart/draft-order.ts): a module may hold
 * an order instead of placing it, on every place-order route, and place the held draft later at its own prices.
 * The module is a test fixture (tests/fixtures/order-hold-module.ts) that holds orders whose note is "hold me".
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContext } from "../../src/core/context.ts";
import { withTransaction } from "../../src/core/unit-of-work.ts";
import { placeDraftOrder } from "../../src/cart/draft-order.ts";
import type { OrderDraft } from "../../src/cart/hooks.ts";
import orderHold, { heldDrafts } from "../fixtures/order-hold-module.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ modules: [orderHold as never] });
});
afterAll(async () => {
  await s?.close();
});

const used = new Set<number>();
async function freshSimple() {
  const p = await s.app.db.product.findFirstOrThrow({
    where: {
      type: "simple",
      status: 1,
      specialPrice: null,
      tierPrices: { none: {} },
      customOptions: { none: {} },
      stockQty: { gte: 50 },
      id: { notIn: [...used] },
    },
    orderBy: { id: "asc" },
  });
  used.add(p.id);
  return p;
}

/** a guest cart with two units of a fresh product, shipping to the US: its masked id and the product */
async function guestCart() {
  const p = await freshSimple();
  const added = await s.json("/api/rest/v2/cart/items", { method: "POST", json: { sku: p.sku, qty: 2 } });
  expect(added.status).toBeLessThan(300);
  const cartId = added.headers.get("x-cart-id")!;
  await s.json("/api/rest/v2/cart/shipping-country", { method: "PUT", json: { country: "US" }, headers: { "x-cart-id": cartId } });
  return { cartId, product: p };
}
const held = { paymentMethod: "checkmo", email: "guest@example.com", note: "hold me" };
const ordersOf = async (cartId: string) =>
  s.app.db.order.count({ where: { cartId: (await s.app.db.cart.findUniqueOrThrow({ where: { maskedId: cartId } })).id } });

async function placeDraft(draft: OrderDraft) {
  const ctx = await createContext(s.app, { headers: { get: () => null }, ip: "127.0.0.1" });
  return withTransaction(ctx, (tx) => placeDraftOrder(tx, draft));
}

describe("a module holds an order instead of placing it", () => {
  it("REST: 202 with the hold under its kind, no order, the cart consumed, no stock taken; a retry with the key is 409", async () => {
    const { cartId, product } = await guestCart();
    const r = await s.json("/api/rest/v2/checkout/place-order", {
      method: "POST",
      json: held,
      headers: { "x-cart-id": cartId, "idempotency-key": "hold-key-0001" },
    });
    expect(r.status).toBe(202);
    expect(r.body).toEqual({ testHold: { id: heldDrafts.length, grandTotal: heldDrafts.at(-1)!.grandTotal } });
    expect(await ordersOf(cartId)).toBe(0);
    expect((await s.app.db.product.findUniqueOrThrow({ where: { id: product.id } })).stockQty).toBe(product.stockQty);
    const again = await s.json("/api/rest/v2/checkout/place-order", {
      method: "POST",
      json: held,
      headers: { "x-cart-id": cartId, "idempotency-key": "hold-key-0001" },
    });
    expect(again.status).toBe(409);
    expect(await ordersOf(cartId)).toBe(0);
  });

  it("GraphQL answers OrderHeld; Maho's guest-cart place-order answers 202", async () => {
    const a = await guestCart();
    const g = await s.gql<{ checkoutPlaceOrder: { __typename: string; kind?: string; status?: string; detail?: { id: number } } }>(
      `mutation($m: String, $input: PlaceOrderInput!) { checkoutPlaceOrder(maskedId: $m, input: $input) { __typename ... on OrderHeld { kind status detail } } }`,
      { m: a.cartId, input: held },
    );
    expect(g.data?.checkoutPlaceOrder).toMatchObject({ __typename: "OrderHeld", kind: "testHold", status: "held", detail: { id: heldDrafts.length } });
    const b = await guestCart();
    const m = await s.json(`/api/rest/v2/guest-carts/${b.cartId}/place-order`, {
      method: "POST",
      json: {
        paymentMethod: "checkmo",
        email: "guest@example.com",
        orderNote: "hold me",
        shippingAddress: { firstName: "G", lastName: "Uest", street: ["1 Main St"], city: "Springfield", postcode: "12345", countryId: "US", telephone: "555" },
      },
    });
    expect(m.status).toBe(202);
    expect(m.body.testHold.id).toBe(heldDrafts.length);
    expect(await ordersOf(a.cartId)).toBe(0);
    expect(await ordersOf(b.cartId)).toBe(0);
  });

  it("the held draft is placed later at its own prices, after a price change, and takes the stock then", async () => {
    const { cartId, product } = await guestCart();
    expect((await s.json("/api/rest/v2/checkout/place-order", { method: "POST", json: held, headers: { "x-cart-id": cartId } })).status).toBe(202);
    const draft = heldDrafts.at(-1)!;
    await s.app.db.product.update({ where: { id: product.id }, data: { price: product.price.plus(50) } });
    s.app.productRows.evict([product.id]);
    const placed = await placeDraft(draft);
    const order = await s.app.db.order.findUniqueOrThrow({ where: { id: placed.id }, include: { items: true } });
    expect(order.incrementId).toBe(placed.incrementId);
    expect(order.grandTotal.toFixed(2)).toBe(Number(draft.grandTotal).toFixed(2));
    expect(order.items.map((i) => [i.sku, i.qty, i.price.toFixed(2)])).toEqual([[product.sku, 2, product.price.toFixed(2)]]);
    expect(order.note).toBe("hold me");
    expect((await s.app.db.product.findUniqueOrThrow({ where: { id: product.id } })).stockQty).toBe(product.stockQty - 2);
    // its history and confirmation mail were written with it
    expect(await s.app.db.orderStatusHistory.count({ where: { orderId: placed.id } })).toBeGreaterThan(0);
  });

  it("a product disabled since: 422 unavailable naming the SKU, nothing written", async () => {
    const { cartId, product } = await guestCart();
    expect((await s.json("/api/rest/v2/checkout/place-order", { method: "POST", json: held, headers: { "x-cart-id": cartId } })).status).toBe(202);
    const draft = heldDrafts.at(-1)!;
    await s.app.db.product.update({ where: { id: product.id }, data: { status: 2 } });
    s.app.productRows.evict([product.id]);
    const before = await s.app.db.order.count();
    await expect(placeDraft(draft)).rejects.toMatchObject({ status: 422, message: expect.stringContaining(product.sku) });
    expect(await s.app.db.order.count()).toBe(before);
    expect((await s.app.db.product.findUniqueOrThrow({ where: { id: product.id } })).stockQty).toBe(product.stockQty);
  });

  it("an order the module does not hold is placed as before (201)", async () => {
    const { cartId } = await guestCart();
    const r = await s.json("/api/rest/v2/checkout/place-order", { method: "POST", json: { ...held, note: "ship it" }, headers: { "x-cart-id": cartId } });
    expect(r.status).toBe(201);
    expect(await ordersOf(cartId)).toBe(1);
  });
});

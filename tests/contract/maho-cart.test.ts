/**
 * Contract: every Maho guest-cart route answers in the shape of Maho's resources (tests/contract/maho-cart-schemas.ts),
 * checked on real answers of the running server, so a drift in a DTO or a route is caught.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { z } from "zod";
import { mahoCart, mahoCartPrices, mahoOrder, mahoPaymentMethod, mahoShippingMethod, problem } from "./maho-cart-schemas.ts";

let s: TestServer;
const V2 = "/api/rest/v2";
let skus: { simple: string; child: string; giftcard: string };

beforeAll(async () => {
  s = await startTestServer();
  const db = s.app.db;
  const simple = await db.product.findFirstOrThrow({ where: { type: "simple", visibility: 4, status: 1, customOptions: { none: { required: true } } } });
  const variant = await db.productLink.findFirstOrThrow({ where: { kind: "variant", parent: { status: 1, customOptions: { none: { required: true } } } } });
  const child = await db.product.findUniqueOrThrow({ where: { id: variant.childId } });
  const giftcard = await db.product.findFirstOrThrow({ where: { type: "giftcard", status: 1, customOptions: { none: { required: true } } } });
  await db.product.updateMany({
    where: { id: { in: [simple.id, variant.parentId, child.id, giftcard.id] } },
    data: { status: 1, inStock: true, stockQty: 1000 },
  });
  skus = { simple: simple.sku, child: child.sku, giftcard: giftcard.sku };
});
afterAll(async () => s?.close());

/** parses an answer; on a mismatch the failure names every field that drifted */
function conforms<S extends z.ZodType>(schema: S, body: unknown, what: string): z.output<S> {
  const r = schema.safeParse(body);
  if (!r.success) throw new Error(`${what} does not match Maho's shape:\n${r.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n")}`);
  return r.data;
}

describe("Maho guest-cart contract", () => {
  it("POST /guest-carts, GET, POST/PUT/DELETE items, place-order and the order by token answer Maho's Cart and Order", async () => {
    const created = await s.json(`${V2}/guest-carts`, { method: "POST" });
    expect(created.status).toBe(201);
    const { maskedId } = conforms(mahoCart, created.body, "POST /guest-carts");

    const got = await s.json(`${V2}/guest-carts/${maskedId}`);
    expect(got.status).toBe(200);
    conforms(mahoCart, got.body, "GET /guest-carts/{maskedId}");

    let cart: z.output<typeof mahoCart> | undefined;
    for (const body of [
      { sku: skus.simple, qty: 2 },
      { sku: skus.child, qty: 1 },
      { sku: skus.giftcard, qty: 1, giftcardAmount: 25, giftcardRecipientName: "Rob", giftcardRecipientEmail: "rob@example.com" },
    ]) {
      const r = await s.json(`${V2}/guest-carts/${maskedId}/items`, { method: "POST", json: body });
      expect(r.status).toBe(200);
      cart = conforms(mahoCart, r.body, "POST /guest-carts/{maskedId}/items");
    }
    expect(cart!.items.some((i) => i.options.length > 0)).toBe(true);

    const first = cart!.items[0]!;
    const put = await s.json(`${V2}/guest-carts/${maskedId}/items/${first.id}`, { method: "PUT", json: { qty: 3 } });
    expect(put.status).toBe(200);
    conforms(mahoCart, put.body, "PUT /guest-carts/{maskedId}/items/{itemId}");
    const del = await s.json(`${V2}/guest-carts/${maskedId}/items/${first.id}`, { method: "DELETE" });
    expect(del.status).toBe(200);
    conforms(mahoCart, del.body, "DELETE /guest-carts/{maskedId}/items/{itemId}");

    const street = ["2 Side St", "Level 3"];
    const placed = await s.json(`${V2}/guest-carts/${maskedId}/place-order`, {
      method: "POST",
      json: {
        guestEmail: "contract@example.com",
        paymentMethod: "checkmo",
        shippingAddress: { firstName: "C", lastName: "T", street, city: "Perth", postcode: "6000", countryId: "AU", telephone: "08" },
      },
    });
    expect(placed.status).toBe(201);
    const order = conforms(mahoOrder, placed.body, "POST /guest-carts/{maskedId}/place-order");
    expect(order.accessToken).toEqual(expect.any(String));
    expect(order.shippingAddress?.street).toEqual(street);

    const back = await s.json(`${V2}/guest-orders/${order.incrementId}`, { headers: { "x-order-token": order.accessToken! } });
    expect(back.status).toBe(200);
    conforms(mahoOrder, back.body, "GET /guest-orders/{incrementId}");
  });

  it("coupon, gift card, totals, shipping and payment method routes answer Maho's Cart, CartPrices and method lists", async () => {
    const store = await s.app.db.store.findUniqueOrThrow({ where: { code: "default" } });
    const card = await s.app.db.giftcardAccount.create({ data: { code: "CNTR-ACTT-EST2-2345", initialAmount: 20, balance: 20, currency: store.currency } });
    const maskedId = (await s.json(`${V2}/guest-carts`, { method: "POST" })).body.maskedId;
    expect((await s.json(`${V2}/guest-carts/${maskedId}/items`, { method: "POST", json: { sku: skus.simple, qty: 1 } })).status).toBe(200);
    const base = `${V2}/guest-carts/${maskedId}`;
    for (const [method, path, json, what] of [
      ["PUT", "/coupon", { couponCode: "WELCOME10" }, "PUT /guest-carts/{maskedId}/coupon"],
      ["DELETE", "/coupon", undefined, "DELETE /guest-carts/{maskedId}/coupon"],
      ["POST", "/giftcards", { giftcardCode: card.code }, "POST /guest-carts/{maskedId}/giftcards"],
      ["DELETE", `/giftcards/${card.code}`, undefined, "DELETE /guest-carts/{maskedId}/giftcards/{code}"],
    ] as const) {
      const r = await s.json(base + path, { method, json });
      expect(r.status, what).toBe(200);
      conforms(mahoCart, r.body, what);
    }
    const totals = await s.json(`${base}/totals`);
    expect(totals.status).toBe(200);
    conforms(mahoCartPrices, totals.body, "GET /guest-carts/{maskedId}/totals");
    const shippingList = z.array(mahoShippingMethod.extend({ code: z.string(), title: z.string() })).min(1);
    conforms(shippingList, (await s.json(`${base}/shipping-methods`)).body, "GET /guest-carts/{maskedId}/shipping-methods");
    const estimate = await s.json(`${base}/shipping-methods`, { method: "POST", json: { address: { countryId: "AU", postcode: "2000" } } });
    expect(estimate.status).toBe(200);
    conforms(shippingList, estimate.body, "POST /guest-carts/{maskedId}/shipping-methods");
    conforms(z.array(mahoPaymentMethod).min(1), (await s.json(`${base}/payment-methods`)).body, "GET /guest-carts/{maskedId}/payment-methods");
  });

  it("failures are problem details Maho clients read (detail), with our code", async () => {
    const missing = await s.json(`${V2}/guest-carts/nope`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toContain("application/problem+json");
    conforms(problem, missing.body, "404");
    const maskedId = (await s.json(`${V2}/guest-carts`, { method: "POST" })).body.maskedId;
    const bad = await s.json(`${V2}/guest-carts/${maskedId}/items`, { method: "POST", json: { sku: skus.simple, qty: 0 } });
    expect(bad.status).toBe(422);
    conforms(problem, bad.body, "422");
    expect(bad.body.errors[0].field).toBe("qty");
  });
});

/**
 * Issue 18 (a Maho storefront buys): place-order with the bodies Maho clients send, the guest's order read as
 * Maho's `/orders/{incrementId}/details`, a customer order's invoices, and the address names Maho uses.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";

const V2 = "/api/rest/v2";
let s: TestServer;
let skus: [string, string];

beforeAll(async () => {
  s = await startTestServer();
  const rows = await s.app.db.product.findMany({
    where: { type: "simple", status: 1, visibility: 4, customOptions: { none: { required: true } } },
    orderBy: { id: "asc" },
    take: 2,
  });
  await s.app.db.product.updateMany({ where: { id: { in: rows.map((r) => r.id) } }, data: { stockQty: 1000, inStock: true } });
  skus = [rows[0]!.sku, rows[1]!.sku];
});
afterAll(async () => s?.close());

/** an address as the storefront's checkout controller builds it (`_getAddress`) */
const address = {
  firstName: "Gail",
  lastName: "Guest",
  company: "",
  street: ["1 Main St", "Unit 4"],
  city: "Sydney",
  postcode: "2000",
  countryId: "AU",
  regionId: "",
  region: "",
  telephone: "0200000000",
};
const storefrontBody = (extra: Record<string, unknown> = {}) => ({
  email: "gail@example.com",
  shippingAddress: address,
  billingAddress: address,
  shippingMethod: "flatrate_flatrate",
  paymentMethod: "checkmo",
  paymentData: null,
  storefrontOrigin: "https://shop.example.com",
  ...extra,
});

async function guestCart(token?: string): Promise<string> {
  const c = await s.json(`${V2}/guest-carts`, { method: "POST", token });
  expect(c.status).toBe(201);
  const r = await s.json(`${V2}/guest-carts/${c.body.maskedId}/items`, { method: "POST", json: { sku: skus[0], qty: 1 }, token });
  expect(r.status).toBe(200);
  return c.body.maskedId as string;
}

async function registered(tag: string): Promise<{ email: string; token: string }> {
  const email = `maho-orders-${tag}-${Date.now()}@example.com`;
  const password = "orders-password-1";
  expect((await s.json(`${V2}/customers`, { method: "POST", json: { email, password, firstName: "Ada", lastName: "Maho" } })).status).toBe(201);
  return { email, token: await s.customerToken(email, password) };
}

describe("issue 18: item 1 — place order accepts what Maho clients send", () => {
  it("a guest's place-order with paymentData null and storefrontOrigin answers 201 and keeps the origin on the order", async () => {
    const cart = await guestCart();
    const r = await s.json(`${V2}/guest-carts/${cart}/place-order`, { method: "POST", json: storefrontBody() });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ customerEmail: "gail@example.com", paymentMethod: "checkmo", storefrontOrigin: "https://shop.example.com" });
    expect(r.body.accessToken).toMatch(/^[0-9a-f]{64}$/);
    const row = await s.app.db.order.findUniqueOrThrow({ where: { incrementId: r.body.incrementId } });
    expect(row.storefrontOrigin).toBe("https://shop.example.com");
    const back = await s.json(`${V2}/guest-orders/${r.body.incrementId}`, { headers: { "X-Order-Token": r.body.accessToken } });
    expect(back.body.storefrontOrigin).toBe("https://shop.example.com");
  });

  it("paymentData as an object is handed to the (offline) method and ignored; a trailing slash is still an origin", async () => {
    const cart = await guestCart();
    const body = storefrontBody({ paymentData: { nonce: "tok_123", extra: { a: 1 } }, storefrontOrigin: "http://localhost:8787/" });
    const r = await s.json(`${V2}/guest-carts/${cart}/place-order`, { method: "POST", json: body });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.storefrontOrigin).toBe("http://localhost:8787");
  });

  it("a storefrontOrigin that is not an origin is 422 on the field, and the cart stays orderable", async () => {
    const cart = await guestCart();
    for (const bad of ["javascript:alert(1)", "https://shop.example.com/checkout", "shop.example.com", "https://u:p@shop.example.com", "", 42]) {
      const r = await s.json(`${V2}/guest-carts/${cart}/place-order`, { method: "POST", json: storefrontBody({ storefrontOrigin: bad }) });
      expect(r.status, `${JSON.stringify(bad)}: ${JSON.stringify(r.body)}`).toBe(422);
      expect(r.headers.get("content-type")).toContain("application/problem+json");
      expect(r.body.errors.map((e: { field: string }) => e.field)).toContain("storefrontOrigin");
    }
    expect((await s.json(`${V2}/guest-carts/${cart}/place-order`, { method: "POST", json: storefrontBody() })).status).toBe(201);
  });

  it("a customer's place-order takes the same body, on the guest-carts path and on ours", async () => {
    const { email, token } = await registered("place");
    const cart = await guestCart(token);
    const viaMaho = await s.json(`${V2}/guest-carts/${cart}/place-order`, {
      method: "POST",
      token,
      json: storefrontBody({ email: undefined, paymentMethod: "payonaccount", paymentData: {} }),
    });
    expect(viaMaho.status, JSON.stringify(viaMaho.body)).toBe(201);
    expect(viaMaho.body).toMatchObject({ customerEmail: email, storefrontOrigin: "https://shop.example.com" });
    expect((await s.json(`${V2}/customers/me/orders/${viaMaho.body.incrementId}`, { token })).body.storefrontOrigin).toBe("https://shop.example.com");

    expect((await s.json(`${V2}/cart/items`, { method: "POST", token, json: { sku: skus[1], qty: 1 } })).status).toBe(200);
    const ours = await s.json(`${V2}/checkout/place-order`, {
      method: "POST",
      token,
      json: { paymentMethod: "checkmo", shippingAddress: address, paymentData: null, storefrontOrigin: "https://b2b.example.com:8443" },
    });
    expect(ours.status, JSON.stringify(ours.body)).toBe(201);
    expect(ours.body.storefrontOrigin).toBe("https://b2b.example.com:8443");
  });
});

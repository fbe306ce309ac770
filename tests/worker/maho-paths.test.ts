/**
 * A storefront written for Maho's REST API, pointed at the worker: Maho's /api/rest/v2 cart, checkout and
 * customer paths reach the backend's handlers through the worker (real workerd), with no X-Cart-Id, only
 * with the methods each route has; a Maho client's own Bearer token is checked at the edge and forwarded.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Miniflare } from "miniflare";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { bundleWorker, type BackendProxy, SECRET, startProxy, startWorker } from "./harness.ts";

let server: TestServer;
let proxy: BackendProxy;
let mf: Miniflare;
let url: string;
let sku: string;

beforeAll(async () => {
  let script: string;
  [server, script] = await Promise.all([startTestServer(), bundleWorker()]);
  const p = await server.app.db.product.findFirstOrThrow({ where: { type: "simple", visibility: 4, status: 1, customOptions: { none: { required: true } } } });
  await server.app.db.product.update({ where: { id: p.id }, data: { inStock: true, stockQty: 1000 } });
  sku = p.sku;
  proxy = await startProxy(server.url);
  ({ mf, url } = await startWorker(script, { BACKEND_URL: proxy.url, SYNC_SECRET: SECRET, ALLOW_HTTP: "1", ASSET_HASH: "test" }));
});
afterAll(async () => {
  await mf?.dispose();
  await proxy?.close();
  await server?.close();
});

const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const r = await fetch(url + path, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  return { status: r.status, headers: r.headers, body: text ? JSON.parse(text) : null };
};

describe("Maho's paths through the worker", () => {
  it("a guest cart is created, filled, ordered and the order read back by masked id and token alone", async () => {
    const created = await call("POST", "/api/rest/v2/guest-carts");
    expect(created.status).toBe(201);
    const maskedId: string = created.body.maskedId;
    expect(proxy.hits).toContain("/api/rest/v2/guest-carts");

    const added = await call("POST", `/api/rest/v2/guest-carts/${maskedId}/items`, { sku, qty: 2 });
    expect(added.status).toBe(200);
    expect(added.body.items).toMatchObject([{ sku, qty: 2 }]);
    const line = added.body.items[0].id;
    expect((await call("PUT", `/api/rest/v2/guest-carts/${maskedId}/items/${line}`, { qty: 1 })).body.itemsQty).toBe(1);
    expect((await call("GET", `/api/rest/v2/guest-carts/${maskedId}`)).body.items[0].qty).toBe(1);

    const coupon = await call("PUT", `/api/rest/v2/guest-carts/${maskedId}/coupon`, { couponCode: "WELCOME10" });
    expect(coupon.body.couponCode).toBe("WELCOME10");
    expect((await call("GET", `/api/rest/v2/guest-carts/${maskedId}/totals`)).body.discountAmount).toBeGreaterThan(0);
    expect((await call("DELETE", `/api/rest/v2/guest-carts/${maskedId}/coupon`)).body.couponCode).toBeNull();
    const shipping = await call("POST", `/api/rest/v2/guest-carts/${maskedId}/shipping-methods`, { address: { countryId: "AU" } });
    expect(shipping.body.map((m: { code: string }) => m.code)).toContain("flatrate_flatrate");
    expect((await call("GET", `/api/rest/v2/guest-carts/${maskedId}/payment-methods`)).body.map((m: { code: string }) => m.code)).toContain("checkmo");
    expect((await call("POST", `/api/rest/v2/guest-carts/${maskedId}/giftcards`, { giftcardCode: "AAAA-BBBB-CCCC-DDDD" })).status).toBe(422);
    expect((await call("DELETE", `/api/rest/v2/guest-carts/${maskedId}/giftcards/AAAA-BBBB-CCCC-DDDD`)).status).toBe(404);

    const placed = await call("POST", `/api/rest/v2/guest-carts/${maskedId}/place-order`, {
      shippingMethod: "flatrate_flatrate",
      email: "edge@example.com",
      paymentMethod: "checkmo",
      shippingAddress: { firstName: "E", lastName: "D", street: ["1 Edge Rd", "Flat 2"], city: "Hobart", postcode: "7000", countryId: "AU", telephone: "03" },
    });
    expect(placed.status).toBe(201);
    const back = await call("GET", `/api/rest/v2/guest-orders/${placed.body.incrementId}`, undefined, { "x-order-token": placed.body.accessToken });
    expect(back.status).toBe(200);
    expect(back.body.shippingAddress.street).toEqual(["1 Edge Rd", "Flat 2"]);
    expect(back.headers.get("cache-control")).toContain("no-store");
    expect(back.body.shippingMethod).toBe("flatrate_flatrate");
  });

  it("only the routes the backend has, with their methods: nothing else is proxied", async () => {
    const before = proxy.hits.length;
    expect((await call("PATCH", "/api/rest/v2/guest-carts/abc")).status).toBe(405);
    expect((await call("DELETE", "/api/rest/v2/guest-carts")).status).toBe(405);
    expect((await call("POST", "/api/rest/v2/guest-carts/abc/totals")).status).toBe(405);
    expect((await call("GET", "/api/rest/v2/admin/orders")).status).toBe(404);
    expect((await call("GET", "/api/rest/v2/guest-carts/../../graphql")).status).toBe(404);
    expect((await call("POST", "/api/rest/v2/guest-carts/a%2Fb/items", { sku, qty: 1 })).status).toBe(404);
    expect(proxy.hits.length).toBe(before);
  });

  it("a Maho client logs in at /auth/token and reaches its own cart by masked id with its Bearer token; a bad token is 401 at the edge", async () => {
    const login = await call("POST", "/api/rest/v2/auth/token", { email: "jane@example.com", password: TEST_CUSTOMER_PASSWORD });
    expect(login.status).toBe(200);
    const bearer = { authorization: `Bearer ${login.body.token}` };
    const added = await call("POST", "/api/rest/v2/cart/items", { sku, qty: 1 }, bearer);
    expect(added.status).toBe(200);
    const mine = await call("GET", `/api/rest/v2/guest-carts/${added.body.maskedId}`, undefined, bearer);
    expect(mine.status).toBe(200);
    expect(mine.body.customerId).toBe(login.body.customer.id);
    // without the token the customer's cart is nobody's business
    expect((await call("GET", `/api/rest/v2/guest-carts/${added.body.maskedId}`)).status).toBe(404);
    // the customer's own Maho routes: profile, address book, order history
    expect((await call("GET", "/api/rest/v2/customers/me", undefined, bearer)).body.email).toBe("jane@example.com");
    expect((await call("GET", "/api/rest/v2/customers/me/addresses", undefined, bearer)).status).toBe(200);
    expect((await call("GET", "/api/rest/v2/customers/me/orders", undefined, bearer)).body).toMatchObject({ member: expect.any(Array) });
    expect((await call("GET", "/api/rest/v2/customers/me/orders")).status).toBe(401);
    const bad = await call("GET", `/api/rest/v2/guest-carts/${added.body.maskedId}`, undefined, { authorization: "Bearer not.a.token" });
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe("invalid_token");
  });

  it("an explicit Bearer header wins over the login cookie: a stale cookie never blocks a valid token, nor a valid cookie a bad one", async () => {
    const login = await call("POST", "/api/rest/v2/auth/token", { email: "jane@example.com", password: TEST_CUSTOMER_PASSWORD });
    const token: string = login.body.token;
    const stale = `${token.slice(0, -6)}AAAAAA`;
    const withStaleCookie = await call("GET", "/api/rest/v2/customers/me", undefined, { authorization: `Bearer ${token}`, cookie: `customer_token=${stale}` });
    expect(withStaleCookie.status).toBe(200);
    expect(withStaleCookie.body.email).toBe("jane@example.com");
    // the cookie alone still logs the browser in
    expect((await call("GET", "/api/rest/v2/customers/me", undefined, { cookie: `customer_token=${token}` })).body.email).toBe("jane@example.com");
    // a client that sends a bad token of its own is told so, whatever cookie rides along
    const badBearer = await call("GET", "/api/rest/v2/customers/me", undefined, { authorization: "Bearer not.a.token", cookie: `customer_token=${token}` });
    expect(badBearer.status).toBe(401);
    expect(badBearer.body.code).toBe("invalid_token");
  });
});

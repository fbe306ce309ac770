/**
 * Place-order with the bodies Maho clients send, the guest's order read as
 * Maho's `/orders/{incrementId}/details`, a customer order's invoices, and the address names Maho uses.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { mahoInvoices, mahoOrder } from "../contract/maho-cart-schemas.ts";

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

describe("place order accepts what Maho clients send", () => {
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
      json: storefrontBody({ email: undefined, paymentMethod: "checkmo", paymentData: {} }),
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

describe("guest order lookup as Maho, a customer order's invoices", () => {
  it("GET /orders/{incrementId}/details with X-Order-Token answers the order, as /guest-orders does; a wrong or missing token is 404", async () => {
    const cart = await guestCart();
    const placed = await s.json(`${V2}/guest-carts/${cart}/place-order`, { method: "POST", json: storefrontBody() });
    expect(placed.status).toBe(201);
    const { incrementId, accessToken } = placed.body as { incrementId: string; accessToken: string };
    const details = await s.json(`${V2}/orders/${incrementId}/details`, { headers: { "X-Order-Token": accessToken, Accept: "application/ld+json" } });
    expect(details.status).toBe(200);
    mahoOrder.parse(details.body);
    expect(details.headers.get("cache-control")).toContain("no-store");
    const { accessToken: _t, ...asPlaced } = placed.body;
    expect(details.body).toEqual({ ...asPlaced, accessToken: null });
    expect(details.body).toEqual((await s.json(`${V2}/guest-orders/${incrementId}`, { headers: { "X-Order-Token": accessToken } })).body);
    for (const headers of [{}, { "X-Order-Token": "0".repeat(64) }, { "X-Order-Token": accessToken.slice(1) }] as Record<string, string>[]) {
      const r = await s.json(`${V2}/orders/${incrementId}/details`, { headers });
      expect(r.status).toBe(404);
      expect(r.body.code).toBe("order_not_found");
    }
    expect((await s.json(`${V2}/orders/999999999/details`, { headers: { "X-Order-Token": accessToken } })).status).toBe(404);
  });

  it("GET /customers/me/orders/{id}/invoices: empty until the order is paid, then Maho's Invoice; another's order is 404", async () => {
    const { token } = await registered("invoices");
    const cart = await guestCart(token);
    const placed = await s.json(`${V2}/guest-carts/${cart}/place-order`, { method: "POST", token, json: storefrontBody({ paymentMethod: "checkmo" }) });
    expect(placed.status).toBe(201);
    const { id, incrementId } = placed.body as { id: number; incrementId: string };

    const none = await s.json(`${V2}/customers/me/orders/${id}/invoices`, { token });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ member: [], totalItems: 0, invoices: [] });

    const before = Date.now();
    const captured = await s.gql(
      "mutation($n: String!) { orderPaymentCapture(incrementId: $n) { __typename } }",
      { n: incrementId },
      { token: await s.adminToken() },
    );
    expect(captured.data).toEqual({ orderPaymentCapture: { __typename: "OrderPaymentCaptureSuccess" } });
    // the capture wrote the order's one invoice, numbered after the order (docs/orders.md#numbering)
    const admin = await s.gql(
      "query($id: Int!) { order(id: $id) { ... on AdminOrderSuccess { data { invoices { id incrementId } } } } }",
      { id },
      { token: await s.adminToken() },
    );
    const [invoice] = admin.data.order.data.invoices as { id: number; incrementId: string }[];
    expect(invoice!.incrementId).toBe(`INV-${incrementId}-1`);
    for (const ref of [String(id), incrementId]) {
      const r = await s.json(`${V2}/customers/me/orders/${ref}/invoices`, { token });
      expect(r.status).toBe(200);
      expect(r.body.totalItems).toBe(1);
      mahoInvoices.parse(r.body);
      expect(r.body.invoices).toEqual(r.body.member);
      expect(r.body.member[0]).toMatchObject({
        id: invoice!.id,
        incrementId: invoice!.incrementId,
        orderId: id,
        grandTotal: placed.body.prices.grandTotal,
        currency: placed.body.currency,
        state: 2,
        stateName: "paid",
        pdfUrl: `${V2}/customers/me/orders/${id}/invoices/${invoice!.id}/pdf`,
      });
      expect(Date.parse(r.body.member[0].createdAt)).toBeGreaterThanOrEqual(before - 1000);
    }

    const other = await registered("invoices-other");
    expect((await s.json(`${V2}/customers/me/orders/${id}/invoices`, { token: other.token })).status).toBe(404);
    expect((await s.json(`${V2}/customers/me/orders/not-an-order/invoices`, { token })).status).toBe(404);
    expect((await s.json(`${V2}/customers/me/orders/${id}/invoices`)).status).toBe(401);
  });
});

describe("address names as Maho's, order addresses' region, order items' thumbnails", () => {
  const book = {
    street: ["12 Harbour St", "Level 3"],
    city: "Sydney",
    postcode: "2000",
    countryId: "AU",
    telephone: "0200",
  };

  it("POST and PUT /customers/me/addresses take firstname/lastname as well as firstName/lastName; both sent must agree; answers carry both", async () => {
    const { token } = await registered("names");
    const created = await s.json(`${V2}/customers/me/addresses`, { method: "POST", token, json: { ...book, firstname: "Ada", lastname: "Lovelace" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ firstName: "Ada", lastName: "Lovelace", firstname: "Ada", lastname: "Lovelace", street: book.street });

    const both = await s.json(`${V2}/customers/me/addresses`, {
      method: "POST",
      token,
      json: { ...book, firstName: "Ada", firstname: "Ada", lastName: "King", lastname: "King" },
    });
    expect(both.status).toBe(201);
    const differ = await s.json(`${V2}/customers/me/addresses`, {
      method: "POST",
      token,
      json: { ...book, firstName: "Ada", firstname: "Bea", lastname: "King" },
    });
    expect(differ.status).toBe(422);
    expect(differ.body.errors).toEqual([expect.objectContaining({ field: "firstname" })]);
    const none = await s.json(`${V2}/customers/me/addresses`, { method: "POST", token, json: { ...book, lastname: "King" } });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual([expect.objectContaining({ field: "firstName" })]);

    const id = created.body.id as number;
    // Maho's PUT sends the resource back with its names changed
    const put = await s.json(`${V2}/customers/me/addresses/${id}`, {
      method: "PUT",
      token,
      json: { ...created.body, firstName: undefined, lastName: undefined, firstname: "Augusta" },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ firstName: "Augusta", firstname: "Augusta", lastName: "Lovelace", lastname: "Lovelace" });
    const conflict = await s.json(`${V2}/customers/me/addresses/${id}`, { method: "PUT", token, json: { lastName: "Byron", lastname: "King" } });
    expect(conflict.status).toBe(422);
    expect(conflict.body.errors).toEqual([expect.objectContaining({ field: "lastname" })]);
    const list = await s.json(`${V2}/customers/me/addresses`, { token });
    expect(list.body.member.find((a: { id: number }) => a.id === id)).toMatchObject({ firstname: "Augusta", lastname: "Lovelace" });
  });

  it("an order's addresses fill region from regionId; its items carry thumbnailUrl", async () => {
    const region = await s.app.db.region.findFirstOrThrow({ where: { countryId: "AU" }, orderBy: { id: "asc" } });
    const product = await s.app.db.product.findUniqueOrThrow({ where: { sku: skus[0] } });
    const cart = await guestCart();
    const withRegion = { ...address, regionId: String(region.id), region: "" };
    const r = await s.json(`${V2}/guest-carts/${cart}/place-order`, {
      method: "POST",
      json: storefrontBody({ shippingAddress: withRegion, billingAddress: withRegion }),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    for (const a of [r.body.shippingAddress, r.body.billingAddress]) expect(a).toMatchObject({ regionId: region.id, region: region.name });
    expect(r.body.items[0].thumbnailUrl).toBe(product.imageUrl);
    expect(product.imageUrl).toBeTruthy();
    const wrong = await s.json(`${V2}/guest-carts/${await guestCart()}/place-order`, {
      method: "POST",
      json: storefrontBody({ shippingAddress: { ...address, regionId: 999999 } }),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual([expect.objectContaining({ field: "shippingAddress.regionId", code: "unknown_region" })]);
  });
});

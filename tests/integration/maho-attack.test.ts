/**
 * Issue 18, the outside attack's findings on the Maho routes: an address's region name that contradicts its
 * regionId (item 2), and add-to-cart options that do not belong to the product's type (item 3).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

const V2 = "/api/rest/v2";
let s: TestServer;
let sku: string;
let token: string;
/** a US region and its name, and another country's region */
let ny: { id: number; name: string };
let foreign: { id: number; name: string };

beforeAll(async () => {
  s = await startTestServer();
  const db = s.app.db;
  const p = await db.product.findFirstOrThrow({
    where: { type: "simple", status: 1, visibility: 4, customOptions: { none: { required: true } } },
    orderBy: { id: "asc" },
  });
  await db.product.update({ where: { id: p.id }, data: { stockQty: 100_000, inStock: true } });
  sku = p.sku;
  ny = await db.region.findFirstOrThrow({ where: { countryId: "US", name: "New York" }, select: { id: true, name: true } });
  foreign = await db.region.findFirstOrThrow({ where: { countryId: { not: "US" } }, select: { id: true, name: true } });
  const c = await db.customer.findFirstOrThrow({ where: { approvalStatus: "active", isApproved: true }, orderBy: { id: "asc" } });
  token = await s.customerToken(c.email, TEST_CUSTOMER_PASSWORD);
});
afterAll(async () => s?.close());

const usAddress = (extra: Record<string, unknown>) => ({
  firstName: "Rae",
  lastName: "Gion",
  street: ["1 Broadway"],
  city: "New York",
  postcode: "10004",
  countryId: "US",
  telephone: "2120000000",
  ...extra,
});

describe("issue 18 attack: item 2 — when regionId is given, region is that region's name (as Maho's address getRegion())", () => {
  it("an order address {regionId: New York, region: 'Bavaria'} is placed with region 'New York', billing and shipping", async () => {
    const c = await s.json(`${V2}/guest-carts`, { method: "POST" });
    expect((await s.json(`${V2}/guest-carts/${c.body.maskedId}/items`, { method: "POST", json: { sku, qty: 1 } })).status).toBe(200);
    const address = usAddress({ regionId: String(ny.id), region: "Bavaria" });
    const r = await s.json(`${V2}/guest-carts/${c.body.maskedId}/place-order`, {
      method: "POST",
      json: { email: "rae@example.com", shippingAddress: address, billingAddress: address, shippingMethod: "flatrate_flatrate", paymentMethod: "checkmo" },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    for (const a of [r.body.shippingAddress, r.body.billingAddress]) expect(a).toMatchObject({ regionId: ny.id, region: ny.name });
    const stored = JSON.stringify((await s.app.db.order.findUniqueOrThrow({ where: { incrementId: r.body.incrementId } })).addresses);
    expect(stored).not.toContain("Bavaria");
  });

  it("our checkout too: the customer's place-order stores the regionId's name", async () => {
    expect((await s.json(`${V2}/cart/items`, { method: "POST", token, json: { sku, qty: 1 } })).status).toBe(200);
    const r = await s.json(`${V2}/checkout/place-order`, {
      method: "POST",
      token,
      json: { paymentMethod: "checkmo", shippingAddress: usAddress({ regionId: ny.id, region: "Bavaria" }) },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(JSON.stringify(r.body)).not.toContain("Bavaria");
    const order = await s.app.db.order.findUniqueOrThrow({ where: { incrementId: r.body.incrementId } });
    expect(order.addresses).not.toContain("Bavaria");
    expect(order.addresses).toContain(ny.name);
  });

  it("the address book: POST, PUT and a PATCH of the name alone keep region = the regionId's name; another country's region is still 422", async () => {
    const created = await s.json(`${V2}/customers/me/addresses`, { method: "POST", token, json: usAddress({ regionId: ny.id, region: "Bavaria" }) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ regionId: ny.id, region: ny.name });
    const id = created.body.id as number;
    const put = await s.json(`${V2}/customers/me/addresses/${id}`, { method: "PUT", token, json: { ...created.body, region: "Bayern" } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ regionId: ny.id, region: ny.name });
    const patch = await s.json(`${V2}/customers/me/addresses/${id}`, { method: "PATCH", token, json: { region: "Bavaria" } });
    expect(patch.status, JSON.stringify(patch.body)).toBe(200);
    expect(patch.body).toMatchObject({ regionId: ny.id, region: ny.name });
    const row = await s.app.db.customerAddress.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ regionId: ny.id, region: ny.name });
    // dropping the regionId makes the region free text again
    const free = await s.json(`${V2}/customers/me/addresses/${id}`, { method: "PATCH", token, json: { regionId: "", region: "Upstate" } });
    expect(free.body, JSON.stringify(free.body)).toMatchObject({ regionId: null, region: "Upstate" });
    const wrong = await s.json(`${V2}/customers/me/addresses/${id}`, { method: "PATCH", token, json: { regionId: foreign.id, region: foreign.name } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0]).toMatchObject({ field: "regionId", code: "unknown_region" });
  });
});

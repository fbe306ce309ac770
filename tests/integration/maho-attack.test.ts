/**
 * Maho routes given contradicting input: an address's region name that contradicts its regionId, and add-to-cart
 * options that do not belong to the product's type.
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

describe("when regionId is given, region is that region's name (as Maho's address getRegion())", () => {
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

describe("add-to-cart options that do not belong to the product's type are ignored, as Maho ignores them", () => {
  /** the cart's rows: [qty, stored options] per line */
  const lines = async (maskedId: string) =>
    (await s.app.db.cartItem.findMany({ where: { cart: { maskedId } }, orderBy: { id: "asc" } })).map((i) => [i.qty, JSON.parse(i.options)]);

  it("Maho's route: giftcardAmount 1e308, links, bundleOption and gift card fields on a simple product neither split the line nor are stored", async () => {
    const c = await s.json(`${V2}/guest-carts`, { method: "POST" });
    const add = (extra: Record<string, unknown>) => s.json(`${V2}/guest-carts/${c.body.maskedId}/items`, { method: "POST", json: { sku, qty: 1, ...extra } });
    const foreignOptions = [
      { giftcardAmount: 1e308 },
      { giftcardAmount: 25, giftcardRecipientName: "Eve", giftcardRecipientEmail: "eve@example.com", giftcardMessage: "hi" },
      { links: [1, 2] },
      { bundleOption: { 1: 2 }, bundleOptionQty: { 1: 1 } },
      { options: { superAttributes: { color: 1 }, bundleSelections: { 1: 2 }, links: [3], giftcardAmount: 9 } },
    ];
    expect((await add({})).status).toBe(200);
    for (const extra of foreignOptions) {
      const r = await add(extra);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    expect(await lines(c.body.maskedId)).toEqual([[1 + foreignOptions.length, {}]]);
    const cart = await s.json(`${V2}/guest-carts/${c.body.maskedId}`);
    expect(cart.body.items).toHaveLength(1);
    expect(cart.body.items[0].options).toEqual([]);
  });

  it("our route: the same options on a simple product join the plain line; superGroup on a product that is not grouped stays 422", async () => {
    const c = await s.json(`${V2}/guest-carts`, { method: "POST" });
    const headers = { "X-Cart-Id": c.body.maskedId as string };
    for (const options of [{}, { giftcardAmount: 1e308 }, { links: [1] }, { bundleSelections: { 1: 2 }, superAttributes: { color: 1 } }]) {
      const r = await s.json(`${V2}/cart/items`, { method: "POST", headers, json: { sku, qty: 1, options } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    expect(await lines(c.body.maskedId)).toEqual([[4, {}]]);
    const grouped = await s.json(`${V2}/cart/items`, { method: "POST", headers, json: { sku, qty: 1, superGroup: { 1: 1 } } });
    expect(grouped.status).toBe(422);
    expect(grouped.body.errors[0]).toMatchObject({ field: "superGroup", code: "not_grouped" });
  });

  it("each other type keeps only its own options: a gift card's amount, a downloadable's links, a bundle's selections, a configurable's attributes (added by its variant's SKU)", async () => {
    const db = s.app.db;
    const byType = async (type: string) =>
      db.product.findFirstOrThrow({
        where: { type, status: 1, visibility: 4, inStock: true, customOptions: { none: { required: true } } },
        orderBy: { id: "asc" },
        include: { downloadableLinks: true, bundleOptions: { include: { selections: true } } },
      });
    const gift = await byType("giftcard");
    const amount = gift.giftcardType === "range" ? gift.giftcardMinAmount! : (JSON.parse(gift.giftcardAmounts) as number[])[0]!;
    const dl = await byType("downloadable");
    const c = await s.json(`${V2}/guest-carts`, { method: "POST" });
    const add = (json: Record<string, unknown>) => s.json(`${V2}/guest-carts/${c.body.maskedId}/items`, { method: "POST", json });
    const g = await add({ sku: gift.sku, qty: 1, giftcardAmount: amount, links: [1], bundleOption: { 1: 2 }, options: { superAttributes: { color: 1 } } });
    expect(g.status, JSON.stringify(g.body)).toBe(200);
    const linkIds = dl.linksPurchasedSeparately ? [dl.downloadableLinks[0]!.id] : [];
    const d = await add({ sku: dl.sku, qty: 1, links: linkIds, giftcardAmount: 1e308, bundleOption: { 1: 2 } });
    expect(d.status, JSON.stringify(d.body)).toBe(200);
    const bundle = await byType("bundle");
    const bundleOption = Object.fromEntries(bundle.bundleOptions.filter((o) => o.required).map((o) => [o.id, o.selections[0]!.id]));
    const b = await add({ sku: bundle.sku, qty: 1, bundleOption, giftcardAmount: 1e308, links: [1], options: { superAttributes: { color: 1 } } });
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    // a configurable by its variant's SKU (Maho's way): the attributes come from the variant, the rest is dropped
    const variant = await db.product.findFirstOrThrow({
      where: {
        type: "simple",
        status: 1,
        visibility: 1,
        inStock: true,
        parentLinks: { some: { kind: "variant", parent: { type: "configurable", status: 1 } } },
      },
      orderBy: { id: "asc" },
    });
    const v = await add({ sku: variant.sku, qty: 1, giftcardAmount: 1e308, links: [1], bundleOption: { 1: 2 } });
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    const stored = await lines(c.body.maskedId);
    expect(stored.slice(0, 2)).toEqual([
      [1, { giftcardAmount: amount }],
      [1, linkIds.length ? { links: linkIds } : {}],
    ]);
    expect(Object.keys(stored[2]![1])).toEqual(["bundleSelections"]);
    expect(Object.keys(stored[3]![1])).toEqual(["superAttributes"]);
  });
});

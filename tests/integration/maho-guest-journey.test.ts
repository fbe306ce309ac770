/**
 * A storefront written for Maho's REST API buys as a guest with Maho's paths and bodies: an empty cart, every
 * product type added in Maho's option names, a line changed and one removed, the order placed with street
 * lines and read back with its access token. Carts named by masked id stay their holder's.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";

let s: TestServer;
const V2 = "/api/rest/v2";

interface Fixtures {
  simple: { id: number; sku: string };
  withOption: { id: number; sku: string; optionId: number; valueId: number; optionTitle: string; valueTitle: string };
  configurable: { id: number; childSku: string; childId: number };
  bundle: { id: number; sku: string; optionId: number; selectionId: number; selectionQty: number };
  grouped: { sku: string; children: number[] };
  downloadable: { id: number; sku: string; linkIds: number[]; linkTitles: string[] };
  giftcard: { id: number; sku: string };
}
let f: Fixtures;

const plenty = { status: 1, inStock: true, stockQty: 1000 };
const noRequiredOptions = { customOptions: { none: { required: true } } };

beforeAll(async () => {
  s = await startTestServer();
  const db = s.app.db;
  const stock = (ids: number[]) => db.product.updateMany({ where: { id: { in: ids } }, data: plenty });

  const simple = await db.product.findFirstOrThrow({ where: { type: "simple", visibility: 4, status: 1, ...noRequiredOptions }, orderBy: { id: "asc" } });
  const opt = await db.customOption.findFirstOrThrow({
    where: { type: "drop_down", values: { some: {} }, product: { type: "simple", visibility: 4 } },
    include: { values: true, product: true },
  });
  const others = await db.customOption.findMany({ where: { productId: opt.productId, required: true, id: { not: opt.id } } });
  expect(others).toEqual([]);
  const variantLink = await db.productLink.findFirstOrThrow({
    where: { kind: "variant", parent: { status: 1, ...noRequiredOptions } },
    include: { child: true },
  });
  const bundle = await db.product.findFirstOrThrow({
    where: { type: "bundle", status: 1, ...noRequiredOptions, bundleOptions: { some: { required: true } } },
    include: { bundleOptions: { orderBy: { position: "asc" }, include: { selections: { orderBy: { position: "asc" } } } } },
    orderBy: { id: "asc" },
  });
  const groups = await db.product.findMany({
    where: { type: "grouped", status: 1, childLinks: { some: { kind: "grouped" } } },
    include: { childLinks: { where: { kind: "grouped" }, orderBy: { position: "asc" } } },
    orderBy: { id: "asc" },
  });
  // a group of at least two, none of them the simple the journey buys on its own
  const grouped = groups.find((g) => g.childLinks.length >= 2 && g.childLinks.every((l) => l.childId !== simple.id))!;
  expect(grouped).toBeTruthy();
  const downloadable = await db.product.findFirstOrThrow({
    where: { type: "downloadable", status: 1, ...noRequiredOptions, downloadableLinks: { some: {} } },
    include: { downloadableLinks: { orderBy: { position: "asc" } } },
  });
  const giftcard = await db.product.findFirstOrThrow({ where: { type: "giftcard", status: 1, ...noRequiredOptions } });

  // every bundle option is given its first selection, so required ones are satisfied
  const selections = bundle.bundleOptions.map((o) => o.selections[0]!).filter((x) => !!x);
  await stock([
    simple.id,
    opt.productId,
    variantLink.parentId,
    variantLink.childId,
    bundle.id,
    ...selections.map((x) => x.productId),
    ...grouped.childLinks.map((l) => l.childId),
    downloadable.id,
    giftcard.id,
  ]);
  const main = bundle.bundleOptions.find((o) => o.required)!;
  f = {
    simple: { id: simple.id, sku: simple.sku },
    withOption: {
      id: opt.productId,
      sku: opt.product.sku,
      optionId: opt.id,
      valueId: opt.values[0]!.id,
      optionTitle: opt.title,
      valueTitle: opt.values[0]!.title,
    },
    configurable: { id: variantLink.parentId, childSku: variantLink.child.sku, childId: variantLink.childId },
    bundle: { id: bundle.id, sku: bundle.sku, optionId: main.id, selectionId: main.selections[0]!.id, selectionQty: main.selections[0]!.qty },
    grouped: { sku: grouped.sku, children: grouped.childLinks.map((l) => l.childId) },
    downloadable: {
      id: downloadable.id,
      sku: downloadable.sku,
      linkIds: downloadable.downloadableLinks.map((l) => l.id),
      linkTitles: downloadable.downloadableLinks.map((l) => l.title),
    },
    giftcard: { id: giftcard.id, sku: giftcard.sku },
  };
  // the bundle's other options: their first selection too
  (f.bundle as typeof f.bundle & { all: Record<string, number> }).all = Object.fromEntries(
    bundle.bundleOptions.map((o) => [String(o.id), o.selections[0]!.id]),
  );
});
afterAll(async () => s?.close());

const bundleAll = () => (f.bundle as typeof f.bundle & { all: Record<string, number> }).all;
const newCart = async (headers: Record<string, string> = {}, token?: string) => {
  const r = await s.json(`${V2}/guest-carts`, { method: "POST", headers, token });
  expect(r.status).toBe(201);
  return r.body.maskedId as string;
};
const addTo = (maskedId: string, body: unknown, token?: string) => s.json(`${V2}/guest-carts/${maskedId}/items`, { method: "POST", json: body, token });
const lineOf = (cart: { items: { productId: number }[] }, productId: number) => cart.items.find((i) => i.productId === productId) as any;

const address = {
  firstName: "Gail",
  lastName: "Guest",
  street: ["1 Main St", "Unit 4"],
  city: "Sydney",
  region: "NSW",
  postcode: "2000",
  countryId: "AU",
  telephone: "0200000000",
};

describe("Maho guest journey", () => {
  it("creates an empty cart, adds every product type in Maho's names, changes and removes lines, places the order and reads it back", async () => {
    const create = await s.json(`${V2}/guest-carts`, { method: "POST" });
    expect(create.status).toBe(201);
    expect(create.headers.get("cache-control")).toContain("no-store");
    expect(create.body).toMatchObject({ items: [], itemsCount: 0, itemsQty: 0, isActive: true, customerId: null, prices: { subtotal: 0, taxAmount: 0 } });
    expect(typeof create.body.id).toBe("number");
    const maskedId: string = create.body.maskedId;
    expect(maskedId.length).toBeGreaterThanOrEqual(32);
    expect((await s.json(`${V2}/guest-carts/${maskedId}`)).body.maskedId).toBe(maskedId);

    // a simple
    let r = await addTo(maskedId, { sku: f.simple.sku, qty: 2 });
    expect(r.status).toBe(200);
    const simple = lineOf(r.body, f.simple.id);
    expect(simple).toMatchObject({ sku: f.simple.sku, qty: 2, productType: "simple", stockStatus: "in_stock", options: [] });
    expect(simple.rowTotal).toBeCloseTo(simple.price * 2, 2);
    expect(simple.rowTotalInclTax).toBe(simple.rowTotal);

    // a simple with a custom option, flat {optionId: valueId}
    r = await addTo(maskedId, { sku: f.withOption.sku, qty: 1, options: { [f.withOption.optionId]: f.withOption.valueId } });
    expect(r.status).toBe(200);
    expect(lineOf(r.body, f.withOption.id).options).toEqual([{ label: f.withOption.optionTitle, value: f.withOption.valueTitle }]);

    // a configurable added by its child SKU: the line is the configurable in the child's combination
    r = await addTo(maskedId, { sku: f.configurable.childSku, qty: 1 });
    expect(r.status).toBe(200);
    const conf = lineOf(r.body, f.configurable.id);
    expect(conf).toMatchObject({ sku: f.configurable.childSku, productType: "configurable" });
    expect(conf.options.map((o: { label: string }) => o.label)).toEqual(["Color", "Size"]);
    expect(lineOf(r.body, f.configurable.childId)).toBeUndefined();

    // a bundle with bundleOption and bundleOptionQty (the selection's own quantity; another is refused)
    const fixed = await addTo(maskedId, {
      sku: f.bundle.sku,
      qty: 1,
      bundleOption: bundleAll(),
      bundleOptionQty: { [f.bundle.optionId]: f.bundle.selectionQty + 1 },
    });
    expect(fixed.status).toBe(422);
    expect(fixed.body.errors[0]).toMatchObject({ field: `bundleOptionQty.${f.bundle.optionId}`, code: "qty_fixed" });
    r = await addTo(maskedId, { sku: f.bundle.sku, qty: 1, bundleOption: bundleAll(), bundleOptionQty: { [f.bundle.optionId]: f.bundle.selectionQty } });
    expect(r.status).toBe(200);
    const bundle = lineOf(r.body, f.bundle.id);
    expect(bundle.price).toBeGreaterThan(0);
    expect(bundle.options.length).toBeGreaterThan(0);
    expect(bundle.options[0].value).toMatch(/^\d+(\.\d+)? x /);

    // a grouped product: one line per child with a quantity
    const [c1, c2] = f.grouped.children;
    const c3 = f.grouped.children[2];
    r = await addTo(maskedId, { sku: f.grouped.sku, qty: 1, superGroup: { [c1!]: 1, [c2!]: 2, ...(c3 ? { [c3]: 0 } : {}) } });
    expect(r.status).toBe(200);
    expect(lineOf(r.body, c1!)).toMatchObject({ qty: 1 });
    expect(lineOf(r.body, c2!)).toMatchObject({ qty: 2 });

    // a downloadable with links
    r = await addTo(maskedId, { sku: f.downloadable.sku, qty: 1, links: f.downloadable.linkIds });
    expect(r.status).toBe(200);
    expect(lineOf(r.body, f.downloadable.id).options).toContainEqual({ label: "Links", value: f.downloadable.linkTitles.join(", ") });

    // a gift card with sender and recipient
    r = await addTo(maskedId, {
      sku: f.giftcard.sku,
      qty: 1,
      giftcardAmount: 50,
      giftcardSenderName: "Gail",
      giftcardSenderEmail: "gail@example.com",
      giftcardRecipientName: "Rob",
      giftcardRecipientEmail: "rob@example.com",
      giftcardMessage: "Happy birthday",
    });
    expect(r.status).toBe(200);
    const gift = lineOf(r.body, f.giftcard.id);
    expect(gift.price).toBe(50);
    expect(gift.options).toEqual(
      expect.arrayContaining([
        { label: "Gift Card Amount", value: "50.00" },
        { label: "Gift Card Recipient", value: "Rob <rob@example.com>" },
        { label: "Gift Card Message", value: "Happy birthday" },
      ]),
    );
    const badEmail = await addTo(maskedId, { sku: f.giftcard.sku, qty: 1, giftcardAmount: 25, giftcardRecipientEmail: "not-an-email" });
    expect(badEmail.status).toBe(422);
    expect(badEmail.body.errors[0].field).toBe("giftcardRecipientEmail");

    // change a line, remove another
    const put = await s.json(`${V2}/guest-carts/${maskedId}/items/${gift.id}`, { method: "PUT", json: { qty: 2 } });
    expect(put.status).toBe(200);
    expect(lineOf(put.body, f.giftcard.id)).toMatchObject({ qty: 2, rowTotal: 100 });
    const optLine = lineOf(put.body, f.withOption.id);
    const del = await s.json(`${V2}/guest-carts/${maskedId}/items/${optLine.id}`, { method: "DELETE" });
    expect(del.status).toBe(200);
    expect(lineOf(del.body, f.withOption.id)).toBeUndefined();

    const cart = (await s.json(`${V2}/guest-carts/${maskedId}`)).body;
    const sum = cart.items.reduce((t: number, i: { rowTotal: number }) => t + i.rowTotal, 0);
    expect(cart.prices.subtotal).toBeCloseTo(sum, 2);
    expect(cart.itemsCount).toBe(cart.items.length);
    expect(cart.itemsQty).toBe(cart.items.reduce((t: number, i: { qty: number }) => t + i.qty, 0));

    // place the order with street lines
    const placed = await s.json(`${V2}/guest-carts/${maskedId}/place-order`, {
      method: "POST",
      json: { email: "gail@example.com", paymentMethod: "checkmo", shippingAddress: address, billingAddress: address },
    });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ customerId: null, customerEmail: "gail@example.com", paymentMethod: "checkmo", status: "pending" });
    expect(placed.body.incrementId).toMatch(/^\d+$/);
    expect(placed.body.accessToken).toMatch(/^[0-9a-f]{64}$/);
    expect(placed.body.prices.grandTotal).toBeCloseTo(cart.prices.grandTotal, 2);
    expect(placed.body.shippingAddress.street).toEqual(["1 Main St", "Unit 4"]);

    // read back with the access token; a wrong or missing token is 404
    const back = await s.json(`${V2}/guest-orders/${placed.body.incrementId}`, { headers: { "x-order-token": placed.body.accessToken } });
    expect(back.status).toBe(200);
    expect(back.headers.get("cache-control")).toContain("no-store");
    expect(back.body).toMatchObject({ incrementId: placed.body.incrementId, accessToken: null, totalItemCount: cart.items.length });
    expect(back.body.shippingAddress.street).toEqual(["1 Main St", "Unit 4"]);
    expect(back.body.items.map((i: { productId: number }) => i.productId).sort()).toEqual(cart.items.map((i: { productId: number }) => i.productId).sort());
    const wrong = `${placed.body.accessToken.slice(0, -1)}${placed.body.accessToken.endsWith("0") ? "1" : "0"}`;
    expect((await s.json(`${V2}/guest-orders/${placed.body.incrementId}`, { headers: { "x-order-token": wrong } })).status).toBe(404);
    expect((await s.json(`${V2}/guest-orders/${placed.body.incrementId}`)).status).toBe(404);

    // the ordered cart is gone; ordering it again conflicts
    expect((await s.json(`${V2}/guest-carts/${maskedId}`)).status).toBe(404);
    const again = await s.json(`${V2}/guest-carts/${maskedId}/place-order`, { method: "POST", json: { email: "gail@example.com", paymentMethod: "checkmo" } });
    expect(again.status).toBe(409);
  });

  it("a grouped product's children are added all or none: one out of stock leaves the cart as it was", async () => {
    // superGroup's keys are ids, taken in ascending order: the later one (c2) is the one out of stock
    const [c1, c2] = (f.grouped.children.slice(0, 2) as [number, number]).sort((a, b) => a - b);
    const maskedId = await newCart();
    const before = await s.app.db.product.findUniqueOrThrow({ where: { id: c2 } });
    await s.app.db.product.update({ where: { id: c2 }, data: { stockQty: 0, inStock: false } });
    try {
      const r = await addTo(maskedId, { sku: f.grouped.sku, superGroup: { [c1]: 1, [c2]: 1 } });
      expect(r.status).toBe(422);
      expect(r.body.errors[0].code).toBe("insufficient_stock");
      expect((await s.json(`${V2}/guest-carts/${maskedId}`)).body.items).toEqual([]);
    } finally {
      await s.app.db.product.update({ where: { id: c2 }, data: { stockQty: before.stockQty, inStock: before.inStock } });
    }
    const ok = await addTo(maskedId, { sku: f.grouped.sku, superGroup: { [c1]: 1, [c2]: 1 } });
    expect(ok.status).toBe(200);
    expect(ok.body.items.map((i: { productId: number }) => i.productId).sort()).toEqual([c1, c2].sort());
  });

  it("refuses a payment method the store does not offer and a guest without an email", async () => {
    const maskedId = await newCart();
    expect((await addTo(maskedId, { sku: f.simple.sku })).status).toBe(200);
    const free = await s.json(`${V2}/guest-carts/${maskedId}/place-order`, { method: "POST", json: { email: "g@example.com", paymentMethod: "free" } });
    expect(free.status).toBe(422);
    expect(free.body.errors[0].field).toBe("paymentMethod");
    const noEmail = await s.json(`${V2}/guest-carts/${maskedId}/place-order`, { method: "POST", json: { paymentMethod: "checkmo" } });
    expect(noEmail.status).toBe(422);
    expect(noEmail.body.errors[0].field).toBe("email");
  });

  it("our own cart route takes Maho's names too (superGroup, flat custom options)", async () => {
    const [c1] = f.grouped.children;
    const r = await s.json(`${V2}/cart/items`, { method: "POST", json: { sku: f.grouped.sku, qty: 1, superGroup: { [c1!]: 2 } } });
    expect(r.status).toBe(200);
    expect(r.body.items).toMatchObject([{ productId: c1, qty: 2 }]);
    const cartId = r.headers.get("x-cart-id")!;
    const o = await s.json(`${V2}/cart/items`, {
      method: "POST",
      json: { sku: f.withOption.sku, qty: 1, options: { [f.withOption.optionId]: f.withOption.valueId } },
      headers: { "x-cart-id": cartId },
    });
    expect(o.status).toBe(200);
    expect(o.body.items.find((i: { productId: number }) => i.productId === f.withOption.id).options).toEqual({
      customOptions: { [f.withOption.optionId]: f.withOption.valueId },
    });
  });
});

describe("Maho guest journey: coupon, gift card, shipping and payment methods", () => {
  it("applies and removes a coupon, pays with a gift card bought in an earlier order, chooses shipping and payment, and the order records it all", async () => {
    // an earlier order buys a gift card; once paid, its code reaches the recipient by mail (read here from the database)
    const first = await newCart();
    expect((await addTo(first, { sku: f.giftcard.sku, qty: 1, giftcardAmount: 50, giftcardRecipientEmail: "gail@example.com" })).status).toBe(200);
    const bought = await s.json(`${V2}/guest-carts/${first}/place-order`, { method: "POST", json: { email: "gail@example.com", paymentMethod: "checkmo" } });
    expect(bought.status).toBe(201);
    // pending until the order is paid; the admin captures the payment, which activates it
    const card = await s.app.db.giftcardAccount.findFirstOrThrow({ where: { order: { incrementId: bought.body.incrementId } } });
    expect({ ...card, balance: card.balance.toNumber() }).toMatchObject({ balance: 50, state: "pending", recipientEmail: "gail@example.com" });
    const capture = await s.gql(
      `mutation($n: String!) { orderPaymentCapture(incrementId: $n) { __typename } }`,
      { n: bought.body.incrementId },
      { token: await s.adminToken() },
    );
    expect(capture.data.orderPaymentCapture.__typename).toBe("OrderPaymentCaptureSuccess");

    const maskedId = await newCart();
    const added = await addTo(maskedId, { sku: f.simple.sku, qty: 2 });
    expect(added.status).toBe(200);
    const subtotal: number = added.body.prices.subtotal;

    // coupon: applied in any case, shown in the cart and its totals, removed, refused when unknown
    const applied = await s.json(`${V2}/guest-carts/${maskedId}/coupon`, { method: "PUT", json: { couponCode: "welcome10" } });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ couponCode: "WELCOME10", appliedCoupon: { code: "WELCOME10" } });
    expect(applied.body.appliedCoupon.discountAmount).toBeCloseTo(subtotal * 0.1, 2);
    expect(applied.body.prices.discountAmount).toBeCloseTo(subtotal * 0.1, 2);
    const totals = await s.json(`${V2}/guest-carts/${maskedId}/totals`);
    expect(totals.status).toBe(200);
    expect(totals.body).toEqual(applied.body.prices);
    const removed = await s.json(`${V2}/guest-carts/${maskedId}/coupon`, { method: "DELETE" });
    expect(removed.body).toMatchObject({ couponCode: null, appliedCoupon: null, prices: { discountAmount: null } });
    const unknown = await s.json(`${V2}/guest-carts/${maskedId}/coupon`, { method: "PUT", json: { couponCode: "NO-SUCH-CODE" } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].field).toBe("couponCode");
    expect((await s.json(`${V2}/guest-carts/${maskedId}/coupon`, { method: "PUT", json: { code: "WELCOME10" } })).body.couponCode).toBe("WELCOME10");

    // the gift card: applied, removed, applied again (typed as the recipient might)
    const gc = await s.json(`${V2}/guest-carts/${maskedId}/giftcards`, { method: "POST", json: { giftcardCode: card.code } });
    expect(gc.status).toBe(200);
    expect(gc.body.appliedGiftcards).toEqual([{ code: card.code, balance: 50, appliedAmount: expect.any(Number) }]);
    const paid: number = gc.body.appliedGiftcards[0].appliedAmount;
    expect(paid).toBeGreaterThan(0);
    expect(gc.body.prices.giftcardAmount).toBe(paid);
    const off = await s.json(`${V2}/guest-carts/${maskedId}/giftcards/${encodeURIComponent(card.code)}`, { method: "DELETE" });
    expect(off.status).toBe(200);
    expect(off.body.appliedGiftcards).toEqual([]);
    const badCard = await s.json(`${V2}/guest-carts/${maskedId}/giftcards`, { method: "POST", json: { giftcardCode: "AAAA-BBBB-CCCC-DDDD" } });
    expect(badCard.status).toBe(422);
    expect(badCard.body.errors[0].field).toBe("giftcardCode");
    const again = await s.json(`${V2}/guest-carts/${maskedId}/giftcards`, {
      method: "POST",
      json: { giftcardCode: card.code.replaceAll("-", "").toLowerCase() },
    });
    expect(again.body.appliedGiftcards[0].code).toBe(card.code);

    // shipping methods: listed, and for an address (its country becomes the cart's destination)
    const listed = await s.json(`${V2}/guest-carts/${maskedId}/shipping-methods`);
    expect(listed.status).toBe(200);
    expect(listed.body.map((m: { code: string }) => m.code)).toContain("flatrate_flatrate");
    expect(listed.body[0]).toMatchObject({
      carrierCode: expect.any(String),
      methodCode: expect.any(String),
      title: expect.any(String),
      price: expect.any(Number),
    });
    const forAddress = await s.json(`${V2}/guest-carts/${maskedId}/shipping-methods`, { method: "POST", json: { address } });
    expect(forAddress.status).toBe(200);
    expect(forAddress.body).toEqual(listed.body);
    expect(
      (await s.json(`${V2}/guest-carts/${maskedId}/shipping-methods`, { method: "POST", json: { address: { ...address, countryId: "ZZ" } } })).status,
    ).toBe(422);

    // payment methods for a guest: no pay on account; free only when nothing is left to pay
    const pay = await s.json(`${V2}/guest-carts/${maskedId}/payment-methods`);
    expect(pay.status).toBe(200);
    const codes = pay.body.map((m: { code: string }) => m.code);
    // purchase order and pay on account are for the trade group only
    expect(codes).not.toContain("payonaccount");
    expect(codes).not.toContain("purchaseorder");
    const cart = (await s.json(`${V2}/guest-carts/${maskedId}`)).body;
    expect(codes).toEqual(cart.prices.grandTotal > 0 ? expect.arrayContaining(["checkmo"]) : ["free"]);

    // a method the cart does not offer is refused; the chosen one is ordered
    const made = await s.json(`${V2}/guest-carts/${maskedId}/place-order`, {
      method: "POST",
      json: { email: "gail@example.com", paymentMethod: codes[0], shippingMethod: "tablerate_bestway", shippingAddress: address },
    });
    expect(made.status).toBe(422);
    const placed = await s.json(`${V2}/guest-carts/${maskedId}/place-order`, {
      method: "POST",
      json: { email: "gail@example.com", paymentMethod: codes[0], shippingMethod: "flatrate_flatrate", shippingAddress: address },
    });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ couponCode: "WELCOME10", shippingMethod: "flatrate_flatrate", paymentMethod: codes[0] });
    const p = placed.body.prices;
    expect(p.discountAmount).toBeCloseTo(subtotal * 0.1, 2);
    expect(p.giftcardAmount).toBeGreaterThan(0);
    expect(p.grandTotal).toBeCloseTo(Math.max(0, p.subtotal - p.discountAmount + (p.shippingAmount ?? 0) - p.giftcardAmount), 2);
    const after = await s.app.db.giftcardAccount.findUniqueOrThrow({ where: { id: card.id } });
    expect(after.balance.toNumber()).toBeCloseTo(50 - p.giftcardAmount, 2);
  });
});

describe("masked ids name the holder's cart only", () => {
  const login = async (email: string, maskedId?: string) =>
    (await s.json(`${V2}/auth/token`, { method: "POST", json: { email, password: TEST_CUSTOMER_PASSWORD, maskedId } })).body;

  it("an add-to-cart naming a guest cart that is gone or ordered starts a new cart, as Maho does", async () => {
    const unknown = await addTo("no-such-cart", { sku: f.simple.sku, qty: 1 });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ cartRecreated: true, itemsQty: 1, customerId: null });
    expect(unknown.body.maskedId).not.toBe("no-such-cart");
    const ordered = unknown.body.maskedId;
    const placed = await s.json(`${V2}/guest-carts/${ordered}/place-order`, { method: "POST", json: { email: "g@example.com", paymentMethod: "checkmo" } });
    expect(placed.status).toBe(201);
    const again = await addTo(ordered, { sku: f.simple.sku, qty: 1 });
    expect(again.body).toMatchObject({ cartRecreated: true, itemsQty: 1 });
    expect(again.body.maskedId).not.toBe(ordered);
    const kept = await addTo(again.body.maskedId, { sku: f.simple.sku, qty: 1 });
    expect(kept.body).toMatchObject({ cartRecreated: false, maskedId: again.body.maskedId, itemsQty: 2 });
    // another store's cart is not replaced behind its holder's back: 404
    const au = await s.json(`${V2}/guest-carts/${kept.body.maskedId}/items`, {
      method: "POST",
      json: { sku: f.simple.sku },
      headers: { "x-store-code": "au" },
    });
    expect(au.status).toBe(404);
  });

  it("an unknown masked id is 404 for every other route; another store's cart is 404", async () => {
    for (const [method, path, json] of [
      ["GET", "/guest-carts/no-such-cart", undefined],
      ["PUT", "/guest-carts/no-such-cart/items/1", { qty: 1 }],
      ["DELETE", "/guest-carts/no-such-cart/items/1", undefined],
      ["POST", "/guest-carts/no-such-cart/place-order", { email: "g@example.com", paymentMethod: "checkmo" }],
    ] as const) {
      const r = await s.json(`${V2}${path}`, { method, json });
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.body.code).toBe("cart_not_found");
    }
    const maskedId = await newCart();
    expect((await s.json(`${V2}/guest-carts/${maskedId}`, { headers: { "x-store-code": "au" } })).status).toBe(404);
    expect((await s.json(`${V2}/guest-carts/${maskedId}`)).status).toBe(200);
  });

  it("a customer's cart is reachable by its masked id with its owner's token only", async () => {
    const jane = await login("jane@example.com");
    const seeded = await s.json(`${V2}/cart/items`, { method: "POST", json: { sku: f.simple.sku, qty: 1 }, token: jane.token });
    expect(seeded.status).toBe(200);
    const janeCart: string = seeded.body.maskedId;
    expect((await login("jane@example.com")).cartMaskedId).toBe(janeCart);

    // nobody else: not a guest, not another customer, for reads, writes and orders
    const tom = (await login("trade@example.com")).token;
    for (const token of [undefined, tom]) {
      expect((await s.json(`${V2}/guest-carts/${janeCart}`, { token })).status).toBe(404);
      expect((await addTo(janeCart, { sku: f.simple.sku, qty: 1 }, token)).status).toBe(404);
      expect((await s.json(`${V2}/guest-carts/${janeCart}/items/${seeded.body.items[0].id}`, { method: "DELETE", token })).status).toBe(404);
      const order = await s.json(`${V2}/guest-carts/${janeCart}/place-order`, {
        method: "POST",
        json: { email: "x@example.com", paymentMethod: "checkmo" },
        token,
      });
      expect(order.status).toBe(404);
    }
    expect((await s.json(`${V2}/cart`, { token: jane.token })).body.itemsQty).toBe(1);

    // its owner, by masked id
    const mine = await s.json(`${V2}/guest-carts/${janeCart}`, { token: jane.token });
    expect(mine.status).toBe(200);
    expect(mine.body.customerId).toBe(jane.customer.id);
    const added = await addTo(janeCart, { sku: f.simple.sku, qty: 1 }, jane.token);
    expect(added.status).toBe(200);
    expect(lineOf(added.body, f.simple.id).qty).toBe(2);
    const placed = await s.json(`${V2}/guest-carts/${janeCart}/place-order`, {
      method: "POST",
      json: { paymentMethod: "checkmo", shippingAddress: { ...address, firstName: "Jane", lastName: "Buyer" } },
      token: jane.token,
    });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ customerId: jane.customer.id, customerEmail: "jane@example.com" });
  });

  it("a guest cart created by masked id is merged at login like any guest cart", async () => {
    const maskedId = await newCart();
    expect((await addTo(maskedId, { sku: f.simple.sku, qty: 3 })).status).toBe(200);
    const retail = await login("retail@example.com", maskedId);
    const cart = await s.json(`${V2}/guest-carts/${retail.cartMaskedId}`, { token: retail.token });
    expect(cart.status).toBe(200);
    expect(lineOf(cart.body, f.simple.id).qty).toBeGreaterThanOrEqual(3);
  });
});

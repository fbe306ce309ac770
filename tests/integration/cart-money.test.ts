/**
 * The cart's money over HTTP: coupons (cart price rules), gift cards bought and spent, shipping methods with the
 * free shipping threshold, payment methods per caller, and orders that nothing is left to pay for.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";

let s: TestServer;
/** a simple product at 40 for every group, no options, plenty of stock */
let simple: { sku: string };
/** a gift card product and an amount it sells */
let giftcard: { sku: string; amount: number };
let admin: string;

beforeAll(async () => {
  s = await startTestServer();
  const db = s.app.db;
  const p = await db.product.findFirstOrThrow({
    where: {
      type: "simple",
      status: 1,
      specialPrice: null,
      tierPrices: { none: {} },
      customOptions: { none: {} },
      NOT: { sku: { contains: "WH-" } },
      categories: { none: { categoryId: 11 } },
    },
  });
  await db.product.update({ where: { id: p.id }, data: { price: 40, stockQty: 10_000, inStock: true } });
  simple = { sku: p.sku };
  const g = await db.product.findFirstOrThrow({ where: { type: "giftcard", status: 1, customOptions: { none: {} }, NOT: { sku: { contains: "WH-" } } } });
  await db.product.update({ where: { id: g.id }, data: { stockQty: 10_000, inStock: true } });
  giftcard = { sku: g.sku, amount: (JSON.parse(g.giftcardAmounts) as number[])[1]! };
  admin = await s.adminToken();
});
afterAll(async () => s?.close());

const at = (maskedId: string) => ({ "X-Cart-Id": maskedId });
/** a new guest cart holding `qty` of the simple product; returns its masked id */
async function guestCart(qty = 1): Promise<string> {
  const r = await s.json("/api/rest/v2/cart/items", { method: "POST", json: { sku: simple.sku, qty } });
  expect(r.status).toBe(200);
  return r.body.maskedId as string;
}
const coupon = (maskedId: string, code: string) => s.json("/api/rest/v2/cart/coupon", { method: "PUT", json: { code }, headers: at(maskedId) });
const applyCard = (maskedId: string, code: string, token?: string) =>
  s.json("/api/rest/v2/cart/giftcards", { method: "POST", json: { code }, headers: token ? {} : at(maskedId), token });
const placeGuest = (maskedId: string, extra: Record<string, unknown> = {}) =>
  s.json("/api/rest/v2/checkout/place-order", {
    method: "POST",
    json: { paymentMethod: "checkmo", email: "guest@example.com", ...extra },
    headers: at(maskedId),
  });
async function createRule(input: Record<string, unknown>) {
  const r = await s.gql(
    `mutation($input: SalesRuleCreateInput!) { salesRuleCreate(input: $input) { __typename ... on SalesRuleCreateSuccess { data { id code } } ... on Problem { code errors { field code } } } }`,
    { input },
    { token: admin },
  );
  expect(r.data?.salesRuleCreate.__typename).toBe("SalesRuleCreateSuccess");
  return r.data.salesRuleCreate.data as { id: number; code: string };
}

describe("coupons", () => {
  it("applies a code in any case, shows its discount in the totals, and removes it", async () => {
    const id = await guestCart(2);
    const r = await coupon(id, " welcome10 ");
    expect(r.status).toBe(200);
    expect(r.body.couponCode).toBe("WELCOME10");
    expect(r.body.prices).toEqual({ subtotal: 80, discount: 8, shipping: 5, giftcard: 0, tax: 0, grandTotal: 77 });
    const off = await s.json("/api/rest/v2/cart/coupon", { method: "DELETE", headers: at(id) });
    expect(off.status).toBe(200);
    expect(off.body.couponCode).toBeNull();
    expect(off.body.prices).toMatchObject({ discount: 0, grandTotal: 85 });
  });

  it("refuses unknown, expired, other-group and used-up codes with 422 field errors", async () => {
    const id = await guestCart();
    const expectRefused = async (code: string, reason: string) => {
      const r = await coupon(id, code);
      expect(r.status).toBe(422);
      expect(r.headers.get("content-type")).toContain("application/problem+json");
      expect(r.body).toMatchObject({ code: "invalid", errors: [{ field: "code", code: reason }] });
    };
    await expectRefused("NO-SUCH-CODE", "not_found");
    await createRule({ name: "Last year", code: "OLD5", discountType: "fixed", discountAmount: 5, toDate: "2020-01-01T00:00:00Z" });
    await expectRefused("old5", "expired");
    await createRule({ name: "Not yet", code: "SOON5", discountType: "fixed", discountAmount: 5, fromDate: "2999-01-01T00:00:00Z" });
    await expectRefused("SOON5", "expired");
    // TRADE50 is for Wholesale accounts only: a guest is answered exactly as for a made-up code
    await expectRefused("TRADE50", "not_found");
    const used = await createRule({ name: "Spent", code: "SPENT1", discountType: "percent", discountAmount: 5, usesPerCoupon: 1 });
    await s.app.db.salesRule.update({ where: { id: used.id }, data: { timesUsed: 1 } });
    await expectRefused("SPENT1", "used_up");
    // nothing was applied
    expect((await s.json("/api/rest/v2/cart", { headers: at(id) })).body.couponCode).toBeNull();
  });

  it("a fixed discount for the customer's group is capped at the subtotal, and the order records it", async () => {
    const token = await s.customerToken("trade@example.com", TEST_CUSTOMER_PASSWORD);
    await s.json("/api/rest/v2/cart/items", { method: "POST", json: { sku: simple.sku, qty: 1 }, token });
    const r = await s.json("/api/rest/v2/cart/coupon", { method: "PUT", json: { code: "trade50" }, token });
    expect(r.status).toBe(200);
    // 50 off a subtotal of 40: the goods are free, shipping is not
    expect(r.body.prices).toMatchObject({ subtotal: 40, discount: 40, shipping: 5, grandTotal: 5 });
    const before = await s.app.db.salesRule.findUniqueOrThrow({ where: { code: "TRADE50" } });
    const o = await s.json("/api/rest/v2/checkout/place-order", { method: "POST", json: { paymentMethod: "payonaccount" }, token });
    expect(o.status).toBe(201);
    expect(o.body).toMatchObject({ couponCode: "TRADE50", discountAmount: 40, prices: { subtotal: 40, discount: 40, shipping: 5, grandTotal: 5 } });
    expect((await s.app.db.salesRule.findUniqueOrThrow({ where: { code: "TRADE50" } })).timesUsed).toBe(before.timesUsed + 1);
  });

  it("a guest's coupon and gift card come along when the guest logs in and the carts merge; a replayed order spends nothing again", async () => {
    const token = await s.customerToken("jane@example.com", TEST_CUSTOMER_PASSWORD);
    // jane already has a cart
    await s.json("/api/rest/v2/cart/items", { method: "POST", json: { sku: simple.sku, qty: 1 }, token });
    const made = await s.gql(
      `mutation { giftcardAccountCreate(input: {amount: 20}) { ... on GiftcardAccountCreateSuccess { data { code } } } }`,
      {},
      { token: admin },
    );
    const code = made.data.giftcardAccountCreate.data.code as string;
    const guest = await guestCart(1);
    expect((await coupon(guest, "WELCOME10")).status).toBe(200);
    expect((await applyCard(guest, code)).status).toBe(200);
    const login = await s.json("/api/rest/v2/auth/token", {
      method: "POST",
      json: { email: "jane@example.com", password: TEST_CUSTOMER_PASSWORD, maskedId: guest },
    });
    expect(login.status).toBe(200);
    const cart = (await s.json("/api/rest/v2/cart", { token: login.body.token })).body;
    // 2 x 40, 10 % off, 5 shipping, the card pays 20
    expect(cart).toMatchObject({ couponCode: "WELCOME10", prices: { subtotal: 80, discount: 8, shipping: 5, giftcard: 20, grandTotal: 57 } });
    const rule = await s.app.db.salesRule.findUniqueOrThrow({ where: { code: "WELCOME10" } });
    const place = () =>
      s.json("/api/rest/v2/checkout/place-order", {
        method: "POST",
        json: { paymentMethod: "checkmo" },
        token,
        headers: { "Idempotency-Key": "money-replay-1" },
      });
    const first = await place();
    expect(first.status).toBe(201);
    const again = await place();
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await s.app.db.salesRule.findUniqueOrThrow({ where: { code: "WELCOME10" } })).timesUsed).toBe(rule.timesUsed + 1);
    expect((await s.app.db.giftcardAccount.findUniqueOrThrow({ where: { code } })).balance.toNumber()).toBe(0);
  });

  it("two concurrent orders cannot both use a one-use coupon", async () => {
    await createRule({ name: "Once", code: "ONCE20", discountType: "percent", discountAmount: 20, usesPerCoupon: 1 });
    const a = await guestCart();
    const b = await guestCart();
    expect((await coupon(a, "ONCE20")).status).toBe(200);
    expect((await coupon(b, "ONCE20")).status).toBe(200);
    const results = await Promise.all([placeGuest(a), placeGuest(b)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    const refused = results.find((r) => r.status === 422)!;
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: "couponCode", code: "used_up" })]);
    expect(results.find((r) => r.status === 201)!.body.prices.discount).toBe(8);
    expect((await s.app.db.salesRule.findUniqueOrThrow({ where: { code: "ONCE20" } })).timesUsed).toBe(1);
  });

  it("wrong codes are rate limited per cart (429 with Retry-After)", async () => {
    const id = await guestCart();
    for (let i = 0; i < 10; i++) expect((await coupon(id, `GUESS${i}`)).status).toBe(422);
    const r = await coupon(id, "GUESS-MORE");
    expect(r.status).toBe(429);
    expect(r.body.code).toBe("rate_limited");
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    // the budget is the cart's: another cart still tries
    expect((await coupon(await guestCart(), "WELCOME10")).status).toBe(200);
  });

  it("wrong codes are rate limited per client address", async () => {
    const ip = { "X-Forwarded-For": "10.99.0.1" };
    for (let i = 0; i < 30; i++) {
      const id = await guestCart();
      expect((await s.json("/api/rest/v2/cart/coupon", { method: "PUT", json: { code: `IP${i}` }, headers: { ...at(id), ...ip } })).status).toBe(422);
    }
    const r = await s.json("/api/rest/v2/cart/coupon", { method: "PUT", json: { code: "WELCOME10" }, headers: { ...at(await guestCart()), ...ip } });
    expect(r.status).toBe(429);
  });
});

describe("gift cards", () => {
  let codes: string[];

  it("buying gift cards issues one pending card per unit, its code in no order answer; paying the order activates them", async () => {
    const add = await s.json("/api/rest/v2/cart/items", { method: "POST", json: { sku: giftcard.sku, qty: 2, options: { giftcardAmount: giftcard.amount } } });
    expect(add.status).toBe(200);
    const o = await placeGuest(add.body.maskedId);
    expect(o.status).toBe(201);
    expect(o.body.giftcards).toHaveLength(2);
    for (const g of o.body.giftcards) {
      expect(g).toMatchObject({ initialAmount: giftcard.amount, balance: giftcard.amount, currency: "USD", state: "pending" });
      expect(g.code).toBeUndefined();
    }
    const order = await s.app.db.order.findUniqueOrThrow({ where: { incrementId: o.body.incrementId } });
    const listed = async () =>
      (await s.gql(`query($o: Int) { giftcardAccounts(orderId: $o) { code balance orderId state } }`, { o: order.id }, { token: admin })).data
        .giftcardAccounts as { code: string; state: string }[];
    // the admin sees them by order
    codes = (await listed()).map((g) => g.code);
    expect(codes).toHaveLength(2);
    expect(new Set(codes).size).toBe(2);
    for (const c of codes) expect(c).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    // and nobody else
    const anon = await s.gql(`query($o: Int) { giftcardAccounts(orderId: $o) { code } }`, { o: order.id });
    expect(anon.data?.giftcardAccounts).toBeUndefined();
    // unpaid, they pay nothing
    expect((await applyCard(await guestCart(), codes[0]!)).status).toBe(422);
    const paid = await s.gql(
      `mutation($n: String!) { orderPaymentCapture(incrementId: $n) { __typename ... on OrderPaymentCaptureSuccess { data { status giftcards { state } } } } }`,
      { n: o.body.incrementId },
      { token: admin },
    );
    // gift card lines ship nothing: invoiced in full, the order is complete (docs/orders.md#states)
    expect(paid.data.orderPaymentCapture.data).toEqual({ status: "complete", giftcards: [{ state: "active" }, { state: "active" }] });
    expect((await listed()).map((g) => g.state)).toEqual(["active", "active"]);
  });

  it("a code pays part of the next order (typed in any case, without dashes); its balance drops", async () => {
    const token = await s.customerToken("jane@example.com", TEST_CUSTOMER_PASSWORD);
    await s.json("/api/rest/v2/cart/items", { method: "POST", json: { sku: simple.sku, qty: 3 }, token });
    const typed = codes[0]!.replace(/-/g, "").toLowerCase();
    const r = await applyCard("", typed, token);
    expect(r.status).toBe(200);
    // 120 + 5 shipping, the card pays what its balance covers
    const pays = Math.min(giftcard.amount, 125);
    expect(r.body.appliedGiftcards).toEqual([{ code: codes[0], amount: pays, balance: giftcard.amount }]);
    expect(r.body.prices).toMatchObject({ subtotal: 120, shipping: 5, giftcard: pays, grandTotal: 125 - pays });
    const o = await s.json("/api/rest/v2/checkout/place-order", { method: "POST", json: { paymentMethod: "checkmo" }, token });
    expect(o.status).toBe(201);
    expect(o.body).toMatchObject({ giftcardAmount: pays, appliedGiftcards: [{ code: codes[0], amount: pays }], paymentMethod: "checkmo" });
    const card = await s.app.db.giftcardAccount.findUniqueOrThrow({ where: { code: codes[0] } });
    expect(card.balance.toNumber()).toBe(giftcard.amount - pays);
    expect(card.state).toBe(giftcard.amount - pays > 0 ? "active" : "used");
  });

  it("two orders cannot spend the same balance twice", async () => {
    const a = await guestCart(2);
    const b = await guestCart(2);
    expect((await applyCard(a, codes[1]!)).status).toBe(200);
    expect((await applyCard(b, codes[1]!)).status).toBe(200);
    const results = await Promise.all([placeGuest(a), placeGuest(b)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.code).toBe("giftcard_balance_changed");
    const card = await s.app.db.giftcardAccount.findUniqueOrThrow({ where: { code: codes[1] } });
    expect(card.balance.toNumber()).toBe(Math.max(0, giftcard.amount - 85));
    expect(card.balance.toNumber()).toBeGreaterThanOrEqual(0);
  });

  it("an invalid code gets one answer whatever the reason; a code is applied once and can be removed", async () => {
    const id = await guestCart();
    const disabled = await s.gql(
      `mutation { giftcardAccountCreate(input: {amount: 10}) { __typename ... on GiftcardAccountCreateSuccess { data { code state } } } }`,
      {},
      { token: admin },
    );
    const disabledCode = disabled.data.giftcardAccountCreate.data.code as string;
    await s.app.db.giftcardAccount.update({ where: { code: disabledCode }, data: { state: "disabled" } });
    const answers = [];
    for (const code of ["AAAA-BBBB-CCCC-DDDD", disabledCode, "short"]) answers.push(await applyCard(id, code));
    for (const r of answers) {
      expect(r.status).toBe(422);
      expect(r.body).toMatchObject({ detail: "This gift card code is not valid", errors: [{ field: "code", code: "invalid" }] });
    }
    const made = await s.gql(
      `mutation { giftcardAccountCreate(input: {amount: 15}) { ... on GiftcardAccountCreateSuccess { data { code } } } }`,
      {},
      { token: admin },
    );
    const code = made.data.giftcardAccountCreate.data.code as string;
    expect((await applyCard(id, code)).body.prices).toMatchObject({ giftcard: 15, grandTotal: 30 });
    const again = await applyCard(id, code);
    expect(again.status).toBe(422);
    expect(again.body.errors[0].code).toBe("already_applied");
    const removed = await s.json(`/api/rest/v2/cart/giftcards/${encodeURIComponent(code)}`, { method: "DELETE", headers: at(id) });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ appliedGiftcards: [], prices: { giftcard: 0, grandTotal: 45 } });
    expect((await s.json(`/api/rest/v2/cart/giftcards/${code}`, { method: "DELETE", headers: at(id) })).status).toBe(404);
  });

  it("an order the gift cards pay in full takes the free payment method", async () => {
    const made = await s.gql(
      `mutation { giftcardAccountCreate(input: {amount: 100}) { ... on GiftcardAccountCreateSuccess { data { code } } } }`,
      {},
      { token: admin },
    );
    const code = made.data.giftcardAccountCreate.data.code as string;
    const id = await guestCart();
    const applied = await applyCard(id, code);
    expect(applied.body.prices).toMatchObject({ subtotal: 40, shipping: 5, giftcard: 45, grandTotal: 0 });
    const methods = await s.json("/api/rest/v2/cart/payment-methods", { headers: at(id) });
    expect(methods.body).toEqual({ member: [{ code: "free", title: "No Payment Information Required" }], totalItems: 1 });
    const o = await placeGuest(id);
    expect(o.status).toBe(201);
    expect(o.body).toMatchObject({ paymentMethod: "free", giftcardAmount: 45, prices: { grandTotal: 0, giftcard: 45 } });
    expect((await s.app.db.giftcardAccount.findUniqueOrThrow({ where: { code } })).balance.toNumber()).toBe(55);
    // free is not a way to skip paying
    const paying = await guestCart();
    const refused = await placeGuest(paying, { paymentMethod: "free" });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ field: "paymentMethod", code: "unavailable" });
  });
});

describe("shipping and payment methods", () => {
  it("lists flat rate below the free shipping threshold and refuses a method that is not available", async () => {
    const id = await guestCart(1);
    const r = await s.json("/api/rest/v2/cart/shipping-methods", { headers: at(id) });
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toContain("no-store");
    expect(r.body).toEqual({
      member: [
        {
          code: "flatrate_flatrate",
          title: "Flat Rate - Fixed",
          carrierCode: "flatrate",
          methodCode: "flatrate",
          carrierTitle: "Flat Rate",
          methodTitle: "Fixed",
          price: 5,
        },
      ],
      totalItems: 1,
    });
    const refused = await s.json("/api/rest/v2/cart/shipping-method", { method: "PUT", json: { method: "freeshipping_freeshipping" }, headers: at(id) });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: "method", code: "unavailable" })]);
    const bogus = await s.json("/api/rest/v2/cart/shipping-method", { method: "PUT", json: { method: "ups_ground" }, headers: at(id) });
    expect(bogus.status).toBe(422);
  });

  it("over 150 free shipping is offered and chosen by default; a chosen method is kept and ordered", async () => {
    const id = await guestCart(4);
    const cart = (await s.json("/api/rest/v2/cart", { headers: at(id) })).body;
    expect(cart).toMatchObject({ shippingMethod: "freeshipping_freeshipping", prices: { subtotal: 160, shipping: 0, grandTotal: 160 } });
    const methods = (await s.json("/api/rest/v2/cart/shipping-methods", { headers: at(id) })).body.member;
    expect(methods.map((m: { code: string }) => m.code)).toEqual(["freeshipping_freeshipping", "flatrate_flatrate"]);
    // a discount that takes the goods below the threshold takes free shipping away
    expect((await coupon(id, "WELCOME10")).body).toMatchObject({ shippingMethod: "flatrate_flatrate", prices: { discount: 16, shipping: 5, grandTotal: 149 } });
    await s.json("/api/rest/v2/cart/coupon", { method: "DELETE", headers: at(id) });
    const set = await s.json("/api/rest/v2/cart/shipping-method", {
      method: "PUT",
      json: { carrierCode: "flatrate", methodCode: "flatrate" },
      headers: at(id),
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ shippingMethod: "flatrate_flatrate", prices: { shipping: 5, grandTotal: 165 } });
    const o = await placeGuest(id);
    expect(o.status).toBe(201);
    expect(o.body).toMatchObject({ shippingMethod: "flatrate_flatrate", prices: { shipping: 5, grandTotal: 165 } });
  });

  it("a per-item flat rate and a coupon with free shipping", async () => {
    await s.app.config.set("carriers/flatrate/type", "per_item", "store", 1);
    try {
      const id = await guestCart(3);
      expect((await s.json("/api/rest/v2/cart", { headers: at(id) })).body.prices).toMatchObject({ shipping: 15, grandTotal: 135 });
      await createRule({ name: "Ship free", code: "SHIPFREE", discountType: "fixed", discountAmount: 1, freeShipping: true });
      expect((await coupon(id, "SHIPFREE")).body.prices).toMatchObject({ discount: 1, shipping: 0, grandTotal: 119 });
    } finally {
      await s.app.config.unset("carriers/flatrate/type", "store", 1);
    }
  });

  it("payment methods depend on the caller: purchase order and pay on account are for the trade group", async () => {
    const guest = await s.json("/api/rest/v2/cart/payment-methods", { headers: at(await guestCart()) });
    expect(guest.body.member.map((m: { code: string }) => m.code)).toEqual(["checkmo"]);
    const retail = await s.customerToken("retail@example.com", TEST_CUSTOMER_PASSWORD);
    await s.json("/api/rest/v2/cart/items", { method: "POST", json: { sku: simple.sku, qty: 1 }, token: retail });
    expect((await s.json("/api/rest/v2/cart/payment-methods", { token: retail })).body.member.map((m: { code: string }) => m.code)).toEqual(["checkmo"]);
    const token = await s.customerToken("trade@example.com", TEST_CUSTOMER_PASSWORD);
    await s.json("/api/rest/v2/cart/items", { method: "POST", json: { sku: simple.sku, qty: 1 }, token });
    const customer = await s.json("/api/rest/v2/cart/payment-methods", { token });
    expect(customer.body.member).toEqual([
      { code: "checkmo", title: "Check / Money order" },
      { code: "purchaseorder", title: "Purchase Order" },
      { code: "payonaccount", title: "Pay on Account" },
    ]);
    // a method switched off in config is neither listed nor accepted
    await s.app.config.set("payment/checkmo/active", "0");
    try {
      expect((await s.json("/api/rest/v2/cart/payment-methods", { token })).body.member.map((m: { code: string }) => m.code)).toEqual([
        "purchaseorder",
        "payonaccount",
      ]);
      const o = await s.json("/api/rest/v2/checkout/place-order", { method: "POST", json: { paymentMethod: "checkmo" }, token });
      expect(o.status).toBe(422);
    } finally {
      await s.app.config.unset("payment/checkmo/active");
    }
  });

  it("another caller's cart is not reachable through these routes", async () => {
    expect((await s.json("/api/rest/v2/cart/shipping-methods", { headers: at("not-a-cart") })).status).toBe(404);
    expect((await coupon("not-a-cart", "WELCOME10")).status).toBe(404);
    // a customer's cart by its masked id alone (no token) is not found
    const token = await s.customerToken("jane@example.com", TEST_CUSTOMER_PASSWORD);
    const mine = await s.json("/api/rest/v2/cart/items", { method: "POST", json: { sku: simple.sku, qty: 1 }, token });
    expect((await s.json("/api/rest/v2/cart/payment-methods", { headers: at(mine.body.maskedId) })).status).toBe(404);
  });
});

describe("GraphQL", () => {
  it("the cart carries Maho's names beside ours; the mutations answer typed problems", async () => {
    const id = await guestCart(2);
    const applied = await s.gql(
      `mutation($m: String, $c: String!) { cartCouponApply(maskedId: $m, code: $c) { __typename ... on Problem { code errors { field code } } } }`,
      { m: id, c: "nope" },
    );
    expect(applied.data.cartCouponApply).toEqual({ __typename: "Problem", code: "invalid", errors: [{ field: "code", code: "not_found" }] });
    await s.gql(`mutation($m: String) { cartCouponApply(maskedId: $m, code: "WELCOME10") { __typename } }`, { m: id });
    const r = await s.gql(
      `query($m: String) { cart(maskedId: $m) {
        prices { subtotal subtotalWithDiscount discountAmount shippingAmount taxAmount giftcardAmount grandTotal }
        appliedCoupon { code discountAmount }
        selectedShippingMethod { code title price }
        availableShippingMethods { carrierCode methodCode }
        availablePaymentMethods { code title }
      } }`,
      { m: id },
    );
    expect(r.data.cart).toEqual({
      prices: { subtotal: 80, subtotalWithDiscount: 72, discountAmount: 8, shippingAmount: 5, taxAmount: 0, giftcardAmount: null, grandTotal: 77 },
      appliedCoupon: { code: "WELCOME10", discountAmount: 8 },
      selectedShippingMethod: { code: "flatrate_flatrate", title: "Flat Rate - Fixed", price: 5 },
      availableShippingMethods: [{ carrierCode: "flatrate", methodCode: "flatrate" }],
      availablePaymentMethods: [{ code: "checkmo", title: "Check / Money order" }],
    });
  });
});

describe("admin", () => {
  it("sales rules are admin-only; codes are unique in any case; a percent is at most 100", async () => {
    const anon = await s.gql(`{ salesRules { code } }`);
    expect(anon.errors?.[0]?.extensions?.code).toBe("login_required");
    const list = await s.gql(`{ salesRules { code discountType discountAmount customerGroupIds usesPerCoupon } }`, {}, { token: admin });
    expect(list.data.salesRules).toEqual(
      expect.arrayContaining([
        { code: "WELCOME10", discountType: "percent", discountAmount: 10, customerGroupIds: [], usesPerCoupon: null },
        { code: "TRADE50", discountType: "fixed", discountAmount: 50, customerGroupIds: [2], usesPerCoupon: 100 },
      ]),
    );
    const dup = await s.gql(
      `mutation { salesRuleCreate(input: {name: "x", code: "welcome10", discountType: "fixed", discountAmount: 1}) { __typename ... on Problem { code } } }`,
      {},
      { token: admin },
    );
    expect(dup.data.salesRuleCreate).toEqual({ __typename: "Problem", code: "conflict" });
    const big = await s.gql(
      `mutation { salesRuleCreate(input: {name: "x", code: "BIG", discountType: "percent", discountAmount: 150}) { __typename ... on Problem { code errors { field } } } }`,
      {},
      { token: admin },
    );
    expect(big.data.salesRuleCreate).toMatchObject({ code: "invalid", errors: [{ field: "discountAmount" }] });
    const id = (await createRule({ name: "Tweak", code: "TWEAK", discountType: "fixed", discountAmount: 3 })).id;
    const upd = await s.gql(
      `mutation($id: Int!) { salesRuleUpdate(id: $id, input: {isActive: false}) { ... on SalesRuleUpdateSuccess { data { isActive } } } }`,
      { id },
      { token: admin },
    );
    expect(upd.data.salesRuleUpdate.data.isActive).toBe(false);
    expect((await coupon(await guestCart(), "TWEAK")).body.errors[0].code).toBe("expired");
  });
});

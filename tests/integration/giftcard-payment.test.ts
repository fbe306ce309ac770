/**
 * Gift cards and the money around them over HTTP, with Maho's paths: a card bought is pending (it pays nothing)
 * until an admin marks its order paid, which activates it and mails its code through the outbox to a real SMTP
 * peer; no order answer carries a code. Coupons do not discount gift card lines and gift cards cannot pay for
 * them (the loop that grew a balance is closed). A virtual cart ships nothing. Place-order's shippingMethod and
 * orderNote go with the order.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { startSmtpPeer, type SmtpPeer } from "../modules/approval/smtp-peer.ts";

const V2 = "/api/rest/v2";
const FAST_OUTBOX = { pollMs: 100, backoffMs: 50, leaseMs: 30_000 };
let s: TestServer;
let smtp: SmtpPeer;
let admin: string;
/** a simple product at 40 */
let simple: { sku: string };
/** a gift card product and the largest preset amount it sells */
let giftcard: { sku: string; amount: number };

beforeAll(async () => {
  smtp = await startSmtpPeer();
  s = await startTestServer({ settings: { smtpUrl: smtp.url, mailOutbox: FAST_OUTBOX } });
  const db = s.app.db;
  const p = await db.product.findFirstOrThrow({
    where: { type: "simple", status: 1, specialPrice: null, tierPrices: { none: {} }, customOptions: { none: {} }, NOT: { sku: { contains: "WH-" } } },
  });
  await db.product.update({ where: { id: p.id }, data: { price: 40, stockQty: 10_000, inStock: true } });
  simple = { sku: p.sku };
  const g = await db.product.findFirstOrThrow({
    where: { type: "giftcard", status: 1, giftcardType: "fixed", customOptions: { none: {} }, NOT: { sku: { contains: "WH-" } } },
  });
  await db.product.update({ where: { id: g.id }, data: { stockQty: 10_000, inStock: true, giftcardAllowMessage: true } });
  giftcard = { sku: g.sku, amount: Math.max(...(JSON.parse(g.giftcardAmounts) as number[])) };
  admin = await s.adminToken();
});
afterAll(async () => {
  await s?.close();
  await smtp?.close();
});

async function newCart(): Promise<string> {
  const r = await s.json(`${V2}/guest-carts`, { method: "POST" });
  expect(r.status).toBe(201);
  return r.body.maskedId as string;
}
async function add(maskedId: string, body: Record<string, unknown>) {
  const r = await s.json(`${V2}/guest-carts/${maskedId}/items`, { method: "POST", json: body });
  expect(r.status).toBe(200);
  return r.body;
}
const applyCard = (maskedId: string, code: string) => s.json(`${V2}/guest-carts/${maskedId}/giftcards`, { method: "POST", json: { giftcardCode: code } });
const address = {
  firstName: "Gail",
  lastName: "Buyer",
  street: ["1 Main St", "Flat 2"],
  city: "Springfield",
  postcode: "12345",
  countryId: "US",
  telephone: "555",
};
const placeOrder = (maskedId: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  s.json(`${V2}/guest-carts/${maskedId}/place-order`, {
    method: "POST",
    json: { email: "gail@example.com", paymentMethod: "checkmo", shippingAddress: address, ...body },
    headers,
  });
const capture = (incrementId: string, token?: string) =>
  s.gql(
    `mutation($n: String!) { orderPaymentCapture(incrementId: $n) { __typename ... on OrderPaymentCaptureSuccess { data { status giftcards { state initialAmount } } } ... on Problem { code } } }`,
    { n: incrementId },
    token ? { token } : {},
  );
const cardsOf = (incrementId: string) => s.app.db.giftcardAccount.findMany({ where: { order: { incrementId } }, orderBy: { id: "asc" } });

describe("gift cards bought wait for payment", () => {
  it("are pending and secret until an admin marks the order paid; then each code is mailed and pays", async () => {
    const cart = await newCart();
    await add(cart, {
      sku: giftcard.sku,
      qty: 1,
      giftcardAmount: giftcard.amount,
      giftcardRecipientName: "Rita",
      giftcardRecipientEmail: "rita@example.com",
      giftcardSenderName: "Gail",
      giftcardMessage: "Happy birthday",
    });
    const body = await add(cart, { sku: giftcard.sku, qty: 1, giftcardAmount: giftcard.amount });
    // only gift cards: nothing ships
    expect(body.availableShippingMethods).toEqual([]);
    expect((await s.json(`${V2}/guest-carts/${cart}/shipping-methods`)).body).toEqual([]);
    expect(body.prices).toMatchObject({ grandTotal: giftcard.amount * 2 });
    expect(body.prices.shippingAmount ?? 0).toBe(0);

    const o = await placeOrder(cart);
    expect(o.status).toBe(201);
    expect(o.body.status).toBe("pending");
    const stored = await s.app.db.order.findUniqueOrThrow({ where: { incrementId: o.body.incrementId } });
    expect({ ...stored, shippingAmount: stored.shippingAmount.toNumber() }).toMatchObject({ shippingAmount: 0, shippingMethod: "" });
    expect(o.body).toMatchObject({ shippingMethod: null, shippingDescription: null });
    const cards = await cardsOf(o.body.incrementId);
    expect(cards.map((c) => [c.state, c.recipientEmail])).toEqual([
      ["pending", "rita@example.com"],
      ["pending", null],
    ]);
    // no answer carries a code: the placing, the read back with the access token
    const readBack = await s.json(`${V2}/guest-orders/${o.body.incrementId}`, { headers: { "X-Order-Token": o.body.accessToken } });
    expect(readBack.status).toBe(200);
    for (const answer of [o.body, readBack.body]) for (const c of cards) expect(JSON.stringify(answer)).not.toContain(c.code);
    // unpaid, a card pays nothing
    const other = await newCart();
    await add(other, { sku: simple.sku, qty: 1 });
    expect((await applyCard(other, cards[0]!.code)).status).toBe(422);

    // only an admin marks an order paid
    expect((await capture(o.body.incrementId)).data?.orderPaymentCapture).toBeUndefined();
    const customer = await s.customerToken("jane@example.com", TEST_CUSTOMER_PASSWORD);
    expect((await capture(o.body.incrementId, customer)).data?.orderPaymentCapture).toBeUndefined();
    expect((await cardsOf(o.body.incrementId)).map((c) => c.state)).toEqual(["pending", "pending"]);

    const paid = await capture(o.body.incrementId, admin);
    expect(paid.data.orderPaymentCapture).toEqual({
      __typename: "OrderPaymentCaptureSuccess",
      data: {
        // gift cards ship nothing: invoiced in full, the order is complete (docs/orders.md#states)
        status: "complete",
        giftcards: [
          { state: "active", initialAmount: giftcard.amount },
          { state: "active", initialAmount: giftcard.amount },
        ],
      },
    });
    // each code by mail: to its recipient, else to the buyer
    const toRita = await smtp.next((m) => m.to.includes("rita@example.com") && m.text.includes(cards[0]!.code));
    expect(toRita.text).toContain("Happy birthday");
    expect(toRita.text).toContain("Gail sends you");
    await smtp.next((m) => m.to.includes("gail@example.com") && m.text.includes(cards[1]!.code));

    const applied = await applyCard(other, cards[0]!.code);
    expect(applied.status).toBe(200);
    expect(applied.body.prices.giftcardAmount).toBe(45);
    // once only
    expect((await capture(o.body.incrementId, admin)).data.orderPaymentCapture).toEqual({ __typename: "Problem", code: "order_not_pending" });
    expect((await capture("999999999", admin)).data.orderPaymentCapture).toEqual({ __typename: "Problem", code: "order_not_found" });
  });
});

describe("coupons and gift cards do not pay for gift cards", () => {
  it("closes the loop: a card plus a coupon cannot buy a bigger card", async () => {
    const made = await s.gql(
      `mutation($a: Float!) { giftcardAccountCreate(input: {amount: $a}) { ... on GiftcardAccountCreateSuccess { data { code } } } }`,
      { a: giftcard.amount },
      { token: admin },
    );
    const code = made.data.giftcardAccountCreate.data.code as string;
    const cart = await newCart();
    await add(cart, { sku: giftcard.sku, qty: 1, giftcardAmount: giftcard.amount });
    expect((await s.json(`${V2}/guest-carts/${cart}/coupon`, { method: "PUT", json: { couponCode: "WELCOME10" } })).status).toBe(200);
    const withCard = await applyCard(cart, code);
    expect(withCard.status).toBe(200);
    // neither the coupon nor the card touches the gift card line: all of it is left to pay
    expect(withCard.body.prices).toMatchObject({ subtotal: giftcard.amount, grandTotal: giftcard.amount });
    expect(withCard.body.prices.discountAmount ?? 0).toBe(0);
    expect(withCard.body.prices.giftcardAmount ?? 0).toBe(0);
    expect(withCard.body.appliedGiftcards).toEqual([{ code, balance: giftcard.amount, appliedAmount: 0 }]);
    expect(withCard.body.items[0]).toMatchObject({ discountAmount: null, rowTotalWithDiscount: giftcard.amount });

    // a simple line beside it: the coupon takes 10% of it, the card pays it and its shipping, never the gift card line
    // (free shipping off: a gift card line counts toward its threshold)
    await s.app.config.set("carriers/freeshipping/active", "0");
    const mixed = await add(cart, { sku: simple.sku, qty: 1 }).finally(() => s.app.config.unset("carriers/freeshipping/active"));
    expect(mixed.prices).toMatchObject({
      subtotal: giftcard.amount + 40,
      discountAmount: 4,
      shippingAmount: 5,
      giftcardAmount: 41,
      grandTotal: giftcard.amount,
    });
    const simpleLine = mixed.items.find((i: { sku: string }) => i.sku === simple.sku);
    expect(simpleLine).toMatchObject({ discountAmount: 4, rowTotalWithDiscount: 36 });

    const o = await placeOrder(cart, { shippingMethod: "flatrate_flatrate" });
    expect(o.status).toBe(201);
    expect(o.body.paymentMethod).toBe("checkmo");
    const account = await s.app.db.giftcardAccount.findUniqueOrThrow({ where: { code } });
    expect(account.balance.toNumber()).toBe(giftcard.amount - 41);
    // the card bought waits for the payment of its full price
    expect((await cardsOf(o.body.incrementId)).map((c) => c.state)).toEqual(["pending"]);
  });

  it("a wholesale-only coupon is refused to a guest exactly as an unknown code", async () => {
    const cart = await newCart();
    await add(cart, { sku: simple.sku, qty: 1 });
    const put = (couponCode: string) => s.json(`${V2}/guest-carts/${cart}/coupon`, { method: "PUT", json: { couponCode } });
    const restricted = await put("TRADE50");
    const unknown = await put("NOPE-NOT-A-CODE");
    expect(restricted.status).toBe(422);
    const shape = (b: Record<string, unknown>) => ({ ...b, instance: undefined, traceId: undefined, requestId: undefined });
    expect(shape(restricted.body)).toEqual(shape(unknown.body));
  });
});

describe("place-order carries the shipping method and the note", () => {
  it("stores the note; the shipping method is part of the Idempotency-Key fingerprint", async () => {
    const cart = await newCart();
    await add(cart, { sku: simple.sku, qty: 1 });
    const key = { "Idempotency-Key": `note-${Date.now()}` };
    const o = await placeOrder(cart, { shippingMethod: "flatrate_flatrate", orderNote: "Leave it at the door" }, key);
    expect(o.status).toBe(201);
    const row = await s.app.db.order.findUniqueOrThrow({ where: { incrementId: o.body.incrementId } });
    expect({ ...row, shippingAmount: row.shippingAmount.toNumber() }).toMatchObject({
      note: "Leave it at the door",
      shippingMethod: "flatrate_flatrate",
      shippingAmount: 5,
    });
    // as Maho shows it: the note is the order's first status history entry
    expect(o.body.statusHistory).toEqual([expect.objectContaining({ note: "Leave it at the door", isVisibleOnFront: true })]);
    expect(o.body.shippingDescription).toBe("Flat Rate - Fixed");
    const replay = await placeOrder(cart, { shippingMethod: "flatrate_flatrate", orderNote: "Leave it at the door" }, key);
    expect(replay.status).toBe(200);
    expect(replay.body.incrementId).toBe(o.body.incrementId);
    const otherMethod = await placeOrder(cart, { shippingMethod: "freeshipping_freeshipping", orderNote: "Leave it at the door" }, key);
    expect(otherMethod.status).toBe(422);
    expect(otherMethod.body.code).toBe("idempotency_key_reused");
  });

  it("a failed order leaves the cart as it was: the shipping method sent is not saved", async () => {
    const cart = await newCart();
    await add(cart, { sku: simple.sku, qty: 1 });
    const unknownMethod = await placeOrder(cart, { shippingMethod: "nosuch_method" });
    expect(unknownMethod.status).toBe(422);
    expect(unknownMethod.body.errors[0]).toMatchObject({ field: "shippingMethod", code: "unavailable" });
    // a valid method with an order that fails for another reason (pay on account needs a customer)
    const refused = await placeOrder(cart, { shippingMethod: "flatrate_flatrate", paymentMethod: "payonaccount" });
    expect(refused.status).toBe(422);
    const row = await s.app.db.cart.findUniqueOrThrow({ where: { maskedId: cart } });
    expect(row).toMatchObject({ status: "active", shippingMethod: null });
  });
});

/**
 * The customer side of Maho compatibility over HTTP: the real server on a loopback port, a fresh copy of the
 * seeded database and a real SMTP peer for the password-reset mail (through the outbox). Maho's paths and
 * bodies throughout, refusals included.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { startSmtpPeer, type SmtpPeer } from "../modules/approval/smtp-peer.ts";
import { vetoModule, vetoState } from "../fixtures/veto-module.ts";
import { afterAnswerSettled } from "../../src/core/after-answer.ts";

const V2 = "/api/rest/v2";
const FAST_OUTBOX = { pollMs: 100, backoffMs: 50, leaseMs: 30_000 };
let s: TestServer;
let smtp: SmtpPeer;
let simple: { id: number; sku: string };

beforeAll(async () => {
  smtp = await startSmtpPeer();
  s = await startTestServer({ modules: [vetoModule as never], settings: { smtpUrl: smtp.url, mailOutbox: FAST_OUTBOX } });
  const p = await s.app.db.product.findFirstOrThrow({ where: { type: "simple", status: 1, visibility: 4 }, orderBy: { id: "asc" } });
  await s.app.db.product.update({ where: { id: p.id }, data: { stockQty: 1000, inStock: true } });
  simple = { id: p.id, sku: p.sku };
});
afterAll(async () => {
  await s?.close();
  await smtp?.close();
});
beforeEach(() => vetoState.hiddenSkus.clear());

let seq = 0;
/** a fresh customer of its own (password changes and resets never disturb another test) */
async function newCustomer(label: string) {
  const email = `${label}-${++seq}-${Date.now()}@example.com`;
  const password = "first-password-1";
  const r = await s.json(`${V2}/customers`, { method: "POST", json: { email, password, firstName: "Mae", lastName: label } });
  expect(r.status).toBe(201);
  const t = await s.json(`${V2}/auth/token`, { method: "POST", json: { email, password } });
  expect(t.status).toBe(200);
  return { email, password, token: t.body.token as string, id: r.body.id as number };
}
const login = (email: string, password: string, maskedId?: string) => s.json(`${V2}/auth/token`, { method: "POST", json: { email, password, maskedId } });

describe("token response", () => {
  it("carries Maho's tokenType, expiresIn and cartItemsQty beside the OAuth-style names", async () => {
    const guest = await s.json(`${V2}/cart/items`, { method: "POST", json: { sku: simple.sku, qty: 3 } });
    const maskedId = guest.headers.get("x-cart-id")!;
    const c = await newCustomer("token");
    const r = await login(c.email, c.password, maskedId);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ token_type: "Bearer", tokenType: "Bearer", cartItemsQty: 3 });
    expect(r.body.expiresIn).toBe(r.body.expires_in);
    expect(r.body.cartMaskedId).toBeTruthy();
    expect((await login(c.email, c.password)).body.cartItemsQty).toBe(3);
  });
});

describe("addresses", () => {
  it("answers street as a list, takes a list or a string, PUT is PATCH, regionId names a region of the country", async () => {
    const c = await newCustomer("addr");
    const region = await s.app.db.region.findFirstOrThrow({ where: { countryId: "US" } });
    const created = await s.json(`${V2}/customers/me/addresses`, {
      method: "POST",
      token: c.token,
      json: {
        firstName: "A",
        lastName: "B",
        street: ["1 Main St", "Suite 4"],
        city: "Springfield",
        countryId: "US",
        regionId: String(region.id),
        postcode: "12345",
        telephone: "555",
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ street: ["1 Main St", "Suite 4"], regionId: region.id, region: region.name, customerId: c.id });
    const id = created.body.id as number;
    // a single string is split on newlines; Maho PUTs the resource back with its read-only id and customerId
    const put = await s.json(`${V2}/customers/me/addresses/${id}`, {
      method: "PUT",
      token: c.token,
      json: { ...created.body, street: "9 Elm St\nFloor 2", city: "Shelbyville" },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ street: ["9 Elm St", "Floor 2"], city: "Shelbyville", postcode: "12345" });
    expect((await s.app.db.customerAddress.findUniqueOrThrow({ where: { id } })).street).toBe("9 Elm St\nFloor 2");
    expect((await s.json(`${V2}/customers/me/addresses/${id}`, { token: c.token })).body.street).toEqual(["9 Elm St", "Floor 2"]);
    // a region of another country is refused
    const other = await s.app.db.region.findFirstOrThrow({ where: { countryId: { not: "US" } } });
    const bad = await s.json(`${V2}/customers/me/addresses/${id}`, { method: "PUT", token: c.token, json: { regionId: other.id } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({ field: "regionId", code: "unknown_region" });
    // no street line at all is refused
    expect((await s.json(`${V2}/customers/me/addresses/${id}`, { method: "PUT", token: c.token, json: { street: [" "] } })).status).toBe(422);
    // another customer's address is not reachable
    const d = await newCustomer("addr-other");
    expect((await s.json(`${V2}/customers/me/addresses/${id}`, { token: d.token })).status).toBe(404);
    expect((await s.json(`${V2}/customers/me/addresses/${id}`, { method: "PUT", token: d.token, json: { city: "X" } })).status).toBe(404);
    const me = (await s.json(`${V2}/customers/me`, { token: c.token })).body;
    expect(me).toMatchObject({ fullName: "Mae addr", defaultBillingAddress: null, isSubscribed: false });
  });

  it("PUT /customers/me changes names; the same email sent back needs no password, group and approval stay refused", async () => {
    const c = await newCustomer("put");
    const me = (await s.json(`${V2}/customers/me`, { token: c.token })).body;
    const { groupId: _g, isApproved: _a, approvalStatus: _s, ...resource } = me;
    const r = await s.json(`${V2}/customers/me`, { method: "PUT", token: c.token, json: { ...resource, firstName: "June" } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ firstName: "June", email: c.email, fullName: "June put" });
    expect((await s.json(`${V2}/customers/me`, { method: "PUT", token: c.token, json: { groupId: 2 } })).status).toBe(422);
    const newEmail = await s.json(`${V2}/customers/me`, { method: "PUT", token: c.token, json: { email: `x${c.email}` } });
    expect(newEmail.status).toBe(422);
    expect(newEmail.body.errors[0].field).toBe("currentPassword");
  });
});

describe("orders", () => {
  it("lists the customer's own orders newest first, paged, in Maho's shape with street lines; others' and guests' are 404", async () => {
    const c = await newCustomer("orders");
    const address = {
      firstName: "Mae",
      lastName: "Orders",
      street: ["12 Dock Rd", "Unit 3"],
      city: "Leeds",
      countryId: "GB",
      postcode: "LS1",
      telephone: "0113",
    };
    const placed: string[] = [];
    for (let i = 0; i < 3; i++) {
      expect((await s.json(`${V2}/cart/items`, { method: "POST", token: c.token, json: { sku: simple.sku, qty: i + 1 } })).status).toBe(200);
      const o = await s.json(`${V2}/checkout/place-order`, { method: "POST", token: c.token, json: { paymentMethod: "checkmo", shippingAddress: address } });
      expect(o.status).toBe(201);
      placed.push(o.body.incrementId);
    }
    const page1 = await s.json(`${V2}/customers/me/orders?itemsPerPage=2`, { token: c.token });
    expect(page1.status).toBe(200);
    expect(page1.body.totalItems).toBe(3);
    expect(page1.body.member.map((o: { incrementId: string }) => o.incrementId)).toEqual([placed[2], placed[1]]);
    const page2 = await s.json(`${V2}/customers/me/orders?itemsPerPage=2&page=2`, { token: c.token });
    expect(page2.body.member.map((o: { incrementId: string }) => o.incrementId)).toEqual([placed[0]]);
    expect((await s.json(`${V2}/customers/me/orders?status=pending`, { token: c.token })).body.totalItems).toBe(3);
    expect((await s.json(`${V2}/customers/me/orders?status=complete`, { token: c.token })).body).toMatchObject({ member: [], totalItems: 0 });
    const one = await s.json(`${V2}/customers/me/orders/${placed[0]}`, { token: c.token });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      incrementId: placed[0],
      customerId: c.id,
      status: "pending",
      state: "new",
      paymentMethod: "checkmo",
      paymentMethodTitle: "Check / Money order",
      shippingAddress: { street: ["12 Dock Rd", "Unit 3"], city: "Leeds" },
      billingAddress: { street: ["12 Dock Rd", "Unit 3"] },
      items: [{ sku: simple.sku, qty: 1, qtyOrdered: 1, productId: simple.id }],
      totalQtyOrdered: 1,
    });
    expect(one.body.prices.grandTotal).toBeGreaterThan(0);
    // another customer's order and a guest order are 404 alike; a guest gets 401
    const d = await newCustomer("orders-other");
    expect((await s.json(`${V2}/customers/me/orders/${placed[0]}`, { token: d.token })).status).toBe(404);
    expect((await s.json(`${V2}/customers/me/orders`, { token: d.token })).body).toMatchObject({ member: [], totalItems: 0 });
    const g = await s.json(`${V2}/cart/items`, { method: "POST", json: { sku: simple.sku, qty: 1 } });
    const guestOrder = await s.json(`${V2}/checkout/place-order`, {
      method: "POST",
      headers: { "x-cart-id": g.headers.get("x-cart-id")! },
      json: { paymentMethod: "checkmo", email: c.email, shippingAddress: { ...address, street: "1 Guest Way" } },
    });
    expect(guestOrder.status).toBe(201);
    expect((await s.json(`${V2}/customers/me/orders/${guestOrder.body.incrementId}`, { token: c.token })).status).toBe(404);
    expect((await s.json(`${V2}/customers/me/orders`)).status).toBe(401);
    expect((await s.json(`${V2}/customers/me/orders?itemsPerPage=500`, { token: c.token })).status).toBe(400);
  });
});

describe("one Order shape", () => {
  it("the guest's order and the customer's are the same Maho Order: poNumber, item options and product type, both address names, updatedAt", async () => {
    const address = { firstName: "Ola", lastName: "Shape", street: ["5 Form St", "Rear"], city: "York", countryId: "GB", postcode: "YO1", telephone: "01904" };
    const cart = (await s.json(`${V2}/guest-carts`, { method: "POST" })).body.maskedId as string;
    expect((await s.json(`${V2}/guest-carts/${cart}/items`, { method: "POST", json: { sku: simple.sku, qty: 2 } })).status).toBe(200);
    const placed = await s.json(`${V2}/guest-carts/${cart}/place-order`, {
      method: "POST",
      json: { email: "ola@example.com", paymentMethod: "checkmo", shippingMethod: "flatrate_flatrate", poNumber: "PO-G1", shippingAddress: address },
    });
    expect(placed.status).toBe(201);
    expect(placed.body.accessToken).toMatch(/^[0-9a-f]{64}$/);
    const guest = await s.json(`${V2}/guest-orders/${placed.body.incrementId}`, { headers: { "x-order-token": placed.body.accessToken } });
    expect(guest.status).toBe(200);
    const c = await newCustomer("shape");
    await s.json(`${V2}/cart/items`, { method: "POST", token: c.token, json: { sku: simple.sku, qty: 1 } });
    const own = await s.json(`${V2}/checkout/place-order`, {
      method: "POST",
      token: c.token,
      json: { paymentMethod: "checkmo", poNumber: "PO-C1", shippingAddress: address },
    });
    expect(own.status).toBe(201);
    const mine = await s.json(`${V2}/customers/me/orders/${own.body.incrementId}`, { token: c.token });
    expect(mine.status).toBe(200);

    const keys = (o: Record<string, unknown>) => Object.keys(o).sort();
    expect(keys(mine.body)).toEqual(keys(guest.body));
    expect(keys(mine.body.items[0])).toEqual(keys(guest.body.items[0]));
    expect(keys(mine.body.shippingAddress)).toEqual(keys(guest.body.shippingAddress));
    for (const [order, po] of [
      [guest.body, "PO-G1"],
      [mine.body, "PO-C1"],
    ]) {
      expect(order).toMatchObject({ poNumber: po, accessToken: null, statusHistory: [], shipments: [] });
      expect(Date.parse(order.updatedAt)).toBeGreaterThanOrEqual(Date.parse(order.createdAt));
      expect(order.items[0]).toMatchObject({ sku: simple.sku, productId: simple.id, productType: "simple", options: expect.any(Object) });
      expect(order.shippingAddress).toMatchObject({ firstName: "Ola", firstname: "Ola", lastName: "Shape", lastname: "Shape", street: address.street });
    }
    // the placing's answer is the only one that carries the token
    expect(keys(placed.body).filter((k) => k !== "replayed")).toEqual(keys(guest.body));

    // a change of the order moves updatedAt, not createdAt
    await new Promise((r) => setTimeout(r, 5));
    await s.app.db.order.update({ where: { incrementId: own.body.incrementId }, data: { status: "processing" } });
    const changed = (await s.json(`${V2}/customers/me/orders/${own.body.incrementId}`, { token: c.token })).body;
    expect(changed).toMatchObject({ status: "processing", state: "processing", createdAt: mine.body.createdAt });
    expect(Date.parse(changed.updatedAt)).toBeGreaterThan(Date.parse(changed.createdAt));

    // GraphQL: one type for both
    const gql = await s.gql(
      `query($c: String!, $g: String!, $t: String!) { customerOrder(incrementId: $c) { __typename poNumber } guestOrder(incrementId: $g, accessToken: $t) { __typename poNumber } }`,
      { c: own.body.incrementId, g: placed.body.incrementId, t: placed.body.accessToken },
      { token: c.token },
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data).toEqual({ customerOrder: { __typename: "MahoOrder", poNumber: "PO-C1" }, guestOrder: { __typename: "MahoOrder", poNumber: "PO-G1" } });
  });
});

describe("password change", () => {
  it("POST /customers/me/password: a wrong current password is 422; a right one ends every earlier token but the caller's", async () => {
    const c = await newCustomer("pw");
    const earlier = (await login(c.email, c.password)).body.token as string;
    const wrong = await s.json(`${V2}/customers/me/password`, {
      method: "POST",
      token: c.token,
      json: { currentPassword: "not-it-at-all", newPassword: "second-password-2" },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0]).toMatchObject({ field: "currentPassword", code: "incorrect" });
    const short = await s.json(`${V2}/customers/me/password`, { method: "POST", token: c.token, json: { currentPassword: c.password, newPassword: "short" } });
    expect(short.status).toBe(422);
    const ok = await s.json(`${V2}/customers/me/password`, {
      method: "POST",
      token: c.token,
      json: { currentPassword: c.password, newPassword: "second-password-2" },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.email).toBe(c.email);
    expect((await s.json(`${V2}/customers/me`, { token: c.token })).status).toBe(200);
    expect((await s.json(`${V2}/customers/me`, { token: earlier })).status).toBe(401);
    expect((await login(c.email, c.password)).status).toBe(401);
    expect((await login(c.email, "second-password-2")).status).toBe(200);
    expect((await s.json(`${V2}/customers/me/password`, { method: "POST", json: { currentPassword: "a", newPassword: "second-password-2" } })).status).toBe(
      401,
    );
  });
});

describe("forgotten password", () => {
  it("mails a one-time link through the outbox; the token resets once; an unknown email answers the same and sends nothing", async () => {
    const c = await newCustomer("forgot");
    const outboxBefore = await s.app.db.mailOutbox.count({ where: { status: { not: "suppressed" } } });
    const nobody = `nobody-${Date.now()}@example.com`;
    const unknown = await s.json(`${V2}/customers/password/forgot`, { method: "POST", json: { email: nobody } });
    const known = await s.json(`${V2}/customers/password/forgot`, { method: "POST", json: { email: c.email.toUpperCase() } });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(Object.keys(unknown.body).sort()).toEqual(Object.keys(known.body).sort());
    expect(unknown.body.message).toBe(known.body.message);
    // the mail is written before the answer; the unknown email's row (the same work) is never sent
    expect(await s.app.db.mailOutbox.count({ where: { status: { not: "suppressed" } } })).toBe(outboxBefore + 1);
    expect(await s.app.db.mailOutbox.findFirstOrThrow({ where: { toAddress: nobody } })).toMatchObject({ status: "suppressed" });
    const mail = await smtp.next((m) => m.to.includes(c.email));
    const token = decodeURIComponent(/token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!);
    const row = await s.app.db.customerPasswordToken.findFirstOrThrow({ where: { customerId: c.id } });
    expect(row.tokenHash).not.toContain(token);
    // Maho's body names and path
    const reset = (json: unknown) => s.json(`${V2}/customers/reset-password`, { method: "POST", json });
    expect((await reset({ email: c.email, resetToken: token, newPassword: "short" })).status).toBe(422);
    const wrongEmail = await reset({ email: `other-${c.email}`, resetToken: token, newPassword: "reset-password-3" });
    expect(wrongEmail.status).toBe(400);
    expect(wrongEmail.body.code).toBe("invalid_token");
    const ok = await reset({ email: c.email, resetToken: token, newPassword: "reset-password-3" });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: "ok", email: c.email });
    expect((await s.json(`${V2}/customers/me`, { token: c.token })).status).toBe(401);
    expect((await login(c.email, "reset-password-3")).status).toBe(200);
    const reused = await s.json(`${V2}/customers/password/reset`, { method: "POST", json: { token, newPassword: "reset-password-4" } });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe("invalid_token");
    expect((await reset({ resetToken: "x".repeat(43), newPassword: "reset-password-4" })).body.code).toBe("invalid_token");
    // an expired token is refused
    await s.json(`${V2}/customers/forgot-password`, { method: "POST", json: { email: c.email } });
    const mail2 = await smtp.next((m) => m.to.includes(c.email) && m.messageId !== mail.messageId);
    const token2 = decodeURIComponent(/token=([A-Za-z0-9_-]+)/.exec(mail2.text)![1]!);
    await s.app.db.customerPasswordToken.updateMany({ where: { customerId: c.id, usedAt: null }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await reset({ resetToken: token2, newPassword: "reset-password-5" })).body.code).toBe("invalid_token");
  });

  it("writes the token and the mail before answering (as forgot-password-mail.test.ts), the same statements for an unknown email, and sends after the answer", async () => {
    const c = await newCustomer("forgot-before");
    const nobody = `nobody-before-${Date.now()}@example.com`;
    const answers = await Promise.all([c.email, nobody].map((email) => s.json(`${V2}/customers/password/forgot`, { method: "POST", json: { email } })));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    // nothing waited for: the rows are there when the answers are
    const mine = await s.app.db.mailOutbox.findMany({ where: { toAddress: { in: [c.email, nobody] } } });
    expect(mine.map((m) => [m.toAddress, m.status, m.templateId]).sort()).toEqual(
      [
        [c.email, "pending", "customer_password_reset"],
        [nobody, "suppressed", "customer_password_reset"],
      ].sort(),
    );
    expect(await s.app.db.customerPasswordToken.count({ where: { customerId: c.id } })).toBe(1);
    await smtp.next((m) => m.to.includes(c.email));
    await afterAnswerSettled(s.app);
    expect(smtp.received.some((m) => m.to.includes(nobody))).toBe(false);
  });

  it("limits mails per email silently (same answer, nothing queued) and requests per address with 429", async () => {
    const c = await newCustomer("forgot-limit");
    const ip = { "x-forwarded-for": "10.99.0.1" };
    const before = await s.app.db.mailOutbox.count({ where: { toAddress: c.email } });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await s.json(`${V2}/customers/password/forgot`, { method: "POST", json: { email: c.email }, headers: ip }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    await afterAnswerSettled(s.app);
    expect(await s.app.db.mailOutbox.count({ where: { toAddress: c.email } })).toBe(before + 3);
    const statuses = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await s.json(`${V2}/customers/password/forgot`, { method: "POST", json: { email: `n${i}@example.com` }, headers: ip })).status);
    expect(statuses.slice(-3)).toEqual([429, 429, 429]);
  });
});

describe("wishlist", () => {
  it("adds by id or sku, lists with the caller's price, hides what the catalogue hides, deletes only the caller's items", async () => {
    const c = await newCustomer("wish");
    const other = await s.app.db.product.findFirstOrThrow({
      where: { type: "simple", status: 1, visibility: 4, id: { not: simple.id } },
      orderBy: { id: "desc" },
    });
    const a = await s.json(`${V2}/customers/me/wishlist`, { method: "POST", token: c.token, json: { productId: simple.id } });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ productId: simple.id, productSku: simple.sku, qty: 1 });
    const again = await s.json(`${V2}/customers/me/wishlist`, { method: "POST", token: c.token, json: { sku: simple.sku, qty: 2 } });
    expect(again.body).toMatchObject({ id: a.body.id, qty: 3 });
    expect((await s.json(`${V2}/customers/me/wishlist`, { method: "POST", token: c.token, json: { sku: other.sku } })).status).toBe(201);
    const list = await s.json(`${V2}/customers/me/wishlist`, { token: c.token });
    expect(list.body.totalItems).toBe(2);
    const catalogue = (await s.json(`${V2}/products/${simple.id}`, { token: c.token })).body;
    expect(list.body.member[0]).toMatchObject({ productId: simple.id, productPrice: catalogue.finalPrice, productName: catalogue.name });
    // a product the catalogue hides from the caller is neither listed nor addable
    vetoState.hiddenSkus.add(other.sku);
    const hidden = await s.json(`${V2}/customers/me/wishlist`, { token: c.token });
    expect(hidden.body.member.map((i: { productId: number }) => i.productId)).toEqual([simple.id]);
    expect((await s.json(`${V2}/customers/me/wishlist`, { method: "POST", token: c.token, json: { sku: other.sku } })).status).toBe(404);
    expect((await s.json(`${V2}/customers/me/wishlist`, { method: "POST", token: c.token, json: { qty: 1 } })).status).toBe(422);
    // another customer cannot delete it; the owner can, once
    const d = await newCustomer("wish-other");
    expect((await s.json(`${V2}/customers/me/wishlist`, { token: d.token })).body).toEqual({ member: [], totalItems: 0 });
    expect((await s.fetch(`${V2}/customers/me/wishlist/${a.body.id}`, { method: "DELETE", token: d.token })).status).toBe(404);
    expect((await s.fetch(`${V2}/customers/me/wishlist/${a.body.id}`, { method: "DELETE", token: c.token })).status).toBe(204);
    expect((await s.fetch(`${V2}/customers/me/wishlist/${a.body.id}`, { method: "DELETE", token: c.token })).status).toBe(404);
    expect((await s.json(`${V2}/customers/me/wishlist`)).status).toBe(401);
  });
});

describe("newsletter", () => {
  it("subscribes a guest's email and a customer's own, idempotently, in Maho's answer shape", async () => {
    const email = `news-${Date.now()}@example.com`;
    const r = await s.json(`${V2}/newsletter/subscribe`, { method: "POST", json: { email } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ email, customerId: null, status: "subscribed", isSubscribed: true, message: expect.any(String), confirmationRequired: false });
    expect((await s.json(`${V2}/newsletter/subscribe`, { method: "POST", json: { email: email.toUpperCase() } })).body).toEqual(r.body);
    expect(await s.app.db.newsletterSubscriber.count({ where: { email } })).toBe(1);
    const c = await newCustomer("news");
    const own = await s.json(`${V2}/newsletter/subscribe`, { method: "POST", token: c.token, json: {} });
    expect(own.body).toMatchObject({ email: c.email, customerId: c.id, isSubscribed: true });
    expect((await s.json(`${V2}/customers/me`, { token: c.token })).body.isSubscribed).toBe(true);
    // a guest naming a customer's email learns nothing about the account
    expect((await s.json(`${V2}/newsletter/subscribe`, { method: "POST", json: { email: c.email } })).body.customerId).toBeNull();
    expect((await s.json(`${V2}/newsletter/subscribe`, { method: "POST", json: {} })).status).toBe(422);
    expect((await s.json(`${V2}/newsletter/subscribe`, { method: "POST", json: { email: "not-an-email" } })).status).toBe(422);
  });

  it("the logged-in customer unsubscribes their own email (POST /newsletter/unsubscribe); nobody else can", async () => {
    const c = await newCustomer("news-unsub");
    await s.json(`${V2}/newsletter/subscribe`, { method: "POST", token: c.token, json: {} });
    expect((await s.json(`${V2}/newsletter/unsubscribe`, { method: "POST", json: {} })).status).toBe(401);
    const off = await s.json(`${V2}/newsletter/unsubscribe`, { method: "POST", token: c.token, json: {} });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({
      email: c.email,
      customerId: c.id,
      status: "unsubscribed",
      isSubscribed: false,
      message: expect.any(String),
      confirmationRequired: false,
    });
    expect((await s.json(`${V2}/customers/me`, { token: c.token })).body.isSubscribed).toBe(false);
    // again: the same answer, nothing changes; a guest naming the address cannot subscribe it back, its owner can
    expect((await s.json(`${V2}/newsletter/unsubscribe`, { method: "POST", token: c.token, json: {} })).body).toEqual(off.body);
    await s.json(`${V2}/newsletter/subscribe`, { method: "POST", json: { email: c.email } });
    expect((await s.json(`${V2}/customers/me`, { token: c.token })).body.isSubscribed).toBe(false);
    await s.json(`${V2}/newsletter/subscribe`, { method: "POST", token: c.token, json: {} });
    expect((await s.json(`${V2}/customers/me`, { token: c.token })).body.isSubscribed).toBe(true);
  });

  it("never re-subscribes an address that unsubscribed for anybody but its owner, and answers them as for a fresh address", async () => {
    const c = await newCustomer("news-off");
    const stranger = await newCustomer("news-stranger");
    const { storeId } = await s.app.db.customer.findUniqueOrThrow({ where: { id: c.id } });
    const where = { storeId_email: { storeId, email: c.email } };
    await s.app.db.newsletterSubscriber.create({ data: { storeId, email: c.email, customerId: c.id, status: "unsubscribed" } });
    const fresh = await s.json(`${V2}/newsletter/subscribe`, { method: "POST", json: { email: `news-fresh-${Date.now()}@example.com` } });
    const guest = await s.json(`${V2}/newsletter/subscribe`, { method: "POST", json: { email: c.email } });
    expect(guest.status).toBe(200);
    expect({ ...guest.body, email: null }).toEqual({ ...fresh.body, email: null });
    const other = await s.json(`${V2}/newsletter/subscribe`, { method: "POST", token: stranger.token, json: { email: c.email } });
    expect({ ...other.body, email: null }).toEqual({ ...fresh.body, email: null });
    expect((await s.app.db.newsletterSubscriber.findUniqueOrThrow({ where })).status).toBe("unsubscribed");
    expect((await s.json(`${V2}/customers/me`, { token: c.token })).body.isSubscribed).toBe(false);
    // the owner changes their mind
    const own = await s.json(`${V2}/newsletter/subscribe`, { method: "POST", token: c.token, json: {} });
    expect(own.body).toMatchObject({ email: c.email, customerId: c.id, status: "subscribed" });
    expect((await s.app.db.newsletterSubscriber.findUniqueOrThrow({ where })).status).toBe("subscribed");
  });
});

describe("GraphQL", () => {
  it("serves the same account: street lines (a string is split), orders of the caller only, wishlist, isSubscribed", async () => {
    const c = await newCustomer("gql");
    const created = await s.gql(
      `mutation($i: AddressInput!) { customerAddressCreate(input: $i) { __typename ... on CustomerAddressCreateSuccess { data { street } } } }`,
      { i: { firstName: "G", lastName: "Q", street: "3 Quay St\nRear", city: "Hull", countryId: "GB" } },
      { token: c.token },
    );
    expect(created.data.customerAddressCreate.data.street).toEqual(["3 Quay St", "Rear"]);
    await s.json(`${V2}/cart/items`, { method: "POST", token: c.token, json: { sku: simple.sku, qty: 2 } });
    const placed = await s.json(`${V2}/checkout/place-order`, { method: "POST", token: c.token, json: { paymentMethod: "checkmo" } });
    expect(placed.status).toBe(201);
    const q = `query($id: String!) { customerOrders { totalItems member { incrementId items { sku qty } } } customerOrder(incrementId: $id) { incrementId prices { grandTotal } } me { isSubscribed } wishlist { totalItems } }`;
    const mine = await s.gql(q, { id: placed.body.incrementId }, { token: c.token });
    expect(mine.errors).toBeUndefined();
    expect(mine.data).toMatchObject({
      customerOrders: { totalItems: 1, member: [{ incrementId: placed.body.incrementId, items: [{ sku: simple.sku, qty: 2 }] }] },
      customerOrder: { incrementId: placed.body.incrementId },
      me: { isSubscribed: false },
      wishlist: { totalItems: 0 },
    });
    const d = await newCustomer("gql-other");
    const theirs = await s.gql(`query($id: String!) { customerOrder(incrementId: $id) { incrementId } }`, { id: placed.body.incrementId }, { token: d.token });
    expect(theirs.data).toBeNull();
    expect(theirs.errors?.[0]?.extensions).toMatchObject({ code: "not_found" });
    const anon = await s.gql(`{ customerOrders { totalItems } }`);
    expect(anon.errors?.length).toBeGreaterThan(0);
  });
});

describe("customer journey", () => {
  it("guest cart -> log in with its masked id (merged, counted) -> order with street lines -> history -> password change", async () => {
    const c = await newCustomer("journey");
    const guest = await s.json(`${V2}/cart/items`, { method: "POST", json: { sku: simple.sku, qty: 2 } });
    const maskedId = guest.headers.get("x-cart-id")!;
    const l = await login(c.email, c.password, maskedId);
    expect(l.body).toMatchObject({ tokenType: "Bearer", cartItemsQty: 2 });
    const token = l.body.token as string;
    const address = {
      firstName: "Mae",
      lastName: "Journey",
      street: ["7 Pier Rd", "Dock 2"],
      city: "Bristol",
      countryId: "GB",
      postcode: "BS1",
      telephone: "0117",
    };
    const saved = await s.json(`${V2}/customers/me/addresses`, { method: "POST", token, json: { ...address, isDefaultShipping: true } });
    expect(saved.status).toBe(201);
    const order = await s.json(`${V2}/checkout/place-order`, { method: "POST", token, json: { paymentMethod: "checkmo", shippingAddress: address } });
    expect(order.status).toBe(201);
    const history = await s.json(`${V2}/customers/me/orders`, { token });
    expect(history.body).toMatchObject({
      totalItems: 1,
      member: [{ incrementId: order.body.incrementId, items: [{ sku: simple.sku, qty: 2 }], shippingAddress: { street: address.street } }],
    });
    const me = await s.json(`${V2}/customers/me`, { token });
    expect(me.body.defaultShippingAddress).toMatchObject({ id: saved.body.id, street: address.street });
    expect(
      (await s.json(`${V2}/customers/me/password`, { method: "POST", token, json: { currentPassword: c.password, newPassword: "journey-password-2" } })).status,
    ).toBe(200);
    const again = await login(c.email, "journey-password-2");
    expect(again.status).toBe(200);
    expect((await s.json(`${V2}/customers/me/orders/${order.body.incrementId}`, { token: again.body.token })).status).toBe(200);
  });
});

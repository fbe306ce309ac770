import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { vetoModule, vetoState } from "../fixtures/veto-module.ts";

let s: TestServer;
let tiered: { id: number; sku: string; price: number; tier1: number; tier10: number };
beforeAll(async () => {
  s = await startTestServer({ modules: [vetoModule as never] });
  // a simple product with wholesale (group 2) tier prices, plenty of stock
  const t = await s.app.db.tierPrice.findFirstOrThrow({
    where: { groupId: 2, qty: 1, product: { type: "simple", status: 1, specialPrice: null } },
    include: { product: true },
  });
  const t10 = await s.app.db.tierPrice.findFirstOrThrow({ where: { groupId: 2, qty: 10, productId: t.productId } });
  await s.app.db.product.update({ where: { id: t.productId }, data: { stockQty: 1000, inStock: true } });
  tiered = { id: t.productId, sku: t.product.sku, price: t.product.price.toNumber(), tier1: t.price.toNumber(), tier10: t10.price.toNumber() };
});
afterAll(async () => s?.close());
beforeEach(() => {
  vetoState.blockedSkus.clear();
  vetoState.hiddenSkus.clear();
  vetoState.pendingDomains.clear();
});

const ordersOf = async (maskedId: string) => s.app.db.order.count({ where: { cartId: (await s.app.db.cart.findUniqueOrThrow({ where: { maskedId } })).id } });
const login = async (email: string, password = TEST_CUSTOMER_PASSWORD, maskedId?: string) =>
  s.json("/api/rest/v2/auth/token", { method: "POST", json: { email, password, maskedId } });
const add = (body: unknown, headers: Record<string, string> = {}, token?: string) =>
  s.json("/api/rest/v2/cart/items", { method: "POST", json: body, headers, token });

describe("registration and accounts", () => {
  it("registers, refuses a duplicate with 409 and a weak password with 422 field errors, then logs in", async () => {
    const body = {
      email: "New.Buyer@Example.com",
      password: "long-enough-1",
      firstName: "New",
      lastName: "Buyer",
      address: { firstName: "New", lastName: "Buyer", street: "1 Main St", city: "Sydney", countryId: "au" },
    };
    const r = await s.json("/api/customers", { method: "POST", json: body });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ email: "new.buyer@example.com", groupId: 1, isApproved: true, addresses: [{ countryId: "AU", isDefaultShipping: true }] });
    expect(r.body).not.toHaveProperty("passwordHash");
    const dup = await s.json("/api/rest/v2/customers", { method: "POST", json: { ...body, email: "new.buyer@EXAMPLE.com" } });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe("email_taken");
    const weak = await s.json("/api/rest/v2/customers", { method: "POST", json: { ...body, email: "weak@example.com", password: "short" } });
    expect(weak.status).toBe(422);
    expect(weak.body.errors).toEqual([{ field: "password", code: "too_small", message: "at least 8 characters" }]);
    expect((await login("new.buyer@example.com", "long-enough-1")).status).toBe(200);
  });

  it("customer_register_before observers decide a new account's state; a pending account cannot log in", async () => {
    vetoState.pendingDomains.add("trade-applicant.example");
    const r = await s.json("/api/rest/v2/customers", {
      method: "POST",
      json: { email: "owner@trade-applicant.example", password: "long-enough-2", firstName: "O", lastName: "W" },
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ isApproved: false, approvalStatus: "pending" });
    const l = await login("owner@trade-applicant.example", "long-enough-2");
    expect(l.status).toBe(403);
    expect(l.body.code).toBe("account_pending");
  });

  it("GET/PATCH /customers/me: a partial update never resets what it leaves out", async () => {
    const token = (await login("retail@example.com")).body.token;
    const before = (await s.json("/api/rest/v2/customers/me", { token })).body;
    const r = await s.json("/api/rest/v2/customers/me", { method: "PATCH", json: { firstName: "Rita-Mae" }, token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ...before, firstName: "Rita-Mae", fullName: "Rita-Mae Retailer", updatedAt: expect.any(String) });
    // the approval flag and the group are not the customer's to set
    const sneaky = await s.json("/api/rest/v2/customers/me", { method: "PATCH", json: { isApproved: false, groupId: 2 }, token });
    expect(sneaky.status).toBe(422);
    const row = await s.app.db.customer.findUniqueOrThrow({ where: { id: before.id } });
    expect(row).toMatchObject({ isApproved: true, groupId: 3, lastName: before.lastName });
    expect((await s.json("/api/rest/v2/customers/me")).status).toBe(401);
  });

  it("addresses: add, change one field, list, delete", async () => {
    const token = (await login("retail@example.com")).body.token;
    const a = await s.json("/api/rest/v2/customers/me/addresses", {
      method: "POST",
      token,
      json: { firstName: "R", lastName: "R", street: "2 High St", city: "Leeds", countryId: "GB", isDefaultBilling: true },
    });
    expect(a.status).toBe(201);
    const u = await s.json(`/api/rest/v2/customers/me/addresses/${a.body.id}`, { method: "PATCH", token, json: { city: "York" } });
    expect(u.body).toMatchObject({ city: "York", street: ["2 High St"], isDefaultBilling: true });
    expect((await s.json("/api/rest/v2/customers/me/addresses", { token })).body.member.map((x: any) => x.id)).toContain(a.body.id);
    expect((await s.fetch(`/api/rest/v2/customers/me/addresses/${a.body.id}`, { method: "DELETE", token })).status).toBe(204);
    expect((await s.json(`/api/rest/v2/customers/me/addresses/${a.body.id}`, { method: "DELETE", token })).status).toBe(404);
  });
});

describe("carts", () => {
  it("prices lines for the caller's group: tier prices for wholesale, regular price for general", async () => {
    const trade = (await login("trade@example.com")).body.token;
    const general = (await login("jane@example.com")).body.token;
    const t = await add({ sku: tiered.sku, qty: 1 }, {}, trade);
    expect(t.status).toBe(200);
    const tradeLine = t.body.items.find((i: any) => i.sku === tiered.sku);
    expect(tradeLine.price).toBe(tiered.tier1);
    const g = await add({ sku: tiered.sku, qty: 1 }, {}, general);
    const generalLine = g.body.items.find((i: any) => i.sku === tiered.sku);
    expect(generalLine.price).toBe(tiered.price);
    // 10 or more: the qty-10 tier
    const upd = await s.json(`/api/rest/v2/cart/items/${tradeLine.id}`, { method: "PATCH", json: { qty: 10 }, token: trade });
    expect(upd.body.items.find((i: any) => i.id === tradeLine.id)).toMatchObject({ qty: 10, price: tiered.tier10 });
    expect(upd.body.prices.subtotal).toBeCloseTo(
      tiered.tier10 * 10 + upd.body.items.filter((i: any) => i.id !== tradeLine.id).reduce((x: number, i: any) => x + i.rowTotal, 0),
      2,
    );
    const del = await s.json(`/api/rest/v2/cart/items/${tradeLine.id}`, { method: "DELETE", token: trade });
    expect(del.body.items.some((i: any) => i.id === tradeLine.id)).toBe(false);
  });

  it("refuses quantities that are not positive integers or exceed stock with 422", async () => {
    for (const qty of [0, -1, 1.5, "2", null]) {
      const r = await add({ sku: tiered.sku, qty });
      expect(r.status, String(qty)).toBe(422);
      expect(r.body.errors[0].field).toBe("qty");
    }
    const over = await add({ sku: tiered.sku, qty: 1001 });
    expect(over.status).toBe(422);
    expect(over.body.errors[0].code).toBe("insufficient_stock");
    expect((await add({ sku: "NO-SUCH-SKU", qty: 1 })).status).toBe(404);
  });

  it("a configurable item needs its options; with them it resolves to a variant", async () => {
    const conf = await s.app.db.product.findFirstOrThrow({
      where: { type: "configurable", status: 1 },
      include: { childLinks: { where: { kind: "variant" }, include: { child: { include: { attributeValues: { include: { attribute: true } } } } } } },
    });
    const r = await add({ sku: conf.sku, qty: 1 });
    expect(r.status).toBe(422);
    expect(r.body.errors[0]).toMatchObject({ field: "options.superAttributes", code: "required" });
    const v = conf.childLinks.map((l) => l.child).find((c) => c.status === 1)!;
    await s.app.db.product.update({ where: { id: v.id }, data: { stockQty: 50, inStock: true } });
    s.app.productRows.evict("all");
    const superAttributes = Object.fromEntries(
      v.attributeValues.filter((x) => ["color", "size"].includes(x.attribute.code)).map((x) => [x.attribute.code, Number(x.value)]),
    );
    const ok = await add({ sku: conf.sku, qty: 2, options: { superAttributes } });
    expect(ok.status).toBe(200);
    expect(ok.body.items[0]).toMatchObject({ sku: conf.sku, variantSku: v.sku, qty: 2, price: v.price.toNumber() });
  });

  it("a vetoing observer turns add-to-cart into 403 purchase_blocked with its message, leaving the cart unchanged", async () => {
    const first = await add({ sku: tiered.sku, qty: 1 });
    const cartId = first.headers.get("x-cart-id")!;
    const before = (await s.json("/api/rest/v2/cart", { headers: { "x-cart-id": cartId } })).body;
    vetoState.blockedSkus.add(tiered.sku);
    const r = await add({ sku: tiered.sku, qty: 3 }, { "x-cart-id": cartId });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: "purchase_blocked", detail: vetoState.message });
    const upd = await s.json(`/api/cart/items/${before.items[0].id}`, { method: "PATCH", json: { qty: 5 }, headers: { "x-cart-id": cartId } });
    expect(upd.status).toBe(403);
    expect((await s.json("/api/cart", { headers: { "x-cart-id": cartId } })).body).toEqual(before);
  });

  it("guest cart -> login with its maskedId -> merged into the customer's cart", async () => {
    const guest = await add({ sku: tiered.sku, qty: 2 });
    const guestId = guest.headers.get("x-cart-id")!;
    const token0 = (await login("retail@example.com")).body.token;
    await add({ sku: tiered.sku, qty: 1 }, {}, token0);
    const r = await login("retail@example.com", TEST_CUSTOMER_PASSWORD, guestId);
    expect(r.status).toBe(200);
    expect(r.body.cartMaskedId).toBeTruthy();
    expect(r.body.cartMaskedId).not.toBe(guestId);
    const cart = (await s.json("/api/rest/v2/cart", { token: r.body.token })).body;
    expect(cart.maskedId).toBe(r.body.cartMaskedId);
    expect(cart.items.find((i: any) => i.sku === tiered.sku).qty).toBe(3);
    // the guest cart is gone, and a customer's cart is never reachable by masked id alone
    expect((await s.json("/api/rest/v2/cart", { headers: { "x-cart-id": guestId } })).status).toBe(404);
    expect((await s.json("/api/rest/v2/cart", { headers: { "x-cart-id": cart.maskedId } })).status).toBe(404);
  });

  it("sets a known shipping country and refuses an unknown one", async () => {
    const g = await add({ sku: tiered.sku, qty: 1 });
    const id = g.headers.get("x-cart-id")!;
    expect(
      (await s.json("/api/rest/v2/cart/shipping-country", { method: "PUT", json: { country: "au" }, headers: { "x-cart-id": id } })).body.shippingCountry,
    ).toBe("AU");
    expect((await s.json("/api/rest/v2/cart/shipping-country", { method: "PUT", json: { country: "XX" }, headers: { "x-cart-id": id } })).status).toBe(422);
  });
});

describe("checkout", () => {
  const place = (cartId: string, key?: string, body: unknown = { paymentMethod: "checkmo", email: "guest@example.com" }) =>
    s.json("/api/checkout/place-order", { method: "POST", json: body, headers: { "x-cart-id": cartId, ...(key ? { "idempotency-key": key } : {}) } });

  it("places an order with the group's prices, decrements stock, closes the cart", async () => {
    const trade = (await login("trade@example.com")).body.token;
    const existing = await s.json("/api/rest/v2/cart", { token: trade });
    for (const i of existing.body?.items ?? []) await s.fetch(`/api/rest/v2/cart/items/${i.id}`, { method: "DELETE", token: trade });
    await add({ sku: tiered.sku, qty: 2 }, {}, trade);
    const stock = (await s.app.db.product.findUniqueOrThrow({ where: { id: tiered.id } })).stockQty;
    const r = await s.json("/api/rest/v2/checkout/place-order", { method: "POST", json: { paymentMethod: "purchaseorder", poNumber: "PO-7" }, token: trade });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      status: "pending",
      customerEmail: "trade@example.com",
      customerGroupId: 2,
      paymentMethod: "purchaseorder",
      poNumber: "PO-7",
      items: [{ sku: tiered.sku, qty: 2, price: tiered.tier1 }],
    });
    expect(r.body.incrementId).toMatch(/^1\d{8}$/);
    expect((await s.app.db.product.findUniqueOrThrow({ where: { id: tiered.id } })).stockQty).toBe(stock - 2);
    expect((await s.json("/api/rest/v2/cart", { token: trade })).status).toBe(404);
    const noPo = await s.json("/api/rest/v2/checkout/place-order", { method: "POST", json: { paymentMethod: "purchaseorder" }, token: trade });
    expect(noPo.status).toBe(422);
  });

  it("re-validates every line: a cart filled before the veto appeared cannot check out", async () => {
    const g = await add({ sku: tiered.sku, qty: 1 });
    const id = g.headers.get("x-cart-id")!;
    vetoState.blockedSkus.add(tiered.sku);
    const r = await place(id);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe("purchase_blocked");
    expect((await s.json("/api/cart", { headers: { "x-cart-id": id } })).status).toBe(200);
    expect(await ordersOf(id)).toBe(0);
  });

  it("is idempotent: two concurrent requests with one key create exactly one order", async () => {
    const g = await add({ sku: tiered.sku, qty: 1 });
    const id = g.headers.get("x-cart-id")!;
    const [a, b] = await Promise.all([place(id, "key-0123456789"), place(id, "key-0123456789")]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.incrementId).toBe(b.body.incrementId);
    expect(await ordersOf(id)).toBe(1);
    const again = await place(id, "key-0123456789");
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.incrementId).toBe(a.body.incrementId);
  });

  it("guests need an email; an empty or unknown cart is refused", async () => {
    const g = await add({ sku: tiered.sku, qty: 1 });
    const id = g.headers.get("x-cart-id")!;
    expect((await place(id, undefined, { paymentMethod: "checkmo" })).status).toBe(422);
    expect((await place(id, undefined, { paymentMethod: "payonaccount", email: "g@example.com" })).status).toBe(422);
    expect((await place("no-such-cart-id")).status).toBe(404);
    expect((await place(id, undefined, { paymentMethod: "bitcoin", email: "g@example.com" })).status).toBe(422);
  });
});

describe("search", () => {
  it("ranks name matches first and answers the listing shape", async () => {
    const target = await s.app.db.product.findFirstOrThrow({ where: { status: 1, visibility: 4, type: "simple" } });
    await s.app.db.product.update({ where: { id: target.id }, data: { name: "Quokka Quantum Wrench" } });
    await s.app.search.index([target.id]);
    const other = await s.app.db.product.findFirstOrThrow({ where: { status: 1, visibility: 4, id: { not: target.id } } });
    await s.app.db.product.update({ where: { id: other.id }, data: { description: "<p>Works well next to a quokka.</p>" } });
    await s.app.search.index([other.id]);
    s.app.productRows.evict("all");
    s.app.facets.clear();
    s.app.searches.clear();
    const r = await s.json("/api/search?q=quokka");
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ totalItems: 2, page: 1, itemsPerPage: 20 });
    expect(r.body.member.map((p: any) => p.id)).toEqual([target.id, other.id]);
    // layered navigation over the matches: every match in one price range, brand counts from their values
    const sum = (code: string) => r.body.filters.find((f: any) => f.code === code).options.reduce((n: number, o: any) => n + o.count, 0);
    expect(sum("price")).toBe(2);
    expect(sum("brand")).toBe(2);
    expect((await s.json("/api/rest/v2/search?q=QUOK")).body.totalItems).toBe(2); // prefix, any case
    // a search sorted by something other than relevance
    const wide = "blend";
    for (const [field, pick] of [
      ["price", (p: any) => p.price],
      ["name", (p: any) => p.name.toLowerCase()],
    ] as const) {
      const asc = (await s.json(`/api/rest/v2/products?search=${wide}&order[${field}]=asc&itemsPerPage=100`)).body.member.map(pick);
      expect(asc.length).toBeGreaterThan(1);
      expect(asc.length).toBeLessThan(100); // one page holds them all, so first and last compare across orders
      expect(asc).toEqual([...asc].sort((a: any, b: any) => (a < b ? -1 : a > b ? 1 : 0)));
      const desc = (await s.json(`/api/rest/v2/products?search=${wide}&order[${field}]=desc&itemsPerPage=100`)).body.member.map(pick);
      expect(desc).toEqual([...desc].sort((a: any, b: any) => (a < b ? 1 : a > b ? -1 : 0)));
      expect(desc[0]).toEqual(asc.at(-1));
    }
    expect((await s.json("/api/rest/v2/search?q=")).status).toBe(400);
    const g = await s.gql(`{ search(q: "quokka wrench") { totalItems member { id } } }`);
    expect(g.data.search).toEqual({ totalItems: 1, member: [{ id: target.id }] });
  });

  it("products a module hides are absent from results and counts", async () => {
    const r1 = await s.json("/api/rest/v2/search?q=quokka");
    vetoState.hiddenSkus.add(r1.body.member[0].sku);
    const r2 = await s.json("/api/rest/v2/search?q=quokka");
    expect(r2.body.totalItems).toBe(1);
    expect(r2.body.member.map((p: any) => p.sku)).not.toContain(r1.body.member[0].sku);
  });

  it("user text never reaches the query language", async () => {
    for (const q of ['"', "NEAR(", "a OR b", "*", "'; DROP TABLE Product; --", "name:quokka", "^x"]) {
      const r = await s.json(`/api/rest/v2/search?q=${encodeURIComponent(q)}`);
      expect(r.status, q).toBe(200);
    }
  });
});

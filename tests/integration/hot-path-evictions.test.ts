/**
 * The hit path's last statements: a listing, kept or not, reads neither the access rules' stamp nor the
 * customer's cart. What replaces them is proved here: a customer's destination country (their active cart's
 * shipping country, read by a country-scoped rule) is remembered per customer and dropped by every write that
 * changes it (a new cart, a country set, an order placed, a guest cart taken over at login), so the very next
 * request answers for the new destination, on one instance and on two (PostgreSQL + Redis); in one process on
 * SQLite, rules written outside the API are noticed by the rules poll (CACHE_POLL_MS), those written through it at once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import access from "../../src/modules/access-gate/index.ts";
import { openDb } from "../../src/core/db/client.ts";
import { resolveDbTarget } from "../../src/core/db/url.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createRule, customer, deleteAllRules, productIn, setConfig } from "../modules/access/helpers.ts";

const scaleOut = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
const PAGE = "/api/rest/v2/products?itemsPerPage=20";

/** the statements a request sent, by model and operation (the rules' poll is off: CACHE_POLL_MS an hour) */
const seen: string[] = [];
let counting = false;
const countingDb = (db: any) =>
  db.$extends({
    query: {
      $allOperations: async ({ model, operation, args, query }: any) => {
        if (counting) seen.push(`${model}.${operation}`);
        return query(args);
      },
    },
  });

/** whether the page shows prices (a hide-price rule for New Zealand is in force in these tests) */
async function pricesShown(s: TestServer, token: string | undefined, headers: Record<string, string> = {}): Promise<boolean> {
  const r = await s.json(PAGE, { token, headers });
  expect(r.status).toBe(200);
  const items = r.body.member as { price: number | null }[];
  expect(items.length).toBeGreaterThan(0);
  const shown = items.filter((p) => p.price !== null).length;
  // the rule hides every price or none
  expect([0, items.length]).toContain(shown);
  return shown > 0;
}

const setCountry = async (s: TestServer, token: string, country: string) =>
  expect((await s.json("/api/rest/v2/cart/shipping-country", { method: "PUT", json: { country }, token })).status).toBe(200);

async function emptyCartOf(s: TestServer, token: string) {
  const cart = await s.json("/api/rest/v2/cart", { token });
  for (const i of cart.body?.items ?? []) await s.fetch(`/api/rest/v2/cart/items/${i.id}`, { method: "DELETE", token });
}

describe("the destination country and the rules' stamp off the hot path", () => {
  let s: TestServer;
  let sku: string;

  beforeAll(async () => {
    s = await startTestServer({ modules: [access as never], wrapDb: countingDb, settings: { cachePollMs: 3_600_000 } });
    await deleteAllRules(s);
    await setConfig(s, { enabled: "1", mode: "rules", requireLogin: "0" });
    // every price hidden from logged-in customers whose destination is New Zealand
    await createRule(s, { name: "NZ prices on request", priority: 1, hidePrice: true, source: "", customerGroupIds: [1, 2, 3], countries: ["NZ"] });
    sku = (await productIn(s, 12)).sku;
  });
  afterAll(async () => {
    await s?.close();
  });

  it("a listing reads neither the rules nor the customer's cart, kept or not (a country-scoped rule in force)", async () => {
    const token = await customer(s, "retail@example.com");
    for (const [who, t] of [
      ["customer", token],
      ["guest", undefined],
    ] as const) {
      await pricesShown(s, t);
      for (const hit of [true, false]) {
        // a miss: the kept answers dropped (fragments and rows stay)
        if (!hit) s.app.responses.clear();
        seen.length = 0;
        counting = true;
        const r = await s.fetch(PAGE, { token: t });
        await r.text();
        counting = false;
        expect(r.headers.get("x-response-cache") === "hit", `${who} ${hit ? "hit" : "miss"}`).toBe(hit);
        expect(
          seen.filter((q) => q.startsWith("AccessRule.") || q.startsWith("Cart.") || q.startsWith("Customer.")),
          `${who} ${hit ? "hit" : "miss"}`,
        ).toEqual([]);
      }
    }
  });

  it("a changed destination is answered by the very next request: a new cart, a country set, an order placed, a cart taken over at login", async () => {
    const token = await customer(s, "trade@example.com");
    await emptyCartOf(s, token);
    // remembered: the customer's destination as it is (no cart, or one without a country)
    expect(await pricesShown(s, token)).toBe(true);
    expect(await pricesShown(s, token, { "x-destination-country": "NZ" })).toBe(false);
    expect((await s.json("/api/rest/v2/cart/items", { method: "POST", json: { sku, qty: 1 }, token })).status).toBe(200);
    expect(await pricesShown(s, token)).toBe(true);

    await setCountry(s, token, "NZ");
    expect(await pricesShown(s, token)).toBe(false);
    // the cart's country wins over the header
    expect(await pricesShown(s, token, { "x-destination-country": "DE" })).toBe(false);
    await setCountry(s, token, "DE");
    expect(await pricesShown(s, token)).toBe(true);
    await setCountry(s, token, "NZ");
    expect(await pricesShown(s, token)).toBe(false);

    // an order placed: the cart that shipped to New Zealand is no longer the active one
    expect((await s.json("/api/rest/v2/cart/items", { method: "POST", json: { sku, qty: 1 }, token })).status).toBe(200);
    const order = await s.json("/api/rest/v2/checkout/place-order", { method: "POST", json: { paymentMethod: "purchaseorder", poNumber: "PO-20" }, token });
    expect(order.status).toBe(201);
    expect(await pricesShown(s, token)).toBe(true);

    // a new cart is the active one: its country decides
    expect((await s.json("/api/rest/v2/cart/items", { method: "POST", json: { sku, qty: 1 }, token })).status).toBe(200);
    expect(await pricesShown(s, token)).toBe(true);
    await setCountry(s, token, "NZ");
    expect(await pricesShown(s, token)).toBe(false);
    const placed = await s.json("/api/rest/v2/checkout/place-order", { method: "POST", json: { paymentMethod: "purchaseorder", poNumber: "PO-21" }, token });
    expect(placed.status).toBe(201);
    expect(await pricesShown(s, token)).toBe(true);

    // a guest cart shipping to New Zealand taken over at login (the customer has no active cart): it decides at once
    const guest = await s.json("/api/rest/v2/cart/items", { method: "POST", json: { sku, qty: 1 } });
    const maskedId = guest.headers.get("x-cart-id")!;
    expect((await s.json("/api/rest/v2/cart/shipping-country", { method: "PUT", json: { country: "NZ" }, headers: { "x-cart-id": maskedId } })).status).toBe(
      200,
    );
    const login = await s.json("/api/rest/v2/auth/token", { method: "POST", json: { email: "trade@example.com", password: TEST_CUSTOMER_PASSWORD, maskedId } });
    expect(login.status).toBe(200);
    expect(login.body.cartMaskedId).toBe(maskedId);
    expect(await pricesShown(s, token)).toBe(false);
    expect(await pricesShown(s, login.body.token)).toBe(false);
    await setCountry(s, token, "AU");
    expect(await pricesShown(s, login.body.token)).toBe(true);
  });

  it("the remembered destinations are per customer: one customer's country never answers another", async () => {
    const trade = await customer(s, "trade@example.com");
    const retail = await customer(s, "retail@example.com");
    for (const t of [trade, retail]) {
      await emptyCartOf(s, t);
      expect((await s.json("/api/rest/v2/cart/items", { method: "POST", json: { sku, qty: 1 }, token: t })).status).toBe(200);
    }
    await setCountry(s, trade, "NZ");
    await setCountry(s, retail, "DE");
    expect(await pricesShown(s, trade)).toBe(false);
    expect(await pricesShown(s, retail)).toBe(true);
    await setCountry(s, retail, "NZ");
    await setCountry(s, trade, "DE");
    expect(await pricesShown(s, trade)).toBe(true);
    expect(await pricesShown(s, retail)).toBe(false);
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("one process on SQLite — rules written outside the API", () => {
  let s: TestServer;

  beforeAll(async () => {
    s = await startTestServer({ modules: [access as never], settings: { cachePollMs: 200 } });
    await deleteAllRules(s);
    await setConfig(s, { enabled: "1", mode: "rules", requireLogin: "0" });
  });
  afterAll(async () => {
    await s?.close();
  });

  it("a rule written through the API is answered by the very next request; one written by another process within the poll", async () => {
    expect(await pricesShown(s, undefined)).toBe(true);
    const viaApi = await createRule(s, { name: "guests: prices on request", priority: 1, hidePrice: true, source: "", customerGroupIds: [0] });
    expect(await pricesShown(s, undefined)).toBe(false);
    await s.gql(`mutation($id: Int!) { accessRuleDelete(id: $id) { __typename } }`, { id: viaApi.id }, { token: await s.adminToken() });
    expect(await pricesShown(s, undefined)).toBe(true);

    // another process on the same SQLite file: its own client, no announcement
    const other = openDb(resolveDbTarget(s.dbUrl));
    try {
      await other.db.accessRule.create({
        data: { name: "written outside", isActive: true, priority: 1, customerGroupIds: "0", source: "", hidePrice: true, enforcement: "both" },
      });
      const deadline = Date.now() + 20_000;
      let shown = true;
      while (shown && Date.now() < deadline) {
        shown = await pricesShown(s, undefined);
        if (shown) await new Promise((r) => setTimeout(r, 50));
      }
      expect(shown, "the outside rule was not noticed within 20 s (the poll runs every 200 ms)").toBe(false);
    } finally {
      await other.close();
    }
  });
});

describe.skipIf(!scaleOut)("a changed destination on two instances (PostgreSQL + Redis)", () => {
  let a: TestServer;
  let b: TestServer;
  let sku: string;

  beforeAll(async () => {
    a = await startTestServer({ modules: [access as never] });
    b = await startTestServer({ modules: [access as never], shareDbWith: a });
    await deleteAllRules(a);
    await setConfig(a, { enabled: "1", mode: "rules", requireLogin: "0" });
    await createRule(a, { name: "NZ prices on request", priority: 1, hidePrice: true, source: "", customerGroupIds: [1, 2, 3], countries: ["NZ"] });
    sku = (await productIn(a, 12)).sku;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("a country set, an order placed and a new cart on A: B's very next request answers for the new destination", async () => {
    const token = await customer(a, "trade@example.com");
    await emptyCartOf(a, token);
    expect((await a.json("/api/rest/v2/cart/items", { method: "POST", json: { sku, qty: 1 }, token })).status).toBe(200);
    // B remembers the destination (and keeps its answer) before each change
    expect(await pricesShown(b, token)).toBe(true);
    expect(await pricesShown(b, token)).toBe(true);
    await setCountry(a, token, "NZ");
    expect(await pricesShown(b, token)).toBe(false);
    await setCountry(a, token, "DE");
    expect(await pricesShown(b, token)).toBe(true);
    await setCountry(a, token, "NZ");
    expect(await pricesShown(b, token)).toBe(false);
    expect(await pricesShown(a, token)).toBe(false);
    const order = await a.json("/api/rest/v2/checkout/place-order", { method: "POST", json: { paymentMethod: "purchaseorder", poNumber: "PO-B" }, token });
    expect(order.status).toBe(201);
    expect(await pricesShown(b, token)).toBe(true);
    // a new cart on A, its country set on B: A answers at once
    expect((await a.json("/api/rest/v2/cart/items", { method: "POST", json: { sku, qty: 1 }, token })).status).toBe(200);
    expect(await pricesShown(a, token)).toBe(true);
    await setCountry(b, token, "NZ");
    expect(await pricesShown(a, token)).toBe(false);
  });
});

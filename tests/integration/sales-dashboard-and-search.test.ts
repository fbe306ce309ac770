/**
 * The dashboard's sales figures and the console's global search over GraphQL (docs/admin-console.md#dashboard):
 * orders of a store of their own written at controlled times, in two currencies, give exact figures per window
 * (today, 7 and 30 days in the store's time zone, the 30-day boundary included, a canceled order left out), the
 * daily series, the top products and the orders waiting to ship; moving the store's time zone moves an order
 * across the "today" boundary. The search finds an order by number, email and name, a customer, a product by
 * SKU in any case; each group needs its scope; both fields replayed as a guest, a customer and the API user are
 * refused. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../src/core/auth/password.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { refused, replay } from "../helpers/graphql-replay.ts";

const DAY = 86_400_000;
const TOKYO = 9 * 3_600_000; // Asia/Tokyo: UTC+9 all year, no DST
let s: TestServer;
let admin: string;
const tokens: Record<string, string> = {};
let storeId = 0;
let customerId = 0;
const tag = `${process.pid}${Date.now() % 100000}`;
const products: { id: number; sku: string; name: string }[] = [];

interface Placed {
  id: number;
  incrementId: string;
  currency: string;
  grandTotal: string;
  status: string;
  createdAt: Date;
}
const placed: Record<string, Placed> = {};
let cartSeq = 900_000_000 + (Date.now() % 1_000_000);

/** local midnight today in a fixed-offset zone, from the clock (independent of the code under test) */
const midnight = (now: number, offset: number) => Math.floor((now + offset) / DAY) * DAY - offset;

async function order(
  key: string,
  o: {
    currency: string;
    grandTotal: string;
    status: string;
    createdAt: Date;
    lines: [number, number, string][];
    shipped?: boolean;
    virtual?: boolean;
    customer?: boolean;
  },
) {
  const row = await s.app.db.order.create({
    data: {
      incrementId: `D${tag}${key}`,
      storeId,
      customerId: o.customer ? customerId : null,
      customerEmail: o.customer ? `zelda.q.${tag}@dash.example` : `guest-${key}.${tag}@dash.example`,
      customerGroupId: o.customer ? 1 : 0,
      cartId: ++cartSeq,
      status: o.status,
      currency: o.currency,
      subtotal: o.grandTotal,
      shippingAmount: 0,
      grandTotal: o.grandTotal,
      paymentMethod: "checkmo",
      shippingMethod: o.virtual ? "" : "flatrate_flatrate",
      createdAt: o.createdAt,
      items: {
        create: o.lines.map(([p, qty, rowTotal]) => ({
          productId: products[p]!.id,
          sku: products[p]!.sku,
          name: products[p]!.name,
          qty,
          price: rowTotal,
          rowTotal,
          qtyShipped: o.shipped ? qty : 0,
          qtyInvoiced: o.shipped ? qty : 0,
          isVirtual: !!o.virtual,
        })),
      },
    },
  });
  placed[key] = { id: row.id, incrementId: row.incrementId, currency: o.currency, grandTotal: o.grandTotal, status: o.status, createdAt: o.createdAt };
}

async function setZone(zone: string) {
  await s.app.db.configValue.upsert({
    where: { scope_scopeId_path: { scope: "store", scopeId: storeId, path: "general/locale/timezone" } },
    create: { scope: "store", scopeId: storeId, path: "general/locale/timezone", value: zone },
    update: { value: zone },
  });
  s.app.config.invalidate();
}

const DASHBOARD = `query($storeId: Int) { salesDashboard(storeId: $storeId) {
  storeId timezone generatedAt toShipCount
  toShipOldest { id incrementId status currency grandTotal createdAt }
  currencies { currency
    today { from orders revenue averageOrderValue }
    last7Days { from orders revenue averageOrderValue }
    last30Days { from orders revenue averageOrderValue }
    daily { date orders revenue }
    topProductsByQty { productId sku name qty revenue }
    topProductsByRevenue { productId sku name qty revenue }
  } } }`;
const SEARCH = `query($q: String!, $limit: Int) { adminSearch(query: $q, limit: $limit) {
  orders { id label sublabel path exact } customers { id label sublabel path exact } products { id label sublabel path exact } } }`;

async function dashboard(token = admin) {
  const r = await s.gql(DASHBOARD, { storeId }, { token });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data.salesDashboard;
}
async function search(q: string, token = admin, limit?: number) {
  const r = await s.gql(SEARCH, { q, limit }, { token });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data.adminSearch as Record<"orders" | "customers" | "products", { id: number; label: string; sublabel: string; path: string; exact: boolean }[]>;
}

let now = 0;
let M = 0;

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.adminToken();
  const db = s.app.db;
  const store = await db.store.create({ data: { code: `dash${tag}`, name: `Dashboard store ${tag}`, currency: "CHF" } });
  storeId = store.id;
  const customer = await db.customer.create({
    data: { storeId, email: `zelda.q.${tag}@dash.example`, passwordHash: "x", firstName: "Zelda", lastName: `Quartermain${tag}` },
  });
  customerId = customer.id;
  products.push(...(await db.product.findMany({ orderBy: { id: "asc" }, take: 4, select: { id: true, sku: true, name: true } })));
  for (const scopes of ["sales", "customers", "catalog"]) {
    const username = `dash-${scopes}-${tag}`;
    await db.adminUser.create({ data: { username, passwordHash: await hashPassword("scoped-password-1"), scopes } });
    const r = await s.json("/api/rest/v2/auth/admin-token", { method: "POST", json: { username, password: "scoped-password-1" } });
    expect(r.status).toBe(200);
    tokens[scopes] = r.body.token;
  }
  await setZone("Asia/Tokyo");
  now = Date.now();
  M = midnight(now, TOKYO);
  const at = (t: number) => new Date(t);
  // CHF: today, yesterday (1 ms before midnight), 3 and 10 days ago, a canceled one, the first and the day before the 30 days
  await order("o1", {
    currency: "CHF",
    grandTotal: "100.10",
    status: "pending",
    createdAt: at(M),
    customer: true,
    lines: [
      [0, 2, "80"],
      [1, 1, "20.1"],
    ],
  });
  await order("o2", { currency: "CHF", grandTotal: "200.20", status: "processing", createdAt: at(M - 1), shipped: true, lines: [[0, 1, "200.2"]] });
  await order("o3", { currency: "CHF", grandTotal: "0.30", status: "complete", createdAt: at(M - 3 * DAY), shipped: true, lines: [[2, 5, "0.3"]] });
  await order("o4", { currency: "CHF", grandTotal: "49.99", status: "pending", createdAt: at(M - 10 * DAY), lines: [[1, 3, "49.99"]] });
  await order("o5", { currency: "CHF", grandTotal: "1000", status: "canceled", createdAt: at(M - 10 * DAY), lines: [[3, 100, "1000"]] });
  await order("o6", { currency: "CHF", grandTotal: "500", status: "pending", createdAt: at(M - 29 * DAY - 1), lines: [[3, 50, "500"]] });
  await order("o7", { currency: "CHF", grandTotal: "12.34", status: "complete", createdAt: at(M - 29 * DAY), shipped: true, lines: [[3, 1, "12.34"]] });
  // EUR: today (nothing to ship), the first of the 7 days
  await order("e1", { currency: "EUR", grandTotal: "10", status: "pending", createdAt: at(M), virtual: true, lines: [[2, 1, "10"]] });
  await order("e2", { currency: "EUR", grandTotal: "5.55", status: "complete", createdAt: at(M - 6 * DAY), shipped: true, lines: [[2, 1, "5.55"]] });
}, 60_000);
afterAll(() => s?.close());

const tokyoDate = (t: number) => new Date(t + TOKYO).toISOString().slice(0, 10);

describe("salesDashboard", () => {
  it("gives exact figures per window and currency in the store's time zone, the daily series, top products and orders to ship", async () => {
    const d = await dashboard();
    expect(d.storeId).toBe(storeId);
    expect(d.timezone).toBe("Asia/Tokyo");
    expect(d.currencies.map((c: { currency: string }) => c.currency)).toEqual(["CHF", "EUR"]);
    const [chf, eur] = d.currencies;
    expect(chf.today).toEqual({ from: new Date(M).toISOString(), orders: 1, revenue: 100.1, averageOrderValue: 100.1 });
    expect(chf.last7Days).toEqual({ from: new Date(M - 6 * DAY).toISOString(), orders: 3, revenue: 300.6, averageOrderValue: 100.2 });
    // o7 opens the 30 days, o6 (1 ms earlier) and the canceled o5 are left out
    expect(chf.last30Days).toEqual({ from: new Date(M - 29 * DAY).toISOString(), orders: 5, revenue: 362.93, averageOrderValue: 72.59 });
    expect(eur.today).toEqual({ from: new Date(M).toISOString(), orders: 1, revenue: 10, averageOrderValue: 10 });
    expect(eur.last7Days).toEqual({ from: new Date(M - 6 * DAY).toISOString(), orders: 2, revenue: 15.55, averageOrderValue: 7.78 });
    expect(eur.last30Days.orders).toBe(2);

    expect(chf.daily).toHaveLength(30);
    expect(chf.daily[29]).toEqual({ date: tokyoDate(M), orders: 1, revenue: 100.1 });
    expect(chf.daily[28]).toEqual({ date: tokyoDate(M - DAY), orders: 1, revenue: 200.2 });
    expect(chf.daily[26]).toEqual({ date: tokyoDate(M - 3 * DAY), orders: 1, revenue: 0.3 });
    expect(chf.daily[19]).toEqual({ date: tokyoDate(M - 10 * DAY), orders: 1, revenue: 49.99 });
    expect(chf.daily[0]).toEqual({ date: tokyoDate(M - 29 * DAY), orders: 1, revenue: 12.34 });
    expect(chf.daily.reduce((a: number, x: { orders: number }) => a + x.orders, 0)).toBe(5);

    const p = (i: number) => ({ productId: products[i]!.id, sku: products[i]!.sku, name: products[i]!.name });
    expect(chf.topProductsByQty).toEqual([
      { ...p(2), qty: 5, revenue: 0.3 },
      { ...p(1), qty: 4, revenue: 70.09 },
      { ...p(0), qty: 3, revenue: 280.2 },
      { ...p(3), qty: 1, revenue: 12.34 },
    ]);
    expect(chf.topProductsByRevenue.map((x: { sku: string }) => x.sku)).toEqual([p(0).sku, p(1).sku, p(3).sku, p(2).sku]);
    expect(eur.topProductsByQty).toEqual([{ ...p(2), qty: 2, revenue: 15.55 }]);

    // o4 and o1 wait to ship, oldest first; o2 is shipped, e1 ships nothing, o6 is out of the 30 days but still open
    expect(d.toShipCount).toBe(3);
    expect(d.toShipOldest.map((o: { incrementId: string }) => o.incrementId)).toEqual([placed.o6!.incrementId, placed.o4!.incrementId, placed.o1!.incrementId]);
    expect(d.toShipOldest[2]).toMatchObject({ id: placed.o1!.id, currency: "CHF", grandTotal: 100.1, status: "pending" });
  });

  it("a time zone moves the day boundary: in UTC, o1 and o2 (1 ms apart across Tokyo's midnight) fall on the same day", async () => {
    await setZone("UTC");
    try {
      const d = await dashboard();
      expect(d.timezone).toBe("UTC");
      const start = midnight(Date.now(), 0);
      const expected = (currency: string) => {
        const rows = Object.values(placed).filter((o) => o.currency === currency && o.status !== "canceled" && o.createdAt.getTime() >= start);
        return { orders: rows.length, revenue: Math.round(rows.reduce((a, o) => a + Number(o.grandTotal) * 100, 0)) / 100 };
      };
      const chf = d.currencies.find((c: { currency: string }) => c.currency === "CHF");
      expect(chf.today.from).toBe(new Date(start).toISOString());
      expect({ orders: chf.today.orders, revenue: chf.today.revenue }).toEqual(expected("CHF"));
      // in Tokyo's time o1 alone was today; in UTC o1 and o2 are both today or both yesterday
      expect([0, 2]).toContain(chf.today.orders);
      expect(chf.daily.at(-1).date).toBe(new Date(start).toISOString().slice(0, 10));
    } finally {
      await setZone("Asia/Tokyo");
    }
  });

  it("needs the sales scope; a store without orders answers zeros in its currency", async () => {
    const r = await s.gql(DASHBOARD, { storeId }, { token: tokens.customers });
    expect(r.errors?.[0]?.extensions?.code).toBe("forbidden");
    expect((await dashboard(tokens.sales)).currencies).toHaveLength(2);
    const empty = await s.app.db.store.create({ data: { code: `empty${tag}`, name: "Empty", currency: "JPY" } });
    const e = await s.gql(DASHBOARD, { storeId: empty.id }, { token: admin });
    expect(e.data.salesDashboard.currencies).toEqual([
      expect.objectContaining({ currency: "JPY", today: expect.objectContaining({ orders: 0, revenue: 0, averageOrderValue: 0 }), topProductsByQty: [] }),
    ]);
    expect(e.data.salesDashboard.toShipCount).toBe(0);
  });
});

describe("adminSearch", () => {
  it("finds an order by its number (exact first), by the customer's email and by name, in any case", async () => {
    const o1 = placed.o1!;
    const byNumber = await search(o1.incrementId.toLowerCase());
    expect(byNumber.orders[0]).toMatchObject({ id: o1.id, label: `Order #${o1.incrementId}`, path: `/admin/orders/${o1.id}`, exact: true });
    const byEmail = await search(`ZELDA.Q.${tag}@DASH`);
    expect(byEmail.orders.map((o) => o.id)).toEqual([o1.id]);
    expect(byEmail.orders[0]!.sublabel).toContain("100.10 CHF");
    expect(byEmail.customers).toEqual([
      {
        id: customerId,
        label: `Zelda Quartermain${tag}`,
        sublabel: `zelda.q.${tag}@dash.example · Dashboard store ${tag}`,
        path: `/admin/customers/${customerId}`,
        exact: false,
      },
    ]);
    const byName = await search(`zelda QUARTERMAIN${tag}`);
    expect(byName.orders.map((o) => o.id)).toEqual([o1.id]);
    expect(byName.customers.map((c) => c.id)).toEqual([customerId]);
    expect((await search(`zelda.q.${tag}@dash.example`)).customers[0]!.exact).toBe(true);
  });

  it("finds a guest's order by the name in its addresses", async () => {
    const row = await s.app.db.order.create({
      data: {
        incrementId: `D${tag}g1`,
        storeId,
        customerEmail: `gail.${tag}@guest.example`,
        customerGroupId: 0,
        cartId: ++cartSeq,
        status: "complete",
        currency: "CHF",
        subtotal: 7,
        shippingAmount: 0,
        grandTotal: 7,
        paymentMethod: "checkmo",
        createdAt: new Date(M - 100 * DAY),
        addresses: JSON.stringify({ shipping: null, billing: { firstName: "Gail", lastName: `Guestbuyer${tag}`, street: ["1 Gail St"] } }),
      },
    });
    const r = await search(`gail GUESTBUYER${tag}`);
    expect(r.orders).toEqual([
      {
        id: row.id,
        label: `Order #D${tag}g1`,
        sublabel: `Gail Guestbuyer${tag} <gail.${tag}@guest.example> · complete · 7.00 CHF`,
        path: `/admin/orders/${row.id}`,
        exact: false,
      },
    ]);
    // the street is not a name
    expect((await search(`Gail St ${tag}`)).orders).toEqual([]);
  });

  it("finds a product by SKU in any case, linked to the orders grid searched by it", async () => {
    const p = products[0]!;
    // limit 1: the exact SKU comes first even when other products contain it in their SKU or name
    const r = await search(p.sku.toLowerCase() === p.sku ? p.sku.toUpperCase() : p.sku.toLowerCase(), admin, 1);
    const hit = r.products.find((x) => x.id === p.id);
    expect(hit).toEqual({
      id: p.id,
      label: p.name,
      sublabel: expect.stringContaining(`SKU ${p.sku}`),
      path: `/admin/orders?search=${encodeURIComponent(p.sku)}`,
      exact: true,
    });
    expect(r.products).toHaveLength(1);
  });

  it("gives each group only to an admin with its scope, the others empty", async () => {
    const q = `zelda.q.${tag}`;
    const sales = await search(q, tokens.sales);
    expect(sales.orders.length).toBe(1);
    expect(sales.customers).toEqual([]);
    expect(sales.products).toEqual([]);
    const customers = await search(q, tokens.customers);
    expect(customers.orders).toEqual([]);
    expect(customers.customers.length).toBe(1);
    const catalog = await search(products[0]!.sku, tokens.catalog);
    expect(catalog.orders).toEqual([]);
    expect(catalog.customers).toEqual([]);
    expect(catalog.products.length).toBeGreaterThan(0);
    expect(await search("   ")).toEqual({ orders: [], customers: [], products: [] });
    // % is no wildcard: alone it searches for nothing
    expect(await search("%%")).toEqual({ orders: [], customers: [], products: [] });
  });

  it("salesDashboard and adminSearch replayed as a guest, a customer and the API user are refused", async () => {
    const email = `dash-replay-${tag}@example.com`;
    expect(
      (await s.json("/api/rest/v2/customers", { method: "POST", json: { email, password: "dash-password-1", firstName: "Re", lastName: "Play" } })).status,
    ).toBe(201);
    const customer = await s.customerToken(email, "dash-password-1");
    const ops = [
      { query: DASHBOARD, variables: { storeId } },
      { query: SEARCH, variables: { q: placed.o1!.incrementId } },
    ];
    const callers: [string, string | undefined][] = [
      ["guest", undefined],
      ["customer", `Bearer ${customer}`],
      ["api user", `Basic ${Buffer.from(s.apiUser.join(":")).toString("base64")}`],
    ];
    for (const [who, authorization] of callers)
      for (const op of ops) {
        const answer = await replay(s.url, { kind: "http", ...op }, authorization);
        expect(refused(answer), `${who}: ${JSON.stringify(answer)}`).toBe(true);
      }
  });
});

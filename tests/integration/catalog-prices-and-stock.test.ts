/**
 * The catalogue's prices and stock, over the seeded demo catalogue:
 * item 2, the tier prices a product shows are only those below the caller's final price; item 3, every child price
 * inside a composite (bundle selections, grouped children, variants) is the caller's and what the cart charges;
 * item 5, the stock status follows the quantity (an order that sells a product out, an UPDATE made outside the API)
 * and a composite's children, in every answer, and an order that sells out evicts the kept answers and asks the
 * storefront to sync. The storefront here is a recording peer on loopback.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

let s: TestServer;
let peer: http.Server;
const syncCalls: { path: string; ids?: number[] }[] = [];
let callers: [string, string | undefined, number][] = [];
/** every catalogChanged event this instance published */
const changes: { entity: string; ids: string[] }[] = [];

beforeAll(async () => {
  peer = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString() || "{}") as { ids?: number[] };
    syncCalls.push({ path: req.url ?? "", ids: body.ids });
    res.writeHead(200, { "content-type": "application/json" }).end('{"success":true}');
  });
  await new Promise<void>((r) => peer.listen(0, "127.0.0.1", r));
  s = await startTestServer({
    settings: {
      storefrontUrl: `http://127.0.0.1:${(peer.address() as AddressInfo).port}`,
      syncSecret: "round-three-secret-123456",
      storefrontSync: { cron: "", baseDelayMs: 20, batchMs: 20 },
    },
  });
  void (async () => {
    for await (const c of s.app.pubsub.subscribe("catalogChanged")) changes.push(c);
  })();
  const token = (email: string) => s.customerToken(email, TEST_CUSTOMER_PASSWORD);
  callers = [
    ["guest", undefined, 0],
    ["General", await token("jane@example.com"), 1],
    ["Wholesale", await token("trade@example.com"), 2],
    ["Retailer", await token("retail@example.com"), 3],
  ];
});
afterAll(async () => {
  await s?.close();
  await new Promise((r) => peer?.close(r));
});

const until = async <T>(f: () => T | undefined, ms = 15_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const v = f();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 20));
  }
};

const detail = async (id: number, token?: string) => {
  const r = await s.json(`/api/rest/v2/products/${id}`, { token });
  expect(r.status, `product ${id}`).toBe(200);
  return r.body;
};
/** adds one line to a fresh cart of the caller's (a customer's cart is emptied first) */
async function charge(token: string | undefined, line: { sku: string; qty: number; options?: Record<string, unknown> }) {
  if (token) {
    const cart = (await s.json("/api/rest/v2/cart", { token })).body;
    for (const i of cart?.items ?? []) await s.json(`/api/rest/v2/cart/items/${i.id}`, { method: "DELETE", token });
  }
  const r = await s.json("/api/rest/v2/cart/items", { method: "POST", json: line, token });
  return r.status === 200 ? (r.body.items.find((i: any) => i.sku === line.sku || i.sku.startsWith(line.sku))?.price as number) : undefined;
}

const GQL_PRODUCT = `query($id:Int!){product(id:$id){id type inStock stockStatus finalPrice tierPrices{customerGroupId qty price}
  variants{id sku inStock stockStatus} groupedProducts{id inStock stockStatus} bundleOptions{selections{productId inStock stockStatus}}}}`;

/** what every read says of the product: GraphQL, the REST detail and the REST listing by SKU */
async function statuses(id: number, token?: string) {
  const g = await s.gql(GQL_PRODUCT, { id }, { token });
  expect(g.errors).toBeUndefined();
  const d = await detail(id, token);
  const l = (await s.json(`/api/rest/v2/products?sku=${encodeURIComponent(d.sku)}`, { token })).body.member[0];
  return { graphql: [g.data.product.inStock, g.data.product.stockStatus], rest: [d.inStock, d.stockStatus], listing: [l.inStock, l.stockStatus], d };
}
const OUT = { graphql: [false, "out_of_stock"], rest: [false, "out_of_stock"], listing: [false, "out_of_stock"] };
const IN = { graphql: [true, "in_stock"], rest: [true, "in_stock"], listing: [true, "in_stock"] };
const only = (x: Awaited<ReturnType<typeof statuses>>) => ({ graphql: x.graphql, rest: x.rest, listing: x.listing });

// first in the file, while no cache holds the product: a product some answer already holds shows the write once the
// caches' minute passes (the row cache and the response cache), as any write outside the API
describe("stock: a write outside the API", () => {
  it("an UPDATE of stockQty made outside the API leaves no product in stock that the cart refuses", async () => {
    const p = await s.app.db.product.findFirstOrThrow({
      where: { type: "simple", status: 1, visibility: 4, inStock: true, stockQty: { gt: 5 }, customOptions: { none: {} } },
      orderBy: { id: "desc" },
    });
    await s.app.db.product.update({ where: { id: p.id }, data: { stockQty: 0 } });
    expect(only(await statuses(p.id))).toEqual(OUT);
    const add = await s.json("/api/rest/v2/cart/items", { method: "POST", json: { sku: p.sku, qty: 1 } });
    expect(add.status).toBe(422);
  });
});

describe("tier prices below the caller's final price only", () => {
  it("every product's tierPrices, listing (GraphQL and REST) and detail, are the group's tiers strictly below its finalPrice", {
    timeout: 60_000,
  }, async () => {
    const rows = await s.app.db.tierPrice.findMany({ orderBy: [{ qty: "asc" }, { id: "asc" }] });
    let hidden = 0;
    let shown = 0;
    for (const [who, token, groupId] of callers) {
      const listed: any[] = [];
      for (let page = 1; ; page++) {
        const r = await s.gql(
          `query($page:Int!){products(itemsPerPage:100,page:$page){totalItems member{id type finalPrice tierPrices{customerGroupId qty price}}}}`,
          { page },
          { token },
        );
        expect(r.errors).toBeUndefined();
        listed.push(...r.data.products.member);
        if (listed.length >= r.data.products.totalItems) break;
      }
      for (const p of listed) {
        const own = rows.filter((t) => t.productId === p.id && (t.groupId === null || t.groupId === groupId));
        const expected =
          p.finalPrice === null || ["configurable", "grouped", "bundle", "giftcard"].includes(p.type)
            ? []
            : own
                .filter((t) => Math.round(Number(t.price) * 100) / 100 < p.finalPrice)
                .map((t) => ({ customerGroupId: t.groupId, qty: t.qty, price: Number(t.price) }));
        expect(p.tierPrices, `${who} product ${p.id} at ${p.finalPrice}`).toEqual(expected);
        for (const t of p.tierPrices) expect(t.price, `${who} product ${p.id}`).toBeLessThan(p.finalPrice);
        shown += expected.length;
        if (p.type === "simple" || p.type === "virtual" || p.type === "downloadable") hidden += own.length - expected.length;
      }
      // the REST listing and detail (Maho's shapes) say the same, for a product that has a tier to hide
      const withHidden = listed.find((p) => rows.some((t) => t.productId === p.id && (t.groupId === null || t.groupId === groupId) && t.price >= p.finalPrice));
      if (withHidden) {
        const d = await detail(withHidden.id, token);
        expect(d.tierPrices, `${who} detail ${withHidden.id}`).toEqual(withHidden.tierPrices);
        const l = await s.json(`/api/rest/v2/products?sku=${encodeURIComponent(d.sku)}`, { token });
        expect(l.body.member[0].tierPrices).toEqual(withHidden.tierPrices);
      }
    }
    // the demo catalogue has both kinds: the rule is exercised, not vacuous
    expect(hidden).toBeGreaterThan(0);
    expect(shown).toBeGreaterThan(0);
  });

  it("a tier equal to the final price is not shown; one a cent below is", async () => {
    const p = await s.app.db.product.findFirstOrThrow({
      where: { type: "simple", status: 1, specialPrice: null, customOptions: { none: {} } },
      orderBy: { id: "asc" },
    });
    const admin = await s.adminToken();
    const r = await s.gql(
      `mutation($id:Int!,$input:ProductInput!){productUpdate(id:$id,input:$input){__typename}}`,
      {
        id: p.id,
        input: {
          price: 50,
          stockQty: 1000,
          inStock: true,
          tierPrices: [
            { customerGroupId: null, qty: 5, price: 50 },
            { customerGroupId: null, qty: 10, price: 49.99 },
          ],
        },
      },
      { token: admin },
    );
    expect(r.errors).toBeUndefined();
    const d = await detail(p.id);
    expect(d.finalPrice).toBe(50);
    expect(d.tierPrices).toEqual([{ customerGroupId: null, qty: 10, price: 49.99 }]);
  });
});

describe("child prices inside a composite are the caller's", () => {
  it("every bundle selection's price is the caller's final price, and the cart charges their sum", { timeout: 90_000 }, async () => {
    const bundles = await s.app.db.product.findMany({ where: { type: "bundle", status: 1 }, select: { id: true, sku: true }, orderBy: { id: "asc" } });
    expect(bundles.length).toBeGreaterThan(0);
    let checked = 0;
    let differsFromList = 0;
    for (const [who, token] of callers) {
      for (const b of bundles) {
        const d = await detail(b.id, token);
        const required = d.bundleOptions.filter((o: any) => o.required);
        for (const o of d.bundleOptions) {
          for (const sel of o.selections) {
            expect(sel.price, `${who} bundle ${b.sku} selection ${sel.id}`).toBe(sel.finalPrice);
          }
        }
        // each selection of each required option, the others at their first in-stock selection
        for (const o of required) {
          for (const sel of o.selections.filter((x: any) => x.inStock)) {
            const chosen: Record<string, number> = {};
            let shown = 0;
            for (const other of required) {
              const pick = other.id === o.id ? sel : other.selections.find((x: any) => x.inStock);
              if (!pick) continue;
              chosen[other.id] = pick.id;
              shown += pick.price * pick.qty;
            }
            const charged = await charge(token, { sku: d.sku, qty: 1, options: { bundleSelections: chosen } });
            if (charged === undefined) continue;
            expect(charged, `${who} bundle ${b.sku} with ${JSON.stringify(chosen)}`).toBe(Math.round(shown * 100) / 100);
            checked++;
            const list = (await s.app.db.product.findUniqueOrThrow({ where: { id: sel.productId }, select: { price: true } })).price.toNumber();
            if (Math.round(list * 100) / 100 !== sel.price) differsFromList++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
    // some selection's price for some caller is not its list price (a special or group price): the test tells them apart
    expect(differsFromList).toBeGreaterThan(0);
  });

  it("grouped children and variants show the caller's finalPrice, the price the cart charges for them", { timeout: 90_000 }, async () => {
    const composites = await s.app.db.product.findMany({
      where: { type: { in: ["grouped", "configurable"] }, status: 1 },
      select: { id: true },
      orderBy: { id: "asc" },
      take: 16,
    });
    let checked = 0;
    for (const [who, token] of callers) {
      for (const c of composites) {
        const d = await detail(c.id, token);
        const lines =
          d.type === "grouped"
            ? d.groupedProducts.filter((g: any) => g.inStock).map((g: any) => [g.finalPrice, { sku: g.sku, qty: 1 }] as const)
            : d.variants
                .filter((v: any) => v.inStock)
                .map((v: any) => [v.finalPrice, { sku: d.sku, qty: 1, options: { superAttributes: v.attributes } }] as const);
        for (const [shown, line] of lines) {
          const charged = await charge(token, line);
          if (charged === undefined) continue;
          expect(charged, `${who} ${d.type} ${d.sku} ${JSON.stringify(line)}`).toBe(shown);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it("a bundle's kept answer varies by customer group: the guest's selection prices are never served to the trade customer", async () => {
    const bundles = await s.app.db.product.findMany({ where: { type: "bundle", status: 1 }, select: { id: true }, orderBy: { id: "asc" } });
    const trade = callers.find(([who]) => who === "Wholesale")![1];
    let differing = 0;
    for (const b of bundles) {
      const guest = await s.fetch(`/api/rest/v2/products/${b.id}`);
      const guestBody = await guest.json();
      const again = await s.fetch(`/api/rest/v2/products/${b.id}`);
      expect(again.headers.get("x-response-cache")).toBe("hit");
      expect(await again.json()).toEqual(guestBody);
      const tradeBody = await detail(b.id, trade);
      const prices = (d: any) => d.bundleOptions.flatMap((o: any) => o.selections.map((x: any) => x.price));
      if (JSON.stringify(prices(guestBody)) !== JSON.stringify(prices(tradeBody))) differing++;
      // the trade customer's answer is the trade customer's, kept or not
      expect(await detail(b.id, trade)).toEqual(tradeBody);
    }
    expect(differing).toBeGreaterThan(0);
  });
});

describe("the stock status follows the quantity and the children", () => {
  const admin = () => s.adminToken();
  async function update(id: number, input: Record<string, unknown>) {
    const r = await s.gql(`mutation($id:Int!,$input:ProductInput!){productUpdate(id:$id,input:$input){__typename}}`, { id, input }, { token: await admin() });
    expect(r.errors).toBeUndefined();
  }
  it("an order that takes the last units makes every read say out_of_stock, evicts the kept answers and asks the storefront to sync", async () => {
    const p = await s.app.db.product.findFirstOrThrow({
      where: { type: "simple", status: 1, visibility: 4, inStock: true, stockQty: { gt: 5 }, customOptions: { none: {} } },
      orderBy: { id: "asc" },
      skip: 3,
    });
    await update(p.id, { stockQty: 2, inStock: true });
    // warm every cache: the kept REST answers, the listing's fragments, the rows
    expect(only(await statuses(p.id))).toEqual(IN);
    expect((await s.fetch(`/api/rest/v2/products/${p.id}`)).headers.get("x-response-cache")).toBe("hit");
    const cart = await s.json("/api/rest/v2/cart/items", { method: "POST", json: { sku: p.sku, qty: 2 } });
    expect(cart.status).toBe(200);
    const before = syncCalls.length;
    const announced = changes.length;
    const order = await s.json("/api/rest/v2/checkout/place-order", {
      method: "POST",
      json: { paymentMethod: "checkmo", email: "sold-out@example.com" },
      headers: { "X-Cart-Id": cart.body.maskedId },
    });
    expect(order.status).toBe(201);
    expect((await s.app.db.product.findUniqueOrThrow({ where: { id: p.id } })).stockQty).toBe(0);
    for (const [who, token] of callers) expect(only(await statuses(p.id, token)), who).toEqual(OUT);
    const add = await s.json("/api/rest/v2/cart/items", { method: "POST", json: { sku: p.sku, qty: 1 } });
    expect(add.status).toBe(422);
    expect(changes.slice(announced).some((c) => c.entity === "product" && c.ids.includes(String(p.id)))).toBe(true);
    const call = await until(() => syncCalls.slice(before).find((c) => c.path === "/sync/products" && c.ids?.includes(p.id)));
    expect(call.ids).toContain(p.id);
  });

  it("an order that leaves stock behind announces nothing", async () => {
    const p = await s.app.db.product.findFirstOrThrow({
      where: { type: "simple", status: 1, visibility: 4, inStock: true, stockQty: { gt: 50 }, customOptions: { none: {} } },
      orderBy: { id: "asc" },
      skip: 7,
    });
    const cart = await s.json("/api/rest/v2/cart/items", { method: "POST", json: { sku: p.sku, qty: 1 } });
    const before = changes.length;
    const order = await s.json("/api/rest/v2/checkout/place-order", {
      method: "POST",
      json: { paymentMethod: "checkmo", email: "plenty@example.com" },
      headers: { "X-Cart-Id": cart.body.maskedId },
    });
    expect(order.status).toBe(201);
    await new Promise((r) => setTimeout(r, 100));
    expect(changes.slice(before).filter((c) => c.ids.includes(String(p.id)))).toEqual([]);
    expect(only(await statuses(p.id))).toEqual(IN);
  });

  it("a configurable is in stock while some enabled variant is", async () => {
    const c = await s.app.db.product.findFirstOrThrow({
      where: { type: "configurable", status: 1, visibility: 4, inStock: true, childLinks: { some: { kind: "variant" } } },
      include: { childLinks: { where: { kind: "variant" }, orderBy: { position: "asc" } } },
      orderBy: { id: "asc" },
    });
    const [first, ...rest] = c.childLinks.map((l) => l.childId);
    await update(first!, { stockQty: 3, inStock: true, status: 1 });
    for (const v of rest) await update(v, { stockQty: 0 });
    expect(only(await statuses(c.id))).toEqual(IN);
    await update(first!, { stockQty: 0 });
    const out = await statuses(c.id);
    expect(only(out)).toEqual(OUT);
    expect(out.d.variants.map((v: any) => v.stockStatus)).toEqual(c.childLinks.map(() => "out_of_stock"));
    await update(rest[0] ?? first!, { stockQty: 4 });
    expect(only(await statuses(c.id))).toEqual(IN);
  });

  it("a grouped product is in stock while some child is", async () => {
    const g = await s.app.db.product.findFirstOrThrow({
      where: { type: "grouped", status: 1, visibility: 4, inStock: true, childLinks: { some: { kind: "grouped" } } },
      include: { childLinks: { where: { kind: "grouped" } } },
      orderBy: { id: "asc" },
    });
    const children = g.childLinks.map((l) => l.childId);
    for (const id of children) await update(id, { stockQty: 0 });
    const out = await statuses(g.id);
    expect(only(out)).toEqual(OUT);
    expect(out.d.groupedProducts.every((x: any) => x.stockStatus === "out_of_stock")).toBe(true);
    await update(children[0]!, { stockQty: 9, inStock: true, status: 1 });
    expect(only(await statuses(g.id))).toEqual(IN);
  });

  it("a bundle is in stock when every required option has a selection in stock", async () => {
    const b = await s.app.db.product.findFirstOrThrow({
      where: { type: "bundle", status: 1, visibility: 4, inStock: true },
      include: { bundleOptions: { include: { selections: true } } },
      orderBy: { id: "desc" },
    });
    const required = b.bundleOptions.filter((o) => o.required).flatMap((o) => o.selections.map((x) => x.productId));
    const optional = b.bundleOptions.filter((o) => !o.required).flatMap((o) => o.selections.map((x) => x.productId));
    for (const id of required) await update(id, { stockQty: 0 });
    for (const id of optional.filter((x) => !required.includes(x))) await update(id, { stockQty: 20, inStock: true, status: 1 });
    const out = await statuses(b.id);
    expect(only(out)).toEqual(OUT);
    await update(required[0]!, { stockQty: 5, inStock: true, status: 1 });
    expect(only(await statuses(b.id))).toEqual(IN);
  });
});

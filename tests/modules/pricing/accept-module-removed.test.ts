/**
 * Issue 31, acceptance: with the module removed every price is as today, byte for byte. Two servers on one
 * database: one with `pricing` installed (and lists assigned to the callers) but switched off, one without it
 * (the module list a deployment's B2B_MODULES names, here without pricing). Every price answer (listings, sorted
 * and filtered by price, layered filters, search, product details of every type, GraphQL, the cart and the Maho
 * cart) is the same bytes on both. `GET /api/rest/v2/b2b/pricing/config` answers 200 {enabled, ...} where the
 * module is installed and 404 where it is not; the manifest `b2b-pricing` is in extensions.b2bPlugins only where
 * it is installed. Switched on, the same answers change for a company with a list (the comparison is not vacuous).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import company from "../../../src/modules/company/index.ts";
import pricing from "../../../src/modules/pricing/index.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { assign, createList, customer, deleteAllLists, type Json, newCompany, setConfig, setItems, stockedProducts, V2 } from "./accept-helpers.ts";

const gqlPath = (query: string) => `/graphql?query=${encodeURIComponent(query)}`;
const FIELDS = "id sku type price finalPrice minimalPrice specialPrice tierPrices { qty price customerGroupId } extensions";

let installed: TestServer;
let removed: TestServer;
let callers: { name: string; token?: string }[];
let routes: string[];
let buy: { sku: string; qty: number }[];

beforeAll(async () => {
  installed = await startTestServer({ modules: [company as never, pricing as never] });
  removed = await startTestServer({ modules: [company as never], shareDbWith: installed });
  await deleteAllLists(installed);
  const db = installed.app.db;
  const alpha = await newCompany(installed, "Removed Alpha", 1);
  const northwind = (await db.company.findFirstOrThrow({ where: { name: "Northwind Trading" } })).id;
  const simples = await stockedProducts(installed, "simple", 4);
  const virtual = await stockedProducts(installed, "virtual", 1);
  const downloadable = await stockedProducts(installed, "downloadable", 1);
  const composites = await db.product.findMany({
    where: { type: { in: ["configurable", "grouped", "bundle", "giftcard"] }, status: 1, visibility: 4 },
    select: { id: true, type: true },
    orderBy: { id: "asc" },
  });
  const oneOf = (type: string) => composites.find((p) => p.type === type)!.id;
  // lists that would change these callers' prices were the module on
  const list = await createList(installed, { code: "REMOVED-ALL", priority: 1, adjustmentPercent: -25 });
  await setItems(
    installed,
    list.id,
    simples.map((p) => ({ sku: p.sku, price: 1.23, tiers: [{ qty: 5, price: 1.11 }], minQty: 2 })),
  );
  await assign(installed, list.id, [alpha.id, northwind], [0, 1, 2, 3]);
  // switched off (everywhere: the demo may switch it on for the default scope)
  await setConfig(installed, { enabled: "0" });
  await setConfig(installed, { enabled: "0" }, 1);
  await setConfig(installed, { enabled: "0" }, 2);

  callers = [
    { name: "guest" },
    { name: "jane (General)", token: await customer(installed, "jane@example.com") },
    { name: "retail (Retailer)", token: await customer(installed, "retail@example.com") },
    { name: "trade (Northwind)", token: await customer(installed, "trade@example.com") },
    { name: "Alpha", token: alpha.token },
  ];
  const ids = [...simples.map((p) => p.id), virtual[0]!.id, downloadable[0]!.id, oneOf("configurable"), oneOf("grouped"), oneOf("bundle"), oneOf("giftcard")];
  routes = [
    `${V2}/products?itemsPerPage=100`,
    `${V2}/products?itemsPerPage=100&page=2`,
    `${V2}/products?itemsPerPage=50&order[price]=asc`,
    `${V2}/products?itemsPerPage=50&order[price]=desc`,
    `${V2}/products?priceMin=0&priceMax=40&itemsPerPage=100`,
    `${V2}/layered-filters?categoryId=3`,
    `${V2}/products?search=chair`,
    `${V2}/search?q=drill`,
    ...ids.map((id) => `${V2}/products/${id}`),
    gqlPath(
      `{ products(itemsPerPage: 50, sort: { field: price, direction: asc }) { totalItems member { ${FIELDS} } filters { code options { value count } } } }`,
    ),
    gqlPath(`{ ${ids.map((id, i) => `p${i}: product(id: ${id}) { ${FIELDS} }`).join(" ")} }`),
  ];
  buy = [...simples.slice(0, 2).map((p) => ({ sku: p.sku, qty: 1 })), { sku: simples[2]!.sku, qty: 5 }, { sku: virtual[0]!.sku, qty: 3 }];
}, 120_000);
afterAll(async () => {
  await removed?.close();
  await installed?.close();
});

const both = async (path: string, token?: string, headers: Record<string, string> = {}) => {
  const [a, b] = [await installed.fetch(path, { token, headers }), await removed.fetch(path, { token, headers })];
  return { installed: { status: a.status, body: await a.text() }, removed: { status: b.status, body: await b.text() } };
};

describe("issue 31 acceptance: the module removed, every price as today", () => {
  it("installed but switched off and removed answer every price the same bytes (listings, details, GraphQL)", { timeout: 180_000 }, async () => {
    for (const c of callers) {
      for (const r of routes) {
        const x = await both(r, c.token);
        expect(x.installed.status, `${c.name} ${r}: ${x.installed.body.slice(0, 300)}`).toBe(200);
        expect(x.installed.body, `${c.name} ${r}`).not.toContain('"errors"');
        expect(x.installed, `${c.name} ${r}`).toEqual(x.removed);
      }
    }
  });

  it("the cart and the Maho cart: the same cart read on both is the same bytes", { timeout: 120_000 }, async () => {
    for (const c of callers) {
      let cartId: string | undefined;
      for (const [i, line] of buy.entries()) {
        // the lines are added on either server in turn
        const via = i % 2 ? installed : removed;
        const added = await via.json(`${V2}/cart/items`, { method: "POST", token: c.token, json: line, headers: cartId ? { "x-cart-id": cartId } : {} });
        expect(added.status, `${c.name} ${JSON.stringify(line)}: ${JSON.stringify(added.body)}`).toBe(200);
        cartId = added.body.maskedId;
        const cart = await both(`${V2}/cart`, c.token, { "x-cart-id": cartId! });
        expect(cart.installed.status).toBe(200);
        expect(cart.installed, `${c.name} cart after ${JSON.stringify(line)}`).toEqual(cart.removed);
        const maho = await both(`${V2}/guest-carts/${cartId}`, c.token);
        expect(maho.installed.status).toBe(200);
        expect(maho.installed, `${c.name} Maho cart after ${JSON.stringify(line)}`).toEqual(maho.removed);
      }
      // a quantity the list's rule (minimum 2) would refuse, were the module on: both take it
      const one = await installed.json(`${V2}/cart/items`, {
        method: "POST",
        token: c.token,
        json: { sku: buy[2]!.sku, qty: 1 },
        headers: { "x-cart-id": cartId! },
      });
      expect(one.status, JSON.stringify(one.body)).toBe(200);
      const q = `{ cart(maskedId: ${JSON.stringify(cartId)}) { items { sku qty price rowTotal } prices { subtotal grandTotal } } }`;
      const [a, b] = [await installed.gql(q, {}, { token: c.token }), await removed.gql(q, {}, { token: c.token })];
      expect(a.errors, JSON.stringify(a.errors)).toBeUndefined();
      expect(JSON.stringify(a), `${c.name} GraphQL cart`).toBe(JSON.stringify(b));
    }
  });

  it("the config route and the manifest: there when installed, absent when removed", async () => {
    const on = await installed.json(`${V2}/b2b/pricing/config`);
    expect(on.status).toBe(200);
    // switched off, a module's config route says only that (src/system/module-routes.ts)
    expect(on.body).toEqual({ enabled: false });
    const gone = await removed.json(`${V2}/b2b/pricing/config`);
    expect(gone.status).toBe(404);
    const plugins = async (s: TestServer) => ((await s.json(`${V2}/store-config`)).body.extensions.b2bPlugins as Json[]).map((p) => p.code);
    expect(await plugins(installed)).toContain("b2b-pricing");
    expect(await plugins(removed)).not.toContain("b2b-pricing");
    expect(await plugins(removed)).toContain("b2b-company");
  });

  it("switched on, the same answers change for the callers with lists (the comparison above is not vacuous)", async () => {
    await setConfig(installed, { enabled: "1" });
    await setConfig(installed, { enabled: "1" }, 1);
    try {
      expect((await installed.json(`${V2}/b2b/pricing/config`)).body).toEqual({ enabled: true, explainToStorefront: true });
      const alpha = callers.find((c) => c.name === "Alpha")!;
      const detail = routes.find((r) => /products\/\d+$/.test(r))!;
      const x = await both(detail, alpha.token);
      expect(x.installed.body).not.toBe(x.removed.body);
      expect(JSON.parse(x.installed.body).finalPrice).toBe(1.23);
      const listing = await both(routes[0]!, alpha.token);
      expect(listing.installed.body).not.toBe(listing.removed.body);
    } finally {
      await setConfig(installed, { enabled: "0" });
      await setConfig(installed, { enabled: "0" }, 1);
    }
  });
});

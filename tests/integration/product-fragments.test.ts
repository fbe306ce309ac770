/**
 * Listing DTOs are built once per (product, vary context) and reused (product-fragments.ts).
 * With the response cache off, every caller class asked in turn gets what it gets with every cache emptied (two
 * groups never share a fragment), and a price, a rule and a config change are answered by the very next request;
 * a composite shows its child's new price. (It also holds a product's attribute values to one order, whichever
 * batch its row was loaded in.) FragmentCache's own rules (expiry, a build across an eviction) at the end.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import access from "../../src/modules/access-gate/index.ts";
import { FragmentCache } from "../../src/core/fragment-cache.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createRule, customer, deleteAllRules, productIn, setConfig } from "../modules/access/helpers.ts";

const scaleOut = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

const PRODUCT_UPDATE = `mutation($id: Int!, $input: ProductInput!) { productUpdate(id: $id, input: $input) {
  __typename ... on ProductUpdateSuccess { data { id } } ... on Problem { code message } } }`;

describe("product fragments (response cache off)", () => {
  let s: TestServer;
  let tokens: Record<string, string | undefined>;

  beforeAll(async () => {
    s = await startTestServer({ modules: [access as never], settings: { responseCache: { enabled: false, maxBytes: 1 } } });
    await setConfig(s, { enabled: "1", mode: "rules", requireLogin: "0" });
    tokens = {
      guest: undefined,
      General: await customer(s, "jane@example.com"),
      Wholesale: await customer(s, "trade@example.com"),
      Retailer: await customer(s, "retail@example.com"),
    };
  });
  afterAll(async () => {
    await s?.close();
  });

  const listing = async (path: string, who: string, headers: Record<string, string> = {}) => {
    const r = await s.fetch(path, { token: tokens[who], headers });
    expect(r.status, `${who} ${path}`).toBe(200);
    return r.text();
  };
  const cold = () => {
    s.app.productFragments.clear();
    s.app.productRows.evict("all");
  };

  it("two groups (or countries) never share a fragment: each caller, asked in turn, gets its own cold answer", async () => {
    const paths = ["/api/rest/v2/products?itemsPerPage=100", "/api/rest/v2/products?itemsPerPage=50&order[name]=desc", "/api/rest/v2/products?categoryId=11"];
    const callers: [string, Record<string, string>][] = [
      ...Object.keys(tokens).map((who): [string, Record<string, string>] => [who, {}]),
      ["Wholesale", { "x-destination-country": "NZ" }],
      ["guest", { "x-destination-country": "AU" }],
    ];
    // rules that scope on the country: the gate's vary context then carries it
    await createRule(s, { name: "NZ trade prices", priority: 5, hidePrice: true, source: "", customerGroupIds: [2], countries: ["NZ"] });
    await createRule(s, { name: "AU guest prices", priority: 6, hidePrice: true, source: "", customerGroupIds: [0], countries: ["AU"] });
    const expected = new Map<string, string>();
    for (const path of paths)
      for (const [who, headers] of callers) {
        cold();
        expected.set(`${who} ${JSON.stringify(headers)} ${path}`, await listing(path, who, headers));
      }
    // what the fragments hold differs between the classes (tier prices, gate flags, hidden prices)
    const first = paths[0]!;
    const bodies = callers.map(([who, h]) => expected.get(`${who} ${JSON.stringify(h)} ${first}`));
    expect(new Set(bodies).size).toBe(callers.length);

    const hits = s.app.productFragments.stats.hits;
    for (let round = 0; round < 2; round++)
      for (const path of paths)
        for (const [who, headers] of callers) {
          const key = `${who} ${JSON.stringify(headers)} ${path}`;
          expect(await listing(path, who, headers), key).toBe(expected.get(key));
        }
    // the answers above came from fragments (100 products a page), not from fresh builds
    expect(s.app.productFragments.stats.hits - hits).toBeGreaterThan(1000);
  });

  it("a price, a rule and a config change are answered by the very next listing", async () => {
    const p = await productIn(s, 12);
    const path = `/api/rest/v2/products?categoryId=12&itemsPerPage=100`;
    const mine = async () => {
      const body = JSON.parse(await listing(path, "Wholesale"));
      const row = body.member.find((m: { id: number }) => m.id === p.id);
      expect(row, "the product is on the page").toBeTruthy();
      return row;
    };
    await mine();
    const hits = s.app.productFragments.stats.hits;
    await mine();
    expect(s.app.productFragments.stats.hits).toBeGreaterThan(hits);

    const r = await s.gql(PRODUCT_UPDATE, { id: p.id, input: { price: 4321.5, tierPrices: [] } }, { token: await s.adminToken() });
    expect(r.data.productUpdate.__typename).toBe("ProductUpdateSuccess");
    const repriced = await mine();
    expect([repriced.price, repriced.finalPrice]).toEqual([4321.5, 4321.5]);

    await createRule(s, { name: "hide one", priority: 1, hidePrice: true, source: `sku == "${p.sku}"`, customerGroupIds: [2] });
    const hidden = await mine();
    expect(hidden.price).toBeNull();
    expect(hidden.extensions.b2bAccess.gateFlags.hidePrice).toBe(true);

    await setConfig(s, { hiddenPriceMessageCustomer: "Ask us for a quote" });
    expect((await mine()).extensions.b2bAccess.hiddenPriceMessage).toBe("Ask us for a quote");
  });

  it("a composite's fragment follows its child's price", async () => {
    const grouped = await s.app.db.product.findFirst({
      where: { type: "grouped", status: 1, visibility: 4 },
      include: { childLinks: { where: { kind: "grouped" }, include: { child: true } } },
    });
    expect(grouped?.childLinks.length).toBeGreaterThan(0);
    const path = `/api/rest/v2/products?sku=${encodeURIComponent(grouped!.sku)}`;
    const price = async () => JSON.parse(await listing(path, "guest")).member[0].price as number;
    const before = await price();
    await price();
    // the child the listing price comes from: the cheapest one that can be bought
    const child = grouped!.childLinks
      .map((l) => l.child)
      .filter((c) => c.status === 1 && c.inStock)
      .sort((x, y) => x.price.comparedTo(y.price))[0]!;
    expect(child.price.toNumber()).toBe(before);
    const lower = Math.max(0.01, Math.round((before - 1) * 100) / 100);
    const r = await s.gql(PRODUCT_UPDATE, { id: child.id, input: { price: lower, specialPrice: null, tierPrices: [] } }, { token: await s.adminToken() });
    expect(r.data.productUpdate.__typename).toBe("ProductUpdateSuccess");
    expect(await price()).toBe(lower);
  });
});

describe.skipIf(!scaleOut)("fragments on two instances (PostgreSQL + Redis, response cache off)", () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const off = { responseCache: { enabled: false, maxBytes: 1 } };
    a = await startTestServer({ modules: [access as never], settings: off });
    b = await startTestServer({ modules: [access as never], shareDbWith: a, settings: off });
    await deleteAllRules(a);
    await setConfig(a, { enabled: "1", mode: "rules", requireLogin: "0", hiddenPriceMessageCustomer: "Prices on request" });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("a price, a rule and a config value changed on A: B's next listing (its fragments warm) shows each", async () => {
    const token = await customer(a, "trade@example.com");
    const admin = await a.adminToken();
    const p = await productIn(a, 12);
    const path = `/api/rest/v2/products?categoryId=12&itemsPerPage=100`;
    const onB = async () => {
      const r = await b.fetch(path, { token });
      expect(r.status).toBe(200);
      const row = (await r.json()).member.find((m: { id: number }) => m.id === p.id);
      expect(row, "the product is on the page").toBeTruthy();
      return row;
    };
    const warm = async () => {
      await onB();
      const hits = b.app.productFragments.stats.hits;
      await onB();
      expect(b.app.productFragments.stats.hits).toBeGreaterThan(hits);
    };
    for (let i = 0; i < 5; i++) {
      await warm();
      const price = 1000 + i;
      const r = await a.gql(PRODUCT_UPDATE, { id: p.id, input: { price, tierPrices: [] } }, { token: admin });
      expect(r.data.productUpdate.__typename).toBe("ProductUpdateSuccess");
      expect((await onB()).price).toBe(price);
    }
    await warm();
    await createRule(a, { name: "hide one", priority: 1, hidePrice: true, source: `sku == "${p.sku}"`, customerGroupIds: [2] });
    expect((await onB()).price).toBeNull();
    await warm();
    await setConfig(a, { hiddenPriceMessageCustomer: "Ask us" });
    expect((await onB()).extensions.b2bAccess.hiddenPriceMessage).toBe("Ask us");
  });
});

describe("FragmentCache", () => {
  it("serves an entry for its key and owner object only, until it expires or anything is cleared", () => {
    const c = new FragmentCache<string>({ max: 10 });
    const row = {};
    const reloaded = {};
    expect(c.set("1 group=1", row, "one", c.token(), 2000)).toBe(true);
    expect(c.get("1 group=1", row, 1000)).toBe("one");
    expect(c.get("1 group=2", row, 1000)).toBeUndefined();
    // the same product's row loaded again (the old one was evicted): not its fragment
    expect(c.get("1 group=1", reloaded, 1000)).toBeUndefined();
    // a special price starts or ends at 2000
    expect(c.get("1 group=1", row, 2000)).toBeUndefined();
    c.set("1 group=1", row, "one", c.token());
    c.clear();
    expect(c.get("1 group=1", row)).toBeUndefined();
  });

  it("refuses what was built before an eviction, and keeps at most max entries", () => {
    const c = new FragmentCache<string>({ max: 2 });
    const owner = {};
    const token = c.token();
    c.clear();
    expect(c.set("k", owner, "stale", token)).toBe(false);
    expect(c.get("k", owner)).toBeUndefined();
    for (const k of ["a", "b", "c"]) c.set(k, owner, k, c.token());
    expect(c.size).toBe(2);
    expect(c.get("a", owner)).toBeUndefined();
    expect(c.get("c", owner)).toBe("c");
  });
});

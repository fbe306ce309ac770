/**
 * The response cache of caller-class answers. Every cached route asked by every caller
 * class (guest, each demo customer group, two destination countries) answers on a cache-on server exactly
 * what a cache-off server on the same database answers; on two instances (PostgreSQL + Redis) a change made
 * on A is answered by B on the very next request.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import access from "../../src/modules/access-gate/index.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createRule, customer, deleteAllRules, productIn, setConfig } from "../modules/access/helpers.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";

const scaleOut = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

const PRODUCT_UPDATE = `mutation($id: Int!, $input: ProductInput!) { productUpdate(id: $id, input: $input) {
  __typename ... on ProductUpdateSuccess { data { id } } ... on Problem { code message } } }`;

/** a GraphQL GET of a query (the response cache keeps those whose root fields all declare it) */
const gqlGet = (query: string) => `/graphql?query=${encodeURIComponent(query)}`;
const PRODUCT_FIELDS = "id sku price finalPrice extensions gateFlags { hidePrice canCheckout requiresLogin }";

interface Caller {
  name: string;
  token?: string;
  country?: string;
}

const get = async (s: TestServer, path: string, c: Caller, extra: Record<string, string> = {}) => {
  const headers: Record<string, string> = { ...extra };
  if (c.country) headers["x-destination-country"] = c.country;
  const r = await s.fetch(path, { token: c.token, headers });
  return { status: r.status, text: await r.text(), headers: r.headers };
};

describe("response cache by vary context (one database, cache on and cache off)", () => {
  let on: TestServer;
  let off: TestServer;
  let routes: string[];
  let callers: Caller[];

  beforeAll(async () => {
    on = await startTestServer({ modules: [access as never] });
    await setConfig(on, { enabled: "1", mode: "rules", requireLogin: "0" });
    // beyond the demo rules: prices hidden from Wholesale shipping to NZ, power tools hidden from Retailers shipping to AU
    await createRule(on, { name: "NZ trade prices", priority: 5, hidePrice: true, source: "", customerGroupIds: [2], countries: ["NZ"] });
    await createRule(on, { name: "AU retail tools", priority: 6, hideListing: true, source: "category in [11]", customerGroupIds: [3], countries: ["AU"] });
    off = await startTestServer({ modules: [access as never], shareDbWith: on, settings: { responseCache: { enabled: false, maxBytes: 1 } } });
    const tool = await productIn(on, 12);
    const wh = await on.app.db.product.findFirst({ where: { sku: { startsWith: "WH-" }, status: 1, visibility: 4 }, select: { id: true, urlKey: true } });
    const page = await on.app.db.cmsPage.findFirst({ where: { identifier: "about-us" }, select: { id: true } });
    routes = [
      "/api/rest/v2/products?itemsPerPage=100",
      "/api/rest/v2/products?categoryId=11&itemsPerPage=50",
      "/api/rest/v2/products?search=drill",
      `/api/rest/v2/products?itemsPerPage=20&order[price]=desc`,
      `/api/rest/v2/products/${tool.id}`,
      `/api/rest/v2/products/${wh!.id}`,
      "/api/rest/v2/categories",
      "/api/rest/v2/categories/11",
      "/api/rest/v2/layered-filters?categoryId=11",
      "/api/rest/v2/cms-pages",
      `/api/rest/v2/cms-pages/${page!.id}`,
      "/api/rest/v2/cms-blocks",
      `/api/rest/v2/url-resolver?path=${encodeURIComponent(`/${wh!.urlKey}.html`)}`,
      gqlGet(`{ products(itemsPerPage: 100) { totalItems member { ${PRODUCT_FIELDS} } filters { code } sortOptions { code } } }`),
      gqlGet(`{ products(filter: { categoryId: 11 }, itemsPerPage: 50) { totalItems member { ${PRODUCT_FIELDS} } } }`),
      gqlGet(`{ product(id: ${tool.id}) { ${PRODUCT_FIELDS} } }`),
      gqlGet(`{ a: product(id: ${wh!.id}) { ${PRODUCT_FIELDS} } categories { id name } }`),
      gqlGet(`{ search(q: "drill") { totalItems member { ${PRODUCT_FIELDS} } } }`),
      gqlGet("{ layeredFilters(categoryId: 11) { code } category(id: 11) { id name } }"),
      gqlGet(`{ cmsPage(identifier: "about-us") { id title } cmsBlocks { identifier } }`),
      gqlGet(`{ urlResolver(path: ${JSON.stringify(`/${wh!.urlKey}.html`)}) { type id } storeConfig { storeName baseCurrencyCode } }`),
    ];
    const tokens: [string, string | undefined][] = [
      ["guest", undefined],
      ["General", await customer(on, "jane@example.com")],
      ["Wholesale", await customer(on, "trade@example.com")],
      ["Retailer", await customer(on, "retail@example.com")],
    ];
    callers = tokens.flatMap(([name, token]) => [undefined, "NZ", "AU"].map((country) => ({ name: `${name} ${country ?? "-"}`, token, country })));
  });
  afterAll(async () => {
    await off?.close();
    await on?.close();
  });

  it("no caller ever receives an entry made for another context (every cached route, guest and each group, two countries)", async () => {
    // fill the cache with every context's entries first, then ask again: each answer must be the caller's own
    for (const c of callers) for (const r of routes) expect([200, 404], `${c.name} ${r}`).toContain((await get(on, r, c)).status);
    const bodies = new Map<string, string>();
    let hits = 0;
    for (const c of callers) {
      for (const r of routes) {
        const cached = await get(on, r, c);
        const truth = await get(off, r, c);
        if (cached.headers.get("x-response-cache") === "hit") hits++;
        else expect(cached.status, `${c.name} ${r}: only a refusal is not kept`).toBe(404);
        expect(truth.headers.get("x-response-cache")).toBeNull();
        expect({ status: cached.status, body: cached.text }, `${c.name} ${r}`).toEqual({ status: truth.status, body: truth.text });
        bodies.set(`${c.name} ${r}`, cached.text);
      }
    }
    expect(hits).toBeGreaterThan(callers.length * routes.length - callers.length);
    // not vacuous: the contexts do get different answers
    const list = routes[0]!;
    expect(bodies.get(`Wholesale NZ ${list}`)).not.toBe(bodies.get(`Wholesale AU ${list}`));
    expect(bodies.get(`Retailer AU ${routes[1]}`)).not.toBe(bodies.get(`Retailer NZ ${routes[1]}`));
    expect(bodies.get(`guest - ${list}`)).not.toBe(bodies.get(`General - ${list}`));
    expect(bodies.get(`General - ${list}`)).not.toBe(bodies.get(`Wholesale - ${list}`));
  });

  it("cache off and cache on answer byte-identical bodies over the demo routes; a strong ETag revalidates with 304", async () => {
    const guest: Caller = { name: "guest" };
    for (const r of routes) {
      const first = await get(on, r, guest, { "x-store-code": "default" });
      const again = await get(on, r, guest, { "x-store-code": "default" });
      const truth = await get(off, r, guest, { "x-store-code": "default" });
      expect(first.text, r).toBe(truth.text);
      expect(again.text, r).toBe(truth.text);
      expect(again.headers.get("x-response-cache"), r).toBe(again.status === 200 ? "hit" : "miss");
      if (again.status !== 200) continue;
      expect(again.headers.get("content-type")).toBe(truth.headers.get("content-type"));
      expect(again.headers.get("cache-control")).toBe("private, max-age=60");
      // the demo's country rule exists: the answer varies by the destination country header
      // (GraphQL: and by Accept, which decides its media type)
      expect(again.headers.get("vary")).toBe(`Authorization, X-Store-Code, ${r.startsWith("/graphql") ? "Accept, " : ""}X-Destination-Country`);
      const etag = again.headers.get("etag")!;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
      expect(first.headers.get("etag")).toBe(etag);
      const revalidated = await on.fetch(r, { headers: { "if-none-match": etag, "x-store-code": "default", "x-request-id": "kept-304" } });
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe("");
      // a kept answer is served before the router, with the headers of any answer
      expect(revalidated.headers.get("etag")).toBe(etag);
      expect(revalidated.headers.get("vary")).toBe(again.headers.get("vary"));
      expect(revalidated.headers.get("x-request-id")).toBe("kept-304");
      expect(revalidated.headers.get("x-response-cache")).toBe("hit");
    }
  });

  it("answers with customer data, of admins and API users, or naming a cart are never kept", async () => {
    const token = await customer(on, "jane@example.com");
    const cart = await on.fetch("/api/rest/v2/cart", { token });
    expect(cart.headers.get("x-response-cache")).toBeNull();
    const admin = await on.fetch("/api/rest/v2/products?itemsPerPage=5", { token: await on.adminToken() });
    expect(admin.headers.get("x-response-cache")).toBeNull();
    const api = await on.fetch("/api/rest/v2/products?itemsPerPage=5", { basic: on.apiUser });
    expect(api.headers.get("x-response-cache")).toBeNull();
    const named = await on.fetch("/api/rest/v2/products?itemsPerPage=5", { headers: { "x-cart-id": "0123456789abcdef" } });
    expect(named.headers.get("x-response-cache")).toBeNull();
    // GraphQL: a root field with customer data, or one that never declared itself cacheable, keeps the answer out
    for (const q of [
      "{ products(itemsPerPage: 2) { totalItems } me { email } }",
      "{ products(itemsPerPage: 2) { totalItems } countries { id } blogPostCount }",
    ]) {
      for (let i = 0; i < 2; i++) {
        const r = await on.fetch(gqlGet(q), { token });
        expect(r.headers.get("x-response-cache"), q).toBeNull();
        expect(r.headers.get("cache-control"), q).toContain("no-store");
      }
    }
    // and a POST is never kept, even of cacheable fields
    const post = await on.fetch("/graphql", { method: "POST", json: { query: "{ categories { id } }" } });
    expect(post.headers.get("x-response-cache")).toBeNull();
  });

  it("entries are evicted by tag — a product change keeps a CMS page, a CMS change keeps the listings", async () => {
    const page = await on.app.db.cmsPage.findFirst({ where: { identifier: "about-us" }, select: { id: true } });
    const cms = `/api/rest/v2/cms-pages/${page!.id}`;
    const listing = "/api/rest/v2/products?itemsPerPage=10";
    const gqlCms = gqlGet(`{ cmsPage(identifier: "about-us") { id title } }`);
    const state = async (path: string) => (await on.fetch(path)).headers.get("x-response-cache");
    const warm = async () => {
      for (const p of [cms, listing, gqlCms]) {
        await state(p);
        expect(await state(p), p).toBe("hit");
      }
    };
    await warm();
    const p = await productIn(on, 12);
    // with Redis the instance hears its own event back: until then the next request finds the version unheard and
    // drops every entry (coarser, never stale); the tags are what the event evicts, so the test waits for it
    const events = on.app.pubsub.subscribe("catalogChanged");
    const heard = events.next();
    const r = await on.gql(PRODUCT_UPDATE, { id: p.id, input: { price: 777.25 } }, { token: await on.adminToken() });
    expect(r.data.productUpdate.__typename).toBe("ProductUpdateSuccess");
    await heard;
    await events.return?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await state(listing)).toBe("miss");
    expect(await state(cms)).toBe("hit");
    expect(await state(gqlCms)).toBe("hit");
    await warm();
    // what a CMS writer announces (the API has no CMS write yet): the content goes, the catalogue stays
    const evictions = on.app.responses.stats.evictions;
    await on.app.pubsub.publish("catalogChanged", { entity: "cms_page", ids: [String(page!.id)], at: new Date().toISOString() });
    await expect.poll(() => on.app.responses.stats.evictions).toBeGreaterThan(evictions);
    expect(await state(cms)).toBe("miss");
    expect(await state(gqlCms)).toBe("miss");
    expect(await state(listing)).toBe("hit");
  });

  it("a revoked customer token never gets a cached answer (the verified-token memo goes with the change)", async () => {
    const email = "retail@example.com";
    const stale = await customer(on, email);
    const keeper = await customer(on, email);
    const listing = "/api/rest/v2/products?itemsPerPage=10";
    await on.fetch(listing, { token: stale });
    expect((await on.fetch(listing, { token: stale })).headers.get("x-response-cache")).toBe("hit");
    const changed = await on.json("/api/rest/v2/customers/me/password", {
      method: "POST",
      token: keeper,
      json: { currentPassword: TEST_CUSTOMER_PASSWORD, newPassword: "Another-secret-42" },
    });
    expect(changed.status).toBe(200);
    const refused = await on.json(listing, { token: stale });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe("invalid_token");
    // the token that made the change stays good, and still meets its group's entry
    expect((await on.fetch(listing, { token: keeper })).headers.get("x-response-cache")).toBe("hit");
    const back = await on.json("/api/rest/v2/customers/me/password", {
      method: "POST",
      token: keeper,
      json: { currentPassword: "Another-secret-42", newPassword: TEST_CUSTOMER_PASSWORD },
    });
    expect(back.status).toBe(200);
  });

  it("a change on this instance is answered by the next request (price, rule, config)", async () => {
    const token = await customer(on, "trade@example.com");
    const p = await productIn(on, 12);
    const path = `/api/rest/v2/products/${p.id}`;
    const read = async () => JSON.parse((await get(on, path, { name: "t", token })).text);
    await read();
    const adminToken = await on.adminToken();
    const r = await on.gql(
      `mutation($id: Int!, $input: ProductInput!) { productUpdate(id: $id, input: $input) { __typename } }`,
      { id: p.id, input: { price: 4321.5 } },
      { token: adminToken },
    );
    expect(r.data.productUpdate.__typename).toBe("ProductUpdateSuccess");
    expect((await read()).price).toBe(4321.5);
    await createRule(on, { name: "hide one", priority: 1, hidePrice: true, source: `sku == "${p.sku}"`, customerGroupIds: [2] });
    expect((await read()).price).toBeNull();
    await setConfig(on, { hiddenPriceMessageCustomer: "Ask us" });
    const after = await read();
    expect(after.extensions.b2bAccess.hiddenPriceMessage).toBe("Ask us");
  });
});

describe.skipIf(!scaleOut)("two instances: a change on A is answered by B on the very next request", () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer({ modules: [access as never] });
    b = await startTestServer({ modules: [access as never], shareDbWith: a });
    await deleteAllRules(a);
    await setConfig(a, { enabled: "1", mode: "rules", requireLogin: "0", hiddenPriceMessageCustomer: "Prices on request" });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("a price, a rule, a module config value and a category move made on A, then B's next answer (cached before) shows it", async () => {
    const token = await customer(a, "trade@example.com");
    const admin = await a.adminToken();
    const p = await productIn(a, 12);
    const detail = `/api/rest/v2/products/${p.id}`;
    const onB = async (path: string) => {
      const r = await get(b, path, { name: "trade", token });
      expect(r.status).toBe(200);
      return { body: JSON.parse(r.text), cache: r.headers.get("x-response-cache") };
    };
    const warm = async (path: string) => {
      await onB(path);
      expect((await onB(path)).cache).toBe("hit");
    };
    const update = async (input: Record<string, unknown>) => {
      const r = await a.gql(PRODUCT_UPDATE, { id: p.id, input }, { token: admin });
      expect(r.data?.productUpdate?.__typename, JSON.stringify(r)).toBe("ProductUpdateSuccess");
    };

    // a price, several times (each round: B cached the old answer just before)
    for (let i = 0; i < 10; i++) {
      await warm(detail);
      const price = 1000 + i + 0.25;
      await update({ price });
      expect((await onB(detail)).body.price).toBe(price);
    }
    // a rule
    await warm(detail);
    await createRule(a, { name: "hide it from trade", priority: 1, hidePrice: true, source: `sku == "${p.sku}"`, customerGroupIds: [2] });
    const hidden = (await onB(detail)).body;
    expect(hidden.price).toBeNull();
    expect(hidden.extensions.b2bAccess.hiddenPriceMessage).toBe("Prices on request");
    // a module config value
    await warm(detail);
    await setConfig(a, { hiddenPriceMessageCustomer: "Call our trade desk" });
    expect((await onB(detail)).body.extensions.b2bAccess.hiddenPriceMessage).toBe("Call our trade desk");
    // a category move: the product leaves category 12 (Drills) for 4
    const listing12 = "/api/rest/v2/products?categoryId=12&itemsPerPage=100";
    const listing4 = "/api/rest/v2/products?categoryId=4&itemsPerPage=100";
    await warm(listing12);
    await warm(listing4);
    expect((await onB(listing12)).body.member.map((m: { id: number }) => m.id)).toContain(p.id);
    await update({ categoryIds: [4] });
    expect((await onB(listing12)).body.member.map((m: { id: number }) => m.id)).not.toContain(p.id);
    expect((await onB(listing4)).body.member.map((m: { id: number }) => m.id)).toContain(p.id);

    // the same through a GraphQL GET kept on B
    const gql = gqlGet(`{ product(id: ${p.id}) { id price extensions } }`);
    const gqlOnB = async () => {
      const r = await get(b, gql, { name: "trade", token });
      expect(r.status).toBe(200);
      return { data: JSON.parse(r.text).data.product, cache: r.headers.get("x-response-cache") };
    };
    await gqlOnB();
    expect((await gqlOnB()).cache).toBe("hit");
    await setConfig(a, { hiddenPriceMessageCustomer: "Ask the trade desk" });
    expect((await gqlOnB()).data.extensions.b2bAccess.hiddenPriceMessage).toBe("Ask the trade desk");
    expect((await gqlOnB()).cache).toBe("hit");
  });

  it("a token revoked on A is refused by B on the very next request, though B remembered it and kept its group's answer", async () => {
    const email = "jane@example.com";
    const keeper = await customer(a, email);
    const listing = "/api/rest/v2/products?itemsPerPage=10";
    const passwords = [TEST_CUSTOMER_PASSWORD, "Another-secret-42"];
    for (let i = 0; i < 4; i++) {
      const [current, next] = [passwords[i % 2]!, passwords[(i + 1) % 2]!];
      const stale = await a.customerToken(email, current);
      await get(b, listing, { name: "stale", token: stale });
      expect((await get(b, listing, { name: "stale", token: stale })).headers.get("x-response-cache")).toBe("hit");
      const r = await a.json("/api/rest/v2/customers/me/password", { method: "POST", token: keeper, json: { currentPassword: current, newPassword: next } });
      expect(r.status).toBe(200);
      const refused = await get(b, listing, { name: "stale", token: stale });
      expect(refused.status, `round ${i}`).toBe(401);
      expect((await get(b, listing, { name: "keeper", token: keeper })).headers.get("x-response-cache")).toBe("hit");
    }
  });
});

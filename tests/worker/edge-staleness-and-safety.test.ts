/**
 * What the edge serves follows what the backend disabled or hid, and its login and pages are safe: the worker in
 * workerd (Miniflare) against the real backend, whose storefront-sync triggers call this worker (STOREFRONT_URL =
 * the Miniflare URL).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Miniflare } from "miniflare";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import access from "../../src/modules/access-gate/index.ts";
import approval from "../../src/modules/customer-approval/index.ts";
import { TEST_API_PASSWORD, TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { createRule } from "../modules/access/helpers.ts";
import { bundleWorker, type BackendProxy, SECRET, startProxy, startWorker, type TestKV } from "./harness.ts";

let server: TestServer;
let proxy: BackendProxy;
let mf: Miniflare;
let url: string;
let kv: TestKV;

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url + path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
const get = (path: string, init?: RequestInit) => fetch(url + path, { redirect: "manual", ...init });
const until = async (what: string, f: () => Promise<boolean>, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!(await f())) {
    if (Date.now() > end) throw new Error(`not in ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};
const sitemap = async () => (await get("/sitemap.xml")).text();
const admin = async (query: string, variables: Record<string, unknown>) => {
  const r = await server.gql(query, variables, { token: await server.adminToken() });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data as any;
};
/** a simple product guests see (with its KV entry), not yet used by another test */
const used = new Set<number>();
async function guestProduct(): Promise<{ id: number; urlKey: string; sku: string; categoryIds: number[] }> {
  for (const k of (await kv.list({ prefix: "default:product:" })).keys) {
    const p = JSON.parse((await kv.get(k.name))!);
    if (p.type === "simple" && !used.has(p.id) && !(k.metadata as { h?: number } | undefined)?.h && p.categoryIds?.length) {
      used.add(p.id);
      return p;
    }
  }
  throw new Error("no guest product");
}
async function inListings(id: number, categoryId: number): Promise<boolean> {
  for (let n = 1; ; n++) {
    const t = await kv.get(`default:products:category:${categoryId}:page:${n}`);
    if (!t) return false;
    const page = JSON.parse(t);
    if (page.items.some((it: { id: number }) => it.id === id)) return true;
    if (n >= page.totalPages) return false;
  }
}

beforeAll(async () => {
  const script = await bundleWorker();
  proxy = await startProxy("");
  ({ mf, url, kv } = await startWorker(script, {
    BACKEND_URL: proxy.url,
    SYNC_SECRET: SECRET,
    BACKEND_BASIC_AUTH: `storefront:${TEST_API_PASSWORD}`,
    ALLOW_HTTP: "1",
    ASSET_HASH: "h2",
    B2B_MODULES: "access,approval",
  }));
  server = await startTestServer({
    modules: [access as never, approval as never],
    settings: { storefrontUrl: url, syncSecret: SECRET, storefrontSync: { cron: "", baseDelayMs: 50, batchMs: 20 } },
  });
  proxy.backend = server.url;
  // rules mode on, written directly (no trigger): the first full sync below sees it
  await server.app.config.set("b2b_access/enabled", "1", "default", 0);
  await server.app.config.set("b2b_access/mode", "rules", "default", 0);
  await server.app.config.set("b2b_approval/requireApproval", "0", "default", 0);
  const r = await post("/sync", { secret: SECRET });
  expect(r.status).toBe(200);
}, 60_000);

afterAll(async () => {
  await mf?.dispose();
  await proxy?.close();
  await server?.close();
});

describe("the edge stops serving what the backend has since disabled or hidden", () => {
  it("a disabled product: the triggered partial sync deletes it, its listing entry and its cached page; the sitemap drops it", async () => {
    const p = await guestProduct();
    const path = `/p/${encodeURIComponent(p.urlKey)}`;
    expect((await get(path)).status).toBe(200);
    await until("page cached", async () => (await get(path)).headers.get("x-edge-cache") === "HIT");
    expect(await sitemap()).toContain(path);
    expect(await inListings(p.id, p.categoryIds[0]!)).toBe(true);
    const started = Date.now();
    await admin(`mutation($id:Int!){productUpdate(id:$id,input:{status:2}){__typename}}`, { id: p.id });
    expect((await server.json(`/api/rest/v2/products/${p.id}`)).status).toBe(404);
    await until("edge 404", async () => (await get(path)).status === 404);
    console.info(`disabled product 404 at the edge ${Date.now() - started} ms after the save`);
    expect(await kv.get(`default:product:${p.urlKey}`)).toBeNull();
    expect(await sitemap()).not.toContain(path);
    expect(await inListings(p.id, p.categoryIds[0]!)).toBe(false);
  });

  it("a new guest hide rule triggers a product sync: the edge 404s the product and the sitemap drops it", async () => {
    const p = await guestProduct();
    const path = `/p/${encodeURIComponent(p.urlKey)}`;
    await until("page cached", async () => (await get(path)).headers.get("x-edge-cache") === "HIT");
    const started = Date.now();
    await createRule(server, { name: "edge hide", hideListing: true, customerGroupIds: [0], source: `sku == "${p.sku}"` });
    expect((await server.json(`/api/rest/v2/products/${p.id}`)).status).toBe(404);
    await until("edge 404", async () => (await get(path)).status === 404);
    console.info(`rule-hidden product 404 at the edge ${Date.now() - started} ms after the rule`);
    expect(await sitemap()).not.toContain(path);
    expect(await inListings(p.id, p.categoryIds[0]!)).toBe(false);
  });

  it("a renamed URL key: the old key leaves KV and answers 301 to the new one, which serves", async () => {
    const p = await guestProduct();
    const oldPath = `/p/${encodeURIComponent(p.urlKey)}`;
    await until("page cached", async () => (await get(oldPath)).headers.get("x-edge-cache") === "HIT");
    const fresh = `${p.urlKey}-renamed`;
    await admin(`mutation($id:Int!,$k:String!){productUpdate(id:$id,input:{urlKey:$k}){__typename}}`, { id: p.id, k: fresh });
    await until("new key served", async () => (await get(`/p/${fresh}`)).status === 200);
    // the backend keeps the old key as a redirect (ProductUrlRedirect); the worker asks it when KV has no such product
    await until("old key 301", async () => (await get(oldPath)).status === 301);
    expect((await get(oldPath)).headers.get("location")).toBe(`/p/${fresh}`);
    expect(await kv.get(`default:product:${p.urlKey}`)).toBeNull();
    expect(await inListings(p.id, p.categoryIds[0]!)).toBe(true);
    const sm = await sitemap();
    expect(sm).toContain(`/p/${fresh}`);
    expect(sm).not.toContain(`${oldPath}<`);
  });

  it("a module config change syncs the config and the products it may affect", async () => {
    const hits = proxy.hits.length;
    await admin(`mutation{configValueSet(path:"b2b_access/hiddenPriceMessage",value:"Members see prices"){__typename}}`, {});
    await until("config synced", async () => (await kv.get("default:config"))?.includes("Members see prices") ?? false);
    await until("products re-read", async () => proxy.hits.slice(hits).some((h) => h.startsWith("/api/rest/v2/products?page=1&itemsPerPage=100")));
  });
});

const loginCookie = async (email: string) => {
  const r = await post("/api/auth/login", { email, password: TEST_CUSTOMER_PASSWORD });
  expect(r.status).toBe(200);
  return r.headers.get("set-cookie")!.split(";")[0]!;
};

describe("the worker's login wall checks the customer, not only the token's signature", () => {
  it("a declined customer's cookie no longer passes the wall; an active customer's does", async () => {
    await admin(`mutation{configValueSet(path:"b2b_access/requireLogin",value:"1"){__typename}}`, {});
    await until("login wall synced", async () => (await get("/")).status === 302);
    const jane = await loginCookie("jane@example.com");
    const rita = await loginCookie("retail@example.com");
    expect((await get("/", { headers: { cookie: jane } })).status).toBe(200);
    const id = (await server.app.db.customer.findFirstOrThrow({ where: { email: "retail@example.com" } })).id;
    const d = await admin(`mutation($id:Int!){customerDecline(id:$id,note:"closed"){__typename}}`, { id });
    expect(d.customerDecline.__typename).toBe("CustomerDeclineSuccess");
    const r = await get("/", { headers: { cookie: rita } });
    expect(r.status).toBe(302);
    expect(r.headers.get("location")).toBe("/account/login");
    expect((await get("/", { headers: { cookie: jane } })).status).toBe(200);
  });
});

describe("composite pages for logged-in customers carry the customer's own options and prices, not the guest copy's", () => {
  it("a trade customer's configurable and bundle pages carry the trade customer's own options and prices", async () => {
    const trade = await server.customerToken("trade@example.com", TEST_CUSTOMER_PASSWORD);
    const cookie = await loginCookie("trade@example.com");
    const basic = { basic: ["storefront", TEST_API_PASSWORD] as [string, string] };
    const found: Record<string, boolean> = {};
    for (const type of ["configurable", "bundle"]) {
      const list = (await server.json(`/api/rest/v2/products?type=${type}&itemsPerPage=100`, { token: trade })).body.member as any[];
      for (const item of list.filter((p) => p.type === type)) {
        const mine = (await server.json(`/api/rest/v2/products/${item.id}`, { token: trade })).body;
        const guest = await server.json(`/api/rest/v2/products/${item.id}`, basic);
        if (mine.finalPrice == null || (guest.status === 200 && guest.body.finalPrice === mine.finalPrice)) continue;
        const html = await (await get(`/p/${encodeURIComponent(mine.urlKey)}`, { headers: { cookie } })).text();
        const price = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(mine.finalPrice);
        expect(html, `${mine.sku}: ${price}`).toContain(price);
        expect(html).not.toContain('class="price-hidden"');
        if (type === "configurable") expect(html).toContain("<legend>Options</legend>");
        // the price block (a bundle's selections may list a child at a price that happens to equal the guest's)
        const box = /<p class="price-box[^"]*">[\s\S]*?<\/p>/.exec(html)?.[0] ?? "";
        if (guest.status === 200 && guest.body.finalPrice != null && guest.body.finalPrice !== mine.price) {
          expect(box).not.toContain(new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(guest.body.finalPrice));
        }
        // the guest copy in KV is never the customer's
        const stored = await kv.get(`default:product:${mine.urlKey}`);
        if (stored) expect(JSON.parse(stored).finalPrice).not.toBe(mine.finalPrice);
        found[type] = true;
        break;
      }
    }
    expect(found).toEqual({ configurable: true, bundle: true });
  });
});

describe("the worker's login refuses cross-site posts (CSRF)", () => {
  const creds = JSON.stringify({ email: "jane@example.com", password: TEST_CUSTOMER_PASSWORD });
  const login = (headers: Record<string, string>) => fetch(`${url}/api/auth/login`, { method: "POST", headers, body: creds });
  it("a text/plain or cross-origin login sets no cookie; the storefront's own JSON login does", async () => {
    const cases: [Record<string, string>, number][] = [
      [{ "content-type": "text/plain", origin: "https://evil.example" }, 403],
      [{ "content-type": "text/plain;charset=UTF-8" }, 415],
      [{ "content-type": "text/plain", origin: url, "sec-fetch-site": "same-origin" }, 415],
      [{ "content-type": "application/json", origin: "https://evil.example" }, 403],
      [{ "content-type": "application/json", origin: "null" }, 403],
      [{ "content-type": "application/json", "sec-fetch-site": "cross-site" }, 403],
      [{ "content-type": "application/json", "sec-fetch-site": "same-site" }, 403],
    ];
    for (const [headers, status] of cases) {
      const r = await login(headers);
      expect(r.status, JSON.stringify(headers)).toBe(status);
      expect(r.headers.get("set-cookie")).toBeNull();
      expect(r.headers.get("content-type")).toBe("application/problem+json");
    }
    const own = await login({ "content-type": "application/json", origin: url, "sec-fetch-site": "same-origin" });
    expect(own.status).toBe(200);
    expect(own.headers.get("set-cookie")).toMatch(/customer_token=/);
    // a write carried by the login cookie from another origin is refused; a Maho client's Bearer call is not
    const cookie = own.headers.get("set-cookie")!.split(";")[0]!;
    const forged = await fetch(`${url}/api/cart/items`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example", cookie },
      body: JSON.stringify({ sku: "x", qty: 1 }),
    });
    expect(forged.status).toBe(403);
    const logout = await fetch(`${url}/api/auth/logout`, { method: "POST", headers: { origin: "https://evil.example", cookie } });
    expect(logout.status).toBe(403);
    const token = await server.customerToken("jane@example.com", TEST_CUSTOMER_PASSWORD);
    const maho = await fetch(`${url}/api/rest/v2/customers/me`, { headers: { authorization: `Bearer ${token}`, origin: "https://shop.example" } });
    expect(maho.status).toBe(200);
  });
});

describe("worker pages carry security headers", () => {
  it("pages, cached pages, redirects and API answers carry CSP with frame-ancestors, X-Frame-Options, nosniff and Referrer-Policy", async () => {
    const login = await get("/account/login");
    expect(login.status).toBe(200);
    const csp = login.headers.get("content-security-policy")!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain(`form-action 'self' ${proxy.url}`);
    // the page's own script and styles are from this origin; the store config is a JSON data block
    const html = await login.text();
    expect(html).toMatch(/<script src="\/assets\/storefront\.[0-9a-f]{8}\.js" defer><\/script>/);
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    for (const r of [login, await get("/"), await get("/api/customers/me"), await get("/storefront.js"), await get("/robots.txt")]) {
      expect(r.headers.get("x-frame-options"), r.url).toBe("DENY");
      expect(r.headers.get("x-content-type-options")).toBe("nosniff");
      expect(r.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(r.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    }
  });
});

describe("/freshness does not amplify an anonymous request 20x", () => {
  it("50 anonymous requests naming 20 new keys each cost at most the global budget of backend calls", async () => {
    const before = proxy.hits.length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post("/freshness", { keys: Array.from({ length: 20 }, (_, j) => `default:product:nothing-${i}-${j}`) }).then(async (r) => ({
          status: r.status,
          retryAfter: r.headers.get("retry-after"),
          body: (await r.json()) as any,
        })),
      ),
    );
    const calls = proxy.hits.slice(before).filter((h) => h.includes("urlKey=nothing-")).length;
    console.info(`anonymous /freshness: ${calls} backend calls from 50 requests naming 1,000 keys`);
    expect(calls).toBeLessThanOrEqual(120);
    expect(answers.reduce((n, a) => n + (a.status === 200 ? a.body.checked : 0), 0)).toBe(calls);
    expect(answers.reduce((n, a) => n + (a.status === 200 ? a.body.checked + a.body.throttled : 20), 0)).toBe(1000);
    // once the budget is spent, a request is answered as throttled (freshness is best-effort), never refused
    const late = await post("/freshness", { keys: ["default:product:nothing-late"] });
    expect(late.status).toBe(200);
    expect(await late.json()).toEqual({ checked: 0, updated: 0, throttled: 1 });
  });
});

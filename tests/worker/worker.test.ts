/**
 * The storefront worker in workerd (Miniflare) against the real backend on a loopback port (seeded demo,
 * 250 products), through a counting proxy: secrets, syncs and their KV keys, pulse, stale pages, failure,
 * pages and the edge cache, stubs, freshness, the login wall, proxies.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Miniflare } from "miniflare";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import approval from "../../src/modules/customer-approval/index.ts";
import { testModule } from "../fixtures/test-module.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { bundleWorker, type BackendProxy, SECRET, startProxy, startWorker, type TestKV } from "./harness.ts";

let server: TestServer;
let proxy: BackendProxy;
let script: string;
let mf: Miniflare;
let url: string;
let kv: TestKV;
const extra: Miniflare[] = [];

const post = (path: string, body: unknown, base = url) =>
  fetch(base + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const sync = async (path = "/sync", body: Record<string, unknown> = {}) => {
  const r = await post(path, { secret: SECRET, ...body });
  return { status: r.status, body: (await r.json()) as any };
};
const get = (path: string, init?: RequestInit) => fetch(url + path, { redirect: "manual", ...init });

beforeAll(async () => {
  [server, script] = await Promise.all([startTestServer({ modules: [approval as never, testModule as never] }), bundleWorker()]);
  proxy = await startProxy(server.url);
  ({ mf, url, kv } = await startWorker(script, {
    BACKEND_URL: proxy.url,
    SYNC_SECRET: SECRET,
    BACKEND_BASIC_AUTH: server.apiUser.join(":"),
    ALLOW_HTTP: "1",
    ASSET_HASH: "test",
    B2B_MODULES: "access,approval,testgate",
  }));
});

afterAll(async () => {
  await Promise.all([mf?.dispose(), ...extra.map((m) => m.dispose())]);
  await proxy?.close();
  await server?.close();
});

describe("internal endpoints refuse", () => {
  const internal: [string, Record<string, unknown>][] = [
    ["/sync", {}],
    ["/sync/products", {}],
    ["/cache/update", { key: "default:config", value: { hacked: true } }],
    ["/cache/purge", { urls: ["/"] }],
    ["/cache/delete", { keys: ["default:config"] }],
  ];
  it("503 with an unset or placeholder secret, 403 over plain HTTP, 401 with a wrong or missing one", async () => {
    const unset = await startWorker(script, { BACKEND_URL: proxy.url, ALLOW_HTTP: "1" });
    const placeholder = await startWorker(script, { BACKEND_URL: proxy.url, SYNC_SECRET: "changeme", ALLOW_HTTP: "1" });
    const plain = await startWorker(script, { BACKEND_URL: proxy.url, SYNC_SECRET: SECRET });
    extra.push(unset.mf, placeholder.mf, plain.mf);
    for (const [path, body] of internal) {
      expect((await post(path, { secret: "", ...body }, unset.url)).status).toBe(503);
      expect((await post(path, { secret: "changeme", ...body }, placeholder.url)).status).toBe(503);
      const h = await post(path, { secret: SECRET, ...body }, plain.url);
      expect(h.status).toBe(403);
      expect(((await h.json()) as any).code).toBe("https_required");
      const wrong = await post(path, { secret: `${SECRET}x`, ...body });
      expect(wrong.status).toBe(401);
      expect(((await wrong.json()) as any).code).toBe("unauthorized");
      expect((await post(path, body)).status).toBe(401);
      expect((await post(path, { secret: 12, ...body })).status).toBe(401);
    }
    expect(await kv.get("default:config")).toBeNull();
  });
});

describe("sync", () => {
  let pulse: string | null;
  it("full sync writes every key, products in pages of 100, listings one page size", async () => {
    proxy.hits.length = 0;
    const r = await sync();
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.duration).toMatch(/^\d+\.\d\ds$/);
    const s = r.body.synced;
    // every store view the backend lists, each under its own prefix
    const stores = (await server.json("/api/rest/v2/stores")).body.member.map((x: { code: string }) => x.code) as string[];
    expect(stores[0]).toBe("default");
    expect(stores.length).toBeGreaterThan(1);
    let total = 0;
    let pages = 0;
    for (const code of stores) {
      const n = (await server.json("/api/rest/v2/products?itemsPerPage=1", { basic: server.apiUser, headers: { "x-store-code": code } })).body
        .totalItems as number;
      expect((await kv.list({ prefix: `${code}:product:` })).keys.length).toBe(n);
      expect(await kv.get(`${code}:config`)).not.toBeNull();
      total += n;
      pages += Math.ceil(n / 100);
    }
    expect(s.products).toBe(total);
    expect(s.config).toBe(stores.length);
    expect(s.categories).toBeGreaterThan(1);
    expect(s.cmsPages).toBeGreaterThan(0);
    expect(s.blogPosts).toBeGreaterThan(0);
    expect(s.countries).toBeGreaterThan(0);
    expect(proxy.hits.filter((h) => /^\/api\/rest\/v2\/products\?page=\d+&itemsPerPage=100$/.test(h))).toHaveLength(pages);
    for (const k of ["default:config", "default:categories", "default:countries", "pulse"]) expect(await kv.get(k)).not.toBeNull();
    const cats = JSON.parse((await kv.get("default:categories"))!) as any[];
    // the whole tree under the store root, walked level by level (GET /categories answers the root's children)
    const below = await server.app.db.category.count({ where: { isActive: true, level: { gte: 2 } } });
    expect(cats).toHaveLength(below);
    expect(cats.some((c) => c.level === 4)).toBe(true);
    for (const c of cats) if (c.level > 2) expect(cats.some((p) => p.id === c.parentId)).toBe(true);
    expect(proxy.hits.filter((h) => h.startsWith("/api/rest/v2/categories?parentId=")).length).toBeGreaterThan(0);
    let cms = 0;
    let blog = 0;
    for (const code of stores) {
      cms += (await kv.list({ prefix: `${code}:cms:` })).keys.length;
      blog += (await kv.list({ prefix: `${code}:blog:` })).keys.length;
      expect(await kv.get(`${code}:countries`)).not.toBeNull();
      expect(await kv.get(`${code}:categories`)).not.toBeNull();
    }
    expect(cms).toBe(s.cmsPages);
    expect(blog).toBe(s.blogPosts);
    // a category's listing pages hold every member once, 24 per page, and agree with the API's count
    const big = cats.filter((c) => c.level === 2 && c.productCount > 24)[0];
    const first = JSON.parse((await kv.get(`default:products:category:${big.id}:page:1`))!);
    const apiCount = (await server.json(`/api/rest/v2/products?categoryId=${big.id}&itemsPerPage=1`, { basic: server.apiUser })).body.totalItems;
    expect(apiCount).toBeGreaterThan(24);
    expect(first.pageSize).toBe(24);
    expect(first.totalItems).toBe(apiCount);
    const seen = new Set<number>();
    for (let n = 1; n <= first.totalPages; n++) {
      const page = JSON.parse((await kv.get(`default:products:category:${big.id}:page:${n}`))!);
      for (const it of page.items) seen.add(it.id);
      expect(page.items.length).toBe(n < first.totalPages ? 24 : apiCount - 24 * (first.totalPages - 1));
    }
    expect(seen.size).toBe(apiCount);
    expect(await kv.get(`default:products:category:${big.id}:page:${first.totalPages + 1}`)).toBeNull();
    // plugin manifests: installed modules that answer discovery; the access gate (not installed) answers 404
    const config = JSON.parse((await kv.get("default:config"))!);
    const codes = config.extensions.b2bPlugins.map((p: any) => p.code);
    expect(codes).toEqual(["b2b-approval", "b2b-testgate"]);
    expect(config.extensions.b2bPlugins[1].script).toBe("/plugins/b2b-testgate.js");
    expect(config.extensions.b2bPlugins[1].config.hiddenPriceMessage).toBe("Log in for prices");
    pulse = await kv.get("pulse");
  });

  it("the pulse changes only when content changes; partial syncs answer with their own counts", async () => {
    expect((await sync()).status).toBe(200);
    expect(await kv.get("pulse")).toBe(pulse);
    const c = await sync("/sync/countries");
    expect(Object.keys(c.body.synced)).toEqual(["countries"]);
    expect(await kv.get("pulse")).toBe(pulse);
    for (const p of ["config", "categories", "cms-pages", "blog-posts"]) {
      const r = await sync(`/sync/${p}`);
      expect(r.status).toBe(200);
      expect(Object.keys(r.body.synced)).toHaveLength(1);
    }
    expect(await kv.get("pulse")).toBe(pulse);
    // an admin renames a product: the partial sync of that product moves the pulse
    const token = await server.adminToken();
    const prod = JSON.parse((await kv.get((await kv.list({ prefix: "default:product:" })).keys[0]!.name))!);
    const upd = await server.gql(`mutation($id:Int!){productUpdate(id:$id,input:{name:"Renamed <b>widget</b>"}){__typename}}`, { id: prod.id }, { token });
    expect(upd.errors).toBeUndefined();
    const r = await sync("/sync/products", { ids: [prod.id] });
    // one per store view
    expect(r.body.synced).toEqual({ products: (await server.json("/api/rest/v2/stores")).body.member.length });
    expect(JSON.parse((await kv.get(`default:product:${prod.urlKey}`))!).name).toBe("Renamed <b>widget</b>");
    const changed = await kv.get("pulse");
    expect(changed).not.toBe(pulse);
    expect((await sync("/sync/products", { ids: [prod.id] })).status).toBe(200);
    expect(await kv.get("pulse")).toBe(changed);
    pulse = changed;
  });

  it("stale listing pages are deleted; a backend failure answers 502 and the old data keeps serving", async () => {
    const cats = JSON.parse((await kv.get("default:categories"))!) as any[];
    const cat = cats.find((c) => c.productCount > 0)!;
    const p1 = JSON.parse((await kv.get(`default:products:category:${cat.id}:page:1`))!);
    const fake = { ...p1, totalPages: p1.totalPages + 2 };
    await kv.put(`default:products:category:${cat.id}:page:1`, JSON.stringify(fake));
    await kv.put(`default:products:category:${cat.id}:page:${p1.totalPages + 1}`, JSON.stringify(fake));
    await kv.put(`default:products:category:${cat.id}:page:${p1.totalPages + 2}`, JSON.stringify(fake));
    expect((await sync("/sync/products")).status).toBe(200);
    expect(await kv.get(`default:products:category:${cat.id}:page:${p1.totalPages + 1}`)).toBeNull();
    expect(await kv.get(`default:products:category:${cat.id}:page:${p1.totalPages + 2}`)).toBeNull();
    const before = await kv.get(`default:products:category:${cat.id}:page:1`);
    pulse = await kv.get("pulse");
    proxy.failWhen = (p) => p.startsWith("/api/rest/v2/products?page=2&");
    try {
      const r = await sync();
      expect(r.status).toBe(502);
      expect(r.body.success).toBe(false);
      expect(r.body.failed).toMatch(/^products/);
      expect(r.body.detail).toContain("500");
    } finally {
      proxy.failWhen = null;
    }
    expect(await kv.get(`default:products:category:${cat.id}:page:1`)).toBe(before);
    expect(await kv.get("pulse")).toBe(pulse);
    expect((await get(`/${cat.urlPath}`)).status).toBe(200);
  });
});

describe("pages and the edge cache", () => {
  it("renders each page type, escaped, with HIT/MISS/304 and purge", async () => {
    const cats = JSON.parse((await kv.get("default:categories"))!) as any[];
    const cat = cats.find((c) => c.level === 2 && c.productCount > 24 && c.isActive)!;
    const home = await get("/");
    expect(home.status).toBe(200);
    expect(home.headers.get("x-edge-cache")).toBe("MISS");
    const homeHtml = await home.text();
    expect(homeHtml).toContain('<html lang="en">');
    expect(homeHtml).toContain("/plugins/b2b-testgate.js");
    await expect.poll(async () => (await get("/")).headers.get("x-edge-cache")).toBe("HIT");
    const etag = home.headers.get("etag")!;
    const nm = await get("/", { headers: { "if-none-match": etag } });
    expect(nm.status).toBe(304);
    const purged = await post("/cache/purge", { secret: SECRET, urls: ["/"] });
    expect(((await purged.json()) as any).purged).toEqual(["/"]);
    expect((await get("/")).headers.get("x-edge-cache")).toBe("MISS");

    const listing = await (await get(`/${cat.urlPath}?p=2`)).text();
    expect(listing).toContain(`<h1>${cat.name}</h1>`);
    expect(listing).toContain('aria-current="page">2<');
    // guests see the hidden-price message the API annotated (the test module hides guest prices)
    expect(listing).toContain("Log in for prices");

    const renamed = (await kv.list({ prefix: "default:product:" })).keys.map((k) => k.name);
    let renamedKey = "";
    // the renamed product itself (products that link to it carry its new name too)
    for (const k of renamed) if (JSON.parse((await kv.get(k))!).name.includes("Renamed")) renamedKey = k.slice("default:product:".length);
    const product = await (await get(`/p/${renamedKey}`)).text();
    expect(product).toContain("Renamed &lt;b&gt;widget&lt;/b&gt;");
    expect(product).not.toContain("<b>widget</b>");

    const cmsId = (await kv.list({ prefix: "default:cms:" })).keys[0]!.name.slice("default:cms:".length);
    expect((await get(`/${cmsId}`)).status).toBe(200);
    const blogId = (await kv.list({ prefix: "default:blog:" })).keys[0]!.name.slice("default:blog:".length);
    expect((await get(`/blog/${blogId}`)).status).toBe(200);
    const search = await get("/search?q=widget");
    expect(search.status).toBe(200);
    expect(search.headers.get("x-edge-cache")).toBe("BYPASS");
    for (const p of ["/cart", "/account/login", "/account/register"]) expect((await get(p)).status).toBe(200);
    // checkout with an empty cart sends the visitor to the cart
    expect((await get("/checkout")).headers.get("location")).toBe("/cart");
    const nf = await get("/no-such-page");
    expect(nf.status).toBe(404);
    expect(await nf.text()).toContain("Page not found");
  });

  it("a listing stub is fetched once under concurrency and written back with a 24 h TTL", async () => {
    const keys = (await kv.list({ prefix: "default:product:" })).keys;
    let stubKey = "";
    let stub: any;
    for (const k of keys) {
      const p = JSON.parse((await kv.get(k.name))!);
      if (p.type === "configurable") {
        stubKey = k.name;
        stub = { ...p, configurableOptions: [], variants: [] };
        break;
      }
    }
    expect(stubKey).not.toBe("");
    await kv.put(stubKey, JSON.stringify(stub));
    proxy.hits.length = 0;
    const path = `/p/${stub.urlKey}`;
    const pages = await Promise.all(Array.from({ length: 8 }, () => get(path).then((r) => r.text())));
    for (const h of pages) expect(h).toContain("<legend>Options</legend>");
    expect(proxy.hits.filter((h) => h === `/api/rest/v2/products/${stub.id}`)).toHaveLength(1);
    const listed = (await kv.list({ prefix: stubKey })).keys.find((k) => k.name === stubKey)!;
    expect(listed.expiration).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
    expect(JSON.parse((await kv.get(stubKey))!).configurableOptions.length).toBeGreaterThan(0);
  });
});

describe("freshness and client data", () => {
  it("takes no data, refuses unknown prefixes, and a flood costs one backend fetch per key per minute", async () => {
    const key = (await kv.list({ prefix: "default:product:" })).keys[5]!.name;
    const before = await kv.get(key);
    expect((await post("/freshness", { keys: ["evil:thing:x"] })).status).toBe(400);
    expect((await post("/freshness", { keys: ["pulse"] })).status).toBe(400);
    // a body carrying a value is ignored: only names count
    proxy.hits.length = 0;
    const results = await Promise.all(
      Array.from({ length: 30 }, () => post("/freshness", { keys: [key], value: { name: "Hacked" } }).then((r) => r.json() as any)),
    );
    expect(results.reduce((n, r) => n + r.checked, 0)).toBe(1);
    expect(results.reduce((n, r) => n + r.throttled, 0)).toBe(29);
    expect(proxy.hits.filter((h) => h.includes("urlKey="))).toHaveLength(1);
    expect(await kv.get(key)).toBe(before);
    // /cache/update with the secret is the one way to write a given value
    const u = await post("/cache/update", {
      secret: SECRET,
      key: "default:cms:extra",
      value: { identifier: "extra", title: "Extra", content: "<p>x</p>" },
      ttl: 120,
    });
    expect(await u.json()).toEqual({ success: true, key: "default:cms:extra" });
    const d = await post("/cache/delete", { secret: SECRET, keys: ["default:cms:extra"] });
    expect(await d.json()).toEqual({ success: true, deleted: 1 });
    expect(await kv.get("default:cms:extra")).toBeNull();
  });
});

describe("freshness rewrites what changed", () => {
  it("re-reads a named page's entry as a guest, rewrites it and purges its page", async () => {
    const keys = (await kv.list({ prefix: "default:product:" })).keys;
    const entry = JSON.parse((await kv.get(keys[keys.length - 1]!.name))!);
    const path = `/p/${entry.urlKey}`;
    await get(path);
    await expect.poll(async () => (await get(path)).headers.get("x-edge-cache")).toBe("HIT");
    const token = await server.adminToken();
    await server.gql(`mutation($id:Int!){productUpdate(id:$id,input:{name:"Fresh name"}){__typename}}`, { id: entry.id }, { token });
    const r = (await (await post("/freshness", { urls: [path] })).json()) as any;
    expect(r).toEqual({ checked: 1, updated: 1, throttled: 0 });
    expect(JSON.parse((await kv.get(`default:product:${entry.urlKey}`))!).name).toBe("Fresh name");
    const page = await get(path);
    expect(page.headers.get("x-edge-cache")).toBe("MISS");
    expect(await page.text()).toContain("Fresh name");
  });

  it("the categories key is re-read as the whole tree (walked from the store root)", async () => {
    const before = JSON.parse((await kv.get("default:categories"))!) as any[];
    const token = await server.adminToken();
    const parent = before.find((c) => c.level === 4)!.id;
    const made = await server.gql(`mutation($p:Int!){categoryCreate(name:"Fresh leaf", parentId:$p){__typename}}`, { p: parent }, { token });
    expect(made.errors).toBeUndefined();
    const r = (await (await post("/freshness", { keys: ["default:categories"] })).json()) as any;
    expect(r).toEqual({ checked: 1, updated: 1, throttled: 0 });
    const after = JSON.parse((await kv.get("default:categories"))!) as any[];
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((c) => c.name === "Fresh leaf")).toMatchObject({ parentId: parent, level: 5 });
  });

  it("plugin scripts are proxied and edge-cached under the version tag", async () => {
    const first = await get("/plugins/b2b-testgate.js");
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("export function init");
    await expect.poll(async () => (await get("/plugins/b2b-testgate.js")).headers.get("x-edge-cache")).toBe("HIT");
    expect((await get("/plugins/b2b-nothing.js")).status).toBe(404);
  });
});

describe("login wall, proxies, agent surfaces", () => {
  it("proxies media (404 passthrough) and client calls with the login cookie as a bearer token", async () => {
    proxy.media.set("/media/catalog/a.png", "PNGDATA");
    const m = await get("/media/catalog/a.png");
    expect(m.status).toBe(200);
    expect(m.headers.get("cache-control")).toContain("max-age=31536000");
    expect(await m.text()).toBe("PNGDATA");
    expect((await get("/media/catalog/missing.png")).status).toBe(404);

    const login = await post("/api/auth/login", { email: "jane@example.com", password: TEST_CUSTOMER_PASSWORD });
    expect(login.status).toBe(200);
    const cookie = login.headers.get("set-cookie")!;
    expect(cookie).toMatch(/customer_token=[^;]+;/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(JSON.stringify(await login.json())).not.toContain('token"');
    const jar = cookie.split(";")[0]!;
    const me = await get("/api/customers/me", { headers: { cookie: jar } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as any).email).toBe("jane@example.com");
    expect((await get("/api/customers/me")).status).toBe(401);
    // logged-in visitors bypass the edge cache
    expect((await get("/", { headers: { cookie: jar } })).headers.get("x-edge-cache")).toBe("BYPASS");
    const big = new Uint8Array(1024 * 1024 + 10);
    const tooBig = await fetch(`${url}/api/cart/items`, { method: "POST", headers: { "content-type": "application/json" }, body: big });
    expect(tooBig.status).toBe(413);
  });

  it("agent surfaces answer from KV", async () => {
    expect(await (await get("/robots.txt")).text()).toContain("Sitemap:");
    const sm = await (await get("/sitemap.xml")).text();
    expect(sm).toContain("<urlset");
    expect(sm).toContain("/p/");
    expect(await (await get("/llms.txt")).text()).toContain("## Categories");
    expect(await (await get("/.well-known/security.txt")).text()).toContain("Contact:");
  });

  it("a module's login wall redirects guests from every page but the wall", async () => {
    const config = JSON.parse((await kv.get("default:config"))!);
    config.extensions.b2bPlugins.push({ code: "b2b-wall", config: { enabled: true, requireLogin: true, loginMessage: "Trade only" } });
    await post("/cache/update", { secret: SECRET, key: "default:config", value: config });
    const r = await get("/");
    expect(r.status).toBe(302);
    expect(r.headers.get("location")).toBe("/account/login");
    expect((await get("/account/login")).status).toBe(200);
    expect((await get("/account/register")).status).toBe(200);
    expect(await (await get("/sitemap.xml")).text()).not.toContain("/p/");
  });
});

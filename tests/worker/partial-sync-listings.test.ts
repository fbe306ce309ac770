/**
 * The storefront worker's partial syncs keep listings, the menu and product URLs current without a full sync:
 * admin saves on the real backend trigger them (src/core/storefront-sync.ts), the bundled worker in workerd
 * (Miniflare) answers. A new category gets its page and its menu entry; a new product in it joins its listing,
 * a price change shows on the listing and the product page, an unassigned product leaves the listing, an anchor
 * category lists its subcategory's products (a non-anchor one only its own), and a renamed URL key answers 301.
 * At the end a full sync writes the very listing pages the partial syncs wrote.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Miniflare } from "miniflare";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_API_PASSWORD } from "../helpers/db-template.ts";
import { type BackendProxy, bundleWorker, SECRET, startProxy, startWorker, type TestKV } from "./harness.ts";

let server: TestServer;
let proxy: BackendProxy;
let mf: Miniflare;
let url: string;
let kv: TestKV;
let token: string;

const get = (path: string) => fetch(url + path, { redirect: "manual" });
const page = async (path: string) => {
  const r = await get(path);
  return { status: r.status, text: await r.text() };
};
/** polls until the condition holds (the syncs run in the background); never a timing assertion */
const until = async (what: string, f: () => Promise<boolean>, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!(await f())) {
    if (Date.now() > end) throw new Error(`not in ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};
const listing = async (categoryId: number) => {
  const raw = await kv.get(`default:products:category:${categoryId}:page:1`);
  return raw ? (JSON.parse(raw) as { totalItems: number; items: { id: number; price: number }[] }) : null;
};
const listed = async (categoryId: number, productId: number) => ((await listing(categoryId))?.items ?? []).find((p) => p.id === productId);

async function gql<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const r = await server.gql(query, variables, { token });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data as T;
}
async function categoryCreate(name: string, parentId: number) {
  const d = await gql(
    `mutation($n: String!, $p: Int) { categoryCreate(name: $n, parentId: $p) { __typename ... on CategoryCreateSuccess { data { id urlPath } } } }`,
    {
      n: name,
      p: parentId,
    },
  );
  expect(d.categoryCreate.__typename).toBe("CategoryCreateSuccess");
  return d.categoryCreate.data as { id: number; urlPath: string };
}
async function productSave(id: number | null, input: Record<string, unknown>): Promise<number> {
  const d = id
    ? await gql(`mutation($id: Int!, $i: ProductInput!) { productUpdate(id: $id, input: $i) { __typename ... on ProductUpdateSuccess { data { id } } } }`, {
        id,
        i: input,
      })
    : await gql(`mutation($i: ProductInput!) { productCreate(input: $i) { __typename ... on ProductCreateSuccess { data { id } } } }`, { i: input });
  const r = d.productUpdate ?? d.productCreate;
  expect(r.__typename, JSON.stringify(r)).toMatch(/Success$/);
  return r.data.id;
}

let top: { id: number; urlPath: string };
let sub: { id: number; urlPath: string };
let productId: number;

beforeAll(async () => {
  const script = await bundleWorker();
  proxy = await startProxy("");
  ({ mf, url, kv } = await startWorker(script, {
    BACKEND_URL: proxy.url,
    SYNC_SECRET: SECRET,
    BACKEND_BASIC_AUTH: `storefront:${TEST_API_PASSWORD}`,
    ALLOW_HTTP: "1",
    ASSET_HASH: "partial-listings",
  }));
  server = await startTestServer({
    settings: { storefrontUrl: url, syncSecret: SECRET, storefrontSync: { cron: "", baseDelayMs: 50, batchMs: 20 } },
  });
  proxy.backend = server.url;
  const r = await fetch(`${url}/sync`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ secret: SECRET }) });
  expect(r.status).toBe(200);
  token = await server.adminToken();
}, 90_000);

afterAll(async () => {
  await mf?.dispose();
  await proxy?.close();
  await server?.close();
});

describe("partial syncs", () => {
  it("a new category gets its page and its menu entry", async () => {
    top = await categoryCreate("Partial Sync Tools", 2);
    await until("the category page", async () => (await get(`/${top.urlPath}`)).status === 200);
    const home = await page("/");
    expect(home.text).toContain(`href="/${top.urlPath}"`);
    expect(await listing(top.id)).toMatchObject({ totalItems: 0, items: [] });
  });

  it("a new product in it joins its listing; a price change shows on the listing and the product page", async () => {
    productId = await productSave(null, {
      sku: "PARTIAL-SYNC-1",
      name: "Partial Sync Wrench",
      urlKey: "partial-sync-wrench",
      price: 42,
      tierPrices: [{ customerGroupId: null, qty: 5, price: 39 }],
      status: 1,
      visibility: 4,
      stockQty: 10,
      inStock: true,
      categoryIds: [top.id],
    });
    await until("listed", async () => (await page(`/${top.urlPath}`)).text.includes("Partial Sync Wrench"));
    const product = await page("/p/partial-sync-wrench");
    expect(product.status).toBe(200);
    expect(product.text).toContain("42.00");
    expect(product.text).toContain("Buy 5 or more");
    await productSave(productId, { price: 55 });
    await until("the new price listed", async () => (await listed(top.id, productId))?.price === 55);
    // the listing key is written before the sync moves the pulse that retires the edge-cached pages
    await until("the new price on the listing page", async () => (await page(`/${top.urlPath}`)).text.includes("55.00"));
    await until("the new price on the product page", async () => (await page("/p/partial-sync-wrench")).text.includes("55.00"));
  });

  it("an anchor category lists its subcategory's products, a non-anchor one only its own", async () => {
    sub = await categoryCreate("Partial Sync Spanners", top.id);
    await until("the subcategory's listing", async () => (await listing(sub.id)) !== null);
    await productSave(productId, { categoryIds: [sub.id] });
    await until("listed in the subcategory", async () => (await listed(sub.id, productId)) !== undefined);
    expect(await listed(top.id, productId)).toBeDefined();
    const u = await gql(`mutation($id: Int!) { categoryUpdate(id: $id, input: { isAnchor: false }) { __typename } }`, { id: top.id });
    expect(u.categoryUpdate.__typename).toBe("CategoryUpdateSuccess");
    await until("gone from the non-anchor parent", async () => (await listed(top.id, productId)) === undefined);
    expect(await listed(sub.id, productId)).toBeDefined();
  });

  it("an unassigned product leaves the listing", async () => {
    await productSave(productId, { categoryIds: [] });
    await until("unlisted", async () => (await listed(sub.id, productId)) === undefined);
    await until("off the listing page", async () => !(await page(`/${sub.urlPath}`)).text.includes("Partial Sync Wrench"));
    await productSave(productId, { categoryIds: [top.id, sub.id] });
    await until("listed again", async () => (await listed(top.id, productId)) !== undefined && (await listed(sub.id, productId)) !== undefined);
  });

  it("a former URL key answers 301 to the current one", async () => {
    await productSave(productId, { urlKey: "partial-sync-wrench-pro" });
    await until("the redirect", async () => (await get("/p/partial-sync-wrench")).status === 301);
    const r = await get("/p/partial-sync-wrench");
    expect(r.headers.get("location")).toBe("/p/partial-sync-wrench-pro");
    await until("the new key's page", async () => (await get("/p/partial-sync-wrench-pro")).status === 200);
    expect((await get("/p/no-such-product-ever")).status).toBe(404);
  });

  it("a full sync writes the listing pages the partial syncs wrote", async () => {
    const before = [await kv.get(`default:products:category:${top.id}:page:1`), await kv.get(`default:products:category:${sub.id}:page:1`)];
    const r = await fetch(`${url}/sync`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ secret: SECRET }) });
    expect(r.status).toBe(200);
    const after = [await kv.get(`default:products:category:${top.id}:page:1`), await kv.get(`default:products:category:${sub.id}:page:1`)];
    expect(after).toEqual(before);
  });
});

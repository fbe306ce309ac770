/**
 * An order that sells out a product (or a configurable's last variant) asks the
 * storefront worker to sync them, and the worker's copy (which reads the product DTO) then says "Out of stock".
 * The worker in workerd (Miniflare) against the real backend, whose storefront-sync triggers call it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Miniflare } from "miniflare";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_API_PASSWORD } from "../helpers/db-template.ts";
import { bundleWorker, type BackendProxy, SECRET, startProxy, startWorker, type TestKV } from "./harness.ts";

let server: TestServer;
let proxy: BackendProxy;
let mf: Miniflare;
let url: string;
let kv: TestKV;
let simple: { id: number; sku: string; urlKey: string };
let configurable: { id: number; sku: string; urlKey: string; last: { attributes: Record<string, number> } };

const get = (path: string) => fetch(url + path, { redirect: "manual" });
const until = async (what: string, f: () => Promise<boolean>, ms = 45_000) => {
  const end = Date.now() + ms;
  while (!(await f())) {
    if (Date.now() > end) throw new Error(`not in ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};
const stockOnPage = async (urlKey: string) => /<p class="stock (in|out)">/.exec(await (await get(`/p/${encodeURIComponent(urlKey)}`)).text())?.[1];
const kvProduct = async (urlKey: string) => JSON.parse((await kv.get(`default:product:${urlKey}`))!);

async function order(line: Record<string, unknown>) {
  const cart = await server.json("/api/rest/v2/cart/items", { method: "POST", json: line });
  expect(cart.status, JSON.stringify(cart.body)).toBe(200);
  const o = await server.json("/api/rest/v2/checkout/place-order", {
    method: "POST",
    json: { paymentMethod: "checkmo", email: "edge-sold-out@example.com" },
    headers: { "X-Cart-Id": cart.body.maskedId },
  });
  expect(o.status, JSON.stringify(o.body)).toBe(201);
}

beforeAll(async () => {
  const script = await bundleWorker();
  proxy = await startProxy("");
  ({ mf, url, kv } = await startWorker(script, {
    BACKEND_URL: proxy.url,
    SYNC_SECRET: SECRET,
    BACKEND_BASIC_AUTH: `storefront:${TEST_API_PASSWORD}`,
    ALLOW_HTTP: "1",
    ASSET_HASH: "sold-out",
  }));
  server = await startTestServer({
    settings: { storefrontUrl: url, syncSecret: SECRET, storefrontSync: { cron: "", baseDelayMs: 50, batchMs: 20 } },
  });
  proxy.backend = server.url;
  const db = server.app.db;
  // before the first sync (nothing is cached yet): one unit of a simple product; a configurable with one unit of one variant
  const p = await db.product.findFirstOrThrow({
    where: { type: "simple", status: 1, visibility: 4, customOptions: { none: {} }, parentLinks: { none: {} }, bundleSelections: { none: {} } },
    orderBy: { id: "asc" },
  });
  await db.product.update({ where: { id: p.id }, data: { stockQty: 1, inStock: true } });
  simple = p;
  const c = await db.product.findFirstOrThrow({
    where: { type: "configurable", status: 1, visibility: 4, inStock: true, customOptions: { none: {} }, childLinks: { some: { kind: "variant" } } },
    include: { childLinks: { where: { kind: "variant" }, orderBy: { position: "asc" } } },
    orderBy: { id: "asc" },
  });
  const [last, ...others] = c.childLinks.map((l) => l.childId);
  await db.product.update({ where: { id: last! }, data: { stockQty: 1, inStock: true, status: 1 } });
  await db.product.updateMany({ where: { id: { in: others } }, data: { stockQty: 0 } });
  const detail = (await server.json(`/api/rest/v2/products/${c.id}`)).body;
  configurable = { ...c, last: detail.variants.find((v: { id: number }) => v.id === last) };
  const r = await fetch(`${url}/sync`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ secret: SECRET }) });
  expect(r.status).toBe(200);
}, 90_000);

afterAll(async () => {
  await mf?.dispose();
  await proxy?.close();
  await server?.close();
});

describe("the worker's copy follows an order that sells out", () => {
  it("the last unit of a simple product: the edge page and its KV copy say out of stock after the triggered sync", { timeout: 60_000 }, async () => {
    expect(await stockOnPage(simple.urlKey)).toBe("in");
    expect((await kvProduct(simple.urlKey)).stockStatus).toBe("in_stock");
    await order({ sku: simple.sku, qty: 1 });
    await until("edge page out of stock", async () => (await stockOnPage(simple.urlKey)) === "out");
    expect(await kvProduct(simple.urlKey)).toMatchObject({ inStock: false, stockStatus: "out_of_stock" });
  });

  it("a configurable's last variant: the configurable's edge page says out of stock", { timeout: 60_000 }, async () => {
    expect(await stockOnPage(configurable.urlKey)).toBe("in");
    await order({ sku: configurable.sku, qty: 1, options: { superAttributes: configurable.last.attributes } });
    await until("configurable out of stock at the edge", async () => (await stockOnPage(configurable.urlKey)) === "out");
    expect(await kvProduct(configurable.urlKey)).toMatchObject({ inStock: false, stockStatus: "out_of_stock" });
  });
});

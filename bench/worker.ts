/**
 * Storefront worker (workerd through Miniflare): a full sync of a 10,000-product catalogue against the
 * time to fetch the same backend pages without writing, and a cached product page's requests/second
 * against a constant response from the same worker. Both ratios come from this run.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { Miniflare } from "miniflare";
import { type BenchResult, load, seededDatabase, size, startServer, table } from "./lib.ts";

const PRODUCTS = Number(process.env.BENCH_WORKER_PRODUCTS ?? size(10_000, 100));

export async function benchWorker(): Promise<BenchResult> {
  const db = await seededDatabase(PRODUCTS);
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-bench-var-"));
  const app = await startServer("bench/servers/app-server.ts", { BENCH_DATABASE_URL: db.url, BENCH_VAR_DIR: varDir });
  const basic = `${db.seed.apiUser.username}:${db.seed.apiUser.password}`;
  const script = (
    await build({ entryPoints: ["worker/src/index.ts"], bundle: true, format: "esm", platform: "browser", conditions: ["worker", "browser"], write: false })
  ).outputFiles[0]!.text;
  const secret = "bench-secret-0123456789";
  const mf = new Miniflare({
    modules: true,
    script,
    compatibilityDate: "2026-04-01",
    kvNamespaces: ["KV"],
    bindings: { BACKEND_URL: app.url, SYNC_SECRET: secret, BACKEND_BASIC_AUTH: basic, ALLOW_HTTP: "1", ASSET_HASH: "bench" },
    host: "127.0.0.1",
    port: 0,
  });
  const worker = (await mf.ready).toString().replace(/\/$/, "");
  try {
    const auth = { authorization: `Basic ${Buffer.from(basic).toString("base64")}` };
    const getJson = async (p: string, store: string) => (await fetch(app.url + p, { headers: { ...auth, "x-store-code": store } })).json() as Promise<any>;
    // warm-up of both paths (query compilation, caches)
    await getJson("/api/rest/v2/products?page=1&itemsPerPage=100", "default");

    // the same backend pages the product sync reads, fetched and parsed, nothing written
    const t0 = performance.now();
    const stores = (await getJson("/api/rest/v2/stores", "default")).member.map((s: { code: string }) => s.code) as string[];
    let fetched = 0;
    for (const store of stores) {
      const cats = (await getJson("/api/rest/v2/categories", store)).member as { id: number }[];
      for (let page = 1; ; page++) {
        const b = await getJson(`/api/rest/v2/products?page=${page}&itemsPerPage=100`, store);
        fetched += b.member.length;
        if (b.member.length < 100) break;
      }
      for (const c of cats) await getJson(`/api/rest/v2/products?categoryId=${c.id}&itemsPerPage=1`, store);
    }
    const fetchOnly = (performance.now() - t0) / 1000;

    const post = (p: string) => fetch(worker + p, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ secret }) });
    const t1 = performance.now();
    const r = (await (await post("/sync/products")).json()) as { success: boolean; synced: { products: number } };
    const productSync = (performance.now() - t1) / 1000;
    if (!r.success || r.synced.products !== fetched) throw new Error(`product sync: ${JSON.stringify(r)} (fetched ${fetched})`);
    const t2 = performance.now();
    const full = (await (await post("/sync")).json()) as { success: boolean; synced: Record<string, number>; duration: string };
    const fullSync = (performance.now() - t2) / 1000;
    if (!full.success) throw new Error(`full sync failed: ${JSON.stringify(full)}`);

    console.log(
      `\n## Storefront worker: sync of ${PRODUCTS.toLocaleString()} products x ${stores.length} store views (${fetched.toLocaleString()} product records)`,
    );
    table([
      ["operation", "seconds", "ratio to fetching the same pages"],
      ["fetch product pages + category facets from the backend, no writes", fetchOnly.toFixed(2), "1.00"],
      ["POST /sync/products (KV writes, listing pages, pulse)", productSync.toFixed(2), (productSync / fetchOnly).toFixed(2)],
      ["POST /sync (every entity)", fullSync.toFixed(2), (fullSync / fetchOnly).toFixed(2)],
    ]);

    // a product page from the edge cache against a constant answer of the same worker
    const kv = (await mf.getKVNamespace("KV")) as unknown as { list(o: { prefix: string; limit: number }): Promise<{ keys: { name: string }[] }> };
    const key = (await kv.list({ prefix: "default:product:", limit: 1 })).keys[0]!.name;
    const productUrl = `${worker}/p/${key.slice("default:product:".length)}`;
    for (let i = 0; i < 5; i++) await fetch(productUrl).then((x) => x.text());
    const hit = await fetch(productUrl);
    await hit.text();
    if (hit.headers.get("x-edge-cache") !== "HIT") throw new Error(`expected an edge-cache hit, got ${hit.headers.get("x-edge-cache")}`);
    const constant = await load({ url: `${worker}/constant` });
    const page = await load({ url: productUrl });
    console.log("\n## Storefront worker: requests/second (10 connections)");
    table([
      ["endpoint", "req/s", "p99 ms", "errors", "ratio to the constant"],
      ["GET /constant (no KV, no cache)", constant.rps.toFixed(0), constant.p99, constant.errors, "1.00"],
      ["GET /p/{urlKey} (edge-cached HTML)", page.rps.toFixed(0), page.p99, page.errors, (page.rps / constant.rps).toFixed(2)],
    ]);
    return {
      ratios: { productSync: productSync / fetchOnly, fullSync: fullSync / fetchOnly, cachedPage: page.rps / constant.rps },
      errors: { constant: constant.errors, cachedPage: page.errors },
    };
  } finally {
    await mf.dispose();
    app.child.kill();
    fs.rmSync(db.dir, { recursive: true, force: true });
    fs.rmSync(varDir, { recursive: true, force: true });
  }
}

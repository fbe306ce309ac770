/**
 * Commerce paths: add-to-cart + place-order throughput, and search latency on a 100,000-product catalogue
 * (seeded by the seed script), each printed with its ratio to a single-row primary-key product lookup
 * measured in the same run: the ratio, not the absolute figure, is what compares across machines.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BENCH_SECONDS, type BenchResult, seededDatabase, size, startServer, table } from "./lib.ts";
import { openDb } from "../src/core/db/client.ts";
import { resolveDbTarget } from "../src/core/db/url.ts";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? size(100_000, 100));
const WORKERS = 8;

/** runs `step` in WORKERS concurrent loops for BENCH_SECONDS; returns completed steps per second and latencies */
async function closedLoop(step: (worker: number, i: number) => Promise<void>): Promise<{ perSecond: number; p50: number; p95: number; errors: number }> {
  const end = performance.now() + BENCH_SECONDS * 1000;
  const lat: number[] = [];
  let errors = 0;
  const seen = new Set<string>();
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, w) => {
      for (let i = 0; performance.now() < end; i++) {
        const t = performance.now();
        try {
          await step(w, i);
          lat.push(performance.now() - t);
        } catch (e) {
          errors++;
          // each kind of failure once, so that a broken step says why
          const what = e instanceof Error ? e.message : String(e);
          if (!seen.has(what) && seen.size < 5) console.error(`step failed: ${what}`);
          seen.add(what);
        }
      }
    }),
  );
  lat.sort((a, b) => a - b);
  return { perSecond: lat.length / BENCH_SECONDS, p50: lat[Math.floor(lat.length / 2)] ?? NaN, p95: lat[Math.floor(lat.length * 0.95)] ?? NaN, errors };
}

/** search latency with every cache emptied, against a bare primary-key lookup, on one Prisma client */
async function inProcessSearch(url: string, ids: number[]) {
  const { createApp } = await import("../src/app.ts");
  const { settingsFromEnv } = await import("../src/core/settings.ts");
  const { createContext } = await import("../src/core/context.ts");
  const { listProducts } = await import("../src/catalog/product-listing.ts");
  const pino = (await import("pino")).default;
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-bench-var-"));
  const app = await createApp({ ...settingsFromEnv(), varDir }, { modules: [], dbHandle: openDb(resolveDbTarget(url)), logger: pino({ level: "silent" }) });
  const ctx = await createContext(app, { headers: { get: () => null }, ip: "" });
  const runs = size(60, 6);
  const words = ["drill", "jacket", "eco", "pro mug", "acme", "heavy", "chair", "notebook 5", "premium lamp", "wh", "blend", "rugged boot"];
  for (let i = 0; i < 20; i++) await app.db.product.findUnique({ where: { id: ids[i]! } });
  let t = performance.now();
  for (let i = 0; i < runs * 20; i++) await app.db.product.findUnique({ where: { id: ids[(i * 7) % ids.length]! } });
  const pkMs = (performance.now() - t) / (runs * 20);
  await listProducts(ctx, { search: "warm", context: "search" });
  t = performance.now();
  for (let i = 0; i < runs; i++) {
    app.searches.clear();
    app.productRows.evict("all");
    await listProducts(ctx, { search: words[i % words.length]!, context: "search" });
  }
  const searchMs = (performance.now() - t) / runs;
  await app.close();
  fs.rmSync(varDir, { recursive: true, force: true });
  return { pkMs, searchMs, runs };
}

export async function benchCommerce(): Promise<BenchResult> {
  const started = performance.now();
  const db = await seededDatabase(PRODUCTS);
  const seedSeconds = (performance.now() - started) / 1000;
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-bench-var-"));
  // products the checkout loop buys: plenty of stock so that stock never fails an order
  const h = openDb(resolveDbTarget(db.url));
  const buyable = await h.db.product.findMany({
    where: { type: "simple", status: 1, visibility: 4, customOptions: { none: {} } },
    select: { id: true, sku: true },
    take: 50,
  });
  await h.db.product.updateMany({ where: { id: { in: buyable.map((b) => b.id) } }, data: { stockQty: 1_000_000_000, inStock: true } });
  const ids = (await h.db.product.findMany({ select: { id: true }, where: { status: 1 }, take: 5000 })).map((r) => r.id);
  const inProcess = await inProcessSearch(db.url, ids);
  await h.close();
  const app = await startServer("bench/servers/app-server.ts", { BENCH_DATABASE_URL: db.url, BENCH_VAR_DIR: varDir });
  const json = { "content-type": "application/json" };
  try {
    const get = async (p: string) => {
      const r = await fetch(app.url + p);
      if (r.status !== 200) throw new Error(`${p}: ${r.status}`);
      await r.arrayBuffer();
    };
    // the lookups ask for what a guest can see: the ids the catalogue listing shows (up to 5,000)
    const listed: number[] = [];
    for (let page = 1; listed.length < 5000; page++) {
      const r = await fetch(`${app.url}/api/rest/v2/products?itemsPerPage=100&page=${page}`);
      if (r.status !== 200) throw new Error(`listing page ${page}: ${r.status}`);
      const member = ((await r.json()) as { member: { id: number }[] }).member;
      listed.push(...member.map((p) => p.id));
      if (member.length < 100) break;
    }
    if (listed.length < 20) throw new Error(`only ${listed.length} products listed`);
    // what the checkout loop buys: of those products, the ones a guest may put in a cart (the access gate's demo
    // settings block some for guests)
    const guestBuyable: string[] = [];
    for (const { sku } of buyable) {
      const add = await fetch(`${app.url}/api/rest/v2/cart/items`, { method: "POST", headers: json, body: JSON.stringify({ sku, qty: 1 }) });
      await add.arrayBuffer();
      if (add.status === 200) guestBuyable.push(sku);
    }
    if (!guestBuyable.length) throw new Error(`a guest may buy none of ${buyable.length} products`);
    // warm-up
    for (let i = 0; i < 20; i++) await get(`/api/rest/v2/products/${listed[i]}`);
    await get("/api/rest/v2/search?q=drill");

    const pk = await closedLoop((w, i) => get(`/api/rest/v2/products/${listed[(w * 997 + i) % listed.length]}`));
    const words = ["drill", "jacket", "eco", "pro mug", "acme", "heavy", "chair", "notebook 5", "premium lamp", "wh", "blend", "rugged boot"];
    const search = await closedLoop((w, i) => get(`/api/rest/v2/search?q=${encodeURIComponent(words[(w + i) % words.length]!)}&itemsPerPage=20`));
    const checkout = await closedLoop(async (w, i) => {
      const sku = guestBuyable[(w * 31 + i) % guestBuyable.length]!;
      const add = await fetch(`${app.url}/api/rest/v2/cart/items`, { method: "POST", headers: json, body: JSON.stringify({ sku, qty: 1 }) });
      if (add.status !== 200) throw new Error(`add ${add.status}: ${await add.text()}`);
      const cartId = add.headers.get("x-cart-id")!;
      await add.arrayBuffer();
      const order = await fetch(`${app.url}/api/rest/v2/checkout/place-order`, {
        method: "POST",
        headers: { ...json, "x-cart-id": cartId, "idempotency-key": `bench-${w}-${i}-${cartId.slice(0, 8)}` },
        body: JSON.stringify({ paymentMethod: "checkmo", email: "bench@example.com" }),
      });
      if (order.status !== 201) throw new Error(`order ${order.status}: ${await order.text()}`);
      await order.arrayBuffer();
    });

    console.log(
      `\n## Commerce (${PRODUCTS.toLocaleString("en")}-product SQLite catalogue, seeded in ${seedSeconds.toFixed(0)} s; ${WORKERS} concurrent clients)`,
    );
    table([
      ["operation", "per second", "p50 ms", "p95 ms", "errors", "latency / PK lookup latency"],
      ["GET /products/{id} (primary-key lookup)", pk.perSecond.toFixed(0), pk.p50.toFixed(1), pk.p95.toFixed(1), pk.errors, "1.00"],
      [
        "GET /search?q=... (FTS, 20 per page)",
        search.perSecond.toFixed(0),
        search.p50.toFixed(1),
        search.p95.toFixed(1),
        search.errors,
        (search.p50 / pk.p50).toFixed(2),
      ],
      [
        "add-to-cart + place-order (guest)",
        checkout.perSecond.toFixed(0),
        checkout.p50.toFixed(1),
        checkout.p95.toFixed(1),
        checkout.errors,
        (checkout.p50 / pk.p50).toFixed(2),
      ],
    ]);
    console.log(
      `\nIn one process, no HTTP, caches off (mean of ${inProcess.runs} each): single-row primary-key lookup (prisma.product.findUnique) ${inProcess.pkMs.toFixed(2)} ms; search (FTS match, visibility, facets, 20 DTOs) ${inProcess.searchMs.toFixed(1)} ms = ${(inProcess.searchMs / inProcess.pkMs).toFixed(0)}x the primary-key lookup`,
    );
    console.log(
      `checkouts per second / PK lookups per second: ${(checkout.perSecond / pk.perSecond).toFixed(3)}; searches per second / PK lookups per second: ${(search.perSecond / pk.perSecond).toFixed(3)}`,
    );
    return {
      ratios: {
        searchPerPk: search.perSecond / pk.perSecond,
        checkoutPerPk: checkout.perSecond / pk.perSecond,
        coldSearchPerPk: inProcess.searchMs / inProcess.pkMs,
      },
      errors: { pk: pk.errors, search: search.errors, checkout: checkout.errors },
    };
  } finally {
    app.child.kill();
    fs.rmSync(db.dir, { recursive: true, force: true });
    fs.rmSync(varDir, { recursive: true, force: true });
  }
}

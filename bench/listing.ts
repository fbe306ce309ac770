/**
 * Issue 20: the 100-product REST listing against the serialisation limit, all in this run: a bare node:http
 * server that JSON.stringify's the same page per request, one that writes the same bytes, the app's miss path
 * (RESPONSE_CACHE=off) for a Wholesale customer in Rules mode, a guest with every module and a guest with none,
 * then the response cache: the same page asked again, and revalidated with If-None-Match (304). Last, the miss path
 * on a 100,000-product catalogue (BENCH_LISTING_PRODUCTS; 0 skips it) with a hide_listing rule hiding half of it
 * from the Wholesale customer, against the same catalogue with no module installed, totals checked exactly.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type BenchResult, load, seededDatabase, size, startServer, table } from "./lib.ts";

const PAGE = "/api/rest/v2/products?itemsPerPage=100";
const SMALL = size(1000, 100);
const LARGE = Number(process.env.BENCH_LISTING_PRODUCTS ?? size(100_000, 100));

async function post(url: string, body: unknown, token?: string) {
  const r = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await r.json()) as any;
}

export async function benchListing(): Promise<BenchResult> {
  const db = await seededDatabase(SMALL);
  const result: BenchResult = { ratios: {}, errors: {} };
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-bench-var-"));
  const env = { BENCH_DATABASE_URL: db.url, BENCH_VAR_DIR: varDir };
  const servers: { child: { kill(): void } }[] = [];
  const start = async (script: string, extra: Record<string, string>) => {
    const s = await startServer(script, { ...env, ...extra });
    servers.push(s);
    return s;
  };
  try {
    const miss = await start("bench/servers/app-server.ts", { RESPONSE_CACHE: "off" });
    const admin = (await post(`${miss.url}/api/rest/v2/auth/admin-token`, { username: "admin", password: "bench-admin" })).token as string;
    for (const [k, v] of Object.entries({ enabled: "1", mode: "rules", requireLogin: "0" })) {
      await post(
        `${miss.url}/graphql`,
        { query: `mutation($p: String!, $v: String) { configValueSet(path: $p, value: $v) { __typename } }`, variables: { p: `b2b_access/${k}`, v } },
        admin,
      );
    }
    const trade = (await post(`${miss.url}/api/rest/v2/auth/token`, { email: "trade@example.com", password: "bench-customer" })).token as string;
    const auth = { authorization: `Bearer ${trade}` };
    const pageText = await (await fetch(miss.url + PAGE, { headers: auth })).text();
    const pageFile = path.join(varDir, "page.json");
    fs.writeFileSync(pageFile, pageText);
    const cached = await start("bench/servers/app-server.ts", { RESPONSE_CACHE: "on" });
    const bare = await start("bench/servers/app-server.ts", { RESPONSE_CACHE: "off", B2B_MODULES: "" });
    const stringify = await start("bench/servers/bare-page.ts", { BENCH_PAGE_FILE: pageFile, BENCH_MODE: "stringify" });
    const bytes = await start("bench/servers/bare-page.ts", { BENCH_PAGE_FILE: pageFile, BENCH_MODE: "bytes" });
    const hit = await fetch(cached.url + PAGE, { headers: auth });
    const etag = hit.headers.get("etag")!;
    if ((await hit.text()) !== pageText) throw new Error("the cached page differs from the miss path's");
    for (const u of [miss.url, bare.url]) await fetch(u + PAGE);

    const rows: [string, Awaited<ReturnType<typeof load>>][] = [];
    const measure = async (name: string, url: string, headers?: Record<string, string>) => rows.push([name, await load({ url, headers })]);
    await measure("bare node:http, same bytes", bytes.url);
    await measure("bare node:http, JSON.stringify per request", stringify.url);
    await measure("miss path: Wholesale customer, Rules mode (RESPONSE_CACHE=off)", miss.url + PAGE, auth);
    await measure("miss path: guest, all modules", miss.url + PAGE);
    await measure("miss path: guest, no module (B2B_MODULES=)", bare.url + PAGE);
    await measure("miss path: Wholesale customer, no module (B2B_MODULES=)", bare.url + PAGE, auth);
    await measure("cached: Wholesale customer, Rules mode, same page again", cached.url + PAGE, auth);
    await measure("304: Wholesale customer, If-None-Match", cached.url + PAGE, { ...auth, "if-none-match": etag });
    // the same page through a GraphQL GET, kept like the REST one (graphql/cached-query.ts)
    const gqlPage = `/graphql?query=${encodeURIComponent("{ products(itemsPerPage: 100) { totalItems member { id sku name price finalPrice extensions } } }")}`;
    if ((await fetch(cached.url + gqlPage, { headers: auth })).status !== 200) throw new Error("the GraphQL GET failed");
    await measure("cached GraphQL GET: Wholesale customer, products(itemsPerPage: 100) again", cached.url + gqlPage, auth);
    const rps = (i: number) => rows[i]![1].rps;
    console.log(
      `\n## Listing at the serialisation limit (${SMALL.toLocaleString("en")}-product SQLite catalogue, 100-product page of ${pageText.length} bytes, 10 connections, ${os.cpus().length} cores)`,
    );
    table([
      ["row", "req/s", "p50 ms", "p99 ms", "errors", "÷ bytes server", "÷ stringify server"],
      ...rows.map(([name, r]) => [name, r.rps.toFixed(0), r.p50, r.p99, r.errors, (r.rps / rps(0)).toFixed(3), (r.rps / rps(1)).toFixed(3)]),
    ]);
    // the gate's cost for one caller: the same customer with no module installed (the customer's own token
    // and row are paid by both); against a guest with no module it also counts what being a customer costs
    console.log(
      `gate cost: Wholesale Rules-mode miss ÷ Wholesale no-module miss = ${(rps(2) / rps(5)).toFixed(3)} (goal ≥ 0.85); guest all modules ÷ guest no module = ${(rps(3) / rps(4)).toFixed(3)}; Wholesale Rules-mode ÷ guest no module = ${(rps(2) / rps(4)).toFixed(3)}`,
    );
    console.log(
      `goals: cached ≥ 0.5 of bytes (${(rps(6) / rps(0)).toFixed(3)}); 304 ≥ 0.8 of bytes (${(rps(7) / rps(0)).toFixed(3)}); miss ≥ 0.4 of stringify (${(rps(2) / rps(1)).toFixed(3)})`,
    );
    for (const [name, r] of rows) {
      result.ratios[name] = r.rps / rps(0);
      result.errors[name] = r.errors;
    }
  } finally {
    for (const s of servers) s.child.kill();
    fs.rmSync(db.dir, { recursive: true, force: true });
    fs.rmSync(varDir, { recursive: true, force: true });
  }
  if (LARGE <= 0) return result;
  const large = await benchLarge(LARGE);
  return { ratios: { ...result.ratios, ...large.ratios }, errors: { ...result.errors, ...large.errors } };
}

/** the miss path on a large catalogue with half of it hidden from the caller by a rule, against no module at all */
export async function benchLarge(products = Number(process.env.BENCH_LISTING_PRODUCTS ?? size(100_000, 100))): Promise<BenchResult> {
  const seedStart = performance.now();
  const db = await seededDatabase(products);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-bench-var-"));
  const env = { BENCH_DATABASE_URL: db.url, BENCH_VAR_DIR: varDir, RESPONSE_CACHE: "off" };
  const servers: { child: { kill(): void } }[] = [];
  try {
    const gated = await startServer("bench/servers/app-server.ts", env);
    servers.push(gated);
    const admin = (await post(`${gated.url}/api/rest/v2/auth/admin-token`, { username: "admin", password: "bench-admin" })).token as string;
    const gql = async (query: string, variables: Record<string, unknown>) => {
      const r = await post(`${gated.url}/graphql`, { query, variables }, admin);
      if (r.errors) throw new Error(JSON.stringify(r.errors));
      return r.data;
    };
    for (const [k, v] of Object.entries({ enabled: "1", mode: "rules", requireLogin: "0" }))
      await gql(`mutation($p: String!, $v: String) { configValueSet(path: $p, value: $v) { __typename } }`, { p: `b2b_access/${k}`, v });
    const median = await medianPrice(db.url);
    const indexStart = performance.now();
    const made = await gql(`mutation($i: AccessRuleInput!) { accessRuleCreate(input: $i, confirmCatchAll: true) { __typename ... on Problem { message } } }`, {
      i: { name: "hide half from Wholesale", priority: 1, hideListing: true, customerGroupIds: [2], source: `price < ${median}` },
    });
    if (made.accessRuleCreate.__typename !== "AccessRuleCreateSuccess") throw new Error(JSON.stringify(made));
    const indexSeconds = (performance.now() - indexStart) / 1000;
    const bare = await startServer("bench/servers/app-server.ts", { ...env, B2B_MODULES: "" });
    servers.push(bare);
    const trade = (await post(`${gated.url}/api/rest/v2/auth/token`, { email: "trade@example.com", password: "bench-customer" })).token as string;
    const auth = { authorization: `Bearer ${trade}` };
    const totals = await visibleCounts(db.url, median);
    const page = async (url: string, headers?: Record<string, string>) => {
      const text = await (await fetch(url + PAGE, { headers })).text();
      return { total: (JSON.parse(text) as { totalItems: number }).totalItems, bytes: Buffer.byteLength(text) };
    };
    const [gatedPage, barePage] = [await page(gated.url, auth), await page(bare.url, auth)];
    const [gatedTotal, bareTotal] = [gatedPage.total, barePage.total];
    // exact totals: what the rule leaves visible, and the whole visible catalogue without the module
    if (gatedTotal !== totals.priceAtLeastMedian || bareTotal !== totals.all)
      throw new Error(`totals: gated ${gatedTotal} (expected ${totals.priceAtLeastMedian}), no module ${bareTotal} (expected ${totals.all})`);
    const off = await load({ url: bare.url + PAGE, headers: auth });
    const hidden = await load({ url: gated.url + PAGE, headers: auth });
    console.log(
      `\n## Miss path on ${products.toLocaleString("en")} products (seeded in ${seedSeconds.toFixed(0)} s), half hidden from the Wholesale customer by a rule (indexed in ${indexSeconds.toFixed(1)} s), RESPONSE_CACHE=off`,
    );
    table([
      ["row", "req/s", "p50 ms", "p99 ms", "errors", "totalItems", "page bytes", "÷ no module"],
      ["no module (B2B_MODULES=)", off.rps.toFixed(0), off.p50, off.p99, off.errors, bareTotal, barePage.bytes, "1.000"],
      [
        "Rules mode, hide_listing rule hiding half",
        hidden.rps.toFixed(0),
        hidden.p50,
        hidden.p99,
        hidden.errors,
        gatedTotal,
        gatedPage.bytes,
        (hidden.rps / off.rps).toFixed(3),
      ],
    ]);
    console.log(`goal: half hidden ≥ 0.6 of no module (${(hidden.rps / off.rps).toFixed(3)}); totals exact (${gatedTotal} of ${bareTotal} listed)`);
    return {
      ratios: { "large: half hidden ÷ no module": hidden.rps / off.rps },
      errors: { "large: no module": off.errors, "large: half hidden": hidden.errors },
    };
  } finally {
    for (const s of servers) s.child.kill();
    fs.rmSync(db.dir, { recursive: true, force: true });
    fs.rmSync(varDir, { recursive: true, force: true });
  }
}

async function withDb<T>(url: string, fn: (db: import("../src/core/db/client.ts").Db) => Promise<T>): Promise<T> {
  const { openDb } = await import("../src/core/db/client.ts");
  const { resolveDbTarget } = await import("../src/core/db/url.ts");
  const h = openDb(resolveDbTarget(url));
  try {
    return await fn(h.db);
  } finally {
    await h.close();
  }
}

const LISTED = { status: 1, visibility: { in: [2, 4] } };

/** the median list price of what category listings show */
function medianPrice(url: string): Promise<number> {
  return withDb(url, async (db) => {
    const n = await db.product.count({ where: LISTED });
    const [mid] = await db.product.findMany({ where: LISTED, orderBy: { price: "asc" }, skip: Math.floor(n / 2), take: 1, select: { price: true } });
    return mid!.price.toNumber();
  });
}

/** what listings show without the module, and what a rule hiding `price < median` leaves, counted in SQL */
function visibleCounts(url: string, median: number): Promise<{ all: number; priceAtLeastMedian: number }> {
  return withDb(url, async (db) => ({
    all: await db.product.count({ where: LISTED }),
    priceAtLeastMedian: await db.product.count({ where: { ...LISTED, price: { gte: median } } }),
  }));
}

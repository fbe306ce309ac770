/**
 * Issue 20: the 100-product REST listing against the serialisation limit, all in this run: a bare node:http
 * server that JSON.stringify's the same page per request, one that writes the same bytes, the app's miss path
 * (RESPONSE_CACHE=off) for a Wholesale customer in Rules mode, a guest with every module and a guest with none,
 * then the response cache: the same page asked again, and revalidated with If-None-Match (304).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { load, seededDatabase, startServer, table } from "./lib.ts";

const PAGE = "/api/rest/v2/products?itemsPerPage=100";

async function post(url: string, body: unknown, token?: string) {
  const r = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await r.json()) as any;
}

export async function benchListing() {
  const db = await seededDatabase(1000);
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
    await measure("cached: Wholesale customer, Rules mode, same page again", cached.url + PAGE, auth);
    await measure("304: Wholesale customer, If-None-Match", cached.url + PAGE, { ...auth, "if-none-match": etag });
    // the same page through a GraphQL GET, kept like the REST one (graphql/cached-query.ts)
    const gqlPage = `/graphql?query=${encodeURIComponent("{ products(itemsPerPage: 100) { totalItems member { id sku name price finalPrice extensions } } }")}`;
    if ((await fetch(cached.url + gqlPage, { headers: auth })).status !== 200) throw new Error("the GraphQL GET failed");
    await measure("cached GraphQL GET: Wholesale customer, products(itemsPerPage: 100) again", cached.url + gqlPage, auth);
    const rps = (i: number) => rows[i]![1].rps;
    console.log(
      `\n## Listing at the serialisation limit (1,000-product SQLite catalogue, 100-product page of ${pageText.length} bytes, 10 connections, ${os.cpus().length} cores)`,
    );
    table([
      ["row", "req/s", "p50 ms", "p99 ms", "errors", "÷ bytes server", "÷ stringify server"],
      ...rows.map(([name, r]) => [name, r.rps.toFixed(0), r.p50, r.p99, r.errors, (r.rps / rps(0)).toFixed(3), (r.rps / rps(1)).toFixed(3)]),
    ]);
    console.log(
      `gate cost: Wholesale Rules-mode miss ÷ guest no-module miss = ${(rps(2) / rps(4)).toFixed(3)}; guest all modules ÷ no module = ${(rps(3) / rps(4)).toFixed(3)}`,
    );
    console.log(
      `goals: cached ≥ 0.5 of bytes (${(rps(5) / rps(0)).toFixed(3)}); 304 ≥ 0.8 of bytes (${(rps(6) / rps(0)).toFixed(3)}); miss ≥ 0.4 of stringify (${(rps(2) / rps(1)).toFixed(3)})`,
    );
  } finally {
    for (const s of servers) s.child.kill();
    fs.rmSync(db.dir, { recursive: true, force: true });
    fs.rmSync(varDir, { recursive: true, force: true });
  }
}

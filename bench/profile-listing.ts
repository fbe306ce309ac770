/**
 * Profiles the listing's miss path: the app server under `node --cpu-prof` (RESPONSE_CACHE=off), a Wholesale
 * customer in access-gate Rules mode asking the 100-product REST page; cold (the first requests after start)
 * and warm (BENCH_SECONDS of autocannon). Writes the .cpuprofile under PROFILE_DIR (default /tmp/listing-prof)
 * and prints the self time by area. `tsx bench/profile-listing.ts [products]`
 */
import { fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { load, seededDatabase } from "./lib.ts";

const PAGE = "/api/rest/v2/products?itemsPerPage=100";
const products = Number(process.argv[2] ?? 1000);
const outDir = process.env.PROFILE_DIR ?? "/tmp/listing-prof";
fs.mkdirSync(outDir, { recursive: true });

async function post(url: string, body: unknown, token?: string) {
  const r = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await r.json()) as any;
}

const db = await seededDatabase(products);
const varDir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-prof-var-"));
const child = fork("bench/servers/app-server.ts", [], {
  execArgv: ["--import", "tsx", "--cpu-prof", `--cpu-prof-dir=${outDir}`, "--cpu-prof-interval=200"],
  env: {
    ...process.env,
    BENCH_DATABASE_URL: db.url,
    BENCH_VAR_DIR: varDir,
    RESPONSE_CACHE: "off",
    ...(process.env.PROFILE_MODULES !== undefined ? { B2B_MODULES: process.env.PROFILE_MODULES } : {}),
  },
  stdio: ["ignore", "inherit", "inherit", "ipc"],
});
const url = await new Promise<string>((resolve) => child.on("message", (m: { url?: string }) => m.url && resolve(m.url)));
const admin = (await post(`${url}/api/rest/v2/auth/admin-token`, { username: "admin", password: "bench-admin" })).token as string;
for (const [k, v] of Object.entries({ enabled: "1", mode: "rules", requireLogin: "0" }))
  await post(
    `${url}/graphql`,
    { query: `mutation($p: String!, $v: String) { configValueSet(path: $p, value: $v) { __typename } }`, variables: { p: `b2b_access/${k}`, v } },
    admin,
  );
const trade = (await post(`${url}/api/rest/v2/auth/token`, { email: "trade@example.com", password: "bench-customer" })).token as string;
const headers = { authorization: `Bearer ${trade}` };
const t0 = performance.now();
const first = await fetch(url + PAGE, { headers });
await first.text();
console.log(`cold first request: ${(performance.now() - t0).toFixed(1)} ms`);
const r = await load({ url: url + PAGE, headers });
console.log(`warm: ${r.rps.toFixed(0)} req/s p50 ${r.p50} ms`);
child.send("exit");
await new Promise((r) => child.on("exit", r));
fs.rmSync(db.dir, { recursive: true, force: true });
fs.rmSync(varDir, { recursive: true, force: true });

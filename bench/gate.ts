/**
 * Access gate: the 100-product REST listing for a logged-in customer with the module off, in Basic mode and
 * in Rules mode with 40 rules (each as a ratio to module-off, measured in this run), then the same listing
 * on a 100,000-product catalogue with a hide_listing rule hiding half of it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type BenchResult, load, seededDatabase, size, startServer, table } from "./lib.ts";

const BIG = Number(process.env.BENCH_PRODUCTS ?? size(100_000, 100));
const SMALL = size(1000, 100);
const ROUNDS = size(3, 1);

async function json(url: string, init: RequestInit & { json?: unknown; token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set("content-type", "application/json");
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  const r = await fetch(url, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
  return (await r.json()) as any;
}

async function session(url: string) {
  const admin = (await json(`${url}/api/rest/v2/auth/admin-token`, { method: "POST", json: { username: "admin", password: "bench-admin" } })).token as string;
  const customer = (await json(`${url}/api/rest/v2/auth/token`, { method: "POST", json: { email: "jane@example.com", password: "bench-customer" } }))
    .token as string;
  const gql = async (query: string, variables?: Record<string, unknown>) => {
    const r = await json(`${url}/graphql`, { method: "POST", json: { query, variables }, token: admin });
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    return r.data;
  };
  const config = async (values: Record<string, string>) => {
    for (const [k, v] of Object.entries(values)) {
      const d = await gql(`mutation($p: String!, $v: String) { configValueSet(path: $p, value: $v) { __typename } }`, { p: `b2b_access/${k}`, v });
      if (d.configValueSet.__typename !== "ConfigValueSetSuccess") throw new Error(`config ${k}: ${JSON.stringify(d)}`);
    }
  };
  const rule = async (input: Record<string, unknown>) => {
    // fixtures: a rule matching every product is meant here
    const d = await gql(`mutation($i: AccessRuleInput!) { accessRuleCreate(input: $i, confirmCatchAll: true) { __typename ... on Problem { message } } }`, {
      i: input,
    });
    if (d.accessRuleCreate.__typename !== "AccessRuleCreateSuccess") throw new Error(JSON.stringify(d));
  };
  const clearRules = async () => {
    const d = await gql(`{ accessRules(pageSize: 100) { items { id } } }`);
    for (const { id } of d.accessRules.items) await gql(`mutation($id: Int!) { accessRuleDelete(id: $id) { __typename } }`, { id });
  };
  const listing = async () => {
    const target = `${url}/api/rest/v2/products?itemsPerPage=100`;
    const warm = await fetch(target, { headers: { authorization: `Bearer ${customer}` } });
    const body = (await warm.json()) as { member: unknown[]; totalItems: number };
    const r = await load({ url: target, headers: { authorization: `Bearer ${customer}` } });
    return { ...r, totalItems: body.totalItems, items: body.member.length };
  };
  return { config, rule, clearRules, listing };
}

/** 40 rules of every kind that this customer (General) reaches last or not at all: the listing pays for all 40 */
function fortyRules(): Record<string, unknown>[] {
  const brands = ["Acme", "Globex", "Initech", "Umbrella", "Stark", "Wayne", "Hooli", "Vandelay"];
  return Array.from({ length: 40 }, (_, i) => {
    const kind = i % 5;
    const source =
      kind === 0
        ? `sku contains "ZZ-${i}"`
        : kind === 1
          ? `attr.brand == "${brands[i % brands.length]}" and price >= ${100_000 + i}`
          : kind === 2
            ? `category in [${20 + (i % 10)}] and attr.eco_friendly == true and price < 0`
            : kind === 3
              ? `(sku contains "QQ-${i}" or attr.color in ["Red", "Blue"]) and price > ${50_000 + i}`
              : `not (price >= 0) or sku == "NOPE-${i}"`;
    return { name: `bench rule ${i + 1}`, priority: i + 1, hidePrice: true, source, customerGroupIds: i % 2 ? [1] : [] };
  });
}

export async function benchGate(): Promise<BenchResult> {
  const small = await seededDatabase(SMALL);
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-bench-var-"));
  const app = await startServer("bench/servers/app-server.ts", { BENCH_DATABASE_URL: small.url, BENCH_VAR_DIR: varDir });
  const rows: (string | number)[][] = [
    [
      `listing (100 products, customer, ${SMALL.toLocaleString("en")}-product catalogue)`,
      "req/s (mean)",
      "p99 ms",
      "errors",
      "ratio to module off",
      "each round",
    ],
  ];
  let bigRows: (string | number)[][] = [];
  const result: BenchResult = { ratios: {}, errors: {} };
  try {
    const s = await session(app.url);
    await s.clearRules();
    for (const r of fortyRules()) await s.rule(r);
    // the three settings measured in turn, ROUNDS times (the machine's noise hits each alike); means compared
    const modes: [string, Record<string, string>][] = [
      ["module off", { enabled: "0" }],
      [
        "Basic mode (customer gated: prices stripped)",
        { enabled: "1", mode: "basic", byCustomerGroup: "1", customerGroups: "0,1", byCategory: "1", categoryIds: "4" },
      ],
      ["Rules mode, 40 rules", { enabled: "1", mode: "rules" }],
    ];
    const runs = new Map<string, Awaited<ReturnType<typeof s.listing>>[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, cfg] of modes) {
        await s.config(cfg);
        runs.set(name, [...(runs.get(name) ?? []), await s.listing()]);
      }
    }
    const mean = (name: string) => runs.get(name)!.reduce((a, r) => a + r.rps, 0) / ROUNDS;
    const base = mean("module off");
    for (const [name] of modes) {
      const rs = runs.get(name)!;
      result.ratios[name] = mean(name) / base;
      result.errors[name] = rs.reduce((a, r) => a + r.errors, 0);
      rows.push([
        name,
        mean(name).toFixed(0),
        Math.max(...rs.map((r) => r.p99)),
        rs.reduce((a, r) => a + r.errors, 0),
        (mean(name) / base).toFixed(3),
        rs.map((r) => r.rps.toFixed(0)).join(" / "),
      ]);
    }
  } finally {
    app.child.kill();
    fs.rmSync(small.dir, { recursive: true, force: true });
  }

  const seedStart = performance.now();
  const big = await seededDatabase(BIG);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const bigApp = await startServer("bench/servers/app-server.ts", { BENCH_DATABASE_URL: big.url, BENCH_VAR_DIR: varDir });
  try {
    const s = await session(bigApp.url);
    await s.clearRules();
    await s.config({ enabled: "0" });
    const off = await s.listing();
    await s.config({ enabled: "1", mode: "rules" });
    const t = performance.now();
    // half the catalogue: everything below the median price
    await s.rule({ name: "hide half", hideListing: true, customerGroupIds: [1], source: `price < ${await medianPrice(big.url)}` });
    const indexSeconds = (performance.now() - t) / 1000;
    const hidden = await s.listing();
    result.ratios["hide_listing rule hiding half"] = hidden.rps / off.rps;
    result.errors["large, module off"] = off.errors;
    result.errors["large, hide_listing rule hiding half"] = hidden.errors;
    bigRows = [
      [
        `listing (100 products, customer, ${BIG.toLocaleString("en")}-product catalogue seeded in ${seedSeconds.toFixed(0)} s)`,
        "req/s",
        "p99 ms",
        "totalItems",
        "ratio to module off",
      ],
      ["module off", off.rps.toFixed(0), off.p99, off.totalItems, "1.000"],
      [
        `hide_listing rule hiding half (indexed in ${indexSeconds.toFixed(1)} s)`,
        hidden.rps.toFixed(0),
        hidden.p99,
        hidden.totalItems,
        (hidden.rps / off.rps).toFixed(3),
      ],
    ];
  } finally {
    bigApp.child.kill();
    fs.rmSync(big.dir, { recursive: true, force: true });
    fs.rmSync(varDir, { recursive: true, force: true });
  }
  console.log("\n## Access gate (SQLite, 10 connections)");
  table(rows);
  console.log("");
  table(bigRows);
  return result;
}

async function medianPrice(url: string): Promise<number> {
  const { openDb } = await import("../src/core/db/client.ts");
  const { resolveDbTarget } = await import("../src/core/db/url.ts");
  const h = openDb(resolveDbTarget(url));
  try {
    const n = await h.db.product.count({ where: { status: 1, visibility: { in: [2, 4] } } });
    const [mid] = await h.db.product.findMany({
      where: { status: 1, visibility: { in: [2, 4] } },
      orderBy: { price: "asc" },
      skip: Math.floor(n / 2),
      take: 1,
      select: { price: true },
    });
    return mid!.price.toNumber();
  } finally {
    await h.close();
  }
}

/**
 * Profiles the listing's miss path (issue 20): the app server (RESPONSE_CACHE=off), a Wholesale customer in
 * access-gate Rules mode asking the 100-product REST page. Two CPU profiles of the server (node:inspector, 200 µs
 * sampling): the first request after start ("cold": every cache empty, the query compiled) and BENCH_SECONDS of
 * autocannon ("warm"). Prints the time by area and writes the .cpuprofile files under PROFILE_DIR (default
 * /tmp/listing-prof) for Chrome DevTools or speedscope. `npm run bench -- profile`, or `tsx bench/profile-listing.ts
 * [products]` (PROFILE_HIDE_HALF=<price>: a rule first hides every product under that price from the Wholesale group;
 * PROFILE_RESPONSE_CACHE=on: the hit path instead, every warm request served from the response cache).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type BenchResult, load, seededDatabase, size, startServer, table } from "./lib.ts";

const PAGE = "/api/rest/v2/products?itemsPerPage=100";

async function post(url: string, body: unknown, token?: string) {
  const r = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await r.json()) as any;
}

export async function profileListing(products = size(1000, 100)): Promise<BenchResult> {
  const outDir = process.env.PROFILE_DIR ?? "/tmp/listing-prof";
  fs.mkdirSync(outDir, { recursive: true });
  const db = await seededDatabase(products);
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-prof-var-"));
  const server = await startServer("bench/servers/app-server.ts", {
    BENCH_DATABASE_URL: db.url,
    BENCH_VAR_DIR: varDir,
    RESPONSE_CACHE: process.env.PROFILE_RESPONSE_CACHE ?? "off",
  });
  const ask = (m: object, answer: string) =>
    new Promise<void>((resolve) => {
      const on = (r: Record<string, unknown>) => {
        if (!(answer in r)) return;
        server.child.off("message", on);
        resolve();
      };
      server.child.on("message", on);
      server.child.send(m);
    });
  try {
    const url = server.url;
    const admin = (await post(`${url}/api/rest/v2/auth/admin-token`, { username: "admin", password: "bench-admin" })).token as string;
    for (const [k, v] of Object.entries({ enabled: "1", mode: "rules", requireLogin: "0" }))
      await post(
        `${url}/graphql`,
        { query: `mutation($p: String!, $v: String) { configValueSet(path: $p, value: $v) { __typename } }`, variables: { p: `b2b_access/${k}`, v } },
        admin,
      );
    if (process.env.PROFILE_HIDE_HALF) {
      // the large case of bench/listing.ts: a rule hides every product under the median price from the Wholesale group
      const listed = (await post(`${url}/graphql`, { query: "{ products(itemsPerPage: 1) { totalItems } }" })).data.products.totalItems as number;
      const median = Number(process.env.PROFILE_HIDE_HALF);
      await post(
        `${url}/graphql`,
        {
          query: `mutation($i: AccessRuleInput!) { accessRuleCreate(input: $i, confirmCatchAll: true) { __typename } }`,
          variables: { i: { name: "hide half", priority: 1, hideListing: true, customerGroupIds: [2], source: `price < ${median}` } },
        },
        admin,
      );
      console.log(`hide rule: price < ${median} (${listed} listed before)`);
    }
    const trade = (await post(`${url}/api/rest/v2/auth/token`, { email: "trade@example.com", password: "bench-customer" })).token as string;
    const headers = { authorization: `Bearer ${trade}` };

    const coldFile = path.join(outDir, "listing-cold.cpuprofile");
    await ask({ profile: "start" }, "profiling");
    const t0 = performance.now();
    await (await fetch(url + PAGE, { headers })).text();
    const coldMs = performance.now() - t0;
    await ask({ profile: "stop", file: coldFile }, "profiled");

    const warmFile = path.join(outDir, "listing-warm.cpuprofile");
    await ask({ profile: "start" }, "profiling");
    const r = await load({ url: url + PAGE, headers });
    await ask({ profile: "stop", file: warmFile }, "profiled");
    const requests = r.requests;

    const cold = areas(coldFile);
    const warm = areas(warmFile);
    const names = [...new Set([...warm.keys(), ...cold.keys()])].filter((n) => n !== "idle").sort((a, b) => (warm.get(b) ?? 0) - (warm.get(a) ?? 0));
    const busy = (m: Map<string, number>) => [...m].filter(([k]) => k !== "idle").reduce((a, [, v]) => a + v, 0);
    console.log(
      `\n## Listing ${process.env.PROFILE_RESPONSE_CACHE === "on" ? "hit" : "miss"} path profile (${products.toLocaleString("en")} products, Wholesale customer, Rules mode): cold first request ${coldMs.toFixed(0)} ms; warm ${r.rps.toFixed(0)} req/s (${requests} requests)`,
    );
    table([
      ["area", "cold: ms", "warm: ms per request", "warm: share"],
      ...names.map((n) => [
        n,
        (cold.get(n) ?? 0).toFixed(1),
        ((warm.get(n) ?? 0) / requests).toFixed(3),
        `${((100 * (warm.get(n) ?? 0)) / busy(warm)).toFixed(1)}%`,
      ]),
      ["total (busy)", busy(cold).toFixed(1), (busy(warm) / requests).toFixed(3), "100%"],
    ]);
    console.log(`profiles: ${coldFile}, ${warmFile}`);
    // the cold request against a warm one, both by the CPU time the profiles attribute
    return { ratios: { coldToWarmRequest: busy(cold) / (busy(warm) / requests) }, errors: { warm: r.errors } };
  } finally {
    server.child.kill();
    fs.rmSync(db.dir, { recursive: true, force: true });
    fs.rmSync(varDir, { recursive: true, force: true });
  }
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

/**
 * ms of a profile by area. Each sample goes to the innermost frame that names one (so the SQL a service sends
 * counts as SQL, the JSON.stringify Hono calls as JSON); what names none is "other".
 */
function areas(file: string): Map<string, number> {
  const prof = JSON.parse(fs.readFileSync(file, "utf8")) as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const out = new Map<string, number>();
  for (let i = 0; i < prof.samples.length; i++) {
    const dt = (prof.timeDeltas[i + 1] ?? 0) / 1000;
    let id: number | undefined = prof.samples[i]!;
    const leaf = byId.get(id)!.callFrame;
    let area: string | null =
      (!leaf.url && /stringify|JSON/i.test(leaf.functionName)) || (/hono\/dist\/context/.test(leaf.url) && leaf.functionName === "json")
        ? "JSON (stringify)"
        : null;
    while (!area && id !== undefined) {
      area = classify(byId.get(id)!.callFrame);
      id = parent.get(id);
    }
    area ??= "other";
    out.set(area, (out.get(area) ?? 0) + dt);
  }
  return out;
}

function classify({ url: u, functionName: f }: ProfileNode["callFrame"]): string | null {
  if (!u) {
    if (f === "(garbage collector)") return "GC";
    if (f === "(idle)") return "idle";
    if (f === "(program)") return "V8, unattributed";
    // graphql-jit's compiled query functions have no file
    if (/__|MapItemHandler|^query$|^anonymous$/.test(f)) return "GraphQL execution (graphql-jit)";
    return null;
  }
  if (/\/src\/modules\/access-gate\/|\/dsl\//.test(u)) return "gate evaluation";
  if (/\/src\/catalog\/(product-dto|pricing|composite-price|attributes)\.ts/.test(u)) return "DTO building";
  if (/\/src\/catalog\/product-fragments\.ts|\/src\/core\/(fragment-cache|vary-context)\.ts/.test(u)) return "fragment lookup";
  if (/\/src\/catalog\/product-loader\.ts/.test(u)) return "row loading";
  if (/\/src\/catalog\//.test(u)) return "listing query (filters, facets, page)";
  if (/\/src\/rest\//.test(u)) return "REST facade (variables, reshaping)";
  if (/\/src\/http\/cached-answers\.ts/.test(u)) return "hit path (cached-answers.ts)";
  if (/\/src\/core\/(context|response-cache|events|destinations|ttl-cache|coherence|scoped-config)\.ts|\/src\/core\/auth\//.test(u))
    return "request context, vary hook, predispatch";
  if (/@prisma|libsql|generated\/prisma/.test(u)) return "SQL (Prisma + libsql)";
  if (/graphql-jit|\/graphql\/|@envelop|graphql-yoga|@pothos|@graphql|graphql-armor/.test(u)) return "GraphQL execution (graphql-jit)";
  if (/jose|node:internal\/crypto/.test(u)) return "auth (JWT)";
  // what a bare node:http server pays too: the response's bytes measured and written to the socket
  if (/node:(_http|net|buffer|internal\/stream|internal\/streams|stream)/.test(u)) return "node:http, socket write";
  if (/hono|node-server|node:|whatwg|zod|\/src\//.test(u)) return "Hono, middleware, context";
  return null;
}

if (import.meta.url === `file://${process.argv[1]}`) await profileListing(Number(process.argv[2] ?? 1000));

/**
 * Issue 31: per-company pricing at 100,000 SKUs x 1,000 companies (BENCH_PRICING_PRODUCTS, _COMPANIES, _LISTS,
 * _ITEMS, _CSV_ROWS; tiny in the smoke run). On the demo catalogue plus the pricing scale seed
 * (prisma/seed-pricing-scale.ts: 1,000 companies with 1-3 of 1,000 lists of 1,000 items each), all in one run:
 * - a company member's 100-product REST listing on the miss path (RESPONSE_CACHE=off) against a bare node:http
 *   server that JSON.stringify's the same page per request (goal >= 0.4) and against the same listing for the same
 *   member with the pricing module removed (B2B_MODULES without it; goal >= 0.85);
 * - the same page from the response cache against a bare server writing the same bytes (goal >= 0.5);
 * - a CSV import of BENCH_PRICING_CSV_ROWS rows (priceListImportCsv, a dry run then the apply) and a reassignment of
 *   one list to every company (priceListAssign, then priceListUnassign), each with its time and the backend's peak
 *   RSS (sampled from /proc every 25 ms);
 * - the rows of every table against catalogue x companies: the price tables hold the lists' own rows, nothing is
 *   built per company (no per-company index, no per-company copy of the catalogue).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDb } from "../src/core/db/client.ts";
import { resolveDbTarget } from "../src/core/db/url.ts";
import { seedPricingScale } from "../prisma/seed-pricing-scale.ts";
import { type BenchResult, load, seededDatabase, size, startServer, table } from "./lib.ts";

const PAGE = "/api/rest/v2/products?itemsPerPage=100";
const PRODUCTS = Number(process.env.BENCH_PRICING_PRODUCTS ?? size(100_000, 200));
const COMPANIES = Number(process.env.BENCH_PRICING_COMPANIES ?? size(1000, 20));
const LISTS = Number(process.env.BENCH_PRICING_LISTS ?? size(1000, 20));
const ITEMS = Number(process.env.BENCH_PRICING_ITEMS ?? size(1000, 50));
const CSV_ROWS = Number(process.env.BENCH_PRICING_CSV_ROWS ?? size(100_000, 200));
/** the price-list CSV upload route (admin scope pricing): the whole file in one call, past GraphQL's 1 MiB body limit */
const UPLOAD = "/api/rest/v2/admin/b2b/pricing/price-lists/import";
/**
 * without the upload route, GraphQL's `priceListImportCsv` takes the CSV in parts of at most this many bytes (its
 * bodies are limited to 1 MiB, src/http/body.ts), each dry-run and applied as its own call (each all or nothing)
 */
const CSV_PART_BYTES = 900 * 1024;

/** the peak resident set of a process (Linux: /proc/<pid>/status), sampled; null where /proc is not there */
function rssSampler(pid: number) {
  const read = (): number | null => {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
      return m ? Number(m[1]) * 1024 : null;
    } catch {
      return null;
    }
  };
  let peak = read();
  const timer = setInterval(() => {
    const now = read();
    if (now !== null && (peak === null || now > peak)) peak = now;
  }, 25);
  return {
    now: read,
    /** the peak since the last call, and starts a new phase */
    phase(): number | null {
      const now = read();
      const out = peak === null || (now !== null && now > peak) ? now : peak;
      peak = now;
      return out;
    },
    stop: () => clearInterval(timer),
  };
}

const mb = (n: number | null) => (n === null ? "n/a" : `${(n / 1024 / 1024).toFixed(0)} MB`);

async function post(url: string, body: unknown, token?: string) {
  const r = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await r.json()) as any;
}

/** the modules under src/modules except pricing: the same server with the module removed */
function modulesWithoutPricing(): string {
  const dir = path.resolve(import.meta.dirname, "../src/modules");
  return fs
    .readdirSync(dir)
    .filter((d) => d !== "pricing" && fs.existsSync(path.join(dir, d, "index.ts")))
    .join(",");
}

/** rows of every table, largest first */
async function tableRows(url: string): Promise<[string, number][]> {
  const h = openDb(resolveDbTarget(url));
  try {
    const tables = await h.db.$queryRawUnsafe<{ name: string }[]>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_prisma%'",
    );
    const out: [string, number][] = [];
    for (const { name } of tables) {
      // table names from the database's own catalogue, quoted
      const [row] = await h.db.$queryRawUnsafe<{ n: number | bigint }[]>(`SELECT COUNT(*) AS n FROM "${name.replaceAll('"', '""')}"`);
      out.push([name, Number(row!.n)]);
    }
    return out.sort((a, b) => b[1] - a[1]);
  } finally {
    await h.close();
  }
}

export async function benchPricing(): Promise<BenchResult> {
  const result: BenchResult = { ratios: {}, errors: {} };
  const seedStart = performance.now();
  const db = await seededDatabase(PRODUCTS);
  const demoSeconds = (performance.now() - seedStart) / 1000;
  const h = openDb(resolveDbTarget(db.url));
  const scale = await seedPricingScale(h.db, "sqlite", { companies: COMPANIES, priceLists: LISTS, itemsPerList: ITEMS, customerPassword: "bench-customer" });
  const products = await h.db.product.findMany({ select: { sku: true, price: true }, orderBy: { id: "asc" }, take: CSV_ROWS });
  const companyIds = (await h.db.company.findMany({ where: { name: { startsWith: "Scale Company " } }, select: { id: true } })).map((c) => c.id);
  await h.close();
  const member = scale.sampleMembers[0]!;
  console.log(
    `\n## Per-company pricing: ${PRODUCTS.toLocaleString("en")} products (demo seeded in ${demoSeconds.toFixed(0)} s), ${scale.companies.toLocaleString("en")} companies (${scale.members} members), ${scale.priceLists.toLocaleString("en")} price lists with ${scale.items.toLocaleString("en")} items and ${scale.assignments.toLocaleString("en")} assignments (seeded in ${scale.seconds.toFixed(1)} s); ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? "?"}`,
  );
  console.log(`caller: ${member.email}, a member of company ${member.companyId} (group ${member.groupId}) with the lists ${member.priceListCodes.join(", ")}`);

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
    const rss = rssSampler((miss.child as { pid?: number }).pid ?? 0);
    const admin = (await post(`${miss.url}/api/rest/v2/auth/admin-token`, { username: "admin", password: "bench-admin" })).token as string;
    const gql = async (query: string, variables: Record<string, unknown>) => {
      const r = await post(`${miss.url}/graphql`, { query, variables }, admin);
      if (r.errors) throw new Error(JSON.stringify(r.errors));
      return r.data;
    };
    const token = (await post(`${miss.url}/api/rest/v2/auth/token`, { email: member.email, password: "bench-customer" })).token as string;
    if (!token) throw new Error(`${member.email} could not log in`);
    const auth = { authorization: `Bearer ${token}` };
    const pageText = await (await fetch(miss.url + PAGE, { headers: auth })).text();
    const page = JSON.parse(pageText) as { member: { extensions?: { b2bPricing?: { source?: string } } }[] };
    const byList = page.member.filter((p) => p.extensions?.b2bPricing?.source === "priceList").length;
    const pageFile = path.join(varDir, "page.json");
    fs.writeFileSync(pageFile, pageText);

    const cached = await start("bench/servers/app-server.ts", { RESPONSE_CACHE: "on" });
    const off = await start("bench/servers/app-server.ts", { RESPONSE_CACHE: "off", B2B_MODULES: modulesWithoutPricing() });
    const stringify = await start("bench/servers/bare-page.ts", { BENCH_PAGE_FILE: pageFile, BENCH_MODE: "stringify" });
    const bytes = await start("bench/servers/bare-page.ts", { BENCH_PAGE_FILE: pageFile, BENCH_MODE: "bytes" });
    const hit = await fetch(cached.url + PAGE, { headers: auth });
    if ((await hit.text()) !== pageText) throw new Error("the cached page differs from the miss path's");
    const offText = await (await fetch(off.url + PAGE, { headers: auth })).text();

    const rows: [string, Awaited<ReturnType<typeof load>>][] = [];
    const measure = async (name: string, url: string, headers?: Record<string, string>) => rows.push([name, await load({ url, headers })]);
    await measure("bare node:http, same bytes", bytes.url);
    await measure("bare node:http, JSON.stringify per request", stringify.url);
    await measure("miss path: company member with price lists (RESPONSE_CACHE=off)", miss.url + PAGE, auth);
    await measure("miss path: the same member, pricing module removed", off.url + PAGE, auth);
    await measure("cached: company member, same page again", cached.url + PAGE, auth);
    const rps = (i: number) => rows[i]![1].rps;
    console.log(
      `\n100-product page of ${pageText.length} bytes (${byList} of ${page.member.length} products priced by a list; ${offText.length} bytes with the module removed), 10 connections`,
    );
    table([
      ["row", "req/s", "p50 ms", "p99 ms", "errors", "÷ bytes server", "÷ stringify server"],
      ...rows.map(([name, r]) => [name, r.rps.toFixed(0), r.p50, r.p99, r.errors, (r.rps / rps(0)).toFixed(3), (r.rps / rps(1)).toFixed(3)]),
    ]);
    const ratios = {
      "miss ÷ stringify (goal ≥ 0.4)": rps(2) / rps(1),
      "miss ÷ module removed (goal ≥ 0.85)": rps(2) / rps(3),
      "cached ÷ bytes (goal ≥ 0.5)": rps(4) / rps(0),
    };
    console.log(
      `goals: ${Object.entries(ratios)
        .map(([k, v]) => `${k}: ${v.toFixed(3)}`)
        .join("; ")}`,
    );
    Object.assign(result.ratios, ratios);
    for (const [name, r] of rows) result.errors[name] = r.errors;

    // ---- the CSV import: a new list, the CSV dry-run then applied, through the upload route (GraphQL in parts without it)
    rss.phase();
    const idle = rss.now();
    const made = await gql(
      `mutation($code: String!, $name: String!) { priceListCreate(input: {code: $code, name: $name, priority: 500}) { __typename ... on PriceList { id } ... on Problem { message } } }`,
      { code: "BENCH-CSV", name: "Bench CSV import" },
    );
    if (made.priceListCreate.__typename !== "PriceList") throw new Error(JSON.stringify(made));
    const csvList = made.priceListCreate.id as number;
    const lines = products.map((p, i) => {
      const price = (Math.floor(p.price.toNumber() * 90) / 100).toFixed(2);
      const tiers = i % 10 === 0 ? `${(Math.floor(p.price.toNumber() * 85) / 100).toFixed(2)}` : "";
      return `${p.sku},${price},${tiers ? `10:${tiers}` : ""},,,`;
    });
    const header = "sku,price,tiers,min_qty,max_qty,qty_increment";
    const whole = [header, ...lines].join("\n");
    const viaUpload =
      (
        await fetch(`${miss.url}${UPLOAD}?priceListId=${csvList}&dryRun=true`, {
          method: "POST",
          headers: { authorization: `Bearer ${admin}`, "content-type": "text/csv" },
          body: `${header}\n`,
        })
      ).status !== 404;
    const parts: string[] = [];
    if (viaUpload) parts.push(whole);
    else {
      let part: string[] = [];
      let partBytes = header.length + 1;
      for (const l of lines) {
        if (part.length && partBytes + l.length + 1 > CSV_PART_BYTES) {
          parts.push([header, ...part].join("\n"));
          part = [];
          partBytes = header.length + 1;
        }
        part.push(l);
        partBytes += l.length + 1;
      }
      if (part.length) parts.push([header, ...part].join("\n"));
    }
    const IMPORT = `mutation($id: Int!, $csv: String!, $dry: Boolean) { priceListImportCsv(priceListId: $id, csv: $csv, dryRun: $dry) {
      __typename ... on PriceListImportResult { rows upserted errors { line code message } } ... on Problem { message } } }`;
    const importPart = async (csv: string, dryRun: boolean): Promise<{ rows: number; upserted: number; errors: unknown[] }> => {
      if (viaUpload) {
        const r = await fetch(`${miss.url}${UPLOAD}?priceListId=${csvList}&dryRun=${dryRun}`, {
          method: "POST",
          headers: { authorization: `Bearer ${admin}`, "content-type": "text/csv" },
          body: csv,
        });
        const body = (await r.json()) as { rows: number; upserted: number; errors: unknown[] };
        if (r.status !== 200) throw new Error(`the CSV upload answered ${r.status}: ${JSON.stringify(body).slice(0, 500)}`);
        return body;
      }
      const r = (await gql(IMPORT, { id: csvList, csv, dry: dryRun })).priceListImportCsv;
      if (r.__typename !== "PriceListImportResult") throw new Error(JSON.stringify(r));
      return r;
    };
    const importAll = async (dryRun: boolean) => {
      const t = performance.now();
      let rowsSeen = 0;
      let upserted = 0;
      let errors = 0;
      for (const csv of parts) {
        const r = await importPart(csv, dryRun);
        rowsSeen += r.rows;
        upserted += r.upserted;
        errors += r.errors.length;
      }
      return { seconds: (performance.now() - t) / 1000, rows: rowsSeen, upserted, errors, peak: rss.phase() };
    };
    const dry = await importAll(true);
    const applied = await importAll(false);
    const exportStart = performance.now();
    const exported = (await gql(`query($id: Int!) { priceListExportCsv(priceListId: $id) }`, { id: csvList })).priceListExportCsv as string;
    const exportSeconds = (performance.now() - exportStart) / 1000;
    const exportPeak = rss.phase();
    const exportedRows = exported.trimEnd().split("\n").length - 1;
    result.errors["CSV import: row errors"] = dry.errors + applied.errors;
    result.errors["CSV import: rows not applied"] = lines.length - applied.upserted;
    result.errors["CSV export: rows missing"] = lines.length - exportedRows;

    // ---- a reassignment: one list to every company, then off them again; then the member's next listing
    const ASSIGN = `mutation($id: Int!, $c: [Int!]) { priceListAssign(priceListId: $id, companyIds: $c) { __typename ... on PriceList { revision } ... on Problem { message } } }`;
    const UNASSIGN = `mutation($id: Int!, $c: [Int!]) { priceListUnassign(priceListId: $id, companyIds: $c) { __typename ... on PriceList { revision } ... on Problem { message } } }`;
    const timed = async (q: string, field: string) => {
      const t = performance.now();
      const r = (await gql(q, { id: csvList, c: companyIds }))[field];
      if (r.__typename !== "PriceList") throw new Error(JSON.stringify(r));
      return { seconds: (performance.now() - t) / 1000, peak: rss.phase() };
    };
    const assigned = await timed(ASSIGN, "priceListAssign");
    const nextStart = performance.now();
    const next = await fetch(miss.url + PAGE, { headers: auth });
    await next.text();
    const nextMs = performance.now() - nextStart;
    result.errors["listing after the reassignment"] = next.status === 200 ? 0 : 1;
    const unassigned = await timed(UNASSIGN, "priceListUnassign");
    rss.stop();
    console.log(`\nwrites on the backend (its RSS idle: ${mb(idle)}; the peak of each step):`);
    table([
      ["step", "seconds", "rows", "errors", "peak RSS"],
      [
        `CSV dry run, ${lines.length.toLocaleString("en")} rows in ${parts.length} ${viaUpload ? "upload" : "GraphQL call(s)"}`,
        dry.seconds.toFixed(2),
        dry.rows,
        dry.errors,
        mb(dry.peak),
      ],
      [
        `CSV apply, ${lines.length.toLocaleString("en")} rows in ${parts.length} ${viaUpload ? "upload" : "GraphQL call(s)"}`,
        applied.seconds.toFixed(2),
        applied.upserted,
        applied.errors,
        mb(applied.peak),
      ],
      ["CSV export of the list", exportSeconds.toFixed(2), exportedRows, lines.length - exportedRows, mb(exportPeak)],
      [`priceListAssign to ${companyIds.length.toLocaleString("en")} companies`, assigned.seconds.toFixed(2), companyIds.length, 0, mb(assigned.peak)],
      [`priceListUnassign from ${companyIds.length.toLocaleString("en")} companies`, unassigned.seconds.toFixed(2), companyIds.length, 0, mb(unassigned.peak)],
    ]);
    console.log(`the member's first listing after the reassignment (miss path, its lists re-read): ${nextMs.toFixed(0)} ms`);
    result.ratios["CSV apply rows per second"] = applied.upserted / applied.seconds;
    result.ratios["companies reassigned per second"] = companyIds.length / assigned.seconds;
  } finally {
    for (const s of servers) s.child.kill();
    fs.rmSync(varDir, { recursive: true, force: true });
  }

  // ---- nothing per company: every table's rows against catalogue x companies
  const counts = await tableRows(db.url);
  fs.rmSync(db.dir, { recursive: true, force: true });
  const of = (t: string) => counts.find(([n]) => n === t)?.[1] ?? 0;
  const priceRows = of("PriceList") + of("PriceListItem") + of("PriceListCompany") + of("PriceListGroup");
  const productRows = of("Product");
  const perCompany = productRows * of("Company");
  console.log(
    `\nrows: price tables ${priceRows.toLocaleString("en")} (lists ${of("PriceList")}, items ${of("PriceListItem").toLocaleString("en")}, company assignments ${of("PriceListCompany")}, group assignments ${of("PriceListGroup")}) against catalogue x companies ${perCompany.toLocaleString("en")} (${productRows.toLocaleString("en")} x ${of("Company")}): ${((100 * priceRows) / Math.max(1, perCompany)).toFixed(2)} %`,
  );
  console.log(
    `largest tables: ${counts
      .slice(0, 5)
      .map(([n, c]) => `${n} ${c.toLocaleString("en")}`)
      .join(", ")}`,
  );
  // no table grows with catalogue x companies
  result.errors["tables with a row per company and product"] = counts.filter(([, c]) => perCompany > 0 && c >= perCompany / 2).length;
  result.ratios["price rows ÷ catalogue x companies"] = Math.max(priceRows, 1) / Math.max(1, perCompany);
  return result;
}

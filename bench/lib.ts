import { fork, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import pg from "pg";
import { deployMigrations } from "../src/core/db/migrate.ts";
import { openDb } from "../src/core/db/client.ts";
import { resolveDbTarget } from "../src/core/db/url.ts";
import { seedDemo, type SeedResult } from "../prisma/seed-demo.ts";

/** the smoke run (`npm run bench -- --smoke`, which sets BENCH_SMOKE=1): tiny sizes and durations, to see that every bench still runs */
export const SMOKE = process.env.BENCH_SMOKE === "1";
/** a bench's size or duration: `full` normally, `smoke` in the smoke run (an environment variable a bench reads still wins) */
export const size = (full: number, smoke: number) => (SMOKE ? smoke : full);
export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? size(5, 0.25));

/** what a bench returns: its ratios (each a finite positive number when it worked) and its failed requests or steps by row */
export interface BenchResult {
  ratios: Record<string, number>;
  errors: Record<string, number>;
}

/** the demo store seeded once per size in this process; later benches asking for the same size get a copy of its files */
const templates = new Map<number, Promise<{ dir: string; seed: SeedResult }>>();
const templateDirs: string[] = [];
process.on("exit", () => {
  for (const dir of templateDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function seededTemplate(products: number): Promise<{ dir: string; seed: SeedResult }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-bench-template-"));
  templateDirs.push(dir);
  const target = resolveDbTarget(`file:${path.join(dir, "bench.db")}`);
  await deployMigrations(target);
  const h = openDb(target);
  const seed = await seedDemo(h.db, { products, adminPassword: "bench-admin", apiUserPassword: "bench-api", customerPassword: "bench-customer" });
  await h.close();
  return { dir, seed };
}

/** a fresh database of its own with the demo store of `products` products (remove `dir` when done) */
export async function seededDatabase(products: number): Promise<{ url: string; dir: string; seed: SeedResult }> {
  let template = templates.get(products);
  if (!template) {
    template = seededTemplate(products);
    templates.set(products, template);
  }
  const t = await template;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-bench-"));
  for (const f of fs.readdirSync(t.dir)) fs.copyFileSync(path.join(t.dir, f), path.join(dir, f));
  return { url: `file:${path.join(dir, "bench.db")}`, dir, seed: t.seed };
}

/**
 * The PostgreSQL server a bench may also run on: BENCH_DATABASE_URL, else TEST_DATABASE_URL (as the tests choose
 * theirs); undefined when neither names a postgres:// server.
 */
export const BENCH_PG_SERVER = [process.env.BENCH_DATABASE_URL, process.env.TEST_DATABASE_URL].find((u) => u && /^postgres(ql)?:\/\//.test(u));

/** a fresh PostgreSQL database of its own on `server`, migrated and seeded with the demo store of `products` products */
export async function seededPostgres(server: string, products: number): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `b2b_bench_${randomBytes(5).toString("hex")}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: server });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const u = new URL(server);
  u.pathname = `/${name}`;
  const url = u.toString();
  const target = resolveDbTarget(url);
  await deployMigrations(target);
  const h = openDb(target);
  await seedDemo(h.db, { products, adminPassword: "bench-admin", apiUserPassword: "bench-api", customerPassword: "bench-customer" });
  await h.close();
  return { url, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** forks a server script; resolves with its URL once it listens */
export function startServer(script: string, env: Record<string, string> = {}): Promise<{ url: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = fork(script, [], { execArgv: ["--import", "tsx"], env: { ...process.env, ...env }, stdio: ["ignore", "inherit", "inherit", "ipc"] });
    child.on("message", (m: { ready?: boolean; url?: string }) => m.ready && resolve({ url: m.url!, child }));
    child.on("exit", (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

/** a load in the smoke run: this many requests per connection, however long they take (a slow machine makes them slower, never none) */
const SMOKE_REQUESTS_PER_CONNECTION = 2;

export async function load(opts: {
  url: string;
  method?: "GET" | "POST";
  /** a function: called for every request (a body that may be sent once, such as one carrying a single-use token) */
  body?: string | (() => string);
  headers?: Record<string, string>;
  connections?: number;
}): Promise<{ rps: number; p50: number; p99: number; errors: number; requests: number }> {
  const body = opts.body;
  const connections = opts.connections ?? 10;
  const r = await autocannon({
    url: opts.url,
    method: opts.method ?? "GET",
    headers: opts.headers,
    ...(typeof body === "function" ? { requests: [{ setupRequest: (req: object) => ({ ...req, body: body() }) }] } : { body }),
    connections,
    // the smoke run counts requests rather than seconds: an amount, sampled often so that the run ends soon after it
    ...(SMOKE ? { amount: SMOKE_REQUESTS_PER_CONNECTION * connections, sampleInt: 100 } : { duration: BENCH_SECONDS }),
  });
  // a 304 is the answer asked for, not an error
  const errors = r.errors + r.non2xx - (opts.headers?.["if-none-match"] ? (r["3xx"] ?? 0) : 0);
  const seconds = (r.finish.getTime() - r.start.getTime()) / 1000;
  const rps = SMOKE ? r.requests.total / seconds : r.requests.average;
  return { rps, p50: r.latency.p50, p99: r.latency.p99, errors, requests: r.requests.total };
}

export function table(rows: (string | number)[][]) {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const r of rows) console.log(r.map((c, i) => String(c).padEnd(widths[i]!)).join("  "));
}

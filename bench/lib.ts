import { fork, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { deployMigrations } from "../src/core/db/migrate.ts";
import { openDb } from "../src/core/db/client.ts";
import { resolveDbTarget } from "../src/core/db/url.ts";
import { seedDemo, type SeedResult } from "../prisma/seed-demo.ts";

export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

export async function seededDatabase(products: number): Promise<{ url: string; dir: string; seed: SeedResult }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-bench-"));
  const url = `file:${path.join(dir, "bench.db")}`;
  const target = resolveDbTarget(url);
  await deployMigrations(target);
  const h = openDb(target);
  const seed = await seedDemo(h.db, { products, adminPassword: "bench-admin", apiUserPassword: "bench-api", customerPassword: "bench-customer" });
  await h.close();
  return { url, dir, seed };
}

/** forks a server script; resolves with its URL once it listens */
export function startServer(script: string, env: Record<string, string> = {}): Promise<{ url: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = fork(script, [], { execArgv: ["--import", "tsx"], env: { ...process.env, ...env }, stdio: ["ignore", "inherit", "inherit", "ipc"] });
    child.on("message", (m: { ready?: boolean; url?: string }) => m.ready && resolve({ url: m.url!, child }));
    child.on("exit", (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

export async function load(opts: {
  url: string;
  method?: "GET" | "POST";
  body?: string;
  headers?: Record<string, string>;
  connections?: number;
}): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  const r = await autocannon({
    url: opts.url,
    method: opts.method ?? "GET",
    body: opts.body,
    headers: opts.headers,
    connections: opts.connections ?? 10,
    duration: BENCH_SECONDS,
  });
  // a 304 is the answer asked for, not an error
  const errors = r.errors + r.non2xx - (opts.headers?.["if-none-match"] ? (r["3xx"] ?? 0) : 0);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors };
}

export function table(rows: (string | number)[][]) {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const r of rows) console.log(r.map((c, i) => String(c).padEnd(widths[i]!)).join("  "));
}

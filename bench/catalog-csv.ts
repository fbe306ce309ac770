/**
 * The product CSV round trip on the 100,000-product demo catalogue (BENCH_CSV_PRODUCTS; 200 in the smoke run), over
 * HTTP against the real server in this process: export -> dry run (0 errors) -> import -> export again (the same
 * bytes); then the writing path: an import that changes the price of every 100th product, and the first export
 * imported back (those products written twice, audited, reindexed), and a last export, again the same bytes. Files go through
 * disk in both directions, so no process holds a file whole. The round trip runs in a process of its own (the seed
 * stays in the parent): its peak RSS and heap (a 50 ms sampler) are the server's and the client's together. Baseline of the same run: a plain paged SELECT of the same product rows.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parse } from "csv-parse";
import { stringify } from "csv-stringify";
import pino from "pino";
import { openDb } from "../src/core/db/client.ts";
import { Decimal } from "../src/core/money.ts";
import { resolveDbTarget } from "../src/core/db/url.ts";
import { discoverModules } from "../src/core/modules.ts";
import { createServer } from "../src/server.ts";
import { type BenchResult, seededDatabase, size, table } from "./lib.ts";
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";

const EXPORT = "/api/rest/v2/admin/products/export.csv";
/**
 * the writing path changes every WRITE_EVERY-th product (BENCH_CSV_WRITE_EVERY, default 100): each written product
 * costs the modules' save hook (the access gate reindexes its rules for it), which dominates a write
 */
const WRITE_EVERY = Number(process.env.BENCH_CSV_WRITE_EVERY ?? 100);
const IMPORT = "/api/rest/v2/admin/products/import";

/** the peak RSS and heap since the last `phase()` and over the whole run, sampled every 50 ms */
function memorySampler() {
  const peak = { rss: 0, heap: 0 };
  const all = { rss: 0, heap: 0 };
  const sample = () => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heap = Math.max(peak.heap, m.heapUsed);
    all.rss = Math.max(all.rss, m.rss);
    all.heap = Math.max(all.heap, m.heapUsed);
  };
  const timer = setInterval(sample, 50);
  return {
    phase() {
      sample();
      const out = { ...peak };
      const now = process.memoryUsage();
      peak.rss = now.rss;
      peak.heap = now.heapUsed;
      return out;
    },
    stop() {
      clearInterval(timer);
      sample();
      return all;
    },
  };
}

const mb = (n: number) => (n / 1024 / 1024).toFixed(0);

export async function benchCatalogCsv(): Promise<BenchResult> {
  const products = Number(process.env.BENCH_CSV_PRODUCTS ?? size(100_000, 200));
  const seedStart = performance.now();
  const db = await seededDatabase(products);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  // the round trip in a process of its own: its memory is the server's and the client's, not the seed's
  const child = fork(fileURLToPath(import.meta.url), [], {
    // BENCH_CSV_HEAP_MB: a cap on the round trip's old space, to show its memory is bounded by the batch, not the file
    execArgv: ["--import", "tsx", ...(process.env.BENCH_CSV_HEAP_MB ? [`--max-old-space-size=${Number(process.env.BENCH_CSV_HEAP_MB)}`] : [])],
    env: { ...process.env, [CHILD]: JSON.stringify({ url: db.url, seedSeconds }) },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  try {
    return await new Promise<BenchResult>((resolve, reject) => {
      child.on("message", (m: { result?: BenchResult; error?: string }) => (m.result ? resolve(m.result) : reject(new Error(m.error))));
      child.on("exit", (code) => reject(new Error(`the round trip's process exited with ${code}`)));
    });
  } finally {
    child.kill();
    fs.rmSync(db.dir, { recursive: true, force: true });
  }
}

const CHILD = "BENCH_CSV_ROUND_TRIP";
if (process.env[CHILD]) {
  const { url, seedSeconds } = JSON.parse(process.env[CHILD]!) as { url: string; seedSeconds: number };
  roundTrip(url, seedSeconds).then(
    (result) => process.send!({ result }, () => process.exit(0)),
    (e: Error) => process.send!({ error: e.stack ?? e.message }, () => process.exit(1)),
  );
}

async function roundTrip(dbUrl: string, seedSeconds: number): Promise<BenchResult> {
  const db = { url: dbUrl };
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-bench-var-"));
  const handle = openDb(resolveDbTarget(db.url));
  const server = await createServer({
    modules: await discoverModules(null),
    dbHandle: handle,
    logger: pino({ level: process.env.BENCH_LOG_LEVEL ?? "silent" }),
    settings: { varDir, databaseUrl: db.url, productImportMaxBytes: 1024 * 1024 * 1024 },
  });
  const running = await server.listen(0, "127.0.0.1");
  const memory = memorySampler();
  const errors = { dryRunErrors: 0, importErrors: 0, exportsDiffer: 0, failedSteps: 0 };
  try {
    const login = await fetch(`${running.url}/api/rest/v2/auth/admin-token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "bench-admin" }),
    });
    const token = ((await login.json()) as { token: string }).token;
    const auth = { authorization: `Bearer ${token}` };
    const rows = await handle.db.product.count();

    /** the export to a file: its hash, bytes and seconds */
    const exportTo = async (file: string) => {
      const t = performance.now();
      const res = await fetch(`${running.url}${EXPORT}`, { headers: auth });
      if (res.status !== 200 || !res.body) throw new Error(`export: HTTP ${res.status}`);
      const hash = createHash("sha256");
      await pipeline(
        Readable.fromWeb(res.body as import("node:stream/web").ReadableStream),
        new Transform({ transform: (c, _e, done) => done(null, hash.update(c) && c) }),
        fs.createWriteStream(file),
      );
      return { hash: hash.digest("hex"), bytes: fs.statSync(file).size, seconds: (performance.now() - t) / 1000 };
    };
    /**
     * a request on a connection of its own (node:http, no pool): a pooled keep-alive connection that the server closes
     * meanwhile resets a POST, which no client retries; `body` a string, or a file's path to stream
     */
    const send = (method: string, target: string, headers: Record<string, string>, body?: string | { file: string }) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const length = body === undefined ? 0 : typeof body === "string" ? Buffer.byteLength(body) : fs.statSync(body.file).size;
        const req = http.request(`${running.url}${target}`, { method, agent: false, headers: { ...auth, ...headers, "content-length": length } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
          res.on("error", reject);
        });
        req.on("error", reject);
        if (typeof body === "object") fs.createReadStream(body.file).pipe(req);
        else req.end(body);
      });
    /** a file sent to the import as it is read from disk; a dry run answers its run, an apply is followed to its end */
    type Run = { id: number; status: string; errorCount: number; rowsDone: number; rowsUpdated: number; rowsUnchanged: number; errors: unknown[] };
    const importFrom = async (file: string, dryRun: boolean): Promise<{ run: Run; seconds: number }> => {
      const t = performance.now();
      const { status, text } = await send("POST", `${IMPORT}?dryRun=${dryRun}&fileName=${path.basename(file)}`, { "content-type": "text/csv" }, { file });
      let run = JSON.parse(text) as Run;
      if (status !== (dryRun ? 200 : 202)) throw new Error(`import: HTTP ${status} ${text.slice(0, 300)}`);
      while (run.status === "running") {
        await new Promise((r) => setTimeout(r, 250));
        const q = await send(
          "POST",
          "/graphql",
          { "content-type": "application/json" },
          JSON.stringify({
            query: "query($id: Int!) { productImportRun(id: $id) { id status errorCount rowsDone rowsUpdated rowsUnchanged errors { line code message } } }",
            variables: { id: run.id },
          }),
        );
        run = (JSON.parse(q.text) as { data: { productImportRun: Run } }).data.productImportRun;
      }
      return { run, seconds: (performance.now() - t) / 1000 };
    };

    // baseline: the same rows read by a plain paged SELECT (no relations, no CSV)
    memory.phase();
    const selectStart = performance.now();
    let after = 0;
    let read = 0;
    for (;;) {
      const page = await handle.db.product.findMany({ where: { id: { gt: after } }, orderBy: { id: "asc" }, take: 1000 });
      if (!page.length) break;
      read += page.length;
      after = page[page.length - 1]!.id;
    }
    const selectSeconds = (performance.now() - selectStart) / 1000;
    const selectMem = memory.phase();

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-bench-csv-"));
    const first = await exportTo(path.join(dir, "first.csv"));
    const exportMem = memory.phase();
    const dry = await importFrom(path.join(dir, "first.csv"), true);
    const dryMem = memory.phase();
    errors.dryRunErrors = dry.run.errorCount;
    const same = await importFrom(path.join(dir, "first.csv"), false);
    const sameMem = memory.phase();
    errors.importErrors += same.run.errorCount;
    const second = await exportTo(path.join(dir, "second.csv"));
    if (second.hash !== first.hash) errors.exportsDiffer++;

    // the writing path: every price changed (+1), then the first export back
    const changedFile = path.join(dir, "changed.csv");
    let header: string[] | undefined;
    let seen = 0;
    let written = 0;
    await pipeline(
      fs.createReadStream(path.join(dir, "first.csv")),
      parse({ bom: true }),
      new Transform({
        objectMode: true,
        transform(record: string[], _e, done) {
          if (!header) {
            header = record;
            done(null, ["sku", "price"]);
          } else if (seen++ % WRITE_EVERY === 0) {
            written++;
            done(null, [record[0], new Decimal(record[header.indexOf("price")]!).plus(1).toFixed()]);
          } else done();
        },
      }),
      stringify(),
      fs.createWriteStream(changedFile),
    );
    memory.phase();
    const changed = await importFrom(changedFile, false);
    const changedMem = memory.phase();
    const back = await importFrom(path.join(dir, "first.csv"), false);
    const backMem = memory.phase();
    errors.importErrors += changed.run.errorCount + back.run.errorCount;
    if (changed.run.rowsUpdated !== written || back.run.rowsUpdated !== written) errors.failedSteps++;
    const last = await exportTo(path.join(dir, "last.csv"));
    if (last.hash !== first.hash) errors.exportsDiffer++;
    const whole = memory.stop();
    fs.rmSync(dir, { recursive: true, force: true });

    const rps = (n: number, s: number) => (n / s).toFixed(0);
    console.log(
      `\n## Product CSV round trip (${rows.toLocaleString("en")} products, SQLite; seeded in ${seedSeconds.toFixed(0)} s; export ${mb(first.bytes)} MB)`,
    );
    table([
      ["step", "seconds", "rows/s", "peak RSS MB", "peak heap MB", "result"],
      ["baseline: paged SELECT of the rows", selectSeconds.toFixed(1), rps(read, selectSeconds), mb(selectMem.rss), mb(selectMem.heap), `${read} rows`],
      ["export", first.seconds.toFixed(1), rps(rows, first.seconds), mb(exportMem.rss), mb(exportMem.heap), first.hash.slice(0, 12)],
      ["dry run", dry.seconds.toFixed(1), rps(rows, dry.seconds), mb(dryMem.rss), mb(dryMem.heap), `${dry.run.errorCount} errors`],
      ["import (unchanged)", same.seconds.toFixed(1), rps(rows, same.seconds), mb(sameMem.rss), mb(sameMem.heap), `${same.run.rowsUnchanged} unchanged`],
      ["export again", second.seconds.toFixed(1), rps(rows, second.seconds), "", "", second.hash === first.hash ? "identical" : "DIFFERENT"],
      [
        `import (${written} prices +1)`,
        changed.seconds.toFixed(1),
        rps(rows, changed.seconds),
        mb(changedMem.rss),
        mb(changedMem.heap),
        `${changed.run.rowsUpdated} updated, ${(written / changed.seconds).toFixed(0)} writes/s`,
      ],
      [
        "import (the first export back)",
        back.seconds.toFixed(1),
        rps(rows, back.seconds),
        mb(backMem.rss),
        mb(backMem.heap),
        `${back.run.rowsUpdated} updated`,
      ],
      ["export at the end", last.seconds.toFixed(1), rps(rows, last.seconds), "", "", last.hash === first.hash ? "identical" : "DIFFERENT"],
    ]);
    console.log(`peak over the run: RSS ${mb(whole.rss)} MB, heap ${mb(whole.heap)} MB`);
    console.log(`export rows/s to the plain SELECT's rows/s: ${(rows / first.seconds / (read / selectSeconds)).toFixed(3)}`);
    return {
      ratios: {
        exportToSelect: rows / first.seconds / (read / selectSeconds),
        dryRunToSelect: rows / dry.seconds / (read / selectSeconds),
        writeToSelect: written / changed.seconds / (read / selectSeconds),
      },
      errors,
    };
  } finally {
    memory.stop();
    await running.close();
    fs.rmSync(varDir, { recursive: true, force: true });
  }
}

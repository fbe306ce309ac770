/**
 * Issue 32: quick order's resolve of 500 lines (a mix of SKUs found, hidden from the caller, unknown, typed in
 * another case, some configurables) for a guest, in process (the service, no HTTP), against the bare baseline of
 * 500 primary-key lookups in one statement (`product.findMany({where: {id: {in}}})`) on the same database, in the same
 * run; prints the ratio of their rates (goal >= 0.5) and the statements one resolve takes (the same for half the lines).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDb } from "../src/core/db/client.ts";
import { resolveDbTarget } from "../src/core/db/url.ts";
import { BENCH_SECONDS, type BenchResult, seededDatabase, size, table } from "./lib.ts";

const PRODUCTS = Number(process.env.BENCH_QUICKORDER_PRODUCTS ?? size(2000, 250));
const LINES = 500;

/** calls `fn` for BENCH_SECONDS (at least 3 times): calls per second and the median ms */
async function rate(fn: () => Promise<unknown>): Promise<{ perSecond: number; p50: number }> {
  for (let i = 0; i < 3; i++) await fn();
  const lat: number[] = [];
  const end = performance.now() + BENCH_SECONDS * 1000;
  const start = performance.now();
  while (performance.now() < end || lat.length < 3) {
    const t = performance.now();
    await fn();
    lat.push(performance.now() - t);
  }
  lat.sort((a, b) => a - b);
  return { perSecond: lat.length / ((performance.now() - start) / 1000), p50: lat[Math.floor(lat.length / 2)]! };
}

export async function benchQuickOrder(): Promise<BenchResult> {
  const result: BenchResult = { ratios: {}, errors: {} };
  const db = await seededDatabase(PRODUCTS);
  const { createApp } = await import("../src/app.ts");
  const { settingsFromEnv } = await import("../src/core/settings.ts");
  const { createContext } = await import("../src/core/context.ts");
  const { discoverModules } = await import("../src/core/modules.ts");
  const { resolveQuickOrder } = await import("../src/modules/quickorder/service.ts");
  const pino = (await import("pino")).default;
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-bench-var-"));
  const app = await createApp(
    { ...settingsFromEnv(), varDir, databaseUrl: db.url },
    { modules: await discoverModules(null), dbHandle: openDb(resolveDbTarget(db.url)), logger: pino({ level: "silent" }) },
  );
  try {
    const m = app.modules.installed.find((x) => x.definition.code === "quickorder");
    if (!m) throw new Error("the quickorder module is not installed");
    const products = await app.db.product.findMany({ select: { id: true, sku: true }, orderBy: { id: "asc" }, take: LINES });
    const ids = products.map((p) => p.id);
    // every fifth line unknown, every seventh in lower case; hidden and disabled ones come with the demo's catalogue
    const lines = Array.from({ length: LINES }, (_, i) => {
      const p = products[i % products.length]!;
      const sku = i % 5 === 4 ? `NO-SUCH-${i}` : i % 7 === 0 ? p.sku.toLowerCase() : p.sku;
      return { sku: i >= products.length ? `${sku}-${i}` : sku, qty: 1 + (i % 4) };
    });
    const newCtx = () => createContext(app, { headers: { get: () => null }, ip: "127.0.0.1" });
    const resolve = async (ls: typeof lines) => resolveQuickOrder(await newCtx(), m as never, { lines: ls }, "rest");

    const statements = async (ls: typeof lines) => {
      const before = app.dbHandle.stats.statements;
      await resolve(ls);
      return app.dbHandle.stats.statements - before;
    };
    await resolve(lines);
    const [few, many] = [await statements(lines.slice(0, LINES / 2)), await statements(lines)];
    const summary = (await resolve(lines)).summary;

    const pk = await rate(() => app.db.product.findMany({ where: { id: { in: ids } } }));
    const qo = await rate(() => resolve(lines));
    const ratio = qo.perSecond / pk.perSecond;
    result.ratios["quick-order resolve 500 lines / 500 primary-key lookups"] = ratio;
    result.errors[`statements differ for ${LINES / 2} and ${LINES} lines`] = few === many ? 0 : 1;

    console.log(
      `\n## Quick order: resolve ${LINES} lines against ${LINES} primary-key lookups in one statement (${PRODUCTS.toLocaleString("en")} products, in process, a guest; ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? "?"})`,
    );
    console.log(`lines: ${JSON.stringify(summary)}`);
    table([
      ["what", "per second", "p50 ms"],
      [`${LINES} primary-key lookups (one findMany)`, pk.perSecond.toFixed(1), pk.p50.toFixed(2)],
      [`resolve of ${LINES} lines`, qo.perSecond.toFixed(1), qo.p50.toFixed(2)],
    ]);
    console.log(`ratio ${ratio.toFixed(2)} (goal >= 0.5); statements per resolve: ${few} for ${LINES / 2} lines, ${many} for ${LINES}`);
  } finally {
    await app.close();
    fs.rmSync(varDir, { recursive: true, force: true });
    fs.rmSync(db.dir, { recursive: true, force: true });
  }
  return result;
}

/**
 * npm run bench [-- catalog|catalog-csv|dsl|commerce|checkout|forms|worker|gate|listing|listing-large|profile|pricing|quick-order ...]: every benchmark
 * compares against a baseline measured in the same run.
 *
 * npm run bench -- --smoke [names]: every benchmark (or the ones named) at tiny sizes and durations (BENCH_SMOKE=1,
 * see bench/lib.ts), then a check of what each returned: every ratio a finite positive number and no request or
 * step failed. A bench that throws or fails the check makes the run exit 1; .ci/run runs it, so a bench cannot rot
 * unnoticed.
 */
import type { BenchResult } from "./lib.ts";

const args = process.argv.slice(2);
const smoke = args.includes("--smoke");
// before any bench module is loaded: their sizes and durations are read from the environment when imported
if (smoke) process.env.BENCH_SMOKE = "1";
const wanted = args.filter((a) => a !== "--smoke");

const all: Record<string, () => Promise<BenchResult>> = {
  dsl: async () => (await import("./dsl.ts")).benchDsl(),
  catalog: async () => (await import("./catalog.ts")).benchCatalog(),
  // the product CSV round trip (export, dry run, import, export: the same bytes) on 100,000 products, with peak memory
  "catalog-csv": async () => (await import("./catalog-csv.ts")).benchCatalogCsv(),
  commerce: async () => (await import("./commerce.ts")).benchCommerce(),
  // add-to-cart + place-order over HTTP against a bare transaction writing the same rows, SQLite (and PostgreSQL)
  checkout: async () => (await import("./checkout.ts")).benchCheckout(),
  forms: async () => (await import("./forms.ts")).benchForms(),
  worker: async () => (await import("./worker.ts")).benchWorker(),
  gate: async () => (await import("./gate.ts")).benchGate(),
  // in the smoke run `listing` ends with its large part at the smoke size
  listing: async () => (await import("./listing.ts")).benchListing(),
  // CPU profiles of the listing's miss path, cold and warm, by area
  profile: async () => (await import("./profile-listing.ts")).profileListing(),
  // the last part of `listing` alone: the miss path on 100,000 products, half hidden by a rule
  "listing-large": async () => (await import("./listing.ts")).benchLarge(),
  // per-company pricing at 100,000 SKUs x 1,000 companies: a company member's listing (miss and cached), a CSV
  // import and a reassignment with the backend's peak memory, the price tables' rows against catalogue x companies
  pricing: async () => (await import("./pricing.ts")).benchPricing(),
  // quick order: a 500-line resolve against 500 primary-key lookups in one statement, and its statement count
  "quick-order": async () => (await import("./quick-order.ts")).benchQuickOrder(),
};
for (const w of wanted) {
  if (!(w in all)) {
    console.error(`unknown bench: ${w} (one of ${Object.keys(all).join(", ")})`);
    process.exit(2);
  }
}

/** what is wrong with a bench's result: ratios that are not finite positive numbers, failed requests or steps */
function problemsOf(r: BenchResult | undefined): string[] {
  if (!r || typeof r !== "object") return ["returned no result"];
  const out: string[] = [];
  if (!Object.keys(r.ratios).length) out.push("no ratio");
  for (const [k, v] of Object.entries(r.ratios)) if (!(Number.isFinite(v) && v > 0)) out.push(`ratio ${k} = ${v}`);
  for (const [k, v] of Object.entries(r.errors)) if (v !== 0) out.push(`${k}: ${v} errors`);
  return out;
}

const started = performance.now();
const failed: string[] = [];
for (const [name, run] of Object.entries(all)) {
  if (wanted.length ? !wanted.includes(name) : smoke && name === "listing-large") continue;
  const t = performance.now();
  try {
    const problems = problemsOf(await run());
    if (smoke) {
      const seconds = ((performance.now() - t) / 1000).toFixed(1);
      console.log(`\nsmoke: ${name} ${problems.length ? `FAILED (${problems.join("; ")})` : "ok"} in ${seconds} s`);
    } else if (problems.length) console.log(`\n${name}: ${problems.join("; ")}`);
    if (smoke && problems.length) failed.push(name);
  } catch (e) {
    console.error(`\n${smoke ? "smoke: " : ""}${name} FAILED:`, e);
    failed.push(name);
  }
}
if (smoke)
  console.log(`\nsmoke: ${failed.length ? `${failed.join(", ")} failed` : "every bench ran"} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed.length ? 1 : 0);

/** npm run bench [-- catalog|dsl|commerce|forms|worker|gate|listing|listing-large|profile ...]: every benchmark compares against a baseline measured in the same run. */
const wanted = process.argv.slice(2);
const all: Record<string, () => Promise<unknown>> = {
  dsl: async () => (await import("./dsl.ts")).benchDsl(),
  catalog: async () => (await import("./catalog.ts")).benchCatalog(),
  commerce: async () => (await import("./commerce.ts")).benchCommerce(),
  forms: async () => (await import("./forms.ts")).benchForms(),
  worker: async () => (await import("./worker.ts")).benchWorker(),
  gate: async () => (await import("./gate.ts")).benchGate(),
  listing: async () => (await import("./listing.ts")).benchListing(),
  // the last part of `listing` alone: the miss path on 100,000 products, half hidden by a rule
  // CPU profiles of the listing's miss path, cold and warm, by area
  profile: async () => (await import("./profile-listing.ts")).profileListing(),
  "listing-large": async () => (await import("./listing.ts")).benchLarge(Number(process.env.BENCH_LISTING_PRODUCTS ?? 100_000)),
};
for (const [name, run] of Object.entries(all)) {
  if (wanted.length && !wanted.includes(name)) continue;
  await run();
}
process.exit(0);

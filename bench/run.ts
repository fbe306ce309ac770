/** npm run bench [-- catalog|dsl|commerce|forms|worker|gate|listing ...]: every benchmark compares against a baseline measured in the same run. */
const wanted = process.argv.slice(2);
const all: Record<string, () => Promise<unknown>> = {
  dsl: async () => (await import("./dsl.ts")).benchDsl(),
  catalog: async () => (await import("./catalog.ts")).benchCatalog(),
  commerce: async () => (await import("./commerce.ts")).benchCommerce(),
  forms: async () => (await import("./forms.ts")).benchForms(),
  worker: async () => (await import("./worker.ts")).benchWorker(),
  gate: async () => (await import("./gate.ts")).benchGate(),
  listing: async () => (await import("./listing.ts")).benchListing(),
};
for (const [name, run] of Object.entries(all)) {
  if (wanted.length && !wanted.includes(name)) continue;
  await run();
}
process.exit(0);

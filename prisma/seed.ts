/**
 * npm run seed [-- --products N] [--force] [--companies N --price-lists N --price-list-items N]
 * Seeds the demo store into DATABASE_URL (default SQLite file under var/), applying migrations first.
 * --force empties an existing database first (SQLite: deletes the file).
 * --companies, --price-lists, --price-list-items: per-company pricing at scale on top of the demo
 * (prisma/seed-pricing-scale.ts): that many more companies, price lists, and items per list.
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import { resolveDbTarget } from "../src/core/db/url.ts";
import { deployMigrations } from "../src/core/db/migrate.ts";
import { openDb } from "../src/core/db/client.ts";
import { seedDemo } from "./seed-demo.ts";
import { seedPricingScale } from "./seed-pricing-scale.ts";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "300" },
    force: { type: "boolean", default: false },
    companies: { type: "string", default: "0" },
    "price-lists": { type: "string", default: "0" },
    "price-list-items": { type: "string", default: "0" },
  },
});
const scale = { companies: Number(values.companies), priceLists: Number(values["price-lists"]), itemsPerList: Number(values["price-list-items"]) };
for (const [flag, n] of Object.entries(scale))
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${flag}: a whole number of at least 0, got ${JSON.stringify(n)}`);
    process.exit(2);
  }
const target = resolveDbTarget(process.env.DATABASE_URL);
if (values.force && target.kind === "sqlite") {
  const file = target.url.slice("file:".length);
  for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
}
await deployMigrations(target);
const handle = openDb(target);
if ((await handle.db.store.count()) > 0) {
  console.error("The database already holds a store. Use --force to start over (SQLite), or point DATABASE_URL at an empty database.");
  process.exit(1);
}
const started = performance.now();
const res = await seedDemo(handle.db, { products: Number(values.products), log: (m) => console.log(m) });
console.log(`seeded ${res.productCount} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (scale.companies || scale.priceLists) {
  const customerPassword = res.customers[0]!.password;
  const s = await seedPricingScale(handle.db, target.kind, { ...scale, customerPassword, log: (m) => console.log(m) });
  console.log(
    `seeded ${s.companies} companies (${s.members} members), ${s.priceLists} price lists with ${s.items.toLocaleString("en")} items and ${s.assignments} assignments in ${s.seconds.toFixed(1)} s`,
  );
  for (const m of s.sampleMembers.slice(0, 3))
    console.log(`company member (company ${m.companyId}, group ${m.groupId}, lists ${m.priceListCodes.join(", ")}): ${m.email} / ${customerPassword}`);
}
console.log(`admin login:            ${res.admin.username} / ${res.admin.password}   (POST /api/rest/v2/auth/admin-token)`);
console.log(`API user (HTTP Basic):  ${res.apiUser.username} / ${res.apiUser.password}`);
for (const c of res.customers) console.log(`customer (${c.group}, ${c.status}): ${c.email} / ${c.password}`);
await handle.close();
process.exit(0);

/**
 * npm run seed [-- --products N] [--force]
 * Seeds the demo store into DATABASE_URL (default SQLite file under var/), applying migrations first.
 * --force empties an existing database first (SQLite: deletes the file).
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import { resolveDbTarget } from "../src/core/db/url.ts";
import { deployMigrations } from "../src/core/db/migrate.ts";
import { openDb } from "../src/core/db/client.ts";
import { seedDemo } from "./seed-demo.ts";

const { values } = parseArgs({ options: { products: { type: "string", default: "300" }, force: { type: "boolean", default: false } } });
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
console.log(`admin login:            ${res.admin.username} / ${res.admin.password}   (POST /api/rest/v2/auth/admin-token)`);
console.log(`API user (HTTP Basic):  ${res.apiUser.username} / ${res.apiUser.password}`);
for (const c of res.customers) console.log(`customer (${c.group}, ${c.status}): ${c.email} / ${c.password}`);
await handle.close();
process.exit(0);

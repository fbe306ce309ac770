/**
 * npm run admin:create -- --username ops@example.com [--email ops@example.com] [--scopes "*"]
 * Creates an admin in DATABASE_URL (migrations applied first). The password is read from ADMIN_PASSWORD,
 * or made up and printed once on this terminal (never logged by the server).
 *
 * npm run admin:create -- --username ops@example.com --reset-password
 * Gives an existing admin a new password (the same way): every console session of the admin ends and every admin
 * token issued to it before is refused; the change is in the audit log (actor cli "admin:create", the hash masked).
 */
import { parseArgs } from "node:util";
import { randomBytes } from "node:crypto";
import { resolveDbTarget } from "../src/core/db/url.ts";
import { deployMigrations } from "../src/core/db/migrate.ts";
import { openDb } from "../src/core/db/client.ts";
import { hashPassword } from "../src/core/auth/password.ts";
import { MIN_ADMIN_PASSWORD_LENGTH } from "../src/bootstrap.ts";
import { changeAdminPassword } from "../src/core/auth/admin-sessions.ts";
import type { DbClient } from "../src/core/unit-of-work.ts";

const { values } = parseArgs({
  options: { username: { type: "string" }, email: { type: "string" }, scopes: { type: "string", default: "*" }, "reset-password": { type: "boolean" } },
});
const username = values.username ?? values.email;
if (!username) {
  console.error(
    'usage: npm run admin:create -- --username NAME [--email EMAIL] [--scopes "*" | "catalog,customers,config"] | --username NAME --reset-password  (password from ADMIN_PASSWORD, or generated)',
  );
  process.exit(2);
}
const given = process.env.ADMIN_PASSWORD;
if (given !== undefined && given.length < MIN_ADMIN_PASSWORD_LENGTH) {
  console.error(`ADMIN_PASSWORD must have at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`);
  process.exit(2);
}
const password = given ?? randomBytes(18).toString("base64url");
const target = resolveDbTarget(process.env.DATABASE_URL);
await deployMigrations(target);
const handle = openDb(target);
if (values["reset-password"]) {
  const admin = await handle.db.adminUser.findUnique({ where: { username } });
  if (!admin) {
    console.error(`no admin is named "${username}"`);
    process.exit(1);
  }
  const passwordHash = await hashPassword(password);
  const { endedSessions } = await handle.db.$transaction((tx) =>
    changeAdminPassword(tx as DbClient, { kind: "cli", name: "admin:create" }, admin, passwordHash, { operation: "adminPasswordChange" }),
  );
  await handle.close();
  console.log(`new password for admin "${username}"; ${endedSessions} console session(s) ended, earlier tokens refused`);
  if (given === undefined) console.log(`password (shown once): ${password}`);
  process.exit(0);
}
try {
  await handle.db.adminUser.create({ data: { username, email: values.email ?? username, passwordHash: await hashPassword(password), scopes: values.scopes! } });
} catch (e) {
  if ((e as { code?: string }).code === "P2002") {
    console.error(`an admin named "${username}" exists already`);
    process.exit(1);
  }
  throw e;
}
await handle.close();
console.log(`created admin "${username}" with scopes ${values.scopes}`);
if (given === undefined) console.log(`password (shown once): ${password}`);
process.exit(0);

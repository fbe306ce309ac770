/**
 * First start of a database, after migrations. The embedded default (no DATABASE_URL) gets the demo store,
 * as does any database when SEED_DEMO=1. Any other empty database gets a bare default store and, once, the
 * admin named by ADMIN_EMAIL/ADMIN_PASSWORD: never demo customers, and no password is ever logged.
 */
import type { Logger } from "pino";
import type { DbHandle } from "./core/db/client.ts";
import type { Settings } from "./core/settings.ts";
import { hashPassword, MIN_ADMIN_PASSWORD_LENGTH } from "./core/auth/password.ts";
import { COUNTRIES, seedDemo, seedGroupsAndCountries, type SeedResult } from "../prisma/seed-demo.ts";

export { MIN_ADMIN_PASSWORD_LENGTH };

export interface BootstrapResult {
  /** the demo's credentials, when the demo was seeded just now (for the terminal, not the log) */
  demo?: SeedResult;
  createdAdmin?: string;
}

export async function bootstrapDatabase(handle: DbHandle, settings: Settings, logger: Logger): Promise<BootstrapResult> {
  const db = handle.db;
  const out: BootstrapResult = {};
  if ((await db.store.count()) === 0) {
    if (!settings.databaseUrl || settings.seedDemo) {
      logger.info("empty database: seeding the demo store");
      out.demo = await seedDemo(db, { products: 300 });
      return out;
    }
    await db.store.create({
      data: {
        code: "default",
        name: "Default Store",
        currency: "USD",
        locale: "en_US",
        defaultCountry: "US",
        isDefault: true,
        baseUrl: settings.publicBaseUrl,
      },
    });
    await seedGroupsAndCountries(db);
    await db.configValue.create({ data: { path: "general/country/allow", value: COUNTRIES.map((c) => c[0]).join(",") } });
    logger.info("empty database: created the default store (no demo data; SEED_DEMO=1 seeds the demo)");
  }
  if ((await db.adminUser.count()) === 0) {
    const admin = settings.bootstrapAdmin;
    if (admin) {
      if (admin.password.length < MIN_ADMIN_PASSWORD_LENGTH) throw new Error(`ADMIN_PASSWORD must have at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`);
      await db.adminUser.create({ data: { username: admin.username, email: admin.email, passwordHash: await hashPassword(admin.password), scopes: "*" } });
      out.createdAdmin = admin.username;
      logger.info({ username: admin.username }, "created the first admin from ADMIN_EMAIL/ADMIN_PASSWORD");
    } else {
      logger.warn("no admin account yet: run `npm run admin:create`, or start once with ADMIN_EMAIL and ADMIN_PASSWORD set");
    }
  }
  return out;
}

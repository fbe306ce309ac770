/**
 * The migration that made amounts decimals (prisma/migrations/*_money_decimal, docs/architecture.md#money) on a
 * database made by the previous release: every migration before it applied, amounts inserted as the old Float
 * columns held them (float sums, more digits than cents, a half cent, a large amount), then the migration; every
 * amount reads back as the expected decimal to the cent. SQLite always; PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, describe, expect, it } from "vitest";
import { deployMigrations } from "../../src/core/db/migrate.ts";
import { openDb } from "../../src/core/db/client.ts";
import type { DbTarget } from "../../src/core/db/url.ts";
import { migrationScratch } from "../helpers/previous-release.ts";
import { round } from "../../src/core/money.ts";

const MIGRATION = "money_decimal";

/** float values as the old columns held them, with the amount each must read back as, to the cent */
const AMOUNTS: [stored: number, cents: string][] = [
  [0.1 + 0.2, "0.30"],
  [27.68, "27.68"],
  [19.999999999, "20.00"],
  [1.005, "1.01"],
  [301.03000000000003, "301.03"],
  [9876543210.99, "9876543210.99"],
  [123456789012.3456, "123456789012.35"],
  [0, "0.00"],
];

const scratch = migrationScratch("b2b_money_mig");
afterAll(() => scratch.cleanUp());

async function migrateOldData(target: DbTarget) {
  const { old, upgrade } = scratch.previousRelease(target, MIGRATION);
  const applied = await deployMigrations(old);
  expect(applied.some((m) => m.endsWith(MIGRATION))).toBe(false);

  const h = openDb(target);
  try {
    const pgNow = target.kind === "postgres" ? "NOW()" : "CURRENT_TIMESTAMP";
    const run = (sql: string, ...params: unknown[]) => h.db.$executeRawUnsafe(sql, ...params);
    const p = (n: number) => (target.kind === "postgres" ? `$${n}` : "?");
    await run(`INSERT INTO "Store" ("id", "code", "name") VALUES (1, 'default', 'Default')`);
    for (const [i, [v]] of AMOUNTS.entries()) {
      const id = i + 1;
      await run(
        `INSERT INTO "Product" ("id", "sku", "urlKey", "name", "updatedAt", "price", "indexPrice", "specialPrice", "msrp", "giftcardMinAmount", "giftcardMaxAmount") VALUES (${id}, 'SKU-${id}', 'p-${id}', 'P', ${pgNow}, ${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)})`,
        v,
        v,
        v,
        v,
        v,
        v,
      );
      await run(`INSERT INTO "TierPrice" ("id", "productId", "price") VALUES (${id}, ${id}, ${p(1)})`, v);
      await run(`INSERT INTO "DownloadableLink" ("id", "productId", "title", "price") VALUES (${id}, ${id}, 'L', ${p(1)})`, v);
      await run(`INSERT INTO "CustomOption" ("id", "productId", "title", "price") VALUES (${id}, ${id}, 'O', ${p(1)})`, v);
      await run(`INSERT INTO "CustomOptionValue" ("id", "optionId", "title", "price") VALUES (${id}, ${id}, 'V', ${p(1)})`, v);
      await run(
        `INSERT INTO "Order" ("id", "incrementId", "storeId", "customerEmail", "customerGroupId", "cartId", "currency", "subtotal", "shippingAmount", "grandTotal", "discountAmount", "giftcardAmount", "paymentMethod") VALUES (${id}, '${100000000 + id}', 1, 'a@example.com', 0, ${id}, 'USD', ${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, 'checkmo')`,
        v,
        v,
        v,
        v,
        v,
      );
      await run(
        `INSERT INTO "OrderItem" ("id", "orderId", "productId", "sku", "name", "qty", "price", "rowTotal") VALUES (${id}, ${id}, ${id}, 'SKU-${id}', 'P', 1, ${p(1)}, ${p(2)})`,
        v,
        v,
      );
      await run(
        `INSERT INTO "SalesRule" ("id", "name", "code", "discountType", "discountAmount", "updatedAt") VALUES (${id}, 'R', 'CODE${id}', 'fixed', ${p(1)}, ${pgNow})`,
        v,
      );
      await run(
        `INSERT INTO "GiftcardAccount" ("id", "code", "initialAmount", "balance", "currency", "updatedAt") VALUES (${id}, 'GC-${id}', ${p(1)}, ${p(2)}, 'USD', ${pgNow})`,
        v,
        v,
      );
    }
  } finally {
    await h.close();
  }

  const now = await deployMigrations(target);
  expect(now).toEqual(upgrade);
  expect(now[0]).toMatch(new RegExp(`_${MIGRATION}$`));

  const h2 = openDb(target);
  try {
    const db = h2.db;
    const byId = <T extends { id: number }>(rows: T[]) => rows.sort((a, b) => a.id - b.id);
    const products = byId(
      await db.product.findMany({
        select: { id: true, price: true, indexPrice: true, specialPrice: true, msrp: true, giftcardMinAmount: true, giftcardMaxAmount: true },
      }),
    );
    const tiers = byId(await db.tierPrice.findMany({ select: { id: true, price: true } }));
    const links = byId(await db.downloadableLink.findMany({ select: { id: true, price: true } }));
    const options = byId(await db.customOption.findMany({ select: { id: true, price: true } }));
    const values = byId(await db.customOptionValue.findMany({ select: { id: true, price: true } }));
    const orders = byId(
      await db.order.findMany({ select: { id: true, subtotal: true, shippingAmount: true, grandTotal: true, discountAmount: true, giftcardAmount: true } }),
    );
    const items = byId(await db.orderItem.findMany({ select: { id: true, price: true, rowTotal: true } }));
    const rules = byId(await db.salesRule.findMany({ select: { id: true, discountAmount: true } }));
    const cards = byId(await db.giftcardAccount.findMany({ select: { id: true, initialAmount: true, balance: true } }));
    let checked = 0;
    for (const [i, [stored, cents]] of AMOUNTS.entries()) {
      const amounts = [
        ...Object.entries(products[i]!),
        ...Object.entries(tiers[i]!),
        ...Object.entries(links[i]!),
        ...Object.entries(options[i]!),
        ...Object.entries(values[i]!),
        ...Object.entries(orders[i]!),
        ...Object.entries(items[i]!),
        ...Object.entries(rules[i]!),
        ...Object.entries(cards[i]!),
      ].filter(([k]) => k !== "id");
      expect(amounts).toHaveLength(20);
      for (const [column, v] of amounts) {
        expect(v, `${column} of ${stored}`).not.toBeNull();
        const d = v as unknown as { toFixed(): string; decimalPlaces(): number };
        // a decimal of at most 4 places, equal to the old amount to the cent (half-up)
        expect(d.decimalPlaces(), `${column} of ${stored} is ${d.toFixed()}`).toBeLessThanOrEqual(4);
        expect(round(d.toFixed(), "USD").toFixed(2), `${column} of ${stored}`).toBe(cents);
        checked++;
      }
    }
    expect(checked).toBe(AMOUNTS.length * 20);
    // what the float sum meant, exactly: 0.3, not 0.30000000000000004
    expect(products[0]!.price.toFixed()).toBe("0.3");
    expect(products[2]!.price.toFixed()).toBe("20");
    expect(products[3]!.price.toFixed()).toBe("1.005");
  } finally {
    await h2.close();
  }
}

describe("the exact-money migration on a database of the previous release", () => {
  it("SQLite: every stored float amount becomes the expected decimal, to the cent", async () => {
    await migrateOldData(scratch.sqlite());
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)("PostgreSQL: every stored float amount becomes the expected decimal, to the cent", async () => {
    await migrateOldData(await scratch.postgres());
  });
});

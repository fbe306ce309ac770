/**
 * The migration that brought invoices, shipments and credit memos (prisma/migrations/*_order_documents,
 * docs/orders.md#numbering) on a database of the previous release: an order paid by the former
 * orderPaymentCapture (paidAt set) gets one invoice of all its lines, numbered INV-<increment id>-1, for its amounts,
 * dated when it was paid, and its lines count as invoiced; an unpaid order gets none; lines of gift card, virtual and
 * downloadable products ship nothing. SQLite always; PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, describe, expect, it } from "vitest";
import { deployMigrations } from "../../src/core/db/migrate.ts";
import { openDb } from "../../src/core/db/client.ts";
import type { DbTarget } from "../../src/core/db/url.ts";
import { migrationScratch } from "../helpers/previous-release.ts";

const MIGRATION = "order_documents";
const PAID_AT = "2026-11-20T10:00:00.000Z";

const scratch = migrationScratch("b2b_orderdocs_mig");
afterAll(() => scratch.cleanUp());

async function migrateOldOrders(target: DbTarget) {
  const { old, upgrade } = scratch.previousRelease(target, MIGRATION);
  const applied = await deployMigrations(old);
  expect(applied.some((m) => m.endsWith(MIGRATION))).toBe(false);
  const h = openDb(target);
  try {
    const now = target.kind === "postgres" ? "NOW()" : "CURRENT_TIMESTAMP";
    const run = (sql: string, ...params: unknown[]) => h.db.$executeRawUnsafe(sql, ...params);
    const p = (n: number) => (target.kind === "postgres" ? `$${n}` : "?");
    await run(`INSERT INTO "Store" ("id", "code", "name") VALUES (1, 'default', 'Default')`);
    await run(`INSERT INTO "Product" ("id", "sku", "urlKey", "name", "updatedAt", "price", "type") VALUES (1, 'TEE', 'tee', 'Tee', ${now}, 20, 'simple')`);
    await run(`INSERT INTO "Product" ("id", "sku", "urlKey", "name", "updatedAt", "price", "type") VALUES (2, 'GIFT', 'gift', 'Gift', ${now}, 50, 'giftcard')`);
    const order = (id: number, paidAt: Date | null) =>
      run(
        `INSERT INTO "Order" ("id", "incrementId", "storeId", "customerEmail", "customerGroupId", "cartId", "currency", "subtotal", "shippingAmount", "grandTotal", "discountAmount", "giftcardAmount", "paymentMethod", "status", "paidAt") VALUES (${id}, '${100000000 + id}', 1, 'a@example.com', 0, ${id}, 'USD', 90, 5, 85.5, 9.5, 0, 'checkmo', ${p(1)}, ${p(2)})`,
        paidAt ? "processing" : "pending",
        paidAt,
      );
    await order(1, new Date(PAID_AT));
    await order(2, null);
    for (const orderId of [1, 2]) {
      await run(`INSERT INTO "OrderItem" ("orderId", "productId", "sku", "name", "qty", "price", "rowTotal") VALUES (${orderId}, 1, 'TEE', 'Tee', 2, 20, 40)`);
      await run(
        `INSERT INTO "OrderItem" ("orderId", "productId", "sku", "name", "qty", "price", "rowTotal") VALUES (${orderId}, 2, 'GIFT', 'Gift', 1, 50, 50)`,
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
    const invoices = await db.invoice.findMany({ include: { items: { orderBy: { orderItemId: "asc" } } } });
    expect(invoices).toHaveLength(1);
    const [inv] = invoices;
    expect(inv).toMatchObject({ incrementId: "INV-100000001-1", orderId: 1, state: "paid" });
    expect(inv!.createdAt.toISOString()).toBe(PAID_AT);
    expect([inv!.subtotal, inv!.shippingAmount, inv!.discountAmount, inv!.grandTotal].map((d) => d.toFixed())).toEqual(["90", "5", "9.5", "85.5"]);
    const items = await db.orderItem.findMany({ orderBy: { id: "asc" } });
    expect(inv!.items.map((i) => [i.orderItemId, i.qty, i.rowTotal.toFixed()])).toEqual([
      [items[0]!.id, 2, "40"],
      [items[1]!.id, 1, "50"],
    ]);
    expect(items.map((i) => [i.orderId, i.qtyInvoiced, i.isVirtual])).toEqual([
      [1, 2, false],
      [1, 1, true],
      [2, 0, false],
      [2, 0, true],
    ]);
  } finally {
    await h2.close();
  }
}

describe("the order documents migration on a database of the previous release", () => {
  it("SQLite: each paid order gets its one invoice; lines of virtual products ship nothing", async () => {
    await migrateOldOrders(scratch.sqlite());
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)("PostgreSQL: each paid order gets its one invoice; lines of virtual products ship nothing", async () => {
    await migrateOldOrders(await scratch.postgres());
  });
});

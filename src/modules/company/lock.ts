/**
 * One writer per company at a time, for the changes whose checks read other rows of the company (the reporting
 * tree has no cycle, a role in use is not deleted, the admin is an active member, a block stops an order being
 * placed): the first statement of such a transaction writes the company's row without changing it, which holds its
 * row lock (PostgreSQL) or the database's write lock (SQLite) until the commit. The checks then read what the
 * other writers committed.
 */
import type { DbClient } from "../../core/unit-of-work.ts";

export async function lockCompany(db: DbClient, companyId: number): Promise<void> {
  await db.$executeRaw`UPDATE "Company" SET "id" = "id" WHERE "id" = ${companyId}`;
}

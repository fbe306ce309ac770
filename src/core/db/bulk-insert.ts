/**
 * Multi-row INSERTs for bulk loads (seeding, imports): Prisma 7's createMany spends ~15x longer planning
 * than the database spends writing. Table and column names come from our own code, never from input;
 * values are bound parameters.
 */
import type { Db } from "./client.ts";
import type { DbKind } from "./url.ts";

const PARAM_LIMIT: Record<DbKind, number> = { sqlite: 30_000, postgres: 60_000 };

function toSql(kind: DbKind, v: unknown): unknown {
  if (v === undefined) return null;
  if (kind === "sqlite") {
    if (v instanceof Date) return v.toISOString().replace("Z", "+00:00"); // the text form Prisma writes
    if (typeof v === "boolean") return v ? 1 : 0;
  }
  return v;
}

export async function bulkInsert(db: Db, kind: DbKind, table: string, rows: Record<string, unknown>[]): Promise<void> {
  if (!rows.length) return;
  const cols = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const perChunk = Math.max(1, Math.floor(PARAM_LIMIT[kind] / cols.length));
  const colList = cols.map((c) => `"${c}"`).join(", ");
  for (let i = 0; i < rows.length; i += perChunk) {
    const chunk = rows.slice(i, i + perChunk);
    const params: unknown[] = [];
    const placeholder = (value: unknown) => {
      params.push(toSql(kind, value));
      return kind === "sqlite" ? "?" : `$${params.length}`;
    };
    const tuples = chunk.map((r) => `(${cols.map((c) => placeholder(r[c])).join(", ")})`);
    await db.$executeRawUnsafe(`INSERT INTO "${table}" (${colList}) VALUES ${tuples.join(", ")}`, ...params);
  }
}

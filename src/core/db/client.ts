import { PrismaClient } from "../../generated/prisma/client.ts";
import { PrismaClient as PgPrismaClient } from "../../generated/prisma-pg/client.ts";
import type { SqlDriverAdapter, SqlDriverAdapterFactory, SqlQuery } from "@prisma/driver-adapter-utils";
import { adapterFactory } from "./adapter.ts";
import type { DbTarget } from "./url.ts";

/** Both generated clients have the same model API; the SQLite one is the canonical type. */
export type Db = PrismaClient;
export type { Prisma } from "../../generated/prisma/client.ts";

export interface DbHandle {
  db: Db;
  target: DbTarget;
  /** SQL statements sent since start (tests assert on it; cheap enough to keep always on) */
  stats: { statements: number };
  close(): Promise<void>;
}

/** Counts every statement the client sends, on any connection or transaction. */
function countingFactory(inner: SqlDriverAdapterFactory, stats: { statements: number }): SqlDriverAdapterFactory {
  const countQueries = <T extends object>(obj: T): T =>
    new Proxy(obj, {
      get(target, prop, receiver) {
        const v = Reflect.get(target, prop, receiver);
        if (typeof v !== "function") return v;
        if (prop === "queryRaw" || prop === "executeRaw") {
          return (q: SqlQuery) => {
            stats.statements++;
            return v.call(target, q);
          };
        }
        if (prop === "startTransaction") {
          return async (...args: unknown[]) => countQueries(await v.apply(target, args));
        }
        return v.bind(target);
      },
    });
  return new Proxy(inner, {
    get(target, prop, receiver) {
      const v = Reflect.get(target, prop, receiver);
      if (prop === "connect") return async () => countQueries((await v.call(target)) as SqlDriverAdapter);
      return typeof v === "function" ? v.bind(target) : v;
    },
  });
}

export function openDb(target: DbTarget): DbHandle {
  const stats = { statements: 0 };
  const adapter = countingFactory(adapterFactory(target), stats);
  const db = (target.kind === "postgres" ? new PgPrismaClient({ adapter }) : new PrismaClient({ adapter })) as Db;
  return {
    db,
    target,
    stats,
    async close() {
      await db.$disconnect();
    },
  };
}

/** SQLite: WAL and a busy timeout make concurrent requests wait instead of failing with SQLITE_BUSY. */
export async function tuneConnection(handle: DbHandle): Promise<void> {
  if (handle.target.kind !== "sqlite") return;
  await handle.db.$queryRawUnsafe("PRAGMA journal_mode = WAL");
  await handle.db.$queryRawUnsafe("PRAGMA busy_timeout = 5000");
  await handle.db.$queryRawUnsafe("PRAGMA foreign_keys = ON");
  // refresh planner statistics where they are missing or stale (cheap when nothing changed)
  await handle.db.$queryRawUnsafe("PRAGMA optimize = 0x10002");
}

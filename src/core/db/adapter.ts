import fs from "node:fs";
import path from "node:path";
import { PrismaLibSql } from "@prisma/adapter-libsql";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type { DbTarget } from "./url.ts";

export function adapterFactory(target: DbTarget): SqlMigrationAwareDriverAdapterFactory {
  if (target.kind === "postgres") return new PrismaPg({ connectionString: target.url, max: 10 });
  const file = target.url.slice("file:".length);
  if (file && file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  // every connection waits for the writer instead of failing with SQLITE_BUSY: the client opens a new connection
  // after each transaction, which a PRAGMA busy_timeout on the first one does not reach (several processes, one file)
  return new PrismaLibSql({ url: target.url, timeout: 5000 });
}

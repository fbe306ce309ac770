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
  return new PrismaLibSql({ url: target.url });
}

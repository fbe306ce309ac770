/**
 * Unit of work: a request context that carries a database transaction.
 *
 *   await withTransaction(ctx, async (tx) => { await coreService(tx, ...); await moduleService(tx, ...); });
 *
 * Every core and module service reads and writes through `dbOf(ctx)`, so whatever is called with `tx`
 * joins the one transaction: the module's rows and the core's rows commit together or not at all.
 * `afterCommit(tx, fn)` (and hooks declared "afterCommit") run once it has committed, and never when it
 * rolled back. A nested `withTransaction` joins the outer one.
 *
 * SQLite note: the driver adapter holds one connection, locked for the whole transaction, so nothing
 * inside may wait on a query through `ctx.app.db` (it would wait for the transaction itself).
 * `withTransaction` loads the scoped config (stores, module settings) first so that reading settings
 * inside the transaction never touches the database.
 */
import type { RequestContext } from "./context.ts";
import type { Prisma } from "./db/client.ts";

/** the query API shared by the client and an interactive transaction */
export type DbClient = Prisma.TransactionClient;

interface UnitOfWork {
  tx: DbClient;
  after: (() => unknown)[];
}

/**
 * The unit travels in the transaction context's own memo map (a new one per transaction): a copy of
 * the context (`{ ...tx, store }`) keeps it, and the outer context never sees it.
 */
const UNIT = "core:unit-of-work";
const unitOf = (ctx: RequestContext) => ctx.memo.get(UNIT) as UnitOfWork | undefined;

/** the database handle a service must use with this context: the transaction when there is one */
export function dbOf(ctx: RequestContext): DbClient {
  return unitOf(ctx)?.tx ?? ctx.app.db;
}

export function inTransaction(ctx: RequestContext): boolean {
  return unitOf(ctx) !== undefined;
}

export interface TransactionOptions {
  /** ms to wait for a connection / the SQLite lock (default 10 s) */
  maxWait?: number;
  /** ms the transaction may stay open (default 30 s) */
  timeout?: number;
}

/**
 * Runs `fn` with a context whose services share one transaction; after-commit work runs once it has
 * committed (in order, each failure logged, none undoing the commit). Joins a transaction already open.
 */
export async function withTransaction<T>(ctx: RequestContext, fn: (tx: RequestContext) => Promise<T>, opts: TransactionOptions = {}): Promise<T> {
  if (unitOf(ctx)) return fn(ctx);
  // settings are read inside; have them cached before the lock is taken (see the SQLite note above)
  await ctx.app.stores();
  await ctx.app.config.get("general/store_information/name", ctx.store.id);
  const after: (() => unknown)[] = [];
  const result = await ctx.app.db.$transaction(
    async (tx) => {
      // a memo of its own: per-request loaders of the outer context read outside the transaction
      const txCtx: RequestContext = { ...ctx, memo: new Map<string, unknown>([[UNIT, { tx: tx as DbClient, after } satisfies UnitOfWork]]) };
      return fn(txCtx);
    },
    { maxWait: opts.maxWait ?? 10_000, timeout: opts.timeout ?? 30_000 },
  );
  for (const f of after) await runLogged(ctx, f);
  return result;
}

/** runs `fn` once the context's transaction has committed; at once (awaited, failures logged) when there is none */
export async function afterCommit(ctx: RequestContext, fn: () => unknown): Promise<void> {
  const unit = unitOf(ctx);
  if (unit) unit.after.push(fn);
  else await runLogged(ctx, fn);
}

async function runLogged(ctx: RequestContext, fn: () => unknown) {
  try {
    await fn();
  } catch (err) {
    ctx.app.logger.error({ err, requestId: ctx.requestId }, "after-commit work failed");
  }
}

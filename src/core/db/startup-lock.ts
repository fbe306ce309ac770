/**
 * One instance at a time runs the startup step (migrations, then the first-run bootstrap of an empty
 * database): several instances started at once on one PostgreSQL database wait for each other instead
 * of failing on the migration engine's own 10-second advisory lock or bootstrapping twice.
 *
 * PostgreSQL: a session advisory lock on a dedicated connection, polled with pg_try_advisory_lock until
 * a deadline, released (and the connection closed) after `fn`, whether it succeeded or not. SQLite: a
 * file database belongs to one host, `fn` just runs.
 */
import pg from "pg";
import type { DbTarget } from "./url.ts";

/** the advisory lock key (any bigint; not Prisma's migration lock 72707369, which the engine takes inside) */
export const STARTUP_LOCK_KEY = 7_262_736_401_001n;

export interface StartupLockOptions {
  /** how long to wait for another instance's startup step (default 5 minutes) */
  timeoutMs?: number;
  /** told once when the lock is held by someone else (default: console.log) */
  onWait?: (message: string) => void;
  /** first poll interval, doubling up to 1 s (default 100 ms) */
  pollMs?: number;
}

export class StartupLockTimeoutError extends Error {
  constructor(
    readonly timeoutMs: number,
    readonly holder: string,
  ) {
    super(
      `Timed out after ${duration(timeoutMs)} waiting for the startup lock (PostgreSQL advisory lock ${STARTUP_LOCK_KEY}) held by ${holder}: ` +
        "another instance is still migrating or bootstrapping this database. Start this instance again when it has finished, or raise the timeout.",
    );
    this.name = "StartupLockTimeoutError";
  }
}

/** Runs `fn` while holding the database's startup lock; waits (bounded) for another holder. */
export async function withStartupLock<T>(target: DbTarget, fn: () => Promise<T>, opts: StartupLockOptions = {}): Promise<T> {
  if (target.kind !== "postgres") return fn();
  const timeoutMs = opts.timeoutMs ?? 5 * 60_000;
  const client = new pg.Client({ connectionString: target.url, application_name: "b2b-trade startup" });
  // a dropped connection releases the lock by itself; it must not crash the process meanwhile
  client.on("error", () => {});
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    let pause = opts.pollMs ?? 100;
    let told = false;
    for (;;) {
      const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1::bigint) AS locked", [STARTUP_LOCK_KEY.toString()]);
      if (rows[0]?.locked) break;
      const holder = await lockHolder(client);
      if (Date.now() >= deadline) throw new StartupLockTimeoutError(timeoutMs, holder);
      if (!told) {
        told = true;
        (opts.onWait ?? console.log)(
          `waiting for the startup lock held by ${holder} (another instance is migrating or bootstrapping this database; up to ${duration(timeoutMs)})`,
        );
      }
      await new Promise((r) => setTimeout(r, Math.min(pause, Math.max(0, deadline - Date.now()))));
      pause = Math.min(pause * 2, 1000);
    }
    try {
      return await fn();
    } finally {
      await client.query("SELECT pg_advisory_unlock($1::bigint)", [STARTUP_LOCK_KEY.toString()]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}

const duration = (ms: number) => (ms >= 10_000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`);

/** who holds the lock, for the messages: "backend 1234 (b2b-trade startup, 10.0.0.5)" */
async function lockHolder(client: pg.Client): Promise<string> {
  const key = STARTUP_LOCK_KEY;
  const { rows } = await client
    .query<{ pid: number; app: string | null; addr: string | null }>(
      `SELECT l.pid, a.application_name AS app, host(a.client_addr) AS addr
         FROM pg_locks l LEFT JOIN pg_stat_activity a ON a.pid = l.pid
        WHERE l.locktype = 'advisory' AND l.granted AND l.classid = $1::oid AND l.objid = $2::oid AND l.objsubid = 1
          AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [(key >> 32n).toString(), (key & 0xffffffffn).toString()],
    )
    .catch(() => ({ rows: [] as { pid: number; app: string | null; addr: string | null }[] }));
  const r = rows[0];
  if (!r) return "another session";
  const who = [r.app, r.addr].filter(Boolean).join(", ");
  return `backend ${r.pid}${who ? ` (${who})` : ""}`;
}

/**
 * Several instances of one deployment: coherent caches, prefixed pub/sub channels, Redis outages that degrade
 * instead of crashing, startup on an empty PostgreSQL database.
 *
 * The multi-instance tests run two real servers on one PostgreSQL database and one Redis
 * (TEST_DATABASE_URL and TEST_REDIS_URL); item 15 starts and stops its own redis-server. Nothing here
 * sleeps for a fixed time: every wait is for an event, or bounded polling of an observable state.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { Redis } from "ioredis";
import pg from "pg";
import { startTestServer, TEST_JWT_PRIVATE_KEY, type TestServer } from "../helpers/server.ts";
import { freePort, PRODUCT_UPDATE, setPrice, startRedis } from "../helpers/scale-out.ts";
import { copyTemplate, TEST_ADMIN_PASSWORD } from "../helpers/db-template.ts";
import type { Db } from "../../src/core/db/client.ts";
import { projectRoot, resolveDbTarget } from "../../src/core/db/url.ts";
import { CacheGroup, TtlCache } from "../../src/core/ttl-cache.ts";
import { ScopedConfig } from "../../src/core/scoped-config.ts";
import type { CatalogChange } from "../../src/core/pubsub.ts";

const PG_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;
/** two instances of one deployment need a shared database server and Redis */
const scaleOut = Boolean(PG_URL && REDIS_URL);
const hasRedisServer = spawnSync("redis-server", ["--version"]).status === 0;

// ---------------------------------------------------------------------------------------------- helpers

/** thrown by a probe to stop polling at once */
class Fatal extends Error {}

/** bounded polling: resolves with the first truthy value of `probe`, fails after `timeoutMs` (or at once on Fatal) */
async function waitFor<T>(what: string, probe: () => T | Promise<T>, timeoutMs = 20_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await probe();
      if (v) return v as NonNullable<T>;
    } catch (e) {
      if (e instanceof Fatal) throw e;
      last = e;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ""}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const healthOf = async (s: { json: TestServer["json"] } | string) => {
  if (typeof s === "string") {
    const r = await fetch(`${s}/healthz`);
    return { status: r.status, body: (await r.json()) as Record<string, string> };
  }
  return s.json("/healthz");
};

/** every server answers /healthz 200 with the database and Redis "ok" (caches are enabled from then on) */
const linked = (...servers: TestServer[]) =>
  waitFor("every instance linked to Redis", async () => {
    for (const s of servers) {
      const h = await healthOf(s);
      if (h.status !== 200 || h.body.redis !== "ok" || h.body.db !== "ok") return false;
    }
    return true;
  });

const priceOn = async (s: TestServer, id: number) => {
  const r = await s.json(`/api/rest/v2/products/${id}`);
  expect(r.status).toBe(200);
  return r.body.price as number;
};

/**
 * Holds the first detail load of one product after `arm(id)` once the rows are read, until released:
 * the read has seen the row as it was and has not stored it yet. Counts detail loads of every product.
 */
function readGate() {
  let armed: { id: number; reached: () => void; release: Promise<void> } | undefined;
  const detailLoads = new Map<number, number>();
  const wrap = (db: Db) =>
    db.$extends({
      query: {
        product: {
          async findMany({ args, query }) {
            const rows = await query(args);
            const inIds = (args.where?.id as { in?: number[] } | undefined)?.in;
            // a detail load (loadProducts with forListing = false): the gallery as a listing's, and either the
            // configurable attributes or (a product of no composite type) no bundle options, which a listing always asks
            const include = args.include as Record<string, unknown> | undefined;
            if (Array.isArray(inIds) && include && "gallery" in include && ("configurableAttrs" in include || !("bundleOptions" in include))) {
              for (const id of inIds) detailLoads.set(id, (detailLoads.get(id) ?? 0) + 1);
              if (armed && inIds.includes(armed.id)) {
                const a = armed;
                armed = undefined;
                a.reached();
                await a.release;
              }
            }
            return rows;
          },
        },
      },
    }) as unknown as Db;
  return {
    wrap,
    detailLoads: (id: number) => detailLoads.get(id) ?? 0,
    arm(id: number) {
      let reached!: () => void;
      let release!: () => void;
      const r = { reached: new Promise<void>((res) => (reached = res)), release: () => release() };
      armed = { id, reached, release: new Promise<void>((res) => (release = res)) };
      return r;
    },
  };
}

/**
 * The race of item 13, made deterministic: `reader` starts loading a product; the load has read the row
 * (old price) when `writer` commits a new price and `reader` evicts it; only then does the load finish.
 */
async function evictionRace(writer: TestServer, reader: TestServer, gate: ReturnType<typeof readGate>) {
  // a product the reader lists: its listing row is cached, so the reader's eviction of it is observable
  const listed = await reader.json("/api/rest/v2/products?itemsPerPage=1");
  const { id, price: before } = listed.body.member[0] as { id: number; price: number };
  expect(reader.app.productRows.get(id, true)).toBeDefined();
  const after = Math.round((before + 11.11) * 100) / 100;

  const held = gate.arm(id);
  const inFlight = reader.json(`/api/rest/v2/products/${id}`);
  await held.reached; // the reader has read the old row
  await setPrice(writer, id, after); // committed, evicted locally, announced
  await waitFor("the reader's eviction of the product", () => reader.app.productRows.get(id, true) === undefined);
  held.release();
  // a read that started before the change may answer the old price...
  expect((await inFlight).body.price).toBe(before);
  // ...but must not put it back into the cache (today: the old price for 60 s on this instance)
  expect(await priceOn(reader, id)).toBe(after);
  // and the cache still caches: the next read is served without loading the row
  const loads = gate.detailLoads(id);
  expect(await priceOn(reader, id)).toBe(after);
  expect(gate.detailLoads(id)).toBe(loads);
}

async function stopProcess(proc: ChildProcess, signal: NodeJS.Signals = "SIGKILL") {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((r) => proc.once("exit", r));
  proc.kill(signal);
  await exited;
}

/** unhandled promise rejections while `fn` runs (today: a Redis outage produces them; a process dies of them) */
async function collectRejections(fn: () => Promise<void>): Promise<unknown[]> {
  const seen: unknown[] = [];
  const on = (reason: unknown) => seen.push(reason);
  process.on("unhandledRejection", on);
  try {
    await fn();
  } finally {
    process.off("unhandledRejection", on);
  }
  return seen;
}

// ------------------------------------------------------------------------------------------------ tests

describe("coherent caches", () => {
  it("an eviction is never undone by a load that started before it (TtlCache, getOrLoad, groups, ScopedConfig)", async () => {
    const cache = new TtlCache<string>(60_000, 10, { hashKeys: false });
    // set() with a token taken before an eviction is refused; a token taken after it is accepted
    let token = cache.token();
    cache.delete("p1");
    expect(cache.set("p1", "old", token)).toBe(false);
    expect(cache.get("p1")).toBeUndefined();
    token = cache.token();
    expect(cache.set("p1", "new", token)).toBe(true);
    expect(cache.get("p1")).toBe("new");
    // a delete of another key does not refuse this one; a clear refuses every older token
    token = cache.token();
    cache.delete("p2");
    expect(cache.set("p3", "x", token)).toBe(true);
    token = cache.token();
    cache.clear();
    expect(cache.set("p3", "y", token)).toBe(false);

    // getOrLoad with a slow load: an eviction during the load wins, and later callers do not share it
    let finishSlow!: (v: string) => void;
    const slow = cache.getOrLoad("k", () => new Promise<string>((r) => (finishSlow = r)));
    expect(cache.getOrLoad("k", async () => "never")).toBe(slow); // concurrent callers share one load
    cache.delete("k");
    const fresh = cache.getOrLoad("k", async () => "after");
    expect(fresh).not.toBe(slow);
    expect(await fresh).toBe("after");
    finishSlow("before");
    expect(await slow).toBe("before"); // its caller asked before the eviction
    expect(cache.get("k")).toBe("after"); // but it did not overwrite the newer value
    // a failed load is not kept
    await expect(cache.getOrLoad("e", async () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cache.getOrLoad("e", async () => "ok")).toBe("ok");

    // a group drops its members together, and keeps nothing while suspended
    const group = new CacheGroup();
    const a = new TtlCache<number>(60_000, 10, { group });
    const b = new TtlCache<number>(60_000, 10, { group, hashKeys: false });
    a.set("x", 1, a.token());
    b.set("y", 2, b.token());
    const beforeSuspend = a.token();
    group.suspend();
    expect([a.get("x"), b.get("y")]).toEqual([undefined, undefined]);
    expect(a.set("x", 3, a.token())).toBe(false);
    let loads = 0;
    expect(await a.getOrLoad("z", async () => ++loads)).toBe(1);
    expect(await a.getOrLoad("z", async () => ++loads)).toBe(2); // nothing kept while suspended
    group.resume();
    expect(a.set("x", 4, beforeSuspend)).toBe(false); // read before the outage: refused after it
    expect(a.set("x", 5, a.token())).toBe(true);

    // ScopedConfig: a load of the config rows that started before invalidate() never becomes the cached copy
    let rows = [{ scope: "default", scopeId: 0, path: "a/b/c", value: "old" }];
    let hold: Promise<void> | undefined;
    const db = {
      configValue: {
        findMany: async () => {
          const snapshot = rows;
          if (hold) await hold;
          return snapshot;
        },
      },
    } as unknown as Db;
    const config = new ScopedConfig(db, { group });
    let release!: () => void;
    hold = new Promise((r) => (release = r));
    const first = config.get("a/b/c", 1);
    rows = [{ scope: "default", scopeId: 0, path: "a/b/c", value: "new" }];
    config.invalidate();
    hold = undefined;
    expect(await config.get("a/b/c", 1)).toBe("new");
    release();
    expect(await first).toBe("old");
    expect(await config.get("a/b/c", 1)).toBe("new");
  });

  it("a read in flight while the price changes cannot put the old price back (one instance)", async () => {
    const gate = readGate();
    const s = await startTestServer({ wrapDb: gate.wrap });
    try {
      if (s.app.redis) await linked(s);
      await evictionRace(s, s, gate);
    } finally {
      await s.close();
    }
  });

  it.skipIf(!scaleOut)("a read in flight on instance B while A changes the price cannot put the old price back on B", async () => {
    const gate = readGate();
    const a = await startTestServer();
    const b = await startTestServer({ shareDbWith: a, wrapDb: gate.wrap });
    try {
      await linked(a, b);
      // two instances of one deployment accept each other's tokens
      expect((await b.json("/api/rest/v2/products?itemsPerPage=1", { token: await a.adminToken() })).status).toBe(200);
      await evictionRace(a, b, gate);
    } finally {
      await b.close();
      await a.close();
    }
  });
});

describe("REDIS_PREFIX", () => {
  it.skipIf(!scaleOut)("REDIS_PREFIX prefixes every pub/sub channel", async () => {
    // two deployments on one Redis: their own databases, their own prefixes
    const a = await startTestServer();
    const c = await startTestServer();
    const monitor = new Redis(REDIS_URL!);
    const published: { channel: string; message: string }[] = [];
    monitor.on("pmessage", (_p: string, channel: string, message: string) => published.push({ channel, message }));
    await monitor.psubscribe("*");
    const commands = new Redis(REDIS_URL!);
    // what C's instance hears (its cache evictions listen to the same topics)
    const heardByC: { topic: string; change?: CatalogChange }[] = [];
    const iterators = [c.app.pubsub.subscribe("catalogChanged"), c.app.pubsub.subscribe("configChanged")];
    const subs = iterators.map(async (iter, i) => {
      for await (const e of iter) heardByC.push(i === 0 ? { topic: "catalogChanged", change: e as CatalogChange } : { topic: "configChanged" });
    });
    try {
      await linked(a, c);
      const pa = a.app.settings.redisPrefix;
      const pc = c.app.settings.redisPrefix;
      expect(pa).not.toBe(pc);
      const pathA = `scale/test/a${randomBytes(4).toString("hex")}`;
      const pathC = `scale/test/c${randomBytes(4).toString("hex")}`;
      const setConfig = async (s: TestServer, p: string) =>
        expect(
          (await s.gql(`mutation { configValueSet(path: "${p}", value: "1") { __typename } }`, {}, { token: await s.adminToken() })).data?.configValueSet
            .__typename,
        ).toBe("ConfigValueSetSuccess");

      // A announces a config change (configChanged, then catalogChanged naming the path)
      await setConfig(a, pathA);
      const fromA = await waitFor("A's catalogChanged in Redis", () => published.find((m) => m.message.includes(pathA)));
      expect(fromA.channel).toBe(`${pa}catalogChanged`);
      expect(published.some((m) => m.channel === `${pa}configChanged`)).toBe(true);
      // every channel A subscribes to carries the prefix, and nothing but A's subscribes to them
      const channelsOfA = ((await commands.pubsub("CHANNELS", `${pa}*`)) as string[]).sort();
      expect(channelsOfA).toEqual([`${pa}callersChanged`, `${pa}catalogChanged`, `${pa}configChanged`, `${pa}destinationsChanged`]);

      // then C announces its own; C hears its own events in Redis order, so A's would have come first
      await setConfig(c, pathC);
      await waitFor("C hearing its own change", () => heardByC.some((h) => h.change?.ids.includes(pathC)));
      expect(published.find((m) => m.message.includes(pathC))?.channel).toBe(`${pc}catalogChanged`);
      expect(heardByC.filter((h) => h.topic === "catalogChanged").map((h) => h.change?.ids)).toEqual([[pathC]]);
      expect(heardByC.filter((h) => h.topic === "configChanged")).toHaveLength(1);
      expect(
        published.filter((m) => m.message.includes(pathA) || m.message.includes(pathC)).every((m) => m.channel.startsWith(pa) || m.channel.startsWith(pc)),
      ).toBe(true);
    } finally {
      monitor.disconnect();
      commands.disconnect();
      for (const iter of iterators) await iter.return?.(undefined as never);
      await Promise.allSettled(subs);
      await c.close();
      await a.close();
    }
  });
});

describe("Redis outages", () => {
  it.skipIf(!scaleOut || !hasRedisServer)(
    "a Redis outage degrades without crashing, /healthz reports it, rate limits hold, caches are dropped on reconnect",
    async () => {
      const port = await freePort();
      let redis = await startRedis(port);
      const redisUrl = `redis://127.0.0.1:${port}`;
      const a = await startTestServer({ settings: { redisUrl } });
      const b = await startTestServer({ shareDbWith: a });
      try {
        const rejections = await collectRejections(async () => {
          await linked(a, b);
          await a.adminToken();
          // simple products: a composite's shown price is its cheapest child's, not its own row's
          const page = ((await b.json("/api/rest/v2/products?itemsPerPage=30")).body.member as { id: number; price: number; type: string }[])
            .filter((x) => x.type === "simple")
            .slice(0, 2);
          const [p, q] = page.map((x) => x.id) as [number, number];
          const [p0, q0] = page.map((x) => x.price) as [number, number];
          // B caches both products
          expect(await priceOn(b, p)).toBe(p0);
          expect(await priceOn(b, q)).toBe(q0);

          await stopProcess(redis);
          await waitFor("both instances reporting Redis down", async () => (await healthOf(a)).status === 503 && (await healthOf(b)).status === 503);
          expect(await healthOf(a)).toMatchObject({ status: 503, body: { status: "degraded", db: "ok", redis: "down" } });
          // load balancers keep the instance: it serves without Redis
          expect(await b.json("/readyz")).toMatchObject({ status: 200, body: { status: "ok", db: "ok", redis: "down" } });

          // A changes prices during the outage: its announcements cannot leave the instance, and it keeps serving
          await setPrice(a, p, p0 + 1);
          await setPrice(a, q, q0 + 1);
          expect(await priceOn(a, p)).toBe(p0 + 1);
          // B may miss evictions now, so it serves what the database holds
          expect(await priceOn(b, q)).toBe(q0 + 1);
          // login limits hold per instance on the in-memory insurance limiter: 5 failures a minute per account and address, then 429
          const login = () =>
            a.json("/api/rest/v2/auth/token", {
              method: "POST",
              json: { email: "outage@example.com", password: "wrong-password" },
              headers: { "x-forwarded-for": "10.66.0.1" },
            });
          const statuses: number[] = [];
          for (let i = 0; i < 6; i++) statuses.push((await login()).status);
          expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

          redis = await startRedis(port);
          await linked(a, b);
          // B dropped its caches when the link came back: no price from before the outage
          expect(await priceOn(b, p)).toBe(p0 + 1);
          // and events flow again: A's next change reaches B's cache
          expect(await priceOn(b, q)).toBe(q0 + 1);
          await setPrice(a, q, q0 + 2);
          await waitFor("B to see A's new price", async () => (await priceOn(b, q)) === q0 + 2);
        });
        expect(rejections).toEqual([]);
      } finally {
        await b.close();
        await a.close();
        await stopProcess(redis);
      }
    },
    90_000,
  );

  it.skipIf(!scaleOut || !hasRedisServer)(
    "an instance started while Redis is unreachable stays up, reports it, and links when Redis comes",
    async () => {
      const port = await freePort(); // nothing listens there yet
      const db = await copyTemplate(inject("dbTemplate"));
      const varDir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-var-"));
      const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
        cwd: projectRoot(),
        env: {
          ...process.env,
          DATABASE_URL: db.url,
          REDIS_URL: `redis://127.0.0.1:${port}`,
          REDIS_PREFIX: `test-${path.basename(varDir)}:`,
          JWT_PRIVATE_KEY: TEST_JWT_PRIVATE_KEY,
          VAR_DIR: varDir,
          PORT: "0",
          HOST: "127.0.0.1",
          LOG_LEVEL: "info",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
      child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
      const alive = () => {
        if (child.exitCode !== null || child.signalCode !== null) throw new Fatal(`the instance exited (${child.exitCode ?? child.signalCode}):\n${output}`);
        return true;
      };
      let redis: ChildProcess | undefined;
      try {
        const url: string = await waitFor(
          "the instance to listen",
          () => {
            alive();
            return /"msg":"B2B trade API listening".*?"url":"(http:\/\/[^"]+)"|"url":"(http:\/\/[^"]+)".*?"msg":"B2B trade API listening"/
              .exec(output)
              ?.slice(1)
              .find(Boolean);
          },
          60_000,
        );
        expect(await healthOf(url)).toEqual({ status: 503, body: { status: "degraded", db: "ok", redis: "down" } });
        // it serves, logs an admin in (rate limits) and publishes a change, all without Redis
        const token = (await (
          await fetch(`${url}/api/rest/v2/auth/admin-token`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ username: "admin", password: TEST_ADMIN_PASSWORD }),
          })
        ).json()) as { token: string };
        const gql = (query: string, variables: object) =>
          fetch(`${url}/graphql`, {
            method: "POST",
            headers: { "content-type": "application/json", authorization: `Bearer ${token.token}` },
            body: JSON.stringify({ query, variables }),
          }).then((r) => r.json() as Promise<{ data: any }>);
        const r = await gql(PRODUCT_UPDATE, { id: 1, input: { price: 77.5 } });
        expect(r.data.productUpdate).toEqual({ __typename: "ProductUpdateSuccess", data: { id: 1, price: 77.5 } });
        alive();

        redis = await startRedis(port);
        await waitFor("the instance to link to Redis", async () => alive() && (await healthOf(url)).status === 200, 30_000);
        expect(await healthOf(url)).toEqual({ status: 200, body: { status: "ok", db: "ok", redis: "ok" } });
        alive();
      } finally {
        await stopProcess(child, "SIGTERM");
        if (redis) await stopProcess(redis);
        await db.drop();
        fs.rmSync(varDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});

describe("startup on an empty PostgreSQL database", () => {
  it.skipIf(!PG_URL)(
    "two instances starting at once on an empty PostgreSQL database both migrate and bootstrap it once",
    async () => {
      const { withStartupLock, StartupLockTimeoutError } = await import("../../src/core/db/startup-lock.ts");
      const { deployMigrations } = await import("../../src/core/db/migrate.ts");
      const { openDb } = await import("../../src/core/db/client.ts");
      const { seedDemo } = await import("../../prisma/seed-demo.ts");
      const name = `b2b_s16_${randomBytes(5).toString("hex")}`;
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const u = new URL(PG_URL!);
      u.pathname = `/${name}`;
      const target = resolveDbTarget(u.toString());
      try {
        // what src/main.ts runs at start: migrations, then the bootstrap of an empty database, under the lock
        const told: string[] = [];
        const startup = () =>
          withStartupLock(
            target,
            async () => {
              const applied = await deployMigrations(target);
              const h = openDb(target);
              try {
                const empty = (await h.db.store.count()) === 0;
                if (empty) await seedDemo(h.db, { products: 5 });
                return { applied: applied.length, bootstrapped: empty };
              } finally {
                await h.close();
              }
            },
            { timeoutMs: 150_000, onWait: (m) => told.push(m) },
          );
        const results = await Promise.all([startup(), startup()]);
        const migrations = fs.readdirSync(target.migrationsDir, { withFileTypes: true }).filter((d) => d.isDirectory()).length;
        expect(results.map((r) => r.applied).sort((x, y) => x - y)).toEqual([0, migrations]);
        expect(results.map((r) => r.bootstrapped).sort()).toEqual([false, true]);
        for (const m of told) expect(m).toMatch(/^waiting for the startup lock held by backend \d+/);
        const h = openDb(target);
        expect(await h.db.adminUser.count()).toBe(1);
        await h.close();

        // a holder that never lets go: the wait is bounded and says why
        const holder = new pg.Client({ connectionString: target.url });
        await holder.connect();
        const { STARTUP_LOCK_KEY } = await import("../../src/core/db/startup-lock.ts");
        await holder.query("SELECT pg_advisory_lock($1::bigint)", [STARTUP_LOCK_KEY.toString()]);
        try {
          const err = await withStartupLock(target, async () => "ran", { timeoutMs: 300, onWait: () => {} }).catch((e: unknown) => e);
          expect(err).toBeInstanceOf(StartupLockTimeoutError);
          expect(String((err as Error).message)).toMatch(
            /Timed out after \d+ m?s waiting for the startup lock .* held by backend \d+[^:]*: another instance is still migrating or bootstrapping/,
          );
        } finally {
          await holder.end();
        }
        // SQLite: nothing to wait for
        expect(await withStartupLock(resolveDbTarget("file:/nonexistent/never-opened.db"), async () => "ran")).toBe("ran");
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    180_000,
  );
});

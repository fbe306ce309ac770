/**
 * The end-to-end harness: boots the real server on a loopback port against a fresh copy of the seeded
 * database, with the modules a test file names. Call it in beforeAll; `close()` in afterAll.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { generateKeyPairSync } from "node:crypto";
import pino from "pino";
import { inject } from "vitest";
import { createServer, type RunningServer } from "../../src/server.ts";
import type { ModuleDefinition } from "../../src/core/modules.ts";
import { openDb, type Db } from "../../src/core/db/client.ts";
import { resolveDbTarget } from "../../src/core/db/url.ts";
import { copyTemplate, TEST_ADMIN_PASSWORD, TEST_API_PASSWORD } from "./db-template.ts";
import type { Settings } from "../../src/core/settings.ts";

/**
 * One signing key for every server this test process starts: instances of one deployment verify each
 * other's tokens. Also written to each server's var/jwt-private.pem, where tests that sign their own
 * tokens read it.
 */
export const TEST_JWT_PRIVATE_KEY = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();

export interface TestServerOptions {
  modules?: ModuleDefinition<never>[];
  settings?: Partial<Settings>;
  /**
   * another instance of the same deployment: same database (dropped once, when the last server using it
   * closes), same Redis and REDIS_PREFIX, same signing key; its own process state (caches, limits)
   */
  shareDbWith?: TestServer;
  /** wraps the Prisma client the server uses (tests hold or count queries with `db.$extends`) */
  wrapDb?: (db: Db) => Db;
  /** with Redis, return before the server hears the other instances (by default startTestServer waits) */
  noWaitForRedis?: boolean;
  /** the admin console's bundle (default admin/dist, built by the global setup) */
  adminDistDir?: string;
}

interface SharedDb {
  url: string;
  drop(): Promise<void>;
  users: number;
}
const sharedDbs = new WeakMap<TestServer, SharedDb>();

export interface TestServer extends RunningServer {
  /** the database URL (a copy of the seeded template, or the one shared with another server) */
  dbUrl: string;
  /** fetch relative to the server URL */
  fetch(path: string, init?: RequestInit & { json?: unknown; token?: string; basic?: [string, string] }): Promise<Response>;
  json<T = any>(
    path: string,
    init?: RequestInit & { json?: unknown; token?: string; basic?: [string, string] },
  ): Promise<{ status: number; body: T; headers: Headers }>;
  gql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    opts?: { token?: string },
  ): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;
  adminToken(): Promise<string>;
  customerToken(email: string, password: string): Promise<string>;
  apiUser: [string, string];
}

export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const first = opts.shareDbWith;
  const shared: SharedDb | undefined = first ? sharedDbs.get(first) : { ...(await copyTemplate(inject("dbTemplate"))), users: 0 };
  if (!shared) throw new Error("shareDbWith: not a server started by startTestServer");
  shared.users++;
  const db = shared;
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-var-"));
  fs.writeFileSync(path.join(varDir, "jwt-private.pem"), TEST_JWT_PRIVATE_KEY, { mode: 0o600 });
  const handle = openDb(resolveDbTarget(db.url));
  if (opts.wrapDb) handle.db = opts.wrapDb(handle.db);
  let running: RunningServer | undefined;
  try {
    const server = await createServer({
      modules: await withExtraModules(opts.modules ?? []),
      dbHandle: handle,
      logger: pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" }),
      adminDistDir: opts.adminDistDir,
      settings: {
        varDir,
        jwtPrivateKey: TEST_JWT_PRIVATE_KEY,
        // instances of one deployment share Redis and its prefix; every other server gets its own prefix
        redisPrefix: first?.app.settings.redisPrefix ?? `test-${path.basename(varDir)}:`,
        trustedProxies: ["127.0.0.1", "::ffff:127.0.0.1"],
        redisUrl: first ? first.app.settings.redisUrl : process.env.TEST_REDIS_URL || undefined,
        databaseUrl: db.url,
        ...opts.settings,
      },
    });
    running = await server.listen(0, "127.0.0.1");
    // with Redis, an instance caches nothing until it hears the other instances: wait for that (bounded)
    if (running.app.redis && !opts.noWaitForRedis) {
      const deadline = Date.now() + 15_000;
      while (!running.app.pubsubLinked()) {
        if (Date.now() > deadline) throw new Error(`the test server did not link to Redis at ${running.app.settings.redisUrl}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    }
  } catch (e) {
    await (running ? running.close() : handle.close()).catch(() => {});
    if (--shared.users === 0) await shared.drop();
    fs.rmSync(varDir, { recursive: true, force: true });
    throw e;
  }
  let ipSeq = 1;
  const doFetch: TestServer["fetch"] = (p, init = {}) => {
    const headers = new Headers(init.headers);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    // the harness is a trusted proxy: every request comes from its own client address unless the test names one
    if (!headers.has("x-forwarded-for")) headers.set("x-forwarded-for", `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`);
    if (init.token) headers.set("authorization", `Bearer ${init.token}`);
    if (init.basic) headers.set("authorization", `Basic ${Buffer.from(init.basic.join(":")).toString("base64")}`);
    return fetch(running.url + p, { ...init, headers, body });
  };
  let admin: string | undefined;
  let closed = false;
  const ts: TestServer = {
    ...running,
    dbUrl: db.url,
    apiUser: ["storefront", TEST_API_PASSWORD],
    fetch: doFetch,
    async json(p, init) {
      const res = await doFetch(p, init);
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
    },
    async gql(query, variables, o = {}) {
      const res = await doFetch("/graphql", { method: "POST", json: { query, variables }, token: o.token });
      return res.json() as never;
    },
    async adminToken() {
      if (admin) return admin;
      const r = await ts.json("/api/rest/v2/auth/admin-token", { method: "POST", json: { username: "admin", password: TEST_ADMIN_PASSWORD } });
      if (r.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(r.body)}`);
      admin = r.body.token as string;
      return admin;
    },
    async customerToken(email, password) {
      const r = await ts.json("/api/rest/v2/auth/token", { method: "POST", json: { email, password } });
      if (r.status !== 200) throw new Error(`login failed: ${JSON.stringify(r.body)}`);
      return r.body.token as string;
    },
    async close() {
      if (closed) return;
      closed = true;
      await running.close();
      if (--shared.users === 0) await shared.drop();
      fs.rmSync(varDir, { recursive: true, force: true });
    },
  };
  sharedDbs.set(ts, shared);
  return ts;
}

/** TEST_EXTRA_MODULES=code,...: every server also installs these modules (a module's tests with others present) */
async function withExtraModules(mods: ModuleDefinition<never>[]): Promise<ModuleDefinition<never>[]> {
  const extra = (process.env.TEST_EXTRA_MODULES ?? "")
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);
  if (!extra.length) return mods;
  const { discoverModules } = await import("../../src/core/modules.ts");
  const found = await discoverModules(extra);
  return [...mods, ...found.filter((d) => !mods.some((m) => (m as { code: string }).code === (d as { code: string }).code))];
}

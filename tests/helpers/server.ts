/**
 * The end-to-end harness: boots the real server on a loopback port against a fresh copy of the seeded
 * database, with the modules a test file names. Call it in beforeAll; `close()` in afterAll.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { inject } from "vitest";
import { createServer, type RunningServer } from "../../src/server.ts";
import type { ModuleDefinition } from "../../src/core/modules.ts";
import { openDb } from "../../src/core/db/client.ts";
import { resolveDbTarget } from "../../src/core/db/url.ts";
import { copyTemplate, TEST_ADMIN_PASSWORD, TEST_API_PASSWORD } from "./db-template.ts";
import type { Settings } from "../../src/core/settings.ts";

export interface TestServer extends RunningServer {
  /** fetch relative to the server URL */
  fetch(path: string, init?: RequestInit & { json?: unknown; token?: string; basic?: [string, string] }): Promise<Response>;
  json<T = any>(path: string, init?: RequestInit & { json?: unknown; token?: string; basic?: [string, string] }): Promise<{ status: number; body: T; headers: Headers }>;
  gql<T = any>(query: string, variables?: Record<string, unknown>, opts?: { token?: string }): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;
  adminToken(): Promise<string>;
  customerToken(email: string, password: string): Promise<string>;
  apiUser: [string, string];
}

export async function startTestServer(opts: { modules?: ModuleDefinition<never>[]; settings?: Partial<Settings> } = {}): Promise<TestServer> {
  const db = await copyTemplate(inject("dbTemplate"));
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-var-"));
  const handle = openDb(resolveDbTarget(db.url));
  const server = await createServer({
    modules: opts.modules ?? [],
    dbHandle: handle,
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" }),
    settings: { varDir, redisPrefix: `test-${path.basename(varDir)}:`, trustedProxies: ["127.0.0.1", "::ffff:127.0.0.1"], redisUrl: process.env.TEST_REDIS_URL || undefined, databaseUrl: db.url, ...opts.settings },
  });
  const running = await server.listen(0, "127.0.0.1");
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
  const ts: TestServer = {
    ...running,
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
      return (admin = r.body.token as string);
    },
    async customerToken(email, password) {
      const r = await ts.json("/api/rest/v2/auth/token", { method: "POST", json: { email, password } });
      if (r.status !== 200) throw new Error(`login failed: ${JSON.stringify(r.body)}`);
      return r.body.token as string;
    },
    async close() {
      await running.close();
      await db.drop();
      fs.rmSync(varDir, { recursive: true, force: true });
    },
  };
  return ts;
}

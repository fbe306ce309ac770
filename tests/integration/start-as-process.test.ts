/**
 * What `npm start` does as a process: seeding rules, the admin bootstrap, the shared signing key, and logs that are
 * JSON lines with client mistakes kept out of errors. Each test starts src/main.ts as its own process, as a user
 * would.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { projectRoot, resolveDbTarget } from "../../src/core/db/url.ts";
import { deployMigrations } from "../../src/core/db/migrate.ts";
import { openDb } from "../../src/core/db/client.ts";
import { bootstrapDatabase } from "../../src/bootstrap.ts";
import { settingsFromEnv } from "../../src/core/settings.ts";

const ADMIN_PASSWORD = "bootstrap-admin-password-1";
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-proc-"));
  dirs.push(d);
  return d;
};

interface Proc {
  child: ChildProcess;
  lines: string[];
  stderr: string[];
  exited: Promise<number | null>;
  waitFor(pred: (line: Record<string, any>) => boolean): Promise<Record<string, any>>;
}

function start(env: Record<string, string>): Proc {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: projectRoot(),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "debug", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const stderr: string[] = [];
  let buf = "";
  child.stdout!.setEncoding("utf8").on("data", (d: string) => {
    buf += d;
    const parts = buf.split("\n");
    buf = parts.pop()!;
    lines.push(...parts.filter(Boolean));
  });
  child.stderr!.setEncoding("utf8").on("data", (d: string) => stderr.push(d));
  const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
  return {
    child,
    lines,
    stderr,
    exited,
    waitFor: (pred) =>
      vi.waitFor(
        () => {
          const hit = lines.map((l) => JSON.parse(l) as Record<string, any>).find(pred);
          if (!hit) throw new Error(`no such log line yet; stderr: ${stderr.join("")}`);
          return hit;
        },
        { timeout: 90_000, interval: 50 },
      ),
  };
}

const stop = async (p: Proc) => {
  p.child.kill("SIGTERM");
  return p.exited;
};

// each test starts the server as a user does (tsx compiling src/ in a child process, production scrypt cost): on a
// loaded machine that takes far longer than an in-process test, and a slow machine must not fail them
describe("npm start as a process", { timeout: 180_000 }, () => {
  it("a configured empty database gets a bare store and the one-time admin, never demo data, and no password in the log", async () => {
    const dir = tmp();
    const dbUrl = `file:${path.join(dir, "prod.db")}`;
    const p = start({ DATABASE_URL: dbUrl, VAR_DIR: path.join(dir, "var"), ADMIN_EMAIL: "ops@example.com", ADMIN_PASSWORD });
    const ready = await p.waitFor((l) => l.msg === "B2B trade API listening");
    const url = ready.url as string;
    const admin = await fetch(`${url}/api/rest/v2/auth/admin-token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "ops@example.com", password: ADMIN_PASSWORD }),
    });
    expect(admin.status).toBe(200);
    expect((await admin.json()).scopes).toEqual(["*"]);
    expect(await stop(p)).toBe(0);

    const h = openDb(resolveDbTarget(dbUrl));
    expect(await h.db.store.count()).toBe(1);
    expect(await h.db.customer.count()).toBe(0);
    expect(await h.db.product.count()).toBe(0);
    expect(await h.db.apiUser.count()).toBe(0);
    expect(await h.db.adminUser.count()).toBe(1);
    await h.close();
    const log = p.lines.join("\n") + p.stderr.join("");
    expect(log).not.toContain(ADMIN_PASSWORD);
    expect(log).not.toMatch(/password"?\s*[:=]/i);
    for (const line of p.lines) expect(() => JSON.parse(line)).not.toThrow();

    // a second start on the same database neither seeds nor creates another admin, whatever the environment says
    const again = start({ DATABASE_URL: dbUrl, VAR_DIR: path.join(dir, "var"), ADMIN_EMAIL: "other@example.com", ADMIN_PASSWORD: "another-admin-password" });
    await again.waitFor((l) => l.msg === "B2B trade API listening");
    expect(await stop(again)).toBe(0);
    const h2 = openDb(resolveDbTarget(dbUrl));
    expect(await h2.db.adminUser.count()).toBe(1);
    await h2.close();
  });

  it("without an admin and without ADMIN_PASSWORD, start says how to create one", async () => {
    const dir = tmp();
    const p = start({ DATABASE_URL: `file:${path.join(dir, "prod.db")}`, VAR_DIR: path.join(dir, "var") });
    const warn = await p.waitFor((l) => l.level === 40 && /admin:create/.test(l.msg));
    expect(warn.msg).toContain("ADMIN_PASSWORD");
    await p.waitFor((l) => l.msg === "B2B trade API listening");
    expect(await stop(p)).toBe(0);
  });

  it("the embedded default (no DATABASE_URL) and SEED_DEMO=1 get the demo store", async () => {
    for (const env of [{}, { DATABASE_URL: "file:x.db", SEED_DEMO: "1" }]) {
      const dir = tmp();
      const target = resolveDbTarget(`file:${path.join(dir, "demo.db")}`);
      await deployMigrations(target);
      const h = openDb(target);
      const logs: string[] = [];
      const logger = pino({ level: "info" }, { write: (l: string) => logs.push(l) });
      const out = await bootstrapDatabase(h, settingsFromEnv({ ...env, VAR_DIR: dir }), logger);
      expect(out.demo?.admin.username).toBe("admin");
      expect(await h.db.customer.count()).toBeGreaterThan(0);
      expect(await h.db.product.count()).toBe(300);
      await h.close();
      // bootstrap itself logs no credential: main.ts hands the demo's to the terminal once
      expect(logs.join("")).not.toContain(out.demo!.admin.password);
    }
  });

  it("with REDIS_URL or a PostgreSQL URL and no JWT_PRIVATE_KEY, start is refused with how to set the key", async () => {
    const dir = tmp();
    const p = start({ DATABASE_URL: `file:${path.join(dir, "prod.db")}`, VAR_DIR: path.join(dir, "var"), REDIS_URL: "redis://127.0.0.1:1", ADMIN_PASSWORD });
    expect(await p.exited).toBe(1);
    const fatal = p.lines.map((l) => JSON.parse(l)).find((l) => l.level === 60);
    expect(fatal?.err?.message).toContain("JWT_PRIVATE_KEY");
    expect(fatal?.err?.message).toContain("jwt:keygen");
    expect(fs.existsSync(path.join(dir, "var", "jwt-private.pem"))).toBe(false);
  });

  it("a bad token or an over-limit query closes a WebSocket with 4401/4400; an aborted upload is a debug line; every line is JSON and stderr stays empty", async () => {
    const dir = tmp();
    const p = start({ DATABASE_URL: `file:${path.join(dir, "prod.db")}`, VAR_DIR: path.join(dir, "var"), ADMIN_PASSWORD });
    const url = (await p.waitFor((l) => l.msg === "B2B trade API listening")).url as string;
    const ws = (init: Record<string, unknown>, query: string) =>
      new Promise<{ code: number; reason: string }>((resolve) => {
        const socket = new WebSocket(`${url.replace("http", "ws")}/graphql`, "graphql-transport-ws");
        socket.on("open", () => socket.send(JSON.stringify({ type: "connection_init", payload: init })));
        socket.on("message", (d) => {
          if (JSON.parse(String(d)).type === "connection_ack") socket.send(JSON.stringify({ id: "1", type: "subscribe", payload: { query } }));
        });
        socket.on("close", (code, reason) => resolve({ code, reason: String(reason) }));
      });
    const badToken = await ws({ authorization: "Bearer not-a-token" }, "subscription { catalogChanged { entity } }");
    expect(badToken.code).toBe(4401);
    expect(badToken.reason).toMatch(/token/i);
    const huge = await ws({}, `subscription { catalogChanged { ${"entity ".repeat(6000)} } }`);
    expect(huge.code).toBe(4400);
    expect(huge.reason).toMatch(/token/i);

    // a client that gives up half way through a body
    await new Promise<void>((resolve) => {
      const req = http.request(`${url}/api/rest/v2/customers`, { method: "POST", headers: { "content-type": "application/json", "content-length": "400000" } });
      req.on("error", () => resolve());
      req.write(`{${" ".repeat(20_000)}`);
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 100);
    });
    await p.waitFor((l) => l.msg === "client aborted the request" && l.level === 20);
    expect(await stop(p)).toBe(0);
    const parsed = p.lines.map((l) => JSON.parse(l) as Record<string, any>);
    expect(parsed.filter((l) => l.level >= 50)).toEqual([]);
    expect(p.stderr.join("")).toBe("");
  });
});

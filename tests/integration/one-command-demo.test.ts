/**
 * Issue 21, item 3: `npm start` runs the whole demo (backend + storefront worker, first sync, URLs) and stops
 * both on SIGINT. Started as a user does (npm, the package's "start" script), on free ports and a temp VAR_DIR.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../src/core/db/url.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-start-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const sock = net.connect(port, "127.0.0.1");
    sock.once("connect", () => {
      sock.destroy();
      resolve(true);
    });
    sock.once("error", () => resolve(false));
  });
/** live (not zombie) processes of a process group: npm, the supervisor, the backend, the worker, workerd */
const liveInGroup = (pgid: number) =>
  execFileSync("ps", ["-e", "-o", "pid=,pgid=,stat="], { encoding: "utf8" })
    .split("\n")
    .map((l) => l.trim().split(/\s+/))
    .filter(([, g, stat]) => Number(g) === pgid && stat && !stat.startsWith("Z")).length;
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("issue 21: item 3 — one command runs the whole demo", { timeout: 120_000 }, () => {
  it("npm start serves the backend and the synced storefront, prints the URLs, and SIGINT stops both within 10 s", async () => {
    const [port, workerPort] = [await freePort(), await freePort()];
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      WORKER_PORT: String(workerPort),
      VAR_DIR: path.join(dir, "var"),
    };
    const started = Date.now();
    // its own process group: SIGINT goes to the group, as Ctrl-C in a terminal sends it
    const child = spawn("npm", ["start", "--silent"], { cwd: projectRoot(), env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    let out = "";
    let err = "";
    child.stdout!.setEncoding("utf8").on("data", (d: string) => (out += d));
    child.stderr!.setEncoding("utf8").on("data", (d: string) => (err += d));
    const exited = new Promise<{ code: number | null; signal: string | null }>((r) => child.on("exit", (code, signal) => r({ code, signal })));
    try {
      await new Promise<void>((resolve, reject) => {
        const t = setInterval(() => {
          if (/Ctrl-C stops both/.test(out)) {
            clearInterval(t);
            resolve();
          } else if (child.exitCode !== null || Date.now() - started > 90_000) reject(new Error(`npm start did not get ready: ${out}\n${err}`));
        }, 100);
        void exited.then(() => setTimeout(() => clearInterval(t), 200));
      });
      const ready = Date.now() - started;
      const url = (label: string) => new RegExp(`^${label}\\s+(\\S+)$`, "m").exec(out)?.[1] ?? "";
      const backend = url("Backend");
      expect(backend).toBe(`http://127.0.0.1:${port}/`);
      expect(url("Storefront")).toBe(`http://127.0.0.1:${workerPort}/`);
      // not a TTY: a plain line per sync step, and the demo credentials of the fresh database
      expect(out).toMatch(/First sync 6\/6: categories \(\d+\)/);
      expect(out).toMatch(/^admin\s+admin \/ \S+/m);
      expect(out).toMatch(/^API user\s+storefront \/ \S+/m);

      const home = await fetch(backend);
      expect(home.status).toBe(200);
      expect(home.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
      const page = await home.text();
      for (const href of ["/admin/", "/graphql", "/api/rest/v2/openapi.json", "/api/rest/v2/b2b/access/config", url("Storefront")])
        expect(page).toContain(`href="${href}"`);
      // the admin console's bundle, built by npm ci or by npm start itself
      expect(url("Console")).toBe(`${backend}admin/`);
      const consolePage = await fetch(url("Console"));
      expect(consolePage.status).toBe(200);
      expect(consolePage.headers.get("content-security-policy")).toMatch(/script-src 'self'/);
      const graphiql = await fetch(url("GraphiQL"), { headers: { accept: "text/html" } });
      expect(graphiql.status).toBe(200);
      expect(await graphiql.text()).toMatch(/graphiql/i);
      const openapi = await fetch(url("OpenAPI"));
      expect(((await openapi.json()) as { openapi: string }).openapi).toMatch(/^3\.1/);
      const store = await fetch(url("Storefront"));
      expect(store.status).toBe(200);
      expect(await store.text()).toContain("Acme Trade Supply");

      const pids = /backend pid (\d+), worker pid (\d+)/.exec(out)!.slice(1).map(Number);
      const stopAt = Date.now();
      process.kill(-child.pid!, "SIGINT");
      const end = await Promise.race([exited, new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 10_000))]);
      while (liveInGroup(child.pid!) > 0 && Date.now() - stopAt < 10_000) await new Promise((r) => setTimeout(r, 50));
      const stopped = Date.now() - stopAt;
      expect(liveInGroup(child.pid!)).toBe(0);
      // npm itself got the SIGINT too: it ends by that signal once its script has exited (the script exits 0)
      expect(end === "timeout" ? end : end.code === 0 || end.signal === "SIGINT").toBe(true);
      expect(stopped).toBeLessThan(10_000);
      for (const pid of pids) expect(alive(pid), `pid ${pid}`).toBe(false);
      expect(await listening(port)).toBe(false);
      expect(await listening(workerPort)).toBe(false);
      console.log(`npm start: ready in ${ready} ms, stopped in ${stopped} ms`);
    } finally {
      if (child.exitCode === null) process.kill(-child.pid!, "SIGKILL");
    }
  });
});

/**
 * npm start. On the embedded default (no DATABASE_URL): the backend (src/main.ts) and the storefront worker
 * (scripts/worker.ts, as `npm run worker`) as two child processes pointed at each other with one sync secret,
 * the first full sync with a progress bar (recorded in the backend's sync record, so the console's "Last full sync"
 * shows it), then the URLs and the demo credentials. SIGINT/SIGTERM stop both.
 * `--backend-only`, or any DATABASE_URL: the backend alone, in this process (a real deployment).
 * The children's JSON logs go to $VAR_DIR/logs/ so the terminal keeps the summary.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { SingleBar, Presets } from "cli-progress";
import { projectRoot, resolveDbTarget } from "../src/core/db/url.ts";
import { ensureAdminBundle } from "./admin-bundle.ts";

/** a pino line of a child (JSON) */
type LogLine = { msg?: string; url?: string; [k: string]: unknown };

interface Child {
  name: string;
  proc: ChildProcess;
  exited: Promise<number | null>;
  /** resolves with the first JSON log line that `pred` accepts */
  line(pred: (l: LogLine) => boolean, timeoutMs: number): Promise<LogLine>;
}

interface DemoCredentials {
  admin: { username: string; password: string };
  apiUser: { username: string; password: string };
  customers: { email: string; password: string; group: string; status: string }[];
}

async function demo() {
  const env = process.env;
  const root = projectRoot();
  const varDir = path.resolve(root, env.VAR_DIR ?? "var");
  const logDir = path.join(varDir, "logs");
  fs.mkdirSync(logDir, { recursive: true });
  const port = await portOf(env.PORT, 4000);
  const workerPort = await portOf(env.WORKER_PORT, 8787);
  const workerHost = env.WORKER_HOST ?? "127.0.0.1";
  const storefrontUrl = `http://${workerHost}:${workerPort}/`;
  const secret = env.SYNC_SECRET || syncSecret(path.join(varDir, "sync-secret"));
  const tty = process.stdout.isTTY === true;
  const say = (s: string) => process.stdout.write(`${s}\n`);
  const children: Child[] = [];

  let stopping: Promise<void> | undefined;
  const stopAll = (code: number) =>
    (stopping ??= (async () => {
      for (const c of children) if (c.proc.exitCode === null) c.proc.kill("SIGTERM");
      const kill = setTimeout(() => {
        for (const c of children) if (c.proc.exitCode === null) c.proc.kill("SIGKILL");
      }, 8000);
      await Promise.all(children.map((c) => c.exited));
      clearTimeout(kill);
      process.exit(code);
    })());
  process.on("SIGINT", () => void stopAll(0));
  process.on("SIGTERM", () => void stopAll(0));

  const fail = async (message: string, child?: Child) => {
    process.stderr.write(`npm start: ${message}${child ? ` (see ${path.join(logDir, `${child.name}.log`)})` : ""}\n`);
    await stopAll(1);
  };

  say(
    `Starting the backend on :${port} and the storefront worker on :${workerPort} (logs in ${logDir.startsWith(root + path.sep) ? path.relative(root, logDir) : logDir}/)`,
  );
  const backend = startChild("backend", ["src/main.ts"], logDir, {
    ...env,
    PORT: String(port),
    VAR_DIR: varDir,
    STOREFRONT_URL: storefrontUrl,
    SYNC_SECRET: secret,
  });
  children.push(backend);
  const backendUp = await raceExit(
    backend,
    backend.line((l) => l.msg === "B2B trade API listening", 180_000),
  ).catch((e: Error) => fail(e.message, backend));
  if (!backendUp) return;
  const backendUrl = String(backendUp.url);
  const credentials = await demoCredentials(backend, varDir, backendUrl);

  const worker = startChild("worker", ["scripts/worker.ts"], logDir, {
    ...env,
    VAR_DIR: varDir,
    BACKEND_URL: backendUrl,
    WORKER_PORT: String(workerPort),
    WORKER_HOST: workerHost,
    SYNC_SECRET: secret,
    // loopback only: the internal endpoints over plain HTTP
    ALLOW_HTTP: "1",
    ...(credentials ? { BACKEND_BASIC_AUTH: `${credentials.apiUser.username}:${credentials.apiUser.password}` } : {}),
  });
  children.push(worker);
  const workerUp = await raceExit(
    worker,
    worker.line((l) => l.msg === "storefront worker listening", 120_000),
  ).catch((e: Error) => fail(e.message, worker));
  if (!workerUp) return;
  for (const c of children) void c.exited.then((code) => stopping ?? fail(`the ${c.name} stopped (exit ${code})`, c));

  const synced = await firstSync(storefrontUrl, secret, tty, say, await syncRecord(varDir, say)).catch((e: Error) => e);
  if (synced instanceof Error) say(`The first sync failed: ${synced.message} (the storefront answers 503 until a sync succeeds)`);

  const rows: [string, string][] = [
    ["Storefront", storefrontUrl],
    ["Backend", `${backendUrl}/`],
    ["Console", `${backendUrl}/admin/`],
    ["GraphiQL", `${backendUrl}/graphql`],
    ["OpenAPI", `${backendUrl}/api/rest/v2/openapi.json`],
  ];
  say("");
  for (const [k, v] of rows) say(`${k.padEnd(12)}${v}`);
  say("");
  if (credentials) {
    say(`${"admin".padEnd(12)}${credentials.admin.username} / ${credentials.admin.password}  (POST /api/rest/v2/auth/admin-token)`);
    say(`${"API user".padEnd(12)}${credentials.apiUser.username} / ${credentials.apiUser.password}  (HTTP Basic)`);
    for (const c of credentials.customers) say(`${"customer".padEnd(12)}${c.email} / ${c.password}  (${c.group}, ${c.status})`);
  } else {
    say("Demo credentials: unknown for this database (`npm run seed -- --force` seeds it again and prints them).");
  }
  say("");
  say(`Ctrl-C stops both (backend pid ${backend.proc.pid}, worker pid ${worker.proc.pid}).`);
}

/** "0" asks for a free port now: the two processes must know each other's address before they start */
async function portOf(given: string | undefined, fallback: number): Promise<number> {
  if (given === undefined || given === "") return fallback;
  const n = Number(given);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`not a port: ${given}`);
  if (n !== 0) return n;
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** the one the backend (settings.ts) and `npm run worker` read from the same folder */
function syncSecret(file: string): string {
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(24).toString("hex"), { mode: 0o600 });
  return fs.readFileSync(file, "utf8").trim();
}

function startChild(name: string, args: string[], logDir: string, env: NodeJS.ProcessEnv): Child {
  const proc = spawn(process.execPath, ["--import", "tsx", ...args], { cwd: projectRoot(), env, stdio: ["ignore", "pipe", "pipe"] });
  const log = fs.createWriteStream(path.join(logDir, `${name}.log`), { flags: "a", mode: 0o600 });
  const waiting = new Set<(l: LogLine) => void>();
  // the first lines are kept: a caller may ask for one (the demo credentials) after it was written
  const early: LogLine[] = [];
  let buf = "";
  proc.stdout!.setEncoding("utf8").on("data", (d: string) => {
    log.write(d);
    buf += d;
    const lines = buf.split("\n");
    buf = lines.pop()!;
    for (const text of lines) {
      let parsed: LogLine;
      try {
        parsed = JSON.parse(text) as LogLine;
      } catch {
        continue;
      }
      if (early.length < 500) early.push(parsed);
      for (const w of waiting) w(parsed);
    }
  });
  proc.stderr!.on("data", (d: Buffer) => log.write(d));
  const exited = new Promise<number | null>((r) => proc.on("exit", (code) => log.end(() => r(code))));
  return {
    name,
    proc,
    exited,
    line: (pred, timeoutMs) =>
      new Promise((resolve, reject) => {
        const seen = early.find(pred);
        if (seen) return resolve(seen);
        const timer = setTimeout(() => {
          waiting.delete(w);
          reject(new Error(`the ${name} did not start within ${timeoutMs / 1000} s`));
        }, timeoutMs);
        const w = (l: LogLine) => {
          if (!pred(l)) return;
          clearTimeout(timer);
          waiting.delete(w);
          resolve(l);
        };
        waiting.add(w);
      }),
  };
}

function raceExit<T>(child: Child, p: Promise<T>): Promise<T> {
  return Promise.race([p, child.exited.then((code) => Promise.reject(new Error(`the ${child.name} exited (code ${code}) before it was ready`)))]);
}

/**
 * The first start of the embedded default prints them once (the seed); they are kept in
 * $VAR_DIR/demo-credentials.json (0600, the demo's own local accounts) for later starts, and dropped when the API
 * user no longer logs in with them (the database was seeded again).
 */
async function demoCredentials(backend: Child, varDir: string, backendUrl: string): Promise<DemoCredentials | undefined> {
  const file = path.join(varDir, "demo-credentials.json");
  const fresh = await backend.line((l) => l.msg?.startsWith("demo credentials") === true, 1).catch(() => undefined);
  if (fresh) {
    const { admin, apiUser, customers } = fresh as unknown as DemoCredentials;
    const c: DemoCredentials = { admin, apiUser, customers };
    fs.writeFileSync(file, JSON.stringify(c, null, 2), { mode: 0o600 });
    return c;
  }
  if (!fs.existsSync(file)) return undefined;
  const c = JSON.parse(fs.readFileSync(file, "utf8")) as DemoCredentials;
  const basic = Buffer.from(`${c.apiUser.username}:${c.apiUser.password}`).toString("base64");
  const res = await fetch(`${backendUrl}/api/rest/v2/products?itemsPerPage=1`, { headers: { authorization: `Basic ${basic}` } }).catch(() => undefined);
  await res?.body?.cancel();
  if (res?.status === 200) return c;
  fs.rmSync(file, { force: true });
  return undefined;
}

/** the entities in the order a full /sync writes them, one call each so the bar moves */
const STEPS: [path: string, label: string][] = [
  ["config", "store config"],
  ["countries", "countries"],
  ["cms-pages", "CMS pages"],
  ["blog-posts", "blog posts"],
  ["products", "products"],
  ["categories", "categories"],
];

/** the first sync's row in the backend's record of syncs (StorefrontSyncRun) */
interface SyncRecord {
  finish(outcome: "accepted" | "failed", started: number, reason?: string, report?: unknown): Promise<void>;
}

/**
 * The worker is asked by this script, not by the backend, so the backend's record would not know the sync: the
 * script writes the run itself (trigger `start`, the full path `/sync`) into the demo's embedded database, the one
 * the backend child opened (VAR_DIR/data.db), pending now and settled after the last step with the steps' counts
 * summed as the worker reports a full sync. A failure to record says so and never stops the start.
 */
async function syncRecord(varDir: string, say: (s: string) => void): Promise<SyncRecord | undefined> {
  try {
    const { openDb, tuneConnection } = await import("../src/core/db/client.ts");
    const { syncRunFinish, syncRunStart } = await import("../src/core/storefront-sync-log.ts");
    const handle = openDb(resolveDbTarget(`file:${path.join(varDir, "data.db")}`));
    const warn = (e: Error) => say(`The first sync was not recorded: ${e.message}`);
    try {
      await tuneConnection(handle);
      const id = await syncRunStart(handle.db, { trigger: "start", path: "/sync" });
      return {
        async finish(outcome, started, reason, report) {
          await syncRunFinish(handle.db, id, {
            outcome,
            attempts: 1,
            startedAt: started,
            reason,
            workerReport: report === undefined ? null : JSON.stringify(report),
          })
            .catch(warn)
            .finally(() => handle.close());
        },
      };
    } catch (e) {
      await handle.close().catch(() => {});
      warn(e as Error);
      return undefined;
    }
  } catch (e) {
    say(`The first sync was not recorded: ${(e as Error).message}`);
    return undefined;
  }
}

async function firstSync(storefrontUrl: string, secret: string, tty: boolean, say: (s: string) => void, record?: SyncRecord) {
  const bar = tty ? new SingleBar({ format: "First sync  {bar} {value}/{total}  {step}", hideCursor: true }, Presets.shades_classic) : undefined;
  bar?.start(STEPS.length, 0, { step: STEPS[0]![1] });
  const started = Date.now();
  // what the steps copied, summed per entity: the report a full /sync would give
  const synced: Record<string, number> = {};
  try {
    for (const [i, [step, label]] of STEPS.entries()) {
      bar?.update(i, { step: label });
      const res = await fetch(new URL(`sync/${step}`, storefrontUrl), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ secret }),
        signal: AbortSignal.timeout(300_000),
      });
      const body = (await res.json().catch(() => ({}))) as { synced?: Record<string, number>; detail?: string };
      if (!res.ok) throw new Error(`${label}: ${res.status} ${body.detail ?? ""}`.trim());
      for (const [k, v] of Object.entries(body.synced ?? {})) synced[k] = (synced[k] ?? 0) + v;
      const n = Object.values(body.synced ?? {}).reduce((a, b) => a + b, 0);
      if (!bar) say(`First sync ${i + 1}/${STEPS.length}: ${label} (${n})`);
      bar?.update(i + 1, { step: `${label} (${n})` });
    }
  } catch (e) {
    await record?.finish("failed", started, (e as Error).message, { success: false, synced });
    throw e;
  } finally {
    bar?.stop();
  }
  await record?.finish("accepted", started, undefined, { success: true, synced, duration: `${((Date.now() - started) / 1000).toFixed(2)}s` });
  say(`First sync done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// the admin console's bundle, when missing or built from older sources (a clone without `npm ci`, an edit)
await ensureAdminBundle((s) => process.stdout.write(`${s}\n`)).catch((e: Error) => process.stderr.write(`admin console: the build failed: ${e.message}\n`));

if (process.argv.includes("--backend-only") || process.env.DATABASE_URL) {
  await import("../src/main.ts");
} else {
  await demo();
}

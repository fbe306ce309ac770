/**
 * `npm start` as a child process, started as a user starts it (npm, the package's "start" script) on free ports
 * and a VAR_DIR of its own, in its own process group so that SIGINT reaches it as Ctrl-C in a terminal does.
 * Used by the one-command acceptance test and the browser journey.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { projectRoot } from "../../src/core/db/url.ts";

export interface DemoCredentials {
  admin: { username: string; password: string };
  apiUser: { username: string; password: string };
  customers: { email: string; password: string; group: string; status: string }[];
}

export interface StopResult {
  /** how npm itself ended, or "timeout" when it had not within 10 s */
  end: { code: number | null; signal: string | null } | "timeout";
  /** from the SIGINT until no live process was left in the group */
  stoppedMs: number;
  /** live processes of the group when the wait ended */
  left: number;
}

export interface Demo {
  child: ChildProcess;
  port: number;
  workerPort: number;
  varDir: string;
  /** ms from the spawn to the "Ctrl-C stops both" line */
  readyMs: number;
  /** what npm start printed (stdout) and its stderr */
  out(): string;
  err(): string;
  /** the URL of a printed row ("Backend", "Storefront", "Console", ...) */
  url(label: string): string;
  /** every printed row `<Label>  <http(s) URL>` */
  urls(): [label: string, url: string][];
  /** the backend's and the worker's process ids, as printed */
  pids: number[];
  /** the demo's accounts, as npm start kept them ($VAR_DIR/demo-credentials.json) */
  credentials: DemoCredentials;
  /** SIGINT to the group, then waits (at most 10 s each) for npm to exit and for the group to be empty */
  stop(): Promise<StopResult>;
  /** SIGKILL to the group when anything of it still runs (a test's cleanup) */
  kill(): void;
}

/**
 * npm start runs on the embedded default whatever TEST_DATABASE_URL says, so the scale-out run of the suite (the
 * second run of .ci/run) would repeat the files that start it unchanged: they run in the embedded run only.
 */
export const demoRun = !process.env.TEST_DATABASE_URL;

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

export const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const sock = net.connect(port, "127.0.0.1");
    sock.once("connect", () => {
      sock.destroy();
      resolve(true);
    });
    sock.once("error", () => resolve(false));
  });

/** live (not zombie) processes of a process group: npm, the supervisor, the backend, the worker, workerd */
export const liveInGroup = (pgid: number) =>
  execFileSync("ps", ["-e", "-o", "pid=,pgid=,stat="], { encoding: "utf8" })
    .split("\n")
    .map((l) => l.trim().split(/\s+/))
    .filter(([, g, stat]) => Number(g) === pgid && stat && !stat.startsWith("Z")).length;

/**
 * TCP ports the group's processes listen on (the backend, the worker, workerd's own sockets), read from `ss`;
 * undefined where `ss` (iproute2) is not installed
 */
export function groupListeningPorts(pgid: number): number[] | undefined {
  let table: string;
  try {
    table = execFileSync("ss", ["-ltnpH"], { encoding: "utf8" });
  } catch {
    return undefined;
  }
  const pids = new Set(
    execFileSync("ps", ["-e", "-o", "pid=,pgid="], { encoding: "utf8" })
      .split("\n")
      .map((l) => l.trim().split(/\s+/).map(Number))
      .filter(([, g]) => g === pgid)
      .map(([p]) => p),
  );
  const ports = new Set<number>();
  for (const line of table.split("\n")) {
    const owners = [...line.matchAll(/pid=(\d+)/g)].map((m) => Number(m[1]));
    const port = /:(\d+)$/.exec(line.split(/\s+/)[3] ?? "")?.[1];
    if (port && owners.some((p) => pids.has(p))) ports.add(Number(port));
  }
  return [...ports].sort((a, b) => a - b);
}

export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Starts `npm start --silent` in `dir` (VAR_DIR = dir/var) with only PATH and HOME from this process (no test
 * settings leak in: production defaults, as a user gets them) plus `env`, and resolves once it printed its URLs.
 */
export async function startDemo(dir: string, env: NodeJS.ProcessEnv = {}, readyTimeoutMs = 90_000): Promise<Demo> {
  const [port, workerPort] = [await freePort(), await freePort()];
  const varDir = path.join(dir, "var");
  const started = Date.now();
  const child = spawn("npm", ["start", "--silent"], {
    cwd: projectRoot(),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), WORKER_PORT: String(workerPort), VAR_DIR: varDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let out = "";
  let err = "";
  child.stdout!.setEncoding("utf8").on("data", (d: string) => (out += d));
  child.stderr!.setEncoding("utf8").on("data", (d: string) => (err += d));
  const exited = new Promise<{ code: number | null; signal: string | null }>((r) => child.on("exit", (code, signal) => r({ code, signal })));
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // already gone
      }
    }
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const t = setInterval(() => {
        if (/Ctrl-C stops both/.test(out)) {
          clearInterval(t);
          resolve();
        } else if (child.exitCode !== null || Date.now() - started > readyTimeoutMs) {
          clearInterval(t);
          reject(new Error(`npm start did not get ready: ${out}\n${err}`));
        }
      }, 100);
    });
  } catch (e) {
    kill();
    throw e;
  }
  const readyMs = Date.now() - started;
  const urls = () => [...out.matchAll(/^(\S+(?: \S+)*?)\s+(https?:\/\/\S+)$/gm)].map((m) => [m[1]!, m[2]!] as [string, string]);
  const credentials = JSON.parse(fs.readFileSync(path.join(varDir, "demo-credentials.json"), "utf8")) as DemoCredentials;
  return {
    child,
    port,
    workerPort,
    varDir,
    readyMs,
    out: () => out,
    err: () => err,
    url: (label) => urls().find(([l]) => l === label)?.[1] ?? "",
    urls,
    pids: /backend pid (\d+), worker pid (\d+)/.exec(out)!.slice(1).map(Number),
    credentials,
    async stop() {
      const stopAt = Date.now();
      process.kill(-child.pid!, "SIGINT");
      const end = await Promise.race([exited, new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 10_000))]);
      while (liveInGroup(child.pid!) > 0 && Date.now() - stopAt < 10_000) await new Promise((r) => setTimeout(r, 50));
      return { end, stoppedMs: Date.now() - stopAt, left: liveInGroup(child.pid!) };
    },
    kill,
  };
}

/**
 * npm run worker: the storefront worker in workerd (Miniflare) on WORKER_PORT (8787), against BACKEND_URL
 * (http://127.0.0.1:4000). KV persists under $VAR_DIR/worker-kv (VAR_DIR: var). The same bundle deploys with `wrangler deploy`.
 * Without SYNC_SECRET it makes one once in $VAR_DIR/sync-secret, which a backend started from this folder reads
 * too: the worker's internal endpoints work and the backend believes the visitor addresses it signs.
 * Miniflare listens on an ephemeral loopback port behind a front (scripts/worker-front.ts) that sets
 * CF-Connecting-IP to each visitor's socket address, as Cloudflare's edge does.
 */
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { build } from "esbuild";
import { Miniflare } from "miniflare";
import { startWorkerFront } from "./worker-front.ts";

const env = process.env;
const out = await build({
  entryPoints: ["worker/src/index.ts"],
  bundle: true,
  format: "esm",
  platform: "browser",
  conditions: ["worker", "browser"],
  write: false,
  logLevel: "warning",
});
const bindings: Record<string, string> = { BACKEND_URL: env.BACKEND_URL ?? "http://127.0.0.1:4000" };
for (const k of ["SYNC_SECRET", "BACKEND_BASIC_AUTH", "ALLOW_HTTP", "ASSET_HASH", "B2B_MODULES", "STORE_CODE", "SECURITY_CONTACT"]) {
  if (env[k] !== undefined) bindings[k] = env[k];
}
// the front below sets CF-Connecting-IP as Cloudflare's edge does
bindings.TRUST_CF_CONNECTING_IP = "1";
// the backend reads VAR_DIR the same way (settings.ts), so both find the same sync-secret
const varDir = env.VAR_DIR ?? "var";
const secretFile = path.join(varDir, "sync-secret");
fs.mkdirSync(path.join(varDir, "worker-kv"), { recursive: true });
if (!bindings.SYNC_SECRET) {
  if (!fs.existsSync(secretFile)) fs.writeFileSync(secretFile, randomBytes(24).toString("hex"), { mode: 0o600 });
  bindings.SYNC_SECRET = fs.readFileSync(secretFile, "utf8").trim();
}
const mf = new Miniflare({
  modules: true,
  script: out.outputFiles[0]!.text,
  compatibilityDate: "2026-04-01",
  kvNamespaces: ["KV"],
  kvPersist: path.join(varDir, "worker-kv"),
  cachePersist: path.join(varDir, "worker-cache"),
  bindings,
  host: "127.0.0.1",
  port: 0,
});
const front = await startWorkerFront((await mf.ready).toString(), env.WORKER_HOST ?? "127.0.0.1", Number(env.WORKER_PORT ?? 8787));
const url = front.url;
console.log(
  JSON.stringify({
    msg: "storefront worker listening",
    url: url.toString(),
    backend: bindings.BACKEND_URL,
    secret: env.SYNC_SECRET ? "set" : secretFile,
    visitorAddress:
      "the socket's address (a client's CF-Connecting-IP is replaced), signed with SYNC_SECRET (X-Client-IP): the backend needs the same SYNC_SECRET, or runs from this folder",
    allowHttp: bindings.ALLOW_HTTP === "1",
  }),
);
let stopping = false;
const stop = async () => {
  // Ctrl-C reaches every process of the terminal's group, and npm start forwards it as well
  if (stopping) return;
  stopping = true;
  await front.close();
  await mf.dispose();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

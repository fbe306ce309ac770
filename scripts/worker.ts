/**
 * npm run worker: the storefront worker in workerd (Miniflare) on WORKER_PORT (8787), against BACKEND_URL
 * (http://127.0.0.1:4000). KV persists under var/worker-kv. The same bundle deploys with `wrangler deploy`.
 */
import fs from "node:fs";
import { build } from "esbuild";
import { Miniflare } from "miniflare";

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
fs.mkdirSync("var/worker-kv", { recursive: true });
const mf = new Miniflare({
  modules: true,
  script: out.outputFiles[0]!.text,
  compatibilityDate: "2026-04-01",
  kvNamespaces: ["KV"],
  kvPersist: "var/worker-kv",
  cachePersist: "var/worker-cache",
  bindings,
  host: env.WORKER_HOST ?? "127.0.0.1",
  port: Number(env.WORKER_PORT ?? 8787),
});
const url = await mf.ready;
console.log(
  JSON.stringify({
    msg: "storefront worker listening",
    url: url.toString(),
    backend: bindings.BACKEND_URL,
    secret: bindings.SYNC_SECRET ? "set" : "unset (internal endpoints answer 503)",
    allowHttp: bindings.ALLOW_HTTP === "1",
  }),
);
const stop = async () => {
  await mf.dispose();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

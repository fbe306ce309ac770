/** Worker tests: the bundled worker in workerd (Miniflare) against a real backend, through a counting proxy. */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { build } from "esbuild";
import { Miniflare } from "miniflare";

export async function bundleWorker(): Promise<string> {
  const out = await build({
    entryPoints: ["worker/src/index.ts"],
    bundle: true,
    format: "esm",
    platform: "browser",
    conditions: ["worker", "browser"],
    write: false,
    logLevel: "silent",
  });
  return out.outputFiles[0]!.text;
}

/** a loopback proxy in front of the backend: counts requests per path and fails the paths a test names */
export interface BackendProxy {
  url: string;
  /** where requests go (may be set after the proxy started, when the backend needs the worker's URL first) */
  backend: string;
  hits: string[];
  /** the Authorization header each path last arrived with (absent: none) */
  authorization: Map<string, string | undefined>;
  failWhen: ((path: string) => boolean) | null;
  media: Map<string, string>;
  close(): Promise<void>;
}

export async function startProxy(backend: string): Promise<BackendProxy> {
  const state: BackendProxy = { url: "", backend, hits: [], authorization: new Map(), failWhen: null, media: new Map(), close: async () => {} };
  const server = http.createServer(async (req, res) => {
    const path = req.url ?? "/";
    state.hits.push(path);
    state.authorization.set(path, req.headers.authorization);
    if (state.failWhen?.(path)) {
      res.writeHead(500, { "content-type": "application/json" }).end('{"code":"boom"}');
      return;
    }
    const m = state.media.get(path);
    if (m !== undefined) {
      res.writeHead(200, { "content-type": "image/png" }).end(m);
      return;
    }
    const chunks: Buffer[] = [];
    for await (const ch of req) chunks.push(ch as Buffer);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string" && k !== "host" && k !== "connection") headers[k] = v;
    try {
      const r = await fetch(state.backend + path, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
      const out: Record<string, string> = {};
      r.headers.forEach((v, k) => {
        if (!["content-encoding", "content-length", "transfer-encoding", "connection"].includes(k)) out[k] = v;
      });
      res.writeHead(r.status, out).end(Buffer.from(await r.arrayBuffer()));
    } catch {
      // the backend went away mid-answer (a test closing it while the worker still syncs): a gateway error, as a
      // real proxy answers, instead of an unhandled rejection in whichever test file runs next
      if (!res.headersSent) res.writeHead(502, { "content-type": "application/json" });
      res.end('{"code":"bad_gateway"}');
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise((r) => server.close(() => r()));
  return state;
}

/** the KV calls the tests make (Miniflare's own types need the Workers type package) */
export interface TestKV {
  get(key: string): Promise<string | null>;
  put(key: string, value: string, opts?: { expirationTtl?: number }): Promise<void>;
  delete(key: string): Promise<void>;
  list(opts: { prefix: string }): Promise<{ keys: { name: string; expiration?: number; metadata?: unknown }[] }>;
}

export const SECRET = "a-long-test-secret-0123456789";

export async function startWorker(script: string, bindings: Record<string, string>) {
  const mf = new Miniflare({
    modules: true,
    script,
    compatibilityDate: "2026-04-01",
    kvNamespaces: ["KV"],
    bindings,
    host: "127.0.0.1",
    port: 0,
  });
  const url = (await mf.ready).toString().replace(/\/$/, "");
  return { mf, url, kv: (await mf.getKVNamespace("KV")) as unknown as TestKV };
}

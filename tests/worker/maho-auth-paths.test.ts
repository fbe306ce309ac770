/**
 * A storefront written for Maho's REST API, pointed at the worker, asks for a reset link and sets a
 * password with Maho's documented `/api/rest/v2/auth/forgot-password` and `/auth/reset-password`: the worker (real
 * workerd) forwards them to the backend's handlers like the other customer paths, with their method only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Miniflare } from "miniflare";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { bundleWorker, type BackendProxy, SECRET, startProxy, startWorker } from "./harness.ts";

let server: TestServer;
let proxy: BackendProxy;
let mf: Miniflare;
let url: string;

beforeAll(async () => {
  let script: string;
  [server, script] = await Promise.all([startTestServer(), bundleWorker()]);
  proxy = await startProxy(server.url);
  ({ mf, url } = await startWorker(script, { BACKEND_URL: proxy.url, SYNC_SECRET: SECRET, ALLOW_HTTP: "1", ASSET_HASH: "test" }));
});
afterAll(async () => {
  await mf?.dispose();
  await proxy?.close();
  await server?.close();
});

const post = async (path: string, body: unknown, method = "POST") => {
  const r = await fetch(url + path, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const text = await r.text();
  return { status: r.status, headers: r.headers, body: text ? JSON.parse(text) : null };
};

describe("Maho's /auth password paths through the worker", () => {
  it("forgot-password answers {email, message} the same for any email; reset-password refuses an unknown token as a problem; other methods are 405", async () => {
    const known = await post("/api/rest/v2/auth/forgot-password", { email: "jane@example.com" });
    expect(known.status, JSON.stringify(known.body)).toBe(200);
    const unknown = await post("/api/rest/v2/auth/forgot-password", { email: "nobody-here@example.com" });
    expect(unknown.status).toBe(200);
    expect(unknown.body.message).toBe(known.body.message);
    expect(proxy.hits).toContain("/api/rest/v2/auth/forgot-password");

    const reset = await post("/api/rest/v2/auth/reset-password", { email: "jane@example.com", token: "not-a-real-token-at-all", password: "a-new-password-1" });
    expect(reset.status).toBe(400);
    expect(reset.body).toMatchObject({ status: 400, code: "invalid_token" });
    expect(reset.headers.get("content-type")).toContain("application/problem+json");

    expect((await post("/api/rest/v2/auth/forgot-password", { email: "jane@example.com" }, "PUT")).status).toBe(405);
  }, 60_000);
});

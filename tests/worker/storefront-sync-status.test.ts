/**
 * The record of storefront sync requests (storefrontSyncStatus), against the bundled worker in workerd
 * (Miniflare) syncing from a real backend: the admin's "sync now", a catalogue save's partial sync, a worker that
 * fails, and a backend with no storefront configured.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Miniflare } from "miniflare";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_API_PASSWORD, TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { type BackendProxy, bundleWorker, SECRET, startProxy, startWorker } from "./harness.ts";

let server: TestServer;
let bare: TestServer;
let proxy: BackendProxy;
let mf: Miniflare;
let token: string;

const STATUS = `{ storefrontSyncStatus(limit: 50) {
  configured storefrontUrl
  runs { id trigger kind path outcome reason attempts itemCount adminId requestedAt finishedAt durationMs workerReport }
  lastFullSync { id }
} }`;
type Run = { id: number; trigger: string; kind: string; path: string; outcome: string; reason: string | null; [k: string]: any };

const status = async (s: TestServer, t: string) => {
  const r = await s.gql(STATUS, {}, { token: t });
  expect(r.errors).toBeUndefined();
  return r.data.storefrontSyncStatus as { configured: boolean; storefrontUrl: string | null; runs: Run[]; lastFullSync: { id: number } | null };
};
/** polls the record until a run matches (the sync runs in the background); generous, never a timing assertion */
const runWhere = async (f: (r: Run) => boolean): Promise<Run> => {
  for (let i = 0; i < 1200; i++) {
    const found = (await status(server, token)).runs.find(f);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("no such sync run recorded");
};

beforeAll(async () => {
  const script = await bundleWorker();
  proxy = await startProxy("");
  let url: string;
  ({ mf, url } = await startWorker(script, {
    BACKEND_URL: proxy.url,
    SYNC_SECRET: SECRET,
    BACKEND_BASIC_AUTH: `storefront:${TEST_API_PASSWORD}`,
    ALLOW_HTTP: "1",
    ASSET_HASH: "sync-status",
  }));
  server = await startTestServer({
    settings: { storefrontUrl: url, syncSecret: SECRET, storefrontSync: { cron: "", attempts: 2, baseDelayMs: 50, batchMs: 20 } },
  });
  proxy.backend = server.url;
  bare = await startTestServer({ shareDbWith: server, settings: { storefrontUrl: undefined, syncSecret: undefined } });
  token = await server.adminToken();
}, 120_000);

afterAll(async () => {
  await mf?.dispose();
  await proxy?.close();
  await bare?.close();
  await server?.close();
});

describe("storefrontSyncStatus", () => {
  it("is refused to a guest, a customer and the API user", async () => {
    expect((await server.gql(STATUS)).errors?.[0]?.extensions?.code).toBe("login_required");
    const customer = await server.customerToken("jane@example.com", TEST_CUSTOMER_PASSWORD);
    expect((await server.gql(STATUS, {}, { token: customer })).errors?.[0]?.extensions?.code).toBe("forbidden");
    const api = await server.json("/graphql", { method: "POST", json: { query: STATUS }, basic: server.apiUser });
    expect(api.body.errors?.[0]?.extensions?.code).toBe("forbidden");
  });

  it("records the admin's sync now as soon as it answers, then the worker's report", async () => {
    const before = (await status(server, token)).runs.map((r) => r.id);
    const now = await server.gql("mutation { storefrontSyncNow { __typename ... on StorefrontSyncNowSuccess { data } } }", {}, { token });
    expect(now.data.storefrontSyncNow).toEqual({ __typename: "StorefrontSyncNowSuccess", data: true });
    const s = await status(server, token);
    expect(s.configured).toBe(true);
    expect(s.storefrontUrl).toMatch(/^http:\/\/127\.0\.0\.1:/);
    const mine = s.runs.find((r) => !before.includes(r.id) && r.trigger === "admin");
    expect(mine).toMatchObject({ kind: "full", path: "/sync" });
    expect(mine!.adminId).toBeGreaterThan(0);
    expect(["pending", "accepted"]).toContain(mine!.outcome);

    const done = await runWhere((r) => r.id === mine!.id && r.outcome !== "pending");
    expect(done).toMatchObject({ outcome: "accepted", attempts: 1, reason: null });
    expect(done.finishedAt).toBeTruthy();
    expect(done.durationMs).toBeGreaterThanOrEqual(0);
    expect(done.workerReport.success).toBe(true);
    expect(done.workerReport.synced.products).toBeGreaterThan(0);
    expect((await status(server, token)).lastFullSync?.id).toBe(done.id);
    console.log(`full sync: ${done.durationMs} ms as the backend saw it, worker's report ${JSON.stringify(done.workerReport.synced)}`);
  }, 120_000);

  it("records a catalogue save's partial sync with its trigger and the ids it names", async () => {
    const { body } = await server.json("/api/rest/v2/products?itemsPerPage=1");
    const id = body.member[0].id as number;
    const r = await server.gql(`mutation($id:Int!){productUpdate(id:$id,input:{name:"Sync status test"}){__typename}}`, { id }, { token });
    expect(r.errors).toBeUndefined();
    const run = await runWhere((x) => x.trigger === "change" && x.path === "/sync/products" && x.outcome !== "pending");
    expect(run).toMatchObject({ kind: "partial", itemCount: 1, outcome: "accepted" });
    // the one product, in each store view
    expect(run.workerReport.synced.products).toBe((await server.app.stores()).all.length);
  }, 60_000);

  it("records a worker that fails, with its reason and attempts", async () => {
    proxy.failWhen = () => true;
    try {
      const before = (await status(server, token)).runs.map((r) => r.id);
      await server.gql("mutation { storefrontSyncNow { __typename } }", {}, { token });
      const run = await runWhere((x) => !before.includes(x.id) && x.trigger === "admin" && x.outcome !== "pending");
      expect(run).toMatchObject({ outcome: "failed", attempts: 2 });
      expect(run.reason).toMatch(/^worker answered 502/);
      expect(run.workerReport).toMatchObject({ success: false, code: "backend_failed" });
    } finally {
      proxy.failWhen = null;
    }
  }, 60_000);

  it("without a storefront: sync now is a Problem not_configured, recorded as such", async () => {
    const t = await bare.adminToken();
    const r = await bare.gql("mutation { storefrontSyncNow { __typename ... on Problem { code status } } }", {}, { token: t });
    expect(r.data.storefrontSyncNow).toEqual({ __typename: "Problem", code: "not_configured", status: 409 });
    const s = await status(bare, t);
    expect(s).toMatchObject({ configured: false, storefrontUrl: null });
    expect(s.runs[0]).toMatchObject({ trigger: "admin", outcome: "not_configured", kind: "full", attempts: 0 });
  });
});

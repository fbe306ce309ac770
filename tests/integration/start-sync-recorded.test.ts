/**
 * The console's "Last full sync" must not say "None yet" after `npm start` synced the
 * storefront. `npm start` (tests/helpers/demo.ts: npm, the package's start script, free ports, a VAR_DIR of its
 * own) asks the worker for the first sync itself; the backend's record of syncs (`storefrontSyncStatus`, read by
 * the dashboard's card and the Storefront screen) must hold it: a full sync, accepted, with the worker's counts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type Demo, demoRun, startDemo } from "../helpers/demo.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-start-sync-"));
let demo: Demo | undefined;
afterAll(async () => {
  await demo?.stop().catch(() => demo?.kill());
  demo?.kill();
  fs.rmSync(dir, { recursive: true, force: true });
});

const STATUS = `query { storefrontSyncStatus { configured runs { id trigger kind path outcome } lastFullSync { trigger kind path outcome attempts durationMs finishedAt workerReport } } }`;

describe.runIf(demoRun)("npm start's first sync is in the sync record", { timeout: 180_000 }, () => {
  it("storefrontSyncStatus.lastFullSync is npm start's sync, accepted, with what the worker copied", async () => {
    demo = await startDemo(dir, {}, 150_000);
    expect(demo.out()).toMatch(/First sync done in/);
    const backend = demo.url("Backend");
    const { admin } = demo.credentials;
    const tokenRes = await fetch(new URL("api/rest/v2/auth/admin-token", backend), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: admin.username, password: admin.password }),
    });
    expect(tokenRes.status).toBe(200);
    const { token } = (await tokenRes.json()) as { token: string };
    const res = await fetch(new URL("graphql", backend), {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: STATUS }),
    });
    const body = (await res.json()) as { data?: { storefrontSyncStatus: any }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    const status = body.data!.storefrontSyncStatus;
    expect(status.configured).toBe(true);
    const last = status.lastFullSync;
    expect(last, "the last full sync (the console's 'Last full sync')").not.toBeNull();
    expect(last).toMatchObject({ trigger: "start", kind: "full", path: "/sync", outcome: "accepted", attempts: 1 });
    expect(last.durationMs).toBeGreaterThanOrEqual(0);
    expect(Date.parse(last.finishedAt)).not.toBeNaN();
    // the counts summed over npm start's steps, as a full sync's report has them
    const synced = (last.workerReport as { success: boolean; synced: Record<string, number> }).synced;
    expect(last.workerReport.success).toBe(true);
    expect(Object.keys(synced).sort()).toEqual(["blogPosts", "categories", "cmsPages", "config", "countries", "products"]);
    expect(synced.products).toBeGreaterThan(0);
    expect(synced.categories).toBeGreaterThan(0);
    // no run was left pending by the start
    expect(status.runs.filter((r: { trigger: string }) => r.trigger === "start").map((r: { outcome: string }) => r.outcome)).toEqual(["accepted"]);
  });
});

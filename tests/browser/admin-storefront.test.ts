/**
 * The console's storefront sync and session bar in Chromium (playwright-core) against a real server whose
 * storefront is the bundled worker in workerd (Miniflare), syncing from the backend through a loopback proxy:
 * "Sync now" followed until the run settles as accepted, with the worker's counts, in the runs grid and on the
 * dashboard's card; the same with the proxy failing, the run failed with its reason; the admin's username in the top
 * bar; the nav without the screens an admin's scopes do not reach; and the warning before a short session
 * ends, on a browser clock an hour ahead of the server's. Each step passes axe-core (no serious or critical
 * violation), breaks no CSP rule, asks no other origin and sends every GraphQL request with the token. Screenshots
 * go to ADMIN_SCREENSHOTS (e.g. docs/screenshots), else a temporary folder.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Miniflare } from "miniflare";
import type { Browser } from "playwright-core";
import { axeCheck, hasChromium, launchChromium, openVisit, screenshotDir, signInToConsole, type Visit } from "../helpers/browser.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_API_PASSWORD } from "../helpers/db-template.ts";
import { type BackendProxy, bundleWorker, SECRET, startProxy, startWorker } from "../worker/harness.ts";
import approval from "../../src/modules/customer-approval/index.ts";
import registration from "../../src/modules/trade-registration/index.ts";

const SHOTS = screenshotDir("ADMIN_SCREENSHOTS", "admin-shots-");

let server: TestServer;
let proxy: BackendProxy;
let mf: Miniflare;
let browser: Browser;

const open = (base: string) =>
  openVisit(browser, { origin: base, timeout: 30_000, contextOptions: { viewport: { width: 1280, height: 900 } }, recordAnonymousGraphql: true });

/** axe (serious and critical), no CSP violation, nothing from another origin, the token on every GraphQL request; then the screenshot */
const check = axeCheck({ token: true, screenshots: { dir: SHOTS, prefix: "admin-" } });

const signIn = (v: Visit, base: string, username = "admin") => signInToConsole(v.page, base, { username, waitForDashboard: true });

const newestAdminRun = () => server.app.db.storefrontSyncRun.findFirstOrThrow({ where: { trigger: "admin" }, orderBy: { id: "desc" } });

beforeAll(async () => {
  if (!hasChromium) return;
  const script = await bundleWorker();
  proxy = await startProxy("");
  let url: string;
  ({ mf, url } = await startWorker(script, {
    BACKEND_URL: proxy.url,
    SYNC_SECRET: SECRET,
    BACKEND_BASIC_AUTH: `storefront:${TEST_API_PASSWORD}`,
    ALLOW_HTTP: "1",
    ASSET_HASH: "admin-storefront",
  }));
  server = await startTestServer({
    modules: [approval as never, registration as never],
    settings: { storefrontUrl: url, syncSecret: SECRET, storefrontSync: { cron: "", attempts: 2, baseDelayMs: 50, batchMs: 20 } },
  });
  proxy.backend = server.url;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await mf?.dispose();
  await proxy?.close();
  await server?.close();
});

describe.skipIf(!hasChromium)("the console's storefront sync and session bar in Chromium", { timeout: 120_000 }, () => {
  it("Sync now follows the run until the worker accepts it; the runs grid and the dashboard show it with the worker's counts; the username shows", async () => {
    const v = await open(server.url);
    await signIn(v, server.url);
    expect(await v.page.locator("#admin-username").innerText()).toBe("admin");
    expect(await v.page.locator(".session-warning").count()).toBe(0);
    expect(await v.page.locator("#storefront-configured").innerText()).toContain(`Configured: ${new URL(proxy.url).protocol}`);

    await v.page.getByRole("link", { name: "Storefront", exact: true }).click();
    await v.page.getByRole("heading", { name: "Storefront" }).waitFor();
    await v.page.getByRole("button", { name: "Sync now" }).click();
    const synced = v.page.getByRole("status").filter({ hasText: "The storefront synced at" });
    await synced.waitFor({ timeout: 90_000 });
    const run = await newestAdminRun();
    expect(run).toMatchObject({ outcome: "accepted", kind: "full", attempts: 1 });
    const report = JSON.parse(run.workerReport ?? "{}") as { synced: Record<string, number> };
    expect(report.synced.products).toBeGreaterThan(0);
    expect(await synced.innerText()).toContain(`${report.synced.products} products`);

    const row = v.page.locator(`tr[data-run-id="${run.id}"]`);
    await row.filter({ hasText: "accepted" }).waitFor();
    const cells = await row.locator("td").allInnerTexts();
    expect(cells.slice(1, 8)).toEqual(["Sync now", "Everything /sync", "accepted", "—", "1", expect.stringMatching(/^\d+(\.\d)? m?s$/), "all"]);
    expect(cells[8]).toContain(`${report.synced.products} products`);
    expect(await v.page.locator("#storefront-last-full-sync").innerText()).toMatch(/accepted \(Sync now, /);
    await check(v, "storefront-synced");

    await v.page.getByRole("link", { name: "Dashboard", exact: true }).click();
    const last = v.page.locator("#storefront-last-full-sync");
    await last.filter({ hasText: "accepted" }).waitFor();
    expect(await last.locator("time").getAttribute("datetime")).toBe(run.finishedAt?.toISOString());
    expect(await v.page.locator("#storefront-last-full-sync-counts").innerText()).toContain(`${report.synced.products} products`);
    await v.page.locator("#count-pending-customers", { hasText: /^\d+$/ }).waitFor();
    expect(await v.page.locator(".problem").count()).toBe(0);
    await check(v, "dashboard-storefront");
    console.log(`Sync now: ${run.durationMs} ms as the backend saw it; worker's report ${JSON.stringify(report.synced)}`);
    await v.page.context().close();
  });

  it("a worker that fails: the run settles as failed with its reason, in the grid and on the dashboard", async () => {
    proxy.failWhen = () => true;
    try {
      const v = await open(server.url);
      await signIn(v, server.url);
      await v.page.getByRole("link", { name: "Storefront", exact: true }).click();
      await v.page.getByRole("button", { name: "Sync now" }).click();
      const failed = v.page.getByRole("alert").filter({ hasText: "The sync failed" });
      await failed.waitFor({ timeout: 90_000 });
      const run = await newestAdminRun();
      expect(run).toMatchObject({ outcome: "failed", attempts: 2 });
      expect(run.reason).toMatch(/^worker answered 502/);
      expect(await failed.innerText()).toContain(`The sync failed: ${run.reason} (after 2 attempts).`);
      const row = v.page.locator(`tr[data-run-id="${run.id}"]`);
      await row.filter({ hasText: "failed" }).waitFor();
      expect((await row.locator("td").allInnerTexts()).slice(3, 6)).toEqual(["failed", run.reason, "2"]);
      await check(v, "storefront-failed");

      await v.page.getByRole("link", { name: "Dashboard", exact: true }).click();
      // the last accepted full sync stays, and the failure since then is named
      await v.page.locator(".storefront-card .sync-failed", { hasText: run.reason! }).waitFor();
      expect(await v.page.locator("#storefront-last-full-sync").innerText()).toContain("accepted");
      await check(v, "dashboard-storefront-failed");
      await v.page.context().close();
    } finally {
      proxy.failWhen = null;
    }
  });

  it("the nav lists only the screens the admin's scopes reach, and the dashboard has no storefront card without catalog", async () => {
    const admin = await server.app.db.adminUser.findUniqueOrThrow({ where: { username: "admin" } });
    const clerk = await server.app.db.adminUser.create({
      data: {
        username: `clerk-${Date.now()}`,
        email: `clerk-${Date.now()}@example.com`,
        passwordHash: admin.passwordHash,
        scopes: "customers",
        isActive: true,
      },
    });
    const v = await open(server.url);
    await signIn(v, server.url, clerk.username);
    expect(await v.page.locator("#admin-username").innerText()).toBe(clerk.username);
    const nav = await v.page.getByRole("navigation", { name: "Console" }).getByRole("link").allInnerTexts();
    expect(nav).toEqual(["Dashboard", "Customers", "Trade applications"]);
    expect(await v.page.locator(".storefront-card").count()).toBe(0);
    await check(v, "nav-scoped");
    await v.page.context().close();
  });

  it("warns before a short session ends, on a browser clock an hour ahead of the server's; Sign in again goes to the sign-in form", async () => {
    const shortLived = await startTestServer({
      shareDbWith: server,
      modules: [approval as never, registration as never],
      // the console's session ends 4 minutes after its sign-in, whatever its renewals
      settings: { adminSession: { idleMinutes: 30, maxMinutes: 4, accessTtlSeconds: 300 } },
    });
    try {
      const v = await open(shortLived.url);
      // the browser's clock an hour ahead: an expiry read against it would have passed already
      await v.page.clock.install({ time: Date.now() + 3600_000 });
      await signIn(v, shortLived.url);
      const warning = v.page.getByRole("alert").filter({ hasText: "Your session ends in" });
      await warning.waitFor();
      expect(await warning.locator("p").innerText()).toMatch(/^Your session ends in [34] minutes — sign in again to keep working\.$/);
      expect(await v.page.locator("#admin-username").innerText()).toBe("admin");
      await check(v, "session-expiring");
      await warning.getByRole("button", { name: "Sign in again" }).click();
      await v.page.getByRole("button", { name: "Sign in" }).waitFor();
      expect(await v.page.getByRole("status").innerText()).toContain("Sign in again to keep working.");
      await v.page.context().close();
    } finally {
      await shortLived.close();
    }
  });
});

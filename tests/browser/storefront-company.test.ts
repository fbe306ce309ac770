/**
 * The storefront's company pages in Chromium, through the worker in workerd (Miniflare) in front of the real backend
 * with the company module: the company admin of the demo's Northwind Trading walks profile, users (an invitation),
 * roles (a new role from the permission tree) and the company's orders; axe finds no serious or critical violation.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import type { Miniflare } from "miniflare";
import { axeCheck, CHROMIUM, launchChromium, openVisit } from "../helpers/browser.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import company from "../../src/modules/company/index.ts";
import { TEST_API_PASSWORD, TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { bundleWorker, type BackendProxy, SECRET, startProxy, startWorker } from "../worker/harness.ts";

const run = fs.existsSync(CHROMIUM);
let server: TestServer;
let proxy: BackendProxy;
let mf: Miniflare;
let url: string;
let browser: Browser;
const check = axeCheck();

beforeAll(async () => {
  if (!run) return;
  proxy = await startProxy("");
  ({ mf, url } = await startWorker(await bundleWorker(), {
    BACKEND_URL: proxy.url,
    SYNC_SECRET: SECRET,
    BACKEND_BASIC_AUTH: `storefront:${TEST_API_PASSWORD}`,
    ALLOW_HTTP: "1",
    ASSET_HASH: "s30",
    B2B_MODULES: "company",
  }));
  server = await startTestServer({
    modules: [company as never],
    settings: { storefrontUrl: url, syncSecret: SECRET, storefrontSync: { cron: "", baseDelayMs: 50, batchMs: 20 } },
  });
  proxy.backend = server.url;
  for (const entity of ["config", "categories", "countries"]) {
    const r = await fetch(`${url}/sync/${entity}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ secret: SECRET }),
    });
    expect(r.status).toBe(200);
  }
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await mf?.dispose();
  await proxy?.close();
  await server?.close();
});

describe.runIf(run)("the storefront's company pages", () => {
  it("the company admin walks profile, users, roles and orders; axe passes on each", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const v = await openVisit(context, { origin: url, timeout: 15_000 });
    const { page } = v;
    await page.goto(`${url}/account/login?next=/account`);
    await page.fill("#login-email", "trade@example.com");
    await page.fill("#login-password", TEST_CUSTOMER_PASSWORD);
    await page.click("form[action='/account/login'] button");
    await page.waitForURL(`${url}/account`);

    await page.getByRole("link", { name: "My company" }).click();
    await page.waitForURL(`${url}/account/company`);
    expect(await page.locator("h2#co-profile").innerText()).toBe("Northwind Trading");
    await check(v, "company profile");

    await page.getByRole("navigation", { name: "Company sections" }).getByRole("link", { name: "Users" }).click();
    await page.waitForURL(`${url}/account/company/users`);
    expect(await page.locator("[data-company-users]").innerText()).toContain("buyer@example.com");
    const email = `colleague-${Date.now()}@example.com`;
    await page.fill("#inv-email", email);
    await page.fill("#inv-firstName", "Cole");
    await page.fill("#inv-lastName", "League");
    await page.selectOption("#inv-roleId", { label: "Buyer" });
    await page.click("form[action='/account/company/users'] button");
    expect(await page.locator("main [role=status]").innerText()).toContain(`The invitation to ${email} is sent.`);
    await check(v, "company users");

    await page.getByRole("navigation", { name: "Company sections" }).getByRole("link", { name: "Roles" }).click();
    await page.waitForURL(`${url}/account/company/roles`);
    await check(v, "company roles");
    await page.getByRole("link", { name: "New role" }).click();
    await page.fill("#role-name", "Approver");
    await page.getByRole("checkbox", { name: "View all the company's orders" }).check();
    await check(v, "company role form");
    await page.click("form[action='/account/company/roles/new'] button");
    expect(await page.locator("main [role=status]").innerText()).toContain("The role Approver is saved.");
    expect(await page.locator("[data-company-roles]").innerText()).toContain("Approver");

    await page.getByRole("navigation", { name: "Company sections" }).getByRole("link", { name: "Company orders" }).click();
    await page.waitForURL(/\/account\/company\/orders/);
    await check(v, "company orders");
    await context.close();
  }, 45_000);
});

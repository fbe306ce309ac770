/**
 * The storefront's purchasing control pages in Chromium, through the worker in workerd (Miniflare) in front of the
 * real backend with the company, purchasing and credit modules: Northwind's admin (trade@) writes an approval rule
 * (a refused text first, its diagnostics beside it), the buyer (buyer@) checks out and lands on the purchase order
 * awaiting approval, the admin approves it from the awaiting list, and opens the company credit page; axe finds no
 * serious or critical violation on each page.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { Miniflare } from "miniflare";
import { axeCheck, CHROMIUM, launchChromium, openVisit } from "../helpers/browser.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import company from "../../src/modules/company/index.ts";
import purchasing from "../../src/modules/purchasing/index.ts";
import credit from "../../src/modules/credit/index.ts";
import { TEST_API_PASSWORD, TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { bundleWorker, type BackendProxy, SECRET, startProxy, startWorker } from "../worker/harness.ts";

const run = fs.existsSync(CHROMIUM);
let server: TestServer;
let proxy: BackendProxy;
let mf: Miniflare;
let url: string;
let browser: Browser;
const check = axeCheck();

async function setConfig(path: string, value: string) {
  const r = await server.gql(
    `mutation($p: String!, $v: String) { configValueSet(path: $p, value: $v) { __typename } }`,
    { p: path, v: value },
    { token: await server.adminToken() },
  );
  expect((r.data as { configValueSet: { __typename: string } }).configValueSet.__typename).toBe("ConfigValueSetSuccess");
}

beforeAll(async () => {
  if (!run) return;
  proxy = await startProxy("");
  ({ mf, url } = await startWorker(await bundleWorker(), {
    BACKEND_URL: proxy.url,
    SYNC_SECRET: SECRET,
    BACKEND_BASIC_AUTH: `storefront:${TEST_API_PASSWORD}`,
    ALLOW_HTTP: "1",
    ASSET_HASH: "s33",
    B2B_MODULES: "company,purchasing,credit",
  }));
  server = await startTestServer({
    modules: [company as never, purchasing as never, credit as never],
    settings: { storefrontUrl: url, syncSecret: SECRET, storefrontSync: { cron: "", baseDelayMs: 50, batchMs: 20 } },
  });
  proxy.backend = server.url;
  await setConfig("b2b_purchasing/enabled", "1");
  await setConfig("b2b_credit/enabled", "1");
  for (const entity of ["config", "categories", "countries"]) {
    const r = await fetch(`${url}/sync/${entity}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ secret: SECRET }),
    });
    expect(r.status).toBe(200);
  }
  browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await mf?.dispose();
  await proxy?.close();
  await server?.close();
});

async function logIn(page: Page, email: string) {
  await page.goto(`${url}/account/login?next=/account`);
  await page.fill("#login-email", email);
  await page.fill("#login-password", TEST_CUSTOMER_PASSWORD);
  await page.click("form[action='/account/login'] button");
  await page.waitForURL(`${url}/account`);
}

describe.runIf(run)("the storefront's purchasing pages", () => {
  it("rules, a held checkout, the approval and the credit page; axe passes on each", async () => {
    const admin = await openVisit(browser, { origin: url, timeout: 15_000, contextOptions: { viewport: { width: 1280, height: 900 } } });
    await logIn(admin.page, "trade@example.com");
    const nav = admin.page.getByRole("navigation", { name: "Account sections" });
    await nav.getByRole("link", { name: "Approval rules" }).click();
    await admin.page.waitForURL(`${url}/account/approval-rules`);
    await check(admin, "approval rules");
    await admin.page.getByRole("link", { name: "New rule" }).click();
    await admin.page.fill("#rule-source", 'approval "Typo"\n  when order.totl > 5\n  then approve by admin');
    await admin.page.click("button[value=text]");
    await admin.page.locator("[data-rule-diagnostics]").waitFor();
    expect(await admin.page.locator("[data-rule-diagnostics]").innerText()).toContain("order.totl");
    await check(admin, "approval rule refused");
    await admin.page.fill("#rule-name", "Every order");
    await admin.page.fill("#rule-over", "0.5");
    await admin.page.check("input[name=approver][value=manager]");
    await admin.page.click("button[value=simple]");
    expect(await admin.page.locator("main [role=status]").innerText()).toContain("The rule Every order is saved.");

    const buyer = await openVisit(browser, { origin: url, timeout: 15_000, contextOptions: { viewport: { width: 1280, height: 900 } } });
    await logIn(buyer.page, "buyer@example.com");
    const p = await server.app.db.product.findFirstOrThrow({
      where: { type: "simple", status: 1, visibility: 4, price: { gt: 1 }, customOptions: { none: {} }, NOT: { sku: { contains: "WH-" } } },
      orderBy: { id: "asc" },
    });
    await server.app.db.product.update({ where: { id: p.id }, data: { stockQty: 100_000, inStock: true } });
    await buyer.page.goto(`${url}/p/${p.urlKey}`);
    await buyer.page.click("[data-add-to-cart] button");
    await expect.poll(() => buyer.page.locator("[data-add-to-cart] [role=status]").innerText(), { timeout: 15_000 }).toContain("Added to your cart");
    await buyer.page.goto(`${url}/checkout`);
    await buyer.page.check("input[name=addressId][value=new]");
    await buyer.page.fill("#f-firstName", "Bea");
    await buyer.page.fill("#f-lastName", "Buyer");
    await buyer.page.fill("#f-street", "1 Trade St");
    await buyer.page.fill("#f-city", "Austin");
    await buyer.page.fill("#f-postcode", "78701");
    await buyer.page.fill("#f-telephone", "5125550100");
    await buyer.page.check("input[name=paymentMethod][value=checkmo]");
    await buyer.page.click("button[value=place]");
    await buyer.page.locator("[data-held-po]").waitFor();
    const po = await server.app.db.purchaseOrder.findFirstOrThrow({ orderBy: { id: "desc" } });
    expect(await buyer.page.locator("h1").innerText()).toBe(`Purchase order ${po.number} is awaiting approval`);
    await check(buyer, "held checkout");
    await buyer.page.getByRole("link", { name: `See purchase order ${po.number}` }).click();
    await buyer.page.waitForURL(`${url}/account/purchase-orders/${po.id}`);
    await check(buyer, "purchase order (buyer)");

    await nav.getByRole("link", { name: "Purchase orders" }).click();
    await admin.page.getByRole("navigation", { name: "Purchase order lists" }).getByRole("link", { name: "Awaiting my approval" }).click();
    await admin.page.waitForURL(/scope=awaiting_my_approval/);
    await check(admin, "purchase orders awaiting approval");
    await admin.page.getByRole("link", { name: po.number }).click();
    await admin.page.waitForURL(`${url}/account/purchase-orders/${po.id}`);
    await check(admin, "purchase order (approver)");
    await admin.page.fill("#po-approve-note", "Fine");
    await admin.page.click("form[data-po-action=approve] button");
    await admin.page.locator("[data-po-order]").waitFor();
    expect((await server.app.db.purchaseOrder.findUniqueOrThrow({ where: { id: po.id } })).status).toBe("order_placed");
    await check(admin, "purchase order placed");

    await admin.page.getByRole("navigation", { name: "Account sections" }).getByRole("link", { name: "Company credit" }).click();
    await admin.page.waitForURL(`${url}/account/credit`);
    await check(admin, "company credit");
    await admin.context.close();
    await buyer.context.close();
  }, 90_000);
});

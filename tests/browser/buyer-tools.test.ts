/**
 * The buyer tools in Chromium, through the worker in workerd (Miniflare) in front of the real backend with the
 * company, quick-order and requisition modules (issue 32's browser acceptance): the Northwind buyer pastes ten lines
 * into Quick Order, fixes the one not found (its status follows as they type), adds all to the cart and checks out;
 * then saves a cart as a list, empties the cart, and adds the list to the cart. axe finds no serious or critical
 * violation on the quick-order and list pages, and no page breaks the CSP or asks another origin.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { Miniflare } from "miniflare";
import { axeCheck, CHROMIUM, launchChromium, openVisit } from "../helpers/browser.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import company from "../../src/modules/company/index.ts";
import quickorder from "../../src/modules/quickorder/index.ts";
import requisition from "../../src/modules/requisition/index.ts";
import { TEST_API_PASSWORD, TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { bundleWorker, type BackendProxy, SECRET, startProxy, startWorker } from "../worker/harness.ts";

const run = fs.existsSync(CHROMIUM);
let server: TestServer;
let proxy: BackendProxy;
let mf: Miniflare;
let url: string;
let browser: Browser;
const check = axeCheck();
const T = { timeout: 15_000 };
/** ten simple products the buyer may order at a price, in stock, without options or a quantity rule */
let skus: string[] = [];

beforeAll(async () => {
  if (!run) return;
  proxy = await startProxy("");
  ({ mf, url } = await startWorker(await bundleWorker(), {
    BACKEND_URL: proxy.url,
    SYNC_SECRET: SECRET,
    BACKEND_BASIC_AUTH: `storefront:${TEST_API_PASSWORD}`,
    ALLOW_HTTP: "1",
    ASSET_HASH: "s32",
    B2B_MODULES: "company,quickorder,requisition",
  }));
  server = await startTestServer({
    modules: [company as never, quickorder as never, requisition as never],
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
  const token = await server.customerToken("buyer@example.com", TEST_CUSTOMER_PASSWORD);
  type Listed = {
    id: number;
    sku: string;
    type: string;
    price: number | null;
    inStock: boolean;
    customOptions?: unknown[];
    extensions?: { b2bAccess?: { gateFlags?: { canCheckout?: boolean } }; b2bPricing?: { quantityRule?: unknown } | null };
  };
  const listed = ((await server.json("/api/rest/v2/products?itemsPerPage=100", { token })).body.member as Listed[]).filter(
    (p) =>
      p.type === "simple" &&
      p.price != null &&
      p.inStock &&
      !p.customOptions?.length &&
      p.extensions?.b2bAccess?.gateFlags?.canCheckout !== false &&
      !p.extensions?.b2bPricing?.quantityRule,
  );
  const picked = listed.slice(0, 10);
  expect(picked.length).toBe(10);
  await server.app.db.product.updateMany({ where: { id: { in: picked.map((p) => p.id) } }, data: { stockQty: 1000, inStock: true } });
  server.app.productRows.evict(picked.map((p) => p.id));
  server.app.responses.clear();
  skus = picked.map((p) => p.sku);
  browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await mf?.dispose();
  await proxy?.close();
  await server?.close();
});

const statuses = (page: Page) => page.locator("[data-qo-rows] [data-status]").evaluateAll((els) => els.map((e) => e.getAttribute("data-status")));

describe.runIf(run)("the storefront's buyer tools", () => {
  it("Quick Order: paste ten lines, fix the one not found, add all, check out; a cart saved as a list, the cart emptied, the list added to it", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const v = await openVisit(context, { origin: url, timeout: 20_000 });
    const { page } = v;
    await page.goto(`${url}/account/login?next=/account`);
    await page.fill("#login-email", "buyer@example.com");
    await page.fill("#login-password", TEST_CUSTOMER_PASSWORD);
    await page.click("form[action='/account/login'] button");
    await page.waitForURL(`${url}/account`);

    // the header leads to Quick Order
    await page.getByRole("navigation", { name: "Account", exact: true }).getByRole("link", { name: "Quick order" }).click();
    await page.waitForURL(`${url}/quick-order`);
    await check(v, "quick order (blank)");

    // ten lines pasted (one SKU typed in lower case, one unknown): checked at once
    const lines = [...skus.slice(0, 8).map((s, n) => `${n === 2 ? s.toLowerCase() : s}\t${n + 1}`), "NO-SUCH-SKU-404\t2", `${skus[8]}\t1`];
    await page.fill("#qo-paste", lines.join("\n"));
    await page.click("button[data-qo-check]");
    await expect.poll(() => statuses(page), T).toHaveLength(10);
    const st = await statuses(page);
    expect(st.filter((s) => s === "ok")).toHaveLength(9);
    expect(st.filter((s) => s === "not_found")).toHaveLength(1);
    expect(await page.locator("[data-qo-summary]").innerText()).toContain("10 lines: 9 ready, 1 not found.");
    await check(v, "quick order (checked)");

    // the one not found is fixed in its row: its status follows as the buyer types (the script's live check)
    const bad = page.locator("tr[data-qo-row]:has([data-status=not_found]) [data-qo-sku]");
    await bad.fill(skus[9]!);
    await expect.poll(() => statuses(page), T).toEqual(Array(10).fill("ok"));
    expect(await page.locator("[data-qo-summary]").innerText()).toContain("10 lines: 10 ready.");

    await page.click("button[data-qo-add]");
    await expect.poll(() => page.locator("main [role=status]").first().innerText(), T).toContain("10 lines were added to your cart.");
    expect(await page.locator("header [data-cart-count]").innerText()).toBe(String(1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 2 + 1));

    // check out (the company's address, payment by check)
    await page.goto(`${url}/checkout`);
    expect(await page.locator(".summary .line-opts li").count()).toBe(10);
    const payment = page.locator("input[name=paymentMethod][value=checkmo]");
    if (await payment.count()) await payment.check();
    else await page.locator("input[name=paymentMethod]").first().check();
    if (await page.locator("#f-poNumber[required]").count()) await page.fill("#f-poNumber", "PO-32");
    await expect.poll(() => page.locator("button[value=place]").isEnabled(), T).toBe(true);
    await page.click("button[value=place]");
    await page.waitForURL(/\/order\/\d+$/).catch(async () => {
      throw new Error(`no confirmation: ${(await page.locator("main").innerText()).slice(0, 600)}`);
    });
    const incrementId = /\/order\/(\d+)$/.exec(page.url())![1]!;
    const order = await server.app.db.order.findUniqueOrThrow({ where: { incrementId }, include: { items: true } });
    expect(order.items.map((i) => i.sku).sort()).toEqual([...skus.slice(0, 8), skus[9]!, skus[8]!].sort());

    // the same lines into the cart again (Reorder), saved as a list
    await page.goto(`${url}/account/orders/${incrementId}`);
    await page.getByRole("button", { name: /^Reorder/ }).click();
    // Reorder answers with the cart page (at the reorder's address)
    await page.getByRole("button", { name: "Save cart as list" }).click();
    await page.waitForURL(`${url}/account/lists/from-cart`);
    await check(v, "choose a list");
    await page.getByLabel("A new list").check();
    await page.fill("#cl-name", "Monthly order");
    await page.getByRole("button", { name: "Save to the list" }).click();
    await page.waitForURL(/\/account\/lists\/\d+$/);
    const listUrl = page.url();
    expect(await page.locator("h1").innerText()).toBe("Monthly order");
    expect(await page.locator("[data-list-item]").count()).toBe(10);
    expect(await page.locator("[data-list-item] [data-status=ok]").count()).toBe(10);
    await check(v, "list");

    // the cart emptied, one line at a time
    await page.goto(`${url}/cart`);
    for (let left = 10; left > 0; left--) {
      await page.locator("button[name=remove]").first().click();
      await expect.poll(() => page.locator("button[name=remove]").count(), T).toBe(left - 1);
    }
    await expect.poll(() => page.locator("main").innerText(), T).toContain("Your cart is empty.");

    // the list into the cart
    await page.goto(`${url}/account/lists`);
    await check(v, "lists");
    await page.getByRole("link", { name: "Monthly order" }).click();
    await page.waitForURL(listUrl);
    await page.getByRole("button", { name: "Add all to cart" }).click();
    await expect.poll(() => page.locator("main [role=status]").first().innerText(), T).toContain("10 items were added to your cart.");
    await check(v, "list added to the cart");
    await page.goto(`${url}/cart`);
    expect(await page.locator("[data-cart-page] tbody tr").count()).toBe(10);
    await context.close();
  }, 120_000);
});

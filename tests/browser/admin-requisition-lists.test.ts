/**
 * Requisition lists in the console, in Chromium against a real server and the demo data (company and requisition
 * modules): a customer's detail shows their lists, read-only, each opening onto its items (SKU, product, quantity,
 * options); the company's detail, reached from the customer's, shows the lists of its members, shared or not, with
 * their owners, and no other customer's; the settings screen shows the module's section. Every screen passes
 * axe-core, breaks no CSP rule, asks no other origin and sends every GraphQL request with the token.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { axeCheck, hasChromium, launchChromium, openVisit, screenshotDir, signInToConsole } from "../helpers/browser.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import company from "../../src/modules/company/index.ts";
import requisition from "../../src/modules/requisition/index.ts";

const SHOTS = screenshotDir("ADMIN_SCREENSHOTS", "admin-shots-");

let server: TestServer;
let browser: Browser;
const check = axeCheck({ token: true, screenshots: { dir: SHOTS, prefix: "admin-requisition-" } });

beforeAll(async () => {
  server = await startTestServer({ modules: [company as never, requisition as never] });
  if (hasChromium) browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.skipIf(!hasChromium)("requisition lists in the console", { timeout: 90_000 }, () => {
  it("shows a customer's lists with their items, the company's lists with their owners, and the module's settings", async () => {
    const db = server.app.db;
    const customer = (email: string) => db.customer.findFirstOrThrow({ where: { email } });
    const [buyer, trade, jane] = [await customer("buyer@example.com"), await customer("trade@example.com"), await customer("jane@example.com")];
    const northwind = await db.company.findFirstOrThrow({ where: { name: "Northwind Trading" } });
    const [p1, p2] = await db.product.findMany({ where: { status: 1, type: "simple" }, orderBy: { id: "asc" }, take: 2 });
    const list = (
      customerId: number,
      name: string,
      shared: boolean,
      companyId: number | null,
      items: { sku: string; productId: number | null; qty: number; options?: string }[],
    ) =>
      db.requisitionList.create({
        data: { storeId: 1, customerId, companyId, name, shared, items: { create: items.map((i, position) => ({ ...i, position })) } },
      });
    await list(buyer.id, "Site supplies", true, northwind.id, [
      { sku: p1!.sku, productId: p1!.id, qty: 6 },
      { sku: p2!.sku, productId: p2!.id, qty: 2, options: JSON.stringify({ customOptions: { 3: "blue" } }) },
    ]);
    await list(buyer.id, "My own reorder", false, northwind.id, [{ sku: "RETIRED-SKU", productId: null, qty: 1 }]);
    await list(trade.id, "Director's picks", false, northwind.id, []);
    await list(jane.id, "Jane's kitchen", false, null, [{ sku: p1!.sku, productId: p1!.id, qty: 1 }]);

    const v = await openVisit(browser, {
      origin: server.url,
      timeout: 15_000,
      contextOptions: { viewport: { width: 1280, height: 900 } },
      recordAnonymousGraphql: true,
    });
    const page = v.page;

    // the buyer's detail: their two lists, read-only, each opening onto its items
    await signInToConsole(page, server.url, { screen: `/customers/${buyer.id}` });
    const panel = page.getByRole("region", { name: "Bea Buyer" });
    const lists = panel.getByRole("region", { name: "Requisition lists" }).getByRole("list", { name: "Requisition lists" });
    await lists.getByText("Site supplies", { exact: true }).waitFor();
    expect(await lists.locator(":scope > li").count()).toBe(2);
    expect(await lists.innerText()).toContain("shared with the company");
    expect(await lists.innerText()).not.toContain("Jane's kitchen");
    await lists.locator("summary", { hasText: "Site supplies" }).click();
    const items = lists.getByRole("table", { name: "Items of Site supplies" });
    await items.getByRole("cell", { name: p1!.sku, exact: true }).waitFor();
    await items.getByRole("cell", { name: p1!.name, exact: true }).waitFor();
    expect(await items.getByRole("row").count()).toBe(3);
    await items.getByRole("cell", { name: 'customOptions: {"3":"blue"}' }).waitFor();
    await lists.locator("summary", { hasText: "My own reorder" }).click();
    await lists.getByRole("table", { name: "Items of My own reorder" }).getByRole("cell", { name: "no longer in the catalogue" }).waitFor();
    // read-only: nothing in the panel changes a list
    expect(await panel.getByRole("region", { name: "Requisition lists" }).getByRole("button").count()).toBe(0);
    await check(v, "customer");

    // the company's detail, from the customer's: its members' lists with their owners; Jane's is not there
    await panel.getByRole("link", { name: "Northwind Trading" }).click();
    await page.getByRole("heading", { name: "Northwind Trading", level: 1 }).waitFor();
    const companyLists = page.getByRole("region", { name: "Requisition lists" }).getByRole("list", { name: "Requisition lists" });
    await companyLists.getByText("Director's picks", { exact: true }).waitFor();
    expect(await companyLists.locator(":scope > li").count()).toBe(3);
    expect(await companyLists.innerText()).not.toContain("Jane's kitchen");
    const shared = companyLists.locator("li").filter({ hasText: "Site supplies" });
    expect(await shared.locator("summary").innerText()).toMatch(/shared with the company — Bea Buyer/);
    await shared.locator("summary").click();
    await shared.getByRole("table", { name: "Items of Site supplies" }).getByRole("cell", { name: p2!.sku, exact: true }).waitFor();
    await check(v, "company");
    // the owner's link opens the customer's detail
    await shared.getByRole("link", { name: /Bea Buyer \(buyer@example\.com\)/ }).click();
    await page.getByRole("region", { name: "Bea Buyer" }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/customers/${buyer.id}`);

    // the module's settings on the settings screen
    await page.getByRole("link", { name: "Settings", exact: true }).click();
    const section = page.getByRole("region", { name: /^Requisition lists b2b_requisition/ });
    await section.getByLabel("Items per list").waitFor();
    await section.getByLabel("Sharing with the company").waitFor();
    await check(v, "settings");
    await v.context.close();
  });
});

/**
 * The console's Products screen in Chromium against a real server: a product created in the editor (a tier price,
 * a category, a description with a script the server removes), its price changed and saved, found in the grid by
 * its SKU, disabled from the grid's mass action and deleted after the confirmation. Each step passes axe-core
 * (serious and critical), breaks no CSP rule, asks no other origin and sends every GraphQL request with the token;
 * the database agrees with what the screen shows.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { axeCheck, hasChromium, launchChromium, openVisit, screenshotDir, signInToConsole } from "../helpers/browser.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

const SHOTS = screenshotDir("ADMIN_SCREENSHOTS", "admin-products-");
const T = { timeout: 15_000 };
const check = axeCheck({ token: true, screenshots: { dir: SHOTS, prefix: "admin-products-" } });
let s: TestServer;
let browser: Browser;

beforeAll(async () => {
  if (!hasChromium) return;
  s = await startTestServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await s?.close();
});

describe.skipIf(!hasChromium)("the console's Products screen", { timeout: 120_000 }, () => {
  it("creates a product in the editor, changes its price, disables and deletes it from the grid", async () => {
    const category = await s.app.db.category.findFirstOrThrow({ where: { level: 2 }, orderBy: { id: "asc" } });
    const v = await openVisit(browser, {
      origin: s.url,
      timeout: 30_000,
      contextOptions: { viewport: { width: 1280, height: 900 } },
      recordAnonymousGraphql: true,
    });
    const page = v.page;
    await signInToConsole(page, s.url, { waitForDashboard: true });
    await page.getByRole("link", { name: "Products", exact: true }).click();
    await page.getByRole("heading", { name: "Products", level: 1 }).waitFor();
    await page
      .getByRole("table", { name: /Products/ })
      .locator("tbody tr")
      .first()
      .waitFor();
    await check(v, "grid");

    // the editor, empty
    await page.getByRole("button", { name: "New product" }).click();
    await page.getByRole("heading", { name: "New product", level: 1 }).waitFor();
    await page.getByLabel("Name", { exact: true }).fill("Console boots");
    await page.getByLabel("SKU", { exact: true }).fill("CONSOLE-BOOTS");
    await page.getByLabel("Price", { exact: true }).fill("15");
    await page.getByRole("button", { name: "Add to tier prices" }).click();
    await page.getByLabel("Quantity 1", { exact: true }).first().fill("5");
    await page.getByRole("table", { name: "Tier prices" }).getByLabel("Price 1").fill("12.5");
    await page.getByRole("button", { name: "Add to categories" }).click();
    await page.getByLabel("Category 1").selectOption(String(category.id));
    await page.getByLabel("Description (HTML)", { exact: true }).fill("<p>Steel toe</p><script>alert(1)</script>");
    await check(v, "editor-new");
    await page.getByRole("button", { name: "Create product" }).click();
    await page.getByRole("heading", { name: "Console boots (CONSOLE-BOOTS)", level: 1 }).waitFor();
    const created = await s.app.db.product.findUniqueOrThrow({ where: { sku: "CONSOLE-BOOTS" }, include: { tierPrices: true, categories: true } });
    expect(new URL(page.url()).pathname).toBe(`/admin/products/${created.id}`);
    expect(created.description).toBe("<p>Steel toe</p>");
    expect(created.tierPrices.map((t) => [t.groupId, t.qty, Number(t.price)])).toEqual([[null, 5, 12.5]]);
    expect(created.categories.map((c) => c.categoryId)).toEqual([category.id]);
    // the stored, sanitised description is what the form shows now
    await expect.poll(() => page.getByLabel("Description (HTML)", { exact: true }).inputValue(), T).toBe("<p>Steel toe</p>");
    expect(await page.getByRole("link", { name: "History" }).getAttribute("href")).toBe(`/admin/audit-log?entityType=product&entityId=${created.id}`);
    await check(v, "editor");

    // a new price, saved
    await page.getByLabel("Price", { exact: true }).fill("17.25");
    await page.getByRole("button", { name: "Save product" }).click();
    await page.getByRole("status").filter({ hasText: "Saved." }).waitFor();
    await expect.poll(async () => Number((await s.app.db.product.findUniqueOrThrow({ where: { id: created.id } })).price), T).toBe(17.25);

    // the grid finds it by SKU; disable it, then delete it (asked first)
    await page.getByRole("link", { name: "Products", exact: true }).first().click();
    await page.getByLabel("SKU contains").fill("CONSOLE-BOOTS");
    await page.getByRole("button", { name: "Apply filters" }).click();
    const rows = page.getByRole("table", { name: /Products/ }).locator("tbody tr");
    await expect.poll(() => rows.count(), T).toBe(1);
    await expect.poll(() => rows.first().innerText(), T).toContain("17.25");
    await page.getByLabel("Select CONSOLE-BOOTS (Console boots)").check();
    await page.getByLabel("Mass action").selectOption("disable");
    await page.getByRole("button", { name: "Apply to selected (1)" }).click();
    await page.getByRole("status").filter({ hasText: "Disable: 1 product done." }).waitFor();
    expect((await s.app.db.product.findUniqueOrThrow({ where: { id: created.id } })).status).toBe(2);
    await expect.poll(() => rows.first().innerText(), T).toContain("Disabled");

    await page.getByLabel("Select CONSOLE-BOOTS (Console boots)").check();
    await page.getByLabel("Mass action").selectOption("delete");
    await page.getByRole("button", { name: "Apply to selected (1)" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete 1 product?" });
    await dialog.waitFor();
    await check(v, "delete-confirm");
    await dialog.getByRole("button", { name: "Delete products" }).click();
    await page.getByRole("status").filter({ hasText: "Delete: 1 product done." }).waitFor();
    expect(await s.app.db.product.count({ where: { id: created.id } })).toBe(0);
    await v.context.close();
  });
});

/**
 * The console's Price lists screen, in Chromium against a real server and the demo data (pricing and company
 * modules, pricing enabled): a new list is created in the editor, whose condition in the rules language is
 * diagnosed as typed (an unknown field named, then a clean condition); an item is added and edited in place (a
 * tier), a CSV with an unknown SKU is refused by its line in the dry run (nothing written), a clean one checked
 * and applied; Northwind Trading is found by name and assigned, a group assigned and unassigned (asked first); the
 * explain panel names the list the winner for Northwind at the tier's quantity, with the catalogue's price among
 * the losers; the company's detail lists the list with a link to it; an item's delete and the list's delete are
 * asked first (Cancel sends nothing). Every screen passes axe-core, breaks no CSP rule, asks no other origin and
 * sends every GraphQL request with the token.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { axeCheck, hasChromium, launchChromium, openVisit, screenshotDir, signInToConsole } from "../helpers/browser.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import company from "../../src/modules/company/index.ts";
import pricing from "../../src/modules/pricing/index.ts";

const SHOTS = screenshotDir("ADMIN_SCREENSHOTS", "admin-shots-");
const CODE = "CONSOLE-TEST";

let server: TestServer;
let browser: Browser;
const check = axeCheck({ token: true, screenshots: { dir: SHOTS, prefix: "admin-pricing-" } });

beforeAll(async () => {
  server = await startTestServer({ modules: [company as never, pricing as never] });
  const set = await server.gql<{ configValueSet: { __typename: string } }>(
    `mutation { configValueSet(path: "b2b_pricing/enabled", value: "1") { __typename ... on Problem { code message } } }`,
    {},
    { token: await server.adminToken() },
  );
  expect(set.errors).toBeUndefined();
  expect(set.data?.configValueSet.__typename).not.toBe("Problem");
  if (hasChromium) browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.skipIf(!hasChromium)("the Price lists screen", { timeout: 90_000 }, () => {
  it("creates a list with a checked condition, edits its items and CSV, assigns Northwind, explains the winner and shows it on the company", async () => {
    const db = server.app.db;
    // two enabled simple products of the demo catalogue, and Northwind Trading
    const [product, other] = await db.product.findMany({ where: { type: "simple", status: 1 }, orderBy: { id: "asc" }, take: 2 });
    expect(product && other).toBeTruthy();
    const base = Number(product!.price);
    const fixed = Math.max(0.5, Math.floor(base * 40) / 100); // 40 % of the catalogue's price: beats any group price of the demo
    const tier = Math.max(0.25, Math.floor(base * 30) / 100);
    const northwind = await db.company.findFirstOrThrow({ where: { name: "Northwind Trading" } });

    const v = await openVisit(browser, {
      origin: server.url,
      timeout: 15_000,
      contextOptions: { viewport: { width: 1280, height: 900 }, acceptDownloads: true },
      recordAnonymousGraphql: true,
    });
    const page = v.page;
    await signInToConsole(page, server.url, { waitForDashboard: true });
    await page.getByRole("link", { name: "Price lists", exact: true }).click();
    await page.getByRole("heading", { name: "Price lists", level: 1 }).waitFor();
    await page.getByRole("table", { name: /Price lists/ }).waitFor();
    await check(v, "grid");

    // the editor: a condition with an unknown field is diagnosed (nothing can be created), a clean one checks
    await page.getByRole("button", { name: "New price list" }).click();
    const form = page.getByRole("form", { name: "New price list" });
    await form.getByLabel("Code").fill(CODE);
    await form.getByLabel("Name").fill("Console test list");
    await form.getByLabel("Priority").fill("5");
    await form.getByLabel("Adjustment (%)").fill("-5");
    const condition = page.getByRole("textbox", { name: "Condition (rules language)" });
    await condition.click();
    await page.keyboard.type('colour = "red"');
    const problems = page.getByRole("region", { name: "Condition problems" });
    await problems.locator("li.error").first().waitFor();
    expect(await problems.innerText()).toMatch(/Line 1, column \d+/);
    expect(await form.getByRole("button", { name: "Create price list" }).isDisabled()).toBe(true);
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(`sku contains "${product!.sku.slice(0, 3)}"`);
    await problems.getByText("No problems: the condition checks cleanly.").waitFor();
    await check(v, "editor");
    await form.getByRole("button", { name: "Create price list" }).click();
    await page.getByRole("heading", { name: `${CODE} — Console test list` }).waitFor();
    const list = await db.priceList.findUniqueOrThrow({ where: { code: CODE } });
    expect(new URL(page.url()).pathname).toBe(`/admin/price-lists/${list.id}`);
    expect(list).toMatchObject({ name: "Console test list", priority: 5, active: true });
    expect(Number(list.adjustmentPercent)).toBe(-5);
    expect(list.condition).toContain("sku contains");

    // an item added, then edited in place with a tier from 10
    await page.getByRole("button", { name: "Add item" }).click();
    const add = page.getByRole("form", { name: "New item" });
    await add.getByLabel("SKU", { exact: true }).fill(product!.sku);
    await add.getByLabel("Price", { exact: true }).fill(String(fixed));
    await add.getByRole("button", { name: "Save item" }).click();
    await page.getByRole("status").getByText(`${product!.sku} is saved.`).waitFor();
    const items = page.getByRole("table", { name: new RegExp(`Items of ${CODE}`) });
    await items.getByRole("cell", { name: product!.sku, exact: true }).waitFor();
    await items.getByRole("button", { name: `Edit ${product!.sku}` }).click();
    await items.getByLabel(`Tiers of ${product!.sku}`).fill(`10:${tier}`);
    await items.getByLabel(`Minimum quantity of ${product!.sku}`).fill("2");
    await items.getByRole("button", { name: `Save ${product!.sku}` }).click();
    await page.getByRole("status").getByText(`${product!.sku} is saved.`).waitFor();
    await items.getByText(/10\+:/).waitFor();
    const item = await db.priceListItem.findFirstOrThrow({ where: { priceListId: list.id, sku: product!.sku } });
    expect(Number(item.price)).toBe(fixed);
    expect(Number(item.minQty)).toBe(2);
    expect(JSON.parse(item.tiers)).toEqual([{ qty: 10, price: expect.anything() }]);

    // the CSV: an unknown SKU refused by its line in the dry run, nothing written; a clean file checked, then applied
    const csv = page.getByLabel("or the CSV's text");
    await csv.fill(`sku,price,tiers,min_qty,max_qty,qty_increment\n${other!.sku},${fixed},,,,\nNO-SUCH-SKU-42,1.00,,,,\n`);
    await page.getByRole("button", { name: "Check (dry run)" }).click();
    const report = page.getByRole("region", { name: "CSV result" });
    const refused = report.getByRole("table", { name: "Rows refused" });
    await refused.getByRole("cell", { name: "3", exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Apply" }).isDisabled()).toBe(true);
    expect(await db.priceListItem.count({ where: { priceListId: list.id } })).toBe(1);
    await csv.fill(`sku,price,tiers,min_qty,max_qty,qty_increment\n${other!.sku},${fixed},5:${tier},,,\n`);
    await page.getByRole("button", { name: "Check (dry run)" }).click();
    await report.getByText(/The check passed: 1 row/).waitFor();
    expect(await db.priceListItem.count({ where: { priceListId: list.id } })).toBe(1);
    await page.getByRole("button", { name: "Apply" }).click();
    await report.getByText(/Applied: 1 item/).waitFor();
    expect(await db.priceListItem.count({ where: { priceListId: list.id } })).toBe(2);
    await items.getByRole("cell", { name: other!.sku, exact: true }).waitFor();
    // the export downloads the list as CSV
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`price-list-${CODE}.csv`);
    await check(v, "items");

    // an item's delete is asked first: Cancel keeps it
    await items.getByRole("button", { name: `Delete ${other!.sku}` }).click();
    const itemDialog = page.getByRole("dialog", { name: `Delete ${other!.sku} from ${CODE}?` });
    await itemDialog.getByRole("button", { name: "Cancel" }).click();
    await itemDialog.waitFor({ state: "hidden" });
    expect(await db.priceListItem.count({ where: { priceListId: list.id } })).toBe(2);
    await items.getByRole("button", { name: `Delete ${other!.sku}` }).click();
    await itemDialog.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("status").getByText(`${other!.sku} is removed from ${CODE}.`).waitFor();
    expect(await db.priceListItem.count({ where: { priceListId: list.id } })).toBe(1);

    // assignments: Northwind found by name and assigned; a group assigned, then unassigned (asked first)
    const finder = page.getByRole("form", { name: "Find a company" });
    await finder.getByLabel(/^Company/).fill("Northwind");
    await finder.getByRole("button", { name: "Find" }).click();
    await page.getByRole("list", { name: "Companies found" }).getByRole("button", { name: "Assign Northwind Trading" }).click();
    await page.getByRole("list", { name: "Assigned companies" }).getByRole("link", { name: "Northwind Trading" }).waitFor();
    expect(await db.priceListCompany.count({ where: { priceListId: list.id, companyId: northwind.id } })).toBe(1);
    const groupForm = page.getByRole("form", { name: "Assign a customer group" });
    const retailer = await db.customerGroup.findFirstOrThrow({ where: { id: { gt: 0 } }, orderBy: { id: "asc" } });
    await groupForm.getByLabel("Customer group").selectOption(String(retailer.id));
    await groupForm.getByRole("button", { name: "Assign group" }).click();
    const groups = page.getByRole("list", { name: "Assigned customer groups" });
    await groups.getByText(retailer.name).waitFor();
    expect(await db.priceListGroup.count({ where: { priceListId: list.id } })).toBe(1);
    await groups.getByRole("button", { name: `Unassign the group ${retailer.name}` }).click();
    await page
      .getByRole("dialog", { name: `Unassign ${CODE} from the group ${retailer.name}?` })
      .getByRole("button", { name: "Unassign" })
      .click();
    await page.getByText("No customer group.").waitFor();
    expect(await db.priceListGroup.count({ where: { priceListId: list.id } })).toBe(0);
    await check(v, "assignments");

    // the explain panel: Northwind at 10 pays the list's tier, the catalogue's own price loses
    await page.getByRole("link", { name: "Explain a price", exact: true }).first().click();
    await page.getByRole("heading", { name: "Explain a price", level: 2 }).waitFor();
    const what = page.getByRole("form", { name: "What to explain" });
    await what.getByLabel("Product (id, SKU or name)").fill(String(product!.id));
    await what.getByLabel("Quantity").fill("10");
    await what.getByLabel("A company").check();
    await what.getByLabel(/^Company/).fill("Northwind");
    await what.getByRole("button", { name: "Find company" }).click();
    await what.getByLabel("Matching companies").selectOption(String(northwind.id));
    await what.getByRole("button", { name: "Explain" }).click();
    const candidates = page.getByRole("table", { name: "Candidates, lowest first" });
    const winner = candidates.locator("tr.winner");
    await winner.waitFor();
    expect(await winner.count()).toBe(1);
    expect(await winner.innerText()).toContain(CODE);
    expect(await winner.innerText()).toContain("tier");
    await page.locator("#price-explain-winner").getByText(`The price list ${CODE} wins (tier from 10).`).waitFor();
    const catalogRow = candidates.getByRole("row").filter({ hasText: "Catalogue" });
    expect(await catalogRow.innerText()).toContain("lost");
    // the quantity rule of the winning list's item
    await page.getByText(`Quantity rule of ${CODE}: minimum 2.`).waitFor();
    await check(v, "explain");

    // the company's detail lists its price lists, each a link to its page
    await page.goto(`${server.url}/admin/companies/${northwind.id}`);
    const panel = page.getByRole("region", { name: "Price lists" });
    await panel.getByRole("link", { name: CODE }).click();
    await page.getByRole("heading", { name: `${CODE} — Console test list` }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/price-lists/${list.id}`);

    // the list's delete is asked first: Cancel keeps it, Delete takes it with its items and assignments
    await page.getByRole("button", { name: "Delete price list" }).click();
    const listDialog = page.getByRole("dialog", { name: `Delete ${CODE}?` });
    expect(await listDialog.innerText()).toContain("1 item");
    await listDialog.getByRole("button", { name: "Cancel" }).click();
    await listDialog.waitFor({ state: "hidden" });
    expect(await db.priceList.count({ where: { code: CODE } })).toBe(1);
    await page.getByRole("button", { name: "Delete price list" }).click();
    await listDialog.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("table", { name: /Price lists/ }).waitFor();
    expect(await db.priceList.count({ where: { code: CODE } })).toBe(0);
    await v.context.close();
  });
});

/**
 * The console's Import / export screen in Chromium against a real server: the products CSV downloaded; a file with
 * bad rows checked, its errors listed by line and nothing written; a good file checked, then imported, followed to
 * its end, its products written, and the run listed among the past imports. Each step passes axe-core (no serious
 * or critical violation), breaks no CSP rule, asks no other origin and sends every GraphQL request with the token.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { axeCheck, hasChromium, launchChromium, openVisit, screenshotDir, signInToConsole } from "../helpers/browser.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

const SHOTS = screenshotDir("ADMIN_SCREENSHOTS", "admin-shots-");
let server: TestServer;
let browser: Browser;
const check = axeCheck({ token: true, screenshots: { dir: SHOTS, prefix: "admin-" } });

beforeAll(async () => {
  if (!hasChromium) return;
  server = await startTestServer();
  browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const csvFile = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text) });

describe.skipIf(!hasChromium)("the console's Import / export screen in Chromium", { timeout: 60_000 }, () => {
  it("downloads the CSV, lists a bad file's errors by line, imports a good file and follows it to its end", async () => {
    const v = await openVisit(browser, {
      origin: server.url,
      timeout: 20_000,
      contextOptions: { viewport: { width: 1280, height: 900 }, acceptDownloads: true },
      alsoAllow: ["blob:"],
      recordAnonymousGraphql: true,
    });
    await signInToConsole(v.page, server.url, { waitForDashboard: true });
    await v.page.getByRole("link", { name: "Import / export", exact: true }).click();
    await v.page.getByRole("heading", { name: "Import / export" }).waitFor();

    const [download] = await Promise.all([v.page.waitForEvent("download"), v.page.getByRole("button", { name: "Download products CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = fs.readFileSync((await download.path())!, "utf8");
    expect(exported.split("\n", 1)[0]).toMatch(/^sku,type,name,url_key,/);
    await v.page.getByRole("status").filter({ hasText: "Downloaded products-" }).waitFor();

    const file = v.page.getByLabel("CSV file");
    await file.setInputFiles(csvFile("bad.csv", "sku,name,price\nBROWSER-1,First,1.5\nBROWSER-2,Second,lots\nBROWSER-3,,2\n"));
    await v.page.getByRole("button", { name: "Check (dry run)" }).click();
    const errors = v.page.getByRole("table", { name: /Row errors/ });
    await errors.waitFor();
    const rows = await errors.locator("tbody tr").evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent)));
    expect(rows.map((r) => r.slice(0, 4))).toEqual([
      ["3", "BROWSER-2", "price", "invalid_decimal"],
      ["4", "BROWSER-3", "name", "required"],
    ]);
    expect(await server.app.db.product.count({ where: { sku: { startsWith: "BROWSER-" } } })).toBe(0);
    await check(v, "catalog-import-errors");

    await file.setInputFiles(csvFile("good.csv", "sku,name,price\nBROWSER-1,First,1.5\nBROWSER-2,Second,2.25\n"));
    const importButton = v.page.getByRole("button", { name: "Import", exact: true });
    expect(await importButton.isDisabled()).toBe(true);
    await v.page.getByRole("button", { name: "Check (dry run)" }).click();
    await v.page
      .getByRole("region", { name: /^Dry run #\d+/ })
      .getByText("completed", { exact: true })
      .waitFor();
    await importButton.click();
    const report = v.page.getByRole("region", { name: /^Import #\d+/ });
    await report.getByText("completed", { exact: true }).waitFor();
    expect(await report.locator("dl.import-counts").innerText()).toMatch(/Created\s+2/);
    const made = await server.app.db.product.findMany({ where: { sku: { startsWith: "BROWSER-" } }, orderBy: { sku: "asc" } });
    expect(made.map((p) => [p.sku, p.name, String(p.price)])).toEqual([
      ["BROWSER-1", "First", "1.5"],
      ["BROWSER-2", "Second", "2.25"],
    ]);
    const past = v.page.getByRole("table", { name: /Past imports/ });
    await past.getByRole("cell", { name: "good.csv" }).first().waitFor();
    await check(v, "catalog-import");
    expect(v.anonymous).toEqual([]);
    await v.context.close();
  });
});

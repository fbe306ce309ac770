/**
 * The Audit log screen in Chromium against a real server: a customer changed by an admin, its page's History link
 * opens the log filtered on that customer, newest first, and an entry's Details show the changed fields before and
 * after (markup in a value stays text). Each step passes axe-core, breaks no CSP rule, asks no other origin and sends
 * every GraphQL request with the token.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { axeCheck, hasChromium, launchChromium, openVisit, screenshotDir, signInToConsole } from "../helpers/browser.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

const SHOTS = screenshotDir("ADMIN_SCREENSHOTS", "admin-shots-");
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  if (hasChromium) browser = await launchChromium();
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.skipIf(!hasChromium)("the audit log screen", { timeout: 60_000 }, () => {
  it("a customer's History link lands on its entries; an entry shows its changed fields before and after", async () => {
    const jane = await server.app.db.customer.findFirstOrThrow({ where: { email: "jane@example.com" } });
    const token = await server.adminToken();
    const update = (input: Record<string, unknown>) =>
      server.gql(
        `mutation ($id: Int!, $input: CustomerUpdateInput!) { customerUpdate(id: $id, input: $input) { __typename } }`,
        { id: jane.id, input },
        { token },
      );
    expect((await update({ firstName: "Jo" })).errors).toBeUndefined();
    expect((await update({ taxvat: '<b id="injected">VAT</b>' })).errors).toBeUndefined();

    const v = await openVisit(browser, {
      origin: server.url,
      timeout: 30_000,
      contextOptions: { viewport: { width: 1280, height: 900 } },
      recordAnonymousGraphql: true,
    });
    const check = axeCheck({ token: true, screenshots: { dir: SHOTS, prefix: "admin-audit-log-" } });
    const page = v.page;
    await signInToConsole(page, server.url, { screen: `/customers/${jane.id}` });
    await page.getByRole("link", { name: `History of customer #${jane.id}` }).click();
    await page.getByRole("heading", { name: "Audit log" }).waitFor();
    expect(new URL(page.url()).searchParams.get("entityId")).toBe(String(jane.id));
    const grid = page.getByRole("table", { name: /Audit entries/ });
    await grid.getByRole("row").nth(2).waitFor();
    // newest first, only this customer's entries
    const ops = await grid.locator("tbody tr td:nth-child(3)").allInnerTexts();
    expect(ops).toEqual(["customerUpdate", "customerUpdate"]);
    expect(await page.getByLabel("Record ID").inputValue()).toBe(String(jane.id));
    await check(v, "filtered");

    const [newest] = await server.app.db.auditEntry.findMany({
      where: { entityType: "customer", entityId: String(jane.id) },
      orderBy: { id: "desc" },
      take: 1,
    });
    await page.getByRole("button", { name: `Details of entry ${newest!.id}, customerUpdate of customer ${jane.id}` }).click();
    const changes = page.getByRole("table", { name: `Changed fields of entry #${newest!.id}` });
    await changes.waitFor();
    const row = changes.getByRole("row", { name: /taxvat/ });
    expect(await row.locator("td").allInnerTexts()).toEqual([jane.taxvat ?? "(empty)", '<b id="injected">VAT</b>']);
    expect(await page.locator("#injected").count()).toBe(0);
    await check(v, "entry");

    // the admin's name filters on that admin (the form shows it)
    await grid.getByRole("button", { name: "admin: show only this admin's entries" }).first().click();
    await page.waitForFunction(() => (document.querySelector('input[name="adminId"]') as HTMLInputElement | null)?.value !== "");
    expect(Number(await page.getByLabel("Admin ID").inputValue())).toBe(newest!.adminId);
    expect(await grid.locator("tbody tr td:nth-child(3)").allInnerTexts()).toEqual(["customerUpdate", "customerUpdate"]);
    // a filter typed in the form narrows it: this customer was never deleted
    await page.getByLabel("Operation").fill("customerDelete");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.getByText("No entry matches these filters.").waitFor();
    await page.context().close();
  });
});

/**
 * The console's Companies screen, in Chromium against a real server and the demo data: the grid filtered to pending
 * companies refuses a mass block of pending Contoso Builders (its reason asked first, then a confirmation) and opens
 * it (at /companies/<id>); Approve asks in a modal confirmation and the company turns
 * active with a history entry; Northwind Trading is blocked with a reason (refused without one, before anything is
 * sent) and unblocked, each confirmed; a member's link opens the customer's detail, which names the company. The
 * grid and the detail pass axe-core (no serious or critical violation), break no CSP rule, ask no other origin and
 * send every GraphQL request with the token.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { axeCheck, hasChromium, launchChromium, openVisit, screenshotDir, signInToConsole } from "../helpers/browser.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import company from "../../src/modules/company/index.ts";

const SHOTS = screenshotDir("ADMIN_SCREENSHOTS", "admin-shots-");

let server: TestServer;
let browser: Browser;

const check = axeCheck({ token: true, screenshots: { dir: SHOTS, prefix: "admin-companies-" } });
const companyNamed = (name: string) => server.app.db.company.findFirstOrThrow({ where: { name } });

beforeAll(async () => {
  server = await startTestServer({ modules: [company as never] });
  if (hasChromium) browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.skipIf(!hasChromium)("the Companies screen", { timeout: 45_000 }, () => {
  it("filters, approves Contoso with a confirmation, blocks Northwind with a reason and unblocks it; the buyer's detail names the company", async () => {
    const v = await openVisit(browser, {
      origin: server.url,
      timeout: 15_000,
      contextOptions: { viewport: { width: 1280, height: 900 } },
      recordAnonymousGraphql: true,
    });
    const page = v.page;
    const filters = page.getByRole("form", { name: "Filter companies" });
    await signInToConsole(page, server.url, { waitForDashboard: true });
    await page.getByRole("link", { name: "Companies", exact: true }).click();
    await page.getByRole("heading", { name: "Companies", level: 1 }).waitFor();

    // the grid, filtered to pending companies
    await filters.getByLabel("Status").selectOption("pending");
    await page.getByRole("button", { name: "Apply filters" }).click();
    const grid = page.getByRole("table", { name: /Companies/ });
    await grid.getByRole("cell", { name: "Contoso Builders", exact: true }).waitFor();
    await expect.poll(() => grid.getByRole("cell", { name: "Northwind Trading", exact: true }).count()).toBe(0);
    await check(v, "grid");

    // a mass block of a pending company: the reason is asked first, then the confirmation; the server refuses it
    await grid.getByRole("checkbox", { name: "Select Contoso Builders" }).check();
    const toolbar = page.locator(".toolbar").filter({ has: page.getByRole("button", { name: "Block selected (1)", exact: true }) });
    await toolbar.getByRole("button", { name: "Block selected (1)", exact: true }).click();
    await page.getByRole("alert").getByText("A reason is required to block companies.").waitFor();
    await toolbar.getByLabel(/^Reason/).fill("Unpaid deposit");
    await toolbar.getByRole("button", { name: "Block selected (1)", exact: true }).click();
    const massDialog = page.getByRole("dialog", { name: "Block 1 company?" });
    await massDialog.waitFor();
    expect(await massDialog.innerText()).toContain("Unpaid deposit");
    await massDialog.getByRole("button", { name: "Block" }).click();
    await page.getByRole("region", { name: "Results" }).getByText("0 done, 1 refused.").waitFor();
    expect(await grid.getByRole("checkbox", { name: "Select Contoso Builders" }).isChecked()).toBe(true);
    expect((await companyNamed("Contoso Builders")).status).toBe("pending");

    // Contoso's detail at /companies/<id>: approve, asked first (Cancel sends nothing)
    const contoso = await companyNamed("Contoso Builders");
    await page.getByRole("button", { name: "Details of Contoso Builders" }).click();
    await page.getByRole("heading", { name: "Contoso Builders", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/companies/${contoso.id}`);
    const status = page.locator("#company-status");
    await status.getByText("pending").waitFor();
    // a pending company may be approved or rejected, nothing else
    const actions = page.getByRole("group", { name: "Change the status" });
    expect(await actions.getByRole("button").allInnerTexts()).toEqual(["Approve", "Reject"]);
    await check(v, "detail");
    await actions.getByRole("button", { name: "Approve" }).click();
    const approveDialog = page.getByRole("dialog", { name: "Approve Contoso Builders?" });
    await approveDialog.waitFor();
    await approveDialog.getByRole("button", { name: "Cancel" }).click();
    await approveDialog.waitFor({ state: "hidden" });
    expect((await companyNamed("Contoso Builders")).status).toBe("pending");
    await actions.getByRole("button", { name: "Approve" }).click();
    await approveDialog.getByRole("button", { name: "Approve" }).click();
    await page.getByRole("status").getByText("Contoso Builders is active.").waitFor();
    await status.getByText("active").waitFor();
    await page
      .getByRole("list", { name: "Company history" })
      .getByText(/status changed by .*status: pending → active/)
      .waitFor();
    expect((await companyNamed("Contoso Builders")).status).toBe("active");
    expect(await actions.getByRole("button").allInnerTexts()).toEqual(["Block", "Reject"]);

    // Northwind: a block needs a reason (nothing is asked or sent without one), then it is confirmed
    await page.getByRole("link", { name: "← All companies" }).click();
    await filters.getByLabel("Status").selectOption("active");
    await filters.getByLabel(/^Search/).fill("Northwind");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.getByRole("button", { name: "Details of Northwind Trading" }).click();
    await page.getByRole("heading", { name: "Northwind Trading", level: 1 }).waitFor();
    await actions.getByRole("button", { name: "Block" }).click();
    await page.getByRole("alert").getByText("A reason is required to block a company.").waitFor();
    const reason = page.getByLabel(/^Reason/);
    expect(await reason.evaluate((e) => e === document.activeElement)).toBe(true);
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await reason.fill("Invoices 90 days overdue");
    await actions.getByRole("button", { name: "Block" }).click();
    const blockDialog = page.getByRole("dialog", { name: "Block Northwind Trading?" });
    await blockDialog.waitFor();
    expect(await blockDialog.innerText()).toContain("Invoices 90 days overdue");
    // a block starts on Cancel: Enter alone does not block
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
    await blockDialog.getByRole("button", { name: "Block" }).click();
    await page.getByRole("status").getByText("Northwind Trading is blocked.").waitFor();
    await status.getByText("Invoices 90 days overdue").waitFor();
    expect(await companyNamed("Northwind Trading")).toMatchObject({ status: "blocked", statusReason: "Invoices 90 days overdue" });
    expect(await actions.getByRole("button").allInnerTexts()).toEqual(["Unblock", "Reject"]);

    await actions.getByRole("button", { name: "Unblock" }).click();
    await page.getByRole("dialog", { name: "Unblock Northwind Trading?" }).getByRole("button", { name: "Unblock" }).click();
    await page.getByRole("status").getByText("Northwind Trading is active.").waitFor();
    expect((await companyNamed("Northwind Trading")).status).toBe("active");
    await page
      .getByRole("list", { name: "Company history" })
      .getByText(/status: blocked → active/)
      .waitFor();

    // a member's link opens the customer's detail, which names the company and links back to it
    const members = page.getByRole("table", { name: /members/ });
    await members
      .getByRole("row", { name: /buyer@example\.com/ })
      .getByRole("link")
      .click();
    const panel = page.getByRole("region", { name: "Bea Buyer" });
    await panel.getByRole("link", { name: "Northwind Trading" }).waitFor();
    await panel.getByText("Buyer", { exact: true }).waitFor();
    await check(v, "customer");
    await v.context.close();
  });
});

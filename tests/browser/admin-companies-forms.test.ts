/**
 * The Companies screen's forms, in Chromium against a real server and the demo data: **New company** refuses an
 * admin email already taken (the Problem shown on the admin's email field), then creates the company with a new
 * admin and opens it; **Edit** refuses an unknown sales representative on its field, then moves it to the Wholesale group; **Transfer admin** makes Northwind's buyer the admin
 * (the former admin gets the Buyer role), then gives it back; an existing customer named by email who is already in a company is refused as the admin. The form passes axe-core (no serious or critical
 * violation).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { axeCheck, hasChromium, launchChromium, openVisit, screenshotDir, signInToConsole } from "../helpers/browser.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import company from "../../src/modules/company/index.ts";

const SHOTS = screenshotDir("ADMIN_SCREENSHOTS", "admin-shots-");

let server: TestServer;
let browser: Browser;

const check = axeCheck({ token: true, screenshots: { dir: SHOTS, prefix: "admin-companies-forms-" } });

beforeAll(async () => {
  server = await startTestServer({ modules: [company as never] });
  if (hasChromium) browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.skipIf(!hasChromium)("the Companies forms", { timeout: 45_000 }, () => {
  it("creates a company with a new admin, edits its group, transfers Northwind's admin to the buyer and back", async () => {
    const db = server.app.db;
    const v = await openVisit(browser, { origin: server.url, timeout: 15_000, contextOptions: { viewport: { width: 1280, height: 900 } } });
    const page = v.page;
    await signInToConsole(page, server.url, { waitForDashboard: true });
    await page.getByRole("link", { name: "Companies", exact: true }).click();
    await page.getByRole("heading", { name: "Companies", level: 1 }).waitFor();

    // New company: an admin email already taken is refused on its field
    await page.getByRole("button", { name: "New company" }).click();
    const form = page.getByRole("form", { name: "New company" });
    await form.waitFor();
    await form.getByLabel("Name", { exact: true }).fill("Fabrikam Supplies");
    await form.getByLabel("VAT/tax id").fill("GB123456789");
    await form.getByLabel("Status").selectOption("pending");
    await form.getByLabel("Admin's email").fill("trade@example.com");
    await form.getByLabel("Admin's first name").fill("Fay");
    await form.getByLabel("Admin's last name").fill("Fabrikam");
    await form.getByRole("button", { name: "Create company" }).click();
    const email = form.getByLabel("Admin's email");
    await form.getByText("email is taken").waitFor();
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    expect(await email.getAttribute("aria-describedby")).toBe("company-new-admin-email-error");
    await page
      .getByRole("alert")
      .getByText(/An account with this email already exists/)
      .waitFor();
    expect(await db.company.count({ where: { name: "Fabrikam Supplies" } })).toBe(0);
    await check(v, "new");

    await email.fill("fay@fabrikam.example");
    await form.getByRole("button", { name: "Create company" }).click();
    await page.getByRole("heading", { name: "Fabrikam Supplies", level: 1 }).waitFor();
    const created = await db.company.findFirstOrThrow({ where: { name: "Fabrikam Supplies" } });
    const admin = await db.customer.findFirstOrThrow({ where: { email: "fay@fabrikam.example" } });
    expect(created).toMatchObject({ status: "pending", vatId: "GB123456789", adminCustomerId: admin.id });
    expect(new URL(page.url()).pathname).toBe(`/admin/companies/${created.id}`);

    // Edit: into the Wholesale group
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const edit = page.getByRole("form", { name: "Edit Fabrikam Supplies" });
    await edit.getByLabel("Customer group").selectOption({ label: "Wholesale" });
    // an unknown sales representative is refused on its field, and nothing changes
    const rep = edit.getByLabel(/^Sales representative/);
    await rep.fill("99999");
    await edit.getByRole("button", { name: "Save" }).click();
    await edit.getByText("no admin user 99999").waitFor();
    expect(await rep.getAttribute("aria-invalid")).toBe("true");
    expect((await db.company.findUniqueOrThrow({ where: { id: created.id } })).customerGroupId).not.toBe(2);
    await check(v, "edit");
    await rep.fill("");
    await edit.getByRole("button", { name: "Save" }).click();
    await page.getByRole("status").getByText("Fabrikam Supplies is saved.").waitFor();
    expect((await db.company.findUniqueOrThrow({ where: { id: created.id } })).customerGroupId).toBe(2);

    // Transfer admin in Northwind to the buyer (the former admin gets the Buyer role), then back
    const northwind = await db.company.findFirstOrThrow({ where: { name: "Northwind Trading" } });
    const trade = await db.customer.findFirstOrThrow({ where: { email: "trade@example.com" } });
    const buyer = await db.customer.findFirstOrThrow({ where: { email: "buyer@example.com" } });
    const role = await db.companyRole.findFirstOrThrow({ where: { companyId: northwind.id, name: "Buyer" } });
    await page.getByRole("link", { name: "← All companies" }).click();
    const filters = page.getByRole("form", { name: "Filter companies" });
    await filters.getByLabel(/^Search/).fill("Northwind");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.getByRole("button", { name: "Details of Northwind Trading" }).click();
    await page.getByRole("heading", { name: "Northwind Trading", level: 1 }).waitFor();

    const transfer = async (to: number, label: RegExp) => {
      await page.getByRole("button", { name: "Transfer admin" }).click();
      const t = page.getByRole("form", { name: "Transfer admin" });
      await t.getByLabel(/^New company admin/).selectOption(String(to));
      await t.getByLabel("Role of the former admin").selectOption(String(role.id));
      await t.getByRole("button", { name: "Transfer admin" }).click();
      await page.getByRole("status").getByText("The company admin is transferred.").waitFor();
      await page.getByRole("link", { name: label }).waitFor();
    };
    await transfer(buyer.id, /buyer@example\.com\)$/);
    expect((await db.company.findUniqueOrThrow({ where: { id: northwind.id } })).adminCustomerId).toBe(buyer.id);
    expect((await db.companyMember.findFirstOrThrow({ where: { companyId: northwind.id, customerId: trade.id } })).roleId).toBe(role.id);
    await transfer(trade.id, /trade@example\.com\)$/);
    expect((await db.company.findUniqueOrThrow({ where: { id: northwind.id } })).adminCustomerId).toBe(trade.id);
    expect((await db.companyMember.findFirstOrThrow({ where: { companyId: northwind.id, customerId: buyer.id } })).roleId).toBe(role.id);

    // an existing customer named by email as the admin: one already in a company is refused on that field
    await page.getByRole("link", { name: "← All companies" }).click();
    await page.getByRole("button", { name: "New company" }).click();
    await form.getByLabel("Name", { exact: true }).fill("Second Fabrikam");
    await form.getByLabel("An existing customer").check();
    const existing = form.getByLabel("Admin's customer id or email");
    await existing.fill("FAY@fabrikam.example");
    await form.getByRole("button", { name: "Create company" }).click();
    await form.getByText("a customer belongs to at most one company").waitFor();
    expect(await existing.getAttribute("aria-invalid")).toBe("true");
    expect(await db.company.count({ where: { name: "Second Fabrikam" } })).toBe(0);
    await v.context.close();
  });
});

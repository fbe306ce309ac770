/**
 * The console's Forms screens in Chromium (playwright-core) against a real server: the forms grid,
 * the anti-spam settings, a form built with three fields (reordered by keyboard and buttons), a pattern RE2
 * cannot run refused by the server and shown on its own input, the fixed form saved; one submission through
 * the storefront's public REST route past the minimum fill time; the Submitted Data grid, its filter, the
 * detail panel, the CSV export (a Blob download) and delete; the embed snippet copied to the clipboard; an
 * edit refused on its code (taken) and saved; the form deleted.
 * Each screen passes axe-core (no serious or critical violation), breaks no CSP rule and asks no other origin.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { axeCheck, hasChromium, launchChromium, openVisit, signInToConsole, type Visit } from "../helpers/browser.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import forms from "../../src/modules/custom-forms/index.ts";

let server: TestServer;
let browser: Browser;

const open = () =>
  openVisit(browser, {
    origin: server.url,
    timeout: 15_000,
    contextOptions: { acceptDownloads: true },
    permissions: ["clipboard-read", "clipboard-write"],
    alsoAllow: ["blob:"],
  });

/** axe (serious and critical), no CSP violation or page error, nothing from another origin */
const check = axeCheck();

const signIn = (v: Visit) => signInToConsole(v.page, server.url, { waitForDashboard: true });

const code = `samples-${process.pid}`;
const MIN_FILL = 2;

beforeAll(async () => {
  server = await startTestServer({ modules: [forms as never] });
  if (hasChromium) browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.skipIf(!hasChromium)("the console's Forms screens in Chromium", { timeout: 120_000 }, () => {
  it("builds a form, shows the server's pattern refusal on its input, sees a public submission in Submitted Data, exports CSV and copies the embed snippet", async () => {
    const v = await open();
    const { page } = v;
    await signIn(v);

    // the grid with the seeded forms, then the anti-spam settings (minimum fill time) saved through the console
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Forms" }).click();
    await page.getByRole("heading", { name: "Forms", level: 1 }).waitFor();
    const grid = page.getByRole("table", { name: /Forms/ });
    await grid.getByRole("link", { name: "Trade account application", exact: true }).waitFor();
    await page.getByLabel("Code contains").fill("contact");
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    await grid.getByRole("link", { name: "Trade account application", exact: true }).waitFor({ state: "detached" });
    expect(await grid.locator("tbody tr").count()).toBe(1);
    await page.getByRole("button", { name: "Reset" }).click();
    await grid.getByRole("link", { name: "Trade account application", exact: true }).waitFor();
    const minFill = page.getByLabel("Minimum fill time (seconds)");
    await expect.poll(() => minFill.inputValue()).toBe("3");
    expect(await page.getByLabel("Forms are on").isChecked()).toBe(true);
    expect(await page.getByLabel("Honeypot field").isChecked()).toBe(true);
    await minFill.fill(String(MIN_FILL));
    await page.getByRole("button", { name: "Save anti-spam settings" }).click();
    await page.getByText("Saved: Minimum fill time (seconds).").waitFor();
    expect((await server.json("/api/rest/v2/b2b/forms/config")).body.minFillSeconds).toBe(MIN_FILL);
    await check(v, "forms grid");

    // a new form: three fields, the third with a pattern RE2 cannot run (a lookahead)
    await page.getByRole("button", { name: "New form" }).click();
    await page.getByRole("heading", { name: "New form" }).waitFor();
    await page.getByLabel("Name", { exact: true }).fill("Sample request");
    await page.getByLabel("Code", { exact: true }).fill(code);
    await page.getByLabel("Recipients").fill("samples@merchant.example");
    const field = (n: number) => page.getByRole("group", { name: new RegExp(`^Field ${n}:`) });
    await field(1).getByLabel("Label").fill("Company");
    await field(1).getByLabel("Key").fill("company");
    await field(1).getByLabel("Required").check();
    await page.getByLabel("New field type").selectOption("email");
    await page.getByRole("button", { name: "Add field" }).click();
    await field(2).getByLabel("Label").fill("Email");
    await field(2).getByLabel("Key").fill("email");
    await field(2).getByLabel("Required").check();
    await page.getByLabel("New field type").selectOption("text");
    await page.getByRole("button", { name: "Add field" }).click();
    await field(3).getByLabel("Label").fill("Reference");
    await field(3).getByLabel("Key").fill("reference");
    await field(3).getByLabel("Pattern").fill("(?=SR)[A-Z]{2}-[0-9]{4}");
    const preview = page.getByRole("region", { name: "Preview" });
    await preview.getByLabel("Reference").waitFor();

    // reorder: Alt+ArrowUp moves Reference above Email (focus stays with it); the Down button moves it back
    await field(3).getByLabel("Label").press("Alt+ArrowUp");
    await field(2).getByLabel("Label", { exact: true }).and(page.locator(":focus")).waitFor();
    expect(await field(2).getByLabel("Label").inputValue()).toBe("Reference");
    expect(await preview.locator("label").allInnerTexts()).toEqual(["Company", "Reference (optional)", "Email"]);
    await page.getByRole("button", { name: "Move Reference down" }).click();
    // at the bottom its Down button is disabled: the focus moves to its Up button
    await page.getByRole("button", { name: "Move Reference up" }).and(page.locator(":focus")).waitFor();
    expect(await field(3).getByLabel("Label").inputValue()).toBe("Reference");
    expect(await preview.locator("label").allInnerTexts()).toEqual(["Company", "Email", "Reference (optional)"]);

    await page.getByRole("button", { name: "Create form" }).click();
    const pattern = field(3).getByLabel("Pattern");
    await expect.poll(() => pattern.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await pattern.getAttribute("aria-describedby")) ?? "";
    const errorId = describedBy.split(" ").find((id) => id.endsWith("-error"));
    expect(errorId).toBeTruthy();
    expect(await page.locator(`[id="${errorId}"]`).innerText()).toMatch(/RE2/);
    const summary = page.getByRole("alert").filter({ hasText: "Not saved" });
    expect(await summary.innerText()).toContain("Field 3 “Reference”: Pattern: not a regular expression RE2 can run");
    // the first refused input takes the focus; the other inputs are not marked
    await expect.poll(() => pattern.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await field(1).getByLabel("Label").getAttribute("aria-invalid")).toBeNull();
    await check(v, "builder with a refused pattern");

    await pattern.fill("[A-Z]{2}-[0-9]{4}");
    await page.getByRole("button", { name: "Create form" }).click();
    await page.getByRole("heading", { name: "Form: Sample request" }).waitFor();
    expect(page.url()).toMatch(/\/admin\/forms\/\d+$/);
    const formId = Number(page.url().split("/").pop());
    const saved = await server.gql<{ customForm: unknown }>(
      `query($id: Int!) { customForm(id: $id) { code recipients fields { key required validation { pattern } } } }`,
      { id: formId },
      { token: await server.adminToken() },
    );
    expect(saved.data?.customForm).toEqual({
      code,
      recipients: ["samples@merchant.example"],
      fields: [
        { key: "company", required: true, validation: null },
        { key: "email", required: true, validation: null },
        { key: "reference", required: false, validation: { pattern: "[A-Z]{2}-[0-9]{4}" } },
      ],
    });
    await check(v, "builder saved");

    // an edit the server refuses on another input (a code another form has: 409 on input.code), then a good one
    const codeInput = page.getByLabel("Code", { exact: true });
    await codeInput.fill("contact");
    await page.getByText("Unsaved changes").waitFor();
    await page.getByRole("button", { name: "Save form" }).click();
    await expect.poll(() => codeInput.getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByRole("alert").filter({ hasText: "Not saved" }).innerText()).toContain("Code: already used");
    await codeInput.fill(code);
    await page.getByLabel("Success message").fill("Thanks, we will send the samples soon.");
    await page.getByRole("button", { name: "Save form" }).click();
    await page.getByText(/^Saved “Sample request”/).waitFor();
    expect(await codeInput.getAttribute("aria-invalid")).toBeNull();
    await page.getByText("Unsaved changes").waitFor({ state: "detached" });

    // one submission through the storefront's public REST route, past the minimum fill time (a bad reference first: refused on its field)
    const schema = await server.json(`/api/rest/v2/custom-forms/${code}`);
    expect(schema.status).toBe(200);
    expect(schema.body.minFillSeconds).toBe(MIN_FILL);
    await new Promise((r) => setTimeout(r, (MIN_FILL + 0.5) * 1000));
    const payload = { company: 'Acme "Tools", Ltd', email: "buyer@acme.example", reference: "nope" };
    const bad = await server.json("/api/rest/v2/custom-form-submissions", {
      method: "POST",
      json: { formCode: code, payload, renderToken: schema.body.renderToken },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: "reference", code: "pattern" })]);
    // Maho's route answers the same refusal in the shape its form client reads
    const badMaho = await server.json(`/api/rest/v2/custom-forms/${code}/submissions`, {
      method: "POST",
      json: { payload, renderToken: schema.body.renderToken },
    });
    expect(badMaho.status).toBe(422);
    expect(badMaho.body).toMatchObject({ status: "invalid", errors: { reference: expect.any(String) } });
    const ok = await server.json(`/api/rest/v2/custom-forms/${code}/submissions`, {
      method: "POST",
      json: { payload: { ...payload, reference: "SR-1234" }, renderToken: schema.body.renderToken },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.message).toBe("Thanks, we will send the samples soon.");

    // Submitted Data: the row, the text filter, the detail panel
    await page.getByRole("link", { name: "Submitted data" }).click();
    await page.getByRole("heading", { name: "Submitted data: Sample request" }).waitFor();
    const subs = page.getByRole("table", { name: /Submissions of Sample request/ });
    const row = subs.locator("tbody tr", { hasText: 'Acme "Tools", Ltd' });
    await row.waitFor();
    expect(await row.innerText()).toContain("buyer@acme.example");
    await page.getByLabel("Any answer contains").fill("no-such-answer");
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    await subs.getByText("No submission matches").waitFor();
    await page.getByLabel("Any answer contains").fill("SR-1234");
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    await row.waitFor();
    await row.getByRole("button", { name: `Details of submission #${ok.body.submissionId}` }).click();
    const panel = page.getByRole("region", { name: `Submission #${ok.body.submissionId}` });
    expect(await panel.innerText()).toMatch(/Reference\s+SR-1234/);
    await check(v, "submitted data");

    // CSV export: a Blob download named after the form's code and the day, with the server's CSV in it
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toBe(`${code}-submissions-${new Date().toISOString().slice(0, 10)}.csv`);
    expect(download.url()).toMatch(/^blob:/);
    const csv = fs.readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('"id","form","store","created_at","Company","Email","Reference"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^"?${ok.body.submissionId}"?,"${code}",`));
    expect(lines[1]).toContain('"Acme ""Tools"", Ltd","buyer@acme.example","SR-1234"');
    await page.getByText(`Downloaded ${code}-submissions-`).waitFor();

    // delete from the panel: the grid is empty
    await panel.getByRole("button", { name: "Delete…" }).click();
    await panel.getByRole("button", { name: "Yes, delete it" }).click();
    await subs.getByText("No submission matches").waitFor();
    expect(await server.app.db.customFormSubmission.count({ where: { formCode: code } })).toBe(0);

    // the embed snippet, copied to the clipboard
    await page.getByRole("link", { name: "Embed on a page" }).click();
    const snippet = `{{block type="customforms/form" form_code="${code}"}}\n<div data-maho-form="${code}"></div>`;
    expect(await page.getByRole("textbox", { name: "Snippet" }).inputValue()).toBe(snippet);
    await page.getByRole("button", { name: "Copy snippet" }).click();
    await page.getByText("Copied to the clipboard").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
    await check(v, "embed");

    // the form deleted from its builder (after a confirmation): back on the grid, gone
    await page.getByRole("link", { name: "Builder", exact: true }).click();
    await page.getByRole("button", { name: "Delete form…" }).click();
    await page.getByRole("button", { name: "Yes, delete the form" }).click();
    await page.getByRole("heading", { name: "Forms", level: 1 }).waitFor();
    expect(await server.app.db.customForm.count({ where: { code } })).toBe(0);
    await page.context().close();
  });
});

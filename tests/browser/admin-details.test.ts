/**
 * Console details that misled, in Chromium against a real server: the mail outbox shows a
 * message's body (the text part as text, the HTML part in a sandboxed srcdoc frame); the form builder's keys follow
 * the labels; application and submission details show the form's labels and option labels, not raw keys and values.
 * Each step passes axe-core, breaks no CSP rule, asks no other origin and sends every GraphQL request with the token.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { axeCheck, hasChromium, launchChromium, openVisit, screenshotDir, signInToConsole, type Visit } from "../helpers/browser.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { submitTrade, tradePayload } from "../modules/registration/helpers.ts";
import approval from "../../src/modules/customer-approval/index.ts";
import forms from "../../src/modules/custom-forms/index.ts";
import registration from "../../src/modules/trade-registration/index.ts";

const SHOTS = screenshotDir("ADMIN_SCREENSHOTS", "admin-shots-");

let server: TestServer;
let browser: Browser;

const open = () =>
  openVisit(browser, { origin: server.url, timeout: 30_000, contextOptions: { viewport: { width: 1280, height: 900 } }, recordAnonymousGraphql: true });
const check = axeCheck({ token: true, screenshots: { dir: SHOTS, prefix: "admin-details-" } });
const signIn = (v: Visit) => signInToConsole(v.page, server.url, { waitForDashboard: true });

beforeAll(async () => {
  server = await startTestServer({ modules: [approval as never, forms as never, registration as never] });
  if (hasChromium) browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("the outbox body is an admin field", () => {
  it("mailOutboxMessage answers subject, textBody and htmlBody to a config admin, and nothing to a guest", async () => {
    const row = await server.app.db.mailOutbox.create({
      data: {
        toAddress: "api@body.example",
        fromAddress: "shop@body.example",
        subject: "Body over GraphQL",
        textBody: "plain words",
        htmlBody: "<p>html words</p>",
        messageKey: randomBytes(8).toString("hex"),
        status: "suppressed",
      },
    });
    const q = `query($id: Int!) { mailOutboxMessage(id: $id) { id subject textBody htmlBody } }`;
    const admin = await server.gql(q, { id: row.id }, { token: await server.adminToken() });
    expect(admin.errors).toBeUndefined();
    expect(admin.data.mailOutboxMessage).toEqual({ id: row.id, subject: "Body over GraphQL", textBody: "plain words", htmlBody: "<p>html words</p>" });
    const guest = await server.gql(q, { id: row.id });
    expect(guest.data?.mailOutboxMessage ?? null).toBeNull();
    expect(guest.errors?.length).toBeGreaterThan(0);
    // through the grid's type too, for a config admin only
    const grid = await server.gql(`{ mailOutbox(filter: { to: "api@body.example" }) { items { textBody htmlBody } } }`);
    expect(grid.errors?.length).toBeGreaterThan(0);
  });
});

describe.skipIf(!hasChromium)("console details in Chromium", { timeout: 90_000 }, () => {
  it("the outbox's detail shows the message's text part as text and its HTML part in a sandboxed srcdoc frame", async () => {
    const to = `body-${process.pid}-${Date.now()}@outbox.example`;
    const row = await server.app.db.mailOutbox.create({
      data: {
        toAddress: to,
        fromAddress: "shop@outbox.example",
        subject: "Your trade account",
        // markup in the text part is text: it must read literally, not become an element of the console
        textBody: 'Hello <b id="injected">Tess</b>,\nyour account is open.',
        htmlBody: '<p>Hello <strong id="in-frame">Tess</strong>, your account is open.</p>',
        messageKey: randomBytes(8).toString("hex"),
        status: "suppressed",
      },
    });
    const v = await open();
    await signIn(v);
    await v.page.getByRole("link", { name: "Mail outbox", exact: true }).click();
    await v.page.getByRole("heading", { name: "Mail outbox" }).waitFor();
    await v.page.getByRole("button", { name: `Details of message ${row.id} to ${to}` }).click();
    const text = v.page.getByTestId("outbox-text");
    await text.waitFor({ timeout: 10_000 });
    expect(await text.innerText()).toBe('Hello <b id="injected">Tess</b>,\nyour account is open.');
    expect(await v.page.locator("#injected").count()).toBe(0);
    const frame = v.page.locator(`iframe[title="HTML part of message #${row.id}"]`);
    expect(await frame.getAttribute("sandbox")).toBe("");
    expect(await frame.getAttribute("srcdoc")).toBe(row.htmlBody);
    expect(await frame.contentFrame().locator("#in-frame").innerText()).toBe("Tess");
    expect(await v.page.locator("#in-frame").count()).toBe(0);
    await check(v, "outbox-body");
    await v.page.context().close();
  });

  it("the builder's keys follow the labels (camelCase, unique in the form) until the author edits a key; a saved form's keys stay", async () => {
    const v = await open();
    const page = v.page;
    // the token lives in the page's memory: sign in at the builder's own address
    await signInToConsole(page, server.url, { screen: "/forms/new" });
    await page.getByRole("heading", { name: "New form" }).waitFor();
    const field = (n: number) => page.getByRole("group", { name: new RegExp(`^Field ${n}:`) });
    const code = `keys-${Date.now()}`;
    await page.getByLabel("Name", { exact: true }).fill("Keys follow labels");
    await page.getByLabel("Code", { exact: true }).fill(code);

    await field(1).getByLabel("Label").fill("First name");
    expect(await field(1).getByLabel("Key").inputValue()).toBe("firstName");
    await page.getByRole("button", { name: "Add field" }).click();
    await field(2).getByLabel("Label").fill("Tax/VAT number");
    expect(await field(2).getByLabel("Key").inputValue()).toBe("taxVatNumber");
    // the same label again: a key of its own
    await page.getByRole("button", { name: "Add field" }).click();
    await field(3).getByLabel("Label").fill("First name");
    expect(await field(3).getByLabel("Key").inputValue()).toBe("firstName2");
    // accents fold, a leading digit gets a letter first
    await field(3).getByLabel("Label").fill("2nd Straße");
    expect(await field(3).getByLabel("Key").inputValue()).toBe("field2ndStrasse");
    // once the author types a key, the label no longer moves it
    await field(2).getByLabel("Key").fill("vat");
    await field(2).getByLabel("Label").fill("VAT number (EU)");
    expect(await field(2).getByLabel("Key").inputValue()).toBe("vat");
    await check(v, "builder-keys");

    await page.getByRole("button", { name: "Create form" }).click();
    await page.getByRole("heading", { name: "Form: Keys follow labels" }).waitFor();
    const formId = Number(page.url().split("/").pop());
    const saved = await server.gql(`query($id: Int!) { customForm(id: $id) { fields { key label } } }`, { id: formId }, { token: await server.adminToken() });
    expect(saved.data.customForm.fields).toEqual([
      { key: "firstName", label: "First name" },
      { key: "vat", label: "VAT number (EU)" },
      { key: "field2ndStrasse", label: "2nd Straße" },
    ]);
    // a saved field's key is the data's name: relabelling it does not rename it
    await field(1).getByLabel("Label").fill("Given name");
    expect(await field(1).getByLabel("Key").inputValue()).toBe("firstName");
    await page.context().close();
  });

  it("an application's and a submission's details show the form's labels and option labels; a field since removed shows its key, marked", async () => {
    const admin = await server.adminToken();
    const form = await server.app.db.customForm.findFirstOrThrow({ where: { code: "trade-account" } });
    const FORM = `query($id: Int!) { customForm(id: $id) { code title active storeIds successMessage recipients fields { key label type required placeholder options { value label } validation { minLength maxLength pattern min max } } } }`;
    const current = (await server.gql(FORM, { id: form.id }, { token: admin })).data.customForm;
    const save = async (fields: unknown[]) => {
      const r = await server.gql(
        `mutation($id: Int!, $input: CustomFormInput!) { customFormUpdate(id: $id, input: $input) { __typename ... on Problem { code message errors { field message } } } }`,
        { id: form.id, input: { ...current, fields } },
        { token: admin },
      );
      expect(r.data?.customFormUpdate.__typename, JSON.stringify(r)).toBe("CustomFormUpdateSuccess");
    };
    const choice = (key: string, type: string, label: string, options: [string, string][]) => ({
      key,
      type,
      label,
      required: false,
      options: options.map(([value, l]) => ({ value, label: l })),
    });
    const extra = [
      choice("sector", "select", "Business sector", [
        ["wholesale", "Wholesale trade"],
        ["retail", "Retail shop"],
      ]),
      choice("size", "radio", "Company size", [
        ["s", "1-10 staff"],
        ["m", "11-50 staff"],
      ]),
      choice("interests", "multiselect", "Interested in", [
        ["ppe", "Safety gear"],
        ["tools", "Power tools"],
      ]),
      { key: "newsletter", type: "checkbox", label: "Send me the trade newsletter", required: false },
    ];
    await save([...current.fields, ...extra]);
    const email = `labels-${process.pid}-${Date.now()}@trade.example`;
    const sub = await submitTrade(server, {
      ...tradePayload(email, "trade-secret-99"),
      sector: "wholesale",
      size: "m",
      interests: ["ppe", "tools"],
      newsletter: "1",
    });
    expect(sub.status, JSON.stringify(sub.body)).toBe(201);
    // the form loses its Message field after the application came in
    await save([...current.fields.filter((f: { key: string }) => f.key !== "message"), ...extra]);
    const app = await server.app.db.tradeApplication.findFirstOrThrow({ where: { email } });

    const expected: [string, string][] = [
      ["Company", "Acme Pty"],
      ["First name", "Tess"],
      ["Country", "Australia (AU)"],
      ["Business sector", "Wholesale trade"],
      ["Company size", "11-50 staff"],
      ["Interested in", "Safety gear, Power tools"],
      ["Send me the trade newsletter", "Yes"],
      ["message (no longer on the form)", "We buy workwear"],
    ];
    const pairs = (dl: import("playwright-core").Locator) =>
      dl.evaluate((el) =>
        [...el.querySelectorAll("dt")].map((dt) => [dt.textContent?.trim() ?? "", dt.nextElementSibling?.textContent?.trim() ?? ""] as [string, string]),
      );

    const v = await open();
    await signIn(v);
    await v.page.getByRole("link", { name: "Trade applications", exact: true }).click();
    await v.page.getByLabel("Email contains").fill(email);
    await v.page.getByRole("button", { name: "Apply filters" }).click();
    await v.page.getByRole("button", { name: `Details of application ${app.id} (${email})` }).click();
    const appDl = v.page.locator('dl[aria-label="Form answers"]');
    await expect.poll(() => pairs(appDl), { timeout: 10_000 }).toEqual(expect.arrayContaining(expected.map((p) => p)));
    const appPairs = await pairs(appDl);
    for (const raw of ["sector", "size", "interests", "newsletter", "firstName"]) expect(appPairs.map(([k]) => k)).not.toContain(raw);
    expect(appPairs.map(([, val]) => val)).not.toContain("wholesale");
    await check(v, "application-labels");

    await v.page.getByRole("link", { name: "Forms", exact: true }).click();
    await v.page.getByRole("heading", { name: "Forms" }).waitFor();
    await v.page
      .getByRole("row")
      .filter({ hasText: "trade-account" })
      .getByRole("link", { name: /^Submissions of / })
      .click();
    await v.page.getByRole("button", { name: `Details of submission #${app.submissionId}` }).click();
    const subDl = v.page.locator("section.panel dl.answers");
    await subDl.waitFor();
    await expect.poll(() => pairs(subDl), { timeout: 10_000 }).toEqual(expect.arrayContaining(expected));
    await check(v, "submission-labels");
    await v.page.context().close();
  });
});

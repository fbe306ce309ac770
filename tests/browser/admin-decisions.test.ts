/**
 * A decision in the console is asked in a dialog before it is sent, and the note does not
 * outlive its decision. In Chromium against a real server: approving or declining customers and trade
 * applications (from the grid's selection or a row's detail panel) opens a modal dialog naming the decision, who it
 * is for and the note; Escape or Cancel sends nothing, Confirm (by keyboard too) sends it; the note box is empty
 * after a decision and when another row's detail is opened. Each step passes axe-core, breaks no CSP rule and asks
 * no other origin.
 */
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
  openVisit(browser, { origin: server.url, timeout: 30_000, contextOptions: { viewport: { width: 1280, height: 860 } }, recordAnonymousGraphql: true });
const check = axeCheck({ token: true, screenshots: { dir: SHOTS, prefix: "admin-decision-" } });
const signIn = (v: Visit) => signInToConsole(v.page, server.url, { waitForDashboard: true });

let seq = 0;
const register = async (tag: string) => {
  const r = await server.json("/api/rest/v2/customers", {
    method: "POST",
    json: { email: `${tag}-${process.pid}-${++seq}@decide.example`, password: "long-enough-1", firstName: "Dee", lastName: `Cider${seq}` },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as { id: number; email: string; lastName: string };
};
const statusOf = async (id: number) => (await server.app.db.customer.findUniqueOrThrow({ where: { id } })).approvalStatus;

beforeAll(async () => {
  server = await startTestServer({ modules: [approval as never, forms as never, registration as never] });
  if (hasChromium) browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.skipIf(!hasChromium)("decisions are confirmed in a dialog and the note does not stay", { timeout: 90_000 }, () => {
  it("customers: Approve selected asks first (Escape sends nothing), Enter on Confirm approves, the note is cleared; a detail's Decline asks too; opening another row clears the note", async () => {
    const tag = `dlg${Date.now()}`;
    const a = await register(tag);
    const b = await register(tag);
    const v = await open();
    await signIn(v);
    await v.page.getByRole("link", { name: "Customers", exact: true }).click();
    await v.page.getByLabel("Email contains").fill(tag);
    await v.page.getByRole("button", { name: "Apply filters" }).click();
    await v.page.getByRole("table").locator("tbody tr").filter({ hasText: tag }).nth(1).waitFor();

    const note = v.page.getByLabel("Note (sent with the decision)");
    await v.page.getByRole("checkbox", { name: `Select Dee ${a.lastName} (${a.email})` }).check();
    await note.fill("Checked the ABN");
    await v.page.getByRole("button", { name: "Approve selected (1)" }).click();
    const dialog = v.page.getByRole("dialog", { name: "Approve 1 customer?" });
    await dialog.waitFor({ timeout: 10_000 });
    expect(await dialog.innerText()).toContain(a.email);
    expect(await dialog.innerText()).toContain("Checked the ABN");
    await check(v, "customers-dialog");
    // modal: the rest of the page is inert while it is open
    expect(await v.page.evaluate(() => document.querySelector("dialog[open]")?.matches(":modal"))).toBe(true);

    await v.page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await statusOf(a.id)).toBe("pending");
    expect(await note.inputValue()).toBe("Checked the ABN");

    await v.page.getByRole("button", { name: "Approve selected (1)" }).click();
    await dialog.waitFor();
    // the focus is on Confirm: Enter sends the decision
    expect(await v.page.evaluate(() => document.activeElement?.textContent)).toBe("Confirm");
    await v.page.keyboard.press("Enter");
    await v.page.getByRole("region", { name: "Results" }).getByText("1 done.").waitFor();
    expect(await statusOf(a.id)).toBe("active");
    const transition = await server.app.db.approvalTransition.findFirstOrThrow({ where: { customerId: a.id }, orderBy: { id: "desc" } });
    expect(transition.note).toBe("Checked the ABN");
    expect(await note.inputValue()).toBe("");

    // a detail panel's Decline: asked the same way, for that customer, with the note typed for it
    await v.page.getByRole("button", { name: `Details of Dee ${b.lastName} (${b.email})` }).click();
    const panel = v.page.getByRole("region", { name: `Dee ${b.lastName}` });
    await note.fill("No trade reference");
    await panel.getByRole("button", { name: "Decline" }).click();
    const declineDialog = v.page.getByRole("dialog", { name: "Decline 1 customer?" });
    await declineDialog.waitFor({ timeout: 10_000 });
    expect(await declineDialog.innerText()).toContain(b.email);
    expect(await declineDialog.innerText()).toContain("No trade reference");
    // a decline starts on Cancel: Enter alone does not decline
    expect(await v.page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
    await declineDialog.getByRole("button", { name: "Confirm" }).click();
    await declineDialog.waitFor({ state: "hidden" });
    await panel.getByText(/pending → rejected by admin/).waitFor();
    expect(await statusOf(b.id)).toBe("rejected");
    expect(await note.inputValue()).toBe("");

    // a note typed while one row is open is not carried to the next one
    await note.fill("meant for Dee Cider b");
    await v.page.locator("fieldset", { hasText: "Status" }).getByLabel("active").check();
    await v.page.getByRole("button", { name: "Apply filters" }).click();
    await v.page.getByRole("button", { name: `Details of Dee ${a.lastName} (${a.email})` }).click();
    await v.page.getByRole("region", { name: `Dee ${a.lastName}` }).waitFor();
    expect(await note.inputValue()).toBe("");
    await v.page.context().close();
  });

  it("trade applications: Approve selected names the application and the note; Cancel sends nothing; Confirm approves and clears the note", async () => {
    const email = `dialog-${process.pid}-${Date.now()}@trade.example`;
    const sub = await submitTrade(server, tradePayload(email, "trade-secret-99"));
    expect(sub.status, JSON.stringify(sub.body)).toBe(201);
    const app = await server.app.db.tradeApplication.findFirstOrThrow({ where: { email } });
    const v = await open();
    await signIn(v);
    await v.page.getByRole("link", { name: "Trade applications", exact: true }).click();
    await v.page.getByLabel("Email contains").fill(email);
    await v.page.getByRole("button", { name: "Apply filters" }).click();
    await v.page.getByRole("checkbox", { name: `Select application ${app.id} (${email})` }).check();
    const note = v.page.getByLabel("Note (sent with the decision)");
    await note.fill("Welcome aboard");
    await v.page.getByRole("button", { name: "Approve selected (1)" }).click();
    const dialog = v.page.getByRole("dialog", { name: "Approve 1 trade application?" });
    await dialog.waitFor({ timeout: 10_000 });
    expect(await dialog.innerText()).toContain(`#${app.id} ${email}`);
    expect(await dialog.innerText()).toContain("Welcome aboard");
    await check(v, "trade-dialog");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect((await server.app.db.tradeApplication.findUniqueOrThrow({ where: { id: app.id } })).status).toBe("pending");

    await v.page.getByRole("button", { name: "Approve selected (1)" }).click();
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await v.page.getByRole("region", { name: "Results" }).getByText("1 done.").waitFor();
    const decided = await server.app.db.tradeApplication.findUniqueOrThrow({ where: { id: app.id } });
    expect(decided).toMatchObject({ status: "approved", decisionNote: "Welcome aboard" });
    expect(await note.inputValue()).toBe("");
    await v.page.context().close();
  });
});

/**
 * The admin console at /admin, served by the backend and walked in Chromium (playwright-core):
 * sign in, the dashboard's counts move live when a customer registers in another request, approve from the
 * grid, a reload keeps the session (its HttpOnly refresh cookie), sign out ends it. Every request the page makes is logged and must go to the
 * backend's own origin (every other origin is blocked and recorded) and every GraphQL request carries the admin's
 * token; each screen passes axe-core (no serious or critical violation), breaks no CSP rule and is screenshotted
 * (into ADMIN_SCREENSHOTS, e.g. docs/screenshots, else a temporary folder).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { axeCheck, hasChromium, launchChromium, openVisit, screenshotDir, signInToConsole, type Visit } from "../helpers/browser.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_ADMIN_PASSWORD } from "../helpers/db-template.ts";
import { waitForServerSubscribe } from "../helpers/subscriptions.ts";
import { setRegistrationConfig, submitTrade, tradePayload } from "../modules/registration/helpers.ts";
import access from "../../src/modules/access-gate/index.ts";
import approval from "../../src/modules/customer-approval/index.ts";
import forms from "../../src/modules/custom-forms/index.ts";
import registration from "../../src/modules/trade-registration/index.ts";

const SHOTS = screenshotDir("ADMIN_SCREENSHOTS", "admin-shots-");

let server: TestServer;
let browser: Browser;

const open = (base = server.url, colorScheme: "light" | "dark" = "light") =>
  openVisit(browser, {
    origin: base,
    timeout: 30_000,
    contextOptions: { viewport: { width: 1280, height: 860 }, colorScheme },
    recordAnonymousGraphql: true,
    recordSockets: true,
  });

/** axe (serious and critical), no CSP violation, nothing from another origin, the token on every GraphQL request; then the screenshot */
const check = axeCheck({ token: true, screenshots: { dir: SHOTS, prefix: "admin-" } });

const signIn = (v: Visit, password = TEST_ADMIN_PASSWORD) => signInToConsole(v.page, server.url, { password });

/** a decision button of a grid's toolbar, then Confirm in the dialog that asks before it is sent */
async function decide(v: Visit, button: string) {
  await v.page.getByRole("button", { name: button }).click();
  await v.page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
}

let seq = 0;
const register = (tag: string) =>
  server.json("/api/rest/v2/customers", {
    method: "POST",
    json: { email: `${tag}-${process.pid}-${++seq}@applicant.example`, password: "long-enough-1", firstName: "Ann", lastName: `Applicant${seq}` },
  });

beforeAll(async () => {
  server = await startTestServer({ modules: [access as never, approval as never, forms as never, registration as never] });
  if (hasChromium) browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.skipIf(!hasChromium)("the admin console in Chromium", { timeout: 60_000 }, () => {
  it("signs in (a wrong password is refused with the server's message), keeps the token out of every storage a script reads, and a reload keeps the session", async () => {
    const v = await open();
    await signIn(v, "wrong-password");
    expect(await v.page.getByRole("alert").innerText()).toContain("Invalid username or password");
    await check(v, "login");
    await v.page.getByLabel("Password").fill(TEST_ADMIN_PASSWORD);
    await v.page.getByRole("button", { name: "Sign in" }).click();
    await v.page.getByRole("heading", { name: "Dashboard" }).waitFor();
    await v.page.locator("#count-pending-customers", { hasText: /^\d+$/ }).waitFor();
    await check(v, "dashboard");
    const stored = await v.page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length, cookies: document.cookie }));
    expect(stored).toEqual({ local: 0, session: 0, cookies: "" });
    // the one cookie is the refresh token's, which no script can read, sent to the console's path only
    expect((await v.page.context().cookies()).map((c) => ({ name: c.name, path: c.path, httpOnly: c.httpOnly, sameSite: c.sameSite }))).toEqual([
      { name: "b2b_admin_refresh", path: "/admin", httpOnly: true, sameSite: "Strict" },
    ]);
    await v.page.reload();
    await v.page.getByRole("heading", { name: "Dashboard" }).waitFor();
    await v.page.context().close();
  });

  it("the dashboard's pending count moves live when a customer registers in another request, over the same origin's socket", async () => {
    const v = await open();
    const subscribed = waitForServerSubscribe(server, "customerPendingAdded");
    await signIn(v);
    const count = v.page.locator("#count-pending-customers", { hasText: /^\d+$/ });
    await count.waitFor();
    const before = Number(await count.innerText());
    await subscribed;
    const r = await register("live");
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    await v.page.locator("#count-pending-customers", { hasText: String(before + 1) }).waitFor();
    expect(await v.page.getByRole("region", { name: "Live activity" }).innerText()).toContain(r.body.email);
    await check(v, "dashboard-live");
    const origin = new URL(server.url);
    expect(v.requests.length).toBeGreaterThan(3);
    for (const u of v.requests) expect(new URL(u).host, u).toBe(origin.host);
    expect(v.requests.some((u) => u.startsWith(`ws://${origin.host}/graphql`))).toBe(true);
    await v.page.context().close();
  });

  it("approves from the customers grid (two at once, a result per row), declines one from its detail panel, and shows the approval history", async () => {
    const tag = `grid${Date.now()}`;
    const a = await register(tag);
    const b = await register(tag);
    const c = await register(tag);
    const v = await open();
    await signIn(v);
    await v.page.getByRole("link", { name: "Customers", exact: true }).click();
    await v.page.getByRole("heading", { name: "Customers" }).waitFor();
    expect(new URL(v.page.url()).pathname).toBe("/admin/customers");
    await v.page.getByLabel("Email contains").fill(tag);
    await v.page.getByRole("button", { name: "Apply filters" }).click();
    await v.page.getByRole("table").locator("tbody tr").filter({ hasText: tag }).nth(2).waitFor();
    await check(v, "customers");

    await v.page.getByRole("checkbox", { name: `Select Ann ${a.body.lastName} (${a.body.email})` }).check();
    await v.page.getByRole("checkbox", { name: `Select Ann ${b.body.lastName} (${b.body.email})` }).check();
    await v.page.getByLabel("Note (sent with the decision)").fill("Checked the ABN");
    await decide(v, "Approve selected (2)");
    const results = v.page.getByRole("region", { name: "Results" });
    await results.getByText("2 done.").waitFor();
    expect(await results.innerText()).toContain(`#${a.body.id} ${a.body.email}: done`);
    for (const id of [a.body.id, b.body.id]) {
      expect(await server.app.db.customer.findUniqueOrThrow({ where: { id } })).toMatchObject({ approvalStatus: "active", isApproved: true });
    }
    // the pending-only grid no longer lists them
    await v.page.getByRole("table").locator("tbody tr").filter({ hasText: a.body.email }).waitFor({ state: "detached" });
    await check(v, "customers-approved");

    await v.page.getByRole("button", { name: `Details of Ann ${c.body.lastName} (${c.body.email})` }).click();
    const panel = v.page.getByRole("region", { name: `Ann ${c.body.lastName}` });
    await panel.getByRole("button", { name: "Decline" }).click();
    await v.page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await results.getByText("1 done.").waitFor();
    expect(await server.app.db.customer.findUniqueOrThrow({ where: { id: c.body.id } })).toMatchObject({ approvalStatus: "rejected" });
    await v.page.locator("fieldset", { hasText: "Status" }).getByLabel("rejected").check();
    await v.page.getByRole("button", { name: "Apply filters" }).click();
    await v.page.getByRole("button", { name: `Details of Ann ${c.body.lastName} (${c.body.email})` }).click();
    const history = v.page.getByRole("region", { name: `Ann ${c.body.lastName}` }).locator("ol.history li");
    await history.nth(1).waitFor();
    expect(await history.nth(0).innerText()).toMatch(/new → pending/);
    expect(await history.nth(1).innerText()).toMatch(/pending → rejected by admin/);
    await check(v, "customers-history");
    await v.page.context().close();
  });

  it("trade applications: a flagged application is refused until the admin confirms it, then approved; its form answers and history show", async () => {
    const email = `flagged-${process.pid}-${Date.now()}@trade.example`;
    const first = await submitTrade(server, tradePayload(email, "trade-secret-99"));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // a second submission for the same email with other data: flagged
    const second = await submitTrade(server, { ...tradePayload(email, "trade-secret-99"), company: "Someone Else Ltd" });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    const app = await server.app.db.tradeApplication.findFirstOrThrow({ where: { email } });
    const v = await open();
    await signIn(v);
    await v.page.getByRole("link", { name: "Trade applications", exact: true }).click();
    await v.page.getByLabel("Email contains").fill(email);
    await v.page.getByRole("button", { name: "Apply filters" }).click();
    const row = v.page.getByRole("table").locator("tbody tr").filter({ hasText: email });
    await row.waitFor();
    expect(await row.innerText()).toContain("1 differing submission");
    await check(v, "trade-applications");

    await v.page.getByRole("button", { name: `Details of application ${app.id} (${email})` }).click();
    const panel = v.page.getByRole("region", { name: `Application #${app.id}` });
    await panel.getByText("Acme Pty").waitFor();
    expect(await panel.innerText()).toContain("Someone Else Ltd");
    await check(v, "trade-application-detail");

    await v.page.getByRole("checkbox", { name: `Select application ${app.id} (${email})` }).check();
    const confirm = v.page.getByRole("checkbox", { name: /Approve although later submissions/ });
    await confirm.waitFor();
    await decide(v, "Approve selected (1)");
    const results = v.page.getByRole("region", { name: "Results" });
    await results.getByText("0 done, 1 refused.").waitFor();
    expect(await results.innerText()).toContain("flagged_submissions");
    expect((await server.app.db.tradeApplication.findUniqueOrThrow({ where: { id: app.id } })).status).toBe("pending");

    // the refused row stays selected: confirm and approve again
    await confirm.check();
    await decide(v, "Approve selected (1)");
    await results.getByText("1 done.").waitFor();
    expect((await server.app.db.tradeApplication.findUniqueOrThrow({ where: { id: app.id } })).status).toBe("approved");
    await panel.getByText(/approved by admin/).waitFor();
    await check(v, "trade-applications-approved");
    await v.page.context().close();
  });

  it("trade applications: b2b_group_missing names the setting to fill; a declined application needs Reactivate before it is approved", async () => {
    const email = `reactivate-${process.pid}-${Date.now()}@trade.example`;
    const sub = await submitTrade(server, tradePayload(email, "trade-secret-99"));
    expect(sub.status, JSON.stringify(sub.body)).toBe(201);
    const app = await server.app.db.tradeApplication.findFirstOrThrow({ where: { email } });
    const token = await server.adminToken();
    const v = await open();
    await signIn(v);
    await v.page.getByRole("link", { name: "Trade applications", exact: true }).click();
    await v.page.getByLabel("Email contains").fill(email);
    for (const status of ["approved", "declined"]) await v.page.locator("fieldset", { hasText: "Status" }).getByLabel(status).check();
    await v.page.getByRole("button", { name: "Apply filters" }).click();
    const select = v.page.getByRole("checkbox", { name: `Select application ${app.id} (${email})` });
    const results = v.page.getByRole("region", { name: "Results" });

    await setRegistrationConfig(server, token, "b2bGroupId", "0");
    try {
      await select.check();
      await decide(v, "Approve selected (1)");
      await results.getByText("0 done, 1 refused.").waitFor();
      expect(await results.innerText()).toContain("b2b_group_missing");
      await v.page.getByText("set b2b_registration/b2bGroupId in the module's settings").waitFor();
    } finally {
      await setRegistrationConfig(server, token, "b2bGroupId", "2");
    }
    await decide(v, "Decline selected (1)");
    await results.getByText("1 done.").waitFor();
    expect((await server.app.db.tradeApplication.findUniqueOrThrow({ where: { id: app.id } })).status).toBe("declined");

    // a declined row: the Reactivate confirmation is offered up front; without it the approval is refused
    await select.check();
    const reactivate = v.page.getByRole("checkbox", { name: /Reactivate/ });
    await reactivate.waitFor();
    await decide(v, "Approve selected (1)");
    await results.getByText("0 done, 1 refused.").waitFor();
    expect(await results.innerText()).toContain("reactivation_unconfirmed");
    await reactivate.check();
    await decide(v, "Approve selected (1)");
    await results.getByText("1 done.").waitFor();
    expect((await server.app.db.tradeApplication.findUniqueOrThrow({ where: { id: app.id } })).status).toBe("approved");
    await check(v, "trade-applications-reactivated");
    await v.page.context().close();
  });

  it("the dark scheme (the system's setting) passes axe too, contrast included", async () => {
    const v = await open(server.url, "dark");
    await signIn(v);
    await v.page.locator("#count-pending-customers", { hasText: /^\d+$/ }).waitFor();
    expect(await v.page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(20, 20, 23)");
    await check(v, "dashboard-dark");
    await v.page.getByRole("link", { name: "Customers", exact: true }).click();
    await v.page.getByRole("table").locator("tbody tr").first().waitFor();
    await check(v, "customers-dark");
    await v.page.context().close();
  });

  it("storefront: Sync now shows the backend's answer (here the typed not_configured problem: no STOREFRONT_URL)", async () => {
    const v = await open();
    await signIn(v);
    await v.page.getByRole("link", { name: "Storefront", exact: true }).click();
    await v.page.getByRole("heading", { name: "Storefront" }).waitFor();
    await v.page.getByRole("button", { name: "Sync now" }).click();
    const alert = v.page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/The sync was not started: STOREFRONT_URL and SYNC_SECRET are not set not_configured/);
    await check(v, "storefront");
    await v.page.context().close();
  });

  it("signing out forgets the token and closes the socket; a reload stays signed out", async () => {
    const v = await open();
    const socket = v.page.waitForEvent("websocket");
    await signIn(v);
    await v.page.getByRole("heading", { name: "Dashboard" }).waitFor();
    const ws = await socket;
    const closed = ws.isClosed() ? Promise.resolve() : ws.waitForEvent("close");
    await v.page.getByRole("button", { name: "Sign out", exact: true }).click();
    expect(await v.page.getByRole("status").innerText()).toContain("You signed out.");
    await closed;
    await v.page.reload();
    await v.page.getByRole("button", { name: "Sign in" }).waitFor();
    expect(await v.page.getByRole("link", { name: "Customers", exact: true }).count()).toBe(0);
    await v.page.context().close();
  });

  it("a token the backend refuses (its admin deactivated) ends the session with a message", async () => {
    const admin = await server.app.db.adminUser.findUniqueOrThrow({ where: { username: "admin" } });
    const other = await server.app.db.adminUser.create({
      data: { username: `temp-${Date.now()}`, email: `temp-${Date.now()}@example.com`, passwordHash: admin.passwordHash, scopes: "*", isActive: true },
    });
    const v = await open();
    await signInToConsole(v.page, server.url, { username: other.username });
    await v.page.getByRole("heading", { name: "Dashboard" }).waitFor();
    await server.app.db.adminUser.update({ where: { id: other.id }, data: { isActive: false } });
    // the next request is refused: opening Customers, or a recount the dashboard makes on a live event first
    // (then the sign-in form is already back; clicking its button with empty required fields submits nothing)
    const signInButton = v.page.getByRole("button", { name: "Sign in" });
    await v.page.getByRole("link", { name: "Customers", exact: true }).or(signInButton).click();
    await signInButton.waitFor();
    expect(await v.page.getByRole("status").innerText()).toMatch(/session ended/i);
    await check(v, "login-after-expiry");
    await v.page.context().close();
  });

  it("a session ended on the server while the console is open ends the console at its next renewal, with a message", async () => {
    // access tokens of 6 s: the console renews every few seconds
    const shortLived = await startTestServer({
      modules: [approval as never],
      settings: { adminSession: { idleMinutes: 30, maxMinutes: 720, accessTtlSeconds: 6 } },
    });
    try {
      const v = await open(shortLived.url);
      await signInToConsole(v.page, shortLived.url);
      await v.page.getByRole("heading", { name: "Dashboard" }).waitFor();
      // ended elsewhere (another instance, an operator): no request is needed, the console's renewal is refused
      await shortLived.app.db.adminSession.updateMany({ where: { endedAt: null }, data: { endedAt: new Date(), endedReason: "sign_out" } });
      await v.page.getByRole("button", { name: "Sign in" }).waitFor({ timeout: 30_000 });
      expect(await v.page.getByRole("status").innerText()).toMatch(/Your session (expired|ended)/);
      await v.page.context().close();
    } finally {
      await shortLived.close();
    }
  });
});

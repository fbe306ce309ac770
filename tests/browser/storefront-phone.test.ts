/**
 * Every page type of the worker at 360 px wide scrolls no page sideways,
 * and at 390 px the category page fits with its filters folded behind a toggle; the header keeps off the edges.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeCheck, CHROMIUM, openVisit, screenshotDir } from "../helpers/browser.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { useStorefront } from "./storefront-harness.ts";

const sf = useStorefront();
/** axe and the CSP; the screenshots go into STOREFRONT_SCREENSHOTS (e.g. docs/screenshots), else a temporary folder */
const check = axeCheck({ screenshots: { dir: screenshotDir("STOREFRONT_SCREENSHOTS", "storefront-phone-"), prefix: "phone-" } });
const T = { timeout: 15_000 };

const overflow = (page: Page) =>
  page.evaluate(() => {
    const se = document.scrollingElement!;
    const wide = [...document.querySelectorAll("body *")]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`);
    return { scrollWidth: se.scrollWidth, innerWidth: window.innerWidth, wide };
  });

describe.runIf(fs.existsSync(CHROMIUM))("the storefront on a phone", () => {
  it("at 360 px no page scrolls sideways: home, category, a product of each type, search, cart, checkout, login, register, forgot/reset, account pages, CMS page, trade-account form", async () => {
    const { url, browser } = sf;
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const v = await openVisit(context, { origin: url, timeout: 15_000 });
    const { page } = v;
    const failures: string[] = [];
    const visit = async (name: string, path: string) => {
      const res = await page.goto(`${url}${path}`);
      if ((res?.status() ?? 0) >= 400) failures.push(`${name} (${path}): status ${res?.status()}`);
      const o = await overflow(page);
      // a desktop viewport of a phone's width: innerWidth stays 360 (a mobile one would widen to the content)
      expect(o.innerWidth).toBe(360);
      if (o.scrollWidth > o.innerWidth) failures.push(`${name} (${path}): ${o.scrollWidth} > ${o.innerWidth}: ${o.wide.join(", ")}`);
    };
    await visit("home", "/");
    await visit("category", "/apparel/workwear");
    for (const type of ["simple", "configurable", "grouped", "bundle", "downloadable", "virtual", "giftcard"]) {
      const p = sf.guestProducts.find((x) => x.type === type);
      if (p) await visit(`product ${type}`, `/p/${p.urlKey}`);
    }
    await visit("search", "/search?q=drill");
    await visit("login", "/account/login");
    await visit("register", "/account/register");
    await visit("forgot", "/account/forgot-password");
    await visit("reset", "/account/reset-password?token=abcdefghijklmnopqrstuvwxyz&email=jane%40example.com");
    await visit("cms", "/about-us");
    await visit("trade-account form", "/trade-account");
    // a cart with a product, and the checkout
    await page.goto(`${url}/p/${sf.productOf("simple").urlKey}`);
    await page.click("[data-add-to-cart] button");
    await expect.poll(() => page.locator("[data-add-to-cart] [role=status]").innerText(), T).toContain("Added");
    await visit("cart", "/cart");
    await visit("checkout", "/checkout");
    // the account's pages, logged in
    await sf.logIn(page, "trade@example.com", TEST_CUSTOMER_PASSWORD);
    for (const path of ["/account", "/account/addresses", "/account/addresses/new", "/account/wishlist", "/account/newsletter", "/account/password"])
      await visit(`account ${path}`, path);
    await visit("category, logged in", "/apparel/workwear");
    expect(failures).toEqual([]);
    await context.close();
  }, 180_000);

  it("at 390 px the category page fits, the filters fold behind a toggle and the first product card starts on the first screen; the header keeps off the edges", async () => {
    const { url, browser } = sf;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const v = await openVisit(context, { origin: url, timeout: 15_000 });
    const { page } = v;
    await page.goto(`${url}/apparel/workwear`);
    const o = await overflow(page);
    expect(o.scrollWidth, o.wide.join(", ")).toBeLessThanOrEqual(o.innerWidth);
    const first = await page.locator(".products .card").first().boundingBox();
    expect(first).not.toBeNull();
    expect(first!.y).toBeLessThan(844);
    // two product columns, both whole; the sort's Apply button on screen
    const cards = await page.locator(".products .card").evaluateAll((els) => els.slice(0, 2).map((e) => e.getBoundingClientRect().toJSON()));
    expect(cards[1]!.top).toBe(cards[0]!.top);
    expect(cards[1]!.right).toBeLessThanOrEqual(390);
    const apply = await page.locator(".toolbar button").boundingBox();
    if (apply) expect(apply.x + apply.width).toBeLessThanOrEqual(390);
    await check(v, "category-390");
    // the filters are folded, and open on a tap
    const filters = page.locator("aside.filters details");
    expect(await filters.getAttribute("open")).toBeNull();
    expect(await filters.locator("a").first().isVisible()).toBe(false);
    await filters.locator("summary").click();
    await expect.poll(() => filters.locator("a", { hasText: "Globex" }).first().isVisible(), T).toBe(true);
    // the header: the logo and the search keep a margin from both edges
    const logo = (await page.locator("header .logo").boundingBox())!;
    const search = (await page.locator("header form.search").boundingBox())!;
    expect(logo.x).toBeGreaterThanOrEqual(8);
    expect(search.x).toBeGreaterThanOrEqual(8);
    expect(390 - (search.x + search.width)).toBeGreaterThanOrEqual(8);
    // on a wide screen the filters are open beside the products
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${url}/apparel/workwear`);
    expect(await page.locator("aside.filters a", { hasText: "Globex" }).first().isVisible()).toBe(true);
    await context.close();
  }, 90_000);
});

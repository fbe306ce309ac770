/**
 * The storefront header shows the number of items in the cart, server-rendered where the worker
 * renders the page for the visitor and kept current after add to cart (and on edge-cached pages) by the script.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeCheck, CHROMIUM, openVisit } from "../helpers/browser.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { useStorefront } from "./storefront-harness.ts";

const sf = useStorefront();
const check = axeCheck();
const T = { timeout: 15_000 };

const count = (page: Page) => page.locator("header [data-cart-count]").innerText({ timeout: 5_000 });

describe.runIf(fs.existsSync(CHROMIUM))("the header's cart count", () => {
  it("a guest: none before, kept current after add to cart, on cached pages and server-rendered on the cart page (without JavaScript too)", async () => {
    const { url, browser } = sf;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // a cookie set before the cart's (analytics, consent): the script finds cart_qty after it too
    await context.addCookies([{ name: "_ga", value: "GA1.1.42", url }]);
    const v = await openVisit(context, { origin: url, timeout: 15_000 });
    const { page } = v;
    await page.goto(`${url}/`);
    expect(await page.locator("header [data-cart-count]").isVisible()).toBe(false);
    await page.goto(`${url}/p/${sf.productOf("simple").urlKey}`);
    await page.fill("#qty", "2");
    await page.click("[data-add-to-cart] button");
    await expect.poll(() => count(page), T).toBe("2");
    await page.fill("#qty", "1");
    await page.click("[data-add-to-cart] button");
    await expect.poll(() => count(page), T).toBe("3");
    // a page from the edge cache (the same HTML for every guest) shows this visitor's count
    const shared = await page.goto(`${url}/`);
    expect(["HIT", "MISS"]).toContain(shared?.headers()["x-edge-cache"]);
    expect(await shared?.text()).not.toMatch(/data-cart-count[^>]*>\d/);
    await expect.poll(() => count(page), T).toBe("3");
    await check(v, "cart-count");
    // the cart page, rendered for this visitor: the count is in its HTML
    const html = await (await context.request.get(`${url}/cart`)).text();
    expect(/data-cart-count[^>]*>3</.exec(html), html.slice(html.indexOf("cart-link") - 20, html.indexOf("cart-link") + 200)).not.toBeNull();
    // without JavaScript: the cart's form post, then the count in the header of the pages rendered for the visitor
    const cookies = await context.cookies();
    const plain = await browser.newContext({ javaScriptEnabled: false });
    await plain.addCookies(cookies);
    const p2 = await plain.newPage();
    await p2.goto(`${url}/cart`);
    expect(await count(p2)).toBe("3");
    await p2.locator(".cart-layout input[type=number]").first().fill("1");
    await p2.click("button[name=update]");
    await expect.poll(() => count(p2), T).toBe("1");
    await plain.close();
    await context.close();
  }, 90_000);

  it("a customer: the count of their cart, server-rendered on every page, after logging in and after adding", async () => {
    const { url, browser, server } = sf;
    const token = await server.customerToken("trade@example.com", TEST_CUSTOMER_PASSWORD);
    const before = await server.json("/api/rest/v2/cart", { token });
    const start = before.status === 200 ? Number(before.body.itemsQty ?? 0) : 0;
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await sf.logIn(page, "trade@example.com", TEST_CUSTOMER_PASSWORD);
    expect(await page.locator("header [data-cart-count]").textContent()).toBe(start > 0 ? String(start) : "");
    const p = sf.productOf("simple");
    await page.goto(`${url}/p/${p.urlKey}`);
    await page.fill("#qty", "2");
    await page.click("[data-add-to-cart] button");
    await page.waitForURL(`${url}/cart`);
    expect(await count(page)).toBe(String(start + 2));
    await page.goto(`${url}/`);
    expect(await count(page)).toBe(String(start + 2));
    await page.goto(`${url}/account`);
    expect(await count(page)).toBe(String(start + 2));
    await context.close();
  }, 90_000);
});

/**
 * The console on a phone. In Chromium at 360 x 640 CSS px (a touch phone),
 * signed in, every console screen (the nav's, an order's detail, and the builder, Submitted Data, embed, rule editor, explain and
 * Basic mode addresses) is opened in place: the page never scrolls sideways (document.scrollingElement.scrollWidth
 * <= innerWidth; a wide grid scrolls inside its own box), and the navigation is folded behind a Menu button, so
 * the screen's own heading starts within the first screen. The menu opens and closes by button and keyboard.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeCheck, hasChromium, launchChromium, openVisit, screenshotDir, signInToConsole } from "../helpers/browser.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import access from "../../src/modules/access-gate/index.ts";
import approval from "../../src/modules/customer-approval/index.ts";
import forms from "../../src/modules/custom-forms/index.ts";
import registration from "../../src/modules/trade-registration/index.ts";

const SHOTS = screenshotDir("ADMIN_SCREENSHOTS", "admin-shots-");
const WIDTH = 360;
const HEIGHT = 640;

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer({ modules: [access as never, approval as never, forms as never, registration as never] });
  if (hasChromium) browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** an in-place navigation (the token lives in the page's memory: a reload would sign out) */
const go = (page: Page, path: string) =>
  page.evaluate((p) => {
    window.history.pushState(null, "", `/admin${p === "/" ? "/" : p}`);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);

/** the page's own sideways overflow, and where the screen's heading starts */
const measure = (page: Page) =>
  page.evaluate(() => {
    const h1 = document.querySelector("main h1");
    return {
      scrollWidth: document.scrollingElement!.scrollWidth,
      innerWidth: window.innerWidth,
      headingTop: h1 ? h1.getBoundingClientRect().top + window.scrollY : Number.POSITIVE_INFINITY,
      innerHeight: window.innerHeight,
      // what sticks out (for the failure message)
      // the outermost elements that stick out (their parent does not)
      wide: [...document.querySelectorAll("main *, header *")]
        .filter((el) => {
          const clipped = (x: Element | null): boolean => !!x && (getComputedStyle(x).overflowX !== "visible" || clipped(x.parentElement));
          return (
            el.getBoundingClientRect().right > window.innerWidth + 1 &&
            (el.parentElement?.getBoundingClientRect().right ?? 0) <= window.innerWidth + 1 &&
            !clipped(el.parentElement)
          );
        })
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join(".")} right=${Math.round(el.getBoundingClientRect().right)}`),
    };
  });

/** an order placed by a guest through the REST facade (the Orders screen's detail needs one); its id */
async function placeOrder(): Promise<number> {
  const product = await server.app.db.product.findFirstOrThrow({
    where: { type: "simple", status: 1, visibility: 4, customOptions: { none: {} }, NOT: { sku: { contains: "WH-" } } },
    orderBy: { id: "asc" },
  });
  await server.app.db.product.update({ where: { id: product.id }, data: { stockQty: 100, inStock: true } });
  const cart = (await server.json("/api/rest/v2/guest-carts", { method: "POST" })).body.maskedId as string;
  expect((await server.json(`/api/rest/v2/guest-carts/${cart}/items`, { method: "POST", json: { sku: product.sku, qty: 1 } })).status).toBe(200);
  const placed = await server.json(`/api/rest/v2/guest-carts/${cart}/place-order`, {
    method: "POST",
    json: {
      email: "phone-buyer@example.com",
      paymentMethod: "checkmo",
      shippingAddress: { firstName: "Pho", lastName: "Ne", street: ["1 Main St"], city: "Springfield", postcode: "12345", countryId: "US", telephone: "555" },
      shippingMethod: "flatrate_flatrate",
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.id as number;
}

describe.skipIf(!hasChromium)("the console on a 360 px phone", { timeout: 180_000 }, () => {
  it("no screen scrolls sideways, and the navigation folds behind a Menu button so each screen starts on the first screen", async () => {
    const form = await server.app.db.customForm.findFirstOrThrow({ where: { code: "trade-account" } });
    const order = await placeOrder();
    const v = await openVisit(browser, {
      origin: server.url,
      timeout: 30_000,
      // not isMobile: a mobile layout viewport widens to whatever overflows (innerWidth follows scrollWidth), which
      // would hide the very overflow measured here; the page's meta viewport is width=device-width anyway
      contextOptions: { viewport: { width: WIDTH, height: HEIGHT }, hasTouch: true, deviceScaleFactor: 2 },
      recordAnonymousGraphql: true,
      alsoAllow: ["blob:"],
    });
    const page = v.page;
    const check = axeCheck({ token: true, screenshots: { dir: SHOTS, prefix: "admin-phone-" } });
    await signInToConsole(page, server.url, { waitForDashboard: true });

    // the menu: folded at first, opened by its button, every screen listed, closed after a choice
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.waitFor({ timeout: 10_000 });
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    const nav = page.getByRole("navigation", { name: "Console" });
    expect(await nav.getByRole("link", { name: "Customers", exact: true }).isVisible()).toBe(false);
    await menu.click();
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    await nav.getByRole("link", { name: "Customers", exact: true }).waitFor();
    await check(v, "menu-open");
    await nav.getByRole("link", { name: "Customers", exact: true }).click();
    await page.getByRole("heading", { name: "Customers", level: 1 }).waitFor();
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    // by keyboard: Enter opens it, Escape closes it and the focus goes back to the button
    await menu.focus();
    await page.keyboard.press("Enter");
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    expect(await menu.evaluate((el) => el === document.activeElement)).toBe(true);

    const screens: [path: string, heading: string | RegExp][] = [
      ["/", "Dashboard"],
      ["/customers", "Customers"],
      ["/orders", "Orders"],
      [`/orders/${order}`, /^Order #/],
      ["/categories", "Categories"],
      ["/categories/3", "Categories"],
      ["/trade-applications", "Trade applications"],
      ["/access-rules", "Access rules"],
      ["/access-rules/new", "Access rules"],
      ["/access-rules/explain", "Access rules"],
      ["/access-rules/basic", "Access rules"],
      ["/forms", "Forms"],
      ["/forms/new", "New form"],
      [`/forms/${form.id}`, /^Form: /],
      [`/forms/${form.id}/submissions`, /^Submitted data: /],
      [`/forms/${form.id}/embed`, /embed/i],
      ["/settings", "Settings"],
      ["/mail-templates", "Mail templates"],
      ["/mail-outbox", "Mail outbox"],
      ["/audit-log", "Audit log"],
      ["/storefront", "Storefront"],
      ["/catalog-import", "Import / export"],
    ];
    const failures: string[] = [];
    for (const [path, heading] of screens) {
      await go(page, path);
      await page.getByRole("heading", { name: heading, level: 1 }).first().waitFor();
      // the screen's data (grids, lists) arrived: nothing is still busy
      await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, { timeout: 15_000 }).catch(() => {});
      const m = await measure(page);
      expect(m.innerWidth).toBe(WIDTH);
      if (m.scrollWidth > m.innerWidth) failures.push(`${path}: the page is ${m.scrollWidth} px wide at ${m.innerWidth} (${m.wide.join(", ")})`);
      if (m.headingTop >= m.innerHeight)
        failures.push(`${path}: the heading starts at ${Math.round(m.headingTop)} px, below the first screen (${m.innerHeight})`);
      await page.screenshot({ path: `${SHOTS}/admin-phone${path === "/" ? "-dashboard" : path.replace(/\//g, "-")}.png` });
    }
    expect(failures).toEqual([]);
    expect(v.problems).toEqual([]);
    expect(v.foreign).toEqual([]);
    await page.context().close();
  });
});

/**
 * The storefront a shopper uses: the worker in workerd (Miniflare) against the real backend, walked
 * in Chromium (playwright-core) by a guest and by a logged-in trade customer. Every page visited is checked
 * with axe-core (no serious or critical violation), must not break the worker's CSP (no violation reported)
 * and is screenshotted (into STOREFRONT_SCREENSHOTS, e.g. docs/screenshots, else a temporary folder).
 */
import fs from "node:fs";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { axeCheck, CHROMIUM, launchChromium, openVisit, screenshotDir } from "../helpers/browser.ts";
import type { Miniflare } from "miniflare";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import access from "../../src/modules/access-gate/index.ts";
import approval from "../../src/modules/customer-approval/index.ts";
import forms from "../../src/modules/custom-forms/index.ts";
import { TEST_API_PASSWORD, TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { bundleWorker, type BackendProxy, SECRET, startProxy, startWorker } from "../worker/harness.ts";

const SHOTS = screenshotDir("STOREFRONT_SCREENSHOTS", "storefront-shots-");

let server: TestServer;
let proxy: BackendProxy;
let mf: Miniflare;
let url: string;
let browser: Browser;

interface P {
  id: number;
  sku: string;
  urlKey: string;
  name: string;
  type: string;
  price: number | null;
  inStock: boolean;
  customOptions: unknown[];
  extensions?: { b2bAccess?: { gateFlags?: { canCheckout?: boolean; hidePrice?: boolean } } };
}
const guestProducts: P[] = [];
/** a guest-buyable product of this type (a price, in stock, not blocked), optionally matching a test */
function productOf(type: string, test: (p: P) => boolean = () => true): P {
  const p = guestProducts.find((x) => x.type === type && x.price != null && x.inStock && x.extensions?.b2bAccess?.gateFlags?.canCheckout !== false && test(x));
  if (!p) throw new Error(`no guest-buyable ${type} product`);
  return p;
}

beforeAll(async () => {
  proxy = await startProxy("");
  ({ mf, url } = await startWorker(await bundleWorker(), {
    BACKEND_URL: proxy.url,
    SYNC_SECRET: SECRET,
    BACKEND_BASIC_AUTH: `storefront:${TEST_API_PASSWORD}`,
    ALLOW_HTTP: "1",
    ASSET_HASH: "s22",
    B2B_MODULES: "access,approval,forms",
  }));
  server = await startTestServer({
    modules: [access as never, approval as never, forms as never],
    settings: { storefrontUrl: url, syncSecret: SECRET, storefrontSync: { cron: "", baseDelayMs: 50, batchMs: 20 } },
  });
  proxy.backend = server.url;
  await server.app.config.set("b2b_access/enabled", "1", "default", 0);
  await server.app.config.set("b2b_forms/minFillSeconds", "1", "default", 0);
  // the trade customer's saved address
  const token = await server.customerToken("trade@example.com", TEST_CUSTOMER_PASSWORD);
  const a = await server.json("/api/rest/v2/customers/me/addresses", {
    method: "POST",
    token,
    json: { firstName: "Tom", lastName: "Trader", street: ["1 Trade St"], city: "Austin", postcode: "78701", countryId: "US", telephone: "5125550100" },
  });
  expect(a.status, JSON.stringify(a.body)).toBeLessThan(300);
  const r = await fetch(`${url}/sync`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ secret: SECRET }) });
  expect(r.status).toBe(200);
  for (let page = 1; page <= 4; page++) {
    const b = await server.json(`/api/rest/v2/products?itemsPerPage=100&page=${page}`);
    guestProducts.push(...(b.body.member as P[]));
  }
  browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await mf?.dispose();
  await proxy?.close();
  await server?.close();
});

/** a page of the context that may ask the worker only */
const open = (context: BrowserContext) => openVisit(context, { origin: url, timeout: 10_000 });

/** axe (serious and critical), the CSP, no foreign request; then the screenshot */
const check = axeCheck({ screenshots: { dir: SHOTS, prefix: "" } });

const T = { timeout: 10_000 };
/** the confirmation page, or the checkout's own message as the failure */
const placed = (page: Page) =>
  page.waitForURL(/\/order\/\d+$/).catch(async () => {
    throw new Error(`no confirmation: ${(await page.locator("main").innerText()).slice(0, 600)}`);
  });
const money = (s: string | null) => Number((s ?? "").replace(/[^0-9.]/g, ""));

describe.runIf(fs.existsSync(CHROMIUM))("the storefront in Chromium", () => {
  it("a guest: home, a category filtered and sorted, a product page per type, cart (quantity, WELCOME10), checkout, confirmation", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const v = await open(context);
    const { page } = v;
    await page.goto(`${url}/`);
    await expect.poll(() => page.locator("header .logo img").count()).toBe(1);
    expect(await page.locator("nav[aria-label=Categories] a").count()).toBeGreaterThan(3);
    await check(v, "home");

    // category: a filter, then a sort (the select submits itself)
    await page.goto(`${url}/apparel/workwear`);
    expect(await page.locator(".crumbs").innerText()).toContain("Apparel");
    await page.locator("aside.filters a", { hasText: "Globex" }).first().click();
    await page.waitForURL(/attr%5Bbrand%5D=|attr\[brand\]=/);
    await page.selectOption("#sort", "name-desc");
    await page.waitForURL(/sort=name-desc/);
    const names = await page.locator(".products .card a.name").allInnerTexts();
    expect(names.length).toBeGreaterThan(1);
    expect([...names].sort().reverse()).toEqual(names);
    expect(await page.locator("aside.filters").innerText()).toContain("Remove Brand");
    await check(v, "category");

    // hidden prices: the configured message and a log-in call to action
    const hidden = guestProducts.find((p) => p.price == null && p.extensions?.b2bAccess?.gateFlags?.hidePrice);
    if (hidden) {
      await page.goto(`${url}/p/${hidden.urlKey}`);
      await expect.poll(() => page.locator(".price-hidden").innerText(), T).toContain("Log in");
      expect(await page.locator("[data-add-to-cart]").count()).toBe(0);
    }

    // each product type's options
    const configurable = productOf("configurable");
    await page.goto(`${url}/p/${configurable.urlKey}`);
    // colour and size are radio swatches (real radios: keyboard and screen readers, and a plain form post without JS)
    expect(await page.locator("fieldset.swatches input[type=radio][data-attr]").count()).toBeGreaterThan(1);
    expect(await page.locator("select[data-attr]").count()).toBe(0);
    const variants = JSON.parse((await page.locator("#variants").textContent()) ?? "[]") as { a: Record<string, number>; t: string; s: boolean }[];
    const want = variants.filter((x) => x.s).pop()!;
    for (const [code, value] of Object.entries(want.a)) await page.check(`input[data-attr=${code}][value="${value}"]`);
    await expect.poll(() => page.locator("[data-price]").innerText(), T).toBe(want.t);
    await check(v, "product-configurable");
    await page.fill("#qty", "1");
    await page.click("[data-add-to-cart] button");
    await expect.poll(() => page.locator("[data-add-to-cart] [role=status]").innerText(), T).toContain("Added to your cart");

    for (const [type, selector] of [
      ["grouped", "input[name^='group[']"],
      ["bundle", "[name^='bundle[']"],
      ["downloadable", "input[name='links[]']"],
      ["giftcard", "[name=giftcardAmount]"],
    ] as const) {
      const p = productOf(type);
      await page.goto(`${url}/p/${p.urlKey}`);
      expect(await page.locator(selector).count(), type).toBeGreaterThan(0);
      await check(v, `product-${type}`);
    }
    const custom = productOf("simple", (p) => p.customOptions.length > 0);
    await page.goto(`${url}/p/${custom.urlKey}`);
    expect(await page.locator("[name^='option[']").count()).toBeGreaterThan(0);
    await page.fill("[name^='option[']:not(select)", "ACME");
    await page.fill("#qty", "2");
    await page.click("[data-add-to-cart] button");
    await expect.poll(() => page.locator("[data-add-to-cart] [role=status]").innerText(), T).toContain("Added to your cart");
    await check(v, "product-simple");

    // cart: line prices and totals, a quantity changed without a reload, WELCOME10
    await page.goto(`${url}/cart`);
    await expect.poll(() => page.locator("tbody tr").count(), T).toBe(2);
    const marker = await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
      return 1;
    });
    const row = page.locator("tbody tr").filter({ hasText: custom.name });
    const unit = money(await row.locator("td.num").first().innerText());
    await row.locator("input[type=number]").fill("3");
    await row.locator("input[type=number]").dispatchEvent("change");
    await expect
      .poll(() => page.locator("tbody tr").filter({ hasText: custom.name }).locator("[data-row-total]").innerText(), T)
      .toBe(new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(Math.round(unit * 3 * 100) / 100));
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(marker);
    await page.fill("#cart-couponCode", "NOT-A-CODE");
    await page.click("form[action='/cart/coupon'] button");
    await expect.poll(() => page.locator("#cart-couponCode-error").isVisible(), T).toBe(true);
    await page.fill("#cart-couponCode", "WELCOME10");
    await page.click("form[action='/cart/coupon'] button");
    await expect.poll(() => page.locator(".summary").innerText(), T).toContain("WELCOME10");
    await check(v, "cart");

    // checkout as a guest: email, the address with a country select, a shipping method
    await page.click("text=Go to checkout");
    await page.waitForURL(/\/checkout$/);
    expect(await page.locator("select[name=countryId] option").count()).toBeGreaterThan(3);
    expect(await page.locator("input[name=telephone]").getAttribute("type")).toBe("tel");
    await page.click("button[value=place]");
    await expect.poll(() => page.locator("#f-email-error").isVisible(), T).toBe(true);
    await check(v, "checkout-errors");
    await page.fill("#f-email", "shopper@example.com");
    await page.fill("#f-firstName", "Sam");
    await page.fill("#f-lastName", "Shopper");
    await page.fill("#f-street", "5 Main St");
    await page.fill("#f-city", "Toronto");
    await page.fill("#f-postcode", "M5V 2T6");
    await page.fill("#f-telephone", "4165550100");
    await page.selectOption("#f-countryId", "CA");
    await expect.poll(() => page.locator("#f-countryId").inputValue(), T).toBe("CA");
    await page.selectOption("#f-regionId", { label: "Ontario" });
    await page.check("input[name=shippingMethod][value=flatrate_flatrate]");
    await page.check("input[name=paymentMethod][value=checkmo]");
    await page.click("button[value=place]");
    await placed(page);
    await expect.poll(() => page.locator("[data-order-number]").innerText(), T).toMatch(/^\d+$/);
    await expect.poll(() => page.locator(".summary").innerText(), T).toContain("WELCOME10");
    await check(v, "order-confirmation");
    await context.close();
  }, 80_000);

  it("a trade customer: trade prices on the product and in the cart, checkout with the saved address and a shipping method, the order in the account", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const v = await open(context);
    const { page } = v;
    await page.goto(`${url}/account/login`);
    await check(v, "login");
    await page.fill("#login-email", "trade@example.com");
    await page.fill("#login-password", TEST_CUSTOMER_PASSWORD);
    await page.click("form[action='/account/login'] button");
    await page.waitForURL(`${url}/`);
    expect(await page.locator("body").getAttribute("data-logged-in")).toBe("1");

    // a wholesale-only product: hidden to guests, its trade price for this customer
    const trade = guestProducts.find((p) => p.price == null && p.type === "simple" && p.inStock && p.customOptions.length === 0)!;
    const tradeView = await server.json(`/api/rest/v2/products/${trade.id}`, {
      token: await server.customerToken("trade@example.com", TEST_CUSTOMER_PASSWORD),
    });
    const tradePrice = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(tradeView.body.finalPrice);
    await page.goto(`${url}/p/${trade.urlKey}`);
    await expect.poll(() => page.locator("[data-price]").innerText(), T).toBe(tradePrice);
    await check(v, "product-trade");
    await page.click("[data-add-to-cart] button");
    await expect.poll(() => page.locator("[data-add-to-cart] [role=status]").innerText(), T).toContain("Added to your cart");

    await page.goto(`${url}/cart`);
    await expect.poll(() => page.locator("tbody tr").first().locator("td.num").first().innerText(), T).toBe(tradePrice);
    await page.fill("#cart-couponCode", "WELCOME10");
    await page.click("form[action='/cart/coupon'] button");
    await expect.poll(() => page.locator(".summary").innerText(), T).toContain("WELCOME10");

    await page.goto(`${url}/checkout`);
    expect(await page.locator("#f-email").count()).toBe(0);
    expect(await page.locator("input[name=addressId]").first().isChecked()).toBe(true);
    expect(await page.locator(".address-card").first().innerText()).toContain("1 Trade St");
    await page.check("input[name=shippingMethod][value=flatrate_flatrate]");
    await check(v, "checkout-trade");
    await page.click("button[value=place]");
    await placed(page);
    const number = await page.locator("[data-order-number]").innerText();

    await page.goto(`${url}/account`);
    await expect.poll(() => page.locator("table").innerText(), T).toContain(number);
    await check(v, "account-orders");
    await page.click(`text=${number}`);
    await expect.poll(() => page.locator("h1").innerText(), T).toBe(`Order ${number}`);
    await expect.poll(() => page.locator("main").innerText(), T).toContain("Flat Rate");
    await context.close();
  }, 60_000);

  it("a guest adds a gift card (amount and message), a grouped product (quantities) and a bundle (selections); the cart shows each line's price", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const v = await open(context);
    const { page } = v;
    const fmt = (n: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(Math.round(n * 100) / 100);
    const added = () => expect.poll(() => page.locator("[data-add-to-cart] [role=status]").innerText(), T).toContain("Added to your cart");
    const detail = async (p: P) => (await server.json(`/api/rest/v2/products/${p.id}`)).body;

    const gift = productOf("giftcard", (p) => (p as unknown as { giftcardType: string }).giftcardType !== "range");
    await page.goto(`${url}/p/${gift.urlKey}`);
    await page.selectOption("#gc-amount", "50");
    await page.fill("#gc-rname", "Robin");
    await page.fill("#gc-remail", "robin@example.com");
    await page.fill("#gc-msg", "Happy building!");
    await page.click("[data-add-to-cart] button");
    await added();

    // children and selections a guest may buy: in stock and priced (wholesale-only ones show no price to guests)
    type Child = { id: number; name: string; finalPrice: number | null; inStock: boolean };
    const buyable = (c: { finalPrice: number | null; inStock: boolean }) => c.inStock && c.finalPrice != null;
    let grouped: P | undefined;
    let children: Child[] = [];
    for (const p of guestProducts.filter((x) => x.type === "grouped")) {
      children = ((await detail(p)).groupedProducts as Child[]).filter(buyable).slice(0, 2);
      if (children.length === 2) {
        grouped = p;
        break;
      }
    }
    if (!grouped) throw new Error("no grouped product with two children a guest may buy");
    await page.goto(`${url}/p/${grouped.urlKey}`);
    for (const [n, c] of children.entries()) await page.fill(`#group-${c.id}`, String(n + 2));
    await page.click("[data-add-to-cart] button");
    await added();

    type Option = { id: number; type: string; selections: { selectionId?: number; id: number; finalPrice: number | null; inStock: boolean }[] };
    let bundle: P | undefined;
    let options: Option[] = [];
    for (const p of guestProducts.filter((x) => x.type === "bundle")) {
      options = (await detail(p)).bundleOptions as Option[];
      if (options.every((o) => o.selections.some(buyable))) {
        bundle = p;
        break;
      }
    }
    if (!bundle) throw new Error("no bundle a guest may buy");
    await page.goto(`${url}/p/${bundle.urlKey}`);
    let bundlePrice = 0;
    for (const o of options) {
      const s = o.selections.filter(buyable).at(-1)!;
      bundlePrice += s.finalPrice!;
      if (o.type === "checkbox" || o.type === "multi") await page.check(`input[name='bundle[${o.id}][]'][value='${s.selectionId ?? s.id}']`);
      else await page.selectOption(`#bundle-${o.id}`, String(s.selectionId ?? s.id));
    }
    await page.click("[data-add-to-cart] button");
    await added();

    await page.goto(`${url}/cart`);
    const row = (name: string) => page.locator("tbody tr").filter({ hasText: name });
    const cells = async (name: string) => (await row(name).locator("td.num").allInnerTexts()).map((t) => t.trim());
    const g = await cells(gift.name);
    expect(g[0]).toBe(fmt(50));
    expect(await row(gift.name).innerText()).toContain("Happy building!");
    for (const [n, c] of children.entries()) {
      const r = await cells(c.name);
      expect(r[0], c.name).toBe(fmt(c.finalPrice!));
      expect(r[2], c.name).toBe(fmt(c.finalPrice! * (n + 2)));
    }
    expect((await cells(bundle.name))[0]).toBe(fmt(bundlePrice));
    await check(v, "cart-composites");
    await context.close();
  }, 40_000);

  it("account pages and forms (no serious axe violation, no CSP violation, nothing from another origin): address book, password, wishlist, newsletter, the trade-account form", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const v = await open(context);
    const { page } = v;
    await page.goto(`${url}/account/register`);
    await check(v, "register");
    await page.goto(`${url}/account/login?next=/account/addresses`);
    await page.fill("#login-email", "trade@example.com");
    await page.fill("#login-password", TEST_CUSTOMER_PASSWORD);
    await page.click("form[action='/account/login'] button");
    await page.waitForURL(/\/account\/addresses$/);
    expect(await page.locator(".address-card").first().innerText()).toContain("1 Trade St");
    await check(v, "account-addresses");
    await page.click("text=Add an address");
    await page.fill("#f-firstName", "Tom");
    await page.click("form[action='/account/addresses/new'] button");
    await expect.poll(() => page.locator("#f-street-error").isVisible(), T).toBe(true);
    expect(await page.locator("#f-firstName").inputValue()).toBe("Tom");
    expect(await page.locator("#f-telephone").getAttribute("type")).toBe("tel");
    await check(v, "account-address-form");

    await page.goto(`${url}/account/password`);
    await page.fill("#f-currentPassword", "not-the-password");
    await page.fill("#f-newPassword", "another-password");
    await page.fill("#f-confirmPassword", "another-password");
    await page.click("form[action='/account/password'] button");
    await expect.poll(() => page.locator(".field-error, .notice.err").first().isVisible(), T).toBe(true);
    await check(v, "account-password");

    const simple = productOf("simple", (p) => p.customOptions.length === 0);
    await page.goto(`${url}/p/${simple.urlKey}`);
    await page.click("text=Add to wishlist");
    await page.waitForURL(/\/account\/wishlist\/add$|\/account\/wishlist$/);
    await expect.poll(() => page.locator("main").innerText(), T).toContain(simple.name);
    await check(v, "account-wishlist");
    await page.click(`button:has-text("Remove")`);
    await expect.poll(() => page.locator("main").innerText(), T).toContain("Your wishlist is empty.");

    await page.goto(`${url}/account/newsletter`);
    await check(v, "account-newsletter");

    // the trade-account form: a guest's; the script checks fields in place, the answer replaces the form in place
    const guest = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const g = await open(guest);
    await g.page.goto(`${url}/trade-account`);
    const rendered = Date.now();
    const form = g.page.locator("form.custom-form");
    expect(await form.locator("select[name='fields[country]'] option").count()).toBeGreaterThan(3);
    expect(await form.locator("input[name='fields[telephone]']").getAttribute("autocomplete")).toBe("tel");
    await g.page.fill("#form-trade-account-email", "not-an-email");
    await form.locator("button").click();
    await expect.poll(() => form.locator("#form-trade-account-email[aria-invalid=true]").count(), T).toBe(1);
    await check(g, "trade-account-errors");
    await g.page.fill("#form-trade-account-company", "Acme Builders");
    await g.page.fill("#form-trade-account-firstName", "Tia");
    await g.page.fill("#form-trade-account-lastName", "Trader");
    await g.page.fill("#form-trade-account-email", `tia-${Date.now()}@example.com`);
    await g.page.selectOption("#form-trade-account-country", "US");
    await g.page.fill("#form-trade-account-password", "a-good-password");
    // a person takes longer than the form's minimum fill time (3 s in the demo); a fast machine does not
    const early = 3_500 - (Date.now() - rendered);
    if (early > 0) await g.page.waitForTimeout(early);
    await form.locator("button").click();
    await expect.poll(() => g.page.locator("main [role=status]").innerText(), T).toContain("We review trade applications");
    await check(g, "trade-account-sent");
    await guest.close();
    await context.close();
  }, 40_000);

  it("budget: a product page's HTML + CSS + JS under 60 KB compressed, nothing from another origin, layout shift below 0.1 (guest and logged in)", async () => {
    const p = productOf("configurable");
    const html = await (await fetch(`${url}/p/${p.urlKey}`)).text();
    const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+|\/plugins\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.filter((a) => a.startsWith("/assets/"))).toHaveLength(2);
    const css = await fetch(url + assets.find((a) => a.endsWith(".css"))!);
    expect(css.headers.get("cache-control")).toContain("immutable");
    let total = gzipSync(html).length;
    for (const a of assets) total += gzipSync(Buffer.from(await (await fetch(url + a)).arrayBuffer())).length;
    console.info(`issue 22 budget: product page HTML+CSS+JS ${total} bytes gzipped (${assets.length} assets)`);
    expect(total).toBeLessThan(60 * 1024);

    const cls = async (context: BrowserContext, name: string) => {
      const v = await open(context);
      await v.page.addInitScript(() => {
        const w = window as unknown as { cls: number };
        w.cls = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.cls += e.value;
        }).observe({ type: "layout-shift", buffered: true });
      });
      await v.page.goto(`${url}/p/${p.urlKey}`);
      await v.page.waitForLoadState("networkidle");
      await v.page.waitForTimeout(300);
      const shift = await v.page.evaluate(() => (window as unknown as { cls: number }).cls);
      console.info(`issue 22 budget: ${name} product page CLS ${shift.toFixed(4)}`);
      expect(shift).toBeLessThan(0.1);
      expect(v.foreign).toEqual([]);
      expect(v.problems).toEqual([]);
    };
    const guest = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await cls(guest, "guest");
    await guest.close();
    const trade = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const login = await trade.request.post(`${url}/api/auth/login`, { data: { email: "trade@example.com", password: TEST_CUSTOMER_PASSWORD } });
    expect(login.status()).toBe(200);
    await cls(trade, "trade customer");
    await trade.close();
  }, 40_000);
});

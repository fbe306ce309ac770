/**
 * The checkout in Chromium against the worker (workerd) and the real backend: the checkout's
 * summary follows every change (shipping method, country, coupon, gift card) with totals re-read from the backend,
 * with and without JavaScript; an order whose total moved behind the shopper's back is refused and the page shows
 * the new total; the state list offers the chosen country's regions only; Purchase Order is for the trade group,
 * its number is required (and labelled so) and shown on the confirmation and order pages; a tier hint never offers
 * more than the price shown.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { Miniflare } from "miniflare";
import { CHROMIUM, launchChromium, openVisit } from "../helpers/browser.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import access from "../../src/modules/access-gate/index.ts";
import { TEST_API_PASSWORD, TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { bundleWorker, type BackendProxy, SECRET, startProxy, startWorker } from "../worker/harness.ts";

let server: TestServer;
let proxy: BackendProxy;
let mf: Miniflare;
let url: string;
let browser: Browser;
/** a guest-buyable simple product (no options, plenty of stock) */
let simple: { urlKey: string; sku: string; price: number };
/** a product whose special price is below one all-groups tier and above another */
let tiered: { urlKey: string; special: number; above: number; below: number };
const GIFTCARD = "GIFT-2626-TEST-0001";

beforeAll(async () => {
  proxy = await startProxy("");
  ({ mf, url } = await startWorker(await bundleWorker(), {
    BACKEND_URL: proxy.url,
    SYNC_SECRET: SECRET,
    BACKEND_BASIC_AUTH: `storefront:${TEST_API_PASSWORD}`,
    ALLOW_HTTP: "1",
    ASSET_HASH: "s26",
    B2B_MODULES: "access",
  }));
  server = await startTestServer({
    modules: [access as never],
    settings: { storefrontUrl: url, syncSecret: SECRET, storefrontSync: { cron: "", baseDelayMs: 50, batchMs: 20 } },
  });
  proxy.backend = server.url;
  await server.app.config.set("b2b_access/enabled", "1", "default", 0);
  const db = server.app.db;
  // simple products a guest may buy at their list price, without options
  type Listed = {
    id: number;
    sku: string;
    urlKey: string;
    type: string;
    price: number | null;
    finalPrice: number | null;
    customOptions: unknown[];
    extensions?: { b2bAccess?: { gateFlags?: { canCheckout?: boolean } } };
  };
  const listed = ((await server.json("/api/rest/v2/products?itemsPerPage=100")).body.member as Listed[]).filter(
    (p) =>
      p.type === "simple" &&
      p.price != null &&
      p.price > 30 &&
      p.price < 140 &&
      p.finalPrice === p.price &&
      !p.customOptions.length &&
      p.extensions?.b2bAccess?.gateFlags?.canCheckout !== false,
  );
  const [a, b] = listed;
  if (!a || !b) throw new Error("no simple products to test with");
  await db.product.updateMany({ where: { id: { in: [a.id, b.id] } }, data: { stockQty: 1000, inStock: true } });
  simple = { urlKey: a.urlKey, sku: a.sku, price: a.price! };
  const r2 = (n: number) => Math.round(n * 100) / 100;
  tiered = { urlKey: b.urlKey, special: r2(b.price! * 0.8), above: r2(b.price! * 0.9), below: r2(b.price! * 0.7) };
  await db.product.update({ where: { id: b.id }, data: { specialPrice: tiered.special, specialFromDate: null, specialToDate: null } });
  await db.tierPrice.deleteMany({ where: { productId: b.id } });
  await db.tierPrice.createMany({
    data: [
      { productId: b.id, groupId: null, qty: 20, price: tiered.above },
      { productId: b.id, groupId: null, qty: 50, price: tiered.below },
    ],
  });
  // the rows read by the listing above are cached: the edits must reach the sync
  server.app.productRows.evict([a.id, b.id]);
  server.app.responses.clear();
  await db.giftcardAccount.create({ data: { code: GIFTCARD, initialAmount: 10, balance: 10, currency: "USD", state: "active" } });
  const r = await fetch(`${url}/sync`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ secret: SECRET }) });
  expect(r.status).toBe(200);
  browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await mf?.dispose();
  await proxy?.close();
  await server?.close();
});

const T = { timeout: 10_000 };
const amount = (s: string | null) => Number((s ?? "").replace(/[^0-9.]/g, ""));
const fmt = (n: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(n);
const open = async (js = true) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: js });
  return { context, page: (await openVisit(context, { origin: url, timeout: 10_000 })).page };
};
const cartId = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === "cart_id")!.value;
/** the cart's totals as the backend has them now */
const backendTotals = async (context: BrowserContext, token?: string) =>
  (await server.json(`/api/rest/v2/guest-carts/${await cartId(context)}/totals`, { token })).body as { grandTotal: number; shippingAmount: number };
const shownTotal = async (page: Page) => amount(await page.locator(".summary [data-grand-total]").innerText());
const placed = (page: Page) =>
  page.waitForURL(/\/order\/\d+$/).catch(async () => {
    throw new Error(`no confirmation: ${(await page.locator("main").innerText()).slice(0, 600)}`);
  });

async function addSimple(page: Page, qty: number, js = true) {
  await page.goto(`${url}/p/${simple.urlKey}`);
  await page.fill("#qty", String(qty));
  await page.click("[data-add-to-cart] button");
  if (js) await expect.poll(() => page.locator("[data-add-to-cart] [role=status]").innerText(), T).toContain("Added to your cart");
  else await page.waitForURL(/\/cart$/);
}

async function fillGuestAddress(page: Page, country = "US") {
  await page.fill("#f-email", "shopper@example.com");
  await page.fill("#f-firstName", "Sam");
  await page.fill("#f-lastName", "Shopper");
  await page.fill("#f-street", "5 Main St");
  await page.fill("#f-city", "Austin");
  await page.fill("#f-postcode", "78701");
  await page.fill("#f-telephone", "5125550100");
  if ((await page.locator("#f-countryId").inputValue()) !== country) await page.selectOption("#f-countryId", country);
}

/** the order as the backend recorded it */
/** the stored order's amounts as the answers' numbers */
const orderOf = async (incrementId: string) => {
  const o = await server.app.db.order.findUniqueOrThrow({ where: { incrementId } });
  return { ...o, grandTotal: o.grandTotal.toNumber(), shippingAmount: o.shippingAmount.toNumber() };
};

/** subtotal over 150: both Free Shipping and Flat Rate ($5) are offered */
const QTY = 6;

describe.runIf(fs.existsSync(CHROMIUM))("the worker's checkout charges what it shows", () => {
  it("with JavaScript: the shipping method, coupon, gift card and country re-read the totals; a total moved behind the page is refused with the new total shown", async () => {
    const { context, page } = await open();
    await addSimple(page, QTY);
    await page.goto(`${url}/checkout`);
    await fillGuestAddress(page);
    await page.check("input[name=shippingMethod][value=freeshipping_freeshipping]");
    await expect.poll(() => page.locator(".summary").innerText(), T).toContain("Free Shipping");
    const free = await shownTotal(page);
    expect(free).toBe((await backendTotals(context)).grandTotal);

    // Flat Rate: the summary names it and its $5.00, the total is the backend's; place-order is enabled again
    await page.check("input[name=shippingMethod][value=flatrate_flatrate]");
    await expect.poll(() => page.locator(".summary").innerText(), T).toMatch(/Shipping \(Flat Rate[^)]*\)\s*\$5\.00/);
    await expect.poll(() => shownTotal(page), T).toBe(Math.round((free + 5) * 100) / 100);
    expect(await shownTotal(page)).toBe((await backendTotals(context)).grandTotal);
    await expect.poll(() => page.locator("button[value=place]").isEnabled(), T).toBe(true);
    // the address typed survived the re-read
    expect(await page.locator("#f-street").inputValue()).toBe("5 Main St");

    // a coupon on the checkout page
    await page.fill("#co-couponCode", "WELCOME10");
    await page.click("button[value=coupon]");
    await expect.poll(() => page.locator(".summary").innerText(), T).toContain("WELCOME10");
    await expect.poll(async () => (await shownTotal(page)) === (await backendTotals(context)).grandTotal, T).toBe(true);
    const withCoupon = await shownTotal(page);
    expect(withCoupon).toBeLessThan(free + 5);

    // a gift card on the checkout page
    await page.fill("#co-giftcardCode", GIFTCARD);
    await page.click("button[value=giftcard]");
    await expect.poll(() => page.locator(".summary").innerText(), T).toContain("Gift cards");
    await expect.poll(() => shownTotal(page), T).toBe(Math.round((withCoupon - 10) * 100) / 100);
    expect(await shownTotal(page)).toBe((await backendTotals(context)).grandTotal);

    // another country: the totals are re-read (and the method kept where it ships)
    await page.selectOption("#f-countryId", "CA");
    // the re-read page is in when the state list is Canada's
    await expect.poll(() => page.locator("#f-regionId option").allInnerTexts(), T).toContain("Ontario");
    expect(await shownTotal(page)).toBe((await backendTotals(context)).grandTotal);
    await page.selectOption("#f-countryId", "US");
    await expect.poll(() => page.locator("#f-regionId option").allInnerTexts(), T).toContain("Texas");
    await expect.poll(() => page.locator("button[value=place]").isEnabled(), T).toBe(true);
    const seen = await shownTotal(page);
    expect(seen).toBe((await backendTotals(context)).grandTotal);

    // behind the page's back the coupon goes: the order is refused, and the page shows the new total
    expect((await server.json(`/api/rest/v2/guest-carts/${await cartId(context)}/coupon`, { method: "DELETE" })).status).toBe(200);
    const now = (await backendTotals(context)).grandTotal;
    expect(now).toBeGreaterThan(seen);
    await page.check("input[name=paymentMethod][value=checkmo]");
    await page.click("button[value=place]");
    await expect.poll(() => page.locator("[role=alert]").first().innerText(), T).toContain(`The order total changed to ${fmt(now)}`);
    expect(await shownTotal(page)).toBe(now);
    expect(page.url()).toMatch(/\/checkout$/);

    await page.click("button[value=place]");
    await placed(page);
    const number = await page.locator("[data-order-number]").innerText();
    const order = await orderOf(number);
    expect(order.grandTotal).toBe(now);
    expect(order.shippingAmount).toBe(5);
    expect(amount(await page.locator(".summary [data-grand-total]").innerText())).toBe(order.grandTotal);
    await context.close();
  }, 90_000);

  it("without JavaScript: a form post that changes the method comes back with the re-read totals; Place order with an unread change is refused with the new total", async () => {
    const { context, page } = await open(false);
    await addSimple(page, QTY, false);
    await page.goto(`${url}/checkout`);
    await fillGuestAddress(page);
    await page.check("input[name=shippingMethod][value=freeshipping_freeshipping]");
    await page.click("button[value=refresh]");
    await expect.poll(() => page.locator(".summary").innerText(), T).toContain("Free Shipping");
    const free = await shownTotal(page);
    expect(free).toBe((await backendTotals(context)).grandTotal);

    await page.check("input[name=shippingMethod][value=flatrate_flatrate]");
    await page.click("button[value=refresh]");
    await expect.poll(() => page.locator(".summary").innerText(), T).toMatch(/Shipping \(Flat Rate[^)]*\)\s*\$5\.00/);
    expect(await shownTotal(page)).toBe(Math.round((free + 5) * 100) / 100);
    expect(await shownTotal(page)).toBe((await backendTotals(context)).grandTotal);
    expect(await page.locator("#f-street").inputValue()).toBe("5 Main St");

    // back to Free Shipping, and straight to Place order: the page showed Flat Rate's total, so the order is refused
    await page.check("input[name=shippingMethod][value=freeshipping_freeshipping]");
    await page.check("input[name=paymentMethod][value=checkmo]");
    await page.click("button[value=place]");
    await expect.poll(() => page.locator("[role=alert]").first().innerText(), T).toContain(`The order total changed to ${fmt(free)}`);
    expect(await shownTotal(page)).toBe(free);
    expect(await page.locator(".summary").innerText()).toContain("Free Shipping");

    await page.click("button[value=place]");
    await placed(page);
    const order = await orderOf(await page.locator("[data-order-number]").innerText());
    expect(order.grandTotal).toBe(free);
    expect(order.shippingMethod).toBe("freeshipping_freeshipping");
    expect(await shownTotal(page)).toBe(order.grandTotal);
    await context.close();
  }, 60_000);

  it("the state list offers the chosen country's regions only, with and without JavaScript", async () => {
    const others = ["New South Wales", "Bayern", "Auckland"];
    for (const js of [true, false]) {
      const { context, page } = await open(js);
      await addSimple(page, 1, js);
      await page.goto(`${url}/checkout`);
      await fillGuestAddress(page, "US");
      if (!js) await page.click("button[value=refresh]");
      await expect.poll(() => page.locator("#f-countryId").inputValue(), T).toBe("US");
      const us = await page.locator("#f-regionId option").allInnerTexts();
      expect(us, `js ${js}`).toContain("Texas");
      for (const o of others) expect(us, `js ${js}`).not.toContain(o);

      await page.selectOption("#f-countryId", "AU");
      if (!js) await page.click("button[value=refresh]");
      await expect.poll(() => page.locator("#f-regionId option").allInnerTexts(), T).toContain("New South Wales");
      const au = await page.locator("#f-regionId option").allInnerTexts();
      for (const o of ["Texas", "Bayern", "Auckland"]) expect(au, `js ${js}`).not.toContain(o);
      await context.close();
    }
  }, 60_000);

  it("no Purchase Order for a guest; the trade customer's PO number is required, labelled so, and on the confirmation and order pages", async () => {
    const guest = await open();
    await addSimple(guest.page, 1);
    await guest.page.goto(`${url}/checkout`);
    expect(await guest.page.locator("input[name=paymentMethod]").evaluateAll((l) => l.map((i) => (i as HTMLInputElement).value))).toEqual(["checkmo"]);
    expect(await guest.page.locator("input[name=poNumber]").count()).toBe(0);
    await guest.context.close();

    const { context, page } = await open();
    await page.goto(`${url}/account/login`);
    await page.fill("#login-email", "trade@example.com");
    await page.fill("#login-password", TEST_CUSTOMER_PASSWORD);
    await page.click("form[action='/account/login'] button");
    await page.waitForURL(`${url}/`);
    await addSimple(page, 1);
    await page.goto(`${url}/checkout`);
    const codes = await page.locator("input[name=paymentMethod]").evaluateAll((l) => l.map((i) => (i as HTMLInputElement).value));
    expect(codes).toEqual(["checkmo", "purchaseorder", "payonaccount"]);
    await page.fill("#f-firstName", "Tom");
    await page.fill("#f-lastName", "Trader");
    await page.fill("#f-street", "1 Trade St");
    await page.fill("#f-city", "Austin");
    await page.fill("#f-postcode", "78701");
    await page.fill("#f-telephone", "5125550100");
    await page.check("input[name=paymentMethod][value=purchaseorder]");
    const label = page.locator("label[for=f-poNumber]");
    await expect.poll(() => label.innerText(), T).toContain("(required)");
    expect(await label.innerText()).not.toContain("optional");
    expect(await page.locator("#f-poNumber").getAttribute("required")).not.toBeNull();
    await page.click("button[value=place]");
    await expect.poll(() => page.locator("#f-poNumber-error").innerText(), T).toContain("purchase order number");
    // the page came back from the server: Purchase Order still chosen, so the label says required without the script too
    expect(await page.locator("label[for=f-poNumber]").innerText()).toContain("(required)");
    await page.fill("#f-poNumber", "PO-2026-778");
    await page.click("button[value=place]");
    await placed(page);
    const number = await page.locator("[data-order-number]").innerText();
    expect(await page.locator("[data-po-number]").innerText()).toBe("PO-2026-778");
    expect((await orderOf(number)).poNumber).toBe("PO-2026-778");
    await page.goto(`${url}/account/orders/${number}`);
    await expect.poll(() => page.locator("[data-po-number]").innerText(), T).toBe("PO-2026-778");
    await page.goto(`${url}/account`);
    await expect.poll(() => page.locator("table tbody tr").filter({ hasText: number }).innerText(), T).toContain("PO-2026-778");
    await context.close();
  }, 60_000);

  it("the product page offers only tiers below the price it shows", async () => {
    const { context, page } = await open();
    await page.goto(`${url}/p/${tiered.urlKey}`);
    await expect.poll(() => page.locator("[data-price]").innerText(), T).toMatch(new RegExp(`\\${fmt(tiered.special)}$`));
    const hints = await page.locator(".buy ul.hint").innerText();
    expect(hints).toContain(`Buy 50 or more for ${fmt(tiered.below)} each`);
    expect(hints).not.toContain("Buy 20 or more");
    await context.close();
  }, 30_000);
});

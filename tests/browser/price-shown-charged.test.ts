/**
 * The price shown is the price charged, walked in Chromium through the worker. As a guest, a
 * General customer (jane@example.com) and a trade customer (trade@example.com), one product of each type the demo
 * has (simple, configurable, bundle, grouped, and the others it holds: downloadable, virtual, gift card) is
 * configured on its product page and added to the cart; the cart, the checkout (whose shipping method is changed)
 * and the confirmation are read; then the order is read back from the backend. Every amount a page showed (unit
 * prices, row totals, subtotal, shipping, discount, grand total) must be the amount the order records.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
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
/** every product type the demo catalogue holds */
let types: string[] = [];

beforeAll(async () => {
  proxy = await startProxy("");
  ({ mf, url } = await startWorker(await bundleWorker(), {
    BACKEND_URL: proxy.url,
    SYNC_SECRET: SECRET,
    BACKEND_BASIC_AUTH: `storefront:${TEST_API_PASSWORD}`,
    ALLOW_HTTP: "1",
    ASSET_HASH: "s26c",
    B2B_MODULES: "access",
  }));
  server = await startTestServer({
    modules: [access as never],
    settings: { storefrontUrl: url, syncSecret: SECRET, storefrontSync: { cron: "", baseDelayMs: 50, batchMs: 20 } },
  });
  proxy.backend = server.url;
  await server.app.config.set("b2b_access/enabled", "1", "default", 0);
  types = (await server.app.db.product.findMany({ where: { status: 1 }, distinct: ["type"], select: { type: true } })).map((p) => p.type).sort();
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
const amount = (s: string | null | undefined) => Math.round(Number((s ?? "").replace(/[^0-9.]/g, "")) * 100) / 100;
const r2 = (n: number) => Math.round(n * 100) / 100;

/** the REST answers as the routes give them */
type Json = any;

/** a product of the type this caller can configure and buy on its page (priced, in stock, not blocked, no custom options) */
async function pick(type: string, token: string | undefined, listed: Json[]): Promise<Json | null> {
  const buyable = (x: Json) => x.inStock !== false && (x.finalPrice ?? x.price) != null;
  for (const p of listed.filter(
    (x) => x.type === type && buyable(x) && !x.customOptions?.length && x.extensions?.b2bAccess?.gateFlags?.canCheckout !== false,
  )) {
    const d = (await server.json(`/api/rest/v2/products/${p.id}`, { token })).body;
    if (type === "configurable" && !d.variants?.some((v: Json) => v.inStock && (v.finalPrice ?? v.price) != null)) continue;
    if (type === "grouped" && !d.groupedProducts?.some(buyable)) continue;
    if (type === "bundle" && !d.bundleOptions?.every((o: Json) => !o.required || o.selections.some((s: Json) => s.inStock !== false && s.finalPrice != null)))
      continue;
    if (type === "giftcard" && d.giftcardType === "range") continue;
    return d;
  }
  return null;
}

/**
 * Configures the product page's form as a shopper would and answers the unit price the page shows for what was
 * chosen (the price, the chosen variant's, the child's row, the chosen selections' and links' amounts, the amount)
 */
async function configure(page: Page, p: Json): Promise<{ unit: number; name?: string }> {
  const shown = async () => amount(await page.locator("[data-price] > span").last().innerText());
  switch (p.type) {
    case "configurable": {
      const variants = JSON.parse((await page.locator("#variants").textContent()) ?? "[]") as {
        a: Record<string, number>;
        t: string;
        s: boolean;
        p: number | null;
      }[];
      const v = variants.find((x) => x.s && x.p != null)!;
      for (const [code, value] of Object.entries(v.a)) {
        if (await page.locator(`select[data-attr=${code}]`).count()) await page.selectOption(`select[data-attr=${code}]`, String(value));
        else await page.check(`input[data-attr=${code}][value="${value}"]`);
      }
      await expect.poll(() => page.locator("[data-price]").innerText(), T).toBe(v.t);
      return { unit: amount(v.t) };
    }
    case "grouped": {
      const rows = page.locator("table.grouped tbody tr");
      let chosen = -1;
      for (let n = 0; n < (await rows.count()); n++) {
        const input = rows.nth(n).locator("input");
        if (chosen < 0 && (await input.isEnabled()) && (await rows.nth(n).locator("td.num").first().innerText()).trim()) chosen = n;
        else if (await input.isEnabled()) await input.fill("0");
      }
      await rows.nth(chosen).locator("input").fill("1");
      const name = (await rows.nth(chosen).locator("td").first().innerText()).trim();
      return { unit: amount(await rows.nth(chosen).locator("td.num").first().innerText()), name };
    }
    case "bundle": {
      // each required option: its first selection that is priced and in stock; the optional ones left out
      const unit = await page.evaluate(() => {
        const price = (text: string) => {
          const m = /\$([0-9,]+\.\d\d)/.exec(text);
          return m ? Number(m[1]!.replace(/,/g, "")) : null;
        };
        let sum = 0;
        for (const sel of Array.from(document.querySelectorAll<HTMLSelectElement>("select[name^='bundle[']"))) {
          const opts = Array.from(sel.options).filter((o) => !o.disabled && o.value && price(o.text) != null);
          if (sel.required && opts[0]) {
            sel.value = opts[0].value;
            sum += price(opts[0].text)!;
          } else sel.value = "";
        }
        for (const set of Array.from(document.querySelectorAll("fieldset")).filter((f) => f.querySelector("input[name^='bundle[']"))) {
          const boxes = Array.from(set.querySelectorAll<HTMLInputElement>("input[name^='bundle[']"));
          for (const b of boxes) b.checked = false;
          const required = !/\(optional\)/.test(set.querySelector("legend")?.textContent ?? "");
          const first = boxes.find((b) => !b.disabled && price(b.parentElement?.textContent ?? "") != null);
          if (required && first) {
            first.checked = true;
            sum += price(first.parentElement?.textContent ?? "")!;
          }
        }
        return Math.round(sum * 100) / 100;
      });
      return { unit };
    }
    case "downloadable": {
      let unit = await shown();
      const links = page.locator("input[name='links[]']:not([disabled])");
      if (await links.count()) {
        await links.first().check();
        const text = await links.first().locator("xpath=..").innerText();
        const extra = /\(\+\$([0-9,]+\.\d\d)\)/.exec(text);
        if (extra) unit += Number(extra[1]!.replace(/,/g, ""));
      }
      return { unit: r2(unit) };
    }
    case "giftcard": {
      let value: number;
      if (await page.locator("select#gc-amount").count()) {
        const first = page.locator("select#gc-amount option").first();
        value = amount(await first.innerText());
        await page.selectOption("#gc-amount", (await first.getAttribute("value"))!);
      } else {
        value = Number((await page.locator("#gc-amount").getAttribute("min")) ?? 25);
        await page.fill("#gc-amount", String(value));
      }
      await page.fill("#gc-rname", "Robin");
      await page.fill("#gc-remail", "robin@example.com");
      await page.fill("#gc-sname", "Sam");
      await page.fill("#gc-semail", "sam@example.com");
      return { unit: value };
    }
    default:
      return { unit: await shown() };
  }
}

/** the summary's amounts by their labels (Subtotal, Discount, Shipping, Gift cards, Order total); 0 where a line is absent */
async function summaryOf(page: Page) {
  const pairs = await page
    .locator(".summary dl")
    .evaluate((dl) => Array.from(dl.querySelectorAll("dt")).map((dt) => [dt.textContent ?? "", dt.nextElementSibling?.textContent ?? ""] as const));
  const find = (re: RegExp) => amount(pairs.find(([label]) => re.test(label))?.[1] ?? "0");
  return {
    subtotal: find(/^Subtotal/),
    shipping: find(/^Shipping/),
    discount: find(/^Discount/),
    giftcard: find(/^Gift cards/),
    grandTotal: find(/^Order total/),
  };
}

interface Walked {
  type: string;
  name: string;
  unit: number;
  qty: number;
}

const callers = [
  { who: "guest", email: null },
  { who: "General customer", email: "jane@example.com" },
  { who: "trade customer", email: "trade@example.com" },
] as const;

describe.runIf(fs.existsSync(CHROMIUM))("every amount a page shows is the amount the order records", () => {
  for (const caller of callers) {
    it(`${caller.who}: each product type through the product page, cart, checkout (shipping method changed) and confirmation`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = (await openVisit(context, { origin: url, timeout: 10_000 })).page;
      const token = caller.email ? await server.customerToken(caller.email, TEST_CUSTOMER_PASSWORD) : undefined;
      if (caller.email) {
        // a fresh cart for the walk
        const mine = await server.json("/api/rest/v2/cart", { token });
        for (const it of mine.status === 200 ? mine.body.items : []) await server.json(`/api/rest/v2/cart/items/${it.id}`, { method: "DELETE", token });
        await page.goto(`${url}/account/login`);
        await page.fill("#login-email", caller.email);
        await page.fill("#login-password", TEST_CUSTOMER_PASSWORD);
        await page.click("form[action='/account/login'] button");
        await page.waitForURL(`${url}/`);
      }
      const listed: Json[] = [];
      for (let n = 1; n <= 4; n++) listed.push(...(await server.json(`/api/rest/v2/products?itemsPerPage=100&page=${n}`, { token })).body.member);

      // a mismatch is recorded, not thrown: the report names every one of the walk
      const wrong: string[] = [];
      const same = (what: string, shown: number, recorded: number) => {
        if (r2(shown) !== r2(recorded)) wrong.push(`${what}: shown ${shown}, recorded ${recorded}`);
      };

      // the product pages
      const walked: Walked[] = [];
      for (const type of types) {
        const p = await pick(type, token, listed);
        if (!p) {
          wrong.push(`${type}: no product of this type the ${caller.who} can buy`);
          continue;
        }
        await page.goto(`${url}/p/${p.urlKey}`);
        const { unit, name: child } = await configure(page, p);
        const qty = type === "simple" ? Math.max(1, Math.ceil(150 / Math.max(unit, 1))) : 1;
        if (await page.locator("#qty").count()) await page.fill("#qty", String(qty));
        await page.click("[data-add-to-cart] button");
        await expect.poll(() => page.locator("[data-add-to-cart] [role=status]").innerText(), T).toContain("Added to your cart");
        walked.push({ type, name: child ?? p.name, unit, qty });
      }
      expect(walked.length, wrong.join("\n")).toBeGreaterThanOrEqual(4);

      // the cart: each line at the product page's price
      await page.goto(`${url}/cart`);
      const rows = page.locator("table tbody tr");
      await expect.poll(() => rows.count(), T).toBe(walked.length);
      const cartLines: { unit: number; total: number; qty: number }[] = [];
      for (let n = 0; n < walked.length; n++) {
        const cells = await rows.nth(n).locator("td.num").allInnerTexts();
        const line = { unit: amount(cells[0]), qty: Number(await rows.nth(n).locator("input[type=number]").inputValue()), total: amount(cells[2]) };
        cartLines.push(line);
        same(`${walked[n]!.type} (${walked[n]!.name}): cart price vs product page`, line.unit, walked[n]!.unit);
      }
      const cartSubtotal = (await summaryOf(page)).subtotal;

      // the checkout: the address, then the other shipping method
      await page.goto(`${url}/checkout`);
      if (!caller.email) await page.fill("#f-email", "walker@example.com");
      const fresh = page.locator("input[name=addressId][value=new]");
      if (!(await page.locator("input[name=addressId]").count()) || (await fresh.isChecked())) {
        await page.fill("#f-firstName", "Pat");
        await page.fill("#f-lastName", "Walker");
        await page.fill("#f-street", "9 Walk St");
        await page.fill("#f-city", "Austin");
        await page.fill("#f-postcode", "78701");
        await page.fill("#f-telephone", "5125550100");
      }
      const methods = page.locator("input[name=shippingMethod]");
      expect(await methods.count()).toBeGreaterThanOrEqual(2);
      const before = await page.locator("input[name=shippingMethod]:checked").getAttribute("value");
      const other = page.locator(`input[name=shippingMethod]:not([value="${before}"])`).first();
      const otherCode = await other.getAttribute("value");
      const otherTitle = (await other.locator("xpath=..").innerText()).trim();
      const otherPrice = amount(await other.locator("xpath=../..").locator("span").last().innerText());
      await other.check();
      await expect.poll(() => page.locator(".summary").innerText(), T).toContain(`Shipping (${otherTitle}`);
      await expect.poll(() => page.locator("button[value=place]").isEnabled(), T).toBe(true);
      const checkout = await summaryOf(page);
      same("checkout shipping vs the method's price", checkout.shipping, otherPrice);
      await page.check("input[name=paymentMethod][value=checkmo]");
      await page.click("button[value=place]");
      await page.waitForURL(/\/order\/\d+$/).catch(async () => {
        throw new Error(`no confirmation: ${(await page.locator("main").innerText()).slice(0, 600)}`);
      });

      // the confirmation
      const number = await page.locator("[data-order-number]").innerText();
      const confirmRows = await page
        .locator("table tbody tr")
        .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll("td.num")).map((td) => td.textContent ?? "")));
      const confirmation = await summaryOf(page);

      // the order as the backend recorded it
      let order: Json;
      if (token) order = (await server.json(`/api/rest/v2/customers/me/orders/${number}`, { token })).body;
      else {
        const cookie = (await context.cookies(`${url}/order/${number}`)).find((c) => c.name === "last_order")!.value;
        order = (await server.json(`/api/rest/v2/guest-orders/${number}`, { headers: { "x-order-token": cookie.split(".")[1]! } })).body;
      }
      const items = (order.items as Json[]).filter((i) => i.parentItemId == null);
      expect(items.length, JSON.stringify(order.items)).toBe(walked.length);
      for (const [n, w] of walked.entries()) {
        const it = items[n]!;
        const label = `${w.type} (${w.name})`;
        same(`${label}: product page price vs order`, w.unit, it.price);
        same(`${label}: cart price vs order`, cartLines[n]!.unit, it.price);
        same(`${label}: cart row total vs order`, cartLines[n]!.total, it.rowTotal);
        same(`${label}: confirmation price vs order`, amount(confirmRows[n]?.[0]), it.price);
        same(`${label}: confirmation row total vs order`, amount(confirmRows[n]?.[2]), it.rowTotal);
        if (cartLines[n]!.qty !== (it.qtyOrdered ?? it.qty)) wrong.push(`${label}: cart qty ${cartLines[n]!.qty}, ordered ${it.qtyOrdered ?? it.qty}`);
      }
      const prices = order.prices as Json;
      same("cart subtotal vs order", cartSubtotal, prices.subtotal);
      for (const [page, shown] of [
        ["checkout", checkout],
        ["confirmation", confirmation],
      ] as const) {
        same(`${page} subtotal`, shown.subtotal, prices.subtotal);
        same(`${page} shipping`, shown.shipping, prices.shippingAmount);
        same(`${page} discount`, shown.discount, prices.discountAmount ?? 0);
        same(`${page} gift cards`, shown.giftcard, prices.giftcardAmount ?? 0);
        same(`${page} grand total`, shown.grandTotal, prices.grandTotal);
      }
      expect(order.shippingMethod, "the method chosen on the checkout").toBe(otherCode);
      expect(wrong, wrong.join("\n")).toEqual([]);
      await context.close();
    }, 150_000);
  }
});

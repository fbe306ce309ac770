/**
 * The dashboard's sales figures and the top bar's global search in Chromium against a real server
 * (docs/admin-console.md#dashboard): the cards show what `salesDashboard` answers, formatted by the browser's Intl,
 * the sparkline has its text alternative and the to-ship list links to the order; typing an order number in the
 * search and pressing Enter opens `/admin/orders/<id>`; arrow keys move the active option of the combobox and Enter
 * opens it; axe finds no serious or critical violation, with the results open too.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { axeCheck, hasChromium, launchChromium, openVisit, screenshotDir, signInToConsole } from "../helpers/browser.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import approval from "../../src/modules/customer-approval/index.ts";
import forms from "../../src/modules/custom-forms/index.ts";
import registration from "../../src/modules/trade-registration/index.ts";

const SHOTS = screenshotDir("ADMIN_SCREENSHOTS", "admin-shots-");
const check = axeCheck({ token: true, screenshots: { dir: SHOTS, prefix: "admin-" } });
const tag = `${process.pid}${Date.now() % 100000}`;

let server: TestServer;
let browser: Browser;
let orderId = 0;
let incrementId = "";
let customerId = 0;

beforeAll(async () => {
  // the dashboard as a merchant has it: the approval and trade registration counts beside the sales
  server = await startTestServer({ modules: [approval as never, forms as never, registration as never] });
  if (hasChromium) browser = await launchChromium();
  const db = server.app.db;
  const store = await db.store.findFirstOrThrow({ where: { isDefault: true } });
  const product = await db.product.findFirstOrThrow({ orderBy: { id: "asc" } });
  const customer = await db.customer.create({
    data: { storeId: store.id, email: `ursula.search.${tag}@dash.example`, passwordHash: "x", firstName: "Ursula", lastName: `Searchfield${tag}` },
  });
  customerId = customer.id;
  const o = await db.order.create({
    data: {
      incrementId: `S${tag}`,
      storeId: store.id,
      customerId: customer.id,
      customerEmail: customer.email,
      customerGroupId: 1,
      cartId: 800_000_000 + (Date.now() % 1_000_000),
      currency: store.currency,
      subtotal: "1234.5",
      shippingAmount: 0,
      grandTotal: "1234.5",
      paymentMethod: "checkmo",
      items: { create: [{ productId: product.id, sku: product.sku, name: product.name, qty: 3, price: "411.5", rowTotal: "1234.5" }] },
    },
  });
  orderId = o.id;
  incrementId = o.incrementId;
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.skipIf(!hasChromium)("the dashboard's sales and the global search in Chromium", { timeout: 60_000 }, () => {
  it("shows the figures salesDashboard answers, currency-formatted, with the sparkline's text and the order to ship", async () => {
    const api = await server.gql(
      "query { salesDashboard { currencies { currency today { orders revenue } last30Days { orders revenue } } toShipCount } }",
      {},
      { token: await server.adminToken() },
    );
    const usd = api.data.salesDashboard.currencies.find((c: { currency: string }) => c.currency === "USD");
    expect(usd.today.orders).toBeGreaterThanOrEqual(1);
    const v = await openVisit(browser, {
      origin: server.url,
      timeout: 30_000,
      contextOptions: { viewport: { width: 1280, height: 900 }, locale: "en-US" },
      recordAnonymousGraphql: true,
    });
    await signInToConsole(v.page, server.url, { waitForDashboard: true });
    const today = v.page.getByTestId("revenue-USD-today");
    const expected = await v.page.evaluate((n) => new Intl.NumberFormat(undefined, { style: "currency", currency: "USD" }).format(n), usd.today.revenue);
    await expect.poll(() => today.innerText()).toBe(expected);
    expect(expected).toMatch(/^\$[\d,]+\.\d\d$/);
    expect(await v.page.getByTestId("revenue-USD-30d").innerText()).toBe(
      await v.page.evaluate((n) => new Intl.NumberFormat(undefined, { style: "currency", currency: "USD" }).format(n), usd.last30Days.revenue),
    );
    const spark = v.page.getByRole("img", { name: /Daily revenue in USD, last 30 days/ });
    expect(await spark.getAttribute("aria-labelledby")).toBe("spark-USD-title spark-USD-desc");
    expect(await v.page.locator("#spark-USD-desc").textContent()).toMatch(/orders?; best day .+ with \$[\d,]+\.\d\d; today \$/);
    expect(await v.page.locator("#count-to-ship").innerText()).toBe(String(api.data.salesDashboard.toShipCount));
    await expect.poll(() => v.page.getByRole("table", { name: "Top products by quantity (30 days)" }).getByRole("row").count()).toBeGreaterThan(1);
    await check(v, "dashboard-sales");
    const link = v.page.getByRole("link", { name: `Order #${incrementId}` });
    if ((await link.count()) > 0) expect(await link.first().getAttribute("href")).toBe(`/admin/orders/${orderId}`);
    await v.context.close();
  });

  it("Enter on an order number typed in the global search opens /admin/orders/<id>; arrows and Enter open a customer", async () => {
    const v = await openVisit(browser, {
      origin: server.url,
      timeout: 30_000,
      contextOptions: { viewport: { width: 1280, height: 900 } },
      recordAnonymousGraphql: true,
    });
    await signInToConsole(v.page, server.url, { waitForDashboard: true });
    const box = v.page.getByRole("combobox", { name: "Search orders, customers, products" });
    // typed and Enter at once: the search runs without waiting for the debounce, and the exact number opens its order
    await box.fill(incrementId.toLowerCase());
    await box.press("Enter");
    await v.page.waitForURL(`**/admin/orders/${orderId}`);
    expect(new URL(v.page.url()).pathname).toBe(`/admin/orders/${orderId}`);
    expect(await box.inputValue()).toBe("");

    // the token lives in memory: the page load that signInToConsole makes asks for a new sign-in
    await signInToConsole(v.page, server.url, { waitForDashboard: true });
    await box.fill(`searchfield${tag}`);
    const listbox = v.page.getByRole("listbox", { name: "Search results" });
    await listbox.waitFor();
    expect(await box.getAttribute("aria-expanded")).toBe("true");
    const orderOption = listbox.getByRole("option", { name: new RegExp(`^Order #${incrementId}`) });
    const customerOption = listbox.getByRole("option", { name: new RegExp(`^Ursula Searchfield${tag}`) });
    await customerOption.waitFor();
    await orderOption.waitFor();
    await check(v, "global-search");
    await box.press("ArrowDown");
    expect(await box.getAttribute("aria-activedescendant")).toBe(await orderOption.getAttribute("id"));
    expect(await orderOption.getAttribute("aria-selected")).toBe("true");
    await box.press("ArrowDown");
    expect(await box.getAttribute("aria-activedescendant")).toBe(await customerOption.getAttribute("id"));
    await box.press("ArrowUp");
    await box.press("ArrowUp");
    // wraps around to the last option, then Escape closes the list
    expect(await box.getAttribute("aria-activedescendant")).not.toBe(await orderOption.getAttribute("id"));
    await box.press("Escape");
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    await box.press("ArrowDown");
    await box.press("ArrowDown");
    expect(await box.getAttribute("aria-activedescendant")).toBe(await customerOption.getAttribute("id"));
    await box.press("Enter");
    await v.page.waitForURL(`**/admin/customers/${customerId}`);
    await v.page
      .getByRole("heading", { name: /Ursula/ })
      .first()
      .waitFor();
    await v.context.close();
  });
});

/**
 * Purchasing control in Chromium (issue 33's browser acceptance), through the worker in workerd (Miniflare) in front
 * of the real backend with the company, purchasing and credit modules, on the demo's Northwind Trading: the buyer's
 * cart over 1,000 checked out with Pay on Account is held as a purchase order (the demo's rule "Large orders"); the
 * company admin, logged in in another browser context, finds it under "Awaiting my approval" and approves it, which
 * places the order; the buyer sees the order with its PO number; the credit page shows the new balance and what is
 * available; the merchant invoices the order and the buyer's invoice PDF shows the PO number and the due date. axe
 * finds no serious or critical violation on the purchase order list, the purchase order and the credit page.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import type { Miniflare } from "miniflare";
import { axeCheck, CHROMIUM, launchChromium, openVisit, type Visit } from "../helpers/browser.ts";
import { pdfPages } from "../helpers/pdf-text.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { money } from "../../src/core/money.ts";
import company from "../../src/modules/company/index.ts";
import purchasing from "../../src/modules/purchasing/index.ts";
import credit from "../../src/modules/credit/index.ts";
import { dayText } from "../../src/modules/credit/observers.ts";
import { TEST_API_PASSWORD, TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { bundleWorker, type BackendProxy, SECRET, startProxy, startWorker } from "../worker/harness.ts";

const run = fs.existsSync(CHROMIUM);
let server: TestServer;
let proxy: BackendProxy;
let mf: Miniflare;
let url: string;
let browser: Browser;
const check = axeCheck();
const T = { timeout: 20_000 };
const PO_NUMBER = "PO-4711";
const INVOICE_EMAIL = "ap@northwind.example";
/** the demo's credit line of Northwind Trading */
const LIMIT = 10_000;
/** a simple product at Northwind's price, and a quantity that takes the cart over 1,000 */
let product: { id: number; sku: string; urlKey: string; price: number };
let qty = 0;

/** "$1,234.50" → "1234.50" */
const shown = (text: string) => money(text.replace(/[^0-9.-]/g, "")).toFixed(2);

beforeAll(async () => {
  if (!run) return;
  proxy = await startProxy("");
  ({ mf, url } = await startWorker(await bundleWorker(), {
    BACKEND_URL: proxy.url,
    SYNC_SECRET: SECRET,
    BACKEND_BASIC_AUTH: `storefront:${TEST_API_PASSWORD}`,
    ALLOW_HTTP: "1",
    ASSET_HASH: "s33",
    B2B_MODULES: "company,purchasing,credit",
  }));
  server = await startTestServer({
    modules: [company as never, purchasing as never, credit as never],
    settings: { storefrontUrl: url, syncSecret: SECRET, storefrontSync: { cron: "", baseDelayMs: 50, batchMs: 20 } },
  });
  proxy.backend = server.url;

  // the catalogue as the buyer sees it (Northwind's prices): a simple product without options or a quantity rule
  const token = await server.customerToken("buyer@example.com", TEST_CUSTOMER_PASSWORD);
  type Listed = {
    id: number;
    sku: string;
    urlKey: string;
    type: string;
    price: number | null;
    inStock: boolean;
    customOptions?: unknown[];
    extensions?: { b2bAccess?: { gateFlags?: { canCheckout?: boolean } }; b2bPricing?: { quantityRule?: unknown } | null };
  };
  const listed = ((await server.json("/api/rest/v2/products?itemsPerPage=100", { token })).body.member as Listed[]).filter(
    (p) =>
      p.type === "simple" &&
      p.price != null &&
      p.price >= 50 &&
      p.inStock &&
      !p.customOptions?.length &&
      p.extensions?.b2bAccess?.gateFlags?.canCheckout !== false &&
      !p.extensions?.b2bPricing?.quantityRule,
  );
  const picked = listed.sort((a, b) => b.price! - a.price!)[0];
  expect(picked, "a simple product of at least 50 the buyer may order").toBeDefined();
  product = { id: picked!.id, sku: picked!.sku, urlKey: picked!.urlKey, price: picked!.price! };
  // over 1,000 by at least one unit, far under the credit limit
  qty = money(1000).dividedBy(product.price).floor().plus(1).toNumber();
  expect(money(product.price).times(qty).toNumber()).toBeLessThan(LIMIT / 2);
  await server.app.db.product.update({ where: { id: product.id }, data: { stockQty: 1000, inStock: true } });
  server.app.productRows.evict([product.id]);
  server.app.responses.clear();

  for (const [entity, body] of [
    ["config", {}],
    ["categories", {}],
    ["countries", {}],
    ["products", { ids: [product.id] }],
  ] as const) {
    const r = await fetch(`${url}/sync/${entity}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ secret: SECRET, ...body }),
    });
    expect(r.status, `sync ${entity}`).toBe(200);
  }
  browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await mf?.dispose();
  await proxy?.close();
  await server?.close();
});

async function logIn(email: string): Promise<Visit> {
  const v = await openVisit(browser, { origin: url, timeout: 20_000, contextOptions: { viewport: { width: 1280, height: 900 } } });
  await v.page.goto(`${url}/account/login?next=/account`);
  await v.page.fill("#login-email", email);
  await v.page.fill("#login-password", TEST_CUSTOMER_PASSWORD);
  await v.page.click("form[action='/account/login'] button");
  await v.page.waitForURL(`${url}/account`);
  return v;
}

describe.runIf(run)("purchasing control in the browser", () => {
  it("a cart over the limit becomes a purchase order, the company admin approves it, the order is placed on account, credited, invoiced with its PO number and due date", async () => {
    // the buyer fills a cart over 1,000 and checks out with Pay on Account
    const buyer = await logIn("buyer@example.com");
    const b = buyer.page;
    await b.goto(`${url}/p/${product.urlKey}`);
    await b.fill("#qty", String(qty));
    await b.click("[data-add-to-cart] button");
    await expect.poll(() => b.locator("[data-add-to-cart] [role=status]").innerText(), T).toContain("Added to your cart");
    await b.goto(`${url}/checkout`);
    await b.check("input[name=paymentMethod][value=payonaccount]");
    await b.fill("#f-poNumber", PO_NUMBER);
    await b.fill("#f-invoiceEmail", INVOICE_EMAIL);
    await expect.poll(() => b.locator("button[value=place]").isEnabled(), T).toBe(true);
    await b.click("button[value=place]");
    const held = b.locator("[data-held-po]");
    await held.waitFor().catch(async () => {
      throw new Error(`no purchase order: ${(await b.locator("main").innerText()).slice(0, 600)}`);
    });
    const poNumber = (await held.getAttribute("data-held-po"))!;
    expect(await b.locator("h1").innerText()).toBe(`Purchase order ${poNumber} is awaiting approval`);
    expect(await b.locator("main").innerText()).toContain(`PO number ${PO_NUMBER}`);
    expect(await b.locator("main").innerText()).toMatch(/Waiting for: The company admin/);
    // held, not placed: no order of the buyer carries the PO number yet
    expect(await server.app.db.order.count({ where: { poNumber: PO_NUMBER } })).toBe(0);
    await check(buyer, "purchase order held at checkout");

    // the company admin, logged in elsewhere, finds it awaiting their approval and approves it
    const manager = await logIn("trade@example.com");
    const t = manager.page;
    await t.getByRole("navigation", { name: "Account sections" }).getByRole("link", { name: "Purchase orders" }).click();
    await t.waitForURL(/\/account\/purchase-orders/);
    await t.getByRole("navigation", { name: "Purchase order lists" }).getByRole("link", { name: "Awaiting my approval" }).click();
    await t.waitForURL(`${url}/account/purchase-orders?scope=awaiting_my_approval`);
    const row = t.locator("[data-purchase-orders] tbody tr", { hasText: poNumber });
    await row.waitFor();
    expect(await row.innerText()).toContain(PO_NUMBER);
    expect(await row.locator("[data-po-status]").getAttribute("data-po-status")).toBe("approval_required");
    await check(manager, "purchase orders awaiting my approval");

    await row.getByRole("link", { name: poNumber }).click();
    await t.waitForURL(/\/account\/purchase-orders\/\d+$/);
    expect(await t.locator("h1").innerText()).toContain(poNumber);
    expect(await t.locator("[data-po-number]").innerText()).toBe(PO_NUMBER);
    // the approver sees where the company's invoices for it will go
    expect(await t.locator("[data-invoice-email]").innerText()).toBe(INVOICE_EMAIL);
    expect(await t.locator("[data-approval-flow]").innerText()).toMatch(/company admin.*: Waiting/i);
    const poTotal = shown(await t.locator("[data-grand-total]").innerText());
    await check(manager, "purchase order awaiting approval");

    await t
      .locator("form[data-po-action=approve]")
      .getByRole("button", { name: /^Approve/ })
      .click();
    await expect.poll(() => t.locator("main [role=status]").first().innerText(), T).toContain("Your approval is recorded.");
    expect(await t.locator("dd[data-po-status]").getAttribute("data-po-status")).toBe("order_placed");
    // the approver sees the order's number (the order itself is the buyer's)
    const incrementId = /^\d+/.exec((await t.locator("[data-po-order]").innerText()).trim())?.[0] ?? "";
    expect(incrementId).toMatch(/^\d+$/);
    expect(await t.locator("main [role=status]").first().innerText()).toContain(`Order ${incrementId} is placed.`);
    await check(manager, "purchase order approved");

    // the order is the purchase order's: placed on account for the buyer, with the PO number and the same total
    const order = await server.app.db.order.findUniqueOrThrow({ where: { incrementId } });
    expect(order.poNumber).toBe(PO_NUMBER);
    expect(order.paymentMethod).toBe("payonaccount");
    const buyerRow = await server.app.db.customer.findFirstOrThrow({ where: { email: "buyer@example.com" } });
    expect(order.customerId).toBe(buyerRow.id);
    expect(money(order.grandTotal).toFixed(2)).toBe(poTotal);
    expect(money(order.subtotal).greaterThan(1000)).toBe(true);

    // the buyer sees their purchase order placed, and the order in their orders with its PO number
    await b.goto(`${url}/account/purchase-orders`);
    const placed = b.locator("[data-purchase-orders] tbody tr", { hasText: poNumber });
    await placed.waitFor();
    expect(await placed.locator("[data-po-status]").getAttribute("data-po-status")).toBe("order_placed");
    await placed.getByRole("link", { name: poNumber }).click();
    await b.waitForURL(/\/account\/purchase-orders\/\d+$/);
    expect(await b.locator("[data-po-order] a").getAttribute("href")).toBe(`/account/orders/${incrementId}`);
    await b.goto(`${url}/account`);
    const mine = b.locator("section[aria-labelledby=orders-h] tbody tr", { hasText: incrementId });
    await mine.waitFor();
    expect(await mine.innerText()).toContain(PO_NUMBER);
    await mine.getByRole("link", { name: incrementId }).click();
    await b.waitForURL(`${url}/account/orders/${incrementId}`);
    expect(await b.locator("[data-po-number]").innerText()).toBe(PO_NUMBER);
    expect(await b.locator("[data-invoice-email]").innerText()).toBe(INVOICE_EMAIL);

    // the merchant invoices the on-account order (open, to be paid by the terms)
    const invoiced = await server.gql(
      "mutation($id: Int!) { orderInvoice(id: $id, capture: false) { __typename ... on Problem { code message } } }",
      { id: order.id },
      { token: await server.adminToken() },
    );
    expect((invoiced.data as any)?.orderInvoice.__typename, JSON.stringify(invoiced)).not.toBe("Problem");
    const invoice = await server.app.db.invoice.findFirstOrThrow({ where: { orderId: order.id } });
    const terms = await server.app.db.creditInvoice.findUniqueOrThrow({ where: { invoiceId: invoice.id } });

    // the credit page (the company admin's: the demo's Buyer role has no credit.view) shows the new balance
    await t.getByRole("navigation", { name: "Account sections" }).getByRole("link", { name: "Company credit" }).click();
    await t.waitForURL(`${url}/account/credit`);
    expect(shown(await t.locator("[data-credit-limit]").innerText())).toBe(money(LIMIT).toFixed(2));
    expect(shown(await t.locator("[data-credit-balance]").innerText())).toBe(money(order.grandTotal).toFixed(2));
    expect(shown(await t.locator("[data-credit-available]").innerText())).toBe(money(LIMIT).minus(money(order.grandTotal)).toFixed(2));
    expect(await t.locator("[data-credit-terms]").innerText()).toMatch(/30/);
    const open = t.locator("[data-credit-invoices] tbody tr", { hasText: incrementId });
    await open.waitFor();
    expect(await open.getAttribute("data-invoice-status")).toBe("open");
    expect(await open.innerText()).toContain(terms.dueAt.toISOString().slice(0, 10));
    expect(await t.locator("[data-credit-history] tbody tr[data-ledger-kind=purchase]", { hasText: incrementId }).count()).toBe(1);
    await check(manager, "company credit");

    // the buyer downloads the invoice PDF from the order page: the PO number and the due date are on it
    await b.reload();
    const link = b.locator(`[data-invoices] a[href$="/invoices/${invoice.id}.pdf"]`);
    await link.waitFor();
    const pdf = await b.request.get(new URL((await link.getAttribute("href"))!, url).toString());
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    const text = (await pdfPages(new Uint8Array(await pdf.body()))).join("\n");
    expect(text).toContain(`PO number: ${PO_NUMBER}`);
    expect(text).toContain("Due date");
    expect(text).toContain(`${dayText(terms.dueAt)} (net 30)`);

    await buyer.context.close();
    await manager.context.close();
  }, 90_000);
});

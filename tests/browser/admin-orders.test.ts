/**
 * The console's Orders screen in Chromium against a real server: orders placed through the REST facade are found
 * in the grid (filtered by order number; store, customer and status by name), opened at /admin/orders/<id>,
 * invoiced in part, shipped in part with a tracking number, invoiced and shipped in full (Complete), commented on,
 * refunded in part; another is held and released, canceled from the grid's mass action, and its invoicing refused
 * there, with a result per order. Each step passes
 * axe-core (serious and critical), breaks no CSP rule, asks no other origin and sends every GraphQL request with the
 * token; the database agrees with what the screen shows.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeCheck, hasChromium, launchChromium, openVisit, screenshotDir, signInToConsole, type Visit } from "../helpers/browser.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

const V2 = "/api/rest/v2";
const SHOTS = screenshotDir("ADMIN_SCREENSHOTS", "admin-orders-");
const T = { timeout: 15_000 };
const check = axeCheck({ token: true, screenshots: { dir: SHOTS, prefix: "admin-orders-" } });
let s: TestServer;
let browser: Browser;

beforeAll(async () => {
  if (!hasChromium) return;
  s = await startTestServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await s?.close();
});

async function place(sku: string, qty: number, token?: string) {
  const cart = (await s.json(`${V2}/guest-carts`, { method: "POST", token })).body.maskedId as string;
  expect((await s.json(`${V2}/guest-carts/${cart}/items`, { method: "POST", json: { sku, qty }, token })).status).toBe(200);
  const r = await s.json(`${V2}/guest-carts/${cart}/place-order`, {
    method: "POST",
    token,
    json: {
      email: "jane@example.com",
      paymentMethod: "checkmo",
      shippingAddress: {
        firstName: "Jane",
        lastName: "Buyer",
        street: ["1 Main St"],
        city: "Springfield",
        postcode: "12345",
        countryId: "US",
        telephone: "555",
      },
      shippingMethod: "flatrate_flatrate",
      poNumber: "PO-4471",
      orderNote: "Leave at the door",
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as { id: number; incrementId: string };
}

/** the row of the order's only line in the Items table: ordered, invoiced, shipped, refunded, canceled */
async function qtys(page: Page) {
  const cells = await page.getByRole("table", { name: "Items ordered" }).locator("tbody tr").first().locator("td").allInnerTexts();
  return cells.slice(3, 8).map(Number);
}

describe.skipIf(!hasChromium)("the console's Orders screen", { timeout: 180_000 }, () => {
  it("finds an order, invoices and ships it in parts to Complete, refunds part of it; cancels another from the grid", async () => {
    const product = await s.app.db.product.findFirstOrThrow({
      where: { type: "simple", status: 1, visibility: 4, customOptions: { none: {} }, NOT: { sku: { contains: "WH-" } } },
      orderBy: { id: "asc" },
    });
    await s.app.db.product.update({ where: { id: product.id }, data: { stockQty: 100, inStock: true } });
    const jane = await s.customerToken("jane@example.com", TEST_CUSTOMER_PASSWORD);
    const order = await place(product.sku, 3, jane);
    const other = await place(product.sku, 1, jane);
    const store = await s.app.db.store.findFirstOrThrow({ where: { id: (await s.app.db.order.findUniqueOrThrow({ where: { id: order.id } })).storeId } });

    const v: Visit = await openVisit(browser, {
      origin: s.url,
      timeout: 30_000,
      contextOptions: { viewport: { width: 1280, height: 900 }, acceptDownloads: true },
      alsoAllow: ["blob:"],
      recordAnonymousGraphql: true,
    });
    const page = v.page;
    await signInToConsole(page, s.url, { waitForDashboard: true });
    await page.getByRole("link", { name: "Orders", exact: true }).click();
    await page.getByRole("heading", { name: "Orders", level: 1 }).waitFor();
    await page.getByLabel("Order number contains").fill(order.incrementId);
    await page.getByRole("button", { name: "Apply filters" }).click();
    const row = page
      .getByRole("table", { name: /Orders/ })
      .locator("tbody tr")
      .filter({ hasText: order.incrementId });
    await row.waitFor();
    await expect
      .poll(
        () =>
          page
            .getByRole("table", { name: /Orders/ })
            .locator("tbody tr")
            .count(),
        T,
      )
      .toBe(1);
    // names, not ids
    const text = await row.innerText();
    expect(text).toContain(store.name);
    expect(text).toContain("Jane Buyer");
    expect(text).toContain("Pending");
    await check(v, "grid");

    // the detail, at its own address
    await row.getByRole("button", { name: `Details of order ${order.incrementId} (jane@example.com)` }).click();
    await page.getByRole("heading", { name: `Order #${order.incrementId}`, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/orders/${order.id}`);
    const fields = await page.locator("dl.fields").first().innerText();
    expect(fields).toContain("PO-4471");
    expect(fields).toContain("Leave at the door");
    expect(fields).toContain(store.name);
    expect(await qtys(page)).toEqual([3, 0, 0, 0, 0]);
    // a pending order: neither Refund nor Unhold is offered
    await expect.poll(() => page.getByRole("button", { name: "Refund" }).count(), T).toBe(0);
    expect(await page.getByRole("button", { name: "Unhold" }).count()).toBe(0);
    await check(v, "detail");

    // invoice one of the three
    await page.getByRole("button", { name: "Invoice", exact: true }).click();
    const invoice = page.getByRole("form", { name: "Invoice the order" });
    await invoice.getByLabel(/at most 3/).fill("1");
    await check(v, "invoice");
    await invoice.getByRole("button", { name: "Create invoice" }).click();
    await page.getByText("Invoiced.").waitFor();
    await page.waitForLoadState("networkidle");
    await expect.poll(() => qtys(page), T).toEqual([3, 1, 0, 0, 0]);
    await expect.poll(() => page.locator(".order-status").innerText(), T).toContain("Processing");
    await page
      .getByRole("region", { name: /^Invoice / })
      .first()
      .waitFor();

    // ship one, with a tracking number
    await page.getByRole("button", { name: "Ship", exact: true }).click();
    const ship = page.getByRole("form", { name: "Ship the order" });
    await ship.getByLabel(/at most 3/).fill("1");
    await ship.getByRole("button", { name: "Add tracking number" }).click();
    await ship.getByLabel("Carrier 1").fill("ups");
    await ship.getByLabel("Title 1").fill("UPS Ground");
    await ship.getByLabel("Tracking number 1").fill("1Z999AA10123456784");
    await check(v, "ship");
    await ship.getByRole("button", { name: "Create shipment" }).click();
    await page.getByText("Shipped.").waitFor();
    await page.waitForLoadState("networkidle");
    await expect.poll(() => qtys(page), T).toEqual([3, 1, 1, 0, 0]);
    await expect
      .poll(
        () =>
          page
            .getByRole("region", { name: /^Shipment / })
            .first()
            .innerText(),
        T,
      )
      .toContain("1Z999AA10123456784");

    // the rest: invoice and ship what is left -> Complete
    await page.getByRole("button", { name: "Invoice", exact: true }).click();
    await page.getByRole("form", { name: "Invoice the order" }).getByRole("button", { name: "Create invoice" }).click();
    await expect.poll(() => qtys(page), T).toEqual([3, 3, 1, 0, 0]);
    await page.getByRole("button", { name: "Ship", exact: true }).click();
    await page.getByRole("form", { name: "Ship the order" }).getByRole("button", { name: "Create shipment" }).click();
    await expect.poll(() => qtys(page), T).toEqual([3, 3, 3, 0, 0]);
    await expect.poll(() => page.locator(".order-status").innerText(), T).toContain("Complete");
    // nothing left to invoice, ship or cancel; a complete order is refunded, not held
    expect(await page.getByRole("button", { name: "Invoice", exact: true }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Ship", exact: true }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Cancel order" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Hold" }).count()).toBe(0);
    expect(await page.getByRole("region", { name: /^Invoice / }).count()).toBe(2);
    expect(await page.getByRole("region", { name: /^Shipment / }).count()).toBe(2);
    await check(v, "complete");

    // an invoice's PDF: asked of the admin REST route with the console's token, saved as a file
    const invoiceId = (await s.app.db.invoice.findFirstOrThrow({ where: { orderId: order.id }, orderBy: { id: "asc" } })).id;
    const firstInvoice = page.getByRole("region", { name: /^Invoice / }).first();
    const incrementOfInvoice = (await firstInvoice.getByRole("heading").innerText()).split(/\s+/)[1]!;
    const asked = page.waitForRequest((r) => new URL(r.url()).pathname === `/api/rest/v2/admin/orders/${order.id}/invoices/${invoiceId}/pdf`);
    const download = page.waitForEvent("download", { timeout: 10_000 });
    await firstInvoice.getByRole("button", { name: `PDF of invoice ${incrementOfInvoice}` }).click();
    const request = await asked;
    expect(request.headers().authorization).toMatch(/^Bearer \S+$/);
    expect((await request.response())?.status()).toBe(200);
    const file = await download;
    expect(file.suggestedFilename()).toBe(`invoice-${incrementOfInvoice}.pdf`);
    expect(
      fs
        .readFileSync((await file.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    // a comment shown on the storefront
    await page.getByLabel("Comment", { exact: true }).fill("Packed by Sam");
    await page.getByLabel("Visible on the storefront").check();
    await page.getByRole("button", { name: "Add comment" }).click();
    await page.getByText("Comment added.").waitFor();
    await expect.poll(() => page.locator("ol.history").innerText(), T).toMatch(/Packed by Sam[^\n]*shown on the storefront/);
    expect(await page.locator("ol.history").innerText()).toContain("admin");

    // refund one
    await page.getByRole("button", { name: "Refund" }).click();
    const refund = page.getByRole("form", { name: "Refund the order" });
    await refund.getByLabel(/at most 3/).fill("1");
    await check(v, "refund");
    await refund.getByRole("button", { name: "Create credit memo" }).click();
    await page.getByText("Refunded.").waitFor();
    await page.waitForLoadState("networkidle");
    await expect.poll(() => qtys(page), T).toEqual([3, 3, 3, 1, 0]);
    await page.getByRole("region", { name: /^Credit memo / }).waitFor();
    const saved = await s.app.db.order.findUniqueOrThrow({ where: { id: order.id }, include: { invoices: true, shipments: true, creditMemos: true } });
    expect([saved.status, saved.invoices.length, saved.shipments.length, saved.creditMemos.length]).toEqual(["complete", 2, 2, 1]);
    // a refusal is the server's typed Problem: refunding more than is left (once the order's reads after the refund
    // are in, so that no answer re-renders the form under the typing)
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Refund" }).click();
    const adjustment = page.getByRole("form", { name: "Refund the order" }).getByLabel("Adjustment", { exact: false });
    // typed again until it holds: an answer arriving late may still re-render the form once under the typing
    await expect
      .poll(async () => {
        if ((await adjustment.inputValue()) !== "100000") await adjustment.fill("100000");
        return adjustment.inputValue();
      }, T)
      .toBe("100000");
    await page.getByRole("form", { name: "Refund the order" }).getByRole("button", { name: "Create credit memo" }).click();
    await page.locator(".problem").first().waitFor();
    expect(await s.app.db.creditMemo.count({ where: { orderId: order.id } })).toBe(1);
    await check(v, "refused");
    // shipping alone: every line at 0 is an amount-only credit memo, no line refunded
    const amountOnly = page.getByRole("form", { name: "Refund the order" });
    await amountOnly.getByLabel(/at most 2/).fill("0");
    await amountOnly.getByLabel(/^Adjustment/).fill("");
    await amountOnly.getByLabel(/^Shipping to refund/).fill("5");
    await amountOnly.getByRole("button", { name: "Create credit memo" }).click();
    await page.getByText("Refunded.").waitFor();
    await page.waitForLoadState("networkidle");
    await expect.poll(() => page.getByRole("region", { name: /^Credit memo / }).count(), T).toBe(2);
    expect(await qtys(page)).toEqual([3, 3, 3, 1, 0]);
    const memos = await s.app.db.creditMemo.findMany({ where: { orderId: order.id }, orderBy: { id: "asc" } });
    expect(memos).toHaveLength(2);
    expect(Number(memos[1]!.shippingAmount)).toBe(5);

    // the other order: held and released from its detail, then canceled from the grid
    await page.getByRole("link", { name: "All orders" }).click();
    // the grid as it was left
    expect(await page.getByLabel("Order number contains").inputValue()).toBe(order.incrementId);
    await page.getByLabel("Order number contains").fill(other.incrementId);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.getByRole("button", { name: `Details of order ${other.incrementId} (jane@example.com)` }).click();
    await page.getByRole("heading", { name: `Order #${other.incrementId}`, level: 1 }).waitFor();
    await page.getByRole("button", { name: "Hold", exact: true }).click();
    await page.getByText("The order is on hold.").waitFor();
    await expect.poll(() => page.locator(".order-status").innerText(), T).toContain("On hold");
    // on hold: only Unhold (and comments)
    for (const name of ["Invoice", "Ship", "Refund", "Cancel order", "Hold"])
      expect(await page.getByRole("button", { name, exact: true }).count(), name).toBe(0);
    await check(v, "held");
    await page.getByRole("button", { name: "Unhold", exact: true }).click();
    await page.getByText("The order is released from hold.").waitFor();
    await expect.poll(() => page.locator(".order-status").innerText(), T).toContain("Pending");
    await page.getByRole("link", { name: "All orders" }).click();
    await page.getByLabel("Order number contains").fill(other.incrementId);
    await page.getByRole("button", { name: "Apply filters" }).click();
    const otherRow = page
      .getByRole("table", { name: /Orders/ })
      .locator("tbody tr")
      .filter({ hasText: other.incrementId });
    await otherRow.waitFor();
    await otherRow.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Cancel selected (1)" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel 1 order?" });
    await dialog.waitFor();
    await check(v, "cancel-dialog");
    await dialog.getByRole("button", { name: "Cancel orders" }).click();
    await page.getByRole("region", { name: "Results" }).getByText("1 done.").waitFor();
    await expect.poll(() => otherRow.innerText(), T).toContain("Canceled");
    expect((await s.app.db.order.findUniqueOrThrow({ where: { id: other.id } })).status).toBe("canceled");
    await check(v, "canceled");
    // a canceled order cannot be invoiced: its refusal is its result, and it stays selected
    await otherRow.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Invoice selected (1)" }).click();
    await page.getByRole("dialog", { name: "Invoice 1 order?" }).getByRole("button", { name: "Invoice orders" }).click();
    await page.getByRole("region", { name: "Results" }).getByText("0 done, 1 refused.").waitFor();
    expect(await page.getByRole("region", { name: "Results" }).innerText()).toContain("invalid_transition");
    expect(await otherRow.getByRole("checkbox").isChecked()).toBe(true);
    expect(await s.app.db.invoice.count({ where: { orderId: other.id } })).toBe(0);
    await check(v, "mass-refused");

    // from the order to its customer, and back through the customer's orders
    await page.getByLabel("Order number contains").fill(order.incrementId);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.getByRole("button", { name: `Details of order ${order.incrementId} (jane@example.com)` }).click();
    await page.getByRole("link", { name: "Jane Buyer" }).click();
    const janeId = (await s.app.db.customer.findFirstOrThrow({ where: { email: "jane@example.com" } })).id;
    expect(new URL(page.url()).pathname).toBe(`/admin/customers/${janeId}`);
    await page.getByRole("link", { name: order.incrementId }).click();
    await page.getByRole("heading", { name: `Order #${order.incrementId}`, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/orders/${order.id}`);
    await v.context.close();
  });
});

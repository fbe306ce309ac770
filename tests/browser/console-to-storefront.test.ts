/**
 * The merchant's work in the console, seen by the shopper on the storefront, in Chromium against a real server and the
 * storefront worker (Miniflare, real SMTP peer).
 *
 * Orders: an order the customer placed is found by its number in the console's global search, invoiced and shipped
 * with a tracking number; the customer's order page on the storefront then shows the shipment with its tracking link
 * and the invoice, whose PDF link downloads a PDF naming the order.
 *
 * Customers: the console's Customers screen in Chromium against a real server and the storefront worker (Miniflare): a
 * General customer's product page shows the General price; in the console the merchant finds the customer, opens
 * them (addresses, orders and approval history show, groups and stores by name), changes their group to Wholesale,
 * and the customer's next storefront request shows the Wholesale price; the merchant opens an account for a buyer
 * and sees it in the grid. Each console step passes axe-core (serious and critical), breaks no CSP rule, asks no
 * other origin and sends every GraphQL request with the token.
 */
import { describe, expect, it } from "vitest";
import { axeCheck, hasChromium, openVisit, screenshotDir, signInToConsole, type Visit } from "../helpers/browser.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { pdfPages } from "../helpers/pdf-text.ts";
import { useStorefront } from "./storefront-harness.ts";

const SHOTS = screenshotDir("ADMIN_SCREENSHOTS", "admin-shots-");
const T = { timeout: 15_000 };
/** the price a product page shows last in its [data-price] (after a struck "Was" price, when there is one) */
const shown = async (page: import("playwright-core").Page) => (await page.locator("[data-price]").innerText()).trim().split(/\s+/).pop();
const usd = (n: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(n);

const sf = useStorefront();
const check = axeCheck({ token: true, screenshots: { dir: SHOTS, prefix: "admin-customers-" } });
const storefrontCheck = axeCheck({ screenshots: { dir: SHOTS, prefix: "storefront-order-" } });

describe.skipIf(!hasChromium)("the console's work seen on the storefront", { timeout: 120_000 }, () => {
  it("an order found by its number in the global search, invoiced and shipped with tracking, shows its shipment and invoice PDF on the storefront", async () => {
    const s = sf.server;
    const product = sf.productOf("simple");
    await s.app.db.product.update({ where: { id: product.id }, data: { stockQty: 100, inStock: true } });
    const jane = await s.customerToken("jane@example.com", TEST_CUSTOMER_PASSWORD);
    const { sku } = await s.app.db.product.findUniqueOrThrow({ where: { id: product.id } });
    const cart = (await s.json("/api/rest/v2/guest-carts", { method: "POST", token: jane })).body.maskedId as string;
    expect((await s.json(`/api/rest/v2/guest-carts/${cart}/items`, { method: "POST", json: { sku, qty: 2 }, token: jane })).status).toBe(200);
    const placed = await s.json(`/api/rest/v2/guest-carts/${cart}/place-order`, {
      method: "POST",
      token: jane,
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
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body as { id: number; incrementId: string };
    // the confirmation mail, through the real SMTP peer
    expect((await sf.smtp.next((m) => m.subject.includes(order.incrementId))).to).toContain("jane@example.com");

    // the merchant finds it by its number in the console's global search
    const v: Visit = await openVisit(sf.browser, {
      origin: s.url,
      timeout: 30_000,
      contextOptions: { viewport: { width: 1280, height: 900 } },
      recordAnonymousGraphql: true,
    });
    const page = v.page;
    await signInToConsole(page, s.url, { waitForDashboard: true });
    const box = page.getByRole("combobox", { name: "Search orders, customers, products" });
    await box.fill(order.incrementId);
    await page
      .getByRole("listbox", { name: "Search results" })
      .getByRole("option", { name: new RegExp(`^Order #${order.incrementId}`) })
      .waitFor();
    await check(v, "search");
    await box.press("Enter");
    await page.getByRole("heading", { name: `Order #${order.incrementId}`, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/orders/${order.id}`);

    // invoiced and shipped in full, with a tracking number
    await page.getByRole("button", { name: "Invoice", exact: true }).click();
    await page.getByRole("form", { name: "Invoice the order" }).getByRole("button", { name: "Create invoice" }).click();
    await page.getByText("Invoiced.").waitFor();
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Ship", exact: true }).click();
    const ship = page.getByRole("form", { name: "Ship the order" });
    await ship.getByRole("button", { name: "Add tracking number" }).click();
    await ship.getByLabel("Carrier 1").fill("ups");
    await ship.getByLabel("Title 1").fill("UPS Ground");
    await ship.getByLabel("Tracking number 1").fill("1Z999AA10123456784");
    await expect.poll(() => ship.getByLabel("Tracking number 1").inputValue(), T).toBe("1Z999AA10123456784");
    await ship.getByLabel(/Notify the customer/).check();
    await check(v, "ship");
    await ship.getByRole("button", { name: "Create shipment" }).click();
    await page.getByText("Shipped.").waitFor();
    await expect.poll(() => page.locator(".order-status").innerText(), T).toContain("Complete");
    await check(v, "complete");
    const shipment = await s.app.db.shipment.findFirstOrThrow({ where: { orderId: order.id } });
    const invoice = await s.app.db.invoice.findFirstOrThrow({ where: { orderId: order.id } });
    // the shipment mail carries the tracking number
    expect((await sf.smtp.next((m) => m.subject.includes(order.incrementId) && m.text.includes("1Z999AA10123456784"))).to).toContain("jane@example.com");
    await v.page.context().close();

    // the customer's order page on the storefront: the shipment with its tracking link, the invoice and its PDF
    const shop: Visit = await openVisit(sf.browser, { origin: sf.url, timeout: 30_000, contextOptions: { viewport: { width: 1280, height: 900 } } });
    await sf.logIn(shop.page, "jane@example.com", TEST_CUSTOMER_PASSWORD);
    await shop.page.goto(`${sf.url}/account/orders/${order.incrementId}`);
    const body = shop.page.locator("main");
    await expect.poll(() => body.innerText(), T).toContain(shipment.incrementId);
    expect(await body.innerText()).toContain("1Z999AA10123456784");
    expect(await shop.page.getByRole("link", { name: /1Z999AA10123456784/ }).getAttribute("href")).toContain("ups.com");
    await storefrontCheck(shop, "order-page");
    const pdfLink = shop.page.getByRole("link", { name: new RegExp(invoice.incrementId) });
    const href = await pdfLink.getAttribute("href");
    expect(href).toBe(`/account/orders/${order.incrementId}/invoices/${invoice.id}.pdf`);
    const pdf = await shop.page.request.get(`${sf.url}${href}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.headers()["cache-control"]).toContain("no-store");
    const text = (await pdfPages(new Uint8Array(await pdf.body()))).join(" ");
    expect(text).toContain(order.incrementId);
    expect(text).toContain(invoice.incrementId);
    expect(text).toContain(sku);
    await shop.page.context().close();
  });

  it("changing a customer's group in the console changes their prices on the storefront's next request", async () => {
    const s = sf.server;
    // a product a General customer buys at its own price and a Wholesale one below it
    const tiers = await s.app.db.tierPrice.findMany({
      where: { groupId: 2, qty: 1, product: { type: "simple", status: 1, specialPrice: null, inStock: true } },
      include: { product: true },
    });
    const jane = await s.customerToken("jane@example.com", TEST_CUSTOMER_PASSWORD);
    let product: { id: number; urlKey: string } | undefined;
    let general = 0;
    for (const t of tiers) {
      const view = await s.json(`/api/rest/v2/products/${t.productId}`, { token: jane });
      if (view.status === 200 && view.body.finalPrice != null && view.body.finalPrice > t.price && view.body.urlKey) {
        product = { id: t.productId, urlKey: view.body.urlKey };
        general = view.body.finalPrice;
        break;
      }
    }
    if (!product) throw new Error("no product a General customer sees above its Wholesale price");

    // the customer, logged in on the storefront: the General price
    const shop = await sf.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const shopper = await shop.newPage();
    await sf.logIn(shopper, "jane@example.com", TEST_CUSTOMER_PASSWORD);
    await shopper.goto(`${sf.url}/p/${product.urlKey}`);
    await expect.poll(() => shown(shopper), T).toBe(usd(general));

    // the merchant, in the console
    const v: Visit = await openVisit(sf.browser, {
      origin: s.url,
      timeout: 30_000,
      contextOptions: { viewport: { width: 1280, height: 900 } },
      recordAnonymousGraphql: true,
    });
    await signInToConsole(v.page, s.url, { waitForDashboard: true });
    await v.page.getByRole("link", { name: "Customers", exact: true }).click();
    await v.page.getByRole("heading", { name: "Customers", level: 1 }).waitFor();
    await v.page.locator("fieldset", { hasText: "Status" }).getByLabel("active").check();
    await v.page.getByLabel("Email contains").fill("jane@example.com");
    await v.page.getByRole("button", { name: "Apply filters" }).click();
    const row = v.page.getByRole("table").locator("tbody tr").filter({ hasText: "jane@example.com" });
    await row.waitFor();
    // names, not ids
    expect(await row.innerText()).toContain("General");
    await check(v, "grid");

    await v.page.getByRole("button", { name: "Details of Jane Buyer (jane@example.com)" }).click();
    const panel = v.page.getByRole("region", { name: "Jane Buyer" });
    await panel.getByRole("heading", { name: "Addresses" }).waitFor();
    await expect.poll(() => panel.locator("dl.fields").innerText(), T).toContain("General");
    await panel.getByRole("heading", { name: "Orders" }).waitFor();
    await check(v, "detail");

    await panel.getByRole("button", { name: "Edit" }).click();
    const form = panel.getByRole("form", { name: "Edit customer" });
    await form.getByLabel("Customer group").selectOption({ label: "Wholesale" });
    await check(v, "edit");
    await form.getByRole("button", { name: "Save customer" }).click();
    await panel.getByText("Saved.").waitFor();
    await expect.poll(() => panel.locator("dl.fields").innerText(), T).toContain("Wholesale");
    const janeRow = await s.app.db.customer.findFirstOrThrow({ where: { email: "jane@example.com" } });
    expect(janeRow.groupId).toBe(2);

    // the customer's next request, with the same session: the Wholesale price
    const wholesale = (await s.json(`/api/rest/v2/products/${product.id}`, { token: jane })).body.finalPrice as number;
    expect(wholesale).toBeLessThan(general);
    await shopper.reload();
    await expect.poll(() => shown(shopper), T).toBe(usd(wholesale));

    // and back: the General price again
    await form.waitFor({ state: "detached" });
    await panel.getByRole("button", { name: "Edit" }).click();
    await panel.getByRole("form", { name: "Edit customer" }).getByLabel("Customer group").selectOption({ label: "General" });
    await panel.getByRole("form", { name: "Edit customer" }).getByRole("button", { name: "Save customer" }).click();
    await expect.poll(() => panel.locator("dl.fields").innerText(), T).toContain("General");
    await shopper.reload();
    await expect.poll(() => shown(shopper), T).toBe(usd(general));
    await shop.close();

    // an address, its country by name
    await panel.getByRole("button", { name: "Add address" }).click();
    const address = panel.getByRole("form", { name: "New address" });
    await address.getByLabel("First name").fill("Jane");
    await address.getByLabel("Last name").fill("Buyer");
    await address.getByLabel("Street (one line each)").fill("2 Mill Lane");
    await address.getByLabel("City").fill("Leeds");
    await address.getByLabel("Country").selectOption("GB");
    await check(v, "address");
    await address.getByRole("button", { name: "Save address" }).click();
    await expect.poll(() => panel.locator("ul.addresses").innerText(), T).toContain("2 Mill Lane");
    const saved = await s.app.db.customerAddress.findFirstOrThrow({ where: { customerId: janeRow.id, street: "2 Mill Lane" } });
    expect(await panel.locator("ul.addresses").innerText()).toContain((await s.app.db.country.findUniqueOrThrow({ where: { id: "GB" } })).name);
    await panel.getByRole("button", { name: `Delete address ${saved.id}` }).click();
    await expect.poll(() => s.app.db.customerAddress.count({ where: { id: saved.id } }), T).toBe(0);

    // a buyer who phoned in: a new account, mailed a link to choose a password
    await panel.getByRole("button", { name: "Close" }).click();
    await v.page.getByRole("button", { name: "New customer" }).click();
    const create = v.page.getByRole("form", { name: "New customer" });
    const email = `phoned-${Date.now()}@buyer.example`;
    await create.getByLabel("Email").fill(email);
    await create.getByLabel("First name").fill("Phoebe");
    await create.getByLabel("Last name").fill("Dinn");
    await create.getByLabel("Customer group").selectOption({ label: "Wholesale" });
    await check(v, "new");
    await create.getByRole("button", { name: "Create customer" }).click();
    const created = v.page.getByRole("region", { name: "Phoebe Dinn" });
    await expect.poll(() => created.locator("dl.fields").innerText(), T).toContain("Wholesale");
    const mail = await sf.smtp.next((m) => m.to.includes(email));
    expect(mail.text).toMatch(/token=/);
    await v.page.context().close();
  });
});

/**
 * The console's company detail with the purchasing control panels, in Chromium against a real server with the
 * company, purchasing and credit modules (the demo's Northwind Trading): the Credit panel sets a limit and terms and
 * records a payment (the ledger's rows in its history); the Approval rules panel refuses a rule text with its
 * diagnostics beside it, then adds a rule; the Purchase orders panel lists the buyer's purchase order (held by the
 * demo's rule "Large orders") with its status. axe-core finds no serious or critical violation; every GraphQL request carries the token.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { axeCheck, hasChromium, launchChromium, openVisit, signInToConsole } from "../helpers/browser.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import company from "../../src/modules/company/index.ts";
import purchasing from "../../src/modules/purchasing/index.ts";
import credit from "../../src/modules/credit/index.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";

let server: TestServer;
let browser: Browser;
const check = axeCheck({ token: true });

async function setConfig(path: string, value: string) {
  const r = await server.gql(
    `mutation($p: String!, $v: String) { configValueSet(path: $p, value: $v) { __typename } }`,
    { p: path, v: value },
    { token: await server.adminToken() },
  );
  expect((r.data as { configValueSet: { __typename: string } }).configValueSet.__typename).toBe("ConfigValueSetSuccess");
}

beforeAll(async () => {
  server = await startTestServer({
    modules: [company as never, purchasing as never, credit as never],
    settings: { storefrontUrl: "https://shop.example.test" },
  });
  await setConfig("b2b_purchasing/enabled", "1");
  await setConfig("b2b_credit/enabled", "1");
  if (hasChromium) browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.skipIf(!hasChromium)("the company detail's purchasing panels", { timeout: 60_000 }, () => {
  it("credit set and a payment recorded, a rule refused then added, the purchase orders listed; axe passes", async () => {
    const northwind = await server.app.db.company.findFirstOrThrow({ where: { name: "Northwind Trading" } });
    // a purchase order of the buyer's, through the API: over 1,000, the demo's rule "Large orders" holds it
    const product = await server.app.db.product.findFirstOrThrow({
      where: { type: "simple", status: 1, visibility: 4, price: { gt: 10 }, customOptions: { none: {} }, NOT: { sku: { contains: "WH-" } } },
      orderBy: { id: "asc" },
    });
    await server.app.db.product.update({ where: { id: product.id }, data: { stockQty: 100_000, inStock: true } });
    const buyer = await server.customerToken("buyer@example.com", TEST_CUSTOMER_PASSWORD);
    const qty = Math.ceil(1500 / Number(product.price));
    expect((await server.json("/api/rest/v2/cart/items", { method: "POST", token: buyer, json: { sku: product.sku, qty } })).status).toBe(200);
    const held = await server.json("/api/rest/v2/checkout/place-order", {
      method: "POST",
      token: buyer,
      json: {
        paymentMethod: "checkmo",
        poNumber: "NW-PO-9",
        shippingAddress: {
          firstName: "Bea",
          lastName: "Buyer",
          street: ["1 Main St"],
          city: "Springfield",
          postcode: "12345",
          countryId: "US",
          telephone: "555",
        },
      },
    });
    expect(held.status, JSON.stringify(held.body)).toBe(202);
    const number = (held.body as { purchaseOrder: { number: string } }).purchaseOrder.number;
    const v = await openVisit(browser, {
      origin: server.url,
      timeout: 15_000,
      contextOptions: { viewport: { width: 1280, height: 900 } },
      recordAnonymousGraphql: true,
    });
    const page = v.page;
    await signInToConsole(page, server.url, { screen: `/companies/${northwind.id}` });
    await page.getByRole("heading", { name: "Northwind Trading", level: 1 }).waitFor();

    const creditPanel = page.getByRole("region", { name: "Credit" });
    await creditPanel.locator("[data-credit-limit]").waitFor();
    await creditPanel.getByLabel(/^Credit limit/).fill("5000");
    await creditPanel.getByLabel("Terms").selectOption("net45");
    await creditPanel.getByRole("button", { name: "Save the credit" }).click();
    await creditPanel.getByText("The credit is saved.").waitFor();
    const row = await server.app.db.companyCredit.findUniqueOrThrow({ where: { companyId: northwind.id } });
    expect([row.creditLimit.toString(), row.terms]).toEqual(["5000", "net45"]);
    await creditPanel.getByLabel(/^Amount/).fill("125.50");
    await creditPanel.getByLabel("Reference").fill("WIRE-1");
    await creditPanel.getByRole("button", { name: "Record the payment" }).click();
    await creditPanel.getByText(/The payment is recorded/).waitFor();
    await expect.poll(() => creditPanel.locator("table").last().innerText()).toContain("WIRE-1");
    await check(v, "credit panel");

    const rules = page.getByRole("region", { name: "Approval rules" });
    await rules.getByRole("button", { name: "New approval rule" }).click();
    await rules.getByLabel("Rule text (rules language)").fill('approval "Typo"\n  when order.totl > 5\n  then approve by admin');
    await rules.getByRole("button", { name: "Add the rule" }).click();
    await rules.locator(".rule-diagnostics").waitFor();
    expect(await rules.locator(".rule-diagnostics").innerText()).toContain("order.totl");
    await check(v, "rule refused");
    await rules.getByLabel("Rule text (rules language)").fill('approval "Big orders"\n  when order.total > 5000\n  then approve by admin');
    await rules.getByRole("button", { name: "Add the rule" }).click();
    await rules.getByText("The rule is added.").waitFor();
    await rules.getByText("Big orders").first().waitFor();
    expect(await server.app.db.approvalRule.count({ where: { companyId: northwind.id, name: "Big orders" } })).toBe(1);

    const pos = page.getByRole("region", { name: "Purchase orders" });
    const poRow = pos.getByRole("row").filter({ hasText: number });
    await poRow.waitFor();
    expect(await poRow.innerText()).toMatch(/awaiting approval[\s\S]*NW-PO-9/);
    await check(v, "purchase orders panel");
    await v.context.close();
  });
});

/**
 * The storefront's purchasing control pages without JavaScript, in workerd (Miniflare) in front of the real backend
 * with the company, purchasing and credit modules (the demo's Northwind Trading: admin trade@, buyer@ who reports
 * to them): an approval rule written through the rule form, the buyer's checkout held as a purchase order (never a
 * confirmation), the approver's list and approval through the worker's form placing the order, another company's
 * member answered 404, and the company credit page after an order on account.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Miniflare } from "miniflare";
import company from "../../src/modules/company/index.ts";
import purchasing from "../../src/modules/purchasing/index.ts";
import credit from "../../src/modules/credit/index.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_API_PASSWORD, TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { type BackendProxy, bundleWorker, SECRET, startProxy, startWorker } from "./harness.ts";
import { Jar } from "./company-storefront.ts";

let server: TestServer;
let proxy: BackendProxy;
let mf: Miniflare;
let url: string;

async function setConfig(path: string, value: string) {
  const r = await server.gql(
    `mutation($p: String!, $v: String) { configValueSet(path: $p, value: $v) { __typename ... on Problem { code message } } }`,
    { p: path, v: value },
    { token: await server.adminToken() },
  );
  expect((r.data as { configValueSet: { __typename: string } }).configValueSet.__typename, JSON.stringify(r)).toBe("ConfigValueSetSuccess");
}

beforeAll(async () => {
  proxy = await startProxy("");
  ({ mf, url } = await startWorker(await bundleWorker(), {
    BACKEND_URL: proxy.url,
    SYNC_SECRET: SECRET,
    BACKEND_BASIC_AUTH: `storefront:${TEST_API_PASSWORD}`,
    ALLOW_HTTP: "1",
    B2B_MODULES: "company,purchasing,credit",
  }));
  server = await startTestServer({
    modules: [company as never, purchasing as never, credit as never],
    settings: { storefrontUrl: url, syncSecret: SECRET, storefrontSync: { cron: "", baseDelayMs: 50, batchMs: 20 } },
  });
  proxy.backend = server.url;
  await setConfig("b2b_purchasing/enabled", "1");
  await setConfig("b2b_credit/enabled", "1");
  for (const entity of ["config", "categories", "countries"]) {
    const r = await fetch(`${url}/sync/${entity}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ secret: SECRET }),
    });
    expect(r.status).toBe(200);
  }
}, 90_000);

afterAll(async () => {
  await mf?.dispose();
  await proxy?.close();
  await server?.close();
});

const post = async (jar: Jar, path: string, fields: Record<string, string>) =>
  jar.take(
    await fetch(url + path, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: url, "sec-fetch-site": "same-origin", cookie: String(jar) },
      body: new URLSearchParams(fields),
    }),
  );
const page = async (jar: Jar, path: string) => {
  const r = jar.take(await fetch(url + path, { redirect: "manual", headers: { cookie: String(jar) } }));
  return { status: r.status, html: await r.text() };
};
const ENTITIES: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&amp;": "&" };
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&(lt|gt|quot|#39|amp);/g, (e) => ENTITIES[e]!)
    .replace(/\s+/g, " ");
async function logIn(email: string): Promise<Jar> {
  const jar = new Jar();
  const r = await post(jar, "/account/login", { email, password: TEST_CUSTOMER_PASSWORD, next: "/account" });
  expect(r.status, email).toBe(303);
  return jar;
}
const ADDRESS = {
  addressId: "new",
  firstName: "Bea",
  lastName: "Buyer",
  street: "1 Trade St",
  city: "Austin",
  postcode: "78701",
  countryId: "US",
  telephone: "5125550100",
  shippingMethod: "flatrate_flatrate",
};

async function product() {
  const p = await server.app.db.product.findFirstOrThrow({
    where: { type: "simple", status: 1, visibility: 4, price: { gt: 1 }, customOptions: { none: {} }, NOT: { sku: { contains: "WH-" } } },
    orderBy: { id: "asc" },
  });
  await server.app.db.product.update({ where: { id: p.id }, data: { stockQty: 100_000, inStock: true } });
  return p;
}

describe("purchasing pages against the modules", () => {
  let trade: Jar;
  let buyer: Jar;
  let poId = 0;

  it("the company admin writes an approval rule with the form's common case; a rule text the language refuses shows its diagnostics", async () => {
    trade = await logIn("trade@example.com");
    const account = await page(trade, "/account");
    expect(text(account.html)).toContain("Approval rules");
    const rulesBefore = await server.app.db.approvalRule.count();
    const refused = await post(trade, "/account/approval-rules/new", {
      mode: "text",
      source: 'approval "Typo"\n  when order.totl > 5\n  then approve by admin',
    });
    const refusedHtml = await refused.text();
    expect(refused.status, text(refusedHtml)).toBe(422);
    expect(refusedHtml).toContain("data-rule-diagnostics");
    expect(text(refusedHtml)).toMatch(/line 2, column \d+: .*order\.totl/);
    expect(await server.app.db.approvalRule.count()).toBe(rulesBefore);

    const saved = await post(trade, "/account/approval-rules/new", { mode: "simple", name: "Every order", over: "0.5", approver: "manager" });
    const savedHtml = await saved.text();
    expect(saved.status, text(savedHtml)).toBe(200);
    expect(text(savedHtml)).toContain("The rule Every order is saved.");
    const rule = await server.app.db.approvalRule.findFirstOrThrow({ where: { name: "Every order" } });
    expect(rule.source).toBe('approval "Every order"\n  when order.total > 0.5\n  then approve by manager\n');
    expect(text((await page(trade, "/account/approval-rules")).html)).toContain("order.total > 0.5");
  });

  it("the buyer's checkout is held as a purchase order: the page names it and links to it, no order is placed", async () => {
    buyer = await logIn("buyer@example.com");
    const p = await product();
    expect((await post(buyer, "/cart/add", { sku: p.sku, qty: "2" })).status).toBe(303);
    const before = await server.app.db.order.count();
    const r = await post(buyer, "/checkout", { step: "place", ...ADDRESS, paymentMethod: "checkmo" });
    const html = await r.text();
    expect(r.status, text(html)).toBe(200);
    const po = await server.app.db.purchaseOrder.findFirstOrThrow({ orderBy: { id: "desc" } });
    poId = po.id;
    expect(text(html)).toContain(`Purchase order ${po.number} is awaiting approval`);
    expect(html).toContain(`href="/account/purchase-orders/${po.id}"`);
    expect(html).not.toContain("data-order-number");
    expect(await server.app.db.order.count()).toBe(before);

    const mine = await page(buyer, "/account/purchase-orders");
    expect(mine.status).toBe(200);
    expect(mine.html).toContain(`<a href="/account/purchase-orders/${po.id}">${po.number}</a>`);
    const detail = await page(buyer, `/account/purchase-orders/${po.id}`);
    expect(detail.status).toBe(200);
    expect(detail.html).toContain(`action="/account/purchase-orders/${po.id}/cancel"`);
    expect(detail.html).not.toContain(`action="/account/purchase-orders/${po.id}/approve"`);
    expect(text(detail.html)).toContain("Awaiting approval");
    // the buyer's own approval, posted by hand: the backend's refusal on the page
    const own = await post(buyer, `/account/purchase-orders/${po.id}/approve`, { note: "" });
    expect(own.status).toBe(403);
    expect((await server.app.db.purchaseOrder.findUniqueOrThrow({ where: { id: po.id } })).status).toBe("approval_required");
  });

  it("the approver sees it awaiting their approval, comments and approves through the forms: the order is placed", async () => {
    const awaiting = await page(trade, "/account/purchase-orders?scope=awaiting_my_approval");
    expect(awaiting.status).toBe(200);
    expect(awaiting.html).toContain(`href="/account/purchase-orders/${poId}"`);
    const commented = await post(trade, `/account/purchase-orders/${poId}/comment`, { note: "Checking the budget <first>" });
    const commentedHtml = await commented.text();
    expect(commented.status, text(commentedHtml)).toBe(200);
    expect(commentedHtml).toContain("Checking the budget &lt;first&gt;");
    const approved = await post(trade, `/account/purchase-orders/${poId}/approve`, { note: "Fine" });
    const html = await approved.text();
    expect(approved.status, text(html)).toBe(200);
    const po = await server.app.db.purchaseOrder.findUniqueOrThrow({ where: { id: poId } });
    expect(po.status).toBe("order_placed");
    expect(text(html)).toContain(`Order ${po.orderIncrementId} is placed.`);
    expect(text(html)).toContain(`${po.orderIncrementId} (in the buyer's account)`);
    // the buyer's own purchase order links to the order in their account
    expect((await page(buyer, `/account/purchase-orders/${poId}`)).html).toContain(`<a href="/account/orders/${po.orderIncrementId}">`);
    const order = await server.app.db.order.findUniqueOrThrow({ where: { incrementId: po.orderIncrementId! } });
    expect(order.grandTotal.toString()).toBe(po.grandTotal.toString());
    // the buyer's order page
    expect((await page(buyer, `/account/orders/${po.orderIncrementId}`)).status).toBe(200);
  });

  it("another company's member gets the same 404 for this purchase order as for one that does not exist", async () => {
    const db = server.app.db;
    const retail = await db.customer.findFirstOrThrow({ where: { email: "retail@example.com" } });
    const other = await db.company.create({
      data: { storeId: 1, name: "Other Co", email: "o@example.com", status: "active", adminCustomerId: retail.id, customerGroupId: 3 },
    });
    await db.companyMember.create({ data: { companyId: other.id, customerId: retail.id } });
    const stranger = await logIn("retail@example.com");
    const theirs = await page(stranger, `/account/purchase-orders/${poId}`);
    const none = await page(stranger, "/account/purchase-orders/999999");
    expect(theirs.status).toBe(404);
    expect(none.status).toBe(404);
    expect(text(theirs.html)).toContain("There is no such purchase order.");
    expect(theirs.html).not.toContain("Bea");
    const act = await post(stranger, `/account/purchase-orders/${poId}/comment`, { note: "hello" });
    expect(act.status).toBe(404);
  });

  it("company credit: the admin sets it (console's mutation), the company admin's page shows it, an order on account shows in its history", async () => {
    const northwind = await server.app.db.company.findFirstOrThrow({ where: { name: "Northwind Trading" } });
    const set = await server.gql(
      `mutation($id: Int!, $input: CompanyCreditInput!) { companyCreditSet(companyId: $id, input: $input) { __typename } }`,
      { id: northwind.id, input: { limit: 10000, terms: "net30", payOnAccount: true } },
      { token: await server.adminToken() },
    );
    expect((set.data as { companyCreditSet: { __typename: string } }).companyCreditSet.__typename, JSON.stringify(set)).toBe("CompanyCredit");
    const before = await page(trade, "/account/credit");
    expect(before.status).toBe(200);
    expect(text(before.html)).toContain("Credit limit $10,000.00");
    expect(text(before.html)).toContain("Available $10,000.00");

    const p = await product();
    expect((await post(trade, "/cart/add", { sku: p.sku, qty: "1" })).status).toBe(303);
    const checkout = await page(trade, "/checkout");
    expect(checkout.html).toContain('value="payonaccount"');
    const placed = await post(trade, "/checkout", {
      step: "place",
      ...ADDRESS,
      paymentMethod: "payonaccount",
      poNumber: "NW-77",
      invoiceEmail: "ap@northwind.example",
    });
    expect(placed.status, text(await placed.clone().text())).toBe(303);
    const number = decodeURIComponent(placed.headers.get("location")!.split("/").pop()!);
    const order = await server.app.db.order.findUniqueOrThrow({ where: { incrementId: number } });
    expect([order.paymentMethod, order.poNumber, order.invoiceEmail]).toEqual(["payonaccount", "NW-77", "ap@northwind.example"]);
    const after = await page(trade, "/account/credit");
    expect(text(after.html)).toContain("Order on account");
    expect(after.html).toContain('data-ledger-kind="purchase"');
  });
});

/**
 * Purchasing control with both modules on the demo's data: buyer@example.com's on-account order over 1,000 is held by
 * the demo rule "Large orders"; approving it places the order on the company's credit, the purchase row naming the
 * buyer; and a Pay on Account the merchant withdrew from the company meanwhile fails the purchase order (order_failed)
 * with nothing written to the credit.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import company from "../../../src/modules/company/index.ts";
import purchasing from "../../../src/modules/purchasing/index.ts";
import credit from "../../../src/modules/credit/index.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../../helpers/db-template.ts";
import { setCredit } from "./helpers.ts";

const V2 = "/api/rest/v2";
const ADDRESS = { firstName: "Bea", lastName: "Buyer", street: ["1 Harbour St"], city: "Seattle", postcode: "98101", countryId: "US", telephone: "206" };

let s: TestServer;
let northwindId: number;
let buyer: string;
let manager: string;
let sku: string;
let unit: number;

beforeAll(async () => {
  s = await startTestServer({ modules: [company as never, purchasing as never, credit as never] });
  northwindId = (await s.app.db.company.findFirstOrThrow({ where: { name: "Northwind Trading" } })).id;
  const p = await s.app.db.product.findFirstOrThrow({
    where: { type: "simple", status: 1, visibility: 4, price: { gt: 5 }, customOptions: { none: {} }, NOT: { sku: { contains: "WH-" } } },
    orderBy: { id: "asc" },
  });
  await s.app.db.product.update({ where: { id: p.id }, data: { stockQty: 100_000, inStock: true } });
  s.app.productRows.evict([p.id]);
  sku = p.sku;
  buyer = await s.customerToken("buyer@example.com", TEST_CUSTOMER_PASSWORD);
  manager = await s.customerToken("trade@example.com", TEST_CUSTOMER_PASSWORD);
  // the buyer's own price (Northwind's), from the catalogue as the buyer sees it
  unit = (await s.json(`${V2}/products/${p.id}`, { token: buyer })).body.price as number;
});
afterAll(async () => {
  await s?.close();
});

/** a cart over 1,000 at the buyer's prices, placed on account: the answer */
async function placeOverThreshold(poNumber: string) {
  const cart = await s.json(`${V2}/cart`, { token: buyer });
  for (const item of (cart.body.items ?? []) as { id: number }[]) await s.json(`${V2}/cart/items/${item.id}`, { method: "DELETE", token: buyer });
  const qty = Math.ceil(1100 / unit);
  expect((await s.json(`${V2}/cart/items`, { method: "POST", token: buyer, json: { sku, qty } })).status).toBe(200);
  const methods = (await s.json(`${V2}/cart/payment-methods`, { token: buyer })).body.member as { code: string }[];
  expect(methods.map((m) => m.code)).toContain("payonaccount");
  return s.json(`${V2}/checkout/place-order`, {
    method: "POST",
    token: buyer,
    json: { paymentMethod: "payonaccount", shippingAddress: ADDRESS, poNumber, invoiceEmail: "ap@northwind.example" },
  });
}
const creditNow = async () => (await s.json(`${V2}/b2b/company/credit`, { token: manager })).body as { balance: number; available: number; limit: number };
const ledger = () => s.app.db.creditLedgerEntry.findMany({ where: { companyId: northwindId }, orderBy: { id: "asc" } });

describe("a purchase order paid on account", () => {
  it("is held by the demo rule, approved by the company admin, and placed on the credit with the buyer named", async () => {
    const before = await creditNow();
    const held = await placeOverThreshold("PO-4711");
    expect(held.status, JSON.stringify(held.body)).toBe(202);
    expect(held.body.purchaseOrder).toMatchObject({ status: "approval_required", paymentMethod: "payonaccount", poNumber: "PO-4711" });
    // nothing owed while it waits
    expect((await creditNow()).balance).toBe(before.balance);
    const approved = await s.json(`${V2}/b2b/purchase-orders/${held.body.purchaseOrder.id}/approve`, { method: "POST", token: manager, json: {} });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.status).toBe("order_placed");
    const order = await s.app.db.order.findUniqueOrThrow({ where: { incrementId: approved.body.orderIncrementId } });
    expect(order).toMatchObject({ paymentMethod: "payonaccount", poNumber: "PO-4711", invoiceEmail: "ap@northwind.example" });
    const after = await creditNow();
    expect(after.balance).toBeCloseTo(before.balance + order.grandTotal.toNumber(), 2);
    expect(after.available).toBeCloseTo(after.limit - after.balance, 2);
    const rows = await ledger();
    const purchase = rows.find((r) => r.orderId === order.id)!;
    expect(purchase).toMatchObject({ kind: "purchase", actorKind: "customer", actorName: "buyer@example.com" });
    // the balance is the exact sum of the rows
    expect(rows.reduce((t, r) => t.plus(r.amount), rows[0]!.amount.minus(rows[0]!.amount)).toFixed(4)).toBe(rows.at(-1)!.balanceAfter.toFixed(4));
  });

  it("fails (order_failed) when the merchant withdrew Pay on Account from the company before the approval, writing nothing to the credit", async () => {
    const held = await placeOverThreshold("PO-4712");
    expect(held.status, JSON.stringify(held.body)).toBe(202);
    expect((await setCredit(s, northwindId, { payOnAccount: false })).__typename).toBe("CompanyCredit");
    const rowsBefore = (await ledger()).length;
    const balanceBefore = (await creditNow()).balance;
    const approved = await s.json(`${V2}/b2b/purchase-orders/${held.body.purchaseOrder.id}/approve`, { method: "POST", token: manager, json: {} });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.status).toBe("order_failed");
    expect(approved.body.failureReason).toMatch(/payonaccount/);
    expect(approved.body.orderIncrementId).toBeNull();
    // one more row: the merchant's update of the switch; no purchase
    expect((await ledger()).slice(rowsBefore).filter((r) => r.kind === "purchase")).toEqual([]);
    expect((await creditNow()).balance).toBe(balanceBefore);
    expect((await setCredit(s, northwindId, { payOnAccount: true })).__typename).toBe("CompanyCredit");
  });
});

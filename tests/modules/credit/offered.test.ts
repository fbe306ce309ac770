/**
 * Company credit: who is offered Pay on Account and Purchase Order. The customer-group settings open both methods to
 * every group here, so what withholds them is the credit module: a guest never sees either; a customer of no company
 * gets Purchase Order (the group decides) but not Pay on Account; a member needs an active company, the permission
 * payment.on_account, credit the merchant set, no hold, and the available credit for the order's total (unless the
 * company may exceed it); the merchant may switch either method off per company.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../helpers/server.ts";
import {
  ADDRESS,
  buyableSku,
  buyerRole,
  cartWith,
  login,
  methodsOf,
  type Northwind,
  northwind,
  placeOrder,
  setConfig,
  setCredit,
  startCreditServer,
} from "./helpers.ts";

let s: TestServer;
let sku: string;
let nw: Northwind;

beforeAll(async () => {
  s = await startCreditServer();
  sku = await buyableSku(s);
  await setConfig(s, "payment/payonaccount/customer_groups", "0,1,2,3");
  await setConfig(s, "payment/purchaseorder/customer_groups", "0,1,2,3");
  nw = await northwind(s);
}, 60_000);
afterAll(async () => {
  await s?.close();
});

describe("Pay on Account and Purchase Order are offered to the right callers only", () => {
  it("a guest is offered neither, and an order naming one is refused", async () => {
    const cart = await cartWith(s, undefined, sku);
    const methods = await methodsOf(s, undefined, cart.masked);
    expect(methods).toContain("checkmo");
    expect(methods).not.toContain("payonaccount");
    expect(methods).not.toContain("purchaseorder");
    const r = await placeOrder(s, undefined, cart.masked, "purchaseorder", { email: "guest@example.com", poNumber: "PO-1" });
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(r.body.errors[0].field).toBe("paymentMethod");
  });

  it("a retail customer (no company) is offered Purchase Order by the group setting, never Pay on Account", async () => {
    const token = await login(s, "retail@example.com");
    const cart = await cartWith(s, token, sku);
    const methods = await methodsOf(s, token, cart.masked);
    expect(methods).toContain("purchaseorder");
    expect(methods).not.toContain("payonaccount");
    const r = await placeOrder(s, token, cart.masked);
    expect(r.status).toBe(422);
    expect(r.body.errors[0].field).toBe("paymentMethod");
  });

  it("a company without credit is not offered it; a member: not without payment.on_account, then offered; withheld on hold and beyond the available credit", async () => {
    // a company the merchant set no credit for (Contoso, approved for this): its admin is not offered it
    const contoso = await s.app.db.company.findFirstOrThrow({ where: { name: "Contoso Builders" } });
    expect(await s.app.db.companyCredit.findUnique({ where: { companyId: contoso.id } })).toBeNull();
    const approved = await s.gql(`mutation { companyApprove(id: ${contoso.id}) { __typename } }`, {}, { token: await s.adminToken() });
    expect((approved.data as any)?.companyApprove.__typename, JSON.stringify(approved)).toBe("Company");
    const contosoToken = await login(s, "contoso@example.com");
    const contosoCart = await cartWith(s, contosoToken, sku, 1);
    expect(await methodsOf(s, contosoToken, contosoCart.masked)).not.toContain("payonaccount");
    expect((await setCredit(s, contoso.id, { limit: 10_000 })).__typename).toBe("CompanyCredit");
    expect(await methodsOf(s, contosoToken, contosoCart.masked)).toContain("payonaccount");

    const cart = await cartWith(s, nw.buyerToken, sku, 2);
    const set = await setCredit(s, nw.companyId, { limit: 10_000, terms: "net30", onHold: false, allowExceed: false, payOnAccount: true });
    expect(set).toMatchObject({ __typename: "CompanyCredit", limit: 10_000, balance: 0, available: 10_000, terms: "net30", onHold: false });
    expect(await methodsOf(s, nw.buyerToken, cart.masked)).toContain("payonaccount");

    // the role without the permission (read fresh on the next request)
    await buyerRole(s, nw.adminToken, nw.roleId, ["orders.place"]);
    expect(await methodsOf(s, nw.buyerToken, cart.masked)).not.toContain("payonaccount");
    const refused = await placeOrder(s, nw.buyerToken, cart.masked);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].field).toBe("paymentMethod");
    // the company admin holds every permission
    const adminCart = await cartWith(s, nw.adminToken, sku);
    expect(await methodsOf(s, nw.adminToken, adminCart.masked)).toContain("payonaccount");
    await buyerRole(s, nw.adminToken, nw.roleId, ["orders.place", "payment.on_account"]);
    expect(await methodsOf(s, nw.buyerToken, cart.masked)).toContain("payonaccount");

    // on hold: not offered, and placing it anyway says why
    await setCredit(s, nw.companyId, { onHold: true, holdReason: "cheque bounced" });
    expect(await methodsOf(s, nw.buyerToken, cart.masked)).not.toContain("payonaccount");
    const held = await placeOrder(s, nw.buyerToken, cart.masked);
    expect(held.status).toBe(422);
    expect(held.body).toMatchObject({ code: "invalid", errors: [{ field: "paymentMethod", code: "credit_hold" }] });
    await setCredit(s, nw.companyId, { onHold: false });

    // a limit below the cart's total: not offered; allowed to exceed: offered again
    await setCredit(s, nw.companyId, { limit: Math.floor(cart.grandTotal / 2) });
    expect(await methodsOf(s, nw.buyerToken, cart.masked)).not.toContain("payonaccount");
    const over = await placeOrder(s, nw.buyerToken, cart.masked);
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ code: "invalid", errors: [{ field: "paymentMethod", code: "credit_limit" }] });
    await setCredit(s, nw.companyId, { allowExceed: true });
    expect(await methodsOf(s, nw.buyerToken, cart.masked)).toContain("payonaccount");
    await setCredit(s, nw.companyId, { allowExceed: false, limit: 10_000 });

    // nothing was written by the refusals
    expect(await s.app.db.creditLedgerEntry.count({ where: { companyId: nw.companyId, kind: "purchase" } })).toBe(0);
    expect(await s.app.db.order.count({ where: { customerId: nw.buyerId } })).toBe(0);
  });

  it("the merchant switches Pay on Account or Purchase Order off for one company", async () => {
    const cart = await cartWith(s, nw.buyerToken, sku);
    expect(await methodsOf(s, nw.buyerToken, cart.masked)).toEqual(expect.arrayContaining(["payonaccount", "purchaseorder"]));
    await setCredit(s, nw.companyId, { payOnAccount: false, purchaseOrder: false });
    const methods = await methodsOf(s, nw.buyerToken, cart.masked);
    expect(methods).not.toContain("payonaccount");
    expect(methods).not.toContain("purchaseorder");
    expect(methods).toContain("checkmo");
    const po = await placeOrder(s, nw.buyerToken, cart.masked, "purchaseorder", { poNumber: "PO-77" });
    expect(po.status).toBe(422);
    expect(po.body.errors[0].field).toBe("paymentMethod");
    await setCredit(s, nw.companyId, { payOnAccount: true, purchaseOrder: true });
    expect(await methodsOf(s, nw.buyerToken, cart.masked)).toEqual(expect.arrayContaining(["payonaccount", "purchaseorder"]));
  });

  it("the credit module switched off: the customer-group setting alone decides again", async () => {
    await setConfig(s, "b2b_credit/enabled", "0");
    try {
      const token = await login(s, "retail@example.com");
      const cart = await cartWith(s, token, sku);
      expect(await methodsOf(s, token, cart.masked)).toEqual(expect.arrayContaining(["payonaccount", "purchaseorder"]));
    } finally {
      await setConfig(s, "b2b_credit/enabled", "1");
    }
  });

  it("the merchant's input is checked: a negative limit, unknown terms, too many decimals are refused with the field", async () => {
    expect(await setCredit(s, nw.companyId, { limit: -5 })).toMatchObject({ __typename: "Problem", code: "invalid", errors: [{ field: "limit" }] });
    expect(await setCredit(s, nw.companyId, { limit: 10.005 })).toMatchObject({ __typename: "Problem", errors: [{ field: "limit", code: "invalid_amount" }] });
    const r = await s.gql(
      `mutation { companyCreditSet(companyId: ${nw.companyId}, input: { terms: net31 }) { __typename } }`,
      {},
      { token: await s.adminToken() },
    );
    expect(r.errors?.length).toBeGreaterThan(0);
    expect((await s.app.db.companyCredit.findUniqueOrThrow({ where: { companyId: nw.companyId } })).creditLimit.toString()).toBe("10000");
  });

  it("switched off, the storefront's credit routes answer module_disabled", async () => {
    await setConfig(s, "b2b_credit/enabled", "0");
    try {
      const r = await s.json("/api/rest/v2/b2b/company/credit", { token: nw.adminToken });
      expect(r.status).toBe(404);
      expect(r.body.code).toBe("module_disabled");
    } finally {
      await setConfig(s, "b2b_credit/enabled", "1");
    }
  });

  it("every place-order route refuses an order larger than the available credit in its transaction (credit_limit), writing nothing", async () => {
    await setCredit(s, nw.companyId, { limit: 10_000, onHold: false, allowExceed: false, payOnAccount: true });
    const token = nw.buyerToken;
    expect((await s.json("/api/rest/v2/cart/items", { method: "POST", token, json: { sku, qty: 3 } })).status).toBe(200);
    const maho = await cartWith(s, token, sku, 3);
    // some credit left, less than any of these carts
    await setCredit(s, nw.companyId, { limit: 5 });
    const orders = await s.app.db.order.count();
    const rest = await s.json("/api/rest/v2/checkout/place-order", {
      method: "POST",
      token,
      json: { paymentMethod: "payonaccount", shippingAddress: ADDRESS },
    });
    expect(rest.status).toBe(422);
    expect(rest.body).toMatchObject({ code: "invalid", errors: [{ field: "paymentMethod", code: "credit_limit" }] });
    const gql = await s.gql(
      `mutation($input: PlaceOrderInput!) { checkoutPlaceOrder(input: $input) { __typename ... on Problem { code status errors { field code } } } }`,
      { input: { paymentMethod: "payonaccount", shippingAddress: ADDRESS } },
      { token },
    );
    expect((gql.data as any).checkoutPlaceOrder).toMatchObject({
      __typename: "Problem",
      code: "invalid",
      status: 422,
      errors: [{ field: "paymentMethod", code: "credit_limit" }],
    });
    const viaMaho = await placeOrder(s, token, maho.masked);
    expect(viaMaho.body).toMatchObject({ code: "invalid", errors: [{ field: "paymentMethod", code: "credit_limit" }] });
    expect(await s.app.db.order.count()).toBe(orders);
    expect(await s.app.db.creditLedgerEntry.count({ where: { companyId: nw.companyId, kind: "purchase" } })).toBe(0);
    await setCredit(s, nw.companyId, { limit: 10_000 });
  });
});

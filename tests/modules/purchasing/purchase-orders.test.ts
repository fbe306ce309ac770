/**
 * Purchase orders over HTTP on the demo database (issue 33): Northwind's admin (trade@) writes a rule through the
 * API; the Buyer's order over it becomes a purchase order on every place-order route (REST 202, GraphQL OrderHeld,
 * Maho's guest-cart path 202), never an order; the admin's approval places the order at the snapshot's prices after
 * the price changed; a rejection or a cancel places nothing; the buyer never approves their own PO (REST, GraphQL);
 * another company's admin, a customer without a company and guessed ids get the one 404; a product disabled since
 * makes the approval record order_failed with the reason.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { money } from "../../../src/core/money.ts";
import { PO_TEMPLATES } from "../../../src/modules/purchasing/mail.ts";
import {
  B2B,
  createRule,
  fillCart,
  gqlAction,
  login,
  makeMember,
  makeRole,
  otherCompany,
  PO_FIELDS,
  placeGql,
  placeMaho,
  placeRest,
  poAction,
  setConfig,
  startWorld,
  V2,
  type World,
} from "./helpers.ts";

let w: World;
let admin: string;
let buyer: string;
let other: string;
let jane: string;

/** orders of more than 4 units need the company admin's approval */
const RULE = 'approval "Bulk orders" priority 5\n  when order.qty > 4\n  then approve by admin';

beforeAll(async () => {
  w = await startWorld();
  [admin, buyer, jane] = await Promise.all([login(w.s, "trade@example.com"), login(w.s, "buyer@example.com"), login(w.s, "jane@example.com")]);
  other = await otherCompany(w.s);
  const r = await createRule(w.s, admin, RULE);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
});
afterAll(async () => {
  await w?.s.close();
});

const ordersOfBuyer = () => w.s.app.db.order.count({ where: { customerId: w.buyerId } });

describe("placing an order a rule holds", () => {
  it("REST, GraphQL and Maho's guest-cart path answer a purchase order (202 / OrderHeld), never an order; under the rule, an order", async () => {
    const before = await ordersOfBuyer();
    await fillCart(w, buyer, 5);
    const rest = await placeRest(w, buyer);
    expect(rest.status, JSON.stringify(rest.body)).toBe(202);
    const po = rest.body.purchaseOrder;
    expect(po).toMatchObject({
      status: "approval_required",
      number: expect.stringMatching(/^PO\d{8}$/),
      buyer: { customerId: w.buyerId, email: "buyer@example.com" },
      paymentMethod: "checkmo",
      poNumber: "NW-REQ-1",
      items: [{ sku: w.sku, qty: 5 }],
      approvalFlow: [{ position: 1, kind: "admin", required: 1, approvals: 0, status: "pending", rule: "Bulk orders" }],
      availableActions: ["cancel", "comment"],
    });
    expect(po.reasons[0].rule).toBe("Bulk orders");
    expect(po.addresses.shipping).toMatchObject({ city: "Sydney" });
    // the line's total is its unit price times its quantity, exactly
    expect(money(po.items[0].rowTotal).eq(money(po.items[0].price).times(5))).toBe(true);
    expect(await ordersOfBuyer()).toBe(before);
    // the cart is consumed
    expect((await w.s.json(`${V2}/cart`, { token: buyer })).body.items ?? []).toHaveLength(0);
    // the approver was asked
    const asked = await w.s.app.db.mailOutbox.findFirst({ where: { toAddress: "trade@example.com", templateId: PO_TEMPLATES.approvalNeeded } });
    expect(asked?.subject).toContain(po.number);

    await fillCart(w, buyer, 6);
    const g = await placeGql(w, buyer);
    expect(g.data?.checkoutPlaceOrder, JSON.stringify(g)).toMatchObject({ __typename: "OrderHeld", kind: "purchaseOrder", status: "approval_required" });
    expect((g.data as any).checkoutPlaceOrder.detail).toMatchObject({ items: [{ qty: 6 }] });

    const maho = await placeMaho(w, buyer, 7);
    expect(maho.status, JSON.stringify(maho.body)).toBe(202);
    expect(maho.body.purchaseOrder).toMatchObject({ status: "approval_required", items: [{ qty: 7 }] });
    expect(await ordersOfBuyer()).toBe(before);

    // under the rule: an order
    await fillCart(w, buyer, 2);
    const placed = await placeRest(w, buyer);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(await ordersOfBuyer()).toBe(before + 1);
    const mine = await w.s.json(`${B2B}/purchase-orders?scope=mine`, { token: buyer });
    expect(mine.body.totalCount).toBe(3);
  });

  it("the company admin's own orders are never held (purchase_orders.autoapprove)", async () => {
    await fillCart(w, admin, 9);
    const r = await placeRest(w, admin);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  });
});

describe("approval", () => {
  it("the admin approves: the order is placed at the snapshot's prices even after a price change, in the same request", async () => {
    await fillCart(w, buyer, 5);
    const held = await placeRest(w, buyer);
    expect(held.status).toBe(202);
    const po = held.body.purchaseOrder;
    // the merchant raises the price through the admin API
    const product = await w.s.app.db.product.findUniqueOrThrow({ where: { id: w.productId } });
    const raised = money(product.price).times(3).toFixed(2);
    const upd = await w.s.gql(
      `mutation($id: Int!, $i: ProductInput!) { productUpdate(id: $id, input: $i) { __typename } }`,
      { id: w.productId, i: { price: Number(raised) } },
      { token: await w.s.adminToken() },
    );
    expect((upd.data as any).productUpdate.__typename, JSON.stringify(upd)).toBe("ProductUpdateSuccess");

    const seen = await w.s.json(`${B2B}/purchase-orders/${po.id}`, { token: admin });
    expect(seen.body.availableActions).toEqual(["approve", "reject", "comment"]);
    const approved = await poAction(w, admin, po.id, "approve", "fine");
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: "order_placed", orderIncrementId: expect.any(String), availableActions: ["comment"] });
    expect(approved.body.approvalFlow[0]).toMatchObject({
      status: "approved",
      approvals: 1,
      approvedBy: [{ name: expect.any(String), asCompanyAdmin: false }],
    });
    const order = await w.s.app.db.order.findUniqueOrThrow({ where: { incrementId: approved.body.orderIncrementId }, include: { items: true } });
    expect(order.customerId).toBe(w.buyerId);
    expect(money(order.grandTotal).eq(money(po.grandTotal))).toBe(true);
    expect(money(order.items[0]!.price).eq(money(po.items[0].price))).toBe(true);
    expect(money(order.items[0]!.price).eq(money(raised))).toBe(false);
    expect(await w.s.app.db.companyOrder.findUnique({ where: { orderId: order.id } })).toMatchObject({ customerId: w.buyerId });
    const row = await w.s.app.db.purchaseOrder.findUniqueOrThrow({ where: { id: po.id } });
    expect(row).toMatchObject({ status: "order_placed", orderId: order.id });
    expect(await w.s.app.db.mailOutbox.count({ where: { toAddress: "buyer@example.com", templateId: PO_TEMPLATES.orderPlaced } })).toBe(1);
    // approved once is done: a second approval is refused
    expect((await poAction(w, admin, po.id, "approve")).body).toMatchObject({ status: 409, code: "invalid_state" });
  });

  it("a rejection places nothing; a canceled PO is the buyer's alone and can no longer be approved", async () => {
    await fillCart(w, buyer, 5);
    const a = (await placeRest(w, buyer)).body.purchaseOrder;
    await fillCart(w, buyer, 5);
    const b = (await placeRest(w, buyer)).body.purchaseOrder;
    const orders = await ordersOfBuyer();
    const rejected = await poAction(w, admin, a.id, "reject", "over budget");
    expect(rejected.body).toMatchObject({ status: "rejected", failureReason: "over budget", orderIncrementId: null });
    expect(await w.s.app.db.mailOutbox.count({ where: { toAddress: "buyer@example.com", templateId: PO_TEMPLATES.rejected } })).toBe(1);
    // only the buyer cancels
    expect((await poAction(w, admin, b.id, "cancel")).body).toMatchObject({ status: 403, code: "permission_denied" });
    expect((await poAction(w, buyer, b.id, "cancel", "changed my mind")).body).toMatchObject({ status: "canceled" });
    for (const id of [a.id, b.id]) expect((await poAction(w, admin, id, "approve")).body).toMatchObject({ status: 409, code: "invalid_state" });
    expect(await ordersOfBuyer()).toBe(orders);
  });

  it("the buyer never approves their own purchase order, by REST or GraphQL, even holding the approving role", async () => {
    // the Buyer role may approve, and a rule names it: the buyer is the role's only member, so the admin approves
    const role = await w.s.app.db.companyRole.findFirstOrThrow({ where: { companyId: w.northwindId, name: "Buyer" } });
    await w.s.app.db.companyRole.update({ where: { id: role.id }, data: { permissions: `${role.permissions},purchase_orders.approve` } });
    const r = await createRule(w.s, admin, 'approval "Buyers check" when order.qty > 20 then approve by role "Buyer"');
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    await fillCart(w, buyer, 21);
    const po = (await placeRest(w, buyer)).body.purchaseOrder;
    // the rules' chains run in the language's order: lower priority first
    expect(po.approvalFlow.map((s: { kind: string }) => s.kind)).toEqual(["role", "admin"]);
    expect(po.availableActions).toEqual(["cancel", "comment"]);
    expect((await poAction(w, buyer, po.id, "approve")).body).toMatchObject({ status: 403, code: "own_purchase_order" });
    expect((await poAction(w, buyer, po.id, "reject")).body).toMatchObject({ status: 403, code: "own_purchase_order" });
    const g = await gqlAction(w, buyer, "purchaseOrderApprove", po.id);
    expect(g.data, JSON.stringify(g)).toMatchObject({ purchaseOrderApprove: { __typename: "Problem", code: "own_purchase_order", httpStatus: 403 } });
    // the admin passes both steps: the role's as the company admin (no one else can), then their own
    expect((await poAction(w, admin, po.id, "approve")).body).toMatchObject({
      status: "approval_required",
      approvalFlow: [{ status: "approved" }, { status: "pending" }],
    });
    const done = await gqlAction(w, admin, "purchaseOrderApprove", po.id);
    expect(done.data, JSON.stringify(done)).toMatchObject({ purchaseOrderApprove: { __typename: "PurchaseOrder", status: "order_placed" } });
    const full = await w.s.gql(`query($id: Int!) { purchaseOrder(id: $id) { ${PO_FIELDS} } }`, { id: po.id }, { token: buyer });
    expect((full.data as any).purchaseOrder.approvalFlow.map((s: { approvedBy: { asCompanyAdmin: boolean }[] }) => s.approvedBy[0]?.asCompanyAdmin)).toEqual([
      true,
      false,
    ]);
    await w.s.json(`${B2B}/approval-rules/${r.body.id}`, { method: "DELETE", token: admin });
  });

  it("two approvals at once place one order: the PO's row is taken first, the second finds it placed (409)", async () => {
    await fillCart(w, buyer, 5);
    const po = (await placeRest(w, buyer)).body.purchaseOrder;
    const orders = await ordersOfBuyer();
    const answers = await Promise.all([poAction(w, admin, po.id, "approve"), poAction(w, admin, po.id, "approve")]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 200)!.body.status).toBe("order_placed");
    expect(await ordersOfBuyer()).toBe(orders + 1);
    expect(await w.s.app.db.purchaseOrderEvent.count({ where: { purchaseOrderId: po.id, kind: "approved" } })).toBe(1);
  });

  it("a product disabled since: the approval stands and the PO records order_failed with the reason; no order", async () => {
    await fillCart(w, buyer, 5);
    const po = (await placeRest(w, buyer)).body.purchaseOrder;
    await w.s.app.db.product.update({ where: { id: w.productId }, data: { status: 2 } });
    try {
      const orders = await ordersOfBuyer();
      const r = await poAction(w, admin, po.id, "approve");
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body).toMatchObject({ status: "order_failed", orderIncrementId: null, approvalFlow: [{ status: "approved" }] });
      expect(r.body.failureReason).toContain(w.sku);
      expect(r.body.events.map((e: { kind: string }) => e.kind)).toEqual(["created", "approved", "order_failed"]);
      expect(await ordersOfBuyer()).toBe(orders);
    } finally {
      await w.s.app.db.product.update({ where: { id: w.productId }, data: { status: 1 } });
    }
  });
});

describe("who sees a purchase order", () => {
  it("another company's admin, a customer without a company, a guessed id: the one 404; a guest: 401", async () => {
    await fillCart(w, buyer, 5);
    const po = (await placeRest(w, buyer)).body.purchaseOrder;
    const missing = await w.s.json(`${B2B}/purchase-orders/999999`, { token: admin });
    expect(missing.status).toBe(404);
    for (const token of [other, jane]) {
      const r = await w.s.json(`${B2B}/purchase-orders/${po.id}`, { token });
      expect(r.status).toBe(404);
      expect(r.body.code).toBe("not_found");
      const act = await poAction(w, token, po.id, "approve");
      expect(act.status).toBe(404);
    }
    // another company's admin: the same body as a missing PO
    const theirs = await w.s.json(`${B2B}/purchase-orders/${po.id}`, { token: other });
    const none = await w.s.json(`${B2B}/purchase-orders/999999`, { token: other });
    expect(theirs.body).toEqual(none.body);
    const g = await w.s.gql(`query($id: Int!) { purchaseOrder(id: $id) { id } }`, { id: po.id }, { token: other });
    expect(g.errors?.[0]?.extensions).toMatchObject({ code: "not_found" });
    expect((await w.s.json(`${B2B}/purchase-orders/${po.id}`)).status).toBe(401);
    expect((await w.s.json(`${B2B}/purchase-orders?scope=company`, { token: other })).body.totalCount).toBe(0);
    // the admin sees the company's; the buyer (no view permission) may not ask for the company's
    expect(
      (await w.s.json(`${B2B}/purchase-orders?scope=company&status=approval_required`, { token: admin })).body.items.map((p: { id: number }) => p.id),
    ).toContain(po.id);
    expect((await w.s.json(`${B2B}/purchase-orders?scope=company`, { token: buyer })).body).toMatchObject({ status: 403, code: "permission_denied" });
    const awaiting = await w.s.json(`${B2B}/purchase-orders?scope=awaiting_my_approval`, { token: admin });
    expect(awaiting.body.items.map((p: { id: number }) => p.id)).toContain(po.id);
    expect((await w.s.json(`${B2B}/purchase-orders?scope=awaiting_my_approval`, { token: buyer })).body.totalCount).toBe(0);
    // a comment by the buyer, seen by the admin
    const c = await w.s.json(`${B2B}/purchase-orders/${po.id}/comments`, { method: "POST", token: buyer, json: { note: "needed by Friday" } });
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    expect((await w.s.json(`${B2B}/purchase-orders/${po.id}`, { token: admin })).body.events.at(-1)).toMatchObject({
      kind: "comment",
      note: "needed by Friday",
    });
  });

  it("a team lead sees their reports' POs (view.subordinates) and approves as their manager; buyer.team names the reporting chain", async () => {
    const leadRole = await makeRole(w.s, admin, "Team lead", ["orders.place", "purchase_orders.approve", "purchase_orders.view.subordinates"]);
    const buyerRole = (await w.s.app.db.companyRole.findFirstOrThrow({ where: { companyId: w.northwindId, name: "Buyer" } })).id;
    const lead = await makeMember(w.s, admin, "team.lead@example.com", leadRole, w.adminMemberId);
    const leadId = (await w.s.app.db.customer.findFirstOrThrow({ where: { email: "team.lead@example.com" } })).id;
    const leadMember = await w.s.app.db.companyMember.findUniqueOrThrow({ where: { customerId: leadId } });
    const junior = await makeMember(w.s, admin, "junior@example.com", buyerRole, leadMember.id);
    const rule = await createRule(w.s, admin, 'approval "Team lead" priority 1\n  when buyer.team contains "team.lead@example.com"\n  then approve by manager');
    expect(rule.status, JSON.stringify(rule.body)).toBe(201);
    // the junior reports to the lead: held for the manager; the buyer reports to the admin: placed
    await fillCart(w, junior, 2);
    const held = await placeRest(w, junior);
    expect(held.status, JSON.stringify(held.body)).toBe(202);
    const po = held.body.purchaseOrder;
    expect(po.approvalFlow).toMatchObject([{ kind: "manager", rule: "Team lead", approver: "the buyer's manager" }]);
    await fillCart(w, buyer, 2);
    expect((await placeRest(w, buyer)).status).toBe(201);
    // the lead sees it among their reports' and awaiting them; the buyer (no view permission, not named) does not
    const subs = await w.s.json(`${B2B}/purchase-orders?scope=subordinates`, { token: lead });
    expect(subs.body.items.map((p: { id: number }) => p.id)).toEqual([po.id]);
    expect((await w.s.json(`${B2B}/purchase-orders?scope=awaiting_my_approval`, { token: lead })).body.items.map((p: { id: number }) => p.id)).toEqual([po.id]);
    expect((await w.s.json(`${B2B}/purchase-orders/${po.id}`, { token: buyer })).status).toBe(404);
    expect((await w.s.json(`${B2B}/purchase-orders?scope=subordinates`, { token: buyer })).body).toMatchObject({ status: 403, code: "permission_denied" });
    const approved = await poAction(w, lead, po.id, "approve");
    expect(approved.body).toMatchObject({ status: "order_placed", approvalFlow: [{ approvedBy: [{ asCompanyAdmin: false }] }] });
    await w.s.json(`${B2B}/approval-rules/${rule.body.id}`, { method: "DELETE", token: admin });
  });

  it("purchasing switched off: orders are placed as they are, the routes answer 404", async () => {
    await setConfig(w.s, "b2b_purchasing/enabled", "0");
    try {
      await fillCart(w, buyer, 5);
      expect((await placeRest(w, buyer)).status).toBe(201);
      expect((await w.s.json(`${B2B}/purchase-orders`, { token: buyer })).status).toBe(404);
    } finally {
      await setConfig(w.s, "b2b_purchasing/enabled", "1");
    }
  });
});

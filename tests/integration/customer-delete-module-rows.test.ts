/**
 * customerDelete dispatches `customer_delete_after` in its transaction (src/customer/hooks.ts): the modules that keep
 * rows about a customer (customer approval's transitions, trade registration's applications, their events and
 * set-password links) delete them with the account. An account with orders is not deleted: its orders keep their
 * email and the customer's name.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import forms from "../../src/modules/custom-forms/index.ts";
import approval from "../../src/modules/customer-approval/index.ts";
import registration from "../../src/modules/trade-registration/index.ts";
import gate from "../../src/modules/access-gate/index.ts";
import { applicationsOf, decideApp, submitTrade, tradePayload } from "../modules/registration/helpers.ts";

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer({ modules: [forms as never, approval as never, registration as never, gate as never] });
  admin = await s.adminToken();
});
afterAll(async () => s?.close());

/** the module tables (prisma/schema/<module>.prisma) with a customerId column, as Prisma delegates */
function moduleTablesWithCustomer(): string[] {
  const out: string[] = [];
  for (const f of ["access-gate", "custom-forms", "customer-approval", "trade-registration"]) {
    const text = fs.readFileSync(`prisma/schema/${f}.prisma`, "utf8");
    for (const m of text.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
      if (/^\s+customerId\s/m.test(m[2]!)) out.push(m[1]![0]!.toLowerCase() + m[1]!.slice(1));
    }
  }
  return out;
}

const deleteCustomer = (id: number) =>
  s.gql(
    `mutation($id: Int!) { customerDelete(id: $id) { __typename ... on Problem { code } ... on CustomerDeleteSuccess { data { id email } } } }`,
    { id },
    { token: admin },
  );

describe("customerDelete and the modules' rows", () => {
  it("leaves none of the customer's rows in any module table", async () => {
    const tables = moduleTablesWithCustomer();
    expect(tables.sort()).toEqual(["approvalTransition", "tradeApplication", "tradePasswordToken"]);
    const email = `delete-me-${Date.now()}@example.com`;
    const sub = await submitTrade(s, tradePayload(email, "trade-secret-99"));
    expect(sub.status, JSON.stringify(sub.body)).toBe(201);
    const [app] = await applicationsOf(s, admin, email);
    const approved = await decideApp(s, admin, "tradeApplicationApprove", app.id, "welcome");
    expect(approved.data.status).toBe("approved");
    const customerId = app.customerId as number;
    // a set-password link as the module mails one to an applicant without a password
    await s.app.db.tradePasswordToken.create({ data: { customerId, tokenHash: `delete-test-${customerId}`, expiresAt: new Date(Date.now() + 3_600_000) } });
    const db = s.app.db as unknown as Record<string, { count(a: unknown): Promise<number> }>;
    const counts = async () => Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await db[t]!.count({ where: { customerId } })])));
    // the flow wrote rows of each kind: transitions, the application, a set-password link
    for (const [t, n] of Object.entries(await counts())) expect(n, t).toBeGreaterThan(0);
    expect(await s.app.db.tradeApplicationEvent.count({ where: { applicationId: app.id } })).toBeGreaterThan(0);
    // another customer's rows stay
    const other = `keep-me-${Date.now()}@example.com`;
    expect((await submitTrade(s, tradePayload(other, "trade-secret-99"))).status).toBe(201);
    const [kept] = await applicationsOf(s, admin, other);

    const r = await deleteCustomer(customerId);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    expect(r.data.customerDelete.__typename, JSON.stringify(r.data)).not.toBe("Problem");
    expect(await s.app.db.customer.count({ where: { id: customerId } })).toBe(0);
    expect(Object.values(await counts())).toEqual(tables.map(() => 0));
    expect(await s.app.db.tradeApplicationEvent.count({ where: { applicationId: app.id } })).toBe(0);
    expect(await s.app.db.tradeApplication.count({ where: { id: kept.id } })).toBe(1);
    expect(await s.app.db.approvalTransition.count({ where: { customerId: kept.customerId } })).toBeGreaterThan(0);
  });

  it("an account with orders is not deleted; its orders keep their email and the customer's name", async () => {
    const email = `with-orders-${Date.now()}@example.com`;
    const password = "delete-orders-1";
    expect((await s.json("/api/rest/v2/customers", { method: "POST", json: { email, password, firstName: "Olga", lastName: "Order" } })).status).toBe(201);
    // customer approval holds new accounts for review: this one is approved
    await s.app.db.customer.updateMany({ where: { email }, data: { approvalStatus: "active", isApproved: true } });
    const customer = await s.app.db.customer.findFirstOrThrow({ where: { email } });
    const token = await s.customerToken(email, password);
    const product = await s.app.db.product.findFirstOrThrow({
      where: { type: "simple", status: 1, visibility: 4, customOptions: { none: {} }, NOT: { sku: { contains: "WH-" } } },
    });
    await s.app.db.product.update({ where: { id: product.id }, data: { stockQty: 100, inStock: true } });
    const cart = (await s.json("/api/rest/v2/guest-carts", { method: "POST", token })).body.maskedId as string;
    expect((await s.json(`/api/rest/v2/guest-carts/${cart}/items`, { method: "POST", token, json: { sku: product.sku, qty: 1 } })).status).toBe(200);
    const placed = await s.json(`/api/rest/v2/guest-carts/${cart}/place-order`, {
      method: "POST",
      token,
      json: {
        email,
        paymentMethod: "checkmo",
        shippingMethod: "flatrate_flatrate",
        shippingAddress: {
          firstName: "Olga",
          lastName: "Order",
          street: ["1 Main St"],
          city: "Springfield",
          postcode: "12345",
          countryId: "US",
          telephone: "555",
        },
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = { id: placed.body.id as number };
    const r = await deleteCustomer(customer.id);
    expect(r.data.customerDelete).toMatchObject({ __typename: "Problem", code: "has_orders" });
    const detail = await s.gql(
      `query($id: Int!) { order(id: $id) { ... on AdminOrderSuccess { data { customerEmail customerName } } } }`,
      { id: order.id },
      { token: admin },
    );
    expect(detail.data.order.data).toEqual({ customerEmail: email, customerName: "Olga Order" });
  });
});

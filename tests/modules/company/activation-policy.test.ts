/**
 * Company accounts, one activation policy on every path (issue 30, points 2-4): a member of Northwind Trading buys in
 * the company's group (derived, never copied); a blocked company's members log in and browse at its prices but every
 * cart write and order placement (REST, GraphQL, Maho's guest-cart path with the member's token) is 403
 * company_blocked; a rejected company's tokens stop on their next request and its members cannot log in; approved
 * again, everything works and orders record company and member. Pending companies and inactive members get no token.
 * One real server; the status changes run `changeCompanyStatus` (the real transaction, history and token-memo drop).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { waitForServerSubscribe } from "../../helpers/subscriptions.ts";
import company from "../../../src/modules/company/index.ts";
import { changeCompanyStatus, type StatusAction } from "../../../src/modules/company/status.ts";
import { standingChanged, type CompanyModule } from "../../../src/modules/company/service.ts";
import { createContext, type RequestContext } from "../../../src/core/context.ts";
import { dbOf, withTransaction } from "../../../src/core/unit-of-work.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../../helpers/db-template.ts";

const V2 = "/api/rest/v2";
const ADDRESS = { firstName: "Bea", lastName: "Buyer", street: ["1 Harbour St"], city: "Sydney", postcode: "2000", countryId: "AU", telephone: "02" };

let s: TestServer;
let northwind: number;
let sku: string;
let productId: number;

/** a context of the running server, as an admin of every scope (the console's mutations arrive with H3) */
async function adminCtx(server: TestServer): Promise<RequestContext> {
  const base = await createContext(server.app, { headers: { get: () => null }, ip: "127.0.0.1" });
  return { ...base, caller: { kind: "admin", adminId: 1, username: "admin", scopes: ["*"] } };
}
const moduleOf = (server: TestServer) => server.app.modules.installed.find((x) => x.definition.code === "company") as unknown as CompanyModule;
const setStatus = async (action: StatusAction, reason = "") => changeCompanyStatus(await adminCtx(s), moduleOf(s), northwind, action, reason);

const login = (email: string) => s.json(`${V2}/auth/token`, { method: "POST", json: { email, password: TEST_CUSTOMER_PASSWORD } });
const tokenOf = async (email: string) => {
  const r = await login(email);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.token as string;
};

const restAdd = (token: string) => s.json(`${V2}/cart/items`, { method: "POST", token, json: { sku, qty: 1 } });
const gqlAdd = (token: string) =>
  s.gql(`mutation($i: CartItemInput!) { cartItemAdd(input: $i) { __typename ... on Problem { code status message } } }`, { i: { sku, qty: 1 } }, { token });
const mahoAdd = (token: string, masked: string) => s.json(`${V2}/guest-carts/${masked}/items`, { method: "POST", token, json: { sku, qty: 1 } });
const restPlace = (token: string) =>
  s.json(`${V2}/checkout/place-order`, { method: "POST", token, json: { paymentMethod: "checkmo", shippingAddress: ADDRESS } });
const gqlPlace = (token: string) =>
  s.gql(
    `mutation($input: PlaceOrderInput!) { checkoutPlaceOrder(input: $input) { __typename ... on Problem { code status message } ... on CheckoutPlaceOrderSuccess { data { incrementId } } } }`,
    { input: { paymentMethod: "checkmo", shippingAddress: ADDRESS } },
    { token },
  );
const mahoPlace = (token: string, masked: string) =>
  s.json(`${V2}/guest-carts/${masked}/place-order`, { method: "POST", token, json: { paymentMethod: "checkmo", shippingAddress: ADDRESS } });
/** a guest cart made with the member's token, holding one item (Maho's path) */
async function mahoCart(token: string): Promise<string> {
  const created = await s.json(`${V2}/guest-carts`, { method: "POST", token });
  expect(created.status).toBe(201);
  const masked = created.body.maskedId as string;
  expect((await mahoAdd(token, masked)).status).toBe(200);
  return masked;
}
const priceFor = async (token?: string) => (await s.json(`${V2}/products/${productId}`, { token })).body.finalPrice as number;

beforeAll(async () => {
  s = await startTestServer({ modules: [company as never] });
  northwind = (await s.app.db.company.findFirstOrThrow({ where: { name: "Northwind Trading" } })).id;
  const tier = await s.app.db.tierPrice.findFirstOrThrow({
    where: {
      groupId: 2,
      qty: 1,
      product: { type: "simple", status: 1, visibility: 4, inStock: true, stockQty: { gt: 100 }, customOptions: { none: {} } },
    },
    include: { product: true },
  });
  sku = tier.product.sku;
  productId = tier.productId;
});
afterAll(async () => {
  await s?.close();
});

describe("company activation policy (one instance)", () => {
  it("a member buys in the company's group (derived): Wholesale prices, though the row says General", async () => {
    const buyer = await tokenOf("buyer@example.com");
    const jane = await tokenOf("jane@example.com");
    const trade = await tokenOf("trade@example.com");
    const row = await s.app.db.customer.findFirstOrThrow({ where: { email: "buyer@example.com" } });
    expect(row.groupId).toBe(1);
    const [asBuyer, asJane, asTrade] = [await priceFor(buyer), await priceFor(jane), await priceFor(trade)];
    expect(asBuyer).toBeLessThan(asJane);
    expect(asBuyer).toBe(asTrade);
    // the customer's own view names the group it buys in
    expect((await s.json(`${V2}/customers/me`, { token: buyer })).body.groupId).toBe(2);
    expect((await s.json(`${V2}/customers/me`, { token: jane })).body.groupId).toBe(1);
  });

  it("the login answer names the group the token buys in; a blocked member's login leaves the guest cart a guest's", async () => {
    expect((await login("buyer@example.com")).body.customer.groupId).toBe(2);
    const guest = await s.json(`${V2}/guest-carts`, { method: "POST" });
    const masked = guest.body.maskedId as string;
    expect((await s.json(`${V2}/guest-carts/${masked}/items`, { method: "POST", json: { sku, qty: 1 } })).status).toBe(200);
    await setStatus("block", "Credit check");
    try {
      const r = await s.json(`${V2}/auth/token`, { method: "POST", json: { email: "buyer@example.com", password: TEST_CUSTOMER_PASSWORD, maskedId: masked } });
      expect(r.status).toBe(200);
      const cart = await s.app.db.cart.findUniqueOrThrow({ where: { maskedId: masked } });
      expect(cart).toMatchObject({ customerId: null, status: "active" });
    } finally {
      await setStatus("unblock");
    }
  });

  it("blocked: login and browsing at the company's prices work; every cart write and order placement is 403 company_blocked; rejected: tokens stop, login refused; approved: everything works and orders record company and member", async () => {
    const cfg = await moduleOf(s).configForStore(1);
    const buyer = await tokenOf("buyer@example.com");
    // carts filled while the company is active: the customer's own, and a guest cart by Maho's path
    expect((await restAdd(buyer)).status).toBe(200);
    const masked = await mahoCart(buyer);
    const wholesale = await priceFor(buyer);

    await setStatus("block", "Credit check");
    expect(await priceFor(buyer)).toBe(wholesale);
    const blocked = await login("buyer@example.com");
    expect(blocked.status).toBe(200);
    const again = blocked.body.token as string;
    const add = await restAdd(again);
    expect(add.status).toBe(403);
    expect(add.body).toMatchObject({ code: "company_blocked", detail: cfg.blockedMessage });
    expect((await gqlAdd(buyer)).data.cartItemAdd).toMatchObject({ __typename: "Problem", code: "company_blocked", status: 403 });
    expect((await mahoAdd(buyer, masked)).body.code).toBe("company_blocked");
    const cart = await s.json(`${V2}/cart`, { token: buyer });
    const line = cart.body.items[0];
    expect((await s.json(`${V2}/cart/items/${line.id}`, { method: "PATCH", token: buyer, json: { qty: 5 } })).body.code).toBe("company_blocked");
    expect((await s.json(`${V2}/cart/coupon`, { method: "PUT", token: buyer, json: { code: "TEN" } })).body.code).toBe("company_blocked");
    const rest = await restPlace(buyer);
    expect(rest.status).toBe(403);
    expect(rest.body.code).toBe("company_blocked");
    expect((await gqlPlace(buyer)).data.checkoutPlaceOrder).toMatchObject({ __typename: "Problem", code: "company_blocked", status: 403 });
    const maho = await mahoPlace(buyer, masked);
    expect(maho.status).toBe(403);
    expect(maho.body.code).toBe("company_blocked");
    expect(
      await s.app.db.order.count({ where: { customerId: (await s.app.db.customer.findFirstOrThrow({ where: { email: "buyer@example.com" } })).id } }),
    ).toBe(0);

    await setStatus("reject", "Not a trade business");
    const me = await s.json(`${V2}/customers/me`, { token: buyer });
    expect(me.status).toBe(401);
    expect(me.body).toMatchObject({ code: "company_rejected", detail: cfg.rejectedMessage });
    const viaGraphql = await s.json("/graphql", { method: "POST", token: again, json: { query: "{ me { id } }" } });
    expect(viaGraphql.status, JSON.stringify(viaGraphql.body)).toBe(401);
    expect(JSON.stringify(viaGraphql.body)).toContain("company_rejected");
    expect((await restAdd(again)).status).toBe(401);
    const refused = await login("buyer@example.com");
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "company_rejected", message: cfg.rejectedMessage });
    expect((await login("trade@example.com")).body.code).toBe("company_rejected");

    await setStatus("approve");
    // the same token works again, and every path places an order
    expect((await s.json(`${V2}/customers/me`, { token: buyer })).status).toBe(200);
    const viaRest = await restPlace(buyer);
    expect(viaRest.status, JSON.stringify(viaRest.body)).toBe(201);
    expect((await restAdd(buyer)).status).toBe(200);
    const viaGql = await gqlPlace(buyer);
    expect(viaGql.data.checkoutPlaceOrder.__typename, JSON.stringify(viaGql)).toBe("CheckoutPlaceOrderSuccess");
    const viaMaho = await mahoPlace(buyer, masked);
    expect(viaMaho.status, JSON.stringify(viaMaho.body)).toBe(201);
    const buyerRow = await s.app.db.customer.findFirstOrThrow({ where: { email: "buyer@example.com" } });
    const member = await s.app.db.companyMember.findUniqueOrThrow({ where: { customerId: buyerRow.id } });
    for (const incrementId of [viaRest.body.incrementId, viaGql.data.checkoutPlaceOrder.data.incrementId, viaMaho.body.incrementId]) {
      const order = await s.app.db.order.findFirstOrThrow({ where: { incrementId } });
      expect(await s.app.db.companyOrder.findUnique({ where: { orderId: order.id } }), incrementId).toMatchObject({
        companyId: northwind,
        customerId: buyerRow.id,
        memberId: member.id,
      });
    }
    // the history has every move
    const kinds = await s.app.db.companyEvent.findMany({ where: { companyId: northwind, kind: "status_changed" }, orderBy: { id: "asc" } });
    expect(kinds.map((e) => JSON.parse(e.after ?? "{}").status).slice(-3)).toEqual(["blocked", "rejected", "active"]);
  });

  it("a pending company's admin gets no token (403 company_pending); an inactive member neither, and their token stops", async () => {
    const cfg = await moduleOf(s).configForStore(1);
    const pending = await login("contoso@example.com");
    expect(pending.status).toBe(403);
    expect(pending.body).toMatchObject({ code: "company_pending", message: cfg.pendingMessage });

    const buyer = await tokenOf("buyer@example.com");
    expect((await s.json(`${V2}/customers/me`, { token: buyer })).status).toBe(200);
    const setMember = async (status: "active" | "inactive") =>
      withTransaction(await adminCtx(s), async (tx) => {
        await dbOf(tx).companyMember.updateMany({ where: { companyId: northwind }, data: { status } });
        await standingChanged(tx);
      });
    await setMember("inactive");
    const stopped = await s.json(`${V2}/customers/me`, { token: buyer });
    expect(stopped.status).toBe(401);
    expect(stopped.body.code).toBe("company_member_inactive");
    const inactive = await login("buyer@example.com");
    expect(inactive.status).toBe(403);
    expect(inactive.body).toMatchObject({ code: "company_member_inactive", message: cfg.inactiveMessage });
    // the admin cannot be deactivated: a row that says so does not lock the company out
    expect((await login("trade@example.com")).status).toBe(200);
    await setMember("active");
    expect((await s.json(`${V2}/customers/me`, { token: buyer })).status).toBe(200);
  });

  it("a subscription on a member's token ends with the refusal at its next event once the company is rejected", async () => {
    const buyer = await tokenOf("buyer@example.com");
    const client = createClient({
      url: `${s.url.replace("http", "ws")}/graphql`,
      webSocketImpl: WebSocket,
      lazy: false,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${buyer}` },
    });
    const results: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] }[] = [];
    let completed!: () => void;
    const done = new Promise<void>((r) => (completed = r));
    let arrived: (() => void) | undefined;
    const nextResult = () => new Promise<void>((r) => (arrived = r));
    const publish = () => s.app.pubsub.publish("catalogChanged", { entity: "product", ids: [String(productId)], at: new Date().toISOString() });
    try {
      const subscribed = waitForServerSubscribe(s, "catalogChanged");
      client.subscribe(
        { query: "subscription { catalogChanged { entity ids } }" },
        {
          next: (r) => {
            results.push(r as never);
            arrived?.();
          },
          error: () => completed(),
          complete: () => completed(),
        },
      );
      await subscribed;
      let first = nextResult();
      await publish();
      await first;
      expect(results[0]).toMatchObject({ data: { catalogChanged: { entity: "product" } } });
      await setStatus("reject", "Not a trade business");
      first = nextResult();
      await publish();
      await first;
      await done;
      expect(results).toHaveLength(2);
      expect(results[1]?.errors?.[0]?.extensions).toMatchObject({ code: "company_rejected", status: 401 });
    } finally {
      await client.dispose();
      await setStatus("approve");
    }
  });

  it("with the module off, members log in (a pending company's admin too) and buy in their own group", async () => {
    const setEnabled = async (v: string) => {
      const r = await s.gql(
        `mutation($v: String) { configValueSet(path: "b2b_company/enabled", value: $v) { __typename ... on Problem { code message } } }`,
        { v },
        {
          token: await s.adminToken(),
        },
      );
      expect(r.data?.configValueSet, JSON.stringify(r)).toMatchObject({ __typename: "ConfigValueSetSuccess" });
    };
    const buyer = await tokenOf("buyer@example.com");
    const jane = await tokenOf("jane@example.com");
    const wholesale = await priceFor(buyer);
    await setEnabled("0");
    try {
      // the config change drops every remembered token check: the same token now buys in the row's group
      expect(await priceFor(buyer)).toBe(await priceFor(jane));
      expect(await priceFor(buyer)).not.toBe(wholesale);
      expect((await login("contoso@example.com")).status).toBe(200);
    } finally {
      await setEnabled("1");
    }
    expect(await priceFor(buyer)).toBe(wholesale);
  });

  it("a deleted customer leaves the company (their reports move up, their pending invitations go, the history says so); the company's admin is not deleted", async () => {
    const admin = await s.adminToken();
    const del = (id: number) =>
      s.gql(`mutation($id: Int!) { customerDelete(id: $id) { __typename ... on Problem { code status } } }`, { id }, { token: admin });
    const db = s.app.db;
    const rita = await db.customer.findFirstOrThrow({ where: { email: "retail@example.com" } });
    const buyerRow = await db.customer.findFirstOrThrow({ where: { email: "buyer@example.com" } });
    const buyer = await db.companyMember.findUniqueOrThrow({ where: { customerId: buyerRow.id } });
    const joined = await db.companyMember.create({ data: { companyId: northwind, customerId: rita.id, roleId: buyer.roleId, managerId: buyer.managerId } });
    await db.companyMember.update({ where: { id: buyer.id }, data: { managerId: joined.id } });
    await db.companyInvitation.create({
      data: { companyId: northwind, customerId: rita.id, email: rita.email, tokenHash: "delete-test-hash", expiresAt: new Date(Date.now() + 3_600_000) },
    });
    expect((await del(rita.id)).data.customerDelete.__typename).toBe("CustomerDeleteSuccess");
    expect(await db.companyMember.findUnique({ where: { customerId: rita.id } })).toBeNull();
    expect(await db.companyInvitation.count({ where: { customerId: rita.id } })).toBe(0);
    expect((await db.companyMember.findUniqueOrThrow({ where: { id: buyer.id } })).managerId).toBe(buyer.managerId);
    const event = await db.companyEvent.findFirstOrThrow({
      where: { companyId: northwind, subjectType: "member", subjectId: joined.id },
      orderBy: { id: "desc" },
    });
    expect(event).toMatchObject({ kind: "member_removed", actorKind: "admin", after: null, note: "the customer account was deleted" });

    const trade = await db.customer.findFirstOrThrow({ where: { email: "trade@example.com" } });
    expect((await del(trade.id)).data.customerDelete).toMatchObject({ __typename: "Problem", code: "company_admin", status: 409 });
    expect(await db.customer.findUnique({ where: { id: trade.id } })).not.toBeNull();
    expect(await db.companyMember.findUnique({ where: { customerId: trade.id } })).not.toBeNull();
  });
});

/** What the purchasing tests share: the server with company accounts and purchasing on, logins, carts, placing, members. */
import { expect } from "vitest";
import company from "../../../src/modules/company/index.ts";
import purchasing from "../../../src/modules/purchasing/index.ts";
import { TEST_CUSTOMER_PASSWORD } from "../../helpers/db-template.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";

export const V2 = "/api/rest/v2";
export const B2B = `${V2}/b2b`;
export const COMPANY = `${B2B}/company`;
export const ADDRESS = { firstName: "Bea", lastName: "Buyer", street: ["1 Harbour St"], city: "Sydney", postcode: "2000", countryId: "AU", telephone: "02" };

export const PO_FIELDS = `id number status createdAt buyer { customerId name email } currency subtotal shipping grandTotal paymentMethod poNumber
  items { sku name qty price rowTotal } addresses shippingMethod orderIncrementId failureReason reasons { rule why }
  approvalFlow { position kind role required approvals status rule approver approvedBy { customerId name asCompanyAdmin at } }
  events { id kind actorKind actorName asCompanyAdmin note step createdAt } availableActions`;
// aliased: `status` is an Int on Problem and a String on PurchaseOrder and OrderHeld
export const PROBLEM = "... on Problem { code httpStatus: status message errors { field code message } }";

export interface World {
  s: TestServer;
  sku: string;
  productId: number;
  northwindId: number;
  adminMemberId: number;
  buyerMemberId: number;
  buyerId: number;
}

export async function startWorld(): Promise<World> {
  const s = await startTestServer({ modules: [company as never, purchasing as never], settings: { storefrontUrl: "https://shop.example.test" } });
  const db = s.app.db;
  const product = await db.product.findFirstOrThrow({
    where: { type: "simple", status: 1, visibility: 4, price: { gt: 1 }, customOptions: { none: {} }, NOT: { sku: { contains: "WH-" } } },
    orderBy: { id: "asc" },
  });
  await db.product.update({ where: { id: product.id }, data: { stockQty: 100_000, inStock: true } });
  const northwind = await db.company.findFirstOrThrow({ where: { name: "Northwind Trading" } });
  const buyer = await db.customer.findFirstOrThrow({ where: { email: "buyer@example.com" } });
  const w: World = {
    s,
    sku: product.sku,
    productId: product.id,
    northwindId: northwind.id,
    adminMemberId: (await db.companyMember.findUniqueOrThrow({ where: { customerId: northwind.adminCustomerId } })).id,
    buyerMemberId: (await db.companyMember.findUniqueOrThrow({ where: { customerId: buyer.id } })).id,
    buyerId: buyer.id,
  };
  await setConfig(s, "b2b_purchasing/enabled", "1");
  // the tests write their own rules: the demo's are deleted through the API
  const admin = await login(s, "trade@example.com");
  for (const r of (await s.json(`${B2B}/approval-rules`, { token: admin })).body as { id: number }[]) {
    const gone = await s.json(`${B2B}/approval-rules/${r.id}`, { method: "DELETE", token: admin });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
  }
  return w;
}

export async function setConfig(s: TestServer, path: string, value: string | null) {
  const r = await s.gql(
    `mutation($p: String!, $v: String) { configValueSet(path: $p, value: $v) { __typename ... on Problem { code message } } }`,
    { p: path, v: value },
    { token: await s.adminToken() },
  );
  expect((r.data as any).configValueSet.__typename, JSON.stringify(r)).toBe("ConfigValueSetSuccess");
}

export const login = (s: TestServer, email: string, password = TEST_CUSTOMER_PASSWORD) => s.customerToken(email, password);

/** a second active company administered by the demo's Retailer */
export async function otherCompany(s: TestServer): Promise<string> {
  const db = s.app.db;
  const retail = await db.customer.findFirstOrThrow({ where: { email: "retail@example.com" } });
  const co = await db.company.create({
    data: { storeId: 1, name: "Other Co", email: "o@example.com", status: "active", adminCustomerId: retail.id, customerGroupId: 3 },
  });
  await db.companyMember.create({ data: { companyId: co.id, customerId: retail.id } });
  return login(s, "retail@example.com");
}

/** a role made through the company API by its admin */
export async function makeRole(s: TestServer, admin: string, name: string, permissions: string[]): Promise<number> {
  const r = await s.json(`${COMPANY}/roles`, { method: "POST", token: admin, json: { name, permissions } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.id as number;
}

/** a new member through the company API: invited by the admin, the invitation accepted with a password; answers their token */
export async function makeMember(s: TestServer, admin: string, email: string, roleId: number, managerId: number): Promise<string> {
  const r = await s.json(`${COMPANY}/members`, {
    method: "POST",
    token: admin,
    json: { email, firstName: email.split("@")[0], lastName: "Test", roleId, managerId },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const mail = await s.app.db.mailOutbox.findFirstOrThrow({ where: { toAddress: email }, orderBy: { id: "desc" } });
  const token = /https:\/\/shop\.example\.test\/company\/invitation\?token=([A-Za-z0-9_-]+)/.exec(mail.textBody)![1]!;
  const ok = await s.json(`${COMPANY}/invitations/accept`, { method: "POST", json: { token: decodeURIComponent(token), password: "member-secret-1" } });
  expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  return login(s, email, "member-secret-1");
}

export async function createRule(s: TestServer, token: string, source: string) {
  return s.json(`${B2B}/approval-rules`, { method: "POST", token, json: { source } });
}

/** the customer's active cart holds exactly `qty` of the SKU */
export async function fillCart(w: World, token: string, qty: number) {
  const cart = await w.s.json(`${V2}/cart`, { token });
  for (const item of (cart.body.items ?? []) as { id: number }[]) await w.s.json(`${V2}/cart/items/${item.id}`, { method: "DELETE", token });
  const add = await w.s.json(`${V2}/cart/items`, { method: "POST", token, json: { sku: w.sku, qty } });
  expect(add.status, JSON.stringify(add.body)).toBe(200);
}

export const placeRest = (w: World, token: string) =>
  w.s.json(`${V2}/checkout/place-order`, { method: "POST", token, json: { paymentMethod: "checkmo", shippingAddress: ADDRESS, poNumber: "NW-REQ-1" } });

export const placeGql = (w: World, token: string) =>
  w.s.gql(
    `mutation($input: PlaceOrderInput!) { checkoutPlaceOrder(input: $input) { __typename
      ... on OrderHeld { kind id status message detail } ... on CheckoutPlaceOrderSuccess { data { incrementId } } ${PROBLEM} } }`,
    { input: { paymentMethod: "checkmo", shippingAddress: ADDRESS } },
    { token },
  );

/** Maho's guest-cart path with the member's token: a cart of its own with `qty` of the SKU, placed */
export async function placeMaho(w: World, token: string, qty: number) {
  const masked = (await w.s.json(`${V2}/guest-carts`, { method: "POST", token })).body.maskedId as string;
  expect((await w.s.json(`${V2}/guest-carts/${masked}/items`, { method: "POST", token, json: { sku: w.sku, qty } })).status).toBe(200);
  return w.s.json(`${V2}/guest-carts/${masked}/place-order`, { method: "POST", token, json: { paymentMethod: "checkmo", shippingAddress: ADDRESS } });
}

export const poAction = (w: World, token: string, id: number, action: "approve" | "reject" | "cancel", note?: string) =>
  w.s.json(`${B2B}/purchase-orders/${id}/${action}`, { method: "POST", token, json: note === undefined ? {} : { note } });

export const gqlAction = (w: World, token: string, field: string, id: number) =>
  w.s.gql(`mutation($id: Int!) { ${field}(id: $id) { __typename ... on PurchaseOrder { id status } ${PROBLEM} } }`, { id }, { token });

/**
 * Company accounts, permissions on the server (issue 30, point 4): a member whose role lacks `orders.place` fills a
 * cart but places no order by any route (REST, GraphQL, Maho's guest-cart path with the member's token): 403
 * permission_denied, nothing written. Given the permission back (read fresh on the next request), the same member
 * places the order. The company admin holds every permission whatever its role.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import company from "../../../src/modules/company/index.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../../helpers/db-template.ts";

const V2 = "/api/rest/v2";
const ADDRESS = { firstName: "Bea", lastName: "Buyer", street: ["1 Harbour St"], city: "Sydney", postcode: "2000", countryId: "AU", telephone: "02" };

let s: TestServer;
let sku: string;
let buyerId: number;
let roleId: number;

const tokenOf = async (email: string) => {
  const r = await s.json(`${V2}/auth/token`, { method: "POST", json: { email, password: TEST_CUSTOMER_PASSWORD } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.token as string;
};
const place = {
  rest: (token: string) => s.json(`${V2}/checkout/place-order`, { method: "POST", token, json: { paymentMethod: "checkmo", shippingAddress: ADDRESS } }),
  gql: (token: string) =>
    s.gql(
      `mutation($input: PlaceOrderInput!) { checkoutPlaceOrder(input: $input) { __typename ... on Problem { code status errors { field code message } } } }`,
      { input: { paymentMethod: "checkmo", shippingAddress: ADDRESS } },
      { token },
    ),
  maho: (token: string, masked: string) =>
    s.json(`${V2}/guest-carts/${masked}/place-order`, { method: "POST", token, json: { paymentMethod: "checkmo", shippingAddress: ADDRESS } }),
};

beforeAll(async () => {
  s = await startTestServer({ modules: [company as never] });
  const product = await s.app.db.product.findFirstOrThrow({
    where: { type: "simple", status: 1, visibility: 4, inStock: true, stockQty: { gt: 100 }, customOptions: { none: {} } },
  });
  sku = product.sku;
  buyerId = (await s.app.db.customer.findFirstOrThrow({ where: { email: "buyer@example.com" } })).id;
  const member = await s.app.db.companyMember.findUniqueOrThrow({ where: { customerId: buyerId } });
  roleId = member.roleId!;
  // the Buyer role without orders.place: a requester
  await s.app.db.companyRole.update({ where: { id: roleId }, data: { permissions: "company.addresses.use" } });
});
afterAll(async () => {
  await s?.close();
});

describe("orders.place is enforced on the server, on every place-order route", () => {
  it("a member without orders.place fills a cart but places no order by REST, GraphQL or Maho's guest-cart path (403 permission_denied)", async () => {
    const token = await tokenOf("buyer@example.com");
    const add = await s.json(`${V2}/cart/items`, { method: "POST", token, json: { sku, qty: 2 } });
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    const created = await s.json(`${V2}/guest-carts`, { method: "POST", token });
    const masked = created.body.maskedId as string;
    expect((await s.json(`${V2}/guest-carts/${masked}/items`, { method: "POST", token, json: { sku, qty: 1 } })).status).toBe(200);

    const rest = await place.rest(token);
    expect(rest.status).toBe(403);
    expect(rest.body).toMatchObject({ code: "permission_denied", errors: [{ field: "permission", code: "permission_denied", message: "orders.place" }] });
    expect((await place.gql(token)).data.checkoutPlaceOrder).toMatchObject({ __typename: "Problem", code: "permission_denied", status: 403 });
    const maho = await place.maho(token, masked);
    expect(maho.status).toBe(403);
    expect(maho.body.code).toBe("permission_denied");
    expect(await s.app.db.order.count({ where: { customerId: buyerId } })).toBe(0);
    // the cart is as it was
    expect((await s.json(`${V2}/cart`, { token })).body.items).toHaveLength(1);

    // the permission back: read fresh on the next request, the same token places the order
    await s.app.db.companyRole.update({ where: { id: roleId }, data: { permissions: "company.addresses.use,orders.place" } });
    const placed = await place.maho(token, masked);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = await s.app.db.order.findFirstOrThrow({ where: { incrementId: placed.body.incrementId } });
    expect(await s.app.db.companyOrder.findUnique({ where: { orderId: order.id } })).toMatchObject({ customerId: buyerId });
  });

  it("the company admin places orders whatever its role says", async () => {
    const trade = await s.app.db.customer.findFirstOrThrow({ where: { email: "trade@example.com" } });
    // even a role without orders.place on the admin's row does not take it away
    await s.app.db.companyMember.update({ where: { customerId: trade.id }, data: { roleId } });
    await s.app.db.companyRole.update({ where: { id: roleId }, data: { permissions: "company.addresses.use" } });
    const token = await tokenOf("trade@example.com");
    expect((await s.json(`${V2}/cart/items`, { method: "POST", token, json: { sku, qty: 1 } })).status).toBe(200);
    const placed = await place.rest(token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  });
});

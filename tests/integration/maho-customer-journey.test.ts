/**
 * The customer journey a Maho storefront drives, with Maho's paths and bodies only: a guest cart filled through
 * /guest-carts, the login that names it (merged into the cart the customer already had), the merged cart read and
 * ordered by its masked id with the customer's token, the order history, and a password change that keeps the
 * storefront's token and ends the older ones.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";

const V2 = "/api/rest/v2";
let s: TestServer;
let skus: [string, string];

beforeAll(async () => {
  s = await startTestServer();
  const rows = await s.app.db.product.findMany({
    where: { type: "simple", status: 1, visibility: 4, customOptions: { none: { required: true } } },
    orderBy: { id: "asc" },
    take: 2,
  });
  await s.app.db.product.updateMany({ where: { id: { in: rows.map((r) => r.id) } }, data: { stockQty: 1000, inStock: true } });
  skus = [rows[0]!.sku, rows[1]!.sku];
});
afterAll(async () => s?.close());

describe("customer journey in Maho's paths", () => {
  it("guest cart -> login with its masked id (merged) -> the merged cart by masked id -> order -> history -> password change", async () => {
    // an account whose cart already holds one item: a guest cart named at an earlier login became its cart
    const email = `maho-journey-${Date.now()}@example.com`;
    const password = "first-password-1";
    expect((await s.json(`${V2}/customers`, { method: "POST", json: { email, password, firstName: "Ada", lastName: "Maho" } })).status).toBe(201);
    const earlier = await s.json(`${V2}/guest-carts`, { method: "POST" });
    expect(earlier.status).toBe(201);
    expect(earlier.body.customerId).toBeNull();
    expect((await s.json(`${V2}/guest-carts/${earlier.body.maskedId}/items`, { method: "POST", json: { sku: skus[0], qty: 1 } })).status).toBe(200);
    const first = await s.json(`${V2}/auth/token`, { method: "POST", json: { email, password, maskedId: earlier.body.maskedId } });
    expect(first.body.cartMaskedId).toBe(earlier.body.maskedId);
    const own = earlier.body as { maskedId: string };

    // as a guest (no token): a new cart with two lines
    const guest = await s.json(`${V2}/guest-carts`, { method: "POST" });
    const guestId = guest.body.maskedId as string;
    for (const [sku, qty] of [
      [skus[0], 2],
      [skus[1], 1],
    ] as const) {
      expect((await s.json(`${V2}/guest-carts/${guestId}/items`, { method: "POST", json: { sku, qty } })).status).toBe(200);
    }

    // login naming the guest cart: merged into the customer's cart, whose masked id the answer names
    const login = await s.json(`${V2}/auth/token`, { method: "POST", json: { grant_type: "customer", email, password, maskedId: guestId } });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ tokenType: "Bearer", token_type: "Bearer", cartMaskedId: own.maskedId, cartItemsQty: 4 });
    expect(login.body.expiresIn).toBeGreaterThan(0);
    const token = login.body.token as string;
    const cartId = login.body.cartMaskedId as string;
    // the guest cart is gone; the customer's cart answers only with its owner's token
    expect((await s.json(`${V2}/guest-carts/${guestId}`)).status).toBe(404);
    expect((await s.json(`${V2}/guest-carts/${cartId}`)).status).toBe(404);
    const merged = await s.json(`${V2}/guest-carts/${cartId}`, { token });
    expect(merged.status).toBe(200);
    expect(merged.body.itemsQty).toBe(4);
    expect(Object.fromEntries(merged.body.items.map((i: { sku: string; qty: number }) => [i.sku, i.qty]))).toEqual({ [skus[0]]: 3, [skus[1]]: 1 });

    // shipping and payment methods, then the order with street lines
    const methods = await s.json(`${V2}/guest-carts/${cartId}/shipping-methods`, { token });
    expect(methods.status).toBe(200);
    const payments = await s.json(`${V2}/guest-carts/${cartId}/payment-methods`, { token });
    // pay on account is for the trade group (payment/payonaccount/customer_groups): not this General customer's
    expect(payments.body.map((p: { code: string }) => p.code)).not.toContain("payonaccount");
    const address = {
      firstName: "Ada",
      lastName: "Maho",
      street: ["1 Harbour St", "Level 3"],
      city: "Sydney",
      postcode: "2000",
      countryId: "AU",
      telephone: "0200",
    };
    const order = await s.json(`${V2}/guest-carts/${cartId}/place-order`, {
      method: "POST",
      token,
      json: { paymentMethod: "checkmo", shippingAddress: address, billingAddress: address },
    });
    expect(order.status).toBe(201);
    expect(order.body.incrementId).toMatch(/^\d+$/);
    expect(order.body.customerEmail).toBe(email);
    expect(order.body.shippingAddress.street).toEqual(address.street);
    expect((await s.json(`${V2}/guest-carts/${cartId}`, { token })).status).toBe(404);

    // the order history
    const history = await s.json(`${V2}/customers/me/orders?page=1&itemsPerPage=10`, { token });
    expect(history.status).toBe(200);
    expect(history.body.totalItems).toBe(1);
    expect(history.body.member[0]).toMatchObject({ incrementId: order.body.incrementId, paymentMethod: "checkmo" });
    const one = await s.json(`${V2}/customers/me/orders/${order.body.incrementId}`, { token });
    expect(one.body.items.map((i: { sku: string; qtyOrdered: number }) => [i.sku, i.qtyOrdered])).toEqual([
      [skus[0], 3],
      [skus[1], 1],
    ]);
    expect(one.body.billingAddress.street).toEqual(address.street);

    // password change: the storefront's token stays good, the older tokens stop, the new password logs in
    const changed = await s.json(`${V2}/customers/me/password`, {
      method: "POST",
      token,
      json: { currentPassword: password, newPassword: "second-password-2" },
    });
    expect(changed.status).toBe(200);
    expect((await s.json(`${V2}/customers/me/orders`, { token })).body.totalItems).toBe(1);
    expect((await s.json(`${V2}/customers/me`, { token: first.body.token })).status).toBe(401);
    expect((await s.json(`${V2}/auth/token`, { method: "POST", json: { email, password } })).status).toBe(401);
    const again = await s.json(`${V2}/auth/token`, { method: "POST", json: { email, password: "second-password-2" } });
    expect(again.status).toBe(200);
    expect((await s.json(`${V2}/customers/me/orders`, { token: again.body.token })).body.totalItems).toBe(1);
  });
});

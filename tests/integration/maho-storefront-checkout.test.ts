/**
 * The public Maho storefront (mageaustralia/maho-storefront) buys here with its own bodies,
 * copied from its source: the product page's add-to-cart ({qty, sku}), the checkout controller's shipping-method
 * lookup ({address}) and place-order (`_getAddress()`: company "", street lines, regionId "" when the country has no
 * region select; paymentData null for an offline method; storefrontOrigin = window.location.origin), the success
 * page's order read (GET /orders/{incrementId}/details, Accept: application/ld+json, X-Order-Token), and the account
 * page's address book (`saveAddress()`: firstname/lastname, two street lines, company null, regionId as a string).
 * Paths are what the storefront's worker proxies /api/* to (/api/rest/v2/*).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mahoOrder } from "../contract/maho-cart-schemas.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

const V2 = "/api/rest/v2";
/** what the storefront's worker proxy sends the backend besides the body */
const LD = { Accept: "application/ld+json" };
const ORIGIN = "https://shop.example.com";
let s: TestServer;
let sku: string;

beforeAll(async () => {
  s = await startTestServer();
  const p = await s.app.db.product.findFirstOrThrow({
    where: { type: "simple", status: 1, visibility: 4, customOptions: { none: { required: true } } },
    orderBy: { id: "asc" },
  });
  await s.app.db.product.update({ where: { id: p.id }, data: { stockQty: 1000, inStock: true } });
  sku = p.sku;
});
afterAll(async () => s?.close());

/** checkout-controller.js `_getAddress()` for a country without a region select */
const checkoutAddress = (street2: string) => ({
  firstName: "Gail",
  lastName: "Guest",
  company: "",
  street: street2 ? ["1 Main St", street2] : ["1 Main St"],
  city: "Sydney",
  postcode: "2000",
  countryId: "AU",
  regionId: "",
  region: "",
  telephone: "0200000000",
});

describe("the Maho storefront's guest checkout, order confirmation and address book", () => {
  it("guest checkout with paymentData null and storefrontOrigin, then the confirmation page's order read by X-Order-Token", async () => {
    const cart = await s.json(`${V2}/guest-carts`, { method: "POST", headers: LD, json: {} });
    expect(cart.status).toBe(201);
    const maskedId = cart.body.maskedId as string;
    const added = await s.json(`${V2}/guest-carts/${maskedId}/items`, { method: "POST", headers: LD, json: { qty: 2, sku } });
    expect(added.status).toBe(200);

    const addr = checkoutAddress("Unit 4");
    const shipping = await s.json(`${V2}/guest-carts/${maskedId}/shipping-methods`, { method: "POST", headers: LD, json: { address: addr } });
    expect(shipping.status).toBe(200);
    const methods = (shipping.body.availableShippingMethods ?? shipping.body.member ?? shipping.body) as { code: string }[];
    const flat = methods.find((m) => m.code === "flatrate_flatrate");
    expect(flat).toBeTruthy();
    const payments = await s.json(`${V2}/guest-carts/${maskedId}/payment-methods`, { headers: LD });
    const payment = ((payments.body.availablePaymentMethods ?? payments.body.member ?? payments.body) as { code: string }[])[0]!.code;

    // checkout-controller.js placeOrder(): the billing address is the shipping one ("same as shipping" ticked)
    const placed = await s.json(`${V2}/guest-carts/${maskedId}/place-order`, {
      method: "POST",
      headers: LD,
      json: {
        email: "gail@example.com",
        shippingAddress: addr,
        billingAddress: addr,
        shippingMethod: flat!.code,
        paymentMethod: payment,
        paymentData: null,
        storefrontOrigin: ORIGIN,
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.redirectUrl ?? null).toBeNull();
    const { incrementId, accessToken } = placed.body as { incrementId: string; accessToken: string };
    expect(incrementId).toMatch(/^\d+$/);
    expect(accessToken).toBeTruthy();

    // order-success-controller.js: GET /orders/{incrementId}/details with X-Order-Token
    const details = await s.json(`${V2}/orders/${encodeURIComponent(incrementId)}/details`, { headers: { ...LD, "X-Order-Token": accessToken } });
    expect(details.status).toBe(200);
    const order = mahoOrder.parse(details.body);
    expect(order).toMatchObject({ incrementId, customerEmail: "gail@example.com", storefrontOrigin: ORIGIN, shippingMethod: "flatrate_flatrate" });
    expect(order.items).toEqual([expect.objectContaining({ sku, qtyOrdered: 2 })]);
    expect(order.prices.grandTotal).toBeCloseTo(order.prices.subtotal + (order.prices.shippingAmount ?? 0), 2);
    expect(order.shippingAddress).toMatchObject({ street: ["1 Main St", "Unit 4"], regionId: null, company: "" });
    // the storefront caches the first read; a refresh that reads again still finds it (the token is not single use here)
    expect((await s.json(`${V2}/orders/${incrementId}/details`, { headers: { ...LD, "X-Order-Token": accessToken } })).status).toBe(200);
    expect((await s.json(`${V2}/orders/${incrementId}/details`, { headers: LD })).status).toBe(404);
  });

  it("the account page's address book: firstname/lastname and two street lines, added and edited", async () => {
    const email = `storefront-book-${Date.now()}@example.com`;
    const password = "storefront-pass-1";
    expect((await s.json(`${V2}/customers`, { method: "POST", headers: LD, json: { firstName: "Ada", lastName: "Maho", email, password } })).status).toBe(201);
    const login = await s.json(`${V2}/auth/token`, { method: "POST", headers: LD, json: { grant_type: "customer", email, password } });
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    const region = await s.app.db.region.findFirstOrThrow({ where: { countryId: "AU" }, orderBy: { id: "asc" } });

    // account-controller.js saveAddress()
    const body = {
      firstname: "Ada",
      lastname: "Maho",
      company: null,
      street: ["12 Harbour St", "Level 3"],
      city: "Sydney",
      postcode: "2000",
      countryId: "AU",
      telephone: "0200",
      isDefaultBilling: true,
      isDefaultShipping: true,
      regionId: String(region.id),
    };
    const created = await s.json(`${V2}/customers/me/addresses`, { method: "POST", headers: LD, token, json: body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      firstName: "Ada",
      lastName: "Maho",
      firstname: "Ada",
      lastname: "Maho",
      company: "",
      street: ["12 Harbour St", "Level 3"],
      regionId: region.id,
      region: region.name,
      isDefaultBilling: true,
    });

    const edited = await s.json(`${V2}/customers/me/addresses/${created.body.id}`, {
      method: "PUT",
      headers: LD,
      token,
      json: { ...body, firstname: "Augusta", street: ["12 Harbour St", "Level 4"] },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ firstName: "Augusta", firstname: "Augusta", street: ["12 Harbour St", "Level 4"] });

    // loadProfile(): the account page renders the addresses of GET /customers/me
    const me = await s.json(`${V2}/customers/me`, { headers: LD, token });
    expect(me.body.addresses).toEqual([expect.objectContaining({ id: created.body.id, firstName: "Augusta", firstname: "Augusta", lastname: "Maho" })]);
    expect(me.body.defaultShippingAddress).toMatchObject({ street: ["12 Harbour St", "Level 4"] });
  });
});

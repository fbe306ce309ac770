/**
 * A cart named by masked id in the path (Maho's guest-cart routes) ships where that cart does: the access gate's
 * country-scoped rules read its shipping country, not the cart X-Cart-Id or the customer's latest cart would name.
 * (The demo rules block power tools to New Zealand for logged-in customers.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import access from "../../src/modules/access-gate/index.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { customer, productIn, productOutside } from "../modules/access/helpers.ts";

let s: TestServer;
let jane: string;
let tool: { sku: string };
const V2 = "/api/rest/v2";

beforeAll(async () => {
  s = await startTestServer({ modules: [access as never] });
  jane = await customer(s, "jane@example.com");
  tool = await productIn(s, 12); // Drills, under Power Tools
});
afterAll(async () => s?.close());

const guestCartIn = async (country: string | null) => {
  const maskedId = (await s.json(`${V2}/guest-carts`, { method: "POST" })).body.maskedId as string;
  if (country) {
    const r = await s.json(`${V2}/cart/shipping-country`, { method: "PUT", json: { country }, headers: { "x-cart-id": maskedId } });
    expect(r.status).toBe(200);
  }
  return maskedId;
};
const addTo = (maskedId: string) => s.json(`${V2}/guest-carts/${maskedId}/items`, { method: "POST", json: { sku: tool.sku, qty: 1 }, token: jane });

describe("the destination of a cart named in the path", () => {
  it("a named cart shipping to New Zealand refuses power tools, whatever the caller's own cart says", async () => {
    const toNz = await guestCartIn("NZ");
    const blocked = await addTo(toNz);
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe("purchase_blocked");
    // the header does not override the cart's country
    const withHeader = await s.json(`${V2}/guest-carts/${toNz}/items`, {
      method: "POST",
      json: { sku: tool.sku, qty: 1 },
      token: jane,
      headers: { "x-destination-country": "AU" },
    });
    expect(withHeader.status).toBe(403);
  });

  it("a named cart shipping to Australia takes them, though the customer's own cart ships to New Zealand", async () => {
    const other = await productOutside(s, [10, 11, 12]);
    expect((await s.json(`${V2}/cart/items`, { method: "POST", json: { sku: other.sku, qty: 1 }, token: jane })).status).toBe(200);
    expect((await s.json(`${V2}/cart/shipping-country`, { method: "PUT", json: { country: "NZ" }, token: jane })).status).toBe(200);
    const toAu = await guestCartIn("AU");
    expect((await addTo(toAu)).status).toBe(200);
  });

  it("an order is judged where its address ships it: power tools in a cart without a country cannot be ordered to New Zealand", async () => {
    const cart = await guestCartIn(null);
    expect((await addTo(cart)).status).toBe(200);
    const address = { firstName: "J", lastName: "B", street: ["1 Queen St"], city: "Auckland", postcode: "1010", telephone: "09" };
    const toNz = await s.json(`${V2}/guest-carts/${cart}/place-order`, {
      method: "POST",
      json: { paymentMethod: "checkmo", shippingAddress: { ...address, countryId: "NZ" } },
      token: jane,
    });
    expect(toNz.status).toBe(403);
    expect(toNz.body.code).toBe("purchase_blocked");
    const toAu = await s.json(`${V2}/guest-carts/${cart}/place-order`, {
      method: "POST",
      json: { paymentMethod: "checkmo", shippingAddress: { ...address, city: "Sydney", countryId: "AU" } },
      token: jane,
    });
    expect(toAu.status).toBe(201);
  });
});

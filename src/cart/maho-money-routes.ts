/**
 * Maho's guest-cart money routes over the cart's coupon, gift card, shipping and payment services: coupon
 * ({couponCode}), gift cards ({giftcardCode}), totals (Maho's CartPrices), shipping methods (POST takes an
 * address whose country the rates are for) and payment methods. A cart is named as in the other guest-cart
 * routes: by masked id, a customer's only with its owner's token.
 */
import { z } from "zod";
import { defineRoute, respond, type RestRoute } from "../core/routes.ts";
import { ProblemError } from "../core/errors.ts";
import {
  RestGuestCartCouponApplyDocument,
  RestGuestCartCouponRemoveDocument,
  RestGuestCartGiftcardApplyDocument,
  RestGuestCartGiftcardRemoveDocument,
  RestGuestCartTotalsDocument,
  RestGuestCartShippingMethodsDocument,
  RestGuestCartShippingEstimateDocument,
  RestGuestCartPaymentMethodsDocument,
} from "../generated/rest/graphql.ts";
import { cartNotFound } from "./service.ts";
import { maskedIdParam, PRIVATE } from "./maho-routes.ts";

const BASE = "/api/rest/v2/guest-carts/:maskedId";

/** a code in either of the names Maho accepts ({couponCode} or {code}; {giftcardCode} or {code}) */
const codeBody = (name: "couponCode" | "giftcardCode") =>
  z
    .object({ [name]: z.string().trim().min(1).max(64).optional(), code: z.string().trim().min(1).max(64).optional() })
    .refine((b) => b[name] !== undefined || b.code !== undefined, { path: [name], message: `give ${name}` });

/** the services name the code's field `code`; a Maho client sent it as `couponCode` or `giftcardCode` */
async function asField<T>(field: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof ProblemError && e.errors?.some((x) => x.field === "code")) {
      const errors = e.errors.map((x) => (x.field === "code" ? { ...x, field } : x));
      throw new ProblemError(e.status, e.code, e.message, { errors, extra: e.extra, headers: e.headers });
    }
    throw e;
  }
}

const codeOf = (body: unknown, name: string) => {
  const b = body as Record<string, string | undefined>;
  return (b[name] ?? b.code)!;
};

/** Maho's address on the shipping-methods query: the rates depend on its country only here */
const shippingQuery = z
  .object({
    address: z
      .object({ countryId: z.string().trim().length(2) })
      .loose()
      .optional(),
  })
  .loose();

export function mahoCartMoneyRoutes(): RestRoute[] {
  const noCart = { 404: "cart_not_found (unknown, ordered, another store's, or another customer's cart)" };
  return [
    defineRoute({
      id: "maho_guest_cart_coupon_apply",
      method: "PUT",
      path: `${BASE}/coupon`,
      tag: "maho-cart",
      summary: "Apply a coupon {couponCode} (Maho); answers the cart with couponCode, appliedCoupon and the discount in prices",
      body: codeBody("couponCode"),
      responses: { 200: "the cart", ...noCart, 422: "a code that is unknown, expired, used up or not for this customer group", 429: "too many wrong codes" },
      handler: async (_ctx, req) => {
        const vars = { maskedId: maskedIdParam(req.params.maskedId), code: codeOf(req.body, "couponCode") };
        const cart = await asField("couponCode", async () => req.runData(RestGuestCartCouponApplyDocument, vars, "cartCouponApply"));
        return respond({ body: cart.maho, headers: PRIVATE });
      },
    }),
    {
      id: "maho_guest_cart_coupon_remove",
      method: "DELETE",
      path: `${BASE}/coupon`,
      tag: "maho-cart",
      summary: "Remove the cart's coupon (Maho); answers the cart",
      responses: { 200: "the cart", ...noCart },
      handler: async (_ctx, req) => {
        const vars = { maskedId: maskedIdParam(req.params.maskedId) };
        return respond({ body: (await req.runData(RestGuestCartCouponRemoveDocument, vars, "cartCouponRemove")).maho, headers: PRIVATE });
      },
    },
    defineRoute({
      id: "maho_guest_cart_giftcard_apply",
      method: "POST",
      path: `${BASE}/giftcards`,
      tag: "maho-cart",
      summary: "Apply a gift card {giftcardCode} (Maho); answers the cart with appliedGiftcards and prices.giftcardAmount",
      body: codeBody("giftcardCode"),
      responses: {
        200: "the cart",
        ...noCart,
        422: "a code that cannot pay (unknown, used, disabled), already applied, or too many cards",
        429: "too many wrong codes",
      },
      handler: async (_ctx, req) => {
        const vars = { maskedId: maskedIdParam(req.params.maskedId), code: codeOf(req.body, "giftcardCode") };
        const cart = await asField("giftcardCode", async () => req.runData(RestGuestCartGiftcardApplyDocument, vars, "cartGiftcardApply"));
        return respond({ body: cart.maho, headers: PRIVATE });
      },
    }),
    {
      id: "maho_guest_cart_giftcard_remove",
      method: "DELETE",
      path: `${BASE}/giftcards/:code`,
      tag: "maho-cart",
      summary: "Remove an applied gift card (Maho); answers the cart",
      responses: { 200: "the cart", 404: "cart_not_found, giftcard_not_applied" },
      handler: async (_ctx, req) => {
        const vars = { maskedId: maskedIdParam(req.params.maskedId), code: (req.params.code ?? "").slice(0, 64) };
        return respond({ body: (await req.runData(RestGuestCartGiftcardRemoveDocument, vars, "cartGiftcardRemove")).maho, headers: PRIVATE });
      },
    },
    {
      id: "maho_guest_cart_totals",
      method: "GET",
      path: `${BASE}/totals`,
      tag: "maho-cart",
      summary: "The cart's totals as Maho's CartPrices (tax amounts are 0: this backend has no tax engine; grandTotal is what is left to pay)",
      responses: { 200: "the totals", ...noCart },
      handler: async (ctx, req) => {
        const cart = (await req.run(ctx, RestGuestCartTotalsDocument, { maskedId: maskedIdParam(req.params.maskedId) })).cart;
        if (!cart) throw cartNotFound();
        return respond({ body: cart.maho.prices, headers: PRIVATE });
      },
    },
    {
      id: "maho_guest_cart_shipping_methods",
      method: "GET",
      path: `${BASE}/shipping-methods`,
      tag: "maho-cart",
      summary: "The shipping methods the cart may choose, cheapest first: [{code, title, carrierCode, methodCode, carrierTitle, methodTitle, price}]",
      responses: { 200: "the methods", ...noCart },
      handler: async (ctx, req) => {
        const cart = (await req.run(ctx, RestGuestCartShippingMethodsDocument, { maskedId: maskedIdParam(req.params.maskedId) })).cart;
        if (!cart) throw cartNotFound();
        return respond({ body: cart.maho.availableShippingMethods, headers: PRIVATE });
      },
    },
    defineRoute({
      id: "maho_guest_cart_shipping_methods_estimate",
      method: "POST",
      path: `${BASE}/shipping-methods`,
      tag: "maho-cart",
      summary:
        "The shipping methods for an address {address: {countryId, ...}} (Maho); the address's country becomes the cart's destination (a query by POST: 200). Choose one by sending shippingMethod with place-order",
      body: shippingQuery,
      responses: { 200: "the methods", ...noCart, 422: "a country the store does not serve" },
      handler: async (ctx, req) => {
        const maskedId = maskedIdParam(req.params.maskedId);
        const country = req.body.address?.countryId;
        if (!country) {
          const cart = (await req.run(ctx, RestGuestCartShippingMethodsDocument, { maskedId })).cart;
          if (!cart) throw cartNotFound();
          return respond({ body: cart.maho.availableShippingMethods, headers: PRIVATE });
        }
        const set = await asField(
          "address.countryId",
          async () => await req.runData(RestGuestCartShippingEstimateDocument, { maskedId, country }, "cartShippingCountrySet"),
        );
        return respond({ body: set.maho.availableShippingMethods, headers: PRIVATE });
      },
    }),
    {
      id: "maho_guest_cart_payment_methods",
      method: "GET",
      path: `${BASE}/payment-methods`,
      tag: "maho-cart",
      summary: "The payment methods the cart may use: [{code, title}] (pay on account needs a customer; only `free` when nothing is left to pay)",
      responses: { 200: "the methods", ...noCart },
      handler: async (ctx, req) => {
        const cart = (await req.run(ctx, RestGuestCartPaymentMethodsDocument, { maskedId: maskedIdParam(req.params.maskedId) })).cart;
        if (!cart) throw cartNotFound();
        return respond({ body: cart.maho.availablePaymentMethods, headers: PRIVATE });
      },
    },
  ];
}

/** REST: the cart's coupon, gift cards, shipping method and the methods it may choose (our paths and the worker's). */
import { z } from "zod";
import { defineRoute, respond, type RestRoute } from "../core/routes.ts";
import {
  RestCartCouponApplyDocument,
  RestCartCouponRemoveDocument,
  RestCartGiftcardApplyDocument,
  RestCartGiftcardRemoveDocument,
  RestCartPaymentMethodsDocument,
  RestCartShippingMethodSetDocument,
  RestCartShippingMethodsDocument,
} from "../generated/rest/graphql.ts";

const withCartHeader = (cart: { maskedId: string }) => respond({ body: cart, headers: { "X-Cart-Id": cart.maskedId } });
/** lists of what a cart may choose change with the cart: never cached or shared */
const privateList = (member: object[]) =>
  respond({ body: { member, totalItems: member.length }, headers: { "Cache-Control": "private, no-store", Vary: "Authorization, X-Store-Code, X-Cart-Id" } });

const codeBody = z.object({ code: z.string().trim().min(1).max(64) });
const codeAttempts = "wrong codes are counted per address and per cart: past the budget, 429 rate_limited with Retry-After";

export function cartMoneyRoutes(): RestRoute[] {
  return [
    defineRoute({
      id: "cart_coupon_apply",
      method: "PUT",
      path: "/api/rest/v2/cart/coupon",
      tag: "cart",
      summary: "Apply a coupon code {code} (case does not matter); the discount shows in prices.discount",
      body: codeBody,
      aliases: [{ path: "/api/cart/coupon" }],
      responses: {
        200: "the cart",
        404: "cart_not_found",
        422: "invalid: the code is unknown or not for this customer group or store (not_found, the same answer), outside its dates or switched off (expired), used up (used_up)",
        429: codeAttempts,
      },
      handler: async (_ctx, req) => withCartHeader(await req.runData(RestCartCouponApplyDocument, { code: req.body.code }, "cartCouponApply")),
    }),
    {
      id: "cart_coupon_remove",
      method: "DELETE",
      path: "/api/rest/v2/cart/coupon",
      tag: "cart",
      summary: "Remove the cart's coupon",
      aliases: [{ path: "/api/cart/coupon" }],
      responses: { 200: "the cart", 404: "cart_not_found" },
      handler: async (_ctx, req) => withCartHeader(await req.runData(RestCartCouponRemoveDocument, {}, "cartCouponRemove")),
    },
    defineRoute({
      id: "cart_giftcard_apply",
      method: "POST",
      path: "/api/rest/v2/cart/giftcards",
      tag: "cart",
      summary: "Apply a gift card {code}; it pays up to its balance of what remains (prices.giftcard, appliedGiftcards)",
      body: codeBody,
      aliases: [{ path: "/api/cart/giftcards" }],
      responses: {
        200: "the cart",
        404: "cart_not_found",
        422: "invalid: not a usable gift card code (one answer for unknown, used, disabled or another currency), already_applied, too_many",
        429: codeAttempts,
      },
      handler: async (_ctx, req) => withCartHeader(await req.runData(RestCartGiftcardApplyDocument, { code: req.body.code }, "cartGiftcardApply")),
    }),
    {
      id: "cart_giftcard_remove",
      method: "DELETE",
      path: "/api/rest/v2/cart/giftcards/:code",
      tag: "cart",
      summary: "Remove an applied gift card",
      aliases: [{ path: "/api/cart/giftcards/:code" }],
      responses: { 200: "the cart", 404: "cart_not_found, giftcard_not_applied" },
      handler: async (_ctx, req) => withCartHeader(await req.runData(RestCartGiftcardRemoveDocument, { code: req.params.code ?? "" }, "cartGiftcardRemove")),
    },
    {
      id: "cart_shipping_methods",
      method: "GET",
      path: "/api/rest/v2/cart/shipping-methods",
      tag: "cart",
      summary:
        "The shipping methods the cart may choose, cheapest first {member: [{code, carrierCode, methodCode, carrierTitle, methodTitle, price}], totalItems}",
      aliases: [{ path: "/api/cart/shipping-methods" }],
      responses: { 200: "the methods", 404: "cart_not_found" },
      handler: async (_ctx, req) => privateList(await req.runData(RestCartShippingMethodsDocument, {}, "cartShippingMethods")),
    },
    defineRoute({
      id: "cart_shipping_method_set",
      method: "PUT",
      path: "/api/rest/v2/cart/shipping-method",
      tag: "cart",
      summary: "Choose the cart's shipping method {method: carrierCode_methodCode} (or {carrierCode, methodCode})",
      body: z.union([
        z.object({ method: z.string().trim().min(1).max(64) }),
        z.object({ carrierCode: z.string().trim().min(1).max(32), methodCode: z.string().trim().min(1).max(32) }),
      ]),
      aliases: [{ path: "/api/cart/shipping-method" }],
      responses: { 200: "the cart", 404: "cart_not_found", 422: "invalid: the method is not available for this cart (unavailable)" },
      handler: async (_ctx, req) => {
        const b = req.body;
        const method = "method" in b ? b.method : `${b.carrierCode}_${b.methodCode}`;
        return withCartHeader(await req.runData(RestCartShippingMethodSetDocument, { method }, "cartShippingMethodSet"));
      },
    }),
    {
      id: "cart_payment_methods",
      method: "GET",
      path: "/api/rest/v2/cart/payment-methods",
      tag: "cart",
      summary: "The payment methods the cart may use {member: [{code, title}], totalItems}; only `free` when gift cards pay it all",
      aliases: [{ path: "/api/cart/payment-methods" }],
      responses: { 200: "the methods", 404: "cart_not_found" },
      handler: async (_ctx, req) => privateList(await req.runData(RestCartPaymentMethodsDocument, {}, "cartPaymentMethods")),
    },
  ];
}

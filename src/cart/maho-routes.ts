/**
 * Maho's guest-cart REST routes (Checkout/Api Cart, and the placing of Sales/Api Order), beside ours and over
 * the same services: a cart is named by its masked id in the path, a customer's own cart too when the caller's
 * Bearer token owns it; any other cart is 404. Bodies and answers are Maho's (`MahoCart`, `MahoOrder`).
 */
import { heldResponse } from "./order-held.ts";
import { z } from "zod";
import { defineRoute, idParam, respond, type RestRoute } from "../core/routes.ts";
import {
  RestGuestCartCreateDocument,
  RestGuestCartDocument,
  RestGuestCartItemAddDocument,
  RestGuestCartItemUpdateDocument,
  RestGuestCartItemRemoveDocument,
  RestGuestCartPlaceOrderDocument,
  type RestGuestCartPlaceOrderMutation,
  type RestGuestCartPlaceOrderMutationVariables,
} from "../generated/rest/graphql.ts";
import { cartNotFound, updateItemInput } from "./service.ts";
import { cartItemBody } from "./maho-item-input.ts";
import { withChangedTotals } from "./checkout.ts";

const BASE = "/api/rest/v2/guest-carts";
/** a cart changes with every write and belongs to whoever holds its id: no cache may keep or share it */
export const PRIVATE = { "Cache-Control": "private, no-store", Vary: "Authorization, X-Store-Code" };
const TAX_NOTE = "tax amounts are 0 (this backend has no tax engine)";

export const maskedIdParam = (raw: string | undefined) => {
  if (!raw || raw.length > 64) throw cartNotFound();
  return raw;
};
const itemId = (raw: string | undefined) => idParam(raw, "item id");

const addressBody = z.record(z.string(), z.unknown());
export const mahoPlaceOrderBody = z
  .object({
    paymentMethod: z.string().max(64).optional(),
    shippingMethod: z.string().max(128).optional(),
    email: z.string().max(254).optional(),
    guestEmail: z.string().max(254).optional(),
    poNumber: z.string().max(64).optional(),
    /** where the order's invoices go (ours; on-account orders) */
    invoiceEmail: z.string().max(254).optional(),
    paymentData: z.record(z.string(), z.unknown()).nullable().optional(),
    storefrontOrigin: z.string().max(255).optional(),
    shippingAddress: addressBody.optional(),
    billingAddress: addressBody.optional(),
    orderNote: z.string().max(4096).optional(),
    /** the grand total the shopper was shown (ours; Maho's storefront does not send it) */
    expectedGrandTotal: z.number().min(0).max(1e12).optional(),
  })
  .loose();

export function mahoCartRoutes(): RestRoute[] {
  return [
    {
      id: "maho_guest_cart_create",
      method: "POST",
      path: BASE,
      tag: "maho-cart",
      summary: "Create an empty guest cart (Maho); the answer is the cart, its maskedId names it in the other guest-cart routes",
      responses: { 201: "the new cart (Maho's Cart)" },
      handler: async (_ctx, req) => {
        const cart = (await req.runData(RestGuestCartCreateDocument, {}, "guestCartCreate")).maho;
        return respond({ status: 201, body: cart, headers: PRIVATE });
      },
    },
    {
      id: "maho_guest_cart_get",
      method: "GET",
      path: `${BASE}/:maskedId`,
      tag: "maho-cart",
      summary: `A cart by its masked id (Maho's Cart: items with options [{label, value}], prices as CartPrices; ${TAX_NOTE}); a customer's cart only with its owner's token`,
      responses: { 200: "the cart", 404: "cart_not_found (unknown, ordered, another store's, or another customer's cart)" },
      handler: async (ctx, req) => {
        const cart = (await req.run(ctx, RestGuestCartDocument, { maskedId: maskedIdParam(req.params.maskedId) })).cart;
        if (!cart) throw cartNotFound();
        return respond({ body: cart.maho, headers: PRIVATE });
      },
    },
    defineRoute({
      id: "maho_guest_cart_items_add",
      method: "POST",
      path: `${BASE}/:maskedId/items`,
      tag: "maho-cart",
      summary:
        "Add an item (Maho): {sku, qty, options {optionId: value}, links, superGroup {childId: qty}, bundleOption {optionId: selectionId}, bundleOptionQty, giftcardAmount, giftcardSenderName, giftcardSenderEmail, giftcardRecipientName, giftcardRecipientEmail, giftcardMessage}; a configurable's child SKU adds the configurable. A guest cart that is gone or was ordered is replaced by a new one (cartRecreated: true, a new maskedId), as Maho does",
      body: cartItemBody,
      responses: {
        200: "the cart",
        403: "purchase_blocked",
        404: "cart_not_found (another customer's or another store's cart), product_not_found",
        422: "invalid quantity, missing or unknown options, a bundle quantity that is fixed, unavailable or out of stock",
      },
      handler: async (_ctx, req) => {
        const input = req.body;
        const data = await req.runData(RestGuestCartItemAddDocument, { maskedId: maskedIdParam(req.params.maskedId), input }, "cartLinesAdd");
        return respond({ body: data.maho, headers: PRIVATE });
      },
    }),
    defineRoute({
      id: "maho_guest_cart_items_update",
      method: "PUT",
      path: `${BASE}/:maskedId/items/:itemId`,
      tag: "maho-cart",
      summary: "Change an item's quantity {qty} (Maho)",
      body: updateItemInput,
      responses: { 200: "the cart", 403: "purchase_blocked", 404: "cart_not_found, item_not_found", 422: "invalid quantity or insufficient stock" },
      handler: async (_ctx, req) => {
        const vars = { maskedId: maskedIdParam(req.params.maskedId), itemId: itemId(req.params.itemId), qty: req.body.qty };
        return respond({ body: (await req.runData(RestGuestCartItemUpdateDocument, vars, "cartItemUpdate")).maho, headers: PRIVATE });
      },
    }),
    {
      id: "maho_guest_cart_items_remove",
      method: "DELETE",
      path: `${BASE}/:maskedId/items/:itemId`,
      tag: "maho-cart",
      summary: "Remove an item (Maho); answers the cart",
      responses: { 200: "the cart", 404: "cart_not_found, item_not_found" },
      handler: async (_ctx, req) => {
        const vars = { maskedId: maskedIdParam(req.params.maskedId), itemId: itemId(req.params.itemId) };
        return respond({ body: (await req.runData(RestGuestCartItemRemoveDocument, vars, "cartItemRemove")).maho, headers: PRIVATE });
      },
    },
    defineRoute({
      id: "maho_guest_cart_place_order",
      method: "POST",
      path: `${BASE}/:maskedId/place-order`,
      tag: "maho-cart",
      summary:
        "Place the cart's order (Maho): {paymentMethod, shippingMethod?, email|guestEmail (guests), shippingAddress {firstName, lastName, street: [lines], city, postcode, countryId, telephone}, billingAddress?, orderNote?, paymentData? (null or an object, handed to the payment method; offline methods ignore it), storefrontOrigin? (an origin such as https://shop.example.com, kept on the order as storefrontOrigin; anything else is 422), expectedGrandTotal? (the total the shopper was shown; a different total is 409 total_changed with grandTotal, clients that omit it are unaffected)}; unknown fields are ignored, as Maho does; the shipping method is applied with the order (a failed order leaves the cart as it was; ignored for a cart that ships nothing) and the note is stored on it. Answers Maho's Order with incrementId and accessToken (send it as X-Order-Token to read the order back). Gift cards bought stay pending until the order is paid; their codes go by mail, never in the answer. Idempotency-Key makes retries safe (the shipping method and note are part of the request it names)",
      body: mahoPlaceOrderBody,
      responses: {
        201: "the order, with accessToken",
        202: "the order is held, not placed (e.g. a purchase order awaiting approval): `{ [kind]: detail }`, e.g. `{purchaseOrder: {...}}`",
        200: "the order an earlier request with the same Idempotency-Key placed (Idempotent-Replayed: true)",
        403: "purchase_blocked",
        404: "cart_not_found",
        409: "cart_already_ordered, cart_changed, total_changed (the problem carries grandTotal and expectedGrandTotal)",
        422: "invalid fields, unavailable payment or shipping method, a country the store does not serve, empty cart, stock, idempotency_key_reused",
      },
      handler: async (ctx, req) => {
        const key = req.headers.get("idempotency-key") ?? undefined;
        const vars = { maskedId: maskedIdParam(req.params.maskedId), input: req.body, idempotencyKey: key };
        let result: Awaited<ReturnType<typeof req.runResult<RestGuestCartPlaceOrderMutation, RestGuestCartPlaceOrderMutationVariables, "guestCartPlaceOrder">>>;
        try {
          result = await req.runResult(RestGuestCartPlaceOrderDocument, vars, "guestCartPlaceOrder");
        } catch (e) {
          throw withChangedTotals(ctx, e);
        }
        if (result.__typename === "OrderHeld") return heldResponse(result);
        const { replayed, ...order } = result.data;
        return respond({ status: replayed ? 200 : 201, body: order, headers: replayed ? { "Idempotent-Replayed": "true" } : {} });
      },
    }),
  ];
}

import { z } from "zod";
import { defineRoute, idParam, respond, type RestRoute } from "../core/routes.ts";
import {
  RestCartDocument,
  RestCartItemAddDocument,
  RestCartLinesAddDocument,
  RestCartItemUpdateDocument,
  RestCartItemRemoveDocument,
  RestCartShippingCountrySetDocument,
  RestPlaceOrderDocument,
  type RestPlaceOrderMutation,
  type RestPlaceOrderMutationVariables,
  RestSearchDocument,
} from "../generated/rest/graphql.ts";
import { cartNotFound, updateItemInput } from "./service.ts";
import { cartItemBody } from "./maho-item-input.ts";
import { placeOrderInput, withChangedTotals } from "./checkout.ts";
import { heldResponse } from "./order-held.ts";
import { MAX_PAGE_SIZE } from "../catalog/product-listing.ts";

const itemId = (raw: string | undefined) => idParam(raw, "item id");
const withCartHeader = (cart: { maskedId: string }) => respond({ body: cart, headers: { "X-Cart-Id": cart.maskedId } });

export function cartRoutes(): RestRoute[] {
  return [
    {
      id: "cart_get",
      method: "GET",
      path: "/api/rest/v2/cart",
      tag: "cart",
      summary: "The caller's cart: a customer's by token, a guest's by X-Cart-Id; prices for the caller's group",
      aliases: [{ path: "/api/cart" }],
      responses: { 200: "the cart (Cache-Control: private, no-store; Vary: Authorization, X-Store-Code, X-Cart-Id)", 404: "cart_not_found" },
      handler: async (ctx, req) => {
        const cart = (await req.run(ctx, RestCartDocument, {})).cart;
        if (!cart) throw cartNotFound();
        // a guest's cart is named by X-Cart-Id and changes with every write: no cache may keep or share it
        return respond({ body: cart, headers: { "Cache-Control": "private, no-store", Vary: "Authorization, X-Store-Code, X-Cart-Id" } });
      },
    },
    defineRoute({
      id: "cart_items_add",
      method: "POST",
      path: "/api/rest/v2/cart/items",
      tag: "cart",
      summary:
        "Add an item {sku, qty, options?}; Maho's names are accepted too (options {optionId: value}, links, superGroup, bundleOption, bundleOptionQty, giftcard fields, a configurable's child SKU); starts a guest cart when none is named (its id is in the body and the X-Cart-Id header)",
      body: cartItemBody.extend({ qty: cartItemBody.shape.qty.unwrap() }),
      aliases: [{ path: "/api/cart/items" }],
      responses: {
        200: "the cart",
        403: "purchase_blocked",
        404: "product_not_found or cart_not_found",
        422: "invalid quantity (a line holds at most 10,000), missing options, a product of the line unavailable or out of stock",
      },
      handler: async (_ctx, req) => {
        const body = req.body;
        // a body in our names alone takes our operation as it always did; Maho's names go through the line mapping
        const optionKeys = Object.keys(body.options ?? {});
        const flatOptions = optionKeys.length > 0 && optionKeys.every((k) => /^\d+$/.test(k));
        const ours = !flatOptions && Object.keys(body).every((k) => k === "sku" || k === "qty" || k === "options");
        const cart = ours
          ? await req.runData(RestCartItemAddDocument, { input: body }, "cartItemAdd")
          : await req.runData(RestCartLinesAddDocument, { input: body }, "cartLinesAdd");
        return withCartHeader(cart);
      },
    }),
    defineRoute({
      id: "cart_items_update",
      method: "PATCH",
      path: "/api/rest/v2/cart/items/:id",
      tag: "cart",
      summary: "Change an item's quantity {qty}",
      body: updateItemInput,
      aliases: [{ path: "/api/cart/items/:id" }],
      responses: { 200: "the cart", 403: "purchase_blocked", 404: "item_not_found", 422: "invalid quantity or insufficient stock" },
      handler: async (_ctx, req) =>
        withCartHeader(await req.runData(RestCartItemUpdateDocument, { itemId: itemId(req.params.id), qty: req.body.qty }, "cartItemUpdate")),
    }),
    {
      id: "cart_items_remove",
      method: "DELETE",
      path: "/api/rest/v2/cart/items/:id",
      tag: "cart",
      summary: "Remove an item",
      aliases: [{ path: "/api/cart/items/:id" }],
      responses: { 200: "the cart", 404: "item_not_found" },
      handler: async (_ctx, req) => withCartHeader(await req.runData(RestCartItemRemoveDocument, { itemId: itemId(req.params.id) }, "cartItemRemove")),
    },
    defineRoute({
      id: "cart_shipping_country",
      method: "PUT",
      path: "/api/rest/v2/cart/shipping-country",
      tag: "cart",
      summary: "Set the cart's shipping (destination) country {country}",
      body: z.object({ country: z.string().trim().length(2) }),
      aliases: [{ path: "/api/cart/shipping-country" }],
      handler: async (_ctx, req) =>
        withCartHeader(await req.runData(RestCartShippingCountrySetDocument, { country: req.body.country }, "cartShippingCountrySet")),
    }),
    defineRoute({
      id: "checkout_place_order",
      method: "POST",
      path: "/api/rest/v2/checkout/place-order",
      tag: "checkout",
      summary:
        "Turn the cart into an order {paymentMethod: checkmo|purchaseorder|payonaccount, poNumber?, invoiceEmail? (where its invoices go), email? (guests), shippingAddress?, billingAddress?, paymentData? (null or an object, handed to the payment method), storefrontOrigin? (an origin, kept on the order), expectedGrandTotal? (the total the shopper was shown: another total is refused)}; send Idempotency-Key to make retries safe",
      body: placeOrderInput,
      aliases: [{ path: "/api/checkout/place-order" }],
      responses: {
        201: "the order",
        202: "the order is held, not placed (e.g. a purchase order awaiting approval): `{ [kind]: detail }`, e.g. `{purchaseOrder: {...}}`",
        200: "the order an earlier (or concurrent) request with the same Idempotency-Key and body placed (Idempotent-Replayed: true)",
        403: "purchase_blocked",
        404: "cart_not_found",
        409: "cart_already_ordered (the cart was ordered, by this or a concurrent request), cart_changed; total_changed (the order's total is not expectedGrandTotal: the problem carries grandTotal and expectedGrandTotal)",
        422: "invalid fields, a country the store does not serve, empty cart, unavailable product, stock; idempotency_key_reused (the key was used with another body)",
      },
      handler: async (ctx, req) => {
        const key = req.headers.get("idempotency-key") ?? undefined;
        let result: Awaited<ReturnType<typeof req.runResult<RestPlaceOrderMutation, RestPlaceOrderMutationVariables, "checkoutPlaceOrder">>>;
        try {
          result = await req.runResult(RestPlaceOrderDocument, { input: req.body, idempotencyKey: key }, "checkoutPlaceOrder");
        } catch (e) {
          throw withChangedTotals(ctx, e);
        }
        if (result.__typename === "OrderHeld") return heldResponse(result);
        const { replayed, ...body } = result.data;
        return respond({ status: replayed ? 200 : 201, body, headers: replayed ? { "Idempotent-Replayed": "true" } : {} });
      },
    }),
    defineRoute({
      id: "search",
      method: "GET",
      path: "/api/rest/v2/search",
      tag: "catalog",
      summary: "Relevance-ranked product search {member, totalItems, page, itemsPerPage}; products hidden from the caller are absent from results and counts",
      query: z
        .object({
          q: z.string().trim().min(1, "give a search text").max(200),
          page: z.coerce.number().int().min(1).default(1),
          itemsPerPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
        })
        .loose(),
      aliases: [{ path: "/api/search" }],
      handler: async (ctx, req) => (await req.run(ctx, RestSearchDocument, req.query)).search,
    }),
  ];
}

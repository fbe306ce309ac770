/** GraphQL: carts and checkout. */
import type { Builder } from "../core/schema-builder.ts";
import { withoutNulls } from "../core/api/input.ts";
import { ProblemError } from "../core/errors.ts";
import { audited } from "../core/audit/declare.ts";
import { sub, toNumber } from "../core/money.ts";
import { addItem, findCart, cartDto, removeItem, setShippingCountry, updateItem, type CartDto, type CartLineDto } from "./service.ts";
import { placeOrder, type OrderDto } from "./checkout.ts";
import { PAYMENT_METHODS } from "../sales/payment-methods.ts";
import { captureOrderPayment } from "../sales/order-payment.ts";
import { registerMahoCartSchema } from "./maho-schema.ts";
import { OrderHeld, registerOrderHeld } from "./order-held.ts";
import { registerReorderSchema } from "./reorder-schema.ts";
import { registerCartMoneyFields, registerMoneyTypes } from "./money-schema.ts";
import { priceExplanationTypes } from "../catalog/price-explanation-schema.ts";

export function registerCartSchema(builder: Builder) {
  registerOrderHeld(builder);
  const Prices = builder.objectRef<CartDto["prices"]>("CartPrices").implement({
    fields: (t) => ({
      subtotal: t.exposeFloat("subtotal"),
      discount: t.exposeFloat("discount", { description: "the coupon's discount (0 while the applied coupon does not apply)" }),
      shipping: t.exposeFloat("shipping"),
      giftcard: t.exposeFloat("giftcard", { description: "what the applied gift cards pay" }),
      tax: t.exposeFloat("tax"),
      grandTotal: t.exposeFloat("grandTotal", { description: "what is left to pay" }),
      // Maho's CartPrices names (amounts positive, null when there is none), for the Maho routes built on these documents
      subtotalInclTax: t.exposeFloat("subtotal", { description: "Maho's name (no tax yet)" }),
      subtotalWithDiscount: t.float({ resolve: (p) => toNumber(sub(p.subtotal, p.discount)) }),
      discountAmount: t.float({ nullable: true, resolve: (p) => p.discount || null }),
      shippingAmount: t.float({ nullable: true, resolve: (p) => p.shipping || null }),
      taxAmount: t.exposeFloat("tax"),
      giftcardAmount: t.float({ nullable: true, resolve: (p) => p.giftcard || null }),
    }),
  });
  const { AppliedGiftcard, OrderGiftcard, ShippingMethod } = registerMoneyTypes(builder);
  const { PriceExplanation } = priceExplanationTypes(builder);
  const Line = builder.objectRef<CartLineDto>("CartItem").implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      productId: t.exposeInt("productId"),
      sku: t.exposeString("sku"),
      variantSku: t.exposeString("variantSku", { nullable: true }),
      name: t.exposeString("name"),
      type: t.exposeString("type"),
      urlKey: t.exposeString("urlKey"),
      imageUrl: t.exposeString("imageUrl", { nullable: true }),
      qty: t.exposeInt("qty"),
      options: t.expose("options", { type: "JSON" }),
      price: t.exposeFloat("price", { description: "unit price for the caller's group" }),
      rowTotal: t.exposeFloat("rowTotal"),
      priceExplanation: t.expose("priceExplanation", {
        type: PriceExplanation,
        nullable: true,
        description:
          "why the unit price is what it is, as of this read; null when no price list takes part in the caller's prices, and for bundles and gift cards",
      }),
    }),
  });
  const Cart = builder.objectRef<CartDto>("Cart").implement({
    fields: (t) => ({
      maskedId: t.exposeString("maskedId", { description: "send as X-Cart-Id (guests), or maskedId at login to merge" }),
      customerId: t.exposeInt("customerId", { nullable: true }),
      currency: t.exposeString("currency"),
      shippingCountry: t.exposeString("shippingCountry", { nullable: true }),
      items: t.expose("items", { type: [Line] }),
      itemsCount: t.exposeInt("itemsCount"),
      itemsQty: t.exposeInt("itemsQty"),
      prices: t.expose("prices", { type: Prices }),
      couponCode: t.exposeString("couponCode", { nullable: true }),
      appliedGiftcards: t.expose("appliedGiftcards", { type: [AppliedGiftcard] }),
      shippingMethod: t.exposeString("shippingMethod", {
        nullable: true,
        description: "carrier_method the totals use: the chosen one while available, else the cheapest",
      }),
    }),
  });
  const OrderItem = builder.objectRef<OrderDto["items"][number]>("OrderItem").implement({
    fields: (t) => ({
      sku: t.exposeString("sku"),
      name: t.exposeString("name"),
      qty: t.exposeInt("qty"),
      price: t.exposeFloat("price"),
      rowTotal: t.exposeFloat("rowTotal"),
      options: t.expose("options", { type: "JSON" }),
      priceExplanation: t.expose("priceExplanation", {
        type: PriceExplanation,
        nullable: true,
        description: "why the unit price was what it was when the order was placed; null when no price list took part",
      }),
    }),
  });
  const Order = builder.objectRef<OrderDto & { replayed?: boolean }>("Order").implement({
    fields: (t) => ({
      incrementId: t.exposeString("incrementId", { description: "the order number" }),
      status: t.exposeString("status"),
      currency: t.exposeString("currency"),
      customerEmail: t.exposeString("customerEmail"),
      customerGroupId: t.exposeInt("customerGroupId", { description: "the customer's group when the order was placed" }),
      paymentMethod: t.exposeString("paymentMethod"),
      poNumber: t.exposeString("poNumber", { nullable: true }),
      invoiceEmail: t.exposeString("invoiceEmail", { nullable: true, description: "where the order's invoices go (asked at checkout for on-account orders)" }),
      note: t.exposeString("note", { nullable: true, description: "the buyer's note sent with the order" }),
      storefrontOrigin: t.exposeString("storefrontOrigin", { nullable: true, description: "the storefront's origin the order was placed from" }),
      shippingMethod: t.exposeString("shippingMethod", { description: "carrier_method; empty when the order ships nothing" }),
      shippingCountry: t.exposeString("shippingCountry", { nullable: true }),
      items: t.expose("items", { type: [OrderItem] }),
      prices: t.field({ type: Prices, resolve: (o) => o.prices }),
      couponCode: t.exposeString("couponCode", { nullable: true }),
      discountAmount: t.exposeFloat("discountAmount"),
      giftcardAmount: t.exposeFloat("giftcardAmount", { description: "what gift cards paid" }),
      appliedGiftcards: t.expose("appliedGiftcards", { type: [AppliedGiftcard], description: "the gift cards that paid part of the order" }),
      giftcards: t.expose("giftcards", {
        type: [OrderGiftcard],
        description: "the gift cards this order bought (pending until it is paid; their codes go by mail, never in an order)",
      }),
      createdAt: t.exposeString("createdAt"),
      replayed: t.boolean({ description: "true when an earlier request with the same Idempotency-Key placed it", resolve: (o) => o.replayed ?? false }),
    }),
  });
  const ItemInput = builder.inputType("CartItemInput", {
    fields: (t) => ({
      sku: t.string({ required: true }),
      qty: t.int({ required: true }),
      options: t.field({ type: "JSON", description: "{superAttributes, bundleSelections, customOptions, links, giftcardAmount}" }),
    }),
  });
  const PaymentMethod = builder.enumType("PaymentMethod", { values: PAYMENT_METHODS });
  const PlaceOrderInput = builder.inputType("PlaceOrderInput", {
    fields: (t) => ({
      paymentMethod: t.field({ type: PaymentMethod, required: true }),
      shippingMethod: t.string({ description: "carrier_method chosen with the order (else the cart's); ignored when the cart ships nothing" }),
      note: t.string({ description: "the buyer's note" }),
      poNumber: t.string(),
      invoiceEmail: t.string({ description: "where the order's invoices go, else the customer's email (on-account orders)" }),
      email: t.string({ description: "required for guests" }),
      shippingAddress: t.field({ type: "JSON" }),
      billingAddress: t.field({ type: "JSON" }),
      paymentData: t.field({
        type: "JSON",
        description: "what the storefront's payment step produced; handed to the payment method (offline methods ignore it)",
      }),
      storefrontOrigin: t.string({ description: "the storefront's origin, e.g. https://shop.example.com (kept on the order)" }),
      expectedGrandTotal: t.float({ description: "the grand total the shopper was shown; an order whose total differs is refused (409 total_changed)" }),
    }),
  });

  registerCartMoneyFields(builder, Cart, ShippingMethod);
  builder.queryFields((t) => ({
    cart: t.field({
      type: Cart,
      nullable: true,
      description: "the caller's active cart (customer token, or maskedId / X-Cart-Id for guests)",
      args: { maskedId: t.arg.string() },
      resolve: async (_r, { maskedId }, { ctx }) => {
        const cart = await findCart(ctx, maskedId);
        return cart ? cartDto(ctx, cart) : null;
      },
    }),
  }));
  builder.mutationFields((t) => ({
    cartItemAdd: t.field({
      type: Cart,
      errors: { types: [ProblemError] },
      args: { maskedId: t.arg.string(), input: t.arg({ type: ItemInput, required: true }) },
      resolve: (_r, { maskedId, input }, { ctx }) => addItem(ctx, { sku: input.sku, qty: input.qty, options: input.options ?? {} }, maskedId),
    }),
    cartItemUpdate: t.field({
      type: Cart,
      errors: { types: [ProblemError] },
      args: { maskedId: t.arg.string(), itemId: t.arg.int({ required: true }), qty: t.arg.int({ required: true }) },
      resolve: (_r, { maskedId, itemId, qty }, { ctx }) => updateItem(ctx, itemId, { qty }, maskedId),
    }),
    cartItemRemove: t.field({
      type: Cart,
      errors: { types: [ProblemError] },
      args: { maskedId: t.arg.string(), itemId: t.arg.int({ required: true }) },
      resolve: (_r, { maskedId, itemId }, { ctx }) => removeItem(ctx, itemId, maskedId),
    }),
    cartShippingCountrySet: t.field({
      type: Cart,
      errors: { types: [ProblemError] },
      args: { maskedId: t.arg.string(), country: t.arg.string({ required: true }) },
      resolve: (_r, { maskedId, country }, { ctx }) => setShippingCountry(ctx, country, maskedId),
    }),
    checkoutPlaceOrder: t.field({
      type: Order,
      errors: { types: [ProblemError, OrderHeld] },
      args: { maskedId: t.arg.string(), input: t.arg({ type: PlaceOrderInput, required: true }), idempotencyKey: t.arg.string() },
      resolve: async (_r, { maskedId, input, idempotencyKey }, { ctx }) => {
        const { order, replayed, held } = await placeOrder(ctx, withoutNulls(input), idempotencyKey ?? undefined, maskedId);
        if (held) throw new OrderHeld(held);
        return { ...order, replayed };
      },
    }),
    orderPaymentCapture: t.field({
      type: Order,
      authScopes: { admin: "sales" },
      extensions: audited("order"),
      errors: { types: [ProblemError] },
      description:
        "admin: marks a pending order paid (status processing); the gift cards it bought become usable and their codes are mailed to their recipients (else the buyer)",
      args: { incrementId: t.arg.string({ required: true }) },
      resolve: (_r, { incrementId }, { ctx }) => captureOrderPayment(ctx, incrementId),
    }),
  }));
  registerMahoCartSchema(builder, { Cart, ShippingMethod });
  registerReorderSchema(builder, Cart);
}

/**
 * GraphQL behind Maho's guest-cart REST routes: the cart in Maho's shape (`Cart.maho`), empty carts,
 * add-to-cart in Maho's option names, and place order answering Maho's Order with an access token
 * (the guest's read-back of an order by that token is the sales domain's).
 */
import type { ObjectRef } from "@pothos/core";
import type { Builder, BuilderTypes } from "../core/schema-builder.ts";
import { withoutNulls } from "../core/api/input.ts";
import { ProblemError } from "../core/errors.ts";
import type { CartDto } from "./service.ts";
import { cartDto, cartNotFound, createCart, findCart } from "./service.ts";
import { placeOrder } from "./checkout.ts";
import { OrderHeld } from "./order-held.ts";
import { mahoCartDto, type MahoCartDto, type MahoCartItem, type MahoCartPrices, type MahoPaymentMethod } from "./maho-cart.ts";
import type { ShippingMethodDto } from "../sales/shipping-methods.ts";
import { addLines, toCartLines } from "./maho-item-input.ts";
import { mahoOrderFor, ourPlaceOrderInput } from "../sales/maho-order.ts";
import { orderTypes } from "../sales/order-schema.ts";
import type { RequestContext } from "../core/context.ts";

/**
 * The cart a guest add-to-cart goes to: the named one, or, when that guest cart is gone or was ordered, a new
 * guest cart (Maho recreates it so a returning shopper keeps shopping). Another customer's or another store's
 * cart stays 404.
 */
async function usableOrRecreated(ctx: RequestContext, maskedId: string): Promise<{ maskedId: string; recreated: boolean }> {
  if (await findCart(ctx, maskedId)) return { maskedId, recreated: false };
  const row = await ctx.app.db.cart.findUnique({ where: { maskedId }, select: { customerId: true, storeId: true } });
  if (row && (row.customerId !== null || row.storeId !== ctx.store.id)) throw cartNotFound();
  return { maskedId: (await createCart(ctx, true)).maskedId, recreated: true };
}

type Types = PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>;

export function registerMahoCartSchema(builder: Builder, refs: { Cart: ObjectRef<Types, CartDto>; ShippingMethod: ObjectRef<Types, ShippingMethodDto> }) {
  const Option = builder.objectRef<{ label: string; value: string }>("MahoItemOption").implement({
    fields: (t) => ({ label: t.exposeString("label"), value: t.exposeString("value") }),
  });
  const Item = builder.objectRef<MahoCartItem>("MahoCartItem").implement({
    description: "a cart line as Maho's CartItem",
    fields: (t) => ({
      id: t.exposeInt("id"),
      sku: t.exposeString("sku", { description: "a configurable's line carries its variant's SKU" }),
      name: t.exposeString("name"),
      qty: t.exposeFloat("qty"),
      price: t.exposeFloat("price"),
      priceInclTax: t.exposeFloat("priceInclTax"),
      rowTotal: t.exposeFloat("rowTotal"),
      rowTotalInclTax: t.exposeFloat("rowTotalInclTax"),
      rowTotalWithDiscount: t.exposeFloat("rowTotalWithDiscount"),
      discountAmount: t.exposeFloat("discountAmount", { nullable: true }),
      discountPercent: t.exposeFloat("discountPercent", { nullable: true }),
      taxAmount: t.exposeFloat("taxAmount", { nullable: true }),
      taxPercent: t.exposeFloat("taxPercent", { nullable: true }),
      productId: t.exposeInt("productId"),
      productType: t.exposeString("productType"),
      thumbnailUrl: t.exposeString("thumbnailUrl", { nullable: true }),
      stockStatus: t.exposeString("stockStatus"),
      options: t.expose("options", { type: [Option] }),
      giftMessage: t.expose("giftMessage", { type: "JSON", nullable: true }),
    }),
  });
  const Prices = builder.objectRef<MahoCartPrices>("MahoCartPrices").implement({
    description: "Maho's CartPrices; this backend has no tax engine, so tax is 0 and amounts incl. tax equal the amounts",
    fields: (t) => ({
      subtotal: t.exposeFloat("subtotal"),
      subtotalInclTax: t.exposeFloat("subtotalInclTax"),
      subtotalWithDiscount: t.exposeFloat("subtotalWithDiscount"),
      discountAmount: t.exposeFloat("discountAmount", { nullable: true }),
      shippingAmount: t.exposeFloat("shippingAmount", { nullable: true }),
      shippingAmountInclTax: t.exposeFloat("shippingAmountInclTax", { nullable: true }),
      taxAmount: t.exposeFloat("taxAmount"),
      shippingTaxAmount: t.exposeFloat("shippingTaxAmount", { nullable: true }),
      grandTotal: t.exposeFloat("grandTotal"),
      baseGrandTotal: t.exposeFloat("baseGrandTotal"),
      baseSubtotal: t.exposeFloat("baseSubtotal"),
      baseTaxAmount: t.exposeFloat("baseTaxAmount"),
      baseShippingAmount: t.exposeFloat("baseShippingAmount", { nullable: true }),
      baseDiscountAmount: t.exposeFloat("baseDiscountAmount", { nullable: true }),
      giftcardAmount: t.exposeFloat("giftcardAmount", { nullable: true }),
    }),
  });
  // Maho's shipping method is ours field for field: one GraphQL type
  const { ShippingMethod } = refs;
  const PaymentMethod = builder.objectRef<MahoPaymentMethod>("MahoPaymentMethod").implement({
    fields: (t) => ({
      code: t.exposeString("code"),
      title: t.exposeString("title"),
      sortOrder: t.exposeInt("sortOrder"),
      isOffline: t.exposeBoolean("isOffline"),
    }),
  });
  const SelectedPayment = builder.objectRef<{ code: string; title: string }>("MahoSelectedPaymentMethod").implement({
    fields: (t) => ({ code: t.exposeString("code"), title: t.exposeString("title") }),
  });
  const AppliedCoupon = builder.objectRef<{ code: string; discountAmount: number }>("MahoAppliedCoupon").implement({
    fields: (t) => ({ code: t.exposeString("code"), discountAmount: t.exposeFloat("discountAmount") }),
  });
  const AppliedGiftcard = builder.objectRef<{ code: string; balance: number; appliedAmount: number }>("MahoAppliedGiftcard").implement({
    fields: (t) => ({ code: t.exposeString("code"), balance: t.exposeFloat("balance"), appliedAmount: t.exposeFloat("appliedAmount") }),
  });
  const MahoCart = builder.objectRef<MahoCartDto>("MahoCart").implement({
    description: "the cart as Maho's Cart resource",
    fields: (t) => ({
      id: t.exposeInt("id"),
      maskedId: t.exposeString("maskedId"),
      customerId: t.exposeInt("customerId", { nullable: true }),
      storeId: t.exposeInt("storeId"),
      isActive: t.exposeBoolean("isActive"),
      cartRecreated: t.exposeBoolean("cartRecreated"),
      items: t.expose("items", { type: [Item] }),
      prices: t.expose("prices", { type: Prices }),
      billingAddress: t.expose("billingAddress", { type: "JSON", nullable: true }),
      shippingAddress: t.expose("shippingAddress", { type: "JSON", nullable: true }),
      availableShippingMethods: t.expose("availableShippingMethods", { type: [ShippingMethod] }),
      selectedShippingMethod: t.expose("selectedShippingMethod", { type: ShippingMethod, nullable: true }),
      availablePaymentMethods: t.expose("availablePaymentMethods", { type: [PaymentMethod] }),
      selectedPaymentMethod: t.expose("selectedPaymentMethod", { type: SelectedPayment, nullable: true }),
      couponCode: t.exposeString("couponCode", { nullable: true }),
      appliedCoupon: t.expose("appliedCoupon", { type: AppliedCoupon, nullable: true }),
      appliedGiftcards: t.expose("appliedGiftcards", { type: [AppliedGiftcard] }),
      giftMessage: t.expose("giftMessage", { type: "JSON", nullable: true }),
      currency: t.exposeString("currency"),
      itemsCount: t.exposeInt("itemsCount"),
      itemsQty: t.exposeFloat("itemsQty"),
      createdAt: t.exposeString("createdAt", { nullable: true }),
      updatedAt: t.exposeString("updatedAt", { nullable: true }),
    }),
  });
  builder.objectField(refs.Cart, "maho", (t) =>
    t.field({ type: MahoCart, description: "this cart in the shape of Maho's Cart resource", resolve: (c, _a, { ctx }) => mahoCartDto(ctx, c) }),
  );

  const { Order: MahoOrder } = orderTypes(builder);

  const ItemInput = builder.inputType("MahoCartItemInput", {
    description: "add-to-cart in Maho's names (ours are accepted too: options may be our structured options)",
    fields: (t) => ({
      sku: t.string({ required: true }),
      qty: t.int(),
      options: t.field({ type: "JSON", description: "custom options {optionId: value}, or our {superAttributes, bundleSelections, ...}" }),
      links: t.intList({ description: "downloadable link ids" }),
      superGroup: t.field({ type: "JSON", description: "grouped product: {childProductId: qty}" }),
      bundleOption: t.field({ type: "JSON", description: "bundle: {optionId: selectionId}" }),
      bundleOptionQty: t.field({ type: "JSON", description: "bundle: {optionId: qty}" }),
      giftcardAmount: t.float(),
      giftcardSenderName: t.string(),
      giftcardSenderEmail: t.string(),
      giftcardRecipientName: t.string(),
      giftcardRecipientEmail: t.string(),
      giftcardMessage: t.string(),
    }),
  });
  const PlaceOrderInput = builder.inputType("MahoPlaceOrderInput", {
    fields: (t) => ({
      paymentMethod: t.string(),
      shippingMethod: t.string({ description: "carrier_method, e.g. flatrate_flatrate" }),
      email: t.string(),
      guestEmail: t.string(),
      poNumber: t.string(),
      invoiceEmail: t.string({ description: "where the order's invoices go (ours; on-account orders)" }),
      paymentData: t.field({ type: "JSON", description: "handed to the payment method; null (offline methods) or an object" }),
      storefrontOrigin: t.string({ description: "the storefront's origin (Maho's storefront_origin), e.g. https://shop.example.com" }),
      shippingAddress: t.field({ type: "JSON", description: "{firstName, lastName, street: [lines], city, region?, postcode, countryId, telephone}" }),
      billingAddress: t.field({ type: "JSON" }),
      orderNote: t.string(),
      expectedGrandTotal: t.float({ description: "the grand total the shopper was shown; an order whose total differs is refused (409 total_changed)" }),
    }),
  });

  builder.mutationFields((t) => ({
    guestCartCreate: t.field({
      type: refs.Cart,
      errors: { types: [ProblemError] },
      description: "a new, empty guest cart (Maho's POST /guest-carts)",
      resolve: async (_r, _a, { ctx }) => cartDto(ctx, await createCart(ctx, true)),
    }),
    cartLinesAdd: t.field({
      type: refs.Cart,
      errors: { types: [ProblemError] },
      description: "add to the cart in Maho's option names or ours; a grouped product's superGroup adds one line per child",
      args: {
        maskedId: t.arg.string(),
        input: t.arg({ type: ItemInput, required: true }),
        recreateStale: t.arg.boolean({ description: "a guest cart that is gone or ordered is replaced by a new one (Maho's guest add-to-cart)" }),
      },
      resolve: async (_r, { maskedId, input, recreateStale }, { ctx }) => {
        const lines = await toCartLines(ctx, withoutNulls(input));
        const target = maskedId && recreateStale ? await usableOrRecreated(ctx, maskedId) : { maskedId, recreated: false };
        const cart = await addLines(ctx, lines, target.maskedId);
        return Object.assign(cart, { cartRecreated: target.recreated });
      },
    }),
    guestCartPlaceOrder: t.field({
      type: MahoOrder,
      errors: { types: [ProblemError, OrderHeld] },
      description: "place the order of the cart named by its masked id (Maho's place-order body); answers Maho's Order with its access token",
      args: { maskedId: t.arg.string({ required: true }), input: t.arg({ type: PlaceOrderInput, required: true }), idempotencyKey: t.arg.string() },
      resolve: async (_r, { maskedId, input, idempotencyKey }, { ctx }) => {
        const body = withoutNulls(input);
        // Maho sends the chosen carrier_method with the order: checkout applies it inside the placement
        const { order, replayed, held } = await placeOrder(ctx, ourPlaceOrderInput(body), idempotencyKey ?? undefined, maskedId);
        if (held) throw new OrderHeld(held);
        return { ...(await mahoOrderFor(ctx, order.incrementId, true)), replayed };
      },
    }),
  }));
}

/** GraphQL: a cart's coupon, gift cards, shipping and payment methods. */
import type { ObjectRef } from "@pothos/core";
import type { Builder, BuilderTypes } from "../core/schema-builder.ts";
import { ProblemError } from "../core/errors.ts";
import type { CartDto } from "./service.ts";
import type { OrderDto } from "./checkout.ts";
import type { ShippingMethodDto } from "../sales/shipping-methods.ts";
import { paymentMethodsFor, type PaymentMethodDto } from "../sales/payment-methods.ts";
import { applyCoupon, applyGiftcard, cartPaymentMethods, cartShippingMethods, removeCoupon, removeGiftcard, setShippingMethod } from "./cart-money.ts";

export function registerMoneyTypes(builder: Builder) {
  const AppliedGiftcard = builder.objectRef<{ code: string; amount: number; balance?: number }>("AppliedGiftcard").implement({
    fields: (t) => ({
      code: t.exposeString("code"),
      amount: t.exposeFloat("amount", { description: "what it pays" }),
      appliedAmount: t.exposeFloat("amount", { description: "Maho's name of amount" }),
      balance: t.exposeFloat("balance", { nullable: true, description: "its balance before this cart (carts only)" }),
    }),
  });
  const OrderGiftcard = builder.objectRef<OrderDto["giftcards"][number]>("OrderGiftcard").implement({
    description: "a gift card an order bought; its code goes by mail to its recipient once the order is paid",
    fields: (t) => ({
      initialAmount: t.exposeFloat("initialAmount"),
      balance: t.exposeFloat("balance"),
      currency: t.exposeString("currency"),
      state: t.exposeString("state", { description: "pending (until the order is paid) | active | used | disabled" }),
      recipientName: t.exposeString("recipientName", { nullable: true }),
      recipientEmail: t.exposeString("recipientEmail", { nullable: true }),
    }),
  });
  const ShippingMethod = builder.objectRef<ShippingMethodDto>("ShippingMethod").implement({
    fields: (t) => ({
      code: t.exposeString("code", { description: "carrierCode_methodCode, what cartShippingMethodSet takes" }),
      title: t.exposeString("title", { description: "carrier title - method title" }),
      carrierCode: t.exposeString("carrierCode"),
      methodCode: t.exposeString("methodCode"),
      carrierTitle: t.exposeString("carrierTitle"),
      methodTitle: t.exposeString("methodTitle"),
      price: t.exposeFloat("price"),
    }),
  });
  return { AppliedGiftcard, OrderGiftcard, ShippingMethod };
}

type Types = PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>;

export function registerCartMoneyFields(builder: Builder, Cart: ObjectRef<Types, CartDto>, ShippingMethod: ObjectRef<Types, ShippingMethodDto>) {
  const PaymentMethodInfo = builder.objectRef<PaymentMethodDto>("PaymentMethodInfo").implement({
    fields: (t) => ({ code: t.exposeString("code"), title: t.exposeString("title") }),
  });

  const AppliedCoupon = builder.objectRef<{ code: string; discountAmount: number }>("AppliedCoupon").implement({
    fields: (t) => ({ code: t.exposeString("code"), discountAmount: t.exposeFloat("discountAmount") }),
  });
  // Maho's names on the cart, for the Maho routes built on these documents
  builder.objectFields(Cart, (t) => ({
    appliedCoupon: t.field({
      type: AppliedCoupon,
      nullable: true,
      resolve: (c) => (c.couponCode ? { code: c.couponCode, discountAmount: c.prices.discount } : null),
    }),
    availableShippingMethods: t.field({ type: [ShippingMethod], resolve: (c) => c.shippingMethods }),
    selectedShippingMethod: t.field({
      type: ShippingMethod,
      nullable: true,
      resolve: (c) => c.shippingMethods.find((m) => m.code === c.shippingMethod) ?? null,
    }),
    availablePaymentMethods: t.field({ type: [PaymentMethodInfo], resolve: (c, _a, { ctx }) => paymentMethodsFor(ctx, c.prices.grandTotal) }),
  }));

  builder.queryFields((t) => ({
    cartShippingMethods: t.field({
      type: [ShippingMethod],
      errors: { types: [ProblemError] },
      description: "the shipping methods the caller's cart may choose, cheapest first",
      args: { maskedId: t.arg.string() },
      resolve: (_r, { maskedId }, { ctx }) => cartShippingMethods(ctx, maskedId),
    }),
    cartPaymentMethods: t.field({
      type: [PaymentMethodInfo],
      errors: { types: [ProblemError] },
      description: "the payment methods the caller's cart may use (only `free` when nothing is left to pay)",
      args: { maskedId: t.arg.string() },
      resolve: (_r, { maskedId }, { ctx }) => cartPaymentMethods(ctx, maskedId),
    }),
  }));
  builder.mutationFields((t) => ({
    cartCouponApply: t.field({
      type: Cart,
      errors: { types: [ProblemError] },
      args: { maskedId: t.arg.string(), code: t.arg.string({ required: true }) },
      resolve: (_r, { maskedId, code }, { ctx }) => applyCoupon(ctx, code, maskedId),
    }),
    cartCouponRemove: t.field({
      type: Cart,
      errors: { types: [ProblemError] },
      args: { maskedId: t.arg.string() },
      resolve: (_r, { maskedId }, { ctx }) => removeCoupon(ctx, maskedId),
    }),
    cartGiftcardApply: t.field({
      type: Cart,
      errors: { types: [ProblemError] },
      args: { maskedId: t.arg.string(), code: t.arg.string({ required: true }) },
      resolve: (_r, { maskedId, code }, { ctx }) => applyGiftcard(ctx, code, maskedId),
    }),
    cartGiftcardRemove: t.field({
      type: Cart,
      errors: { types: [ProblemError] },
      args: { maskedId: t.arg.string(), code: t.arg.string({ required: true }) },
      resolve: (_r, { maskedId, code }, { ctx }) => removeGiftcard(ctx, code, maskedId),
    }),
    cartShippingMethodSet: t.field({
      type: Cart,
      errors: { types: [ProblemError] },
      args: { maskedId: t.arg.string(), method: t.arg.string({ required: true, description: "carrierCode_methodCode, e.g. flatrate_flatrate" }) },
      resolve: (_r, { maskedId, method }, { ctx }) => setShippingMethod(ctx, method, maskedId),
    }),
  }));
}

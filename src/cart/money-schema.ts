/** GraphQL: a cart's coupon, gift cards, shipping and payment methods. */
import type { ObjectRef } from "@pothos/core";
import type { Builder, BuilderTypes } from "../graphql/builder.ts";
import { ProblemError } from "../core/errors.ts";
import type { CartDto } from "./service.ts";
import type { OrderDto } from "./checkout.ts";
import type { ShippingMethodDto } from "./shipping-methods.ts";
import type { PaymentMethodDto } from "./payment-methods.ts";
import { applyCoupon, applyGiftcard, cartPaymentMethods, cartShippingMethods, removeCoupon, removeGiftcard, setShippingMethod } from "./cart-money.ts";

export function registerMoneyTypes(builder: Builder) {
  const AppliedGiftcard = builder.objectRef<{ code: string; amount: number; balance?: number }>("AppliedGiftcard").implement({
    fields: (t) => ({
      code: t.exposeString("code"),
      amount: t.exposeFloat("amount", { description: "what it pays" }),
      balance: t.exposeFloat("balance", { nullable: true, description: "its balance before this cart (carts only)" }),
    }),
  });
  const OrderGiftcard = builder.objectRef<OrderDto["giftcards"][number]>("OrderGiftcard").implement({
    fields: (t) => ({
      code: t.exposeString("code"),
      initialAmount: t.exposeFloat("initialAmount"),
      balance: t.exposeFloat("balance"),
      currency: t.exposeString("currency"),
      state: t.exposeString("state", { description: "active | used | disabled" }),
      recipientName: t.exposeString("recipientName", { nullable: true }),
      recipientEmail: t.exposeString("recipientEmail", { nullable: true }),
    }),
  });
  return { AppliedGiftcard, OrderGiftcard };
}

type Types = PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>;

export function registerCartMoneyFields(builder: Builder, Cart: ObjectRef<Types, CartDto>) {
  const ShippingMethod = builder.objectRef<ShippingMethodDto>("ShippingMethod").implement({
    fields: (t) => ({
      code: t.exposeString("code", { description: "carrierCode_methodCode, what cartShippingMethodSet takes" }),
      carrierCode: t.exposeString("carrierCode"),
      methodCode: t.exposeString("methodCode"),
      carrierTitle: t.exposeString("carrierTitle"),
      methodTitle: t.exposeString("methodTitle"),
      price: t.exposeFloat("price"),
    }),
  });
  const PaymentMethodInfo = builder.objectRef<PaymentMethodDto>("PaymentMethodInfo").implement({
    fields: (t) => ({ code: t.exposeString("code"), title: t.exposeString("title") }),
  });

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

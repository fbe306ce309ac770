/** GraphQL: the customer's account beyond the profile: orders, wishlist, newsletter, password change and reset. */
import type { ObjectRef } from "@pothos/core";
import type { Builder, BuilderTypes } from "../core/schema-builder.ts";
import { withoutNulls } from "../core/api/input.ts";
import { ProblemError } from "../core/errors.ts";
import { changePassword, type CustomerDto } from "./service.ts";
import { addToWishlist, removeFromWishlist, wishlist, type WishlistItemDto } from "./wishlist.ts";
import { isSubscribed, subscribe, unsubscribe, type NewsletterSubscriptionDto } from "./newsletter.ts";
import { forgotPassword, resetPassword, type ForgotAnswer } from "./password-reset.ts";

export function registerAccountSchema(builder: Builder, Customer: ObjectRef<PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>, CustomerDto>) {
  builder.objectField(Customer, "isSubscribed", (t) =>
    t.boolean({ description: "the customer's email is subscribed to the newsletter", resolve: (c, _a, { ctx }) => isSubscribed(ctx, c) }),
  );

  const WishlistItem = builder.objectRef<WishlistItemDto>("WishlistItem").implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      productId: t.exposeInt("productId"),
      productName: t.exposeString("productName"),
      productSku: t.exposeString("productSku"),
      productPrice: t.exposeFloat("productPrice", { nullable: true, description: "the final price for the caller's group; null when hidden" }),
      productImageUrl: t.exposeString("productImageUrl", { nullable: true }),
      productUrl: t.exposeString("productUrl"),
      productType: t.exposeString("productType"),
      qty: t.exposeInt("qty"),
      description: t.exposeString("description", { nullable: true }),
      addedAt: t.exposeString("addedAt"),
      inStock: t.exposeBoolean("inStock"),
    }),
  });
  const Wishlist = builder.objectRef<{ member: WishlistItemDto[]; totalItems: number }>("Wishlist").implement({
    fields: (t) => ({ member: t.expose("member", { type: [WishlistItem] }), totalItems: t.exposeInt("totalItems") }),
  });
  const Subscription = builder.objectRef<NewsletterSubscriptionDto>("NewsletterSubscription").implement({
    fields: (t) => ({
      email: t.exposeString("email"),
      customerId: t.exposeInt("customerId", { nullable: true }),
      status: t.exposeString("status"),
      isSubscribed: t.exposeBoolean("isSubscribed"),
      message: t.exposeString("message"),
      confirmationRequired: t.exposeBoolean("confirmationRequired"),
    }),
  });
  const Forgot = builder.objectRef<ForgotAnswer>("PasswordForgotResult").implement({
    fields: (t) => ({ email: t.exposeString("email"), message: t.exposeString("message") }),
  });
  const Reset = builder.objectRef<{ status: string; email: string }>("PasswordResetResult").implement({
    fields: (t) => ({ status: t.exposeString("status"), email: t.exposeString("email") }),
  });
  const PasswordChangeInput = builder.inputType("CustomerPasswordChangeInput", {
    fields: (t) => ({ currentPassword: t.string({ required: true }), newPassword: t.string({ required: true }) }),
  });
  const ResetInput = builder.inputType("CustomerPasswordResetInput", {
    description: "Maho's names (email, resetToken, newPassword); token and password are accepted too",
    fields: (t) => ({ email: t.string(), resetToken: t.string(), token: t.string(), newPassword: t.string(), password: t.string() }),
  });
  const WishlistAddInput = builder.inputType("WishlistAddInput", {
    fields: (t) => ({ productId: t.int(), sku: t.string(), qty: t.int(), description: t.string() }),
  });

  builder.queryFields((t) => ({
    wishlist: t.field({ type: Wishlist, authScopes: { customer: true }, resolve: (_r, _a, { ctx }) => wishlist(ctx) }),
  }));
  builder.mutationFields((t) => ({
    customerPasswordChange: t.field({
      type: Customer,
      authScopes: { customer: true },
      errors: { types: [ProblemError] },
      description: "ends every other token of the customer and every outstanding reset link; the calling token stays valid",
      args: { input: t.arg({ type: PasswordChangeInput, required: true }) },
      resolve: (_r, { input }, { ctx }) => changePassword(ctx, input),
    }),
    customerPasswordForgot: t.field({
      type: Forgot,
      errors: { types: [ProblemError] },
      description: "mails a one-time reset link when the email has an account; answers the same either way",
      args: { email: t.arg.string({ required: true }) },
      resolve: (_r, { email }, { ctx }) => forgotPassword(ctx, { email }),
    }),
    customerPasswordReset: t.field({
      type: Reset,
      errors: { types: [ProblemError] },
      args: { input: t.arg({ type: ResetInput, required: true }) },
      resolve: (_r, { input }, { ctx }) => resetPassword(ctx, withoutNulls(input)),
    }),
    wishlistAdd: t.field({
      type: WishlistItem,
      authScopes: { customer: true },
      errors: { types: [ProblemError] },
      args: { input: t.arg({ type: WishlistAddInput, required: true }) },
      resolve: (_r, { input }, { ctx }) => addToWishlist(ctx, withoutNulls(input)),
    }),
    wishlistRemove: t.boolean({
      authScopes: { customer: true },
      errors: { types: [ProblemError] },
      args: { itemId: t.arg.int({ required: true }) },
      resolve: async (_r, { itemId }, { ctx }) => {
        await removeFromWishlist(ctx, itemId);
        return true;
      },
    }),
    newsletterSubscribe: t.field({
      type: Subscription,
      errors: { types: [ProblemError] },
      description: "a guest gives the email; a customer may leave it out (their own)",
      args: { email: t.arg.string() },
      resolve: (_r, { email }, { ctx }) => subscribe(ctx, email == null ? {} : { email }),
    }),
    newsletterUnsubscribe: t.field({
      type: Subscription,
      authScopes: { customer: true },
      errors: { types: [ProblemError] },
      description: "the logged-in customer unsubscribes their own email",
      resolve: (_r, _a, { ctx }) => unsubscribe(ctx),
    }),
  }));
}

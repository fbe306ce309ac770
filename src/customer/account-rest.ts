import { defineRoute, idParam, respond, type RestRoute } from "../core/routes.ts";
import {
  RestCustomerPasswordChangeDocument,
  RestCustomerPasswordForgotDocument,
  RestCustomerPasswordResetDocument,
  RestWishlistDocument,
  RestWishlistAddDocument,
  RestWishlistRemoveDocument,
  RestNewsletterSubscribeDocument,
  RestNewsletterUnsubscribeDocument,
} from "../generated/rest/graphql.ts";
import { passwordChangeInput } from "./service.ts";
import { forgotInput, resetInput } from "./password-reset.ts";
import { wishlistAddInput } from "./wishlist.ts";
import { subscribeInput } from "./newsletter.ts";

const V2 = "/api/rest/v2";

export function customerAccountRoutes(): RestRoute[] {
  return [
    defineRoute({
      id: "customers_me_password",
      method: "POST",
      path: `${V2}/customers/me/password`,
      tag: "customers",
      summary:
        "Change the password {currentPassword, newPassword}; the calling token stays valid, every other token of the account and every outstanding reset link end",
      body: passwordChangeInput,
      responses: { 200: "the customer", 401: "login_required", 422: "invalid fields; currentPassword incorrect", 429: "rate_limited" },
      handler: async (_ctx, req) => req.runData(RestCustomerPasswordChangeDocument, { input: req.body }, "customerPasswordChange"),
    }),
    defineRoute({
      id: "customers_password_forgot",
      method: "POST",
      path: `${V2}/customers/password/forgot`,
      tag: "customers",
      summary: "Mail a one-time password reset link {email}; the answer is the same whether or not the email has an account",
      body: forgotInput,
      exemptFromLoginWall: true,
      aliases: [{ path: `${V2}/customers/forgot-password` }, { path: `${V2}/auth/forgot-password` }],
      responses: { 200: "{email, message}", 422: "invalid email", 429: "rate_limited (per address)" },
      handler: async (_ctx, req) => await req.runData(RestCustomerPasswordForgotDocument, { email: req.body.email }, "customerPasswordForgot"),
    }),
    defineRoute({
      id: "customers_password_reset",
      method: "POST",
      path: `${V2}/customers/password/reset`,
      tag: "customers",
      summary:
        "Set a password with a one-time token from a mailed link {email?, resetToken | token, newPassword | password}: reset links and the set-password links modules mail",
      body: resetInput,
      exemptFromLoginWall: true,
      aliases: [{ path: `${V2}/customers/reset-password` }, { path: `${V2}/auth/reset-password` }],
      responses: { 200: "{status:'ok', email}", 400: "invalid_token (unknown, expired or used)", 422: "invalid password", 429: "rate_limited" },
      handler: async (_ctx, req) => req.runData(RestCustomerPasswordResetDocument, { input: req.body }, "customerPasswordReset"),
    }),
    {
      id: "customers_me_wishlist",
      method: "GET",
      path: `${V2}/customers/me/wishlist`,
      tag: "customers",
      summary: "The logged-in customer's wishlist ({member, totalItems}); products hidden from the caller are left out",
      responses: { 200: "{member, totalItems}", 401: "login_required" },
      handler: async (ctx, req) => (await req.run(ctx, RestWishlistDocument, {})).wishlist,
    },
    defineRoute({
      id: "customers_me_wishlist_add",
      method: "POST",
      path: `${V2}/customers/me/wishlist`,
      tag: "customers",
      summary: "Add a product {productId | sku, qty?, description?}; the same product again adds to its quantity",
      body: wishlistAddInput,
      responses: { 201: "the wishlist item", 401: "login_required", 404: "not_found (no such product, or hidden)", 422: "invalid fields; wishlist_full" },
      handler: async (_ctx, req) => respond({ status: 201, body: await req.runData(RestWishlistAddDocument, { input: req.body }, "wishlistAdd") }),
    }),
    {
      id: "customers_me_wishlist_delete",
      method: "DELETE",
      path: `${V2}/customers/me/wishlist/:id`,
      tag: "customers",
      summary: "Remove an item from the wishlist",
      responses: { 204: "removed", 401: "login_required", 404: "not_found" },
      handler: async (_ctx, req) => {
        await req.runResult(RestWishlistRemoveDocument, { itemId: idParam(req.params.id) }, "wishlistRemove");
        return respond({ status: 204 });
      },
    },
    defineRoute({
      id: "newsletter_subscribe",
      method: "POST",
      path: `${V2}/newsletter/subscribe`,
      tag: "customers",
      summary: "Subscribe an email to the newsletter {email} (a customer may leave it out); subscribing again changes nothing",
      body: subscribeInput,
      exemptFromLoginWall: true,
      responses: { 200: "{email, customerId, status, isSubscribed, message, confirmationRequired}", 422: "invalid email", 429: "rate_limited" },
      handler: async (_ctx, req) => await req.runData(RestNewsletterSubscribeDocument, { email: req.body.email }, "newsletterSubscribe"),
    }),
    {
      id: "newsletter_unsubscribe",
      method: "POST",
      path: `${V2}/newsletter/unsubscribe`,
      tag: "customers",
      summary: "The logged-in customer unsubscribes their own email; unsubscribing again changes nothing",
      responses: { 200: "{email, customerId, status: unsubscribed, isSubscribed: false, message, confirmationRequired}", 401: "login_required" },
      handler: async (_ctx, req) => req.runData(RestNewsletterUnsubscribeDocument, {}, "newsletterUnsubscribe"),
    },
  ];
}

/**
 * Newsletter subscriptions (Maho's NewsletterSubscription): a guest subscribes an email, a customer their
 * own (or the one given). Subscribing again is a no-op answered the same way; attempts are rate limited per
 * client address and per email. The answer never says whether an account exists for the email, nor whether
 * the address unsubscribed: only the customer logged in with that email can subscribe it again.
 */
import { z } from "zod";
import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import { parseInput } from "../core/api/input.ts";
import { isUniqueViolation } from "./service.ts";

export const NEWSLETTER_LIMITS = { perIp: { points: 10, seconds: 3600 }, perEmail: { points: 5, seconds: 3600 } } as const;

export const subscribeInput = z.object({ email: z.string().trim().toLowerCase().email().max(254).optional() });

export interface NewsletterSubscriptionDto {
  email: string;
  customerId: number | null;
  status: "subscribed" | "unsubscribed";
  isSubscribed: boolean;
  message: string;
  confirmationRequired: boolean;
}

export async function subscribe(ctx: RequestContext, raw: unknown): Promise<NewsletterSubscriptionDto> {
  const input = parseInput(subscribeInput, raw);
  const customerId = ctx.caller.kind === "customer" ? ctx.caller.customerId : null;
  const own = customerId ? await ctx.app.db.customer.findUnique({ where: { id: customerId }, select: { email: true } }) : null;
  const email = input.email ?? own?.email;
  if (!email) {
    const message = "an email address is required";
    throw new ProblemError(422, "invalid", "Give the email address to subscribe", { errors: [{ field: "email", code: "required", message }] });
  }
  const { perIp, perEmail } = NEWSLETTER_LIMITS;
  await ctx.app.limits.consume("newsletter-ip", ctx.ip || "unknown", perIp.points, perIp.seconds, "Too many subscriptions from this address; try again later");
  await ctx.app.limits.consume(
    "newsletter-email",
    `${ctx.store.id}:${email}`,
    perEmail.points,
    perEmail.seconds,
    "Too many attempts for this email; try again later",
  );
  // only the customer's own email is linked to their account
  const linked = own && own.email === email ? customerId : null;
  const where = { storeId_email: { storeId: ctx.store.id, email } };
  const data = { status: "subscribed", ...(linked ? { customerId: linked } : {}) };
  // an existing row changes only for its owner: anybody else could re-subscribe an address that unsubscribed,
  // so they get the answer a fresh subscription gets and the row stays as its owner left it
  const update = linked ? data : {};
  try {
    await ctx.app.db.newsletterSubscriber.upsert({ where, create: { storeId: ctx.store.id, email, ...data }, update });
  } catch (e) {
    // a concurrent first subscription of the same email won the insert: it is subscribed either way
    if (!isUniqueViolation(e)) throw e;
    if (linked) await ctx.app.db.newsletterSubscriber.update({ where, data });
  }
  return { email, customerId: linked, status: "subscribed", isSubscribed: true, message: "Thank you for your subscription.", confirmationRequired: false };
}

/**
 * A customer unsubscribes their own email (only its owner may: anybody else could silence another's address).
 * Unsubscribing an address that is not subscribed answers the same way and writes nothing.
 */
export async function unsubscribe(ctx: RequestContext): Promise<NewsletterSubscriptionDto> {
  if (ctx.caller.kind !== "customer") throw new ProblemError(401, "login_required", "Log in to change your newsletter subscription");
  const customerId = ctx.caller.customerId;
  const own = await ctx.app.db.customer.findUnique({ where: { id: customerId }, select: { email: true } });
  if (!own) throw new ProblemError(401, "login_required", "Log in to change your newsletter subscription");
  await ctx.app.db.newsletterSubscriber.updateMany({
    where: { storeId: ctx.store.id, email: own.email, status: "subscribed" },
    data: { status: "unsubscribed", customerId },
  });
  return {
    email: own.email,
    customerId,
    status: "unsubscribed",
    isSubscribed: false,
    message: "You have been unsubscribed from the newsletter.",
    confirmationRequired: false,
  };
}

/** whether the customer's email is subscribed in their store (the request's store when the caller does not say) */
export async function isSubscribed(ctx: RequestContext, c: { email: string; storeId?: number }): Promise<boolean> {
  const row = await ctx.app.db.newsletterSubscriber.findUnique({
    where: { storeId_email: { storeId: c.storeId ?? ctx.store.id, email: c.email } },
    select: { status: true },
  });
  return row?.status === "subscribed";
}

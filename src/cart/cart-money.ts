/**
 * What a caller does to a cart's money: coupon, gift cards, shipping method; and what it may choose from.
 * Code attempts (coupons and gift cards) that fail are counted per address and per cart: past the budget the
 * caller waits (429 with Retry-After), so codes cannot be guessed by trying many.
 */
import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import { couponRefusal, couponRefused, findRule } from "./coupons.ts";
import { giftcardInvalid, parseCodes, usableGiftcard } from "./giftcards.ts";
import { normaliseCouponCode, normaliseGiftcardCode } from "../sales/codes.ts";
import { normaliseShippingMethod, shippingMethodUnavailable, type ShippingMethodDto } from "../sales/shipping-methods.ts";
import { paymentMethodsFor, type PaymentMethodDto } from "../sales/payment-methods.ts";
import { cartDto, cartWriteAllowed, requireCart, type CartDto } from "./service.ts";

/** failed code attempts allowed per window, per client address and per cart */
export const CODE_ATTEMPTS = { perIp: 30, perCart: 10, seconds: 600 };

type CodeKind = "coupon" | "giftcard";

/**
 * Runs `attempt` unless the address or the cart spent its budget of failures; a 422 from it spends one point of
 * each. The 429 travels as the cause of a plain error: the GraphQL errors plugin would turn a ProblemError into a
 * typed result and drop its Retry-After header, while the REST facade finds it in the cause chain.
 */
async function limitedAttempt<T>(ctx: RequestContext, kind: CodeKind, cartId: number, attempt: () => Promise<T>): Promise<T> {
  const limits = ctx.app.limits;
  const ip = ctx.ip || "unknown";
  const { perIp, perCart, seconds } = CODE_ATTEMPTS;
  const detail = `Too many wrong ${kind === "coupon" ? "coupon" : "gift card"} codes; try again later`;
  try {
    await limits.refuseWhenSpent(`${kind}-fail-ip`, ip, perIp, seconds, detail);
    await limits.refuseWhenSpent(`${kind}-fail-cart`, String(cartId), perCart, seconds, detail);
  } catch (e) {
    throw new Error(detail, { cause: e });
  }
  try {
    return await attempt();
  } catch (e) {
    if (e instanceof ProblemError && e.status === 422) {
      await limits.spend(`${kind}-fail-ip`, ip, perIp, seconds);
      await limits.spend(`${kind}-fail-cart`, String(cartId), perCart, seconds);
    }
    throw e;
  }
}

const requireCode = (raw: string) => {
  if (!raw.trim() || raw.length > 64)
    throw new ProblemError(422, "invalid", "Give a code", { errors: [{ field: "code", code: "required", message: "a code of at most 64 characters" }] });
};

async function reload(ctx: RequestContext, cartId: number, maskedId?: string | null): Promise<CartDto> {
  const cart = await requireCart(ctx, maskedId);
  if (cart.id !== cartId) throw new ProblemError(409, "cart_changed", "The cart changed; try again");
  return cartDto(ctx, cart);
}

export async function applyCoupon(ctx: RequestContext, code: string, maskedId?: string | null): Promise<CartDto> {
  await cartWriteAllowed(ctx, "coupon");
  requireCode(code);
  const cart = await requireCart(ctx, maskedId);
  await limitedAttempt(ctx, "coupon", cart.id, async () => {
    const rule = await findRule(ctx.app.db, code);
    const refusal = couponRefusal(rule, ctx.store.id, ctx.groupId);
    if (refusal) throw couponRefused(refusal);
  });
  await ctx.app.db.cart.update({ where: { id: cart.id }, data: { couponCode: normaliseCouponCode(code) } });
  return reload(ctx, cart.id, maskedId);
}

export async function removeCoupon(ctx: RequestContext, maskedId?: string | null): Promise<CartDto> {
  await cartWriteAllowed(ctx, "coupon");
  const cart = await requireCart(ctx, maskedId);
  await ctx.app.db.cart.update({ where: { id: cart.id }, data: { couponCode: null } });
  return reload(ctx, cart.id, maskedId);
}

/** the most gift cards one cart holds */
const MAX_GIFTCARDS = 5;

export async function applyGiftcard(ctx: RequestContext, raw: string, maskedId?: string | null): Promise<CartDto> {
  await cartWriteAllowed(ctx, "giftcard");
  requireCode(raw);
  const cart = await requireCart(ctx, maskedId);
  const codes = parseCodes(cart.giftcardCodes);
  const account = await limitedAttempt(ctx, "giftcard", cart.id, async () => {
    const a = await usableGiftcard(ctx.app.db, raw, ctx.store.currency);
    if (!a) throw giftcardInvalid();
    return a;
  });
  if (codes.includes(account.code))
    throw new ProblemError(422, "invalid", "This gift card is already applied", {
      errors: [{ field: "code", code: "already_applied", message: "already applied to this cart" }],
    });
  if (codes.length >= MAX_GIFTCARDS)
    throw new ProblemError(422, "invalid", `A cart takes at most ${MAX_GIFTCARDS} gift cards`, {
      errors: [{ field: "code", code: "too_many", message: "remove one first" }],
    });
  await ctx.app.db.cart.update({ where: { id: cart.id }, data: { giftcardCodes: JSON.stringify([...codes, account.code]) } });
  return reload(ctx, cart.id, maskedId);
}

export async function removeGiftcard(ctx: RequestContext, raw: string, maskedId?: string | null): Promise<CartDto> {
  await cartWriteAllowed(ctx, "giftcard");
  const cart = await requireCart(ctx, maskedId);
  const codes = parseCodes(cart.giftcardCodes);
  const code = normaliseGiftcardCode(raw);
  if (!code || !codes.includes(code)) throw new ProblemError(404, "giftcard_not_applied", "That gift card is not applied to this cart");
  await ctx.app.db.cart.update({ where: { id: cart.id }, data: { giftcardCodes: JSON.stringify(codes.filter((c) => c !== code)) } });
  return reload(ctx, cart.id, maskedId);
}

export async function cartShippingMethods(ctx: RequestContext, maskedId?: string | null): Promise<ShippingMethodDto[]> {
  return (await cartDto(ctx, await requireCart(ctx, maskedId))).shippingMethods;
}

export async function setShippingMethod(ctx: RequestContext, raw: string, maskedId?: string | null): Promise<CartDto> {
  await cartWriteAllowed(ctx, "shipping_method");
  const cart = await requireCart(ctx, maskedId);
  const method = normaliseShippingMethod(raw);
  const { shippingMethods } = await cartDto(ctx, cart);
  if (!shippingMethods.some((m) => m.code === method)) throw shippingMethodUnavailable(raw);
  await ctx.app.db.cart.update({ where: { id: cart.id }, data: { shippingMethod: method } });
  return reload(ctx, cart.id, maskedId);
}

export async function cartPaymentMethods(ctx: RequestContext, maskedId?: string | null): Promise<PaymentMethodDto[]> {
  const cart = await cartDto(ctx, await requireCart(ctx, maskedId));
  return paymentMethodsFor(ctx, cart.prices.grandTotal);
}

/**
 * Coupons: a cart price rule named by its code. A rule applies when it is active, inside its dates, meant for the
 * cart's store and the caller's group, and has uses left. Checkout re-checks it and takes a use with a guarded
 * increment, so concurrent orders cannot spend more uses than the rule has.
 */
import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import type { Db } from "../core/db/client.ts";
import { amount, max, type MoneyInput, min, money, percent, ZERO } from "../core/money.ts";
import type { SalesRule } from "../generated/prisma/client.ts";
import { normaliseCouponCode } from "../sales/codes.ts";

const ids = (csv: string) =>
  csv
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map(Number);

export type CouponRefusal = "not_found" | "expired" | "used_up";

/** a rule as the totals read it: its amount a Decimal from the column, or a number */
export type RuleLike = Omit<SalesRule, "discountAmount"> & { discountAmount: MoneyInput };

const messages: Record<CouponRefusal, string> = {
  not_found: "This coupon code is not valid",
  expired: "This coupon code is not active now",
  used_up: "This coupon code has been used up",
};

/**
 * why a rule does not apply now for this store and group, or null when it does. A rule meant for another group
 * or store is refused exactly as an unknown code: a guest must not learn that a trade-only code exists.
 */
export function couponRefusal(rule: RuleLike | null, storeId: number, groupId: number, now = new Date()): CouponRefusal | null {
  if (!rule) return "not_found";
  // judged first: an expired or used-up code of another group answers as unknown too
  const stores = ids(rule.storeIds);
  const groups = ids(rule.customerGroupIds);
  if ((stores.length && !stores.includes(storeId)) || (groups.length && !groups.includes(groupId))) return "not_found";
  if (!rule.isActive || (rule.fromDate && rule.fromDate > now) || (rule.toDate && rule.toDate < now)) return "expired";
  if (rule.usesPerCoupon !== null && rule.timesUsed >= rule.usesPerCoupon) return "used_up";
  return null;
}

export const couponRefused = (reason: CouponRefusal, field = "code") =>
  new ProblemError(422, "invalid", messages[reason], { errors: [{ field, code: reason, message: messages[reason] }] });

export function findRule(db: Pick<Db, "salesRule">, code: string): Promise<SalesRule | null> {
  return db.salesRule.findUnique({ where: { code: normaliseCouponCode(code) } });
}

/** the rule of a code when it applies now for the caller, else null */
export async function applicableRule(ctx: RequestContext, db: Pick<Db, "salesRule">, code: string | null): Promise<SalesRule | null> {
  if (!code) return null;
  const rule = await findRule(db, code);
  return couponRefusal(rule, ctx.store.id, ctx.groupId) ? null : rule;
}

/** percent of the base (the subtotal without gift card lines), or a fixed amount capped at the base */
export function discountFor(rule: Pick<RuleLike, "discountType" | "discountAmount"> | null, base: MoneyInput, currency: string): number {
  const subtotal = money(base);
  if (!rule || subtotal.lessThanOrEqualTo(ZERO)) return 0;
  const raw = rule.discountType === "percent" ? percent(subtotal, min(100, rule.discountAmount)) : money(rule.discountAmount);
  return amount(min(subtotal, max(0, raw)), currency);
}

/**
 * Takes one use of the rule inside checkout's transaction: only while uses remain, as the row is when written
 * (PostgreSQL re-reads a row a concurrent transaction changed; SQLite has one writer). 422 when none remain.
 */
export async function takeCouponUse(tx: Pick<Db, "salesRule">, rule: SalesRule): Promise<void> {
  const where = rule.usesPerCoupon === null ? { id: rule.id } : { id: rule.id, timesUsed: { lt: rule.usesPerCoupon } };
  const r = await tx.salesRule.updateMany({ where, data: { timesUsed: { increment: 1 } } });
  if (r.count === 0) throw couponRefused("used_up", "couponCode");
}

/** Admin: cart price rules (coupons) and gift card accounts. */
import { z } from "zod";
import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import { amount, compare, round, toNumber } from "../core/money.ts";
import { parseInput } from "../core/api/input.ts";
import { isUniqueViolation } from "../customer/service.ts";
import { dbOf, withTransaction } from "../core/unit-of-work.ts";
import { MASK, recordAudit } from "../core/audit/record.ts";
import type { GiftcardAccount, SalesRule } from "../generated/prisma/client.ts";
import { newGiftcardCode, normaliseCouponCode } from "./codes.ts";

const idList = z
  .array(z.number().int().min(0))
  .max(100)
  .transform((a) => [...new Set(a)].join(","));

const ruleFields = {
  name: z.string().trim().min(1).max(255),
  code: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, "letters, digits, - and _ only")
    .transform(normaliseCouponCode),
  isActive: z.boolean(),
  fromDate: z.coerce.date().nullable(),
  toDate: z.coerce.date().nullable(),
  discountType: z.enum(["percent", "fixed"]),
  discountAmount: z.number().positive().max(1_000_000),
  customerGroupIds: idList,
  storeIds: idList,
  usesPerCoupon: z.number().int().positive().nullable(),
  freeShipping: z.boolean(),
};
const percentCap = (v: { discountType?: string; discountAmount?: number }, c: z.RefinementCtx) => {
  if (v.discountType === "percent" && v.discountAmount !== undefined && v.discountAmount > 100)
    c.addIssue({ code: "custom", path: ["discountAmount"], message: "a percent is at most 100" });
};
export const salesRuleCreateInput = z
  .object({
    ...ruleFields,
    isActive: ruleFields.isActive.default(true),
    fromDate: ruleFields.fromDate.optional(),
    toDate: ruleFields.toDate.optional(),
    customerGroupIds: ruleFields.customerGroupIds.default(""),
    storeIds: ruleFields.storeIds.default(""),
    usesPerCoupon: ruleFields.usesPerCoupon.optional(),
    freeShipping: ruleFields.freeShipping.default(false),
  })
  .superRefine(percentCap);
export const salesRuleUpdateInput = z.object(ruleFields).partial().superRefine(percentCap);

export interface SalesRuleDto {
  id: number;
  name: string;
  code: string;
  isActive: boolean;
  fromDate: string | null;
  toDate: string | null;
  discountType: string;
  discountAmount: number;
  customerGroupIds: number[];
  storeIds: number[];
  usesPerCoupon: number | null;
  timesUsed: number;
  freeShipping: boolean;
}

const ids = (csv: string) => (csv ? csv.split(",").map(Number) : []);

export const toSalesRuleDto = (r: SalesRule): SalesRuleDto => ({
  ...r,
  // a percent or an amount, as stored (4 decimals)
  discountAmount: toNumber(r.discountAmount),
  fromDate: r.fromDate?.toISOString() ?? null,
  toDate: r.toDate?.toISOString() ?? null,
  customerGroupIds: ids(r.customerGroupIds),
  storeIds: ids(r.storeIds),
});

const codeTaken = () =>
  new ProblemError(409, "conflict", "Another rule has this code", { errors: [{ field: "code", code: "taken", message: "codes are unique" }] });

export async function listSalesRules(ctx: RequestContext): Promise<SalesRuleDto[]> {
  return (await ctx.app.db.salesRule.findMany({ orderBy: { id: "asc" } })).map(toSalesRuleDto);
}

export async function createSalesRule(ctx: RequestContext, raw: unknown): Promise<SalesRuleDto> {
  const input = parseInput(salesRuleCreateInput, raw);
  try {
    const row = await withTransaction(ctx, async (tx) => {
      const db = dbOf(tx);
      const created = await db.salesRule.create({ data: { ...input, fromDate: input.fromDate ?? null, toDate: input.toDate ?? null } });
      await recordAudit(db, tx, { operation: "salesRuleCreate", entityType: "sales_rule", entityId: created.id, before: null, after: created });
      return created;
    });
    return toSalesRuleDto(row);
  } catch (e) {
    if (isUniqueViolation(e)) throw codeTaken();
    throw e;
  }
}

export async function updateSalesRule(ctx: RequestContext, id: number, raw: unknown): Promise<SalesRuleDto> {
  const input = parseInput(salesRuleUpdateInput, raw);
  const existing = await ctx.app.db.salesRule.findUnique({ where: { id } });
  if (!existing) throw new ProblemError(404, "not_found", `No sales rule ${id}`);
  const type = input.discountType ?? existing.discountType;
  const discount = input.discountAmount ?? existing.discountAmount;
  if (type === "percent" && compare(discount, 100) > 0)
    throw new ProblemError(422, "invalid", "A percent is at most 100", { errors: [{ field: "discountAmount", code: "too_big", message: "at most 100" }] });
  try {
    const row = await withTransaction(ctx, async (tx) => {
      const db = dbOf(tx);
      const before = await db.salesRule.findUnique({ where: { id } });
      if (!before) throw new ProblemError(404, "not_found", `No sales rule ${id}`);
      const after = await db.salesRule.update({ where: { id }, data: input });
      await recordAudit(db, tx, { operation: "salesRuleUpdate", entityType: "sales_rule", entityId: id, before, after });
      return after;
    });
    return toSalesRuleDto(row);
  } catch (e) {
    if (isUniqueViolation(e)) throw codeTaken();
    throw e;
  }
}

export const giftcardAccountCreateInput = z.object({
  amount: z.number().positive().max(100_000),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, "an ISO 4217 code")
    .optional(),
  recipientName: z.string().trim().max(255).optional(),
  recipientEmail: z.string().trim().email().max(254).optional(),
  senderName: z.string().trim().max(255).optional(),
  message: z.string().trim().max(1000).optional(),
});

export interface GiftcardAccountDto {
  id: number;
  code: string;
  initialAmount: number;
  balance: number;
  currency: string;
  state: string;
  orderId: number | null;
  recipientName: string | null;
  recipientEmail: string | null;
  createdAt: string;
}

const toGiftcardDto = (g: GiftcardAccount): GiftcardAccountDto => ({
  id: g.id,
  code: g.code,
  initialAmount: amount(g.initialAmount, g.currency),
  balance: amount(g.balance, g.currency),
  currency: g.currency,
  state: g.state,
  orderId: g.orderId,
  recipientName: g.recipientName,
  recipientEmail: g.recipientEmail,
  createdAt: g.createdAt.toISOString(),
});

export async function listGiftcardAccounts(ctx: RequestContext, opts: { orderId?: number | null; state?: string | null; limit?: number | null }) {
  const rows = await ctx.app.db.giftcardAccount.findMany({
    where: { ...(opts.orderId ? { orderId: opts.orderId } : {}), ...(opts.state ? { state: opts.state } : {}) },
    orderBy: { id: "desc" },
    take: Math.min(Math.max(opts.limit ?? 100, 1), 500),
  });
  return rows.map(toGiftcardDto);
}

/** a card issued by hand (a merchant's goodwill or a paper voucher) */
export async function createGiftcardAccount(ctx: RequestContext, raw: unknown): Promise<GiftcardAccountDto> {
  const input = parseInput(giftcardAccountCreateInput, raw);
  const { amount: value, currency: given, ...people } = input;
  const currency = given ?? ctx.store.currency;
  // a balance in the currency's minor unit, as the cart spends it
  const initial = round(value, currency).toFixed();
  const row = await withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const created = await db.giftcardAccount.create({
      data: { code: newGiftcardCode(), initialAmount: initial, balance: initial, currency, ...people },
    });
    // the code spends the balance: the log keeps its last group only
    const after = { ...created, code: `${MASK}${created.code.slice(-4)}` };
    await recordAudit(db, tx, { operation: "giftcardAccountCreate", entityType: "giftcard_account", entityId: created.id, before: null, after });
    return created;
  });
  return toGiftcardDto(row);
}

/**
 * Spending limits: a member's or a role's most per window (`30d`, `month`, `quarter`, ... : the rules language's
 * window keys), and the company's policy for an order over one (`approval`: a purchase order with a step for the
 * buyer's manager; `refuse`: 403 `spending_limit`). Written by members with `approval_rules.manage`; enforced in
 * the order's transaction with the approval rules (review.ts), on `buyer.spent(window) + order.total`.
 */
import { z } from "zod";
import type { RequestContext } from "../../core/context.ts";
import { type FieldError, ProblemError } from "../../core/errors.ts";
import { parseInput } from "../../core/api/input.ts";
import { add, compare, money, toNumber } from "../../core/money.ts";
import { type DbClient, dbOf, withTransaction } from "../../core/unit-of-work.ts";
import type { SpendingLimit } from "../../generated/prisma/client.ts";
import { isRowId, limitNotFound, MAX_ID } from "./access.ts";
import type { BuyerInfo } from "./facts.ts";
import { parseWindowKey } from "./spend.ts";
import { spendWindowKey } from "../../../dsl/src/index.ts";

export const MAX_LIMITS = 500;
const MAX_AMOUNT = "1000000000000";

const amountInput = z.union([z.number(), z.string()]).transform((v, c) => {
  const text = typeof v === "number" ? String(v) : v.trim();
  if (!/^\d{1,13}(\.\d{1,4})?$/.test(text)) {
    c.addIssue({ code: "custom", message: "a positive amount with at most 4 decimals" });
    return z.NEVER;
  }
  if (compare(text, 0) <= 0 || compare(text, MAX_AMOUNT) > 0) {
    c.addIssue({ code: "custom", message: "more than 0 and at most 1,000,000,000,000" });
    return z.NEVER;
  }
  return money(text).toFixed();
});
const windowInput = z.string().transform((v, c) => {
  const w = parseWindowKey(v.trim());
  if (!w) {
    c.addIssue({ code: "custom", message: "a window: `<1..366>d`, `month` or `quarter`" });
    return z.NEVER;
  }
  return spendWindowKey(w);
});
const idInput = z.number().int().positive().max(MAX_ID, "no such id");

export const limitInput = z.object({ memberId: idInput.optional(), roleId: idInput.optional(), amount: amountInput, window: windowInput });
export const limitUpdateInput = z.object({ amount: amountInput.optional(), window: windowInput.optional() });
export const policyInput = z.object({ overLimit: z.enum(["approval", "refuse"]) });
export type LimitInput = z.input<typeof limitInput>;
export type LimitUpdateInput = z.input<typeof limitUpdateInput>;
export type PolicyInput = z.input<typeof policyInput>;

export interface LimitDto {
  id: number;
  memberId: number | null;
  roleId: number | null;
  amount: number;
  window: string;
  createdAt: string;
}
export interface PolicyDto {
  overLimit: string;
}

export const toLimitDto = (l: SpendingLimit): LimitDto => ({
  id: l.id,
  memberId: l.memberId,
  roleId: l.roleId,
  amount: toNumber(l.amount),
  window: l.window,
  createdAt: l.createdAt.toISOString(),
});

const invalid = (errors: FieldError[]) => new ProblemError(422, "invalid", errors[0]?.message ?? "Invalid", { errors });

export async function limitsOf(ctx: RequestContext, companyId: number): Promise<LimitDto[]> {
  const rows = await ctx.app.db.spendingLimit.findMany({ where: { companyId }, orderBy: { id: "asc" } });
  return rows.map(toLimitDto);
}

export async function createLimit(ctx: RequestContext, companyId: number, raw: LimitInput): Promise<LimitDto> {
  const input = parseInput(limitInput, raw);
  if ((input.memberId === undefined) === (input.roleId === undefined))
    throw invalid([{ field: "memberId", code: "one_of", message: "name exactly one of memberId and roleId" }]);
  return withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    if (input.memberId !== undefined && !(await db.companyMember.findFirst({ where: { id: input.memberId, companyId } })))
      throw invalid([{ field: "memberId", code: "not_found", message: "no such member of the company" }]);
    if (input.roleId !== undefined && !(await db.companyRole.findFirst({ where: { id: input.roleId, companyId } })))
      throw invalid([{ field: "roleId", code: "not_found", message: "no such role of the company" }]);
    if ((await db.spendingLimit.count({ where: { companyId } })) >= MAX_LIMITS)
      throw new ProblemError(422, "limit_reached", `A company has at most ${MAX_LIMITS} spending limits`, { extra: { limit: MAX_LIMITS } });
    const row = await db.spendingLimit.create({
      data: { companyId, memberId: input.memberId ?? null, roleId: input.roleId ?? null, amount: input.amount, window: input.window },
    });
    return toLimitDto(row);
  });
}

async function limitOf(db: DbClient, companyId: number, id: number): Promise<SpendingLimit> {
  const row = isRowId(id) ? await db.spendingLimit.findFirst({ where: { id, companyId } }) : null;
  if (!row) throw limitNotFound();
  return row;
}

export async function updateLimit(ctx: RequestContext, companyId: number, id: number, raw: LimitUpdateInput): Promise<LimitDto> {
  const input = parseInput(limitUpdateInput, raw);
  return withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const row = await limitOf(db, companyId, id);
    const updated = await db.spendingLimit.update({
      where: { id: row.id },
      data: { ...(input.amount !== undefined ? { amount: input.amount } : {}), ...(input.window !== undefined ? { window: input.window } : {}) },
    });
    return toLimitDto(updated);
  });
}

export async function deleteLimit(ctx: RequestContext, companyId: number, id: number): Promise<LimitDto> {
  return withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const row = await limitOf(db, companyId, id);
    await db.spendingLimit.delete({ where: { id: row.id } });
    return toLimitDto(row);
  });
}

export async function policyOf(db: DbClient, companyId: number): Promise<PolicyDto> {
  const row = await db.purchasingPolicy.findUnique({ where: { companyId } });
  return { overLimit: row?.overLimit ?? "approval" };
}

export async function setPolicy(ctx: RequestContext, companyId: number, raw: PolicyInput): Promise<PolicyDto> {
  const input = parseInput(policyInput, raw);
  const row = await ctx.app.db.purchasingPolicy.upsert({
    where: { companyId },
    create: { companyId, overLimit: input.overLimit },
    update: { overLimit: input.overLimit },
  });
  return { overLimit: row.overLimit };
}

export interface LimitVerdict {
  limitId: number;
  /** member | role */
  appliesTo: string;
  window: string;
  amount: string;
  spent: string;
  /** spent plus this order */
  withOrder: string;
  over: boolean;
}

/** the limits that apply to the buyer (theirs and their role's) */
export async function buyerLimits(db: DbClient, buyer: BuyerInfo): Promise<SpendingLimit[]> {
  const or: object[] = [{ memberId: buyer.memberId }];
  if (buyer.roleId !== null) or.push({ roleId: buyer.roleId });
  return db.spendingLimit.findMany({ where: { companyId: buyer.companyId, OR: or }, orderBy: { id: "asc" } });
}

/** each limit judged on what the buyer spent in its window plus this order (exact decimals) */
export function judgeLimits(limits: readonly SpendingLimit[], spent: Record<string, string>, orderTotal: string): LimitVerdict[] {
  return limits.map((l) => {
    const before = spent[l.window] ?? "0";
    const withOrder = add(before, orderTotal);
    return {
      limitId: l.id,
      appliesTo: l.memberId !== null ? "member" : "role",
      window: l.window,
      amount: money(l.amount).toFixed(),
      spent: money(before).toFixed(),
      withOrder: withOrder.toFixed(),
      over: compare(withOrder, l.amount) > 0,
    };
  });
}

export const limitWindows = (limits: readonly SpendingLimit[]) => limits.flatMap((l) => parseWindowKey(l.window) ?? []);

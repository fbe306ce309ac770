/**
 * Explain for the caller's cart: which approval rules fire and why, which spending limits it would pass or break,
 * and the steps a purchase order would need (none: the order would be placed at once). Read outside any
 * transaction, from the draft the core makes of the cart (`draftFromCart`), with the same functions the order's
 * review runs.
 */
import { z } from "zod";
import { explainApproval } from "../../../dsl/src/index.ts";
import { draftFromCart } from "../../cart/checkout.ts";
import type { RequestContext } from "../../core/context.ts";
import { parseInput } from "../../core/api/input.ts";
import { amount } from "../../core/money.ts";
import { callerMember, type PurchasingModule } from "./access.ts";
import { buyerInfo } from "./facts.ts";
import type { LimitVerdict } from "./limits.ts";
import { AUTOAPPROVE } from "./permissions.ts";
import { planApproval, type PlannedStep } from "./plan.ts";
import { companyRuleSet } from "./rule-set.ts";

export const explainInput = z.object({
  paymentMethod: z.string().trim().min(1).max(64),
  shippingMethod: z.string().trim().min(1).max(128).optional(),
  maskedId: z.string().trim().min(1).max(64).optional(),
});
export type ExplainInput = z.input<typeof explainInput>;

export interface ExplainDto {
  /** the caller places orders without approval (purchase_orders.autoapprove) */
  autoapprove: boolean;
  /** whether placing this cart now would make a purchase order */
  held: boolean;
  /** whether it would be refused (over a limit where the company refuses) */
  refused: boolean;
  grandTotal: number;
  currency: string;
  rules: { rule: string; fired: boolean; why: string[] }[];
  limits: LimitVerdict[];
  overLimit: string;
  steps: { kind: string; role: string | null; required: number; rule: string }[];
  spent: { window: string; amount: string }[];
}

export async function explainCart(ctx: RequestContext, m: PurchasingModule, raw: ExplainInput): Promise<ExplainDto> {
  const input = parseInput(explainInput, raw);
  const caller = await callerMember(ctx, m);
  const draft = await draftFromCart(ctx, { paymentMethod: input.paymentMethod, shippingMethod: input.shippingMethod }, input.maskedId);
  const db = ctx.app.db;
  const buyer = await buyerInfo(db, caller.customerId);
  if (!buyer) throw new Error("a member without a member row");
  const [plan, set] = await Promise.all([planApproval(ctx, db, draft, buyer), companyRuleSet(ctx.app, db, buyer.companyId)]);
  const autoapprove = caller.permissions.has(AUTOAPPROVE);
  const step = (s: PlannedStep) => ({ kind: s.kind, role: s.kind === "role" ? s.roleName : null, required: s.required, rule: s.ruleName });
  return {
    autoapprove,
    held: !autoapprove && !plan.refusal && plan.steps.length > 0,
    refused: !autoapprove && !!plan.refusal,
    grandTotal: amount(draft.grandTotal, draft.currency),
    currency: draft.currency,
    rules: explainApproval(set.rules, plan.facts),
    limits: plan.limits,
    overLimit: plan.overLimit,
    steps: autoapprove ? [] : plan.steps.map(step),
    spent: Object.entries(plan.facts.buyer.spent).map(([window, a]) => ({ window, amount: a })),
  };
}

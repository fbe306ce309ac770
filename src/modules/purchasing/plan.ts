/**
 * What an order needs before it may be placed: the steps of every approval rule that fires (their chains one after
 * the other, in the rules language's order: lower priority first, then age), then, when the order takes the buyer over a spending limit,
 * a step for the buyer's manager (unless a fired rule already asks the manager), or a refusal (403
 * `spending_limit`) where the company's policy says `refuse`. No step: the order is placed as it is.
 */
import type { OrderFacts } from "../../../dsl/src/index.ts";
import { explainApproval } from "../../../dsl/src/index.ts";
import type { OrderDraft } from "../../cart/hooks.ts";
import type { RequestContext } from "../../core/context.ts";
import { ProblemError } from "../../core/errors.ts";
import { amountText } from "../../core/money.ts";
import type { DbClient } from "../../core/unit-of-work.ts";
import { type BuyerInfo, orderFacts } from "./facts.ts";
import { buyerLimits, judgeLimits, type LimitVerdict, limitWindows, policyOf } from "./limits.ts";
import { companyRuleSet } from "./rule-set.ts";

export const LIMIT_RULE = "spending limit";

export interface PlannedStep {
  kind: "role" | "manager" | "admin";
  roleId: number | null;
  roleName: string;
  /** the manager's member id (manager steps); null: the buyer has none, the company admin approves */
  memberId: number | null;
  required: number;
  ruleName: string;
}

export interface Reason {
  rule: string;
  why: string[];
}

export interface ApprovalPlan {
  steps: PlannedStep[];
  /** the fired rules and exceeded limits, and why (kept on the purchase order) */
  reasons: Reason[];
  explained: { rule: string; fired: boolean; why: string[] }[];
  limits: LimitVerdict[];
  overLimit: string;
  /** set where the policy refuses an order over a limit */
  refusal: ProblemError | null;
  facts: OrderFacts;
}

export async function planApproval(ctx: RequestContext, db: DbClient, draft: OrderDraft, buyer: BuyerInfo): Promise<ApprovalPlan> {
  const [set, limits] = await Promise.all([companyRuleSet(ctx.app, db, buyer.companyId), buyerLimits(db, buyer)]);
  const facts = await orderFacts(ctx, db, draft, buyer, [...set.windows, ...limitWindows(limits)]);
  const fired = set.evaluate(facts);
  const explained = fired.length ? explainApproval(set.rules, facts) : [];
  const roles = await db.companyRole.findMany({ where: { companyId: buyer.companyId }, select: { id: true, name: true } });
  const roleId = new Map(roles.map((r) => [r.name, r.id]));
  const steps: PlannedStep[] = [];
  const reasons: Reason[] = [];
  for (const rule of fired) {
    reasons.push({ rule: rule.name, why: explained.find((e) => e.rule === rule.name)?.why ?? [] });
    for (const s of rule.steps)
      steps.push({
        kind: s.kind,
        roleId: s.kind === "role" ? (roleId.get(s.role ?? "") ?? null) : null,
        roleName: s.kind === "role" ? (s.role ?? "") : "",
        memberId: s.kind === "manager" ? buyer.managerMemberId : null,
        required: s.kind === "role" ? s.count : 1,
        ruleName: rule.name,
      });
  }
  const verdicts = judgeLimits(limits, facts.buyer.spent, draft.grandTotal);
  const over = verdicts.filter((v) => v.over);
  const { overLimit } = await policyOf(db, buyer.companyId);
  let refusal: ProblemError | null = null;
  if (over.length) {
    const text = (v: LimitVerdict) =>
      `${amountText(v.withOrder, draft.currency)} in ${v.window} with this order, over the ${v.appliesTo}'s limit of ${amountText(v.amount, draft.currency)}`;
    if (overLimit === "refuse")
      refusal = new ProblemError(403, "spending_limit", `This order is over your spending limit: ${text(over[0]!)}`, {
        errors: over.map((v) => ({ field: "grandTotal", code: "spending_limit", message: text(v) })),
      });
    reasons.push({ rule: LIMIT_RULE, why: over.map(text) });
    if (!steps.some((s) => s.kind === "manager"))
      steps.push({ kind: "manager", roleId: null, roleName: "", memberId: buyer.managerMemberId, required: 1, ruleName: LIMIT_RULE });
  }
  return { steps, reasons, explained, limits: verdicts, overLimit, refusal, facts };
}

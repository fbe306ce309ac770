/**
 * Purchase orders, approval rules and spending limits in GraphQL (customer token, company members where purchasing
 * is on). Queries refuse with a GraphQL error carrying the code (`not_found` for a PO the caller may not see, as
 * for a missing one); mutations answer their object or a `Problem`. The REST routes (rest.ts) call the same
 * functions.
 */
import { ProblemError } from "../../core/errors.ts";
import { withoutNulls } from "../../core/api/input.ts";
import type { Builder } from "../../core/schema-builder.ts";
import type { PurchasingModule } from "./access.ts";
import { explainCart } from "./explain.ts";
import * as api from "./member-api.ts";
import { approvePo, cancelPo, commentPo, rejectPo } from "./po-actions.ts";
import { purchaseOrder, purchaseOrders, SCOPES, STATUSES } from "./po-read.ts";
import { purchasingTypes } from "./types.ts";

const problem = () => ({ types: [ProblemError], directResult: true as const });
const customer = { customer: true } as const;

export function registerPurchasingSchema(builder: Builder, m: PurchasingModule): void {
  const { PurchaseOrder, PurchaseOrderPage, Rule, Limit, Policy, Explain } = purchasingTypes(builder);
  const Scope = builder.enumType("PurchaseOrderScope", { values: SCOPES });
  const Status = builder.enumType("PurchaseOrderStatus", { values: STATUSES });
  const Filter = builder.inputType("PurchaseOrderFilter", {
    fields: (t) => ({
      scope: t.field({ type: Scope, description: "none: every purchase order the caller may see" }),
      status: t.field({ type: Status }),
    }),
  });
  const RuleInput = builder.inputType("ApprovalRuleInput", {
    fields: (t) => ({
      source: t.string({ description: 'one rule: approval "<name>" [priority N] [when <condition>] then approve by <step>, ...' }),
      isActive: t.boolean(),
    }),
  });
  const LimitInput = builder.inputType("SpendingLimitInput", {
    fields: (t) => ({
      memberId: t.int(),
      roleId: t.int(),
      amount: t.string({ description: 'a decimal, e.g. "5000.00"' }),
      window: t.string({ description: "`<1..366>d`, `month` or `quarter`" }),
    }),
  });

  builder.queryFields((t) => ({
    purchaseOrders: t.field({
      type: PurchaseOrderPage,
      description: "the company's purchase orders the caller may see, newest first",
      authScopes: customer,
      args: { filter: t.arg({ type: Filter }), page: t.arg.int(), pageSize: t.arg.int() },
      resolve: (_r, a, { ctx }) => purchaseOrders(ctx, m, withoutNulls({ ...(a.filter ?? {}), page: a.page, pageSize: a.pageSize })),
    }),
    purchaseOrder: t.field({
      type: PurchaseOrder,
      description: "one purchase order with its approval flow, events and the caller's available actions (not_found otherwise)",
      authScopes: customer,
      args: { id: t.arg.int({ required: true }) },
      resolve: (_r, { id }, { ctx }) => purchaseOrder(ctx, m, id),
    }),
    approvalRules: t.field({
      type: [Rule],
      description: "the caller's company's approval rules, by priority",
      authScopes: customer,
      resolve: (_r, _a, { ctx }) => api.memberRules(ctx, m),
    }),
    approvalRuleExplain: t.field({
      type: Explain,
      description: "for the caller's cart (or the guest-cart maskedId they hold): which rules fire and why, the limits, the steps it would need",
      authScopes: customer,
      args: { paymentMethod: t.arg.string({ required: true }), shippingMethod: t.arg.string(), maskedId: t.arg.string() },
      resolve: (_r, a, { ctx }) => explainCart(ctx, m, withoutNulls(a) as { paymentMethod: string }),
    }),
    spendingLimits: t.field({
      type: [Limit],
      description: "the company's spending limits (approval_rules.manage)",
      authScopes: customer,
      resolve: (_r, _a, { ctx }) => api.memberLimits(ctx, m),
    }),
    purchasingPolicy: t.field({
      type: Policy,
      description: "what the company does with an order over a limit (approval_rules.manage)",
      authScopes: customer,
      resolve: (_r, _a, { ctx }) => api.memberPolicy(ctx, m),
    }),
  }));

  const poAction = (description: string) => ({
    type: PurchaseOrder,
    description,
    authScopes: customer,
    errors: problem(),
  });
  builder.mutationFields((t) => ({
    purchaseOrderApprove: t.field({
      ...poAction(
        "approves the current step; the last approval places the order at the snapshot's prices (status order_placed, or order_failed with the reason)",
      ),
      args: { id: t.arg.int({ required: true }), note: t.arg.string() },
      resolve: (_r, { id, note }, { ctx }) => approvePo(ctx, m, id, withoutNulls({ note })),
    }),
    purchaseOrderReject: t.field({
      ...poAction("rejects the purchase order (an approver of its current step, or the company admin): nothing is ordered"),
      args: { id: t.arg.int({ required: true }), note: t.arg.string() },
      resolve: (_r, { id, note }, { ctx }) => rejectPo(ctx, m, id, withoutNulls({ note })),
    }),
    purchaseOrderCancel: t.field({
      ...poAction("cancels the buyer's own purchase order while it awaits approval"),
      args: { id: t.arg.int({ required: true }), note: t.arg.string() },
      resolve: (_r, { id, note }, { ctx }) => cancelPo(ctx, m, id, withoutNulls({ note })),
    }),
    purchaseOrderComment: t.field({
      ...poAction("adds a comment to the purchase order's history"),
      args: { id: t.arg.int({ required: true }), note: t.arg.string({ required: true }) },
      resolve: (_r, { id, note }, { ctx }) => commentPo(ctx, m, id, { note }),
    }),
    approvalRuleCreate: t.field({
      type: Rule,
      description: "a rule of the caller's company (approval_rules.manage); 422 with every diagnostic, or a step nobody can approve",
      authScopes: customer,
      errors: problem(),
      args: { input: t.arg({ type: RuleInput, required: true }) },
      resolve: (_r, { input }, { ctx }) => api.memberRuleCreate(ctx, m, withoutNulls(input) as { source: string }),
    }),
    approvalRuleUpdate: t.field({
      type: Rule,
      description: "changes a rule's text or switches it on or off (approval_rules.manage)",
      authScopes: customer,
      errors: problem(),
      args: { id: t.arg.int({ required: true }), input: t.arg({ type: RuleInput, required: true }) },
      resolve: (_r, { id, input }, { ctx }) => api.memberRuleUpdate(ctx, m, id, withoutNulls(input)),
    }),
    approvalRuleDelete: t.field({
      type: Rule,
      description: "deletes a rule (approval_rules.manage); answers it as it was",
      authScopes: customer,
      errors: problem(),
      args: { id: t.arg.int({ required: true }) },
      resolve: (_r, { id }, { ctx }) => api.memberRuleDelete(ctx, m, id),
    }),
    spendingLimitCreate: t.field({
      type: Limit,
      description: "a member's (memberId) or a role's (roleId) limit per window (approval_rules.manage)",
      authScopes: customer,
      errors: problem(),
      args: { input: t.arg({ type: LimitInput, required: true }) },
      resolve: (_r, { input }, { ctx }) => api.memberLimitCreate(ctx, m, withoutNulls(input) as { amount: string; window: string }),
    }),
    spendingLimitUpdate: t.field({
      type: Limit,
      description: "changes a limit's amount or window (approval_rules.manage)",
      authScopes: customer,
      errors: problem(),
      args: { id: t.arg.int({ required: true }), input: t.arg({ type: LimitInput, required: true }) },
      resolve: (_r, { id, input }, { ctx }) => api.memberLimitUpdate(ctx, m, id, withoutNulls(input)),
    }),
    spendingLimitDelete: t.field({
      type: Limit,
      description: "deletes a limit (approval_rules.manage)",
      authScopes: customer,
      errors: problem(),
      args: { id: t.arg.int({ required: true }) },
      resolve: (_r, { id }, { ctx }) => api.memberLimitDelete(ctx, m, id),
    }),
    purchasingPolicySet: t.field({
      type: Policy,
      description: "what the company does with an order over a limit: approval (a purchase order for the manager) or refuse (403 spending_limit)",
      authScopes: customer,
      errors: problem(),
      args: { overLimit: t.arg.string({ required: true }) },
      resolve: (_r, { overLimit }, { ctx }) => api.memberPolicySet(ctx, m, { overLimit: overLimit as "approval" }),
    }),
  }));
}

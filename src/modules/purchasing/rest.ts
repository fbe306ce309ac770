/**
 * REST under /api/rest/v2/b2b (customer token; company members where purchasing is on): purchase orders
 * (`/purchase-orders`), approval rules (`/approval-rules`, with `/explain`), spending limits and the policy
 * (`/spending-limits`). The same functions as the GraphQL fields (schema.ts). Errors: 401 without a customer
 * token; 404 `not_found` for a PO, rule or limit that is not the caller's (the same body as a missing one), for a
 * customer without a company, and where purchasing is off; 403 `permission_denied` / `own_purchase_order`; 409
 * `invalid_state` / `already_approved`; 422 `invalid` with field errors.
 */
import { ProblemError } from "../../core/errors.ts";
import { defineRoute, respond, type RestRoute } from "../../core/routes.ts";
import type { PurchasingModule } from "./access.ts";
import { explainCart, explainInput } from "./explain.ts";
import { limitInput, limitUpdateInput, policyInput } from "./limits.ts";
import * as api from "./member-api.ts";
import { approvePo, cancelPo, commentInput, commentPo, noteInput, rejectPo } from "./po-actions.ts";
import { listInput, purchaseOrder, purchaseOrders } from "./po-read.ts";
import { ruleInput, ruleUpdateInput } from "./rules.ts";

const B2B = "/api/rest/v2/b2b";
const TAG = "purchasing";

/** a path id that is not a positive integer is a row nobody may see: the same 404 as any other */
const pathId = (raw: string | undefined) => (/^\d{1,10}$/.test(raw ?? "") ? Number(raw) : 0);

/** purchasing switched off, or a customer without a company: as a route that does not exist */
async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof ProblemError && e.code === "module_disabled") throw new ProblemError(404, "not_found", "Not found");
    throw e;
  }
}

const noStore = { "Cache-Control": "private, no-store" };
const read = (what: string) => ({ 200: what, 401: "login_required", 404: "not_found" });
const write = (what: string, extra: Record<number, string> = {}) => ({
  200: what,
  401: "login_required",
  403: "permission_denied",
  404: "not_found",
  422: "invalid (field errors)",
  ...extra,
});
const poWrite = write("the purchase order", { 403: "permission_denied; own_purchase_order", 409: "invalid_state; already_approved" });

export function purchasingRoutes(m: PurchasingModule): RestRoute[] {
  const PO = `${B2B}/purchase-orders`;
  const RULES = `${B2B}/approval-rules`;
  const LIMITS = `${B2B}/spending-limits`;
  return [
    defineRoute({
      id: "b2b_purchase_orders",
      method: "GET",
      path: PO,
      tag: TAG,
      summary:
        "The company's purchase orders the caller may see (?scope=mine|subordinates|company|awaiting_my_approval&status=&page=&pageSize=): {items, totalCount}",
      query: listInput,
      responses: read("{items, totalCount}"),
      handler: async (ctx, req) => respond({ body: await guarded(() => purchaseOrders(ctx, m, req.query)), headers: noStore }),
    }),
    {
      id: "b2b_purchase_order",
      method: "GET",
      path: `${PO}/:id`,
      tag: TAG,
      summary: "One purchase order: snapshot, approvalFlow, events, availableActions",
      responses: read("the purchase order"),
      handler: async (ctx, req) => respond({ body: await guarded(() => purchaseOrder(ctx, m, pathId(req.params.id))), headers: noStore }),
    },
    defineRoute({
      id: "b2b_purchase_order_approve",
      method: "POST",
      path: `${PO}/:id/approve`,
      tag: TAG,
      summary:
        "Approves the current step {note?}; the last approval places the order (status order_placed with orderIncrementId, or order_failed with failureReason)",
      body: noteInput.optional(),
      responses: poWrite,
      handler: (ctx, req) => guarded(() => approvePo(ctx, m, pathId(req.params.id), req.body ?? {})),
    }),
    defineRoute({
      id: "b2b_purchase_order_reject",
      method: "POST",
      path: `${PO}/:id/reject`,
      tag: TAG,
      summary: "Rejects the purchase order {note?} (an approver of its current step, or the company admin)",
      body: noteInput.optional(),
      responses: poWrite,
      handler: (ctx, req) => guarded(() => rejectPo(ctx, m, pathId(req.params.id), req.body ?? {})),
    }),
    defineRoute({
      id: "b2b_purchase_order_cancel",
      method: "POST",
      path: `${PO}/:id/cancel`,
      tag: TAG,
      summary: "Cancels the buyer's own purchase order while it awaits approval {note?}",
      body: noteInput.optional(),
      responses: poWrite,
      handler: (ctx, req) => guarded(() => cancelPo(ctx, m, pathId(req.params.id), req.body ?? {})),
    }),
    defineRoute({
      id: "b2b_purchase_order_comment",
      method: "POST",
      path: `${PO}/:id/comments`,
      tag: TAG,
      summary: "Adds a comment {note} to the purchase order's history",
      body: commentInput,
      responses: write("the purchase order", { 201: "created" }),
      handler: async (ctx, req) => respond({ status: 201, body: await guarded(() => commentPo(ctx, m, pathId(req.params.id), req.body)) }),
    }),
    {
      id: "b2b_approval_rules",
      method: "GET",
      path: RULES,
      tag: TAG,
      summary: "The company's approval rules, by priority",
      responses: read("[rule]"),
      handler: async (ctx) => respond({ body: await guarded(() => api.memberRules(ctx, m)), headers: noStore }),
    },
    defineRoute({
      id: "b2b_approval_rule_create",
      method: "POST",
      path: RULES,
      tag: TAG,
      summary: "Creates a rule {source, isActive?} (approval_rules.manage); 422 with every diagnostic (line, column) or a step nobody can approve",
      body: ruleInput,
      responses: write("the rule", { 201: "created" }),
      handler: async (ctx, req) => respond({ status: 201, body: await guarded(() => api.memberRuleCreate(ctx, m, req.body)) }),
    }),
    defineRoute({
      id: "b2b_approval_rule_explain",
      method: "POST",
      path: `${RULES}/explain`,
      tag: TAG,
      summary: "For the caller's cart {paymentMethod, shippingMethod?, maskedId?}: which rules fire and why, the limits, the steps a PO would need",
      body: explainInput,
      responses: read("the explanation"),
      handler: async (ctx, req) => respond({ body: await guarded(() => explainCart(ctx, m, req.body)), headers: noStore }),
    }),
    defineRoute({
      id: "b2b_approval_rule_update",
      method: "PATCH",
      path: `${RULES}/:id`,
      tag: TAG,
      summary: "Changes a rule {source?, isActive?} (approval_rules.manage)",
      body: ruleUpdateInput,
      responses: write("the rule"),
      handler: (ctx, req) => guarded(() => api.memberRuleUpdate(ctx, m, pathId(req.params.id), req.body)),
    }),
    {
      id: "b2b_approval_rule_delete",
      method: "DELETE",
      path: `${RULES}/:id`,
      tag: TAG,
      summary: "Deletes a rule (approval_rules.manage); answers it as it was",
      responses: write("the deleted rule"),
      handler: (ctx, req) => guarded(() => api.memberRuleDelete(ctx, m, pathId(req.params.id))),
    },
    {
      id: "b2b_spending_limits",
      method: "GET",
      path: LIMITS,
      tag: TAG,
      summary: "The company's spending limits (approval_rules.manage)",
      responses: read("[limit]"),
      handler: async (ctx) => respond({ body: await guarded(() => api.memberLimits(ctx, m)), headers: noStore }),
    },
    defineRoute({
      id: "b2b_spending_limit_create",
      method: "POST",
      path: LIMITS,
      tag: TAG,
      summary: "Creates a limit {memberId | roleId, amount, window} (approval_rules.manage)",
      body: limitInput,
      responses: write("the limit", { 201: "created" }),
      handler: async (ctx, req) => respond({ status: 201, body: await guarded(() => api.memberLimitCreate(ctx, m, req.body)) }),
    }),
    {
      id: "b2b_purchasing_policy",
      method: "GET",
      path: `${LIMITS}/policy`,
      tag: TAG,
      summary: "What the company does with an order over a limit: {overLimit: approval | refuse}",
      responses: read("the policy"),
      handler: async (ctx) => respond({ body: await guarded(() => api.memberPolicy(ctx, m)), headers: noStore }),
    },
    defineRoute({
      id: "b2b_purchasing_policy_set",
      method: "PUT",
      path: `${LIMITS}/policy`,
      tag: TAG,
      summary: "Sets the policy {overLimit: approval | refuse} (approval_rules.manage)",
      body: policyInput,
      responses: write("the policy"),
      handler: (ctx, req) => guarded(() => api.memberPolicySet(ctx, m, req.body)),
    }),
    defineRoute({
      id: "b2b_spending_limit_update",
      method: "PATCH",
      path: `${LIMITS}/:id`,
      tag: TAG,
      summary: "Changes a limit {amount?, window?} (approval_rules.manage)",
      body: limitUpdateInput,
      responses: write("the limit"),
      handler: (ctx, req) => guarded(() => api.memberLimitUpdate(ctx, m, pathId(req.params.id), req.body)),
    }),
    {
      id: "b2b_spending_limit_delete",
      method: "DELETE",
      path: `${LIMITS}/:id`,
      tag: TAG,
      summary: "Deletes a limit (approval_rules.manage)",
      responses: write("the deleted limit"),
      handler: (ctx, req) => guarded(() => api.memberLimitDelete(ctx, m, pathId(req.params.id))),
    },
  ];
}

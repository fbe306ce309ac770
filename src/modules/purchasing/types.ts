/** The purchasing object types, shared by the storefront's fields and the merchant's (registered once per builder). */
import type { Builder } from "../../core/schema-builder.ts";
import type { ExplainDto } from "./explain.ts";
import type { LimitDto, LimitVerdict, PolicyDto } from "./limits.ts";
import type { PoDto } from "./po.ts";
import type { RuleDto, RuleStepDto } from "./rules.ts";

type Flow = PoDto["approvalFlow"][number];

function build(builder: Builder) {
  const Buyer = builder.objectRef<PoDto["buyer"]>("PurchaseOrderBuyer").implement({
    fields: (t) => ({ customerId: t.exposeInt("customerId"), name: t.exposeString("name"), email: t.exposeString("email") }),
  });
  const Item = builder.objectRef<PoDto["items"][number]>("PurchaseOrderItem").implement({
    description: "a line of the snapshot, at the price approval places it at",
    fields: (t) => ({
      sku: t.exposeString("sku"),
      name: t.exposeString("name"),
      qty: t.exposeFloat("qty"),
      price: t.exposeFloat("price"),
      rowTotal: t.exposeFloat("rowTotal"),
    }),
  });
  const Approval = builder.objectRef<Flow["approvedBy"][number]>("PurchaseOrderApproval").implement({
    fields: (t) => ({
      customerId: t.exposeInt("customerId", { nullable: true }),
      name: t.exposeString("name"),
      asCompanyAdmin: t.exposeBoolean("asCompanyAdmin", { description: "the company admin approved a step they were not named for" }),
      at: t.exposeString("at"),
    }),
  });
  const Step = builder.objectRef<Flow>("PurchaseOrderStep").implement({
    description: "a step of the approval flow, passed in order",
    fields: (t) => ({
      position: t.exposeInt("position"),
      kind: t.exposeString("kind", { description: "role | manager | admin" }),
      role: t.exposeString("role", { nullable: true }),
      required: t.exposeInt("required"),
      approvals: t.exposeInt("approvals"),
      status: t.exposeString("status", { description: "pending | approved | rejected" }),
      rule: t.exposeString("rule", { description: "the approval rule that asked for it, or `spending limit`" }),
      approver: t.exposeString("approver", { description: "who approves it, in words" }),
      approvedBy: t.expose("approvedBy", { type: [Approval] }),
    }),
  });
  const Event = builder.objectRef<PoDto["events"][number]>("PurchaseOrderEvent").implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      kind: t.exposeString("kind", { description: "created | approved | rejected | canceled | comment | order_placed | order_failed" }),
      actorKind: t.exposeString("actorKind"),
      actorName: t.exposeString("actorName"),
      asCompanyAdmin: t.exposeBoolean("asCompanyAdmin"),
      note: t.exposeString("note"),
      step: t.exposeInt("step", { nullable: true, description: "the step's position" }),
      createdAt: t.exposeString("createdAt"),
    }),
  });
  const Reason = builder.objectRef<PoDto["reasons"][number]>("PurchaseOrderReason").implement({
    fields: (t) => ({ rule: t.exposeString("rule"), why: t.exposeStringList("why") }),
  });
  const PurchaseOrder = builder.objectRef<PoDto>("PurchaseOrder").implement({
    description: "an order held for approval: its snapshot is what approval places",
    fields: (t) => ({
      id: t.exposeInt("id"),
      number: t.exposeString("number"),
      status: t.exposeString("status", { description: "approval_required | approved | order_placed | order_failed | rejected | canceled" }),
      createdAt: t.exposeString("createdAt"),
      buyer: t.expose("buyer", { type: Buyer }),
      currency: t.exposeString("currency"),
      subtotal: t.exposeFloat("subtotal"),
      shipping: t.exposeFloat("shipping"),
      grandTotal: t.exposeFloat("grandTotal"),
      paymentMethod: t.exposeString("paymentMethod"),
      poNumber: t.exposeString("poNumber", { nullable: true }),
      items: t.expose("items", { type: [Item] }),
      addresses: t.field({ type: "JSON", resolve: (p) => p.addresses }),
      shippingMethod: t.exposeString("shippingMethod"),
      orderIncrementId: t.exposeString("orderIncrementId", { nullable: true }),
      failureReason: t.exposeString("failureReason", { nullable: true }),
      reasons: t.expose("reasons", { type: [Reason] }),
      approvalFlow: t.expose("approvalFlow", { type: [Step] }),
      events: t.expose("events", { type: [Event] }),
      availableActions: t.exposeStringList("availableActions", { description: "what the caller may do now: approve, reject, cancel, comment" }),
    }),
  });
  const PurchaseOrderPage = builder.objectRef<{ items: PoDto[]; totalCount: number }>("PurchaseOrderPage").implement({
    fields: (t) => ({ items: t.expose("items", { type: [PurchaseOrder] }), totalCount: t.exposeInt("totalCount") }),
  });
  const RuleStep = builder.objectRef<RuleStepDto>("ApprovalRuleStep").implement({
    fields: (t) => ({ kind: t.exposeString("kind"), role: t.exposeString("role", { nullable: true }), count: t.exposeInt("count") }),
  });
  const Rule = builder.objectRef<RuleDto>("ApprovalRule").implement({
    description: "a company's approval rule in the rules language (order subject)",
    fields: (t) => ({
      id: t.exposeInt("id"),
      name: t.exposeString("name"),
      priority: t.exposeInt("priority"),
      source: t.exposeString("source"),
      isActive: t.exposeBoolean("isActive"),
      steps: t.expose("steps", { type: [RuleStep] }),
      condition: t.field({ type: "JSON", nullable: true, description: "the condition tree; null: every order", resolve: (r) => r.condition }),
      authorKind: t.exposeString("authorKind"),
      createdAt: t.exposeString("createdAt"),
      updatedAt: t.exposeString("updatedAt"),
    }),
  });
  const Limit = builder.objectRef<LimitDto>("SpendingLimit").implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      memberId: t.exposeInt("memberId", { nullable: true }),
      roleId: t.exposeInt("roleId", { nullable: true }),
      amount: t.exposeFloat("amount"),
      window: t.exposeString("window", { description: "`<n>d`, `month` or `quarter`" }),
      createdAt: t.exposeString("createdAt"),
    }),
  });
  const Policy = builder.objectRef<PolicyDto>("PurchasingPolicy").implement({
    fields: (t) => ({ overLimit: t.exposeString("overLimit", { description: "approval | refuse" }) }),
  });
  const Verdict = builder.objectRef<LimitVerdict>("SpendingLimitVerdict").implement({
    fields: (t) => ({
      limitId: t.exposeInt("limitId"),
      appliesTo: t.exposeString("appliesTo"),
      window: t.exposeString("window"),
      amount: t.exposeString("amount"),
      spent: t.exposeString("spent"),
      withOrder: t.exposeString("withOrder"),
      over: t.exposeBoolean("over"),
    }),
  });
  const ExplainRule = builder.objectRef<ExplainDto["rules"][number]>("ApprovalRuleExplanation").implement({
    fields: (t) => ({ rule: t.exposeString("rule"), fired: t.exposeBoolean("fired"), why: t.exposeStringList("why") }),
  });
  const ExplainStep = builder.objectRef<ExplainDto["steps"][number]>("ApprovalExplainStep").implement({
    fields: (t) => ({
      kind: t.exposeString("kind"),
      role: t.exposeString("role", { nullable: true }),
      required: t.exposeInt("required"),
      rule: t.exposeString("rule"),
    }),
  });
  const Spent = builder.objectRef<ExplainDto["spent"][number]>("ApprovalExplainSpent").implement({
    fields: (t) => ({ window: t.exposeString("window"), amount: t.exposeString("amount") }),
  });
  const Explain = builder.objectRef<ExplainDto>("ApprovalExplain").implement({
    description: "for the caller's cart: which rules fire and why, the limits, and the steps a purchase order would need",
    fields: (t) => ({
      autoapprove: t.exposeBoolean("autoapprove"),
      held: t.exposeBoolean("held"),
      refused: t.exposeBoolean("refused"),
      grandTotal: t.exposeFloat("grandTotal"),
      currency: t.exposeString("currency"),
      rules: t.expose("rules", { type: [ExplainRule] }),
      limits: t.expose("limits", { type: [Verdict] }),
      overLimit: t.exposeString("overLimit"),
      steps: t.expose("steps", { type: [ExplainStep] }),
      spent: t.expose("spent", { type: [Spent] }),
    }),
  });
  return { PurchaseOrder, PurchaseOrderPage, Rule, Limit, Policy, Explain };
}

export type PurchasingTypes = ReturnType<typeof build>;
const built = new WeakMap<Builder, PurchasingTypes>();

export function purchasingTypes(builder: Builder): PurchasingTypes {
  let t = built.get(builder);
  if (!t) {
    t = build(builder);
    built.set(builder, t);
  }
  return t;
}

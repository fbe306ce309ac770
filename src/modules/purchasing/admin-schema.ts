/**
 * The merchant's side (admin scope `companies`): a company's purchase orders (read-only: approving is the
 * company's own business) and its approval rules, written through the same functions as the members' (rules.ts),
 * audited. A rule or PO id that does not exist answers null / 404 `not_found`.
 */
import { z } from "zod";
import { audited } from "../../core/audit/declare.ts";
import type { RequestContext } from "../../core/context.ts";
import { ProblemError } from "../../core/errors.ts";
import { parseInput, withoutNulls } from "../../core/api/input.ts";
import type { Builder } from "../../core/schema-builder.ts";
import { isRowId, type PurchasingModule, ruleNotFound } from "./access.ts";
import { type PoDto, peopleOf, toPoDto, withParts } from "./po.ts";
import { STATUSES } from "./po-read.ts";
import { createRule, deleteRule, rulesOf, updateRule } from "./rules.ts";
import { purchasingTypes } from "./types.ts";

const scope = { admin: "companies" } as const;
const problem = () => ({ types: [ProblemError], directResult: true as const });

const pageInput = z.object({
  companyId: z.number().int().positive(),
  status: z.enum(STATUSES).optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});

async function adminPurchaseOrders(ctx: RequestContext, raw: z.input<typeof pageInput>): Promise<{ items: PoDto[]; totalCount: number }> {
  const input = parseInput(pageInput, raw);
  const db = ctx.app.db;
  const where = { companyId: input.companyId, ...(input.status ? { status: input.status } : {}) };
  const [rows, totalCount] = await Promise.all([
    db.purchaseOrder.findMany({ where, include: withParts, orderBy: { id: "desc" }, skip: (input.page - 1) * input.pageSize, take: input.pageSize }),
    db.purchaseOrder.count({ where }),
  ]);
  const people = await peopleOf(
    db,
    rows.map((po) => po.customerId),
  );
  const items: PoDto[] = [];
  for (const po of rows) items.push(await toPoDto(db, po, null, people));
  return { items, totalCount };
}

async function adminPurchaseOrder(ctx: RequestContext, id: number): Promise<PoDto | null> {
  const po = isRowId(id) ? await ctx.app.db.purchaseOrder.findUnique({ where: { id }, include: withParts }) : null;
  return po ? toPoDto(ctx.app.db, po, null) : null;
}

async function companyOfRule(ctx: RequestContext, id: number): Promise<number> {
  const row = isRowId(id) ? await ctx.app.db.approvalRule.findUnique({ where: { id }, select: { companyId: true } }) : null;
  if (!row) throw ruleNotFound();
  return row.companyId;
}

async function knownCompany(ctx: RequestContext, companyId: number): Promise<number> {
  if (!isRowId(companyId) || !(await ctx.app.db.company.findUnique({ where: { id: companyId }, select: { id: true } })))
    throw new ProblemError(404, "not_found", "No such company");
  return companyId;
}

export function registerAdminSchema(builder: Builder, _m: PurchasingModule): void {
  const { PurchaseOrder, PurchaseOrderPage, Rule } = purchasingTypes(builder);
  const RuleInput = builder.inputType("AdminApprovalRuleInput", {
    fields: (t) => ({ source: t.string(), isActive: t.boolean() }),
  });

  builder.queryFields((t) => ({
    adminPurchaseOrders: t.field({
      type: PurchaseOrderPage,
      description: "a company's purchase orders, newest first (admin)",
      authScopes: scope,
      args: { companyId: t.arg.int({ required: true }), status: t.arg.string(), page: t.arg.int(), pageSize: t.arg.int() },
      resolve: (_r, a, { ctx }) => adminPurchaseOrders(ctx, withoutNulls(a) as { companyId: number }),
    }),
    adminPurchaseOrder: t.field({
      type: PurchaseOrder,
      nullable: true,
      description: "one purchase order (admin); null when there is none",
      authScopes: scope,
      args: { id: t.arg.int({ required: true }) },
      resolve: (_r, { id }, { ctx }) => adminPurchaseOrder(ctx, id),
    }),
    adminApprovalRules: t.field({
      type: [Rule],
      description: "a company's approval rules, by priority (admin)",
      authScopes: scope,
      args: { companyId: t.arg.int({ required: true }) },
      resolve: async (_r, { companyId }, { ctx }) => rulesOf(ctx, await knownCompany(ctx, companyId)),
    }),
  }));

  builder.mutationFields((t) => ({
    adminApprovalRuleCreate: t.field({
      type: Rule,
      description: "a company's approval rule, written by the merchant; 422 with every diagnostic, or a step nobody can approve",
      authScopes: scope,
      extensions: audited("approval_rule"),
      errors: problem(),
      args: { companyId: t.arg.int({ required: true }), input: t.arg({ type: RuleInput, required: true }) },
      resolve: async (_r, { companyId, input }, { ctx }) => createRule(ctx, await knownCompany(ctx, companyId), withoutNulls(input) as { source: string }),
    }),
    adminApprovalRuleUpdate: t.field({
      type: Rule,
      description: "changes a rule's text or switches it on or off",
      authScopes: scope,
      extensions: audited("approval_rule"),
      errors: problem(),
      args: { id: t.arg.int({ required: true }), input: t.arg({ type: RuleInput, required: true }) },
      resolve: async (_r, { id, input }, { ctx }) => updateRule(ctx, await companyOfRule(ctx, id), id, withoutNulls(input)),
    }),
    adminApprovalRuleDelete: t.field({
      type: Rule,
      description: "deletes a rule; answers it as it was",
      authScopes: scope,
      extensions: audited("approval_rule"),
      errors: problem(),
      args: { id: t.arg.int({ required: true }) },
      resolve: async (_r, { id }, { ctx }) => deleteRule(ctx, await companyOfRule(ctx, id), id),
    }),
  }));
}

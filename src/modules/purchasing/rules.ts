/**
 * A company's approval rules: one rule of the rules language's order subject per row (its text, and the rule it
 * compiles to as JSON, from which each company's set is rebuilt without parsing). Written by members with
 * `approval_rules.manage` and by the merchant (admin scope `companies`) through the same functions. A rule is
 * checked whole at save time: the language's diagnostics (every error at once, with line and column), and each
 * step must have someone able to approve it (a role that exists, holds `purchase_orders.approve`, and has at least
 * `count` active members): 422 with field errors, rather than a purchase order stuck forever.
 */
import { z } from "zod";
import { type ApprovalRule, type CatalogDescription, compileApprovalSource, type Diagnostic, importApprovalRule } from "../../../dsl/src/index.ts";
import type { RequestContext } from "../../core/context.ts";
import { type FieldError, ProblemError } from "../../core/errors.ts";
import { parseInput } from "../../core/api/input.ts";
import { recordAudit } from "../../core/audit/record.ts";
import { type DbClient, dbOf, withTransaction } from "../../core/unit-of-work.ts";
import type { ApprovalRule as RuleRow } from "../../generated/prisma/client.ts";
import { isRowId, ruleNotFound } from "./access.ts";
import { ADMIN_ROLE_NAME } from "./facts.ts";
import { APPROVE } from "./permissions.ts";

export const MAX_RULES = 100;

export const ruleInput = z.object({
  source: z.string().max(20_000, "at most 20,000 characters"),
  isActive: z.boolean().default(true),
});
export const ruleUpdateInput = z.object({ source: z.string().max(20_000).optional(), isActive: z.boolean().optional() });
export type RuleInput = z.input<typeof ruleInput>;
export type RuleUpdateInput = z.input<typeof ruleUpdateInput>;

export interface RuleStepDto {
  kind: string;
  role: string | null;
  count: number;
}
export interface RuleDto {
  id: number;
  name: string;
  priority: number;
  source: string;
  isActive: boolean;
  steps: RuleStepDto[];
  /** the condition tree (null: every order) */
  condition: unknown;
  authorKind: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * the compiled rule a row keeps, checked whole by the language's validator. A row that does not pass (written by
 * hand in the database) fails closed: it holds every order for the company admin, rather than letting orders
 * through or refusing them all.
 */
export function storedRule(row: Pick<RuleRow, "compiled" | "name" | "priority">): ApprovalRule {
  try {
    return importApprovalRule(row.compiled);
  } catch {
    return { name: row.name, priority: row.priority, condition: null, steps: [{ kind: "admin", count: 1 }] };
  }
}

export function toRuleDto(row: RuleRow): RuleDto {
  const rule = storedRule(row);
  return {
    id: row.id,
    name: row.name,
    priority: row.priority,
    source: row.source,
    isActive: row.isActive,
    steps: rule.steps.map((s) => ({ kind: s.kind, role: s.role ?? null, count: s.count })),
    condition: rule.condition,
    authorKind: row.authorKind,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * what a company's rules are checked against: the attributes (with their options), the category ids, and the
 * company's role names (and the admin's, which `buyer.role` reads), so a misspelt role is pointed at with a hint
 */
export async function catalogDescription(ctx: RequestContext, companyId: number): Promise<CatalogDescription> {
  const db = ctx.app.db;
  const [{ byId }, cats, roles] = await Promise.all([
    ctx.app.attributes.load(),
    db.category.findMany({ select: { id: true } }),
    db.companyRole.findMany({ where: { companyId }, select: { name: true } }),
  ]);
  const attributes: CatalogDescription["attributes"] = {};
  for (const a of byId.values()) attributes[a.code] = { type: a.inputType, options: [...a.options.values()] };
  return { attributes, categoryIds: cats.map((c) => c.id), roles: [...roles.map((r) => r.name), ADMIN_ROLE_NAME] };
}

const at = (d: Diagnostic) => `line ${d.line}, column ${d.column}: ${d.message}${d.hint ? ` (${d.hint})` : ""}`;
const invalid = (errors: FieldError[]) => new ProblemError(422, "invalid", errors[0]?.message ?? "The rule is invalid", { errors });

/** the source compiled to its one rule, or 422 with every diagnostic */
export function compileOne(source: string, catalog: CatalogDescription): ApprovalRule {
  const { rules, diagnostics } = compileApprovalSource(source, catalog);
  const errors = diagnostics.filter((d) => d.severity === "error").map((d) => ({ field: "source", code: d.code, message: at(d) }));
  if (errors.length) throw invalid(errors);
  if (rules.length !== 1) throw invalid([{ field: "source", code: "one_rule", message: `a rule's text holds exactly one approval rule, not ${rules.length}` }]);
  return rules[0]!;
}

/**
 * every step has someone able to approve it: a role step names a role of the company that holds
 * purchase_orders.approve and has at least `count` active members (manager and admin steps always have someone:
 * a buyer without a manager goes to the company admin)
 */
export async function checkApprovers(db: DbClient, companyId: number, rule: ApprovalRule): Promise<void> {
  const errors: FieldError[] = [];
  for (const [i, step] of rule.steps.entries()) {
    if (step.kind !== "role") continue;
    const field = `steps.${i}.role`;
    const role = await db.companyRole.findUnique({ where: { companyId_name: { companyId, name: step.role ?? "" } } });
    if (!role) {
      errors.push({ field, code: "unknown_role", message: `the company has no role "${step.role}"` });
      continue;
    }
    if (!role.permissions.split(",").includes(APPROVE))
      errors.push({ field, code: "cannot_approve", message: `the role "${role.name}" does not hold ${APPROVE}` });
    const active = await db.companyMember.count({ where: { companyId, roleId: role.id, status: "active" } });
    if (active < step.count)
      errors.push({
        field,
        code: "too_few_approvers",
        message: `the step needs ${step.count} approval(s) from "${role.name}", which has ${active} active member(s)`,
      });
  }
  if (errors.length) throw invalid(errors);
}

type Author = { kind: "customer" | "admin"; id: number | null };
const authorOf = (ctx: RequestContext): Author =>
  ctx.caller.kind === "customer"
    ? { kind: "customer", id: ctx.caller.customerId }
    : ctx.caller.kind === "admin"
      ? { kind: "admin", id: ctx.caller.adminId }
      : { kind: "admin", id: null };

/** the merchant's writes are audited (their mutations are declared `audited`) */
async function audit(tx: RequestContext, operation: string, id: number, before: RuleRow | null, after: RuleRow | null) {
  if (tx.caller.kind === "admin") await recordAudit(dbOf(tx), tx, { operation, entityType: "approval_rule", entityId: id, before, after });
}

const duplicate = (name: string) => invalid([{ field: "source", code: "duplicate_name", message: `the company already has a rule named "${name}"` }]);

export async function rulesOf(ctx: RequestContext, companyId: number): Promise<RuleDto[]> {
  const rows = await ctx.app.db.approvalRule.findMany({ where: { companyId }, orderBy: [{ priority: "asc" }, { id: "asc" }] });
  return rows.map(toRuleDto);
}

async function ruleOf(db: DbClient, companyId: number, id: number): Promise<RuleRow> {
  const row = isRowId(id) ? await db.approvalRule.findFirst({ where: { id, companyId } }) : null;
  if (!row) throw ruleNotFound();
  return row;
}

export async function createRule(ctx: RequestContext, companyId: number, raw: RuleInput): Promise<RuleDto> {
  const input = parseInput(ruleInput, raw);
  const rule = compileOne(input.source, await catalogDescription(ctx, companyId));
  const author = authorOf(ctx);
  return withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    await checkApprovers(db, companyId, rule);
    if ((await db.approvalRule.count({ where: { companyId } })) >= MAX_RULES)
      throw new ProblemError(422, "limit_reached", `A company has at most ${MAX_RULES} approval rules`, { extra: { limit: MAX_RULES } });
    if (await db.approvalRule.findUnique({ where: { companyId_name: { companyId, name: rule.name } } })) throw duplicate(rule.name);
    const row = await db.approvalRule.create({
      data: {
        companyId,
        name: rule.name,
        priority: rule.priority,
        source: input.source,
        compiled: JSON.stringify(rule),
        isActive: input.isActive,
        authorKind: author.kind,
        authorId: author.id,
      },
    });
    await audit(tx, "adminApprovalRuleCreate", row.id, null, row);
    return toRuleDto(row);
  });
}

export async function updateRule(ctx: RequestContext, companyId: number, id: number, raw: RuleUpdateInput): Promise<RuleDto> {
  const input = parseInput(ruleUpdateInput, raw);
  const rule = input.source !== undefined ? compileOne(input.source, await catalogDescription(ctx, companyId)) : null;
  return withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const row = await ruleOf(db, companyId, id);
    const next = rule ?? storedRule(row);
    // a rule switched on again is checked again: its roles may have changed since
    if (rule || (input.isActive && !row.isActive)) await checkApprovers(db, companyId, next);
    if (rule && rule.name !== row.name && (await db.approvalRule.findUnique({ where: { companyId_name: { companyId, name: rule.name } } })))
      throw duplicate(rule.name);
    const updated = await db.approvalRule.update({
      where: { id: row.id },
      data: {
        ...(rule ? { name: rule.name, priority: rule.priority, source: input.source, compiled: JSON.stringify(rule) } : {}),
        ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
      },
    });
    await audit(tx, "adminApprovalRuleUpdate", row.id, row, updated);
    return toRuleDto(updated);
  });
}

export async function deleteRule(ctx: RequestContext, companyId: number, id: number): Promise<RuleDto> {
  return withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const row = await ruleOf(db, companyId, id);
    await db.approvalRule.delete({ where: { id: row.id } });
    await audit(tx, "adminApprovalRuleDelete", row.id, row, null);
    return toRuleDto(row);
  });
}

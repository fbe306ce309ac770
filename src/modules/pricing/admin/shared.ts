/**
 * What the price-list administration's parts share: the record as the admin API answers it (the list with its
 * item count and assignments, one statement), its audit snapshot, the checks of what a list names by id (stores,
 * companies, groups), and the condition checked by the rules language against the access gate's catalogue.
 */
import { diagnoseCondition, type CatalogDescription, type CombineNode } from "../../../../dsl/src/index.ts";
import type { RequestContext } from "../../../core/context.ts";
import { ProblemError, type FieldError } from "../../../core/errors.ts";
import { dbOf, type DbClient } from "../../../core/unit-of-work.ts";
import type { PriceList } from "../../../generated/prisma/client.ts";

/** a list as the admin API answers it */
export type PriceListRecord = PriceList & {
  _count: { items: number };
  companies: { companyId: number }[];
  groups: { customerGroupId: number }[];
};

export const RECORD_INCLUDE = {
  _count: { select: { items: true } },
  companies: { select: { companyId: true }, orderBy: { companyId: "asc" } },
  groups: { select: { customerGroupId: true }, orderBy: { customerGroupId: "asc" } },
} as const;

export const invalid = (errors: FieldError[], detail = "The input has invalid fields") =>
  new ProblemError(422, "invalid", errors.length === 1 ? `${detail}: ${errors[0]!.message}` : detail, { errors });
export const invalidField = (field: string, code: string, message: string) => invalid([{ field, code, message }]);
export const listNotFound = (id: number) => new ProblemError(404, "not_found", `Price list ${id} not found`);

export async function recordOf(db: DbClient, id: number): Promise<PriceListRecord> {
  const row = await db.priceList.findUnique({ where: { id }, include: RECORD_INCLUDE });
  if (!row) throw listNotFound(id);
  return row;
}

export const csvIds = (s: string): number[] =>
  s
    .split(",")
    .map((x) => x.trim())
    .filter((x) => x !== "")
    .map(Number);

/** the list's columns as the audit log keeps them (assignments and items have entries of their own) */
export function listSnapshot(l: PriceList): Record<string, unknown> {
  return {
    code: l.code,
    name: l.name,
    currency: l.currency,
    storeIds: l.storeIds,
    active: l.active,
    validFrom: l.validFrom,
    validTo: l.validTo,
    priority: l.priority,
    adjustmentPercent: l.adjustmentPercent === null ? null : String(l.adjustmentPercent),
    condition: l.condition,
  };
}

/** the stores named must exist (empty: every store) */
export async function checkStores(ctx: RequestContext, storeIds: readonly number[]): Promise<void> {
  const known = new Set((await ctx.app.stores()).all.map((s) => s.id));
  const unknown = storeIds.filter((s) => !known.has(s));
  if (unknown.length) throw invalidField("storeIds", "not_found", `no store ${unknown.join(", ")}`);
}

/** companies and customer groups named by an assignment must exist; each unknown id refused on its field */
export async function checkAssignees(ctx: RequestContext, companyIds: readonly number[], groupIds: readonly number[]): Promise<void> {
  const db = dbOf(ctx);
  const errors: FieldError[] = [];
  if (companyIds.length) {
    const found = new Set((await db.company.findMany({ where: { id: { in: [...companyIds] } }, select: { id: true } })).map((c) => c.id));
    const unknown = companyIds.filter((id) => !found.has(id));
    if (unknown.length) errors.push({ field: "companyIds", code: "not_found", message: `no company ${unknown.join(", ")}` });
  }
  if (groupIds.length) {
    const found = new Set((await db.customerGroup.findMany({ where: { id: { in: [...groupIds] } }, select: { id: true } })).map((g) => g.id));
    const unknown = groupIds.filter((id) => !found.has(id));
    if (unknown.length) errors.push({ field: "customerGroupIds", code: "not_found", message: `no customer group ${unknown.join(", ")}` });
  }
  if (errors.length) throw invalid(errors);
}

export interface ConditionCheck {
  valid: boolean;
  tree: CombineNode | null;
  diagnostics: { severity: string; message: string; line: number; column: number; code: string }[];
}

/**
 * what a product condition is checked against: the catalogue's attributes (custom ones included) with their types
 * and options, and its category ids, as the access gate describes them for its rules
 */
export async function conditionCatalog(ctx: RequestContext): Promise<CatalogDescription> {
  const [{ byId }, cats] = await Promise.all([ctx.app.attributes.load(), ctx.app.db.category.findMany({ select: { id: true } })]);
  const attributes: CatalogDescription["attributes"] = {};
  for (const a of byId.values()) attributes[a.code] = { type: a.inputType, options: [...a.options.values()] };
  return { attributes, categoryIds: cats.map((c) => c.id) };
}

/** a condition in the rules language checked against the catalogue as the access gate's rules are ("" / blank: every product) */
export async function checkCondition(ctx: RequestContext, source: string): Promise<ConditionCheck> {
  const { tree, diagnostics } = diagnoseCondition(source, await conditionCatalog(ctx));
  const valid = !diagnostics.some((d) => d.severity === "error");
  return {
    valid,
    tree: valid ? tree : null,
    diagnostics: diagnostics.map((d) => ({
      severity: d.severity,
      message: `line ${d.line}, column ${d.column}: ${d.message}${d.hint ? ` (${d.hint})` : ""}`,
      line: d.line,
      column: d.column,
      code: d.code,
    })),
  };
}

/**
 * Rules that defeat each other (the shadow diagnostic): the active rules fed with every product of the
 * catalogue, as the index sees them (product-index.ts), through the rules language's shadow analysis
 * (dsl/src/shadowing.ts): a rule X never fires for a product an earlier rule Y (by priority, ties lower id)
 * also matches when Y's scope (customer groups, stores, countries) covers X's. Only full covering is reported;
 * partly overlapping scopes are not shadowing (X still fires for the callers outside Y's scope).
 * A warning, never a refusal: the rules are saved as written.
 */
import { sampleScope, shadowAnalysis, shadowMessage } from "../../../dsl/src/index.ts";
import type { RequestContext } from "../../core/context.ts";
import type { AccessModule } from "./gate.ts";
import { evaluable, forEachRuleProduct } from "./product-index.ts";

export interface RuleShadowDto {
  ruleId: number;
  ruleName: string;
  rulePriority: number;
  shadowedById: number;
  shadowedByName: string;
  shadowedByPriority: number;
  /** products the rule never fires for, because the earlier rule decides first */
  productCount: number;
  /** products the rule's conditions match */
  matchedCount: number;
  /** the rule fires for no product at all (earlier rules covering its scope take every product it matches) */
  neverFires: boolean;
  message: string;
  /** a caller in the shadowed rule's scope (for explain): its first group (else guests), store (else the default), country */
  scope: { groupId: number; storeId: number; storeCode: string; country: string | null };
  productIds: number[];
}

export interface RulesDiagnosticsDto {
  ruleCount: number;
  productCount: number;
  shadows: RuleShadowDto[];
}

/**
 * the last analysis per app, with what it was computed from: the active rules (id, priority, last change), the
 * products (count, last change) and the category tree. Reading a large catalogue is the expensive part (see
 * docs/access-gate.md), so the grid, the editor and each page of products reuse it until one of these changes.
 */
const last = new WeakMap<object, { key: string; result: RulesDiagnosticsDto }>();

/** the shadows among the active rules (`ruleId`: only those of that rule, shadowed or shadowing) */
export async function rulesDiagnostics(ctx: RequestContext, m: AccessModule, ruleId?: number | null): Promise<RulesDiagnosticsDto> {
  const db = ctx.app.db;
  const [rows, products, cats] = await Promise.all([
    db.accessRule.findMany({ where: { isActive: true }, orderBy: [{ priority: "asc" }, { id: "asc" }] }),
    db.product.aggregate({ _count: { _all: true }, _max: { updatedAt: true } }),
    db.category.findMany({ select: { id: true, path: true }, orderBy: { id: "asc" } }),
  ]);
  const key = JSON.stringify([
    rows.map((r) => [r.id, r.priority, r.updatedAt.getTime()]),
    products._count._all,
    products._max.updatedAt?.getTime() ?? null,
    cats.map((c) => `${c.id}:${c.path}`).join(","),
  ]);
  const known = last.get(m.app);
  const all = known?.key === key ? known.result : await analyse(ctx, rows);
  last.set(m.app, { key, result: all });
  return { ...all, shadows: all.shadows.filter((s) => ruleId == null || s.ruleId === ruleId || s.shadowedById === ruleId) };
}

async function analyse(ctx: RequestContext, rows: Awaited<ReturnType<RequestContext["app"]["db"]["accessRule"]["findMany"]>>): Promise<RulesDiagnosticsDto> {
  const db = ctx.app.db;
  const rules = await Promise.all(rows.map((r) => evaluable(db, r)));
  const analysis = shadowAnalysis<number>(rules);
  if (rules.length > 1) {
    await forEachRuleProduct(ctx.app, db, (batch) => {
      for (const { id, product } of batch) analysis.add(id, product);
    });
  }
  const report = analysis.report();
  const stores = await ctx.app.stores();
  const productCount = rules.length > 1 ? report.products : await db.product.count();
  const shadowedCount = new Map<number, number>();
  for (const s of report.shadows) shadowedCount.set(s.rule.id, (shadowedCount.get(s.rule.id) ?? 0) + s.products.length);
  const shadows = report.shadows.map((s): RuleShadowDto => {
    const matched = report.matched.get(s.rule.id) ?? 0;
    const scope = sampleScope(s.rule, { group: 0, store: stores.default.code });
    const store = stores.all.find((x) => x.code === scope.store) ?? stores.default;
    return {
      ruleId: s.rule.id,
      ruleName: s.rule.name,
      rulePriority: s.rule.priority,
      shadowedById: s.by.id,
      shadowedByName: s.by.name,
      shadowedByPriority: s.by.priority,
      productCount: s.products.length,
      matchedCount: matched,
      neverFires: shadowedCount.get(s.rule.id) === matched,
      message: shadowMessage({ rule: s.rule, by: s.by, count: s.products.length, matched }),
      scope: { groupId: scope.group, storeId: store.id, storeCode: store.code, country: scope.country },
      productIds: s.products,
    };
  });
  return { ruleCount: rules.length, productCount, shadows };
}

/** one page of a shadow's products, for listing and explaining them */
export async function shadowProducts(ctx: RequestContext, ids: number[], page: number, pageSize: number) {
  const slice = ids.slice((page - 1) * pageSize, page * pageSize);
  const rows = slice.length ? await ctx.app.db.product.findMany({ where: { id: { in: slice } }, select: { id: true, sku: true, name: true } }) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { items: slice.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])), totalCount: ids.length };
}

/** Rules mode: the admin's rule grid, writes (each reindexing its rule in the same transaction), import, explain. */
import { z } from "zod";
import {
  compileSource,
  explain as explainRules,
  importTree,
  TreeImportError,
  type CatalogDescription,
  type CombineNode,
  type Diagnostic,
} from "../../../dsl/src/index.ts";
import { checkedCustomerGroup, isAdmin, type RequestContext } from "../../core/context.ts";
import { typedAttributeValue } from "../../catalog/attributes.ts";
import { ProblemError, type FieldError } from "../../core/errors.ts";
import { withTransaction, dbOf, afterCommit } from "../../core/unit-of-work.ts";
import { parseInput } from "../../core/api/input.ts";
import { ctaUrl } from "./config.ts";
import { loadProducts } from "../../catalog/product-loader.ts";
import { announceChange, GATE_TOPIC, decide, gateForStore, ruleProduct, type AccessModule, type GateDecision } from "./gate.ts";
import { lockIndex, reindexRule } from "./product-index.ts";
import { ruleWriteImpact } from "./impact.ts";
import { recordAudit } from "../../core/audit/record.ts";
import type { ShopperImpact } from "../../store/shopper-impact.ts";
import { csvNumbers, csvStrings, ENFORCEMENTS, isLegacy, ruleOf, type AccessRuleRow } from "./rule-model.ts";

export interface AccessRuleDto {
  id: number;
  name: string;
  isActive: boolean;
  priority: number;
  customerGroupIds: number[];
  storeCodes: string[];
  countries: string[];
  source: string | null;
  conditions: unknown;
  legacy: boolean;
  scopeCategoryIds: number[];
  productIds: number[];
  hideListing: boolean;
  hidePrice: boolean;
  blockPurchase: boolean;
  redirectCms: string | null;
  enforcement: (typeof ENFORCEMENTS)[number];
  message: string | null;
  ctaLabel: string | null;
  ctaUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

export const ruleInputSchema = z.object({
  name: z.string().trim().min(1).max(255),
  isActive: z.boolean(),
  priority: z.number().int().min(-1_000_000).max(1_000_000),
  customerGroupIds: z.array(z.number().int().min(0)).max(1000),
  storeCodes: z.array(z.string().min(1).max(64)).max(1000),
  countries: z.array(z.string().regex(/^[A-Za-z]{2}$/, "an ISO 3166-1 alpha-2 code")).max(300),
  /** product matching in the rules language: the expression of a `when` clause ("" or null: every product) */
  source: z.string().max(200_000).nullable(),
  /** product matching as a Magento/Maho condition tree (JSON) */
  conditions: z.unknown().nullable(),
  scopeCategoryIds: z.array(z.number().int().min(1)).max(10_000),
  productIds: z.array(z.number().int().min(1)).max(100_000),
  hideListing: z.boolean(),
  hidePrice: z.boolean(),
  blockPurchase: z.boolean(),
  redirectCms: z.string().max(255).nullable(),
  enforcement: z.enum(ENFORCEMENTS),
  message: z.string().max(1000).nullable(),
  /** override the store's call to action in place of a hidden price */
  ctaLabel: z.string().max(255).nullable(),
  ctaUrl: ctaUrl.nullable(),
});
export type AccessRuleInput = Partial<z.infer<typeof ruleInputSchema>>;

export async function toDto(ctx: RequestContext, row: AccessRuleRow): Promise<AccessRuleDto> {
  const links = isLegacy(row) ? await dbOf(ctx).accessRuleProduct.findMany({ where: { ruleId: row.id }, orderBy: { productId: "asc" } }) : [];
  return {
    id: row.id,
    name: row.name,
    isActive: row.isActive,
    priority: row.priority,
    customerGroupIds: csvNumbers(row.customerGroupIds),
    storeCodes: csvStrings(row.storeCodes),
    countries: csvStrings(row.countries),
    source: row.source,
    conditions: row.conditions ? JSON.parse(row.conditions) : null,
    legacy: isLegacy(row),
    scopeCategoryIds: csvNumbers(row.scopeCategoryIds),
    productIds: links.map((l) => l.productId),
    hideListing: row.hideListing,
    hidePrice: row.hidePrice,
    blockPurchase: row.blockPurchase,
    redirectCms: row.redirectCms,
    enforcement: (ENFORCEMENTS as readonly string[]).includes(row.enforcement) ? (row.enforcement as AccessRuleDto["enforcement"]) : "both",
    message: row.message,
    ctaLabel: row.ctaLabel,
    ctaUrl: row.ctaUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// ---------- grid ----------

export interface RuleFilter {
  name?: string | null;
  isActive?: boolean | null;
  customerGroupId?: number | null;
}
export interface RuleSort {
  field: "priority" | "id" | "name" | "updatedAt";
  direction: "asc" | "desc";
}

export async function listRules(ctx: RequestContext, filter: RuleFilter, sort: RuleSort, page: number, pageSize: number) {
  const db = ctx.app.db;
  const where = {
    ...(filter.name ? { name: { contains: filter.name } } : {}),
    ...(filter.isActive != null ? { isActive: filter.isActive } : {}),
  };
  let rows = await db.accessRule.findMany({ where, orderBy: [{ [sort.field]: sort.direction }, { id: "asc" }] });
  // group ids are a list column: filtered here (rule sets are small)
  if (filter.customerGroupId != null) {
    rows = rows.filter((r) => {
      const g = csvNumbers(r.customerGroupIds);
      return g.length === 0 || g.includes(filter.customerGroupId!);
    });
  }
  const items = await Promise.all(rows.slice((page - 1) * pageSize, page * pageSize).map((r) => toDto(ctx, r)));
  return { items, totalCount: rows.length };
}

// ---------- validation ----------

/** what a rule is checked against (the console's editor checks against the same, see accessRuleCatalog) */
export async function catalogDescription(ctx: RequestContext): Promise<CatalogDescription> {
  const db = ctx.app.db;
  const [{ byId }, cats, groups, stores, pages] = await Promise.all([
    ctx.app.attributes.load(),
    db.category.findMany({ select: { id: true } }),
    db.customerGroup.findMany({ select: { id: true, code: true } }),
    ctx.app.stores(),
    db.cmsPage.findMany({ select: { identifier: true } }),
  ]);
  const attributes: CatalogDescription["attributes"] = {};
  for (const a of byId.values()) attributes[a.code] = { type: a.inputType, options: [...a.options.values()] };
  return {
    attributes,
    categoryIds: cats.map((c) => c.id),
    groups: Object.fromEntries(groups.map((g) => [g.code, g.id])),
    stores: stores.all.map((s) => s.code),
    cmsPages: pages.map((p) => p.identifier),
  };
}

const WRAP_PREFIX = 'rule "r"\nwhen ';

/** the `when` expression in the rules language -> its condition tree; diagnostics as field errors with line and column */
export function compileWhen(source: string, catalog: CatalogDescription): { tree: CombineNode | null; errors: FieldError[]; warnings: string[] } {
  if (source.trim() === "")
    return { tree: { type: "catalog/rule_condition_combine", aggregator: "all", value: "1", conditions: [] }, errors: [], warnings: [] };
  const { rules, diagnostics } = compileSource(`${WRAP_PREFIX}${source}\nthen hide_price\n`, catalog);
  // positions back in the caller's text: its first line follows "when "
  const at = (d: Diagnostic) => {
    const line = d.line - 1;
    return { line: Math.max(line, 1), column: line === 1 ? Math.max(d.column - 5, 1) : d.column };
  };
  const fmt = (d: Diagnostic) => {
    const p = at(d);
    return `line ${p.line}, column ${p.column}: ${d.message}${d.hint ? ` (${d.hint})` : ""}`;
  };
  const errors = diagnostics.filter((d) => d.severity === "error").map((d) => ({ field: "source", code: d.code, message: fmt(d) }));
  const warnings = diagnostics.filter((d) => d.severity === "warning").map(fmt);
  return { tree: errors.length ? null : (rules[0]?.conditions ?? null), errors, warnings };
}

const invalid = (errors: FieldError[]) => new ProblemError(422, "invalid", errors[0]?.message ?? "The rule is invalid", { errors });

/** the row's columns for a validated input merged over the existing row (null: a new rule) */
async function columns(ctx: RequestContext, catalog: CatalogDescription, existing: AccessRuleRow | null, raw: AccessRuleInput) {
  const input = parseInput(ruleInputSchema.partial(), raw);
  if (!existing && !input.name) throw invalid([{ field: "name", code: "required", message: "a rule needs a name" }]);
  const db = dbOf(ctx);
  const errors: FieldError[] = [];
  if (input.customerGroupIds) {
    const known = new Set(Object.values(catalog.groups ?? {}));
    const unknown = input.customerGroupIds.filter((g) => !known.has(g));
    if (unknown.length) errors.push({ field: "customerGroupIds", code: "unknown_customer_group", message: `no customer group ${unknown.join(", ")}` });
  }
  if (input.storeCodes) {
    const unknown = input.storeCodes.filter((s) => !catalog.stores?.includes(s));
    if (unknown.length) errors.push({ field: "storeCodes", code: "unknown_store", message: `no store ${unknown.join(", ")}` });
  }
  if (input.scopeCategoryIds) {
    const known = new Set(catalog.categoryIds);
    const unknown = input.scopeCategoryIds.filter((c) => !known.has(c));
    if (unknown.length) errors.push({ field: "scopeCategoryIds", code: "unknown_category", message: `no category ${unknown.join(", ")}` });
  }
  if (input.productIds?.length) {
    const found = new Set((await db.product.findMany({ where: { id: { in: input.productIds } }, select: { id: true } })).map((p) => p.id));
    const unknown = input.productIds.filter((p) => !found.has(p));
    if (unknown.length) errors.push({ field: "productIds", code: "unknown_product", message: `no product ${unknown.slice(0, 20).join(", ")}` });
  }
  if (input.redirectCms && !catalog.cmsPages?.includes(input.redirectCms)) {
    errors.push({ field: "redirectCms", code: "unknown_cms_page", message: `no CMS page "${input.redirectCms}"` });
  }
  let source = existing?.source ?? null;
  let conditions = existing?.conditions ?? null;
  if (input.source !== undefined && input.source !== null) {
    const c = compileWhen(input.source, catalog);
    errors.push(...c.errors);
    source = input.source;
    conditions = c.tree ? JSON.stringify(c.tree) : null;
  } else if (input.conditions !== undefined && input.conditions !== null) {
    try {
      conditions = JSON.stringify(importTree(input.conditions));
      source = null;
    } catch (e) {
      if (!(e instanceof TreeImportError)) throw e;
      errors.push({ field: "conditions", code: "invalid_tree", message: e.message });
    }
  } else if (input.source === null || input.conditions === null) {
    // both cleared: a legacy rule (categories and linked products)
    if (input.source === null && (input.conditions === null || input.conditions === undefined)) source = null;
    if (input.conditions === null && (input.source === null || input.source === undefined)) conditions = null;
  }
  const merged = {
    name: input.name ?? existing?.name ?? "",
    isActive: input.isActive ?? existing?.isActive ?? true,
    priority: input.priority ?? existing?.priority ?? 0,
    customerGroupIds: input.customerGroupIds ? input.customerGroupIds.join(",") : (existing?.customerGroupIds ?? ""),
    storeCodes: input.storeCodes ? input.storeCodes.join(",") : (existing?.storeCodes ?? ""),
    countries: input.countries ? input.countries.map((c) => c.toUpperCase()).join(",") : (existing?.countries ?? ""),
    source,
    conditions,
    scopeCategoryIds: input.scopeCategoryIds ? input.scopeCategoryIds.join(",") : (existing?.scopeCategoryIds ?? ""),
    hideListing: input.hideListing ?? existing?.hideListing ?? false,
    hidePrice: input.hidePrice ?? existing?.hidePrice ?? false,
    blockPurchase: input.blockPurchase ?? existing?.blockPurchase ?? false,
    redirectCms: input.redirectCms !== undefined ? input.redirectCms || null : (existing?.redirectCms ?? null),
    enforcement: input.enforcement ?? existing?.enforcement ?? "both",
    message: input.message !== undefined ? input.message || null : (existing?.message ?? null),
    ctaLabel: input.ctaLabel !== undefined ? input.ctaLabel || null : (existing?.ctaLabel ?? null),
    ctaUrl: input.ctaUrl !== undefined ? input.ctaUrl || null : (existing?.ctaUrl ?? null),
  };
  if (!merged.hideListing && !merged.hidePrice && !merged.blockPurchase && !merged.redirectCms) {
    errors.push({ field: "actions", code: "no_action", message: "a rule needs at least one action: hideListing, hidePrice, blockPurchase or redirectCms" });
  }
  if (errors.length) throw invalid(errors);
  return { merged, productIds: input.productIds };
}

async function writeLinks(ctx: RequestContext, ruleId: number, productIds: number[] | undefined) {
  if (!productIds) return;
  const db = dbOf(ctx);
  await db.accessRuleProduct.deleteMany({ where: { ruleId } });
  if (productIds.length) await db.accessRuleProduct.createMany({ data: [...new Set(productIds)].map((productId) => ({ ruleId, productId })) });
}

/** a dry run: the write is made in its transaction, its impact computed there, and the transaction rolled back */
export interface DryRun {
  /** what the write would change for shoppers, set by the dry run */
  impact?: ShopperImpact;
}

/** thrown at the end of a dry run's transaction so that it rolls back, carrying the answer out */
class RolledBack<T> {
  constructor(readonly result: T) {}
}

/**
 * one write: the row, its legacy links, its index and its audit entries in one transaction; every instance evicts
 * after commit. What the checks read outside the transaction (catalogue description, attributes) is read before it
 * opens: SQLite has one connection, which the open transaction holds. With `dryRun` the same write is made, the
 * gate before and after it compared (impact.ts) and the transaction rolled back: nothing is written, announced or
 * audited, and no other request sees it (on PostgreSQL it is never committed; on SQLite the transaction holds the
 * only connection until it rolls back).
 */
async function write<T>(
  ctx: RequestContext,
  m: AccessModule,
  fn: (tx: RequestContext, catalog: CatalogDescription) => Promise<{ result: T; reindex: number[] }>,
  dryRun?: DryRun,
): Promise<T> {
  const catalog = await catalogDescription(ctx);
  await ctx.app.attributes.load();
  // a dry run counts at every store (the default first): a rule may be limited to any of them
  const { all, default: def } = await ctx.app.stores();
  const stores = [def, ...all.filter((s) => s.id !== def.id)];
  try {
    return await withTransaction(
      ctx,
      async (tx) => {
        // before anything is read: the index is built from what every product save before it committed
        await lockIndex(m.app, dbOf(tx), "rule");
        const compare = dryRun ? await ruleWriteImpact(m, dbOf(tx), stores) : null;
        const { result, reindex } = await fn(tx, catalog);
        for (const id of reindex) await reindexRule(m.app, dbOf(tx), id);
        if (dryRun && compare) {
          dryRun.impact = await compare();
          throw new RolledBack(result);
        }
        const version = await m.app.coherence.bump(dbOf(tx), GATE_TOPIC);
        await afterCommit(tx, () => announceChange(m.app, version));
        return result;
      },
      { timeout: 120_000 },
    );
  } catch (e) {
    if (e instanceof RolledBack) return e.result as T;
    throw e;
  }
}

/** the audit entry of a rule write (`before` null: created; `after` null: deleted) */
const audit = (tx: RequestContext, operation: string, id: number, before: AccessRuleDto | null, after: AccessRuleDto | null) =>
  recordAudit(dbOf(tx), tx, { operation, entityType: "access_rule", entityId: id, before: before ? { ...before } : null, after: after ? { ...after } : null });

export interface CatchAllOptions {
  /** an active rule that matches every product of the catalogue is written only with this */
  confirmCatchAll?: boolean;
  /** given: a dry run (nothing is written; its impact is set on it) */
  dryRun?: DryRun;
}

const catchAllUnconfirmed = (message: string, field: string) =>
  new ProblemError(422, "catch_all_unconfirmed", message, { errors: [{ field, code: "catch_all_unconfirmed", message }] });
const CATCH_ALL =
  "matches every product of the catalogue (its conditions hold whatever the product, or for each product there is): confirm with confirmCatchAll: true, or give it conditions that leave some product out";

/**
 * Rebuilds the rule's index in the write's transaction and refuses (rolling the write back) an active rule
 * that matches every product unless confirmed: decided on what the rule matches, not on how its tree is spelt.
 */
async function reindexChecked(
  tx: RequestContext,
  m: AccessModule,
  id: number,
  opts: CatchAllOptions,
  error = (msg: string) => catchAllUnconfirmed(msg, "conditions"),
) {
  const { everyProduct } = await reindexRule(m.app, dbOf(tx), id);
  if (everyProduct && !opts.confirmCatchAll) throw error(CATCH_ALL);
}

export async function createRule(ctx: RequestContext, m: AccessModule, input: AccessRuleInput, opts: CatchAllOptions = {}): Promise<AccessRuleDto> {
  return write(
    ctx,
    m,
    async (tx, catalog) => {
      const { merged, productIds } = await columns(tx, catalog, null, input);
      const row = await dbOf(tx).accessRule.create({ data: merged });
      await writeLinks(tx, row.id, productIds);
      await reindexChecked(tx, m, row.id, opts);
      const dto = await toDto(tx, row);
      await audit(tx, "accessRuleCreate", row.id, null, dto);
      return { result: dto, reindex: [] };
    },
    opts.dryRun,
  );
}

async function existing(ctx: RequestContext, id: number): Promise<AccessRuleRow> {
  const row = await dbOf(ctx).accessRule.findUnique({ where: { id } });
  if (!row) throw new ProblemError(404, "not_found", `Access rule ${id} not found`);
  return row;
}

export async function updateRule(ctx: RequestContext, m: AccessModule, id: number, input: AccessRuleInput, opts: CatchAllOptions = {}): Promise<AccessRuleDto> {
  return write(
    ctx,
    m,
    async (tx, catalog) => {
      const was = await existing(tx, id);
      const before = await toDto(tx, was);
      const { merged, productIds } = await columns(tx, catalog, was, input);
      const row = await dbOf(tx).accessRule.update({ where: { id }, data: merged });
      await writeLinks(tx, id, productIds);
      await reindexChecked(tx, m, id, opts);
      const dto = await toDto(tx, row);
      await audit(tx, "accessRuleUpdate", id, before, dto);
      return { result: dto, reindex: [] };
    },
    opts.dryRun,
  );
}

export async function deleteRule(ctx: RequestContext, m: AccessModule, id: number, opts: { dryRun?: DryRun } = {}): Promise<AccessRuleDto> {
  return write(
    ctx,
    m,
    async (tx) => {
      const dto = await toDto(tx, await existing(tx, id));
      await dbOf(tx).accessRuleProduct.deleteMany({ where: { ruleId: id } });
      await dbOf(tx).accessRule.delete({ where: { id } });
      await audit(tx, "accessRuleDelete", id, dto, null);
      return { result: dto, reindex: [id] };
    },
    opts.dryRun,
  );
}

export async function setRuleEnabled(ctx: RequestContext, m: AccessModule, id: number, enabled: boolean, opts: CatchAllOptions = {}): Promise<AccessRuleDto> {
  return write(
    ctx,
    m,
    async (tx) => {
      const before = await toDto(tx, await existing(tx, id));
      const row = await dbOf(tx).accessRule.update({ where: { id }, data: { isActive: enabled } });
      await reindexChecked(tx, m, id, opts);
      const dto = await toDto(tx, row);
      await audit(tx, "accessRuleSetEnabled", id, before, dto);
      return { result: dto, reindex: [] };
    },
    opts.dryRun,
  );
}

/** priorities 10, 20, 30, ... in the given order; rules not named keep theirs */
export async function reorderRules(ctx: RequestContext, m: AccessModule, ids: number[], opts: { dryRun?: DryRun } = {}): Promise<AccessRuleDto[]> {
  return write(
    ctx,
    m,
    async (tx) => {
      const db = dbOf(tx);
      const found = await db.accessRule.findMany({ where: { id: { in: ids } }, select: { id: true } });
      if (found.length !== new Set(ids).size) {
        const known = new Set(found.map((r) => r.id));
        throw new ProblemError(404, "not_found", `Access rule(s) not found: ${ids.filter((i) => !known.has(i)).join(", ")}`);
      }
      const out: AccessRuleDto[] = [];
      for (const [i, id] of ids.entries()) {
        const before = await db.accessRule.findUniqueOrThrow({ where: { id }, select: { priority: true } });
        const dto = await toDto(tx, await db.accessRule.update({ where: { id }, data: { priority: (i + 1) * 10 } }));
        await audit(tx, "accessRulesReorder", id, { ...dto, priority: before.priority }, dto);
        out.push(dto);
      }
      return { result: out, reindex: [] };
    },
    opts.dryRun,
  );
}

const IMPORT_ACTIONS = ["hide_listing", "hide_price", "block_purchase", "redirect_cms"] as const;
const IMPORT_SCOPE = ["customer_group_ids", "store_codes", "countries"] as const;

/**
 * Magento/Maho rule JSON: one rule, an array, or {rules: [...]}. Known keys: name, is_active, sort_order
 * (priority), customer_group_ids, store_codes, countries, conditions_serialized or conditions (the tree),
 * scope_category_ids and product_ids (legacy), hide_listing, hide_price, block_purchase, redirect_cms,
 * enforcement, message. Each rule must name its actions and its scope (a key of each, so `{}` is never a
 * rule), and an active rule that matches every product of the catalogue (counted over the catalogue as its
 * index is built, in the import's transaction) is imported only with `confirmCatchAll`.
 * All or nothing: one transaction.
 */
export async function importRules(ctx: RequestContext, m: AccessModule, json: unknown, opts: CatchAllOptions = {}): Promise<AccessRuleDto[]> {
  const list = Array.isArray(json)
    ? json
    : json && typeof json === "object" && Array.isArray((json as { rules?: unknown }).rules)
      ? (json as { rules: unknown[] }).rules
      : [json];
  const csv = (v: unknown) => (Array.isArray(v) ? v : typeof v === "string" ? v.split(",").filter((s) => s.trim() !== "") : v == null ? undefined : [v]);
  const bool = (v: unknown) => (v == null ? undefined : v === true || v === 1 || v === "1" || v === "true");
  return write(
    ctx,
    m,
    async (tx, catalog) => {
      const out: AccessRuleDto[] = [];
      for (const [i, raw] of list.entries()) {
        if (!raw || typeof raw !== "object") throw invalid([{ field: `rules.${i}`, code: "invalid", message: "a rule is a JSON object" }]);
        const r = raw as Record<string, unknown>;
        const tree = r.conditions_serialized ?? r.conditions;
        const input: AccessRuleInput = {
          name: typeof r.name === "string" ? r.name : `Imported rule ${i + 1}`,
          isActive: bool(r.is_active) ?? true,
          priority: r.sort_order != null ? Number(r.sort_order) : r.priority != null ? Number(r.priority) : 0,
          customerGroupIds: csv(r.customer_group_ids)?.map(Number),
          storeCodes: csv(r.store_codes)?.map(String),
          countries: csv(r.countries)?.map(String),
          conditions: tree ?? null,
          source: null,
          scopeCategoryIds: csv(r.scope_category_ids)?.map(Number),
          productIds: csv(r.product_ids)?.map(Number),
          hideListing: bool(r.hide_listing) ?? false,
          hidePrice: bool(r.hide_price) ?? false,
          blockPurchase: bool(r.block_purchase) ?? false,
          redirectCms: typeof r.redirect_cms === "string" ? r.redirect_cms : null,
          enforcement: (typeof r.enforcement === "string" ? r.enforcement : "both") as AccessRuleInput["enforcement"],
          message: typeof r.message === "string" ? r.message : null,
          ctaLabel: typeof r.cta_label === "string" ? r.cta_label : null,
          ctaUrl: typeof r.cta_url === "string" ? r.cta_url : null,
        };
        const at = (code: string, message: string, field = `rules.${i}`) =>
          new ProblemError(422, code, `rule ${i + 1}: ${message}`, { errors: [{ field, code, message }] });
        if (!input.hideListing && !input.hidePrice && !input.blockPurchase && !input.redirectCms)
          throw at("no_action", `names no action: set one of ${IMPORT_ACTIONS.join(", ")}`);
        if (!IMPORT_SCOPE.some((k) => r[k] != null)) throw at("no_scope", `names no scope: set ${IMPORT_SCOPE.join(", ")} (an empty list: everybody)`);
        if (tree == null) input.conditions = undefined;
        let cols: Awaited<ReturnType<typeof columns>>;
        try {
          cols = await columns(tx, catalog, null, input);
        } catch (e) {
          if (e instanceof ProblemError)
            throw new ProblemError(e.status, e.code, `rule ${i + 1}: ${e.message}`, {
              errors: e.errors?.map((f) => ({ ...f, field: `rules.${i}.${f.field}` })),
            });
          throw e;
        }
        const row = await dbOf(tx).accessRule.create({ data: cols.merged });
        await writeLinks(tx, row.id, cols.productIds);
        // the whole import rolls back when a rule is refused here
        await reindexChecked(tx, m, row.id, opts, (msg) => at("catch_all_unconfirmed", msg, `rules.${i}.conditions`));
        const dto = await toDto(tx, row);
        await audit(tx, "accessRulesImport", row.id, null, dto);
        out.push(dto);
      }
      return { result: out, reindex: [] };
    },
    opts.dryRun,
  );
}

// ---------- explain ----------

export interface ExplainResult {
  mode: string;
  enabled: boolean;
  ruleId: number | null;
  ruleName: string | null;
  summary: string;
  decision: GateDecision;
  /** every rule considered, in order, up to the one that decided (Rules mode) */
  steps: unknown;
  /** who the decision was explained for */
  caller: ExplainCaller;
}

export interface ExplainCaller {
  customerId: number | null;
  customerEmail: string | null;
  groupId: number;
  storeId: number;
  storeCode: string;
  country: string | null;
  /** where the destination country came from: given, the customer's active cart, or none known */
  countryFrom: "given" | "cart" | "none";
}

/**
 * the caller to explain for: a customer (an id, or an email; their group, their store unless one is given, and
 * their active cart's shipping country unless one is given), or a group
 */
async function explainCaller(
  ctx: RequestContext,
  a: { groupId?: number | null; customer?: string | null; storeId?: number | null; country?: string | null },
): Promise<ExplainCaller> {
  // a customer's group, store and cart country are customer data: the customers scope's, beside the catalog's
  if (a.customer != null && !isAdmin(ctx, "customers"))
    throw new ProblemError(403, "forbidden", "Explaining for a customer needs the customers scope; explain for their group instead", {
      errors: [{ field: "customer", code: "forbidden", message: "needs the customers scope" }],
    });
  const given = a.country ? a.country.trim().toUpperCase() : null;
  if (given !== null && !/^[A-Z]{2}$/.test(given))
    throw new ProblemError(400, "invalid", "country is an ISO 3166-1 alpha-2 code", {
      errors: [{ field: "country", code: "invalid", message: "an ISO 3166-1 alpha-2 code" }],
    });
  const stores = await ctx.app.stores();
  const storeOf = (id: number | null | undefined) => {
    const store = id != null ? stores.all.find((s) => s.id === id) : stores.default;
    if (!store) throw new ProblemError(404, "not_found", `Store ${id} not found`);
    return store;
  };
  const q = a.customer?.trim();
  if (!q) {
    if (a.groupId == null)
      throw new ProblemError(400, "invalid", "give a customer group or a customer", {
        errors: [{ field: "groupId", code: "required", message: "give groupId or customer" }],
      });
    const store = storeOf(a.storeId);
    return {
      customerId: null,
      customerEmail: null,
      groupId: a.groupId,
      storeId: store.id,
      storeCode: store.code,
      country: given,
      countryFrom: given ? "given" : "none",
    };
  }
  if (a.groupId != null)
    throw new ProblemError(400, "invalid", "give a customer group or a customer, not both", {
      errors: [{ field: "groupId", code: "invalid", message: "a customer has their own group" }],
    });
  const db = ctx.app.db;
  const where = /^\d{1,9}$/.test(q) ? { id: Number(q) } : { email: q.toLowerCase() };
  const c = await db.customer.findFirst({
    where: { ...where, ...(a.storeId != null ? { storeId: a.storeId } : {}) },
    select: { id: true, email: true, groupId: true, storeId: true, isApproved: true, approvalStatus: true },
    orderBy: { id: "asc" },
  });
  if (!c) throw new ProblemError(404, "not_found", `No customer ${JSON.stringify(q)}${a.storeId != null ? ` in store ${a.storeId}` : ""}`);
  const store = storeOf(a.storeId ?? c.storeId);
  let country = given;
  let countryFrom: ExplainCaller["countryFrom"] = given ? "given" : "none";
  if (!country) {
    // as the gate reads it for this customer (core context): their newest active cart in the store
    const cart = await db.cart.findFirst({
      where: { customerId: c.id, storeId: store.id, status: "active" },
      select: { shippingCountry: true },
      orderBy: { id: "desc" },
    });
    if (cart?.shippingCountry) {
      country = cart.shippingCountry.toUpperCase();
      countryFrom = "cart";
    }
  }
  // the group a request of theirs buys in, as the token check derives it (a module may: e.g. their company's); a
  // customer the check refuses gets no token, and is explained in their own group
  let groupId = c.groupId;
  try {
    const asCustomer: RequestContext = { ...ctx, store, caller: { kind: "customer", customerId: c.id, email: c.email }, memo: new Map() };
    groupId = await checkedCustomerGroup(asCustomer, c);
  } catch (e) {
    if (!(e instanceof ProblemError)) throw e;
  }
  return { customerId: c.id, customerEmail: c.email, groupId, storeId: store.id, storeCode: store.code, country, countryFrom };
}

export async function explainAccess(
  ctx: RequestContext,
  m: AccessModule,
  a: { productId: number; groupId?: number | null; customer?: string | null; storeId?: number | null; country?: string | null },
): Promise<ExplainResult> {
  const caller = await explainCaller(ctx, a);
  const store = { id: caller.storeId, code: caller.storeCode };
  const cfg = await m.configForStore(store.id);
  const [p] = await loadProducts(ctx.app.db, [a.productId], true);
  if (!p) throw new ProblemError(404, "not_found", `Product ${a.productId} not found`);
  const g = await gateForStore(m, store.id, store.code);
  const { byId } = await ctx.app.attributes.load();
  const attributes: Record<string, unknown> = {};
  for (const v of p.attributeValues) {
    const info = byId.get(v.attributeId);
    if (info) attributes[info.code] = typedAttributeValue(info, v.value);
  }
  const rp = ruleProduct(g, { ...p, categoryIds: p.categories.map((c) => c.categoryId) }, attributes);
  const scope = { group: caller.groupId, store: store.code, country: caller.country };
  const decision = decide(g, rp, scope);
  if (!cfg.enabled)
    return {
      mode: cfg.mode,
      enabled: false,
      ruleId: null,
      ruleName: null,
      summary: "the module is switched off for this store: nothing is gated",
      decision,
      steps: [],
      caller,
    };
  if (cfg.mode === "basic") {
    const why = decision.fired
      ? !cfg.byCustomerGroup && !cfg.byCategory
        ? "both matrix switches are off: the gate fires for everyone"
        : `the activation matrix matched (${[cfg.byCustomerGroup && g.basicGroups.has(caller.groupId) ? `group ${caller.groupId} is listed` : "", cfg.byCategory && rp.categoryIds.some((c) => g.basicCategories.has(c)) ? "the product is in a gated category" : ""].filter(Boolean).join(" and ")})`
      : "the activation matrix did not match";
    return { mode: "basic", enabled: true, ruleId: null, ruleName: null, summary: `Basic mode: ${why}`, decision, steps: [], caller };
  }
  const e = explainRules(g.rules, rp, scope);
  const winner = decision.ruleId !== null ? g.rules.find((r) => r.id === decision.ruleId) : undefined;
  return { mode: "rules", enabled: true, ruleId: winner?.id ?? null, ruleName: winner?.name ?? null, summary: e.summary, decision, steps: e.rules, caller };
}

/** products for the explain panel, by part of the SKU or name, whatever the gate would show the admin's own group */
export async function explainProducts(ctx: RequestContext, search: string, limit: number) {
  const q = search.trim();
  return ctx.app.db.product.findMany({
    where: q ? { OR: [{ sku: { contains: q } }, { name: { contains: q } }] } : {},
    select: { id: true, sku: true, name: true },
    orderBy: [{ sku: "asc" }],
    take: limit,
  });
}

export { ruleOf };

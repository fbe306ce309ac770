/**
 * Basic mode's activation matrix at a glance, for the admin: each customer group and each category with whether
 * the gate fires for it at a store. The matrix is OR-combined (a selected group, or a product in a selected
 * category or below it); with both switches off the gate fires for everyone.
 */
import type { RequestContext } from "../../core/context.ts";
import { ProblemError } from "../../core/errors.ts";
import { ids } from "./config.ts";
import type { AccessModule } from "./gate.ts";

export interface MatrixGroup {
  id: number;
  name: string;
  /** listed in customerGroups */
  selected: boolean;
  /** the gate fires for this group on every product (selected while gating by group, or everyone) */
  gatedEverywhere: boolean;
}

export interface MatrixCategory {
  id: number;
  name: string;
  path: string;
  /** listed in categoryIds */
  selected: boolean;
  /** a category above it is listed (subcategories inherit) */
  inherited: boolean;
  /** the gate fires for every caller on the products here (selected or inherited while gating by category, or everyone) */
  gatedForEveryone: boolean;
}

export interface BasicMatrix {
  storeId: number;
  enabled: boolean;
  mode: string;
  /** the matrix decides (enabled, and mode basic; in rules mode the rules do) */
  applies: boolean;
  hidePrice: boolean;
  blockPurchase: boolean;
  requireLogin: boolean;
  byCustomerGroup: boolean;
  byCategory: boolean;
  /** both switches off: the gate fires for everyone on every product */
  firesForEveryone: boolean;
  groups: MatrixGroup[];
  categories: MatrixCategory[];
  /** ids in the settings that name no group or category (deleted since) */
  unknownGroupIds: number[];
  unknownCategoryIds: number[];
}

export async function basicMatrix(ctx: RequestContext, m: AccessModule, storeId: number): Promise<BasicMatrix> {
  if (storeId !== 0 && !(await ctx.app.stores()).all.some((s) => s.id === storeId)) {
    throw new ProblemError(422, "invalid", "Unknown store", { errors: [{ field: "storeId", code: "not_found", message: "no such store" }] });
  }
  const cfg = await m.configForStore(storeId);
  const [groupRows, categoryRows] = await Promise.all([
    ctx.app.db.customerGroup.findMany({ orderBy: { id: "asc" }, select: { id: true, name: true } }),
    ctx.app.db.category.findMany({ orderBy: [{ path: "asc" }, { id: "asc" }], select: { id: true, name: true, path: true } }),
  ]);
  const groups = new Set(ids(cfg.customerGroups));
  const cats = new Set(ids(cfg.categoryIds));
  const everyone = !cfg.byCustomerGroup && !cfg.byCategory;
  const chain = (c: { id: number; path: string }) => (c.path ? c.path.split("/").map(Number).filter(Number.isInteger) : []).filter((x) => x !== c.id);
  return {
    storeId,
    enabled: cfg.enabled,
    mode: cfg.mode,
    applies: cfg.enabled && cfg.mode === "basic",
    hidePrice: cfg.hidePrice,
    blockPurchase: cfg.blockPurchase,
    requireLogin: cfg.requireLogin,
    byCustomerGroup: cfg.byCustomerGroup,
    byCategory: cfg.byCategory,
    firesForEveryone: everyone,
    groups: groupRows.map((g) => ({
      id: g.id,
      name: g.name,
      selected: groups.has(g.id),
      gatedEverywhere: everyone || (cfg.byCustomerGroup && groups.has(g.id)),
    })),
    categories: categoryRows.map((c) => {
      const selected = cats.has(c.id);
      const inherited = chain(c).some((a) => cats.has(a));
      return { id: c.id, name: c.name, path: c.path, selected, inherited, gatedForEveryone: everyone || (cfg.byCategory && (selected || inherited)) };
    }),
    unknownGroupIds: [...groups].filter((id) => !groupRows.some((g) => g.id === id)),
    unknownCategoryIds: [...cats].filter((id) => !categoryRows.some((c) => c.id === id)),
  };
}

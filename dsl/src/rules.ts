/** Rules as stored and evaluated: scope, condition tree, actions. Built from the DSL or from rows. */
import type { RuleNode, RulesFile } from "./ast.ts";
import type { CatalogDescription } from "./catalog.ts";
import { whenToTree, type CombineNode } from "./tree.ts";

export interface RuleActions {
  hideListing: boolean;
  hidePrice: boolean;
  blockPurchase: boolean;
  redirect: string | null;
}

export interface Rule {
  /** ties in priority go to the lower id */
  id: number;
  name: string;
  priority: number;
  /** customer group ids; empty = any */
  groups: number[];
  /** store codes; empty = any */
  stores: string[];
  /** ISO2 destination countries; empty = any (a listed country needs a known destination) */
  countries: string[];
  conditions: CombineNode;
  actions: RuleActions;
  enforce: "visibility" | "checkout" | "both";
  message: string | null;
}

export const BUILTIN_GROUPS: Record<string, number> = { NOT_LOGGED_IN: 0, General: 1 };

/** AST -> rules; group names resolve through the catalogue's groups (NOT_LOGGED_IN and General built in) */
export function rulesFromAst(file: RulesFile, catalog: CatalogDescription = {}): Rule[] {
  const groups = { ...BUILTIN_GROUPS, ...catalog.groups };
  return file.rules.map((r: RuleNode, i) => ({
    id: i + 1,
    name: r.name,
    priority: r.priority,
    groups: r.groups.map((g) => (typeof g.value === "number" ? g.value : Object.hasOwn(groups, g.value) ? groups[g.value]! : -1)),
    stores: r.stores.map((s) => String(s.value)),
    countries: r.countries.map((c) => String(c.value).toUpperCase()),
    conditions: whenToTree(r.when),
    actions: {
      hideListing: r.actions.some((a) => a.kind === "hide_listing"),
      hidePrice: r.actions.some((a) => a.kind === "hide_price"),
      blockPurchase: r.actions.some((a) => a.kind === "block_purchase"),
      redirect: (r.actions.find((a) => a.kind === "redirect") as { page: string } | undefined)?.page ?? null,
    },
    enforce: r.enforce,
    message: r.message,
  }));
}

export const byPriority = (a: Rule, b: Rule) => a.priority - b.priority || a.id - b.id;

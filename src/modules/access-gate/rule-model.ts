/** Access rules as rows and as the rules language's evaluable rules (legacy rules included). */
import { COMBINE, PRODUCT, emptyTree, importTree, listValue, type CombineNode, type Rule } from "../../../dsl/src/index.ts";
import type { AccessRule as AccessRuleRow } from "../../generated/prisma/client.ts";

export type { AccessRuleRow };
export const ENFORCEMENTS = ["visibility", "checkout", "both"] as const;
export type Enforcement = (typeof ENFORCEMENTS)[number];

export const csvNumbers = (v: string): number[] =>
  v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map(Number)
    .filter((n) => Number.isInteger(n));
export const csvStrings = (v: string): string[] =>
  v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/** a rule without a stored tree is a legacy rule: its categories (subcategories inherit) or linked products */
export const isLegacy = (r: Pick<AccessRuleRow, "conditions" | "source">) => r.conditions === null && r.source === null;

/**
 * The condition tree a row is evaluated with. A legacy rule becomes "any of: category in its categories,
 * sku in its linked products"; one with neither matches every product in its scope, like an empty tree.
 */
export function treeOf(row: AccessRuleRow, linkedSkus: string[]): CombineNode {
  if (!isLegacy(row)) return row.conditions ? importTree(JSON.parse(row.conditions)) : emptyTree();
  const cats = csvNumbers(row.scopeCategoryIds);
  const conditions: CombineNode["conditions"] = [];
  if (cats.length) conditions.push({ type: PRODUCT, attribute: "category_ids", operator: "()", value: listValue(cats.map(String)) });
  if (linkedSkus.length) conditions.push({ type: PRODUCT, attribute: "sku", operator: "()", value: listValue(linkedSkus) });
  return { type: COMBINE, aggregator: "any", value: "1", conditions: conditions.length ? conditions : [] };
}

export function ruleOf(row: AccessRuleRow, linkedSkus: string[]): Rule {
  return {
    id: row.id,
    name: row.name,
    priority: row.priority,
    groups: csvNumbers(row.customerGroupIds),
    stores: csvStrings(row.storeCodes),
    countries: csvStrings(row.countries).map((c) => c.toUpperCase()),
    conditions: treeOf(row, linkedSkus),
    actions: { hideListing: row.hideListing, hidePrice: row.hidePrice, blockPurchase: row.blockPurchase, redirect: row.redirectCms },
    enforce: (ENFORCEMENTS as readonly string[]).includes(row.enforcement) ? (row.enforcement as Enforcement) : "both",
    message: row.message,
  };
}

/** true when the tree matches every product (no conditions) */
export const matchesAll = (t: CombineNode) => t.conditions.length === 0;

/** the tag under which the core's ProductTag table indexes the products a rule's conditions match */
export const ruleTag = (ruleId: number) => `access:rule:${ruleId}`;
export const TAG_PREFIX = "access:rule:";

/**
 * The editor's model, in the browser with dsl's own parser and checker: a rule's text -> diagnostics, the rule
 * it builds (scope, condition tree, actions) and the AccessRuleInput the server takes. The server stores the
 * `when` expression (`source`) and compiles and checks it again on save; the tree shown here is what it will
 * store. A stored rule prints back to text with dsl's printer.
 */
import { type CombineNode, compileSource, type Diagnostic, parse, printRule, printWhen, type Rule, type RulesCatalog } from "../../../../dsl/src/browser.ts";
import type { AccessRuleInput, AccessRuleRowFragment, AccessRulesCatalogQuery } from "../../generated/graphql.ts";

export type CatalogData = AccessRulesCatalogQuery["accessRuleCatalog"];

/** the server's catalogue description in dsl's shape (countries: the checker's ISO 3166-1 list, as on the server) */
export function toCatalog(c: CatalogData): RulesCatalog {
  return {
    attributes: Object.fromEntries(c.attributes.map((a) => [a.code, { type: a.type as never, options: a.options }])),
    categoryIds: c.categoryIds,
    groups: Object.fromEntries(c.groups.map((g) => [g.code, g.id])),
    stores: c.stores,
    cmsPages: c.cmsPages,
  };
}

export interface Compiled {
  diagnostics: Diagnostic[];
  /** the one rule the text defines, when it has no error */
  rule: Rule | null;
}

const ONE_RULE: Omit<Diagnostic, "line" | "column"> = {
  severity: "error",
  code: "one_rule",
  message: "the editor saves one rule at a time; import several with the Import button",
  length: 4,
};

export function compileRule(source: string, catalog: RulesCatalog): Compiled {
  const { rules, diagnostics } = compileSource(source, catalog);
  const errors = diagnostics.filter((d) => d.severity === "error");
  if (!errors.length && rules.length === 0) {
    return { diagnostics: [...diagnostics, { ...ONE_RULE, message: 'write a rule: rule "name" ... then hide_price', line: 1, column: 1 }], rule: null };
  }
  if (rules.length > 1) {
    const second = parse(source).ast.rules[1]!;
    return { diagnostics: [...diagnostics, { ...ONE_RULE, line: second.span.line, column: second.span.column }], rule: null };
  }
  return { diagnostics, rule: errors.length ? null : (rules[0] ?? null) };
}

/** what accessRuleCreate / accessRuleUpdate take for a compiled rule (the `when` printed back by dsl's printer) */
export function toInput(rule: Rule, catalog: RulesCatalog): AccessRuleInput {
  return {
    name: rule.name,
    priority: rule.priority,
    customerGroupIds: rule.groups,
    storeCodes: rule.stores,
    countries: rule.countries,
    source: printWhen(rule.conditions, catalog) ?? "",
    hideListing: rule.actions.hideListing,
    hidePrice: rule.actions.hidePrice,
    blockPurchase: rule.actions.blockPurchase,
    redirectCms: rule.actions.redirect ?? "",
    enforcement: rule.enforce,
    message: rule.message ?? "",
  };
}

/** a stored rule as editor text: group ids by code where the catalogue knows them */
export function ruleText(r: AccessRuleRowFragment, catalog: RulesCatalog): string {
  const codes = new Map(Object.entries(catalog.groups ?? {}).map(([code, id]) => [id, code]));
  return printRule(
    {
      name: r.name,
      priority: r.priority,
      groups: r.customerGroupIds.map((id) => codes.get(id) ?? id),
      stores: r.storeCodes,
      countries: r.countries,
      conditions: r.conditions as CombineNode,
      actions: { hideListing: r.hideListing, hidePrice: r.hidePrice, blockPurchase: r.blockPurchase, redirect: r.redirectCms ?? null },
      enforce: r.enforcement,
      message: r.message ?? null,
    },
    catalog,
  );
}

export const NEW_RULE = `rule "New rule" priority 100
  for groups [NOT_LOGGED_IN]
  when sku contains "WH-"
  then hide_price
  message "Log in with a trade account to see trade prices"`;

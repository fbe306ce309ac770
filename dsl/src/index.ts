/** The rules language: parse, check, compile to the condition tree, print back, compile to a function. */
export * from "./ast.ts";
export { parse, MAX_SOURCE_LENGTH, type ParseResult } from "./parse.ts";
export { check, ALLOWED, type CatalogDescription, type AttributeType } from "./checker.ts";
export { formatDiagnostic, formatDiagnostics, type Diagnostic } from "./diagnostics.ts";
export * from "./tree.ts";
export { printNode, printWhen, printRule, type PrintableRule } from "./printer.ts";
export { rulesFromAst, byPriority, BUILTIN_GROUPS, type Rule, type RuleActions } from "./rules.ts";
export { compileRuleSet, closureRuleSet, explain, treePredicate, scopeMatches, type RuleSetFn, type Explanation } from "./compile.ts";
export type { RuleProduct, RuleScope } from "./semantics.ts";
import { parse } from "./parse.ts";
import { check, type CatalogDescription } from "./checker.ts";
import { rulesFromAst, type Rule } from "./rules.ts";
import type { Diagnostic } from "./diagnostics.ts";

/** parse + check + build rules; `rules` is empty when there are errors */
export function compileSource(source: string, catalog: CatalogDescription = {}): { rules: Rule[]; diagnostics: Diagnostic[] } {
  const { ast, diagnostics } = parse(source);
  const all = [...diagnostics, ...(diagnostics.some((d) => d.severity === "error") ? [] : check(ast, catalog))];
  return { rules: all.some((d) => d.severity === "error") ? [] : rulesFromAst(ast, catalog), diagnostics: all };
}

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
export { diagnose } from "./diagnose.ts";
export { diagnoseCondition, type ConditionResult } from "./condition.ts";
export { scopeCovers, scopesOverlap, sampleScope, shadowAnalysis, shadowMessage, type Shadow, type ShadowReport, type ScopeSpec } from "./shadowing.ts";
import type { CatalogDescription } from "./checker.ts";
import { diagnose } from "./diagnose.ts";
import { rulesFromAst, type Rule } from "./rules.ts";
import type { Diagnostic } from "./diagnostics.ts";

/**
 * parse + check + build rules; `rules` is empty when there are errors. Every error at once: the rules that
 * parsed and what of the others parsed (error recovery) are all checked, beside the syntax errors; a recovered
 * rule's missing action is its syntax error, not reported twice.
 */
export function compileSource(source: string, catalog: CatalogDescription = {}): { rules: Rule[]; diagnostics: Diagnostic[] } {
  const { ast, diagnostics } = diagnose(source, catalog);
  return { rules: diagnostics.some((d) => d.severity === "error") ? [] : rulesFromAst(ast, catalog), diagnostics };
}

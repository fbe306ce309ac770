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

// approval rules: the order subject (docs/rules-language.md "Approval rules (order subject)")
export type { ApprovalExpr, ApprovalFile, ApprovalRuleNode, Operand, StepNode } from "./approval-ast.ts";
export { parseApprovals, compileApprovalSource, type ApprovalParseResult } from "./approval-parse.ts";
export { type ApprovalRule, type ApprovalStep, byApprovalPriority, importApprovalRule, MAX_STEP_COUNT } from "./approval-rules.ts";
export {
  APPROVAL_COMBINE,
  ORDER_CONDITION,
  LINES_FOUND,
  BUYER_CONDITION,
  AMOUNT_CONDITION,
  ORDER_AMOUNTS,
  MAX_WINDOW_DAYS,
  MAX_AMOUNT_DIGITS,
  spendWindowKey,
  parseSpendWindowKey,
  importApprovalTree,
  approvalDepthExceeded,
  type SpendWindow,
  type Amount,
  type ApprovalTreeNode,
  type ApprovalCombineNode,
  type OrderConditionNode,
  type LinesFoundNode,
  type BuyerConditionNode,
  type AmountConditionNode,
} from "./approval-tree.ts";
export { printApprovalRule, printApprovalWhen, printApprovalNode, printAmount, printStep } from "./approval-printer.ts";
export {
  approvalRuleSet,
  closureApprovalRuleSet,
  explainApproval,
  approvalWindows,
  type OrderFacts,
  type CompiledApprovals,
  type ApprovalExplanation,
} from "./approval-eval.ts";
export { APPROVAL_FIELDS } from "./approval-checker.ts";

/** Every diagnostic of a source at once: its syntax errors and the semantic errors of all that parsed. */
import type { RulesFile } from "./ast.ts";
import { check, type CatalogDescription } from "./checker.ts";
import type { Diagnostic } from "./diagnostics.ts";
import { parse } from "./parse.ts";

/**
 * parse + check: the well-formed rules and every diagnostic, in source order. The rules that parsed and what
 * of the others parsed (error recovery) are all checked beside the syntax errors, so one pass reports every
 * error; a recovered rule's missing action is its syntax error, not reported twice.
 */
export function diagnose(source: string, catalog: CatalogDescription = {}): { ast: RulesFile; diagnostics: Diagnostic[] } {
  const { ast, diagnostics, recovered } = parse(source);
  const semantic = check(ast, catalog);
  const partial = recovered.length ? check({ rules: recovered }, catalog).filter((d) => d.code !== "no_action" && d.code !== "duplicate_rule") : [];
  return { ast, diagnostics: [...diagnostics, ...semantic, ...partial].sort((a, b) => a.line - b.line || a.column - b.column) };
}

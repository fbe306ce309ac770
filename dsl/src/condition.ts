/**
 * A product condition on its own (a rule's `when` expression without the rule): what a price list's percent
 * adjustment applies to. The same lexer, grammar (its `expression` rule as the entry), checker and tree as a
 * rules file, so a condition means here what it means in a rule; every diagnostic's line and column point into
 * the condition's own text. Never throws on any input.
 */
import type { IRecognitionException, IToken } from "chevrotain";
import type { Expr, RuleNode, Span } from "./ast.ts";
import { check } from "./checker.ts";
import type { CatalogDescription } from "./catalog.ts";
import { nearest, type Diagnostic } from "./diagnostics.ts";
import { Identifier, KEYWORDS, RulesLexer } from "./lexer.ts";
import { dedupe, deepest, MAX_SOURCE_LENGTH, tooDeep, tooLarge, tooManyParentheses } from "./parse.ts";
import { parserInstance } from "./parser.ts";
import { MAX_DEPTH, whenToTree, type CombineNode } from "./tree.ts";

export interface ConditionResult {
  /** the condition's tree; null when the source is empty (every product) or has an error */
  tree: CombineNode | null;
  /** errors and warnings, in source order */
  diagnostics: Diagnostic[];
  /** true when the source holds no condition (blank or only comments): every product matches */
  empty: boolean;
}

/**
 * parse + check a product condition (`category in [12] and not sku contains "-X"`): its tree and every
 * diagnostic at once. The comparisons that parsed beside a syntax error are checked too, as diagnose() does
 * for the rules of a file.
 */
export function diagnoseCondition(source: string, catalog: CatalogDescription = {}): ConditionResult {
  if (source.length > MAX_SOURCE_LENGTH) return { tree: null, diagnostics: [tooLarge(source.length)], empty: false };
  const diagnostics: Diagnostic[] = [];
  const lexed = RulesLexer.tokenize(source);
  for (const e of lexed.errors) {
    const ch = source.slice(e.offset, e.offset + e.length);
    diagnostics.push({
      severity: "error",
      code: "unexpected_character",
      message: ch.startsWith('"') ? 'unterminated string: a string closes with " on the same line' : `unexpected character ${JSON.stringify(ch.slice(0, 10))}`,
      line: e.line ?? 1,
      column: e.column ?? 1,
      length: Math.min(e.length, 40),
      hint: ch === "'" ? 'strings are written in double quotes: "like this"' : ch === "=" ? "equality is written ==" : undefined,
    });
  }
  const tokens = lexed.tokens;
  if (!tokens.length) return done(null, diagnostics, diagnostics.length === 0);
  const open = tooManyParentheses(tokens);
  if (open) return done(null, [...diagnostics, tooDeep(open.startLine ?? 1, open.startColumn ?? 1, `more than ${MAX_DEPTH} levels of parentheses`)], false);

  const parser = parserInstance();
  parser.input = tokens;
  parser.partial = { rule: null, comparisons: [] };
  let expr: Expr | undefined;
  try {
    expr = parser.expression();
  } catch (e) {
    diagnostics.push({ severity: "error", code: "syntax", message: `could not parse: ${(e as Error).message}`, line: 1, column: 1, length: 1 });
  }
  const syntax = parser.errors;
  for (const e of syntax) diagnostics.push(syntaxDiagnostic(e, source));
  const comparisons = parser.partial.comparisons;
  if (syntax.length || !expr || !wellFormed(expr)) {
    // what parsed whole is checked beside the syntax errors (one save reports every error)
    const whole = comparisons.filter(wellFormed);
    if (whole.length)
      diagnostics.push(...check(asRule({ kind: "combine", aggregator: "all", expect: true, children: whole, form: "infix", span: whole[0]!.span }), catalog));
    if (!diagnostics.length) diagnostics.push({ severity: "error", code: "syntax", message: "the condition could not be read", line: 1, column: 1, length: 1 });
    return done(null, diagnostics, false);
  }
  const deep = deepest(expr);
  if (deep) return done(null, [...diagnostics, tooDeep(deep.span.line, deep.span.column, `more than ${MAX_DEPTH} levels of conditions`)], false);
  diagnostics.push(...check(asRule(expr), catalog));
  const failed = diagnostics.some((d) => d.severity === "error");
  return done(failed ? null : whenToTree(expr), diagnostics, false);
}

function done(tree: CombineNode | null, diagnostics: Diagnostic[], empty: boolean): ConditionResult {
  return { tree, diagnostics: dedupe(diagnostics).sort((a, b) => a.line - b.line || a.column - b.column), empty };
}

/** the checker reads rules: the condition as the `when` of a rule with nothing else to check (no scope, one action) */
function asRule(when: Expr): { rules: RuleNode[] } {
  const span: Span = when.span;
  return {
    rules: [
      {
        name: "",
        priority: 0,
        groups: [],
        stores: [],
        countries: [],
        when,
        actions: [{ kind: "hide_price", span }],
        enforce: "both",
        message: null,
        span,
        nameSpan: span,
      },
    ],
  };
}

/** recovery can leave holes in the AST; such a condition already has a diagnostic. Iterative. */
function wellFormed(root: Expr): boolean {
  const stack: unknown[] = [root];
  while (stack.length) {
    const e = stack.pop() as Expr | undefined | null;
    if (!e || typeof e !== "object" || !e.span) return false;
    if (e.kind === "compare") {
      if (!e.field?.kind || !e.field.span || !e.op || !e.value?.span) return false;
      if (e.value.kind === "list" && !(Array.isArray(e.value.items) && e.value.items.every((l) => !!l?.span && l.kind !== undefined))) return false;
    } else if (e.kind === "combine") {
      if (!Array.isArray(e.children)) return false;
      stack.push(...e.children);
    } else return false;
  }
  return true;
}

function syntaxDiagnostic(e: IRecognitionException, source: string): Diagnostic {
  const t: IToken = e.token;
  const atEnd = !t || t.tokenType?.name === "EOF" || Number.isNaN(t.startOffset);
  const lines = source.split(/\r?\n/);
  const line = atEnd ? lines.length : (t.startLine ?? 1);
  const column = atEnd ? (lines.at(-1)?.length ?? 0) + 1 : (t.startColumn ?? 1);
  let hint: string | undefined;
  if (!atEnd && t.tokenType === Identifier) {
    const s = nearest(t.image, KEYWORDS);
    if (s) hint = `did you mean \`${s}\`?`;
  }
  // the grammar's own message speaks of rules: a condition ends where its expression does
  const message =
    e.name === "NotAllInputParsedException"
      ? `unexpected '${t.image}': a condition continues with 'and' or 'or', or ends`
      : e.message.replace("the end of the file", "the end of the condition");
  return { severity: "error", code: "syntax", message, line, column, length: atEnd ? 1 : Math.max(1, t.image.length), hint };
}

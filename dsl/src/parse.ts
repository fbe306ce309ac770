/** parse(source) -> AST and diagnostics; never throws on any input. */
import type { ILexingError, IRecognitionException, IToken } from "chevrotain";
import { RulesLexer, KEYWORDS, Identifier, Rule, Dot, LParen, RParen } from "./lexer.ts";
import { parserInstance } from "./parser.ts";
import type { Expr, Literal, RuleNode, RulesFile } from "./ast.ts";
import { nearest, type Diagnostic } from "./diagnostics.ts";
import { MAX_DEPTH } from "./tree.ts";

export interface ParseResult {
  ast: RulesFile;
  diagnostics: Diagnostic[];
  /**
   * rules that parsed only with error recovery, the malformed parts pruned (see `prune`): not rules (they are
   * not in `ast` and never compile), but what of them did parse is checked too, so that one save reports every
   * error of a rule, not its syntax errors first and its semantic errors on the next save
   */
  recovered: RuleNode[];
}

/** the largest source parse() reads, in characters (UTF-16 code units, JavaScript's string length) */
export const MAX_SOURCE_LENGTH = 2_000_000;

const count = (n: number) => n.toLocaleString("en-US");
/** the diagnostic for a source over MAX_SOURCE_LENGTH (`length`: its length, or a lower bound) */
/** the lexer's errors as diagnostics (both languages' lexers) */
export function lexerDiagnostics(source: string, errors: readonly ILexingError[]): Diagnostic[] {
  return errors.map((e) => {
    const ch = source.slice(e.offset, e.offset + e.length);
    return {
      severity: "error",
      code: "unexpected_character",
      message: ch.startsWith('"') ? 'unterminated string: a string closes with " on the same line' : `unexpected character ${JSON.stringify(ch.slice(0, 10))}`,
      line: e.line ?? 1,
      column: e.column ?? 1,
      length: Math.min(e.length, 40),
      hint: ch === "'" ? 'strings are written in double quotes: "like this"' : ch === "=" ? "equality is written ==" : undefined,
    };
  });
}

export function tooLarge(length: number, atLeast = false): Diagnostic {
  return {
    severity: "error",
    code: "too_large",
    message: `the source is ${atLeast ? "at least " : ""}${count(length)} characters long; the limit is ${count(MAX_SOURCE_LENGTH)}`,
    line: 1,
    column: 1,
    length: 1,
    hint: "split the rules into several sources",
  };
}

export function parse(source: string): ParseResult {
  // refused before the lexer sees it: parsing time and memory stay bounded whatever the input
  if (source.length > MAX_SOURCE_LENGTH) return { ast: { rules: [] }, diagnostics: [tooLarge(source.length)], recovered: [] };
  const diagnostics: Diagnostic[] = [];
  const lexed = RulesLexer.tokenize(source);
  diagnostics.push(...lexerDiagnostics(source, lexed.errors));
  // each rule is parsed on its own, so that one broken rule neither hides the errors of the next nor
  // takes the rules after it down with it
  const parser = parserInstance();
  const rules: RuleNode[] = [];
  const recovered: RuleNode[] = [];
  for (const chunk of ruleChunks(lexed.tokens)) {
    // parentheses are the grammar's recursion: too many open at once are refused before parsing
    const open = tooManyParentheses(chunk);
    if (open) {
      diagnostics.push(tooDeep(open.startLine ?? 1, open.startColumn ?? 1, `more than ${MAX_DEPTH} levels of parentheses`));
      continue;
    }
    parser.input = chunk;
    parser.partial = { rule: null, comparisons: [] };
    let node: RuleNode | undefined;
    try {
      if (chunk[0]?.tokenType === Rule) node = parser.rule();
      else parser.file();
    } catch (e) {
      diagnostics.push({
        severity: "error",
        code: "syntax",
        message: `could not parse: ${(e as Error).message}`,
        line: chunk[0]?.startLine ?? 1,
        column: chunk[0]?.startColumn ?? 1,
        length: 1,
      });
    }
    const errors = parser.errors;
    for (const e of errors) diagnostics.push(syntaxDiagnostic(e, source));
    if (errors.length || !node) {
      const partial = prune(node ?? parser.partial.rule, parser.partial.comparisons);
      if (partial) recovered.push(partial);
      continue;
    }
    // `not`s are read in a loop, so a condition can still nest past the limit: checked before anything recurses over it
    const deep = deepest(node.when);
    if (deep) diagnostics.push(tooDeep(deep.span.line, deep.span.column, `more than ${MAX_DEPTH} levels of conditions`));
    else if (wellFormed(node)) rules.push(node);
  }
  return { ast: { rules }, diagnostics: dedupe(diagnostics).sort((a, b) => a.line - b.line || a.column - b.column), recovered };
}

export const tooDeep = (line: number, column: number, what: string): Diagnostic => ({
  severity: "error",
  code: "too_deep",
  message: `nested too deeply: ${what}`,
  line,
  column,
  length: 1,
  hint: "split the condition, or write chains without brackets: `a and b and c`, `any(a, b, c)`",
});

/** the first `(` that opens more than MAX_DEPTH levels, or undefined */
export function tooManyParentheses(tokens: IToken[]): IToken | undefined {
  let depth = 0;
  for (const t of tokens) {
    if (t.tokenType === LParen && ++depth > MAX_DEPTH) return t;
    if (t.tokenType === RParen && depth > 0) depth--;
  }
  return undefined;
}

/** the first (in source order) combine nested more than MAX_DEPTH levels deep, or undefined; iterative */
export function deepest(e: Expr | null): Expr | undefined {
  const stack: [Expr, number][] = e ? [[e, 1]] : [];
  while (stack.length) {
    const [x, depth] = stack.pop()!;
    if (x?.kind !== "combine") continue;
    if (depth > MAX_DEPTH) return x;
    const kids = Array.isArray(x.children) ? x.children : [];
    for (let i = kids.length - 1; i >= 0; i--) stack.push([kids[i]!, depth + 1]);
  }
  return undefined;
}

/** splits the token stream before every `rule` keyword (except `attr.rule`) */
function ruleChunks(tokens: IToken[]): IToken[][] {
  const chunks: IToken[][] = [];
  let cur: IToken[] = [];
  tokens.forEach((t, i) => {
    if (t.tokenType === Rule && tokens[i - 1]?.tokenType !== Dot && cur.length) {
      chunks.push(cur);
      cur = [];
    }
    cur.push(t);
  });
  if (cur.length) chunks.push(cur);
  return chunks;
}

/** recovery can leave holes in a rule's AST; such a rule already has a diagnostic and is dropped */
function wellFormed(r: RuleNode): boolean {
  const expr = (e: Expr | null | undefined): boolean => {
    if (!e || typeof e !== "object") return false;
    if (e.kind === "compare") return !!e.field?.kind && !!e.op && literal(e.value);
    if (e.kind === "combine") return Array.isArray(e.children) && e.children.every(expr);
    return false;
  };
  const literal = (l: Literal | undefined): boolean => !!l && (l.kind !== "list" || (Array.isArray(l.items) && l.items.every(literal)));
  return typeof r.name === "string" && (r.when === null || expr(r.when)) && r.actions.every((a) => !!a?.kind);
}

/**
 * what of a recovered rule was read whole: its name, scope items, actions and every comparison that parsed
 * (as one flat `all`, for the checker only: the rule's logic is not rebuilt); undefined when not even the
 * name parsed
 */
function prune(r: RuleNode | null | undefined, comparisons: Expr[]): RuleNode | undefined {
  if (!r || typeof r.name !== "string" || !r.span) return undefined;
  const literal = (l: Literal | undefined): boolean =>
    !!l && typeof l === "object" && !!l.span && (l.kind !== "list" || (Array.isArray(l.items) && l.items.every(literal)));
  const whole = comparisons.filter((e) => e.kind === "compare" && !!e.field?.kind && !!e.field.span && !!e.op && literal(e.value));
  const items = (l: RuleNode["groups"]) => (Array.isArray(l) ? l.filter((i) => i && i.value !== undefined && i.span) : []);
  return {
    ...r,
    groups: items(r.groups),
    stores: items(r.stores),
    countries: items(r.countries),
    when: whole.length ? { kind: "combine", aggregator: "all", expect: true, children: whole, form: "infix", span: r.span } : null,
    actions: Array.isArray(r.actions) ? r.actions.filter((a) => !!a?.kind && !!a.span && (a.kind !== "redirect" || typeof a.page === "string")) : [],
  };
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
  return { severity: "error", code: "syntax", message: e.message, line, column, length: atEnd ? 1 : Math.max(1, t.image.length), hint };
}

export function dedupe(ds: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return ds.filter((d) => {
    const k = `${d.line}:${d.column}:${d.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

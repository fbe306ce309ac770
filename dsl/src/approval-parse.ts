/**
 * parseApprovals(source) -> AST and syntax diagnostics; diagnoseApprovals adds the checker's. Never throws on
 * any input. As for access rules: each rule is parsed on its own (a broken rule takes no other down), and of a
 * broken rule what parsed whole is checked too, so one pass reports every error.
 */
import type { IRecognitionException, IToken } from "chevrotain";
import type { ApprovalExpr, ApprovalFile, ApprovalRuleNode, Operand, StepNode } from "./approval-ast.ts";
import { checkApprovalParts, checkApprovals } from "./approval-checker.ts";
import { Approval, APPROVAL_KEYWORDS, ApprovalLexer, Order } from "./approval-lexer.ts";
import { approvalParserInstance } from "./approval-parser.ts";
import type { ApprovalRule } from "./approval-rules.ts";
import type { CatalogDescription } from "./catalog.ts";
import { nearest, type Diagnostic } from "./diagnostics.ts";
import { AnyKw, Dot, Identifier, LParen, RParen } from "./lexer.ts";
import { dedupe, lexerDiagnostics, MAX_SOURCE_LENGTH, tooDeep, tooLarge, tooManyParentheses } from "./parse.ts";
import { MAX_DEPTH } from "./tree.ts";

export interface ApprovalParseResult {
  ast: ApprovalFile;
  diagnostics: Diagnostic[];
  /** of the rules with a syntax error: the comparisons (and whether inside `order.lines.any(...)`) and steps that parsed whole */
  recovered: { tests: { test: ApprovalExpr; inLines: boolean }[]; steps: StepNode[] };
}

export function parseApprovals(source: string): ApprovalParseResult {
  const recovered: ApprovalParseResult["recovered"] = { tests: [], steps: [] };
  if (source.length > MAX_SOURCE_LENGTH) return { ast: { rules: [] }, diagnostics: [tooLarge(source.length)], recovered };
  const diagnostics: Diagnostic[] = [];
  const lexed = ApprovalLexer.tokenize(source);
  diagnostics.push(...lexerDiagnostics(source, lexed.errors));
  const parser = approvalParserInstance();
  const rules: ApprovalRuleNode[] = [];
  for (const chunk of ruleChunks(lexed.tokens)) {
    const open = tooManyParentheses(chunk);
    if (open) {
      diagnostics.push(tooDeep(open.startLine ?? 1, open.startColumn ?? 1, `more than ${MAX_DEPTH} levels of parentheses`));
      continue;
    }
    parser.setApprovalInput(chunk);
    let node: ApprovalRuleNode | undefined;
    try {
      node = parser.approvalRule();
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
    if (errors.length || !node || !wellFormed(node)) {
      const ranges = lineRanges(chunk);
      for (const test of parser.approvalPartial.tests)
        if (wellFormedExpr(test)) recovered.tests.push({ test, inLines: ranges.some(([a, b]) => test.span.offset > a && test.span.offset < b) });
      recovered.steps.push(...parser.approvalPartial.steps.filter((s) => s?.kind && s.span));
      continue;
    }
    const deep = deepestApproval(node.when);
    if (deep) diagnostics.push(tooDeep(deep.line, deep.column, `more than ${MAX_DEPTH} levels of conditions`));
    else rules.push(node);
  }
  return { ast: { rules }, diagnostics: dedupe(diagnostics).sort((a, b) => a.line - b.line || a.column - b.column), recovered };
}

/** parse + check: the rules (when no error) and every diagnostic, in source order */
export function compileApprovalSource(source: string, catalog: CatalogDescription = {}): { rules: ApprovalRule[]; diagnostics: Diagnostic[] } {
  const { ast, diagnostics, recovered } = parseApprovals(source);
  const checked = checkApprovals(ast, catalog);
  const partial = recovered.tests.length || recovered.steps.length ? checkApprovalParts(recovered.tests, recovered.steps, catalog) : [];
  const all = dedupe([...diagnostics, ...checked.diagnostics, ...partial]).sort((a, b) => a.line - b.line || a.column - b.column);
  return { rules: all.some((d) => d.severity === "error") ? [] : checked.rules, diagnostics: all };
}

/** splits the token stream before every `approval` keyword (except after a dot: `attr.approval`) */
function ruleChunks(tokens: IToken[]): IToken[][] {
  const chunks: IToken[][] = [];
  let cur: IToken[] = [];
  tokens.forEach((t, i) => {
    if (t.tokenType === Approval && tokens[i - 1]?.tokenType !== Dot && cur.length) {
      chunks.push(cur);
      cur = [];
    }
    cur.push(t);
  });
  if (cur.length) chunks.push(cur);
  return chunks;
}

/** the offsets of `order.lines.any(` ... `)`: what lies between is a line condition */
function lineRanges(tokens: IToken[]): [number, number][] {
  const out: [number, number][] = [];
  const open: { offset: number; lines: boolean }[] = [];
  tokens.forEach((t, i) => {
    if (t.tokenType === LParen) {
      const lines =
        tokens[i - 1]?.tokenType === AnyKw && tokens[i - 3]?.image === "lines" && tokens[i - 5]?.tokenType === Order && tokens[i - 4]?.tokenType === Dot;
      open.push({ offset: t.startOffset, lines });
    } else if (t.tokenType === RParen) {
      const o = open.pop();
      if (o?.lines) out.push([o.offset, t.startOffset]);
    }
  });
  for (const o of open) if (o.lines) out.push([o.offset, Number.MAX_SAFE_INTEGER]);
  return out;
}

/** the position of the first node nested more than MAX_DEPTH levels (conditions, line conditions, arithmetic); iterative */
export function deepestApproval(e: ApprovalExpr | null): { line: number; column: number } | undefined {
  const stack: [ApprovalExpr | Operand, number][] = e ? [[e, 1]] : [];
  while (stack.length) {
    const [x, depth] = stack.pop()!;
    const kids: (ApprovalExpr | Operand)[] = [];
    switch (x.kind) {
      case "combine":
        kids.push(...x.children);
        break;
      case "test":
        kids.push(x.left);
        if (x.right) kids.push(x.right);
        // a comparison is no level of its own: its operands count from the comparison's level
        for (let i = kids.length - 1; i >= 0; i--) stack.push([kids[i]!, depth]);
        continue;
      case "path":
        if (x.call?.kind === "condition" && x.call.expr) kids.push(x.call.expr);
        break;
      case "add":
        kids.push(...x.terms);
        break;
      case "multiply":
        kids.push(...x.factors);
        break;
      case "negate":
        kids.push(x.operand);
        break;
      default:
        continue;
    }
    if (!kids.length) continue;
    if (depth > MAX_DEPTH) return x.span;
    for (let i = kids.length - 1; i >= 0; i--) stack.push([kids[i]!, depth + 1]);
  }
  return undefined;
}

/** recovery can leave holes in the AST; such a rule already has a diagnostic. Iterative. */
function wellFormed(r: ApprovalRuleNode): boolean {
  return (
    typeof r.name === "string" &&
    !!r.nameSpan &&
    (r.when === null || wellFormedExpr(r.when)) &&
    r.steps.length > 0 &&
    r.steps.every((s) => !!s?.kind && !!s.span)
  );
}

function wellFormedExpr(root: ApprovalExpr): boolean {
  const stack: unknown[] = [root];
  while (stack.length) {
    const x = stack.pop() as (ApprovalExpr | Operand) | null | undefined;
    if (!x || typeof x !== "object" || !x.span || !x.kind) return false;
    switch (x.kind) {
      case "combine":
        if (!Array.isArray(x.children)) return false;
        stack.push(...x.children);
        break;
      case "test":
        if ((x.op === null) !== (x.right === null)) return false;
        stack.push(x.left);
        if (x.right) stack.push(x.right);
        break;
      case "path":
        if (!Array.isArray(x.parts) || !x.parts.every((p) => typeof p?.name === "string" && p.span)) return false;
        if (x.call?.kind === "condition" && x.call.expr) stack.push(x.call.expr);
        if (x.call?.kind === "window" && !x.call.unit?.span) return false;
        break;
      case "add":
        if (!Array.isArray(x.terms) || x.terms.length !== x.ops.length + 1) return false;
        stack.push(...x.terms);
        break;
      case "multiply":
        if (!Array.isArray(x.factors)) return false;
        stack.push(...x.factors);
        break;
      case "negate":
        stack.push(x.operand);
        break;
      case "field":
        if (!x.field?.kind || !x.field.span) return false;
        break;
      case "list":
        if (!Array.isArray(x.items) || !x.items.every((l) => !!l?.span && l.kind !== undefined)) return false;
        break;
    }
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
    const s = nearest(t.image, APPROVAL_KEYWORDS);
    if (s) hint = `did you mean \`${s}\`?`;
  }
  return { severity: "error", code: "syntax", message: e.message, line, column, length: atEnd ? 1 : Math.max(1, t.image.length), hint };
}

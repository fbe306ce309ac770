/** parse(source) -> AST and diagnostics; never throws on any input. */
import type { IRecognitionException, IToken } from "chevrotain";
import { RulesLexer, KEYWORDS, Identifier } from "./lexer.ts";
import { parserInstance } from "./parser.ts";
import type { RulesFile } from "./ast.ts";
import { nearest, type Diagnostic } from "./diagnostics.ts";

export interface ParseResult {
  ast: RulesFile;
  diagnostics: Diagnostic[];
}

export const MAX_SOURCE_LENGTH = 2_000_000;

export function parse(source: string): ParseResult {
  if (source.length > MAX_SOURCE_LENGTH) {
    return { ast: { rules: [] }, diagnostics: [{ severity: "error", code: "too_large", message: `source is larger than ${MAX_SOURCE_LENGTH} characters`, line: 1, column: 1, length: 1 }] };
  }
  const diagnostics: Diagnostic[] = [];
  const lexed = RulesLexer.tokenize(source);
  for (const e of lexed.errors) {
    const ch = source.slice(e.offset, e.offset + e.length);
    diagnostics.push({
      severity: "error",
      code: "unexpected_character",
      message: ch.startsWith('"') ? "unterminated string: a string closes with \" on the same line" : `unexpected character ${JSON.stringify(ch.slice(0, 10))}`,
      line: e.line ?? 1,
      column: e.column ?? 1,
      length: Math.min(e.length, 40),
      hint: ch === "'" ? 'strings are written in double quotes: "like this"' : ch === "=" ? "equality is written ==" : undefined,
    });
  }
  const parser = parserInstance();
  parser.input = lexed.tokens;
  let ast: RulesFile = { rules: [] };
  try {
    ast = parser.file() ?? { rules: [] };
  } catch (e) {
    // recovery gives up on some inputs: report rather than throw
    diagnostics.push({ severity: "error", code: "syntax", message: `could not parse: ${(e as Error).message}`, line: 1, column: 1, length: 1 });
  }
  for (const e of parser.errors) diagnostics.push(syntaxDiagnostic(e, source));
  ast.rules = ast.rules.filter((r) => r && typeof r.name === "string");
  return { ast, diagnostics: dedupe(diagnostics).sort((a, b) => a.line - b.line || a.column - b.column) };
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

function dedupe(ds: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return ds.filter((d) => {
    const k = `${d.line}:${d.column}:${d.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

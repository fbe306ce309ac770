/**
 * Highlighting from the rules language's own lexer (dsl/src/lexer.ts, Chevrotain): every token type the lexer
 * defines maps to a class here, and the spans come from `RulesLexer.tokenize`, never from a second grammar.
 * Comments are skipped by the lexer, so they are the non-blank text between tokens that the lexer's own
 * Comment pattern matches; whatever else lies between tokens is what the lexer refused.
 */
import type { IToken, TokenType } from "chevrotain";
import { allTokens, Comment, RulesLexer } from "../../../../dsl/src/browser.ts";

export type TokenClass =
  | "keyword"
  | "logic"
  | "field"
  | "action"
  | "enforcement"
  | "bool"
  | "string"
  | "number"
  | "date"
  | "operator"
  | "bracket"
  | "punctuation"
  | "name"
  | "attribute"
  | "comment"
  | "invalid";

/** the lexer's keywords by role (each keyword token is named `Kw_<word>`) */
const KEYWORD_ROLES: [TokenClass, string[]][] = [
  ["keyword", ["rule", "priority", "for", "groups", "stores", "countries", "when", "then", "enforce", "message"]],
  ["logic", ["and", "or", "not", "all", "any", "contains", "in"]],
  ["bool", ["true", "false"]],
  ["field", ["sku", "category", "price", "type", "attribute_set", "attr"]],
  ["action", ["hide_listing", "hide_price", "block_purchase", "redirect"]],
  ["enforcement", ["visibility", "checkout", "both"]],
];
const KEYWORD_CLASS = new Map(KEYWORD_ROLES.flatMap(([cls, words]) => words.map((w) => [w, cls] as const)));

const OTHER_CLASS: Record<string, TokenClass> = {
  StringLiteral: "string",
  DateLiteral: "date",
  NumberLiteral: "number",
  Eq: "operator",
  Neq: "operator",
  Gte: "operator",
  Lte: "operator",
  Gt: "operator",
  Lt: "operator",
  LParen: "bracket",
  RParen: "bracket",
  LBracket: "bracket",
  RBracket: "bracket",
  Comma: "punctuation",
  Dot: "punctuation",
  Identifier: "name",
  Comment: "comment",
};

/** token types that never reach a highlighter: skipped whitespace, and `Name`, a category no token is lexed as */
export const UNHIGHLIGHTED = new Set(["WhiteSpace", "Name"]);

/** the class of one of the lexer's token types (undefined: one this table does not know, a test catches it) */
export function tokenClass(t: TokenType): TokenClass | undefined {
  if (t.name.startsWith("Kw_")) return KEYWORD_CLASS.get(t.name.slice(3));
  return OTHER_CLASS[t.name];
}

/** the lexer's token types this highlighter colours */
export const highlightedTokenTypes = (): TokenType[] => allTokens.filter((t) => !UNHIGHLIGHTED.has(t.name));

export interface Span {
  from: number;
  to: number;
  cls: TokenClass;
  /** the lexer's token type name (Comment for comments, "" for refused text) */
  token: string;
}

const commentAt = new RegExp((Comment.PATTERN as RegExp).source, "y");

/** coloured spans of a source, in order, from the lexer's tokens (offsets are UTF-16, as CodeMirror's) */
export function tokenSpans(source: string): Span[] {
  const { tokens } = RulesLexer.tokenize(source);
  const out: Span[] = [];
  let pos = 0;
  const gap = (end: number) => {
    while (pos < end) {
      const ch = source[pos]!;
      if (/\s/.test(ch)) {
        pos++;
        continue;
      }
      commentAt.lastIndex = pos;
      const m = commentAt.exec(source);
      if (m && m.index === pos && pos + m[0].length <= end) {
        out.push({ from: pos, to: pos + m[0].length, cls: "comment", token: Comment.name });
        pos += m[0].length;
        continue;
      }
      let stop = pos + 1;
      while (stop < end && !/\s/.test(source[stop]!)) stop++;
      out.push({ from: pos, to: stop, cls: "invalid", token: "" });
      pos = stop;
    }
  };
  tokens.forEach((t: IToken, i) => {
    gap(t.startOffset);
    const prev = tokens[i - 1];
    // after `attr.` any word (a keyword too) is an attribute code
    const afterAttr = prev?.tokenType.name === "Dot" && tokens[i - 2]?.tokenType.name === "Kw_attr";
    const cls = afterAttr ? "attribute" : (tokenClass(t.tokenType) ?? "name");
    out.push({ from: t.startOffset, to: t.endOffset! + 1, cls, token: t.tokenType.name });
    pos = t.endOffset! + 1;
  });
  gap(source.length);
  return out;
}

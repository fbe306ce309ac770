/** Tokens of the rules language. Keywords are also names (after `attr.` any word is an attribute code). */
import { createToken, Lexer, type TokenType } from "chevrotain";

export const Name = createToken({ name: "Name", pattern: Lexer.NA, label: "a name" });
export const Identifier = createToken({ name: "Identifier", pattern: /[A-Za-z_][A-Za-z0-9_-]*/, categories: [Name], label: "a name" });

const keywords: Record<string, TokenType> = {};
function kw(word: string): TokenType {
  const t = createToken({
    name: `Kw_${word}`,
    pattern: new RegExp(`${word}(?![A-Za-z0-9_-])`),
    longer_alt: Identifier,
    categories: [Name],
    label: `'${word}'`,
  });
  keywords[word] = t;
  return t;
}

export const Rule = kw("rule");
export const Priority = kw("priority");
export const For = kw("for");
export const Groups = kw("groups");
export const Stores = kw("stores");
export const Countries = kw("countries");
export const When = kw("when");
export const Then = kw("then");
export const Enforce = kw("enforce");
export const Message = kw("message");
export const And = kw("and");
export const Or = kw("or");
export const Not = kw("not");
export const All = kw("all");
export const AnyKw = kw("any");
export const Contains = kw("contains");
export const In = kw("in");
export const True = kw("true");
export const False = kw("false");
export const Sku = kw("sku");
export const Category = kw("category");
export const Price = kw("price");
export const Type = kw("type");
export const AttributeSet = kw("attribute_set");
export const Attr = kw("attr");
export const HideListing = kw("hide_listing");
export const HidePrice = kw("hide_price");
export const BlockPurchase = kw("block_purchase");
export const Redirect = kw("redirect");
export const Visibility = kw("visibility");
export const Checkout = kw("checkout");
export const Both = kw("both");

export const KEYWORDS = Object.keys(keywords);

export const StringLiteral = createToken({ name: "StringLiteral", pattern: /"(?:[^"\\\n\r]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/, label: "a quoted string" });
export const DateLiteral = createToken({ name: "DateLiteral", pattern: /\d{4}-\d{2}-\d{2}(?![0-9])/, label: "a date" });
export const NumberLiteral = createToken({ name: "NumberLiteral", pattern: /-?(?:\d+(?:\.\d+)?|\.\d+)(?![A-Za-z_])/, label: "a number" });
export const Eq = createToken({ name: "Eq", pattern: /==/, label: "'=='" });
export const Neq = createToken({ name: "Neq", pattern: /!=/, label: "'!='" });
export const Gte = createToken({ name: "Gte", pattern: />=/, label: "'>='" });
export const Lte = createToken({ name: "Lte", pattern: /<=/, label: "'<='" });
export const Gt = createToken({ name: "Gt", pattern: />/, label: "'>'" });
export const Lt = createToken({ name: "Lt", pattern: /</, label: "'<'" });
export const LParen = createToken({ name: "LParen", pattern: /\(/, label: "'('" });
export const RParen = createToken({ name: "RParen", pattern: /\)/, label: "')'" });
export const LBracket = createToken({ name: "LBracket", pattern: /\[/, label: "'['" });
export const RBracket = createToken({ name: "RBracket", pattern: /]/, label: "']'" });
export const Comma = createToken({ name: "Comma", pattern: /,/, label: "','" });
export const Dot = createToken({ name: "Dot", pattern: /\./, label: "'.'" });
export const Comment = createToken({ name: "Comment", pattern: /(?:#|\/\/)[^\n\r]*/, group: Lexer.SKIPPED });
export const WhiteSpace = createToken({ name: "WhiteSpace", pattern: /\s+/, group: Lexer.SKIPPED, line_breaks: true });

export const allTokens: TokenType[] = [
  WhiteSpace,
  Comment,
  StringLiteral,
  DateLiteral,
  NumberLiteral,
  Eq,
  Neq,
  Gte,
  Lte,
  Gt,
  Lt,
  LParen,
  RParen,
  LBracket,
  RBracket,
  Comma,
  Dot,
  ...Object.values(keywords),
  Name,
  Identifier,
];

export const RulesLexer = new Lexer(allTokens, { positionTracking: "full", ensureOptimizations: false });

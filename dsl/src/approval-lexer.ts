/**
 * Tokens of approval rules: the rules language's tokens plus the approval keywords and the arithmetic signs.
 * A separate vocabulary, so the access rules' language (and its highlighting) is unchanged: `order`, `role`,
 * `+` mean nothing there.
 */
import { createToken, Lexer, type TokenType } from "chevrotain";
import { allTokens, Identifier, KEYWORDS, Name, NumberLiteral } from "./lexer.ts";

const words: Record<string, TokenType> = {};
function kw(word: string): TokenType {
  const t = createToken({
    name: `Kw_${word}`,
    pattern: new RegExp(`${word}(?![A-Za-z0-9_-])`),
    longer_alt: Identifier,
    categories: [Name],
    label: `'${word}'`,
  });
  words[word] = t;
  return t;
}

export const Approval = kw("approval");
export const Approve = kw("approve");
export const By = kw("by");
export const RoleKw = kw("role");
export const CountKw = kw("count");
export const Manager = kw("manager");
export const Admin = kw("admin");
export const Order = kw("order");
export const Buyer = kw("buyer");

/** `-5` stays a number literal (NumberLiteral is tried first); `- 5` and `a - b` are a minus */
export const Plus = createToken({ name: "Plus", pattern: /\+/, label: "'+'" });
export const Minus = createToken({ name: "Minus", pattern: /-/, label: "'-'" });
export const Star = createToken({ name: "Star", pattern: /\*/, label: "'*'" });

export const APPROVAL_KEYWORDS = [...KEYWORDS, ...Object.keys(words)];

const afterNumber = allTokens.indexOf(NumberLiteral) + 1;
const beforeName = allTokens.indexOf(Name);
export const approvalTokens: TokenType[] = [
  ...allTokens.slice(0, afterNumber),
  Plus,
  Minus,
  Star,
  ...allTokens.slice(afterNumber, beforeName),
  ...Object.values(words),
  ...allTokens.slice(beforeName),
];

export const ApprovalLexer = new Lexer(approvalTokens, { positionTracking: "full", ensureOptimizations: false });

/**
 * The console's rule editor highlights from the rules language's own lexer: every token type dsl/src/lexer.ts
 * defines has a class, and the spans of a source are exactly the lexer's tokens (plus the comments it skips and
 * the characters it refuses).
 */
import { describe, expect, it } from "vitest";
import { allTokens, KEYWORDS, RulesLexer } from "../../dsl/src/browser.ts";
import { highlightedTokenTypes, tokenClass, tokenSpans, UNHIGHLIGHTED } from "../../admin/src/screens/access-rules/tokens.ts";

/** one source with at least one token of every type the lexer has */
const SAMPLE = `# a comment
rule "Trade prices" priority 10
  for groups [NOT_LOGGED_IN, 1] stores [default] countries [NZ, AU]
  when (sku contains "WH-" or category in [11, 12]) and not price < 10.5 and price <= 99 and price > 1 and price >= 2
    and attr.color == "red" and attr.rule != true and type == "simple" and attribute_set == 4 and attr.launch >= 2025-01-31
    and any(sku == "A", sku == "B") and all(price > 0) and attr.flag == false
  then hide_listing, hide_price, block_purchase, redirect "trade" // trailing comment
  enforce visibility
  message "Log in"
rule "b" then hide_price enforce checkout
rule "c" then hide_price enforce both`;

describe("the rule editor's highlighter", () => {
  it("has a class for every token type of dsl's lexer", () => {
    const missing = highlightedTokenTypes()
      .filter((t) => tokenClass(t) === undefined)
      .map((t) => t.name);
    expect(missing).toEqual([]);
    // nothing left out but the skipped whitespace and the abstract Name category
    expect(allTokens.length - highlightedTokenTypes().length).toBe(UNHIGHLIGHTED.size);
    for (const word of KEYWORDS) expect(tokenClass(allTokens.find((t) => t.name === `Kw_${word}`)!), word).toBeDefined();
  });

  it("colours a source with the lexer's own tokens: one span per token, of that token's class, for every token type", () => {
    const spans = tokenSpans(SAMPLE);
    const lexed = RulesLexer.tokenize(SAMPLE);
    expect(lexed.errors).toEqual([]);
    const tokenSpansOnly = spans.filter((s) => s.cls !== "comment");
    expect(tokenSpansOnly.map((s) => [s.from, s.to, s.token])).toEqual(lexed.tokens.map((t) => [t.startOffset, t.endOffset! + 1, t.tokenType.name]));
    for (const s of tokenSpansOnly) {
      const type = allTokens.find((t) => t.name === s.token)!;
      if (s.cls !== "attribute") expect(s.cls, s.token).toBe(tokenClass(type));
    }
    const seen = new Set(spans.map((s) => s.token));
    const unseen = highlightedTokenTypes()
      .map((t) => t.name)
      .filter((n) => !seen.has(n));
    expect(unseen).toEqual([]);
    expect(spans.filter((s) => s.cls === "comment").map((s) => SAMPLE.slice(s.from, s.to))).toEqual(["# a comment", "// trailing comment"]);
    // after attr. a keyword is an attribute code
    const ruleAttr = SAMPLE.indexOf("attr.rule") + 5;
    expect(spans.find((s) => s.from === ruleAttr)).toMatchObject({ cls: "attribute", token: "Kw_rule" });
  });

  it("marks what the lexer refuses, and nothing else, as invalid", () => {
    const src = "rule \"x\" when sku = 'a' then hide_price";
    const spans = tokenSpans(src);
    const refused = RulesLexer.tokenize(src).errors.map((e) => [e.offset, e.offset + e.length]);
    expect(refused.map(([a, b]) => src.slice(a, b))).toEqual(["=", "'", "'"]);
    expect(spans.filter((s) => s.cls === "invalid").map((s) => [s.from, s.to])).toEqual(refused);
  });
});

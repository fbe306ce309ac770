/**
 * The rules language for a browser (the admin console's editor): everything index.ts offers plus the lexer's
 * tokens, for highlighting from the language's own lexer. Nothing here imports a Node module (cli.ts and
 * diagrams.ts do; `npm run depcheck` keeps the rest of dsl/src free of them).
 */
export * from "./index.ts";
export { allTokens, Comment, KEYWORDS, RulesLexer } from "./lexer.ts";
export type { CatalogDescription as RulesCatalog } from "./catalog.ts";

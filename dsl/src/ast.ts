/** The AST of a rules file. Every node carries its source position. */

export interface Span {
  line: number;
  column: number;
  offset: number;
  endOffset: number;
}

export type FieldRef = { kind: "sku" | "category" | "price" | "type" | "attribute_set"; span: Span } | { kind: "attr"; code: string; span: Span };

export type Literal =
  | { kind: "string"; value: string; span: Span }
  | { kind: "number"; value: number; raw: string; span: Span }
  | { kind: "boolean"; value: boolean; span: Span }
  | { kind: "date"; value: string; span: Span }
  | { kind: "list"; items: Literal[]; span: Span };

/** operators in the condition tree's own spelling */
export type TreeOperator = "==" | "!=" | ">=" | "<=" | ">" | "<" | "{}" | "!{}" | "()" | "!()" | "[]" | "![]";

/** how the DSL writes each tree operator (the printer's output and the checker's messages) */
export const OPERATOR_WORD: Record<TreeOperator, string> = {
  "==": "==",
  "!=": "!=",
  ">=": ">=",
  "<=": "<=",
  ">": ">",
  "<": "<",
  "{}": "contains",
  "!{}": "not contains",
  "()": "in",
  "!()": "not in",
  "[]": "contains all",
  "![]": "not contains all",
};

export type Expr =
  | { kind: "compare"; field: FieldRef; op: TreeOperator; value: Literal; span: Span }
  /** infix chains and function forms; `expect` false is `not all(...)` / `not any(...)` */
  | { kind: "combine"; aggregator: "all" | "any"; expect: boolean; children: Expr[]; form: "infix" | "function" | "not"; span: Span };

export type Action = { kind: "hide_listing" | "hide_price" | "block_purchase"; span: Span } | { kind: "redirect"; page: string; span: Span };

export interface ScopeItem {
  value: string | number;
  span: Span;
}

export interface RuleNode {
  name: string;
  priority: number;
  groups: ScopeItem[];
  stores: ScopeItem[];
  countries: ScopeItem[];
  when: Expr | null;
  actions: Action[];
  enforce: "visibility" | "checkout" | "both";
  message: string | null;
  span: Span;
  nameSpan: Span;
}

export interface RulesFile {
  rules: RuleNode[];
}

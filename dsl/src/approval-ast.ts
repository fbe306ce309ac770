/** The AST of approval rules. Every node carries its source position. */
import type { FieldRef, Literal, Span, TreeOperator } from "./ast.ts";

export interface NamePart {
  name: string;
  span: Span;
}

/** what follows a path in brackets: a spending window (`30 days`, `month`) or a line condition */
export type CallArgument =
  | { kind: "window"; count: { raw: string; span: Span } | null; unit: NamePart; span: Span }
  | { kind: "condition"; expr: ApprovalExpr | null; span: Span };

/** one side of a comparison: a literal, a product field, an order/buyer path, or arithmetic on them */
export type Operand =
  | Literal
  | { kind: "field"; field: FieldRef; span: Span }
  | { kind: "path"; root: "order" | "buyer"; parts: NamePart[]; call: CallArgument | null; span: Span }
  | { kind: "add"; terms: Operand[]; ops: ("+" | "-")[]; span: Span }
  | { kind: "multiply"; factors: Operand[]; span: Span }
  | { kind: "negate"; operand: Operand; span: Span };

export type ApprovalExpr =
  /** as in product conditions: infix chains, all(...)/any(...), `not` */
  | { kind: "combine"; aggregator: "all" | "any"; expect: boolean; children: ApprovalExpr[]; form: "infix" | "function" | "not"; span: Span }
  /** `left op right`; without an operator a condition on its own (`order.lines.any(...)`) */
  | { kind: "test"; left: Operand; op: TreeOperator | null; right: Operand | null; span: Span };

export interface StepNode {
  kind: "role" | "manager" | "admin";
  role: string | null;
  roleSpan: Span | null;
  count: { raw: string; span: Span } | null;
  span: Span;
}

export interface ApprovalRuleNode {
  name: string;
  priority: { raw: string; span: Span } | null;
  when: ApprovalExpr | null;
  steps: StepNode[];
  span: Span;
  nameSpan: Span;
}

export interface ApprovalFile {
  rules: ApprovalRuleNode[];
}

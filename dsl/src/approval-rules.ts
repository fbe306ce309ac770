/** Approval rules as stored and evaluated: a name, a priority, a condition tree and an ordered chain of steps. */
import { approvalDepthExceeded, type ApprovalCombineNode, importApprovalTree } from "./approval-tree.ts";
import { TreeImportError } from "./tree.ts";

/** `role`: `count` approvals from members holding the role; `manager`: the buyer's manager; `admin`: the company admin */
export interface ApprovalStep {
  kind: "role" | "manager" | "admin";
  role?: string;
  count: number;
}

export interface ApprovalRule {
  name: string;
  /** orders the rules (lower first, ties in the given order): the order fired rules' chains run in */
  priority: number;
  /** null: every order */
  condition: ApprovalCombineNode | null;
  steps: ApprovalStep[];
}

export const MAX_STEP_COUNT = 1000;

/** rules in the order they are evaluated and their chains run: lower priority first, ties in the given order */
export function byApprovalPriority<R extends { priority: number }>(rules: readonly R[]): R[] {
  return rules
    .map((r, i) => ({ r, i }))
    .sort((a, b) => a.r.priority - b.r.priority || a.i - b.i)
    .map(({ r }) => r);
}

/** a stored rule (JSON) checked whole: name, priority, steps and condition tree (importApprovalTree); throws TreeImportError */
export function importApprovalRule(input: unknown): ApprovalRule {
  let v = input;
  if (typeof v === "string") {
    try {
      v = JSON.parse(v);
    } catch (e) {
      throw new TreeImportError(`not valid JSON: ${(e as Error).message}`, "rule");
    }
  }
  if (!v || typeof v !== "object" || Array.isArray(v)) throw new TreeImportError("a rule must be an object", "rule");
  const o = v as Record<string, unknown>;
  if (typeof o.name !== "string" || !o.name) throw new TreeImportError("a rule needs a name", "rule");
  const priority = o.priority ?? 0;
  if (typeof priority !== "number" || !Number.isSafeInteger(priority)) throw new TreeImportError("priority must be a whole number", "rule");
  if (!Array.isArray(o.steps) || !o.steps.length) throw new TreeImportError("a rule needs at least one step", "steps");
  const steps = o.steps.map((s, i): ApprovalStep => {
    const at = `steps--${i + 1}`;
    if (!s || typeof s !== "object") throw new TreeImportError("a step must be an object", at);
    const x = s as Record<string, unknown>;
    const count = x.count ?? 1;
    if (typeof count !== "number" || !Number.isInteger(count) || count < 1 || count > MAX_STEP_COUNT)
      throw new TreeImportError(`count must be a whole number from 1 to ${MAX_STEP_COUNT}`, at);
    if (x.kind === "role") {
      if (typeof x.role !== "string" || !x.role.trim()) throw new TreeImportError("a role step needs a role name", at);
      return { kind: "role", role: x.role, count };
    }
    if (x.kind === "manager" || x.kind === "admin") {
      if (count !== 1) throw new TreeImportError(`a ${x.kind} step has count 1`, at);
      return { kind: x.kind, count: 1 };
    }
    throw new TreeImportError(`unknown step kind ${JSON.stringify(x.kind)} (role, manager or admin)`, at);
  });
  const condition = o.condition === null || o.condition === undefined ? null : importApprovalTree(o.condition);
  if (condition && approvalDepthExceeded(condition) !== null) throw new TreeImportError("conditions nested too deeply", "condition");
  return { name: o.name, priority, condition, steps };
}

/**
 * Checks approval rules and lowers them to rules with condition trees, in one pass: every diagnostic at once,
 * in the product language's format (same codes where the same mistake: unknown_attribute, operator_not_allowed,
 * list_expected, type_mismatch, ...). Product conditions inside `order.lines.any(...)` are checked by the
 * product checker itself (checker.ts), so they mean and report exactly what they do in access rules.
 */
import { OPERATOR_WORD, type Expr, type Literal, type RuleNode, type Span, type TreeOperator } from "./ast.ts";
import type { ApprovalExpr, ApprovalFile, ApprovalRuleNode, CallArgument, Operand, StepNode } from "./approval-ast.ts";
import { type ApprovalRule, type ApprovalStep, MAX_STEP_COUNT } from "./approval-rules.ts";
import {
  AMOUNT_CONDITION,
  AMOUNT_OPERATORS,
  APPROVAL_COMBINE,
  BUYER_CONDITION,
  digitCount,
  LINES_FOUND,
  MAX_AMOUNT_DIGITS,
  MAX_WINDOW_DAYS,
  ORDER_AMOUNTS,
  ORDER_CONDITION,
  ORDER_OPERATORS,
  spendWindowKey,
  type Amount,
  type AmountAttribute,
  type AmountOperator,
  type ApprovalCombineNode,
  type ApprovalTreeNode,
} from "./approval-tree.ts";
import type { CatalogDescription } from "./catalog.ts";
import { check, ISO_COUNTRIES } from "./checker.ts";
import { nearest, type Diagnostic } from "./diagnostics.ts";
import { listValue, whenToTree } from "./tree.ts";

type Err = (span: Span, code: string, message: string, hint?: string, severity?: Diagnostic["severity"]) => void;

/** the fields of the order subject: their DSL name, kind and tree attribute */
type Subject =
  | { kind: "amount"; attribute: AmountAttribute }
  | { kind: "text"; attribute: "payment_method" | "role" }
  | { kind: "country" }
  | { kind: "team" }
  | { kind: "lines" }
  | { kind: "spent" };
const SUBJECTS: Record<string, Subject> = {
  ...Object.fromEntries(Object.entries(ORDER_AMOUNTS).map(([k, attribute]) => [`order.${k}`, { kind: "amount", attribute }])),
  "order.paymentMethod": { kind: "text", attribute: "payment_method" },
  "order.shipTo.country": { kind: "country" },
  "order.lines.any": { kind: "lines" },
  "buyer.role": { kind: "text", attribute: "role" },
  "buyer.team": { kind: "team" },
  "buyer.spent": { kind: "spent" },
};
export const APPROVAL_FIELDS = Object.keys(SUBJECTS);

/** what an operand is, once resolved (null: it had an error, reported) */
type Resolved =
  | { kind: "amount"; amount: Amount; constant: boolean; fact: AmountAttribute | null; literal: string | null; name: string }
  | { kind: "text" | "country" | "team"; attribute: "payment_method" | "role" | "country_id" | "team"; name: string }
  | { kind: "lines"; node: ApprovalTreeNode; name: string }
  | { kind: "literal"; literal: Literal; name: string };

const NEEDS_LIST = new Set<TreeOperator>(["()", "!()", "[]", "![]"]);
const KIND_WORD = { amount: "an amount", text: "text", country: "a country code", team: "a list of emails" } as const;

const spanLength = (s: Span) => Math.max(1, s.endOffset - s.offset + 1);
const pathName = (o: Operand & { kind: "path" }) => `${o.root}.${o.parts.map((p) => p.name).join(".")}`;
const literalText = (l: Literal) => (l.kind === "number" ? l.raw : l.kind === "list" ? "[...]" : JSON.stringify(l.value));
const IS_LITERAL = new Set(["string", "number", "boolean", "date", "list"]);

export interface ApprovalCheckResult {
  rules: ApprovalRule[];
  diagnostics: Diagnostic[];
}

/** checks the rules of a file and builds them; `rules` is only meaningful when no diagnostic is an error */
export function checkApprovals(file: ApprovalFile, catalog: CatalogDescription = {}): ApprovalCheckResult {
  const out: Diagnostic[] = [];
  const err: Err = (span, code, message, hint, severity = "error") =>
    out.push({ severity, code, message, line: span.line, column: span.column, length: spanLength(span), hint });
  const names = new Map<string, ApprovalRuleNode>();
  const rules: ApprovalRule[] = [];
  for (const r of file.rules) {
    const dup = names.get(r.name);
    // an error, not a warning as for access rules: a fired rule is named in approvals and explanations
    if (dup) err(r.nameSpan, "duplicate_rule", `an approval rule named "${r.name}" is already defined on line ${dup.span.line}`);
    else names.set(r.name, r);
    if (!r.name.trim()) err(r.nameSpan, "empty_name", "an approval rule needs a name");
    let priority = 0;
    if (r.priority) {
      if (!/^-?\d{1,9}$/.test(r.priority.raw)) err(r.priority.span, "bad_priority", `priority is a whole number (at most 9 digits); found ${r.priority.raw}`);
      else priority = Number(r.priority.raw);
    }
    const condition = r.when ? lowerRoot(r.when, catalog, err) : null;
    const steps = checkSteps(r.steps, catalog, err);
    rules.push({ name: r.name, priority, condition, steps });
  }
  return { rules, diagnostics: out };
}

/** what of a broken rule parsed whole (comparisons, steps), checked for the diagnostics beside its syntax error */
export function checkApprovalParts(tests: { test: ApprovalExpr; inLines: boolean }[], steps: StepNode[], catalog: CatalogDescription = {}): Diagnostic[] {
  const out: Diagnostic[] = [];
  const err: Err = (span, code, message, hint, severity = "error") =>
    out.push({ severity, code, message, line: span.line, column: span.column, length: spanLength(span), hint });
  for (const { test, inLines } of tests) {
    if (inLines) lowerLines(test, catalog, err);
    else lowerExpr(test, catalog, err);
  }
  checkSteps(steps, catalog, err);
  return out;
}

function checkSteps(steps: StepNode[], catalog: CatalogDescription, err: Err): ApprovalStep[] {
  const seen = new Set<string>();
  return steps.map((s) => {
    let count = 1;
    if (s.count) {
      const n = /^\d{1,4}$/.test(s.count.raw) ? Number(s.count.raw) : Number.NaN;
      if (!(n >= 1 && n <= MAX_STEP_COUNT))
        err(s.count.span, "bad_count", `count is a whole number of approvals from 1 to ${MAX_STEP_COUNT}; found ${s.count.raw}`);
      else count = n;
    }
    if (s.kind === "role") {
      const role = s.role ?? "";
      if (!role.trim()) err(s.roleSpan ?? s.span, "empty_role", 'a role step names the role: approve by role "Senior Buyer"');
      else if (catalog.roles && !catalog.roles.includes(role)) {
        const hint = nearest(role, catalog.roles);
        err(
          s.roleSpan ?? s.span,
          "unknown_role",
          `unknown role ${JSON.stringify(role)}`,
          hint ? `did you mean "${hint}"?` : `roles: ${catalog.roles.join(", ")}`,
        );
      }
    }
    const key = s.kind === "role" ? `role:${s.role}` : s.kind;
    if (seen.has(key))
      err(s.span, "duplicate_step", `this step is listed twice: each step is passed once, write \`count N\` for several approvals`, undefined, "warning");
    seen.add(key);
    return s.kind === "role" ? { kind: "role", role: s.role ?? "", count } : { kind: s.kind, count: 1 };
  });
}

/** the root of a rule's tree: a combine as written, or the condition wrapped in all(...) */
function lowerRoot(e: ApprovalExpr, catalog: CatalogDescription, err: Err): ApprovalCombineNode | null {
  const n = lowerExpr(e, catalog, err);
  if (!n) return null;
  return n.type === APPROVAL_COMBINE ? n : { type: APPROVAL_COMBINE, aggregator: "all", value: "1", conditions: [n] };
}

function lowerExpr(e: ApprovalExpr, catalog: CatalogDescription, err: Err): ApprovalTreeNode | null {
  if (e.kind === "combine") {
    // every child is checked (every error at once), the node built only when all are sound
    const kids = e.children.map((c) => lowerExpr(c, catalog, err));
    if (kids.some((k) => k === null)) return null;
    return { type: APPROVAL_COMBINE, aggregator: e.aggregator, value: e.expect ? "1" : "0", conditions: kids as ApprovalTreeNode[] };
  }
  return lowerTest(e, catalog, err);
}

function lowerTest(t: ApprovalExpr & { kind: "test" }, catalog: CatalogDescription, err: Err): ApprovalTreeNode | null {
  const left = resolve(t.left, catalog, err);
  const right = t.right ? resolve(t.right, catalog, err) : null;
  if (!left) return null;
  const op = t.op;
  if (op === null) {
    if (left.kind === "lines") return left.node;
    const example =
      left.kind === "amount" ? `${left.name} > 1000` : left.kind === "team" ? `${left.name} contains "lead@example.com"` : `${left.name} == "..."`;
    err(
      t.left.span,
      "not_a_condition",
      left.kind === "literal" ? "a value on its own is not a condition" : `\`${left.name}\` is ${KIND_WORD[left.kind]}, not a condition; compare it`,
      left.kind === "literal" ? undefined : `e.g. \`${example}\``,
    );
    return null;
  }
  if (left.kind === "lines") {
    err(
      t.span,
      "not_comparable",
      "`order.lines.any(...)` is a condition on its own: it is not compared",
      "drop the comparison, or write `not order.lines.any(...)`",
    );
    return null;
  }
  if (left.kind === "literal") {
    err(t.left.span, "field_expected", "a comparison starts with an order or buyer field", `e.g. \`order.total > 1000\`, \`buyer.role == "Buyer"\``);
    return null;
  }
  const attribute = left.kind === "amount" ? left.fact : left.attribute;
  const allowed: TreeOperator[] = left.kind === "amount" && (left.fact === null || t.left.kind !== "path") ? AMOUNT_OPERATORS : ORDER_OPERATORS[attribute!];
  if (!allowed.includes(op)) {
    const onlyFact = left.kind === "amount" && (op === "()" || op === "!()");
    err(
      t.span,
      "operator_not_allowed",
      onlyFact
        ? `\`${OPERATOR_WORD[op]}\` takes one order amount on the left (\`order.total in [...]\`); compare sums with ${AMOUNT_OPERATORS.map((o) => `\`${o}\``).join(", ")}`
        : `\`${OPERATOR_WORD[op]}\` is not allowed for ${left.name} (${KIND_WORD[left.kind]}); use ${allowed.map((o) => `\`${OPERATOR_WORD[o]}\``).join(", ")}`,
    );
    return null;
  }
  if (!t.right || !right) return null;
  const isList = right.kind === "literal" && right.literal.kind === "list";
  if (NEEDS_LIST.has(op) && !isList) {
    err(t.right.span, "list_expected", `\`${OPERATOR_WORD[op]}\` needs a list, e.g. [${right.kind === "literal" ? literalText(right.literal) : "..."}]`);
    return null;
  }
  if (!NEEDS_LIST.has(op) && isList) {
    err(t.right.span, "scalar_expected", `\`${OPERATOR_WORD[op]}\` compares with one value, not a list; use \`in\` for several`);
    return null;
  }
  const items = right.kind === "literal" && right.literal.kind === "list" ? right.literal.items : null;
  if (items && items.length === 0) {
    err(t.right.span, "empty_list", "an empty list matches nothing");
    return null;
  }
  if (left.kind === "amount") {
    if (items) {
      let ok = true;
      for (const it of items) {
        if (it.kind !== "number") {
          err(it.span, "type_mismatch", `${left.name} is an amount; found ${it.kind} ${literalText(it)}`);
          ok = false;
        } else if (!amountDigitsOk(it.raw, it.span, err)) ok = false;
      }
      return ok ? { type: ORDER_CONDITION, attribute: left.fact!, operator: op, value: listValue(items.map((i) => (i as { raw: string }).raw)) } : null;
    }
    if (right.kind !== "amount") {
      err(
        t.right.span,
        "type_mismatch",
        `${left.name} is an amount; found ${right.kind === "literal" ? `${right.literal.kind} ${literalText(right.literal)}` : `${right.name} (${KIND_WORD[right.kind as "text"] ?? "a condition"})`}`,
      );
      return null;
    }
    if (left.constant && right.constant)
      err(t.span, "constant_condition", "this comparison reads no order or buyer field: it is always true or always false", undefined, "warning");
    // the Magento form when it has one: one order amount against a number
    if (left.fact !== null && t.left.kind === "path" && right.literal !== null && t.right.kind === "number")
      return { type: ORDER_CONDITION, attribute: left.fact, operator: op, value: right.literal };
    return { type: AMOUNT_CONDITION, operator: op as AmountOperator, left: left.amount, right: right.amount };
  }
  // text, country, team: strings only
  const values = items ?? [right.kind === "literal" ? right.literal : t.right.kind === "number" ? t.right : null];
  let ok = true;
  for (const [i, it] of values.entries()) {
    if (it?.kind !== "string") {
      const at = it?.span ?? t.right.span;
      const what = it ? `${it.kind} ${literalText(it)}` : (right as { name: string }).name;
      err(
        at,
        "type_mismatch",
        `${left.name} is ${KIND_WORD[left.kind]}: write the value in quotes; found ${what}`,
        i === 0 && it?.kind === "number" ? `"${it.raw}"` : undefined,
      );
      ok = false;
      continue;
    }
    if (left.kind === "country") ok = checkCountry(it.value, it.span, catalog, err) && ok;
    if (left.attribute === "role" && catalog.roles && !catalog.roles.includes(it.value) && op !== "{}" && op !== "!{}") {
      const s = nearest(it.value, catalog.roles);
      err(it.span, "unknown_role", `unknown role ${JSON.stringify(it.value)}`, s ? `did you mean "${s}"?` : `roles: ${catalog.roles.join(", ")}`);
      ok = false;
    }
  }
  if (!ok) return null;
  const value = items ? listValue(items.map((i) => (i as { value: string }).value)) : (values[0] as { value: string }).value;
  if (left.kind === "country") return { type: ORDER_CONDITION, attribute: "country_id", operator: op, value };
  if (left.attribute === "payment_method") return { type: ORDER_CONDITION, attribute: "payment_method", operator: op, value };
  return { type: BUYER_CONDITION, attribute: left.attribute === "team" ? "team" : "role", operator: op, value };
}

function checkCountry(code: string, span: Span, catalog: CatalogDescription, err: Err): boolean {
  const upper = code.toUpperCase();
  if (catalog.countries) {
    if (catalog.countries.some((c) => c.toUpperCase() === upper)) return true;
    const s = nearest(code, catalog.countries);
    err(span, "unknown_country", `unknown country ${JSON.stringify(code)}`, s ? `did you mean \`${s}\`?` : undefined);
    return false;
  }
  if (!ISO_COUNTRIES.has(upper))
    err(
      span,
      "unknown_country",
      `unknown country ${JSON.stringify(code)}: not an ISO 3166-1 alpha-2 code, so no destination country would match it`,
      upper === "UK" ? "the United Kingdom is GB" : "countries are ISO 3166-1 alpha-2 codes: AU, NZ, GB, US, ...",
      "warning",
    );
  return true;
}

function amountDigitsOk(raw: string, span: Span, err: Err): boolean {
  if (digitCount(raw) <= MAX_AMOUNT_DIGITS) return true;
  err(span, "number_too_large", `a number in an amount has at most ${MAX_AMOUNT_DIGITS} digits`);
  return false;
}

/** an operand of the order subject (a literal resolves to itself: the comparison decides whether it fits) */
function resolve(o: Operand, catalog: CatalogDescription, err: Err): Resolved | null {
  switch (o.kind) {
    case "number":
      if (!amountDigitsOk(o.raw, o.span, err)) return null;
      return { kind: "amount", amount: { kind: "number", value: o.raw }, constant: true, fact: null, literal: o.raw, name: o.raw };
    case "string":
    case "boolean":
    case "date":
    case "list":
      return { kind: "literal", literal: o, name: literalText(o) };
    case "field": {
      const name = o.field.kind === "attr" ? `attr.${o.field.code}` : o.field.kind;
      err(
        o.span,
        "product_field",
        `\`${name}\` is a product field: it is read per order line, inside \`order.lines.any(...)\``,
        `e.g. \`order.lines.any(${name}${o.field.kind === "price" ? " > 100" : o.field.kind === "category" ? " in [12]" : ' == "..."'})\``,
      );
      return null;
    }
    case "path":
      return resolvePath(o, catalog, err);
    case "negate": {
      const x = resolve(o.operand, catalog, err);
      if (!x || !isAmount(x, o.operand.span, err)) return null;
      return { kind: "amount", amount: { kind: "negate", amount: x.amount }, constant: x.constant, fact: null, literal: null, name: "-" };
    }
    case "add":
    case "multiply": {
      const parts = (o.kind === "add" ? o.terms : o.factors).map((p) => ({ p, r: resolve(p, catalog, err) }));
      let ok = true;
      for (const { p, r } of parts) if (!r || !isAmount(r, p.span, err)) ok = false;
      if (!ok) return null;
      const amounts = parts.map(({ r }) => (r as Resolved & { kind: "amount" }).amount);
      const constant = parts.every(({ r }) => (r as Resolved & { kind: "amount" }).constant);
      const amount: Amount = o.kind === "add" ? { kind: "add", terms: amounts, ops: [...o.ops] } : { kind: "multiply", factors: amounts };
      return { kind: "amount", amount, constant, fact: null, literal: null, name: "the sum" };
    }
  }
}

function isAmount(r: Resolved, span: Span, err: Err): r is Resolved & { kind: "amount" } {
  if (r.kind === "amount") return true;
  err(
    span,
    "amount_expected",
    r.kind === "literal"
      ? `arithmetic is on amounts; found ${r.name}`
      : `\`${r.name}\` is ${r.kind === "lines" ? "a condition" : KIND_WORD[r.kind]}: arithmetic is on amounts`,
    "amounts: order.total, order.subtotal, order.shipping, order.skus, order.qty, buyer.spent(window), numbers",
  );
  return false;
}

function resolvePath(o: Operand & { kind: "path" }, catalog: CatalogDescription, err: Err): Resolved | null {
  const name = pathName(o);
  const subject = Object.hasOwn(SUBJECTS, name) ? SUBJECTS[name]! : name === "order.lines" ? SUBJECTS["order.lines.any"]! : undefined;
  if (!subject) {
    const s = nearest(name, APPROVAL_FIELDS);
    err(
      o.span,
      "unknown_field",
      `unknown field \`${name}\``,
      s ? `did you mean \`${s}${s === "order.lines.any" || s === "buyer.spent" ? "(...)" : ""}\`?` : `fields: ${APPROVAL_FIELDS.join(", ")}`,
    );
    return null;
  }
  const call = o.call;
  switch (subject.kind) {
    case "lines": {
      if (name === "order.lines" || !call || call.kind !== "condition") {
        err(o.span, "condition_expected", "`order.lines.any(...)` takes a product condition", "e.g. `order.lines.any(category in [12] and price > 100)`");
        return null;
      }
      if (!call.expr) {
        err(call.span, "condition_expected", "`order.lines.any(...)` needs a product condition inside its brackets", 'e.g. `order.lines.any(sku == "X")`');
        return null;
      }
      const node = lowerLines(call.expr, catalog, err);
      return node ? { kind: "lines", node, name } : null;
    }
    case "spent": {
      if (call?.kind !== "window") {
        err(
          call?.span ?? o.span,
          "window_expected",
          "`buyer.spent` needs a window",
          "`buyer.spent(30 days)` (1 to 366 days), `buyer.spent(month)` or `buyer.spent(quarter)`",
        );
        return null;
      }
      const w = windowOf(call, err);
      return w
        ? { kind: "amount", amount: { kind: "spent", window: w }, constant: false, fact: null, literal: null, name: `buyer.spent(${windowText(call)})` }
        : null;
    }
    default:
      if (call) {
        err(call.span, "unexpected_argument", `\`${name}\` takes no brackets`);
        return null;
      }
      if (subject.kind === "amount")
        return { kind: "amount", amount: { kind: "fact", attribute: subject.attribute }, constant: false, fact: subject.attribute, literal: null, name };
      if (subject.kind === "text") return { kind: "text", attribute: subject.attribute, name };
      if (subject.kind === "country") return { kind: "country", attribute: "country_id", name };
      return { kind: "team", attribute: "team", name };
  }
}

const windowText = (w: CallArgument & { kind: "window" }) => (w.count ? `${w.count.raw} ${w.unit.name}` : w.unit.name);

/** a window's key, or null (reported) */
function windowOf(w: CallArgument & { kind: "window" }, err: Err): string | null {
  const hint = `\`30 days\` (1 to ${MAX_WINDOW_DAYS}), \`month\` (this calendar month) or \`quarter\` (this calendar quarter), in UTC`;
  const unit = w.unit.name;
  if (unit === "days" || unit === "day") {
    const n = w.count && /^\d{1,3}$/.test(w.count.raw) ? Number(w.count.raw) : Number.NaN;
    if (!(n >= 1 && n <= MAX_WINDOW_DAYS)) {
      err(
        w.count?.span ?? w.unit.span,
        "bad_window",
        `a rolling window is 1 to ${MAX_WINDOW_DAYS} whole days; found ${w.count ? w.count.raw : "no number"}`,
        hint,
      );
      return null;
    }
    return spendWindowKey({ kind: "days", days: n });
  }
  if (unit === "month" || unit === "quarter") {
    if (w.count) {
      err(w.count.span, "bad_window", `\`${unit}\` is the current calendar ${unit}: it takes no number`, hint);
      return null;
    }
    return unit;
  }
  const s = nearest(unit, ["days", "month", "quarter"]);
  err(w.unit.span, "bad_window", `unknown window \`${windowText(w)}\``, s ? `did you mean \`${s}\`? ${hint}` : hint);
  return null;
}

/**
 * a line condition: the product language inside `order.lines.any(...)`, checked by the product checker; order
 * and buyer fields, arithmetic and values out of place are reported here
 */
function lowerLines(e: ApprovalExpr, catalog: CatalogDescription, err: Err): ApprovalTreeNode | null {
  const compares: Expr[] = [];
  let ok = true;
  const toProduct = (x: ApprovalExpr): Expr | null => {
    if (x.kind === "combine") {
      const kids = x.children.map(toProduct);
      return kids.some((k) => k === null) ? null : { ...x, children: kids as Expr[] };
    }
    const l = x.left;
    if (l.kind === "path") {
      err(
        l.span,
        "order_field_in_line",
        `\`${pathName(l)}\` is not a product field: inside \`order.lines.any(...)\` each line's product is read`,
        "product fields: sku, category, price (the line's unit price), type, attribute_set, attr.<code>; write order and buyer conditions outside the brackets",
      );
      return null;
    }
    if (l.kind !== "field") {
      err(l.span, "field_expected", "a line condition compares a product field with a value", 'e.g. `price > 100`, `category in [12]`, `sku contains "WH-"`');
      return null;
    }
    const name = l.field.kind === "attr" ? `attr.${l.field.code}` : l.field.kind;
    if (x.op === null || !x.right) {
      err(x.span, "operator_expected", `\`${name}\` needs an operator and a value`, `e.g. \`${name} == "..."\``);
      return null;
    }
    const r = x.right;
    if (!IS_LITERAL.has(r.kind)) {
      err(
        r.span,
        "value_expected",
        `a product field compares with a value (a string, number, date, true/false or list); arithmetic and fields are for order amounts`,
      );
      return null;
    }
    const c: Expr = { kind: "compare", field: l.field, op: x.op, value: r as Literal, span: x.span };
    compares.push(c);
    return c;
  };
  const product = toProduct(e);
  if (!product) ok = false;
  // the product checker on the comparisons that are sound (every error at once)
  if (compares.length) {
    const when: Expr = { kind: "combine", aggregator: "all", expect: true, children: compares, form: "infix", span: compares[0]!.span };
    const ds = check({ rules: [asRule(when)] }, catalog);
    for (const d of ds) err({ line: d.line, column: d.column, offset: 0, endOffset: d.length - 1 }, d.code, d.message, d.hint, d.severity);
    if (ds.some((d) => d.severity === "error")) ok = false;
  }
  if (!ok || !product) return null;
  const root = whenToTree(product);
  // Magento's "found" node takes the aggregator of its children (all true / any true); "not ..." stays a child
  return root.value === "1"
    ? { type: LINES_FOUND, aggregator: root.aggregator, value: "1", conditions: root.conditions }
    : { type: LINES_FOUND, aggregator: "all", value: "1", conditions: [root] };
}

function asRule(when: Expr): RuleNode {
  return {
    name: "",
    priority: 0,
    groups: [],
    stores: [],
    countries: [],
    when,
    actions: [{ kind: "hide_price", span: when.span }],
    enforce: "both",
    message: null,
    span: when.span,
    nameSpan: when.span,
  };
}

/** Checks a parsed rules file against a catalogue description: names, operators per type, list vs scalar. */
import { OPERATOR_WORD, type Expr, type FieldRef, type Literal, type RuleNode, type RulesFile, type ScopeItem, type Span, type TreeOperator } from "./ast.ts";
import { nearest, type Diagnostic } from "./diagnostics.ts";
import { isNumeric, parseDate } from "./semantics.ts";
import { BUILTIN_GROUPS } from "./rules.ts";

import type { AttributeType, CatalogDescription } from "./catalog.ts";

export type { AttributeType, CatalogDescription } from "./catalog.ts";
export type ValueKind = "string" | "numeric" | "date" | "select" | "boolean" | "category" | "multiselect";

/** operators allowed per value kind (notes/condition-tree.md; select also takes in/not in, as the admin builder offers) */
export const ALLOWED: Record<ValueKind, TreeOperator[]> = {
  string: ["==", "!=", ">=", "<=", ">", "<", "{}", "!{}", "()", "!()"],
  numeric: ["==", "!=", ">=", "<=", ">", "<", "()", "!()"],
  date: ["==", "!=", ">=", "<="],
  select: ["==", "!=", "()", "!()"],
  boolean: ["==", "!="],
  category: ["==", "!=", "{}", "!{}", "()", "!()"],
  multiselect: ["()", "!()", "[]", "![]"],
};

const KIND_OF_TYPE: Record<AttributeType, ValueKind> = {
  text: "string",
  number: "numeric",
  select: "select",
  multiselect: "multiselect",
  boolean: "boolean",
  date: "date",
};
const NEEDS_LIST = new Set<TreeOperator>(["()", "!()", "[]", "![]"]);

export function fieldKind(f: FieldRef, catalog: CatalogDescription): ValueKind | undefined {
  switch (f.kind) {
    case "sku":
    case "type":
      return "string";
    case "price":
    case "attribute_set":
      return "numeric";
    case "category":
      return "category";
    case "attr": {
      const a = catalog.attributes && Object.hasOwn(catalog.attributes, f.code) ? catalog.attributes[f.code] : undefined;
      return a ? KIND_OF_TYPE[a.type] : undefined;
    }
  }
}

export function check(file: RulesFile, catalog: CatalogDescription): Diagnostic[] {
  const out: Diagnostic[] = [];
  const err = (span: Span, code: string, message: string, hint?: string, severity: Diagnostic["severity"] = "error") =>
    out.push({ severity, code, message, line: span.line, column: span.column, length: Math.max(1, span.endOffset - span.offset + 1), hint });
  const names = new Map<string, RuleNode>();
  for (const r of file.rules) {
    const dup = names.get(r.name);
    if (dup) err(r.nameSpan, "duplicate_rule", `a rule named "${r.name}" is already defined on line ${dup.span.line}`, undefined, "warning");
    names.set(r.name, r);
    checkScope(r, catalog, err);
    if (r.when) checkExpr(r.when, catalog, err);
    if (!r.actions.length) err(r.span, "no_action", "a rule needs at least one action");
    const kinds = r.actions.map((a) => a.kind);
    for (const a of r.actions) {
      if (kinds.filter((k) => k === a.kind).length > 1) err(a.span, "duplicate_action", `action ${a.kind} is listed twice`, undefined, "warning");
      if (a.kind === "redirect" && catalog.cmsPages && !catalog.cmsPages.includes(a.page)) {
        const s = nearest(a.page, catalog.cmsPages);
        err(a.span, "unknown_cms_page", `unknown CMS page "${a.page}"`, s ? `did you mean "${s}"?` : undefined);
      }
    }
  }
  return out;
}

type Err = (span: Span, code: string, message: string, hint?: string, severity?: Diagnostic["severity"]) => void;

/** ISO 3166-1 alpha-2, the 249 officially assigned codes (destination countries are compared with these) */
export const ISO_COUNTRIES = new Set(
  (
    "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM " +
    "CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU " +
    "GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA " +
    "MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR " +
    "PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV " +
    "TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW"
  ).split(" "),
);

function checkScope(r: RuleNode, catalog: CatalogDescription, err: Err) {
  const unknown = (kind: string, it: ScopeItem, list: string[], severity: Diagnostic["severity"], why = "", hint?: string) => {
    const s = nearest(String(it.value), list);
    err(
      it.span,
      `unknown_${kind}`,
      `unknown ${kind} ${JSON.stringify(it.value)}${why}`,
      hint ?? (s ? `did you mean \`${s}\`?` : `known: ${list.slice(0, 8).join(", ")}${list.length > 8 ? ", ..." : ""}`),
      severity,
    );
  };
  // groups resolve through the catalogue's groups and the built-in NOT_LOGGED_IN (0) and General (1), as
  // rulesFromAst resolves them; a name neither knows would become group -1, which no customer is in
  const groups: Record<string, number> = { ...BUILTIN_GROUPS, ...catalog.groups };
  for (const it of r.groups) {
    if (typeof it.value === "number" ? !catalog.groups || Object.values(groups).includes(it.value) : Object.hasOwn(groups, it.value)) continue;
    if (catalog.groups) {
      unknown("group", it, Object.keys(groups), "error");
      continue;
    }
    const s = nearest(String(it.value), Object.keys(groups));
    const why = ": without a catalogue only NOT_LOGGED_IN and General are known by name, so the rule would apply to no group";
    unknown("group", it, [], "warning", why, s ? `did you mean \`${s}\`?` : "give the catalogue (its groups) or the group id");
  }
  for (const it of r.stores) if (catalog.stores && !catalog.stores.includes(String(it.value))) unknown("store", it, catalog.stores, "error");
  // countries are compared upper-cased (rulesFromAst upper-cases them), with the catalogue's or ISO 3166-1's
  for (const it of r.countries) {
    const code = String(it.value).toUpperCase();
    if (catalog.countries) {
      if (!catalog.countries.some((c) => c.toUpperCase() === code)) unknown("country", it, catalog.countries, "error");
    } else if (!ISO_COUNTRIES.has(code)) {
      unknown(
        "country",
        it,
        [],
        "warning",
        ": not an ISO 3166-1 alpha-2 code, so no destination country would match it",
        code === "UK" ? "the United Kingdom is GB" : "countries are ISO 3166-1 alpha-2 codes: AU, NZ, GB, US, ...",
      );
    }
  }
}

function checkExpr(e: Expr, catalog: CatalogDescription, err: Err) {
  if (e.kind === "combine") {
    for (const c of e.children) checkExpr(c, catalog, err);
    return;
  }
  const f = e.field;
  if (f.kind === "attr" && catalog.attributes && !Object.hasOwn(catalog.attributes, f.code)) {
    const s = nearest(f.code, Object.keys(catalog.attributes));
    err(f.span, "unknown_attribute", `unknown attribute \`attr.${f.code}\``, s ? `did you mean \`attr.${s}\`?` : undefined);
    return;
  }
  for (const l of e.value.kind === "list" ? e.value.items : [e.value]) {
    if (l.kind === "date" && parseDate(l.value) === null) err(l.span, "invalid_date", `${l.value} is not a date in the calendar`);
  }
  const kind = fieldKind(f, catalog);
  if (!kind) return; // no catalogue given: nothing to check against
  const fieldName = f.kind === "attr" ? `attr.${f.code}` : f.kind;
  if (!ALLOWED[kind].includes(e.op)) {
    err(
      e.span,
      "operator_not_allowed",
      `\`${OPERATOR_WORD[e.op]}\` is not allowed for ${fieldName} (${kind}); use ${ALLOWED[kind].map((o) => `\`${OPERATOR_WORD[o]}\``).join(", ")}`,
    );
    return;
  }
  const isList = e.value.kind === "list";
  if (NEEDS_LIST.has(e.op) && !isList) {
    err(e.value.span, "list_expected", `\`${OPERATOR_WORD[e.op]}\` needs a list, e.g. [${literalHint(e.value)}]`);
    return;
  }
  if (!NEEDS_LIST.has(e.op) && isList && kind !== "category") {
    err(e.value.span, "scalar_expected", `\`${OPERATOR_WORD[e.op]}\` compares with one value, not a list; use \`in\` for several`);
    return;
  }
  const items = e.value.kind === "list" ? e.value.items : [e.value];
  if (isList && items.length === 0) err(e.value.span, "empty_list", "an empty list matches nothing");
  for (const it of items) checkLiteral(it, kind, fieldName, f, catalog, err);
}

function literalHint(l: Literal) {
  return l.kind === "string" ? JSON.stringify(l.value) : l.kind === "number" ? l.raw : "...";
}

function checkLiteral(l: Literal, kind: ValueKind, fieldName: string, f: FieldRef, catalog: CatalogDescription, err: Err) {
  if (l.kind === "list") return err(l.span, "nested_list", "lists cannot contain lists");
  // a numeric string is a number (is_numeric: "1e3", " 7"), as the evaluator and imported trees have it
  if ((kind === "numeric" || kind === "category") && l.kind !== "number" && !(l.kind === "string" && isNumeric(l.value))) {
    return err(l.span, "type_mismatch", `${fieldName} is ${kind === "category" ? "a category id" : "a number"}; found ${l.kind} ${JSON.stringify(l.value)}`);
  }
  // booleans are stored as 1/0: the numbers 1 and 0 are true and false
  if (kind === "boolean" && l.kind !== "boolean" && !(l.kind === "number" && (l.value === 1 || l.value === 0))) {
    return err(l.span, "type_mismatch", `${fieldName} is true or false (or 1 or 0); found ${JSON.stringify(l.value)}`);
  }
  if (kind === "date" && l.kind !== "date" && !(l.kind === "string" && parseDate(l.value) !== null)) {
    return err(
      l.span,
      "type_mismatch",
      `${fieldName} is a date: YYYY-MM-DD, or a string "YYYY-MM-DD HH:MM[:SS]" with a time; found ${JSON.stringify(l.value)}`,
    );
  }
  if (kind === "category" && catalog.categoryIds && !catalog.categoryIds.includes(Number(l.value))) {
    err(l.span, "unknown_category", `unknown category id ${l.kind === "number" ? l.raw : JSON.stringify(l.value)}`);
  }
  if ((kind === "select" || kind === "multiselect") && f.kind === "attr" && l.kind === "string") {
    const options = catalog.attributes && Object.hasOwn(catalog.attributes, f.code) ? catalog.attributes[f.code]!.options : undefined;
    if (options && !options.some((o) => o.toLowerCase() === l.value.toLowerCase())) {
      const s = nearest(l.value, options);
      err(
        l.span,
        "unknown_option",
        `${JSON.stringify(l.value)} is not an option of ${fieldName}`,
        s ? `did you mean "${s}"?` : `options: ${options.join(", ")}`,
      );
    }
  }
}

/**
 * The company's approval rules (`/account/approval-rules`, members with `approval_rules.manage`): the list, and one
 * rule's form in two parts: fields for the common case (order total over an amount, optionally for one buyer role;
 * approval from a role's members, the buyer's manager or the company admin), which the page writes as rule text,
 * and the rule text itself in the rules language for everything else. A refused save shows the checker's
 * diagnostics beside the text. Plain posts that work without JavaScript; the backend decides.
 */
import { html } from "hono/html";
import { frame, loginFirst } from "./account-pages.ts";
import { call } from "./cart-pages.ts";
import { companyOr, isPage, refused, refusedWith } from "./company-pages.ts";
import { holds, listOf, type MyCompany } from "./company-api.ts";
import { field, type FieldErrors, type Notes, notes } from "./forms.ts";
import type { PageInput, PageResult } from "./pages.ts";
import { type ApprovalRule, MANAGE_RULES, type RuleDiagnostic, RULES_API, RULES_PATH } from "./purchasing-api.ts";

const SOURCE_MAX = 20_000;
const AMOUNT = /^\d{1,12}(\.\d{1,4})?$/;

function rulesFrame(i: PageInput, c: MyCompany, title: string, body: unknown, status = 200, n: Notes = {}, last?: string): PageResult {
  return frame(i, RULES_PATH, title, html`${notes(n)}${body}`, status, {
    company: c,
    current: RULES_PATH,
    crumbs: last
      ? [{ label: "My account", href: "/account" }, { label: "Approval rules", href: RULES_PATH }, { label: last }]
      : [{ label: "My account", href: "/account" }, { label: "Approval rules" }],
  });
}

/** the caller's company when they may manage its rules, else the page that says why not */
async function managerOf(i: PageInput, path: string): Promise<MyCompany | PageResult> {
  const c = await companyOr(i, path);
  if (isPage(c)) return c;
  if (!holds(c, MANAGE_RULES))
    return rulesFrame(
      i,
      c,
      "Approval rules",
      html`<p>Your role does not let you manage the company's approval rules.</p><p><a href="/account">Back to my account</a></p>`,
      403,
    );
  return c;
}

async function rulesOf(i: PageInput): Promise<{ status: number; rules: ApprovalRule[]; data: unknown }> {
  const r = await call(i, "GET", RULES_API);
  return { status: r.status, rules: r.status === 200 ? listOf<ApprovalRule>(r.data) : [], data: r.data };
}

/** one of the company's rules (the backend lists them; a rule of another company is not among them) */
async function ruleOf(i: PageInput, id: string): Promise<ApprovalRule | undefined> {
  return (await rulesOf(i)).rules.find((r) => String(r.id) === id);
}

export async function rulesPage(i: PageInput, n: Notes = {}, status = 200): Promise<PageResult> {
  const c = await managerOf(i, RULES_PATH);
  if (isPage(c)) return c;
  const r = await rulesOf(i);
  return rulesFrame(
    i,
    c,
    "Approval rules",
    html`<p>An order a rule applies to becomes a purchase order that waits for its approvals; approving it places the order at its prices.</p>
${r.status !== 200 ? html`<p class="notice err" role="alert">${refused(r, "The rules cannot be shown.").alert}</p>` : ""}
${
  r.rules.length
    ? html`<table data-approval-rules><caption class="sr-only">The company's approval rules</caption><thead><tr><th scope="col">Rule</th><th scope="col">Text</th><th scope="col">Actions</th></tr></thead><tbody>${r.rules.map(
        (rule) =>
          html`<tr><td>${rule.name}${rule.isActive === false ? html` <span class="hint">(inactive)</span>` : ""}</td><td><pre class="rule-source">${rule.source}</pre></td><td><span class="actions"><a href="${RULES_PATH}/${rule.id}">Edit<span class="sr-only"> ${rule.name}</span></a><a href="${RULES_PATH}/${rule.id}/delete">Delete<span class="sr-only"> ${rule.name}</span></a></span></td></tr>`,
      )}</tbody></table>`
    : r.status === 200
      ? html`<div class="empty"><p>No approval rules: every order is placed at once.</p></div>`
      : ""
}
<p><a class="button" href="${RULES_PATH}/new">New rule</a></p>`,
    status,
    n,
  );
}

/** the rule text the common-case fields stand for; strings written as the language's quoted strings (JSON's escapes) */
export function ruleText(f: { name: string; over: string; role: string; approver: string; approverRole: string; count: string }): string {
  const when = [f.over ? `order.total > ${f.over}` : "", f.role ? `buyer.role == ${JSON.stringify(f.role)}` : ""].filter(Boolean);
  const count = Number(f.count) > 1 ? ` count ${Number(f.count)}` : "";
  const step =
    f.approver === "role" ? `approve by role ${JSON.stringify(f.approverRole)}${count}` : f.approver === "manager" ? "approve by manager" : "approve by admin";
  return `approval ${JSON.stringify(f.name)}\n${when.length ? `  when ${when.join(" and ")}\n` : ""}  then ${step}\n`;
}

/** the checker's diagnostics of a refused save: its `diagnostics`, else its field errors on the text */
function diagnosticsOf(data: unknown): RuleDiagnostic[] {
  const p = (data ?? {}) as { diagnostics?: unknown; errors?: { field?: string; code?: string; message?: string; line?: number; column?: number }[] };
  if (Array.isArray(p.diagnostics)) return (p.diagnostics as RuleDiagnostic[]).filter((d) => d && typeof d.message === "string");
  // the language's diagnostics (field source, "line L, column C: ...") and the steps nobody could approve (steps.N.role)
  return (p.errors ?? []).filter((e) => e.message).map((e) => ({ ...e, message: e.message! }));
}

interface FormState {
  form?: URLSearchParams | null;
  /** the text shown in the rules-language box (the written text of a refused common-case save) */
  source?: string;
  diagnostics?: RuleDiagnostic[];
}

function diagnosticList(d: RuleDiagnostic[]) {
  return html`<ul class="field-error rule-diagnostics" id="rule-source-error" data-rule-diagnostics>${d.map(
    (x) =>
      html`<li>${x.line ? html`Line ${x.line}${x.column ? html`, column ${x.column}` : ""}: ` : ""}${x.message}${x.hint ? html` <span class="hint">${x.hint}</span>` : ""}</li>`,
  )}</ul>`;
}

export async function ruleForm(i: PageInput, id: string, n: Notes & FormState = {}, status = 200): Promise<PageResult> {
  const c = await managerOf(i, `${RULES_PATH}/${id}`);
  if (isPage(c)) return c;
  let rule: ApprovalRule | undefined;
  if (id !== "new") {
    rule = await ruleOf(i, id);
    if (!rule)
      return rulesFrame(
        i,
        c,
        "Rule not found",
        html`<p>There is no such rule.</p><p><a href="${RULES_PATH}">Back to the approval rules</a></p>`,
        404,
        {},
        "Rule not found",
      );
  }
  const errors: FieldErrors = n.errors ?? {};
  const v = (k: string, d = "") => n.form?.get(k) ?? d;
  const approver = v("approver", "admin");
  const roles = (c.roles ?? []).map((r) => r.name);
  const source = n.source ?? v("source", rule?.source ?? "");
  const diagnostics = n.diagnostics ?? [];
  const title = rule ? `Edit the rule ${rule.name}` : "New approval rule";
  const radio = (value: string, label: string) =>
    html`<label class="choice"><input type="radio" name="approver" value="${value}"${approver === value ? " checked" : ""}> ${label}</label>`;
  return rulesFrame(
    i,
    c,
    title,
    html`<form action="${RULES_PATH}/${id}" method="post" novalidate data-rule-form>
<div class="grid2">
<fieldset><legend>The common case</legend>
${field({ name: "name", label: "Rule name", autocomplete: "off", value: v("name", rule?.name ?? ""), prefix: "rule", hint: "The rule text below names the rule itself." }, errors)}
${field({ name: "over", label: "Order total over", type: "text", autocomplete: "off", value: v("over"), prefix: "rule", hint: "An amount, e.g. 1000 (empty: any total)." }, errors)}
${field({ name: "role", label: "Only for buyers with the role", autocomplete: "off", value: v("role"), prefix: "rule", hint: roles.length ? `The company's roles: ${roles.join(", ")}.` : undefined }, errors)}
<fieldset><legend>Approval from</legend>${radio("admin", "The company administrator")}${radio("manager", "The buyer's manager")}${radio("role", "Members of a role")}
${field({ name: "approverRole", label: "Approving role", autocomplete: "off", value: v("approverRole"), prefix: "rule" }, errors)}
${field({ name: "count", label: "Approvals needed from that role", type: "number", autocomplete: "off", value: v("count", "1"), prefix: "rule" }, errors)}
</fieldset>
<p><button name="mode" value="simple">Save from these fields</button></p>
</fieldset>
<fieldset><legend>Or the rule in the rules language</legend>
<div class="field"><label for="rule-source">Rule text</label><textarea id="rule-source" name="source" rows="10" cols="60" spellcheck="false" maxlength="${SOURCE_MAX}" aria-describedby="rule-source-hint${diagnostics.length ? " rule-source-error" : ""}"${diagnostics.length ? html` aria-invalid="true"` : ""}>${source}</textarea><span class="hint" id="rule-source-hint">For example: <code>approval "Large orders" when order.total &gt; 1000 and buyer.role == "Buyer" then approve by role "Senior Buyer" count 2, approve by manager</code>. Also order.subtotal, order.qty, order.skus, order.lines.any(...), buyer.spent(30 days).</span>${diagnostics.length ? diagnosticList(diagnostics) : ""}</div>
<p><button name="mode" value="text">Save the rule text</button></p>
</fieldset>
</div>
<p><a href="${RULES_PATH}">Cancel</a></p></form>`,
    status,
    n,
    title,
  );
}

/** POST /account/approval-rules/{new|id}: the common-case fields written as rule text, or the text as typed */
export async function saveRule(i: PageInput, id: string, form: URLSearchParams): Promise<PageResult> {
  if (!i.token) return loginFirst(RULES_PATH);
  const f = (k: string) => (form.get(k) ?? "").trim();
  const name = f("name");
  const errors: FieldErrors = {};
  let source = form.get("source") ?? "";
  if (f("mode") === "simple") {
    if (!name || name.length > 120) errors.name = "Name the rule (at most 120 characters).";
    if (f("over") && !AMOUNT.test(f("over"))) errors.over = "Enter an amount like 1000 or 1000.50.";
    if (f("role").length > 120) errors.role = "At most 120 characters.";
    if (f("approver") === "role" && !f("approverRole")) errors.approverRole = "Name the role whose members approve.";
    if (f("approver") === "role" && !/^([1-9]|[1-9]\d)$/.test(f("count"))) errors.count = "A whole number from 1 to 99.";
    if (!Object.keys(errors).length)
      source = ruleText({ name, over: f("over"), role: f("role"), approver: f("approver"), approverRole: f("approverRole"), count: f("count") });
  } else if (!source.trim()) errors.source = "Write the rule.";
  if (source.length > SOURCE_MAX) errors.source = `At most ${SOURCE_MAX} characters.`;
  if (Object.keys(errors).length)
    return ruleForm(i, id, { form, errors, alert: "Please correct the marked fields.", diagnostics: errors.source ? [{ message: errors.source }] : [] }, 422);
  // the rule's name is in its text
  const body = { source };
  const r = id === "new" ? await call(i, "POST", RULES_API, body) : await call(i, "PATCH", `${RULES_API}/${id}`, body);
  if (r.status >= 400) {
    const diagnostics = r.status < 500 ? diagnosticsOf(r.data) : [];
    const n = refused(r, "The rule could not be saved.");
    return ruleForm(
      i,
      id,
      { form, source, diagnostics, alert: diagnostics.length ? "The rule is not saved: see the problems under its text." : n.alert },
      refusedWith(r.status),
    );
  }
  const saved = (r.data ?? {}) as Partial<ApprovalRule>;
  return rulesPage(i, { message: `The rule ${saved.name ?? name} is saved.` });
}

export async function deleteRuleConfirm(i: PageInput, id: string): Promise<PageResult> {
  const c = await managerOf(i, RULES_PATH);
  if (isPage(c)) return c;
  const rule = await ruleOf(i, id);
  if (!rule)
    return rulesFrame(
      i,
      c,
      "Rule not found",
      html`<p>There is no such rule.</p><p><a href="${RULES_PATH}">Back to the approval rules</a></p>`,
      404,
      {},
      "Rule not found",
    );
  return rulesFrame(
    i,
    c,
    `Delete the rule ${rule.name}?`,
    html`<div class="narrow"><p>Orders will no longer need the approvals this rule asks for. Purchase orders already waiting keep their approval steps.</p><form action="${RULES_PATH}/${rule.id}/delete" method="post"><p><button>Delete</button> <a href="${RULES_PATH}">Cancel</a></p></form></div>`,
    200,
    {},
    rule.name,
  );
}

export async function deleteRule(i: PageInput, id: string): Promise<PageResult> {
  if (!i.token) return loginFirst(RULES_PATH);
  const r = await call(i, "DELETE", `${RULES_API}/${id}`);
  if (r.status >= 400) return rulesPage(i, refused(r, "The rule could not be deleted."), refusedWith(r.status));
  return rulesPage(i, { message: "The rule is deleted." });
}

/**
 * The company pages of a member's account: the profile, users (invite, role, manager, job title, deactivate),
 * roles (the permission tree as nested checkboxes), the company's orders with who placed each, and the page an
 * invitation's link opens. Server-rendered forms that post here and work without JavaScript; the backend checks
 * every permission (a member without one gets its refusal) and the pages leave out what the member cannot use.
 */
import { html } from "hono/html";
import { frame, loginFirst } from "./account-pages.ts";
import { loginPage } from "./auth-pages.ts";
import { call, oneLine, type Problem } from "./cart-pages.ts";
import {
  COMPANY_API,
  COMPANY_PATH,
  type CompanyAddress,
  type CompanyMember,
  type CompanyOrder,
  type CompanyRole,
  companySections,
  fullName,
  holds,
  listOf,
  loadCompany,
  type MyCompany,
  type PermissionNode,
} from "./company-api.ts";
import { field, type FieldErrors, type Notes, notes, refusal } from "./forms.ts";
import { money } from "./layout.ts";
import type { PageInput, PageResult } from "./pages.ts";

export const INVITATION_PATH = "/company/invitation";
export const MEMBER_ID = /^\d{1,12}$/;
export const ROLE_ID = /^(new|\d{1,12})$/;

type Answer = { status: number; data: unknown };

/** the backend's refusal: its field errors beside the fields, else its message (company refusals carry `message`) */
export function refused(r: Answer, fallback: string): Notes {
  const p = (r.data ?? {}) as Problem & { message?: string };
  if (r.status >= 500) return { alert: "This is unavailable just now. Please try again." };
  return refusal({ ...p, detail: p.message ?? p.detail }, fallback);
}

/** the status a refused form answers with: the backend's own refusal (403, 404, 409, 429), 502 for its failure, else 422 */
export const refusedWith = (status: number) => (status >= 500 ? 502 : [403, 404, 409, 429].includes(status) ? status : 422);

/** a company page in the account frame, with the company's own sections above its content */
export function companyFrame(i: PageInput, c: MyCompany, path: string, title: string, body: unknown, status = 200, n: Notes = {}): PageResult {
  const sections = companySections(c);
  const crumbs =
    path === COMPANY_PATH
      ? [{ label: "My account", href: "/account" }, { label: "My company" }]
      : [{ label: "My account", href: "/account" }, { label: "My company", href: COMPANY_PATH }, { label: title }];
  return frame(
    i,
    path,
    title,
    html`<nav class="company-sections" aria-label="Company sections"><ul>${sections.map(([p, label]) =>
      p === path ? html`<li><a href="${p}" aria-current="page">${label}</a></li>` : html`<li><a href="${p}">${label}</a></li>`,
    )}</ul></nav>${c.status === "blocked" ? html`<p class="notice err" role="note">Your company account is on hold: ordering is paused.${c.statusReason ? html` ${c.statusReason}` : ""}</p>` : ""}${notes(n)}${body}`,
    status,
    { crumbs, company: c, current: COMPANY_PATH },
  );
}

/** the caller's company, or the page that says why there is none (no session, no company, the backend failed) */
export async function companyOr(i: PageInput, path: string): Promise<MyCompany | PageResult> {
  if (!i.token) return loginFirst(path);
  const r = await loadCompany(i);
  if (r.company) return r.company;
  if (r.status === 404 || r.status === 403)
    return frame(
      i,
      COMPANY_PATH,
      "My company",
      html`<div class="empty"><p>You are not part of a company account.</p><p>A company's administrator can invite you by email; the invitation's link brings you here.</p><p><a class="button" href="/account">Back to my account</a></p></div>`,
      200,
      { company: null, crumbs: [{ label: "My account", href: "/account" }, { label: "My company" }] },
    );
  return frame(
    i,
    COMPANY_PATH,
    "My company",
    html`<p class="notice err" role="alert">Your company account cannot be shown just now. Please try again.</p>`,
    502,
    { company: null },
  );
}

export const isPage = (x: MyCompany | PageResult): x is PageResult => typeof x.status === "number";

const statusLabel = (s: string) =>
  ({ active: "Active", inactive: "Inactive", pending: "Awaiting approval", rejected: "Not approved", blocked: "On hold" })[s] ?? s;

// ---- profile

const PROFILE_FIELDS = [
  ["name", "Company name", "organization", true],
  ["legalName", "Legal name", "off", false],
  ["email", "Company email", "email", false],
  ["phone", "Phone", "tel", false],
  ["vatId", "VAT / tax id", "off", false],
  ["resellerId", "Reseller id", "off", false],
] as const;

export async function companyPage(i: PageInput, form: URLSearchParams | null = null, n: Notes = {}, status = 200): Promise<PageResult> {
  const c = await companyOr(i, COMPANY_PATH);
  if (isPage(c)) return c;
  const errors = n.errors ?? {};
  const v = (k: (typeof PROFILE_FIELDS)[number][0]) => form?.get(k) ?? String(c[k] ?? "");
  const addresses = c.addresses ?? [];
  return companyFrame(
    i,
    c,
    COMPANY_PATH,
    "My company",
    html`<section aria-labelledby="co-profile"><h2 id="co-profile">${c.name}</h2><dl class="facts">
<dt>Status</dt><dd data-company-status>${statusLabel(c.status)}</dd>
${c.legalName ? html`<dt>Legal name</dt><dd>${c.legalName}</dd>` : ""}
${c.email ? html`<dt>Email</dt><dd>${c.email}</dd>` : ""}
${c.phone ? html`<dt>Phone</dt><dd>${c.phone}</dd>` : ""}
${c.vatId ? html`<dt>VAT / tax id</dt><dd>${c.vatId}</dd>` : ""}
${c.resellerId ? html`<dt>Reseller id</dt><dd>${c.resellerId}</dd>` : ""}
${c.admin ? html`<dt>Company administrator</dt><dd>${fullName(c.admin)} (${c.admin.email})</dd>` : ""}
${c.salesRep ? html`<dt>Your sales representative</dt><dd>${c.salesRep.name} (<a href="mailto:${c.salesRep.email}">${c.salesRep.email}</a>)</dd>` : ""}
</dl></section>
${
  addresses.length
    ? html`<section aria-labelledby="co-addresses"><h2 id="co-addresses">Company addresses</h2><ul class="address-list">${addresses.map(
        (a: CompanyAddress) =>
          html`<li class="address-card"><p><strong>${a.label}</strong></p><p>${oneLine(a)}</p>${a.isDefaultShipping ? html`<p class="hint">Default shipping address</p>` : ""}</li>`,
      )}</ul></section>`
    : ""
}
${
  holds(c, "company.profile.edit")
    ? html`<section aria-labelledby="co-edit"><h2 id="co-edit">Edit the profile</h2><form action="${COMPANY_PATH}" method="post" class="narrow" novalidate>
${PROFILE_FIELDS.map(([name, label, autocomplete, required]) =>
  field({ name, label, autocomplete, required, value: v(name), prefix: "co", type: name === "email" ? "email" : name === "phone" ? "tel" : "text" }, errors),
)}
<p><button>Save the profile</button></p></form></section>`
    : ""
}`,
    status,
    n,
  );
}

export async function saveProfile(i: PageInput, form: URLSearchParams): Promise<PageResult> {
  if (!i.token) return loginFirst(COMPANY_PATH);
  const f = (k: string) => (form.get(k) ?? "").trim();
  if (!f("name")) return companyPage(i, form, { errors: { name: "Enter the company's name." }, alert: "Please correct the marked fields." }, 422);
  const body = Object.fromEntries(PROFILE_FIELDS.map(([k]) => [k, f(k)]));
  const r = await call(i, "PATCH", COMPANY_API, body);
  if (r.status >= 400) return companyPage(i, form, refused(r, "The profile could not be saved."), refusedWith(r.status));
  return companyPage(i, null, { message: "The company profile is saved." });
}

// ---- users

const roleName = (m: CompanyMember) => (m.isAdmin ? "Company administrator" : (m.role?.name ?? "No role"));

function roleSelect(roles: CompanyRole[], value: string, errors: FieldErrors, prefix: string) {
  const id = `${prefix}-roleId`;
  const err = errors.roleId;
  return html`<div class="field"><label for="${id}">Role</label><select id="${id}" name="roleId"${err ? html` aria-invalid="true" aria-describedby="${id}-error"` : ""}><option value="">No role</option>${roles.map(
    (r) => html`<option value="${r.id}"${String(r.id) === value ? " selected" : ""}>${r.name}</option>`,
  )}</select>${err ? html`<p class="field-error" id="${id}-error">${err}</p>` : ""}</div>`;
}

function managerSelect(members: CompanyMember[], value: string, errors: FieldErrors, prefix: string, except?: number) {
  const id = `${prefix}-managerId`;
  const err = errors.managerId;
  return html`<div class="field"><label for="${id}">Reports to</label><select id="${id}" name="managerId"${err ? html` aria-invalid="true" aria-describedby="${id}-error"` : ""}><option value="">Nobody</option>${members
    .filter((m) => m.id !== except && m.status === "active")
    .map(
      (m) => html`<option value="${m.id}"${String(m.id) === value ? " selected" : ""}>${fullName(m)}</option>`,
    )}</select>${err ? html`<p class="field-error" id="${id}-error">${err}</p>` : ""}</div>`;
}

const numOrNull = (v: string | null) => (v && /^\d{1,12}$/.test(v) ? Number(v) : null);

export async function usersPage(i: PageInput, form: URLSearchParams | null = null, n: Notes = {}, status = 200): Promise<PageResult> {
  const path = `${COMPANY_PATH}/users`;
  const c = await companyOr(i, path);
  if (isPage(c)) return c;
  const members = c.members ?? [];
  const roles = c.roles ?? [];
  const manage = holds(c, "company.members.manage");
  const byId = new Map(members.map((m) => [m.id, m]));
  const errors = n.errors ?? {};
  const v = (k: string) => form?.get(k) ?? "";
  return companyFrame(
    i,
    c,
    path,
    "Company users",
    html`<table data-company-users><caption class="sr-only">The company's users</caption><thead><tr><th scope="col">Name</th><th scope="col">Email</th><th scope="col">Job title</th><th scope="col">Role</th><th scope="col">Reports to</th><th scope="col">Status</th>${manage ? html`<th scope="col">Actions</th>` : ""}</tr></thead>
<tbody>${members.map((m) => {
      const manager = m.managerId != null ? byId.get(m.managerId) : undefined;
      return html`<tr><td>${fullName(m)}</td><td>${m.email}</td><td>${m.jobTitle ?? ""}</td><td>${roleName(m)}</td><td>${manager ? fullName(manager) : ""}</td><td>${statusLabel(m.status)}</td>${
        manage
          ? html`<td>${
              m.isAdmin
                ? ""
                : html`<span class="actions"><a href="${path}/${m.id}">Edit<span class="sr-only"> ${fullName(m)}</span></a>${
                    m.status === "active" ? html`<a href="${path}/${m.id}/deactivate">Deactivate<span class="sr-only"> ${fullName(m)}</span></a>` : ""
                  }</span>`
            }</td>`
          : ""
      }</tr>`;
    })}</tbody></table>
${
  manage
    ? html`<section aria-labelledby="invite-h"><h2 id="invite-h">Invite a user</h2><p>We email them a link to join the company (and to choose a password when they have no account yet).</p>
<form action="${path}" method="post" class="narrow" novalidate>
${field({ name: "email", label: "Email", type: "email", autocomplete: "off", required: true, value: v("email"), prefix: "inv" }, errors)}
<div class="grid2">
${field({ name: "firstName", label: "First name", autocomplete: "off", required: true, value: v("firstName"), prefix: "inv" }, errors)}
${field({ name: "lastName", label: "Last name", autocomplete: "off", required: true, value: v("lastName"), prefix: "inv" }, errors)}
</div>
${field({ name: "jobTitle", label: "Job title", autocomplete: "off", value: v("jobTitle"), prefix: "inv" }, errors)}
${roleSelect(roles, v("roleId"), errors, "inv")}
${managerSelect(members, v("managerId"), errors, "inv")}
<p><button>Send the invitation</button></p></form></section>`
    : ""
}`,
    status,
    n,
  );
}

export async function inviteMember(i: PageInput, form: URLSearchParams): Promise<PageResult> {
  if (!i.token) return loginFirst(`${COMPANY_PATH}/users`);
  const f = (k: string) => (form.get(k) ?? "").trim();
  const errors: FieldErrors = {};
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f("email")) || f("email").length > 254) errors.email = "Enter an email address like name@example.com.";
  if (!f("firstName")) errors.firstName = "Enter the first name.";
  if (!f("lastName")) errors.lastName = "Enter the last name.";
  if (Object.keys(errors).length) return usersPage(i, form, { errors, alert: "Please correct the marked fields." }, 422);
  const r = await call(i, "POST", `${COMPANY_API}/members`, {
    email: f("email"),
    firstName: f("firstName"),
    lastName: f("lastName"),
    jobTitle: f("jobTitle"),
    roleId: numOrNull(f("roleId")),
    managerId: numOrNull(f("managerId")),
  });
  if (r.status >= 400) return usersPage(i, form, refused(r, "The invitation could not be sent."), refusedWith(r.status));
  return usersPage(i, null, { message: `The invitation to ${f("email")} is sent.` });
}

/** one user's edit form: role, manager, job title, status */
export async function memberForm(i: PageInput, id: string, form: URLSearchParams | null = null, n: Notes = {}, status = 200): Promise<PageResult> {
  const path = `${COMPANY_PATH}/users`;
  const c = await companyOr(i, `${path}/${id}`);
  if (isPage(c)) return c;
  const members = c.members ?? [];
  const m = members.find((x) => String(x.id) === id);
  if (!m || m.isAdmin)
    return companyFrame(
      i,
      c,
      path,
      "User not found",
      html`<p>There is no such user to edit${m?.isAdmin ? " (the company administrator keeps every permission)" : ""}.</p><p><a href="${path}">Back to the users</a></p>`,
      404,
    );
  const errors = n.errors ?? {};
  const v = (k: string, d: string) => form?.get(k) ?? d;
  const st = v("status", m.status);
  return companyFrame(
    i,
    c,
    path,
    `Edit ${fullName(m)}`,
    html`<p>${m.email}</p><form action="${path}/${m.id}" method="post" class="narrow" novalidate>
${field({ name: "jobTitle", label: "Job title", autocomplete: "off", value: v("jobTitle", m.jobTitle ?? ""), prefix: "mem" }, errors)}
${roleSelect(c.roles ?? [], v("roleId", m.role ? String(m.role.id) : ""), errors, "mem")}
${managerSelect(members, v("managerId", m.managerId != null ? String(m.managerId) : ""), errors, "mem", m.id)}
<div class="field"><label for="mem-status">Status</label><select id="mem-status" name="status"><option value="active"${st === "active" ? " selected" : ""}>Active</option><option value="inactive"${st === "inactive" ? " selected" : ""}>Inactive</option></select></div>
<p><button>Save the user</button> <a href="${path}">Cancel</a></p></form>`,
    status,
    n,
  );
}

export async function saveMember(i: PageInput, id: string, form: URLSearchParams): Promise<PageResult> {
  if (!i.token) return loginFirst(`${COMPANY_PATH}/users`);
  const f = (k: string) => (form.get(k) ?? "").trim();
  const r = await call(i, "PATCH", `${COMPANY_API}/members/${id}`, {
    jobTitle: f("jobTitle"),
    roleId: numOrNull(f("roleId")),
    managerId: numOrNull(f("managerId")),
    status: f("status") === "inactive" ? "inactive" : "active",
  });
  if (r.status >= 400) return memberForm(i, id, form, refused(r, "The user could not be saved."), refusedWith(r.status));
  return usersPage(i, null, { message: "The user is saved." });
}

/** a question before a change that locks someone out or removes something: the change's own form, or a way back */
export function confirmPage(
  i: PageInput,
  c: MyCompany,
  path: string,
  title: string,
  question: unknown,
  action: string,
  button: string,
  back: string,
): PageResult {
  return companyFrame(
    i,
    c,
    path,
    title,
    html`<div class="narrow"><p>${question}</p><form action="${action}" method="post"><p><button>${button}</button> <a href="${back}">Cancel</a></p></form></div>`,
  );
}

export async function deactivateConfirm(i: PageInput, id: string): Promise<PageResult> {
  const path = `${COMPANY_PATH}/users`;
  const c = await companyOr(i, path);
  if (isPage(c)) return c;
  const m = (c.members ?? []).find((x) => String(x.id) === id && !x.isAdmin);
  if (!m) return companyFrame(i, c, path, "User not found", html`<p>There is no such user.</p><p><a href="${path}">Back to the users</a></p>`, 404);
  return confirmPage(
    i,
    c,
    path,
    `Deactivate ${fullName(m)}?`,
    html`${fullName(m)} (${m.email}) will be logged out and can no longer log in or order for the company until a manager makes the account active again.`,
    `${path}/${m.id}/deactivate`,
    "Deactivate",
    path,
  );
}

export async function deactivateMember(i: PageInput, id: string): Promise<PageResult> {
  if (!i.token) return loginFirst(`${COMPANY_PATH}/users`);
  const r = await call(i, "DELETE", `${COMPANY_API}/members/${id}`);
  if (r.status >= 400) return usersPage(i, null, refused(r, "The user could not be deactivated."), refusedWith(r.status));
  return usersPage(i, null, { message: "The user is deactivated." });
}

// ---- roles

async function rolesOf(i: PageInput, c: MyCompany): Promise<CompanyRole[]> {
  const r = await call(i, "GET", `${COMPANY_API}/roles`);
  return r.status === 200 ? listOf<CompanyRole>(r.data) : (c.roles ?? []);
}

export async function rolesPage(i: PageInput, n: Notes = {}, status = 200): Promise<PageResult> {
  const path = `${COMPANY_PATH}/roles`;
  const c = await companyOr(i, path);
  if (isPage(c)) return c;
  const manage = holds(c, "company.roles.manage");
  const roles = await rolesOf(i, c);
  return companyFrame(
    i,
    c,
    path,
    "Company roles",
    html`<p>The company administrator holds every permission; the other users hold their role's.</p>
${
  roles.length
    ? html`<table data-company-roles><caption class="sr-only">The company's roles</caption><thead><tr><th scope="col">Role</th><th scope="col" class="num">Permissions</th><th scope="col" class="num">Users</th>${manage ? html`<th scope="col">Actions</th>` : ""}</tr></thead><tbody>${roles.map(
        (r) =>
          html`<tr><td>${r.name}</td><td class="num">${r.permissions.length}</td><td class="num">${r.memberCount ?? ""}</td>${
            manage
              ? html`<td><span class="actions"><a href="${path}/${r.id}">Edit<span class="sr-only"> ${r.name}</span></a><a href="${path}/${r.id}/delete">Delete<span class="sr-only"> ${r.name}</span></a></span></td>`
              : ""
          }</tr>`,
      )}</tbody></table>`
    : html`<div class="empty"><p>No roles yet.</p></div>`
}
${manage ? html`<p><a class="button" href="${path}/new">New role</a></p>` : ""}`,
    status,
    n,
  );
}

/** the permission tree: a group is a fieldset named by its legend, a code a checkbox */
function permissionTree(nodes: PermissionNode[], checked: Set<string>): unknown {
  return html`<ul class="permission-tree">${nodes.map((p) =>
    p.children?.length
      ? html`<li><fieldset><legend>${p.label}</legend>${permissionTree(p.children, checked)}</fieldset></li>`
      : html`<li><label class="choice"><input type="checkbox" name="permissions" value="${p.code}"${checked.has(p.code) ? " checked" : ""}> ${p.label}</label></li>`,
  )}</ul>`;
}

export async function roleForm(i: PageInput, id: string, form: URLSearchParams | null = null, n: Notes = {}, status = 200): Promise<PageResult> {
  const path = `${COMPANY_PATH}/roles`;
  const c = await companyOr(i, `${path}/${id}`);
  if (isPage(c)) return c;
  const [roles, tree] = await Promise.all([
    id === "new" ? Promise.resolve([]) : rolesOf(i, c),
    call(i, "GET", `${COMPANY_API}/permissions`).then((r) => (r.status === 200 ? listOf<PermissionNode>(r.data) : [])),
  ]);
  const role = roles.find((r) => String(r.id) === id);
  if (id !== "new" && !role)
    return companyFrame(i, c, path, "Role not found", html`<p>There is no such role.</p><p><a href="${path}">Back to the roles</a></p>`, 404);
  const errors = n.errors ?? {};
  const checked = new Set(form ? form.getAll("permissions") : (role?.permissions ?? []));
  return companyFrame(
    i,
    c,
    path,
    role ? `Edit the role ${role.name}` : "New role",
    html`<form action="${path}/${id}" method="post" class="narrow" novalidate>
${field({ name: "name", label: "Role name", autocomplete: "off", required: true, value: form?.get("name") ?? role?.name ?? "", prefix: "role" }, errors)}
<fieldset${errors.permissions ? html` aria-describedby="role-permissions-error"` : ""}><legend>Permissions</legend>${permissionTree(tree, checked)}${
      errors.permissions ? html`<p class="field-error" id="role-permissions-error">${errors.permissions}</p>` : ""
    }</fieldset>
<p><button>Save the role</button> <a href="${path}">Cancel</a></p></form>`,
    status,
    n,
  );
}

export async function saveRole(i: PageInput, id: string, form: URLSearchParams): Promise<PageResult> {
  if (!i.token) return loginFirst(`${COMPANY_PATH}/roles`);
  const name = (form.get("name") ?? "").trim();
  if (!name) return roleForm(i, id, form, { errors: { name: "Name the role." }, alert: "Please correct the marked fields." }, 422);
  const body = { name, permissions: [...new Set(form.getAll("permissions"))] };
  const r = id === "new" ? await call(i, "POST", `${COMPANY_API}/roles`, body) : await call(i, "PATCH", `${COMPANY_API}/roles/${id}`, body);
  if (r.status >= 400) return roleForm(i, id, form, refused(r, "The role could not be saved."), refusedWith(r.status));
  return rolesPage(i, { message: `The role ${name} is saved.` });
}

export async function deleteRoleConfirm(i: PageInput, id: string): Promise<PageResult> {
  const path = `${COMPANY_PATH}/roles`;
  const c = await companyOr(i, path);
  if (isPage(c)) return c;
  const role = (await rolesOf(i, c)).find((r) => String(r.id) === id);
  if (!role) return companyFrame(i, c, path, "Role not found", html`<p>There is no such role.</p><p><a href="${path}">Back to the roles</a></p>`, 404);
  return confirmPage(
    i,
    c,
    path,
    `Delete the role ${role.name}?`,
    html`The role ${role.name} will be removed. A role that users still hold cannot be deleted: give them another role first.`,
    `${path}/${role.id}/delete`,
    "Delete",
    path,
  );
}

export async function deleteRole(i: PageInput, id: string): Promise<PageResult> {
  if (!i.token) return loginFirst(`${COMPANY_PATH}/roles`);
  const r = await call(i, "DELETE", `${COMPANY_API}/roles/${id}`);
  if (r.status >= 400) return rolesPage(i, refused(r, "The role could not be deleted."), refusedWith(r.status));
  return rolesPage(i, { message: "The role is deleted." });
}

// ---- the company's orders

const SCOPES = [
  ["all", "Every order I may see"],
  ["mine", "My orders"],
  ["subordinates", "My team's orders"],
  ["company", "The whole company's orders"],
] as const;
const PAGE_SIZE = 20;

export async function companyOrdersPage(i: PageInput): Promise<PageResult> {
  const path = `${COMPANY_PATH}/orders`;
  const c = await companyOr(i, path);
  if (isPage(c)) return c;
  const asked = i.url.searchParams.get("scope") ?? "all";
  const scope = SCOPES.some(([s]) => s === asked) ? asked : "all";
  const page = Math.min(Math.max(Number(i.url.searchParams.get("page")) || 1, 1), 10_000);
  const r = await call(i, "GET", `${COMPANY_API}/orders?scope=${scope}&page=${page}&pageSize=${PAGE_SIZE}`);
  const items = r.status === 200 ? listOf<CompanyOrder>(r.data) : [];
  const total = r.status === 200 ? Number((r.data as { totalCount?: number }).totalCount ?? items.length) : 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const cfg = i.config;
  const link = (p: number) => `${path}?scope=${scope}&page=${p}`;
  const usable = SCOPES.filter(
    ([s]) => s === "all" || s === "mine" || (s === "subordinates" ? holds(c, "orders.view.subordinates") : holds(c, "orders.view.company")),
  );
  return companyFrame(
    i,
    c,
    path,
    "Company orders",
    html`<form class="toolbar" method="get" action="${path}"><label for="co-scope">Show</label><select id="co-scope" name="scope">${usable.map(
      ([s, label]) => html`<option value="${s}"${s === scope ? " selected" : ""}>${label}</option>`,
    )}</select><button class="secondary">Show</button></form>
${r.status !== 200 ? html`<p class="notice err" role="alert">${refused(r, "The orders cannot be shown.").alert}</p>` : ""}
${
  items.length
    ? html`<table data-company-orders><caption class="sr-only">The company's orders</caption><thead><tr><th scope="col">Order</th><th scope="col">Date</th><th scope="col">Placed by</th><th scope="col">Status</th><th scope="col">PO number</th><th scope="col" class="num">Total</th></tr></thead><tbody>${items.map(
        (o) =>
          html`<tr><td>${o.incrementId}</td><td>${(o.createdAt ?? "").slice(0, 10)}</td><td data-placed-by>${o.placedBy ? html`${fullName(o.placedBy)}<br><span class="hint">${o.placedBy.email}</span>` : ""}</td><td>${o.status}</td><td>${o.poNumber ?? ""}${o.invoiceEmail ? html`<br><span class="hint">Invoices to ${o.invoiceEmail}</span>` : ""}</td><td class="num">${money(o.grandTotal ?? 0, o.currency || cfg.baseCurrencyCode, cfg.locale)}</td></tr>`,
      )}</tbody></table>
${
  pages > 1
    ? html`<nav class="pager" aria-label="Pages"><ul>${page > 1 ? html`<li><a href="${link(page - 1)}" rel="prev">Previous</a></li>` : ""}<li><span aria-current="page">Page ${page} of ${pages}</span></li>${
        page < pages ? html`<li><a href="${link(page + 1)}" rel="next">Next</a></li>` : ""
      }</ul></nav>`
    : ""
}`
    : r.status === 200
      ? html`<div class="empty"><p>No orders to show.</p></div>`
      : ""
}`,
  );
}

// ---- the invitation's link

const INVITE_TOKEN = /^[A-Za-z0-9_-]{16,200}$/;

/** GET /company/invitation?token=: a logged-in customer accepts; a new account chooses its password and accepts */
export function invitationPage(i: PageInput, n: Notes & { token?: string } = {}, status = 200): PageResult {
  const token = n.token ?? i.url.searchParams.get("token") ?? "";
  const errors = n.errors ?? {};
  const page = (body: unknown): PageResult => ({
    status,
    live: true,
    title: "Join your company",
    crumbs: [{ label: "Join your company" }],
    body: html`<h1>Join your company</h1>${notes(n)}${body}`,
  });
  if (!INVITE_TOKEN.test(token))
    return page(
      html`<p class="notice err" role="alert">This invitation link is incomplete. Open the whole link from the mail, or ask your company's administrator to invite you again.</p>`,
    );
  const here = `${INVITATION_PATH}?token=${encodeURIComponent(token)}`;
  if (i.token)
    return page(html`<div class="narrow"><p>You have been invited to join a company account. Its prices and its orders will be yours to use, as your role allows.</p>
<form action="${INVITATION_PATH}" method="post"><input type="hidden" name="token" value="${token}"><p><button>Accept the invitation</button></p></form></div>`);
  return page(html`<div class="auth-layout"><form action="${INVITATION_PATH}" method="post" class="narrow" novalidate>
<input type="hidden" name="token" value="${token}">
<p>You have been invited to join a company account. Choose the password of your new account to accept.</p>
${field({ name: "password", label: "Password", type: "password", autocomplete: "new-password", required: true, prefix: "inv", hint: "At least 8 characters." }, errors)}
${field({ name: "confirmPassword", label: "Password again", type: "password", autocomplete: "new-password", required: true, prefix: "inv" }, errors)}
<p><button>Accept and set the password</button></p></form>
<aside class="summary"><h2>Already a customer?</h2><p>Log in first, then accept the invitation.</p><p><a class="button secondary" href="/account/login?next=${encodeURIComponent(here)}">Log in</a></p></aside></div>`);
}

/** POST /company/invitation: the backend accepts (and sets a new account's password); then the login, or the company */
export async function acceptInvitation(i: PageInput, form: URLSearchParams): Promise<PageResult> {
  const token = form.get("token") ?? "";
  if (!INVITE_TOKEN.test(token)) return invitationPage(i, { token: "" }, 400);
  const password = form.get("password") ?? "";
  if (!i.token) {
    const errors: FieldErrors = {};
    if (password.length < 8) errors.password = "Use at least 8 characters.";
    else if (password !== form.get("confirmPassword")) errors.confirmPassword = "The two passwords differ.";
    if (Object.keys(errors).length) return invitationPage(i, { token, errors, alert: "Please correct the marked fields." }, 422);
  }
  const r = await call(i, "POST", `${COMPANY_API}/invitations/accept`, i.token ? { token } : { token, password });
  if (r.status >= 400) {
    const n = refused(r, "This invitation cannot be accepted: it may be used or expired.");
    if (n.errors?.token) n.alert = n.errors.token;
    return invitationPage(i, { token, ...n }, refusedWith(r.status));
  }
  const c = r.data as MyCompany | null;
  if (i.token) return companyPage(i, null, { message: `Welcome to ${c?.name ?? "your company"}.` });
  return loginPage(i, { next: COMPANY_PATH, message: `You have joined ${c?.name ?? "your company"}. Log in with your email and password.` });
}

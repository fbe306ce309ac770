/**
 * The company forms: **New company** (companyCreate: the profile, group, store, status, and the admin: an existing
 * customer by id or email, or a new one by email and names, who is mailed a set-password link), **Edit** on the
 * detail (companyUpdate: profile, group, sales representative as an admin user id, parent) and **Transfer admin**
 * (companyAdminTransfer: an active member, optionally a role for the former admin). A refusal's field errors show on
 * their fields; the rest of the Problem above the form.
 */
import type { ComponentChildren } from "preact";
import { useState } from "preact/hooks";
import { useClient, useMutation, useQuery } from "@urql/preact";
import { ErrorView, isProblem, type ProblemLike, ProblemView } from "../../components/problem.tsx";
import { RecordOptions } from "../../components/record-options.tsx";
import type { CompanyDetailFieldsFragment, CompanyUpdateInput } from "../../generated/graphql.ts";
import { CompanyAdminTransferDoc, CompanyCreateDoc, CompanyCustomerByEmail, CompanyFormOptions, CompanyUpdateDoc } from "./operations.ts";

const refresh = { additionalTypenames: ["Company", "CompanyEvent", "CompanyEventPage", "CompanyGrid"] };

type FieldErrorOf = (field: string) => string | undefined;
const fieldErrorsOf =
  (p: ProblemLike | null): FieldErrorOf =>
  (field) =>
    p?.errors?.find((e) => e.field === field)?.message;

/** a labelled input or select with its field error (aria-invalid, described by the message) */
function Field(p: { id: string; label: string; field: string; error: FieldErrorOf; children: (a: Record<string, unknown>) => ComponentChildren }) {
  const message = p.error(p.field);
  const aria = { id: p.id, "aria-invalid": message ? true : undefined, "aria-describedby": message ? `${p.id}-error` : undefined };
  return (
    <div class="field">
      <label for={p.id}>{p.label}</label>
      {p.children(aria)}
      {message && (
        <p class="help problem-inline" id={`${p.id}-error`}>
          {message}
        </p>
      )}
    </div>
  );
}

const text = (f: FormData, k: string) => String(f.get(k) ?? "").trim();
const intOrNull = (v: string) => (v === "" ? null : Number(v));
/** a Problem without the field errors already shown on their fields */
const rest = (p: ProblemLike, shown: string[]): ProblemLike => ({ ...p, errors: p.errors?.filter((e) => !shown.includes(e.field)) });

const PROFILE = [
  ["name", "Name"],
  ["legalName", "Legal name"],
  ["email", "Email"],
  ["phone", "Phone"],
  ["vatId", "VAT/tax id"],
  ["resellerId", "Reseller id"],
] as const;

export function CompanyCreateForm(p: { onCreated: (id: number) => void; onCancel: () => void }) {
  const [options] = useQuery({ query: CompanyFormOptions });
  const client = useClient();
  const [state, create] = useMutation(CompanyCreateDoc);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const [adminKind, setAdminKind] = useState<"existing" | "new">("new");
  const error = fieldErrorsOf(problem);
  const groups = options.data?.customerGroups.filter((g) => g.id !== 0) ?? [];
  const stores = options.data?.stores ?? [];

  const submit = async (e: Event) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    let admin: { customerId?: number; email?: string; firstName?: string; lastName?: string };
    if (adminKind === "existing") {
      const who = text(f, "adminExisting");
      if (/^\d+$/.test(who)) admin = { customerId: Number(who) };
      else {
        const found = await client.query(CompanyCustomerByEmail, { email: who }, { requestPolicy: "network-only" }).toPromise();
        const hit = found.data?.customers.items.find((c) => c.email.toLowerCase() === who.toLowerCase());
        if (!hit) {
          setProblem({
            code: "invalid",
            message: "The company admin was not found.",
            errors: [{ field: "admin.customerId", code: "not_found", message: "No customer has this id or email." }],
          });
          return;
        }
        admin = { customerId: hit.id };
      }
    } else admin = { email: text(f, "adminEmail"), firstName: text(f, "adminFirstName"), lastName: text(f, "adminLastName") };
    const optional = (k: string) => text(f, k) || null;
    const r = (
      await create(
        {
          input: {
            name: text(f, "name"),
            legalName: optional("legalName"),
            email: optional("email"),
            phone: optional("phone"),
            vatId: optional("vatId"),
            resellerId: optional("resellerId"),
            customerGroupId: intOrNull(text(f, "customerGroupId")),
            storeId: intOrNull(text(f, "storeId")),
            status: text(f, "status") || "active",
            admin,
          },
        },
        refresh,
      )
    ).data?.companyCreate;
    if (!r) return;
    if (isProblem(r)) setProblem(r);
    else p.onCreated(r.id);
  };

  const shown = [...PROFILE.map(([k]) => k), "customerGroupId", "storeId", "status", "admin.customerId", "admin.email", "admin.firstName", "admin.lastName"];
  return (
    <section aria-labelledby="company-new-heading">
      <h2 id="company-new-heading">New company</h2>
      {state.error && <ErrorView error={state.error} />}
      {problem && (
        <ProblemView
          problem={rest(
            problem,
            shown.filter((k) => error(k)),
          )}
        />
      )}
      <form class="edit" aria-label="New company" onSubmit={submit}>
        {PROFILE.map(([k, label]) => (
          <Field key={k} id={`company-new-${k}`} label={label} field={k} error={error}>
            {(a) => <input {...a} name={k} required={k === "name"} maxLength={255} type={k === "email" ? "email" : "text"} />}
          </Field>
        ))}
        <Field id="company-new-group" label="Customer group" field="customerGroupId" error={error}>
          {(a) => (
            <select {...a} name="customerGroupId">
              <option value="">the store's default</option>
              <RecordOptions records={groups} />
            </select>
          )}
        </Field>
        <Field id="company-new-store" label="Store" field="storeId" error={error}>
          {(a) => (
            <select {...a} name="storeId">
              <option value="">the default store</option>
              <RecordOptions records={stores} />
            </select>
          )}
        </Field>
        <Field id="company-new-status" label="Status" field="status" error={error}>
          {(a) => (
            <select {...a} name="status">
              <option value="active">active</option>
              <option value="pending">pending</option>
            </select>
          )}
        </Field>
        <fieldset class="inline">
          <legend>Company admin</legend>
          <label>
            <input type="radio" name="adminKind" value="new" checked={adminKind === "new"} onChange={() => setAdminKind("new")} /> A new customer
          </label>
          <label>
            <input type="radio" name="adminKind" value="existing" checked={adminKind === "existing"} onChange={() => setAdminKind("existing")} /> An existing
            customer
          </label>
        </fieldset>
        {adminKind === "existing" ? (
          <Field id="company-new-admin" label="Admin's customer id or email" field="admin.customerId" error={error}>
            {(a) => <input {...a} name="adminExisting" required />}
          </Field>
        ) : (
          <>
            <Field id="company-new-admin-email" label="Admin's email" field="admin.email" error={error}>
              {(a) => <input {...a} name="adminEmail" type="email" required />}
            </Field>
            <Field id="company-new-admin-first" label="Admin's first name" field="admin.firstName" error={error}>
              {(a) => <input {...a} name="adminFirstName" required />}
            </Field>
            <Field id="company-new-admin-last" label="Admin's last name" field="admin.lastName" error={error}>
              {(a) => <input {...a} name="adminLastName" required />}
            </Field>
          </>
        )}
        <div class="toolbar">
          <button type="submit" disabled={state.fetching}>
            Create company
          </button>
          <button type="button" class="secondary" onClick={p.onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}

export function CompanyEditForm(p: { company: CompanyDetailFieldsFragment; onSaved: () => void; onCancel: () => void }) {
  const c = p.company;
  const [options] = useQuery({ query: CompanyFormOptions });
  const [state, update] = useMutation(CompanyUpdateDoc);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const error = fieldErrorsOf(problem);
  const groups = options.data?.customerGroups.filter((g) => g.id !== 0) ?? [];
  const parents = options.data?.companies.items.filter((x) => x.id !== c.id) ?? [];

  const submit = async (e: Event) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    // only what changed is sent (an untouched empty field stays as it is)
    const input: CompanyUpdateInput = {};
    for (const [k] of PROFILE) if (text(f, k) !== (c[k] ?? "")) input[k] = text(f, k);
    const groupId = Number(text(f, "customerGroupId"));
    if (groupId !== c.customerGroupId) input.customerGroupId = groupId;
    const salesRepId = intOrNull(text(f, "salesRepId"));
    if (salesRepId !== (c.salesRepId ?? null)) input.salesRepId = salesRepId;
    const parentId = intOrNull(text(f, "parentId"));
    if (parentId !== (c.parentId ?? null)) input.parentId = parentId;
    if (Object.keys(input).length === 0) {
      p.onCancel();
      return;
    }
    const r = (await update({ id: c.id, input }, refresh)).data?.companyUpdate;
    if (!r) return;
    if (isProblem(r)) setProblem(r);
    else p.onSaved();
  };

  const shown = [...PROFILE.map(([k]) => k), "customerGroupId", "salesRepId", "parentId"];
  return (
    <section aria-labelledby="company-edit-heading">
      <h2 id="company-edit-heading">Edit {c.name}</h2>
      {state.error && <ErrorView error={state.error} />}
      {problem && (
        <ProblemView
          problem={rest(
            problem,
            shown.filter((k) => error(k)),
          )}
        />
      )}
      <form class="edit" aria-label={`Edit ${c.name}`} onSubmit={submit}>
        {PROFILE.map(([k, label]) => (
          <Field key={k} id={`company-edit-${k}`} label={label} field={k} error={error}>
            {(a) => <input {...a} name={k} required={k === "name"} maxLength={255} type={k === "email" ? "email" : "text"} defaultValue={c[k] ?? ""} />}
          </Field>
        ))}
        <Field id="company-edit-group" label="Customer group" field="customerGroupId" error={error}>
          {(a) => (
            <select {...a} name="customerGroupId" defaultValue={String(c.customerGroupId)}>
              {!groups.some((g) => g.id === c.customerGroupId) && <option value={c.customerGroupId}>{c.customerGroupName ?? `#${c.customerGroupId}`}</option>}
              <RecordOptions records={groups} />
            </select>
          )}
        </Field>
        <Field id="company-edit-rep" label="Sales representative (admin user id; empty: none)" field="salesRepId" error={error}>
          {(a) => <input {...a} name="salesRepId" inputMode="numeric" pattern="\d*" defaultValue={c.salesRepId != null ? String(c.salesRepId) : ""} />}
        </Field>
        <Field id="company-edit-parent" label="Parent company" field="parentId" error={error}>
          {(a) => (
            <select {...a} name="parentId" defaultValue={c.parentId != null ? String(c.parentId) : ""}>
              <option value="">none</option>
              {c.parentId != null && !parents.some((x) => x.id === c.parentId) && <option value={c.parentId}>{c.parentName ?? `#${c.parentId}`}</option>}
              <RecordOptions records={parents} />
            </select>
          )}
        </Field>
        <div class="toolbar">
          <button type="submit" disabled={state.fetching}>
            Save
          </button>
          <button type="button" class="secondary" onClick={p.onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}

export function CompanyTransferForm(p: { company: CompanyDetailFieldsFragment; onDone: () => void; onCancel: () => void }) {
  const c = p.company;
  const [state, transfer] = useMutation(CompanyAdminTransferDoc);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const error = fieldErrorsOf(problem);
  const candidates = c.members.filter((m) => !m.isAdmin && m.status === "active");

  const submit = async (e: Event) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    const r = (await transfer({ id: c.id, customerId: Number(text(f, "customerId")), formerAdminRoleId: intOrNull(text(f, "formerAdminRoleId")) }, refresh))
      .data?.companyAdminTransfer;
    if (!r) return;
    if (isProblem(r)) setProblem(r);
    else p.onDone();
  };

  return (
    <section aria-labelledby="company-transfer-heading">
      <h2 id="company-transfer-heading">Transfer the company admin</h2>
      {state.error && <ErrorView error={state.error} />}
      {problem && (
        <ProblemView
          problem={rest(
            problem,
            ["customerId", "formerAdminRoleId"].filter((k) => error(k)),
          )}
        />
      )}
      {candidates.length === 0 ? (
        <p>No other active member to make the admin.</p>
      ) : (
        <form class="edit" aria-label="Transfer admin" onSubmit={submit}>
          <Field id="company-transfer-member" label="New company admin (an active member)" field="customerId" error={error}>
            {(a) => (
              <select {...a} name="customerId" required>
                {candidates.map((m) => (
                  <option key={m.customerId} value={m.customerId}>
                    {`${m.firstName} ${m.lastName} (${m.email})`}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="company-transfer-role" label="Role of the former admin" field="formerAdminRoleId" error={error}>
            {(a) => (
              <select {...a} name="formerAdminRoleId">
                <option value="">no role (no permissions)</option>
                <RecordOptions records={c.roles} />
              </select>
            )}
          </Field>
          <div class="toolbar">
            <button type="submit" disabled={state.fetching}>
              Transfer admin
            </button>
            <button type="button" class="secondary" onClick={p.onCancel}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

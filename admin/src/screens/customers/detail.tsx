/**
 * A customer's detail (customer(id)): approve/decline this one, edit the account (names, email, group, store, date of
 * birth, tax/VAT number: customerUpdate with id), its addresses (customerAddressCreate/Update/Delete with customerId),
 * its orders, a password reset link, delete (refused while it has orders), the approval history and its trade
 * applications, and its company (a link to the company's detail). Groups, stores and countries show by name. The
 * modules' parts (approval history, trade applications, company) are asked alone, so a console whose backend lacks a
 * module still shows the rest.
 */
import { useState } from "preact/hooks";
import { useMutation, useQuery } from "@urql/preact";
import type { CombinedError } from "@urql/core";
import { ErrorView, isProblem, type ProblemLike, ProblemView, Success } from "../../components/problem.tsx";
import { Badge, formatDate } from "../../components/format.tsx";
import type { CustomerDetailFieldsFragment } from "../../generated/graphql.ts";
import {
  AddressCreateDoc,
  AddressDeleteDoc,
  AddressUpdateDoc,
  CustomerApplications,
  CustomerDeleteDoc,
  CustomerDetail,
  CustomerHistory,
  CustomerResetDoc,
  CustomerUpdateDoc,
} from "./operations.ts";
import { RecordOptions } from "../../components/record-options.tsx";
import { href, onLinkClick } from "../../router.ts";
import { HistoryLink } from "../audit-log/history-link.tsx";
import { CustomerCompanySection } from "../companies/company-of.tsx";
import { RequisitionListsPanel } from "./requisition-lists.tsx";

type Address = CustomerDetailFieldsFragment["addresses"][number];
export interface Named {
  id: number | string;
  name: string;
}
/** the summary the grid already has, shown while the detail loads */
export interface CustomerSummary {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  approvalStatus: string;
}

/** a module's field this backend does not have: its section is left out rather than shown as an error */
const absent = (e: CombinedError | undefined) => !!e && e.graphQLErrors.some((g) => /Cannot query field/.test(g.message));
const text = (f: FormData, k: string) => String(f.get(k) ?? "").trim();
const refresh = { additionalTypenames: ["Customer", "CustomerAddress", "ApprovalCustomer"] };

export function CustomerPanel(p: {
  customer: CustomerSummary;
  groups: readonly Named[];
  stores: readonly Named[];
  countries: readonly Named[];
  onClose: () => void;
  onDecide: (action: "approve" | "decline") => void;
  onDeleted: () => void;
  onChanged: () => void;
  busy: boolean;
}) {
  const c = p.customer;
  const [detail, reload] = useQuery({ query: CustomerDetail, variables: { id: c.id }, requestPolicy: "cache-and-network" });
  const [h] = useQuery({ query: CustomerHistory, variables: { id: c.id }, requestPolicy: "cache-and-network" });
  const [apps] = useQuery({ query: CustomerApplications, variables: { id: c.id }, requestPolicy: "cache-and-network" });
  const [updateState, update] = useMutation(CustomerUpdateDoc);
  const [resetState, reset] = useMutation(CustomerResetDoc);
  const [deleteState, remove] = useMutation(CustomerDeleteDoc);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const full: CustomerDetailFieldsFragment | null = detail.data?.customer ?? null;
  const { groups, stores, countries } = p;
  const countryName = (id: string) => countries.find((x) => x.id === id)?.name ?? id;
  const status = full?.approvalStatus ?? c.approvalStatus;

  const outcome = (r: { __typename: string } | undefined, message: string) => {
    if (!r) return false;
    if (isProblem(r)) {
      setProblem(r);
      setDone(null);
      return false;
    }
    setProblem(null);
    setDone(message);
    return true;
  };

  const save = async (e: Event) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    const input = {
      firstName: text(f, "firstName"),
      lastName: text(f, "lastName"),
      email: text(f, "email"),
      groupId: Number(f.get("groupId")),
      storeId: Number(f.get("storeId")),
      dob: text(f, "dob"),
      taxvat: text(f, "taxvat"),
    };
    const r = await update({ id: c.id, input }, refresh);
    if (outcome(r.data?.customerUpdate, "Saved.")) {
      setEditing(false);
      p.onChanged();
    }
  };

  return (
    <section class="panel" aria-labelledby="customer-detail-heading">
      <h2 id="customer-detail-heading">
        {full?.firstName ?? c.firstName} {full?.lastName ?? c.lastName}
      </h2>
      {detail.error && <ErrorView error={detail.error} />}
      <dl class="fields">
        <dt>Email</dt>
        <dd>{full?.email ?? c.email}</dd>
        <dt>Status</dt>
        <dd>
          <Badge value={status} />
        </dd>
        <dt>Registered</dt>
        <dd>{formatDate(full?.createdAt)}</dd>
        <dt>Store</dt>
        <dd>{full?.storeName ?? "—"}</dd>
        <dt>Group</dt>
        <dd>{full?.groupName ?? "—"}</dd>
        <dt>Date of birth</dt>
        <dd>{full?.dob || "—"}</dd>
        <dt>Tax/VAT number</dt>
        <dd>{full?.taxvat || "—"}</dd>
        <dt>Newsletter</dt>
        <dd>{full ? (full.isSubscribed ? "subscribed" : "not subscribed") : "—"}</dd>
      </dl>
      <p>
        <HistoryLink entityType="customer" entityId={c.id} label={`customer #${c.id}`} />
      </p>
      <div class="toolbar">
        <button type="button" disabled={p.busy || status === "active"} onClick={() => p.onDecide("approve")}>
          Approve
        </button>
        <button type="button" class="danger" disabled={p.busy || status === "rejected"} onClick={() => p.onDecide("decline")}>
          Decline
        </button>
        <button type="button" class="secondary" disabled={!full} onClick={() => setEditing(!editing)} aria-expanded={editing}>
          Edit
        </button>
        <button
          type="button"
          class="secondary"
          disabled={resetState.fetching}
          onClick={async () => outcome((await reset({ id: c.id })).data?.customerPasswordResetSend, "A password reset link was mailed.")}
        >
          Send password reset link
        </button>
        <button type="button" class="secondary" onClick={p.onClose}>
          Close
        </button>
      </div>
      {updateState.error && <ErrorView error={updateState.error} />}
      {resetState.error && <ErrorView error={resetState.error} />}
      {deleteState.error && <ErrorView error={deleteState.error} />}
      {problem && <ProblemView problem={problem} />}
      {done && <Success>{done}</Success>}
      {editing && full && (
        <form class="edit" onSubmit={save} aria-label="Edit customer">
          <label>
            First name
            <input name="firstName" required defaultValue={full.firstName} />
          </label>
          <label>
            Last name
            <input name="lastName" required defaultValue={full.lastName} />
          </label>
          <label>
            Email
            <input name="email" type="email" required defaultValue={full.email} />
          </label>
          <label>
            Customer group
            <select name="groupId" defaultValue={String(full.groupId)}>
              <RecordOptions records={groups} />
            </select>
          </label>
          <label>
            Store
            <select name="storeId" defaultValue={String(full.storeId)}>
              <RecordOptions records={stores} />
            </select>
          </label>
          <label>
            Date of birth
            <input name="dob" type="date" defaultValue={full.dob ?? ""} />
          </label>
          <label>
            Tax/VAT number
            <input name="taxvat" maxLength={64} defaultValue={full.taxvat ?? ""} />
          </label>
          <div class="toolbar">
            <button type="submit" disabled={updateState.fetching}>
              Save customer
            </button>
            <button type="button" class="secondary" onClick={() => setEditing(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}

      <CustomerCompanySection customerId={c.id} />

      <RequisitionListsPanel customerId={c.id} level={3} />

      <h3>Addresses</h3>
      {full && (
        <Addresses
          customerId={c.id}
          addresses={full.addresses}
          countries={countries}
          countryName={countryName}
          onChanged={() => reload({ requestPolicy: "network-only" })}
        />
      )}

      <h3>Orders</h3>
      {full && detail.data?.customer?.orders.totalItems === 0 && <p>No orders.</p>}
      {detail.data?.customer && detail.data.customer.orders.totalItems > 0 && (
        <table>
          <caption>
            {detail.data.customer.orders.totalItems} order{detail.data.customer.orders.totalItems === 1 ? "" : "s"}
          </caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Placed</th>
              <th scope="col">Status</th>
              <th scope="col" class="numeric">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {detail.data.customer.orders.member.map((o) => (
              <tr key={o.id}>
                <td>
                  <a href={href(`/orders/${o.id}`)} onClick={(e) => onLinkClick(e, `/orders/${o.id}`)}>
                    {o.incrementId}
                  </a>
                </td>
                <td>{formatDate(o.createdAt)}</td>
                <td>
                  <Badge value={o.status} />
                </td>
                <td class="numeric">
                  {o.prices.grandTotal} {o.currency}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h3>Approval history</h3>
      {h.error && !absent(h.error) && <ErrorView error={h.error} />}
      {h.data?.customer && (
        <ol class="history">
          {h.data.customer.approvalHistory.map((t) => (
            <li key={t.id}>
              <time>{formatDate(t.createdAt)}</time>: {t.fromStatus ?? "new"} → <Badge value={t.toStatus} />
              {t.adminUsername ? ` by ${t.adminUsername}` : ""}
              {t.note && (
                <>
                  {" "}
                  — <q>{t.note}</q>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      {!absent(apps.error) && (
        <>
          <h3>Trade applications</h3>
          {apps.error && <ErrorView error={apps.error} />}
          {apps.data?.customer?.tradeApplications.length === 0 && <p>No trade applications.</p>}
          {apps.data?.customer && apps.data.customer.tradeApplications.length > 0 && (
            <ol class="applications">
              {apps.data.customer.tradeApplications.map((a) => (
                <li key={a.id}>
                  #{a.id} <time>{formatDate(a.createdAt)}</time> ({a.formCode}): <Badge value={a.status} />
                  {a.decidedAt ? ` on ${formatDate(a.decidedAt)}` : ""}
                  {a.decisionNote && (
                    <>
                      {" "}
                      — <q>{a.decisionNote}</q>
                    </>
                  )}
                </li>
              ))}
            </ol>
          )}
        </>
      )}

      <h3>Delete</h3>
      {!confirmDelete ? (
        <button type="button" class="danger" onClick={() => setConfirmDelete(true)}>
          Delete customer
        </button>
      ) : (
        <fieldset class="toolbar">
          <legend>Delete {full?.email ?? c.email}? An account with orders is kept.</legend>
          <button
            type="button"
            class="danger"
            disabled={deleteState.fetching}
            onClick={async () => {
              const r = await remove({ id: c.id }, refresh);
              setConfirmDelete(false);
              if (outcome(r.data?.customerDelete, "Deleted.")) p.onDeleted();
            }}
          >
            Confirm delete
          </button>
          <button type="button" class="secondary" onClick={() => setConfirmDelete(false)}>
            Cancel
          </button>
        </fieldset>
      )}
    </section>
  );
}

function Addresses(p: {
  customerId: number;
  addresses: readonly Address[];
  countries: readonly Named[];
  countryName: (id: string) => string;
  onChanged: () => void;
}) {
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const [createState, create] = useMutation(AddressCreateDoc);
  const [updateState, updateAddress] = useMutation(AddressUpdateDoc);
  const [, removeAddress] = useMutation(AddressDeleteDoc);
  const answered = (r: { __typename: string } | undefined) => {
    if (!r) return false;
    if (isProblem(r)) {
      setProblem(r);
      return false;
    }
    setProblem(null);
    setEditing(null);
    p.onChanged();
    return true;
  };
  const submit = async (e: Event, id: number | "new") => {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    const input = {
      firstName: text(f, "firstName"),
      lastName: text(f, "lastName"),
      company: text(f, "company"),
      street: text(f, "street")
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean),
      city: text(f, "city"),
      region: text(f, "region"),
      postcode: text(f, "postcode"),
      countryId: text(f, "countryId"),
      telephone: text(f, "telephone"),
      isDefaultBilling: f.get("isDefaultBilling") === "on",
      isDefaultShipping: f.get("isDefaultShipping") === "on",
    };
    if (id === "new") answered((await create({ customerId: p.customerId, input }, refresh)).data?.customerAddressCreate);
    else answered((await updateAddress({ customerId: p.customerId, id, input }, refresh)).data?.customerAddressUpdate);
  };
  const form = (a: Address | null) => (
    <form class="edit" onSubmit={(e) => submit(e, a ? a.id : "new")} aria-label={a ? `Edit address ${a.id}` : "New address"}>
      <label>
        First name
        <input name="firstName" required defaultValue={a?.firstName ?? ""} />
      </label>
      <label>
        Last name
        <input name="lastName" required defaultValue={a?.lastName ?? ""} />
      </label>
      <label>
        Company
        <input name="company" defaultValue={a?.company ?? ""} />
      </label>
      <label>
        Street (one line each)
        <textarea name="street" required rows={2} defaultValue={a?.street.join("\n") ?? ""} />
      </label>
      <label>
        City
        <input name="city" required defaultValue={a?.city ?? ""} />
      </label>
      <label>
        Region
        <input name="region" defaultValue={a?.region ?? ""} />
      </label>
      <label>
        Postcode
        <input name="postcode" defaultValue={a?.postcode ?? ""} />
      </label>
      <label>
        Country
        <select name="countryId" required defaultValue={a?.countryId ?? ""}>
          <option value="">—</option>
          <RecordOptions records={p.countries} />
        </select>
      </label>
      <label>
        Telephone
        <input name="telephone" defaultValue={a?.telephone ?? ""} />
      </label>
      <label class="inline">
        <input type="checkbox" name="isDefaultBilling" defaultChecked={a?.isDefaultBilling ?? false} /> default billing
      </label>
      <label class="inline">
        <input type="checkbox" name="isDefaultShipping" defaultChecked={a?.isDefaultShipping ?? false} /> default shipping
      </label>
      <div class="toolbar">
        <button type="submit" disabled={createState.fetching || updateState.fetching}>
          Save address
        </button>
        <button type="button" class="secondary" onClick={() => setEditing(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
  return (
    <>
      {problem && <ProblemView problem={problem} />}
      {p.addresses.length === 0 && <p>No addresses.</p>}
      <ul class="addresses">
        {p.addresses.map((a) => (
          <li key={a.id}>
            {editing === a.id ? (
              form(a)
            ) : (
              <>
                <address>
                  {a.firstName} {a.lastName}
                  {a.company && `, ${a.company}`}, {a.street.join(", ")}, {a.postcode} {a.city}
                  {a.region && `, ${a.region}`}, {p.countryName(a.countryId)}
                  {a.telephone && `, ${a.telephone}`}
                </address>
                {a.isDefaultBilling && <Badge value="default" label="default billing" />}{" "}
                {a.isDefaultShipping && <Badge value="default" label="default shipping" />}
                <button type="button" class="secondary" aria-label={`Edit address ${a.id}`} onClick={() => setEditing(a.id)}>
                  Edit
                </button>
                <button
                  type="button"
                  class="secondary"
                  aria-label={`Delete address ${a.id}`}
                  onClick={async () => answered((await removeAddress({ customerId: p.customerId, id: a.id }, refresh)).data?.customerAddressDelete)}
                >
                  Delete
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      {editing === "new" ? (
        form(null)
      ) : (
        <button type="button" class="secondary" onClick={() => setEditing("new")}>
          Add address
        </button>
      )}
    </>
  );
}

/**
 * A company's detail (company(id), at /companies/<id>): its status with the reason, the status actions the status
 * allows (pending: approve or reject; active: block or reject; blocked: unblock or reject; rejected: approve), each
 * asked in a confirmation naming the company, the effect and the reason (required to reject or block; the company
 * admin is mailed it); the profile (group, sales representative, parent, the admin), the members with their roles and
 * managers, the roles with their permission codes, the address book, the orders with who placed them and the
 * history (every change: who, when, before and after), both a page at a time. A refusal shows its typed Problem.
 */
import { useRef, useState } from "preact/hooks";
import { useMutation, useQuery } from "@urql/preact";
import { ConfirmModal } from "../../components/confirm-modal.tsx";
import { ErrorView, isProblem, type ProblemLike, ProblemView, Success } from "../../components/problem.tsx";
import { Badge, formatDate } from "../../components/format.tsx";
import { RecordOptions } from "../../components/record-options.tsx";
import type { CompanyDetailFieldsFragment } from "../../generated/graphql.ts";
import { href, onLinkClick } from "../../router.ts";
import { HistoryLink } from "../audit-log/history-link.tsx";
import {
  CompanyApproveDoc,
  CompanyBlockDoc,
  CompanyDetail,
  CompanyGroups,
  CompanyHistory,
  CompanyOrders,
  CompanyRejectDoc,
  CompanyUnblockDoc,
} from "./operations.ts";
import { CompanyEditForm, CompanyTransferForm } from "./forms.tsx";
import { CompanyPriceListsPanel } from "./price-lists.tsx";
import { CompanyCreditPanel } from "./credit-panel.tsx";
import { CompanyApprovalRulesPanel, CompanyPurchaseOrdersPanel } from "./purchasing-panel.tsx";
import { RequisitionListsPanel } from "../customers/requisition-lists.tsx";
import { ACTION_EFFECT, ACTION_LABEL, actionsFrom, needsReason, STATUS_AFTER, type StatusAction } from "./states.ts";

type Company = CompanyDetailFieldsFragment;
const PAGE = 10;
/** every view of a company is read again after a change */
const refresh = { additionalTypenames: ["Company", "CompanyEvent", "CompanyEventPage", "CompanyGrid"] };

const CustomerLink = ({ id, children }: { id: number; children: string }) => (
  <a href={href(`/customers/${id}`)} onClick={(e) => onLinkClick(e, `/customers/${id}`)}>
    {children}
  </a>
);

export function CompanyDetailView(p: { id: number }) {
  const [detail, reload] = useQuery({ query: CompanyDetail, variables: { id: p.id }, requestPolicy: "cache-and-network" });
  const company = detail.data?.company ?? null;
  return (
    <>
      <p>
        <a href={href("/companies")} onClick={(e) => onLinkClick(e, "/companies")}>
          ← All companies
        </a>
      </p>
      <h1>{company ? company.name : "Company"}</h1>
      {detail.error && <ErrorView error={detail.error} />}
      {detail.data && !company && <ProblemView problem={{ code: "not_found", message: `There is no company #${p.id}.` }} />}
      {!detail.data && !detail.error && <p aria-busy="true">Loading…</p>}
      {company && (
        <>
          <p>
            <HistoryLink entityType="company" entityId={company.id} label={`company ${company.name}`} />
          </p>
          <StatusSection company={company} onChanged={() => reload({ requestPolicy: "network-only" })} />
          <ProfileSection company={company} onChanged={() => reload({ requestPolicy: "network-only" })} />
          <Members company={company} />
          <Roles company={company} />
          <Addresses company={company} />
          <CompanyPriceListsPanel companyId={company.id} />
          <RequisitionListsPanel companyId={company.id} level={2} />
          <CompanyCreditPanel companyId={company.id} />
          <Orders id={company.id} />
          <CompanyPurchaseOrdersPanel companyId={company.id} />
          <CompanyApprovalRulesPanel companyId={company.id} />
          <History id={company.id} />
        </>
      )}
    </>
  );
}

function StatusSection({ company, onChanged }: { company: Company; onChanged: () => void }) {
  const [groups] = useQuery({ query: CompanyGroups });
  const [reason, setReason] = useState("");
  const [groupId, setGroupId] = useState(String(company.customerGroupId));
  const [asking, setAsking] = useState<StatusAction | null>(null);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [approveState, approve] = useMutation(CompanyApproveDoc);
  const [rejectState, reject] = useMutation(CompanyRejectDoc);
  const [blockState, block] = useMutation(CompanyBlockDoc);
  const [unblockState, unblock] = useMutation(CompanyUnblockDoc);
  const busy = approveState.fetching || rejectState.fetching || blockState.fetching || unblockState.fetching;
  const error = approveState.error ?? rejectState.error ?? blockState.error ?? unblockState.error;
  const actions = actionsFrom(company.status);
  const groupList = groups.data?.customerGroups.filter((g) => g.id !== 0) ?? [];

  /** the confirmation is asked only once what the action needs is there (a reason to reject or block) */
  const ask = (a: StatusAction) => {
    setDone(null);
    if (needsReason(a) && !reason.trim()) {
      setProblem({
        code: "invalid",
        message: `A reason is required to ${a} a company.`,
        errors: [{ field: "reason", code: "required", message: "Say why: the company admin is mailed the reason." }],
      });
      reasonRef.current?.focus();
      return;
    }
    setProblem(null);
    setAsking(a);
  };

  const run = async (a: StatusAction) => {
    const id = company.id;
    const why = reason.trim();
    const r =
      a === "approve"
        ? (await approve({ id, customerGroupId: Number(groupId) !== company.customerGroupId ? Number(groupId) : null }, refresh)).data?.companyApprove
        : a === "reject"
          ? (await reject({ id, reason: why }, refresh)).data?.companyReject
          : a === "block"
            ? (await block({ id, reason: why }, refresh)).data?.companyBlock
            : (await unblock({ id }, refresh)).data?.companyUnblock;
    if (!r) return;
    if (isProblem(r)) {
      setProblem(r);
      setDone(null);
    } else {
      setProblem(null);
      setReason("");
      setDone(`${company.name} is ${r.__typename === "Company" ? r.companyStatus : STATUS_AFTER[a]}.`);
      onChanged();
    }
    // the button that had the focus may be gone with the old status: the focus goes to the status line
    document.getElementById("company-status")?.focus();
  };

  return (
    <section aria-labelledby="company-status-heading">
      <h2 id="company-status-heading">Status</h2>
      <p id="company-status" tabIndex={-1}>
        Status: <Badge value={company.status} />
        {company.statusReason && (
          <>
            {" "}
            — <q>{company.statusReason}</q>
          </>
        )}
      </p>
      {actions.length > 0 && (
        <fieldset class="filters company-actions">
          <legend>Change the status</legend>
          {(actions.includes("reject") || actions.includes("block")) && (
            <label>
              Reason (required to reject or block; mailed to the company admin)
              <textarea
                ref={reasonRef}
                name="reason"
                rows={2}
                cols={50}
                maxLength={1000}
                value={reason}
                onInput={(e) => setReason((e.currentTarget as HTMLTextAreaElement).value)}
              />
            </label>
          )}
          {actions.includes("approve") && groupList.length > 0 && (
            <label>
              Customer group on approval
              <select name="customerGroupId" value={groupId} onChange={(e) => setGroupId((e.currentTarget as HTMLSelectElement).value)}>
                <RecordOptions records={groupList} />
              </select>
            </label>
          )}
          <div class="toolbar">
            {actions.map((a) => (
              <button key={a} type="button" class={needsReason(a) ? "danger" : undefined} disabled={busy} onClick={() => ask(a)}>
                {ACTION_LABEL[a]}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      {error && <ErrorView error={error} />}
      {problem && <ProblemView problem={problem} />}
      {done && <Success>{done}</Success>}
      {asking && (
        <ConfirmModal
          labelledBy="company-confirm-title"
          describedBy="company-confirm-effect"
          confirm={ACTION_LABEL[asking]}
          confirmClass={needsReason(asking) ? "danger confirm" : "confirm"}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            const a = asking;
            setAsking(null);
            void run(a);
          }}
        >
          <h2 id="company-confirm-title">
            {ACTION_LABEL[asking]} {company.name}?
          </h2>
          <p id="company-confirm-effect">{ACTION_EFFECT[asking]}</p>
          {needsReason(asking) ? (
            <>
              <p class="decision-note-label">Reason sent to the company admin:</p>
              <blockquote class="decision-note">{reason.trim()}</blockquote>
            </>
          ) : asking === "approve" && Number(groupId) !== company.customerGroupId ? (
            <p>Its members will buy in the group {groupList.find((g) => String(g.id) === groupId)?.name ?? `#${groupId}`}.</p>
          ) : null}
        </ConfirmModal>
      )}
    </section>
  );
}

/** the profile, with Edit and Transfer admin (each a form in place of the profile until saved or cancelled) */
function ProfileSection({ company, onChanged }: { company: Company; onChanged: () => void }) {
  const [open, setOpen] = useState<"edit" | "transfer" | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const finish = (message: string) => {
    setOpen(null);
    setDone(message);
    onChanged();
  };
  return (
    <>
      <div class="toolbar">
        <button
          type="button"
          class="secondary"
          aria-expanded={open === "edit"}
          onClick={() => {
            setDone(null);
            setOpen(open === "edit" ? null : "edit");
          }}
        >
          Edit
        </button>
        <button
          type="button"
          class="secondary"
          aria-expanded={open === "transfer"}
          onClick={() => {
            setDone(null);
            setOpen(open === "transfer" ? null : "transfer");
          }}
        >
          Transfer admin
        </button>
      </div>
      {done && <Success>{done}</Success>}
      {open === "edit" && <CompanyEditForm company={company} onSaved={() => finish(`${company.name} is saved.`)} onCancel={() => setOpen(null)} />}
      {open === "transfer" && (
        <CompanyTransferForm company={company} onDone={() => finish("The company admin is transferred.")} onCancel={() => setOpen(null)} />
      )}
      <Profile company={company} />
    </>
  );
}

function Profile({ company: c }: { company: Company }) {
  return (
    <section aria-labelledby="company-profile-heading">
      <h2 id="company-profile-heading">Profile</h2>
      <dl class="fields">
        <dt>Legal name</dt>
        <dd>{c.legalName || "—"}</dd>
        <dt>Email</dt>
        <dd>{c.email || "—"}</dd>
        <dt>Phone</dt>
        <dd>{c.phone || "—"}</dd>
        <dt>VAT/tax id</dt>
        <dd>{c.vatId || "—"}</dd>
        <dt>Reseller id</dt>
        <dd>{c.resellerId || "—"}</dd>
        <dt>Company admin</dt>
        <dd>{c.admin ? <CustomerLink id={c.admin.customerId}>{`${c.admin.firstName} ${c.admin.lastName} (${c.admin.email})`}</CustomerLink> : "—"}</dd>
        <dt>Customer group</dt>
        <dd>{c.customerGroupName ?? `#${c.customerGroupId}`}</dd>
        <dt>Sales representative</dt>
        <dd>{c.salesRep ? `${c.salesRep.username} (${c.salesRep.email})` : "—"}</dd>
        <dt>Parent company</dt>
        <dd>
          {c.parentId ? (
            <a href={href(`/companies/${c.parentId}`)} onClick={(e) => onLinkClick(e, `/companies/${c.parentId}`)}>
              {c.parentName ?? `#${c.parentId}`}
            </a>
          ) : (
            "—"
          )}
        </dd>
        {c.applicationId != null && (
          <>
            <dt>Trade application</dt>
            <dd>#{c.applicationId}</dd>
          </>
        )}
        <dt>Created</dt>
        <dd>{formatDate(c.createdAt)}</dd>
        <dt>Updated</dt>
        <dd>{formatDate(c.updatedAt)}</dd>
      </dl>
    </section>
  );
}

function Members({ company: c }: { company: Company }) {
  const byId = new Map(c.members.map((m) => [m.id, m]));
  return (
    <section aria-labelledby="company-members-heading">
      <h2 id="company-members-heading">Members</h2>
      {c.members.length === 0 ? (
        <p>No members.</p>
      ) : (
        <table>
          <caption>
            {c.members.length} member{c.members.length === 1 ? "" : "s"}
          </caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Manager</th>
              <th scope="col">Job title</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {c.members.map((m) => {
              const manager = m.managerId != null ? byId.get(m.managerId) : undefined;
              return (
                <tr key={m.id}>
                  <td>
                    <CustomerLink id={m.customerId}>{`${m.firstName} ${m.lastName}`}</CustomerLink>
                  </td>
                  <td>{m.email}</td>
                  <td>{m.isAdmin ? <Badge value="active" label="company admin" /> : (m.role?.name ?? "no role")}</td>
                  <td>{manager ? `${manager.firstName} ${manager.lastName}` : "—"}</td>
                  <td>{m.jobTitle || "—"}</td>
                  <td>
                    <Badge value={m.status === "active" ? "active" : "rejected"} label={m.status} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Roles({ company: c }: { company: Company }) {
  return (
    <section aria-labelledby="company-roles-heading">
      <h2 id="company-roles-heading">Roles</h2>
      {c.roles.length === 0 ? (
        <p>No roles: only the company admin, who holds every permission.</p>
      ) : (
        <table>
          <caption>
            {c.roles.length} role{c.roles.length === 1 ? "" : "s"} (the company admin holds every permission)
          </caption>
          <thead>
            <tr>
              <th scope="col">Role</th>
              <th scope="col">Permissions</th>
              <th scope="col" class="num">
                Members
              </th>
            </tr>
          </thead>
          <tbody>
            {c.roles.map((r) => (
              <tr key={r.id}>
                <td>{r.name}</td>
                <td>
                  {r.permissions.length === 0
                    ? "none"
                    : r.permissions.map((code, i) => (
                        <span key={code}>
                          {i > 0 && ", "}
                          <code>{code}</code>
                        </span>
                      ))}
                </td>
                <td class="num">{r.memberCount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Addresses({ company: c }: { company: Company }) {
  const [names] = useQuery({ query: CompanyGroups });
  const countryName = (id: string) => names.data?.countries.find((x) => x.id === id)?.name ?? id;
  return (
    <section aria-labelledby="company-addresses-heading">
      <h2 id="company-addresses-heading">Addresses</h2>
      {c.addresses.length === 0 && <p>No addresses.</p>}
      <ul class="addresses">
        {c.addresses.map((a) => (
          <li key={a.id}>
            {a.label && <strong>{a.label}: </strong>}
            <address>
              {a.firstName} {a.lastName}
              {a.company && `, ${a.company}`}, {a.street.join(", ")}, {a.postcode} {a.city}
              {a.region && `, ${a.region}`}, {countryName(a.countryId)}
              {a.telephone && `, ${a.telephone}`}
            </address>
            {a.isDefaultBilling && <Badge value="default" label="default billing" />}{" "}
            {a.isDefaultShipping && <Badge value="default" label="default shipping" />}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Previous / Next for a section's pages */
function Pager(p: { label: string; page: number; total: number; onPage: (n: number) => void }) {
  const pages = Math.max(1, Math.ceil(p.total / PAGE));
  if (pages <= 1) return null;
  return (
    <nav class="pager" aria-label={`${p.label} pages`}>
      <button type="button" class="secondary" disabled={p.page <= 1} onClick={() => p.onPage(p.page - 1)}>
        Previous
      </button>
      <span>
        Page {p.page} of {pages}
      </span>
      <button type="button" class="secondary" disabled={p.page >= pages} onClick={() => p.onPage(p.page + 1)}>
        Next
      </button>
    </nav>
  );
}

function Orders({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const [q] = useQuery({ query: CompanyOrders, variables: { id, page, pageSize: PAGE }, requestPolicy: "cache-and-network" });
  const orders = q.data?.company?.orders;
  return (
    <section aria-labelledby="company-orders-heading">
      <h2 id="company-orders-heading">Orders</h2>
      {q.error && <ErrorView error={q.error} />}
      {orders && orders.totalCount === 0 && <p>No orders.</p>}
      {orders && orders.totalCount > 0 && (
        <>
          <table>
            <caption>
              {orders.totalCount} order{orders.totalCount === 1 ? "" : "s"}
            </caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed</th>
                <th scope="col">Placed by</th>
                <th scope="col">Status</th>
                <th scope="col">PO number</th>
                <th scope="col">Invoices to</th>
                <th scope="col" class="num">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.items.map((o) => (
                <tr key={o.incrementId}>
                  <td>{o.incrementId}</td>
                  <td>{formatDate(o.createdAt)}</td>
                  <td>
                    <CustomerLink id={o.placedBy.customerId}>{`${o.placedBy.firstName} ${o.placedBy.lastName} (${o.placedBy.email})`}</CustomerLink>
                  </td>
                  <td>
                    <Badge value={o.status} />
                  </td>
                  <td>{o.poNumber || "—"}</td>
                  <td>{o.invoiceEmail || "—"}</td>
                  <td class="num">
                    {o.grandTotal} {o.currency}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager label="Orders" page={page} total={orders.totalCount} onPage={setPage} />
        </>
      )}
    </section>
  );
}

/** an event's before/after JSON as "field: before → after" for each field that changed */
function changes(before: string | null | undefined, after: string | null | undefined): string[] {
  const parse = (s: string | null | undefined): Record<string, unknown> => {
    if (!s) return {};
    try {
      const v = JSON.parse(s);
      return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : { value: v };
    } catch {
      return { value: s };
    }
  };
  const b = parse(before);
  const a = parse(after);
  const show = (v: unknown) => (v === undefined || v === null || v === "" ? "—" : typeof v === "object" ? JSON.stringify(v) : String(v));
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((k) => `${k}: ${show(b[k])} → ${show(a[k])}`);
}

function History({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const [q] = useQuery({ query: CompanyHistory, variables: { id, page, pageSize: PAGE }, requestPolicy: "cache-and-network" });
  const h = q.data?.companyHistory;
  return (
    <section aria-labelledby="company-history-heading">
      <h2 id="company-history-heading">History</h2>
      {q.error && <ErrorView error={q.error} />}
      {h && h.totalCount === 0 && <p>No changes yet.</p>}
      {h && h.items.length > 0 && (
        <>
          <ol class="history" aria-label="Company history">
            {h.items.map((e) => (
              <li key={e.id}>
                <time>{formatDate(e.createdAt)}</time>: {e.kind.replace(/_/g, " ")}
                {e.subjectId != null && e.subjectType !== "company" ? ` (${e.subjectType} #${e.subjectId})` : ""} by {e.actorName || e.actorKind}
                {changes(e.before, e.after).map((c) => (
                  <span key={c} class="change">
                    {"; "}
                    {c}
                  </span>
                ))}
                {e.note && (
                  <>
                    {" "}
                    — <q>{e.note}</q>
                  </>
                )}
              </li>
            ))}
          </ol>
          <Pager label="History" page={page} total={h.totalCount} onPage={setPage} />
        </>
      )}
    </section>
  );
}

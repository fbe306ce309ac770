/**
 * Customers: every customer (customers: filter by approval status, email, name, group, store, a search; sort;
 * pages; groups and stores by name), opening on the approval queue (status pending) as before. Approve or decline
 * one or many with a note (customerApproveMany / customerDeclineMany, a result per row), each asked first in a
 * dialog naming the decision, the customers and the note. "New customer" opens an account for a buyer (customerCreate:
 * the customer is mailed a link to choose a password). A row's detail panel (detail.tsx, also opened by the path
 * /customers/<id>) edits the account and its addresses and shows its orders, approval history and trade applications.
 * The note belongs to one decision: it is emptied once the decision is made and when another customer is opened.
 */
import { useEffect, useState } from "preact/hooks";
import { useMutation, useQuery } from "@urql/preact";
import { type Column, DataGrid, useGridState } from "../../components/grid.tsx";
import { DecisionDialog, type DecisionRequest } from "../../components/decision-dialog.tsx";
import { ErrorView, isProblem, type MassResult, MassResults, type ProblemLike, ProblemView } from "../../components/problem.tsx";
import { Badge, formatDate } from "../../components/format.tsx";
import type { CustomerAccountStatus, CustomerFilter, CustomerSortField, CustomersGridQuery } from "../../generated/graphql.ts";
import { usePath } from "../../router.ts";
import { CustomerCreateDoc, CustomerGroupsAndStores, CustomersApprove, CustomersDecline, CustomersGrid } from "./operations.ts";
import { CustomerPanel, type CustomerSummary } from "./detail.tsx";
import { RecordOptions } from "../../components/record-options.tsx";

type Row = CustomersGridQuery["customers"]["items"][number];
const STATUSES: CustomerAccountStatus[] = ["pending", "active", "rejected"];

export default function Customers() {
  const [grid, update] = useGridState<CustomerFilter, CustomerSortField>({
    filter: { status: ["pending"] },
    sort: { field: "createdAt", direction: "asc" },
    page: 1,
    pageSize: 20,
  });
  const [list, refetch] = useQuery({ query: CustomersGrid, variables: grid, requestPolicy: "cache-and-network" });
  const [names] = useQuery({ query: CustomerGroupsAndStores });
  const [selection, setSelection] = useState<Set<number>>(new Set());
  const [open, setOpen] = useState<CustomerSummary | null>(null);
  const [creating, setCreating] = useState(false);
  // a path /customers/<id> (a link, the global search) opens that customer
  const path = usePath();
  useEffect(() => {
    const id = Number(/^\/customers\/(\d+)$/.exec(path)?.[1] ?? Number.NaN);
    if (id > 0 && open?.id !== id) setOpen({ id, firstName: "", lastName: "", email: "", approvalStatus: "" });
  }, [path]);
  const [note, setNote] = useState("");
  const [asking, setAsking] = useState<DecisionRequest | null>(null);
  const [results, setResults] = useState<{ action: string; items: MassResult[] } | null>(null);
  const [approveState, approve] = useMutation(CustomersApprove);
  const [declineState, decline] = useMutation(CustomersDecline);
  const busy = approveState.fetching || declineState.fetching;
  const groups = names.data?.customerGroups.filter((g) => g.id !== 0) ?? [];
  const stores = names.data?.stores ?? [];
  const rows = list.data?.customers.items ?? [];
  const known = new Map(rows.map((r) => [r.id, r]));
  const resultOf = new Map(results?.items.map((r) => [r.id, r]) ?? []);

  const labelOf = (id: number) => (known.has(id) ? `#${id} ${known.get(id)!.email}` : `#${id}`);
  /** asks in the dialog first; `act` runs on Confirm */
  const ask = (action: "approve" | "decline", ids: number[]) => {
    if (ids.length > 0) setAsking({ action, ids });
  };
  /** another customer's detail: the note typed for the previous one does not follow */
  const openRow = (r: CustomerSummary | null) => {
    if (r && r.id !== open?.id) setNote("");
    setOpen(r);
    if (r) setCreating(false);
  };

  const act = async (action: "approve" | "decline", ids: number[]) => {
    if (ids.length === 0) return;
    const vars = { ids, note: note.trim() || null };
    // the detail panel's history and every grid showing these customers are read again
    const context = { additionalTypenames: ["ApprovalCustomer", "ApprovalTransition", "Customer"] };
    const r = action === "approve" ? await approve(vars, context) : await decline(vars, context);
    const answered = r.data ? ("customerApproveMany" in r.data ? r.data.customerApproveMany : r.data.customerDeclineMany) : [];
    if (r.error) return;
    // the note went with the decision; it stays only for refused rows kept selected for a second try
    if (!answered.some((x) => isProblem(x.result))) setNote("");
    setResults({ action, items: answered.map((x) => ({ id: x.id, label: labelOf(x.id), problem: isProblem(x.result) ? x.result : undefined })) });
    setSelection(new Set([...ids].filter((id) => answered.some((x) => x.id === id && isProblem(x.result)))));
    refetch({ requestPolicy: "network-only" });
  };

  const columns: Column<Row, CustomerSortField>[] = [
    { key: "id", label: "ID", sortField: "id", numeric: true, render: (r) => r.id },
    { key: "name", label: "Name", sortField: "lastName", render: (r) => `${r.firstName} ${r.lastName}` },
    { key: "email", label: "Email", sortField: "email", render: (r) => r.email },
    { key: "group", label: "Group", sortField: "groupId", render: (r) => r.groupName },
    { key: "store", label: "Store", render: (r) => r.storeName },
    { key: "status", label: "Status", render: (r) => <Badge value={r.approvalStatus} /> },
    { key: "created", label: "Registered", sortField: "createdAt", render: (r) => formatDate(r.createdAt) },
    {
      key: "result",
      label: "Result",
      render: (r) => {
        const x = resultOf.get(r.id);
        if (!x) return "";
        return x.problem ? <span class="problem-inline">{x.problem.message}</span> : <span class="badge approved">{results!.action}d</span>;
      },
    },
  ];

  const onFilter = (e: Event) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    const status = STATUSES.filter((s) => f.get(`status-${s}`) === "on");
    const email = String(f.get("email") ?? "").trim();
    const name = String(f.get("name") ?? "").trim();
    const search = String(f.get("search") ?? "").trim();
    const groupId = String(f.get("groupId") ?? "");
    const storeId = String(f.get("storeId") ?? "");
    update({
      filter: {
        status: status.length ? status : STATUSES,
        email: email || null,
        name: name || null,
        search: search || null,
        groupId: groupId ? Number(groupId) : null,
        storeId: storeId ? Number(storeId) : null,
      },
    });
    setSelection(new Set());
  };

  return (
    <>
      <h1>Customers</h1>
      <form class="filters" onSubmit={onFilter} aria-label="Filter customers">
        <fieldset>
          <legend>Status</legend>
          {STATUSES.map((s) => (
            <label key={s} class="inline">
              <input type="checkbox" name={`status-${s}`} defaultChecked={grid.filter.status?.includes(s) ?? false} /> {s}
            </label>
          ))}
        </fieldset>
        <label>
          Email contains
          <input name="email" type="search" defaultValue={grid.filter.email ?? ""} />
        </label>
        <label>
          Name contains
          <input name="name" type="search" defaultValue={grid.filter.name ?? ""} />
        </label>
        <label>
          Group
          <select name="groupId" defaultValue={grid.filter.groupId != null ? String(grid.filter.groupId) : ""}>
            <option value="">any</option>
            <RecordOptions records={groups} />
          </select>
        </label>
        <label>
          Store
          <select name="storeId" defaultValue={grid.filter.storeId != null ? String(grid.filter.storeId) : ""}>
            <option value="">any</option>
            <RecordOptions records={stores} />
          </select>
        </label>
        <label>
          Search (email, name or id)
          <input name="search" type="search" defaultValue={grid.filter.search ?? ""} />
        </label>
        <button type="submit">Apply filters</button>
      </form>
      <div class={open || creating ? "split" : undefined}>
        <div>
          <div class="toolbar">
            <label>
              Note (sent with the decision)
              <input name="note" value={note} onInput={(e) => setNote((e.currentTarget as HTMLInputElement).value)} maxLength={1000} />
            </label>
            <button type="button" disabled={busy || selection.size === 0} onClick={() => ask("approve", [...selection])}>
              Approve selected ({selection.size})
            </button>
            <button type="button" class="danger" disabled={busy || selection.size === 0} onClick={() => ask("decline", [...selection])}>
              Decline selected ({selection.size})
            </button>
            <button
              type="button"
              class="secondary"
              onClick={() => {
                openRow(null);
                setCreating(true);
              }}
            >
              New customer
            </button>
          </div>
          {list.error && <ErrorView error={list.error} />}
          {approveState.error && <ErrorView error={approveState.error} />}
          {declineState.error && <ErrorView error={declineState.error} />}
          {results && <MassResults results={results.items} />}
          <DataGrid
            caption="Customers"
            columns={columns}
            items={rows}
            totalCount={list.data?.customers.totalCount ?? 0}
            state={grid}
            onChange={(p) => {
              update(p);
              setSelection(new Set());
            }}
            rowKey={(r) => r.id}
            rowLabel={(r) => `${r.firstName} ${r.lastName} (${r.email})`}
            selection={selection}
            onSelectionChange={setSelection}
            onOpen={openRow}
            fetching={list.fetching}
            empty="No customer matches these filters."
          />
        </div>
        {open && (
          <CustomerPanel
            key={open.id}
            customer={rows.find((r) => r.id === open.id) ?? open}
            groups={groups}
            stores={stores}
            countries={names.data?.countries ?? []}
            onClose={() => openRow(null)}
            onDecide={(action) => ask(action, [open.id])}
            onDeleted={() => {
              openRow(null);
              refetch({ requestPolicy: "network-only" });
            }}
            onChanged={() => refetch({ requestPolicy: "network-only" })}
            busy={busy}
          />
        )}
        {creating && !open && (
          <NewCustomer
            groups={groups}
            stores={stores}
            onClose={() => setCreating(false)}
            onCreated={(c) => {
              refetch({ requestPolicy: "network-only" });
              openRow(c);
            }}
          />
        )}
      </div>
      {asking && (
        <DecisionDialog
          action={asking.action}
          noun="customer"
          subjects={asking.ids.map(labelOf)}
          note={note}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            void act(asking.action, asking.ids);
          }}
        />
      )}
    </>
  );
}

/** a new account for a buyer (customerCreate without a password): the customer is mailed a link to choose one */
function NewCustomer(p: {
  groups: readonly { id: number; name: string }[];
  stores: readonly { id: number; name: string }[];
  onClose: () => void;
  onCreated: (c: CustomerSummary) => void;
}) {
  const [state, create] = useMutation(CustomerCreateDoc);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const submit = async (e: Event) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    const v = (k: string) => String(f.get(k) ?? "").trim();
    const input = {
      email: v("email"),
      firstName: v("firstName"),
      lastName: v("lastName"),
      groupId: v("groupId") ? Number(v("groupId")) : null,
      storeId: v("storeId") ? Number(v("storeId")) : null,
      dob: v("dob") || null,
      taxvat: v("taxvat") || null,
    };
    const r = (await create({ input }, { additionalTypenames: ["Customer"] })).data?.customerCreate;
    if (!r) return;
    if (isProblem(r)) setProblem(r);
    else if (r.__typename === "CustomerCreateSuccess") p.onCreated(r.data);
  };
  return (
    <section class="panel" aria-labelledby="new-customer-heading">
      <h2 id="new-customer-heading">New customer</h2>
      <p>The customer is mailed a link to choose a password; no password is set here.</p>
      {state.error && <ErrorView error={state.error} />}
      {problem && <ProblemView problem={problem} />}
      <form class="edit" onSubmit={submit} aria-label="New customer">
        <label>
          Email
          <input name="email" type="email" required />
        </label>
        <label>
          First name
          <input name="firstName" required />
        </label>
        <label>
          Last name
          <input name="lastName" required />
        </label>
        <label>
          Customer group
          <select name="groupId">
            <option value="">the store's default</option>
            <RecordOptions records={p.groups} />
          </select>
        </label>
        <label>
          Store
          <select name="storeId">
            <option value="">the default store</option>
            <RecordOptions records={p.stores} />
          </select>
        </label>
        <label>
          Date of birth
          <input name="dob" type="date" />
        </label>
        <label>
          Tax/VAT number
          <input name="taxvat" maxLength={64} />
        </label>
        <div class="toolbar">
          <button type="submit" disabled={state.fetching}>
            Create customer
          </button>
          <button type="button" class="secondary" onClick={p.onClose}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}

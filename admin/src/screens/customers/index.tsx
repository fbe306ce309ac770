/**
 * Customers: the approval grid (pendingCustomers: filter by status, email, name; sort; pages), approve or decline
 * one or many with a note (customerApproveMany / customerDeclineMany, a result per row), each asked first in a
 * dialog naming the decision, the customers and the note, and a detail panel with the customer's approval history.
 * The note belongs to one decision: it is emptied once the decision is made and when another customer is opened.
 */
import { useState } from "preact/hooks";
import { useMutation, useQuery } from "@urql/preact";
import { type Column, DataGrid, useGridState } from "../../components/grid.tsx";
import { DecisionDialog, type DecisionRequest } from "../../components/decision-dialog.tsx";
import { ErrorView, isProblem, type MassResult, MassResults } from "../../components/problem.tsx";
import { Badge, formatDate } from "../../components/format.tsx";
import type { ApprovalStatus, CustomersGridQuery, PendingCustomerFilter, PendingCustomerSortField } from "../../generated/graphql.ts";
import { CustomersApprove, CustomersDecline, CustomersGrid } from "./operations.ts";
import { HistoryPanel } from "./history.tsx";

type Row = CustomersGridQuery["pendingCustomers"]["items"][number];
const STATUSES: ApprovalStatus[] = ["pending", "active", "rejected"];

export default function Customers() {
  const [grid, update] = useGridState<PendingCustomerFilter, PendingCustomerSortField>({
    filter: { status: ["pending"] },
    sort: { field: "createdAt", direction: "asc" },
    page: 1,
    pageSize: 20,
  });
  const [list, refetch] = useQuery({ query: CustomersGrid, variables: grid, requestPolicy: "cache-and-network" });
  const [selection, setSelection] = useState<Set<number>>(new Set());
  const [open, setOpen] = useState<Row | null>(null);
  const [note, setNote] = useState("");
  const [asking, setAsking] = useState<DecisionRequest | null>(null);
  const [results, setResults] = useState<{ action: string; items: MassResult[] } | null>(null);
  const [approveState, approve] = useMutation(CustomersApprove);
  const [declineState, decline] = useMutation(CustomersDecline);
  const busy = approveState.fetching || declineState.fetching;
  const rows = list.data?.pendingCustomers.items ?? [];
  const known = new Map(rows.map((r) => [r.id, r]));
  const resultOf = new Map(results?.items.map((r) => [r.id, r]) ?? []);

  const labelOf = (id: number) => (known.has(id) ? `#${id} ${known.get(id)!.email}` : `#${id}`);
  /** asks in the dialog first; `act` runs on Confirm */
  const ask = (action: "approve" | "decline", ids: number[]) => {
    if (ids.length > 0) setAsking({ action, ids });
  };
  /** another customer's detail: the note typed for the previous one does not follow */
  const openRow = (r: Row | null) => {
    if (r && r.id !== open?.id) setNote("");
    setOpen(r);
  };

  const act = async (action: "approve" | "decline", ids: number[]) => {
    if (ids.length === 0) return;
    const vars = { ids, note: note.trim() || null };
    // the detail panel's history and every grid showing these customers are read again
    const context = { additionalTypenames: ["ApprovalCustomer", "ApprovalTransition"] };
    const r = action === "approve" ? await approve(vars, context) : await decline(vars, context);
    const answered = r.data ? ("customerApproveMany" in r.data ? r.data.customerApproveMany : r.data.customerDeclineMany) : [];
    if (r.error) return;
    // the note went with the decision; it stays only for refused rows kept selected for a second try
    if (!answered.some((x) => isProblem(x.result))) setNote("");
    setResults({ action, items: answered.map((x) => ({ id: x.id, label: labelOf(x.id), problem: isProblem(x.result) ? x.result : undefined })) });
    setSelection(new Set([...ids].filter((id) => answered.some((x) => x.id === id && isProblem(x.result)))));
    refetch({ requestPolicy: "network-only" });
  };

  const columns: Column<Row, PendingCustomerSortField>[] = [
    { key: "id", label: "ID", sortField: "id", numeric: true, render: (r) => r.id },
    { key: "name", label: "Name", sortField: "lastName", render: (r) => `${r.firstName} ${r.lastName}` },
    { key: "email", label: "Email", sortField: "email", render: (r) => r.email },
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
    update({ filter: { status: status.length ? status : STATUSES, email: email || null, name: name || null } });
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
        <button type="submit">Apply filters</button>
      </form>
      <div class={open ? "split" : undefined}>
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
          </div>
          {list.error && <ErrorView error={list.error} />}
          {approveState.error && <ErrorView error={approveState.error} />}
          {declineState.error && <ErrorView error={declineState.error} />}
          {results && <MassResults results={results.items} />}
          <DataGrid
            caption="Customers"
            columns={columns}
            items={rows}
            totalCount={list.data?.pendingCustomers.totalCount ?? 0}
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
          <HistoryPanel
            customer={rows.find((r) => r.id === open.id) ?? open}
            onClose={() => openRow(null)}
            onDecide={(action) => ask(action, [open.id])}
            busy={busy}
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

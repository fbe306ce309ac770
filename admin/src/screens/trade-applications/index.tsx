/**
 * Trade applications: the grid (tradeApplications: filter by status, email, existing account; sort; pages),
 * approve or decline one or many with a note and a result per row, and the application's detail (its form
 * answers, every submission, its event history). Approval's typed refusals are answered in place: a
 * confirmation box for flagged_submissions, reactivation_unconfirmed and existing_account_unconfirmed,
 * the setting to fix for b2b_group_missing, a refreshed grid for conflict.
 */
import { useState } from "preact/hooks";
import { useMutation, useQuery } from "@urql/preact";
import { type Column, DataGrid, useGridState } from "../../components/grid.tsx";
import { DecisionDialog, type DecisionRequest } from "../../components/decision-dialog.tsx";
import { ErrorView, isProblem, type MassResult, MassResults } from "../../components/problem.tsx";
import { Badge, formatDate } from "../../components/format.tsx";
import type { TradeApplicationFilter, TradeApplicationSortField, TradeApplicationStatus, TradeApplicationsGridQuery } from "../../generated/graphql.ts";
import { TradeApplicationsApprove, TradeApplicationsDecline, TradeApplicationsGrid } from "./operations.ts";
import { ApplicationPanel } from "./detail.tsx";
import { CONFIRMATIONS, type Confirmation, Confirmations, HINTS, LABELS } from "./confirmations.tsx";

type Row = TradeApplicationsGridQuery["tradeApplications"]["items"][number];
const STATUSES: TradeApplicationStatus[] = ["pending", "approved", "declined"];

/** the confirmations an approval of these rows will need */
function needed(rows: Row[]): Set<Confirmation> {
  const n = new Set<Confirmation>();
  for (const r of rows) {
    if (r.flaggedSubmissions > 0) n.add("flagged_submissions");
    if (r.forExistingAccount) n.add("existing_account_unconfirmed");
    if (r.status === "declined") n.add("reactivation_unconfirmed");
  }
  return n;
}

export default function TradeApplications() {
  const [grid, update] = useGridState<TradeApplicationFilter, TradeApplicationSortField>({
    filter: { status: ["pending"] },
    sort: { field: "createdAt", direction: "desc" },
    page: 1,
    pageSize: 20,
  });
  const [list, refetch] = useQuery({ query: TradeApplicationsGrid, variables: grid, requestPolicy: "cache-and-network" });
  const [selection, setSelection] = useState<Set<number>>(new Set());
  const [openId, setOpenId] = useState<number | null>(null);
  const [note, setNote] = useState("");
  const [asking, setAsking] = useState<DecisionRequest | null>(null);
  const [confirmed, setConfirmed] = useState<Set<Confirmation>>(new Set());
  const [results, setResults] = useState<{ action: string; items: MassResult[] } | null>(null);
  const [approveState, approve] = useMutation(TradeApplicationsApprove);
  const [declineState, decline] = useMutation(TradeApplicationsDecline);
  const busy = approveState.fetching || declineState.fetching;
  const rows = list.data?.tradeApplications.items ?? [];
  const known = new Map(rows.map((r) => [r.id, r]));
  const resultOf = new Map(results?.items.map((r) => [r.id, r]) ?? []);
  const refusedCodes = new Set(results?.items.flatMap((r) => (r.problem ? [r.problem.code] : [])) ?? []);
  const asked = needed(rows.filter((r) => selection.has(r.id)));
  for (const c of CONFIRMATIONS) if (refusedCodes.has(c)) asked.add(c);

  const labelOf = (id: number) => `#${id} ${known.get(id)?.email ?? ""}`.trim();
  /** asks in the dialog first; `act` runs on Confirm */
  const ask = (action: "approve" | "decline", ids: number[]) => {
    if (ids.length > 0) setAsking({ action, ids });
  };
  /** another application's detail: the note typed for the previous one does not follow */
  const openRow = (id: number | null) => {
    if (id !== null && id !== openId) setNote("");
    setOpenId(id);
  };

  const act = async (action: "approve" | "decline", ids: number[]) => {
    if (ids.length === 0) return;
    const base = { ids, note: note.trim() || null };
    // the open application's detail and every grid showing it are read again
    const context = { additionalTypenames: ["TradeApplication"] };
    const r =
      action === "approve"
        ? await approve(
            {
              ...base,
              confirmFlaggedSubmissions: confirmed.has("flagged_submissions"),
              reactivate: confirmed.has("reactivation_unconfirmed"),
              confirmExistingAccount: confirmed.has("existing_account_unconfirmed"),
            },
            context,
          )
        : await decline(base, context);
    if (r.error || !r.data) return;
    const answered = "tradeApplicationApproveMany" in r.data ? r.data.tradeApplicationApproveMany : r.data.tradeApplicationDeclineMany;
    // the note went with the decision; it stays only for refused rows kept selected for a second try
    if (!answered.some((x) => isProblem(x.result))) setNote("");
    setResults({ action, items: answered.map((x) => ({ id: x.id, label: labelOf(x.id), problem: isProblem(x.result) ? x.result : undefined })) });
    // the refused rows stay selected, for a second try once confirmed
    setSelection(new Set(answered.filter((x) => isProblem(x.result)).map((x) => x.id)));
    setConfirmed(new Set());
    refetch({ requestPolicy: "network-only" });
  };

  const columns: Column<Row, TradeApplicationSortField>[] = [
    { key: "id", label: "ID", sortField: "id", numeric: true, render: (r) => r.id },
    { key: "email", label: "Applicant", sortField: "email", render: (r) => r.email },
    { key: "status", label: "Status", sortField: "status", render: (r) => <Badge value={r.status} /> },
    {
      key: "flags",
      label: "Needs attention",
      render: (r) => (
        <>
          {r.flaggedSubmissions > 0 && <Badge value="flagged" label={`${r.flaggedSubmissions} differing submission${r.flaggedSubmissions > 1 ? "s" : ""}`} />}{" "}
          {r.forExistingAccount && <Badge value="pending" label="existing account" />}
        </>
      ),
    },
    { key: "created", label: "Applied", sortField: "createdAt", render: (r) => formatDate(r.createdAt) },
    {
      key: "result",
      label: "Result",
      render: (r) => {
        const x = resultOf.get(r.id);
        if (!x) return "";
        return x.problem ? (
          <span class="problem-inline">
            {x.problem.message} <code>{x.problem.code}</code>
          </span>
        ) : (
          <span class="badge approved">{results!.action}d</span>
        );
      },
    },
  ];

  const onFilter = (e: Event) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    const status = STATUSES.filter((s) => f.get(`status-${s}`) === "on");
    const email = String(f.get("email") ?? "").trim();
    const existing = String(f.get("existing") ?? "");
    update({ filter: { status: status.length ? status : null, email: email || null, forExistingAccount: existing === "" ? null : existing === "yes" } });
    setSelection(new Set());
  };

  return (
    <>
      <h1>Trade applications</h1>
      <form class="filters" onSubmit={onFilter} aria-label="Filter trade applications">
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
          Account
          <select name="existing" defaultValue="">
            <option value="">any</option>
            <option value="yes">existed before the application</option>
            <option value="no">made by the application</option>
          </select>
        </label>
        <button type="submit">Apply filters</button>
      </form>
      <div class={openId !== null ? "split" : undefined}>
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
          <Confirmations asked={asked} confirmed={confirmed} onChange={setConfirmed} />
          {list.error && <ErrorView error={list.error} />}
          {approveState.error && <ErrorView error={approveState.error} />}
          {declineState.error && <ErrorView error={declineState.error} />}
          {results && (
            <>
              <MassResults results={results.items} />
              {[...refusedCodes].map(
                (code) =>
                  HINTS[code] && (
                    <p key={code} class="notice">
                      {HINTS[code]}
                    </p>
                  ),
              )}
            </>
          )}
          <DataGrid
            caption="Trade applications"
            columns={columns}
            items={rows}
            totalCount={list.data?.tradeApplications.totalCount ?? 0}
            state={grid}
            onChange={(p) => {
              update(p);
              setSelection(new Set());
            }}
            rowKey={(r) => r.id}
            rowLabel={(r) => `application ${r.id} (${r.email})`}
            selection={selection}
            onSelectionChange={setSelection}
            onOpen={(r) => openRow(r.id)}
            fetching={list.fetching}
            empty="No application matches these filters."
          />
        </div>
        {openId !== null && (
          <ApplicationPanel
            id={openId}
            onClose={() => openRow(null)}
            onDecide={(action) => {
              setSelection(new Set([openId]));
              ask(action, [openId]);
            }}
            busy={busy}
          />
        )}
      </div>
      {asking && (
        <DecisionDialog
          action={asking.action}
          noun="trade application"
          subjects={asking.ids.map(labelOf)}
          note={note}
          extra={asking.action === "approve" ? CONFIRMATIONS.filter((c) => confirmed.has(c)).map((c) => `Confirmed: ${LABELS[c]}`) : []}
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

/**
 * Mail outbox: every message the service wrote (mailOutbox: filter by status, recipient and template; sort;
 * pages), a row's detail (addresses, subject, attempts, next attempt, last error), and requeueing one or many
 * failed rows (mailOutboxRequeue) with a result per row. The dispatcher sends a requeued row at once; "Refresh"
 * shows what became of it.
 */
import { useState } from "preact/hooks";
import { useMutation, useQuery } from "@urql/preact";
import { type Column, DataGrid, useGridState } from "../../components/grid.tsx";
import { ErrorView, isProblem, MassResults, type ProblemLike } from "../../components/problem.tsx";
import type { MailOutboxFilter, MailOutboxGridQuery, MailOutboxSortField, MailOutboxStatus } from "../../generated/graphql.ts";
import { OutboxGrid, OutboxRequeue } from "./operations.ts";
import { OutboxDetail, StatusBadge, when } from "./detail.tsx";

type Row = MailOutboxGridQuery["mailOutbox"]["items"][number];
const STATUSES: MailOutboxStatus[] = ["pending", "sent", "failed", "suppressed"];

export default function MailOutbox() {
  const [grid, update] = useGridState<MailOutboxFilter, MailOutboxSortField>({
    filter: { status: STATUSES },
    sort: { field: "id", direction: "desc" },
    page: 1,
    pageSize: 20,
  });
  const [list, refetch] = useQuery({ query: OutboxGrid, variables: grid, requestPolicy: "cache-and-network" });
  const [selection, setSelection] = useState<Set<number>>(new Set());
  const [openId, setOpenId] = useState<number | null>(null);
  const [results, setResults] = useState<{ id: number; label: string; problem?: ProblemLike }[]>([]);
  const [requeueState, requeue] = useMutation(OutboxRequeue);
  const rows = list.data?.mailOutbox.items ?? [];
  const known = new Map(rows.map((r) => [r.id, r]));
  const resultOf = new Map(results.map((r) => [r.id, r]));
  const open = openId === null ? null : (known.get(openId) ?? null);
  const reload = () => refetch({ requestPolicy: "network-only" });

  const act = async (ids: number[]) => {
    if (ids.length === 0) return;
    // labels as the rows read now: a requeued row may leave the filtered grid
    const labels = new Map(ids.map((id) => [id, known.get(id) ? `#${id} to ${known.get(id)!.toAddress}` : `#${id}`]));
    const r = await requeue({ ids });
    if (r.error || !r.data) return;
    const answered = r.data.mailOutboxRequeue.map((x) => ({
      id: x.id,
      label: labels.get(x.id) ?? `#${x.id}`,
      problem: isProblem(x.result) ? x.result : undefined,
    }));
    setResults(answered);
    setSelection(new Set(answered.filter((x) => x.problem).map((x) => x.id)));
    reload();
  };

  const columns: Column<Row, MailOutboxSortField>[] = [
    { key: "id", label: "ID", sortField: "id", numeric: true, render: (r) => r.id },
    { key: "to", label: "To", render: (r) => r.toAddress },
    { key: "subject", label: "Subject", render: (r) => r.subject },
    { key: "template", label: "Template", render: (r) => (r.templateId ? <code>{r.templateId}</code> : "") },
    { key: "status", label: "Status", render: (r) => <StatusBadge status={r.status} /> },
    { key: "attempts", label: "Attempts", sortField: "attempts", numeric: true, render: (r) => r.attempts },
    { key: "created", label: "Written", sortField: "createdAt", render: (r) => when(r.createdAt) },
    { key: "next", label: "Next attempt", sortField: "nextAttemptAt", render: (r) => (r.status === "pending" ? when(r.nextAttemptAt) : "") },
    { key: "sent", label: "Sent", sortField: "sentAt", render: (r) => when(r.sentAt) },
    {
      key: "result",
      label: "Requeue result",
      render: (r) => {
        const x = resultOf.get(r.id);
        if (!x) return "";
        return x.problem ? <span class="problem-inline">{x.problem.message}</span> : <span class="badge approved">requeued</span>;
      },
    },
  ];

  const onFilter = (e: Event) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    const status = STATUSES.filter((s) => f.get(`status-${s}`) === "on");
    const to = String(f.get("to") ?? "").trim();
    const templateId = String(f.get("templateId") ?? "").trim();
    update({ filter: { status: status.length ? status : STATUSES, to: to || null, templateId: templateId || null } });
    setSelection(new Set());
  };

  const failedSelected = [...selection].filter((id) => known.get(id)?.status === "failed" || !known.has(id));
  return (
    <>
      <h1>Mail outbox</h1>
      <p class="lead">
        Every mail the service writes goes through the outbox and is sent in the background, with retries. A message whose attempts are used up is{" "}
        <strong>failed</strong>: fix the cause (the mail server, the address) and requeue it. <strong>Suppressed</strong> messages were written only so that a
        request looks the same whether or not it mails (e.g. a password reset for an unknown address) and are never sent.
      </p>
      <form class="filters" onSubmit={onFilter} aria-label="Filter the outbox">
        <fieldset>
          <legend>Status</legend>
          {STATUSES.map((s) => (
            <label key={s} class="inline">
              <input type="checkbox" name={`status-${s}`} defaultChecked={grid.filter.status?.includes(s) ?? true} /> {s}
            </label>
          ))}
        </fieldset>
        <label>
          Recipient contains
          <input name="to" type="search" defaultValue={grid.filter.to ?? ""} />
        </label>
        <label>
          Template
          <input name="templateId" type="search" defaultValue={grid.filter.templateId ?? ""} />
        </label>
        <button type="submit">Apply filters</button>
      </form>
      <div class="split">
        <div>
          <div class="toolbar">
            <button type="button" disabled={requeueState.fetching || selection.size === 0} onClick={() => act([...selection])}>
              Requeue selected ({selection.size})
            </button>
            <button type="button" class="secondary" onClick={reload} disabled={list.fetching}>
              Refresh
            </button>
            {selection.size > 0 && failedSelected.length < selection.size && (
              <span class="hint">Only failed messages are requeued; the others will be refused.</span>
            )}
          </div>
          {list.error && <ErrorView error={list.error} />}
          {requeueState.error && <ErrorView error={requeueState.error} />}
          <MassResults results={results} label={(id) => resultOf.get(id)?.label ?? `#${id}`} />
          <DataGrid
            caption="Outbox messages"
            columns={columns}
            items={rows}
            totalCount={list.data?.mailOutbox.totalCount ?? 0}
            state={grid}
            onChange={(p) => {
              update(p);
              setSelection(new Set());
            }}
            rowKey={(r) => r.id}
            rowLabel={(r) => `message ${r.id} to ${r.toAddress}`}
            selection={selection}
            onSelectionChange={setSelection}
            onOpen={(r) => setOpenId(r.id)}
            fetching={list.fetching}
            empty="No message matches these filters."
          />
        </div>
        {open && <OutboxDetail row={open} onClose={() => setOpenId(null)} onRequeue={() => act([open.id])} busy={requeueState.fetching} />}
      </div>
    </>
  );
}

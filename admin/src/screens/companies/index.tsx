/**
 * Companies (scope `companies`): every company account (companies: filter by status and a search over name, legal
 * name, email, VAT id and the admin's email; sort; pages; the count). Select rows and approve, reject, block or
 * unblock them (companyApproveMany / RejectMany / BlockMany / UnblockMany, confirmed first; a reason to reject or
 * block): a result per company, refused rows stay selected. **Details** (or the path /companies/<id>)
 * opens the company (detail.tsx): its profile, members, roles, addresses, orders and history, and the status actions
 * the current status allows (approve, reject, block, unblock), each with its reason and a confirmation.
 */
import { useRef, useState } from "preact/hooks";
import { useMutation, useQuery } from "@urql/preact";
import { type Column, DataGrid, type GridState, useGridState } from "../../components/grid.tsx";
import { ConfirmModal } from "../../components/confirm-modal.tsx";
import { ErrorView, isProblem, type MassResult, MassResults, type ProblemLike, ProblemView } from "../../components/problem.tsx";
import { Badge, formatDate } from "../../components/format.tsx";
import type { CompaniesGridQuery, CompanyFilter, CompanySortField } from "../../generated/graphql.ts";
import { navigate, usePath } from "../../router.ts";
import { onSessionChange } from "../../session/session.ts";
import { CompaniesApprove, CompaniesBlock, CompaniesGrid, CompaniesReject, CompaniesUnblock } from "./operations.ts";
import { ACTION_EFFECT, ACTION_LABEL, COMPANY_STATUSES, needsReason, type StatusAction } from "./states.ts";
import { CompanyDetailView } from "./detail.tsx";
import { CompanyCreateForm } from "./forms.tsx";

type Row = CompaniesGridQuery["companies"]["items"][number];

export default function Companies() {
  const path = usePath();
  if (path === "/companies/new")
    return (
      <>
        <h1>Companies</h1>
        <CompanyCreateForm onCreated={(id) => navigate(`/companies/${id}`)} onCancel={() => navigate("/companies")} />
      </>
    );
  const id = Number(/^\/companies\/(\d+)$/.exec(path)?.[1] ?? Number.NaN);
  if (id > 0) return <CompanyDetailView key={id} id={id} />;
  return <CompaniesList />;
}

/** the grid's filters, sort and page as last left, so that coming back from a company finds them again */
const FIRST: GridState<CompanyFilter, CompanySortField> = { filter: {}, sort: { field: "createdAt", direction: "desc" }, page: 1, pageSize: 20 };
let lastGrid = FIRST;
onSessionChange(() => {
  lastGrid = FIRST;
});

function CompaniesList() {
  const [grid, update] = useGridState<CompanyFilter, CompanySortField>(lastGrid);
  lastGrid = grid;
  // the grid speaks asc/desc, the companies field ASC/DESC
  const variables = { ...grid, sort: { field: grid.sort.field, direction: grid.sort.direction === "asc" ? ("ASC" as const) : ("DESC" as const) } };
  const [list, refetch] = useQuery({ query: CompaniesGrid, variables, requestPolicy: "cache-and-network" });
  const rows = list.data?.companies.items ?? [];
  const [selection, setSelection] = useState<Set<number>>(new Set());
  const [reason, setReason] = useState("");
  const reasonRef = useRef<HTMLInputElement>(null);
  const [asking, setAsking] = useState<{ action: StatusAction; ids: number[] } | null>(null);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const [results, setResults] = useState<{ action: StatusAction; items: MassResult[] } | null>(null);
  const [approveState, approveMany] = useMutation(CompaniesApprove);
  const [rejectState, rejectMany] = useMutation(CompaniesReject);
  const [blockState, blockMany] = useMutation(CompaniesBlock);
  const [unblockState, unblockMany] = useMutation(CompaniesUnblock);
  const busy = approveState.fetching || rejectState.fetching || blockState.fetching || unblockState.fetching;
  const error = approveState.error ?? rejectState.error ?? blockState.error ?? unblockState.error;
  const known = new Map(rows.map((r) => [r.id, r]));
  const resultOf = new Map(results?.items.map((r) => [r.id, r]) ?? []);
  const labelOf = (id: number) => (known.has(id) ? `#${id} ${known.get(id)!.name}` : `company ${id}`);

  /** asked in a confirmation first; a reject or block needs its reason before that */
  const ask = (action: StatusAction) => {
    if (selection.size === 0) return;
    if (needsReason(action) && !reason.trim()) {
      setProblem({
        code: "invalid",
        message: `A reason is required to ${action} companies.`,
        errors: [{ field: "reason", code: "required", message: "Say why: each company admin is mailed the reason." }],
      });
      reasonRef.current?.focus();
      return;
    }
    setProblem(null);
    setAsking({ action, ids: [...selection] });
  };

  const act = async (action: StatusAction, ids: number[]) => {
    const why = reason.trim();
    const context = { additionalTypenames: ["Company", "CompanyEvent", "CompanyEventPage"] };
    const r =
      action === "approve"
        ? (await approveMany({ ids }, context)).data?.companyApproveMany
        : action === "reject"
          ? (await rejectMany({ ids, reason: why }, context)).data?.companyRejectMany
          : action === "block"
            ? (await blockMany({ ids, reason: why }, context)).data?.companyBlockMany
            : (await unblockMany({ ids }, context)).data?.companyUnblockMany;
    if (!r) return;
    const refused = r.filter((x) => isProblem(x.result));
    // the reason went with the decision; it stays only for refused rows kept selected for a second try
    if (refused.length === 0) setReason("");
    setResults({ action, items: r.map((x) => ({ id: x.id, label: labelOf(x.id), problem: isProblem(x.result) ? x.result : undefined })) });
    setSelection(new Set(refused.map((x) => x.id)));
    refetch({ requestPolicy: "network-only" });
  };

  const columns: Column<Row, CompanySortField>[] = [
    { key: "id", label: "ID", sortField: "id", numeric: true, render: (r) => r.id },
    { key: "name", label: "Name", sortField: "name", render: (r) => r.name },
    { key: "admin", label: "Company admin", render: (r) => (r.admin ? `${r.admin.firstName} ${r.admin.lastName} (${r.admin.email})` : "—") },
    { key: "group", label: "Group", render: (r) => r.customerGroupName ?? `#${r.customerGroupId}` },
    { key: "members", label: "Members", numeric: true, render: (r) => r.memberCount },
    { key: "status", label: "Status", sortField: "status", render: (r) => <Badge value={r.status} /> },
    { key: "created", label: "Created", sortField: "createdAt", render: (r) => formatDate(r.createdAt) },
    {
      key: "result",
      label: "Result",
      render: (r) => {
        const x = resultOf.get(r.id);
        if (!x) return "";
        return x.problem ? <span class="problem-inline">{x.problem.message}</span> : <span class="badge approved">done</span>;
      },
    },
  ];

  const onFilter = (e: Event) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    const status = String(f.get("status") ?? "");
    const search = String(f.get("search") ?? "").trim();
    update({ filter: { status: status ? [status] : null, search: search || null } });
    setSelection(new Set());
  };

  return (
    <>
      <h1>Companies</h1>
      <p>
        <button type="button" onClick={() => navigate("/companies/new")}>
          New company
        </button>
      </p>
      <form class="filters" onSubmit={onFilter} aria-label="Filter companies">
        <label>
          Status
          <select name="status" defaultValue={grid.filter.status?.[0] ?? ""}>
            <option value="">any</option>
            {COMPANY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label>
          Search (name, legal name, email, VAT id, admin's email)
          <input name="search" type="search" defaultValue={grid.filter.search ?? ""} />
        </label>
        <button type="submit">Apply filters</button>
      </form>
      <div class="toolbar">
        <label>
          Reason (to reject or block; mailed to each company admin)
          <input ref={reasonRef} name="reason" value={reason} maxLength={1000} onInput={(e) => setReason((e.currentTarget as HTMLInputElement).value)} />
        </label>
        {(["approve", "reject", "block", "unblock"] as const).map((a) => (
          <button key={a} type="button" class={needsReason(a) ? "danger" : undefined} disabled={busy || selection.size === 0} onClick={() => ask(a)}>
            {ACTION_LABEL[a]} selected ({selection.size})
          </button>
        ))}
      </div>
      {problem && <ProblemView problem={problem} />}
      {list.error && <ErrorView error={list.error} />}
      {error && <ErrorView error={error} />}
      {results && <MassResults results={results.items} />}
      <DataGrid
        caption="Companies"
        columns={columns}
        items={rows}
        totalCount={list.data?.companies.totalCount ?? 0}
        state={grid}
        onChange={(p) => {
          update(p);
          setSelection(new Set());
        }}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.name}
        selection={selection}
        onSelectionChange={setSelection}
        onOpen={(r) => navigate(`/companies/${r.id}`)}
        fetching={list.fetching}
        empty="No company matches these filters."
      />
      {asking && (
        <ConfirmModal
          labelledBy="companies-confirm-title"
          describedBy="companies-confirm-effect"
          confirm={ACTION_LABEL[asking.action]}
          confirmClass={needsReason(asking.action) ? "danger confirm" : "confirm"}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            const a = asking;
            setAsking(null);
            void act(a.action, a.ids);
          }}
        >
          <h2 id="companies-confirm-title">
            {ACTION_LABEL[asking.action]} {asking.ids.length} compan{asking.ids.length === 1 ? "y" : "ies"}?
          </h2>
          <ul class="decision-subjects">
            {asking.ids.slice(0, 20).map((id) => (
              <li key={id}>{labelOf(id)}</li>
            ))}
            {asking.ids.length > 20 && <li>and {asking.ids.length - 20} more</li>}
          </ul>
          <p id="companies-confirm-effect">{ACTION_EFFECT[asking.action]} A company whose status does not allow it is refused.</p>
          {needsReason(asking.action) && (
            <>
              <p class="decision-note-label">Reason sent to each company admin:</p>
              <blockquote class="decision-note">{reason.trim()}</blockquote>
            </>
          )}
        </ConfirmModal>
      )}
    </>
  );
}

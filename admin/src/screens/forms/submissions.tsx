/**
 * Submitted Data of one form: filter by text and by day received, sort, page; a submission's answers in a
 * side panel (delete from there); CSV export of what the filter selects, made in the browser from the
 * server's CSV string (customFormSubmissionsCsv) as a Blob download named after the form's code and the day.
 */
import { useState } from "preact/hooks";
import { useClient, useMutation, useQuery } from "@urql/preact";
import { type Column, DataGrid, useGridState } from "../../components/grid.tsx";
import { ErrorView, type ProblemLike, ProblemView, Success } from "../../components/problem.tsx";
import type {
  CustomFormSubmissionFilter,
  CustomFormSubmissionSortField,
  FormsScreenFormFragment,
  FormsScreenSubmissionsQuery,
} from "../../generated/graphql.ts";
import { SubmissionDelete, Submissions, SubmissionsCsv } from "./documents.ts";
import { useStoreNames } from "./store-names.ts";
import { csvFileName } from "./model.ts";
import { answerText, labelledAnswers } from "../../components/answers.tsx";

type Row = FormsScreenSubmissionsQuery["customFormSubmissions"]["items"][number];
interface Filter {
  text: string;
  from: string;
  to: string;
}

const payloadOf = (r: Row) => (r.payload ?? {}) as Record<string, unknown>;

/** a day picked in the browser (local time) as the instant it starts or ends */
function dayBound(day: string, end: boolean): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return (end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d)).toISOString();
}

export function SubmissionsView({ form }: { form: FormsScreenFormFragment }) {
  const [state, update] = useGridState<Filter, CustomFormSubmissionSortField>({
    filter: { text: "", from: "", to: "" },
    sort: { field: "createdAt", direction: "desc" },
    page: 1,
    pageSize: 20,
  });
  const [typed, setTyped] = useState(state.filter);
  const [open, setOpen] = useState<Row | null>(null);
  const [exported, setExported] = useState<string | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const client = useClient();
  const storeName = useStoreNames();
  const filter: CustomFormSubmissionFilter = {
    formId: form.id,
    text: state.filter.text || null,
    createdFrom: dayBound(state.filter.from, false),
    createdTo: dayBound(state.filter.to, true),
  };
  const [q, refetch] = useQuery({ query: Submissions, variables: { filter, sort: state.sort, page: state.page, pageSize: state.pageSize } });
  const page = q.data?.customFormSubmissions;
  // the first three visible fields as columns; the panel shows every answer
  const shown = form.fields.filter((f) => f.type !== "password" && f.type !== "hidden").slice(0, 3);
  const columns: Column<Row, CustomFormSubmissionSortField>[] = [
    { key: "id", label: "ID", sortField: "id", numeric: true, render: (r) => r.id },
    {
      key: "createdAt",
      label: "Received",
      sortField: "createdAt",
      render: (r) => <time dateTime={r.createdAt}>{new Date(r.createdAt).toLocaleString()}</time>,
    },
    ...shown.map((f) => ({ key: `f-${f.key}`, label: f.label, render: (r: Row) => <span class="cell-text">{answerText(f, payloadOf(r)[f.key])}</span> })),
    { key: "store", label: "Store", render: (r) => storeName(r.storeId) },
  ];

  async function exportCsv() {
    setExporting(true);
    setExported(null);
    setExportError(null);
    const r = await client.query(SubmissionsCsv, { filter }, { requestPolicy: "network-only" }).toPromise();
    setExporting(false);
    if (r.error || r.data?.customFormSubmissionsCsv == null) {
      setExportError(r.error?.message ?? "The export answered nothing.");
      return;
    }
    const name = csvFileName(form.code);
    // a byte-order mark so spreadsheet programs read the file as UTF-8
    const url = URL.createObjectURL(new Blob(["\uFEFF", r.data.customFormSubmissionsCsv], { type: "text/csv;charset=utf-8" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = name;
    a.hidden = true;
    document.body.append(a);
    a.click();
    a.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    setExported(`Downloaded ${name} (${page?.totalCount ?? "all"} submission${page?.totalCount === 1 ? "" : "s"}).`);
  }

  return (
    <>
      <h1>Submitted data: {form.title}</h1>
      <form
        class="filters"
        aria-label="Filter submissions"
        onSubmit={(e) => {
          e.preventDefault();
          update({ filter: typed });
        }}
      >
        <label>
          Any answer contains
          <input type="search" value={typed.text} onInput={(e) => setTyped({ ...typed, text: e.currentTarget.value })} />
        </label>
        <label>
          Received from
          <input type="date" value={typed.from} onInput={(e) => setTyped({ ...typed, from: e.currentTarget.value })} />
        </label>
        <label>
          Received until
          <input type="date" value={typed.to} onInput={(e) => setTyped({ ...typed, to: e.currentTarget.value })} />
        </label>
        <button type="submit">Filter</button>
        <button
          type="button"
          class="secondary"
          onClick={() => {
            const none = { text: "", from: "", to: "" };
            setTyped(none);
            update({ filter: none });
          }}
        >
          Reset
        </button>
        <button type="button" class="secondary" onClick={exportCsv} disabled={exporting}>
          {exporting ? "Exporting…" : "Export CSV"}
        </button>
      </form>
      {exported && <Success>{exported}</Success>}
      {exportError && <ProblemView problem={{ code: "export_failed", message: exportError }} />}
      {q.error && <ErrorView error={q.error} />}
      <div class={open ? "split" : undefined}>
        <DataGrid
          caption={`Submissions of ${form.title}`}
          columns={columns}
          items={page?.items ?? []}
          totalCount={page?.totalCount ?? 0}
          state={state}
          onChange={update}
          rowKey={(r) => r.id}
          rowLabel={(r) => `submission #${r.id}`}
          onOpen={setOpen}
          fetching={q.fetching}
          empty="No submission matches. Submissions appear here as visitors send the form."
        />
        {open && (
          <SubmissionPanel
            key={open.id}
            row={open}
            form={form}
            storeName={storeName(open.storeId)}
            onClose={() => setOpen(null)}
            onDeleted={() => {
              setOpen(null);
              refetch({ requestPolicy: "network-only" });
            }}
          />
        )}
      </div>
    </>
  );
}

function SubmissionPanel(p: { row: Row; form: FormsScreenFormFragment; storeName: string; onClose: () => void; onDeleted: () => void }) {
  const [confirm, setConfirm] = useState(false);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const [del, remove] = useMutation(SubmissionDelete);
  const payload = payloadOf(p.row);
  // by the form's labels and option labels; answers to fields the form no longer has by their key, marked
  const answers = labelledAnswers(p.form.fields, payload, true);
  async function doDelete() {
    const r = await remove({ id: p.row.id });
    const out = r.data?.customFormSubmissionDelete;
    if (out?.__typename === "Problem") setProblem(out);
    else if (out) p.onDeleted();
  }
  return (
    <section class="panel detail" aria-labelledby="submission-heading">
      <h2 id="submission-heading">Submission #{p.row.id}</h2>
      <dl class="answers">
        {answers.map((a) => (
          <div key={a.key} class="pair">
            <dt>
              {a.removed ? <code>{a.key}</code> : a.label}
              {a.removed && <span class="removed-field"> (no longer on the form)</span>}
            </dt>
            <dd>{a.value || <span class="muted">(empty)</span>}</dd>
          </div>
        ))}
        <div class="pair">
          <dt>Received</dt>
          <dd>{new Date(p.row.createdAt).toLocaleString()}</dd>
        </div>
        <div class="pair">
          <dt>Store</dt>
          <dd>{p.storeName}</dd>
        </div>
        <div class="pair">
          <dt>Client address</dt>
          <dd>
            <code>{p.row.ip}</code>
          </dd>
        </div>
      </dl>
      {problem && <ProblemView problem={problem} />}
      {del.error && <ErrorView error={del.error} />}
      <div class="toolbar">
        {confirm ? (
          <>
            <span role="alert">Delete submission #{p.row.id} for good?</span>
            <button type="button" class="danger" onClick={doDelete} disabled={del.fetching}>
              Yes, delete it
            </button>
            <button type="button" class="secondary" onClick={() => setConfirm(false)}>
              Keep it
            </button>
          </>
        ) : (
          <button type="button" class="secondary" onClick={() => setConfirm(true)}>
            Delete…
          </button>
        )}
        <button type="button" class="secondary" onClick={p.onClose}>
          Close
        </button>
      </div>
    </section>
  );
}

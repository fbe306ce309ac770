/**
 * Import / export (scope catalog): download every product as CSV; choose a CSV and check it (a dry run: every bad row
 * by its line, nothing written); then import it, following the run (productImportRun, polled every second) to its
 * end; and the past runs, each openable for its counts and row errors.
 */
import { useClient, useQuery } from "@urql/preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { type Column, DataGrid, useGridState } from "../../components/grid.tsx";
import { Badge, formatDate } from "../../components/format.tsx";
import { ErrorView, type ProblemLike, ProblemView, Success } from "../../components/problem.tsx";
import type { ProductImportRunsQuery } from "../../generated/graphql.ts";
import { ImportRunQuery, ImportRunsQuery } from "./operations.ts";
import { downloadExport, sendImport } from "./rest.ts";
import { RunReport, type RunView, STATUS_LABELS } from "./run-report.tsx";
import "./catalog-import.css";

type Row = ProductImportRunsQuery["productImportRuns"]["items"][number];
const POLL_MS = 1000;

function ExportCard() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ name: string } | { problem: ProblemLike } | null>(null);
  const download = async () => {
    setBusy(true);
    setOutcome(null);
    const r = await downloadExport();
    setBusy(false);
    setOutcome(r.ok ? { name: r.value } : { problem: r.problem });
  };
  return (
    <section aria-labelledby="export-title" class="card">
      <h2 id="export-title">Export</h2>
      <p>
        Every product, one row each, keyed by SKU: its own fields, categories by URL path, tier prices as <code>group:qty:price</code> and one{" "}
        <code>attr:&lt;code&gt;</code> column per attribute. Edit it and import it back: unchanged rows are left alone.
      </p>
      <button type="button" onClick={download} disabled={busy} aria-busy={busy ? "true" : "false"}>
        {busy ? "Exporting…" : "Download products CSV"}
      </button>
      {outcome && "name" in outcome && <Success>Downloaded {outcome.name}.</Success>}
      {outcome && "problem" in outcome && <ProblemView problem={outcome.problem} title="Export" />}
    </section>
  );
}

export default function CatalogImport() {
  const client = useClient();
  const [grid, update] = useGridState<Record<string, never>, "id">({ filter: {}, sort: { field: "id", direction: "desc" }, page: 1, pageSize: 10 });
  const [runs, refetch] = useQuery({ query: ImportRunsQuery, variables: { page: grid.page, pageSize: grid.pageSize }, requestPolicy: "cache-and-network" });
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<RunView | null>(null);
  const [applied, setApplied] = useState<RunView | null>(null);
  const [opened, setOpened] = useState<RunView | null>(null);
  const [busy, setBusy] = useState<"check" | "import" | null>(null);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );
  const reloadRuns = () => refetch({ requestPolicy: "network-only" });
  const readRun = async (id: number) =>
    (await client.query(ImportRunQuery, { id }, { requestPolicy: "network-only" }).toPromise()).data?.productImportRun ?? null;

  const choose = (e: Event) => {
    setFile((e.currentTarget as HTMLInputElement).files?.[0] ?? null);
    setChecked(null);
    setApplied(null);
    setProblem(null);
  };

  const check = async () => {
    if (!file) return;
    setBusy("check");
    setProblem(null);
    setApplied(null);
    const r = await sendImport(file, true);
    if (!alive.current) return;
    setBusy(null);
    if (r.ok) setChecked(r.value);
    else setProblem(r.problem);
    reloadRuns();
  };

  const apply = async () => {
    if (!file) return;
    setBusy("import");
    setProblem(null);
    const r = await sendImport(file, false);
    if (!alive.current) return;
    if (!r.ok) {
      setBusy(null);
      setProblem(r.problem);
      return;
    }
    let run: RunView = r.value;
    setApplied(run);
    reloadRuns();
    while (run.status === "running") {
      await new Promise((done) => setTimeout(done, POLL_MS));
      if (!alive.current) return;
      run = (await readRun(run.id)) ?? run;
      setApplied(run);
    }
    setBusy(null);
    reloadRuns();
  };

  const open = async (row: Row) => setOpened(await readRun(row.id));

  const columns: Column<Row, "id">[] = [
    { key: "id", label: "Run", numeric: true, render: (r) => r.id },
    { key: "kind", label: "Kind", render: (r) => (r.dryRun ? "dry run" : "import") },
    { key: "file", label: "File", render: (r) => r.fileName },
    { key: "status", label: "Status", render: (r) => <Badge value={r.status} label={STATUS_LABELS[r.status] ?? r.status} /> },
    { key: "rows", label: "Rows", numeric: true, render: (r) => r.rowsDone },
    { key: "errors", label: "Errors", numeric: true, render: (r) => r.errorCount },
    { key: "admin", label: "By", render: (r) => r.adminName },
    { key: "started", label: "Started", render: (r) => formatDate(r.startedAt) },
    { key: "finished", label: "Finished", render: (r) => formatDate(r.finishedAt) },
  ];
  const page = runs.data?.productImportRuns;
  const clean = checked !== null && checked.status === "completed";

  return (
    <>
      <h1>Import / export</h1>
      <p class="lead">
        Products in bulk, as CSV. Check a file first: the dry run reads every row and lists each problem by its line, writing nothing. The import then writes it
        in batches of 500 rows; a batch with a bad row is not written at all, the others are.
      </p>
      <div class="import-export">
        <ExportCard />
        <section aria-labelledby="import-title" class="card">
          <h2 id="import-title">Import</h2>
          <p>
            <label>
              CSV file
              <input type="file" accept=".csv,text/csv" onChange={choose} disabled={busy !== null} />
            </label>
          </p>
          <div class="toolbar">
            <button type="button" onClick={check} disabled={!file || busy !== null} aria-busy={busy === "check" ? "true" : "false"}>
              {busy === "check" ? "Checking…" : "Check (dry run)"}
            </button>
            <button type="button" onClick={apply} disabled={!file || !checked || busy !== null} aria-busy={busy === "import" ? "true" : "false"}>
              {busy === "import" ? "Importing…" : "Import"}
            </button>
          </div>
          {!checked && file && <p class="muted">Check the file before importing it.</p>}
          {checked && !clean && !applied && (
            <p class="problem-inline">
              The check found problems: importing now skips every batch of 500 rows that holds one. Fix the rows and check again to import them all.
            </p>
          )}
          {problem && <ProblemView problem={problem} title="Import" />}
        </section>
      </div>
      {applied && <RunReport run={applied} />}
      {checked && !applied && <RunReport run={checked} />}
      {runs.error && <ErrorView error={runs.error} />}
      <DataGrid
        caption="Past imports"
        columns={columns}
        items={page?.items ?? []}
        totalCount={page?.totalCount ?? 0}
        state={grid}
        onChange={update}
        rowKey={(r) => r.id}
        rowLabel={(r) => `Run ${r.id} (${r.fileName})`}
        onOpen={open}
        fetching={runs.fetching}
        empty="No imports yet."
      />
      {opened && <RunReport run={opened} />}
    </>
  );
}

/** A product import's outcome: its counts, its progress while it runs, and its row errors by line. */
import { Badge } from "../../components/format.tsx";
import type { RowError } from "./rest.ts";

export interface RunView {
  id: number;
  status: string;
  dryRun: boolean;
  fileName: string;
  fileSize: number;
  bytesDone?: number;
  rowsDone: number;
  rowsFailed: number;
  rowsCreated: number;
  rowsUpdated: number;
  rowsUnchanged: number;
  batchesFailed?: number;
  errorCount: number;
  errors?: readonly RowError[] | null;
  failure?: string | null;
}

export const STATUS_LABELS: Record<string, string> = {
  running: "running",
  completed: "completed",
  completed_with_errors: "completed with errors",
  failed: "failed",
};

export function RunReport({ run }: { run: RunView }) {
  const percent = run.fileSize > 0 ? Math.min(100, Math.round(((run.bytesDone ?? 0) / run.fileSize) * 100)) : 0;
  const errors = run.errors ?? [];
  return (
    <section class="import-report" aria-label={`${run.dryRun ? "Dry run" : "Import"} #${run.id}`}>
      <h3>
        {run.dryRun ? "Dry run" : "Import"} #{run.id} of {run.fileName} <Badge value={run.status} label={STATUS_LABELS[run.status] ?? run.status} />
      </h3>
      {run.status === "running" && (
        <p>
          <label>
            Progress{" "}
            <progress max={100} value={percent}>
              {percent}%
            </progress>{" "}
            {percent}%
          </label>
        </p>
      )}
      <dl class="import-counts" aria-live={run.status === "running" ? "polite" : undefined}>
        <dt>Rows read</dt>
        <dd>{run.rowsDone}</dd>
        <dt>{run.dryRun ? "New" : "Created"}</dt>
        <dd>{run.rowsCreated}</dd>
        <dt>{run.dryRun ? "Changed" : "Updated"}</dt>
        <dd>{run.rowsUpdated}</dd>
        <dt>Unchanged</dt>
        <dd>{run.rowsUnchanged}</dd>
        <dt>Rows with errors</dt>
        <dd>{run.rowsFailed}</dd>
        {!run.dryRun && (
          <>
            <dt>Batches not written</dt>
            <dd>{run.batchesFailed ?? 0}</dd>
          </>
        )}
      </dl>
      {run.failure && (
        <p role="alert" class="problem">
          Stopped: {run.failure}
        </p>
      )}
      {errors.length > 0 && (
        <div class="grid">
          <table>
            <caption>
              Row errors <span class="count">({run.errorCount > errors.length ? `the first ${errors.length} of ${run.errorCount}` : run.errorCount})</span>
            </caption>
            <thead>
              <tr>
                <th scope="col" class="num">
                  Line
                </th>
                <th scope="col">SKU</th>
                <th scope="col">Column</th>
                <th scope="col">Code</th>
                <th scope="col">Message</th>
              </tr>
            </thead>
            <tbody>
              {errors.map((e, i) => (
                <tr key={`${e.line}:${e.field}:${e.code}:${i}`}>
                  <td class="num">{e.line}</td>
                  <td>{e.sku}</td>
                  <td>
                    <code>{e.field}</code>
                  </td>
                  <td>
                    <code>{e.code}</code>
                  </td>
                  <td>{e.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * The recent sync requests, newest first: what asked (Sync now, the schedule, a catalogue change), what it asked for
 * (everything, or a partial sync of the saved records: "2 products", "1 CMS page"), how it ended and how long it took.
 */
import { Badge, formatDate } from "../../components/format.tsx";
import { formatDuration, itemsLabel, outcomeLabel, type SyncRun, syncedCounts, triggerLabel, whatLabel } from "./report.ts";

export function RunsGrid({ runs }: { runs: readonly SyncRun[] }) {
  return (
    <div class="grid">
      <table>
        <caption>
          Recent syncs <span class="count">({runs.length})</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">Requested</th>
            <th scope="col">Trigger</th>
            <th scope="col">What</th>
            <th scope="col">Outcome</th>
            <th scope="col">Reason</th>
            <th scope="col" class="num">
              Attempts
            </th>
            <th scope="col" class="num">
              Duration
            </th>
            <th scope="col" class="num">
              Items
            </th>
            <th scope="col">Copied</th>
          </tr>
        </thead>
        <tbody>
          {runs.length === 0 ? (
            <tr>
              <td colSpan={9}>No sync has been asked for yet. "Sync now", a catalogue change or the nightly schedule makes one.</td>
            </tr>
          ) : (
            runs.map((r) => (
              <tr key={r.id} data-run-id={r.id}>
                <td>
                  <time dateTime={r.requestedAt}>{formatDate(r.requestedAt)}</time>
                </td>
                <td>{triggerLabel(r.trigger)}</td>
                <td>
                  {r.kind === "partial" ? "Partial: " : ""}
                  {whatLabel(r)} <span class="mono muted">{r.path}</span>
                </td>
                <td>
                  <Badge value={r.outcome} label={outcomeLabel(r.outcome)} />
                </td>
                <td>{r.reason ?? "—"}</td>
                <td class="num">{r.attempts}</td>
                <td class="num">{formatDuration(r.durationMs)}</td>
                <td class="num">{itemsLabel(r)}</td>
                <td>{syncedCounts(r.workerReport) ?? "—"}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

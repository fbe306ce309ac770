/** Where the storefront stands: whether one is configured, its last full sync (when, what it copied) and a newer full sync that failed. */
import { Badge, formatDate } from "../../components/format.tsx";
import { formatDuration, outcomeLabel, type SyncRun, syncedCounts, triggerLabel } from "./report.ts";

export interface SyncStatus {
  configured: boolean;
  storefrontUrl?: string | null;
  runs: readonly SyncRun[];
  lastFullSync?: SyncRun | null;
}

export function SyncSummary({ status }: { status: SyncStatus }) {
  const last = status.lastFullSync;
  // the newest full sync, when it is newer than the last one accepted and did not succeed
  const newest = status.runs.find((r) => r.kind === "full" && r.outcome !== "pending");
  const newerFailure = newest && newest.outcome !== "accepted" && (!last || newest.id > last.id) ? newest : null;
  return (
    <dl class="fields sync-summary">
      <dt>Worker</dt>
      <dd id="storefront-configured">
        {status.configured ? (
          status.storefrontUrl ? (
            <>
              Configured: <span class="mono">{status.storefrontUrl}</span>
            </>
          ) : (
            "Configured"
          )
        ) : (
          <>
            Not configured: set <code>STOREFRONT_URL</code> and <code>SYNC_SECRET</code>
          </>
        )}
      </dd>
      <dt>Last full sync</dt>
      <dd id="storefront-last-full-sync">
        {last ? (
          <>
            <time dateTime={last.finishedAt ?? last.requestedAt}>{formatDate(last.finishedAt ?? last.requestedAt)}</time>{" "}
            <Badge value={last.outcome} label={outcomeLabel(last.outcome)} /> ({triggerLabel(last.trigger)}, {formatDuration(last.durationMs)})
          </>
        ) : (
          "None yet"
        )}
      </dd>
      {last && (
        <>
          <dt>Copied</dt>
          <dd id="storefront-last-full-sync-counts">{syncedCounts(last.workerReport) ?? "The worker sent no counts"}</dd>
        </>
      )}
      {newerFailure && (
        <>
          <dt>Since then</dt>
          <dd class="sync-failed">
            A full sync at {formatDate(newerFailure.requestedAt)} <Badge value={newerFailure.outcome} label={outcomeLabel(newerFailure.outcome)} />
            {newerFailure.reason ? `: ${newerFailure.reason}` : ""}
          </dd>
        </>
      )}
    </dl>
  );
}

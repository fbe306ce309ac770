/** Storefront: whether a worker is configured, its last full sync, "Sync now" followed to its outcome, and the recent sync requests. */
import { useQuery } from "@urql/preact";
import { ErrorView } from "../../components/problem.tsx";
import { RUNS_SHOWN, SyncStatusQuery } from "./documents.ts";
import { RunsGrid } from "./runs-grid.tsx";
import { SyncSummary } from "./summary.tsx";
import { SyncNow } from "./sync-now.tsx";
import "./storefront.css";

export default function Storefront() {
  const [status] = useQuery({ query: SyncStatusQuery, variables: { limit: RUNS_SHOWN } });
  const s = status.data?.storefrontSyncStatus;
  const runs = s?.runs ?? [];
  return (
    <>
      <h1>Storefront</h1>
      <p>
        The storefront worker keeps its own copy of the catalogue, CMS pages and settings, refreshed after every change. "Sync now" asks it for a full copy at
        once; the screen follows it until the worker answers.
      </p>
      {status.error && <ErrorView error={status.error} />}
      {s ? <SyncSummary status={s} /> : !status.error && <p aria-busy="true">Loading…</p>}
      <SyncNow />
      {s && <RunsGrid runs={runs} />}
    </>
  );
}

/**
 * "Sync now": asks the storefront worker for a full sync (storefrontSyncNow), then follows the run it recorded to
 * its outcome, polling storefrontSyncStatus every second while it is pending (at most MAX_POLLS times). The polls use
 * the screen's own query and variables, so the grid and the dashboard card showing it update with each answer.
 * On the storefront screen and the dashboard.
 */
import type { CombinedError } from "@urql/core";
import { useClient } from "@urql/preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { ErrorView, isProblem, type ProblemLike, ProblemView, Success } from "../../components/problem.tsx";
import { formatDate } from "../../components/format.tsx";
import { RUNS_SHOWN, SyncNowMutation, SyncStatusQuery } from "./documents.ts";
import { formatDuration, type SyncRun, syncedCounts } from "./report.ts";

const POLL_MS = 1000;
/** the bound of the follow: the backend's own retries (6 attempts, doubling waits) fit well within it */
const MAX_POLLS = 180;

type Follow =
  | { state: "idle" }
  | { state: "asking" }
  | { state: "problem"; problem: ProblemLike }
  | { state: "error"; error: CombinedError }
  | { state: "following"; askedAt: string }
  | { state: "settled"; run: SyncRun }
  | { state: "unsettled" };

export function SyncNow() {
  const client = useClient();
  const [follow, setFollow] = useState<Follow>({ state: "idle" });
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );
  const readStatus = () => client.query(SyncStatusQuery, { limit: RUNS_SHOWN }, { requestPolicy: "network-only" }).toPromise();

  async function start() {
    setFollow({ state: "asking" });
    // the run this click makes is the first admin run after the newest one recorded now
    const before = await readStatus();
    const lastId = Math.max(0, ...(before.data?.storefrontSyncStatus.runs.map((r) => r.id) ?? []));
    const answer = await client.mutation(SyncNowMutation, {}).toPromise();
    if (!alive.current) return;
    if (answer.error) return setFollow({ state: "error", error: answer.error });
    const result = answer.data?.storefrontSyncNow;
    if (result && isProblem(result)) {
      setFollow({ state: "problem", problem: result });
      void readStatus(); // the refusal is recorded too
      return;
    }
    setFollow({ state: "following", askedAt: new Date().toLocaleTimeString() });
    for (let i = 0; i < MAX_POLLS; i++) {
      const s = await readStatus();
      if (!alive.current) return;
      if (s.error) return setFollow({ state: "error", error: s.error });
      const run = s.data?.storefrontSyncStatus.runs.find((r) => r.id > lastId && r.trigger === "admin");
      if (run && run.outcome !== "pending") return setFollow({ state: "settled", run });
      await new Promise((r) => setTimeout(r, POLL_MS));
      if (!alive.current) return;
    }
    setFollow({ state: "unsettled" });
  }

  const busy = follow.state === "asking" || follow.state === "following";
  return (
    <div class="sync-now">
      <p>
        <button type="button" disabled={busy} onClick={() => void start()}>
          {follow.state === "asking" ? "Asking…" : follow.state === "following" ? "Syncing…" : "Sync now"}
        </button>
      </p>
      {follow.state === "error" && <ErrorView error={follow.error} />}
      {follow.state === "problem" && <ProblemView problem={follow.problem} title="The sync was not started" />}
      {follow.state === "following" && (
        <p role="status" class="sync-progress">
          The storefront worker is syncing (asked at {follow.askedAt})…
        </p>
      )}
      {follow.state === "settled" && <Settled run={follow.run} />}
      {follow.state === "unsettled" && (
        <p role="status">The sync is still running after {Math.round((MAX_POLLS * POLL_MS) / 60000)} minutes; Recent syncs shows its outcome when it ends.</p>
      )}
    </div>
  );
}

function Settled({ run }: { run: SyncRun }) {
  if (run.outcome === "accepted") {
    const counts = syncedCounts(run.workerReport);
    return (
      <Success>
        The storefront synced at {formatDate(run.finishedAt)} in {formatDuration(run.durationMs)}
        {counts ? `: ${counts}` : ""}.
      </Success>
    );
  }
  return (
    <div role="alert" class="problem">
      <p>
        <strong>The sync failed: </strong>
        {run.reason ?? "the worker did not accept it"} (after {run.attempts} {run.attempts === 1 ? "attempt" : "attempts"}).
      </p>
    </div>
  );
}

/** The dashboard's storefront card: configured or not, the last full sync, "Sync now" and a link to the history. */
import { useQuery } from "@urql/preact";
import { ErrorView } from "../../components/problem.tsx";
import { href, onLinkClick } from "../../router.ts";
import { RUNS_SHOWN, SyncStatusQuery } from "./documents.ts";
import { SyncSummary } from "./summary.tsx";
import { SyncNow } from "./sync-now.tsx";
import "./storefront.css";

export function StorefrontCard() {
  const [status] = useQuery({ query: SyncStatusQuery, variables: { limit: RUNS_SHOWN } });
  const s = status.data?.storefrontSyncStatus;
  return (
    <section class="card storefront-card" aria-labelledby="storefront-card-title">
      <h2 id="storefront-card-title">Storefront</h2>
      {status.error && <ErrorView error={status.error} />}
      {s ? <SyncSummary status={s} /> : !status.error && <p aria-busy="true">Loading…</p>}
      <SyncNow />
      <a href={href("/storefront")} onClick={(e) => onLinkClick(e, "/storefront")}>
        Sync history
      </a>
    </section>
  );
}

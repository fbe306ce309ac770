/** Storefront: ask the edge worker for a full sync now (storefrontSyncNow) and show its answer. */
import { SyncNow } from "./sync-now.tsx";

export default function Storefront() {
  return (
    <>
      <h1>Storefront</h1>
      <p>
        The storefront worker keeps its own copy of the catalogue, CMS pages and settings, refreshed after every change. "Sync now" asks it for a full copy at
        once (it runs in the background).
      </p>
      <SyncNow />
    </>
  );
}

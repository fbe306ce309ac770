/** How a sync run reads to a merchant: its trigger, its duration, and what the worker's report says it copied. */

export interface SyncRun {
  id: number;
  trigger: string;
  kind: string;
  path: string;
  outcome: "pending" | "accepted" | "failed" | "not_configured";
  reason?: string | null;
  attempts: number;
  itemCount?: number | null;
  requestedAt: string;
  finishedAt?: string | null;
  durationMs?: number | null;
  workerReport?: unknown;
}

const TRIGGERS: Record<string, string> = {
  admin: "Sync now",
  cron: "Schedule",
  change: "Catalogue change",
  module: "Module change",
  start: "npm start",
};
export const triggerLabel = (t: string) => TRIGGERS[t] ?? t;

const OUTCOMES: Record<string, string> = {
  pending: "running",
  accepted: "accepted",
  failed: "failed",
  not_configured: "not configured",
};
export const outcomeLabel = (o: string) => OUTCOMES[o] ?? o;

/** the worker's names for what it copies, in the words of the admin */
const ENTITIES: Record<string, [string, string]> = {
  products: ["product", "products"],
  categories: ["category", "categories"],
  cmsPages: ["CMS page", "CMS pages"],
  blogPosts: ["blog post", "blog posts"],
  config: ["setting", "settings"],
  countries: ["country", "countries"],
};

/** "120 products, 8 categories, ..." from the worker's report ({success, synced: {...}, duration}); null when it has none */
export function syncedCounts(report: unknown): string | null {
  if (!report || typeof report !== "object") return null;
  const synced = (report as { synced?: unknown }).synced;
  if (!synced || typeof synced !== "object") return null;
  const parts = Object.entries(synced as Record<string, unknown>)
    .filter((e): e is [string, number] => typeof e[1] === "number")
    .map(([k, n]) => {
      const [one, many] = ENTITIES[k] ?? [k, k];
      return `${n} ${n === 1 ? one : many}`;
    });
  return parts.length ? parts.join(", ") : null;
}

export function formatDuration(ms: number | null | undefined): string {
  if (ms == null) return "—";
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** the items column: how many records a partial sync named; a full sync, or a partial one naming none, takes all */
export const itemsLabel = (r: Pick<SyncRun, "itemCount" | "kind">) =>
  r.itemCount != null ? String(r.itemCount) : r.kind === "full" ? "all" : "all of its kind";

const PARTIAL_PATHS: Record<string, [string, string]> = {
  "/sync/products": ["product", "products"],
  "/sync/categories": ["category", "categories"],
  "/sync/cms-pages": ["CMS page", "CMS pages"],
  "/sync/blog-posts": ["blog post", "blog posts"],
  "/sync/config": ["setting", "settings"],
};

/** what a run asked the worker for: "Everything", "2 products" (the saved ones), "All categories" */
export function whatLabel(r: Pick<SyncRun, "itemCount" | "kind" | "path">): string {
  if (r.kind === "full") return "Everything";
  const [one, many] = PARTIAL_PATHS[r.path] ?? [r.path, r.path];
  if (r.itemCount == null) return `All ${many}`;
  return `${r.itemCount} ${r.itemCount === 1 ? one : many}`;
}

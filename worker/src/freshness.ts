/**
 * POST /freshness {keys|urls}: the storefront's client script names catalogue entries it just showed; the
 * worker re-reads them from the backend as a guest (at most once per key per minute), rewrites the ones
 * that changed and purges their pages. It never takes data from the caller.
 */
import type { Env } from "./env.ts";
import { backendFetch } from "./backend.ts";
import { type Category, keys, parseCatalogKey } from "./keys.ts";
import { fetchCategoryTree } from "./category-tree.ts";
import { purgePaths, storesOf } from "./edge-cache.ts";
import { listingItem, type ProductMeta, productMeta } from "./sync.ts";

const MAX_ENTRIES = 20;
const WINDOW_MS = 60_000;
const recent = new Map<string, number>();

/**
 * Backend re-reads per minute per isolate, whatever the keys: the per-key throttle alone let one anonymous
 * request naming 20 fresh keys cost 20 backend calls. Each visitor address gets a share of it, so a few
 * requests from one address cannot spend everyone's minute; what is over either bound is answered as
 * throttled (freshness is best-effort), never refused.
 */
export const FRESHNESS_BUDGET = 120;
export const FRESHNESS_PER_ADDRESS = 20;
const spent: number[] = [];
const spentBy = new Map<string, number[]>();
const expire = (log: number[], now: number) => {
  while (log.length && now - log[0]! >= WINDOW_MS) log.shift();
};
function takeBudget(now: number, address: string): boolean {
  expire(spent, now);
  if (spentBy.size > 10_000) for (const [a, log] of spentBy) if (!log.length || now - log[log.length - 1]! >= WINDOW_MS) spentBy.delete(a);
  const mine = spentBy.get(address) ?? [];
  expire(mine, now);
  if (spent.length >= FRESHNESS_BUDGET || mine.length >= FRESHNESS_PER_ADDRESS) return false;
  spent.push(now);
  mine.push(now);
  spentBy.set(address, mine);
  return true;
}
function giveBack(address: string) {
  spent.pop();
  spentBy.get(address)?.pop();
}

async function throttled(env: Env, key: string): Promise<boolean> {
  const now = Date.now();
  const last = recent.get(key);
  if (last !== undefined && now - last < WINDOW_MS) return true;
  if (recent.size > 10_000) for (const [k, t] of recent) if (now - t >= WINDOW_MS) recent.delete(k);
  // the in-isolate map answers at once (set before any await); the KV marker covers other isolates (expiry: 60 s, KV's minimum)
  recent.set(key, now);
  if (await env.KV.get(`worker:fresh:${key}`)) return true;
  await env.KV.put(`worker:fresh:${key}`, "1", { expirationTtl: 60 });
  return false;
}

/** a page path -> the catalogue key it renders */
async function keyOfUrl(env: Env, url: string): Promise<string | null> {
  let path: string;
  try {
    path = new URL(url, "https://x.invalid").pathname;
  } catch {
    return null;
  }
  const store = env.STORE_CODE ?? (await storesOf(env))[0];
  if (!store) return null;
  const m = /^\/p\/([^/]+)$/.exec(path);
  if (m) return keys.product(store, decodeURIComponent(m[1]!));
  const b = /^\/blog\/([^/]+)$/.exec(path);
  if (b) return keys.blog(store, decodeURIComponent(b[1]!));
  const c = /^\/([^/]+)$/.exec(path);
  if (c) return keys.cms(store, decodeURIComponent(c[1]!));
  return null;
}

function pathsOf(kind: string, id: string | undefined): string[] {
  if (kind === "product") return [`/p/${id}`];
  if (kind === "blog") return [`/blog/${id}`];
  if (kind === "cms") return [`/${id}`];
  return ["/"];
}

/** `address`: the visitor's (client-ip.ts), undefined when the runtime does not vouch for one (one shared share) */
export async function freshness(env: Env, body: unknown, address = "unknown"): Promise<{ status: number; body: Record<string, unknown> }> {
  const b = (body ?? {}) as { keys?: unknown; urls?: unknown };
  const names: string[] = [];
  for (const list of [b.keys, b.urls]) {
    if (list === undefined) continue;
    if (!Array.isArray(list) || list.some((x) => typeof x !== "string"))
      return { status: 400, body: { code: "invalid_request", detail: "keys and urls are arrays of strings" } };
  }
  const ks = (b.keys as string[] | undefined) ?? [];
  const us = (b.urls as string[] | undefined) ?? [];
  if (ks.length + us.length === 0 || ks.length + us.length > MAX_ENTRIES) {
    return { status: 400, body: { code: "invalid_request", detail: `name 1 to ${MAX_ENTRIES} keys or urls` } };
  }
  for (const k of ks) {
    if (!parseCatalogKey(k)) return { status: 400, body: { code: "unknown_key", detail: `not a catalogue key: ${k.slice(0, 100)}` } };
    names.push(k);
  }
  for (const u of us) {
    const k = await keyOfUrl(env, u);
    if (k) names.push(k);
  }
  let checked = 0;
  let updated = 0;
  let skipped = 0;
  for (const key of new Set(names)) {
    if (!takeBudget(Date.now(), address)) {
      skipped++;
      continue;
    }
    if (await throttled(env, key)) {
      giveBack(address);
      skipped++;
      continue;
    }
    checked++;
    if (await refresh(env, key)) updated++;
  }
  return { status: 200, body: { checked, updated, throttled: skipped } };
}

/** re-reads one entry as a guest (never with a customer's token); true when it changed */
async function refresh(env: Env, key: string): Promise<boolean> {
  const k = parseCatalogKey(key)!;
  const store = k.store;
  const path =
    k.kind === "product"
      ? `/api/rest/v2/products?urlKey=${encodeURIComponent(k.id!)}&itemsPerPage=1`
      : k.kind === "cms"
        ? `/api/rest/v2/cms-pages?identifier=${encodeURIComponent(k.id!)}`
        : k.kind === "blog"
          ? `/api/rest/v2/blog-posts?urlKey=${encodeURIComponent(k.id!)}`
          : k.kind === "config"
            ? null
            : `/api/rest/v2/${k.kind}`;
  if (!path) return false; // the store config carries module manifests: only a sync rebuilds it
  if (k.kind === "categories") {
    const tree = await fetchCategoryTree(async (p) => {
      const r = await backendFetch(env, p, { store });
      if (!r.ok) throw new Error(`backend answered ${r.status}`);
      return (await r.json()) as { member?: Category[]; totalItems?: number };
    }).catch(() => null);
    if (!tree) return false;
    return rewriteList(env, key, JSON.stringify(tree));
  }
  const res = await backendFetch(env, path, { store });
  if (!res.ok) {
    await res.body?.cancel();
    return false;
  }
  const body = (await res.json()) as { member?: unknown[] };
  const current = await env.KV.get(key);
  if (k.kind === "countries") return rewriteList(env, key, JSON.stringify(body.member ?? []));
  const fresh = body.member?.[0] as Record<string, unknown> | undefined;
  if (!fresh) {
    if (current === null) return false;
    await env.KV.delete(key);
    await purgePaths(env, pathsOf(k.kind, k.id));
    return true;
  }
  if (current !== null) {
    const old = JSON.parse(current) as Record<string, unknown>;
    // a full record written back after a stub refetch compares on the fields the listing carries
    const same = k.kind === "product" ? JSON.stringify(listingItem(old)) === JSON.stringify(listingItem(fresh)) : current === JSON.stringify(fresh);
    if (same) return false;
  }
  const meta: ProductMeta | undefined = k.kind === "product" ? productMeta(fresh) : undefined;
  await env.KV.put(key, JSON.stringify(fresh), meta ? { metadata: meta } : undefined);
  await purgePaths(env, pathsOf(k.kind, k.id));
  return true;
}

/** a whole-store list (categories, countries): rewritten and the home page purged when it changed */
async function rewriteList(env: Env, key: string, text: string): Promise<boolean> {
  if (text === (await env.KV.get(key))) return false;
  await env.KV.put(key, text);
  await purgePaths(env, ["/"]);
  return true;
}

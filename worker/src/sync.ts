/**
 * Sync: copies the catalogue of every store view the backend lists into KV.
 * Order of writes: entities first (each key is one atomic value), listing pages after every product is
 * in, stale keys deleted after that, the pulse last; a backend failure stops before the listing pages and
 * deletions, so readers keep the previously synced data.
 */
import type { Env } from "./env.ts";
import { BackendError, getJson, getJsonOrNull } from "./backend.ts";
import { type Category, keys, LISTING_PAGE_SIZE, type ListingPage, PRODUCT_FETCH_SIZE } from "./keys.ts";
import { sha256Hex } from "./http.ts";
import { fetchCategoryTree } from "./category-tree.ts";
import { cacheKey, edgeCache, forgetVersionTag, versionTag } from "./edge-cache.ts";

export type Entity = "config" | "categories" | "products" | "cmsPages" | "blogPosts" | "countries";
/** in write order: the category tree goes after the listing pages it links to */
export const ENTITIES: Entity[] = ["config", "countries", "cmsPages", "blogPosts", "products", "categories"];
export type Counts = Partial<Record<Entity, number>>;

/** fields of a product DTO that a listing page keeps (the child arrays are left out, as in the API's listings) */
const LISTING_FIELDS = [
  "id",
  "sku",
  "urlKey",
  "name",
  "type",
  "price",
  "finalPrice",
  "specialPrice",
  "minimalPrice",
  "imageUrl",
  "smallImageUrl",
  "thumbnailUrl",
  "inStock",
  "stockStatus",
  "categoryIds",
  "shortDescription",
  "hasRequiredOptions",
  "gateFlags",
  "extensions",
];

export function listingItem(p: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of LISTING_FIELDS) if (f in p) out[f] = p[f];
  return out;
}

/** gate annotations where the DTO carries them: `gateFlags`, or under an extension (`extensions.*.gateFlags`) */
export function gateOf(p: Record<string, unknown>): { requiresLogin?: boolean; hidePrice?: boolean; canCheckout?: boolean; message?: string } {
  const direct = p.gateFlags as Record<string, unknown> | undefined;
  let flags = direct;
  let message = p.hiddenPriceMessage as string | undefined;
  const ext = (p.extensions ?? {}) as Record<string, Record<string, unknown> | undefined>;
  for (const v of Object.values(ext)) {
    if (v && typeof v === "object" && v.gateFlags && typeof v.gateFlags === "object") {
      flags ??= v.gateFlags as Record<string, unknown>;
      message ??= v.hiddenPriceMessage as string | undefined;
    }
  }
  return {
    requiresLogin: flags?.requiresLogin === true,
    hidePrice: flags?.hidePrice === true,
    canCheckout: flags?.canCheckout !== false,
    message,
  };
}

/** KV metadata stored with a product key (read by the sitemap without loading values) */
export interface ProductMeta {
  n: string;
  /** the product id (finds a product's keys, old URL keys included, without reading values) */
  i?: number;
  /** hidden from guests */
  h?: 1;
}

export function productMeta(p: Record<string, unknown>): ProductMeta {
  const meta: ProductMeta = { n: String(p.name ?? ""), i: Number(p.id) };
  if (gateOf(p).requiresLogin) meta.h = 1;
  return meta;
}

/** the product keys of a store by product id, from the keys' metadata */
async function productKeysById(env: Env, store: string): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  let cursor: string | undefined;
  do {
    const page = await env.KV.list<ProductMeta>({ prefix: `${store}:product:`, cursor });
    for (const k of page.keys) {
      const id = k.metadata?.i;
      if (typeof id === "number") out.set(id, [...(out.get(id) ?? []), k.name]);
    }
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return out;
}

/** drops this store's edge-cached copies of these page paths (the pulse moving makes the rest unreachable) */
async function purgeStorePages(env: Env, store: string, paths: string[]) {
  if (!paths.length) return;
  forgetVersionTag();
  const tag = await versionTag(env);
  for (const p of paths) await edgeCache().delete(cacheKey(store, tag, p));
}

const productPath = (store: string, key: string) => `/p/${encodeURIComponent(key.slice(`${store}:product:`.length))}`;

class Writer {
  readonly parts: string[] = [];
  constructor(readonly env: Env) {}
  async put(key: string, value: unknown, metadata?: unknown) {
    const text = JSON.stringify(value);
    this.parts.push(key, text);
    await this.env.KV.put(key, text, metadata ? { metadata } : undefined);
  }
  hash() {
    return sha256Hex(this.parts.join("\u0000"));
  }
}

async function listKeys(env: Env, prefix: string): Promise<string[]> {
  const out: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.KV.list({ prefix, cursor });
    for (const k of page.keys) out.push(k.name);
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return out;
}

/** deletes the keys under `prefix` that this sync did not write */
async function deleteUnseen(env: Env, prefix: string, seen: Set<string>) {
  for (const k of await listKeys(env, prefix)) if (!seen.has(k)) await env.KV.delete(k);
}

async function collection<T>(env: Env, store: string, path: string): Promise<T[]> {
  const body = await getJson<{ member?: T[] } | T[]>(env, store, path);
  return Array.isArray(body) ? body : (body.member ?? []);
}

/** every store view the backend lists (default first) */
export async function storeCodes(env: Env): Promise<string[]> {
  const stores = await collection<{ code: string }>(env, "", "/api/rest/v2/stores");
  return stores.map((s) => s.code);
}

async function syncConfig(env: Env, store: string, w: Writer): Promise<number> {
  const config = await getJson<Record<string, unknown> & { extensions?: Record<string, unknown> }>(env, store, "/api/rest/v2/store-config");
  const declared = ((config.extensions?.b2bPlugins as { code: string; script?: string }[] | undefined) ?? []).filter(Boolean);
  const plugins: { code: string; script?: string; config: unknown }[] = [];
  const codes = (env.B2B_MODULES ?? "access,approval,forms,registration")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => /^[a-z0-9-]{1,40}$/.test(s));
  for (const code of codes) {
    const found = await getJsonOrNull<Record<string, unknown>>(env, store, `/api/rest/v2/b2b/${code}/config`);
    if (!found) continue;
    const manifestCode = `b2b-${code}`;
    const script = declared.find((d) => d.code === manifestCode)?.script;
    plugins.push({ code: manifestCode, ...(script ? { script } : {}), config: found });
  }
  await w.put(keys.config(store), { ...config, extensions: { ...(config.extensions ?? {}), b2bPlugins: plugins } });
  return 1;
}

async function syncCountries(env: Env, store: string, w: Writer): Promise<number> {
  const countries = await collection(env, store, "/api/rest/v2/countries");
  await w.put(keys.countries(store), countries);
  return countries.length;
}

async function syncCms(env: Env, store: string, w: Writer): Promise<number> {
  const pages = await collection<{ identifier: string }>(env, store, "/api/rest/v2/cms-pages");
  const seen = new Set<string>();
  for (const p of pages) {
    const k = keys.cms(store, p.identifier);
    seen.add(k);
    await w.put(k, p);
  }
  await deleteUnseen(env, `${store}:cms:`, seen);
  return pages.length;
}

async function syncBlog(env: Env, store: string, w: Writer): Promise<number> {
  const seen = new Set<string>();
  for (let page = 1; ; page++) {
    const body = await getJson<{ member: { urlKey: string }[]; totalItems: number }>(env, store, `/api/rest/v2/blog-posts?page=${page}&itemsPerPage=100`);
    for (const p of body.member) {
      const k = keys.blog(store, p.urlKey);
      seen.add(k);
      await w.put(k, p);
    }
    if (body.member.length < 100 || page * 100 >= body.totalItems) break;
  }
  await deleteUnseen(env, `${store}:blog:`, seen);
  return seen.size;
}

function fetchCategories(env: Env, store: string): Promise<Category[]> {
  return fetchCategoryTree((path) => getJson(env, store, path));
}

/** listing pages of categories that no longer exist */
async function deleteListingsOf(env: Env, store: string, categoryId: number, fromPage: number) {
  const first = await env.KV.get(keys.listing(store, categoryId, fromPage > 1 ? 1 : 1));
  const old = first ? (JSON.parse(first) as ListingPage).totalPages : 0;
  for (let n = fromPage; n <= old; n++) await env.KV.delete(keys.listing(store, categoryId, n));
}

/**
 * the category tree; alone (a partial category sync, no `cats` from the product sync that just wrote every
 * listing) also the listing of each category that has none yet (a new one) or whose members changed with the tree
 * (anchor flag, moves), written before the tree that links to them
 */
async function syncCategories(env: Env, store: string, w: Writer, cats?: Category[]): Promise<number> {
  const categories = cats ?? (await fetchCategories(env, store));
  const before = await env.KV.get(keys.categories(store));
  const old = before ? (JSON.parse(before) as Category[]) : [];
  if (!cats) {
    const was = descendants(old);
    const now = descendants(categories);
    for (const c of categories) {
      const a = was.get(c.id);
      const b = now.get(c.id)!;
      const same = a && a.size === b.size && [...b].every((id) => a.has(id));
      if (same && (await env.KV.get(keys.listing(store, c.id, 1)))) continue;
      await refetchListing(env, store, w, c.id);
    }
  }
  await w.put(keys.categories(store), categories);
  const current = new Set(categories.map((c) => c.id));
  for (const c of old) if (!current.has(c.id)) await deleteListingsOf(env, store, c.id, 1);
  return categories.length;
}

/**
 * the categories whose products each category's listing shows, as the backend's category filter reads them: an
 * anchor category its whole subtree's, any other only its own
 */
function descendants(categories: Category[]): Map<number, Set<number>> {
  const children = new Map<number, number[]>();
  for (const c of categories) if (c.parentId != null) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c.id]);
  const out = new Map<number, Set<number>>();
  for (const c of categories) {
    const set = new Set<number>();
    const stack = [c.id];
    while (stack.length) {
      const id = stack.pop()!;
      if (set.has(id)) continue;
      set.add(id);
      if (c.isAnchor !== false) stack.push(...(children.get(id) ?? []));
    }
    out.set(c.id, set);
  }
  return out;
}

/** the categories whose listings hold a product of these categories */
function listedIn(categories: Category[], tree: Map<number, Set<number>>, own: number[]): Set<number> {
  return new Set(categories.filter((c) => own.some((cid) => tree.get(c.id)?.has(cid))).map((c) => c.id));
}

/**
 * one category's listing pages from the backend's listing of that category, for a partial sync. Its default order
 * (position, then id) is the order of the catalogue listing the full sync filters, and its members those of
 * `descendants`, so both write the same pages.
 */
async function refetchListing(env: Env, store: string, w: Writer, categoryId: number) {
  const members: Record<string, unknown>[] = [];
  let facets: Pick<ListingPage, "sortOptions" | "filters"> | undefined;
  for (let page = 1; ; page++) {
    const body = await getJson<Partial<ListingPage> & { member: Record<string, unknown>[]; totalItems: number }>(
      env,
      store,
      `/api/rest/v2/products?categoryId=${categoryId}&page=${page}&itemsPerPage=${PRODUCT_FETCH_SIZE}`,
    );
    facets ??= { sortOptions: body.sortOptions ?? [], filters: body.filters ?? [] };
    for (const p of body.member) if (typeof p.urlKey === "string" && p.urlKey) members.push(listingItem(p));
    if (body.member.length < PRODUCT_FETCH_SIZE || page * PRODUCT_FETCH_SIZE >= body.totalItems) break;
  }
  await writeListing(env, store, w, categoryId, members, facets!);
}

async function syncProducts(env: Env, store: string, w: Writer, categories: Category[]): Promise<number> {
  const items: Record<string, unknown>[] = [];
  const seen = new Set<string>();
  for (let page = 1; ; page++) {
    const body = await getJson<{ member: Record<string, unknown>[]; totalItems: number }>(
      env,
      store,
      `/api/rest/v2/products?page=${page}&itemsPerPage=${PRODUCT_FETCH_SIZE}`,
    );
    for (const p of body.member) {
      if (typeof p.urlKey !== "string" || !p.urlKey) continue;
      const k = keys.product(store, p.urlKey);
      seen.add(k);
      await w.put(k, p, productMeta(p));
      items.push(listingItem(p));
    }
    if (body.member.length < PRODUCT_FETCH_SIZE || page * PRODUCT_FETCH_SIZE >= body.totalItems) break;
  }
  // every product is in: the listing pages, one category at a time, each page self-contained
  const facets = new Map<number, Pick<ListingPage, "sortOptions" | "filters">>();
  for (const c of categories) {
    const f = await getJson<ListingPage>(env, store, `/api/rest/v2/products?categoryId=${c.id}&itemsPerPage=1`);
    facets.set(c.id, { sortOptions: f.sortOptions ?? [], filters: f.filters ?? [] });
  }
  const tree = descendants(categories);
  for (const c of categories) {
    const within = tree.get(c.id)!;
    const members = items.filter((p) => ((p.categoryIds as number[] | undefined) ?? []).some((id) => within.has(id)));
    await writeListing(env, store, w, c.id, members, facets.get(c.id)!);
  }
  const gone = (await listKeys(env, `${store}:product:`)).filter((k) => !seen.has(k));
  for (const k of gone) await env.KV.delete(k);
  await purgeStorePages(
    env,
    store,
    gone.map((k) => productPath(store, k)),
  );
  return items.length;
}

async function writeListing(
  env: Env,
  store: string,
  w: Writer,
  categoryId: number,
  members: Record<string, unknown>[],
  facets: Pick<ListingPage, "sortOptions" | "filters">,
) {
  const first = await env.KV.get(keys.listing(store, categoryId, 1));
  const oldPages = first ? (JSON.parse(first) as ListingPage).totalPages : 0;
  const totalPages = Math.max(1, Math.ceil(members.length / LISTING_PAGE_SIZE));
  for (let n = 1; n <= totalPages; n++) {
    const page: ListingPage = {
      categoryId,
      page: n,
      pageSize: LISTING_PAGE_SIZE,
      totalItems: members.length,
      totalPages,
      items: members.slice((n - 1) * LISTING_PAGE_SIZE, n * LISTING_PAGE_SIZE),
      ...facets,
    };
    await w.put(keys.listing(store, categoryId, n), page);
  }
  for (let n = totalPages + 1; n <= oldPages; n++) await env.KV.delete(keys.listing(store, categoryId, n));
}

/**
 * partial product sync of named products: their keys and their entries in the listing pages. A product the
 * backend no longer shows (disabled, hidden from guests, deleted) loses its keys and its listing entries, a
 * renamed URL key its old key; the pages of both are purged from the edge cache. A product leaves the listings
 * of the categories it left; in the listings of its categories (and their anchor ancestors) its entry is
 * replaced, or, where it has none (it joined the category, or is new), the listing is read again from the backend.
 */
async function syncProductIds(env: Env, store: string, ids: number[]): Promise<{ n: number; changes: string[] }> {
  let n = 0;
  const changes: string[] = [];
  const purge: string[] = [];
  const raw = await env.KV.get(keys.categories(store));
  const categories = raw ? (JSON.parse(raw) as Category[]) : [];
  const tree = descendants(categories);
  const known = await productKeysById(env, store);
  for (const id of ids) {
    const p = await getJsonOrNull<Record<string, unknown>>(env, store, `/api/rest/v2/products/${id}`);
    const key = p && typeof p.urlKey === "string" && p.urlKey ? keys.product(store, p.urlKey) : null;
    const was: number[] = [];
    let current: string | null = null;
    for (const old of known.get(id) ?? []) {
      const before = await env.KV.get(old);
      if (before) was.push(...((JSON.parse(before).categoryIds as number[] | undefined) ?? []));
      if (old === key) {
        current = before;
        continue;
      }
      await env.KV.delete(old);
      changes.push(old, "");
      purge.push(productPath(store, old));
    }
    const own = p && key ? ((p.categoryIds as number[] | undefined) ?? []) : [];
    const joined = listedIn(categories, tree, own);
    const left = [...listedIn(categories, tree, was)].filter((c) => !joined.has(c));
    await removeFromListings(env, store, left, id);
    if (!p || !key) continue;
    const text = JSON.stringify(p);
    if (current !== text) {
      changes.push(key, text);
      purge.push(productPath(store, key));
    }
    await env.KV.put(key, text, { metadata: productMeta(p) });
    n++;
    for (const cid of joined) if (!(await replaceInListing(env, store, cid, p))) await refetchListing(env, store, new Writer(env), cid);
  }
  await purgeStorePages(env, store, purge);
  return { n, changes };
}

/** replaces a product's entry in a category's listing pages; false when the listing has none */
async function replaceInListing(env: Env, store: string, categoryId: number, p: Record<string, unknown>): Promise<boolean> {
  for (let page = 1; ; page++) {
    const text = await env.KV.get(keys.listing(store, categoryId, page));
    if (!text) return false;
    const lp = JSON.parse(text) as ListingPage;
    const at = lp.items.findIndex((it) => it.id === p.id);
    if (at >= 0) {
      lp.items[at] = listingItem(p);
      await env.KV.put(keys.listing(store, categoryId, page), JSON.stringify(lp));
      return true;
    }
    if (page >= lp.totalPages) return false;
  }
}

/** takes a product out of these categories' listing pages, re-paging each */
async function removeFromListings(env: Env, store: string, categoryIds: number[], id: number) {
  for (const cid of categoryIds) {
    const first = await env.KV.get(keys.listing(store, cid, 1));
    if (!first) continue;
    const head = JSON.parse(first) as ListingPage;
    const items = [...head.items];
    for (let page = 2; page <= head.totalPages; page++) {
      const text = await env.KV.get(keys.listing(store, cid, page));
      if (text) items.push(...(JSON.parse(text) as ListingPage).items);
    }
    const kept = items.filter((it) => it.id !== id);
    if (kept.length === items.length) continue;
    await writeListing(env, store, new Writer(env), cid, kept, { sortOptions: head.sortOptions, filters: head.filters });
  }
}

export interface SyncResult {
  status: number;
  body: Record<string, unknown>;
}

/** runs a sync of `entities` (all of them: full sync) for every store view */
export async function runSync(env: Env, entities: Entity[], opts: { productIds?: number[] } = {}): Promise<SyncResult> {
  const started = Date.now();
  const synced: Counts = {};
  for (const e of entities) synced[e] = 0;
  const duration = () => `${((Date.now() - started) / 1000).toFixed(2)}s`;
  let stage = "stores";
  try {
    const stores = await storeCodes(env);
    const hashes = JSON.parse((await env.KV.get(keys.hashes)) ?? "{}") as Record<string, string>;
    let changed = false;
    for (const store of stores) {
      // fetched once per store when products and categories are synced together
      let categories: Category[] | undefined;
      for (const e of ENTITIES) {
        if (!entities.includes(e)) continue;
        stage = `${e} (store ${store})`;
        if (e === "products" && opts.productIds) {
          const r = await syncProductIds(env, store, opts.productIds);
          synced.products! += r.n;
          // the pulse moves only when a named product now reads differently
          if (r.changes.length) {
            hashes[`${store}:named`] = await sha256Hex([hashes[`${store}:named`] ?? "", ...r.changes].join("\u0000"));
            changed = true;
          }
          continue;
        }
        const w = new Writer(env);
        if (e === "config") synced.config! += await syncConfig(env, store, w);
        else if (e === "countries") synced.countries! += await syncCountries(env, store, w);
        else if (e === "cmsPages") synced.cmsPages! += await syncCms(env, store, w);
        else if (e === "blogPosts") synced.blogPosts! += await syncBlog(env, store, w);
        else if (e === "categories") synced.categories! += await syncCategories(env, store, w, categories);
        else {
          categories = await fetchCategories(env, store);
          synced.products! += await syncProducts(env, store, w, categories);
        }
        if (e === "products" && hashes[`${store}:named`]) {
          delete hashes[`${store}:named`];
          changed = true;
        }
        const section = `${store}:${e}`;
        const h = await w.hash();
        if (hashes[section] !== h) {
          hashes[section] = h;
          changed = true;
        }
      }
    }
    stage = "pulse";
    await env.KV.put(keys.stores, JSON.stringify(stores));
    if (changed || !(await env.KV.get(keys.pulse))) {
      await env.KV.put(keys.hashes, JSON.stringify(hashes));
      await env.KV.put(keys.pulse, (await sha256Hex(JSON.stringify(Object.entries(hashes).sort()))).slice(0, 16));
    }
    return { status: 200, body: { success: true, synced, duration: duration() } };
  } catch (err) {
    if (!(err instanceof BackendError)) throw err;
    return {
      status: 502,
      body: { success: false, code: "backend_failed", failed: stage, detail: err.message, synced, duration: duration() },
    };
  }
}

/** KV keys: the table of docs/storefront-worker.md#kv-keys, the catalogue's keys plus the worker's own bookkeeping keys. */
export const LISTING_PAGE_SIZE = 24;
export const PRODUCT_FETCH_SIZE = 100;
export const STUB_TTL = 24 * 60 * 60;

export const keys = {
  config: (s: string) => `${s}:config`,
  categories: (s: string) => `${s}:categories`,
  product: (s: string, urlKey: string) => `${s}:product:${urlKey}`,
  listing: (s: string, categoryId: number | string, page: number) => `${s}:products:category:${categoryId}:page:${page}`,
  cms: (s: string, id: string) => `${s}:cms:${id}`,
  blog: (s: string, id: string) => `${s}:blog:${id}`,
  countries: (s: string) => `${s}:countries`,
  pulse: "pulse",
  /** the store codes synced, the default first */
  stores: "worker:stores",
  /** content hash of each synced section, from which the pulse is computed */
  hashes: "worker:hashes",
};

/** catalogue keys a client may name in /freshness (and nothing else) */
export function parseCatalogKey(key: string): { store: string; kind: "product" | "cms" | "blog" | "config" | "categories" | "countries"; id?: string } | null {
  const m = /^([a-z0-9_]{1,64}):(?:(product|cms|blog):(.{1,255})|(config|categories|countries))$/.exec(key);
  if (!m) return null;
  if (m[2]) return { store: m[1]!, kind: m[2] as "product" | "cms" | "blog", id: m[3]! };
  return { store: m[1]!, kind: m[4] as "config" | "categories" | "countries" };
}

export interface ListingPage {
  categoryId: number;
  page: number;
  pageSize: number;
  totalItems: number;
  totalPages: number;
  items: Record<string, unknown>[];
  sortOptions: { code: string; label: string }[];
  filters: { code: string; label: string; type?: string; options: { value: string; label: string; count: number }[] }[];
}

export interface Category {
  id: number;
  parentId: number | null;
  name: string;
  urlKey: string;
  urlPath: string;
  level: number;
  position: number;
  isActive: boolean;
  /** its listing shows its subcategories' products too (absent from an older backend: treated as anchor) */
  isAnchor?: boolean;
  includeInMenu: boolean;
  productCount: number;
  childrenIds: number[];
  description?: string | null;
  metaTitle?: string | null;
  metaDescription?: string | null;
}

/**
 * Maho's `/layered-filters`: the filters a listing shows, in Maho's shape. They are the listing's own
 * (same visibility, same observers removing the price filter for callers whose prices are hidden).
 */
import type { RequestContext } from "../core/context.ts";
import { listProducts } from "./product-listing.ts";

export interface MahoLayeredFilter {
  code: string;
  label: string;
  /** the attribute's input type (select, multiselect, boolean), or price */
  type: string;
  position: number;
  options: { value: string; label: string; count: number; swatch: { type: string; value: string } | null }[];
}

/** Without a category or a search there is no listing, so no filters (as Maho answers). */
export async function layeredFilters(ctx: RequestContext, q: { categoryId?: number; search?: string }): Promise<MahoLayeredFilter[]> {
  if (!q.categoryId && !q.search?.trim()) return [];
  const listing = await listProducts(ctx, { categoryId: q.categoryId, search: q.search, page: 1, itemsPerPage: 1 });
  const { byCode } = await ctx.app.attributes.load();
  const filters = listing.filters.map((f, i) => ({
    code: f.code,
    label: f.label,
    type: f.type === "attribute" ? (byCode.get(f.code)?.inputType ?? "select") : f.type,
    position: f.type === "price" ? 0 : (byCode.get(f.code)?.position ?? i) + 1,
    options: f.options.map((o) => ({ value: o.value, label: o.label, count: o.count, swatch: null })),
  }));
  return filters.sort((a, b) => a.position - b.position);
}

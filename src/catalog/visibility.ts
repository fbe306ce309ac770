/**
 * The one visibility decision for every list of products (listings, search, detail, wishlists, and the products a
 * product lists: related products, up-sells, cross-sells, grouped children, bundle selections, variants): enabled,
 * visible where it is shown, and hidden by no module (the access gate's hide_listing, in SQL).
 */
import type { RequestContext } from "../core/context.ts";
import type { Prisma } from "../core/db/client.ts";

/** where a product is shown: category pages, search, or anywhere (lookups by id, urlKey, sku; a composite's children) */
export type VisibilityContext = "catalog" | "search" | "any";

/** the visibility codes (1 not visible individually, 2 catalog, 3 search, 4 both) shown in each context */
const SHOWN_IN: Record<VisibilityContext, readonly number[] | null> = { catalog: [2, 4], search: [3, 4], any: null };

/** enabled, and visible where the list is shown */
export function baseWhere(context: VisibilityContext): Prisma.ProductWhereInput[] {
  const shown = SHOWN_IN[context];
  return shown ? [{ status: 1 }, { visibility: { in: [...shown] } }] : [{ status: 1 }];
}

/** what installed modules hide from the caller */
export async function moduleVisibilityWhere(ctx: RequestContext): Promise<Prisma.ProductWhereInput[]> {
  const out: Prisma.ProductWhereInput[] = [];
  for (const m of ctx.app.modules.installed) {
    if (!m.definition.productVisibility) continue;
    const w = await m.definition.productVisibility(ctx, m);
    if (w) out.push(w);
  }
  return out;
}

/** the shared visibility filter: enabled, visible in the context, and not hidden by any module */
export async function visibleProductsWhere(ctx: RequestContext, context: VisibilityContext = "catalog"): Promise<Prisma.ProductWhereInput[]> {
  return [...baseWhere(context), ...(await moduleVisibilityWhere(ctx))];
}

/** a product as a list shows it: enough to decide its visibility without a query */
export interface Listed {
  id: number;
  status: number;
  visibility: number;
}

/**
 * Which of these products the caller may see, per context: their status and visibility, and in one statement
 * whatever their number, what modules hide (no statement when no module hides anything from the caller).
 */
export async function shownAmong(ctx: RequestContext, products: Iterable<Listed>): Promise<(p: Listed, context: VisibilityContext) => boolean> {
  const ids = [...new Set([...products].map((p) => p.id))];
  const hidden = await moduleVisibilityWhere(ctx);
  let allowed: Set<number> | null = null;
  if (hidden.length && ids.length) {
    const rows = await ctx.app.db.product.findMany({ where: { AND: [{ id: { in: ids } }, ...hidden] }, select: { id: true } });
    allowed = new Set(rows.map((r) => r.id));
  }
  return (p, context) => {
    if (p.status !== 1 || (allowed && !allowed.has(p.id))) return false;
    const shown = SHOWN_IN[context];
    return !shown || shown.includes(p.visibility);
  };
}

/**
 * Products by typed SKU, for tools where a buyer types or pastes SKUs (quick order, requisition lists): a SKU
 * matches whatever its case or spaces (`skuKey`, kept by the database: prisma/extra-sql.ts). Unknown, disabled and
 * hidden from the caller are one answer (absent) from the same statements, so neither the answer nor the work
 * tells a hidden SKU from one that does not exist.
 */
import type { RequestContext } from "../core/context.ts";
import { loadProducts, type LoadedProduct } from "./product-loader.ts";
import { visibleProductsWhere } from "./visibility.ts";

/** the most SKUs one lookup takes (a statement's bound parameters stay well under every database's limit) */
export const MAX_SKU_LOOKUP = 1000;

/**
 * What a SKU is matched by: spaces removed, ASCII letters lower-cased, as the database keeps `Product.skuKey`
 * (both databases lower ASCII only). Other whitespace a paste brings (tabs, no-break spaces) is removed too.
 */
export function skuKey(sku: string): string {
  return sku.replace(/[\s\u00a0\u200b\ufeff]+/g, "").replace(/[A-Z]+/g, (c) => c.toLowerCase());
}

/**
 * The products the caller may see (enabled, hidden by no module; any visibility, as a cart add takes them) whose
 * SKU has one of these keys, by key. Two products whose SKUs differ only in case: the one typed exactly, else the
 * lower id. A fixed number of statements whatever the number of keys: one for the match, and the loader's.
 */
export async function productsBySkuKeys(
  ctx: RequestContext,
  keys: readonly string[],
  typed: ReadonlyMap<string, string> = new Map(),
): Promise<Map<string, LoadedProduct>> {
  const wanted = [...new Set(keys.filter((k) => k !== ""))];
  if (wanted.length > MAX_SKU_LOOKUP) throw new RangeError(`at most ${MAX_SKU_LOOKUP} SKUs per lookup`);
  // the statement runs even for no key, so an empty paste costs what any other does
  const rows = await ctx.app.db.product.findMany({
    where: { AND: [{ skuKey: { in: wanted.length ? wanted : [""] } }, ...(await visibleProductsWhere(ctx, "any"))] },
    select: { id: true, sku: true, skuKey: true },
    orderBy: { id: "asc" },
  });
  const chosen = new Map<string, { id: number; sku: string }>();
  for (const r of rows) {
    const key = r.skuKey ?? skuKey(r.sku);
    const had = chosen.get(key);
    if (!had || (had.sku !== typed.get(key) && r.sku === typed.get(key))) chosen.set(key, r);
  }
  const loaded = new Map(
    (await loadProducts(ctx.app.db, [...new Set([...chosen.values()].map((r) => r.id))], false, ctx.app.productRows)).map((p) => [p.id, p]),
  );
  const out = new Map<string, LoadedProduct>();
  for (const [key, r] of chosen) {
    const p = loaded.get(r.id);
    if (p) out.set(key, p);
  }
  return out;
}

/**
 * Stock status, derived on read from the rows as they are now: never stored beside the quantity, so a fresh read
 * after an order that takes the last unit, or after an UPDATE of `stockQty` made outside the API, never says "in
 * stock" for a product the cart refuses (answers already cached follow: checkout announces its sell-outs; outside
 * writes are announced by PostgreSQL's triggers, docs/deployment.md, or on SQLite when the caches expire). `inStock` on the row is the admin's switch (Magento's `is_in_stock`): off, the product is out of
 * stock whatever its quantity. The catalogue takes no backorders: a product the cart takes units from is in stock
 * while it holds at least one (at least a selection's quantity, for a bundle selection).
 *
 * A composite's own quantity is never taken (the cart takes its children's), so its status comes from its children
 * the caller may see: a configurable is in stock when some enabled variant is, a grouped product when some enabled
 * child is, a bundle when every required option has an enabled selection in stock for its quantity (with no
 * required option: when some selection is). The DTO (product-dto.ts), the cart's checks (cart/service.ts) and
 * Maho's cart lines read these functions; checkout's decrement (`takeStock`) tells which products an order sold
 * out, so their cached answers are evicted and the storefront is asked to sync them.
 */
import type { App } from "../core/kernel.ts";
import type { DbClient } from "../core/unit-of-work.ts";
import { COMPOSITE_TYPES } from "./composite-price.ts";

export interface StockRow {
  type?: string;
  status: number;
  inStock: boolean;
  stockQty: number;
}

/** whether the cart sells `need` units of this row now (enabled, switched in stock, enough quantity) */
export function sells(r: StockRow, need = 1): boolean {
  return r.status === 1 && r.inStock && r.stockQty >= Math.max(1, Math.ceil(need));
}

/**
 * A linked product's status where only its own row is loaded (related products, up-sells): a composite's own
 * switch, any other type's quantity too
 */
export function rowInStock(r: StockRow): boolean {
  return r.type !== undefined && COMPOSITE_TYPES.has(r.type) ? r.status === 1 && r.inStock : sells(r);
}

export interface StockSource<C extends StockRow> extends StockRow {
  type: string;
  childLinks: ReadonlyArray<{ kind: string; child: C }>;
  bundleOptions?: ReadonlyArray<{ required: boolean; selections: ReadonlyArray<{ qty: number; product: C }> }>;
}

/** a product's stock status as every answer shows it; `include` keeps the children the caller may see */
export function productInStock<C extends StockRow>(p: StockSource<C>, include: (child: C) => boolean = () => true): boolean {
  if (p.status !== 1 || !p.inStock) return false;
  switch (p.type) {
    case "configurable":
    case "grouped": {
      const kind = p.type === "grouped" ? "grouped" : "variant";
      return p.childLinks.some((l) => l.kind === kind && include(l.child) && sells(l.child));
    }
    case "bundle": {
      if (!p.bundleOptions) return true;
      const options = p.bundleOptions.map((o) => ({ required: o.required, any: o.selections.some((s) => include(s.product) && sells(s.product, s.qty)) }));
      const required = options.filter((o) => o.required);
      return required.length ? required.every((o) => o.any) : options.some((o) => o.any);
    }
    default:
      return sells(p);
  }
}

/** the products, with the composites that show them (their configurable, grouped and bundle parents), in id order */
export async function withComposites(tx: DbClient, ids: readonly number[]): Promise<number[]> {
  const [links, bundles] = await Promise.all([
    tx.productLink.findMany({ where: { childId: { in: [...ids] }, kind: { in: ["grouped", "variant"] } }, select: { parentId: true } }),
    tx.bundleOption.findMany({ where: { selections: { some: { productId: { in: [...ids] } } } }, select: { productId: true } }),
  ]);
  return [...new Set([...ids, ...links.map((l) => l.parentId), ...bundles.map((b) => b.productId)])].sort((a, b) => a - b);
}

/**
 * Checkout's decrement, in the order's transaction: takes `n` units of each product only where enough remains (a
 * concurrent order cannot oversell; in id order, so two orders never wait on each other's rows), false when one has
 * not enough. The products whose status this changed for some use (the last unit, or fewer than a bundle selection
 * takes), with the composites that show them, are `soldOut`: their cached answers are stale, so the transaction bumps
 * `catalogChanged` (every instance's strict caches see it) and `announce()`, called once it committed, publishes the
 * change as an admin product save does (evicting the kept answers and rows, asking the storefront to sync them).
 */
export async function takeStock(
  app: App,
  tx: DbClient,
  units: ReadonlyArray<readonly [number, number]>,
): Promise<{ ok: boolean; soldOut: number[]; announce: () => Promise<void> }> {
  const none = { ok: true, soldOut: [], announce: async () => {} };
  const sorted = units.filter(([, n]) => n > 0).toSorted(([a], [b]) => a - b);
  const after = new Map<number, number>();
  for (const [productId, n] of sorted) {
    // what remains, as the decrement left it
    const [r] = await tx.product.updateManyAndReturn({
      where: { id: productId, status: 1, stockQty: { gte: n }, inStock: true },
      data: { stockQty: { decrement: n } },
      select: { id: true, stockQty: true },
    });
    if (!r) return { ...none, ok: false };
    after.set(r.id, r.stockQty);
  }
  if (!sorted.length) return none;
  const ids = sorted.map(([id]) => id);
  const selections = await tx.bundleSelection.findMany({ where: { productId: { in: ids } }, select: { productId: true, qty: true } });
  const taken = new Map(sorted);
  // a use needing k units changed its answer when k was there before the order and is not now
  const changed = ids.filter((id) => {
    const now = after.get(id) ?? 0;
    const before = now + taken.get(id)!;
    const needs = [1, ...selections.filter((s) => s.productId === id).map((s) => Math.ceil(s.qty))];
    return needs.some((k) => now < k && k <= before);
  });
  if (!changed.length) return none;
  const soldOut = await withComposites(tx, changed);
  const version = await app.coherence.bump(tx, "catalogChanged");
  const announce = async () => {
    await app.pubsub.publish("catalogChanged", { entity: "product", ids: soldOut.map(String), at: new Date().toISOString(), version });
  };
  return { ok: true, soldOut, announce };
}

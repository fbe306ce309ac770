/**
 * `productMassAction`: one action over the selected products in ONE transaction (all of them or none), one audit
 * entry per product, the price and search indexes kept current in it, and ONE `catalogChanged` once it committed,
 * so that the storefront makes one partial product sync for the whole batch.
 */
import type { RequestContext } from "../../core/context.ts";
import { ProblemError } from "../../core/errors.ts";
import { recordAudit } from "../../core/audit/record.ts";
import { MAX_MASS_IDS } from "../../core/mass-action.ts";
import { Decimal } from "../../core/money.ts";
import { reindexPrices } from "../price-index.ts";
import { announceProducts } from "../admin-service.ts";
import { invalid } from "./product-options.ts";
import { loadAdminProduct, productSnapshot } from "./product-record.ts";

export const PRODUCT_MASS_ACTIONS = ["enable", "disable", "price_percent", "price_amount", "category_assign", "category_remove", "delete"] as const;
export type ProductMassAction = (typeof PRODUCT_MASS_ACTIONS)[number];

export interface ProductMassActionResult {
  action: ProductMassAction;
  /** the products the action changed (all that were given: it is all or nothing) */
  ids: number[];
}

const OPERATION = "productMassAction";

export async function productMassAction(
  ctx: RequestContext,
  args: { ids: number[]; action: ProductMassAction; value?: number | null; categoryId?: number | null },
): Promise<ProductMassActionResult> {
  const ids = [...new Set(args.ids)];
  const { action } = args;
  if (ids.length === 0) throw invalid([{ field: "ids", code: "required", message: "select at least one product" }]);
  if (ids.length > MAX_MASS_IDS) throw invalid([{ field: "ids", code: "too_big", message: `at most ${MAX_MASS_IDS}` }]);
  const pricing = action === "price_percent" || action === "price_amount";
  const categories = action === "category_assign" || action === "category_remove";
  if (pricing && (args.value == null || !Number.isFinite(args.value) || args.value === 0))
    throw invalid([
      {
        field: "value",
        code: "required",
        message: action === "price_percent" ? "the percent to add (negative: to take off)" : "the amount to add (negative: to take off)",
      },
    ]);
  if (action === "price_percent" && args.value! <= -100) throw invalid([{ field: "value", code: "too_small", message: "more than -100 %" }]);
  if (categories && args.categoryId == null) throw invalid([{ field: "categoryId", code: "required", message: "the category" }]);

  const db = ctx.app.db;
  const version = await db.$transaction(async (tx) => {
    const rows = await tx.product.findMany({
      where: { id: { in: ids } },
      select: { id: true, sku: true, status: true, price: true, categories: { select: { categoryId: true, position: true }, orderBy: { categoryId: "asc" } } },
    });
    const found = new Set(rows.map((r) => r.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length)
      throw new ProblemError(404, "not_found", `No product ${missing.join(", ")}`, {
        errors: [{ field: "ids", code: "not_found", message: missing.join(", ") }],
      });
    const audit = (id: number, before: Record<string, unknown> | null, after: Record<string, unknown> | null) =>
      recordAudit(tx, ctx, { operation: OPERATION, entityType: "product", entityId: id, before, after });

    if (action === "enable" || action === "disable") {
      const status = action === "enable" ? 1 : 2;
      await tx.product.updateMany({ where: { id: { in: ids } }, data: { status } });
      for (const r of rows) await audit(r.id, { status: r.status }, { status });
      // a configurable, grouped or bundle product's listing price counts its enabled children only
      await reindexPrices(tx, ids);
    } else if (pricing) {
      const changed = rows.map((r) => {
        const old = new Decimal(r.price.toString());
        const next = (action === "price_percent" ? old.times(new Decimal(100).plus(args.value!)).dividedBy(100) : old.plus(args.value!)).toDecimalPlaces(2);
        return { r, old, next };
      });
      const negative = changed.filter((c) => c.next.isNegative());
      if (negative.length)
        throw invalid(
          [{ field: "value", code: "negative_price", message: `the price of ${negative.map((c) => c.r.sku).join(", ")} would be below 0` }],
          "A price would be below 0",
        );
      for (const c of changed) {
        await tx.product.update({ where: { id: c.r.id }, data: { price: c.next.toString() } });
        await audit(c.r.id, { price: c.old.toString() }, { price: c.next.toString() });
      }
      await reindexPrices(tx, ids);
    } else if (categories) {
      const categoryId = args.categoryId!;
      if (!(await tx.category.findUnique({ where: { id: categoryId }, select: { id: true } })))
        throw invalid([{ field: "categoryId", code: "not_found", message: `no category ${categoryId}` }]);
      const had = (r: (typeof rows)[number]) => r.categories.some((c) => c.categoryId === categoryId);
      const ofRow = (r: (typeof rows)[number]) => r.categories.map((c) => c.categoryId);
      if (action === "category_assign") {
        const add = rows.filter((r) => !had(r));
        await tx.productCategory.createMany({ data: add.map((r) => ({ productId: r.id, categoryId, position: 0 })) });
        for (const r of add) await audit(r.id, { categoryIds: ofRow(r) }, { categoryIds: [...ofRow(r), categoryId].sort((a, b) => a - b) });
      } else {
        const drop = rows.filter(had);
        await tx.productCategory.deleteMany({ where: { categoryId, productId: { in: drop.map((r) => r.id) } } });
        for (const r of drop) await audit(r.id, { categoryIds: ofRow(r) }, { categoryIds: ofRow(r).filter((c) => c !== categoryId) });
      }
    } else {
      // the composite products that show them are re-priced without them
      const parents = [
        ...(await tx.productLink.findMany({ where: { childId: { in: ids } }, select: { parentId: true } })).map((l) => l.parentId),
        ...(await tx.bundleOption.findMany({ where: { selections: { some: { productId: { in: ids } } } }, select: { productId: true } })).map(
          (o) => o.productId,
        ),
      ].filter((p) => !found.has(p));
      for (const id of ids) await audit(id, productSnapshot((await loadAdminProduct(tx, id))!), null);
      // carts lose the line (their rows reference the product); wishlists the item
      await tx.cartItem.deleteMany({ where: { productId: { in: ids } } });
      await tx.wishlistItem.deleteMany({ where: { productId: { in: ids } } });
      await tx.product.deleteMany({ where: { id: { in: ids } } });
      await reindexPrices(tx, [...new Set(parents)]);
    }
    await ctx.app.search.index(ids, tx);
    if (action !== "delete") for (const productId of ids) await ctx.app.events.dispatch("catalog_product_save_after", { ctx, productId, db: tx });
    // last: the version row stays locked until commit
    return ctx.app.coherence.bump(tx, "catalogChanged");
  });
  await announceProducts(ctx, ids, version);
  return { action, ids };
}

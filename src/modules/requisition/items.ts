/**
 * A list's items: added by SKU (the caller's catalogue: an unknown SKU and one hidden from the caller are one
 * refusal), changed, removed, copied or moved to another list the caller may edit. A line of the same product and
 * options as one the list holds adds to its quantity. Every write is all or nothing, within the list's limit.
 */
import type { RequestContext } from "../../core/context.ts";
import { ProblemError, type FieldError, validationFailed } from "../../core/errors.ts";
import { parseInput } from "../../core/api/input.ts";
import { dbOf, withTransaction } from "../../core/unit-of-work.ts";
import { productsBySkuKeys, skuKey } from "../../catalog/sku-lookup.ts";
import type { RequisitionList } from "../../generated/prisma/client.ts";
import { editableList, readableList, type RequisitionModule } from "./access.ts";
import { type ItemInput, itemsAddInput, itemsRemoveInput, itemsTransferInput, itemsUpdateInput, MAX_ID, MAX_ITEM_QTY } from "./inputs.ts";
import { limitReached } from "./lists.ts";
import { listDetail, type ListDto } from "./list-dto.ts";

/** a line ready to be kept: the product it was found as, its SKU, quantity and options (JSON) */
export interface NewItem {
  productId: number | null;
  sku: string;
  qty: number;
  options: string;
}

export const NO_PRODUCT = "No product with this SKU";

/** the options as kept: `{}` for none, else the JSON of what was given */
export const optionsJson = (o: unknown) => (o && typeof o === "object" && Object.keys(o).length ? JSON.stringify(o) : "{}");

/**
 * The products of these lines by SKU, as the caller's catalogue has them; 422 with a field error for every line
 * whose SKU is unknown, disabled or hidden from the caller (one message for all three). `field` names a line.
 */
export async function productsOf(ctx: RequestContext, lines: readonly ItemInput[], field: (i: number) => string): Promise<NewItem[]> {
  const typed = new Map(lines.map((l) => [skuKey(l.sku), l.sku]));
  const found = await productsBySkuKeys(ctx, [...typed.keys()], typed);
  const errors: FieldError[] = [];
  const items = lines.map((l, i) => {
    const p = found.get(skuKey(l.sku));
    if (!p) errors.push({ field: field(i), code: "not_found", message: NO_PRODUCT });
    return { productId: p?.id ?? null, sku: p?.sku ?? l.sku, qty: l.qty, options: optionsJson(l.options) };
  });
  if (errors.length) throw validationFailed(errors, errors.length === 1 ? NO_PRODUCT : "Some SKUs match no product");
  return items;
}

const sameLine = (a: { productId: number | null; sku: string; options: string }, b: NewItem) =>
  a.options === b.options && (a.productId !== null && b.productId !== null ? a.productId === b.productId : a.sku === b.sku);

/**
 * Writes `items` into the list inside the caller's transaction: a line the list holds (same product and options)
 * takes the added quantity, the others are appended in order. 422 past the list's limit or a line's 10,000 units.
 */
export async function mergeItems(tx: RequestContext, list: RequisitionList, items: readonly NewItem[], maxItems: number): Promise<number[]> {
  const t = dbOf(tx);
  // the list's row first: it holds the row lock until commit, so two writers to one list count its items one after
  // the other (on PostgreSQL two concurrent imports could otherwise each see room for theirs and pass maxItems)
  await t.requisitionList.update({ where: { id: list.id }, data: { updatedAt: new Date() } });
  const held = await t.requisitionListItem.findMany({ where: { listId: list.id }, orderBy: [{ position: "asc" }, { id: "asc" }] });
  const rows = held.map((h) => ({ ...h, qty: h.qty, changed: false, isNew: false }));
  let position = held.reduce((n, h) => Math.max(n, h.position), 0);
  const touched: (typeof rows)[number][] = [];
  for (const [i, item] of items.entries()) {
    const row = rows.find((r) => sameLine(r, item));
    if (row) {
      row.qty += item.qty;
      row.changed = true;
      if (row.qty > MAX_ITEM_QTY) throw validationFailed([{ field: `items.${i}.qty`, code: "too_big", message: `a line holds at most ${MAX_ITEM_QTY} units` }]);
      touched.push(row);
      continue;
    }
    const fresh = { id: 0, listId: list.id, ...item, position: ++position, createdAt: new Date(), updatedAt: new Date(), changed: true, isNew: true };
    rows.push(fresh);
    touched.push(fresh);
  }
  if (rows.length > maxItems) throw limitReached("items", maxItems, "items");
  for (const r of rows.filter((x) => x.changed)) {
    if (r.isNew)
      r.id = (
        await t.requisitionListItem.create({
          data: { listId: list.id, productId: r.productId, sku: r.sku, qty: r.qty, options: r.options, position: r.position },
        })
      ).id;
    else await t.requisitionListItem.update({ where: { id: r.id }, data: { qty: r.qty } });
  }
  return touched.map((r) => r.id);
}

export async function addItemsToList(ctx: RequestContext, m: RequisitionModule, id: number, raw: unknown): Promise<ListDto> {
  const { list, viewer: v } = await editableList(ctx, m, id);
  const input = parseInput(itemsAddInput, raw);
  const items = await productsOf(ctx, input.items, (i) => `items.${i}.sku`);
  await withTransaction(ctx, (tx) => mergeItems(tx, list, items, v.config.maxItems));
  return listDetail(ctx, m, list.id, v);
}

const itemNotFound = () => new ProblemError(404, "not_found", "No such item in this list");

/** the list's items of these ids (404 when any is not one of the list's) */
async function itemsOf(ctx: RequestContext, listId: number, itemIds: readonly number[]) {
  const wanted = [...new Set(itemIds)];
  const found = wanted.every((x) => Number.isSafeInteger(x) && x >= 1 && x <= MAX_ID)
    ? await ctx.app.db.requisitionListItem.findMany({ where: { listId, id: { in: wanted } } })
    : [];
  if (found.length !== wanted.length) throw itemNotFound();
  return found;
}

/**
 * Changes items' quantities or options (options are judged when the list is shown and added to the cart, as a
 * cart judges them); every id must be the list's (404), all or nothing
 */
export async function updateListItems(ctx: RequestContext, m: RequisitionModule, id: number, raw: unknown): Promise<ListDto> {
  const { list, viewer: v } = await editableList(ctx, m, id);
  const input = parseInput(itemsUpdateInput, raw);
  await itemsOf(
    ctx,
    list.id,
    input.items.map((i) => i.id),
  );
  await withTransaction(ctx, async (tx) => {
    const t = dbOf(tx);
    for (const u of input.items)
      await t.requisitionListItem.update({
        where: { id: u.id },
        data: { ...(u.qty !== undefined ? { qty: u.qty } : {}), ...(u.options !== undefined ? { options: optionsJson(u.options) } : {}) },
      });
    await t.requisitionList.update({ where: { id: list.id }, data: { updatedAt: new Date() } });
  });
  return listDetail(ctx, m, list.id, v);
}

export async function removeListItems(ctx: RequestContext, m: RequisitionModule, id: number, raw: readonly number[]): Promise<ListDto> {
  const { list, viewer: v } = await editableList(ctx, m, id);
  const { itemIds } = parseInput(itemsRemoveInput, { itemIds: raw });
  const items = await itemsOf(ctx, list.id, itemIds);
  await withTransaction(ctx, async (tx) => {
    const t = dbOf(tx);
    await t.requisitionListItem.deleteMany({ where: { listId: list.id, id: { in: items.map((i) => i.id) } } });
    await t.requisitionList.update({ where: { id: list.id }, data: { updatedAt: new Date() } });
  });
  return listDetail(ctx, m, list.id, v);
}

/**
 * Copies (from a list the caller sees) or moves (from one they edit) items to another list they edit; answers the
 * target list. Every id must be an item of the source list (422 per unknown id, nothing written).
 */
export async function transferItems(ctx: RequestContext, m: RequisitionModule, id: number, raw: unknown, mode: "copy" | "move"): Promise<ListDto> {
  const input = parseInput(itemsTransferInput, raw);
  const from = mode === "move" ? await editableList(ctx, m, id) : await readableList(ctx, m, id);
  const to = await editableList(ctx, m, input.toListId, from.viewer);
  if (to.list.id === from.list.id)
    throw validationFailed([{ field: "toListId", code: "same_list", message: "the items are already in this list" }], "Choose another list");
  const held = await ctx.app.db.requisitionListItem.findMany({ where: { listId: from.list.id, id: { in: input.itemIds } } });
  const byId = new Map(held.map((h) => [h.id, h]));
  const missing = input.itemIds.flatMap((x, i) => (byId.has(x) ? [] : [{ field: `itemIds.${i}`, code: "not_found", message: "not an item of this list" }]));
  if (missing.length) throw validationFailed(missing);
  const items = [...new Set(input.itemIds)].map((x) => byId.get(x)!);
  await withTransaction(ctx, async (tx) => {
    await mergeItems(tx, to.list, items, to.viewer.config.maxItems);
    if (mode === "move") {
      const t = dbOf(tx);
      await t.requisitionListItem.deleteMany({ where: { listId: from.list.id, id: { in: items.map((x) => x.id) } } });
      await t.requisitionList.update({ where: { id: from.list.id }, data: { updatedAt: new Date() } });
    }
  });
  return listDetail(ctx, m, to.list.id, to.viewer);
}

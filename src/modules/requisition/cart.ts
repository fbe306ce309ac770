/**
 * Lists and the cart: a list (all its items or some) added to the caller's cart in one transaction, answered per
 * line as quick order answers (the judge's status, then whether the cart took it); a list made from the caller's
 * active cart or from one of their own orders (another's order is a 404, as a missing one).
 */
import type { RequestContext } from "../../core/context.ts";
import { ProblemError, validationFailed } from "../../core/errors.ts";
import { parseInput } from "../../core/api/input.ts";
import { withTransaction } from "../../core/unit-of-work.ts";
import { addItems, type AddLine } from "../../cart/add-many.ts";
import { type CartDto, cartDto, findCart } from "../../cart/service.ts";
import { editableList, readableList, type RequisitionModule, type Viewer, viewer } from "./access.ts";
import { addToCartInput, fromCartInput, fromOrderInput } from "./inputs.ts";
import { mergeItems, type NewItem } from "./items.ts";
import { createList } from "./lists.ts";
import { itemDto, judgedItems, listDetail, type ListDto, type ListItemDto, parseOptions } from "./list-dto.ts";

export interface AddedLineDto extends ListItemDto {
  added: boolean;
  /** the units this line put in the cart */
  addedQty: number;
  /** why not added: the line's status, or the cart's refusal */
  reason: { code: string; message: string } | null;
}

export interface ListToCartDto {
  listId: number;
  lines: AddedLineDto[];
  cart: { maskedId: string; itemsCount: number; itemsQty: number; grandTotal: number } | null;
  maskedId: string | null;
}

/** adds the list's items (or those of `itemIds`) whose status is ok to the caller's cart; the others say why not */
export async function listToCart(ctx: RequestContext, m: RequisitionModule, id: number, raw: unknown): Promise<ListToCartDto> {
  const { list, isOwner } = await readableList(ctx, m, id);
  const input = parseInput(addToCartInput, raw ?? {});
  const judged = await judgedItems(ctx, list.id, isOwner, input.itemIds);
  if (input.itemIds) {
    const have = new Set(judged.map((j) => j.row.id));
    const missing = input.itemIds.flatMap((x, i) => (have.has(x) ? [] : [{ field: `itemIds.${i}`, code: "not_found", message: "not an item of this list" }]));
    if (missing.length) throw validationFailed(missing);
  }
  const lines: AddedLineDto[] = judged.map(({ row, verdict }) => ({
    ...itemDto(row, verdict),
    added: false,
    addedQty: 0,
    reason: verdict.status === "ok" ? null : { code: verdict.status, message: verdict.message ?? verdict.status },
  }));
  const ok = judged.flatMap((j, i) => (j.verdict.status === "ok" && j.verdict.product ? [{ i, j }] : []));
  const toAdd: AddLine[] = ok.map(({ j }) => ({ sku: j.verdict.product!.sku, qty: j.row.qty, options: parseOptions(j.row.options) }));
  const result = toAdd.length ? await addItems(ctx, toAdd) : { cart: null, lines: [] };
  for (const [k, r] of result.lines.entries()) {
    const line = lines[ok[k]!.i]!;
    line.added = r.added;
    line.addedQty = r.qty;
    if (r.problem) line.reason = { code: r.problem.code, message: r.problem.message };
  }
  const after = result.cart ?? (await cartNow(ctx));
  const cart = after && { maskedId: after.maskedId, itemsCount: after.itemsCount, itemsQty: after.itemsQty, grandTotal: after.prices.grandTotal };
  return { listId: list.id, lines, cart, maskedId: cart?.maskedId ?? null };
}

async function cartNow(ctx: RequestContext): Promise<CartDto | null> {
  const cart = await findCart(ctx);
  return cart && cartDto(ctx, cart);
}

/** the lines into an existing list the caller edits, or a new list named `name` */
async function intoList(ctx: RequestContext, m: RequisitionModule, v: Viewer, items: NewItem[], listId: number | undefined, name: string): Promise<ListDto> {
  const target = listId !== undefined ? (await editableList(ctx, m, listId, v)).list : null;
  if (target) {
    await withTransaction(ctx, (tx) => mergeItems(tx, target, items, v.config.maxItems));
    return listDetail(ctx, m, target.id, v);
  }
  const created = await createList(ctx, m, { name });
  const list = await ctx.app.db.requisitionList.findUniqueOrThrow({ where: { id: created.id } });
  try {
    await withTransaction(ctx, (tx) => mergeItems(tx, list, items, v.config.maxItems));
  } catch (e) {
    // the new list is not left behind empty when its items are refused
    await ctx.app.db.requisitionList.delete({ where: { id: created.id } });
    throw e;
  }
  return listDetail(ctx, m, created.id, v);
}

const today = () => new Date().toISOString().slice(0, 10);

/** the caller's active cart's lines (with their options) saved as a new list, or added to one they edit */
export async function listFromCart(ctx: RequestContext, m: RequisitionModule, raw: unknown): Promise<ListDto> {
  const v = await viewer(ctx, m);
  const input = parseInput(fromCartInput, raw ?? {});
  const cart = await findCart(ctx);
  if (!cart?.items.length) throw new ProblemError(422, "cart_empty", "Your cart is empty: add items first");
  const items = cart.items.map((i) => ({ productId: i.productId, sku: i.sku, qty: i.qty, options: i.options || "{}" }));
  return intoList(ctx, m, v, items, input.listId, input.name ?? `Cart ${today()}`);
}

const orderNotFound = () => new ProblemError(404, "not_found", "Order not found");

/** one of the caller's own orders (by increment id, or its numeric id) saved as a list; any other order: 404 */
export async function listFromOrder(ctx: RequestContext, m: RequisitionModule, raw: unknown): Promise<ListDto> {
  const v = await viewer(ctx, m);
  const input = parseInput(fromOrderInput, raw ?? {});
  const key = String(input.orderId);
  const own = { customerId: v.customerId, storeId: ctx.store.id };
  const include = { items: { orderBy: { id: "asc" as const } } };
  // the number the customer sees first; a numeric id only when no order has it as its number
  const order =
    (await ctx.app.db.order.findFirst({ where: { ...own, incrementId: key }, include })) ??
    (/^\d{1,9}$/.test(key) ? await ctx.app.db.order.findFirst({ where: { ...own, id: Number(key) }, include }) : null);
  if (!order) throw orderNotFound();
  const items = order.items.map((i) => ({ productId: i.productId, sku: i.sku, qty: i.qty, options: i.options || "{}" }));
  if (!items.length) throw orderNotFound();
  return intoList(ctx, m, v, items, input.listId, input.name ?? `Order #${order.incrementId}`);
}

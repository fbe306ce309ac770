/**
 * What a list answers: its fields, its owner, whether the caller may edit it, and its items each with the caller's
 * price and status now (the line judge, src/cart/line-status.ts: one batch for the whole list), never a stored price.
 */
import type { RequestContext } from "../../core/context.ts";
import { amount, mul } from "../../core/money.ts";
import { judgeLines, type LineVerdict } from "../../cart/line-status.ts";
import type { ItemOptions } from "../../sales/item-options.ts";
import type { RequisitionList } from "../../generated/prisma/client.ts";
import { canEditList, readableList, type RequisitionModule, type Viewer } from "./access.ts";

export interface ListOwnerDto {
  id: number;
  name: string;
  isMe: boolean;
}

export interface ListSummaryDto {
  id: number;
  name: string;
  description: string;
  shared: boolean;
  owner: ListOwnerDto;
  canEdit: boolean;
  itemsCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface ListItemDto extends Omit<LineVerdict, "sku" | "qty"> {
  id: number;
  /** the SKU the item was kept with */
  sku: string;
  qty: number;
  options: ItemOptions;
  /** the caller's unit price for the item's quantity now (null: hidden, or no product) */
  price: number | null;
  rowTotal: number | null;
}

export interface ListDto extends ListSummaryDto {
  items: ListItemDto[];
}

const ownerName = (c: { firstName: string; lastName: string } | undefined) => (c ? `${c.firstName} ${c.lastName}`.trim() : "");

/** the lists' answers without their items: one read of the owners and one count of the items, whatever the number of lists */
export async function listSummaries(ctx: RequestContext, v: Viewer, lists: readonly RequisitionList[]): Promise<ListSummaryDto[]> {
  const ids = lists.map((l) => l.id);
  const [owners, counts] = await Promise.all([
    ctx.app.db.customer.findMany({
      where: { id: { in: [...new Set(lists.map((l) => l.customerId))] } },
      select: { id: true, firstName: true, lastName: true },
    }),
    ctx.app.db.requisitionListItem.groupBy({ by: ["listId"], where: { listId: { in: ids } }, _count: { _all: true } }),
  ]);
  const ownerOf = new Map(owners.map((o) => [o.id, o]));
  const countOf = new Map(counts.map((c) => [c.listId, c._count._all]));
  return lists.map((l) => ({
    id: l.id,
    name: l.name,
    description: l.description,
    shared: l.shared,
    owner: { id: l.customerId, name: ownerName(ownerOf.get(l.customerId)), isMe: l.customerId === v.customerId },
    canEdit: canEditList(v, l),
    itemsCount: countOf.get(l.id) ?? 0,
    createdAt: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
  }));
}

export const parseOptions = (json: string): ItemOptions => {
  try {
    const o = JSON.parse(json) as unknown;
    return o && typeof o === "object" && !Array.isArray(o) ? (o as ItemOptions) : {};
  } catch {
    return {};
  }
};

/** what a colleague reads of an item whose product they cannot have: not its SKU, nor its options */
const MASKED = { sku: "", options: "{}" } as const;

/**
 * The items of a list as the caller would buy them now, in the list's order. On a list the caller does not own, an
 * item whose product is not found for them keeps its SKU and options to itself: another member's catalogue may hold
 * a product hidden from the caller, and the stored SKU would name it.
 */
export async function judgedItems(ctx: RequestContext, listId: number, ownedByCaller: boolean, itemIds?: readonly number[]) {
  const rows = await ctx.app.db.requisitionListItem.findMany({
    where: { listId, ...(itemIds ? { id: { in: [...itemIds] } } : {}) },
    orderBy: [{ position: "asc" }, { id: "asc" }],
  });
  const verdicts = await judgeLines(
    ctx,
    rows.map((r) => ({ sku: r.sku, qty: r.qty, options: parseOptions(r.options), ...(r.productId !== null ? { productId: r.productId } : {}) })),
  );
  return rows.map((r, i) => {
    const verdict = verdicts[i]!;
    const masked = !ownedByCaller && verdict.status === "not_found";
    return { row: masked ? { ...r, ...MASKED } : r, verdict: masked ? { ...verdict, sku: "" } : verdict, masked };
  });
}

export function itemDto(row: { id: number; sku: string; qty: number; options: string }, verdict: LineVerdict): ListItemDto {
  const { sku: _sku, qty: _qty, ...rest } = verdict;
  const price = verdict.product?.price ?? null;
  return {
    ...rest,
    id: row.id,
    sku: row.sku,
    qty: row.qty,
    options: parseOptions(row.options),
    price,
    rowTotal: price === null ? null : amount(mul(price, row.qty), verdict.product!.currency),
  };
}

/** one list as the caller may see it (404 otherwise), with its items judged for the caller */
export async function listDetail(ctx: RequestContext, m: RequisitionModule, id: number, v?: Viewer): Promise<ListDto> {
  const { list, viewer, isOwner } = await readableList(ctx, m, id, v);
  const [[summary], items] = await Promise.all([listSummaries(ctx, viewer, [list]), judgedItems(ctx, list.id, isOwner)]);
  return { ...summary!, itemsCount: items.length, items: items.map(({ row, verdict }) => itemDto(row, verdict)) };
}

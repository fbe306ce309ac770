/** What the list calls take, checked once for GraphQL and REST alike (422 `invalid` with field errors). */
import { z } from "zod";
import { itemOptions } from "../../sales/item-options.ts";

/** a line's most units, as a cart line's */
export const MAX_ITEM_QTY = 10_000;

/** the largest id a row has (INT4 in PostgreSQL): a larger one would fail the statement, not find nothing */
export const MAX_ID = 2_147_483_647;
/** a row's id as a body names it */
export const rowId = z.number().int().positive().max(MAX_ID, "no such id");

export const qty = z.number({ error: "qty must be a number" }).int("qty must be a whole number").min(1, "qty must be at least 1").max(MAX_ITEM_QTY);

export const listCreateInput = z.object({
  name: z.string().trim().min(1, "a list needs a name").max(255),
  description: z.string().trim().max(2000).default(""),
  shared: z.boolean().default(false),
});
export type ListCreateInput = z.output<typeof listCreateInput>;

export const listUpdateInput = z.object({
  name: z.string().trim().min(1, "a list needs a name").max(255).optional(),
  description: z.string().trim().max(2000).optional(),
  shared: z.boolean().optional(),
});
export type ListUpdateInput = z.output<typeof listUpdateInput>;

export const itemInput = z.object({ sku: z.string().trim().min(1, "a SKU is required").max(64), qty, options: itemOptions.default({}) });
export type ItemInput = z.output<typeof itemInput>;

export const itemsAddInput = z.object({ items: z.array(itemInput).min(1, "no items").max(500) });

export const itemUpdateInput = z.object({ qty: qty.optional(), options: itemOptions.optional() });
export const itemsUpdateInput = z.object({
  items: z
    .array(itemUpdateInput.extend({ id: rowId }))
    .min(1, "no items")
    .max(500),
});

const ids = z.array(rowId).min(1, "no items").max(500);

export const itemsTransferInput = z.object({ toListId: rowId, itemIds: ids });

export const addToCartInput = z.object({ itemIds: ids.optional() });

/** ids outside a row's range are no item of the list (404, as an unknown one) */
export const itemsRemoveInput = z.object({ itemIds: z.array(z.number()).max(500) });

export const fromCartInput = z.object({ name: z.string().trim().min(1).max(255).optional(), listId: rowId.optional() });

export const fromOrderInput = z.object({
  orderId: z.union([z.string().trim().min(1).max(64), z.number().int().positive()]),
  name: z.string().trim().min(1).max(255).optional(),
  listId: rowId.optional(),
});

/** a list's CSV: 1 MB at most (500 lines with options fit many times over) */
export const importInput = z.object({ csv: z.string().max(1_000_000), dryRun: z.boolean().default(false) });

/**
 * REST under /api/rest/v2/b2b/requisition-lists (customer token): the same service functions as the GraphQL fields
 * (schema.ts). Errors: 401 without a customer token; 404 `not_found` for a list the caller may not see (the same
 * body as a missing one) and where lists are off; 403 `permission_denied` for a shared list the caller only sees;
 * 422 `invalid` / `limit_reached` with field errors.
 */
import { ProblemError } from "../../core/errors.ts";
import { defineRoute, respond, type RestRoute } from "../../core/routes.ts";
import type { RequisitionModule } from "./access.ts";
import { createList, deleteList, listsOf, updateList } from "./lists.ts";
import { addItemsToList, removeListItems, transferItems, updateListItems } from "./items.ts";
import { listDetail } from "./list-dto.ts";
import { listFromCart, listFromOrder, listToCart } from "./cart.ts";
import { exportListCsv, importListCsv } from "./csv.ts";
import {
  addToCartInput,
  fromCartInput,
  fromOrderInput,
  importInput,
  itemsAddInput,
  itemsTransferInput,
  itemUpdateInput,
  listCreateInput,
  listUpdateInput,
} from "./inputs.ts";

const BASE = "/api/rest/v2/b2b/requisition-lists";
const TAG = "requisition";

/** a path id that is not a positive integer is a list nobody may see: the same 404 as any other */
const pathId = (raw: string | undefined) => (/^\d{1,9}$/.test(raw ?? "") ? Number(raw) : 0);

/** lists switched off answer as a route that does not exist */
async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof ProblemError && e.code === "module_disabled") throw new ProblemError(404, "not_found", "Not found");
    throw e;
  }
}

const read = (what: string) => ({ 200: what, 401: "login_required", 404: "not_found: no such list, or one the caller may not see" });
const write = (what: string, extra: Record<number, string> = {}) => ({
  200: what,
  401: "login_required",
  403: "permission_denied: a shared list the caller sees but may not edit (lists.manage), or sharing without lists.manage",
  404: "not_found: no such list (or item), or one the caller may not see",
  422: "invalid (field errors); limit_reached",
  ...extra,
});
const noStore = { "Cache-Control": "private, no-store" };

export function requisitionRoutes(m: RequisitionModule): RestRoute[] {
  return [
    {
      id: "b2b_requisition_lists",
      method: "GET",
      path: BASE,
      tag: TAG,
      summary:
        "The caller's own lists and the lists shared with them, without their items: [{id, name, description, shared, owner, canEdit, itemsCount, updatedAt}]",
      responses: { 200: "[list]", 401: "login_required", 404: "not_found (lists are off)" },
      handler: async (ctx) => respond({ body: await guarded(() => listsOf(ctx, m)), headers: noStore }),
    },
    defineRoute({
      id: "b2b_requisition_list_create",
      method: "POST",
      path: BASE,
      tag: TAG,
      summary: "Creates a list {name, description?, shared?} (shared: a company member with lists.manage)",
      body: listCreateInput,
      responses: write("the list", { 201: "created" }),
      handler: async (ctx, req) => respond({ status: 201, body: await guarded(() => createList(ctx, m, req.body)) }),
    }),
    defineRoute({
      id: "b2b_requisition_list_from_cart",
      method: "POST",
      path: `${BASE}/from-cart`,
      tag: TAG,
      summary: "The caller's active cart saved as a new list {name} or added to one they edit {listId}; 422 cart_empty",
      body: fromCartInput,
      responses: write("the list", { 201: "created" }),
      handler: async (ctx, req) => respond({ status: 201, body: await guarded(() => listFromCart(ctx, m, req.body)) }),
    }),
    defineRoute({
      id: "b2b_requisition_list_from_order",
      method: "POST",
      path: `${BASE}/from-order`,
      tag: TAG,
      summary: "One of the caller's orders {orderId: its number or id} saved as a new list {name?} or added to one they edit {listId}; another's order: 404",
      body: fromOrderInput,
      responses: write("the list", { 201: "created" }),
      handler: async (ctx, req) => respond({ status: 201, body: await guarded(() => listFromOrder(ctx, m, req.body)) }),
    }),
    {
      id: "b2b_requisition_list",
      method: "GET",
      path: `${BASE}/:id`,
      tag: TAG,
      summary:
        "One list with its items, each with the caller's current price and status: {id, name, shared, owner, canEdit, items: [{id, sku, qty, options, price, rowTotal, status, message, product, rule, available}]}",
      responses: read("the list"),
      handler: async (ctx, req) => respond({ body: await guarded(() => listDetail(ctx, m, pathId(req.params.id))), headers: noStore }),
    },
    defineRoute({
      id: "b2b_requisition_list_update",
      method: "PATCH",
      path: `${BASE}/:id`,
      tag: TAG,
      summary: "Renames a list (its owner; lists.manage for a shared one) or shares / unshares it (its owner; sharing needs lists.manage)",
      body: listUpdateInput,
      responses: write("the list"),
      handler: (ctx, req) => guarded(() => updateList(ctx, m, pathId(req.params.id), req.body)),
    }),
    {
      id: "b2b_requisition_list_delete",
      method: "DELETE",
      path: `${BASE}/:id`,
      tag: TAG,
      summary: "Deletes a list (its owner); answers it as it was",
      responses: write("the deleted list"),
      handler: (ctx, req) => guarded(() => deleteList(ctx, m, pathId(req.params.id))),
    },
    defineRoute({
      id: "b2b_requisition_list_items_add",
      method: "POST",
      path: `${BASE}/:id/items`,
      tag: TAG,
      summary:
        "Adds items {items: [{sku, qty, options?}]}; a SKU the caller's catalogue has not: 422 items.N.sku not_found; a line of the same product and options adds up",
      body: itemsAddInput,
      responses: write("the list"),
      handler: (ctx, req) => guarded(() => addItemsToList(ctx, m, pathId(req.params.id), req.body)),
    }),
    defineRoute({
      id: "b2b_requisition_list_item_update",
      method: "PATCH",
      path: `${BASE}/:id/items/:itemId`,
      tag: TAG,
      summary: "Changes an item's quantity or options {qty?, options?}",
      body: itemUpdateInput,
      responses: write("the list"),
      handler: (ctx, req) => guarded(() => updateListItems(ctx, m, pathId(req.params.id), { items: [{ ...req.body, id: pathId(req.params.itemId) }] })),
    }),
    {
      id: "b2b_requisition_list_item_remove",
      method: "DELETE",
      path: `${BASE}/:id/items/:itemId`,
      tag: TAG,
      summary: "Removes an item",
      responses: write("the list"),
      handler: (ctx, req) => guarded(() => removeListItems(ctx, m, pathId(req.params.id), [pathId(req.params.itemId)])),
    },
    defineRoute({
      id: "b2b_requisition_list_items_copy",
      method: "POST",
      path: `${BASE}/:id/items/copy`,
      tag: TAG,
      summary: "Copies items {toListId, itemIds} to another list the caller edits; answers that list",
      body: itemsTransferInput,
      responses: write("the target list"),
      handler: (ctx, req) => guarded(() => transferItems(ctx, m, pathId(req.params.id), req.body, "copy")),
    }),
    defineRoute({
      id: "b2b_requisition_list_items_move",
      method: "POST",
      path: `${BASE}/:id/items/move`,
      tag: TAG,
      summary: "Moves items {toListId, itemIds} to another list the caller edits; answers that list",
      body: itemsTransferInput,
      responses: write("the target list"),
      handler: (ctx, req) => guarded(() => transferItems(ctx, m, pathId(req.params.id), req.body, "move")),
    }),
    defineRoute({
      id: "b2b_requisition_list_add_to_cart",
      method: "POST",
      path: `${BASE}/:id/add-to-cart`,
      tag: TAG,
      summary:
        "Adds the list's items {itemIds?} whose status is ok to the caller's cart in one transaction: {lines: [item + added, addedQty, reason?], cart: {maskedId, itemsCount, itemsQty, grandTotal}, maskedId}",
      body: addToCartInput.optional(),
      responses: read("the per-line results"),
      handler: async (ctx, req) => {
        const result = await guarded(() => listToCart(ctx, m, pathId(req.params.id), req.body ?? {}));
        return respond({ body: result, headers: { ...noStore, ...(result.maskedId ? { "X-Cart-Id": result.maskedId } : {}) } });
      },
    }),
    {
      id: "b2b_requisition_list_export",
      method: "GET",
      path: `${BASE}/:id/export`,
      tag: TAG,
      summary: "The list as CSV: sku,qty,options (options as JSON, empty for none)",
      produces: "text/csv",
      responses: read("text/csv"),
      handler: async (ctx, req) => {
        const { filename, csv } = await guarded(() => exportListCsv(ctx, m, pathId(req.params.id)));
        return respond({
          raw: { contentType: "text/csv; charset=utf-8", text: csv },
          headers: { ...noStore, "Content-Disposition": `attachment; filename="${filename}"` },
        });
      },
    },
    defineRoute({
      id: "b2b_requisition_list_import",
      method: "POST",
      path: `${BASE}/:id/import`,
      tag: TAG,
      summary:
        "Reads {csv: 'sku,qty,options' lines, dryRun?} into the list: any wrong line answers 422 with every one (csv.line.N) and writes nothing; dryRun checks only: {dryRun, lines, errors, list}",
      body: importInput,
      responses: write("{dryRun, lines, errors, list}", { 413: "too_many_lines" }),
      handler: (ctx, req) => guarded(() => importListCsv(ctx, m, pathId(req.params.id), req.body)),
    }),
  ];
}

/**
 * Requisition lists in GraphQL (customer token). The queries `requisitionLists`, `requisitionList(id)` and
 * `requisitionListExportCsv(id)` answer their object and refuse with a GraphQL error carrying the code, as every
 * query does (`not_found` for a list the caller may not see, `module_disabled` where lists are off); the mutations,
 * noun first, answer their object or a `Problem`. The REST routes
 * (rest.ts) call the same service functions.
 */
import type { Builder } from "../../core/schema-builder.ts";
import { ProblemError, type FieldError } from "../../core/errors.ts";
import { withoutNulls } from "../../core/api/input.ts";
import type { LineProduct, LineVariant, LineVerdict } from "../../cart/line-status.ts";
import type { RequisitionModule } from "./access.ts";
import { listsOf, createList, updateList, deleteList } from "./lists.ts";
import { addItemsToList, removeListItems, transferItems, updateListItems } from "./items.ts";
import { listDetail, judgedItems, itemDto, type ListItemDto, type ListSummaryDto, type ListOwnerDto } from "./list-dto.ts";
import { listFromCart, listFromOrder, listToCart, type AddedLineDto, type ListToCartDto } from "./cart.ts";
import { exportListCsv, importListCsv, type ImportLineDto, type ImportResultDto, type ListCsvDto } from "./csv.ts";

const problem = () => ({ types: [ProblemError], directResult: true as const });

type ListShape = ListSummaryDto & { items?: ListItemDto[] };

export function registerRequisitionSchema(builder: Builder, m: RequisitionModule): void {
  const Owner = builder.objectRef<ListOwnerDto>("RequisitionListOwner").implement({
    fields: (t) => ({ id: t.exposeInt("id"), name: t.exposeString("name"), isMe: t.exposeBoolean("isMe", { description: "the caller owns the list" }) }),
  });
  const Product = builder.objectRef<LineProduct>("RequisitionListProduct").implement({
    description: "the item's product as the caller sees it now",
    fields: (t) => ({
      id: t.exposeInt("id"),
      sku: t.exposeString("sku"),
      name: t.exposeString("name"),
      urlKey: t.exposeString("urlKey"),
      type: t.exposeString("type"),
      imageUrl: t.exposeString("imageUrl", { nullable: true }),
      price: t.exposeFloat("price", { nullable: true, description: "the caller's unit price for the item's quantity; null when hidden" }),
      currency: t.exposeString("currency"),
      inStock: t.exposeBoolean("inStock"),
      stockQty: t.exposeInt("stockQty", { nullable: true }),
    }),
  });
  const Rule = builder.objectRef<NonNullable<LineVerdict["rule"]>>("RequisitionListQuantityRule").implement({
    fields: (t) => ({
      minQty: t.exposeInt("minQty", { nullable: true }),
      maxQty: t.exposeInt("maxQty", { nullable: true }),
      qtyIncrement: t.exposeInt("qtyIncrement", { nullable: true }),
    }),
  });
  const Variant = builder.objectRef<LineVariant>("RequisitionListVariant").implement({
    fields: (t) => ({
      sku: t.exposeString("sku"),
      name: t.exposeString("name"),
      price: t.exposeFloat("price", { nullable: true }),
      inStock: t.exposeBoolean("inStock"),
    }),
  });
  const Cta = builder.objectRef<NonNullable<LineVerdict["cta"]>>("RequisitionListCta").implement({
    fields: (t) => ({ label: t.exposeString("label"), href: t.exposeString("href") }),
  });
  const Line = builder.interfaceRef<ListItemDto>("RequisitionListLine").implement({
    description: "an item of a list with the caller's price and status now",
    fields: (t) => ({
      id: t.exposeInt("id"),
      sku: t.exposeString("sku", { description: "the SKU the item was kept with" }),
      qty: t.exposeInt("qty"),
      options: t.field({ type: "JSON", resolve: (i) => i.options }),
      price: t.exposeFloat("price", { nullable: true, description: "the caller's unit price now (never a stored one); null when hidden or not found" }),
      rowTotal: t.exposeFloat("rowTotal", { nullable: true }),
      status: t.exposeString("status", {
        description: "ok | not_found | price_hidden | purchase_blocked | out_of_stock | quantity_rule | needs_options",
      }),
      message: t.exposeString("message", { nullable: true }),
      product: t.expose("product", { type: Product, nullable: true }),
      rule: t.expose("rule", { type: Rule, nullable: true }),
      available: t.exposeInt("available", { nullable: true }),
      variants: t.expose("variants", { type: [Variant], nullable: true }),
      cta: t.expose("cta", { type: Cta, nullable: true }),
    }),
  });
  const Item = builder.objectRef<ListItemDto>("RequisitionListItem").implement({
    description: "a line of a list, with the caller's price and status now",
    interfaces: [Line],
    fields: () => ({}),
  });
  const List = builder.objectRef<ListShape>("RequisitionList").implement({
    description: "a named list of SKUs with quantities and options; shared lists are seen by the company's members who may",
    fields: (t) => ({
      id: t.exposeInt("id"),
      name: t.exposeString("name"),
      description: t.exposeString("description"),
      shared: t.exposeBoolean("shared", { description: "shared with the owner's company" }),
      owner: t.expose("owner", { type: Owner }),
      canEdit: t.exposeBoolean("canEdit"),
      itemsCount: t.exposeInt("itemsCount"),
      createdAt: t.exposeString("createdAt"),
      updatedAt: t.exposeString("updatedAt"),
      items: t.field({
        type: [Item],
        resolve: async (l, _a, { ctx }) => l.items ?? (await judgedItems(ctx, l.id, l.owner.isMe)).map(({ row, verdict }) => itemDto(row, verdict)),
      }),
    }),
  });
  const Reason = builder.objectRef<{ code: string; message: string }>("RequisitionListCartReason").implement({
    fields: (t) => ({ code: t.exposeString("code"), message: t.exposeString("message") }),
  });
  const CartLine = builder.objectRef<AddedLineDto>("RequisitionListCartLine").implement({
    description: "an item of the list, and whether it went into the cart (and why not)",
    interfaces: [Line],
    fields: (t) => ({
      added: t.exposeBoolean("added"),
      addedQty: t.exposeInt("addedQty"),
      reason: t.expose("reason", { type: Reason, nullable: true }),
    }),
  });
  const CartSummary = builder.objectRef<NonNullable<ListToCartDto["cart"]>>("RequisitionListCartSummary").implement({
    fields: (t) => ({
      maskedId: t.exposeString("maskedId"),
      itemsCount: t.exposeInt("itemsCount"),
      itemsQty: t.exposeInt("itemsQty"),
      grandTotal: t.exposeFloat("grandTotal"),
    }),
  });
  const ToCart = builder.objectRef<ListToCartDto>("RequisitionListAddToCartResultData").implement({
    fields: (t) => ({
      listId: t.exposeInt("listId"),
      lines: t.expose("lines", { type: [CartLine] }),
      cart: t.expose("cart", { type: CartSummary, nullable: true }),
      maskedId: t.exposeString("maskedId", { nullable: true }),
    }),
  });
  const Csv = builder.objectRef<ListCsvDto>("RequisitionListCsv").implement({
    fields: (t) => ({ filename: t.exposeString("filename"), csv: t.exposeString("csv", { description: "sku,qty,options (options as JSON)" }) }),
  });
  const ImportLine = builder.objectRef<ImportLineDto>("RequisitionListImportLine").implement({
    fields: (t) => ({
      line: t.exposeInt("line"),
      sku: t.exposeString("sku"),
      qty: t.exposeInt("qty"),
      options: t.field({ type: "JSON", resolve: (l) => l.options }),
    }),
  });
  const ImportError = builder.objectRef<FieldError>("RequisitionListImportError").implement({
    fields: (t) => ({ field: t.exposeString("field"), code: t.exposeString("code"), message: t.exposeString("message") }),
  });
  const Import = builder.objectRef<ImportResultDto>("RequisitionListImport").implement({
    fields: (t) => ({
      dryRun: t.exposeBoolean("dryRun"),
      lines: t.expose("lines", { type: [ImportLine] }),
      errors: t.expose("errors", { type: [ImportError] }),
      list: t.expose("list", { type: List }),
    }),
  });

  const ListInput = builder.inputType("RequisitionListInput", {
    fields: (t) => ({ name: t.string(), description: t.string(), shared: t.boolean() }),
  });
  const ItemInput = builder.inputType("RequisitionListItemInput", {
    fields: (t) => ({
      sku: t.string({ required: true }),
      qty: t.int({ required: true }),
      options: t.field({ type: "JSON", description: "as the cart takes them: superAttributes, bundleSelections, customOptions, ..." }),
    }),
  });
  const ItemUpdate = builder.inputType("RequisitionListItemUpdateInput", {
    fields: (t) => ({ id: t.int({ required: true }), qty: t.int(), options: t.field({ type: "JSON" }) }),
  });

  builder.queryFields((t) => ({
    requisitionLists: t.field({
      type: [List],
      description: "the caller's own lists and the lists shared with them (most recently changed first)",
      authScopes: { customer: true },
      resolve: (_r, _a, { ctx }) => listsOf(ctx, m),
    }),
    requisitionList: t.field({
      type: List,
      description: "one list the caller may see (404 not_found otherwise, as for a missing one)",
      authScopes: { customer: true },
      args: { id: t.arg.int({ required: true }) },
      resolve: (_r, { id }, { ctx }) => listDetail(ctx, m, id),
    }),
    requisitionListExportCsv: t.field({
      type: Csv,
      description: "the list as CSV: sku,qty,options",
      authScopes: { customer: true },
      args: { id: t.arg.int({ required: true }) },
      resolve: (_r, { id }, { ctx }) => exportListCsv(ctx, m, id),
    }),
  }));

  const listMutation = <A>(description: string, args: A) => ({ type: List, description, authScopes: { customer: true }, errors: problem(), args });
  builder.mutationFields((t) => ({
    requisitionListCreate: t.field({
      ...listMutation("creates a list; shared needs a company and lists.manage", { input: t.arg({ type: ListInput, required: true }) }),
      resolve: (_r, { input }, { ctx }) => createList(ctx, m, withoutNulls(input)),
    }),
    requisitionListUpdate: t.field({
      ...listMutation("renames a list (its owner, or lists.manage for a shared one); shares or unshares it (its owner; sharing needs lists.manage)", {
        id: t.arg.int({ required: true }),
        input: t.arg({ type: ListInput, required: true }),
      }),
      resolve: (_r, { id, input }, { ctx }) => updateList(ctx, m, id, withoutNulls(input)),
    }),
    requisitionListDelete: t.field({
      ...listMutation("deletes a list (its owner); answers it as it was", { id: t.arg.int({ required: true }) }),
      resolve: (_r, { id }, { ctx }) => deleteList(ctx, m, id),
    }),
    requisitionListItemsAdd: t.field({
      ...listMutation(
        "adds items by SKU (422 items.N.sku not_found for a SKU the caller's catalogue has not); a line of the same product and options adds up",
        {
          id: t.arg.int({ required: true }),
          items: t.arg({ type: [ItemInput], required: true }),
        },
      ),
      resolve: (_r, { id, items }, { ctx }) => addItemsToList(ctx, m, id, { items: items.map((i) => withoutNulls(i)) }),
    }),
    requisitionListItemsUpdate: t.field({
      ...listMutation("changes items' quantities or options", { id: t.arg.int({ required: true }), items: t.arg({ type: [ItemUpdate], required: true }) }),
      resolve: (_r, { id, items }, { ctx }) => updateListItems(ctx, m, id, { items: items.map((i) => withoutNulls(i)) }),
    }),
    requisitionListItemsRemove: t.field({
      ...listMutation("removes items", { id: t.arg.int({ required: true }), itemIds: t.arg.intList({ required: true }) }),
      resolve: (_r, { id, itemIds }, { ctx }) => removeListItems(ctx, m, id, itemIds),
    }),
    requisitionListItemsCopy: t.field({
      ...listMutation("copies items to another list the caller edits; answers that list", {
        id: t.arg.int({ required: true }),
        itemIds: t.arg.intList({ required: true }),
        toListId: t.arg.int({ required: true }),
      }),
      resolve: (_r, { id, itemIds, toListId }, { ctx }) => transferItems(ctx, m, id, { itemIds, toListId }, "copy"),
    }),
    requisitionListItemsMove: t.field({
      ...listMutation("moves items to another list the caller edits; answers that list", {
        id: t.arg.int({ required: true }),
        itemIds: t.arg.intList({ required: true }),
        toListId: t.arg.int({ required: true }),
      }),
      resolve: (_r, { id, itemIds, toListId }, { ctx }) => transferItems(ctx, m, id, { itemIds, toListId }, "move"),
    }),
    requisitionListAddToCart: t.field({
      type: ToCart,
      description: "adds the list's items (or itemIds) whose status is ok to the caller's cart in one transaction; per line: added, addedQty, reason",
      authScopes: { customer: true },
      errors: problem(),
      args: { id: t.arg.int({ required: true }), itemIds: t.arg.intList() },
      resolve: (_r, { id, itemIds }, { ctx }) => listToCart(ctx, m, id, itemIds ? { itemIds } : {}),
    }),
    requisitionListFromCart: t.field({
      ...listMutation("the caller's cart saved as a new list (name), or added to one they edit (listId)", {
        name: t.arg.string(),
        listId: t.arg.int(),
      }),
      resolve: (_r, a, { ctx }) => listFromCart(ctx, m, withoutNulls(a)),
    }),
    requisitionListFromOrder: t.field({
      ...listMutation("one of the caller's orders (its number, or id) saved as a new list, or added to one they edit; 404 for any other order", {
        orderId: t.arg.string({ required: true }),
        name: t.arg.string(),
        listId: t.arg.int(),
      }),
      resolve: (_r, a, { ctx }) => listFromOrder(ctx, m, withoutNulls(a)),
    }),
    requisitionListImportCsv: t.field({
      type: Import,
      description: "reads sku,qty,options lines into the list; any wrong line: 422 with every one (csv.line.N), nothing written; dryRun: checks only",
      authScopes: { customer: true },
      errors: problem(),
      args: { id: t.arg.int({ required: true }), csv: t.arg.string({ required: true }), dryRun: t.arg.boolean() },
      resolve: (_r, { id, csv, dryRun }, { ctx }) => importListCsv(ctx, m, id, { csv, dryRun: dryRun ?? false }),
    }),
  }));
}

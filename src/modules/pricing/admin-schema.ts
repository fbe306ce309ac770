/**
 * Price lists in the admin GraphQL (scope `pricing`): the grid (`priceLists`, filtered by company or group for
 * their detail screens), one list (`priceList`, with its items a page at a time), the writes of lists, items
 * (`priceListItemsSet`: up to 10,000 a call, all or nothing; CSV import with a dry run, export) and assignments,
 * and `priceListConditionCheck` (the rules editor's diagnostics). Every mutation answers its record or a `Problem`,
 * is audited and moves the list's revision (announce.ts).
 */
import { audited } from "../../core/audit/declare.ts";
import { gridPagingArgs } from "../../core/api/paging.ts";
import { ProblemError } from "../../core/errors.ts";
import type { CoreTypeRefs, InstalledModule } from "../../core/modules.ts";
import type { Builder } from "../../core/schema-builder.ts";
import { assignPriceList, unassignPriceList } from "./admin/assign.ts";
import { exportCsv, importCsv, type ImportError, type ImportResult } from "./admin/csv.ts";
import { deleteItems, itemsPage, type PriceListItemDto, setItems } from "./admin/items.ts";
import { listPriceLists, PRICE_LIST_SORT_FIELDS, type PriceListPage } from "./admin/list.ts";
import { checkCondition, csvIds, RECORD_INCLUDE, type ConditionCheck, type PriceListRecord } from "./admin/shared.ts";
import { createPriceList, deletePriceList, updatePriceList } from "./admin/write.ts";
import type { PricingConfig } from "./config.ts";

declare module "../../core/schema-builder.ts" {
  interface AdminScopes {
    /** price lists (this module) */
    pricing: true;
  }
}

const scope = { admin: "pricing" } as const;

/** `PriceListResult = PriceList | Problem`: one union for every field answering a list */
const listResult = {
  types: [ProblemError],
  directResult: true,
  result: { name: "PriceListResult" },
  union: { name: "PriceListResult", description: "the price list, or why the change was refused" },
};
const without = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

export function registerAdminSchema(builder: Builder, _m: InstalledModule<PricingConfig>, _types: CoreTypeRefs): void {
  const Tier = builder.objectRef<{ qty: number; price: number }>("PriceTier").implement({
    description: "from this quantity on, this unit price",
    fields: (t) => ({ qty: t.exposeFloat("qty"), price: t.exposeFloat("price") }),
  });
  const Item = builder.objectRef<PriceListItemDto>("PriceListItem").implement({
    description: "a SKU's fixed price on a list, its quantity tiers and its quantity rule",
    fields: (t) => ({
      id: t.exposeInt("id"),
      sku: t.exposeString("sku"),
      productId: t.exposeInt("productId", { nullable: true, description: "null: no product has the SKU any more" }),
      productName: t.exposeString("productName", { nullable: true }),
      price: t.exposeFloat("price", { nullable: true, description: "null: tiers or a quantity rule only" }),
      tiers: t.expose("tiers", { type: [Tier] }),
      minQty: t.exposeFloat("minQty", { nullable: true }),
      maxQty: t.exposeFloat("maxQty", { nullable: true }),
      qtyIncrement: t.exposeFloat("qtyIncrement", { nullable: true }),
    }),
  });
  const ItemPage = builder.objectRef<{ items: PriceListItemDto[]; totalCount: number; page: number; pageSize: number }>("PriceListItemPage").implement({
    fields: (t) => ({
      items: t.expose("items", { type: [Item] }),
      totalCount: t.exposeInt("totalCount"),
      page: t.exposeInt("page"),
      pageSize: t.exposeInt("pageSize"),
    }),
  });
  const PriceList = builder.objectRef<PriceListRecord>("PriceList").implement({
    description:
      "a price list (admin scope pricing): fixed prices, tiers and quantity rules per SKU, a percent adjustment on the products its condition matches",
    fields: (t) => ({
      id: t.exposeInt("id"),
      code: t.exposeString("code"),
      name: t.exposeString("name"),
      currency: t.exposeString("currency"),
      storeIds: t.intList({ description: "empty: every store", resolve: (l) => csvIds(l.storeIds) }),
      active: t.exposeBoolean("active"),
      validFrom: t.string({ nullable: true, resolve: (l) => l.validFrom?.toISOString() ?? null }),
      validTo: t.string({ nullable: true, description: "the list applies before this instant", resolve: (l) => l.validTo?.toISOString() ?? null }),
      priority: t.exposeInt("priority", { description: "lower first: ties between equal prices, and the quantity rule when the catalogue's price wins" }),
      adjustmentPercent: t.float({
        nullable: true,
        description: "e.g. -12.5: the catalogue's base price adjusted for the products the condition matches",
        resolve: (l) => (l.adjustmentPercent === null ? null : Number(l.adjustmentPercent)),
      }),
      condition: t.exposeString("condition", { nullable: true, description: "a product condition in the rules language; null: every product" }),
      itemCount: t.int({ resolve: (l) => l._count.items }),
      companyIds: t.intList({ resolve: (l) => l.companies.map((c) => c.companyId) }),
      customerGroupIds: t.intList({ resolve: (l) => l.groups.map((g) => g.customerGroupId) }),
      revision: t.exposeInt("revision", { description: "moves on every change of the list, its items or its assignments" }),
      createdAt: t.string({ resolve: (l) => l.createdAt.toISOString() }),
      updatedAt: t.string({ resolve: (l) => l.updatedAt.toISOString() }),
      items: t.field({
        type: ItemPage,
        description: "the items by SKU; search: part of the SKU",
        args: { search: t.arg.string(), page: t.arg.int({ defaultValue: 1 }), pageSize: t.arg.int({ defaultValue: 20 }) },
        resolve: (l, a, { ctx }) => {
          const { page, pageSize } = gridPagingArgs(a);
          return itemsPage(ctx, l.id, a.search, page, pageSize);
        },
      }),
    }),
  });
  const Page = builder.objectRef<PriceListPage>("PriceListPage").implement({
    fields: (t) => ({
      items: t.expose("items", { type: [PriceList] }),
      totalCount: t.exposeInt("totalCount"),
      page: t.exposeInt("page"),
      pageSize: t.exposeInt("pageSize"),
    }),
  });
  const Filter = builder.inputType("PriceListFilter", {
    fields: (t) => ({
      search: t.string({ description: "part of the code or the name (any case), or the id" }),
      code: t.string(),
      active: t.boolean(),
      companyId: t.int({ description: "the lists assigned to this company" }),
      customerGroupId: t.int({ description: "the lists assigned to this customer group" }),
      storeId: t.int({ description: "the lists that apply in this store (those for every store included)" }),
    }),
  });
  const SortField = builder.enumType("PriceListSortField", { values: PRICE_LIST_SORT_FIELDS });
  const Direction = builder.enumType("PriceListSortDirection", { values: ["ASC", "DESC"] as const });
  const Sort = builder.inputType("PriceListSort", {
    fields: (t) => ({ field: t.field({ type: SortField, defaultValue: "ID" }), direction: t.field({ type: Direction, defaultValue: "DESC" }) }),
  });
  const listFields = (required: boolean) =>
    builder.inputType(required ? "PriceListCreateInput" : "PriceListUpdateInput", {
      description: required ? undefined : "only the fields given change; null clears validFrom, validTo, adjustmentPercent or condition",
      fields: (t) => ({
        code: t.string({ required, description: "unique: letters, digits, _ . -" }),
        name: t.string({ required }),
        storeIds: t.intList({ description: "empty: every store" }),
        active: t.boolean({ description: "default true" }),
        validFrom: t.string({ description: "ISO 8601 date-time (or a date: its midnight UTC); null: open" }),
        validTo: t.string({ description: "after validFrom; null: open" }),
        priority: t.int({ description: "default 0; lower first" }),
        adjustmentPercent: t.float({ description: "more than -100, less than 1000, at most 4 decimals" }),
        condition: t.string({ description: "a product condition in the rules language; empty or null: every product" }),
        currency: t.string({ description: "default: the default store's" }),
      }),
    });
  const CreateInput = listFields(true);
  const UpdateInput = listFields(false);
  const TierInput = builder.inputType("PriceTierInput", {
    fields: (t) => ({ qty: t.float({ required: true }), price: t.float({ required: true }) }),
  });
  const ItemInput = builder.inputType("PriceListItemInput", {
    description: "replaces the SKU's row on the list: a price, tiers and a quantity rule, each optional (one of them needed)",
    fields: (t) => ({
      sku: t.string({ required: true, description: "a product's SKU (a configurable's variant by its own)" }),
      price: t.float(),
      tiers: t.field({ type: [TierInput] }),
      minQty: t.float(),
      maxQty: t.float(),
      qtyIncrement: t.float(),
    }),
  });
  const SetResult = builder.objectRef<{ priceList: PriceListRecord; upserted: number }>("PriceListItemsSetResult").implement({
    fields: (t) => ({ priceList: t.expose("priceList", { type: PriceList }), upserted: t.exposeInt("upserted") }),
  });
  const ImportErrorRef = builder.objectRef<ImportError>("PriceListImportError").implement({
    fields: (t) => ({ line: t.exposeInt("line"), field: t.exposeString("field"), code: t.exposeString("code"), message: t.exposeString("message") }),
  });
  const ImportResultRef = builder.objectRef<ImportResult>("PriceListImportResult").implement({
    description: "rows read, items written (0 on a dry run or any error: then nothing was applied) and every error by line",
    fields: (t) => ({
      dryRun: t.exposeBoolean("dryRun"),
      rows: t.exposeInt("rows"),
      upserted: t.exposeInt("upserted"),
      errors: t.expose("errors", { type: [ImportErrorRef] }),
    }),
  });
  const Diagnostic = builder.objectRef<ConditionCheck["diagnostics"][number]>("PriceListConditionDiagnostic").implement({
    fields: (t) => ({
      severity: t.exposeString("severity", { description: "error | warning" }),
      message: t.exposeString("message"),
      line: t.exposeInt("line", { description: "in the condition's own text, from 1" }),
      column: t.exposeInt("column"),
      code: t.exposeString("code"),
    }),
  });
  const Check = builder.objectRef<ConditionCheck>("PriceListConditionCheck").implement({
    fields: (t) => ({ valid: t.exposeBoolean("valid"), diagnostics: t.expose("diagnostics", { type: [Diagnostic] }) }),
  });

  builder.queryFields((t) => ({
    priceLists: t.field({
      type: Page,
      description: "the price lists (admin), newest first by default",
      authScopes: scope,
      args: { filter: t.arg({ type: Filter }), sort: t.arg({ type: Sort }), page: t.arg.int({ defaultValue: 1 }), pageSize: t.arg.int({ defaultValue: 20 }) },
      resolve: (_r, a, { ctx }) => {
        const { page, pageSize } = gridPagingArgs(a);
        return listPriceLists(ctx, a.filter ?? {}, { field: a.sort?.field ?? "ID", direction: a.sort?.direction ?? "DESC" }, page, pageSize);
      },
    }),
    priceList: t.field({
      type: PriceList,
      nullable: true,
      description: "one price list (admin); null when there is none",
      authScopes: scope,
      args: { id: t.arg.int({ required: true }) },
      resolve: (_r, { id }, { ctx }) => ctx.app.db.priceList.findUnique({ where: { id }, include: RECORD_INCLUDE }),
    }),
    priceListExportCsv: t.string({
      description: "the list's items as CSV (sku,price,tiers,min_qty,max_qty,qty_increment), in item order",
      authScopes: scope,
      args: { priceListId: t.arg.int({ required: true }) },
      resolve: (_r, { priceListId }, { ctx }) => exportCsv(ctx, priceListId),
    }),
    priceListConditionCheck: t.field({
      type: Check,
      description: "a product condition in the rules language checked against the catalogue, with every diagnostic",
      authScopes: scope,
      args: { condition: t.arg.string({ required: true }) },
      resolve: (_r, { condition }, { ctx }) => checkCondition(ctx, condition),
    }),
  }));

  builder.mutationFields((t) => {
    const assignArgs = {
      priceListId: t.arg.int({ required: true }),
      companyIds: t.arg.intList(),
      customerGroupIds: t.arg.intList({ description: "0 is NOT LOGGED IN" }),
    };
    return {
      priceListCreate: t.field({
        type: PriceList,
        errors: listResult,
        description: "a new price list (409 code_taken on its code)",
        authScopes: scope,
        extensions: audited("price_list"),
        args: { input: t.arg({ type: CreateInput, required: true }) },
        resolve: (_r, { input }, { ctx }) => createPriceList(ctx, Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null))),
      }),
      priceListUpdate: t.field({
        type: PriceList,
        errors: listResult,
        description: "a list's own fields (only those given)",
        authScopes: scope,
        extensions: audited("price_list"),
        args: { id: t.arg.int({ required: true }), input: t.arg({ type: UpdateInput, required: true }) },
        resolve: (_r, { id, input }, { ctx }) => {
          // null clears what may be empty; elsewhere null is "not given"
          const nullable = new Set(["validFrom", "validTo", "adjustmentPercent", "condition"]);
          return updatePriceList(ctx, id, Object.fromEntries(Object.entries(input).filter(([k, v]) => v !== undefined && (v !== null || nullable.has(k)))));
        },
      }),
      priceListDelete: t.field({
        type: PriceList,
        errors: listResult,
        description: "deletes the list with its items and assignments; answers the list as it was",
        authScopes: scope,
        extensions: audited("price_list"),
        args: { id: t.arg.int({ required: true }) },
        resolve: (_r, { id }, { ctx }) => deletePriceList(ctx, id),
      }),
      priceListItemsSet: t.field({
        type: SetResult,
        errors: {
          types: [ProblemError],
          directResult: true,
          result: { name: "PriceListItemsSetAnswer" },
          union: { name: "PriceListItemsSetAnswer", description: "the items written, or every bad item (then nothing was written)" },
        },
        description: "upserts up to 10,000 items by SKU (each row replaced); any unknown SKU or bad item: 422 with one error per item, nothing written",
        authScopes: scope,
        extensions: audited("price_list"),
        args: { priceListId: t.arg.int({ required: true }), items: t.arg({ type: [ItemInput], required: true }) },
        resolve: (_r, { priceListId, items }, { ctx }) =>
          setItems(
            ctx,
            priceListId,
            items.map((i) => ({
              sku: i.sku,
              price: without(i.price),
              tiers: without(i.tiers),
              minQty: without(i.minQty),
              maxQty: without(i.maxQty),
              qtyIncrement: without(i.qtyIncrement),
            })),
          ),
      }),
      priceListItemsDelete: t.field({
        type: PriceList,
        errors: listResult,
        description: "removes the items of these SKUs (those not on the list are ignored)",
        authScopes: scope,
        extensions: audited("price_list"),
        args: { priceListId: t.arg.int({ required: true }), skus: t.arg.stringList({ required: true }) },
        resolve: (_r, { priceListId, skus }, { ctx }) => deleteItems(ctx, priceListId, skus),
      }),
      priceListImportCsv: t.field({
        type: ImportResultRef,
        errors: {
          types: [ProblemError],
          directResult: true,
          result: { name: "PriceListImportAnswer" },
          union: { name: "PriceListImportAnswer", description: "the import's outcome, or why it could not be read" },
        },
        description:
          "items from CSV (sku,price,tiers,min_qty,max_qty,qty_increment; tiers 10:9.50|50:9.00), up to 100,000 rows: dryRun checks every row; applied, any error applies nothing",
        authScopes: scope,
        extensions: audited("price_list"),
        args: { priceListId: t.arg.int({ required: true }), csv: t.arg.string({ required: true }), dryRun: t.arg.boolean({ defaultValue: false }) },
        resolve: (_r, { priceListId, csv, dryRun }, { ctx }) => importCsv(ctx, priceListId, csv, dryRun ?? false),
      }),
      priceListAssign: t.field({
        type: PriceList,
        errors: listResult,
        description: "assigns the list to companies and customer groups (those already assigned stay)",
        authScopes: scope,
        extensions: audited("price_list"),
        args: assignArgs,
        resolve: (_r, a, { ctx }) => assignPriceList(ctx, a.priceListId, a),
      }),
      priceListUnassign: t.field({
        type: PriceList,
        errors: listResult,
        description: "removes the list from companies and customer groups",
        authScopes: scope,
        extensions: audited("price_list"),
        args: assignArgs,
        resolve: (_r, a, { ctx }) => unassignPriceList(ctx, a.priceListId, a),
      }),
    };
  });
}

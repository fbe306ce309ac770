/**
 * Admin GraphQL of products (scope `catalog`): `adminProducts` (the grid: every product whatever the access gate
 * hides; filters, sort, one page and the count), `adminProduct(id)` (the editor's record), `productEditorOptions`
 * (attributes with their options, categories, customer groups), and the writes: `productCreate` / `productUpdate`
 * (every field of the editor; each in one transaction with its audit entry, then a partial storefront sync of the
 * product) and `productMassAction`.
 */
import type { ObjectRef } from "@pothos/core";
import type { Builder, BuilderTypes } from "../core/schema-builder.ts";
import { ProblemError } from "../core/errors.ts";
import { audited } from "../core/audit/declare.ts";
import { gridPagingArgs } from "../core/api/paging.ts";
import { parseInput } from "../core/api/input.ts";
import type { ProductDto } from "./product-dto.ts";
import { saveProduct } from "./admin-service.ts";
import { BUNDLE_OPTION_TYPES, CUSTOM_OPTION_TYPES, GIFTCARD_TYPES, PRICE_TYPES, productInputSchema } from "./admin/product-input.ts";
import { loadAdminProduct, type AdminProductDto, type AdminProductRow } from "./admin/product-record.ts";
import { ADMIN_PRODUCT_SORT_FIELDS, listAdminProducts } from "./admin/product-list.ts";
import { PRODUCT_MASS_ACTIONS, productMassAction, type ProductMassActionResult } from "./admin/product-mass-action.ts";

type Types = PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>;
const SCOPE = { admin: "catalog" } as const;

export function registerAdminProductsSchema(builder: Builder, Product: ObjectRef<Types, ProductDto>) {
  const rowFields = <T extends AdminProductRow>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, T>) => ({
    id: t.int({ resolve: (p) => p.id }),
    sku: t.string({ resolve: (p) => p.sku }),
    name: t.string({ resolve: (p) => p.name }),
    type: t.string({ description: "simple, virtual, configurable, grouped, bundle, downloadable or giftcard", resolve: (p) => p.type }),
    attributeSetId: t.int({ resolve: (p) => p.attributeSetId }),
    status: t.int({ description: "1 enabled, 2 disabled", resolve: (p) => p.status }),
    visibility: t.int({ description: "1 not visible individually, 2 catalog, 3 search, 4 catalog and search", resolve: (p) => p.visibility }),
    urlKey: t.string({ resolve: (p) => p.urlKey }),
    price: t.float({ resolve: (p) => p.price }),
    specialPrice: t.float({ nullable: true, resolve: (p) => p.specialPrice }),
    specialFromDate: t.string({ nullable: true, description: "YYYY-MM-DD", resolve: (p) => p.specialFromDate }),
    specialToDate: t.string({ nullable: true, description: "YYYY-MM-DD", resolve: (p) => p.specialToDate }),
    cost: t.float({ nullable: true, description: "what the merchant pays (never on the storefront)", resolve: (p) => p.cost }),
    msrp: t.float({ nullable: true, resolve: (p) => p.msrp }),
    stockQty: t.int({ resolve: (p) => p.stockQty }),
    inStock: t.boolean({ resolve: (p) => p.inStock }),
    stockStatus: t.string({ description: "in_stock or out_of_stock", resolve: (p) => (p.inStock ? "in_stock" : "out_of_stock") }),
    weight: t.float({ nullable: true, resolve: (p) => p.weight }),
    imageUrl: t.string({ nullable: true, resolve: (p) => p.imageUrl }),
    createdAt: t.string({ resolve: (p) => p.createdAt }),
    updatedAt: t.string({ resolve: (p) => p.updatedAt }),
  });
  const Row = builder.objectRef<AdminProductRow>("AdminProductRow").implement({
    description: "a product's own columns as stored, for the admin grid",
    fields: (t) => rowFields(t),
  });

  type D = AdminProductDto;
  const TierPrice = builder.objectRef<D["tierPrices"][number]>("AdminTierPrice").implement({
    fields: (t) => ({
      customerGroupId: t.exposeInt("customerGroupId", { nullable: true, description: "null: every group" }),
      qty: t.exposeFloat("qty"),
      price: t.exposeFloat("price"),
    }),
  });
  const GroupPrice = builder.objectRef<D["groupPrices"][number]>("AdminGroupPrice").implement({
    fields: (t) => ({ customerGroupId: t.exposeInt("customerGroupId"), price: t.exposeFloat("price") }),
  });
  const CategoryLink = builder.objectRef<D["categories"][number]>("AdminProductCategory").implement({
    fields: (t) => ({ categoryId: t.exposeInt("categoryId"), position: t.exposeInt("position"), name: t.exposeString("name"), path: t.exposeString("path") }),
  });
  const AttributeValue = builder.objectRef<D["attributes"][number]>("AdminProductAttributeValue").implement({
    fields: (t) => ({
      code: t.exposeString("code"),
      label: t.exposeString("label"),
      value: t.exposeString("value", { description: "as stored: an option id (select), option ids joined by commas (multiselect), 1/0 (boolean), text" }),
    }),
  });
  const linkFields = <T extends { productId: number; sku: string; name: string; type: string }>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, T>) => ({
    productId: t.int({ resolve: (l) => l.productId }),
    sku: t.string({ resolve: (l) => l.sku }),
    name: t.string({ resolve: (l) => l.name }),
    type: t.string({ resolve: (l) => l.type }),
  });
  const Linked = builder.objectRef<D["variants"][number]>("AdminLinkedProduct").implement({ fields: (t) => linkFields(t) });
  const GroupedLink = builder.objectRef<D["groupedProducts"][number]>("AdminGroupedProduct").implement({
    fields: (t) => ({ ...linkFields(t), qty: t.exposeFloat("qty"), position: t.exposeInt("position") }),
  });
  const Selection = builder.objectRef<D["bundleOptions"][number]["selections"][number]>("AdminBundleSelection").implement({
    fields: (t) => ({
      ...linkFields(t),
      id: t.exposeInt("id"),
      qty: t.exposeFloat("qty"),
      isDefault: t.exposeBoolean("isDefault"),
      position: t.exposeInt("position"),
    }),
  });
  const BundleOption = builder.objectRef<D["bundleOptions"][number]>("AdminBundleOption").implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      title: t.exposeString("title"),
      type: t.exposeString("type", { description: "select, radio, checkbox or multi" }),
      required: t.exposeBoolean("required"),
      position: t.exposeInt("position"),
      selections: t.expose("selections", { type: [Selection] }),
    }),
  });
  const Download = builder.objectRef<D["downloadableLinks"][number]>("AdminDownloadableLink").implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      title: t.exposeString("title"),
      price: t.exposeFloat("price"),
      sampleUrl: t.exposeString("sampleUrl", { nullable: true }),
      numberOfDownloads: t.exposeInt("numberOfDownloads", { description: "0: unlimited" }),
      position: t.exposeInt("position"),
    }),
  });
  const OptionValue = builder.objectRef<D["customOptions"][number]["values"][number]>("AdminCustomOptionValue").implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      title: t.exposeString("title"),
      price: t.exposeFloat("price"),
      priceType: t.exposeString("priceType"),
      position: t.exposeInt("position"),
    }),
  });
  const CustomOption = builder.objectRef<D["customOptions"][number]>("AdminCustomOption").implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      title: t.exposeString("title"),
      type: t.exposeString("type", { description: "field, area, drop_down, radio, checkbox or date" }),
      required: t.exposeBoolean("required"),
      price: t.exposeFloat("price"),
      priceType: t.exposeString("priceType", { description: "fixed or percent" }),
      position: t.exposeInt("position"),
      values: t.expose("values", { type: [OptionValue] }),
    }),
  });
  const AdminProduct = builder.objectRef<D>("AdminProduct").implement({
    description: "a product as the admin edits it: every field as stored, whatever the access gate hides",
    fields: (t) => ({
      ...rowFields(t),
      description: t.exposeString("description", { description: "HTML, sanitised when saved" }),
      shortDescription: t.exposeString("shortDescription", { description: "HTML, sanitised when saved" }),
      metaTitle: t.exposeString("metaTitle"),
      metaKeywords: t.exposeString("metaKeywords"),
      metaDescription: t.exposeString("metaDescription"),
      hasRequiredOptions: t.exposeBoolean("hasRequiredOptions"),
      tierPrices: t.expose("tierPrices", { type: [TierPrice], description: "quantity breaks (a group's quantity-1 row is in groupPrices)" }),
      groupPrices: t.expose("groupPrices", { type: [GroupPrice] }),
      categories: t.expose("categories", { type: [CategoryLink] }),
      attributes: t.expose("attributes", { type: [AttributeValue] }),
      configurableAttributeCodes: t.exposeStringList("configurableAttributeCodes", { description: "a configurable's super attributes" }),
      variants: t.expose("variants", { type: [Linked], description: "a configurable's child products" }),
      groupedProducts: t.expose("groupedProducts", { type: [GroupedLink] }),
      bundleOptions: t.expose("bundleOptions", { type: [BundleOption] }),
      downloadableLinks: t.expose("downloadableLinks", { type: [Download] }),
      linksPurchasedSeparately: t.exposeBoolean("linksPurchasedSeparately"),
      linksTitle: t.exposeString("linksTitle", { nullable: true }),
      giftcardType: t.exposeString("giftcardType", { nullable: true, description: "fixed, range or combined" }),
      giftcardAmounts: t.exposeFloatList("giftcardAmounts"),
      giftcardMinAmount: t.exposeFloat("giftcardMinAmount", { nullable: true }),
      giftcardMaxAmount: t.exposeFloat("giftcardMaxAmount", { nullable: true }),
      giftcardAllowMessage: t.exposeBoolean("giftcardAllowMessage"),
      customOptions: t.expose("customOptions", { type: [CustomOption] }),
      urlRedirects: t.exposeStringList("urlRedirects", { description: "former URL keys, each answered by a 301 to the current one" }),
    }),
  });

  const Filter = builder.inputType("AdminProductFilter", {
    fields: (t) => ({
      sku: t.string({ description: "part of the SKU" }),
      name: t.string({ description: "part of the name" }),
      type: t.string(),
      status: t.int({ description: "1 enabled, 2 disabled" }),
      visibility: t.int({ description: "1 to 4" }),
      categoryId: t.int({ description: "assigned to this category itself" }),
      priceFrom: t.float(),
      priceTo: t.float(),
      stockStatus: t.string({ description: "in_stock or out_of_stock" }),
      attributes: t.field({
        type: [
          builder.inputType("AdminProductAttributeFilter", { fields: (f) => ({ code: f.string({ required: true }), value: f.string({ required: true }) }) }),
        ],
        description: "each attribute has the value (an option's label or id for select attributes)",
      }),
      search: t.string({ description: "part of the SKU or name, or the id" }),
    }),
  });
  const SortField = builder.enumType("AdminProductSortField", { values: ADMIN_PRODUCT_SORT_FIELDS });
  const Direction = builder.enumType("AdminProductSortDirection", { values: ["asc", "desc"] as const });
  const Sort = builder.inputType("AdminProductSort", {
    fields: (t) => ({ field: t.field({ type: SortField, defaultValue: "id" }), direction: t.field({ type: Direction, defaultValue: "desc" }) }),
  });
  const Page = builder.objectRef<{ items: AdminProductRow[]; totalCount: number }>("AdminProductPage").implement({
    fields: (t) => ({ items: t.expose("items", { type: [Row] }), totalCount: t.exposeInt("totalCount") }),
  });

  type Options = {
    attributes: { id: number; code: string; label: string; inputType: string; options: { id: number; label: string }[] }[];
    categories: { id: number; name: string; path: string; level: number; position: number; isActive: boolean }[];
    customerGroups: { id: number; name: string }[];
  };
  const EditorAttribute = builder.objectRef<Options["attributes"][number]>("ProductEditorAttribute").implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      code: t.exposeString("code"),
      label: t.exposeString("label"),
      inputType: t.exposeString("inputType", { description: "text, number, select, multiselect, boolean or date" }),
      options: t.field({
        type: [
          builder
            .objectRef<{ id: number; label: string }>("ProductEditorAttributeOption")
            .implement({ fields: (o) => ({ id: o.exposeInt("id"), label: o.exposeString("label") }) }),
        ],
        resolve: (a) => a.options,
      }),
    }),
  });
  const EditorCategory = builder.objectRef<Options["categories"][number]>("ProductEditorCategory").implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      name: t.exposeString("name"),
      path: t.exposeString("path", { description: "ids from the root, e.g. 1/2/7" }),
      level: t.exposeInt("level"),
      isActive: t.exposeBoolean("isActive"),
    }),
  });
  const EditorGroup = builder.objectRef<Options["customerGroups"][number]>("ProductEditorCustomerGroup").implement({
    fields: (t) => ({ id: t.exposeInt("id"), name: t.exposeString("name") }),
  });
  const EditorOptions = builder.objectRef<Options>("ProductEditorOptions").implement({
    fields: (t) => ({
      attributes: t.expose("attributes", { type: [EditorAttribute] }),
      categories: t.expose("categories", { type: [EditorCategory], description: "every category, inactive ones too, in tree order" }),
      customerGroups: t.expose("customerGroups", { type: [EditorGroup] }),
    }),
  });

  builder.queryFields((t) => ({
    adminProducts: t.field({
      type: Page,
      authScopes: SCOPE,
      description: "every product matching the filter (whatever the access gate hides from anybody), newest first by default",
      args: { filter: t.arg({ type: Filter }), sort: t.arg({ type: Sort }), page: t.arg.int({ defaultValue: 1 }), pageSize: t.arg.int({ defaultValue: 20 }) },
      resolve: (_r, a, { ctx }) => {
        const { page, pageSize } = gridPagingArgs(a);
        return listAdminProducts(ctx, a.filter ?? {}, { field: a.sort?.field ?? "id", direction: a.sort?.direction ?? "desc" }, page, pageSize);
      },
    }),
    adminProduct: t.field({
      type: AdminProduct,
      nullable: true,
      authScopes: SCOPE,
      description: "one product as the editor needs it; null when there is none",
      args: { id: t.arg.int({ required: true }) },
      resolve: (_r, { id }, { ctx }) => loadAdminProduct(ctx.app.db, id),
    }),
    productEditorOptions: t.field({
      type: EditorOptions,
      authScopes: SCOPE,
      description: "what the product editor offers: attributes with their options, every category, the customer groups",
      resolve: async (_r, _a, { ctx }) => {
        const [{ byCode }, categories, customerGroups] = await Promise.all([
          ctx.app.attributes.load(),
          ctx.app.db.category.findMany({
            orderBy: [{ level: "asc" }, { position: "asc" }, { id: "asc" }],
            select: { id: true, name: true, path: true, level: true, position: true, isActive: true },
          }),
          ctx.app.db.customerGroup.findMany({ orderBy: { id: "asc" }, select: { id: true, name: true } }),
        ]);
        return {
          attributes: [...byCode.values()].map((a) => ({ ...a, options: [...a.options].map(([id, label]) => ({ id, label })) })),
          categories: treeOrder(categories),
          customerGroups,
        };
      },
    }),
  }));

  // the editor's input: the fields productCreate/productUpdate always took, and the rest of the editor
  const Position = { description: "absent: the row's place in the list" };
  const PriceType = builder.enumType("ProductPriceType", { values: PRICE_TYPES });
  const ProductInput = builder.inputType("ProductInput", {
    description: "absent fields are kept; lists replace the product's list (rows with an id are updated in place)",
    fields: (t) => ({
      sku: t.string(),
      name: t.string(),
      urlKey: t.string({ description: "unique; a change keeps the old key as a 301 redirect to the new one" }),
      type: t.string(),
      price: t.float(),
      specialPrice: t.float(),
      specialFromDate: t.string({ description: "YYYY-MM-DD; null: from now" }),
      specialToDate: t.string({ description: "YYYY-MM-DD; null: no end" }),
      msrp: t.float(),
      cost: t.float(),
      status: t.int({ description: "1 enabled, 2 disabled" }),
      visibility: t.int({ description: "1 not visible individually, 2 catalog, 3 search, 4 catalog and search" }),
      description: t.string({ description: "HTML, sanitised when saved" }),
      shortDescription: t.string({ description: "HTML, sanitised when saved" }),
      metaTitle: t.string(),
      metaKeywords: t.string(),
      metaDescription: t.string(),
      stockQty: t.int(),
      inStock: t.boolean(),
      weight: t.float(),
      categoryIds: t.intList({ description: "the categories (position 0); see categories" }),
      categories: t.field({
        type: [builder.inputType("ProductCategoryInput", { fields: (f) => ({ categoryId: f.int({ required: true }), position: f.int(Position) }) })],
        description: "the categories with the product's position in each (wins over categoryIds)",
      }),
      attributes: t.field({ type: "JSON", description: 'attribute code -> value (option labels or ids for selects; "" removes the value)' }),
      tierPrices: t.field({ type: "JSON", description: "[{customerGroupId|null, qty, price}]; alone, it replaces every tier and group price" }),
      groupPrices: t.field({
        type: [
          builder.inputType("ProductGroupPriceInput", { fields: (f) => ({ customerGroupId: f.int({ required: true }), price: f.float({ required: true }) }) }),
        ],
        description: "a customer group's price (its tier price at quantity 1)",
      }),
      configurable: t.field({
        type: builder.inputType("ProductConfigurableInput", {
          fields: (f) => ({
            attributeCodes: f.stringList({ required: true, description: "the super attributes (select attributes)" }),
            childSkus: f.stringList({ required: true, description: "simple or virtual products, each with a value of every super attribute" }),
          }),
        }),
      }),
      groupedProducts: t.field({
        type: [
          builder.inputType("ProductGroupedInput", {
            fields: (f) => ({ sku: f.string({ required: true }), qty: f.float({ description: "default quantity" }), position: f.int(Position) }),
          }),
        ],
      }),
      bundleOptions: t.field({
        type: [
          builder.inputType("ProductBundleOptionInput", {
            fields: (f) => ({
              id: f.int({ description: "an existing option's id: updated in place" }),
              title: f.string({ required: true }),
              type: f.field({ type: builder.enumType("ProductBundleOptionType", { values: BUNDLE_OPTION_TYPES }), required: true }),
              required: f.boolean(),
              position: f.int(Position),
              selections: f.field({
                required: true,
                type: [
                  builder.inputType("ProductBundleSelectionInput", {
                    fields: (s) => ({ id: s.int(), sku: s.string({ required: true }), qty: s.float(), isDefault: s.boolean(), position: s.int(Position) }),
                  }),
                ],
              }),
            }),
          }),
        ],
      }),
      downloadableLinks: t.field({
        type: [
          builder.inputType("ProductDownloadableLinkInput", {
            fields: (f) => ({
              id: f.int(),
              title: f.string({ required: true }),
              price: f.float(),
              sampleUrl: f.string(),
              numberOfDownloads: f.int({ description: "0: unlimited" }),
              position: f.int(Position),
            }),
          }),
        ],
      }),
      linksPurchasedSeparately: t.boolean(),
      linksTitle: t.string(),
      giftcardType: t.field({ type: builder.enumType("ProductGiftcardType", { values: GIFTCARD_TYPES }) }),
      giftcardAmounts: t.floatList(),
      giftcardMinAmount: t.float(),
      giftcardMaxAmount: t.float(),
      giftcardAllowMessage: t.boolean(),
      customOptions: t.field({
        type: [
          builder.inputType("ProductCustomOptionInput", {
            fields: (f) => ({
              id: f.int(),
              title: f.string({ required: true }),
              type: f.field({ type: builder.enumType("ProductCustomOptionType", { values: CUSTOM_OPTION_TYPES }), required: true }),
              required: f.boolean(),
              price: f.float(),
              priceType: f.field({ type: PriceType }),
              position: f.int(Position),
              values: f.field({
                type: [
                  builder.inputType("ProductCustomOptionValueInput", {
                    fields: (v) => ({
                      id: v.int(),
                      title: v.string({ required: true }),
                      price: v.float(),
                      priceType: v.field({ type: PriceType }),
                      position: v.int(Position),
                    }),
                  }),
                ],
              }),
            }),
          }),
        ],
      }),
    }),
  });

  const MassAction = builder.enumType("ProductMassActionKind", { values: PRODUCT_MASS_ACTIONS });
  const MassResult = builder.objectRef<ProductMassActionResult>("ProductMassActionOutcome").implement({
    fields: (t) => ({
      action: t.field({ type: MassAction, resolve: (r) => r.action }),
      ids: t.exposeIntList("ids", { description: "the products changed (all that were given)" }),
      count: t.int({ resolve: (r) => r.ids.length }),
    }),
  });

  builder.mutationFields((t) => ({
    productCreate: t.field({
      type: Product,
      authScopes: SCOPE,
      extensions: audited("product"),
      errors: { types: [ProblemError] },
      args: { input: t.arg({ type: ProductInput, required: true }) },
      resolve: (_r, { input }, { ctx }) => saveProduct(ctx, null, parseInput(productInputSchema.required({ sku: true, name: true, price: true }), input)),
    }),
    productUpdate: t.field({
      type: Product,
      authScopes: SCOPE,
      extensions: audited("product"),
      errors: { types: [ProblemError] },
      args: { id: t.arg.int({ required: true }), input: t.arg({ type: ProductInput, required: true }) },
      resolve: (_r, { id, input }, { ctx }) => saveProduct(ctx, id, parseInput(productInputSchema, input)),
    }),
    productMassAction: t.field({
      type: MassResult,
      authScopes: SCOPE,
      extensions: audited("product"),
      description:
        "one action over the given products, all or none, in one transaction: enable, disable, price_percent / price_amount (value; negative lowers), category_assign / category_remove (categoryId), delete; one storefront sync for the batch",
      errors: { types: [ProblemError] },
      args: {
        ids: t.arg.intList({ required: true }),
        action: t.arg({ type: MassAction, required: true }),
        value: t.arg.float(),
        categoryId: t.arg.int(),
      },
      resolve: (_r, a, { ctx }) => productMassAction(ctx, a),
    }),
  }));
}

/** categories parent before children, siblings by position: the order of a tree drawn top to bottom */
function treeOrder<T extends { id: number; path: string; position: number }>(rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const sortKey = (r: T) =>
    (r.path || String(r.id))
      .split("/")
      .map((id) => String(byId.get(Number(id))?.position ?? 0).padStart(6, "0") + id.padStart(9, "0"))
      .join("/");
  return [...rows].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
}

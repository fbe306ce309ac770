/** GraphQL: categories, products, listings, and categoryCreate (the admin products schema is admin-products-schema.ts). */
import type { Builder, BuilderTypes } from "../core/schema-builder.ts";
import type { BundleSelectionDto, ProductDto, ProductLinkDto } from "./product-dto.ts";
import type { CategoryDto } from "./categories.ts";
import { categoryTree, storeRootCategoryId } from "./categories.ts";
import { layeredFilters, type MahoLayeredFilter } from "./layered-filters.ts";
import { listProducts, productById, productByUrlKey, type ProductListing, type SortField } from "./product-listing.ts";
import type { LayeredFilter, SortOption } from "./hooks.ts";
import { ProblemError } from "../core/errors.ts";
import { registerAdminProductsSchema } from "./admin-products-schema.ts";
import { registerCategoryAdminSchema } from "./admin-categories-schema.ts";
import { responseCached } from "../core/response-cache.ts";

type CatalogTypeRefs = ReturnType<typeof registerCatalogSchema>;
/** the core's catalogue object types, handed to modules so they can add fields (`builder.objectField(types.Product, ...)`) */
export type CoreTypeRefs = CatalogTypeRefs;

declare module "../core/modules.ts" {
  /** the catalogue's object types are the ones the kernel's contract hands to modules */
  interface CoreTypeRefs extends CatalogTypeRefs {}
}

export function registerCatalogSchema(builder: Builder) {
  const TierPrice = builder.objectRef<ProductDto["tierPrices"][number]>("TierPrice").implement({
    fields: (t) => ({
      customerGroupId: t.exposeInt("customerGroupId", { nullable: true, description: "null: every group" }),
      qty: t.exposeFloat("qty"),
      price: t.exposeFloat("price"),
    }),
  });
  const MediaImage = builder.objectRef<ProductDto["mediaGallery"][number]>("MediaImage").implement({
    fields: (t) => ({ url: t.exposeString("url"), label: t.exposeString("label"), position: t.exposeInt("position") }),
  });
  // the fields every product reference carries: related products, grouped children, bundle selections
  const linkFields = <T extends ProductLinkDto>(
    t: PothosSchemaTypes.ObjectFieldBuilder<PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>, T>,
    idDescription?: string,
  ) => ({
    id: t.int({ description: idDescription, resolve: (p) => p.id }),
    sku: t.string({ resolve: (p) => p.sku }),
    name: t.string({ resolve: (p) => p.name }),
    urlKey: t.string({ resolve: (p) => p.urlKey }),
    type: t.string({ resolve: (p) => p.type }),
    price: t.float({ nullable: true, resolve: (p) => p.price }),
    specialPrice: t.float({ nullable: true, resolve: (p) => p.specialPrice }),
    finalPrice: t.float({ nullable: true, resolve: (p) => p.finalPrice }),
    imageUrl: t.string({ nullable: true, resolve: (p) => p.imageUrl }),
    smallImageUrl: t.string({ nullable: true, resolve: (p) => p.smallImageUrl }),
    thumbnailUrl: t.string({ nullable: true, resolve: (p) => p.thumbnailUrl }),
    inStock: t.boolean({ resolve: (p) => p.inStock }),
    stockStatus: t.string({ description: "in_stock or out_of_stock", resolve: (p) => p.stockStatus }),
  });
  const ProductLink = builder.objectRef<ProductLinkDto>("ProductLink").implement({ fields: (t) => linkFields(t) });
  const GroupedProduct = builder.objectRef<ProductDto["groupedProducts"][number]>("GroupedProduct").implement({
    fields: (t) => ({ ...linkFields(t), qty: t.exposeFloat("qty"), defaultQty: t.exposeFloat("defaultQty"), position: t.exposeInt("position") }),
  });
  const BundleSelection = builder.objectRef<BundleSelectionDto>("BundleSelection").implement({
    fields: (t) => ({
      ...linkFields(t),
      id: t.exposeInt("id", { description: "the selection's id (Maho's), as the cart's bundleOption names it" }),
      selectionId: t.exposeInt("selectionId", { description: "the same as id" }),
      productId: t.exposeInt("productId", { description: "the selected product's id" }),
      qty: t.exposeFloat("qty"),
      defaultQty: t.exposeFloat("defaultQty"),
      isDefault: t.exposeBoolean("isDefault"),
      position: t.exposeInt("position"),
    }),
  });
  const BundleOption = builder.objectRef<ProductDto["bundleOptions"][number]>("BundleOption").implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      title: t.exposeString("title"),
      type: t.exposeString("type"),
      required: t.exposeBoolean("required"),
      position: t.exposeInt("position"),
      selections: t.expose("selections", { type: [BundleSelection] }),
    }),
  });
  const OptionValue = builder.objectRef<{ id: number; label: string }>("ConfigurableOptionValue").implement({
    fields: (t) => ({ id: t.exposeInt("id"), label: t.exposeString("label") }),
  });
  const ConfigurableOption = builder.objectRef<ProductDto["configurableOptions"][number]>("ConfigurableOption").implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      code: t.exposeString("code"),
      label: t.exposeString("label"),
      values: t.expose("values", { type: [OptionValue] }),
    }),
  });
  const Variant = builder.objectRef<ProductDto["variants"][number]>("ProductVariant").implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      sku: t.exposeString("sku"),
      price: t.exposeFloat("price", { nullable: true }),
      finalPrice: t.exposeFloat("finalPrice", { nullable: true }),
      inStock: t.exposeBoolean("inStock"),
      stockStatus: t.exposeString("stockStatus"),
      attributes: t.expose("attributes", { type: "JSON", description: "super attribute code -> option id" }),
      imageUrl: t.exposeString("imageUrl", { nullable: true }),
    }),
  });
  const DownloadableLink = builder.objectRef<ProductDto["downloadableLinks"][number]>("DownloadableLink").implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      title: t.exposeString("title"),
      price: t.exposeFloat("price", { nullable: true }),
      sampleUrl: t.exposeString("sampleUrl", { nullable: true }),
      numberOfDownloads: t.exposeInt("numberOfDownloads"),
    }),
  });
  const CustomOptionValue = builder.objectRef<ProductDto["customOptions"][number]["values"][number]>("CustomOptionValue").implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      title: t.exposeString("title"),
      price: t.exposeFloat("price", { nullable: true }),
      priceType: t.exposeString("priceType"),
    }),
  });
  const CustomOption = builder.objectRef<ProductDto["customOptions"][number]>("CustomOption").implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      title: t.exposeString("title"),
      type: t.exposeString("type"),
      required: t.exposeBoolean("required"),
      price: t.exposeFloat("price", { nullable: true }),
      priceType: t.exposeString("priceType"),
      values: t.expose("values", { type: [CustomOptionValue] }),
    }),
  });
  const AdditionalAttribute = builder.objectRef<ProductDto["additionalAttributes"][number]>("AdditionalAttribute").implement({
    fields: (t) => ({ code: t.exposeString("code"), label: t.exposeString("label"), value: t.exposeString("value") }),
  });

  const Product = builder.objectRef<ProductDto>("Product").implement({
    description: "A product as the storefront renders it, for the caller's customer group. Price fields are null when a module hides them.",
    fields: (t) => ({
      id: t.exposeInt("id"),
      sku: t.exposeString("sku"),
      urlKey: t.exposeString("urlKey"),
      name: t.exposeString("name"),
      type: t.exposeString("type", { description: "simple, virtual, configurable, grouped, bundle, downloadable or giftcard" }),
      attributeSetId: t.exposeInt("attributeSetId"),
      status: t.exposeString("status"),
      visibility: t.exposeString("visibility", { description: "not_visible, catalog, search or catalog_search" }),
      price: t.exposeFloat("price", { nullable: true }),
      finalPrice: t.exposeFloat("finalPrice", { nullable: true }),
      specialPrice: t.exposeFloat("specialPrice", { nullable: true }),
      minimalPrice: t.exposeFloat("minimalPrice", { nullable: true }),
      msrp: t.exposeFloat("msrp", { nullable: true }),
      tierPrices: t.expose("tierPrices", { type: [TierPrice] }),
      currency: t.exposeString("currency", { description: "the currency of the price fields" }),
      stockStatus: t.exposeString("stockStatus"),
      inStock: t.exposeBoolean("inStock"),
      imageUrl: t.exposeString("imageUrl", { nullable: true }),
      smallImageUrl: t.exposeString("smallImageUrl", { nullable: true }),
      thumbnailUrl: t.exposeString("thumbnailUrl", { nullable: true }),
      mediaGallery: t.expose("mediaGallery", { type: [MediaImage] }),
      categoryIds: t.exposeIntList("categoryIds"),
      description: t.exposeString("description"),
      shortDescription: t.exposeString("shortDescription"),
      metaTitle: t.exposeString("metaTitle"),
      metaDescription: t.exposeString("metaDescription"),
      configurableOptions: t.expose("configurableOptions", { type: [ConfigurableOption] }),
      variants: t.expose("variants", { type: [Variant] }),
      groupedProducts: t.expose("groupedProducts", { type: [GroupedProduct] }),
      bundleOptions: t.expose("bundleOptions", { type: [BundleOption] }),
      downloadableLinks: t.expose("downloadableLinks", { type: [DownloadableLink] }),
      linksPurchasedSeparately: t.exposeBoolean("linksPurchasedSeparately", { nullable: true, description: "downloadable: links bought one by one" }),
      linksTitle: t.exposeString("linksTitle", { nullable: true }),
      giftcardType: t.exposeString("giftcardType", { nullable: true, description: "fixed, range or combined (null in listings)" }),
      giftcardAmounts: t.exposeFloatList("giftcardAmounts", { description: "preset amounts (fixed and combined)" }),
      giftcardMinAmount: t.exposeFloat("giftcardMinAmount", { nullable: true, description: "least open amount (range and combined)" }),
      giftcardMaxAmount: t.exposeFloat("giftcardMaxAmount", { nullable: true, description: "greatest open amount (range and combined)" }),
      giftcardIsMessageAllowed: t.exposeBoolean("giftcardIsMessageAllowed"),
      giftcardAmountCurrency: t.exposeString("giftcardAmountCurrency", { nullable: true }),
      customOptions: t.expose("customOptions", { type: [CustomOption] }),
      hasRequiredOptions: t.exposeBoolean("hasRequiredOptions"),
      attributes: t.expose("attributes", { type: "JSON", description: "custom attribute values by code" }),
      additionalAttributes: t.expose("additionalAttributes", { type: [AdditionalAttribute] }),
      relatedProducts: t.expose("relatedProducts", { type: [ProductLink] }),
      crosssellProducts: t.expose("crosssellProducts", { type: [ProductLink] }),
      upsellProducts: t.expose("upsellProducts", { type: [ProductLink] }),
      reviewCount: t.exposeInt("reviewCount", { description: "approved reviews (the catalogue has none yet)" }),
      averageRating: t.exposeFloat("averageRating", { nullable: true, description: "1-5, null without reviews" }),
      pageLayout: t.exposeString("pageLayout", { nullable: true }),
      createdAt: t.exposeString("createdAt"),
      updatedAt: t.exposeString("updatedAt"),
      extensions: t.expose("extensions", { type: "JSON", description: "module annotations, e.g. b2bAccess {gateFlags, hiddenPriceMessage}" }),
    }),
  });

  const SortOptionRef = builder.objectRef<SortOption>("SortOption").implement({
    fields: (t) => ({ code: t.exposeString("code"), label: t.exposeString("label") }),
  });
  const FilterOptionRef = builder.objectRef<LayeredFilter["options"][number]>("FilterOption").implement({
    fields: (t) => ({ value: t.exposeString("value"), label: t.exposeString("label"), count: t.exposeInt("count") }),
  });
  const LayeredFilterRef = builder.objectRef<LayeredFilter>("LayeredFilter").implement({
    fields: (t) => ({
      code: t.exposeString("code"),
      label: t.exposeString("label"),
      type: t.exposeString("type"),
      options: t.expose("options", { type: [FilterOptionRef] }),
    }),
  });
  const ProductListingRef = builder.objectRef<ProductListing>("ProductListing").implement({
    fields: (t) => ({
      member: t.expose("member", { type: [Product] }),
      totalItems: t.exposeInt("totalItems"),
      page: t.exposeInt("page"),
      itemsPerPage: t.exposeInt("itemsPerPage"),
      sortOptions: t.expose("sortOptions", { type: [SortOptionRef] }),
      filters: t.expose("filters", { type: [LayeredFilterRef] }),
    }),
  });

  const Category = builder.objectRef<CategoryDto>("Category");
  Category.implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      parentId: t.exposeInt("parentId", { nullable: true }),
      name: t.exposeString("name"),
      urlKey: t.exposeString("urlKey"),
      urlPath: t.exposeString("urlPath"),
      level: t.exposeInt("level"),
      position: t.exposeInt("position"),
      isActive: t.exposeBoolean("isActive"),
      includeInMenu: t.exposeBoolean("includeInMenu"),
      isAnchor: t.exposeBoolean("isAnchor", { description: "its listing shows its subcategories' products too (else only its own)" }),
      productCount: t.exposeInt("productCount"),
      childrenIds: t.exposeIntList("childrenIds"),
      children: t.expose("children", { type: [Category] }),
      displayMode: t.exposeString("displayMode"),
      description: t.exposeString("description"),
      image: t.exposeString("image", { nullable: true }),
      metaTitle: t.exposeString("metaTitle"),
      metaDescription: t.exposeString("metaDescription"),
      path: t.exposeString("path", { description: 'materialised path of ids, e.g. "1/2/3"' }),
      pageLayout: t.exposeString("pageLayout", { nullable: true }),
      createdAt: t.exposeString("createdAt"),
      updatedAt: t.exposeString("updatedAt"),
    }),
  });

  const SortFieldEnum = builder.enumType("ProductSortField", { values: ["position", "name", "price", "relevance", "createdAt", "sku"] as const });
  const SortDirection = builder.enumType("SortDirection", { values: ["asc", "desc"] as const });
  const AttributeFilter = builder.inputType("AttributeFilterInput", {
    fields: (t) => ({ code: t.string({ required: true }), values: t.stringList({ required: true }) }),
  });
  const ProductFilter = builder.inputType("ProductFilterInput", {
    fields: (t) => ({
      categoryId: t.int({ description: "includes the category's descendants" }),
      urlKey: t.string(),
      sku: t.string(),
      ids: t.intList(),
      priceMin: t.float(),
      priceMax: t.float(),
      attributes: t.field({ type: [AttributeFilter] }),
    }),
  });
  const SortInput = builder.inputType("ProductSortInput", {
    fields: (t) => ({ field: t.field({ type: SortFieldEnum, required: true }), direction: t.field({ type: SortDirection, defaultValue: "asc" }) }),
  });

  const MahoFilterOption = builder.objectRef<MahoLayeredFilter["options"][number]>("LayeredFilterOption").implement({
    fields: (t) => ({
      value: t.exposeString("value"),
      label: t.exposeString("label"),
      count: t.exposeInt("count"),
      swatch: t.field({ type: "JSON", nullable: true, description: "{type, value} (none in this catalogue yet)", resolve: (o) => o.swatch }),
    }),
  });
  const MahoFilter = builder.objectRef<MahoLayeredFilter>("CategoryLayeredFilter").implement({
    description: "A layered navigation filter as Maho's /layered-filters answers it",
    fields: (t) => ({
      code: t.exposeString("code"),
      label: t.exposeString("label"),
      type: t.exposeString("type", { description: "select, multiselect, boolean or price" }),
      position: t.exposeInt("position"),
      options: t.expose("options", { type: [MahoFilterOption] }),
    }),
  });

  builder.queryFields((t) => ({
    storeRootCategoryId: t.int({
      extensions: responseCached("catalog"),
      nullable: true,
      description: "the store's root category (its children are the top menu)",
      resolve: (_r, _a, { ctx }) => storeRootCategoryId(ctx),
    }),
    layeredFilters: t.field({
      extensions: responseCached("catalog"),
      type: [MahoFilter],
      description: "the filters of a category's (or a search's) listing, as the listing computes them for the caller",
      args: { categoryId: t.arg.int(), search: t.arg.string() },
      resolve: (_r, a, { ctx }) => layeredFilters(ctx, { categoryId: a.categoryId ?? undefined, search: a.search ?? undefined }),
    }),
    categories: t.field({
      extensions: responseCached("catalog"),
      type: [Category],
      description: "every active category, flat; each carries its children",
      resolve: (_r, _a, { ctx }) => categoryTree(ctx),
    }),
    category: t.field({
      extensions: responseCached("catalog"),
      type: Category,
      nullable: true,
      args: { id: t.arg.int({ required: true }) },
      resolve: async (_r, { id }, { ctx }) => (await categoryTree(ctx)).find((c) => c.id === id) ?? null,
    }),
    products: t.field({
      extensions: responseCached("catalog"),
      type: ProductListingRef,
      args: {
        filter: t.arg({ type: ProductFilter }),
        search: t.arg.string(),
        sort: t.arg({ type: SortInput }),
        page: t.arg.int({ defaultValue: 1 }),
        itemsPerPage: t.arg.int({ defaultValue: 20 }),
      },
      resolve: (_r, a, { ctx }) =>
        listProducts(ctx, {
          categoryId: a.filter?.categoryId ?? undefined,
          urlKey: a.filter?.urlKey ?? undefined,
          sku: a.filter?.sku ?? undefined,
          ids: a.filter?.ids ?? undefined,
          priceMin: a.filter?.priceMin ?? undefined,
          priceMax: a.filter?.priceMax ?? undefined,
          attributes: a.filter?.attributes ? Object.fromEntries(a.filter.attributes.map((f) => [f.code, f.values])) : undefined,
          search: a.search ?? undefined,
          sort: a.sort ? { field: a.sort.field as SortField, direction: a.sort.direction ?? "asc" } : undefined,
          page: a.page ?? 1,
          itemsPerPage: a.itemsPerPage ?? 20,
        }),
    }),
    search: t.field({
      extensions: responseCached("catalog"),
      type: ProductListingRef,
      description: "relevance-ranked text search over name, sku, description and searchable attributes; hidden products are absent from results and counts",
      args: { q: t.arg.string({ required: true }), page: t.arg.int({ defaultValue: 1 }), itemsPerPage: t.arg.int({ defaultValue: 20 }) },
      resolve: (_r, a, { ctx }) => listProducts(ctx, { search: a.q, context: "search", page: a.page ?? 1, itemsPerPage: a.itemsPerPage ?? 20 }),
    }),
    product: t.field({
      extensions: responseCached("catalog"),
      type: Product,
      nullable: true,
      description: "the full product (child arrays filled) by id or urlKey",
      args: { id: t.arg.int(), urlKey: t.arg.string() },
      resolve: (_r, { id, urlKey }, { ctx }) => {
        if (id != null) return productById(ctx, id);
        if (urlKey != null) return productByUrlKey(ctx, urlKey);
        throw new ProblemError(400, "invalid_request", "Give id or urlKey");
      },
    }),
  }));

  registerAdminProductsSchema(builder, Product);
  registerCategoryAdminSchema(builder, Category);
  return { Product, Category, ProductListing: ProductListingRef };
}

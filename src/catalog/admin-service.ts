import type { RequestContext } from "../core/context.ts";
import { ProblemError, type FieldError } from "../core/errors.ts";
import { recordAudit } from "../core/audit/record.ts";
import { sanitizeMerchantHtml } from "../core/html/sanitize.ts";
import type { DbClient } from "../core/unit-of-work.ts";
import { loadProducts } from "./product-loader.ts";
import { productDtos, type ProductDto } from "./product-dto.ts";
import { reindexPrices } from "./price-index.ts";
import type { AttributeInfo } from "./attributes.ts";
import { PRODUCT_TYPES, productInputSchema, type ProductInput } from "./admin/product-input.ts";
import { loadAdminProduct, productSnapshot, type AdminProductDto } from "./admin/product-record.ts";
import {
  checkApplicable,
  checkGiftcard,
  invalid,
  writeBundle,
  writeConfigurable,
  writeCustomOptions,
  writeDownloadable,
  writeGrouped,
} from "./admin/product-options.ts";
import { claimUrlKey, keepUrlRedirect } from "./admin/url-redirects.ts";

export { PRODUCT_TYPES, productInputSchema, type ProductInput };

/** "Food & Drink" -> "food-and-drink", "Crème" -> "creme" */
export const slugify = (s: string) =>
  s
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "item";

/** an option of a select attribute by its label (any case), else by its id */
export function optionId(info: AttributeInfo, x: string): number | undefined {
  const options = [...info.options];
  return options.find(([, label]) => label.toLowerCase() === x.toLowerCase())?.[0] ?? options.find(([id]) => String(id) === x)?.[0];
}

/** a stored attribute value from what the admin gave: option labels (or ids) for selects, "1"/"0" for booleans */
function attributeRows(input: ProductInput, byCode: Map<string, AttributeInfo>): { attributeId: number; value: string | null }[] {
  return Object.entries(input.attributes ?? {}).map(([code, v]) => {
    const info = byCode.get(code);
    if (!info)
      throw new ProblemError(422, "invalid", `Unknown attribute "${code}"`, {
        errors: [{ field: `attributes.${code}`, code: "unknown_attribute", message: "no such attribute" }],
      });
    const option = (x: string) => {
      const id = optionId(info, x);
      if (id === undefined)
        throw invalid([{ field: `attributes.${code}`, code: "unknown_option", message: `${info.label} has no option "${x}"` }], `Unknown option of ${code}`);
      return String(id);
    };
    if (v === "" || (Array.isArray(v) && v.length === 0)) return { attributeId: info.id, value: null };
    const value = Array.isArray(v)
      ? v.map(option).join(",")
      : typeof v === "boolean"
        ? v
          ? "1"
          : "0"
        : info.inputType === "select" || info.inputType === "multiselect"
          ? String(v).split(",").map(option).join(",")
          : String(v);
    return { attributeId: info.id, value };
  });
}

const dateOf = (d: string | null | undefined) => (d === undefined ? undefined : d === null ? null : new Date(`${d}T00:00:00.000Z`));

/** the product's own columns the input sets (absent: kept), HTML sanitised */
function columnsOf(input: ProductInput) {
  const html = (v: string | undefined) => (v === undefined ? undefined : sanitizeMerchantHtml(v));
  const c = {
    sku: input.sku,
    name: input.name,
    urlKey: input.urlKey,
    type: input.type,
    price: input.price,
    specialPrice: input.specialPrice,
    specialFromDate: dateOf(input.specialFromDate),
    specialToDate: dateOf(input.specialToDate),
    msrp: input.msrp,
    cost: input.cost,
    status: input.status,
    visibility: input.visibility,
    description: html(input.description),
    shortDescription: html(input.shortDescription),
    metaTitle: input.metaTitle,
    metaKeywords: input.metaKeywords,
    metaDescription: input.metaDescription,
    stockQty: input.stockQty,
    inStock: input.inStock,
    weight: input.weight,
    linksPurchasedSeparately: input.linksPurchasedSeparately,
    linksTitle: input.linksTitle,
    giftcardType: input.giftcardType,
    giftcardAmounts: input.giftcardAmounts === undefined ? undefined : JSON.stringify(input.giftcardAmounts),
    giftcardMinAmount: input.giftcardMinAmount,
    giftcardMaxAmount: input.giftcardMaxAmount,
    giftcardAllowMessage: input.giftcardAllowMessage,
  };
  return Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined)) as Partial<{ [K in keyof typeof c]: Exclude<(typeof c)[K], undefined> }>;
}

/** SKU and URL key unique among products (409); categories and customer groups that exist, special dates in order (422) */
async function checkReferences(tx: DbClient, id: number | null, input: ProductInput, before: AdminProductDto | null): Promise<void> {
  const other = id === null ? {} : { id: { not: id } };
  // a taken SKU or URL key is a conflict (409, as it always was), with its field errors
  const taken: FieldError[] = [];
  if (input.sku !== undefined && (await tx.product.findFirst({ where: { sku: input.sku, ...other }, select: { id: true } })))
    taken.push({ field: "sku", code: "duplicate", message: "another product has this SKU" });
  if (input.urlKey !== undefined && (await tx.product.findFirst({ where: { urlKey: input.urlKey, ...other }, select: { id: true } })))
    taken.push({ field: "urlKey", code: "duplicate", message: "another product has this URL key" });
  if (taken.length)
    throw new ProblemError(409, "conflict", `The ${taken.map((t) => (t.field === "sku" ? "SKU" : "URL key")).join(" and ")} belong to another product`, {
      errors: taken,
    });
  const errors: FieldError[] = [];
  const categoryIds = input.categories?.map((c) => c.categoryId) ?? input.categoryIds ?? [];
  if (categoryIds.length) {
    const found = new Set((await tx.category.findMany({ where: { id: { in: categoryIds } }, select: { id: true } })).map((c) => c.id));
    categoryIds.forEach((c, i) => {
      if (!found.has(c))
        errors.push({ field: input.categories ? `categories[${i}].categoryId` : `categoryIds[${i}]`, code: "not_found", message: `no category ${c}` });
    });
  }
  const groups = [...(input.tierPrices ?? []).map((t) => t.customerGroupId), ...(input.groupPrices ?? []).map((g) => g.customerGroupId)].filter(
    (g) => g !== null,
  );
  if (groups.length) {
    const found = new Set((await tx.customerGroup.findMany({ where: { id: { in: groups } }, select: { id: true } })).map((g) => g.id));
    input.tierPrices?.forEach((t, i) => {
      if (t.customerGroupId !== null && !found.has(t.customerGroupId))
        errors.push({ field: `tierPrices[${i}].customerGroupId`, code: "not_found", message: `no customer group ${t.customerGroupId}` });
    });
    input.groupPrices?.forEach((g, i) => {
      if (!found.has(g.customerGroupId))
        errors.push({ field: `groupPrices[${i}].customerGroupId`, code: "not_found", message: `no customer group ${g.customerGroupId}` });
    });
  }
  const from = input.specialFromDate !== undefined ? input.specialFromDate : before?.specialFromDate;
  const to = input.specialToDate !== undefined ? input.specialToDate : before?.specialToDate;
  if (from && to && from > to) errors.push({ field: "specialToDate", code: "before_from", message: "before the special price's first day" });
  if (errors.length) throw invalid(errors);
}

/**
 * tier and group prices: both given replace every row; tierPrices alone replace every row (as before group prices
 * had a field of their own); groupPrices alone replace the groups' quantity-1 rows
 */
async function writePrices(tx: DbClient, productId: number, input: ProductInput): Promise<void> {
  if (!input.tierPrices && !input.groupPrices) return;
  const rows = [
    ...(input.tierPrices ?? []).map((t) => ({ groupId: t.customerGroupId, qty: t.qty, price: t.price })),
    ...(input.groupPrices ?? []).map((g) => ({ groupId: g.customerGroupId, qty: 1, price: g.price })),
  ];
  const seen = new Set<string>();
  for (const [i, r] of rows.entries()) {
    const key = `${r.groupId}|${r.qty}`;
    if (seen.has(key)) {
      const field = i < (input.tierPrices?.length ?? 0) ? `tierPrices[${i}]` : `groupPrices[${i - (input.tierPrices?.length ?? 0)}]`;
      throw invalid([{ field, code: "duplicate", message: "two prices for one group and quantity" }]);
    }
    seen.add(key);
  }
  if (input.tierPrices) await tx.tierPrice.deleteMany({ where: { productId } });
  else await tx.tierPrice.deleteMany({ where: { productId, qty: 1, groupId: { not: null } } });
  await tx.tierPrice.createMany({ data: rows.map((r) => ({ productId, ...r })) });
}

/**
 * Creates (id null) or updates a product with what the input gives, in one transaction with its audit entry
 * (`operation`: the mutation's name); then announces it on `catalogChanged` (caches, the storefront's partial
 * product sync). Answers the product as the storefront DTO.
 */
export async function saveProduct(
  ctx: RequestContext,
  id: number | null,
  input: ProductInput,
  operation = id === null ? "productCreate" : "productUpdate",
): Promise<ProductDto> {
  const db = ctx.app.db;
  const { byCode } = await ctx.app.attributes.load();
  const attrRows = attributeRows(input, byCode);
  const columns = columnsOf(input);

  const saved = await db.$transaction(async (tx) => {
    const before = id === null ? null : await loadAdminProduct(tx, id);
    if (id !== null && !before) throw new ProblemError(404, "not_found", `Product ${id} not found`);
    // a type's options, children and links are its own: another type is another product
    if (before && input.type !== undefined && input.type !== before.type)
      throw invalid([{ field: "type", code: "type_fixed", message: `a ${before.type} product stays one: create a new product of another type` }]);
    const type = input.type ?? before?.type ?? "simple";
    checkApplicable(type, input);
    await checkReferences(tx, id, input, before);
    let productId: number;
    if (before === null) {
      const urlKey = input.urlKey ?? (await freeUrlKey(tx, slugify(`${input.name}-${input.sku}`)));
      await claimUrlKey(tx, urlKey);
      const p = await tx.product.create({
        data: { ...(columns as { sku: string; name: string }), urlKey, giftcardType: type === "giftcard" ? (input.giftcardType ?? "fixed") : null },
      });
      productId = p.id;
    } else {
      productId = before.id;
      await tx.product.update({ where: { id: productId }, data: columns });
      if (input.urlKey !== undefined) await keepUrlRedirect(tx, productId, before.urlKey, input.urlKey);
    }
    const categories =
      input.categories?.map((c, i) => ({ categoryId: c.categoryId, position: c.position ?? i })) ??
      input.categoryIds?.map((categoryId) => ({ categoryId, position: 0 }));
    if (categories) {
      await tx.productCategory.deleteMany({ where: { productId } });
      await tx.productCategory.createMany({ data: [...new Map(categories.map((c) => [c.categoryId, c])).values()].map((c) => ({ productId, ...c })) });
    }
    for (const a of attrRows) {
      if (a.value === null) await tx.productAttributeValue.deleteMany({ where: { productId, attributeId: a.attributeId } });
      else
        await tx.productAttributeValue.upsert({
          where: { productId_attributeId: { productId, attributeId: a.attributeId } },
          create: { productId, attributeId: a.attributeId, value: a.value },
          update: { value: a.value },
        });
    }
    await writePrices(tx, productId, input);
    if (input.configurable) await writeConfigurable(tx, productId, input.configurable, byCode);
    if (input.groupedProducts) await writeGrouped(tx, productId, input.groupedProducts);
    if (input.bundleOptions) await writeBundle(tx, productId, input.bundleOptions);
    if (input.downloadableLinks) await writeDownloadable(tx, productId, input.downloadableLinks);
    if (input.customOptions) await writeCustomOptions(tx, productId, input.customOptions);
    let after = (await loadAdminProduct(tx, productId))!;
    if (type === "giftcard") checkGiftcard(after);
    const hasRequiredOptions = type === "configurable" || type === "bundle" || after.customOptions.some((o) => o.required);
    if (hasRequiredOptions !== after.hasRequiredOptions) {
      await tx.product.update({ where: { id: productId }, data: { hasRequiredOptions } });
      after = { ...after, hasRequiredOptions };
    }
    // its listing price, and that of the grouped and bundle products that show it
    await reindexPrices(tx, [productId]);
    await ctx.app.search.index([productId], tx);
    await ctx.app.events.dispatch("catalog_product_save_after", { ctx, productId, db: tx });
    await recordAudit(tx, ctx, {
      operation,
      entityType: "product",
      entityId: productId,
      before: before && productSnapshot(before),
      after: productSnapshot(after),
    });
    // last: the version row stays locked until commit
    return { productId, version: await ctx.app.coherence.bump(tx, "catalogChanged") };
  });
  await announceProducts(ctx, [saved.productId], saved.version);
  const [p] = await loadProducts(db, [saved.productId], false);
  return (await productDtos(ctx, [p!], false))[0]!;
}

/** after a commit: the caches of these products dropped here, and one `catalogChanged` for them all (every instance, the storefront's partial sync) */
export async function announceProducts(ctx: RequestContext, ids: number[], version: number): Promise<void> {
  ctx.app.productRows.evict(ids);
  ctx.app.facets.clear();
  ctx.app.searches.clear();
  await ctx.app.pubsub.publish("catalogChanged", { entity: "product", ids: ids.map(String), at: new Date().toISOString(), version });
}

/** `key`, or `key-2`, `key-3`, ... : the first no product has */
async function freeUrlKey(tx: DbClient, key: string): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? key : `${key}-${n}`;
    if (!(await tx.product.findUnique({ where: { urlKey: candidate }, select: { id: true } }))) return candidate;
  }
}

/** Admin writes to the catalogue: each keeps the search index current and announces the change. */
import { z } from "zod";
import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import { loadProducts } from "./product-loader.ts";
import { productDtos, type ProductDto } from "./product-dto.ts";
import { withoutNulls } from "../core/api/input.ts";
import { reindexPrices } from "./price-index.ts";

export const PRODUCT_TYPES = ["simple", "virtual", "configurable", "grouped", "bundle", "downloadable", "giftcard"] as const;
const urlKeyRe = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const productInputSchema = z
  .object({
    sku: z.string().trim().min(1).max(64),
    name: z.string().trim().min(1).max(255),
    urlKey: z.string().regex(urlKeyRe, "lower-case words separated by hyphens"),
    type: z.enum(PRODUCT_TYPES),
    price: z.number().min(0),
    specialPrice: z.number().min(0).nullable(),
    msrp: z.number().min(0).nullable(),
    status: z.union([z.literal(1), z.literal(2)]),
    visibility: z.number().int().min(1).max(4),
    description: z.string(),
    shortDescription: z.string(),
    stockQty: z.number().int().min(0),
    inStock: z.boolean(),
    categoryIds: z.array(z.number().int()),
    attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])),
    tierPrices: z.array(z.object({ customerGroupId: z.number().int().nullable(), qty: z.number().positive(), price: z.number().min(0) })),
  })
  .partial();
export type ProductInput = z.infer<typeof productInputSchema>;

/** "Food & Drink" -> "food-and-drink", "Crème" -> "creme" */
export const slugify = (s: string) =>
  s
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "item";

export async function saveProduct(ctx: RequestContext, id: number | null, input: ProductInput): Promise<ProductDto> {
  const db = ctx.app.db;
  const { categoryIds, attributes, tierPrices, ...fields } = input;
  const { byCode } = await ctx.app.attributes.load();
  const attrRows = Object.entries(attributes ?? {}).map(([code, v]) => {
    const info = byCode.get(code);
    if (!info)
      throw new ProblemError(422, "invalid", `Unknown attribute "${code}"`, {
        errors: [{ field: `attributes.${code}`, code: "unknown_attribute", message: "no such attribute" }],
      });
    const label = (x: string) => [...info.options].find(([, l]) => l.toLowerCase() === x.toLowerCase())?.[0] ?? x;
    const value = Array.isArray(v)
      ? v.map(label).join(",")
      : typeof v === "boolean"
        ? v
          ? "1"
          : "0"
        : info.inputType === "select"
          ? String(label(String(v)))
          : String(v);
    return { attributeId: info.id, value };
  });

  const saved = await db.$transaction(async (tx) => {
    const data = withoutNulls({ ...fields, specialPrice: undefined, msrp: undefined });
    let productId: number;
    if (id === null) {
      const exists = await tx.product.findUnique({ where: { sku: fields.sku! }, select: { id: true } });
      if (exists)
        throw new ProblemError(409, "conflict", `A product with sku "${fields.sku}" exists`, {
          errors: [{ field: "sku", code: "duplicate", message: "sku is taken" }],
        });
      const p = await tx.product.create({
        data: {
          ...(data as { sku: string; name: string }),
          urlKey: fields.urlKey ?? slugify(`${fields.name}-${fields.sku}`),
          specialPrice: fields.specialPrice ?? null,
          msrp: fields.msrp ?? null,
        },
      });
      productId = p.id;
    } else {
      const exists = await tx.product.findUnique({ where: { id }, select: { id: true } });
      if (!exists) throw new ProblemError(404, "not_found", `Product ${id} not found`);
      await tx.product.update({
        where: { id },
        data: { ...data, ...("specialPrice" in input ? { specialPrice: input.specialPrice } : {}), ...("msrp" in input ? { msrp: input.msrp } : {}) },
      });
      productId = id;
    }
    if (categoryIds) {
      await tx.productCategory.deleteMany({ where: { productId } });
      await tx.productCategory.createMany({ data: categoryIds.map((categoryId) => ({ productId, categoryId })) });
    }
    for (const a of attrRows) {
      await tx.productAttributeValue.upsert({
        where: { productId_attributeId: { productId, attributeId: a.attributeId } },
        create: { productId, ...a },
        update: { value: a.value },
      });
    }
    if (tierPrices) {
      await tx.tierPrice.deleteMany({ where: { productId } });
      await tx.tierPrice.createMany({ data: tierPrices.map((t) => ({ productId, groupId: t.customerGroupId, qty: t.qty, price: t.price })) });
    }
    // its listing price, and that of the grouped and bundle products that show it
    await reindexPrices(tx, [productId]);
    await ctx.app.search.index([productId], tx);
    await ctx.app.events.dispatch("catalog_product_save_after", { ctx, productId, db: tx });
    // last: the version row stays locked until commit
    return { productId, version: await ctx.app.coherence.bump(tx, "catalogChanged") };
  });
  ctx.app.productRows.evict([saved.productId]);
  ctx.app.facets.clear();
  ctx.app.searches.clear();
  await ctx.app.pubsub.publish("catalogChanged", { entity: "product", ids: [String(saved.productId)], at: new Date().toISOString(), version: saved.version });
  const [p] = await loadProducts(db, [saved.productId], false);
  return (await productDtos(ctx, [p!], false))[0]!;
}

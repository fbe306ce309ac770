/**
 * The admin's product images and category image (scope `catalog`): upload, label, order, roles, delete.
 *
 * An upload is decoded and resized by the media layer (media/image-derivatives.ts: base 1200, small 400,
 * thumbnail 150 px, WebP) and its files written under `catalog/product/<productId>/` before the record is; a
 * write that fails afterwards removes them again, and a deleted image's files go once its deletion committed.
 * Roles: `base` (the product page's image and the product's `imageUrl`, which carts and orders show), `small`
 * (listings) and `thumbnail`; each is on at most one image of a product. An upload without roles takes the roles
 * no image of its product holds (so the first upload of a product becomes its picture); a deleted image's roles
 * go to the first image left. Every write runs in one transaction that first locks the product's row (writers
 * of one product's images queue, so roles stay exclusive), records the image list before and after in the audit
 * log, and announces `catalogChanged` for the product, which evicts the caches and triggers the storefront's
 * partial sync of that product.
 */
import { z } from "zod";
import type { RequestContext } from "../core/context.ts";
import { isAdmin } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import type { UploadedFile } from "../core/routes.ts";
import { recordAudit } from "../core/audit/record.ts";
import type { DbClient } from "../core/unit-of-work.ts";
import { imageDerivatives, type DerivativeName } from "../media/image-derivatives.ts";
import { newMediaStem, removeMediaFiles, writeMediaFiles } from "../media/store.ts";
import { mediaUrl } from "../media/url.ts";

export const IMAGE_ROLES = ["base", "small", "thumbnail"] as const;
export type ImageRole = (typeof IMAGE_ROLES)[number];

export interface ProductImageDto {
  id: number;
  productId: number;
  /** the base derivative (1200 px), or the URL a seeded or imported image has */
  url: string;
  smallUrl: string | null;
  thumbnailUrl: string | null;
  label: string;
  /** 0-based place in the gallery */
  position: number;
  roles: ImageRole[];
  disabled: boolean;
  width: number | null;
  height: number | null;
}

interface ImageRow {
  id: number;
  productId: number;
  url: string;
  smallUrl: string | null;
  thumbnailUrl: string | null;
  label: string;
  position: number;
  roles: string;
  disabled: boolean;
  width: number | null;
  height: number | null;
}

export const imageLabelSchema = z.string().trim().max(255);
export const imageRolesSchema = z.array(z.enum(IMAGE_ROLES)).max(3);
export const productImageUpdateSchema = z
  .object({ label: imageLabelSchema, position: z.number().int().min(0), roles: imageRolesSchema, disabled: z.boolean() })
  .partial();

/** "base,small" -> ["base", "small"] (unknown words dropped, in role order) */
export const rolesOf = (s: string): ImageRole[] => IMAGE_ROLES.filter((r) => s.split(",").includes(r));
const rolesText = (roles: Iterable<ImageRole>) => {
  const set = new Set(roles);
  return IMAGE_ROLES.filter((r) => set.has(r)).join(",");
};

export function productImageDto(ctx: RequestContext, r: ImageRow): ProductImageDto {
  const base = ctx.app.settings.mediaBaseUrl;
  return {
    id: r.id,
    productId: r.productId,
    url: mediaUrl(base, r.url),
    smallUrl: mediaUrl(base, r.smallUrl),
    thumbnailUrl: mediaUrl(base, r.thumbnailUrl),
    label: r.label,
    position: r.position,
    roles: rolesOf(r.roles),
    disabled: r.disabled,
    width: r.width,
    height: r.height,
  };
}

/** REST routes call the service directly: the same refusal GraphQL's `authScopes: { admin: "catalog" }` gives */
export function requireCatalogAdmin(ctx: RequestContext): void {
  if (ctx.caller.kind === "guest") throw new ProblemError(401, "login_required", "Log in first", { headers: { "WWW-Authenticate": "Bearer" } });
  if (!isAdmin(ctx, "catalog")) throw new ProblemError(403, "forbidden", "Not authorized: an admin with scope catalog only");
}

const imagesOf = (db: DbClient, productId: number): Promise<ImageRow[]> =>
  db.productImage.findMany({ where: { productId }, orderBy: [{ position: "asc" }, { id: "asc" }] });

/** the audit log's snapshot of a product's images */
const snapshot = (rows: ImageRow[]) => ({
  images: rows.map((r) => ({ id: r.id, url: r.url, label: r.label, position: r.position, roles: r.roles, disabled: r.disabled })),
});

export async function productImages(ctx: RequestContext, productId: number): Promise<ProductImageDto[]> {
  return (await imagesOf(ctx.app.db, productId)).map((r) => productImageDto(ctx, r));
}

/** files an image of this product owns: only uploads, under its own folder (seeded URLs may be shared by products) */
const ownFiles = (r: ImageRow) => [r.url, r.smallUrl, r.thumbnailUrl].filter((u): u is string => !!u && u.startsWith(`/media/catalog/product/${r.productId}/`));

/**
 * One write to a product's images: locks the product's row, runs `change`, numbers the gallery 0..n-1 in the order
 * `change` answers (or as stored), gives the product the base image's URL, records the audit entry and bumps the
 * catalogue's version; then evicts and announces. Answers what `change` answered, and the images after.
 */
async function writeImages<T>(
  ctx: RequestContext,
  productId: number,
  operation: string,
  change: (tx: DbClient, before: ImageRow[]) => Promise<{ result: T; order?: number[] }>,
  onRollback?: () => Promise<unknown>,
): Promise<{ result: T; images: ImageRow[] }> {
  const out = await ctx.app.db
    .$transaction(async (tx) => {
      // first: the product's row lock (PostgreSQL) queues the writers of one product's images
      const product = await tx.product.findUnique({ where: { id: productId }, select: { id: true, imageUrl: true } });
      if (!product) throw new ProblemError(404, "not_found", `Product ${productId} not found`);
      await tx.product.update({ where: { id: productId }, data: { updatedAt: new Date() } });
      const before = await imagesOf(tx, productId);
      const { result, order } = await change(tx, before);
      let after = await imagesOf(tx, productId);
      const ids = order ?? after.map((r) => r.id);
      const byId = new Map(after.map((r) => [r.id, r]));
      for (const [position, id] of ids.entries()) {
        const row = byId.get(id);
        if (row && row.position !== position) await tx.productImage.update({ where: { id }, data: { position } });
      }
      after = await imagesOf(tx, productId);
      // the product's imageUrl (carts, orders, listings) follows the base role; a base that went leaves none
      const base = after.find((r) => rolesOf(r.roles).includes("base"));
      const hadBase = before.some((r) => rolesOf(r.roles).includes("base"));
      const imageUrl = base ? base.url : hadBase ? null : product.imageUrl;
      if (imageUrl !== product.imageUrl) await tx.product.update({ where: { id: productId }, data: { imageUrl } });
      await recordAudit(tx, ctx, { operation, entityType: "product", entityId: productId, before: snapshot(before), after: snapshot(after) });
      // last: the version row stays locked until commit
      return { result, images: after, version: await ctx.app.coherence.bump(tx, "catalogChanged") };
    })
    .catch(async (e: unknown) => {
      await onRollback?.();
      throw e;
    });
  ctx.app.productRows.evict([productId]);
  ctx.app.facets.clear();
  ctx.app.searches.clear();
  await ctx.app.pubsub.publish("catalogChanged", { entity: "product", ids: [String(productId)], at: new Date().toISOString(), version: out.version });
  return { result: out.result, images: out.images };
}

/** takes `roles` for image `id`, off every other image of the product */
async function takeRoles(tx: DbClient, rows: ImageRow[], id: number, roles: ImageRole[]): Promise<void> {
  for (const r of rows) {
    if (r.id === id) continue;
    const kept = rolesOf(r.roles).filter((x) => !roles.includes(x));
    if (kept.length !== rolesOf(r.roles).length) await tx.productImage.update({ where: { id: r.id }, data: { roles: rolesText(kept) } });
  }
}

function checkSize(ctx: RequestContext, file: UploadedFile): void {
  const max = ctx.app.settings.mediaUploadMaxBytes;
  if (file.bytes.byteLength > max) {
    throw new ProblemError(
      413,
      "payload_too_large",
      `The image is ${file.bytes.byteLength} bytes; images are limited to ${max} bytes (${(max / 1048576).toFixed(1)} MB)`,
    );
  }
  if (file.bytes.byteLength === 0)
    throw new ProblemError(422, "invalid", "The file is empty", { errors: [{ field: "file", code: "empty", message: "no bytes" }] });
}

/** decodes, resizes and stores an upload's derivatives; answers their URLs by name */
async function storeDerivatives(ctx: RequestContext, folder: string, file: UploadedFile, only: DerivativeName[]) {
  checkSize(ctx, file);
  const processed = await imageDerivatives(file.bytes, only);
  const stem = newMediaStem();
  const urls = await writeMediaFiles(
    ctx.app.settings.mediaDir,
    processed.derivatives.map((d) => ({ rel: `${folder}/${stem}-${d.name}.${d.extension}`, bytes: d.bytes })),
  );
  const url = (name: DerivativeName) => urls[processed.derivatives.findIndex((d) => d.name === name)] ?? null;
  const base = processed.derivatives.find((d) => d.name === only[0])!;
  return { url, width: base.width, height: base.height, all: urls };
}

/** `POST /admin/products/{id}/images`: a new image at the end of the gallery */
export async function productImageUpload(
  ctx: RequestContext,
  productId: number,
  file: UploadedFile,
  input: { label?: string; roles?: ImageRole[] },
): Promise<ProductImageDto> {
  requireCatalogAdmin(ctx);
  // before the work of decoding: an unknown product is a 404 whatever the file
  if (!(await ctx.app.db.product.findUnique({ where: { id: productId }, select: { id: true } }))) {
    throw new ProblemError(404, "not_found", `Product ${productId} not found`);
  }
  const stored = await storeDerivatives(ctx, `catalog/product/${productId}`, file, ["base", "small", "thumbnail"]);
  // the files go again when the record does not commit
  const { result: id, images } = await writeImages(
    ctx,
    productId,
    "admin_product_image_upload",
    async (tx, before) => {
      const held = new Set(before.flatMap((r) => rolesOf(r.roles)));
      const roles = input.roles ?? IMAGE_ROLES.filter((r) => !held.has(r));
      const row = await tx.productImage.create({
        data: {
          productId,
          url: stored.url("base")!,
          smallUrl: stored.url("small"),
          thumbnailUrl: stored.url("thumbnail"),
          width: stored.width,
          height: stored.height,
          label: input.label ?? "",
          position: before.length,
          roles: rolesText(roles),
        },
      });
      await takeRoles(tx, before, row.id, roles);
      return { result: row.id };
    },
    () => removeMediaFiles(ctx.app.settings.mediaDir, stored.all),
  );
  return productImageDto(ctx, images.find((r) => r.id === id)!);
}

async function imageRow(ctx: RequestContext, id: number): Promise<ImageRow> {
  const row = await ctx.app.db.productImage.findUnique({ where: { id } });
  if (!row) throw new ProblemError(404, "not_found", `Product image ${id} not found`);
  return row;
}

const gone = (id: number) => new ProblemError(404, "not_found", `Product image ${id} not found`);

/** `productImageUpdate`: label, hidden, roles (exactly these: taken off the product's other images), place in the gallery */
export async function productImageUpdate(ctx: RequestContext, id: number, input: z.infer<typeof productImageUpdateSchema>): Promise<ProductImageDto> {
  const { productId } = await imageRow(ctx, id);
  const { images } = await writeImages(ctx, productId, "productImageUpdate", async (tx, before) => {
    const row = before.find((r) => r.id === id);
    if (!row) throw gone(id);
    await tx.productImage.update({
      where: { id },
      data: {
        ...(input.label !== undefined ? { label: input.label } : {}),
        ...(input.disabled !== undefined ? { disabled: input.disabled } : {}),
        ...(input.roles !== undefined ? { roles: rolesText(input.roles) } : {}),
      },
    });
    if (input.roles) await takeRoles(tx, before, id, input.roles);
    if (input.position === undefined) return { result: undefined };
    const order = before.map((r) => r.id).filter((x) => x !== id);
    order.splice(Math.min(input.position, order.length), 0, id);
    return { result: undefined, order };
  });
  return productImageDto(ctx, images.find((r) => r.id === id)!);
}

/** `productImagesReorder`: the product's images in this order (every image of the product, once) */
export async function productImagesReorder(ctx: RequestContext, productId: number, ids: number[]): Promise<ProductImageDto[]> {
  const { images } = await writeImages(ctx, productId, "productImagesReorder", async (_tx, before) => {
    const have = new Set(before.map((r) => r.id));
    if (ids.length !== have.size || new Set(ids).size !== ids.length || ids.some((x) => !have.has(x))) {
      throw new ProblemError(422, "invalid", "Give every image of the product once", {
        errors: [{ field: "ids", code: "not_the_images", message: `the product's images are ${[...have].join(", ") || "none"}` }],
      });
    }
    return { result: undefined, order: ids };
  });
  return images.map((r) => productImageDto(ctx, r));
}

/** `productImageDelete`: its roles go to the first image left; its files go once the deletion committed */
export async function productImageDelete(ctx: RequestContext, id: number): Promise<ProductImageDto[]> {
  const { productId } = await imageRow(ctx, id);
  const { result: deleted, images } = await writeImages(ctx, productId, "productImageDelete", async (tx, before) => {
    const row = before.find((r) => r.id === id);
    if (!row) throw gone(id);
    await tx.productImage.delete({ where: { id } });
    const heir = before.find((r) => r.id !== id);
    const freed = rolesOf(row.roles);
    if (heir && freed.length) await tx.productImage.update({ where: { id: heir.id }, data: { roles: rolesText([...rolesOf(heir.roles), ...freed]) } });
    return { result: row };
  });
  try {
    await removeMediaFiles(ctx.app.settings.mediaDir, ownFiles(deleted));
  } catch (err) {
    // the record is gone; a file left behind is served by no record
    ctx.app.logger.warn({ err, imageId: id }, "a deleted product image's files were not removed");
  }
  return images.map((r) => productImageDto(ctx, r));
}

export interface CategoryImageDto {
  categoryId: number;
  /** the category's `image`: the upload's 1200 px derivative */
  image: string;
  width: number;
  height: number;
}

/** `POST /admin/categories/{id}/image`: the category's image, replacing (and removing) an uploaded one */
export async function categoryImageUpload(ctx: RequestContext, categoryId: number, file: UploadedFile): Promise<CategoryImageDto> {
  requireCatalogAdmin(ctx);
  if (!(await ctx.app.db.category.findUnique({ where: { id: categoryId }, select: { id: true } }))) {
    throw new ProblemError(404, "not_found", `Category ${categoryId} not found`);
  }
  const folder = `catalog/category/${categoryId}`;
  const stored = await storeDerivatives(ctx, folder, file, ["base"]);
  const url = stored.url("base")!;
  let previous: string | null;
  let version: number;
  try {
    ({ previous, version } = await ctx.app.db.$transaction(async (tx) => {
      const before = await tx.category.findUnique({ where: { id: categoryId }, select: { image: true } });
      if (!before) throw new ProblemError(404, "not_found", `Category ${categoryId} not found`);
      await tx.category.update({ where: { id: categoryId }, data: { image: url } });
      await recordAudit(tx, ctx, { operation: "admin_category_image_upload", entityType: "category", entityId: categoryId, before, after: { image: url } });
      return { previous: before.image, version: await ctx.app.coherence.bump(tx, "catalogChanged") };
    }));
  } catch (e) {
    await removeMediaFiles(ctx.app.settings.mediaDir, stored.all);
    throw e;
  }
  await ctx.app.pubsub.publish("catalogChanged", { entity: "category", ids: [String(categoryId)], at: new Date().toISOString(), version });
  if (previous?.startsWith(`/media/${folder}/`)) {
    await removeMediaFiles(ctx.app.settings.mediaDir, [previous]).catch((err) =>
      ctx.app.logger.warn({ err, categoryId }, "a replaced category image's file was not removed"),
    );
  }
  return { categoryId, image: mediaUrl(ctx.app.settings.mediaBaseUrl, url), width: stored.width, height: stored.height };
}

/**
 * The logged-in customer's wishlist in Maho's WishlistItem shape. Products are read through the catalogue's
 * own visibility filter and DTO builder, so a product hidden from the caller (disabled, or hidden by a
 * module such as the access gate) is never listed, and its price is the caller's group's (or absent when
 * a module hides prices).
 */
import { z } from "zod";
import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import { parseInput } from "../core/api/input.ts";
import { visibleProductsWhere } from "../catalog/product-listing.ts";
import { loadProducts } from "../catalog/product-loader.ts";
import { productDtos } from "../catalog/product-dto.ts";
import type { ProductDto } from "../catalog/product-dto.ts";
import type { WishlistItem } from "../generated/prisma/client.ts";
import { isUniqueViolation, requireCustomer } from "./service.ts";

/** lines one wishlist may hold */
export const MAX_WISHLIST_ITEMS = 100;
const MAX_QTY = 10_000;

export const wishlistAddInput = z
  .object({
    productId: z.number().int().positive().optional(),
    sku: z.string().trim().min(1).max(64).optional(),
    qty: z.number().int().min(1).max(MAX_QTY).default(1),
    description: z.string().trim().max(1000).nullable().optional(),
  })
  .refine((v) => v.productId !== undefined || v.sku !== undefined, { message: "give productId or sku", path: ["productId"] });

export interface WishlistItemDto {
  id: number;
  productId: number;
  productName: string;
  productSku: string;
  productPrice: number | null;
  productImageUrl: string | null;
  productUrl: string;
  productType: string;
  qty: number;
  description: string | null;
  addedAt: string;
  inStock: boolean;
}

const toDto = (i: WishlistItem, p: ProductDto): WishlistItemDto => ({
  id: i.id,
  productId: p.id,
  productName: p.name,
  productSku: p.sku,
  productPrice: p.finalPrice,
  productImageUrl: p.smallImageUrl ?? p.imageUrl,
  productUrl: `/${p.urlKey}`,
  productType: p.type,
  qty: i.qty,
  description: i.description,
  addedAt: i.addedAt.toISOString(),
  inStock: p.inStock,
});

/** the products of these ids that the caller may see, as the catalogue builds them */
async function visibleProducts(ctx: RequestContext, ids: number[]): Promise<Map<number, ProductDto>> {
  if (!ids.length) return new Map();
  const and = await visibleProductsWhere(ctx, "any");
  const rows = await ctx.app.db.product.findMany({ where: { AND: [...and, { id: { in: ids } }] }, select: { id: true } });
  const loaded = await loadProducts(
    ctx.app.db,
    rows.map((r) => r.id),
    true,
    ctx.app.productRows,
  );
  return new Map((await productDtos(ctx, loaded, true)).map((p) => [p.id, p]));
}

export async function wishlist(ctx: RequestContext): Promise<{ member: WishlistItemDto[]; totalItems: number }> {
  const customerId = requireCustomer(ctx);
  const items = await ctx.app.db.wishlistItem.findMany({ where: { customerId }, orderBy: { id: "asc" }, take: MAX_WISHLIST_ITEMS });
  const products = await visibleProducts(
    ctx,
    items.map((i) => i.productId),
  );
  const member = items.flatMap((i) => {
    const p = products.get(i.productId);
    return p ? [toDto(i, p)] : [];
  });
  return { member, totalItems: member.length };
}

const notFound = () => new ProblemError(404, "not_found", "Product not found");

/** adds a product (by id or sku) the caller can see; the same product again adds to its quantity */
export async function addToWishlist(ctx: RequestContext, raw: unknown): Promise<WishlistItemDto> {
  const customerId = requireCustomer(ctx);
  const input = parseInput(wishlistAddInput, raw);
  const row =
    input.productId !== undefined
      ? { id: input.productId }
      : await ctx.app.db.product.findUnique({ where: { sku: input.sku as string }, select: { id: true } });
  const product = row ? (await visibleProducts(ctx, [row.id])).get(row.id) : undefined;
  if (!product) throw notFound();
  const description = input.description ?? null;
  const item = await ctx.app.db
    .$transaction(async (tx) => {
      const existing = await tx.wishlistItem.findUnique({ where: { customerId_productId: { customerId, productId: product.id } } });
      if (existing) {
        return tx.wishlistItem.update({
          where: { id: existing.id },
          data: { qty: Math.min(MAX_QTY, existing.qty + input.qty), ...(description !== null ? { description } : {}) },
        });
      }
      if ((await tx.wishlistItem.count({ where: { customerId } })) >= MAX_WISHLIST_ITEMS) {
        throw new ProblemError(422, "wishlist_full", `A wishlist holds at most ${MAX_WISHLIST_ITEMS} products`);
      }
      return tx.wishlistItem.create({ data: { customerId, productId: product.id, qty: input.qty, description } });
    })
    .catch((e: unknown) => {
      // two adds of the same product at once: the loser's line already exists
      if (isUniqueViolation(e)) throw new ProblemError(409, "conflict", "The product was added meanwhile; try again");
      throw e;
    });
  return toDto(item, product);
}

export async function removeFromWishlist(ctx: RequestContext, itemId: number): Promise<void> {
  const customerId = requireCustomer(ctx);
  const r = await ctx.app.db.wishlistItem.deleteMany({ where: { id: itemId, customerId } });
  if (r.count === 0) throw new ProblemError(404, "not_found", "Wishlist item not found");
}

/**
 * Admin GraphQL of product images (scope `catalog`): `productImages(productId)`, `productImageUpdate`,
 * `productImagesReorder`, `productImageDelete`. Uploads are REST (multipart): admin-images-rest.ts.
 */
import type { Builder } from "../core/schema-builder.ts";
import { ProblemError } from "../core/errors.ts";
import { parseInput, withoutNulls } from "../core/api/input.ts";
import { audited } from "../core/audit/declare.ts";
import {
  IMAGE_ROLES,
  productImageDelete,
  productImageUpdate,
  productImageUpdateSchema,
  productImages,
  productImagesReorder,
  type ProductImageDto,
} from "./admin-images.ts";

export function registerProductImageSchema(builder: Builder) {
  const Role = builder.enumType("ProductImageRole", {
    values: IMAGE_ROLES,
    description: "base: the product page's image and the product's imageUrl; small: listings; thumbnail: carts and small places",
  });
  const ProductImage = builder.objectRef<ProductImageDto>("ProductImage").implement({
    description: "an image of a product's gallery, as the admin manages it",
    fields: (t) => ({
      id: t.exposeInt("id"),
      productId: t.exposeInt("productId"),
      url: t.exposeString("url", { description: "the base derivative (1200 px) of an upload, or the URL a seeded or imported image has" }),
      smallUrl: t.exposeString("smallUrl", { nullable: true, description: "an upload's 400 px derivative" }),
      thumbnailUrl: t.exposeString("thumbnailUrl", { nullable: true, description: "an upload's 150 px derivative" }),
      label: t.exposeString("label"),
      position: t.exposeInt("position", { description: "0-based place in the gallery" }),
      roles: t.field({ type: [Role], resolve: (i) => i.roles }),
      disabled: t.exposeBoolean("disabled", { description: "hidden from the product page's gallery" }),
      width: t.exposeInt("width", { nullable: true }),
      height: t.exposeInt("height", { nullable: true }),
    }),
  });
  const Input = builder.inputType("ProductImageInput", {
    fields: (t) => ({
      label: t.string(),
      position: t.int({ description: "0-based place in the gallery; the others move up or down" }),
      roles: t.field({ type: [Role], description: "exactly these roles; each is taken off the product's other images" }),
      disabled: t.boolean({ description: "hide from the product page's gallery" }),
    }),
  });

  builder.queryFields((t) => ({
    productImages: t.field({
      type: [ProductImage],
      description: "a product's images in gallery order (admin)",
      authScopes: { admin: "catalog" },
      args: { productId: t.arg.int({ required: true }) },
      resolve: (_r, { productId }, { ctx }) => productImages(ctx, productId),
    }),
  }));

  builder.mutationFields((t) => ({
    productImageUpdate: t.field({
      type: ProductImage,
      description: "label, roles, hidden flag or place of one image; answers the image",
      authScopes: { admin: "catalog" },
      extensions: audited("product"),
      errors: { types: [ProblemError] },
      args: { id: t.arg.int({ required: true }), input: t.arg({ type: Input, required: true }) },
      resolve: (_r, { id, input }, { ctx }) => productImageUpdate(ctx, id, parseInput(productImageUpdateSchema, withoutNulls(input))),
    }),
    productImagesReorder: t.field({
      type: [ProductImage],
      description: "puts a product's images in this order (every image id of the product, once); answers them",
      authScopes: { admin: "catalog" },
      extensions: audited("product"),
      errors: { types: [ProblemError] },
      args: { productId: t.arg.int({ required: true }), ids: t.arg.intList({ required: true }) },
      resolve: (_r, { productId, ids }, { ctx }) => productImagesReorder(ctx, productId, ids),
    }),
    productImageDelete: t.field({
      type: [ProductImage],
      description: "deletes an image and its files (its roles go to the first image left); answers the images left",
      authScopes: { admin: "catalog" },
      extensions: audited("product"),
      errors: { types: [ProblemError] },
      args: { id: t.arg.int({ required: true }) },
      resolve: (_r, { id }, { ctx }) => productImageDelete(ctx, id),
    }),
  }));
}

/**
 * Admin GraphQL of the category tree (scope `catalog`, category-admin.ts): `adminCategoryTree` (every category,
 * disabled ones included), `categoryProducts(id, page, pageSize)`, and the writes `categoryCreate`,
 * `categoryUpdate`, `categoryMove`, `categoryDelete`, `categoryProductsSet`. Each write is audited (entity
 * `category`) and reaches the storefront through a partial category sync.
 */
import type { ObjectRef } from "@pothos/core";
import type { Builder, BuilderTypes } from "../core/schema-builder.ts";
import { ProblemError } from "../core/errors.ts";
import { parseInput } from "../core/api/input.ts";
import { gridPagingArgs } from "../core/api/paging.ts";
import { audited } from "../core/audit/declare.ts";
import type { CategoryDto } from "./categories.ts";
import {
  DISPLAY_MODES,
  adminCategoryTree,
  categoryInputSchema,
  categoryProducts,
  categoryProductsSetSchema,
  categoryUpdateSchema,
  deleteCategory,
  moveCategory,
  saveCategory,
  setCategoryProducts,
  updateCategory,
  type CategoryProductRow,
} from "./category-admin.ts";

type Types = PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>;

export function registerCategoryAdminSchema(builder: Builder, Category: ObjectRef<Types, CategoryDto>) {
  const DisplayMode = builder.enumType("CategoryDisplayMode", { values: DISPLAY_MODES });
  const UpdateInput = builder.inputType("CategoryUpdateInput", {
    fields: (t) => ({
      name: t.string(),
      urlKey: t.string({ description: "changes the URL path of the category and of its subcategories" }),
      isActive: t.boolean(),
      includeInMenu: t.boolean(),
      isAnchor: t.boolean({ description: "its listing shows its subcategories' products too" }),
      description: t.string({ description: "HTML, sanitised on save" }),
      image: t.string({ description: "a path below the media folder (catalog/category/x.jpg) or an http(s) URL; null removes it" }),
      metaTitle: t.string(),
      metaDescription: t.string(),
      displayMode: t.field({ type: DisplayMode }),
    }),
  });
  const ProductPosition = builder.inputType("CategoryProductPositionInput", {
    fields: (t) => ({ productId: t.int({ required: true }), position: t.int({ required: true }) }),
  });
  const ProductRow = builder.objectRef<CategoryProductRow>("CategoryProduct").implement({
    fields: (t) => ({
      productId: t.exposeInt("productId"),
      sku: t.exposeString("sku"),
      name: t.exposeString("name"),
      status: t.exposeInt("status", { description: "1 enabled, 2 disabled" }),
      position: t.exposeInt("position", { description: "its place in the category's listing (Position sort), lowest first" }),
    }),
  });
  const ProductPage = builder.objectRef<{ items: CategoryProductRow[]; totalCount: number }>("CategoryProductPage").implement({
    fields: (t) => ({ items: t.expose("items", { type: [ProductRow] }), totalCount: t.exposeInt("totalCount") }),
  });
  const Deleted = builder.objectRef<{ deletedIds: number[] }>("CategoryDeleteAnswer").implement({
    fields: (t) => ({ deletedIds: t.exposeIntList("deletedIds", { description: "the category and its subcategories, deepest first" }) }),
  });

  builder.queryFields((t) => ({
    adminCategoryTree: t.field({
      type: [Category],
      description: "every category (admin), disabled ones included, flat in order of level and position; each carries its children",
      authScopes: { admin: "catalog" },
      resolve: (_r, _a, { ctx }) => adminCategoryTree(ctx),
    }),
    categoryProducts: t.field({
      type: ProductPage,
      description: "the products assigned to the category itself (admin), by position",
      authScopes: { admin: "catalog" },
      errors: { types: [ProblemError] },
      args: { id: t.arg.int({ required: true }), page: t.arg.int({ defaultValue: 1 }), pageSize: t.arg.int({ defaultValue: 50 }) },
      resolve: (_r, a, { ctx }) => {
        const { page, pageSize } = gridPagingArgs(a, 50);
        return categoryProducts(ctx, a.id, page, pageSize);
      },
    }),
  }));

  builder.mutationFields((t) => ({
    categoryCreate: t.field({
      type: Category,
      description: "a category below parentId at position (0-based among its siblings; absent: last)",
      authScopes: { admin: "catalog" },
      extensions: audited("category"),
      errors: { types: [ProblemError] },
      args: { name: t.arg.string({ required: true }), parentId: t.arg.int(), urlKey: t.arg.string(), position: t.arg.int() },
      resolve: (_r, a, { ctx }) => saveCategory(ctx, parseInput(categoryInputSchema, a)),
    }),
    categoryUpdate: t.field({
      type: Category,
      description: "changes the given fields; a new urlKey moves the URL paths of the whole subtree (409 when one is taken)",
      authScopes: { admin: "catalog" },
      extensions: audited("category"),
      errors: { types: [ProblemError] },
      args: { id: t.arg.int({ required: true }), input: t.arg({ type: UpdateInput, required: true }) },
      resolve: (_r, { id, input }, { ctx }) => {
        // GraphQL says null where a field was left out; only image may be cleared with null
        const given = Object.fromEntries(Object.entries(input).filter(([k, v]) => v !== undefined && (v !== null || k === "image")));
        return updateCategory(ctx, id, parseInput(categoryUpdateSchema, given));
      },
    }),
    categoryMove: t.field({
      type: Category,
      description:
        "moves the category with its subtree below parentId at position (0-based among the new siblings; absent: last); refused below itself or its own subcategories",
      authScopes: { admin: "catalog" },
      extensions: audited("category"),
      errors: { types: [ProblemError] },
      args: { id: t.arg.int({ required: true }), parentId: t.arg.int({ required: true }), position: t.arg.int() },
      resolve: (_r, a, { ctx }) => {
        if (a.position != null && a.position < 0)
          throw new ProblemError(422, "invalid", "position is 0 or more", { errors: [{ field: "position", code: "too_small", message: "0 or more" }] });
        return moveCategory(ctx, a.id, a.parentId, a.position ?? null);
      },
    }),
    categoryDelete: t.field({
      type: Deleted,
      description: "deletes the category and its subcategories; their products stay, unassigned from them. Roots and a store's root category are refused",
      authScopes: { admin: "catalog" },
      extensions: audited("category"),
      errors: { types: [ProblemError] },
      args: { id: t.arg.int({ required: true }) },
      resolve: async (_r, { id }, { ctx }) => ({ deletedIds: await deleteCategory(ctx, id) }),
    }),
    categoryProductsSet: t.field({
      type: ProductPage,
      description:
        "assigns the listed products at their positions (moving those already there) and unassigns removeProductIds; the category's other products stay. Answers the first 100 by position",
      authScopes: { admin: "catalog" },
      extensions: audited("category"),
      errors: { types: [ProblemError] },
      args: {
        id: t.arg.int({ required: true }),
        items: t.arg({ type: [ProductPosition], required: true }),
        removeProductIds: t.arg.intList(),
      },
      resolve: (_r, a, { ctx }) =>
        setCategoryProducts(ctx, a.id, parseInput(categoryProductsSetSchema, { items: a.items, removeProductIds: a.removeProductIds ?? [] })),
    }),
  }));
}

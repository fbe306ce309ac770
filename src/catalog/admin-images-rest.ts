/**
 * The admin's image uploads (scope `catalog`), multipart/form-data: a product's gallery image and a category's
 * image. They call the service directly, as the media and PDF routes do: GraphQL carries no file bytes.
 */
import { z } from "zod";
import { defineRoute, idParam, isUploadedFile, respond, type RestRoute, type UploadedFile } from "../core/routes.ts";
import { ACCEPTED_IMAGE_FORMATS, DERIVATIVE_SIZES } from "../media/image-derivatives.ts";
import { categoryImageUpload, imageLabelSchema, imageRolesSchema, productImageUpload, requireCatalogAdmin } from "./admin-images.ts";

const filePart = z.custom<UploadedFile>(isUploadedFile, "a file part named file").meta({ format: "binary", description: "the image" });

/** roles as repeated `roles` parts or one comma-separated part; an empty part: no roles */
const rolesPart = z.preprocess(
  (v) => (v === undefined ? undefined : (Array.isArray(v) ? v : String(v).split(",")).map((s) => String(s).trim()).filter(Boolean)),
  imageRolesSchema.optional(),
);

const productImageBody = z.object({ file: filePart, label: imageLabelSchema.optional(), roles: rolesPart });
const categoryImageBody = z.object({ file: filePart });

const sizes = `${DERIVATIVE_SIZES.base}, ${DERIVATIVE_SIZES.small} and ${DERIVATIVE_SIZES.thumbnail} px`;
const refusals = (limitWhat: string) => ({
  400: "invalid_request (an id that is not a positive integer), malformed_multipart",
  401: "login_required",
  403: "forbidden (not an admin with scope catalog)",
  404: `not_found (no such ${limitWhat})`,
  413: "payload_too_large (over MEDIA_UPLOAD_MAX_MB, default 10 MB)",
  415: `unsupported_media_type (not multipart/form-data; a file that does not decode as ${ACCEPTED_IMAGE_FORMATS.join(", ")}; SVG)`,
  422: "invalid (no file part, an empty file, an unknown role), invalid_image (an image that does not decode whole, over 50 megapixels)",
});

export function productImageRoutes(): RestRoute[] {
  return [
    defineRoute({
      id: "admin_product_image_upload",
      method: "POST",
      path: "/api/rest/v2/admin/products/:id/images",
      tag: "admin",
      summary: `Upload a product image (scope catalog; multipart/form-data: file, optional label and roles base/small/thumbnail). Checked by decoding it, turned upright, metadata stripped, stored as WebP derivatives of ${sizes}; answers the image record (201)`,
      body: productImageBody,
      bodyTypes: ["multipart"],
      maxBodyBytes: (s) => s.mediaUploadMaxBytes + 64 * 1024,
      guard: requireCatalogAdmin,
      responses: { 201: "the image record", ...refusals("product") },
      handler: async (ctx, req) =>
        respond({
          status: 201,
          body: await productImageUpload(ctx, idParam(req.params.id, "product id"), req.body.file, { label: req.body.label, roles: req.body.roles }),
        }),
    }),
    defineRoute({
      id: "admin_category_image_upload",
      method: "POST",
      path: "/api/rest/v2/admin/categories/:id/image",
      tag: "admin",
      summary: `Set a category's image (scope catalog; multipart/form-data: file). Checked by decoding it, turned upright, metadata stripped, stored as a WebP of at most ${DERIVATIVE_SIZES.base} px; an uploaded image it replaces is removed`,
      body: categoryImageBody,
      bodyTypes: ["multipart"],
      maxBodyBytes: (s) => s.mediaUploadMaxBytes + 64 * 1024,
      guard: requireCatalogAdmin,
      responses: { 200: "{categoryId, image, width, height}", ...refusals("category") },
      handler: async (ctx, req) => categoryImageUpload(ctx, idParam(req.params.id, "category id"), req.body.file),
    }),
  ];
}

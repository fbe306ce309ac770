/**
 * Product images and the category image over HTTP (real server, real SQLite or PostgreSQL, real files): uploads of
 * PNG and JPEG made here with sharp become WebP derivatives of the right sizes, upright and without metadata;
 * too large is 413, a text file named .png and an SVG are 415; roles stay on one image each; reorder, update and
 * delete (which removes the files) are audited; the storefront's product answer shows the base image; guests,
 * customers and the API user are refused on every route, query and mutation (the console's own documents).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { print, type DocumentNode } from "graphql";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { refused, replay, type Op } from "../helpers/graphql-replay.ts";
import * as consoleOps from "../../admin/src/screens/products/image-operations.ts";

const V2 = "/api/rest/v2";
const MAX = 256 * 1024;
let s: TestServer;
let admin: string;
let mediaDir: string;
let productId: number;

beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-media-"));
  s = await startTestServer({ settings: { mediaDir, mediaUploadMaxBytes: MAX } });
  admin = await s.adminToken();
  const p = await s.app.db.product.findFirstOrThrow({
    where: { type: "simple", status: 1, visibility: 4, NOT: { sku: { contains: "WH-" } } },
    orderBy: { id: "asc" },
  });
  productId = p.id;
  // the seeded picture holds every role (an upload without roles would take none); here its images hold none, as
  // a gallery without a picture does, so that the first upload takes them all
  const seeded = await s.app.db.productImage.findMany({ where: { productId }, orderBy: { position: "asc" } });
  expect(seeded.map((i) => i.roles)).toEqual(["base,small,thumbnail", ""]);
  await s.app.db.productImage.updateMany({ where: { productId }, data: { roles: "" } });
});
afterAll(async () => {
  await s?.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

function upload(route: string, file: { bytes: Uint8Array; name: string; type: string }, fields: Record<string, string> = {}, token: string | null = admin) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return s.fetch(route, { method: "POST", body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

const gql = async (query: string, variables: Record<string, unknown>) => {
  const r = await s.gql(query, variables, { token: admin });
  expect(r.errors).toBeUndefined();
  return r.data as Record<string, { __typename: string; data?: unknown; code?: string }>;
};
const rows = () => s.app.db.productImage.findMany({ where: { productId }, orderBy: [{ position: "asc" }, { id: "asc" }] });
const mediaFile = (url: string) => path.join(mediaDir, url.slice("/media/".length));
const sizeOf = async (url: string) => {
  const res = await s.fetch(url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/webp");
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return { format: meta.format, width: meta.width, height: meta.height, exif: meta.exif, orientation: meta.orientation };
};

describe("product images", () => {
  let first: { id: number; url: string; smallUrl: string; thumbnailUrl: string; roles: string[] };

  it("an upload is decoded, resized to WebP derivatives and, as the product's first, takes every role; the storefront shows it", async () => {
    const res = await upload(
      `${V2}/admin/products/${productId}/images`,
      { bytes: await png(2000, 1000), name: "wide.png", type: "image/png" },
      { label: "Front" },
    );
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ productId, label: "Front", roles: ["base", "small", "thumbnail"], width: 1200, height: 600, disabled: false });
    first = body;
    expect(await sizeOf(body.url)).toMatchObject({ format: "webp", width: 1200, height: 600 });
    expect(await sizeOf(body.smallUrl)).toMatchObject({ width: 400, height: 200 });
    expect(await sizeOf(body.thumbnailUrl)).toMatchObject({ width: 150, height: 75 });
    expect(body.url).toMatch(new RegExp(`^/media/catalog/product/${productId}/[0-9a-f]{16}-base\\.webp$`));

    const product = (await s.json(`${V2}/products/${productId}`)).body;
    expect(product).toMatchObject({ imageUrl: body.url, smallImageUrl: body.smallUrl, thumbnailUrl: body.thumbnailUrl });
    expect(product.mediaGallery.map((g: { url: string }) => g.url)).toContain(body.url);
    expect((await s.app.db.product.findUniqueOrThrow({ where: { id: productId } })).imageUrl).toBe(body.url);
    const audit = await s.app.db.auditEntry.findFirstOrThrow({ where: { operation: "admin_product_image_upload", entityId: String(productId) } });
    expect(audit).toMatchObject({ entityType: "product", actorKind: "admin" });
    expect(JSON.parse(audit.after!).images.map((i: { id: number }) => i.id)).toContain(body.id);
  });

  it("a JPEG is turned upright by its EXIF orientation and stored without metadata", async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#3366cc" } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "someone" } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const res = await upload(`${V2}/admin/products/${productId}/images`, { bytes: jpeg, name: "photo.jpg", type: "image/jpeg" }, { roles: "small" });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ width: 200, height: 300, roles: ["small"], position: 3 });
    const base = await sizeOf(body.url);
    expect(base).toMatchObject({ width: 200, height: 300, exif: undefined, orientation: undefined });
    // small is now this image's only: the first image lost it
    const now = await rows();
    expect(now.find((r) => r.id === first.id)!.roles).toBe("base,thumbnail");
    expect((await s.json(`${V2}/products/${productId}`)).body.smallImageUrl).toBe(body.smallUrl);
  });

  it("refuses what is too large (413), not an image (415), an SVG (415), and a body that is not multipart (415)", async () => {
    const noise = await sharp(Buffer.from(Array.from({ length: 400 * 400 * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width: 400, height: 400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.byteLength).toBeGreaterThan(MAX);
    const big = await upload(`${V2}/admin/products/${productId}/images`, { bytes: noise, name: "big.png", type: "image/png" });
    expect(big.status).toBe(413);
    expect((await big.json()).code).toBe("payload_too_large");

    const text = await upload(`${V2}/admin/products/${productId}/images`, { bytes: Buffer.from("just some words\n"), name: "fake.png", type: "image/png" });
    expect(text.status).toBe(415);
    expect((await text.json()).detail).toMatch(/not an image/);

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');
    const svgRes = await upload(`${V2}/admin/products/${productId}/images`, { bytes: svg, name: "logo.png", type: "image/png" });
    expect(svgRes.status).toBe(415);
    expect((await svgRes.json()).detail).toMatch(/SVG/);

    const json = await s.fetch(`${V2}/admin/products/${productId}/images`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(json.status).toBe(415);
    const missing = await s.fetch(`${V2}/admin/products/999999/images`, {
      method: "POST",
      body: new FormData(),
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(missing.status).toBe(422);
    // nothing was stored by the refusals: the product still has its two seeded images and the two uploads
    expect((await rows()).length).toBe(4);
  });

  it("roles stay on one image each, images reorder and update, and every write is audited", async () => {
    const before = await rows();
    const second = before.find((r) => r.roles === "small")!;
    const upd = await gql(print(consoleOps.ProductImageUpdate), { id: second.id, input: { roles: ["base", "small"], label: "Side", disabled: true } });
    expect(upd.productImageUpdate!.__typename).toBe("ProductImageUpdateSuccess");
    let now = await rows();
    for (const role of ["base", "small", "thumbnail"]) expect(now.filter((r) => r.roles.split(",").includes(role)).length, role).toBe(1);
    expect(now.find((r) => r.id === first.id)!.roles).toBe("thumbnail");
    const product = (await s.json(`${V2}/products/${productId}`)).body;
    expect(product.imageUrl).toBe(second.url);
    // hidden from the gallery, still the base image
    expect(product.mediaGallery.map((g: { url: string }) => g.url)).not.toContain(second.url);

    const reversed = now.map((r) => r.id).reverse();
    // announced for the product: what the storefront's partial sync of that product follows
    const changes = s.app.pubsub.subscribe("catalogChanged")[Symbol.asyncIterator]();
    const announced = changes.next();
    const re = await gql(print(consoleOps.ProductImagesReorder), { productId, ids: reversed });
    expect(re.productImagesReorder!.__typename).toBe("ProductImagesReorderSuccess");
    expect((await announced).value).toMatchObject({ entity: "product", ids: [String(productId)] });
    await changes.return?.();
    now = await rows();
    expect(now.map((r) => r.id)).toEqual(reversed);
    expect(now.map((r) => r.position)).toEqual([0, 1, 2, 3]);
    const bad = await gql(print(consoleOps.ProductImagesReorder), { productId, ids: reversed.slice(1) });
    expect(bad.productImagesReorder).toMatchObject({ __typename: "Problem", code: "invalid" });

    const ops = (await s.app.db.auditEntry.findMany({ where: { entityType: "product", entityId: String(productId) }, orderBy: { id: "asc" } })).map(
      (a) => a.operation,
    );
    expect(ops).toEqual(["admin_product_image_upload", "admin_product_image_upload", "productImageUpdate", "productImagesReorder"]);
  });

  it("a delete removes the image's files and hands its roles to the first image left", async () => {
    const now = await rows();
    const base = now.find((r) => r.roles.includes("base"))!;
    const files = [base.url, base.smallUrl!, base.thumbnailUrl!].map(mediaFile);
    for (const f of files) expect(fs.existsSync(f), f).toBe(true);
    const del = await gql(print(consoleOps.ProductImageDelete), { id: base.id });
    expect(del.productImageDelete!.__typename).toBe("ProductImageDeleteSuccess");
    for (const f of files) expect(fs.existsSync(f), f).toBe(false);
    const left = await rows();
    expect(left.map((r) => r.id)).not.toContain(base.id);
    expect(left[0]!.roles.split(",")).toEqual(expect.arrayContaining(["base", "small"]));
    expect((await s.json(`${V2}/products/${productId}`)).body.imageUrl).toBe(left[0]!.url);
    const audit = await s.app.db.auditEntry.findFirstOrThrow({ where: { operation: "productImageDelete" } });
    expect(JSON.parse(audit.before!).images.map((i: { id: number }) => i.id)).toContain(base.id);
    // a seeded image (a URL shared by other products) is deleted without touching any file
    const seeded = left.find((r) => !r.url.startsWith(`/media/catalog/product/${productId}/`))!;
    expect((await gql(print(consoleOps.ProductImageDelete), { id: seeded.id })).productImageDelete!.__typename).toBe("ProductImageDeleteSuccess");
  });

  it("a category's image is uploaded the same way, replacing the one before", async () => {
    const category = await s.app.db.category.findFirstOrThrow({ where: { level: 2 }, orderBy: { id: "asc" } });
    const one = await upload(`${V2}/admin/categories/${category.id}/image`, { bytes: await png(1600, 800), name: "banner.png", type: "image/png" });
    const a = await one.json();
    expect(one.status, JSON.stringify(a)).toBe(200);
    expect(a).toMatchObject({ categoryId: category.id, width: 1200, height: 600 });
    expect(await sizeOf(a.image)).toMatchObject({ width: 1200, height: 600 });
    const two = await (await upload(`${V2}/admin/categories/${category.id}/image`, { bytes: await png(300, 300), name: "b.png", type: "image/png" })).json();
    expect(fs.existsSync(mediaFile(a.image))).toBe(false);
    expect((await s.app.db.category.findUniqueOrThrow({ where: { id: category.id } })).image).toBe(two.image);
    const audit = await s.app.db.auditEntry.findMany({ where: { entityType: "category", entityId: String(category.id) } });
    expect(audit.map((x) => x.operation)).toEqual(["admin_category_image_upload", "admin_category_image_upload"]);
  });

  it("guests, customers and the API user are refused on both routes, the query and every mutation", async () => {
    const customer = await s.customerToken("jane@example.com", TEST_CUSTOMER_PASSWORD);
    const callers: [string, string | undefined][] = [
      ["a guest", undefined],
      ["a customer", `Bearer ${customer}`],
      ["the API user", `Basic ${Buffer.from(s.apiUser.join(":")).toString("base64")}`],
    ];
    const image = (await rows())[0]!;
    const variables: Record<string, Record<string, unknown>> = {
      ProductImagesList: { productId },
      ProductImageUpdate: { id: image.id, input: { label: "replayed", roles: ["base"] } },
      ProductImagesReorder: { productId, ids: (await rows()).map((r) => r.id) },
      ProductImageDelete: { id: image.id },
    };
    const ops: Op[] = Object.values(consoleOps)
      .filter((d): d is DocumentNode => typeof d === "object" && d !== null && (d as DocumentNode).kind === "Document")
      .map((d) => ({ doc: d, query: print(d) }))
      .filter(({ query }) => /^\s*(query|mutation)/.test(query))
      .map(({ doc, query }) => {
        const name = (doc.definitions.find((x) => x.kind === "OperationDefinition") as { name?: { value: string } }).name!.value;
        return { kind: "http" as const, operationName: name, query, variables: variables[name] ?? {} };
      });
    expect(ops.map((o) => o.operationName).sort()).toEqual(Object.keys(variables).sort());
    const snapshot = async () => JSON.stringify(await rows());
    const before = await snapshot();
    const answered: string[] = [];
    const file = { bytes: await png(50, 50), name: "x.png", type: "image/png" };
    for (const [who, authorization] of callers) {
      for (const op of ops) {
        const a = await replay(s.url, op, authorization);
        if (!refused(a)) answered.push(`${who}: ${op.operationName} -> ${JSON.stringify(a).slice(0, 300)}`);
      }
      for (const route of [`${V2}/admin/products/${productId}/images`, `${V2}/admin/categories/3/image`]) {
        const form = new FormData();
        form.set("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
        const res = await s.fetch(route, { method: "POST", body: form, headers: authorization ? { authorization } : {} });
        if (![401, 403].includes(res.status)) answered.push(`${who}: ${route} -> ${res.status}`);
      }
    }
    expect(answered).toEqual([]);
    expect(await snapshot()).toBe(before);
  });
});

/**
 * The admin's category tree (src/catalog/category-admin.ts) over GraphQL against a real server: moving a subtree
 * rewrites paths, URL paths and levels and renumbers both sets of siblings; a move below its own subtree is refused;
 * URL paths stay unique (a URL key change carries the subtree along); the delete rules; the products of a category
 * with positions; anchor and non-anchor listings; an audit entry per write; a deleted category's uploaded image
 * file removed after the commit; and every operation of the console's Categories screen refused to a guest, a
 * customer and the API user.
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
import * as consoleOps from "../../admin/src/screens/categories/operations.ts";

let s: TestServer;
let admin: string;
let mediaDir: string;
interface Cat {
  id: number;
  parentId: number | null;
  path: string;
  level: number;
  position: number;
  urlKey: string;
  urlPath: string;
}
let top1: Cat;
let top2: Cat;
let a: number;
let b: number;
let c: number;

const PROBLEM = "...on Problem{code message errors{field code}}";
async function gql<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const r = await s.gql<T>(query, variables, { token: admin });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!;
}
const create = async (name: string, parentId: number, urlKey?: string) =>
  (
    await gql(
      `mutation($n:String!,$p:Int,$u:String){categoryCreate(name:$n,parentId:$p,urlKey:$u){__typename ...on CategoryCreateSuccess{data{id}} ${PROBLEM}}}`,
      {
        n: name,
        p: parentId,
        u: urlKey,
      },
    )
  ).categoryCreate;
const move = async (id: number, parentId: number, position?: number) =>
  (
    await gql(
      `mutation($id:Int!,$p:Int!,$pos:Int){categoryMove(id:$id,parentId:$p,position:$pos){__typename ...on CategoryMoveSuccess{data{id urlPath}} ${PROBLEM}}}`,
      {
        id,
        p: parentId,
        pos: position,
      },
    )
  ).categoryMove;
const update = async (id: number, input: Record<string, unknown>) =>
  (
    await gql(
      `mutation($id:Int!,$i:CategoryUpdateInput!){categoryUpdate(id:$id,input:$i){__typename ...on CategoryUpdateSuccess{data{id urlPath}} ${PROBLEM}}}`,
      { id, i: input },
    )
  ).categoryUpdate;
const row = (id: number) => s.app.db.category.findUniqueOrThrow({ where: { id } }) as Promise<Cat>;
const childPositions = async (parentId: number) =>
  (await s.app.db.category.findMany({ where: { parentId }, orderBy: [{ position: "asc" }, { id: "asc" }], select: { id: true, position: true } })).map(
    (x) => x.position,
  );

beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-media-"));
  s = await startTestServer({ settings: { mediaDir } });
  admin = await s.adminToken();
  const tops = (await s.app.db.category.findMany({ where: { level: 2 }, orderBy: [{ position: "asc" }] })) as Cat[];
  [top1, top2] = [tops[0]!, tops[1]!];
  a = (await create("Move Me", top1.id, "move-me")).data.id;
  b = (await create("Branch", a)).data.id;
  c = (await create("Leaf", b)).data.id;
});
afterAll(async () => {
  await s?.close();
  if (mediaDir) fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe("the category tree", () => {
  it("creates below a parent with its path, level and URL path; the tree lists disabled categories too", async () => {
    expect(await row(c)).toMatchObject({ path: `${top1.path}/${a}/${b}/${c}`, level: 5, urlPath: `${top1.urlPath}/move-me/branch/leaf` });
    await update(c, { isActive: false });
    const tree = (await gql<{ adminCategoryTree: { id: number; isActive: boolean; productCount: number }[] }>("{adminCategoryTree{id isActive productCount}}"))
      .adminCategoryTree;
    expect(tree.find((x) => x.id === c)).toMatchObject({ isActive: false, productCount: 0 });
    expect(tree.length).toBe(await s.app.db.category.count());
    await update(c, { isActive: true });
  });

  it("moves a subtree: paths, URL paths and levels of every descendant, positions of old and new siblings", async () => {
    const answer = await move(a, top2.id, 0);
    expect(answer).toMatchObject({ __typename: "CategoryMoveSuccess", data: { id: a, urlPath: `${top2.urlPath}/move-me` } });
    expect(await row(a)).toMatchObject({ parentId: top2.id, path: `${top2.path}/${a}`, level: 3, position: 0, urlPath: `${top2.urlPath}/move-me` });
    expect(await row(b)).toMatchObject({ path: `${top2.path}/${a}/${b}`, level: 4, urlPath: `${top2.urlPath}/move-me/branch` });
    expect(await row(c)).toMatchObject({ path: `${top2.path}/${a}/${b}/${c}`, level: 5, urlPath: `${top2.urlPath}/move-me/branch/leaf` });
    for (const parent of [top1.id, top2.id]) {
      const positions = await childPositions(parent);
      expect(positions).toEqual(positions.map((_, i) => i));
    }
    // reordered among the same siblings: to the end
    const n = (await childPositions(top2.id)).length;
    await move(a, top2.id, 99);
    expect((await row(a)).position).toBe(n - 1);
  });

  it("refuses a move below the category itself or its own subcategories, or below the Root Catalog", async () => {
    for (const target of [a, c]) {
      const answer = await move(a, target);
      expect(answer).toMatchObject({ __typename: "Problem", code: "invalid", errors: [{ field: "parentId", code: "cycle" }] });
    }
    // nor below the Root Catalog, where only the stores' roots sit
    expect(await move(a, 1)).toMatchObject({ __typename: "Problem", errors: [{ field: "parentId", code: "root" }] });
    expect((await row(a)).parentId).toBe(top2.id);
  });

  it("keeps URL paths unique; a URL key change moves the subtree's URL paths", async () => {
    expect(await create("Again", top2.id, "move-me")).toMatchObject({
      __typename: "Problem",
      code: "conflict",
      errors: [{ field: "urlKey", code: "duplicate" }],
    });
    const d = (await create("Dee", a, "dee")).data.id as number;
    expect(await update(b, { urlKey: "dee" })).toMatchObject({ __typename: "Problem", code: "conflict", errors: [{ field: "urlKey", code: "duplicate" }] });
    expect((await row(c)).urlPath).toBe(`${top2.urlPath}/move-me/branch/leaf`);
    expect(await update(b, { urlKey: "twig", name: "Twig" })).toMatchObject({ data: { urlPath: `${top2.urlPath}/move-me/twig` } });
    expect(await row(c)).toMatchObject({ urlPath: `${top2.urlPath}/move-me/twig/leaf` });
    expect((await update(d, { urlKey: "Not A Key" })).__typename).toBe("Problem");
  });

  it("sanitises the description and checks the image path", async () => {
    await update(a, {
      description: '<p onclick="x()">Tools</p><script>alert(1)</script>',
      image: "catalog/category/tools.jpg",
      isAnchor: true,
      metaTitle: "T",
    });
    const r = await s.app.db.category.findUniqueOrThrow({ where: { id: a } });
    expect(r.description).toBe("<p>Tools</p>");
    expect(r.image).toBe("catalog/category/tools.jpg");
    expect((await update(a, { image: "../../etc/passwd" })).__typename).toBe("Problem");
    await update(a, { image: null });
    expect((await s.app.db.category.findUniqueOrThrow({ where: { id: a } })).image).toBeNull();
  });

  it("sets the products of a category with positions; an anchor category lists its subcategories' products, another only its own", async () => {
    const visible = (await s.json("/api/rest/v2/products?itemsPerPage=3")).body.member.map((p: { id: number }) => p.id) as number[];
    const [p1, p2, p3] = visible as [number, number, number];
    const set = await gql(
      `mutation($id:Int!,$items:[CategoryProductPositionInput!]!,$rm:[Int!]){categoryProductsSet(id:$id,items:$items,removeProductIds:$rm){__typename ...on CategoryProductsSetSuccess{data{totalCount items{productId position}}} ${PROBLEM}}}`,
      {
        id: c,
        items: [
          { productId: p1, position: 2 },
          { productId: p2, position: 0 },
          { productId: p3, position: 1 },
        ],
      },
    );
    expect(set.categoryProductsSet.data.items.map((x: { productId: number }) => x.productId)).toEqual([p2, p3, p1]);
    await gql(`mutation($id:Int!,$rm:[Int!]){categoryProductsSet(id:$id,items:[],removeProductIds:$rm){__typename}}`, { id: c, rm: [p3] });
    const listed = await gql(
      `query($id:Int!){categoryProducts(id:$id){__typename ...on CategoryProductsSuccess{data{totalCount items{productId position}}}}}`,
      { id: c },
    );
    expect(listed.categoryProducts.data).toEqual({
      totalCount: 2,
      items: [
        { productId: p2, position: 0 },
        { productId: p1, position: 2 },
      ],
    });
    const missing = await gql(`mutation($id:Int!){categoryProductsSet(id:$id,items:[{productId:999999,position:0}]){__typename ${PROBLEM}}}`, { id: c });
    expect(missing.categoryProductsSet).toMatchObject({ __typename: "Problem", errors: [{ field: "items.999999", code: "not_found" }] });

    const listing = async (categoryId: number) => (await s.json(`/api/rest/v2/products?categoryId=${categoryId}&itemsPerPage=10`)).body.totalItems as number;
    expect(await listing(a)).toBe(2);
    await update(a, { isAnchor: false });
    expect(await listing(a)).toBe(0);
    expect(await listing(c)).toBe(2);
    await update(a, { isAnchor: true });
    expect(await listing(a)).toBe(2);
  });

  it("refuses to delete a root; deletes a category with its subcategories, keeping their products", async () => {
    for (const root of [1, 2]) {
      const r = await gql(`mutation($id:Int!){categoryDelete(id:$id){__typename ${PROBLEM}}}`, { id: root });
      expect(r.categoryDelete).toMatchObject({ __typename: "Problem", errors: [{ field: "id", code: "root" }] });
    }
    const members = await s.app.db.productCategory.findMany({ where: { categoryId: c }, select: { productId: true } });
    // uploaded images of two of the doomed categories; a surviving category shows the second one's file too
    const image = async (id: number) => {
      const form = new FormData();
      const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#c83030" } })
        .png()
        .toBuffer();
      form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "banner.png");
      const res = await s.fetch(`/api/rest/v2/admin/categories/${id}/image`, { method: "POST", body: form, headers: { authorization: `Bearer ${admin}` } });
      expect(res.status).toBe(200);
      return (await s.app.db.category.findUniqueOrThrow({ where: { id } })).image!;
    };
    const file = (url: string) => path.join(mediaDir, url.slice("/media/".length));
    const [leafImage, branchImage] = [await image(c), await image(b)];
    const keptBefore = (await row(top1.id)) as Cat & { image: string | null };
    expect(await update(top1.id, { image: branchImage })).toMatchObject({ __typename: "CategoryUpdateSuccess" });
    expect(fs.existsSync(file(leafImage)) && fs.existsSync(file(branchImage))).toBe(true);
    const siblingsBefore = (await childPositions(top2.id)).length;
    const r = await gql(`mutation($id:Int!){categoryDelete(id:$id){__typename ...on CategoryDeleteSuccess{data{deletedIds}} ${PROBLEM}}}`, { id: a });
    const deleted = r.categoryDelete.data.deletedIds as number[];
    expect(deleted[0]).toBe(c);
    expect(deleted.at(-1)).toBe(a);
    expect(new Set(deleted)).toEqual(new Set([a, b, c, ...deleted.slice(1, -1)]));
    expect(await s.app.db.category.count({ where: { id: { in: deleted } } })).toBe(0);
    expect(await s.app.db.product.count({ where: { id: { in: members.map((m) => m.productId) } } })).toBe(members.length);
    expect(await s.app.db.productCategory.count({ where: { categoryId: { in: deleted } } })).toBe(0);
    const positions = await childPositions(top2.id);
    expect(positions).toEqual(Array.from({ length: siblingsBefore - 1 }, (_, i) => i));
    // the deleted category's own file is gone after the commit; the one a surviving category shows is kept
    expect(fs.existsSync(file(leafImage))).toBe(false);
    expect(fs.existsSync(file(branchImage))).toBe(true);
    await update(top1.id, { image: keptBefore.image });
  });

  it("recorded each write with the admin, before and after", async () => {
    const entries = await s.app.db.auditEntry.findMany({ where: { entityType: "category", entityId: String(a) }, orderBy: { id: "asc" } });
    const ops = entries.map((e) => e.operation);
    expect(ops[0]).toBe("categoryCreate");
    expect(ops).toEqual(expect.arrayContaining(["categoryMove", "categoryUpdate", "categoryDelete"]));
    expect(entries.every((e) => e.actorKind === "admin" && e.actorName === "admin")).toBe(true);
    const moved = entries.find((e) => e.operation === "categoryMove")!;
    expect(JSON.parse(moved.before!)).toMatchObject({ parentId: top1.id, urlPath: `${top1.urlPath}/move-me` });
    expect(JSON.parse(moved.after!)).toMatchObject({ parentId: top2.id, urlPath: `${top2.urlPath}/move-me` });
    expect(entries.at(-1)).toMatchObject({ operation: "categoryDelete", after: null });
    // the descendants' own entries
    const leaf = await s.app.db.auditEntry.findMany({ where: { entityType: "category", entityId: String(c) }, select: { operation: true } });
    expect(leaf.map((e) => e.operation)).toEqual(
      expect.arrayContaining(["categoryCreate", "categoryMove", "categoryUpdate", "categoryProductsSet", "categoryDelete"]),
    );
  });
});

describe("the console's category operations are the admin's", () => {
  it("every operation the Categories screen sends, replayed as a guest, a customer and the API user, is refused and changes nothing", async () => {
    const victim = (await create("Replay target", top1.id)).data.id as number;
    const product = (await s.app.db.product.findFirstOrThrow({ select: { id: true } })).id;
    const variables: Record<string, Record<string, unknown>> = {
      AdminCategoryTree: {},
      AdminCategoryCreate: { name: "Replayed", parentId: victim },
      AdminCategoryUpdate: { id: victim, input: { name: "Replayed" } },
      AdminCategoryMove: { id: victim, parentId: top2.id, position: 0 },
      AdminCategoryDelete: { id: victim },
      AdminCategoryProducts: { id: victim, page: 1, pageSize: 20 },
      AdminCategoryProductsSet: { id: victim, items: [{ productId: product, position: 1 }] },
    };
    const docs = Object.values(consoleOps).filter((d): d is DocumentNode => typeof d === "object" && d !== null && (d as DocumentNode).kind === "Document");
    const ops: Op[] = docs.map((d) => {
      const name = (d.definitions.find((x) => x.kind === "OperationDefinition") as { name: { value: string } }).name.value;
      return { kind: "http" as const, operationName: name, query: print(d), variables: variables[name] ?? {} };
    });
    expect(ops.map((o) => o.operationName).sort()).toEqual(Object.keys(variables).sort());
    const customer = await s.customerToken("jane@example.com", TEST_CUSTOMER_PASSWORD);
    const callers: [string, string | undefined][] = [
      ["a guest", undefined],
      ["a customer", `Bearer ${customer}`],
      ["the API user", `Basic ${Buffer.from(s.apiUser.join(":")).toString("base64")}`],
    ];
    const snapshot = async () =>
      JSON.stringify([await s.app.db.category.findMany({ orderBy: { id: "asc" } }), await s.app.db.productCategory.count({ where: { categoryId: victim } })]);
    const before = await snapshot();
    const answered: string[] = [];
    for (const op of ops)
      for (const [who, authorization] of callers) {
        const r = await replay(s.url, op, authorization);
        if (!refused(r)) answered.push(`${who}: ${op.operationName} -> ${JSON.stringify(r).slice(0, 300)}`);
      }
    expect(answered).toEqual([]);
    expect(await snapshot()).toBe(before);
  });
});

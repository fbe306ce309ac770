/**
 * The access gate's rule/product index follows the category tree's admin writes (src/catalog/category-admin.ts),
 * in their transactions: a product added to a hidden category with categoryProductsSet is hidden from guests at
 * once (the category's listing, search, its page), removed from it is shown again; a category moved below a
 * hidden one hides its subtree's products and moved out shows them again; deleting the hidden category shows
 * its products again.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import access from "../../../src/modules/access-gate/index.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { adminGql, createRule, customer, deleteAllRules, setConfig } from "./helpers.ts";

let s: TestServer;
let jane: string;
let hidden: number;
let branch: number;
let leaf: number;
let top2: number;
let p: { id: number; sku: string };
let q: { id: number; sku: string };

const PROBLEM = "...on Problem{code message}";
const create = async (name: string, parentId: number) =>
  (
    await adminGql(s, `mutation($n:String!,$p:Int){categoryCreate(name:$n,parentId:$p){__typename ...on CategoryCreateSuccess{data{id}} ${PROBLEM}}}`, {
      n: name,
      p: parentId,
    })
  ).categoryCreate.data.id as number;
const setProducts = async (id: number, items: { productId: number; position: number }[], removeProductIds: number[] = []) => {
  const r = await adminGql(
    s,
    `mutation($id:Int!,$items:[CategoryProductPositionInput!]!,$rm:[Int!]){categoryProductsSet(id:$id,items:$items,removeProductIds:$rm){__typename ${PROBLEM}}}`,
    { id, items, rm: removeProductIds },
  );
  expect(r.categoryProductsSet.__typename, JSON.stringify(r)).toBe("CategoryProductsSetSuccess");
};
const move = async (id: number, parentId: number) => {
  const r = await adminGql(s, `mutation($id:Int!,$p:Int!){categoryMove(id:$id,parentId:$p){__typename ${PROBLEM}}}`, { id, p: parentId });
  expect(r.categoryMove.__typename, JSON.stringify(r)).toBe("CategoryMoveSuccess");
};

/** what a caller (a guest without token) sees of a product: its page, its category's listing, a search by its SKU */
async function sees(product: { id: number; sku: string }, categoryId: number, token?: string) {
  const page = (await s.json(`/api/rest/v2/products/${product.id}`, { token })).status === 200;
  const listing = (await s.json(`/api/rest/v2/products?categoryId=${categoryId}&itemsPerPage=100`, { token })).body;
  const search = (await s.json(`/api/rest/v2/search?q=${encodeURIComponent(product.sku)}&itemsPerPage=100`, { token })).body;
  const has = (b: { member: { id: number }[] }) => b.member.some((x) => x.id === product.id);
  return { page, listing: has(listing), search: has(search) };
}
const VISIBLE = { page: true, listing: true, search: true };
const HIDDEN = { page: false, listing: false, search: false };

beforeAll(async () => {
  s = await startTestServer({ modules: [access as never] });
  jane = await customer(s, "jane@example.com");
  await deleteAllRules(s);
  await setConfig(s, { enabled: "1", mode: "rules" });
  const tops = await s.app.db.category.findMany({ where: { level: 2 }, orderBy: [{ position: "asc" }, { id: "asc" }], select: { id: true } });
  top2 = tops[1]!.id;
  hidden = await create("Trade only", tops[0]!.id);
  branch = await create("Seasonal", top2);
  leaf = await create("Seasonal tools", branch);
  [p, q] = (await s.app.db.product.findMany({
    where: { status: 1, visibility: 4, type: "simple", sku: { not: { startsWith: "WH-" } } },
    select: { id: true, sku: true },
    orderBy: { id: "asc" },
    take: 2,
  })) as [typeof p, typeof q];
  await createRule(s, { name: "trade only for guests", hideListing: true, customerGroupIds: [0], source: `category in [${hidden}]` });
});
afterAll(async () => {
  await s?.close();
});

describe("category edits keep the gate's product index current", () => {
  it("a product added to a hidden category with categoryProductsSet is hidden from guests at once; removed, it shows again", async () => {
    expect(await sees(p, hidden)).toEqual({ ...VISIBLE, listing: false });
    await setProducts(hidden, [{ productId: p.id, position: 0 }]);
    expect(await sees(p, hidden)).toEqual(HIDDEN);
    // a customer is not concerned by the rule
    expect(await sees(p, hidden, jane)).toEqual(VISIBLE);
    // a new position only: still hidden
    await setProducts(hidden, [{ productId: p.id, position: 3 }]);
    expect((await sees(p, hidden)).page).toBe(false);
    await setProducts(hidden, [], [p.id]);
    expect(await sees(p, hidden)).toEqual({ ...VISIBLE, listing: false });
    await setProducts(hidden, [{ productId: p.id, position: 0 }]);
  });

  it("a category moved below the hidden one hides its subtree's products; moved out, they show again", async () => {
    await setProducts(leaf, [{ productId: q.id, position: 0 }]);
    expect(await sees(q, leaf)).toEqual(VISIBLE);
    await move(branch, hidden);
    expect(await sees(q, leaf)).toEqual(HIDDEN);
    expect((await sees(q, hidden)).listing).toBe(false);
    expect(await sees(q, leaf, jane)).toEqual(VISIBLE);
    await move(branch, top2);
    expect(await sees(q, leaf)).toEqual(VISIBLE);
  });

  it("deleting the hidden category shows its products again", async () => {
    await move(branch, hidden);
    expect((await sees(q, leaf)).page).toBe(false);
    expect((await sees(p, hidden)).page).toBe(false);
    const r = await adminGql(s, `mutation($id:Int!){categoryDelete(id:$id){__typename ${PROBLEM}}}`, { id: hidden });
    expect(r.categoryDelete.__typename).toBe("CategoryDeleteSuccess");
    for (const x of [p, q]) expect((await s.json(`/api/rest/v2/products/${x.id}`)).status).toBe(200);
    expect(await s.app.db.productTag.count({ where: { productId: { in: [p.id, q.id] }, tag: { startsWith: "access:" } } })).toBe(0);
  });
});

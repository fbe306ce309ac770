/**
 * Requisition lists over HTTP on the demo database, with the company and pricing modules: CRUD and limits, the
 * sharing matrix in Northwind Trading (admin trade@, buyer@ under roles made through the company API), a member of
 * another company and a customer of none, guests, guessed ids; copy and move; lists from the cart and from an
 * order; the CSV round trip; adding a list to the cart with per-line results, a quantity rule among them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import company from "../../../src/modules/company/index.ts";
import pricing from "../../../src/modules/pricing/index.ts";
import requisition from "../../../src/modules/requisition/index.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../../helpers/db-template.ts";
import { placeOrderAs } from "../company/self-service-helpers.ts";

const REST = "/api/rest/v2/b2b/requisition-lists";
const COMPANY = "/api/rest/v2/b2b/company";

let s: TestServer;
let admin: string;
let buyer: string;
let jane: string;
let other: string;
let buyerMemberId: number;
let simpleSkus: string[];

const login = (email: string) => s.customerToken(email, TEST_CUSTOMER_PASSWORD);

beforeAll(async () => {
  s = await startTestServer({ modules: [company as never, pricing as never, requisition as never] });
  const db = s.app.db;
  // a second active company, whose admin is the demo's Retailer
  const retail = await db.customer.findFirstOrThrow({ where: { email: "retail@example.com" } });
  const co = await db.company.create({
    data: { storeId: 1, name: "Other Co", email: "o@example.com", status: "active", adminCustomerId: retail.id, customerGroupId: 3 },
  });
  await db.companyMember.create({ data: { companyId: co.id, customerId: retail.id } });
  [admin, buyer, jane, other] = await Promise.all([
    login("trade@example.com"),
    login("buyer@example.com"),
    login("jane@example.com"),
    login("retail@example.com"),
  ]);
  const b = await db.customer.findFirstOrThrow({ where: { email: "buyer@example.com" } });
  buyerMemberId = (await db.companyMember.findUniqueOrThrow({ where: { customerId: b.id } })).id;
  const simples = await db.product.findMany({
    where: { type: "simple", status: 1, customOptions: { none: {} }, NOT: { sku: { startsWith: "WH-" } } },
    orderBy: { id: "asc" },
    take: 6,
  });
  await db.product.updateMany({ where: { id: { in: simples.map((p) => p.id) } }, data: { stockQty: 1000, inStock: true } });
  simpleSkus = simples.map((p) => p.sku);
});
afterAll(async () => {
  await s?.close();
});

const create = (token: string, json: Record<string, unknown>) => s.json(REST, { method: "POST", token, json });

describe("lists of one customer", () => {
  it("creates, reads, renames and deletes; items by SKU whatever their case and spaces; unknown SKUs refused with every line", async () => {
    const made = await create(jane, { name: "Monthly", description: "office" });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: "Monthly", shared: false, canEdit: true, owner: { isMe: true }, items: [] });
    const id = made.body.id as number;

    const sku = simpleSkus[0]!;
    const added = await s.json(`${REST}/${id}/items`, {
      method: "POST",
      token: jane,
      json: {
        items: [
          { sku: ` ${sku.toLowerCase()} `, qty: 2 },
          { sku, qty: 3 },
        ],
      },
    });
    expect(added.status).toBe(200);
    expect(added.body.items).toHaveLength(1);
    expect(added.body.items[0]).toMatchObject({ sku, qty: 5, status: "ok" });
    expect(typeof added.body.items[0].price).toBe("number");
    expect(added.body.items[0].rowTotal).toBeCloseTo(added.body.items[0].price * 5, 2);

    const disabled = await s.app.db.product.findFirstOrThrow({ where: { status: 2 } }).catch(async () => {
      const p = await s.app.db.product.findFirstOrThrow({ where: { sku: simpleSkus[5]! } });
      return s.app.db.product.update({ where: { id: p.id }, data: { status: 2 } });
    });
    const refused = await s.json(`${REST}/${id}/items`, {
      method: "POST",
      token: jane,
      json: {
        items: [
          { sku: "NO-SUCH-SKU", qty: 1 },
          { sku, qty: 1 },
          { sku: disabled.sku, qty: 1 },
        ],
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { field: "items.0.sku", code: "not_found", message: "No product with this SKU" },
      { field: "items.2.sku", code: "not_found", message: "No product with this SKU" },
    ]);
    expect((await s.json(`${REST}/${id}`, { token: jane })).body.items).toMatchObject([{ qty: 5 }]);

    const itemId = added.body.items[0].id as number;
    const changed = await s.json(`${REST}/${id}/items/${itemId}`, { method: "PATCH", token: jane, json: { qty: 7 } });
    expect(changed.body.items[0]).toMatchObject({ id: itemId, qty: 7 });
    const renamed = await s.json(`${REST}/${id}`, { method: "PATCH", token: jane, json: { name: "Weekly" } });
    expect(renamed.body).toMatchObject({ name: "Weekly", itemsCount: 1 });
    const index = await s.json(REST, { token: jane });
    expect(index.body).toEqual([expect.objectContaining({ id, name: "Weekly", itemsCount: 1 })]);

    // jane has no company: she cannot share
    const share = await s.json(`${REST}/${id}`, { method: "PATCH", token: jane, json: { shared: true } });
    expect(share.status).toBe(422);
    expect(share.body.errors[0]).toMatchObject({ field: "shared", code: "sharing_unavailable" });

    const removed = await s.json(`${REST}/${id}/items/${itemId}`, { method: "DELETE", token: jane });
    expect(removed.body.items).toEqual([]);
    expect((await s.json(`${REST}/${id}`, { method: "DELETE", token: jane })).status).toBe(200);
    expect((await s.json(`${REST}/${id}`, { token: jane })).status).toBe(404);
  });

  it("guests get 401; another customer's list, a missing one and a non-numeric id answer the same 404", async () => {
    expect((await s.json(REST)).status).toBe(401);
    const mine = (await create(jane, { name: "Private" })).body.id as number;
    expect((await s.json(`${REST}/${mine}`)).status).toBe(401);
    const theirs = await s.json(`${REST}/${mine}`, { token: other });
    const missing = await s.json(`${REST}/99999999`, { token: other });
    const junk = await s.json(`${REST}/abc`, { token: other });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    expect(junk.body).toEqual(missing.body);
    for (const [method, path] of [
      ["PATCH", ""],
      ["DELETE", ""],
      ["POST", "/items"],
      ["POST", "/add-to-cart"],
      ["GET", "/export"],
    ] as const) {
      const r = await s.json(`${REST}/${mine}${path}`, {
        method,
        token: other,
        json: method === "GET" || method === "DELETE" ? undefined : path === "/items" ? { items: [{ sku: simpleSkus[0], qty: 1 }] } : {},
      });
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.body).toEqual(missing.body);
    }
    const g = await s.gql(`{ requisitionList(id: ${mine}) { id name } }`, {}, { token: other });
    expect(g.errors?.[0]?.extensions?.code).toBe("not_found");
    expect(JSON.stringify(g)).not.toContain("Private");
  });

  it("keeps the store's limits: lists per customer and items per list", async () => {
    await setConfig("maxLists", "2");
    await setConfig("maxItems", "2");
    try {
      const a = (await create(other, { name: "A" })).body.id as number;
      expect((await create(other, { name: "B" })).status).toBe(201);
      const third = await create(other, { name: "C" });
      expect(third.status).toBe(422);
      expect(third.body).toMatchObject({ code: "limit_reached", limit: 2 });
      const items = (n: number) => simpleSkus.slice(0, n).map((sku) => ({ sku, qty: 1 }));
      expect((await s.json(`${REST}/${a}/items`, { method: "POST", token: other, json: { items: items(2) } })).status).toBe(200);
      const over = await s.json(`${REST}/${a}/items`, { method: "POST", token: other, json: { items: items(3) } });
      expect(over.body).toMatchObject({ status: 422, code: "limit_reached", limit: 2 });
      expect((await s.json(`${REST}/${a}`, { token: other })).body.items.map((i: { qty: number }) => i.qty)).toEqual([1, 1]);
    } finally {
      await setConfig("maxLists", null);
      await setConfig("maxItems", null);
    }
  });

  it("two writers adding to one list at once never pass its item limit together", async () => {
    await setConfig("maxItems", "4");
    try {
      const id = (await create(other, { name: "Race" })).body.id as number;
      const add = (skus: string[]) => s.json(`${REST}/${id}/items`, { method: "POST", token: other, json: { items: skus.map((sku) => ({ sku, qty: 1 })) } });
      const answers = await Promise.all([add(simpleSkus.slice(0, 3)), add(simpleSkus.slice(3, 6))]);
      // the list's row is locked before its items are counted: one of the two writes, the other finds no room
      expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
      expect(answers.find((a) => a.status === 422)!.body).toMatchObject({ code: "limit_reached", limit: 4 });
      expect((await s.json(`${REST}/${id}`, { token: other })).body.items).toHaveLength(3);
    } finally {
      await setConfig("maxItems", null);
    }
  });

  it("switched off: the routes answer 404 not_found, the GraphQL fields a Problem module_disabled", async () => {
    await setConfig("enabled", "0");
    try {
      expect((await s.json(REST, { token: jane })).body).toMatchObject({ status: 404, code: "not_found" });
      expect((await create(jane, { name: "Off" })).body).toMatchObject({ status: 404, code: "not_found" });
      const g = await s.gql(`mutation { requisitionListCreate(input: {name: "Off"}) { __typename ... on Problem { code } } }`, {}, { token: jane });
      expect(g.data).toEqual({ requisitionListCreate: { __typename: "Problem", code: "module_disabled" } });
    } finally {
      await setConfig("enabled", "1");
    }
    expect((await s.json(REST, { token: jane })).status).toBe(200);
  });
});

async function setConfig(key: string, value: string | null) {
  const r = await s.gql(
    `mutation($p: String!, $v: String) { configValueSet(path: $p, value: $v) { __typename ... on Problem { code message } } }`,
    { p: `b2b_requisition/${key}`, v: value },
    { token: await s.adminToken() },
  );
  expect((r.data as any).configValueSet.__typename, JSON.stringify(r)).toBe("ConfigValueSetSuccess");
}

/** the buyer's role set through the company API, as the company admin sets it */
async function buyerRole(name: string, permissions: string[]) {
  const role = await s.json(`${COMPANY}/roles`, { method: "POST", token: admin, json: { name, permissions } });
  expect(role.status, JSON.stringify(role.body)).toBe(201);
  const set = await s.json(`${COMPANY}/members/${buyerMemberId}`, { method: "PATCH", token: admin, json: { roleId: role.body.id } });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
}

describe("sharing in a company", () => {
  it("members see shared lists with lists.view.company, edit them with lists.manage; others and guessed ids get 404", async () => {
    const shared = await create(admin, { name: "Northwind monthly", shared: true });
    expect(shared.status, JSON.stringify(shared.body)).toBe(201);
    const id = shared.body.id as number;
    const priv = (await create(admin, { name: "Admin's own" })).body.id as number;
    await s.json(`${REST}/${id}/items`, { method: "POST", token: admin, json: { items: [{ sku: simpleSkus[1], qty: 2 }] } });
    const missing = (await s.json(`${REST}/99999998`, { token: buyer })).body;

    // the demo's Buyer role: lists.manage and lists.view.company
    const seen = await s.json(`${REST}/${id}`, { token: buyer });
    expect(seen.body).toMatchObject({ id, shared: true, canEdit: true, owner: { isMe: false, name: expect.any(String) } });
    expect((await s.json(REST, { token: buyer })).body.map((l: { id: number }) => l.id)).toContain(id);
    expect((await s.json(`${REST}/${priv}`, { token: buyer })).body).toEqual(missing);
    const edit = await s.json(`${REST}/${id}`, { method: "PATCH", token: buyer, json: { description: "by the buyer" } });
    expect(edit.body).toMatchObject({ description: "by the buyer" });
    // an editor is not the owner: neither deletes nor unshares it
    expect((await s.json(`${REST}/${id}`, { method: "DELETE", token: buyer })).status).toBe(403);
    expect((await s.json(`${REST}/${id}`, { method: "PATCH", token: buyer, json: { shared: false } })).status).toBe(403);
    const own = (await create(buyer, { name: "Buyer's", shared: true })).body;
    expect(own).toMatchObject({ shared: true });
    expect((await s.json(`${REST}/${own.id}`, { token: admin })).body).toMatchObject({ owner: { isMe: false }, canEdit: true });

    // view only: sees, may not edit, may not share their own
    await buyerRole("Viewer", ["orders.place", "lists.view.company"]);
    expect((await s.json(`${REST}/${id}`, { token: buyer })).body).toMatchObject({ canEdit: false });
    const denied = await s.json(`${REST}/${id}/items`, { method: "POST", token: buyer, json: { items: [{ sku: simpleSkus[0], qty: 1 }] } });
    expect(denied.body).toMatchObject({ status: 403, code: "permission_denied" });
    expect((await create(buyer, { name: "X", shared: true })).body).toMatchObject({ status: 403, code: "permission_denied" });
    // the list is still usable: into the cart
    const toCart = await s.json(`${REST}/${id}/add-to-cart`, { method: "POST", token: buyer, json: {} });
    expect(toCart.status, JSON.stringify(toCart.body)).toBe(200);

    // neither code: the shared list is a 404 like any other
    await buyerRole("Plain", ["orders.place"]);
    expect((await s.json(`${REST}/${id}`, { token: buyer })).body).toEqual(missing);
    expect((await s.json(REST, { token: buyer })).body.map((l: { id: number }) => l.id)).not.toContain(id);
    // their own list (shared before) is still theirs
    expect((await s.json(`${REST}/${own.id}`, { token: buyer })).status).toBe(200);

    // a member of another company, and a customer of none
    expect((await s.json(`${REST}/${id}`, { token: other })).body).toEqual(missing);
    expect((await s.json(`${REST}/${id}`, { token: jane })).body).toEqual(missing);
    expect((await s.json(REST, { token: other })).body.map((l: { id: number }) => l.id)).not.toContain(id);

    // the owner unshares: gone for the company
    await buyerRole("Both", ["orders.place", "lists.view.company", "lists.manage"]);
    expect((await s.json(`${REST}/${id}`, { token: buyer })).status).toBe(200);
    await s.json(`${REST}/${id}`, { method: "PATCH", token: admin, json: { shared: false } });
    expect((await s.json(`${REST}/${id}`, { token: buyer })).body).toEqual(missing);
  });
});

describe("items between lists, the cart and orders", () => {
  it("copies and moves items to another list the caller edits", async () => {
    const a = (await create(jane, { name: "From" })).body.id as number;
    const b = (await create(jane, { name: "To" })).body.id as number;
    const filled = await s.json(`${REST}/${a}/items`, {
      method: "POST",
      token: jane,
      json: { items: simpleSkus.slice(0, 3).map((sku, i) => ({ sku, qty: i + 1 })) },
    });
    const [x, y] = filled.body.items.map((i: { id: number }) => i.id);
    const copied = await s.json(`${REST}/${a}/items/copy`, { method: "POST", token: jane, json: { toListId: b, itemIds: [x] } });
    expect(copied.body).toMatchObject({ id: b, items: [{ sku: simpleSkus[0], qty: 1 }] });
    const moved = await s.json(`${REST}/${a}/items/move`, { method: "POST", token: jane, json: { toListId: b, itemIds: [x, y] } });
    expect(moved.body.items.map((i: { sku: string; qty: number }) => [i.sku, i.qty])).toEqual([
      [simpleSkus[0], 2],
      [simpleSkus[1], 2],
    ]);
    expect((await s.json(`${REST}/${a}`, { token: jane })).body.items.map((i: { sku: string }) => i.sku)).toEqual([simpleSkus[2]]);
    const elsewhere = (await create(other, { name: "Not jane's" })).body.id as number;
    expect((await s.json(`${REST}/${a}/items/copy`, { method: "POST", token: jane, json: { toListId: elsewhere, itemIds: [y] } })).status).toBe(404);
    const foreign = await s.json(`${REST}/${a}/items/move`, { method: "POST", token: jane, json: { toListId: b, itemIds: [x] } });
    expect(foreign.body.errors).toEqual([{ field: "itemIds.0", code: "not_found", message: "not an item of this list" }]);
    // ids beyond a row's range (INT4) are refused as ids, never sent to the database
    const far = 3_000_000_000;
    const farList = await s.json(`${REST}/${a}/items/copy`, { method: "POST", token: jane, json: { toListId: far, itemIds: [y] } });
    expect(farList.body).toMatchObject({ status: 422, errors: [{ field: "toListId", code: "too_big" }] });
    const farItem = await s.json(`${REST}/${a}/items/copy`, { method: "POST", token: jane, json: { toListId: b, itemIds: [far] } });
    expect(farItem.body).toMatchObject({ status: 422, errors: [{ field: "itemIds.0", code: "too_big" }] });
    const farCart = await s.json(`${REST}/from-cart`, { method: "POST", token: jane, json: { listId: far } });
    expect(farCart.body).toMatchObject({ status: 422, errors: [{ field: "listId", code: "too_big" }] });
    const gFar = await s.gql(
      `mutation { requisitionListItemsRemove(id: ${a}, itemIds: [${Array.from({ length: 501 }, (_, i) => i + 1).join(",")}]) { __typename ... on Problem { code errors { field code } } } }`,
      {},
      { token: jane },
    );
    expect((gFar.data as any).requisitionListItemsRemove).toMatchObject({
      __typename: "Problem",
      code: "invalid",
      errors: [{ field: "itemIds", code: "too_big" }],
    });
  });

  it("saves the cart as a list, empties the cart and adds the list back; saves one's own order, never another's", async () => {
    const token = await login("jane@example.com");
    for (const sku of simpleSkus.slice(0, 2)) {
      const r = await s.json("/api/rest/v2/cart/items", { method: "POST", token, json: { sku, qty: 2 } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const saved = await s.json(`${REST}/from-cart`, { method: "POST", token, json: { name: "From my cart" } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.items.map((i: { sku: string; qty: number }) => [i.sku, i.qty])).toEqual(simpleSkus.slice(0, 2).map((sku) => [sku, 2]));
    const cart = await s.app.db.cart.findFirstOrThrow({ where: { customer: { email: "jane@example.com" }, status: "active" }, orderBy: { id: "desc" } });
    await s.app.db.cartItem.deleteMany({ where: { cartId: cart.id } });
    const back = await s.json(`${REST}/${saved.body.id}/add-to-cart`, { method: "POST", token, json: {} });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.lines.every((l: { added: boolean }) => l.added)).toBe(true);
    expect(back.body.cart).toMatchObject({ itemsCount: 2, itemsQty: 4 });
    expect(back.headers.get("x-cart-id")).toBe(back.body.maskedId);

    const mine = await placeOrderAs(s, token, "jane@example.com");
    const fromOrder = await s.json(`${REST}/from-order`, { method: "POST", token, json: { orderId: mine.incrementId } });
    expect(fromOrder.status, JSON.stringify(fromOrder.body)).toBe(201);
    expect(fromOrder.body).toMatchObject({ name: `Order #${mine.incrementId}`, items: [{ qty: 1, status: "ok" }] });
    const byId = await s.json(`${REST}/from-order`, { method: "POST", token, json: { orderId: mine.id, listId: fromOrder.body.id } });
    expect(byId.body.items).toMatchObject([{ qty: 2 }]);
    const theirs = await placeOrderAs(s, other, "retail@example.com");
    const refused = await s.json(`${REST}/from-order`, { method: "POST", token, json: { orderId: theirs.incrementId } });
    expect(refused.body).toMatchObject({ status: 404, code: "not_found" });
    expect((await s.json(`${REST}/from-order`, { method: "POST", token, json: { orderId: theirs.id } })).status).toBe(404);
    expect((await s.json(`${REST}/from-order`, { method: "POST", token, json: { orderId: "NOPE-1" } })).status).toBe(404);
  });

  it("adds a list to the cart with per-line results: the Northwind buyer's quantity rule is refused, the rest added", async () => {
    await buyerRole("Buyer again", ["orders.place", "lists.view.company", "lists.manage"]);
    const ruled = await s.app.db.priceListItem.findFirstOrThrow({ where: { priceList: { code: "NORTHWIND" }, minQty: { not: null } } });
    const list = (await create(buyer, { name: "Rules" })).body.id as number;
    await s.json(`${REST}/${list}/items`, {
      method: "POST",
      token: buyer,
      json: {
        items: [
          { sku: ruled.sku, qty: 1 },
          { sku: simpleSkus[3], qty: 1 },
        ],
      },
    });
    const r = await s.json(`${REST}/${list}/add-to-cart`, { method: "POST", token: buyer, json: {} });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [rule, plain] = r.body.lines;
    expect(rule).toMatchObject({ sku: ruled.sku, status: "quantity_rule", added: false, addedQty: 0, reason: { code: "quantity_rule" } });
    expect(rule.rule).toMatchObject({ minQty: Number(ruled.minQty) });
    expect(plain).toMatchObject({ sku: simpleSkus[3], status: "ok", added: true, addedQty: 1, reason: null });
    const some = await s.json(`${REST}/${list}/add-to-cart`, { method: "POST", token: buyer, json: { itemIds: [plain.id] } });
    expect(some.body.lines).toHaveLength(1);
  });
});

describe("CSV", () => {
  it("exports sku,qty,options and imports it back; a wrong line refuses the whole import, listing every wrong line; a dry run writes nothing", async () => {
    const src = (await create(jane, { name: "CSV source" })).body.id as number;
    await s.json(`${REST}/${src}/items`, {
      method: "POST",
      token: jane,
      json: {
        items: [
          { sku: simpleSkus[0], qty: 4 },
          { sku: simpleSkus[1], qty: 1, options: { customOptions: { "1": 'a, "b"' } } },
        ],
      },
    });
    const exported = await s.fetch(`${REST}/${src}/export`, { token: jane });
    expect(exported.headers.get("content-type")).toContain("text/csv");
    const csv = await exported.text();
    expect(csv.split("\n")[0]).toBe("sku,qty,options");
    const dst = (await create(jane, { name: "CSV target" })).body.id as number;
    const imported = await s.json(`${REST}/${dst}/import`, { method: "POST", token: jane, json: { csv } });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.list.items.map((i: { sku: string; qty: number; options: unknown }) => [i.sku, i.qty, i.options])).toEqual([
      [simpleSkus[0], 4, {}],
      [simpleSkus[1], 1, { customOptions: { "1": 'a, "b"' } }],
    ]);

    const bad = `\ufeffsku;qty\n${simpleSkus[2]};2\nNO-SUCH;1\n${simpleSkus[3]};x\n;3\n${simpleSkus[4]}\n`;
    const dry = await s.json(`${REST}/${dst}/import`, { method: "POST", token: jane, json: { csv: bad, dryRun: true } });
    expect(dry.status).toBe(200);
    expect(dry.body.errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
      ["csv.line.3", "not_found"],
      ["csv.line.4", "invalid_qty"],
      ["csv.line.5", "invalid_sku"],
    ]);
    expect(dry.body.lines.map((l: { sku: string; qty: number }) => [l.sku, l.qty])).toEqual([
      [simpleSkus[2], 2],
      [simpleSkus[4], 1],
    ]);
    const wet = await s.json(`${REST}/${dst}/import`, { method: "POST", token: jane, json: { csv: bad } });
    expect(wet.status).toBe(422);
    expect(wet.body.errors).toHaveLength(3);
    expect((await s.json(`${REST}/${dst}`, { token: jane })).body.items).toHaveLength(2);
  });
});

describe("GraphQL", () => {
  it("answers the same lists and Problems", async () => {
    const c = await s.gql(
      `mutation { requisitionListCreate(input: {name: "G"}) { __typename ... on RequisitionList { id name shared items { id } } } }`,
      {},
      { token: jane },
    );
    const id = (c.data as any).requisitionListCreate.id as number;
    const add = await s.gql(
      `mutation($id: Int!, $sku: String!) { requisitionListItemsAdd(id: $id, items: [{sku: $sku, qty: 2}]) { __typename ... on RequisitionList { items { id sku qty price status product { id name price } } } ... on Problem { code } } }`,
      { id, sku: simpleSkus[0] },
      { token: jane },
    );
    expect((add.data as any).requisitionListItemsAdd.items[0]).toMatchObject({ sku: simpleSkus[0], qty: 2, status: "ok" });
    const all = await s.gql(`{ requisitionLists { id itemsCount } }`, {}, { token: jane });
    expect(all.errors).toBeUndefined();
    expect((all.data as any).requisitionLists).toContainEqual({ id, itemsCount: 1 });
    const guest = await s.gql(`{ requisitionList(id: ${id}) { __typename } }`);
    expect(guest.errors?.[0]?.extensions?.code).toBe("login_required");
  });
});

describe("a colleague's product the caller cannot have", () => {
  it("a shared list shows the caller no SKU of an item not found for them, in the list, its items and the export; the owner still reads it", async () => {
    await buyerRole("Buyer for hidden", ["orders.place", "lists.view.company", "lists.manage"]);
    const secret = await s.app.db.product.findFirstOrThrow({
      where: { type: "simple", status: 1, customOptions: { none: {} }, sku: { notIn: simpleSkus }, NOT: { sku: { startsWith: "WH-" } } },
      orderBy: { id: "desc" },
    });
    const list = (await create(admin, { name: "Shared with a secret", shared: true })).body.id as number;
    const added = await s.json(`${REST}/${list}/items`, {
      method: "POST",
      token: admin,
      json: {
        items: [
          { sku: simpleSkus[0], qty: 1 },
          { sku: secret.sku, qty: 2, options: { customOptions: { "9": "note" } } },
        ],
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    // the product leaves the buyer's catalogue (as a rule for one customer would take it; here for everyone)
    await s.app.db.product.update({ where: { id: secret.id }, data: { status: 2 } });

    const seen = await s.json(`${REST}/${list}`, { token: buyer });
    expect(seen.status).toBe(200);
    expect(seen.body.items).toMatchObject([
      { sku: simpleSkus[0], status: "ok" },
      { sku: "", qty: 2, options: {}, status: "not_found", product: null, price: null },
    ]);
    const exported = await (await s.fetch(`${REST}/${list}/export`, { token: buyer })).text();
    expect(exported.trim().split("\n")).toEqual(["sku,qty,options", `${simpleSkus[0]},1,`]);
    const toCart = await s.json(`${REST}/${list}/add-to-cart`, { method: "POST", token: buyer, json: {} });
    const g = await s.gql(`{ requisitionLists { id items { sku options } } requisitionList(id: ${list}) { items { sku } } }`, {}, { token: buyer });
    expect(g.errors).toBeUndefined();
    for (const body of [seen.body, exported, toCart.body, g.data]) expect(JSON.stringify(body)).not.toContain(secret.sku);

    // the owner put it there: they read it, and export it
    const own = await s.json(`${REST}/${list}`, { token: admin });
    expect(own.body.items[1]).toMatchObject({ sku: secret.sku, status: "not_found", options: { customOptions: { "9": "note" } } });
    expect(await (await s.fetch(`${REST}/${list}/export`, { token: admin })).text()).toContain(secret.sku);
  });
});

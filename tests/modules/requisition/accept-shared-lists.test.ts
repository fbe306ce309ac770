/**
 * Issue 32, acceptance: requisition lists shared in a company. Northwind's Buyer (lists.manage) keeps a list and
 * shares it; a member holding only lists.view.company sees it at its own current prices and adds it to its cart,
 * copies from it, but neither edits it nor shares its own; the company admin edits it; a member without
 * lists.view.company, a member of another company (its admin, holding every permission there), a customer of no
 * company and every guessed id get 404 with the body a missing list gets; a guest gets 401. Every account, role and
 * company is made through the public and admin APIs.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../helpers/server.ts";
import {
  call,
  createRole,
  emptyCart,
  inviteMember,
  type Json,
  login,
  newCompany,
  RL,
  startBuyerToolsServer,
  unitPriceShown,
  V2,
} from "../quickorder/accept-helpers.ts";

let s: TestServer;
const tokens: Record<"buyer" | "admin" | "viewer" | "noLists" | "otherAdmin" | "jane", string> = {} as never;
let items: { id: number; sku: string; qty: number }[];
let listId: number;
let privateListId: number;
let missingBody: (id: number) => Promise<Json>;
/** a list of each caller's own, to copy into */
const ownLists: Partial<Record<keyof typeof tokens, number>> = {};

/** a 404 body with the id it names replaced, so that two ids' answers compare */
const normalized = (body: Json, id: number) => JSON.parse(JSON.stringify(body).replace(new RegExp(`\\b${id}\\b`, "g"), "<id>"));

beforeAll(async () => {
  s = await startBuyerToolsServer();
  tokens.admin = await login(s, "trade@example.com");
  tokens.buyer = await login(s, "buyer@example.com");
  tokens.jane = await login(s, "jane@example.com");
  const viewerRole = await createRole(s, tokens.admin, "List viewer", ["lists.view.company", "orders.place"]);
  const noListsRole = await createRole(s, tokens.admin, "Orders only", ["orders.place"]);
  tokens.viewer = await inviteMember(s, tokens.admin, "acc.viewer@example.com", viewerRole);
  tokens.noLists = await inviteMember(s, tokens.admin, "acc.nolists@example.com", noListsRole);
  tokens.otherAdmin = (await newCompany(s, "Fabrikam Supplies")).token;
  const products = await s.app.db.product.findMany({
    where: {
      type: "simple",
      status: 1,
      visibility: 4,
      inStock: true,
      stockQty: { gte: 50 },
      customOptions: { none: { required: true } },
      categories: { none: { categoryId: { in: [11, 12, 13] } } },
    },
    orderBy: { id: "desc" },
    take: 3,
    select: { id: true, sku: true },
  });
  expect(products).toHaveLength(3);
  items = [
    ...products.map((p, i) => ({ id: p.id, sku: p.sku, qty: i + 1 })),
    // NORTHWIND's list price, a multiple of its quantity rule (6)
    { ...(await s.app.db.product.findFirstOrThrow({ where: { sku: "SKU-000162" }, select: { id: true, sku: true } })), qty: 12 },
  ];
  for (const who of ["admin", "viewer", "noLists", "otherAdmin", "jane"] as const) {
    const r = await call(s, "POST", RL, tokens[who], { name: `${who}'s own list` });
    expect(r.status, `${who} creates a list: ${JSON.stringify(r.body)}`).toBeLessThan(300);
    ownLists[who] = r.body.id;
  }
  missingBody = async (id: number) => {
    const r = await call(s, "GET", `${RL}/${id}`, tokens.buyer);
    expect(r.status).toBe(404);
    return normalized(r.body, id);
  };
}, 120_000);
afterAll(async () => {
  await s?.close();
});

/** the list as `token` sees it, whose items carry that caller's prices now (the caller's product endpoint) */
async function expectPricedFor(token: string, list: Json) {
  expect(list.items).toHaveLength(items.length);
  for (const it of items) {
    const line = (list.items as Json[]).find((l) => l.sku === it.sku);
    expect(line, `${it.sku} in ${JSON.stringify(list.items)}`).toBeDefined();
    expect(line!.status, JSON.stringify(line)).toBe("ok");
    const shown = await call(s, "GET", `${V2}/products/${it.id}`, token);
    expect(shown.status).toBe(200);
    expect(line!.price, `${it.sku} x ${line!.qty}`).toBe(unitPriceShown(shown.body, line!.qty));
  }
}

/** every way of reaching list `id` answers 404 with the body a missing list gets */
async function expectUnseen(who: keyof typeof tokens, id: number, what: string) {
  const token = tokens[who];
  const missing = await missingBody(987654);
  const itemId = (await call(s, "GET", `${RL}/${id}`, tokens.buyer)).body.items[0].id as number;
  const attempts: [string, string, unknown?][] = [
    ["GET", `${RL}/${id}`],
    ["PATCH", `${RL}/${id}`, { name: "Taken over", shared: false }],
    ["POST", `${RL}/${id}/items`, { items: [{ sku: items[0]!.sku, qty: 1 }] }],
    ["POST", `${RL}/${id}/add-to-cart`, {}],
    ["PATCH", `${RL}/${id}/items/${itemId}`, { qty: 9 }],
    ["DELETE", `${RL}/${id}/items/${itemId}`],
    ["GET", `${RL}/${id}/export`],
    ["POST", `${RL}/${id}/import`, { csv: `sku,qty\n${items[0]!.sku},1\n` }],
    ["POST", `${RL}/${id}/items/copy`, { toListId: ownLists[who], itemIds: [itemId] }],
    ["POST", `${RL}/${id}/items/move`, { toListId: ownLists[who], itemIds: [itemId] }],
    ["DELETE", `${RL}/${id}`],
  ];
  for (const [method, path, body] of attempts) {
    const r = await call(s, method, path, token, body);
    expect(r.status, `${what}: ${method} ${path} answered ${JSON.stringify(r.body)}`).toBe(404);
    expect(normalized(r.body, id), `${what}: ${method} ${path}`).toEqual(missing);
  }
  const all = await call(s, "GET", RL, token);
  expect(all.status).toBe(200);
  expect(listIds(all.body), `${what}: GET ${RL}`).not.toContain(id);
  // nothing came through into the caller's own list
  expect((await call(s, "GET", `${RL}/${ownLists[who]}`, token)).body.items, what).toEqual([]);
}

const listIds = (body: Json): number[] => ((Array.isArray(body) ? body : (body.items ?? body.lists ?? [])) as Json[]).map((l) => l.id);

describe("requisition lists shared in a company", () => {
  it("the Buyer keeps a list: items at the Buyer's current prices; nobody else sees it while it is not shared", async () => {
    const created = await call(s, "POST", RL, tokens.buyer, { name: "Monthly office order", description: "the usual" });
    expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
    listId = created.body.id;
    const added = await call(s, "POST", `${RL}/${listId}/items`, tokens.buyer, { items: items.map(({ sku, qty }) => ({ sku, qty })) });
    expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
    const mine = await call(s, "GET", `${RL}/${listId}`, tokens.buyer);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      id: listId,
      name: "Monthly office order",
      shared: false,
      canEdit: true,
      owner: { isMe: true },
      itemsCount: items.length,
    });
    await expectPricedFor(tokens.buyer, mine.body);
    const priv = await call(s, "POST", RL, tokens.buyer, { name: "My own notes" });
    privateListId = priv.body.id;

    for (const who of ["admin", "viewer", "noLists", "otherAdmin", "jane"] as const) await expectUnseen(who, listId, `${who} (not shared yet)`);
    const guest = await call(s, "GET", `${RL}/${listId}`);
    expect(guest.status).toBe(401);
    expect((await call(s, "GET", RL)).status).toBe(401);
  });

  it("shared: a member with lists.view.company sees it at its own prices and adds it to its cart, but may not edit it", async () => {
    const shared = await call(s, "PATCH", `${RL}/${listId}`, tokens.buyer, { shared: true });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    expect(shared.body.shared).toBe(true);

    const all = await call(s, "GET", RL, tokens.viewer);
    expect(all.status).toBe(200);
    expect(listIds(all.body)).toContain(listId);
    expect(listIds(all.body)).not.toContain(privateListId);
    const seen = await call(s, "GET", `${RL}/${listId}`, tokens.viewer);
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(seen.body).toMatchObject({ id: listId, shared: true, canEdit: false, owner: { isMe: false } });
    await expectPricedFor(tokens.viewer, seen.body);

    // no edit: the list stays as it was
    for (const [method, path, body] of [
      ["PATCH", `${RL}/${listId}`, { name: "Renamed by a viewer" }],
      ["POST", `${RL}/${listId}/items`, { items: [{ sku: items[0]!.sku, qty: 5 }] }],
      ["PATCH", `${RL}/${listId}/items/${seen.body.items[0].id}`, { qty: 99 }],
      ["DELETE", `${RL}/${listId}/items/${seen.body.items[0].id}`],
      ["DELETE", `${RL}/${listId}`],
    ] as [string, string, unknown?][]) {
      const r = await call(s, method, path, tokens.viewer, body);
      expect(r.status, `viewer ${method} ${path}: ${JSON.stringify(r.body)}`).toBeGreaterThanOrEqual(400);
    }
    const after = await call(s, "GET", `${RL}/${listId}`, tokens.buyer);
    expect(after.body.name).toBe("Monthly office order");
    expect((after.body.items as Json[]).map((l) => [l.sku, l.qty])).toEqual((seen.body.items as Json[]).map((l) => [l.sku, l.qty]));

    // use: the whole list into the viewer's own cart, each line at the price the list showed
    await emptyCart(s, tokens.viewer);
    const cartAdd = await call(s, "POST", `${RL}/${listId}/add-to-cart`, tokens.viewer, {});
    expect(cartAdd.status, JSON.stringify(cartAdd.body)).toBe(200);
    expect((cartAdd.body.lines as Json[]).every((l) => l.added === true)).toBe(true);
    const cart = await call(s, "GET", `${V2}/cart`, tokens.viewer);
    expect(cart.body.items).toHaveLength(items.length);
    for (const l of seen.body.items as Json[]) {
      const line = (cart.body.items as Json[]).find((c) => c.sku === l.sku);
      expect(line, l.sku).toBeDefined();
      expect([line!.qty, line!.price]).toEqual([l.qty, l.price]);
    }

    // copy from it into a list of one's own
    const own = await call(s, "POST", RL, tokens.viewer, { name: "Viewer's picks" });
    expect(own.status, JSON.stringify(own.body)).toBeLessThan(300);
    const copy = await call(s, "POST", `${RL}/${listId}/items/copy`, tokens.viewer, { toListId: own.body.id, itemIds: [seen.body.items[0].id] });
    expect(copy.status, JSON.stringify(copy.body)).toBeLessThan(300);
    const ownAfter = await call(s, "GET", `${RL}/${own.body.id}`, tokens.viewer);
    expect((ownAfter.body.items as Json[]).map((l) => l.sku)).toEqual([seen.body.items[0].sku]);
    // sharing one's own list needs lists.manage
    const share = await call(s, "PATCH", `${RL}/${own.body.id}`, tokens.viewer, { shared: true });
    expect(share.status, JSON.stringify(share.body)).toBeGreaterThanOrEqual(400);
    expect((await call(s, "GET", `${RL}/${own.body.id}`, tokens.viewer)).body.shared).toBe(false);
    // the buyer's private list is still the buyer's alone
    await call(s, "POST", `${RL}/${privateListId}/items`, tokens.buyer, { items: [{ sku: items[1]!.sku, qty: 1 }] });
    await expectUnseen("viewer", privateListId, "viewer (private list)");
  });

  it("shared: the company admin edits it, and the owner sees the edit", async () => {
    const seen = await call(s, "GET", `${RL}/${listId}`, tokens.admin);
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(seen.body).toMatchObject({ id: listId, shared: true, canEdit: true, owner: { isMe: false } });
    const first = seen.body.items.find((l: Json) => l.sku === items[0]!.sku);
    const upd = await call(s, "PATCH", `${RL}/${listId}/items/${first.id}`, tokens.admin, { qty: 7 });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    const mine = await call(s, "GET", `${RL}/${listId}`, tokens.buyer);
    expect(mine.body.items.find((l: Json) => l.id === first.id).qty).toBe(7);
  });

  it("shared: a member without lists.view.company, another company's admin and a customer of no company get 404 as for a missing list", async () => {
    for (const who of ["noLists", "otherAdmin", "jane"] as const) await expectUnseen(who, listId, who);
    // another company's admin cannot copy into it or move out of it from a list of its own
    const theirs = await call(s, "POST", RL, tokens.otherAdmin, { name: "Fabrikam list" });
    expect(theirs.status).toBeLessThan(300);
    await call(s, "POST", `${RL}/${theirs.body.id}/items`, tokens.otherAdmin, { items: [{ sku: items[0]!.sku, qty: 1 }] });
    const theirItems = (await call(s, "GET", `${RL}/${theirs.body.id}`, tokens.otherAdmin)).body.items as Json[];
    const missing = await missingBody(987654);
    for (const op of ["copy", "move"]) {
      const r = await call(s, "POST", `${RL}/${theirs.body.id}/items/${op}`, tokens.otherAdmin, { toListId: listId, itemIds: theirItems.map((l) => l.id) });
      expect(r.status, `${op} into Northwind's list: ${JSON.stringify(r.body)}`).toBe(404);
      expect(normalized(r.body, listId)).toEqual(missing);
    }
    expect((await call(s, "GET", `${RL}/${listId}`, tokens.buyer)).body.items).toHaveLength(items.length);
  });

  it("guessed ids answer 404 with the body of a missing list, whoever asks", async () => {
    const missing = await missingBody(987654);
    for (const token of [tokens.buyer, tokens.viewer, tokens.otherAdmin]) {
      for (const id of [listId + 1000, 2_147_483_000]) {
        const r = await call(s, "GET", `${RL}/${id}`, token);
        expect(r.status).toBe(404);
        expect(normalized(r.body, id)).toEqual(missing);
      }
    }
  });
});

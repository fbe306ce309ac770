/**
 * The console's Orders screen sends only admin operations: every GraphQL operation of
 * admin/src/screens/orders/operations.ts (the grid, the detail and each action), replayed as a guest, a customer and
 * the API user against a real server with a real order, is refused and changes nothing; the admin's own replay of
 * the queries answers.
 */
import { print, type DocumentNode } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { PUBLIC_ROOT_FIELDS, refused, replay, rootFields, type Op } from "../helpers/graphql-replay.ts";
import * as consoleOps from "../../admin/src/screens/orders/operations.ts";

const V2 = "/api/rest/v2";
let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.adminToken();
});
afterAll(async () => {
  await s?.close();
});

async function placeOrder(): Promise<{ id: number; lineId: number }> {
  const product = await s.app.db.product.findFirstOrThrow({
    where: { type: "simple", status: 1, visibility: 4, customOptions: { none: {} }, NOT: { sku: { contains: "WH-" } } },
    orderBy: { id: "asc" },
  });
  await s.app.db.product.update({ where: { id: product.id }, data: { stockQty: 100, inStock: true } });
  const cart = (await s.json(`${V2}/guest-carts`, { method: "POST" })).body.maskedId as string;
  expect((await s.json(`${V2}/guest-carts/${cart}/items`, { method: "POST", json: { sku: product.sku, qty: 2 } })).status).toBe(200);
  const placed = await s.json(`${V2}/guest-carts/${cart}/place-order`, {
    method: "POST",
    json: {
      email: "replay-buyer@example.com",
      paymentMethod: "checkmo",
      shippingAddress: { firstName: "Rae", lastName: "Play", street: ["1 Main St"], city: "Springfield", postcode: "12345", countryId: "US", telephone: "555" },
      shippingMethod: "flatrate_flatrate",
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const id = placed.body.id as number;
  const line = await s.app.db.orderItem.findFirstOrThrow({ where: { orderId: id } });
  return { id, lineId: line.id };
}

describe("the console's order operations are the admin's", () => {
  it("every operation the Orders screen sends, replayed as a guest, a customer and the API user, is refused", async () => {
    const { id, lineId } = await placeOrder();
    const items = [{ orderItemId: lineId, qty: 1 }];
    const variables: Record<string, Record<string, unknown>> = {
      OrdersGrid: { filter: { status: "pending" }, sort: { field: "createdAt", direction: "desc" }, page: 1, pageSize: 20 },
      AdminOrderDetail: { id },
      AdminOrderInvoice: { id, items, capture: true },
      AdminOrderShip: { id, items, tracks: [{ carrier: "ups", title: "UPS", number: "1Z999" }], notifyCustomer: true },
      AdminOrderCancel: { id, reason: "replayed" },
      AdminOrderRefund: { id, items, shippingAmount: 0, adjustment: 0, restock: true },
      AdminOrderHold: { id },
      AdminOrderUnhold: { id },
      AdminOrderCommentAdd: { id, text: "replayed", notifyCustomer: true, visibleOnStorefront: true },
      AdminOrdersCancelMany: { ids: [id] },
      AdminOrdersInvoiceMany: { ids: [id] },
    };
    const docs = Object.values(consoleOps).filter((d): d is DocumentNode => typeof d === "object" && d !== null && (d as DocumentNode).kind === "Document");
    const ops: Op[] = docs
      .map((d) => ({ doc: d, query: print(d) }))
      .filter(({ query }) => /^\s*(query|mutation)/.test(query))
      .map(({ doc, query }) => {
        const name = (doc.definitions.find((x) => x.kind === "OperationDefinition") as { name?: { value: string } }).name!.value;
        return { kind: "http" as const, operationName: name, query, variables: variables[name] ?? {} };
      });
    const adminOps = ops.filter((o) => !rootFields(o.query).every((f) => PUBLIC_ROOT_FIELDS.has(f)));
    // every admin operation of the screen is here, with its variables; the rest read only public names (stores, countries)
    expect(adminOps.map((o) => o.operationName).sort()).toEqual(Object.keys(variables).sort());
    expect(ops.filter((o) => !adminOps.includes(o)).map((o) => o.operationName)).toEqual(["OrderStores"]);

    const customer = await s.customerToken("jane@example.com", TEST_CUSTOMER_PASSWORD);
    const callers: [string, string | undefined][] = [
      ["a guest", undefined],
      ["a customer", `Bearer ${customer}`],
      ["the API user", `Basic ${Buffer.from(s.apiUser.join(":")).toString("base64")}`],
    ];
    const snapshot = async () =>
      JSON.stringify(
        await s.app.db.order.findUniqueOrThrow({
          where: { id },
          include: { items: true, invoices: true, shipments: true, creditMemos: true, statusHistory: true },
        }),
      );
    const before = await snapshot();
    const answered: string[] = [];
    for (const op of adminOps)
      for (const [who, authorization] of callers) {
        const a = await replay(s.url, op, authorization);
        if (!refused(a)) answered.push(`${who}: ${op.operationName} -> ${JSON.stringify(a).slice(0, 300)}`);
      }
    expect(answered).toEqual([]);
    expect(await snapshot()).toBe(before);

    // the admin's own replay of the queries answers, with the order
    for (const op of adminOps.filter((o) => /^\s*query/.test(o.query))) {
      const a = await replay(s.url, op, `Bearer ${admin}`);
      expect(a.errors, op.operationName).toBeUndefined();
    }
    const detail = await replay(s.url, adminOps.find((o) => o.operationName === "AdminOrderDetail")!, `Bearer ${admin}`);
    expect((detail.data as { order: { __typename: string; data: { id: number } } }).order).toMatchObject({ __typename: "AdminOrderSuccess", data: { id } });
  });
});

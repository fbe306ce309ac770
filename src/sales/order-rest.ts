/** Maho's Order resource as the logged-in customer reads it: the customer's orders and one of them, over GraphQL. */
import { z } from "zod";
import { defineRoute, type RestRoute } from "../core/routes.ts";
import { RestCustomerOrdersDocument, RestCustomerOrderDocument } from "../generated/rest/graphql.ts";

const V2 = "/api/rest/v2";
const ordersQuery = z.object({
  page: z.coerce.number().int().min(1).optional(),
  itemsPerPage: z.coerce.number().int().min(1).max(100).optional(),
  status: z.string().min(1).max(32).optional(),
});

export function customerOrderRoutes(): RestRoute[] {
  return [
    defineRoute({
      id: "customers_me_orders",
      method: "GET",
      path: `${V2}/customers/me/orders`,
      tag: "customers",
      summary:
        "The logged-in customer's orders in Maho's Order shape, newest first ({member, totalItems}; page, itemsPerPage 1..100, default 10; status filters)",
      query: ordersQuery,
      responses: { 200: "{member, totalItems, page, itemsPerPage}", 401: "login_required" },
      handler: async (ctx, req) => {
        const q = req.query;
        return (await req.run(ctx, RestCustomerOrdersDocument, { page: q.page, itemsPerPage: q.itemsPerPage, status: q.status })).customerOrders;
      },
    }),
    {
      id: "customers_me_order",
      method: "GET",
      path: `${V2}/customers/me/orders/:incrementId`,
      tag: "customers",
      summary: "One of the logged-in customer's orders by its increment id (404 for another customer's order or a guest order)",
      responses: { 200: "the order", 401: "login_required", 404: "not_found" },
      handler: async (ctx, req) => (await req.run(ctx, RestCustomerOrderDocument, { incrementId: req.params.incrementId ?? "" })).customerOrder,
    },
  ];
}

/**
 * GraphQL of the sales domain: the logged-in customer's orders and their invoices, the guest's read-back of an
 * order by its access token, and the sales admin (cart price rules, gift card accounts).
 */
import type { Builder } from "../core/schema-builder.ts";
import { customerOrder, customerOrders } from "./orders.ts";
import { orderTypes } from "./order-schema.ts";
import { mahoOrderFor, orderByAccessToken } from "./maho-order.ts";
import { registerInvoiceSchema } from "./invoice-schema.ts";
import { registerSalesAdminSchema } from "./sales-admin-schema.ts";
import { registerAdminOrdersSchema } from "./admin-orders-schema.ts";
import { registerAdminDashboardSchema } from "./admin-dashboard-schema.ts";

/** guesses at an access token per IP and hour before 429 (Maho throttles this lookup the same way) */
const ORDER_LOOKUPS_PER_HOUR = 30;

export function registerSalesSchema(builder: Builder) {
  const { Order, OrderPage } = orderTypes(builder);
  builder.queryFields((t) => ({
    customerOrders: t.field({
      type: OrderPage,
      authScopes: { customer: true },
      description: "the logged-in customer's orders, newest first",
      args: { page: t.arg.int(), itemsPerPage: t.arg.int(), status: t.arg.string({ description: "only orders in this status" }) },
      resolve: (_r, args, { ctx }) => customerOrders(ctx, args),
    }),
    customerOrder: t.field({
      type: Order,
      authScopes: { customer: true },
      description: "one of the logged-in customer's orders (404 for any other order)",
      args: { incrementId: t.arg.string({ required: true }) },
      resolve: (_r, { incrementId }, { ctx }) => customerOrder(ctx, incrementId),
    }),
    guestOrder: t.field({
      type: Order,
      nullable: true,
      description:
        "an order read back with the access token its placing answered, for ORDER_TOKEN_TTL seconds after the order and ORDER_TOKEN_MAX_READS reads (an hour and 5 by default); null when either does not match or the token is past its time or its reads",
      args: { incrementId: t.arg.string({ required: true }), accessToken: t.arg.string({ required: true }) },
      resolve: async (_r, { incrementId, accessToken }, { ctx }) => {
        await ctx.app.limits.consume("order_token", ctx.ip, ORDER_LOOKUPS_PER_HOUR, 3600, "Too many order lookups: try again later");
        const order = await orderByAccessToken(ctx, incrementId, accessToken);
        return order ? mahoOrderFor(ctx, order.incrementId, false) : null;
      },
    }),
  }));
  registerInvoiceSchema(builder);
  registerSalesAdminSchema(builder);
  registerAdminOrdersSchema(builder);
  registerAdminDashboardSchema(builder);
}

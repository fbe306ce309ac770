/**
 * The admin's view of a customer's orders: `orders` on the customer domain's `Customer` type (scope `customers`),
 * newest first, in Maho's order shape of the customer's own order history (`orders.ts`), across the customer's stores.
 */
import type { Builder } from "../core/schema-builder.ts";
import type { CoreTypeRefs } from "../core/modules.ts";
import { ordersPage } from "./orders.ts";
import { orderTypes } from "./order-schema.ts";

export function registerCustomerOrdersField(builder: Builder, types: CoreTypeRefs) {
  const { OrderPage } = orderTypes(builder);
  builder.objectField(types.Customer, "orders", (t) =>
    t.field({
      type: OrderPage,
      description: "the customer's orders, newest first (admin)",
      authScopes: { admin: "customers" },
      args: { page: t.arg.int(), itemsPerPage: t.arg.int() },
      resolve: (c, args, { ctx }) => ordersPage(ctx, { customerId: c.id }, args, "admin"),
    }),
  );
}

import { respond, type RestRoute } from "../core/routes.ts";
import { RestCustomerOrderReorderDocument } from "../generated/rest/graphql.ts";

export function reorderRoutes(): RestRoute[] {
  return [
    {
      id: "customers_me_order_reorder",
      method: "POST",
      path: "/api/rest/v2/customers/me/orders/:incrementId/reorder",
      tag: "customers",
      summary:
        "Adds the lines of one of the logged-in customer's orders to their active cart (a new one when none) at today's prices and availability, each as an add to cart: {cart, lines: [{sku, name, qty, added, qtyAdded, reason: {code, message} | null}]}, reason codes not_available, out_of_stock, purchase_blocked, options_changed, qty_reduced, invalid",
      responses: { 200: "{cart, lines}", 401: "login_required", 404: "not_found (another customer's order, a guest order, an unknown number)" },
      handler: async (_ctx, req) => {
        const result = await req.runData(RestCustomerOrderReorderDocument, { id: req.params.incrementId ?? "" }, "customerOrderReorder");
        return respond({ body: result, headers: { "Cache-Control": "private, no-store", "X-Cart-Id": result.cart.maskedId } });
      },
    },
  ];
}

/** Maho's guest order read-back (Sales/Api Order by token) over GraphQL. */
import { respond, type RestRoute } from "../core/routes.ts";
import { ProblemError } from "../core/errors.ts";
import { RestGuestOrderDocument } from "../generated/rest/graphql.ts";

export function mahoOrderRoutes(): RestRoute[] {
  return [
    {
      id: "maho_guest_order_get",
      method: "GET",
      path: "/api/rest/v2/guest-orders/:incrementId",
      tag: "maho-cart",
      summary:
        "An order read back with the access token its placing answered, sent as X-Order-Token (Maho's order-by-token read, also at Maho's GET /orders/{incrementId}/details); the token reads the order for a bounded time after it and a bounded number of times (ORDER_TOKEN_TTL, default an hour; ORDER_TOKEN_MAX_READS, default 5), so a refresh of the confirmation page works; limited per IP",
      responses: {
        200: "the order (Maho's Order)",
        404: "order_not_found (unknown number or token, or a token past its time or its reads, answered alike)",
        429: "rate_limited",
      },
      aliases: [{ path: "/api/rest/v2/orders/:incrementId/details" }],
      handler: async (ctx, req) => {
        const token = req.headers.get("x-order-token") ?? "";
        const incrementId = req.params.incrementId ?? "";
        const notFound = new ProblemError(404, "order_not_found", "No order with that number and token");
        if (!token || token.length > 128 || !incrementId || incrementId.length > 32) throw notFound;
        const order = (await req.run(ctx, RestGuestOrderDocument, { incrementId, accessToken: token })).guestOrder;
        if (!order) throw notFound;
        return respond({ body: order, headers: { "Cache-Control": "private, no-store", Vary: "Authorization, X-Store-Code, X-Order-Token" } });
      },
    },
  ];
}

/**
 * REST under /api/rest/v2/b2b/quick-order: resolve, add and suggest, from the same service as the GraphQL fields
 * (schema.ts). 404 `not_found` while the module is off in the store; 422 `invalid` naming every unreadable line;
 * 413 `too_many_lines` with the limit.
 */
import { z } from "zod";
import { defineRoute, respond, type RestRoute } from "../../core/routes.ts";
import { addQuickOrder, type QuickOrderModule, resolveQuickOrder, suggestProducts } from "./service.ts";

const BASE = "/api/rest/v2/b2b/quick-order";
const TAG = "b2b";
/** read by the service, which names every bad line itself */
const body = z.object({ lines: z.unknown().optional(), csv: z.unknown().optional() });
const refusals = {
  404: "not_found: quick order is off in this store",
  413: "too_many_lines (limit: the store's maxLines)",
  422: "invalid: errors name every line that cannot be read (lines.N.qty, csv.line.N)",
};
const noStore = { "Cache-Control": "private, no-store" };

export function quickOrderRoutes(m: QuickOrderModule): RestRoute[] {
  return [
    defineRoute({
      id: "b2b_quickorder_resolve",
      method: "POST",
      path: `${BASE}/resolve`,
      tag: TAG,
      summary:
        "Resolves {lines: [{sku, qty}]} or {csv} for the caller: {lines: [{sku, qty, status, message?, product?, rule?, available?, variants?, cta?, inputLines}], summary, canAddToCart}",
      body,
      responses: { 200: "the resolved lines", ...refusals },
      handler: async (ctx, req) => respond({ body: await resolveQuickOrder(ctx, m, req.body, "rest"), headers: noStore }),
    }),
    defineRoute({
      id: "b2b_quickorder_add",
      method: "POST",
      path: `${BASE}/add`,
      tag: TAG,
      summary:
        "Resolves the lines, then adds every ok line to the caller's cart (a guest's named by X-Cart-Id, else a new one) in one transaction: {lines: [... added, addedQty, reason?], cart, maskedId}",
      body,
      responses: { 200: "what was added and why the rest was not", 403: "purchase_blocked or the company's standing (the whole cart)", ...refusals },
      handler: async (ctx, req) => {
        const result = await addQuickOrder(ctx, m, req.body, null, "rest");
        return respond({ body: result, headers: { ...noStore, ...(result.maskedId ? { "X-Cart-Id": result.maskedId } : {}) } });
      },
    }),
    defineRoute({
      id: "b2b_quickorder_suggest",
      method: "GET",
      path: `${BASE}/suggest`,
      tag: TAG,
      summary: "SKU and name suggestions among the products the caller may see: {items: [{sku, name, type, urlKey, imageUrl, price}]}",
      query: z.object({ q: z.string().max(200).default("") }),
      responses: { 200: "the suggestions", 404: refusals[404], 429: "rate_limited" },
      handler: async (ctx, req) => respond({ body: { items: await suggestProducts(ctx, m, req.query.q, "rest") }, headers: noStore }),
    }),
  ];
}

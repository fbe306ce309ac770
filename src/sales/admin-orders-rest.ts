/**
 * REST for integrations: the admin's orders under /api/rest/v2/admin/orders (scope `sales`, an admin's Bearer token),
 * each route running the admin GraphQL operation of the same name (schema/rest/admin-order.graphql), so REST and
 * GraphQL answer alike: the order as `AdminOrder`, a refusal as its Problem (docs/orders.md).
 */
import { z } from "zod";
import { defineRoute, idParam, respond, type RestRoute } from "../core/routes.ts";
import {
  RestAdminInvoiceCaptureDocument,
  RestAdminOrderCancelDocument,
  RestAdminOrderCommentAddDocument,
  RestAdminOrderDocument,
  RestAdminOrderHoldDocument,
  RestAdminOrderInvoiceDocument,
  RestAdminOrderRefundDocument,
  RestAdminOrderShipDocument,
  RestAdminOrdersDocument,
  RestAdminOrderUnholdDocument,
} from "../generated/rest/graphql.ts";
import { ORDER_SORT_FIELDS } from "./admin-orders.ts";

const BASE = "/api/rest/v2/admin/orders";
const PRIVATE = { "Cache-Control": "private, no-store" };
const refused = { 401: "login_required", 403: "forbidden (not an admin with scope sales)", 404: "order_not_found" };
const acted = { 200: "the order", ...refused, 409: "invalid_transition, order_changed", 422: "invalid" };
const answer = (body: unknown) => respond({ body, headers: PRIVATE });

const listQuery = z.object({
  status: z.string().max(32).optional(),
  incrementId: z.string().max(32).optional(),
  customerEmail: z.string().max(254).optional(),
  customerId: z.coerce.number().int().min(1).optional(),
  storeId: z.coerce.number().int().min(0).optional(),
  paymentMethod: z.string().max(64).optional(),
  createdFrom: z.iso.datetime({ offset: true }).optional(),
  createdTo: z.iso.datetime({ offset: true }).optional(),
  grandTotalFrom: z.coerce.number().optional(),
  grandTotalTo: z.coerce.number().optional(),
  search: z.string().max(128).optional(),
  sort: z.enum(ORDER_SORT_FIELDS).optional(),
  direction: z.enum(["asc", "desc"]).optional(),
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).optional(),
});
const qtyItems = z
  .array(z.object({ orderItemId: z.number().int(), qty: z.number().int().min(0) }))
  .max(500)
  .optional();
const invoiceBody = z.object({ items: qtyItems, capture: z.boolean().optional() });
const shipBody = z.object({
  items: qtyItems,
  tracks: z
    .array(z.object({ carrier: z.string().max(64), title: z.string().max(255).optional(), number: z.string().max(128) }))
    .max(20)
    .optional(),
  notifyCustomer: z.boolean().optional(),
});
const cancelBody = z.object({ reason: z.string().max(2000).optional() });
const refundBody = z.object({ items: qtyItems, shippingAmount: z.number().optional(), adjustment: z.number().optional(), restock: z.boolean().optional() });
const commentBody = z.object({ text: z.string().min(1).max(5000), notifyCustomer: z.boolean().optional(), visibleOnStorefront: z.boolean().optional() });
const orderId = (raw: string | undefined) => idParam(raw, "order id");

export function adminOrderRoutes(): RestRoute[] {
  return [
    defineRoute({
      id: "admin_orders",
      method: "GET",
      path: BASE,
      tag: "admin",
      summary:
        "Orders for an integration (scope sales): filters status, incrementId, customerEmail (parts), customerId, storeId, paymentMethod, createdFrom/createdTo (ISO date-times), grandTotalFrom/To, search; sort (createdAt, incrementId, grandTotal, status, customerEmail, id) and direction; page, pageSize 1..200. {items, totalCount}",
      query: listQuery,
      responses: { 200: "{items, totalCount}", ...refused },
      handler: async (ctx, req) => {
        const { sort, direction, page, pageSize, ...filter } = req.query;
        const r = await req.run(ctx, RestAdminOrdersDocument, {
          filter,
          sort: sort || direction ? { field: sort ?? "createdAt", direction: direction ?? "desc" } : undefined,
          page,
          pageSize,
        });
        return answer(r.orders);
      },
    }),
    defineRoute({
      id: "admin_order",
      method: "GET",
      path: `${BASE}/:id`,
      tag: "admin",
      summary: "One order in full: lines, addresses, payment, totals, status history, invoices, shipments, credit memos",
      responses: { 200: "the order", ...refused },
      handler: async (_ctx, req) => answer(await req.runData(RestAdminOrderDocument, { id: orderId(req.params.id) }, "order")),
    }),
    defineRoute({
      id: "admin_order_invoice",
      method: "POST",
      path: `${BASE}/:id/invoices`,
      tag: "admin",
      summary: "Invoice all that is left, or {items: [{orderItemId, qty}]}; capture (default true) marks it paid",
      body: invoiceBody,
      responses: acted,
      handler: async (_ctx, req) => answer(await req.runData(RestAdminOrderInvoiceDocument, { id: orderId(req.params.id), ...req.body }, "orderInvoice")),
    }),
    defineRoute({
      id: "admin_order_invoice_capture",
      method: "POST",
      path: `${BASE}/:id/invoices/:invoiceId/capture`,
      tag: "admin",
      summary: "Capture an invoice made with capture: false (open): it becomes paid, its lines can then be refunded",
      responses: { ...acted, 404: "order_not_found, invoice_not_found" },
      handler: async (_ctx, req) =>
        answer(
          await req.runData(
            RestAdminInvoiceCaptureDocument,
            { orderId: orderId(req.params.id), invoiceId: idParam(req.params.invoiceId, "invoice id") },
            "invoiceCapture",
          ),
        ),
    }),
    defineRoute({
      id: "admin_order_ship",
      method: "POST",
      path: `${BASE}/:id/shipments`,
      tag: "admin",
      summary: "Ship all that is left to ship, or {items}; tracks [{carrier, title, number}]; notifyCustomer (default true) mails the buyer",
      body: shipBody,
      responses: acted,
      handler: async (_ctx, req) => answer(await req.runData(RestAdminOrderShipDocument, { id: orderId(req.params.id), ...req.body }, "orderShip")),
    }),
    defineRoute({
      id: "admin_order_cancel",
      method: "POST",
      path: `${BASE}/:id/cancel`,
      tag: "admin",
      summary: "Cancel what is not invoiced {reason?}: restocks, gives gift card amounts and the coupon's use back",
      body: cancelBody,
      responses: acted,
      handler: async (_ctx, req) => answer(await req.runData(RestAdminOrderCancelDocument, { id: orderId(req.params.id), ...req.body }, "orderCancel")),
    }),
    defineRoute({
      id: "admin_order_refund",
      method: "POST",
      path: `${BASE}/:id/credit-memos`,
      tag: "admin",
      summary: "A credit memo {items?, shippingAmount?, adjustment?, restock?}: never more than was paid",
      body: refundBody,
      responses: acted,
      handler: async (_ctx, req) => answer(await req.runData(RestAdminOrderRefundDocument, { id: orderId(req.params.id), ...req.body }, "orderRefund")),
    }),
    defineRoute({
      id: "admin_order_hold",
      method: "POST",
      path: `${BASE}/:id/hold`,
      tag: "admin",
      summary: "Put the order on hold",
      responses: acted,
      handler: async (_ctx, req) => answer(await req.runData(RestAdminOrderHoldDocument, { id: orderId(req.params.id) }, "orderHold")),
    }),
    defineRoute({
      id: "admin_order_unhold",
      method: "POST",
      path: `${BASE}/:id/unhold`,
      tag: "admin",
      summary: "Take the order off hold, back to the status it had",
      responses: acted,
      handler: async (_ctx, req) => answer(await req.runData(RestAdminOrderUnholdDocument, { id: orderId(req.params.id) }, "orderUnhold")),
    }),
    defineRoute({
      id: "admin_order_comment",
      method: "POST",
      path: `${BASE}/:id/comments`,
      tag: "admin",
      summary: "Add a comment {text, notifyCustomer?, visibleOnStorefront?} to the order's history; notifyCustomer mails it",
      body: commentBody,
      responses: acted,
      handler: async (_ctx, req) => answer(await req.runData(RestAdminOrderCommentAddDocument, { id: orderId(req.params.id), ...req.body }, "orderCommentAdd")),
    }),
  ];
}

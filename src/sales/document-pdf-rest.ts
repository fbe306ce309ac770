/**
 * The order documents as PDF downloads (src/sales/pdf/): the admin's invoice, packing slip and credit memo of any
 * order (scope `sales`, an admin's Bearer token), and the buyer's invoices of their own orders (their customer token).
 * Never cached: `Cache-Control: private, no-store`.
 */
import { defineRoute, idParam, respond, type RestRoute } from "../core/routes.ts";
import { adminDocumentPdf, customerInvoicePdf, type DocumentPdf } from "./pdf/service.ts";
import { ADMIN_ORDERS_PATH, CUSTOMER_ORDERS_PATH, DOCUMENT_SEGMENT, type DocumentKind } from "./pdf/urls.ts";

const pdfAnswer = (pdf: DocumentPdf) =>
  respond({
    raw: { contentType: "application/pdf", text: pdf.bytes },
    headers: {
      "Content-Disposition": `attachment; filename="${pdf.filename.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });

const ADMIN_DOCUMENTS: { kind: DocumentKind; param: string; what: string }[] = [
  { kind: "invoice", param: "invoiceId", what: "An invoice (INV-…) as PDF: lines with SKU, options, quantity, unit price and row total; its totals" },
  {
    kind: "shipment",
    param: "shipmentId",
    what: "A shipment's packing slip (SHP-…) as PDF: lines with SKU, options and quantity, tracking numbers; no prices",
  },
  {
    kind: "creditmemo",
    param: "creditMemoId",
    what: "A credit memo (CM-…) as PDF: refunded lines with SKU, options, quantity, unit price and row total; its totals, adjustment and refund total",
  },
];

export function documentPdfRoutes(): RestRoute[] {
  return [
    ...ADMIN_DOCUMENTS.map(({ kind, param, what }) =>
      defineRoute({
        id: `admin_order_${kind}_pdf`,
        method: "GET",
        path: `${ADMIN_ORDERS_PATH}/:id/${DOCUMENT_SEGMENT[kind]}/:${param}/pdf`,
        tag: "admin",
        summary: `${what} (scope sales); also the store's name and address, the order's number and date, addresses, payment method and PO number, shipping method. An attachment named after the document's number`,
        produces: "application/pdf",
        responses: {
          200: "the PDF (Content-Disposition: attachment)",
          400: "invalid_request (an id that is not a positive integer)",
          401: "login_required",
          403: "forbidden (not an admin with scope sales)",
          404: "order_not_found, not_found (no such document on this order)",
        },
        handler: async (ctx, req) => pdfAnswer(await adminDocumentPdf(ctx, idParam(req.params.id, "order id"), kind, idParam(req.params[param], `${kind} id`))),
      }),
    ),
    defineRoute({
      id: "customers_me_order_invoice_pdf",
      method: "GET",
      path: `${CUSTOMER_ORDERS_PATH}/:orderId/invoices/:invoiceId/pdf`,
      tag: "customers",
      summary:
        "An invoice of one of the logged-in customer's orders (the order by its id or increment id) as PDF, the `pdfUrl` of Maho's Invoice: as the admin's invoice PDF",
      produces: "application/pdf",
      responses: {
        200: "the PDF (Content-Disposition: attachment)",
        401: "login_required",
        404: "not_found (another customer's order or invoice, a guest order, an unknown id)",
        429: "rate_limited (over 30 requests in 5 minutes, Retry-After)",
      },
      handler: async (ctx, req) => pdfAnswer(await customerInvoicePdf(ctx, req.params.orderId ?? "", req.params.invoiceId ?? "")),
    }),
  ];
}

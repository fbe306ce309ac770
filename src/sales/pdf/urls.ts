/** Where an order document's PDF is downloaded (src/sales/document-pdf-rest.ts serves these paths). */
export type DocumentKind = "invoice" | "shipment" | "creditmemo";

/** the path segment of each kind, under the order */
export const DOCUMENT_SEGMENT: Record<DocumentKind, string> = { invoice: "invoices", shipment: "shipments", creditmemo: "creditmemos" };

export const ADMIN_ORDERS_PATH = "/api/rest/v2/admin/orders";
export const CUSTOMER_ORDERS_PATH = "/api/rest/v2/customers/me/orders";

/** the admin's route (scope `sales`) */
export const adminDocumentPdfUrl = (orderId: number, kind: DocumentKind, documentId: number) =>
  `${ADMIN_ORDERS_PATH}/${orderId}/${DOCUMENT_SEGMENT[kind]}/${documentId}/pdf`;

/** the buyer's route (their customer token); the order by its id or its increment id, as the route takes either */
export const customerInvoicePdfUrl = (order: number | string, invoiceId: number) =>
  `${CUSTOMER_ORDERS_PATH}/${encodeURIComponent(String(order))}/invoices/${invoiceId}/pdf`;

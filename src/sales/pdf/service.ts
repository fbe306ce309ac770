/**
 * The order documents as PDF: the admin's (scope `sales`) invoice, packing slip and credit memo of any order, and
 * the buyer's invoices of their own orders. A document of another customer's order answers 404 as a missing one.
 */
import type { RequestContext } from "../../core/context.ts";
import { isAdmin } from "../../core/context.ts";
import { ProblemError } from "../../core/errors.ts";
import { requireCustomer } from "../../customer/service.ts";
import { adminOrderDto, adminOrderInclude, loadAdminOrderRow, type AdminOrderRow } from "../admin-orders.ts";
import { storeName } from "../order-mails.ts";
import { PAYMENT_TITLES } from "../payment-methods.ts";
import { SHIPPING_DEFAULTS } from "../shipping-methods.ts";
import { type DocumentContext, documentPdfModel } from "./documents.ts";
import { renderPdf } from "./render.ts";
import type { DocumentKind } from "./urls.ts";

export interface DocumentPdf {
  filename: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/** a render costs tens of milliseconds of CPU: a customer gets this many per 5 minutes (counted before the lookup) */
export const CUSTOMER_PDFS_PER_5_MINUTES = 30;

const KIND_NAMES: Record<DocumentKind, string> = { invoice: "invoice", shipment: "shipment", creditmemo: "credit memo" };

/** one document of any order, for an admin with scope `sales` (401 for a guest, 403 for any other caller) */
export async function adminDocumentPdf(ctx: RequestContext, orderId: number, kind: DocumentKind, documentId: number): Promise<DocumentPdf> {
  if (ctx.caller.kind === "guest") throw new ProblemError(401, "login_required", "Log in first", { headers: { "WWW-Authenticate": "Bearer" } });
  if (!isAdmin(ctx, "sales")) throw new ProblemError(403, "forbidden", "Not authorized: an admin with scope sales only");
  const row = await loadAdminOrderRow(ctx.app.db, orderId);
  const pdf = await renderDocument(ctx, row, kind, documentId);
  if (!pdf) throw new ProblemError(404, "not_found", `No ${KIND_NAMES[kind]} with that id on this order`);
  return pdf;
}

/**
 * an invoice of one of the logged-in customer's orders in the request's store, the order named by its id or its
 * increment id; any other order or invoice is 404, the same answer as for one that does not exist
 */
export async function customerInvoicePdf(ctx: RequestContext, orderRef: string, invoiceRef: string): Promise<DocumentPdf> {
  const customerId = requireCustomer(ctx);
  await ctx.app.limits.consume("customer_order_pdf", String(customerId), CUSTOMER_PDFS_PER_5_MINUTES, 300, "Too many document downloads: try again later");
  const notFound = new ProblemError(404, "not_found", "Invoice not found");
  const invoiceId = /^\d{1,9}$/.test(invoiceRef) ? Number(invoiceRef) : 0;
  if (!orderRef || orderRef.length > 32 || !invoiceId) throw notFound;
  const scope = { customerId, storeId: ctx.store.id };
  const byId = /^\d{1,9}$/.test(orderRef) ? Number(orderRef) : undefined;
  const row =
    (byId !== undefined ? await ctx.app.db.order.findFirst({ where: { ...scope, id: byId }, include: adminOrderInclude }) : null) ??
    (await ctx.app.db.order.findFirst({ where: { ...scope, incrementId: orderRef }, include: adminOrderInclude }));
  if (!row) throw notFound;
  const pdf = await renderDocument(ctx, row, "invoice", invoiceId);
  if (!pdf) throw notFound;
  return pdf;
}

async function renderDocument(ctx: RequestContext, row: AdminOrderRow, kind: DocumentKind, documentId: number): Promise<DocumentPdf | null> {
  const dto = await adminOrderDto(ctx.app.db, row);
  const facts: [string, string][] = [];
  await ctx.app.events.dispatch("sales_document_pdf_facts", { ctx, kind, orderId: row.id, documentId, facts });
  const doc = documentPdfModel(kind, row, dto, documentId, { ...(await documentContext(ctx, row)), facts });
  if (!doc) return null;
  return { filename: doc.filename, bytes: await renderPdf(doc.model, { author: doc.model.store.name }) };
}

/** the order's store as its documents show it: name, address, phone and VAT number, locale, time zone, method titles */
async function documentContext(ctx: RequestContext, row: AdminOrderRow): Promise<Omit<DocumentContext, "facts">> {
  const get = (path: string) => ctx.app.config.get(path, row.storeId);
  const store = (await ctx.app.stores()).all.find((s) => s.id === row.storeId);
  const address = (await get("general/store_information/address")) ?? "";
  const phone = await get("general/store_information/phone");
  const vat = await get("general/store_information/vat_number");
  const storeLines = [
    ...address
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean),
    ...(phone ? [`Phone: ${phone}`] : []),
    ...(vat ? [`VAT number: ${vat}`] : []),
  ];
  const [carrier] = row.shippingMethod.split("_");
  const carrierConf = async (field: string) => (await get(`carriers/${carrier}/${field}`)) ?? SHIPPING_DEFAULTS[`carriers/${carrier}/${field}`] ?? "";
  const shippingTitle = row.shippingMethod ? [await carrierConf("title"), await carrierConf("name")].filter(Boolean).join(" - ") || row.shippingMethod : null;
  return {
    storeName: (await storeName(ctx, row.storeId)) || (store?.name ?? ""),
    storeLines,
    locale: bcp47(store?.locale ?? ctx.store.locale),
    timeZone: validTimeZone((await get("general/locale/timezone")) ?? "UTC"),
    paymentTitle: (await get(`payment/${row.paymentMethod}/title`)) || PAYMENT_TITLES[row.paymentMethod] || row.paymentMethod,
    shippingTitle,
  };
}

/** a store's locale (Magento's en_US) as Intl takes it; en-US when Intl knows no such locale */
function bcp47(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale.replace(/_/g, "-"))[0] ?? "en-US";
  } catch {
    return "en-US";
  }
}

function validTimeZone(tz: string): string {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return tz;
  } catch {
    return "UTC";
  }
}

/**
 * What each order document shows, as texts for render.ts: an invoice and a credit memo (lines with SKU, options,
 * quantity, unit price and row total; the document's totals), a packing slip (a shipment's lines, quantities and
 * tracking, and no price at all). Amounts are read as stored (Decimal), rounded to the order's currency and
 * formatted with Intl in the store's locale; dates in the store's time zone.
 */
import { amountText, currencyDigits, money, type MoneyInput } from "../../core/money.ts";
import type { SnapshotAddressDto } from "../../customer/address.ts";
import type { AdminOrderDto, AdminOrderRow } from "../admin-orders.ts";
import type { PdfBlock, PdfDocumentModel, PdfRow } from "./render.ts";
import type { DocumentKind } from "./urls.ts";

/** what the order's store and its settings add to a document */
export interface DocumentContext {
  storeName: string;
  /** address, phone, VAT number: each a line under the store's name */
  storeLines: string[];
  /** a BCP 47 tag, e.g. en-US */
  locale: string;
  timeZone: string;
  paymentTitle: string;
  /** null: the order ships nothing */
  shippingTitle: string | null;
  /** what modules add under the document's header (`sales_document_pdf_facts`), e.g. a due date */
  facts: [string, string][];
}

export interface DocumentPdfModel {
  model: PdfDocumentModel;
  filename: string;
}

export function moneyFormat(locale: string, currency: string): (v: MoneyInput) => string {
  const digits = currencyDigits(currency);
  const f = new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
  // the amount as an exact decimal string: Intl formats it without going through a float
  return (v) => f.format(amountText(v, currency) as `${number}`);
}

const dateFormat = (locale: string, timeZone: string) => {
  const f = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone });
  return (d: Date) => f.format(d);
};

function addressLines(a: SnapshotAddressDto | null, countries: Intl.DisplayNames): string[] {
  if (!a) return ["—"];
  const country = a.countryId ? (countries.of(a.countryId) ?? a.countryId) : "";
  return [
    `${a.firstName} ${a.lastName}`.trim(),
    a.company,
    ...a.street,
    `${a.postcode} ${a.city}`.trim(),
    [a.region, country].filter(Boolean).join(", "),
    a.telephone,
  ].filter((l): l is string => !!l);
}

/**
 * the model of one document of the order (`row` as read, `dto` the same order as the admin sees it, for the
 * lines' option labels and the addresses); null when the order has no such document
 */
export function documentPdfModel(kind: DocumentKind, row: AdminOrderRow, dto: AdminOrderDto, documentId: number, c: DocumentContext): DocumentPdfModel | null {
  const cur = row.currency;
  const fmt = moneyFormat(c.locale, cur);
  const neg = (v: MoneyInput) => fmt(money(v).negated());
  const date = dateFormat(c.locale, c.timeZone);
  const countries = new Intl.DisplayNames([c.locale], { type: "region", fallback: "code" });
  const lines = new Map(dto.lines.map((l) => [l.id, l]));
  const options = (orderItemId: number) => (lines.get(orderItemId)?.options ?? []).map((o) => `${o.label}: ${o.value}`);
  const name = (orderItemId: number) => lines.get(orderItemId)?.name ?? `#${orderItemId}`;
  const sku = (orderItemId: number) => lines.get(orderItemId)?.sku ?? "";

  const addresses: PdfBlock[] = [{ label: "Bill to", lines: addressLines(dto.billingAddress, countries) }];
  if (dto.shippingAddress && row.shippingMethod) addresses.push({ label: "Ship to", lines: addressLines(dto.shippingAddress, countries) });
  const payment: PdfBlock = {
    label: "Payment method",
    lines: [c.paymentTitle, ...(row.poNumber ? [`PO number: ${row.poNumber}`] : []), ...(row.invoiceEmail ? [`Invoices to: ${row.invoiceEmail}`] : [])],
  };
  const shipping: PdfBlock[] = c.shippingTitle ? [{ label: "Shipping method", lines: [c.shippingTitle] }] : [];
  const orderFacts: [string, string][] = [
    ["Order", row.incrementId],
    ["Order date", date(row.createdAt)],
  ];
  const priced = (items: { orderItemId: number; qty: number; price: MoneyInput; rowTotal: MoneyInput }[]): PdfRow[] =>
    items.map((i) => ({ cells: [name(i.orderItemId), sku(i.orderItemId), String(i.qty), fmt(i.price), fmt(i.rowTotal)], sub: options(i.orderItemId) }));
  const pricedColumns = [
    { header: "Product", width: 40 },
    { header: "SKU", width: 20 },
    { header: "Qty", width: 8, align: "right" as const },
    { header: "Price", width: 16, align: "right" as const },
    { header: "Row total", width: 16, align: "right" as const },
  ];
  const store = { name: c.storeName, lines: c.storeLines };
  const base = { store, addresses };

  if (kind === "invoice") {
    const inv = row.invoices.find((i) => i.id === documentId);
    if (!inv) return null;
    return {
      filename: `${inv.incrementId}.pdf`,
      model: {
        ...base,
        title: "Invoice",
        number: inv.incrementId,
        facts: [...orderFacts, ["Invoice date", date(inv.createdAt)], ["State", inv.state === "paid" ? "Paid" : "Open"], ...c.facts],
        details: [payment, ...shipping],
        columns: pricedColumns,
        rows: priced(inv.items),
        totals: [
          { label: "Subtotal", value: fmt(inv.subtotal) },
          ...(money(inv.discountAmount).isZero() ? [] : [{ label: "Discount", value: neg(inv.discountAmount) }]),
          ...(row.shippingMethod ? [{ label: "Shipping", value: fmt(inv.shippingAmount) }] : []),
          ...(money(inv.giftcardAmount).isZero() ? [] : [{ label: "Gift cards", value: neg(inv.giftcardAmount) }]),
          { label: "Grand total", value: fmt(inv.grandTotal), strong: true },
        ],
      },
    };
  }
  if (kind === "shipment") {
    const shp = row.shipments.find((s) => s.id === documentId);
    if (!shp) return null;
    const tracks: PdfBlock[] = shp.tracks.length ? [{ label: "Tracking", lines: shp.tracks.map((t) => `${t.title || t.carrier}: ${t.number}`) }] : [];
    const units = shp.items.reduce((n, i) => n + i.qty, 0);
    return {
      filename: `${shp.incrementId}.pdf`,
      model: {
        ...base,
        title: "Packing slip",
        number: shp.incrementId,
        facts: [...orderFacts, ["Shipment date", date(shp.createdAt)], ...c.facts],
        details: [payment, ...shipping, ...tracks],
        columns: [
          { header: "Product", width: 55 },
          { header: "SKU", width: 30 },
          { header: "Qty", width: 15, align: "right" },
        ],
        rows: shp.items.map((i) => ({ cells: [name(i.orderItemId), sku(i.orderItemId), String(i.qty)], sub: options(i.orderItemId) })),
        totals: [],
        note: `Lines: ${shp.items.length}, units: ${units}`,
      },
    };
  }
  const cm = row.creditMemos.find((m) => m.id === documentId);
  if (!cm) return null;
  return {
    filename: `${cm.incrementId}.pdf`,
    model: {
      ...base,
      title: "Credit memo",
      number: cm.incrementId,
      facts: [...orderFacts, ["Credit memo date", date(cm.createdAt)], ...c.facts],
      details: [payment, ...shipping],
      columns: pricedColumns,
      rows: priced(cm.items),
      totals: [
        { label: "Subtotal", value: fmt(cm.subtotal) },
        ...(money(cm.discountAmount).isZero() ? [] : [{ label: "Discount", value: neg(cm.discountAmount) }]),
        { label: "Shipping", value: fmt(cm.shippingAmount) },
        { label: "Adjustment", value: fmt(cm.adjustment) },
        ...(money(cm.giftcardAmount).isZero() ? [] : [{ label: "Gift cards", value: neg(cm.giftcardAmount) }]),
        { label: "Refund total", value: fmt(cm.grandTotal), strong: true },
      ],
    },
  };
}

/**
 * The mails of an order's life (Mustache, in the Mail templates screen with per-store overrides and previews):
 * its confirmation when placed, an invoice, a shipment with its tracking, its cancellation, a credit memo and a
 * comment the admin chose to send. Each is queued in the transaction of the change it tells of, and shows the
 * lines with their options and prices, the totals, the addresses, the payment method and PO number; its subject
 * carries the order's increment id.
 */
import type { RequestContext } from "../core/context.ts";
import { amountText } from "../core/money.ts";
import type { AdminOrderDto, DocLineDto } from "./admin-orders.ts";
import type { SnapshotAddressDto } from "../customer/address.ts";

export const ORDER_MAIL = {
  confirmation: "sales_order_confirmation",
  invoice: "sales_order_invoice",
  shipment: "sales_order_shipment",
  canceled: "sales_order_canceled",
  creditMemo: "sales_order_creditmemo",
  comment: "sales_order_comment",
} as const;

/** the vars every order mail gets */
export interface OrderMailVars {
  store: { name: string };
  order: {
    incrementId: string;
    status: string;
    createdAt: string;
    customerEmail: string;
    customerName: string;
    currency: string;
    lines: { sku: string; name: string; qty: number; price: string; rowTotal: string; options: { label: string; value: string }[] }[];
    totals: { subtotal: string; discount: string | null; shipping: string | null; giftcard: string | null; grandTotal: string };
    billingAddress: string | null;
    shippingAddress: string | null;
    paymentTitle: string;
    poNumber: string | null;
    shippingMethod: string | null;
    note: string | null;
  };
  doc?: {
    incrementId: string;
    lines: { sku: string; name: string; qty: number; price: string; rowTotal: string }[];
    totals?: { subtotal: string; discount: string | null; shipping: string | null; adjustment: string | null; giftcard: string | null; grandTotal: string };
    tracks?: { carrier: string; title: string; number: string; url: string | null }[];
  };
  comment?: string | null;
}

const nonZero = (v: number, currency: string) => (v ? amountText(v, currency) : null);

const addressText = (a: SnapshotAddressDto | null): string | null =>
  a
    ? [
        `${a.firstName} ${a.lastName}`.trim(),
        a.company,
        ...a.street,
        `${a.postcode} ${a.city}`.trim(),
        [a.region, a.countryId].filter(Boolean).join(", "),
        a.telephone,
      ]
        .filter(Boolean)
        .join(", ")
    : null;

/** public tracking pages of the carriers people name most; other carriers show the number alone */
const TRACKING_URLS: Record<string, string> = {
  ups: "https://www.ups.com/track?tracknum=",
  fedex: "https://www.fedex.com/fedextrack/?trknbr=",
  dhl: "https://www.dhl.com/global-en/home/tracking.html?tracking-id=",
  usps: "https://tools.usps.com/go/TrackConfirmAction?tLabels=",
};
export const trackingUrl = (carrier: string, number: string) => {
  const base = TRACKING_URLS[carrier.toLowerCase()];
  return base ? base + encodeURIComponent(number) : null;
};

export async function storeName(ctx: RequestContext, storeId: number): Promise<string> {
  return (await ctx.app.config.get("general/store_information/name", storeId)) ?? (await ctx.app.stores()).all.find((s) => s.id === storeId)?.name ?? "";
}

export function orderMailVars(o: AdminOrderDto, store: string): OrderMailVars {
  const c = o.currency;
  return {
    store: { name: store },
    order: {
      incrementId: o.incrementId,
      status: o.status,
      createdAt: o.createdAt.slice(0, 10),
      customerEmail: o.customerEmail,
      customerName: o.customerName ?? (o.billingAddress ? `${o.billingAddress.firstName} ${o.billingAddress.lastName}`.trim() : ""),
      currency: c,
      lines: o.lines.map((l) => ({
        sku: l.sku,
        name: l.name,
        qty: l.qtyOrdered,
        price: amountText(l.price, c),
        rowTotal: amountText(l.rowTotal, c),
        options: l.options,
      })),
      totals: {
        subtotal: amountText(o.subtotal, c),
        discount: nonZero(o.discountAmount, c),
        shipping: o.shippingMethod ? amountText(o.shippingAmount, c) : null,
        giftcard: nonZero(o.giftcardAmount, c),
        grandTotal: amountText(o.grandTotal, c),
      },
      billingAddress: addressText(o.billingAddress),
      shippingAddress: addressText(o.shippingAddress),
      paymentTitle: o.paymentMethodTitle,
      poNumber: o.poNumber,
      shippingMethod: o.shippingMethod,
      note: o.note,
    },
  };
}

export const docLines = (lines: DocLineDto[], currency: string) =>
  lines.map((l) => ({ sku: l.sku, name: l.name, qty: l.qty, price: amountText(l.price, currency), rowTotal: amountText(l.rowTotal, currency) }));

export const docTotals = (
  d: { subtotal: number; discountAmount: number; shippingAmount: number; giftcardAmount: number; grandTotal: number; adjustment?: number },
  currency: string,
) => ({
  subtotal: amountText(d.subtotal, currency),
  discount: nonZero(d.discountAmount, currency),
  shipping: nonZero(d.shippingAmount, currency),
  adjustment: d.adjustment ? amountText(d.adjustment, currency) : null,
  giftcard: nonZero(d.giftcardAmount, currency),
  grandTotal: amountText(d.grandTotal, currency),
});

// ---------- the templates ----------

const LINES_TEXT =
  "{{#order.lines}}- {{qty}} x {{name}} ({{sku}}) at {{price}} = {{rowTotal}} {{order.currency}}\n{{#options}}    {{label}}: {{value}}\n{{/options}}{{/order.lines}}";
const LINES_HTML =
  "<table><tr><th>Item</th><th>SKU</th><th>Qty</th><th>Price</th><th>Total</th></tr>{{#order.lines}}<tr><td>{{name}}{{#options}}<br><small>{{label}}: {{value}}</small>{{/options}}</td><td>{{sku}}</td><td>{{qty}}</td><td>{{price}}</td><td>{{rowTotal}}</td></tr>{{/order.lines}}</table>";
const TOTALS_TEXT =
  "Subtotal: {{order.totals.subtotal}}\n{{#order.totals.discount}}Discount: -{{order.totals.discount}}\n{{/order.totals.discount}}{{#order.totals.shipping}}Shipping: {{order.totals.shipping}}\n{{/order.totals.shipping}}{{#order.totals.giftcard}}Gift cards: -{{order.totals.giftcard}}\n{{/order.totals.giftcard}}Grand total: {{order.totals.grandTotal}} {{order.currency}}\n";
const TOTALS_HTML =
  "<p>Subtotal: {{order.totals.subtotal}}<br>{{#order.totals.discount}}Discount: -{{order.totals.discount}}<br>{{/order.totals.discount}}{{#order.totals.shipping}}Shipping: {{order.totals.shipping}}<br>{{/order.totals.shipping}}{{#order.totals.giftcard}}Gift cards: -{{order.totals.giftcard}}<br>{{/order.totals.giftcard}}<strong>Grand total: {{order.totals.grandTotal}} {{order.currency}}</strong></p>";
const DETAILS_TEXT =
  "{{#order.billingAddress}}Billing address: {{order.billingAddress}}\n{{/order.billingAddress}}{{#order.shippingAddress}}Shipping address: {{order.shippingAddress}}\n{{/order.shippingAddress}}Payment: {{order.paymentTitle}}{{#order.poNumber}} (PO {{order.poNumber}}){{/order.poNumber}}\n{{#order.shippingMethod}}Shipping method: {{order.shippingMethod}}\n{{/order.shippingMethod}}";
const DETAILS_HTML =
  "<p>{{#order.billingAddress}}Billing address: {{order.billingAddress}}<br>{{/order.billingAddress}}{{#order.shippingAddress}}Shipping address: {{order.shippingAddress}}<br>{{/order.shippingAddress}}Payment: {{order.paymentTitle}}{{#order.poNumber}} (PO {{order.poNumber}}){{/order.poNumber}}{{#order.shippingMethod}}<br>Shipping method: {{order.shippingMethod}}{{/order.shippingMethod}}</p>";
const DOC_LINES_TEXT = "{{#doc.lines}}- {{qty}} x {{name}} ({{sku}}) at {{price}} = {{rowTotal}} {{order.currency}}\n{{/doc.lines}}";
const DOC_LINES_HTML =
  "<table><tr><th>Item</th><th>SKU</th><th>Qty</th><th>Price</th><th>Total</th></tr>{{#doc.lines}}<tr><td>{{name}}</td><td>{{sku}}</td><td>{{qty}}</td><td>{{price}}</td><td>{{rowTotal}}</td></tr>{{/doc.lines}}</table>";
const DOC_TOTALS_TEXT =
  "{{#doc.totals}}Subtotal: {{subtotal}}\n{{#discount}}Discount: -{{discount}}\n{{/discount}}{{#shipping}}Shipping: {{shipping}}\n{{/shipping}}{{#adjustment}}Adjustment: {{adjustment}}\n{{/adjustment}}{{#giftcard}}Gift cards: -{{giftcard}}\n{{/giftcard}}Total: {{grandTotal}} {{order.currency}}\n{{/doc.totals}}";
const DOC_TOTALS_HTML =
  "{{#doc.totals}}<p>Subtotal: {{subtotal}}<br>{{#discount}}Discount: -{{discount}}<br>{{/discount}}{{#shipping}}Shipping: {{shipping}}<br>{{/shipping}}{{#adjustment}}Adjustment: {{adjustment}}<br>{{/adjustment}}{{#giftcard}}Gift cards: -{{giftcard}}<br>{{/giftcard}}<strong>Total: {{grandTotal}} {{order.currency}}</strong></p>{{/doc.totals}}";

const ORDER_VARIABLES = [
  "store.name",
  "order.incrementId",
  "order.status",
  "order.createdAt",
  "order.customerName",
  "order.customerEmail",
  "order.currency",
  "order.lines[].{sku,name,qty,price,rowTotal,options[].{label,value}}",
  "order.totals.{subtotal,discount,shipping,giftcard,grandTotal}",
  "order.billingAddress",
  "order.shippingAddress",
  "order.paymentTitle",
  "order.poNumber",
  "order.shippingMethod",
  "order.note",
];
const DOC_VARIABLES = [
  "doc.incrementId",
  "doc.lines[].{sku,name,qty,price,rowTotal}",
  "doc.totals.{subtotal,discount,shipping,adjustment,giftcard,grandTotal}",
];

const SAMPLE_ORDER: OrderMailVars = {
  store: { name: "Smith & Sons Trade" },
  order: {
    incrementId: "100000042",
    status: "pending",
    createdAt: "2026-11-28",
    customerEmail: "jane@example.com",
    customerName: "Jane Doe",
    currency: "EUR",
    lines: [
      { sku: "TSHIRT-RED-M", name: "T-shirt", qty: 2, price: "19.90", rowTotal: "39.80", options: [{ label: "Color", value: "Red" }] },
      { sku: "MUG", name: "Mug", qty: 1, price: "8.50", rowTotal: "8.50", options: [] },
    ],
    totals: { subtotal: "48.30", discount: "4.83", shipping: "5.00", giftcard: null, grandTotal: "48.47" },
    billingAddress: "Jane Doe, Main Street 1, 10115 Berlin, DE, +49 30 123456",
    shippingAddress: "Jane Doe, Main Street 1, 10115 Berlin, DE, +49 30 123456",
    paymentTitle: "Purchase Order",
    poNumber: "PO-7781",
    shippingMethod: "flatrate_flatrate",
    note: "Please deliver before noon",
  },
};
const SAMPLE_DOC = {
  incrementId: "INV-100000042-1",
  lines: [{ sku: "TSHIRT-RED-M", name: "T-shirt", qty: 2, price: "19.90", rowTotal: "39.80" }],
  totals: { subtotal: "39.80", discount: "3.98", shipping: "5.00", adjustment: null, giftcard: null, grandTotal: "40.82" },
};

const template = (t: {
  description: string;
  subject: string;
  text: string;
  html: string;
  doc?: boolean;
  extra?: string[];
  sample?: Record<string, unknown>;
}) => ({
  description: t.description,
  variables: [...ORDER_VARIABLES, ...(t.doc ? DOC_VARIABLES : []), ...(t.extra ?? [])],
  sample: { ...SAMPLE_ORDER, ...(t.doc ? { doc: SAMPLE_DOC } : {}), ...t.sample },
  subject: t.subject,
  text: t.text,
  html: t.html,
});

const hello = "Hello {{order.customerName}},\n\n";
const helloHtml = "<p>Hello {{order.customerName}},</p>";

export const orderMailTemplates = {
  [ORDER_MAIL.confirmation]: template({
    description: "to the buyer when an order is placed (guest or customer)",
    subject: "{{store.name}}: your order {{order.incrementId}}",
    text: `${hello}thank you for your order {{order.incrementId}} of {{order.createdAt}}.\n\n${LINES_TEXT}\n${TOTALS_TEXT}\n${DETAILS_TEXT}{{#order.note}}Your note: {{order.note}}\n{{/order.note}}`,
    html: `${helloHtml}<p>Thank you for your order <strong>{{order.incrementId}}</strong> of {{order.createdAt}}.</p>${LINES_HTML}${TOTALS_HTML}${DETAILS_HTML}{{#order.note}}<p>Your note: {{order.note}}</p>{{/order.note}}`,
  }),
  [ORDER_MAIL.invoice]: template({
    description: "to the buyer when an order is invoiced (all or part)",
    doc: true,
    subject: "{{store.name}}: invoice {{doc.incrementId}} for your order {{order.incrementId}}",
    text: `${hello}here is invoice {{doc.incrementId}} for your order {{order.incrementId}}.\n\n${DOC_LINES_TEXT}\n${DOC_TOTALS_TEXT}\nYour order:\n${LINES_TEXT}\n${TOTALS_TEXT}\n${DETAILS_TEXT}`,
    html: `${helloHtml}<p>Here is invoice <strong>{{doc.incrementId}}</strong> for your order {{order.incrementId}}.</p>${DOC_LINES_HTML}${DOC_TOTALS_HTML}<p>Your order:</p>${LINES_HTML}${TOTALS_HTML}${DETAILS_HTML}`,
  }),
  [ORDER_MAIL.shipment]: template({
    description: "to the buyer when an order ships (all or part), with its tracking numbers",
    doc: true,
    extra: ["doc.tracks[].{carrier,title,number,url}"],
    sample: {
      doc: {
        ...SAMPLE_DOC,
        incrementId: "SHP-100000042-1",
        totals: undefined,
        tracks: [{ carrier: "ups", title: "UPS", number: "1Z999AA10123456784", url: "https://www.ups.com/track?tracknum=1Z999AA10123456784" }],
      },
    },
    subject: "{{store.name}}: your order {{order.incrementId}} has shipped",
    text: `${hello}shipment {{doc.incrementId}} of your order {{order.incrementId}} is on its way.\n\n${DOC_LINES_TEXT}\n{{#doc.tracks}}Tracking: {{title}} {{number}}{{#url}} {{url}}{{/url}}\n{{/doc.tracks}}\nYour order:\n${LINES_TEXT}\n${TOTALS_TEXT}\n${DETAILS_TEXT}`,
    html: `${helloHtml}<p>Shipment <strong>{{doc.incrementId}}</strong> of your order {{order.incrementId}} is on its way.</p>${DOC_LINES_HTML}{{#doc.tracks}}<p>Tracking: {{title}} {{#url}}<a href="{{url}}">{{number}}</a>{{/url}}{{^url}}{{number}}{{/url}}</p>{{/doc.tracks}}<p>Your order:</p>${LINES_HTML}${TOTALS_HTML}${DETAILS_HTML}`,
  }),
  [ORDER_MAIL.canceled]: template({
    description: "to the buyer when an order (or what of it was not invoiced) is canceled",
    extra: ["comment"],
    sample: { comment: "Out of stock at our supplier" },
    subject: "{{store.name}}: your order {{order.incrementId}} was canceled",
    text: `${hello}your order {{order.incrementId}} was canceled{{#comment}}: {{comment}}{{/comment}}.\n\n${LINES_TEXT}\n${TOTALS_TEXT}\n${DETAILS_TEXT}`,
    html: `${helloHtml}<p>Your order <strong>{{order.incrementId}}</strong> was canceled{{#comment}}: {{comment}}{{/comment}}.</p>${LINES_HTML}${TOTALS_HTML}${DETAILS_HTML}`,
  }),
  [ORDER_MAIL.creditMemo]: template({
    description: "to the buyer when an order is refunded (a credit memo, all or part)",
    doc: true,
    sample: { doc: { ...SAMPLE_DOC, incrementId: "CM-100000042-1" } },
    subject: "{{store.name}}: refund {{doc.incrementId}} for your order {{order.incrementId}}",
    text: `${hello}we refunded you with credit memo {{doc.incrementId}} for your order {{order.incrementId}}.\n\n${DOC_LINES_TEXT}\n${DOC_TOTALS_TEXT}\nYour order:\n${LINES_TEXT}\n${TOTALS_TEXT}\n${DETAILS_TEXT}`,
    html: `${helloHtml}<p>We refunded you with credit memo <strong>{{doc.incrementId}}</strong> for your order {{order.incrementId}}.</p>${DOC_LINES_HTML}${DOC_TOTALS_HTML}<p>Your order:</p>${LINES_HTML}${TOTALS_HTML}${DETAILS_HTML}`,
  }),
  [ORDER_MAIL.comment]: template({
    description: "to the buyer when an admin adds a comment to the order with notifyCustomer",
    extra: ["comment"],
    sample: { comment: "Your order will ship on Monday." },
    subject: "{{store.name}}: an update on your order {{order.incrementId}}",
    text: `${hello}{{comment}}\n\nYour order {{order.incrementId}} is {{order.status}}.\n\n${LINES_TEXT}\n${TOTALS_TEXT}\n${DETAILS_TEXT}`,
    html: `${helloHtml}<p>{{comment}}</p><p>Your order {{order.incrementId}} is {{order.status}}.</p>${LINES_HTML}${TOTALS_HTML}${DETAILS_HTML}`,
  }),
};

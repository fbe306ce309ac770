/**
 * Orders in Maho's Order shape (Sales/Api/Order.php, OrderItem, OrderPrices), read through
 * `toOrderDto` (order-dto.ts): the one DTO of the customer's order history and of the guest's order (placing answer and
 * read-back by token, maho-order.ts). Only the caller's own orders are reachable here: another
 * customer's order and a guest order answer 404 alike.
 */
import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import { amount, sub, sum, type MoneyInput } from "../core/money.ts";
import { toOrderDto } from "./order-dto.ts";
import { PAYMENT_TITLES } from "./payment-methods.ts";
import { SHIPPING_DEFAULTS } from "./shipping-methods.ts";
import { pagingArgs } from "../core/api/paging.ts";
import type { Invoice, Order, OrderItem, OrderStatusHistory, Prisma, Shipment, ShipmentItem, ShipmentTrack } from "../generated/prisma/client.ts";
import { trackingUrl } from "./order-mails.ts";
import { statusLabel } from "./order-states.ts";
import { adminDocumentPdfUrl, customerInvoicePdfUrl } from "./pdf/urls.ts";
import { snapshotAddress, type SnapshotAddressDto } from "../customer/address.ts";
import { requireCustomer } from "../customer/service.ts";
import type { DbClient } from "../core/unit-of-work.ts";
import { mediaUrl } from "../media/url.ts";
import type { PriceExplanation } from "../catalog/price-function.ts";

export interface MahoOrderItemDto {
  id: number;
  sku: string;
  name: string;
  qty: number;
  qtyOrdered: number;
  qtyShipped: number;
  qtyRefunded: number;
  qtyCanceled: number;
  price: number;
  priceInclTax: number;
  rowTotal: number;
  rowTotalInclTax: number;
  discountAmount: number | null;
  discountPercent: number | null;
  taxAmount: number | null;
  taxPercent: number | null;
  productId: number;
  /** the product's type (simple, configurable, bundle, ...): read from the product, null once it is deleted */
  productType: string | null;
  /** the product's image as the cart line showed it (Maho's OrderItem thumbnailUrl); null without one or once deleted */
  thumbnailUrl: string | null;
  parentItemId: number | null;
  /** our structured options of the line (super attributes, bundle selections, custom options, links, gift card) */
  options: unknown;
  /** why the unit price was what it was at placement (null: no price list took part, or an older order) */
  priceExplanation: PriceExplanation | null;
}

export interface MahoOrderPricesDto {
  subtotal: number;
  subtotalInclTax: number;
  discountAmount: number | null;
  shippingAmount: number | null;
  shippingAmountInclTax: number | null;
  taxAmount: number;
  grandTotal: number;
  totalPaid: number;
  totalRefunded: number;
  totalDue: number;
  giftcardAmount: number | null;
}

/** our address names, and Maho's (Address::fromOrderAddress: `firstname`, `lastname`) beside them */
export type OrderAddressDto = SnapshotAddressDto & { firstname: string; lastname: string };

export interface MahoOrderDto {
  id: number;
  incrementId: string;
  customerId: number | null;
  customerEmail: string;
  customerFirstname: string | null;
  customerLastname: string | null;
  status: string;
  state: string;
  items: MahoOrderItemDto[];
  billingAddress: OrderAddressDto | null;
  shippingAddress: OrderAddressDto | null;
  prices: MahoOrderPricesDto;
  paymentMethod: string;
  paymentMethodTitle: string;
  poNumber: string | null;
  invoiceEmail: string | null;
  shippingMethod: string | null;
  shippingDescription: string | null;
  couponCode: string | null;
  storeId: number;
  /** the storefront's origin the order was placed from (Maho's storefront_origin), if it sent one */
  storefrontOrigin: string | null;
  currency: string;
  totalItemCount: number;
  totalQtyOrdered: number;
  /** only in the answer to the order's placing (read the order back with it); null everywhere else */
  accessToken: string | null;
  createdAt: string;
  updatedAt: string;
  /** the status as the storefront names it ("Pending", "On Hold", ...) */
  statusLabel: string;
  /** the buyer's note, if any, then the comments the merchant made visible on the storefront (Maho's visible-on-front history) */
  statusHistory: { note: string; status: string; createdAt: string; isCustomerNotified: boolean; isVisibleOnFront: boolean }[];
  /** the order's invoices, oldest first */
  invoices: CustomerInvoiceDto[];
  /** the order's shipments with their lines and tracking numbers, oldest first */
  shipments: CustomerShipmentDto[];
  /** the merchant's comments marked visibleOnStorefront, oldest first; internal ones never appear */
  comments: CustomerCommentDto[];
}

export interface CustomerInvoiceDto {
  id: number;
  incrementId: string;
  createdAt: string;
  /** open (not captured yet) | paid */
  state: string;
  subtotal: number;
  discountAmount: number;
  shippingAmount: number;
  giftcardAmount: number;
  grandTotal: number;
  /** the customer's PDF of the invoice; null in a guest's answer (a guest's order token is no lasting credential) */
  pdfUrl: string | null;
}

export interface CustomerShipmentDto {
  id: number;
  incrementId: string;
  createdAt: string;
  items: { sku: string; name: string; qty: number }[];
  /** `url`: the carrier's tracking page for ups, usps, fedex and dhl; null for any other carrier */
  tracks: { carrier: string; title: string; number: string; url: string | null }[];
}

export interface CustomerCommentDto {
  comment: string;
  status: string;
  createdAt: string;
}

/** the default carrier titles ("Flat Rate - Fixed"): orders record the method's code, not its title */
const shippingTitle = (carrier: string) => {
  const title = SHIPPING_DEFAULTS[`carriers/${carrier}/title`];
  return title ? `${title} - ${SHIPPING_DEFAULTS[`carriers/${carrier}/name`]}` : null;
};
/** Magento's order state for each status we set */
const STATES: Record<string, string> = {
  pending: "new",
  processing: "processing",
  complete: "complete",
  canceled: "canceled",
  closed: "closed",
  holded: "holded",
};

/** an order's documents and history as `orderDocumentsInclude` reads them; absent (the answer to its placing, which
 * has none yet), the order answers none, and nothing paid or refunded */
interface OrderDocuments {
  invoices?: Invoice[];
  creditMemos?: { grandTotal: MoneyInput }[];
  shipments?: (Shipment & { items: ShipmentItem[]; tracks: ShipmentTrack[] })[];
  statusHistory?: OrderStatusHistory[];
}
type OrderRow = Order & {
  items: OrderItem[];
  customer?: { firstName: string; lastName: string } | null;
} & OrderDocuments;

/** how the answer reaches the order: a customer by their login gets their route to each invoice's PDF, an admin
 * (a customer's orders in the console) the admin route, a guest by the order's token none */
export type OrderReader = "customer" | "guest" | "admin";

/** what an order's items show of their products now (they may have been deleted since) */
export interface OrderProduct {
  type: string;
  thumbnailUrl: string | null;
}

/** the row, with its items' products (`orderProductsOf`) */
export function toMahoOrder(o: OrderRow, products: ReadonlyMap<number, OrderProduct>, reader: OrderReader = "customer"): MahoOrderDto {
  const dto = toOrderDto(o);
  const p = dto.prices;
  const addresses = JSON.parse(o.addresses || "{}") as { shipping?: unknown; billing?: unknown };
  const billing = withMahoNames(snapshotAddress(addresses.billing));
  const shipping = withMahoNames(snapshotAddress(addresses.shipping));
  const { subtotal, shipping: shippingAmount, tax: taxAmount, grandTotal } = p;
  const comments = visibleComments(o);
  const invoices = o.invoices ?? [];
  const paid = sum(invoices.filter((i) => i.state === "paid").map((i) => i.grandTotal));
  const items = o.items.map((row, i): MahoOrderItemDto => {
    const line = dto.items[i]!;
    return {
      id: row.id,
      sku: line.sku,
      name: line.name,
      qty: line.qty,
      qtyOrdered: line.qty,
      qtyShipped: row.qtyShipped,
      qtyRefunded: row.qtyRefunded,
      qtyCanceled: row.qtyCanceled,
      price: line.price,
      // no tax engine: prices include no tax, and the discount is the order's (Maho spreads it over lines)
      priceInclTax: line.price,
      rowTotal: line.rowTotal,
      rowTotalInclTax: line.rowTotal,
      discountAmount: null,
      discountPercent: null,
      taxAmount: null,
      taxPercent: null,
      productId: row.productId,
      productType: products.get(row.productId)?.type ?? null,
      thumbnailUrl: products.get(row.productId)?.thumbnailUrl ?? null,
      parentItemId: null,
      options: line.options,
      priceExplanation: line.priceExplanation,
    };
  });
  // a virtual order ships nothing: it records no method (Maho's null)
  const shippingMethod = dto.shippingMethod || null;
  const carrier = shippingMethod?.split("_")[0] ?? "";
  return {
    id: o.id,
    incrementId: dto.incrementId,
    customerId: o.customerId,
    customerEmail: dto.customerEmail,
    customerFirstname: o.customer?.firstName ?? billing?.firstName ?? null,
    customerLastname: o.customer?.lastName ?? billing?.lastName ?? null,
    status: dto.status,
    state: STATES[dto.status] ?? dto.status,
    items,
    billingAddress: billing,
    shippingAddress: shipping,
    prices: {
      subtotal,
      subtotalInclTax: subtotal,
      // as Maho's order mapper: the discount as a positive amount, null when there is none
      discountAmount: p.discount || null,
      shippingAmount,
      shippingAmountInclTax: shippingAmount,
      taxAmount,
      grandTotal,
      // as Maho's: what the paid invoices took, what the credit memos gave back, and the grand total less what was paid
      totalPaid: amount(paid, o.currency),
      totalRefunded: amount(sum((o.creditMemos ?? []).map((m) => m.grandTotal)), o.currency),
      totalDue: amount(sub(grandTotal, paid), o.currency),
      giftcardAmount: p.giftcard || null,
    },
    paymentMethod: dto.paymentMethod,
    paymentMethodTitle: PAYMENT_TITLES[dto.paymentMethod] ?? dto.paymentMethod,
    poNumber: dto.poNumber,
    invoiceEmail: dto.invoiceEmail,
    shippingMethod,
    shippingDescription: shippingMethod && (shippingTitle(carrier) ?? shippingMethod),
    couponCode: dto.couponCode,
    storeId: o.storeId,
    storefrontOrigin: dto.storefrontOrigin,
    currency: dto.currency,
    totalItemCount: items.length,
    totalQtyOrdered: items.reduce((n, i) => n + i.qty, 0),
    accessToken: null,
    createdAt: dto.createdAt,
    updatedAt: (o.updatedAt ?? o.createdAt).toISOString(),
    statusLabel: statusLabel(dto.status),
    // Maho keeps the note given at place-order (`orderNote`) as the order's first status history entry
    statusHistory: [
      ...(dto.note ? [{ note: dto.note, status: dto.status, createdAt: dto.createdAt, isCustomerNotified: false, isVisibleOnFront: true }] : []),
      ...comments.map((c) => ({ note: c.comment, status: c.status, createdAt: c.createdAt, isCustomerNotified: c.notified, isVisibleOnFront: true })),
    ],
    invoices: invoices.map((i) => ({
      id: i.id,
      incrementId: i.incrementId,
      createdAt: i.createdAt.toISOString(),
      state: i.state,
      subtotal: amount(i.subtotal, o.currency),
      discountAmount: amount(i.discountAmount, o.currency),
      shippingAmount: amount(i.shippingAmount, o.currency),
      giftcardAmount: amount(i.giftcardAmount, o.currency),
      grandTotal: amount(i.grandTotal, o.currency),
      pdfUrl: reader === "customer" ? customerInvoicePdfUrl(o.incrementId, i.id) : reader === "admin" ? adminDocumentPdfUrl(o.id, "invoice", i.id) : null,
    })),
    shipments: (o.shipments ?? []).map((s) => ({
      id: s.id,
      incrementId: s.incrementId,
      createdAt: s.createdAt.toISOString(),
      items: s.items.map((si) => {
        const line = o.items.find((l) => l.id === si.orderItemId);
        return { sku: line?.sku ?? "", name: line?.name ?? "", qty: si.qty };
      }),
      tracks: s.tracks.map((t) => ({ carrier: t.carrier, title: t.title, number: t.number, url: trackingUrl(t.carrier, t.number) })),
    })),
    comments: comments.map(({ comment, status, createdAt }) => ({ comment, status, createdAt })),
  };
}

/** the history entries the merchant made visible on the storefront that say something (a bare transition says nothing) */
function visibleComments(o: OrderDocuments) {
  return (o.statusHistory ?? [])
    .filter((h) => h.visibleOnStorefront && h.comment?.trim())
    .map((h) => ({ comment: h.comment!.trim(), status: h.status, createdAt: h.createdAt.toISOString(), notified: h.notifyCustomer }));
}

const withMahoNames = (a: SnapshotAddressDto | null): OrderAddressDto | null => (a ? { ...a, firstname: a.firstName, lastname: a.lastName } : null);

/** what `toMahoOrder` reads of an order */
export const mahoOrderInclude = {
  items: { orderBy: { id: "asc" } },
  customer: { select: { firstName: true, lastName: true } },
} as const;
/** and what the shopper's answers read besides: the invoices (what was paid), credit memos (what was refunded),
 * shipments and storefront-visible comments */
export const orderDocumentsInclude = {
  ...mahoOrderInclude,
  invoices: { orderBy: { id: "asc" } },
  creditMemos: { select: { grandTotal: true } },
  shipments: { orderBy: { id: "asc" }, include: { items: { orderBy: { id: "asc" } }, tracks: { orderBy: { id: "asc" } } } },
  statusHistory: { where: { visibleOnStorefront: true }, orderBy: { id: "asc" } },
} as const;

/** the type and image of the products the orders' items name, in one query */
export async function orderProductsOf(ctx: RequestContext, orders: { items: { productId: number }[] }[]): Promise<Map<number, OrderProduct>> {
  const ids = [...new Set(orders.flatMap((o) => o.items.map((i) => i.productId)))];
  if (!ids.length) return new Map();
  const db: DbClient = ctx.app.db;
  const rows = await db.product.findMany({ where: { id: { in: ids } }, select: { id: true, type: true, imageUrl: true } });
  return new Map(rows.map((r) => [r.id, { type: r.type, thumbnailUrl: mediaUrl(ctx.app.settings.mediaBaseUrl, r.imageUrl) }]));
}

const include = orderDocumentsInclude;

/** the caller's orders, newest first, paged as Maho's collections are ({member, totalItems}) */
export function customerOrders(ctx: RequestContext, args: { page?: number | null; itemsPerPage?: number | null; status?: string | null }) {
  const customerId = requireCustomer(ctx);
  return ordersPage(ctx, { customerId, storeId: ctx.store.id, ...(args.status ? { status: args.status } : {}) }, args);
}

/** the orders `where` selects, newest first, one page of them in Maho's shape ({member, totalItems}) */
export async function ordersPage(
  ctx: RequestContext,
  where: Prisma.OrderWhereInput,
  args: { page?: number | null; itemsPerPage?: number | null },
  reader: OrderReader = "customer",
) {
  const { page, itemsPerPage } = pagingArgs(args, 10);
  const [rows, totalItems] = await Promise.all([
    ctx.app.db.order.findMany({ where, include, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (page - 1) * itemsPerPage, take: itemsPerPage }),
    ctx.app.db.order.count({ where }),
  ]);
  const products = await orderProductsOf(ctx, rows);
  return { member: rows.map((o) => toMahoOrder(o, products, reader)), totalItems, page, itemsPerPage };
}

/** one of the caller's orders by its increment id; 404 for anybody else's and for guest orders */
export async function customerOrder(ctx: RequestContext, incrementId: string): Promise<MahoOrderDto> {
  const customerId = requireCustomer(ctx);
  const o = await ctx.app.db.order.findFirst({ where: { incrementId, customerId, storeId: ctx.store.id }, include });
  if (!o) throw new ProblemError(404, "not_found", "Order not found");
  return toMahoOrder(o, await orderProductsOf(ctx, [o]));
}

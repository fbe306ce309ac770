/**
 * The admin's orders (scope `sales`): the filtered, sorted, paged list and one order in full (lines with their
 * options and quantities, addresses, payment, totals, the status history, invoices, shipments, credit memos).
 * Every amount leaves here through `amount` (src/core/money.ts): the currency's decimals.
 */
import type { Prisma } from "../generated/prisma/client.ts";
import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import { amount, sum, type MoneyInput } from "../core/money.ts";
import type { DbClient } from "../core/unit-of-work.ts";
import { snapshotAddress, type SnapshotAddressDto } from "../customer/address.ts";
import { PAYMENT_TITLES } from "./payment-methods.ts";
import { optionLabels, type OptionLabel } from "./order-options.ts";
import { adminDocumentPdfUrl } from "./pdf/urls.ts";

export const adminOrderInclude = {
  items: { orderBy: { id: "asc" } },
  customer: { select: { firstName: true, lastName: true } },
  invoices: { orderBy: { id: "asc" }, include: { items: { orderBy: { id: "asc" } } } },
  shipments: { orderBy: { id: "asc" }, include: { items: { orderBy: { id: "asc" } }, tracks: { orderBy: { id: "asc" } } } },
  creditMemos: { orderBy: { id: "asc" }, include: { items: { orderBy: { id: "asc" } } } },
  statusHistory: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
} as const satisfies Prisma.OrderInclude;

export type AdminOrderRow = Prisma.OrderGetPayload<{ include: typeof adminOrderInclude }>;

export interface AdminOrderLineDto {
  id: number;
  productId: number;
  sku: string;
  name: string;
  options: OptionLabel[];
  price: number;
  rowTotal: number;
  qtyOrdered: number;
  qtyInvoiced: number;
  qtyShipped: number;
  qtyRefunded: number;
  qtyCanceled: number;
  isVirtual: boolean;
}

export interface DocLineDto {
  orderItemId: number;
  sku: string;
  name: string;
  qty: number;
  price: number;
  rowTotal: number;
}

export interface AdminOrderDto {
  id: number;
  incrementId: string;
  status: string;
  storeId: number;
  customerId: number | null;
  customerEmail: string;
  customerName: string | null;
  customerGroupId: number;
  currency: string;
  lines: AdminOrderLineDto[];
  billingAddress: SnapshotAddressDto | null;
  shippingAddress: SnapshotAddressDto | null;
  paymentMethod: string;
  paymentMethodTitle: string;
  poNumber: string | null;
  invoiceEmail: string | null;
  shippingMethod: string | null;
  couponCode: string | null;
  giftcards: { code: string; amount: number }[];
  note: string | null;
  subtotal: number;
  discountAmount: number;
  shippingAmount: number;
  giftcardAmount: number;
  grandTotal: number;
  totalInvoiced: number;
  totalPaid: number;
  totalRefunded: number;
  history: {
    id: number;
    status: string;
    comment: string | null;
    notifyCustomer: boolean;
    visibleOnStorefront: boolean;
    actorType: string;
    actorId: number | null;
    actorName: string | null;
    createdAt: string;
  }[];
  invoices: {
    id: number;
    incrementId: string;
    state: string;
    subtotal: number;
    discountAmount: number;
    shippingAmount: number;
    giftcardAmount: number;
    grandTotal: number;
    createdAt: string;
    items: DocLineDto[];
    pdfUrl: string;
  }[];
  shipments: {
    id: number;
    incrementId: string;
    createdAt: string;
    items: DocLineDto[];
    tracks: { carrier: string; title: string; number: string }[];
    pdfUrl: string;
  }[];
  creditMemos: {
    id: number;
    incrementId: string;
    subtotal: number;
    discountAmount: number;
    shippingAmount: number;
    adjustment: number;
    giftcardAmount: number;
    grandTotal: number;
    createdAt: string;
    items: DocLineDto[];
    pdfUrl: string;
  }[];
  createdAt: string;
  updatedAt: string;
}

const notFound = () => new ProblemError(404, "order_not_found", "No order with that id");

/** the order as the admin sees it, read through `db` (a transaction's view, or the app's) */
export async function adminOrderDto(db: DbClient, o: AdminOrderRow): Promise<AdminOrderDto> {
  return toAdminOrderDto(o, await optionLabels(db, o.items));
}

/** the orders as the admin sees them: the options of all their lines named in one round of queries */
export async function adminOrderDtos(db: DbClient, rows: AdminOrderRow[]): Promise<AdminOrderDto[]> {
  const labels = await optionLabels(
    db,
    rows.flatMap((o) => o.items),
  );
  let at = 0;
  return rows.map((o) => {
    const own = labels.slice(at, at + o.items.length);
    at += o.items.length;
    return toAdminOrderDto(o, own);
  });
}

/** `labels`: each line's option labels, in the order of `o.items` */
function toAdminOrderDto(o: AdminOrderRow, labels: OptionLabel[][]): AdminOrderDto {
  const m = (v: MoneyInput) => amount(v, o.currency);
  const byId = new Map(o.items.map((i) => [i.id, i]));
  const docLine = (d: { orderItemId: number; qty: number; price?: MoneyInput; rowTotal?: MoneyInput }): DocLineDto => {
    const line = byId.get(d.orderItemId);
    return {
      orderItemId: d.orderItemId,
      sku: line?.sku ?? "",
      name: line?.name ?? "",
      qty: d.qty,
      price: m(d.price ?? line?.price ?? 0),
      rowTotal: m(d.rowTotal ?? 0),
    };
  };
  const addresses = JSON.parse(o.addresses || "{}") as { shipping?: unknown; billing?: unknown };
  const paid = o.invoices.filter((i) => i.state === "paid");
  return {
    id: o.id,
    incrementId: o.incrementId,
    status: o.status,
    storeId: o.storeId,
    customerId: o.customerId,
    customerEmail: o.customerEmail,
    customerName: o.customer ? `${o.customer.firstName} ${o.customer.lastName}`.trim() : null,
    customerGroupId: o.customerGroupId,
    currency: o.currency,
    lines: o.items.map((i, n) => ({
      id: i.id,
      productId: i.productId,
      sku: i.sku,
      name: i.name,
      options: labels[n] ?? [],
      price: m(i.price),
      rowTotal: m(i.rowTotal),
      qtyOrdered: i.qty,
      qtyInvoiced: i.qtyInvoiced,
      qtyShipped: i.qtyShipped,
      qtyRefunded: i.qtyRefunded,
      qtyCanceled: i.qtyCanceled,
      isVirtual: i.isVirtual,
    })),
    billingAddress: snapshotAddress(addresses.billing),
    shippingAddress: snapshotAddress(addresses.shipping),
    paymentMethod: o.paymentMethod,
    paymentMethodTitle: PAYMENT_TITLES[o.paymentMethod] ?? o.paymentMethod,
    poNumber: o.poNumber,
    invoiceEmail: o.invoiceEmail,
    shippingMethod: o.shippingMethod || null,
    couponCode: o.couponCode,
    giftcards: (JSON.parse(o.giftcards || "[]") as { code: string; amount: number }[]).map((g) => ({ code: g.code, amount: m(g.amount) })),
    note: o.note,
    subtotal: m(o.subtotal),
    discountAmount: m(o.discountAmount),
    shippingAmount: m(o.shippingAmount),
    giftcardAmount: m(o.giftcardAmount),
    grandTotal: m(o.grandTotal),
    totalInvoiced: m(sum(o.invoices.map((i) => i.grandTotal))),
    totalPaid: m(sum(paid.map((i) => i.grandTotal))),
    totalRefunded: m(sum(o.creditMemos.map((c) => c.grandTotal))),
    history: o.statusHistory.map((h) => ({ ...h, createdAt: h.createdAt.toISOString() })),
    invoices: o.invoices.map((i) => ({
      id: i.id,
      incrementId: i.incrementId,
      state: i.state,
      subtotal: m(i.subtotal),
      discountAmount: m(i.discountAmount),
      shippingAmount: m(i.shippingAmount),
      giftcardAmount: m(i.giftcardAmount),
      grandTotal: m(i.grandTotal),
      createdAt: i.createdAt.toISOString(),
      items: i.items.map(docLine),
      pdfUrl: adminDocumentPdfUrl(o.id, "invoice", i.id),
    })),
    shipments: o.shipments.map((s) => ({
      id: s.id,
      incrementId: s.incrementId,
      createdAt: s.createdAt.toISOString(),
      items: s.items.map((i) => {
        const line = byId.get(i.orderItemId);
        return docLine({ orderItemId: i.orderItemId, qty: i.qty, price: line?.price ?? 0, rowTotal: 0 });
      }),
      tracks: s.tracks.map((t) => ({ carrier: t.carrier, title: t.title, number: t.number })),
      pdfUrl: adminDocumentPdfUrl(o.id, "shipment", s.id),
    })),
    creditMemos: o.creditMemos.map((c) => ({
      id: c.id,
      incrementId: c.incrementId,
      subtotal: m(c.subtotal),
      discountAmount: m(c.discountAmount),
      shippingAmount: m(c.shippingAmount),
      adjustment: m(c.adjustment),
      giftcardAmount: m(c.giftcardAmount),
      grandTotal: m(c.grandTotal),
      createdAt: c.createdAt.toISOString(),
      items: c.items.map(docLine),
      pdfUrl: adminDocumentPdfUrl(o.id, "creditmemo", c.id),
    })),
    createdAt: o.createdAt.toISOString(),
    updatedAt: (o.updatedAt ?? o.createdAt).toISOString(),
  };
}

export async function loadAdminOrderRow(db: DbClient, id: number): Promise<AdminOrderRow> {
  const o = await db.order.findUnique({ where: { id }, include: adminOrderInclude });
  if (!o) throw notFound();
  return o;
}

export async function adminOrder(ctx: RequestContext, id: number): Promise<AdminOrderDto> {
  return adminOrderDto(ctx.app.db, await loadAdminOrderRow(ctx.app.db, id));
}

export interface AdminOrderFilter {
  status?: string | null;
  incrementId?: string | null;
  customerEmail?: string | null;
  customerId?: number | null;
  storeId?: number | null;
  paymentMethod?: string | null;
  createdFrom?: Date | null;
  createdTo?: Date | null;
  grandTotalFrom?: number | null;
  grandTotalTo?: number | null;
  search?: string | null;
}
export const ORDER_SORT_FIELDS = ["createdAt", "incrementId", "grandTotal", "status", "customerEmail", "id"] as const;
export interface AdminOrderSort {
  field: (typeof ORDER_SORT_FIELDS)[number];
  direction: "asc" | "desc";
}

/** `contains` matching any case: SQLite's LIKE already does (for ASCII); PostgreSQL's needs Prisma's `mode: "insensitive"`,
 * which the SQLite client's types do not know */
const containsFor =
  (postgres: boolean) =>
  (v: string): Prisma.StringFilter =>
    (postgres ? { contains: v, mode: "insensitive" } : { contains: v }) as Prisma.StringFilter;

function orderWhere(f: AdminOrderFilter, postgres: boolean): Prisma.OrderWhereInput {
  const contains = containsFor(postgres);
  const and: Prisma.OrderWhereInput[] = [];
  if (f.status) and.push({ status: f.status });
  if (f.incrementId) and.push({ incrementId: contains(f.incrementId) });
  if (f.customerEmail) and.push({ customerEmail: contains(f.customerEmail.toLowerCase()) });
  if (f.customerId != null) and.push({ customerId: f.customerId });
  if (f.storeId != null) and.push({ storeId: f.storeId });
  if (f.paymentMethod) and.push({ paymentMethod: f.paymentMethod });
  if (f.createdFrom) and.push({ createdAt: { gte: f.createdFrom } });
  if (f.createdTo) and.push({ createdAt: { lte: f.createdTo } });
  if (f.grandTotalFrom != null) and.push({ grandTotal: { gte: String(f.grandTotalFrom) } });
  if (f.grandTotalTo != null) and.push({ grandTotal: { lte: String(f.grandTotalTo) } });
  const q = f.search?.trim();
  if (q) {
    and.push({
      OR: [
        { incrementId: contains(q) },
        { customerEmail: contains(q) },
        { poNumber: contains(q) },
        { customer: { is: { OR: [{ firstName: contains(q) }, { lastName: contains(q) }] } } },
        { items: { some: { OR: [{ sku: contains(q) }, { name: contains(q) }] } } },
      ],
    });
  }
  return and.length ? { AND: and } : {};
}

/** the orders matching the filter, one page of them, with how many match */
export async function listAdminOrders(ctx: RequestContext, filter: AdminOrderFilter, sort: AdminOrderSort, page: number, pageSize: number) {
  const where = orderWhere(filter, ctx.app.dbHandle.target.kind === "postgres");
  const [rows, totalCount] = await Promise.all([
    ctx.app.db.order.findMany({
      where,
      include: adminOrderInclude,
      orderBy: [{ [sort.field]: sort.direction }, { id: sort.direction }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    ctx.app.db.order.count({ where }),
  ]);
  return { items: await adminOrderDtos(ctx.app.db, rows), totalCount };
}

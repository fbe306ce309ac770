/**
 * Admin GraphQL of orders (scope `sales`): `orders`, `order`, and the actions (docs/orders.md). Each action answers
 * the order or a typed `Problem` (`invalid_transition` when the order's status does not allow it).
 */
import { audited } from "../core/audit/declare.ts";
import type { Builder } from "../core/schema-builder.ts";
import { ProblemError } from "../core/errors.ts";
import { withoutNulls } from "../core/api/input.ts";
import type { MassResult } from "../core/mass-action.ts";
import { adminOrder, listAdminOrders, ORDER_SORT_FIELDS, type AdminOrderDto, type DocLineDto } from "./admin-orders.ts";
import {
  addOrderComment,
  cancelOrder,
  captureInvoice,
  cancelOrders,
  holdOrder,
  invoiceOrder,
  invoiceOrders,
  refundOrder,
  shipOrder,
  unholdOrder,
} from "./order-actions.ts";
import { ORDER_STATUSES } from "./order-states.ts";

export function registerAdminOrdersSchema(builder: Builder) {
  type Dto = AdminOrderDto;
  const Option = builder.objectRef<{ label: string; value: string }>("AdminOrderLineOption").implement({
    fields: (t) => ({ label: t.exposeString("label"), value: t.exposeString("value") }),
  });
  const Line = builder.objectRef<Dto["lines"][number]>("AdminOrderLine").implement({
    description: "an order line with what invoices, shipments, credit memos and cancellation took of it",
    fields: (t) => ({
      id: t.exposeInt("id"),
      productId: t.exposeInt("productId"),
      sku: t.exposeString("sku"),
      name: t.exposeString("name"),
      options: t.expose("options", { type: [Option] }),
      price: t.exposeFloat("price"),
      rowTotal: t.exposeFloat("rowTotal"),
      qtyOrdered: t.exposeInt("qtyOrdered"),
      qtyInvoiced: t.exposeInt("qtyInvoiced"),
      qtyShipped: t.exposeInt("qtyShipped"),
      qtyRefunded: t.exposeInt("qtyRefunded"),
      qtyCanceled: t.exposeInt("qtyCanceled"),
      isVirtual: t.exposeBoolean("isVirtual", { description: "ships nothing (virtual, downloadable, gift card)" }),
    }),
  });
  const Address = builder.objectRef<NonNullable<Dto["billingAddress"]>>("AdminOrderAddress").implement({
    fields: (t) => ({
      firstName: t.exposeString("firstName"),
      lastName: t.exposeString("lastName"),
      company: t.exposeString("company"),
      street: t.exposeStringList("street"),
      city: t.exposeString("city"),
      region: t.exposeString("region"),
      postcode: t.exposeString("postcode"),
      countryId: t.exposeString("countryId"),
      telephone: t.exposeString("telephone"),
    }),
  });
  const DocLine = builder.objectRef<DocLineDto>("OrderDocumentLine").implement({
    fields: (t) => ({
      orderItemId: t.exposeInt("orderItemId"),
      sku: t.exposeString("sku"),
      name: t.exposeString("name"),
      qty: t.exposeInt("qty"),
      price: t.exposeFloat("price"),
      rowTotal: t.exposeFloat("rowTotal", { description: "0 on a shipment" }),
    }),
  });
  const History = builder.objectRef<Dto["history"][number]>("OrderStatusHistoryEntry").implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      status: t.exposeString("status"),
      comment: t.exposeString("comment", { nullable: true }),
      notifyCustomer: t.exposeBoolean("notifyCustomer"),
      visibleOnStorefront: t.exposeBoolean("visibleOnStorefront"),
      actorType: t.exposeString("actorType", { description: "admin | api_user | customer | guest | system" }),
      actorId: t.exposeInt("actorId", { nullable: true }),
      actorName: t.exposeString("actorName", { nullable: true }),
      createdAt: t.exposeString("createdAt"),
    }),
  });
  const Invoice = builder.objectRef<Dto["invoices"][number]>("OrderInvoice").implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      incrementId: t.exposeString("incrementId"),
      state: t.exposeString("state", { description: "paid | open" }),
      subtotal: t.exposeFloat("subtotal"),
      discountAmount: t.exposeFloat("discountAmount"),
      shippingAmount: t.exposeFloat("shippingAmount"),
      giftcardAmount: t.exposeFloat("giftcardAmount"),
      grandTotal: t.exposeFloat("grandTotal"),
      createdAt: t.exposeString("createdAt"),
      items: t.expose("items", { type: [DocLine] }),
      pdfUrl: t.exposeString("pdfUrl", { description: "the relative URL of its PDF (scope sales)" }),
    }),
  });
  const Track = builder.objectRef<{ carrier: string; title: string; number: string }>("ShipmentTrack").implement({
    fields: (t) => ({ carrier: t.exposeString("carrier"), title: t.exposeString("title"), number: t.exposeString("number") }),
  });
  const Shipment = builder.objectRef<Dto["shipments"][number]>("OrderShipment").implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      incrementId: t.exposeString("incrementId"),
      createdAt: t.exposeString("createdAt"),
      items: t.expose("items", { type: [DocLine] }),
      pdfUrl: t.exposeString("pdfUrl", { description: "the relative URL of its PDF (scope sales)" }),
      tracks: t.expose("tracks", { type: [Track] }),
    }),
  });
  const CreditMemo = builder.objectRef<Dto["creditMemos"][number]>("OrderCreditMemo").implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      incrementId: t.exposeString("incrementId"),
      subtotal: t.exposeFloat("subtotal"),
      discountAmount: t.exposeFloat("discountAmount"),
      shippingAmount: t.exposeFloat("shippingAmount"),
      adjustment: t.exposeFloat("adjustment"),
      giftcardAmount: t.exposeFloat("giftcardAmount", { description: "given back to the gift cards that paid" }),
      grandTotal: t.exposeFloat("grandTotal"),
      createdAt: t.exposeString("createdAt"),
      items: t.expose("items", { type: [DocLine] }),
      pdfUrl: t.exposeString("pdfUrl", { description: "the relative URL of its PDF (scope sales)" }),
    }),
  });
  const AppliedGiftcard = builder.objectRef<{ code: string; amount: number }>("OrderAppliedGiftcard").implement({
    fields: (t) => ({ code: t.exposeString("code"), amount: t.exposeFloat("amount") }),
  });
  const AdminOrder = builder.objectRef<Dto>("AdminOrder").implement({
    description: "an order as the admin sees it (docs/orders.md)",
    fields: (t) => ({
      id: t.exposeInt("id"),
      incrementId: t.exposeString("incrementId"),
      status: t.exposeString("status", { description: ORDER_STATUSES.join(" | ") }),
      storeId: t.exposeInt("storeId"),
      customerId: t.exposeInt("customerId", { nullable: true }),
      customerEmail: t.exposeString("customerEmail"),
      customerName: t.exposeString("customerName", { nullable: true }),
      customerGroupId: t.exposeInt("customerGroupId"),
      currency: t.exposeString("currency"),
      lines: t.expose("lines", { type: [Line] }),
      billingAddress: t.expose("billingAddress", { type: Address, nullable: true }),
      shippingAddress: t.expose("shippingAddress", { type: Address, nullable: true }),
      paymentMethod: t.exposeString("paymentMethod"),
      paymentMethodTitle: t.exposeString("paymentMethodTitle"),
      poNumber: t.exposeString("poNumber", { nullable: true }),
      invoiceEmail: t.exposeString("invoiceEmail", { nullable: true, description: "where the order's invoices go (asked at checkout for on-account orders)" }),
      shippingMethod: t.exposeString("shippingMethod", { nullable: true, description: "null: ships nothing" }),
      couponCode: t.exposeString("couponCode", { nullable: true }),
      giftcards: t.expose("giftcards", { type: [AppliedGiftcard], description: "the gift cards that paid part of it" }),
      note: t.exposeString("note", { nullable: true, description: "the buyer's note" }),
      subtotal: t.exposeFloat("subtotal"),
      discountAmount: t.exposeFloat("discountAmount"),
      shippingAmount: t.exposeFloat("shippingAmount"),
      giftcardAmount: t.exposeFloat("giftcardAmount"),
      grandTotal: t.exposeFloat("grandTotal"),
      totalInvoiced: t.exposeFloat("totalInvoiced"),
      totalPaid: t.exposeFloat("totalPaid"),
      totalRefunded: t.exposeFloat("totalRefunded"),
      history: t.expose("history", { type: [History], description: "oldest first" }),
      invoices: t.expose("invoices", { type: [Invoice] }),
      shipments: t.expose("shipments", { type: [Shipment] }),
      creditMemos: t.expose("creditMemos", { type: [CreditMemo] }),
      createdAt: t.exposeString("createdAt"),
      updatedAt: t.exposeString("updatedAt"),
    }),
  });
  const Page = builder.objectRef<{ items: Dto[]; totalCount: number }>("AdminOrderPage").implement({
    fields: (t) => ({ items: t.expose("items", { type: [AdminOrder] }), totalCount: t.exposeInt("totalCount") }),
  });
  const Filter = builder.inputType("AdminOrderFilter", {
    fields: (t) => ({
      status: t.string(),
      incrementId: t.string({ description: "part of the order number" }),
      customerEmail: t.string({ description: "part of the email" }),
      customerId: t.int(),
      storeId: t.int(),
      paymentMethod: t.string(),
      createdFrom: t.field({ type: "DateTime" }),
      createdTo: t.field({ type: "DateTime" }),
      grandTotalFrom: t.float(),
      grandTotalTo: t.float(),
      search: t.string({ description: "order number, email, PO number, customer name, SKU or product name" }),
    }),
  });
  const SortField = builder.enumType("AdminOrderSortField", { values: ORDER_SORT_FIELDS });
  const Direction = builder.enumType("AdminOrderSortDirection", { values: ["asc", "desc"] as const });
  const Sort = builder.inputType("AdminOrderSort", {
    fields: (t) => ({ field: t.field({ type: SortField, defaultValue: "createdAt" }), direction: t.field({ type: Direction, defaultValue: "desc" }) }),
  });
  const QtyInput = builder.inputType("OrderItemQtyInput", {
    fields: (t) => ({ orderItemId: t.int({ required: true }), qty: t.int({ required: true }) }),
  });
  const TrackInput = builder.inputType("ShipmentTrackInput", {
    fields: (t) => ({ carrier: t.string({ required: true }), title: t.string(), number: t.string({ required: true }) }),
  });
  const MassItem = builder.objectRef<MassResult<Dto>>("OrderMassItem").implement({
    description: "the outcome for one id of a mass action",
    fields: (t) => ({
      id: t.exposeInt("id"),
      result: t.field({
        type: AdminOrder,
        errors: { types: [ProblemError], result: { name: "OrderMassItemSuccess" }, union: { name: "OrderMassItemResult" } },
        resolve: (x) => {
          if (x.outcome instanceof ProblemError) throw x.outcome;
          return x.outcome;
        },
      }),
    }),
  });

  builder.queryFields((t) => ({
    orders: t.field({
      type: Page,
      authScopes: { admin: "sales" },
      description: "every order matching the filter, newest first by default",
      args: { filter: t.arg({ type: Filter }), sort: t.arg({ type: Sort }), page: t.arg.int({ defaultValue: 1 }), pageSize: t.arg.int({ defaultValue: 20 }) },
      resolve: (_r, a, { ctx }) =>
        listAdminOrders(
          ctx,
          a.filter ?? {},
          { field: a.sort?.field ?? "createdAt", direction: a.sort?.direction ?? "desc" },
          Math.max(a.page ?? 1, 1),
          Math.min(Math.max(a.pageSize ?? 20, 1), 200),
        ),
    }),
    order: t.field({
      type: AdminOrder,
      authScopes: { admin: "sales" },
      description: "one order in full: lines, addresses, payment, totals, history, invoices, shipments, credit memos",
      errors: { types: [ProblemError], result: { name: "AdminOrderSuccess" }, union: { name: "AdminOrderResult" } },
      args: { id: t.arg.int({ required: true }) },
      resolve: (_r, { id }, { ctx }) => adminOrder(ctx, id),
    }),
  }));

  builder.mutationFields((t) => {
    const action = <A extends Record<string, unknown>>(
      description: string,
      args: A,
      run: (ctx: Parameters<typeof adminOrder>[0], a: Record<string, unknown>) => Promise<Dto>,
    ) =>
      t.field({
        type: AdminOrder,
        description,
        authScopes: { admin: "sales" },
        extensions: audited("order"),
        errors: { types: [ProblemError] },
        // biome-ignore lint/suspicious/noExplicitAny: the args map is built per field below
        args: { id: t.arg.int({ required: true }), ...(args as any) },
        resolve: (_r, a, { ctx }) => run(ctx, a as Record<string, unknown>),
      });
    const items = () => t.arg({ type: [QtyInput], description: "lines and quantities; absent: all that is left" });
    return {
      orderInvoice: action(
        "invoices all that is left of the order, or the lines given; capture (default true) marks the invoice paid",
        { items: items(), capture: t.arg.boolean() },
        (ctx, a) => invoiceOrder(ctx, a.id as number, a.items as never, (a.capture as boolean | null) ?? true),
      ),
      invoiceCapture: t.field({
        type: AdminOrder,
        description: "captures an invoice made with capture: false (open): it becomes paid and its lines can be refunded",
        authScopes: { admin: "sales" },
        extensions: audited("order"),
        errors: { types: [ProblemError] },
        args: { orderId: t.arg.int({ required: true }), invoiceId: t.arg.int({ required: true }) },
        resolve: (_r, a, { ctx }) => captureInvoice(ctx, a.orderId, a.invoiceId),
      }),
      orderShip: action(
        "ships all that is left to ship, or the lines given, with tracking numbers; notifyCustomer (default true) mails the buyer",
        { items: items(), tracks: t.arg({ type: [TrackInput] }), notifyCustomer: t.arg.boolean() },
        (ctx, a) =>
          shipOrder(
            ctx,
            a.id as number,
            a.items as never,
            ((a.tracks as never[] | null) ?? []).map((x) => withoutNulls(x)) as never,
            (a.notifyCustomer as boolean | null) ?? true,
          ),
      ),
      orderCancel: action(
        "cancels what of the order is not invoiced: restocks it, gives gift cards and the coupon use back",
        { reason: t.arg.string() },
        (ctx, a) => cancelOrder(ctx, a.id as number, a.reason as string | null),
      ),
      orderRefund: action(
        "a credit memo of invoiced lines (all that is left when none are given); never more than was paid",
        {
          items: items(),
          shippingAmount: t.arg.float(),
          adjustment: t.arg.float({ description: "added to the refund (negative: a fee kept)" }),
          restock: t.arg.boolean(),
        },
        (ctx, a) =>
          refundOrder(ctx, a.id as number, {
            items: a.items as never,
            shippingAmount: a.shippingAmount as number | null,
            adjustment: a.adjustment as number | null,
            restock: a.restock as boolean | null,
          }),
      ),
      orderHold: action("puts a pending or processing order on hold (status holded)", {}, (ctx, a) => holdOrder(ctx, a.id as number)),
      orderUnhold: action("takes an order off hold, back to the status it had", {}, (ctx, a) => unholdOrder(ctx, a.id as number)),
      orderCommentAdd: action(
        "adds a comment to the order's history; notifyCustomer mails it to the buyer",
        { text: t.arg.string({ required: true }), notifyCustomer: t.arg.boolean(), visibleOnStorefront: t.arg.boolean() },
        (ctx, a) =>
          addOrderComment(ctx, a.id as number, {
            text: a.text as string,
            notifyCustomer: a.notifyCustomer as boolean | null,
            visibleOnStorefront: a.visibleOnStorefront as boolean | null,
          }),
      ),
      orderCancelMany: t.field({
        type: [MassItem],
        authScopes: { admin: "sales" },
        extensions: audited("order"),
        description: "orderCancel for each id (each in its own transaction), with a result per id",
        args: { ids: t.arg.intList({ required: true }) },
        resolve: (_r, { ids }, { ctx }) => cancelOrders(ctx, ids),
      }),
      orderInvoiceMany: t.field({
        type: [MassItem],
        authScopes: { admin: "sales" },
        extensions: audited("order"),
        description: "orderInvoice (all that is left, captured) for each id (each in its own transaction), with a result per id",
        args: { ids: t.arg.intList({ required: true }) },
        resolve: (_r, { ids }, { ctx }) => invoiceOrders(ctx, ids),
      }),
    };
  });
}

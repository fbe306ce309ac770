/**
 * GraphQL: the one Order type (Maho's Order, with its items, prices and addresses) of the customer's order
 * history and of the guest's order (placing answer, read-back by token). Both schemas ask for it here; it is
 * registered once per builder, by whichever asks first.
 */
import type { ObjectRef } from "@pothos/core";
import type { Builder, BuilderTypes } from "../core/schema-builder.ts";
import { priceExplanationTypes } from "../catalog/price-explanation-schema.ts";
import type {
  CustomerCommentDto,
  CustomerInvoiceDto,
  CustomerShipmentDto,
  MahoOrderDto,
  MahoOrderItemDto,
  MahoOrderPricesDto,
  OrderAddressDto,
} from "./orders.ts";

type Types = PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>;
/** the placing's answer also says whether an earlier request with the same Idempotency-Key placed it */
export type OrderParent = MahoOrderDto & { replayed?: boolean };
export interface OrderTypes {
  Order: ObjectRef<Types, OrderParent>;
  OrderPage: ObjectRef<Types, { member: OrderParent[]; totalItems: number; page: number; itemsPerPage: number }>;
}

const registered = new WeakMap<Builder, OrderTypes>();

export function orderTypes(builder: Builder): OrderTypes {
  const known = registered.get(builder);
  if (known) return known;
  const types = registerOrderTypes(builder);
  registered.set(builder, types);
  return types;
}

function registerOrderTypes(builder: Builder): OrderTypes {
  const Address = builder.objectRef<OrderAddressDto>("OrderAddress").implement({
    description: "an order's address: our names, and Maho's firstname/lastname beside them",
    fields: (t) => ({
      firstName: t.exposeString("firstName"),
      lastName: t.exposeString("lastName"),
      firstname: t.exposeString("firstname"),
      lastname: t.exposeString("lastname"),
      company: t.exposeString("company"),
      street: t.exposeStringList("street"),
      city: t.exposeString("city"),
      region: t.exposeString("region"),
      regionId: t.exposeInt("regionId", { nullable: true }),
      postcode: t.exposeString("postcode"),
      countryId: t.exposeString("countryId"),
      telephone: t.exposeString("telephone"),
    }),
  });
  const Item = builder.objectRef<MahoOrderItemDto>("MahoOrderItem").implement({
    description: "an order line as Maho's OrderItem",
    fields: (t) => ({
      id: t.exposeInt("id"),
      sku: t.exposeString("sku"),
      name: t.exposeString("name"),
      qty: t.exposeFloat("qty"),
      qtyOrdered: t.exposeFloat("qtyOrdered"),
      qtyShipped: t.exposeFloat("qtyShipped"),
      qtyRefunded: t.exposeFloat("qtyRefunded"),
      qtyCanceled: t.exposeFloat("qtyCanceled"),
      price: t.exposeFloat("price"),
      priceInclTax: t.exposeFloat("priceInclTax"),
      rowTotal: t.exposeFloat("rowTotal"),
      rowTotalInclTax: t.exposeFloat("rowTotalInclTax"),
      discountAmount: t.exposeFloat("discountAmount", { nullable: true }),
      discountPercent: t.exposeFloat("discountPercent", { nullable: true }),
      taxAmount: t.exposeFloat("taxAmount", { nullable: true }),
      taxPercent: t.exposeFloat("taxPercent", { nullable: true }),
      productId: t.exposeInt("productId"),
      productType: t.exposeString("productType", { nullable: true, description: "the product's type; null once the product is deleted" }),
      parentItemId: t.exposeInt("parentItemId", { nullable: true }),
      thumbnailUrl: t.exposeString("thumbnailUrl", { nullable: true, description: "the product's image; null without one or once the product is deleted" }),
      options: t.expose("options", {
        type: "JSON",
        description: "the line's options as ordered (super attributes, bundle selections, custom options, links, gift card)",
      }),
      priceExplanation: t.expose("priceExplanation", {
        type: priceExplanationTypes(builder).PriceExplanation,
        nullable: true,
        description: "why the unit price was what it was when the order was placed; null when no price list took part",
      }),
    }),
  });
  const Prices = builder.objectRef<MahoOrderPricesDto>("MahoOrderPrices").implement({
    description: "Maho's OrderPrices; this backend has no tax engine, so tax is 0 and amounts incl. tax equal the amounts",
    fields: (t) => ({
      subtotal: t.exposeFloat("subtotal"),
      subtotalInclTax: t.exposeFloat("subtotalInclTax"),
      discountAmount: t.exposeFloat("discountAmount", { nullable: true }),
      shippingAmount: t.exposeFloat("shippingAmount", { nullable: true }),
      shippingAmountInclTax: t.exposeFloat("shippingAmountInclTax", { nullable: true }),
      taxAmount: t.exposeFloat("taxAmount"),
      grandTotal: t.exposeFloat("grandTotal"),
      totalPaid: t.exposeFloat("totalPaid"),
      totalRefunded: t.exposeFloat("totalRefunded"),
      totalDue: t.exposeFloat("totalDue"),
      giftcardAmount: t.exposeFloat("giftcardAmount", { nullable: true }),
    }),
  });
  const Invoice = builder.objectRef<CustomerInvoiceDto>("CustomerOrderInvoice").implement({
    description: "an invoice of the shopper's order",
    fields: (t) => ({
      id: t.exposeInt("id"),
      incrementId: t.exposeString("incrementId"),
      createdAt: t.exposeString("createdAt"),
      state: t.exposeString("state", { description: "open (not captured yet) or paid" }),
      subtotal: t.exposeFloat("subtotal"),
      discountAmount: t.exposeFloat("discountAmount"),
      shippingAmount: t.exposeFloat("shippingAmount"),
      giftcardAmount: t.exposeFloat("giftcardAmount"),
      grandTotal: t.exposeFloat("grandTotal"),
      pdfUrl: t.exposeString("pdfUrl", {
        nullable: true,
        description: "the logged-in customer's PDF of it (GET with their token); null in a guest's answer",
      }),
    }),
  });
  const ShipmentLine = builder.objectRef<CustomerShipmentDto["items"][number]>("CustomerShipmentLine").implement({
    fields: (t) => ({ sku: t.exposeString("sku"), name: t.exposeString("name"), qty: t.exposeInt("qty") }),
  });
  const Track = builder.objectRef<CustomerShipmentDto["tracks"][number]>("CustomerShipmentTrack").implement({
    fields: (t) => ({
      carrier: t.exposeString("carrier"),
      title: t.exposeString("title"),
      number: t.exposeString("number"),
      url: t.exposeString("url", { nullable: true, description: "the carrier's tracking page (ups, usps, fedex, dhl); null for other carriers" }),
    }),
  });
  const Shipment = builder.objectRef<CustomerShipmentDto>("CustomerOrderShipment").implement({
    description: "a shipment of the shopper's order, with its lines and tracking numbers",
    fields: (t) => ({
      id: t.exposeInt("id"),
      incrementId: t.exposeString("incrementId"),
      createdAt: t.exposeString("createdAt"),
      items: t.expose("items", { type: [ShipmentLine] }),
      tracks: t.expose("tracks", { type: [Track] }),
    }),
  });
  const Comment = builder.objectRef<CustomerCommentDto>("CustomerOrderComment").implement({
    description: "a comment the merchant made visible on the storefront",
    fields: (t) => ({ comment: t.exposeString("comment"), status: t.exposeString("status"), createdAt: t.exposeString("createdAt") }),
  });
  const Order = builder.objectRef<OrderParent>("MahoOrder").implement({
    description: "an order as Maho's Order resource: the customer's own, or a guest's read with its access token",
    fields: (t) => ({
      id: t.exposeInt("id"),
      incrementId: t.exposeString("incrementId"),
      customerId: t.exposeInt("customerId", { nullable: true }),
      customerEmail: t.exposeString("customerEmail"),
      customerFirstname: t.exposeString("customerFirstname", { nullable: true }),
      customerLastname: t.exposeString("customerLastname", { nullable: true }),
      status: t.exposeString("status"),
      statusLabel: t.exposeString("statusLabel", { description: "the status as the storefront names it" }),
      state: t.exposeString("state"),
      items: t.expose("items", { type: [Item] }),
      billingAddress: t.expose("billingAddress", { type: Address, nullable: true }),
      shippingAddress: t.expose("shippingAddress", { type: Address, nullable: true }),
      prices: t.expose("prices", { type: Prices }),
      paymentMethod: t.exposeString("paymentMethod"),
      paymentMethodTitle: t.exposeString("paymentMethodTitle"),
      poNumber: t.exposeString("poNumber", { nullable: true }),
      invoiceEmail: t.exposeString("invoiceEmail", { nullable: true, description: "where the order's invoices go (asked at checkout for on-account orders)" }),
      shippingMethod: t.exposeString("shippingMethod", { nullable: true }),
      shippingDescription: t.exposeString("shippingDescription", { nullable: true }),
      couponCode: t.exposeString("couponCode", { nullable: true }),
      storeId: t.exposeInt("storeId"),
      storefrontOrigin: t.exposeString("storefrontOrigin", { nullable: true, description: "the storefront's origin the order was placed from" }),
      currency: t.exposeString("currency"),
      totalItemCount: t.exposeInt("totalItemCount"),
      totalQtyOrdered: t.exposeFloat("totalQtyOrdered"),
      accessToken: t.exposeString("accessToken", {
        nullable: true,
        description: "only in the answer to the order's placing: send it as X-Order-Token to read the order back",
      }),
      createdAt: t.exposeString("createdAt"),
      updatedAt: t.exposeString("updatedAt"),
      statusHistory: t.expose("statusHistory", {
        type: "JSON",
        description: "the buyer's note, then the merchant's storefront-visible comments, as Maho's status history",
      }),
      invoices: t.expose("invoices", { type: [Invoice] }),
      shipments: t.expose("shipments", { type: [Shipment] }),
      comments: t.expose("comments", { type: [Comment], description: "the merchant's comments marked visibleOnStorefront (never the internal ones)" }),
      replayed: t.boolean({
        description: "true when an earlier request with the same Idempotency-Key placed it (placing only)",
        resolve: (o) => o.replayed ?? false,
      }),
    }),
  });
  const OrderPage = builder.objectRef<{ member: OrderParent[]; totalItems: number; page: number; itemsPerPage: number }>("CustomerOrderPage").implement({
    fields: (t) => ({
      member: t.expose("member", { type: [Order] }),
      totalItems: t.exposeInt("totalItems"),
      page: t.exposeInt("page"),
      itemsPerPage: t.exposeInt("itemsPerPage"),
    }),
  });
  return { Order, OrderPage };
}

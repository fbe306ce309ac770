/**
 * Maho's cart and order resources as zod schemas, written from Maho 26.7's API Platform classes
 * (Checkout/Api Cart, CartItem, CartPrices; Sales/Api Order, OrderItem, OrderPrices; Customer/Api Address).
 * Required fields and their types are what a Maho storefront relies on; extra fields are allowed.
 */
import { z } from "zod";

const money = z.number();
const nullableMoney = z.number().nullable();

/** Customer/Api Address (street as lines) */
export const mahoAddress = z.object({
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().nullable(),
  street: z.array(z.string()),
  city: z.string(),
  region: z.string().nullable(),
  regionId: z.union([z.number(), z.string()]).nullable(),
  postcode: z.string(),
  countryId: z.string(),
  telephone: z.string(),
});

const giftMessage = z.object({ sender: z.string(), recipient: z.string(), message: z.string() }).nullable();

/** Checkout/Api CartItem */
export const mahoCartItem = z.object({
  id: z.number().int().nullable(),
  sku: z.string(),
  name: z.string(),
  qty: z.number(),
  price: money,
  priceInclTax: money,
  rowTotal: money,
  rowTotalInclTax: money,
  rowTotalWithDiscount: money,
  discountAmount: nullableMoney,
  discountPercent: nullableMoney,
  taxAmount: nullableMoney,
  taxPercent: nullableMoney,
  productId: z.number().int().nullable(),
  productType: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  options: z.array(z.object({ label: z.string(), value: z.string() })),
  stockStatus: z.enum(["in_stock", "out_of_stock"]),
  giftMessage,
});

/** Checkout/Api CartPrices */
export const mahoCartPrices = z.object({
  subtotal: money,
  subtotalInclTax: money,
  subtotalWithDiscount: money,
  discountAmount: nullableMoney,
  shippingAmount: nullableMoney,
  shippingAmountInclTax: nullableMoney,
  taxAmount: money,
  grandTotal: money,
  giftcardAmount: nullableMoney,
});

/** CartMapper::getAvailableShippingMethods (Cart adds code and title) */
export const mahoShippingMethod = z.object({
  carrierCode: z.string(),
  methodCode: z.string(),
  carrierTitle: z.string(),
  methodTitle: z.string(),
  price: money,
});

export const mahoPaymentMethod = z.object({ code: z.string(), title: z.string() });

/** Checkout/Api Cart (with the couponCode beside Maho's appliedCoupon) */
export const mahoCart = z.object({
  id: z.number().int().nullable(),
  maskedId: z.string().nullable(),
  customerId: z.number().int().nullable(),
  storeId: z.number().int(),
  isActive: z.boolean(),
  cartRecreated: z.boolean(),
  items: z.array(mahoCartItem),
  prices: mahoCartPrices,
  billingAddress: mahoAddress.nullable(),
  shippingAddress: mahoAddress.nullable(),
  availableShippingMethods: z.array(mahoShippingMethod),
  selectedShippingMethod: mahoShippingMethod.nullable(),
  availablePaymentMethods: z.array(mahoPaymentMethod),
  selectedPaymentMethod: mahoPaymentMethod.nullable(),
  couponCode: z.string().nullable(),
  appliedCoupon: z.object({ code: z.string(), discountAmount: money }).nullable(),
  appliedGiftcards: z.array(z.object({ code: z.string(), balance: money, appliedAmount: money })),
  giftMessage,
  currency: z.string(),
  itemsCount: z.number().int(),
  itemsQty: z.number(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});

/** Sales/Api OrderItem */
export const mahoOrderItem = z.object({
  id: z.number().int().nullable(),
  sku: z.string(),
  name: z.string(),
  qty: z.number(),
  qtyOrdered: z.number(),
  qtyShipped: z.number(),
  qtyRefunded: z.number(),
  qtyCanceled: z.number(),
  price: money,
  priceInclTax: money,
  rowTotal: money,
  rowTotalInclTax: money,
  discountAmount: nullableMoney,
  discountPercent: nullableMoney,
  taxAmount: nullableMoney,
  taxPercent: nullableMoney,
  productId: z.number().int().nullable(),
  productType: z.string().nullable(),
  parentItemId: z.number().int().nullable(),
  thumbnailUrl: z.string().nullable(),
});

/** Sales/Api OrderPrices */
export const mahoOrderPrices = z.object({
  subtotal: money,
  subtotalInclTax: money,
  discountAmount: nullableMoney,
  shippingAmount: nullableMoney,
  shippingAmountInclTax: nullableMoney,
  taxAmount: money,
  grandTotal: money,
  totalPaid: money,
  totalRefunded: money,
  totalDue: money,
  giftcardAmount: nullableMoney,
});

/** Sales/Api Order */
export const mahoOrder = z.object({
  id: z.number().int().nullable(),
  incrementId: z.string().nullable(),
  customerId: z.number().int().nullable(),
  customerEmail: z.string().nullable(),
  customerFirstname: z.string().nullable(),
  customerLastname: z.string().nullable(),
  status: z.string().nullable(),
  state: z.string().nullable(),
  items: z.array(mahoOrderItem),
  billingAddress: mahoAddress.nullable(),
  shippingAddress: mahoAddress.nullable(),
  prices: mahoOrderPrices,
  paymentMethod: z.string().nullable(),
  paymentMethodTitle: z.string().nullable(),
  shippingMethod: z.string().nullable(),
  shippingDescription: z.string().nullable(),
  couponCode: z.string().nullable(),
  storeId: z.number().int(),
  /** ours beside Maho's fields: the storefront_origin Maho keeps on the order (issue 18) */
  storefrontOrigin: z.string().nullable(),
  currency: z.string(),
  totalItemCount: z.number().int(),
  totalQtyOrdered: z.number(),
  accessToken: z.string().nullable(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  statusHistory: z.array(z.unknown()),
  shipments: z.array(z.unknown()),
});

/** Sales/Api Invoice (a customer order's invoices); the collection adds `invoices`, what the public storefront reads */
export const mahoInvoice = z.object({
  id: z.number().int(),
  incrementId: z.string().nullable(),
  orderId: z.number().int().nullable(),
  grandTotal: money,
  currency: z.string(),
  state: z.number().int().nullable(),
  stateName: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export const mahoInvoices = z.object({ member: z.array(mahoInvoice), totalItems: z.number().int(), invoices: z.array(mahoInvoice) });

/** RFC 9457 problem details with our code (what a Maho client reads: detail) */
export const problem = z.object({ type: z.string(), title: z.string(), status: z.number().int(), detail: z.string(), code: z.string() });

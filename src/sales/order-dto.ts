/** An order as every API answers it (storefront, account, admin). */
import type { GiftcardAccount, Order, OrderItem } from "../generated/prisma/client.ts";
import { amount } from "../core/money.ts";
import type { ItemOptions } from "./item-options.ts";
import type { CartPrices } from "./prices.ts";
import type { PriceExplanation } from "../catalog/price-function.ts";

export interface OrderDto {
  incrementId: string;
  status: string;
  currency: string;
  customerEmail: string;
  customerGroupId: number;
  paymentMethod: string;
  poNumber: string | null;
  invoiceEmail: string | null;
  /** the buyer's note (Maho's orderNote) */
  note: string | null;
  /** "" when the order ships nothing */
  shippingMethod: string;
  shippingCountry: string | null;
  /** the storefront's origin the order was placed from (Maho's storefront_origin), if it sent one */
  storefrontOrigin: string | null;
  items: {
    sku: string;
    name: string;
    qty: number;
    price: number;
    rowTotal: number;
    options: ItemOptions;
    /** why the unit price was what it was at placement (null: no price list took part, or an older order) */
    priceExplanation: PriceExplanation | null;
  }[];
  prices: CartPrices;
  couponCode: string | null;
  discountAmount: number;
  giftcardAmount: number;
  /** the gift cards that paid part of the order */
  appliedGiftcards: { code: string; amount: number }[];
  /**
   * the gift cards the order bought, without their codes: a card is `pending` until the order is paid, then its
   * code goes by mail to its recipient (or the buyer); no order answer ever carries it
   */
  giftcards: {
    initialAmount: number;
    balance: number;
    currency: string;
    state: string;
    recipientName: string | null;
    recipientEmail: string | null;
  }[];
  createdAt: string;
}

/** the order's amounts in its currency (the columns keep 4 decimals; answers carry the currency's) */
export const toOrderDto = (o: Order & { items: OrderItem[]; issuedGiftcards?: GiftcardAccount[] }): OrderDto => orderDto(o, (v) => amount(v, o.currency));

const orderDto = (o: Order & { items: OrderItem[]; issuedGiftcards?: GiftcardAccount[] }, m: (v: Order["grandTotal"]) => number): OrderDto => ({
  incrementId: o.incrementId,
  status: o.status,
  currency: o.currency,
  customerEmail: o.customerEmail,
  customerGroupId: o.customerGroupId,
  paymentMethod: o.paymentMethod,
  poNumber: o.poNumber,
  invoiceEmail: o.invoiceEmail,
  note: o.note,
  shippingMethod: o.shippingMethod,
  shippingCountry: o.shippingCountry,
  storefrontOrigin: o.storefrontOrigin,
  items: o.items.map((i) => ({
    sku: i.sku,
    name: i.name,
    qty: i.qty,
    price: m(i.price),
    rowTotal: m(i.rowTotal),
    options: JSON.parse(i.options) as ItemOptions,
    priceExplanation: i.priceExplanation ? (JSON.parse(i.priceExplanation) as PriceExplanation) : null,
  })),
  prices: {
    subtotal: m(o.subtotal),
    discount: m(o.discountAmount),
    shipping: m(o.shippingAmount),
    giftcard: m(o.giftcardAmount),
    tax: 0,
    grandTotal: m(o.grandTotal),
  },
  couponCode: o.couponCode,
  discountAmount: m(o.discountAmount),
  giftcardAmount: m(o.giftcardAmount),
  appliedGiftcards: JSON.parse(o.giftcards) as { code: string; amount: number }[],
  giftcards: (o.issuedGiftcards ?? [])
    .sort((a, b) => a.id - b.id)
    .map((g) => ({
      initialAmount: amount(g.initialAmount, g.currency),
      balance: amount(g.balance, g.currency),
      currency: g.currency,
      state: g.state,
      recipientName: g.recipientName,
      recipientEmail: g.recipientEmail,
    })),
  createdAt: o.createdAt.toISOString(),
});

/**
 * Orders in Maho's shape (Sales/Api Order, OrderItem, OrderPrices), Maho's place-order body, and the order
 * access token a guest reads its order back with (`X-Order-Token`, as Maho's get-order-by-token).
 *
 * The token is an HMAC of the order's id and number under a key derived from the deployment's signing key:
 * every instance can check it, nothing is stored, and it names exactly one order.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { exportPKCS8 } from "jose";
import type { App } from "../core/app.ts";
import type { RequestContext } from "../core/context.ts";
import type { Order, OrderItem } from "../generated/prisma/client.ts";
import { mahoPrices } from "./maho-cart.ts";

const keys = new WeakMap<App, Promise<Buffer>>();
function orderTokenKey(app: App): Promise<Buffer> {
  let k = keys.get(app);
  if (!k) {
    k = exportPKCS8(app.keys.privateKey).then((pem) => createHash("sha256").update("b2b-order-access\0").update(pem).digest());
    keys.set(app, k);
  }
  return k;
}

export async function orderAccessToken(app: App, order: { id: number; incrementId: string }): Promise<string> {
  return createHmac("sha256", await orderTokenKey(app))
    .update(`${order.id}\0${order.incrementId}`)
    .digest("hex");
}

export async function checkOrderAccessToken(app: App, order: { id: number; incrementId: string }, token: string): Promise<boolean> {
  const want = Buffer.from(await orderAccessToken(app, order));
  const got = Buffer.from(token);
  return want.length === got.length && timingSafeEqual(want, got);
}

const PAYMENT_TITLES: Record<string, string> = {
  checkmo: "Check / Money order",
  purchaseorder: "Purchase Order",
  payonaccount: "Pay on Account",
  free: "No Payment Information Required",
};

/** the store's title of a payment method (`payment/<code>/title`), else its default */
export async function paymentTitle(ctx: RequestContext, code: string): Promise<string> {
  return (await ctx.app.config.get(`payment/${code}/title`, ctx.store.id)) || (PAYMENT_TITLES[code] ?? code);
}

export interface MahoAddress {
  id: number | null;
  firstName: string;
  lastName: string;
  /** Maho's property names for the same */
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  city: string;
  region: string | null;
  regionId: number | null;
  postcode: string;
  countryId: string;
  telephone: string;
}

/** a stored address snapshot in Maho's shape; `street` as lines whichever way it was stored */
export function mahoAddress(a: Record<string, unknown> | null | undefined): MahoAddress | null {
  if (!a) return null;
  const s = (k: string) => (typeof a[k] === "string" ? (a[k] as string) : "");
  const street = Array.isArray(a.street)
    ? (a.street as unknown[]).map(String)
    : s("street")
        .split("\n")
        .filter((l) => l !== "");
  return {
    id: null,
    firstName: s("firstName"),
    lastName: s("lastName"),
    firstname: s("firstName"),
    lastname: s("lastName"),
    company: s("company") || null,
    street,
    city: s("city"),
    region: s("region") || null,
    regionId: typeof a.regionId === "number" ? a.regionId : null,
    postcode: s("postcode"),
    countryId: s("countryId"),
    telephone: s("telephone"),
  };
}

export function mahoOrderDto(
  order: Order & { items: (OrderItem & { productType?: string | null })[] },
  accessToken: string | null,
  paymentMethodTitle: string,
) {
  const addresses = JSON.parse(order.addresses) as { shipping?: Record<string, unknown> | null; billing?: Record<string, unknown> | null };
  const [carrier, method] = order.shippingMethod.split("_");
  return {
    id: order.id,
    incrementId: order.incrementId,
    customerId: order.customerId,
    customerEmail: order.customerEmail,
    customerFirstname: (addresses.billing?.firstName as string | undefined) ?? null,
    customerLastname: (addresses.billing?.lastName as string | undefined) ?? null,
    status: order.status,
    state: order.status === "pending" ? "new" : order.status,
    items: order.items.map((i) => ({
      id: i.id,
      sku: i.sku,
      name: i.name,
      qty: i.qty,
      qtyOrdered: i.qty,
      qtyShipped: 0,
      qtyRefunded: 0,
      qtyCanceled: 0,
      price: i.price,
      priceInclTax: i.price,
      rowTotal: i.rowTotal,
      rowTotalInclTax: i.rowTotal,
      discountAmount: null,
      discountPercent: null,
      taxAmount: null,
      taxPercent: null,
      productId: i.productId,
      productType: i.productType ?? null,
      parentItemId: null,
    })),
    billingAddress: mahoAddress(addresses.billing),
    shippingAddress: mahoAddress(addresses.shipping),
    prices: {
      ...pick(
        mahoPrices({
          subtotal: order.subtotal,
          discount: order.discountAmount,
          shipping: order.shippingAmount,
          giftcard: order.giftcardAmount,
          grandTotal: order.grandTotal,
        }),
      ),
      totalPaid: 0,
      totalRefunded: 0,
      totalDue: order.grandTotal,
    },
    paymentMethod: order.paymentMethod,
    paymentMethodTitle,
    shippingMethod: order.shippingMethod,
    shippingDescription:
      carrier && method ? `${carrier === "freeshipping" ? "Free Shipping" : "Flat Rate"} - ${carrier === "freeshipping" ? "Free" : "Fixed"}` : null,
    couponCode: order.couponCode,
    storeId: order.storeId,
    currency: order.currency,
    totalItemCount: order.items.length,
    totalQtyOrdered: order.items.reduce((s, i) => s + i.qty, 0),
    accessToken,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.createdAt.toISOString(),
    statusHistory: [] as unknown[],
    shipments: [] as unknown[],
  };
}
export type MahoOrderDto = ReturnType<typeof mahoOrderDto>;

/** OrderPrices has no subtotal-with-discount or base amounts */
function pick(p: ReturnType<typeof mahoPrices>) {
  const { subtotal, subtotalInclTax, discountAmount, shippingAmount, shippingAmountInclTax, taxAmount, grandTotal, giftcardAmount } = p;
  return { subtotal, subtotalInclTax, discountAmount, shippingAmount, shippingAmountInclTax, taxAmount, grandTotal, giftcardAmount };
}

/** Maho's address input (street as lines or one string) in our address input's names */
function ourAddress(a: unknown): unknown {
  if (!a || typeof a !== "object") return a;
  const o = a as Record<string, unknown>;
  const street = Array.isArray(o.street) ? o.street.map((l) => String(l).trim()).filter((l) => l !== "") : o.street;
  return {
    firstName: o.firstName ?? o.firstname,
    lastName: o.lastName ?? o.lastname,
    company: o.company ?? undefined,
    // our address input stores street as text: lines joined by newlines, split again when read back
    street: Array.isArray(street) ? street.join("\n") : street,
    city: o.city,
    region: o.region ?? undefined,
    postcode: o.postcode ?? undefined,
    countryId: o.countryId ?? o.country_id,
    telephone: o.telephone ?? undefined,
  };
}

/**
 * Maho's place-order body ({paymentMethod, email|guestEmail, shippingAddress, billingAddress, paymentData?}) as our
 * place-order input (which refuses a payment method the cart may not use); our own field names pass through.
 * The shipping method is chosen on the cart before (see guestCartPlaceOrder).
 */
export function ourPlaceOrderInput(body: Record<string, unknown>): Record<string, unknown> {
  const paymentData = (body.paymentData && typeof body.paymentData === "object" ? body.paymentData : {}) as Record<string, unknown>;
  const poNumber = body.poNumber ?? paymentData.poNumber ?? paymentData.po_number;
  const out: Record<string, unknown> = {
    paymentMethod: body.paymentMethod,
    email: body.email ?? body.guestEmail,
    poNumber,
    shippingAddress: ourAddress(body.shippingAddress),
    billingAddress: ourAddress(body.billingAddress),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined && v !== null));
}

/** the order an access token was issued for; null for an unknown number or a token that does not match */
export async function orderByAccessToken(ctx: RequestContext, incrementId: string, token: string) {
  const order = await ctx.app.db.order.findUnique({ where: { incrementId }, include: { items: { orderBy: { id: "asc" } } } });
  if (!order || order.storeId !== ctx.store.id || !(await checkOrderAccessToken(ctx.app, order, token))) return null;
  return order;
}

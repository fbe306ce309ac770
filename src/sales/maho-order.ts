/**
 * Maho's place-order body in our names, and the order access token a guest reads its order back with
 * (`X-Order-Token`, as Maho's get-order-by-token). The order itself is Maho's Order as the customer's order
 * history shows it (`toMahoOrder`), with the token added to the placing's answer.
 *
 * The token is bounded, as Maho's single-use one is, loosely enough that a refresh of the confirmation page
 * still works: it reads the order until `orderToken.ttlSeconds` after the order (ORDER_TOKEN_TTL, an hour by
 * default) and `orderToken.maxReads` times (ORDER_TOKEN_MAX_READS, 5 by default). It is 64 hex digits: the
 * expiry (8 hex digits of Unix seconds) and an HMAC-SHA256, cut to 224 bits, of the order's id, number and that
 * expiry, under a key derived from the deployment's signing key. Every instance checks the HMAC (in constant time)
 * and the expiry it signs; the reads are counted in the order's row by one conditional UPDATE, so the bound holds
 * across instances. A token past either bound answers exactly as an unknown one.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { exportPKCS8 } from "jose";
import type { App } from "../core/kernel.ts";
import type { RequestContext } from "../core/context.ts";
import { mahoOrderInclude, orderDocumentsInclude, orderProductsOf, toMahoOrder, type MahoOrderDto } from "./orders.ts";

const keys = new WeakMap<App, Promise<Buffer>>();
function orderTokenKey(app: App): Promise<Buffer> {
  let k = keys.get(app);
  if (!k) {
    k = exportPKCS8(app.keys.privateKey).then((pem) => createHash("sha256").update("b2b-order-access\0").update(pem).digest());
    keys.set(app, k);
  }
  return k;
}

/** seconds after the order until which its token reads it */
const tokenExpiry = (app: App, order: { createdAt: Date }) => Math.floor(order.createdAt.getTime() / 1000) + app.settings.orderToken.ttlSeconds;

async function tokenMac(app: App, order: { id: number; incrementId: string }, expiresAt: number): Promise<string> {
  return createHmac("sha256", await orderTokenKey(app))
    .update(`${order.id}\0${order.incrementId}\0${expiresAt}`)
    .digest("hex")
    .slice(0, 56);
}

export async function orderAccessToken(app: App, order: { id: number; incrementId: string; createdAt: Date }): Promise<string> {
  const expiresAt = tokenExpiry(app, order);
  return expiresAt.toString(16).padStart(8, "0") + (await tokenMac(app, order, expiresAt));
}

/** whether the token is this order's (its HMAC compared in constant time) and its signed expiry has not passed */
async function checkOrderAccessToken(app: App, order: { id: number; incrementId: string }, token: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(token)) return false;
  const expiresAt = Number.parseInt(token.slice(0, 8), 16);
  const want = Buffer.from(await tokenMac(app, order, expiresAt));
  const got = Buffer.from(token.slice(8));
  if (!(want.length === got.length && timingSafeEqual(want, got))) return false;
  return (app.settings.orderToken.now ?? Date.now)() < expiresAt * 1000;
}

/**
 * spends one of the order's token reads: one UPDATE that adds a read only while fewer than the bound were made
 * (atomic on every database and instance; it leaves updatedAt alone, a read is no change of the order)
 */
async function spendTokenRead(app: App, orderId: number): Promise<boolean> {
  const max = app.settings.orderToken.maxReads;
  const n = await app.db.$executeRaw`UPDATE "Order" SET "accessTokenReads" = "accessTokenReads" + 1 WHERE "id" = ${orderId} AND "accessTokenReads" < ${max}`;
  return n === 1;
}

/**
 * the order by its number in Maho's shape: with its access token when `withToken` (the answer to its placing, which
 * has no documents yet), else as a guest's read-back, with its invoices (no PDF link), shipments and visible comments
 */
export async function mahoOrderFor(ctx: RequestContext, incrementId: string, withToken: boolean): Promise<MahoOrderDto> {
  if (withToken) {
    const order = await ctx.app.db.order.findUniqueOrThrow({ where: { incrementId }, include: mahoOrderInclude });
    const dto = toMahoOrder(order, await orderProductsOf(ctx, [order]), "guest");
    return { ...dto, accessToken: await orderAccessToken(ctx.app, order) };
  }
  const order = await ctx.app.db.order.findUniqueOrThrow({ where: { incrementId }, include: orderDocumentsInclude });
  return toMahoOrder(order, await orderProductsOf(ctx, [order]), "guest");
}

/** Maho's address input in our address input's names (street lines and regionId it takes as they are) */
function ourAddress(a: unknown): unknown {
  if (!a || typeof a !== "object") return a;
  const o = a as Record<string, unknown>;
  return { ...o, firstName: o.firstName ?? o.firstname, lastName: o.lastName ?? o.lastname, countryId: o.countryId ?? o.country_id };
}

/**
 * Maho's place-order body ({paymentMethod, email|guestEmail, shippingAddress, billingAddress, paymentData?}) as our
 * place-order input (which refuses a payment method the cart may not use); our own field names pass through.
 * The shipping method and the note go with the order: part of its Idempotency-Key fingerprint, applied inside
 * its placement (a failed order leaves the cart as it was).
 */
export function ourPlaceOrderInput(body: Record<string, unknown>): Record<string, unknown> {
  const paymentData = (body.paymentData && typeof body.paymentData === "object" ? body.paymentData : {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {
    paymentMethod: body.paymentMethod,
    shippingMethod: body.shippingMethod,
    note: body.orderNote ?? body.note,
    email: body.email ?? body.guestEmail,
    poNumber: body.poNumber ?? paymentData.poNumber ?? paymentData.po_number,
    invoiceEmail: body.invoiceEmail,
    shippingAddress: ourAddress(body.shippingAddress),
    billingAddress: ourAddress(body.billingAddress),
    paymentData: body.paymentData,
    storefrontOrigin: body.storefrontOrigin,
    expectedGrandTotal: body.expectedGrandTotal,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined && v !== null));
}

/**
 * the order an access token was issued for, spending one of its reads; null, all alike, for an unknown number,
 * a token that does not match, one past its expiry and one whose reads are spent
 */
export async function orderByAccessToken(ctx: RequestContext, incrementId: string, token: string) {
  const order = await ctx.app.db.order.findUnique({ where: { incrementId }, select: { id: true, incrementId: true, storeId: true } });
  if (!order || order.storeId !== ctx.store.id || !(await checkOrderAccessToken(ctx.app, order, token))) return null;
  if (!(await spendTokenRead(ctx.app, order.id))) return null;
  return order;
}

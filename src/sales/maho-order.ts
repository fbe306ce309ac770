/**
 * Maho's place-order body in our names, and the order access token a guest reads its order back with
 * (`X-Order-Token`, as Maho's get-order-by-token). The order itself is Maho's Order as the customer's order
 * history shows it (`toMahoOrder`), with the token added to the placing's answer.
 *
 * The token is an HMAC of the order's id and number under a key derived from the deployment's signing key:
 * every instance can check it, nothing is stored, and it names exactly one order.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { exportPKCS8 } from "jose";
import type { App } from "../core/kernel.ts";
import type { RequestContext } from "../core/context.ts";
import { mahoOrderInclude, orderProductsOf, toMahoOrder, type MahoOrderDto } from "./orders.ts";

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

async function checkOrderAccessToken(app: App, order: { id: number; incrementId: string }, token: string): Promise<boolean> {
  const want = Buffer.from(await orderAccessToken(app, order));
  const got = Buffer.from(token);
  return want.length === got.length && timingSafeEqual(want, got);
}

/** the order by its number in Maho's shape, with its access token when `withToken` (the answer to its placing) */
export async function mahoOrderFor(ctx: RequestContext, incrementId: string, withToken: boolean): Promise<MahoOrderDto> {
  const order = await ctx.app.db.order.findUniqueOrThrow({ where: { incrementId }, include: mahoOrderInclude });
  const dto = toMahoOrder(order, await orderProductsOf(ctx, [order]));
  return withToken ? { ...dto, accessToken: await orderAccessToken(ctx.app, order) } : dto;
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
    shippingAddress: ourAddress(body.shippingAddress),
    billingAddress: ourAddress(body.billingAddress),
    paymentData: body.paymentData,
    storefrontOrigin: body.storefrontOrigin,
    expectedGrandTotal: body.expectedGrandTotal,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined && v !== null));
}

/** the order an access token was issued for; null for an unknown number or a token that does not match */
export async function orderByAccessToken(ctx: RequestContext, incrementId: string, token: string) {
  const order = await ctx.app.db.order.findUnique({ where: { incrementId }, select: { id: true, incrementId: true, storeId: true } });
  if (!order || order.storeId !== ctx.store.id || !(await checkOrderAccessToken(ctx.app, order, token))) return null;
  return order;
}

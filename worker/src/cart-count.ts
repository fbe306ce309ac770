/**
 * The header's cart count: the number of items in the visitor's cart, asked of the backend where the worker renders
 * a page for this visitor (the cart cookie's cart, else a logged-in customer's own), and kept in the `cart_qty`
 * cookie, which the page's script reads on pages shared through the edge cache. The cookie holds a number only,
 * is no secret (the cart's id stays in the HttpOnly `cart_id`) and is never trusted for anything but that display.
 */
import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { serialize } from "hono/utils/cookie";
import type { AppEnv } from "./env.ts";
import { call, cartIdOf } from "./cart-pages.ts";
import type { PageInput } from "./pages.ts";

export const QTY_COOKIE = "cart_qty";

/** a cart's item count (Maho's itemsQty) as the header shows it */
export function qtyOf(cart: unknown): number {
  const n = Number((cart as { itemsQty?: unknown } | null)?.itemsQty ?? 0);
  return Number.isFinite(n) && n > 0 ? Math.round(n * 10_000) / 10_000 : 0;
}

/** the visitor's cart count from the backend: 0 without a cart, null when the backend could not say */
export async function cartQty(c: Context<AppEnv>, i: PageInput): Promise<number | null> {
  const id = cartIdOf(c);
  if (id) {
    const r = await call(i, "GET", `/api/rest/v2/guest-carts/${encodeURIComponent(id)}`);
    if (r.status === 200) return qtyOf(r.data);
    if (r.status !== 404) return null;
  }
  if (!i.token) return 0;
  const r = await call(i, "GET", "/api/rest/v2/cart");
  if (r.status === 200) return qtyOf(r.data);
  return r.status === 404 ? 0 : null;
}

const QTY_OPTS = { secure: true, sameSite: "Lax" as const, path: "/", maxAge: 30 * 24 * 3600 };

/** the count the page's script shows on shared pages */
export function rememberQty(c: Context<AppEnv>, qty: number | null | undefined) {
  if (typeof qty === "number" && Number.isFinite(qty)) setCookie(c, QTY_COOKIE, String(Math.max(0, qty)), QTY_OPTS);
}

/** the same cookie as a Set-Cookie value, for an answer built without `c` */
export const qtyCookie = (qty: number) => serialize(QTY_COOKIE, String(Math.max(0, qty)), QTY_OPTS);

export function forgetQty(c: Context<AppEnv>) {
  deleteCookie(c, QTY_COOKIE, { path: "/", secure: true });
}

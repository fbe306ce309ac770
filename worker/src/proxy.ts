/** Client-side calls, media and plugin scripts, forwarded to the backend. */
import type { Context } from "hono";
import { setCookie, deleteCookie } from "hono/cookie";
import type { AppEnv, Env } from "./env.ts";
import { backendFetch } from "./backend.ts";
import { customerToken, TOKEN_COOKIE } from "./auth.ts";
import { problem, json } from "./http.ts";
import { readLimited } from "./secret.ts";
import { forwardVisitorIp } from "./client-ip.ts";
import { cacheKey, edgeCache, storesOf, versionTag } from "./edge-cache.ts";
import { cartIdOf, forgetCart, rememberCart } from "./cart-pages.ts";

export const MAX_PROXY_BODY = 1024 * 1024;

/** the worker's client-side paths and the backend routes behind them */
const ROUTES: [RegExp, string[], (m: RegExpExecArray) => string][] = [
  [/^\/api\/cart$/, ["GET"], () => "/api/rest/v2/cart"],
  [/^\/api\/cart\/items$/, ["POST"], () => "/api/rest/v2/cart/items"],
  [/^\/api\/cart\/items\/(\d{1,12})$/, ["PATCH", "DELETE"], (m) => `/api/rest/v2/cart/items/${m[1]}`],
  [/^\/api\/cart\/shipping-country$/, ["PUT"], () => "/api/rest/v2/cart/shipping-country"],
  [/^\/api\/checkout\/place-order$/, ["POST"], () => "/api/rest/v2/checkout/place-order"],
  [/^\/api\/customers$/, ["POST"], () => "/api/rest/v2/customers"],
  [/^\/api\/customers\/me$/, ["GET", "PATCH"], () => "/api/rest/v2/customers/me"],
  [/^\/api\/search$/, ["GET"], () => "/api/rest/v2/search"],
  [/^\/api\/custom-forms\/([A-Za-z0-9_-]{1,64})$/, ["GET"], (m) => `/api/rest/v2/custom-forms/${m[1]}`],
  [/^\/api\/custom-form-submissions$/, ["POST"], () => "/api/rest/v2/custom-form-submissions"],
  // Quick Order's live checks and suggestions, as the visitor (guest or customer)
  [/^\/api\/quick-order\/(resolve|add)$/, ["POST"], (m) => `/api/rest/v2/b2b/quick-order/${m[1]}`],
  [/^\/api\/quick-order\/suggest$/, ["GET"], () => "/api/rest/v2/b2b/quick-order/suggest"],
  ...mahoRoutes(),
];

/**
 * Maho's own paths (a storefront written for Maho's REST API calls them as they are): the backend's cart,
 * checkout and customer routes under /api/rest/v2, each with its methods; nothing else passes.
 */
function mahoRoutes(): [RegExp, string[], (m: RegExpExecArray) => string][] {
  const cart = "guest-carts/[A-Za-z0-9_-]{1,64}";
  const table: [string, string[]][] = [
    ["guest-carts", ["POST"]],
    [cart, ["GET"]],
    [`${cart}/items`, ["POST"]],
    [`${cart}/items/\\d{1,12}`, ["PUT", "DELETE"]],
    [`${cart}/place-order`, ["POST"]],
    [`${cart}/coupon`, ["PUT", "DELETE"]],
    [`${cart}/giftcards`, ["POST"]],
    [`${cart}/giftcards/[A-Za-z0-9-]{1,64}`, ["DELETE"]],
    [`${cart}/totals`, ["GET"]],
    [`${cart}/shipping-methods`, ["GET", "POST"]],
    [`${cart}/payment-methods`, ["GET"]],
    ["guest-orders/\\d{1,32}", ["GET"]],
    ["auth/token", ["POST"]],
    ["cart", ["GET"]],
    ["cart/items", ["POST"]],
    ["cart/items/\\d{1,12}", ["PATCH", "DELETE"]],
    ["cart/shipping-country", ["PUT"]],
    ["checkout/place-order", ["POST"]],
    ["customers", ["POST"]],
    ["customers/me", ["GET", "PATCH", "PUT"]],
    ["customers/me/addresses", ["GET", "POST"]],
    ["customers/me/addresses/\\d{1,12}", ["GET", "PATCH", "PUT", "DELETE"]],
    ["customers/me/orders", ["GET"]],
    ["customers/me/orders/\\d{1,32}", ["GET"]],
    ["customers/me/orders/\\d{1,32}/reorder", ["POST"]],
    ["customers/me/password", ["POST"]],
    ["customers/password/(forgot|reset)", ["POST"]],
    ["customers/(forgot|reset)-password", ["POST"]],
    ["auth/(forgot|reset)-password", ["POST"]],
    ["customers/me/wishlist", ["GET", "POST"]],
    ["customers/me/wishlist/\\d{1,12}", ["DELETE"]],
    ["newsletter/subscribe", ["POST"]],
    ["b2b/quick-order/(resolve|add)", ["POST"]],
    ["b2b/quick-order/suggest", ["GET"]],
    ["b2b/requisition-lists", ["GET", "POST"]],
    ["b2b/requisition-lists/(from-cart|from-order)", ["POST"]],
    ["b2b/requisition-lists/\\d{1,12}", ["GET", "PATCH", "DELETE"]],
    ["b2b/requisition-lists/\\d{1,12}/items", ["POST"]],
    ["b2b/requisition-lists/\\d{1,12}/items/\\d{1,12}", ["PATCH", "DELETE"]],
    ["b2b/requisition-lists/\\d{1,12}/items/(copy|move)", ["POST"]],
    ["b2b/requisition-lists/\\d{1,12}/(add-to-cart|import)", ["POST"]],
    ["b2b/requisition-lists/\\d{1,12}/export", ["GET"]],
  ];
  return table.map(([path, methods]) => [new RegExp(`^/api/rest/v2/${path}$`), methods, (m) => m[0]]);
}

const FORWARD_REQUEST = ["content-type", "accept", "x-cart-id", "idempotency-key", "accept-language", "x-destination-country", "x-order-token"];
const FORWARD_RESPONSE = ["content-type", "x-cart-id", "idempotent-replayed", "retry-after", "cache-control", "vary"];

export async function storeOf(env: Env): Promise<string> {
  return env.STORE_CODE ?? (await storesOf(env))[0] ?? "default";
}

export async function apiProxy(c: Context<AppEnv>): Promise<Response | null> {
  const url = new URL(c.req.url);
  const method = c.req.method;
  for (const [re, methods, target] of ROUTES) {
    const m = re.exec(url.pathname);
    if (!m) continue;
    if (!methods.includes(method)) return problem(405, "method_not_allowed", `${method} is not allowed here`);
    return forward(c, target(m) + url.search, method);
  }
  return null;
}

async function forward(c: Context<AppEnv>, path: string, method: string, override?: Uint8Array<ArrayBuffer>): Promise<Response> {
  let body: Uint8Array<ArrayBuffer> | undefined = override;
  if (!body && method !== "GET" && method !== "HEAD") {
    const read = await readLimited(c.req.raw, MAX_PROXY_BODY);
    if (read === null) return problem(413, "payload_too_large", "Request bodies are limited to 1 MiB");
    body = read;
  }
  const headers = new Headers();
  for (const h of FORWARD_REQUEST) {
    const v = c.req.header(h);
    if (v) headers.set(h, v);
  }
  await forwardVisitorIp(c, headers);
  // the cart the storefront's pages keep in their cookie, for a script that does not name one
  const cookieCart = cartIdOf(c);
  if (!headers.has("x-cart-id") && cookieCart) headers.set("x-cart-id", cookieCart);
  const token = await customerToken(c);
  // a client that sends its own token (Maho's) learns it is no good rather than being served as a guest
  if (!token && c.req.header("authorization")) return problem(401, "invalid_token", "The Bearer token is invalid or expired: log in again");
  // without a customer token the call goes out as a guest: the worker's API credentials are never lent to browsers
  const res = await backendFetch(c.env, path, { method, headers, body, store: await storeOf(c.env), bearer: token ?? undefined, anonymous: !token });
  const out = new Headers();
  for (const h of FORWARD_RESPONSE) {
    const v = res.headers.get(h);
    if (v) out.set(h, v);
  }
  if (!out.has("cache-control")) out.set("cache-control", "no-store");
  return new Response(res.body, { status: res.status, headers: out });
}

/** POST /api/auth/login: the token goes into an HttpOnly cookie, never to the page's script */
export async function login(c: Context<AppEnv>): Promise<Response> {
  let body: Uint8Array<ArrayBuffer> | string | null = await readLimited(c.req.raw, 64 * 1024);
  if (body === null) return problem(413, "payload_too_large", "Request bodies are limited to 64 KiB");
  // the guest cart of the storefront's cookie merges into the customer's cart
  const cookieCart = cartIdOf(c);
  if (cookieCart) {
    try {
      const parsed = JSON.parse(new TextDecoder().decode(body)) as Record<string, unknown>;
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed) && parsed.maskedId === undefined)
        body = JSON.stringify({ ...parsed, maskedId: cookieCart });
    } catch {
      // not JSON: the backend answers it
    }
  }
  const headers = new Headers({ "content-type": "application/json" });
  await forwardVisitorIp(c, headers);
  const res = await backendFetch(c.env, "/api/rest/v2/auth/token", { method: "POST", headers, body, store: await storeOf(c.env), anonymous: true });
  const text = await res.text();
  if (!res.ok) {
    return new Response(text, {
      status: res.status,
      headers: { "content-type": res.headers.get("content-type") ?? "application/json", "cache-control": "no-store" },
    });
  }
  const r = openSession(c, text);
  return c.json({ customer: r.customer, cartMaskedId: r.cartMaskedId ?? null, expires_in: r.expires_in }, 200, { "cache-control": "no-store" });
}

export interface Session {
  token: string;
  expires_in?: number;
  customer?: unknown;
  cartMaskedId?: string | null;
}

/** the backend's token answer into the login cookie (and the merged cart's cookie) */
export function openSession(c: Context<AppEnv>, text: string): Session {
  const r = JSON.parse(text) as Session;
  setCookie(c, TOKEN_COOKIE, r.token, { httpOnly: true, secure: true, sameSite: "Lax", path: "/", maxAge: Number(r.expires_in) || 3600 });
  if (r.cartMaskedId) rememberCart(c, r.cartMaskedId);
  else forgetCart(c);
  return r;
}

export function logout(c: Context<AppEnv>): Response {
  deleteCookie(c, TOKEN_COOKIE, { path: "/", secure: true });
  forgetCart(c);
  return c.json({ success: true }, 200, { "cache-control": "no-store" });
}

/** GET /media/*: streamed, cached long by browsers and the edge; the backend's 404 passes through */
export async function media(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  if (url.pathname.includes("..")) return problem(400, "invalid_request", "Bad media path");
  const res = await backendFetch(c.env, url.pathname, { anonymous: true });
  if (!res.ok) {
    await res.body?.cancel();
    return new Response(res.status === 404 ? "Not found" : "Unavailable", { status: res.status === 404 ? 404 : 502, headers: { "cache-control": "no-store" } });
  }
  const headers = new Headers({ "cache-control": "public, max-age=31536000, immutable" });
  for (const h of ["content-type", "content-length", "etag", "last-modified"]) {
    const v = res.headers.get(h);
    if (v) headers.set(h, v);
  }
  return new Response(res.body, { status: 200, headers });
}

/** GET /plugins/{code}.js: edge-cached under the version tag */
export async function plugin(c: Context<AppEnv>, file: string, waitUntil: (p: Promise<unknown>) => void): Promise<Response> {
  if (!/^[a-z0-9-]{1,64}\.js$/.test(file)) return problem(404, "not_found", "No such plugin");
  const key = cacheKey("plugins", await versionTag(c.env), `/plugins/${file}`);
  const hit = await edgeCache().match(key);
  if (hit) {
    const r = new Response(hit.body, hit);
    r.headers.set("x-edge-cache", "HIT");
    return r;
  }
  const res = await backendFetch(c.env, `/plugins/${file}`, { headers: { accept: "text/javascript" }, anonymous: true });
  if (!res.ok) {
    await res.body?.cancel();
    return problem(res.status === 404 ? 404 : 502, res.status === 404 ? "not_found" : "backend_failed", "Plugin unavailable");
  }
  const text = await res.text();
  const headers = { "content-type": "text/javascript; charset=utf-8", "cache-control": "public, max-age=300" };
  waitUntil(edgeCache().put(key, new Response(text, { headers: { ...headers, "cache-control": "public, max-age=86400" } })));
  return new Response(text, { headers: { ...headers, "x-edge-cache": "MISS" } });
}

export { json };

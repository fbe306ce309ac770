/**
 * Cart, checkout and order confirmation, rendered at the edge from the backend's Maho cart routes
 * (`/api/rest/v2/guest-carts/{maskedId}/...`, with the customer's token when logged in). The cart's masked id
 * lives in an HttpOnly cookie the worker sets; every form posts here and works without JavaScript (the
 * script only posts the same forms in the background and swaps the page's main content).
 */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { html } from "hono/html";
import type { AppEnv } from "./env.ts";
import { backendFetch } from "./backend.ts";
import { localMedia, money, type StoreConfig } from "./layout.ts";
import { type Country, countrySelect, field, type FieldErrors, fieldErrors, storeCountries } from "./forms.ts";
import { cartItemFromForm } from "./product-options.ts";
import { errorPage, type PageInput, type PageResult } from "./pages.ts";
import type { OrderDocuments } from "./order-documents.ts";
import { heldPage } from "./po-pages.ts";
import { keepsRule, MAX_QTY, type PriceExplanation, qtyAttrs, qtyBounds, ruleNote, ruleOf } from "./pricing.ts";

export const CART_COOKIE = "cart_id";
const ORDER_COOKIE = "last_order";
const MASKED = /^[A-Za-z0-9_-]{1,64}$/;

interface Money {
  subtotal?: number | null;
  discountAmount?: number | null;
  shippingAmount?: number | null;
  giftcardAmount?: number | null;
  taxAmount?: number | null;
  grandTotal?: number | null;
}
interface Method {
  code: string;
  title: string;
  price?: number;
}
export interface MahoCart {
  maskedId: string;
  items: {
    id: number;
    sku: string;
    name: string;
    qty: number;
    price: number;
    rowTotal: number;
    thumbnailUrl?: string | null;
    options?: { label: string; value: string }[];
    /** per-company pricing: why this price, and the quantity rule the line is held to */
    priceExplanation?: PriceExplanation | null;
  }[];
  prices: Money;
  couponCode?: string | null;
  appliedGiftcards?: { code: string; amount?: number }[];
  availableShippingMethods?: Method[];
  selectedShippingMethod?: Method | null;
  availablePaymentMethods?: Method[];
  shippingAddress?: { countryId?: string } | null;
  itemsQty?: number;
}
export interface Problem {
  status?: number;
  code?: string;
  detail?: string;
  errors?: { field?: string; message?: string }[];
  /** `total_changed`: the order's total now */
  grandTotal?: number;
}

const cookieOpts = { httpOnly: true, secure: true, sameSite: "Lax" as const, path: "/" };

export function cartIdOf(c: Context<AppEnv>): string | null {
  const v = getCookie(c, CART_COOKIE);
  return v && MASKED.test(v) ? v : null;
}

export function rememberCart(c: Context<AppEnv>, maskedId: string | null | undefined) {
  if (maskedId && MASKED.test(maskedId)) setCookie(c, CART_COOKIE, maskedId, { ...cookieOpts, maxAge: 30 * 24 * 3600 });
}

export function forgetCart(c: Context<AppEnv>) {
  deleteCookie(c, CART_COOKIE, { path: "/", secure: true });
}

export async function call(
  i: PageInput,
  method: string,
  path: string,
  body?: unknown,
  extra: Record<string, string> = {},
): Promise<{ status: number; data: unknown }> {
  const headers: Record<string, string> = { ...extra };
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await backendFetch(i.env, path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    store: i.store,
    bearer: i.token ?? undefined,
    anonymous: !i.token,
  });
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  return { status: res.status, data };
}

const cartPath = (id: string, rest = "") => `/api/rest/v2/guest-carts/${encodeURIComponent(id)}${rest}`;

/** the visitor's cart: the cookie's, else a logged-in customer's own; null when there is none (or it is gone) */
export async function loadCart(c: Context<AppEnv>, i: PageInput): Promise<MahoCart | null> {
  let id = cartIdOf(c);
  if (!id && i.token) {
    const mine = await call(i, "GET", "/api/rest/v2/cart");
    id = mine.status === 200 ? ((mine.data as { maskedId?: string | null }).maskedId ?? null) : null;
    if (id) rememberCart(c, id);
  }
  if (!id) return null;
  const r = await call(i, "GET", cartPath(id));
  if (r.status !== 200) {
    forgetCart(c);
    return null;
  }
  return r.data as MahoCart;
}

/**
 * the lines' price explanations (per-company pricing: the quantity rule each line is held to): Maho's cart shape has
 * none, the backend's own cart answer (`GET /api/rest/v2/cart`, the same cart by X-Cart-Id) has them per line id;
 * without it (an older backend, a failure) the lines are shown as before
 */
export async function explained(i: PageInput, cart: MahoCart | null): Promise<MahoCart | null> {
  if (!cart?.items?.length || cart.items.every((it) => it.priceExplanation !== undefined)) return cart;
  const r = await call(i, "GET", "/api/rest/v2/cart", undefined, { "x-cart-id": cart.maskedId }).catch(() => null);
  const lines = r?.status === 200 ? ((r.data as { items?: { id?: unknown; priceExplanation?: PriceExplanation | null }[] } | null)?.items ?? []) : [];
  const byId = new Map(lines.map((l) => [Number(l.id), l.priceExplanation ?? null]));
  return { ...cart, items: cart.items.map((it) => ({ ...it, priceExplanation: it.priceExplanation ?? byId.get(it.id) ?? null })) };
}

export const m = (cfg: StoreConfig, v: number | null | undefined) => money(v ?? 0, cfg.baseCurrencyCode, cfg.locale);

function totals(cfg: StoreConfig, cart: MahoCart) {
  const p = cart.prices ?? {};
  return html`<dl aria-label="Order totals">
<dt>Subtotal</dt><dd data-amount="subtotal">${m(cfg, p.subtotal)}</dd>
${p.discountAmount ? html`<dt>Discount${cart.couponCode ? html` (${cart.couponCode})` : ""}</dt><dd data-amount="discount">−${m(cfg, p.discountAmount)}</dd>` : ""}
${cart.selectedShippingMethod ? html`<dt>Shipping (${cart.selectedShippingMethod.title})</dt><dd data-amount="shipping">${m(cfg, p.shippingAmount ?? cart.selectedShippingMethod.price)}</dd>` : ""}
${p.giftcardAmount ? html`<dt>Gift cards</dt><dd data-amount="giftcard">−${m(cfg, p.giftcardAmount)}</dd>` : ""}
${p.taxAmount ? html`<dt>Tax</dt><dd data-amount="tax">${m(cfg, p.taxAmount)}</dd>` : ""}
<dt class="grand">Order total</dt><dd class="grand" data-grand-total>${m(cfg, p.grandTotal)}</dd>
</dl>`;
}

export interface CartNotes {
  errors?: FieldErrors;
  message?: string;
  alert?: string;
  /** listed under the alert (reorder: each line not added as ordered, and why) */
  details?: string[];
}

function cartNotices(n: CartNotes) {
  const alert = n.details?.length
    ? html`<div class="notice err" role="alert">${n.alert}<ul data-not-added>${n.details.map((d) => html`<li>${d}</li>`)}</ul></div>`
    : html`<p class="notice err" role="alert">${n.alert}</p>`;
  return html`${n.alert ? alert : ""}${n.message ? html`<p class="notice ok" role="status">${n.message}</p>` : ""}`;
}

export function cartPage(i: PageInput, cart: MahoCart | null, notes: CartNotes = {}, status = 200): PageResult {
  const cfg = i.config;
  const errors = notes.errors ?? {};
  const crumbs = [{ label: "Cart" }];
  if (!cart?.items?.length) {
    return {
      status,
      live: true,
      title: "Your cart",
      crumbs,
      body: html`<h1>Your cart</h1>${cartNotices(notes)}<div class="empty" data-cart-page><p>Your cart is empty.</p><p><a class="button" href="/">Continue shopping</a></p></div>`,
    };
  }
  return {
    status,
    live: true,
    title: "Your cart",
    crumbs,
    body: html`<h1>Your cart</h1>
<div class="cart-layout" data-cart-page>
<div>
${cartNotices(notes)}
<form action="/cart/update" method="post" data-enhance>
<table><caption class="sr-only">Items in your cart</caption>
<thead><tr><th scope="col">Product</th><th scope="col" class="num">Price</th><th scope="col" class="num">Quantity</th><th scope="col" class="num">Total</th></tr></thead>
<tbody>${cart.items.map(
      (it) => html`<tr>
<td><div style="display:flex;gap:.75rem">${localMedia(it.thumbnailUrl) ? html`<img class="line-thumb" src="${localMedia(it.thumbnailUrl)}" alt="" width="56" height="56">` : ""}<div><span class="line-name">${it.name}</span><ul class="line-opts"><li>SKU ${it.sku}</li>${(it.options ?? []).map((o) => html`<li>${o.label}: ${o.value}</li>`)}</ul><button class="link" name="remove" value="${it.id}" formnovalidate>Remove<span class="sr-only"> ${it.name}</span></button></div></div></td>
<td class="num">${m(cfg, it.price)}</td>
<td class="num"><label class="sr-only" for="qty-${it.id}">Quantity of ${it.name}</label>${lineQty(it, errors[`qty-${it.id}`])}</td>
<td class="num" data-row-total>${m(cfg, it.rowTotal)}</td></tr>`,
    )}</tbody></table>
<p><button class="secondary" name="update" value="1">Update cart</button></p>
</form>
<div class="grid2">
<form action="/cart/coupon" method="post" data-enhance>${
      cart.couponCode
        ? html`<p>Coupon <strong>${cart.couponCode}</strong> applied.</p><button class="secondary" name="remove" value="1">Remove coupon</button>`
        : html`${field({ name: "couponCode", label: "Coupon code", prefix: "cart", autocomplete: "off", required: true }, errors)}<button class="secondary">Apply coupon</button>`
    }</form>
<form action="/cart/giftcard" method="post" data-enhance>${(cart.appliedGiftcards ?? []).map((g) => html`<p>Gift card ${g.code} applied${g.amount ? html` (−${m(cfg, g.amount)})` : ""}.</p>`)}${field({ name: "giftcardCode", label: "Gift card code", prefix: "cart", autocomplete: "off", required: true }, errors)}<button class="secondary">Apply gift card</button></form>
</div>
</div>
<aside class="summary" aria-labelledby="summary-h"><h2 id="summary-h">Summary</h2>${totals(cfg, cart)}<a class="button" href="/checkout">Go to checkout</a>${
      i.token
        ? html`<form action="/account/lists/from-cart" method="post" class="wish"><button class="link" data-save-cart-as-list>Save cart as list</button></form>`
        : ""
    }</aside>
</div>`,
  };
}

/**
 * a line's quantity: under its quantity rule (per-company pricing) bounded by it, with the rule said under it; a line
 * that does not keep its rule (added before the rule was set) is left unbounded, so the cart's form can still be sent
 * to mend it, and the rule is said as the reason; 0 (remove) is what the Remove button is for
 */
function lineQty(it: MahoCart["items"][number], error: string | undefined) {
  const rule = ruleOf(it.priceExplanation);
  const ids = [rule ? `qty-${it.id}-rule` : "", error ? `qty-${it.id}-error` : ""].filter(Boolean).join(" ");
  const bounds = rule && keepsRule(it.qty, rule) ? qtyAttrs(qtyBounds(rule)) : html` min="0" max="${MAX_QTY}" inputmode="numeric"`;
  return html`<input id="qty-${it.id}" name="qty[${it.id}]" type="number"${bounds} value="${it.qty}" data-autosubmit${error ? html` aria-invalid="true"` : ""}${ids ? html` aria-describedby="${ids}"` : ""}>${ruleNote(rule, `qty-${it.id}-rule`)}${error ? html`<p class="field-error" id="qty-${it.id}-error">${error}</p>` : ""}`;
}

/** POST /cart/add: the product form (any type) → the backend's add-to-cart */
export async function addToCart(c: Context<AppEnv>, i: PageInput, form: URLSearchParams): Promise<{ ok: boolean; problem?: Problem; itemsQty?: number }> {
  const body = cartItemFromForm(form);
  const id = cartIdOf(c);
  let r = id ? await call(i, "POST", cartPath(id, "/items"), body) : { status: 404, data: null };
  if (r.status === 404) r = await call(i, "POST", "/api/rest/v2/cart/items", body);
  if (r.status >= 400) return { ok: false, problem: r.data as Problem };
  const cart = r.data as { maskedId?: string; itemsQty?: number };
  rememberCart(c, cart.maskedId);
  return { ok: true, itemsQty: cart.itemsQty };
}

/** POST /cart/update: quantities (0 removes) and the Remove buttons */
export async function updateCart(c: Context<AppEnv>, i: PageInput, form: URLSearchParams): Promise<PageResult> {
  const cart = await loadCart(c, i);
  if (!cart) return cartPage(i, null);
  const errors: FieldErrors = {};
  const remove = form.get("remove");
  for (const it of cart.items) {
    const raw = form.get(`qty[${it.id}]`);
    const qty = String(it.id) === remove ? 0 : raw === null ? it.qty : Number(raw);
    if (!Number.isInteger(qty) || qty < 0) {
      errors[`qty-${it.id}`] = "Enter a whole number (0 removes the item).";
      continue;
    }
    if (qty === it.qty) continue;
    const r =
      qty === 0
        ? await call(i, "DELETE", cartPath(cart.maskedId, `/items/${it.id}`))
        : await call(i, "PUT", cartPath(cart.maskedId, `/items/${it.id}`), { qty });
    if (r.status >= 400) {
      const p = r.data as Problem | null;
      // a quantity rule's refusal names it on the field ("Sold in multiples of 6 (minimum 6)")
      errors[`qty-${it.id}`] =
        (p?.code === "quantity_rule" ? p.errors?.find((e) => e.field === "qty")?.message : undefined) ?? p?.detail ?? "This quantity could not be set.";
    }
  }
  const fresh = await explained(i, await loadCart(c, i));
  return Object.keys(errors).length ? cartPage(i, fresh, { errors }, 422) : cartPage(i, fresh, { message: "Your cart is updated." });
}

export async function couponOrGiftcard(c: Context<AppEnv>, i: PageInput, form: URLSearchParams, kind: "coupon" | "giftcard"): Promise<PageResult> {
  const cart = await loadCart(c, i);
  if (!cart) return cartPage(i, null);
  const name = kind === "coupon" ? "couponCode" : "giftcardCode";
  const code = (form.get(name) ?? "").trim();
  let r: { status: number; data: unknown };
  if (kind === "coupon" && form.get("remove")) r = await call(i, "DELETE", cartPath(cart.maskedId, "/coupon"));
  else if (!code || code.length > 64) return cartPage(i, cart, { errors: { [name]: "Enter a code." } }, 422);
  else if (kind === "coupon") r = await call(i, "PUT", cartPath(cart.maskedId, "/coupon"), { couponCode: code });
  else r = await call(i, "POST", cartPath(cart.maskedId, "/giftcards"), { giftcardCode: code });
  if (r.status >= 400) {
    const p = r.data as Problem | null;
    return cartPage(
      i,
      await explained(i, cart),
      { errors: { [name]: p?.errors?.[0]?.message ?? p?.detail ?? "This code cannot be used." } },
      r.status === 429 ? 429 : 422,
    );
  }
  const label = kind === "coupon" ? (form.get("remove") ? "The coupon is removed." : `Coupon ${code} is applied.`) : `Gift card ${code} is applied.`;
  return cartPage(i, await explained(i, r.data as MahoCart), { message: label });
}

// ---- checkout

export interface Address {
  id?: number;
  firstName: string;
  lastName: string;
  company?: string;
  street: string[];
  city: string;
  postcode: string;
  countryId: string;
  regionId?: number | null;
  region?: string;
  telephone?: string;
  isDefaultShipping?: boolean;
  isDefaultBilling?: boolean;
}

async function savedAddresses(i: PageInput): Promise<{ email?: string; addresses: Address[] }> {
  if (!i.token) return { addresses: [] };
  const r = await call(i, "GET", "/api/rest/v2/customers/me");
  if (r.status !== 200) return { addresses: [] };
  const me = r.data as { email?: string; addresses?: Address[] };
  const list = me.addresses ?? [];
  return { email: me.email, addresses: [...list].sort((a, b) => Number(!!b.isDefaultShipping) - Number(!!a.isDefaultShipping)) };
}

/**
 * the company's address book, for a member who may ship and bill to it (`company.addresses.use`): the backend
 * answers the list only to such a member (anyone else, and a customer of no company, gets none)
 */
async function companyAddresses(i: PageInput): Promise<(Address & { id: number; label?: string })[]> {
  if (!i.token) return [];
  const r = await call(i, "GET", "/api/rest/v2/b2b/company/addresses");
  if (r.status !== 200) return [];
  const d = r.data as unknown;
  const list = (Array.isArray(d) ? d : ((d as { items?: unknown[] } | null)?.items ?? [])) as (Address & { id: number; label?: string })[];
  return [...list].sort((a, b) => Number(!!b.isDefaultShipping) - Number(!!a.isDefaultShipping));
}

/** the addresses a shopper may choose at checkout: their own (`id`), then their company's (`company-id`) */
interface AddressChoice {
  key: string;
  address: Address;
  label: string;
  company: boolean;
}

async function addressChoices(i: PageInput): Promise<{ email?: string; choices: AddressChoice[] }> {
  const [saved, shared] = await Promise.all([savedAddresses(i), companyAddresses(i)]);
  return {
    email: saved.email,
    choices: [
      ...saved.addresses.map((a) => ({ key: String(a.id), address: a, label: oneLine(a), company: false })),
      ...shared.map((a) => ({ key: `company-${a.id}`, address: a, label: `${a.label ? `${a.label}: ` : ""}${oneLine(a)}`, company: true })),
    ],
  };
}

export const oneLine = (a: Address) =>
  [`${a.firstName} ${a.lastName}`, a.company, ...(a.street ?? []), `${a.postcode} ${a.city}`, a.region, a.countryId].filter(Boolean).join(", ");

/** the methods for the address's country (the backend's shipping-methods route also makes it the cart's destination) */
async function shippingFor(i: PageInput, cart: MahoCart, countryId: string): Promise<Method[]> {
  const r = await call(i, "POST", cartPath(cart.maskedId, "/shipping-methods"), { address: { countryId } });
  return r.status === 200 && Array.isArray(r.data) ? (r.data as Method[]) : (cart.availableShippingMethods ?? []);
}

/** the regions of the chosen country only (none: no field); a change of country re-reads the page, with or without the script */
function regionField(countries: Country[], country: string, value: string, errors: FieldErrors) {
  const regions = countries.find((c) => c.id === country)?.availableRegions ?? [];
  if (!regions.length) return "";
  const err = errors.regionId;
  return html`<div class="field" data-region-field><label for="f-regionId">State / region</label><select id="f-regionId" name="regionId" autocomplete="shipping address-level1" data-region data-for-country="${country}"${err ? html` aria-invalid="true" aria-describedby="f-regionId-error"` : ""}><option value="">—</option>${regions.map(
    (r) => html`<option value="${r.id}"${String(r.id) === value ? " selected" : ""}>${r.name}</option>`,
  )}</select>${err ? html`<p class="field-error" id="f-regionId-error">${err}</p>` : ""}</div>`;
}

/** the payment methods that bill the company: they ask the PO number and where the invoices go */
const TRADE_METHODS = ["purchaseorder", "payonaccount"];

/**
 * the purchase order number (required, and labelled so, when Purchase Order is the chosen method) and the email the
 * invoices go to, asked when Purchase Order or Pay on Account is offered
 */
function tradeFields(po: string, invoiceEmail: string, payment: string, payments: Method[], errors: FieldErrors) {
  const required = payment === "purchaseorder";
  const optional = !payments.some((pm) => pm.code === "purchaseorder");
  const err = errors.poNumber;
  const described = ["f-poNumber-hint", err ? "f-poNumber-error" : ""].filter(Boolean).join(" ");
  const names = payments
    .filter((pm) => TRADE_METHODS.includes(pm.code))
    .map((pm) => pm.title)
    .join(" or ");
  return html`<div class="field" data-po-field><label for="f-poNumber">Purchase order number <span class="hint" data-po-label>${required ? "(required)" : optional ? "(optional)" : "(required for Purchase Order)"}</span></label><input id="f-poNumber" name="poNumber" type="text" autocomplete="off" maxlength="64" value="${po}"${required ? " required" : ""}${err ? html` aria-invalid="true"` : ""} aria-describedby="${described}"><span class="hint" id="f-poNumber-hint">Your reference for this order; it is printed on the order and its invoices.</span>${err ? html`<p class="field-error" id="f-poNumber-error">${err}</p>` : ""}</div>
${field({ name: "invoiceEmail", label: "Send the invoices to", type: "email", autocomplete: "email", value: invoiceEmail, hint: `With ${names}: the email your company's invoices for this order go to (accounts payable).` }, errors)}`;
}

/**
 * The checkout: every change (address or country, shipping method, coupon, gift card) posts the form, and the page
 * comes back with the totals re-read from the backend after the change; the total shown goes with the order
 * (`expectedGrandTotal`), which the backend refuses to place at any other total (409 `total_changed`).
 */
export async function checkoutPage(
  c: Context<AppEnv>,
  i: PageInput,
  form: URLSearchParams | null = null,
  errors: FieldErrors = {},
  alert?: string,
  status = 200,
  message?: string,
): Promise<PageResult> {
  const cart = await loadCart(c, i);
  if (!cart?.items?.length) return { status: 303, redirect: "/cart" };
  const cfg = i.config;
  const [list, saved] = await Promise.all([storeCountries(i), addressChoices(i)]);
  const v = (k: string, d = "") => form?.get(k) ?? d;
  const chosen = v("addressId", saved.choices[0]?.key ?? "new");
  const savedChoice = saved.choices.find((a) => a.key === chosen)?.address;
  const asked = savedChoice?.countryId ?? v("countryId", cart.shippingAddress?.countryId || cfg.defaultCountry || list[0]?.id || "US");
  const country = list.some((x) => x.id === asked) || !list.length ? asked : list[0]!.id;
  const methods = await shippingFor(i, cart, country);
  // the method asked for (else the cart's, else the first) becomes the cart's, so that the totals below include it
  const wanted = form?.get("shippingMethod") ?? cart.selectedShippingMethod?.code ?? "";
  const method = methods.some((x) => x.code === wanted) ? wanted : (methods[0]?.code ?? "");
  if (method && method !== cart.selectedShippingMethod?.code) {
    await call(i, "PUT", "/api/rest/v2/cart/shipping-method", { method }, { "x-cart-id": cart.maskedId });
  }
  const fresh = (await call(i, "GET", cartPath(cart.maskedId))).data as MahoCart | null;
  const shown = fresh?.items ? fresh : cart;
  const payments = shown.availablePaymentMethods ?? [];
  const askedPayment = v("paymentMethod", payments[0]?.code ?? "");
  const payment = payments.some((x) => x.code === askedPayment) ? askedPayment : (payments[0]?.code ?? "");
  const newAddress = html`<div class="grid2">
${field({ name: "firstName", label: "First name", autocomplete: "shipping given-name", required: true, value: v("firstName") }, errors)}
${field({ name: "lastName", label: "Last name", autocomplete: "shipping family-name", required: true, value: v("lastName") }, errors)}
</div>
${field({ name: "company", label: "Company", autocomplete: "shipping organization", value: v("company") }, errors)}
${field({ name: "street", label: "Street address", autocomplete: "shipping street-address", required: true, value: v("street") }, errors)}
<div class="grid2">
${field({ name: "city", label: "City", autocomplete: "shipping address-level2", required: true, value: v("city") }, errors)}
${field({ name: "postcode", label: "Postcode", autocomplete: "shipping postal-code", required: true, value: v("postcode") }, errors)}
${countrySelect("countryId", list, country, errors)}
${regionField(list, country, v("regionId"), errors)}
</div>
${field({ name: "telephone", label: "Phone", type: "tel", autocomplete: "shipping tel", required: true, value: v("telephone") }, errors)}`;
  return {
    status,
    live: true,
    title: "Checkout",
    crumbs: [{ label: "Cart", href: "/cart" }, { label: "Checkout" }],
    body: html`<h1>Checkout</h1>
<div class="checkout-layout">
<form action="/checkout" method="post" data-enhance data-checkout novalidate>
<input type="hidden" name="idem" value="${v("idem", crypto.randomUUID())}">
<input type="hidden" name="expectedGrandTotal" value="${String(shown.prices?.grandTotal ?? 0)}">
${alert ? html`<p class="notice err" role="alert">${alert}</p>` : ""}${message ? html`<p class="notice ok" role="status">${message}</p>` : ""}
${
  i.token
    ? html`<p>Ordering as <strong>${saved.email ?? "your account"}</strong>.</p>`
    : html`<fieldset><legend>Contact</legend>${field({ name: "email", label: "Email", type: "email", autocomplete: "email", required: true, value: v("email"), hint: "We send the order confirmation here." }, errors)}</fieldset>`
}
<fieldset><legend>Shipping address</legend>
${
  saved.choices.length
    ? html`${saved.choices.map(
        (a) =>
          html`<label class="address-card"${a.company ? " data-company-address" : ""}><input type="radio" name="addressId" value="${a.key}"${a.key === chosen ? " checked" : ""} data-refresh> ${a.company ? html`<span class="hint">Company address</span> ` : ""}${a.label}</label>`,
      )}<label class="address-card"><input type="radio" name="addressId" value="new"${chosen === "new" ? " checked" : ""}> A new address</label><div data-new-address>${newAddress}</div>`
    : newAddress
}
<p><button class="link" name="step" value="refresh" data-refresh-button>Update shipping methods and totals</button></p>
</fieldset>
<fieldset class="methods"><legend>Shipping method</legend>
${
  methods.length
    ? methods.map(
        (sm) =>
          html`<label><span><input type="radio" name="shippingMethod" value="${sm.code}"${sm.code === method ? " checked" : ""} required data-reprice> ${sm.title}</span><span>${m(cfg, sm.price)}</span></label>`,
      )
    : html`<p>Nothing to ship, or no method ships to this country.</p>`
}
${errors.shippingMethod ? html`<p class="field-error">${errors.shippingMethod}</p>` : ""}
</fieldset>
<fieldset class="methods"><legend>Payment method</legend>
${payments.map((pm) => html`<label><span><input type="radio" name="paymentMethod" value="${pm.code}"${pm.code === payment ? " checked" : ""} required> ${pm.title}</span></label>`)}
${errors.paymentMethod ? html`<p class="field-error">${errors.paymentMethod}</p>` : ""}
${payments.some((pm) => TRADE_METHODS.includes(pm.code)) ? tradeFields(v("poNumber"), v("invoiceEmail"), payment, payments, errors) : ""}
</fieldset>
<fieldset><legend>Coupon and gift card</legend>
<div class="grid2">
<div>${
      shown.couponCode
        ? html`<p>Coupon <strong>${shown.couponCode}</strong> applied.</p><button class="secondary" name="step" value="coupon-remove">Remove coupon</button>`
        : html`${field({ name: "couponCode", label: "Coupon code", prefix: "co", autocomplete: "off", value: v("couponCode") }, errors)}<button class="secondary" name="step" value="coupon">Apply coupon</button>`
    }</div>
<div>${(shown.appliedGiftcards ?? []).map((g) => html`<p>Gift card ${g.code} applied${g.amount ? html` (−${m(cfg, g.amount)})` : ""}.</p>`)}${field({ name: "giftcardCode", label: "Gift card code", prefix: "co", autocomplete: "off", value: v("giftcardCode") }, errors)}<button class="secondary" name="step" value="giftcard">Apply gift card</button></div>
</div>
</fieldset>
<button name="step" value="place" data-place-order>Place order</button>
</form>
<aside class="summary" aria-labelledby="co-summary"><h2 id="co-summary">Your order</h2>
<ul class="line-opts">${shown.items.map((it) => html`<li>${it.qty} × ${it.name} — ${m(cfg, it.rowTotal)}</li>`)}</ul>
${totals(cfg, shown)}<p><a href="/cart">Edit the cart</a></p></aside>
</div>`,
  };
}

/** POST /checkout step=coupon|coupon-remove|giftcard: the code applied (or removed), then the checkout re-read */
async function checkoutCode(c: Context<AppEnv>, i: PageInput, form: URLSearchParams, step: string): Promise<PageResult> {
  const cart = await loadCart(c, i);
  if (!cart?.items?.length) return { status: 303, redirect: "/cart" };
  const name = step === "giftcard" ? "giftcardCode" : "couponCode";
  const code = (form.get(name) ?? "").trim();
  if (step !== "coupon-remove" && (!code || code.length > 64)) return checkoutPage(c, i, form, { [name]: "Enter a code." }, undefined, 422);
  const r =
    step === "coupon-remove"
      ? await call(i, "DELETE", cartPath(cart.maskedId, "/coupon"))
      : step === "coupon"
        ? await call(i, "PUT", cartPath(cart.maskedId, "/coupon"), { couponCode: code })
        : await call(i, "POST", cartPath(cart.maskedId, "/giftcards"), { giftcardCode: code });
  if (r.status >= 400) {
    const p = r.data as Problem | null;
    const error = p?.errors?.[0]?.message ?? p?.detail ?? "This code cannot be used.";
    return checkoutPage(c, i, form, { [name]: error }, undefined, r.status === 429 ? 429 : 422);
  }
  const rest = new URLSearchParams(form);
  rest.delete(name);
  const done = step === "coupon-remove" ? "The coupon is removed." : step === "coupon" ? `Coupon ${code} is applied.` : `Gift card ${code} is applied.`;
  return checkoutPage(c, i, rest, {}, undefined, 200, `${done} The totals are updated.`);
}

/** POST /checkout: apply a code, re-read the methods and totals for the address and method, or place the order */
export async function placeOrder(c: Context<AppEnv>, i: PageInput, form: URLSearchParams): Promise<PageResult> {
  const step = form.get("step");
  if (step === "coupon" || step === "coupon-remove" || step === "giftcard") return checkoutCode(c, i, form, step);
  if (step !== "place") return checkoutPage(c, i, form);
  const cart = await loadCart(c, i);
  if (!cart?.items?.length) return { status: 303, redirect: "/cart" };
  const saved = await addressChoices(i);
  const pick = saved.choices.find((a) => a.key === form.get("addressId"))?.address;
  const f = (k: string) => (form.get(k) ?? "").trim();
  const regionId = Number(f("regionId")) || null;
  const address = pick
    ? {
        firstName: pick.firstName,
        lastName: pick.lastName,
        company: pick.company || undefined,
        street: pick.street,
        city: pick.city,
        postcode: pick.postcode,
        countryId: pick.countryId,
        regionId: pick.regionId ?? undefined,
        telephone: pick.telephone || undefined,
      }
    : {
        firstName: f("firstName"),
        lastName: f("lastName"),
        company: f("company") || undefined,
        street: [f("street")],
        city: f("city"),
        postcode: f("postcode"),
        countryId: f("countryId"),
        regionId: regionId ?? undefined,
        telephone: f("telephone"),
      };
  const errors: FieldErrors = {};
  if (!pick) for (const k of ["firstName", "lastName", "street", "city", "postcode", "telephone"] as const) if (!f(k)) errors[k] = "This field is required.";
  if (!i.token && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f("email"))) errors.email = "Enter an email address like name@example.com.";
  if (!f("paymentMethod")) errors.paymentMethod = "Choose a payment method.";
  if (f("paymentMethod") === "purchaseorder" && !f("poNumber")) errors.poNumber = "Enter the purchase order number.";
  const trade = TRADE_METHODS.includes(f("paymentMethod"));
  if (trade && f("invoiceEmail") && (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f("invoiceEmail")) || f("invoiceEmail").length > 254))
    errors.invoiceEmail = "Enter an email address like accounts@example.com.";
  if (Object.keys(errors).length) return checkoutPage(c, i, form, errors, "Please correct the marked fields.", 422);
  await call(i, "POST", cartPath(cart.maskedId, "/shipping-methods"), { address: { countryId: address.countryId } });
  const idem: Record<string, string> = /^[0-9a-f-]{36}$/.test(f("idem")) ? { "idempotency-key": f("idem") } : {};
  // the total the shopper was shown: the backend places the order only at that total
  const expected = Number(f("expectedGrandTotal"));
  const r = await call(
    i,
    "POST",
    cartPath(cart.maskedId, "/place-order"),
    {
      paymentMethod: f("paymentMethod"),
      shippingMethod: f("shippingMethod") || undefined,
      email: i.token ? undefined : f("email"),
      poNumber: f("poNumber") || undefined,
      invoiceEmail: (trade && f("invoiceEmail")) || undefined,
      shippingAddress: address,
      billingAddress: address,
      expectedGrandTotal: f("expectedGrandTotal") !== "" && Number.isFinite(expected) && expected >= 0 ? expected : undefined,
    },
    idem,
  );
  if (r.status === 409 && (r.data as Problem | null)?.code === "total_changed") {
    // re-read: the page shows the new total, and a new key goes with the next attempt (this one named the refused body)
    const again = new URLSearchParams(form);
    again.delete("idem");
    const now = (r.data as Problem).grandTotal;
    const total = typeof now === "number" ? ` to ${m(i.config, now)}` : "";
    return checkoutPage(c, i, again, {}, `The order total changed${total}. Check the summary, then place the order again.`, 409);
  }
  if (r.status >= 400) {
    const p = r.data as (Problem & { message?: string }) | null;
    const errs = fieldErrors(p);
    // a refusal of the buyer (a company on hold, a permission the member lacks) says so, with its own status
    const refusedBuyer = r.status === 403;
    return checkoutPage(c, i, form, errs, p?.message ?? p?.detail ?? "The order could not be placed.", r.status === 429 ? 429 : refusedBuyer ? 403 : 422);
  }
  // held (a purchase order awaiting approval): the cart is used up, and no order is placed yet
  if (r.status === 202) {
    forgetCart(c);
    return heldPage(i, r.data);
  }
  const order = r.data as { incrementId: string; accessToken?: string | null };
  forgetCart(c);
  if (order.accessToken && /^\d{1,32}$/.test(order.incrementId)) {
    // as long as the backend reads the order for this token (ORDER_TOKEN_TTL's default, an hour)
    setCookie(c, ORDER_COOKIE, `${order.incrementId}.${order.accessToken}`, { ...cookieOpts, path: "/order", maxAge: 3600 });
  }
  return { status: 303, redirect: `/order/${encodeURIComponent(order.incrementId)}` };
}

// ---- orders

export interface Order extends OrderDocuments {
  incrementId: string;
  status: string;
  statusLabel?: string;
  createdAt?: string;
  items?: { id: number; sku: string; name: string; qty?: number; qtyOrdered?: number; price: number; rowTotal: number }[];
  prices?: Money;
  shippingAddress?: Address | null;
  shippingDescription?: string | null;
  paymentMethodTitle?: string | null;
  poNumber?: string | null;
  invoiceEmail?: string | null;
  customerEmail?: string;
  couponCode?: string | null;
}

/**
 * the order page: a guest's confirmation (`asAccount` false) or the customer's order in their account; `documents`
 * renders what follows the lines (invoices, shipments, comments, reorder: order-documents.ts)
 */
export async function orderPage(
  c: Context<AppEnv>,
  i: PageInput,
  incrementId: string,
  asAccount: boolean,
  documents?: (o: Order) => unknown,
): Promise<PageResult> {
  if (!/^\d{1,32}$/.test(incrementId)) return errorPage(404, "Order not found", "There is no such order.");
  let r: { status: number; data: unknown };
  if (i.token) r = await call(i, "GET", `/api/rest/v2/customers/me/orders/${incrementId}`);
  else {
    const [inc, token] = (getCookie(c, ORDER_COOKIE) ?? "").split(".");
    if (inc !== incrementId || !token || !/^[0-9a-f]{16,128}$/.test(token))
      return errorPage(404, "Order not found", "Log in to see your orders.", "/account/login");
    r = await call(i, "GET", `/api/rest/v2/guest-orders/${incrementId}`, undefined, { "x-order-token": token });
  }
  if (r.status === 404 && !i.token)
    // the token is bounded in time and reads (a refresh works a few times): past them, say so rather than "not found"
    return errorPage(
      404,
      "Confirmation expired",
      "A guest's order confirmation can be shown for an hour and a few views; this one can no longer be shown. Customers see their orders in their account.",
      "/account/login",
    );
  if (r.status !== 200) return errorPage(r.status === 404 ? 404 : 502, "Order not found", "This order cannot be shown.");
  const o = r.data as Order;
  const cfg = i.config;
  const a = o.shippingAddress;
  return {
    status: 200,
    live: true,
    title: asAccount ? `Order ${o.incrementId}` : "Thank you for your order",
    crumbs: asAccount ? [{ label: "My account", href: "/account" }, { label: `Order ${o.incrementId}` }] : [{ label: "Order placed" }],
    body: html`${asAccount ? html`<h1>Order ${o.incrementId}</h1>` : html`<h1>Thank you for your order</h1><p class="notice ok" role="status">Your order number is <strong data-order-number>${o.incrementId}</strong>.${o.customerEmail ? html` A confirmation goes to ${o.customerEmail}.` : ""}</p>`}
<div class="cart-layout">
<div>
<table><caption class="sr-only">Items ordered</caption><thead><tr><th scope="col">Product</th><th scope="col" class="num">Price</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Total</th></tr></thead>
<tbody>${(o.items ?? []).map((it) => html`<tr><td><span class="line-name">${it.name}</span><ul class="line-opts"><li>SKU ${it.sku}</li></ul></td><td class="num">${m(cfg, it.price)}</td><td class="num">${it.qtyOrdered ?? it.qty}</td><td class="num">${m(cfg, it.rowTotal)}</td></tr>`)}</tbody></table>
<div class="grid2">
${a ? html`<section><h2>Shipping to</h2><p>${oneLine(a)}</p>${o.shippingDescription ? html`<p>${o.shippingDescription}</p>` : ""}</section>` : ""}
<section><h2>Payment</h2><p>${o.paymentMethodTitle ?? ""}</p>${o.poNumber ? html`<p>Purchase order number: <strong data-po-number>${o.poNumber}</strong></p>` : ""}${o.invoiceEmail ? html`<p>Invoices to: <strong data-invoice-email>${o.invoiceEmail}</strong></p>` : ""}<p>Status: <strong data-order-status>${o.statusLabel ?? o.status}</strong></p></section>
</div>
${documents ? documents(o) : ""}
</div>
<aside class="summary"><h2>Totals</h2><dl>
<dt>Subtotal</dt><dd data-amount="subtotal">${m(cfg, o.prices?.subtotal)}</dd>
${o.prices?.discountAmount ? html`<dt>Discount${o.couponCode ? html` (${o.couponCode})` : ""}</dt><dd data-amount="discount">−${m(cfg, o.prices.discountAmount)}</dd>` : ""}
<dt>Shipping${o.shippingDescription ? html` (${o.shippingDescription})` : ""}</dt><dd data-amount="shipping">${m(cfg, o.prices?.shippingAmount)}</dd>
${o.prices?.giftcardAmount ? html`<dt>Gift cards</dt><dd data-amount="giftcard">−${m(cfg, o.prices.giftcardAmount)}</dd>` : ""}
<dt class="grand">Order total</dt><dd class="grand" data-grand-total>${m(cfg, o.prices?.grandTotal)}</dd></dl>
<p>${i.token ? html`<a href="/account">Your orders</a> · ` : ""}<a href="/">Continue shopping</a></p></aside>
</div>`,
  };
}

/**
 * The customer's account pages: orders, address book, password, wishlist and newsletter. Server-rendered forms
 * that post here and work without JavaScript; the backend's problem details come back as inline field errors.
 */
import { html } from "hono/html";
import { type Address, call, m, type Order, oneLine, type Problem } from "./cart-pages.ts";
import { countrySelect, field, type FieldErrors, type Notes, notes, refusal, refusedStatus, regionSelect, storeCountries } from "./forms.ts";
import { type Crumb, localMedia } from "./layout.ts";
import { COMPANY_PATH, loadCompany, type MyCompany } from "./company-api.ts";
import { purchasingSections } from "./purchasing-api.ts";
import type { PageInput, PageResult } from "./pages.ts";

const SECTIONS = [
  ["/account", "Orders"],
  ["/account/addresses", "Address book"],
  ["/account/wishlist", "Wishlist"],
  ["/account/lists", "My lists"],
  ["/quick-order", "Quick order"],
  ["/account/newsletter", "Newsletter"],
  ["/account/password", "Password"],
] as const;

/** where a visitor without a session goes: the login page, coming back here after */
export const loginFirst = (path: string): PageResult => ({ status: 303, redirect: `/account/login?next=${encodeURIComponent(path)}` });

/** options of an account page: its crumbs, and the member's company when the page already read it */
export interface FrameOptions {
  crumbs?: Crumb[];
  /** the caller's company (null: none); absent: asked of the backend for the menu's "My company" link */
  company?: MyCompany | null;
  /** the menu entry marked as the current page (default: the page's path) */
  current?: string;
}

/** the menu's "My company" link and the company's purchasing pages the member may open, for a member of a company only */
async function companyLink(i: PageInput, known: MyCompany | null | undefined, current: string) {
  const company = known !== undefined ? known : (await loadCompany(i)).company;
  if (!company) return html``;
  const links: [string, string][] = [[COMPANY_PATH, "My company"], ...purchasingSections(i.config, company)];
  return html`${links.map(([p, label]) =>
    current === p ? html`<li><a href="${p}" aria-current="page">${label}</a></li>` : html`<li><a href="${p}">${label}</a></li>`,
  )}`;
}

export function frame(i: PageInput, path: string, title: string, body: unknown, status = 200, o: FrameOptions = {}): PageResult {
  const here = SECTIONS.find(([p]) => p === path);
  const current = o.current ?? path;
  return {
    status,
    live: true,
    title,
    crumbs: o.crumbs ?? (here && path !== "/account" ? [{ label: "My account", href: "/account" }, { label: title }] : [{ label: "My account" }]),
    body: html`<h1>${title}</h1><div class="account-layout"><nav class="account-sections" aria-label="Account sections"><ul>${SECTIONS.map(([p, label]) =>
      p === current ? html`<li><a href="${p}" aria-current="page">${label}</a></li>` : html`<li><a href="${p}">${label}</a></li>`,
    )}${i.token ? companyLink(i, o.company, current) : ""}</ul></nav><div>${body}</div></div>`,
  };
}

const problemOf = (r: { data: unknown }) => (r.data ?? {}) as Problem & { code?: string };
const failure = (r: { data: unknown }, fallback: string): Notes => refusal(problemOf(r), fallback);
const statusOf = (r: { status: number }) => refusedStatus(r.status);

interface Me {
  firstName?: string;
  email?: string;
  addresses?: Address[];
  isSubscribed?: boolean;
}

export async function accountPage(i: PageInput): Promise<PageResult> {
  if (!i.token) return loginFirst("/account");
  const [me, orders, company] = await Promise.all([
    call(i, "GET", "/api/rest/v2/customers/me"),
    call(i, "GET", "/api/rest/v2/customers/me/orders?itemsPerPage=20"),
    loadCompany(i),
  ]);
  const who = (me.data ?? {}) as Me;
  const list = orders.status === 200 ? ((orders.data as { member?: Order[] }).member ?? []) : [];
  const cfg = i.config;
  return frame(
    i,
    "/account",
    "My account",
    html`<p>Hello ${who.firstName ?? ""} (${who.email ?? ""}).</p>
<section aria-labelledby="orders-h"><h2 id="orders-h">Your orders</h2>
${
  list.length
    ? html`<table><thead><tr><th scope="col">Order</th><th scope="col">Date</th><th scope="col">Status</th><th scope="col">PO number</th><th scope="col" class="num">Total</th></tr></thead><tbody>${list.map(
        (o) =>
          html`<tr><td><a href="/account/orders/${o.incrementId}">${o.incrementId}</a></td><td>${(o.createdAt ?? "").slice(0, 10)}</td><td>${o.status}</td><td>${o.poNumber ?? ""}</td><td class="num">${m(cfg, o.prices?.grandTotal)}</td></tr>`,
      )}</tbody></table>`
    : html`<div class="empty"><p>You have no orders yet.</p><p><a class="button" href="/">Start shopping</a></p></div>`
}
</section>`,
    200,
    { company: company.company },
  );
}

// ---- address book

export async function addressesPage(i: PageInput, n: Notes = {}, status = 200): Promise<PageResult> {
  if (!i.token) return loginFirst("/account/addresses");
  const me = await call(i, "GET", "/api/rest/v2/customers/me");
  const list = ((me.data ?? {}) as Me).addresses ?? [];
  return frame(
    i,
    "/account/addresses",
    "Address book",
    html`${notes(n)}${
      list.length
        ? html`<ul class="address-list">${list.map(
            (a) => html`<li class="address-card"><p>${oneLine(a)}</p>${a.isDefaultShipping ? html`<p class="hint">Default shipping address</p>` : ""}
<p class="actions"><a href="/account/addresses/${a.id}">Edit<span class="sr-only"> ${oneLine(a)}</span></a>
<form action="/account/addresses/${a.id}/delete" method="post"><button class="link">Delete<span class="sr-only"> ${oneLine(a)}</span></button></form></p></li>`,
          )}</ul>`
        : html`<div class="empty"><p>No saved addresses yet.</p></div>`
    }<p><a class="button" href="/account/addresses/new">Add an address</a></p>`,
    status,
  );
}

export async function addressForm(i: PageInput, id: string, form: URLSearchParams | null = null, n: Notes = {}, status = 200): Promise<PageResult> {
  if (!i.token) return loginFirst(`/account/addresses/${id}`);
  let current: Address | null = null;
  if (id !== "new") {
    const r = await call(i, "GET", `/api/rest/v2/customers/me/addresses/${id}`);
    if (r.status !== 200)
      return frame(
        i,
        "/account/addresses",
        "Address not found",
        html`<p>There is no such address.</p><p><a href="/account/addresses">Back to the address book</a></p>`,
        404,
      );
    current = r.data as Address;
  }
  const list = await storeCountries(i);
  const v = (k: keyof Address, d = "") =>
    form?.get(k) ?? (current?.[k] != null ? String(Array.isArray(current[k]) ? (current[k] as string[]).join(", ") : current[k]) : d);
  const country = v("countryId", i.config.defaultCountry || list[0]?.id || "US");
  const errors = n.errors ?? {};
  const checked = (k: "isDefaultShipping" | "isDefaultBilling") => (form ? form.get(k) === "1" : !!current?.[k]);
  return frame(
    i,
    "/account/addresses",
    id === "new" ? "New address" : "Edit address",
    html`${notes(n)}<form action="/account/addresses/${id}" method="post" class="narrow" novalidate>
<div class="grid2">
${field({ name: "firstName", label: "First name", autocomplete: "given-name", required: true, value: v("firstName") }, errors)}
${field({ name: "lastName", label: "Last name", autocomplete: "family-name", required: true, value: v("lastName") }, errors)}
</div>
${field({ name: "company", label: "Company", autocomplete: "organization", value: v("company") }, errors)}
${field({ name: "street", label: "Street address", autocomplete: "street-address", required: true, value: v("street") }, errors)}
<div class="grid2">
${field({ name: "city", label: "City", autocomplete: "address-level2", required: true, value: v("city") }, errors)}
${field({ name: "postcode", label: "Postcode", autocomplete: "postal-code", required: true, value: v("postcode") }, errors)}
${countrySelect("countryId", list, country, errors)}
${regionSelect("regionId", list, country, v("regionId"), errors)}
</div>
${field({ name: "telephone", label: "Phone", type: "tel", autocomplete: "tel", required: true, value: v("telephone") }, errors)}
<label class="choice"><input type="checkbox" name="isDefaultShipping" value="1"${checked("isDefaultShipping") ? " checked" : ""}> Use as my default shipping address</label>
<label class="choice"><input type="checkbox" name="isDefaultBilling" value="1"${checked("isDefaultBilling") ? " checked" : ""}> Use as my default billing address</label>
<p><button>Save address</button> <a href="/account/addresses">Cancel</a></p>
</form>`,
    status,
  );
}

export async function saveAddress(i: PageInput, id: string, form: URLSearchParams): Promise<PageResult> {
  if (!i.token) return loginFirst("/account/addresses");
  const f = (k: string) => (form.get(k) ?? "").trim();
  const errors: FieldErrors = {};
  for (const k of ["firstName", "lastName", "street", "city", "postcode", "telephone", "countryId"]) if (!f(k)) errors[k] = "This field is required.";
  if (Object.keys(errors).length) return addressForm(i, id, form, { errors, alert: "Please correct the marked fields." }, 422);
  const body = {
    firstName: f("firstName"),
    lastName: f("lastName"),
    company: f("company"),
    street: [f("street")],
    city: f("city"),
    postcode: f("postcode"),
    countryId: f("countryId"),
    regionId: Number(f("regionId")) || null,
    telephone: f("telephone"),
    isDefaultShipping: form.get("isDefaultShipping") === "1",
    isDefaultBilling: form.get("isDefaultBilling") === "1",
  };
  const r =
    id === "new"
      ? await call(i, "POST", "/api/rest/v2/customers/me/addresses", body)
      : await call(i, "PATCH", `/api/rest/v2/customers/me/addresses/${id}`, body);
  if (r.status >= 400) return addressForm(i, id, form, failure(r, "The address could not be saved."), statusOf(r));
  return addressesPage(i, { message: "The address is saved." });
}

export async function deleteAddress(i: PageInput, id: string): Promise<PageResult> {
  if (!i.token) return loginFirst("/account/addresses");
  const r = await call(i, "DELETE", `/api/rest/v2/customers/me/addresses/${id}`);
  if (r.status >= 400) return addressesPage(i, { alert: problemOf(r).detail ?? "The address could not be deleted." }, statusOf(r));
  return addressesPage(i, { message: "The address is deleted." });
}

// ---- password

export function passwordPage(i: PageInput, n: Notes = {}, status = 200): PageResult {
  if (!i.token) return loginFirst("/account/password");
  const errors = n.errors ?? {};
  return frame(
    i,
    "/account/password",
    "Change your password",
    html`${notes(n)}<form action="/account/password" method="post" class="narrow" novalidate>
${field({ name: "currentPassword", label: "Current password", type: "password", autocomplete: "current-password", required: true }, errors)}
${field({ name: "newPassword", label: "New password", type: "password", autocomplete: "new-password", required: true, hint: "At least 8 characters." }, errors)}
${field({ name: "confirmPassword", label: "New password again", type: "password", autocomplete: "new-password", required: true }, errors)}
<p><button>Change password</button></p>
</form>`,
    status,
  );
}

export async function changePassword(i: PageInput, form: URLSearchParams): Promise<PageResult> {
  if (!i.token) return loginFirst("/account/password");
  const current = form.get("currentPassword") ?? "";
  const next = form.get("newPassword") ?? "";
  const errors: FieldErrors = {};
  if (!current) errors.currentPassword = "Enter your current password.";
  if (next.length < 8) errors.newPassword = "Use at least 8 characters.";
  else if (next !== form.get("confirmPassword")) errors.confirmPassword = "The two new passwords differ.";
  if (Object.keys(errors).length) return passwordPage(i, { errors, alert: "Please correct the marked fields." }, 422);
  const r = await call(i, "POST", "/api/rest/v2/customers/me/password", { currentPassword: current, newPassword: next });
  if (r.status >= 400) return passwordPage(i, failure(r, "The password could not be changed."), statusOf(r));
  return passwordPage(i, { message: "Your password is changed. Other devices are logged out." });
}

// ---- wishlist

interface WishItem {
  id: number;
  productName: string;
  productSku: string;
  productPrice: number | null;
  productImageUrl: string | null;
  productUrl: string;
  productType: string;
  inStock: boolean;
}

export async function wishlistPage(i: PageInput, n: Notes = {}, status = 200): Promise<PageResult> {
  if (!i.token) return loginFirst("/account/wishlist");
  const r = await call(i, "GET", "/api/rest/v2/customers/me/wishlist");
  const items = r.status === 200 ? ((r.data as { member?: WishItem[] }).member ?? []) : [];
  const cfg = i.config;
  const href = (w: WishItem) => `/p/${encodeURIComponent(w.productUrl.split("/").pop() ?? "")}`;
  return frame(
    i,
    "/account/wishlist",
    "Wishlist",
    html`${notes(n)}${
      items.length
        ? html`<ul class="products wishlist">${items.map((w) => {
            const img = localMedia(w.productImageUrl);
            return html`<li class="card"><a class="thumb" href="${href(w)}" tabindex="-1" aria-hidden="true">${img ? html`<img src="${img}" alt="" width="240" height="240" loading="lazy">` : ""}</a><a class="name" href="${href(w)}">${w.productName}</a>
<p class="price-box">${w.productPrice != null ? html`<span class="price">${m(cfg, w.productPrice)}</span>` : ""}</p>
${
  w.productType === "simple" && w.inStock && w.productPrice != null
    ? html`<form action="/cart/add" method="post"><input type="hidden" name="sku" value="${w.productSku}"><button class="secondary">Add to cart<span class="sr-only"> ${w.productName}</span></button></form>`
    : html`<a href="${href(w)}">Choose options<span class="sr-only"> for ${w.productName}</span></a>`
}
<form action="/account/wishlist/remove" method="post"><input type="hidden" name="id" value="${w.id}"><button class="link">Remove<span class="sr-only"> ${w.productName}</span></button></form></li>`;
          })}</ul>`
        : html`<div class="empty"><p>Your wishlist is empty.</p><p><a class="button" href="/">Browse the store</a></p></div>`
    }`,
    status,
  );
}

export async function wishlistAdd(i: PageInput, form: URLSearchParams): Promise<PageResult> {
  const sku = (form.get("sku") ?? "").trim();
  const back = /^[A-Za-z0-9._~%-]{1,255}$/.test(form.get("urlKey") ?? "") ? `/p/${form.get("urlKey")}` : "/account/wishlist";
  if (!i.token) return loginFirst(back);
  if (!sku || sku.length > 64) return wishlistPage(i, { alert: "Choose a product to save." }, 422);
  const r = await call(i, "POST", "/api/rest/v2/customers/me/wishlist", { sku });
  if (r.status >= 400) return wishlistPage(i, { alert: problemOf(r).detail ?? "The product could not be saved." }, statusOf(r));
  return wishlistPage(i, { message: "Saved to your wishlist." });
}

export async function wishlistRemove(i: PageInput, form: URLSearchParams): Promise<PageResult> {
  if (!i.token) return loginFirst("/account/wishlist");
  const id = form.get("id") ?? "";
  if (!/^\d{1,12}$/.test(id)) return wishlistPage(i, { alert: "Choose an item to remove." }, 422);
  const r = await call(i, "DELETE", `/api/rest/v2/customers/me/wishlist/${id}`);
  if (r.status >= 400) return wishlistPage(i, { alert: problemOf(r).detail ?? "The item could not be removed." }, statusOf(r));
  return wishlistPage(i, { message: "The item is removed." });
}

// ---- newsletter

export async function newsletterPage(i: PageInput, n: Notes = {}, status = 200): Promise<PageResult> {
  if (!i.token) return loginFirst("/account/newsletter");
  const me = (await call(i, "GET", "/api/rest/v2/customers/me")).data as Me | null;
  return frame(
    i,
    "/account/newsletter",
    "Newsletter",
    html`${notes(n)}${
      me?.isSubscribed
        ? html`<p>You are subscribed to our newsletter at <strong>${me.email ?? ""}</strong>.</p><form action="/account/newsletter/unsubscribe" method="post"><button>Unsubscribe</button></form>`
        : html`<p>Get offers and news for trade customers by email at <strong>${me?.email ?? ""}</strong>.</p><form action="/account/newsletter" method="post"><button>Subscribe</button></form>`
    }`,
    status,
  );
}

export async function newsletterSubscribe(i: PageInput): Promise<PageResult> {
  if (!i.token) return loginFirst("/account/newsletter");
  const r = await call(i, "POST", "/api/rest/v2/newsletter/subscribe", {});
  if (r.status >= 400) return newsletterPage(i, { alert: problemOf(r).detail ?? "The subscription failed." }, statusOf(r));
  return newsletterPage(i, { message: (r.data as { message?: string }).message ?? "Thank you for your subscription." });
}

export async function newsletterUnsubscribe(i: PageInput): Promise<PageResult> {
  if (!i.token) return loginFirst("/account/newsletter");
  const r = await call(i, "POST", "/api/rest/v2/newsletter/unsubscribe", {});
  if (r.status >= 400) return newsletterPage(i, { alert: problemOf(r).detail ?? "The change failed." }, statusOf(r));
  return newsletterPage(i, { message: (r.data as { message?: string }).message ?? "You have been unsubscribed from the newsletter." });
}

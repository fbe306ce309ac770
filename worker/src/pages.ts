/** Storefront pages rendered from KV (and, for search, sorted/filtered listings and logged-in visitors, from the backend). */
import { html, raw } from "hono/html";
import type { Env } from "./env.ts";
import { backendFetch } from "./backend.ts";
import { type Category, keys, LISTING_PAGE_SIZE, type ListingPage, STUB_TTL } from "./keys.ts";
import { gateOf, type ProductMeta, productMeta } from "./sync.ts";
import { type Html, layout, money, type StoreConfig } from "./layout.ts";

interface Product {
  [field: string]: unknown;
  id: number;
  sku: string;
  urlKey: string;
  name: string;
  type: string;
  price?: number | null;
  finalPrice?: number | null;
  imageUrl?: string | null;
  smallImageUrl?: string | null;
  inStock?: boolean;
  metaTitle?: string | null;
  metaDescription?: string | null;
  description?: string | null;
  configurableOptions?: { code: string; label: string; values?: { id: number; label: string }[] }[];
  groupedProducts?: { name: string; finalPrice?: number | null }[];
  bundleOptions?: { title: string; selections?: { name: string }[] }[];
  downloadableLinks?: unknown[];
  giftcardType?: string | null;
}

export interface PageResult {
  status: number;
  body?: Html;
  title?: string;
  description?: string;
  redirect?: string;
  /** the answer depends on the caller or on live data: never edge-cached */
  live?: boolean;
}

export interface PageInput {
  env: Env;
  store: string;
  config: StoreConfig;
  categories: Category[];
  url: URL;
  token: string | null;
}

async function kvJson<T>(env: Env, key: string): Promise<T | null> {
  const t = await env.KV.get(key);
  return t ? (JSON.parse(t) as T) : null;
}

/** the login wall a module announces through its manifest config (`requireLogin`), if any */
export function loginWall(config: StoreConfig): { landing: string; exempt: string[]; message?: string } | null {
  for (const p of config.extensions?.b2bPlugins ?? []) {
    const c = p.config ?? {};
    if (c.requireLogin === true && c.enabled !== false) {
      const target = [c.loginRedirect, c.redirectTo, c.landingPage].find((v) => typeof v === "string" && v) as string | undefined;
      const landing = target ? (target.startsWith("/") ? target : `/${target}`) : "/account/login";
      const exempt = Array.isArray(c.exemptCmsPages) ? c.exemptCmsPages.filter((x): x is string => typeof x === "string") : [];
      return { landing, exempt, message: typeof c.loginMessage === "string" ? c.loginMessage : undefined };
    }
  }
  return null;
}

export function wallAllows(path: string, wall: { landing: string; exempt: string[] }): boolean {
  if (path === wall.landing || path === "/account/login" || path === "/account/register") return true;
  return wall.exempt.some((id) => path === `/${id}`);
}

function priceBlock(p: Product, cfg: StoreConfig) {
  const gate = gateOf(p);
  if (p.finalPrice != null || p.price != null) {
    const fin = p.finalPrice ?? p.price;
    const was = p.price != null && p.finalPrice != null && Number(p.finalPrice) < Number(p.price) ? p.price : null;
    return html`<p class="price">${was != null ? html`<del aria-label="Was">${money(was, cfg.baseCurrencyCode, cfg.locale)}</del> ` : ""}<span>${money(fin, cfg.baseCurrencyCode, cfg.locale)}</span></p>`;
  }
  return html`<p class="price-hidden">${gate.message ?? hiddenPriceMessage(cfg)} <a href="/account/login">Log in</a></p>`;
}

function hiddenPriceMessage(cfg: StoreConfig): string {
  for (const p of cfg.extensions?.b2bPlugins ?? []) if (typeof p.config?.hiddenPriceMessage === "string") return p.config.hiddenPriceMessage;
  return "Log in to see prices.";
}

function card(p: Product, cfg: StoreConfig) {
  return html`<li class="card"><a href="/p/${p.urlKey}">${p.smallImageUrl || p.imageUrl ? html`<img src="${p.smallImageUrl ?? p.imageUrl}" alt="" loading="lazy">` : ""}<span class="name">${p.name}</span></a>${priceBlock(p, cfg)}</li>`;
}

export function isStub(p: Product): boolean {
  const empty = (v: unknown) => !Array.isArray(v) || v.length === 0;
  switch (p.type) {
    case "configurable":
      return empty(p.configurableOptions);
    case "grouped":
      return empty(p.groupedProducts);
    case "bundle":
      return empty(p.bundleOptions);
    case "downloadable":
      return empty(p.downloadableLinks);
    case "giftcard":
      return p.giftcardType == null || p.giftcardType === "";
    default:
      return false;
  }
}

const inflight = new Map<string, Promise<Product | null>>();

/** the full record of a listing stub: one backend fetch however many requests wait for it, written back for 24 h */
export function refetchStub(env: Env, store: string, stub: Product): Promise<Product | null> {
  const key = keys.product(store, String(stub.urlKey));
  let p = inflight.get(key);
  if (!p) {
    p = (async () => {
      const res = await backendFetch(env, `/api/rest/v2/products/${Number(stub.id)}`, { store });
      if (!res.ok) {
        await res.body?.cancel();
        return null;
      }
      const full = (await res.json()) as Product;
      await env.KV.put(key, JSON.stringify(full), { expirationTtl: STUB_TTL, metadata: productMeta(full) });
      return full;
    })().finally(() => inflight.delete(key));
    inflight.set(key, p);
  }
  return p;
}

async function customerDetail(i: PageInput, id: number): Promise<Product | null> {
  const res = await backendFetch(i.env, `/api/rest/v2/products/${Number(id)}`, { store: i.store, bearer: i.token! });
  if (!res.ok) {
    await res.body?.cancel();
    return null;
  }
  return (await res.json()) as Product;
}

export async function homePage(i: PageInput): Promise<PageResult> {
  const cms = i.config.cmsHomePage ? await kvJson<{ title: string; content: string }>(i.env, keys.cms(i.store, i.config.cmsHomePage)) : null;
  const top = i.categories.filter((c) => c.isActive && c.level === 2);
  return {
    status: 200,
    title: i.config.defaultTitle ?? i.config.storeName ?? "Home",
    description: i.config.defaultDescription,
    body: html`<h1>${cms?.title ?? i.config.storeName ?? "Welcome"}</h1>
${cms ? html`<div class="cms">${raw(cms.content)}</div>` : ""}
<section aria-labelledby="shop"><h2 id="shop">Shop by category</h2><ul>${top.map((c) => html`<li><a href="/${c.urlPath}">${c.name}</a></li>`)}</ul></section>`,
  };
}

const LIVE_PARAMS = /^(order\[|attr\[|priceMin$|priceMax$)/;

export async function categoryPage(i: PageInput, cat: Category): Promise<PageResult> {
  const n = Math.max(1, Math.min(10_000, Number.parseInt(i.url.searchParams.get("p") ?? "1", 10) || 1));
  const liveParams = [...i.url.searchParams.keys()].filter((k) => LIVE_PARAMS.test(k));
  let page: ListingPage | null;
  let live = false;
  if (liveParams.length || i.token) {
    // sorted or filtered listings, and a logged-in visitor's prices, come from the backend
    const q = new URLSearchParams({ categoryId: String(cat.id), page: String(n), itemsPerPage: String(LISTING_PAGE_SIZE) });
    for (const k of liveParams) q.set(k, i.url.searchParams.get(k)!);
    const res = await backendFetch(i.env, `/api/rest/v2/products?${q}`, { store: i.store, bearer: i.token ?? undefined });
    if (!res.ok) return { status: res.status === 400 ? 400 : 502, title: "Unavailable", body: html`<h1>This listing is unavailable</h1>`, live: true };
    const b = (await res.json()) as ListingPage & { member: Product[] };
    page = {
      ...b,
      categoryId: cat.id,
      page: n,
      pageSize: LISTING_PAGE_SIZE,
      items: b.member,
      totalPages: Math.max(1, Math.ceil(b.totalItems / LISTING_PAGE_SIZE)),
    };
    live = true;
  } else {
    page = await kvJson<ListingPage>(i.env, keys.listing(i.store, cat.id, n));
    if (!page && n > 1) return notFound(i);
  }
  const items = page?.items ?? [];
  const totalPages = page?.totalPages ?? 1;
  const link = (p: number) => {
    const q = new URLSearchParams(i.url.searchParams);
    q.set("p", String(p));
    return `/${cat.urlPath}?${q}`;
  };
  return {
    status: 200,
    live,
    title: cat.metaTitle || cat.name,
    description: cat.metaDescription ?? undefined,
    body: html`<h1>${cat.name}</h1>
${cat.description ? html`<div class="description">${raw(cat.description)}</div>` : ""}
${(page?.sortOptions ?? []).length ? html`<nav aria-label="Sort by"><ul>${(page?.sortOptions ?? []).map((o) => html`<li><a href="/${cat.urlPath}?order[${o.code}]=asc">${o.label}</a></li>`)}</ul></nav>` : ""}
${(page?.filters ?? []).length ? html`<aside aria-label="Filters">${(page?.filters ?? []).map((f) => html`<section><h2>${f.label}</h2><ul>${f.options.map((o) => html`<li><a href="/${cat.urlPath}?attr[${f.code}]=${encodeURIComponent(o.value)}">${o.label} (${o.count})</a></li>`)}</ul></section>`)}</aside>` : ""}
<p>${page?.totalItems ?? 0} products</p>
<ul class="products">${items.map((p) => card(p as Product, i.config))}</ul>
${totalPages > 1 ? html`<nav aria-label="Pages"><ul>${Array.from({ length: totalPages }, (_, k) => k + 1).map((p) => (p === n ? html`<li><span aria-current="page">${p}</span></li>` : html`<li><a href="${link(p)}">${p}</a></li>`))}</ul></nav>` : ""}`,
  };
}

export async function productPage(i: PageInput, urlKey: string): Promise<PageResult> {
  let p: Product | null;
  let live = false;
  if (i.token) {
    const res = await backendFetch(i.env, `/api/rest/v2/products?urlKey=${encodeURIComponent(urlKey)}&itemsPerPage=1`, { store: i.store, bearer: i.token });
    p = res.ok ? (((await res.json()) as { member: Product[] }).member[0] ?? null) : null;
    live = true;
  } else {
    p = await kvJson<Product>(i.env, keys.product(i.store, urlKey));
  }
  if (!p) return notFound(i);
  // a composite's options, children and prices differ by customer group: a logged-in visitor's come with their
  // token, never from the guest copy (nor written to it)
  if (isStub(p)) p = (i.token ? await customerDetail(i, p.id) : await refetchStub(i.env, i.store, p)) ?? p;
  const gate = gateOf(p);
  if (gate.requiresLogin && !i.token) return { status: 302, redirect: "/account/login" };
  const canBuy = gate.canCheckout !== false && p.inStock !== false && (p.price != null || p.finalPrice != null);
  return {
    status: 200,
    live,
    title: p.metaTitle || p.name,
    description: p.metaDescription ?? undefined,
    body: html`<article class="product" data-product-id="${p.id}">
<h1>${p.name}</h1>
${p.imageUrl ? html`<img src="${p.imageUrl}" alt="${p.name}">` : ""}
<p class="sku">SKU: ${p.sku}</p>
${priceBlock(p, i.config)}
${p.inStock === false ? html`<p>Out of stock</p>` : ""}
${
  Array.isArray(p.configurableOptions) && p.configurableOptions.length
    ? html`<fieldset form="add-to-cart"><legend>Options</legend>${p.configurableOptions.map((o) => html`<label>${o.label} <select name="super_${o.code}" form="add-to-cart" required>${(o.values ?? []).map((v) => html`<option value="${v.id}">${v.label}</option>`)}</select></label>`)}</fieldset>`
    : ""
}
${
  Array.isArray(p.groupedProducts) && p.groupedProducts.length
    ? html`<ul class="grouped">${p.groupedProducts.map((g) => html`<li>${g.name} ${g.finalPrice != null ? money(g.finalPrice, i.config.baseCurrencyCode, i.config.locale) : ""}</li>`)}</ul>`
    : ""
}
${
  Array.isArray(p.bundleOptions) && p.bundleOptions.length
    ? html`<ul class="bundle">${p.bundleOptions.map((b) => html`<li>${b.title}: ${(b.selections ?? []).map((s) => s.name).join(", ")}</li>`)}</ul>`
    : ""
}
${canBuy ? html`<form id="add-to-cart" data-add-to-cart data-sku="${p.sku}"><label for="qty">Quantity</label> <input id="qty" name="qty" type="number" min="1" value="1"> <button>Add to cart</button><p role="status" aria-live="polite"></p></form>` : ""}
${p.description ? html`<section class="description"><h2>Details</h2>${raw(p.description)}</section>` : ""}
</article>`,
  };
}

export async function cmsPage(i: PageInput, identifier: string): Promise<PageResult | null> {
  const page = await kvJson<{ title: string; content: string; contentHeading?: string; metaTitle?: string; metaDescription?: string }>(
    i.env,
    keys.cms(i.store, identifier),
  );
  if (!page) return null;
  return {
    status: 200,
    title: page.metaTitle || page.title,
    description: page.metaDescription,
    // CMS HTML is the merchant's own content, rendered by the backend; forms inside it (data-maho-form) are filled in by the client script
    body: html`<article class="cms"><h1>${page.contentHeading || page.title}</h1>${raw(page.content)}</article>`,
  };
}

export async function blogPage(i: PageInput, urlKey: string): Promise<PageResult> {
  const post = await kvJson<{ title: string; content: string; publishDate?: string; imageUrl?: string; metaTitle?: string; metaDescription?: string }>(
    i.env,
    keys.blog(i.store, urlKey),
  );
  if (!post) return notFound(i);
  return {
    status: 200,
    title: post.metaTitle || post.title,
    description: post.metaDescription,
    body: html`<article class="blog"><h1>${post.title}</h1>${post.publishDate ? html`<p><time datetime="${post.publishDate}">${post.publishDate.slice(0, 10)}</time></p>` : ""}${raw(post.content)}</article>`,
  };
}

export async function searchPage(i: PageInput): Promise<PageResult> {
  const q = (i.url.searchParams.get("q") ?? "").slice(0, 200);
  const n = Math.max(1, Number.parseInt(i.url.searchParams.get("p") ?? "1", 10) || 1);
  let items: Product[] = [];
  let total = 0;
  if (q) {
    const res = await backendFetch(i.env, `/api/rest/v2/search?${new URLSearchParams({ q, page: String(n), itemsPerPage: String(LISTING_PAGE_SIZE) })}`, {
      store: i.store,
      bearer: i.token ?? undefined,
    });
    if (res.ok) {
      const b = (await res.json()) as { member: Product[]; totalItems: number };
      items = b.member;
      total = b.totalItems;
    } else await res.body?.cancel();
  }
  return {
    status: 200,
    live: true,
    title: q ? `Search: ${q}` : "Search",
    body: html`<h1>Search</h1>
<form role="search" action="/search" method="get"><label for="sq">Search for</label> <input id="sq" name="q" type="search" value="${q}"> <button>Search</button></form>
${q ? html`<p>${total} results for “${q}”</p><ul class="products">${items.map((p) => card(p, i.config))}</ul>` : ""}`,
  };
}

/** pages driven by the client script over the proxied calls */
export function appPage(kind: "cart" | "checkout" | "login" | "register", wallMessage?: string): PageResult {
  const bodies = {
    cart: html`<h1>Your cart</h1><div data-cart><p>Loading your cart…</p></div><p><a href="/checkout">Go to checkout</a></p>`,
    checkout: html`<h1>Checkout</h1><form data-checkout>
<p><label for="email">Email (guests)</label> <input id="email" name="email" type="email" autocomplete="email"></p>
<fieldset><legend>Shipping address</legend>
<p><label for="firstName">First name</label> <input id="firstName" name="firstName" required autocomplete="given-name"></p>
<p><label for="lastName">Last name</label> <input id="lastName" name="lastName" required autocomplete="family-name"></p>
<p><label for="street">Street</label> <input id="street" name="street" required autocomplete="street-address"></p>
<p><label for="city">City</label> <input id="city" name="city" required autocomplete="address-level2"></p>
<p><label for="postcode">Postcode</label> <input id="postcode" name="postcode" required autocomplete="postal-code"></p>
<p><label for="countryId">Country</label> <input id="countryId" name="countryId" required value="US" autocomplete="country"></p>
<p><label for="telephone">Telephone</label> <input id="telephone" name="telephone" autocomplete="tel"></p>
</fieldset>
<fieldset><legend>Payment</legend><label><input type="radio" name="paymentMethod" value="checkmo" checked> Check / money order</label> <label><input type="radio" name="paymentMethod" value="purchaseorder"> Purchase order</label> <label for="poNumber">PO number</label> <input id="poNumber" name="poNumber"></fieldset>
<button>Place order</button><p role="status" aria-live="polite"></p></form>`,
    login: html`<h1>Log in</h1>${wallMessage ? html`<p class="notice" role="note">${wallMessage}</p>` : ""}<form data-login>
<p><label for="login-email">Email</label> <input id="login-email" name="email" type="email" required autocomplete="username"></p>
<p><label for="login-password">Password</label> <input id="login-password" name="password" type="password" required autocomplete="current-password"></p>
<button>Log in</button><p role="alert" aria-live="assertive"></p></form><p><a href="/account/register">Create an account</a></p>`,
    register: html`<h1>Create an account</h1><form data-register>
<p><label for="r-first">First name</label> <input id="r-first" name="firstName" required autocomplete="given-name"></p>
<p><label for="r-last">Last name</label> <input id="r-last" name="lastName" required autocomplete="family-name"></p>
<p><label for="r-email">Email</label> <input id="r-email" name="email" type="email" required autocomplete="email"></p>
<p><label for="r-password">Password</label> <input id="r-password" name="password" type="password" minlength="8" required autocomplete="new-password"></p>
<button>Create account</button><p role="alert" aria-live="assertive"></p></form>`,
  };
  const titles = { cart: "Cart", checkout: "Checkout", login: "Log in", register: "Create an account" };
  return { status: 200, title: titles[kind], body: bodies[kind] };
}

export function notFound(_i?: PageInput): PageResult {
  return {
    status: 404,
    title: "Page not found",
    body: html`<h1>Page not found</h1><p>We could not find that page. <a href="/">Back to the home page</a> or <a href="/search">search the store</a>.</p>`,
  };
}

export function renderPage(i: PageInput, r: PageResult) {
  return layout({ config: i.config, categories: i.categories, title: r.title ?? "", description: r.description, body: r.body ?? html``, loggedIn: !!i.token });
}

/** the sitemap's products: only those guests may see (hidden ones are flagged in the key metadata) */
export async function guestProducts(env: Env, store: string): Promise<string[]> {
  const out: string[] = [];
  let cursor: string | undefined;
  const prefix = `${store}:product:`;
  do {
    const page = await env.KV.list<ProductMeta>({ prefix, cursor });
    for (const k of page.keys) if (!k.metadata?.h) out.push(k.name.slice(prefix.length));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return out;
}

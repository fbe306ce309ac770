/** Storefront pages rendered from KV (and, for search, sorted/filtered listings and logged-in visitors, from the backend). */
import { html, raw } from "hono/html";
import type { Env } from "./env.ts";
import { backendFetch } from "./backend.ts";
import { type Category, keys, LISTING_PAGE_SIZE, type ListingPage, STUB_TTL } from "./keys.ts";
import { gateOf, type ProductMeta, productMeta } from "./sync.ts";
import { type Crumb, type Html, layout, localMedia, money, type StoreConfig } from "./layout.ts";
import { type OptionProduct, optionFields } from "./product-options.ts";
import { embedsForms, type FormState, withForms } from "./custom-forms.ts";
import { explanationOf, type QuantityRule, qtyAttrs, qtyBounds, ruleNote, ruleOf, ruleText, variantExplanations, yourPrice } from "./pricing.ts";

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
  crumbs?: Crumb[];
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
      const target = [c.loginRedirect, c.loginRedirectUrl, c.redirectTo, c.landingPage].find((v) => typeof v === "string" && v) as string | undefined;
      // the public config names Maho's login path when no landing page is set: this storefront's is /account/login
      const landing = target && target !== "/customer/account/login" ? (target.startsWith("/") ? target : `/${target}`) : "/account/login";
      const exempt = Array.isArray(c.exemptCmsPages) ? c.exemptCmsPages.filter((x): x is string => typeof x === "string") : [];
      return { landing, exempt, message: typeof c.loginMessage === "string" ? c.loginMessage : undefined };
    }
  }
  return null;
}

export function wallAllows(path: string, wall: { landing: string; exempt: string[] }): boolean {
  if (path === wall.landing || ["/account/login", "/account/register", "/account/forgot-password", "/account/reset-password"].includes(path)) return true;
  return wall.exempt.some((id) => path === `/${id}`);
}

/** the price, or why there is none and what to do about it (guest: log in; logged in: apply for a trade account) */
export function priceBlock(p: Product, cfg: StoreConfig, loggedIn: boolean) {
  const gate = gateOf(p);
  if (p.finalPrice != null || p.price != null) {
    const fin = p.finalPrice ?? p.price;
    const was = p.price != null && p.finalPrice != null && Number(p.finalPrice) < Number(p.price) ? p.price : null;
    return html`<p class="price-box"><span class="price" data-price>${was != null ? html`<del><span class="sr-only">Was </span>${money(was, cfg.baseCurrencyCode, cfg.locale)}</del> ` : ""}<span>${money(fin, cfg.baseCurrencyCode, cfg.locale)}</span></span></p>`;
  }
  return html`<p class="price-box price-hidden">${gate.message ?? hiddenPriceMessage(cfg)}. ${
    loggedIn ? html`<a href="${TRADE_APPLY_PATH}">Apply for a trade account</a>` : html`<a href="/account/login">Log in</a>`
  }</p>`;
}

/** where a logged-in customer without trade prices applies for them (the demo's trade-account CMS page) */
export const TRADE_APPLY_PATH = "/trade-account";

function hiddenPriceMessage(cfg: StoreConfig): string {
  for (const p of cfg.extensions?.b2bPlugins ?? []) if (typeof p.config?.hiddenPriceMessage === "string") return p.config.hiddenPriceMessage;
  return "Log in to see prices";
}

function card(p: Product, cfg: StoreConfig, loggedIn: boolean) {
  const img = localMedia(p.smallImageUrl ?? p.imageUrl);
  return html`<li class="card"><a class="thumb" href="/p/${p.urlKey}" tabindex="-1" aria-hidden="true">${img ? html`<img src="${img}" alt="" width="240" height="240" loading="lazy" decoding="async">` : ""}</a><a class="name" href="/p/${p.urlKey}">${p.name}</a>${priceBlock(p, cfg, loggedIn)}</li>`;
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
  const top = i.categories.filter((c) => c.isActive && c.level === 2).sort((a, b) => a.position - b.position);
  // a few products to start from: the first listing page of the first category (guests' copy from KV)
  const featured = !i.token && top[0] ? ((await kvJson<ListingPage>(i.env, keys.listing(i.store, top[0].id, 1)))?.items ?? []).slice(0, 8) : [];
  return {
    status: 200,
    title: i.config.defaultTitle ?? i.config.storeName ?? "Home",
    description: i.config.defaultDescription,
    body: html`<h1>${cms?.title ?? i.config.storeName ?? "Welcome"}</h1>
${cms ? html`<div class="cms">${raw(cms.content)}</div>` : ""}
<section aria-labelledby="shop"><h2 id="shop">Shop by category</h2><ul class="tiles">${top.map((c) => html`<li><a href="/${c.urlPath}">${c.name}</a></li>`)}</ul></section>
${featured.length ? html`<section aria-labelledby="featured"><h2 id="featured">${top[0]!.name}</h2><ul class="products">${featured.map((p) => card(p as Product, i.config, false))}</ul></section>` : ""}`,
  };
}

const LIVE_PARAMS = /^(order\[|attr\[|priceMin$|priceMax$|sort$)/;

/** the category's ancestors below the root, then itself */
function categoryTrail(i: PageInput, cat: Category): Crumb[] {
  const byId = new Map(i.categories.map((c) => [c.id, c]));
  const trail: Crumb[] = [];
  for (let c: Category | undefined = cat; c && c.level >= 2; c = c.parentId != null ? byId.get(c.parentId) : undefined) {
    trail.unshift({ label: c.name, href: `/${c.urlPath}` });
    if (trail.length > 10) break;
  }
  return trail;
}

export async function categoryPage(i: PageInput, cat: Category): Promise<PageResult> {
  const n = Math.max(1, Math.min(10_000, Number.parseInt(i.url.searchParams.get("p") ?? "1", 10) || 1));
  const liveParams = [...i.url.searchParams.keys()].filter((k) => LIVE_PARAMS.test(k));
  const sort = /^([a-z0-9_]{1,64})-(asc|desc)$/.exec(i.url.searchParams.get("sort") ?? "");
  let page: ListingPage | null;
  let live = false;
  if (liveParams.length || i.token) {
    // sorted or filtered listings, and a logged-in visitor's prices, come from the backend
    const q = new URLSearchParams({ categoryId: String(cat.id), page: String(n), itemsPerPage: String(LISTING_PAGE_SIZE) });
    for (const k of liveParams) if (k !== "sort") q.set(k, i.url.searchParams.get(k)!);
    if (sort) q.set(`order[${sort[1]}]`, sort[2]!);
    const res = await backendFetch(i.env, `/api/rest/v2/products?${q}`, { store: i.store, bearer: i.token ?? undefined });
    if (!res.ok) {
      await res.body?.cancel();
      return errorPage(
        res.status === 400 ? 400 : 502,
        "This listing is unavailable",
        "The filters or sort order could not be applied.",
        `/${cat.urlPath}`,
        live,
      );
    }
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
  const base = `/${cat.urlPath}`;
  const link = (change: Record<string, string | null>) => {
    const q = new URLSearchParams(i.url.searchParams);
    for (const [k, v] of Object.entries(change)) v === null ? q.delete(k) : q.set(k, v);
    const s = q.toString();
    return s ? `${base}?${s}` : base;
  };
  const children = i.categories.filter((c) => c.parentId === cat.id && c.isActive).sort((a, b) => a.position - b.position);
  const filters = page?.filters ?? [];
  const active = filters.filter((f) => i.url.searchParams.has(`attr[${f.code}]`));
  const sortOptions = page?.sortOptions ?? [];
  const current = sort ? `${sort[1]}-${sort[2]}` : "";
  const kept = [...i.url.searchParams].filter(([k]) => k.startsWith("attr[") || k === "priceMin" || k === "priceMax");
  return {
    status: 200,
    live,
    title: cat.metaTitle || cat.name,
    description: cat.metaDescription ?? undefined,
    crumbs: categoryTrail(i, cat),
    body: html`<h1>${cat.name}</h1>
${cat.description ? html`<div class="description">${raw(cat.description)}</div>` : ""}
<div class="listing">
<aside class="filters" aria-label="Filters"><details><summary>Filters${active.length ? html` <span class="hint">(${active.length} active)</span>` : ""}</summary>
${children.length ? html`<h2>Categories</h2><ul>${children.map((c) => html`<li><a href="/${c.urlPath}">${c.name}</a></li>`)}</ul>` : ""}
${active.length ? html`<h2>Active filters</h2><ul>${active.map((f) => html`<li><a href="${link({ [`attr[${f.code}]`]: null, p: null })}">Remove ${f.label}: ${f.options.find((o) => o.value === i.url.searchParams.get(`attr[${f.code}]`))?.label ?? i.url.searchParams.get(`attr[${f.code}]`)}</a></li>`)}</ul>` : ""}
${filters.filter((f) => !active.includes(f)).map((f) => html`<h2>${f.label}</h2><ul>${f.options.map((o) => html`<li><a href="${link({ [`attr[${f.code}]`]: o.value, p: null })}">${o.label} <span class="hint">(${o.count})</span></a></li>`)}</ul>`)}
</details></aside>
<section aria-label="Products">
<div class="toolbar"><p>${page?.totalItems ?? 0} products</p>
${
  sortOptions.length
    ? html`<form method="get" action="${base}" data-autosubmit>${kept.map(([k, v]) => html`<input type="hidden" name="${k}" value="${v}">`)}<label for="sort">Sort by</label><select id="sort" name="sort"><option value="">Recommended</option>${sortOptions.flatMap(
        (o) =>
          (["asc", "desc"] as const).map(
            (d) =>
              html`<option value="${o.code}-${d}"${current === `${o.code}-${d}` ? " selected" : ""}>${o.label} ${d === "asc" ? "(A–Z, low–high)" : "(Z–A, high–low)"}</option>`,
          ),
      )}</select><button class="secondary">Apply</button></form>`
    : ""
}</div>
${items.length ? html`<ul class="products">${items.map((p) => card(p as Product, i.config, !!i.token))}</ul>` : html`<div class="empty"><p>No products match.</p>${active.length ? html`<p><a href="${base}">Clear the filters</a></p>` : ""}</div>`}
${totalPages > 1 ? html`<nav class="pager" aria-label="Pages"><ul>${Array.from({ length: totalPages }, (_, k) => k + 1).map((p) => (p === n ? html`<li><span aria-current="page">${p}</span></li>` : html`<li><a href="${link({ p: String(p) })}">${p}</a></li>`))}</ul></nav>` : ""}
</section>
</div>`,
  };
}

/** the product form as posted again when the backend refused it (a quantity rule): the quantity and the reason, at the field */
export interface ProductFormState {
  qty?: string;
  qtyError?: string;
}

/**
 * the quantity rule the product form's own quantity is held to, from the backend's explanation (per-company pricing):
 * a simple product's (or a bundle's) own; a configurable's when every variant has the same one (else the script
 * sets the chosen variant's); none for a grouped product (each child's input has its own)
 */
function formRule(p: Product): QuantityRule | null {
  const variants = variantExplanations(p);
  if (p.type === "grouped") return null;
  if (p.type === "configurable") {
    const skus = ((p.variants as { sku: string }[] | undefined) ?? []).map((v) => v.sku);
    const rules = skus.map((sku) => ruleOf(variants.get(sku)));
    const first = rules[0];
    return first && rules.every((r) => r && ruleText(r) === ruleText(first) && r.maxQty === first.maxQty) ? first : null;
  }
  return ruleOf(variants.get(p.sku) ?? (p.type === "bundle" ? null : explanationOf(p)));
}

export async function productPage(i: PageInput, urlKey: string, form: ProductFormState = {}): Promise<PageResult> {
  let p: Product | null;
  let live = false;
  if (i.token) {
    const res = await backendFetch(i.env, `/api/rest/v2/products?urlKey=${encodeURIComponent(urlKey)}&itemsPerPage=1`, { store: i.store, bearer: i.token });
    p = res.ok ? (((await res.json()) as { member: Product[] }).member[0] ?? null) : null;
    live = true;
  } else {
    p = await kvJson<Product>(i.env, keys.product(i.store, urlKey));
  }
  if (!p) return (await movedProduct(i, urlKey)) ?? notFound(i);
  // a composite's options, children and prices differ by customer group: a logged-in visitor's come with their
  // token, never from the guest copy (nor written to it)
  if (isStub(p)) p = (i.token ? await customerDetail(i, p.id) : await refetchStub(i.env, i.store, p)) ?? p;
  const gate = gateOf(p);
  if (gate.requiresLogin && !i.token) return { status: 302, redirect: "/account/login" };
  const priced = p.price != null || p.finalPrice != null;
  const canBuy = gate.canCheckout !== false && p.inStock !== false && priced;
  const cat = i.categories.filter((c) => c.isActive && (p.categoryIds as number[] | undefined)?.includes(c.id)).sort((a, b) => b.level - a.level)[0];
  const gallery = ((p.mediaGallery as { url: string; label?: string }[] | undefined) ?? [])
    .map((g) => ({ url: localMedia(g.url), label: g.label }))
    .filter((g) => g.url);
  const main = localMedia(p.imageUrl) ?? gallery[0]?.url ?? null;
  const why = !priced
    ? null
    : p.inStock === false
      ? "This product is out of stock."
      : gate.canCheckout === false
        ? (gate.message ?? "Your account cannot order this product.")
        : null;
  return {
    // the form again with the backend's refusal at its field: this visitor's answer alone
    status: form.qtyError ? 422 : 200,
    live: live || !!form.qtyError,
    title: p.metaTitle || p.name,
    description: p.metaDescription || (p.shortDescription as string | undefined) || undefined,
    crumbs: [...(cat ? categoryTrail(i, cat) : []), { label: p.name }],
    body: html`<article class="product" data-product-id="${p.id}">
<div class="gallery">
<div class="main">${main ? html`<img id="main-image" src="${main}" alt="${p.name}" width="600" height="600" fetchpriority="high">` : ""}</div>
${gallery.length > 1 ? html`<ul aria-label="More images">${gallery.map((g) => html`<li><a href="${g.url}" data-gallery><img src="${g.url}" alt="${g.label ?? p.name}" width="64" height="64" loading="lazy"></a></li>`)}</ul>` : ""}
</div>
<div class="buy">
<h1>${p.name}</h1>
<p class="sku">SKU ${p.sku}</p>
${priceBlock(p, i.config, !!i.token)}
${i.token && p.finalPrice != null ? yourPrice(explanationOf(p)) : ""}
${tierPrices(p, i.config)}
<p class="stock ${p.inStock === false ? "out" : "in"}">${p.inStock === false ? "Out of stock" : "In stock"}</p>
${p.shortDescription ? html`<p>${p.shortDescription}</p>` : ""}
${
  canBuy
    ? html`<form id="add-to-cart" action="/cart/add" method="post" data-add-to-cart>
<input type="hidden" name="sku" value="${p.sku}">
${optionFields(p as unknown as OptionProduct, i.config, variantExplanations(p))}
<div class="add-row">${p.type === "grouped" ? "" : qtyField(formRule(p), p.type === "configurable" && variantExplanations(p).size > 0, form)}<div class="field"><button>Add to cart</button></div>${
        i.token && p.type !== "grouped"
          ? html`<div class="field"><button class="secondary" formaction="/account/lists/add" formnovalidate data-add-to-list>Add to list</button></div>`
          : ""
      }</div>
<p role="status" aria-live="polite"></p></form>${wishlistButton(i, p)}`
    : html`${
        // the options are shown (not offered) where the product cannot be bought here
        optionFields(p as unknown as OptionProduct, i.config).length
          ? html`<fieldset disabled class="options-preview"><legend class="sr-only">Available options</legend>${optionFields(p as unknown as OptionProduct, i.config)}</fieldset>`
          : ""
      }${
        why
          ? html`<p class="blocked" role="note">${why}${gate.canCheckout === false && p.inStock !== false ? html` <a href="${i.token ? TRADE_APPLY_PATH : "/account/login"}">${i.token ? "Apply for a trade account" : "Log in"}</a>` : ""}</p>`
          : ""
      }${wishlistButton(i, p)}${listButton(i, p)}`
}
</div>
${p.description ? html`<section class="description" aria-labelledby="details"><h2 id="details">Details</h2>${raw(p.description)}</section>` : ""}
</article>`,
  };
}

/**
 * the product form's quantity: bounded by the quantity rule (the least allowed quantity to start with), the rule said
 * under it (a configurable's variants may each have their own: the script shows the chosen one's), and the backend's
 * refusal at the field when the form came back
 */
function qtyField(rule: QuantityRule | null, perVariant: boolean, form: ProductFormState) {
  const b = qtyBounds(rule);
  const posted = Number(form.qty);
  const value = form.qty && Number.isFinite(posted) && posted > 0 ? form.qty : String(b.min);
  const described = [rule ? "qty-rule" : "", form.qtyError ? "qty-error" : ""].filter(Boolean).join(" ");
  return html`<div class="field"><label for="qty">Quantity</label><input id="qty" name="qty" type="number"${qtyAttrs(b)} value="${value}" required${described ? html` aria-describedby="${described}"` : ""}${form.qtyError ? html` aria-invalid="true"` : ""}>${
    rule ? ruleNote(rule, "qty-rule") : perVariant ? html`<p class="hint qty-rule" id="qty-rule" data-quantity-rule data-variant-rule hidden></p>` : ""
  }${form.qtyError ? html`<p class="field-error" id="qty-error" role="alert">${form.qtyError}</p>` : ""}</div>`;
}

/**
 * a product URL key that names no product: the backend's URL resolver answers a former key (kept when an admin
 * renames it) with a permanent redirect to the current one, which the visitor may see (asked as this visitor)
 */
async function movedProduct(i: PageInput, urlKey: string): Promise<PageResult | null> {
  const res = await backendFetch(i.env, `/api/rest/v2/url-resolver?path=${encodeURIComponent(urlKey)}`, {
    store: i.store,
    ...(i.token ? { bearer: i.token } : { anonymous: true }),
  }).catch(() => null);
  if (!res?.ok) {
    await res?.body?.cancel();
    return null;
  }
  const body = (await res.json().catch(() => null)) as { member?: { type?: string; identifier?: string | null; redirectType?: number }[] } | null;
  const r = body?.member?.[0];
  if (r?.type !== "redirect" || r.redirectType !== 301 || !r.identifier || r.identifier === urlKey) return null;
  return { status: 301, redirect: `/p/${encodeURIComponent(r.identifier)}`, live: true };
}

/** a logged-in customer saves the product to their wishlist (guests' pages are shared, so they get no button) */
function wishlistButton(i: PageInput, p: Product) {
  if (!i.token) return "";
  return html`<form action="/account/wishlist/add" method="post" class="wish"><input type="hidden" name="sku" value="${p.sku}"><input type="hidden" name="urlKey" value="${p.urlKey}"><button class="link">Add to wishlist</button></form>`;
}

/** a product that cannot go in the cart here may still go in a list (the list shows why, and adds it once it can) */
function listButton(i: PageInput, p: Product) {
  if (!i.token || p.type === "grouped") return "";
  return html`<form action="/account/lists/add" method="post" class="wish"><input type="hidden" name="sku" value="${p.sku}"><button class="link" data-add-to-list>Add to list</button></form>`;
}

/**
 * "Buy N or more for X each": only tiers below the price this caller is shown (as Magento does), so a tier never
 * offers more than the price already charged for one
 */
function tierPrices(p: Product, cfg: StoreConfig) {
  const shown = Number(p.finalPrice ?? p.price);
  if ((p.finalPrice == null && p.price == null) || !Number.isFinite(shown)) return "";
  const tiers = ((p.tierPrices as { qty: number; price: number }[] | undefined) ?? []).filter((t) => t.qty > 1 && t.price != null && Number(t.price) < shown);
  if (!tiers.length) return "";
  return html`<ul class="hint">${tiers.map((t) => html`<li>Buy ${t.qty} or more for ${money(t.price, cfg.baseCurrencyCode, cfg.locale)} each</li>`)}</ul>`;
}

export async function cmsPage(i: PageInput, identifier: string, form?: FormState): Promise<PageResult | null> {
  const page = await kvJson<{ title: string; content: string; contentHeading?: string; metaTitle?: string; metaDescription?: string }>(
    i.env,
    keys.cms(i.store, identifier),
  );
  if (!page) return null;
  // CMS HTML is the merchant's own content, rendered by the backend; the forms it embeds are rendered per view (fresh render token)
  const forms = embedsForms(page.content);
  return {
    status: 200,
    live: forms,
    title: page.metaTitle || page.title,
    description: page.metaDescription,
    crumbs: [{ label: page.title }],
    body: html`<article class="cms"><h1>${page.contentHeading || page.title}</h1>${forms ? await withForms(i, identifier, page.content, form) : raw(page.content)}</article>`,
  };
}

export async function blogPage(i: PageInput, urlKey: string): Promise<PageResult> {
  const post = await kvJson<{ title: string; content: string; publishDate?: string; imageUrl?: string; metaTitle?: string; metaDescription?: string }>(
    i.env,
    keys.blog(i.store, urlKey),
  );
  if (!post) return notFound(i);
  const img = localMedia(post.imageUrl);
  return {
    status: 200,
    title: post.metaTitle || post.title,
    description: post.metaDescription,
    crumbs: [{ label: "Blog" }, { label: post.title }],
    body: html`<article class="blog"><h1>${post.title}</h1>${post.publishDate ? html`<p class="hint"><time datetime="${post.publishDate}">${post.publishDate.slice(0, 10)}</time></p>` : ""}${img ? html`<img src="${img}" alt="" width="768" height="432">` : ""}${raw(post.content)}</article>`,
  };
}

export async function searchPage(i: PageInput): Promise<PageResult> {
  const q = (i.url.searchParams.get("q") ?? "").slice(0, 200);
  const n = Math.max(1, Number.parseInt(i.url.searchParams.get("p") ?? "1", 10) || 1);
  let items: Product[] = [];
  let total = 0;
  let failed = false;
  if (q) {
    const res = await backendFetch(i.env, `/api/rest/v2/search?${new URLSearchParams({ q, page: String(n), itemsPerPage: String(LISTING_PAGE_SIZE) })}`, {
      store: i.store,
      bearer: i.token ?? undefined,
    });
    if (res.ok) {
      const b = (await res.json()) as { member: Product[]; totalItems: number };
      items = b.member;
      total = b.totalItems;
    } else {
      failed = true;
      await res.body?.cancel();
    }
  }
  return {
    status: 200,
    live: true,
    title: q ? `Search: ${q}` : "Search",
    crumbs: [{ label: "Search" }],
    body: html`<h1>${q ? html`Results for “${q}”` : "Search"}</h1>
<form class="search" role="search" action="/search" method="get"><label for="sq" class="sr-only">Search for</label><input id="sq" name="q" type="search" value="${q}"><button>Search</button></form>
${failed ? html`<p class="notice err" role="alert">Search is unavailable just now. Please try again.</p>` : ""}
${q && !failed ? (items.length ? html`<p class="hint">${total} results</p><ul class="products">${items.map((p) => card(p, i.config, !!i.token))}</ul>` : html`<div class="empty"><p>Nothing matches “${q}”.</p><p>Try a shorter word, or browse the categories above.</p></div>`) : ""}`,
  };
}

export function errorPage(status: number, title: string, detail: string, back = "/", live = true): PageResult {
  return {
    status,
    live,
    title,
    body: html`<div class="empty" role="alert"><h1>${title}</h1><p>${detail}</p><p><a class="button" href="${back}">Go back</a> <a href="/">Home page</a></p></div>`,
  };
}

export function notFound(_i?: PageInput): PageResult {
  return {
    status: 404,
    title: "Page not found",
    body: html`<div class="empty"><h1>Page not found</h1><p>We could not find that page.</p><p><a class="button" href="/">Back to the home page</a></p>
<form class="search" role="search" action="/search" method="get"><label for="nq" class="sr-only">Search the store</label><input id="nq" name="q" type="search" placeholder="Search products"><button>Search</button></form></div>`,
  };
}

/** the page in the layout; `cartQty` where the worker renders it for this visitor (see layout's cartCount) */
export function renderPage(i: PageInput, r: PageResult, cartQty?: number | null) {
  return layout({
    cartQty,
    config: i.config,
    categories: i.categories,
    title: r.title ?? "",
    description: r.description,
    body: r.body ?? html``,
    loggedIn: !!i.token,
    crumbs: r.crumbs,
    path: i.url.pathname,
  });
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

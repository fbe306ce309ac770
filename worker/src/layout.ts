/** HTML shell: every interpolation is escaped by Hono's `html` helper; only CMS/product HTML from the backend goes through `raw`. */
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { Category } from "./keys.ts";
import { assetPath } from "./assets.ts";

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

export interface StoreConfig {
  storeCode?: string;
  storeName?: string;
  locale?: string;
  baseCurrencyCode?: string;
  defaultTitle?: string;
  defaultDescription?: string;
  cmsHomePage?: string;
  logoUrl?: string | null;
  logoAlt?: string;
  defaultCountry?: string;
  allowedCountries?: string[];
  isGuestCheckoutAllowed?: boolean;
  /** a merchant's colours, where the store config carries them */
  primaryColor?: string;
  themeColor?: string;
  extensions?: { b2bPlugins?: { code: string; script?: string; config?: Record<string, unknown> }[]; theme?: { primaryColor?: string } };
}

export interface Crumb {
  label: string;
  href?: string;
}

export interface PageFrame {
  config: StoreConfig;
  categories: Category[];
  title: string;
  description?: string;
  body: Html;
  loggedIn: boolean;
  crumbs?: Crumb[];
  /** the path being shown (marks the current category in the menu) */
  path?: string;
  /**
   * the number of items in the visitor's cart, where the worker renders the page for this visitor; undefined on
   * pages shared through the edge cache (the script shows the count the `cart_qty` cookie holds)
   */
  cartQty?: number | null;
}

/** the header's cart count: shown when known and above 0 (data-cart-known: rendered for this visitor) */
export function cartCount(qty: number | null | undefined) {
  const known = typeof qty === "number" && Number.isFinite(qty);
  const n = known && qty > 0 ? qty : 0;
  return html`<span class="cart-qty" data-cart-qty${known ? html` data-cart-known` : ""}${n ? "" : " hidden"}><span class="cart-count" data-cart-count>${n ? String(n) : ""}</span><span class="sr-only" data-cart-unit>${n === 1 ? " item" : " items"}</span></span>`;
}

export function money(value: unknown, currency = "USD", locale = "en-US"): string {
  const n = Number(value);
  try {
    return new Intl.NumberFormat(locale.replace("_", "-"), { style: "currency", currency }).format(n);
  } catch {
    return `${n.toFixed(2)} ${currency}`;
  }
}

/** a media URL on this origin: the backend's /media paths go through the worker's media proxy */
export function localMedia(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  try {
    const u = new URL(url);
    return u.pathname.startsWith("/media/") ? u.pathname : null;
  } catch {
    return null;
  }
}

const HEX = /^#[0-9a-fA-F]{3,8}$/;

/** the merchant's accent colour (store config) as CSS custom properties, with a legible ink on it */
function themeStyle(cfg: StoreConfig): string | undefined {
  const c = [cfg.primaryColor, cfg.themeColor, cfg.extensions?.theme?.primaryColor].find((v) => typeof v === "string" && HEX.test(v));
  if (!c) return undefined;
  const hex = c.length <= 5 ? c.slice(1, 4).replace(/./g, "$&$&") : c.slice(1, 7);
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  const ink = (0.299 * r + 0.587 * g + 0.114 * b) / 255 > 0.6 ? "#111" : "#fff";
  return `--accent:#${hex};--accent-ink:${ink}`;
}

export function breadcrumbs(items: Crumb[]) {
  if (!items.length) return "";
  return html`<nav class="crumbs" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li>${items.map((c, n) =>
    c.href && n < items.length - 1 ? html`<li><a href="${c.href}">${c.label}</a></li>` : html`<li><span aria-current="page">${c.label}</span></li>`,
  )}</ol></nav>`;
}

export function layout(f: PageFrame) {
  const menu = f.categories.filter((c) => c.isActive && c.includeInMenu && c.level === 2).sort((a, b) => a.position - b.position);
  const plugins = (f.config.extensions?.b2bPlugins ?? []).filter((p) => p.script && /^\/plugins\/[a-z0-9-]+\.js$/.test(p.script));
  const lang = (f.config.locale ?? "en_US").split("_")[0];
  const name = f.config.storeName ?? "Store";
  const logo = localMedia(f.config.logoUrl);
  const current = f.path ?? "";
  return html`<!doctype html>
<html lang="${lang}"${themeStyle(f.config) ? html` style="${themeStyle(f.config)}"` : ""}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${f.title} | ${name}</title>
${f.description ? html`<meta name="description" content="${f.description}">` : ""}
<link rel="stylesheet" href="${assetPath("css")}">
${logo ? html`<link rel="icon" href="${logo}">` : ""}
<script type="application/json" id="store-config">${raw(JSON.stringify({ storeCode: f.config.storeCode, currency: f.config.baseCurrencyCode, locale: f.config.locale, plugins: f.config.extensions?.b2bPlugins ?? [] }).replace(/</g, "\\u003c"))}</script>
<script src="${assetPath("js")}" defer></script>
${plugins.map((p) => html`<script type="module" src="${p.script}"></script>`)}
</head>
<body data-logged-in="${f.loggedIn ? "1" : "0"}">
<a class="skip" href="#main">Skip to content</a>
<header class="site-header">
<div class="wrap bar">
<a href="/" class="logo">${logo ? html`<img src="${logo}" alt="" width="120" height="40">` : ""}<span>${f.config.logoAlt || name}</span></a>
<form class="search" role="search" action="/search" method="get"><label for="q" class="sr-only">Search the store</label><input id="q" name="q" type="search" placeholder="Search products" autocomplete="off"><button>Search</button></form>
<nav class="account-nav" aria-label="Account"><a class="cart-link" href="/cart">Cart${cartCount(f.cartQty)}</a>${
    f.loggedIn
      ? html`<a href="/quick-order">Quick order</a><a href="/account/lists">My lists</a><a href="/account">My account</a><form action="/account/logout" method="post"><button class="link" data-logout>Log out</button></form>`
      : html`<a href="/account/login">Log in</a><a href="/account/register">Register</a>`
  }</nav>
</div>
<nav class="menu" aria-label="Categories"><ul class="wrap">${menu.map((c) =>
    current === `/${c.urlPath}` || current.startsWith(`/${c.urlPath}/`)
      ? html`<li><a href="/${c.urlPath}" aria-current="page">${c.name}</a></li>`
      : html`<li><a href="/${c.urlPath}">${c.name}</a></li>`,
  )}</ul></nav>
</header>
<main id="main" class="wrap">
${f.crumbs ? breadcrumbs(f.crumbs) : ""}
${f.body}
</main>
<footer class="site-footer"><div class="wrap"><p>${name}</p></div></footer>
</body>
</html>`;
}

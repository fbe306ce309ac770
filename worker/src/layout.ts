/** HTML shell: every interpolation is escaped by Hono's `html` helper; only CMS/product HTML from the backend goes through `raw`. */
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { Category } from "./keys.ts";

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
  extensions?: { b2bPlugins?: { code: string; script?: string; config?: Record<string, unknown> }[] };
}

export interface PageFrame {
  config: StoreConfig;
  categories: Category[];
  title: string;
  description?: string;
  body: Html;
  loggedIn: boolean;
}

export function money(value: unknown, currency = "USD", locale = "en-US"): string {
  const n = Number(value);
  try {
    return new Intl.NumberFormat(locale.replace("_", "-"), { style: "currency", currency }).format(n);
  } catch {
    return `${n.toFixed(2)} ${currency}`;
  }
}

export function layout(f: PageFrame) {
  const menu = f.categories.filter((c) => c.isActive && c.includeInMenu && c.level === 2).sort((a, b) => a.position - b.position);
  const plugins = (f.config.extensions?.b2bPlugins ?? []).filter((p) => p.script && /^\/plugins\/[a-z0-9-]+\.js$/.test(p.script));
  const lang = (f.config.locale ?? "en_US").split("_")[0];
  return html`<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${f.title} | ${f.config.storeName ?? "Store"}</title>
${f.description ? html`<meta name="description" content="${f.description}">` : ""}
<link rel="stylesheet" href="/storefront.css">
<script type="application/json" id="store-config">${raw(JSON.stringify({ storeCode: f.config.storeCode, currency: f.config.baseCurrencyCode, locale: f.config.locale, plugins: f.config.extensions?.b2bPlugins ?? [] }).replace(/</g, "\\u003c"))}</script>
<script src="/storefront.js" defer></script>
${plugins.map((p) => html`<script type="module" src="${p.script}"></script>`)}
</head>
<body data-logged-in="${f.loggedIn ? "1" : "0"}">
<a class="skip" href="#main">Skip to content</a>
<header>
<a href="/" class="logo">${f.config.storeName ?? "Store"}</a>
<nav aria-label="Categories"><ul>${menu.map((c) => html`<li><a href="/${c.urlPath}">${c.name}</a></li>`)}</ul></nav>
<form role="search" action="/search" method="get"><label for="q">Search</label> <input id="q" name="q" type="search"> <button>Search</button></form>
<nav aria-label="Account"><a href="/cart">Cart</a> ${f.loggedIn ? html`<a href="/account/logout" data-logout>Log out</a>` : html`<a href="/account/login">Log in</a> <a href="/account/register">Register</a>`}</nav>
</header>
<main id="main">
${f.body}
</main>
<footer><p>${f.config.storeName ?? ""}</p></footer>
</body>
</html>`;
}

/** /llms.txt, /robots.txt, /sitemap.xml and /.well-known/*, generated from KV (sensible when KV is empty). */
import type { Env } from "./env.ts";
import { type Category, keys } from "./keys.ts";
import { guestProducts, loginWall } from "./pages.ts";
import type { StoreConfig } from "./layout.ts";

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
const md = (s: string) => s.replace(/[\r\n]+/g, " ").replace(/([\\`*_[\]<>])/g, "\\$1");

async function listIds(env: Env, prefix: string): Promise<string[]> {
  const out: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.KV.list({ prefix, cursor });
    for (const k of page.keys) out.push(k.name.slice(prefix.length));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return out;
}

export interface StoreData {
  store: string | undefined;
  config: StoreConfig;
  categories: Category[];
}

export function robots(origin: string, data: StoreData): string {
  const wall = loginWall(data.config);
  return [
    "User-agent: *",
    ...(wall ? ["Disallow: /", "Allow: /account/login", "Allow: /llms.txt"] : ["Allow: /"]),
    "Disallow: /api/",
    "Disallow: /cart",
    "Disallow: /checkout",
    "Disallow: /search",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

export async function sitemap(env: Env, origin: string, data: StoreData): Promise<string> {
  const urls: string[] = [`${origin}/`];
  if (data.store) {
    const wall = loginWall(data.config);
    if (wall) {
      for (const id of wall.exempt) urls.push(`${origin}/${encodeURIComponent(id)}`);
    } else {
      for (const c of data.categories) if (c.isActive && c.level >= 2) urls.push(`${origin}/${c.urlPath}`);
      for (const k of await guestProducts(env, data.store)) urls.push(`${origin}/p/${encodeURIComponent(k)}`);
      for (const id of await listIds(env, `${data.store}:cms:`)) if (id !== data.config.cmsHomePage) urls.push(`${origin}/${encodeURIComponent(id)}`);
      for (const id of await listIds(env, `${data.store}:blog:`)) urls.push(`${origin}/blog/${encodeURIComponent(id)}`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => `<url><loc>${xml(u)}</loc></url>`).join("\n")}\n</urlset>\n`;
}

export async function llms(env: Env, origin: string, data: StoreData): Promise<string> {
  const c = data.config;
  const lines = [`# ${md(c.storeName ?? "Storefront")}`, "", `> ${md(c.defaultDescription || "An online store.")}`, ""];
  if (!data.store) {
    lines.push("The catalogue has not been synced yet.", "");
    return lines.join("\n");
  }
  const wall = loginWall(c);
  if (wall) lines.push("This is a trade store: browsing requires a customer account.", "");
  const cats = data.categories.filter((x) => x.isActive && x.level >= 2);
  if (cats.length && !wall) {
    lines.push("## Categories", "");
    for (const x of cats) lines.push(`- [${md(x.name)}](${origin}/${x.urlPath})`);
    lines.push("");
  }
  const cms = await listIds(env, `${data.store}:cms:`);
  if (cms.length) {
    lines.push("## Information pages", "");
    for (const id of cms) if (!wall || wall.exempt.includes(id)) lines.push(`- [${md(id)}](${origin}/${encodeURIComponent(id)})`);
    lines.push("");
  }
  const blog = wall ? [] : await listIds(env, `${data.store}:blog:`);
  if (blog.length) {
    lines.push("## Blog", "");
    for (const id of blog) lines.push(`- [${md(id)}](${origin}/blog/${encodeURIComponent(id)})`);
    lines.push("");
  }
  lines.push(
    "## Using the API",
    "",
    `- Search: \`GET ${origin}/api/search?q=<text>\` (JSON, the listing shape: member, totalItems).`,
    `- Cart: \`GET ${origin}/api/cart\`, \`POST ${origin}/api/cart/items\` with \`{"sku","qty"}\` (guest carts are named by the \`X-Cart-Id\` header the first call returns).`,
    `- Checkout: \`POST ${origin}/api/checkout/place-order\`.`,
    "- Prices and availability depend on the customer's account; listed prices are guest prices. Do not scrape faster than one request per second.",
    `- Sitemap: ${origin}/sitemap.xml`,
    "",
  );
  return lines.join("\n");
}

export function securityTxt(env: Env, origin: string): string {
  const host = new URL(origin).hostname;
  const expires = new Date(Date.now() + 365 * 24 * 3600 * 1000);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `Contact: ${env.SECURITY_CONTACT ?? `mailto:security@${host}`}`,
    `Expires: ${expires.toISOString()}`,
    `Canonical: ${origin}/.well-known/security.txt`,
    "Preferred-Languages: en",
    "",
  ].join("\n");
}

/**
 * Store config and category tree, parsed once per isolate for a few seconds (every page needs them; a
 * sync or cache write in this isolate drops them at once, other isolates follow within MEMO_MS).
 */
const MEMO_MS = 5_000;
let memo: { at: number; data: Promise<StoreData> } | undefined;
export function forgetStoreData() {
  memo = undefined;
}

export function storeData(env: Env): Promise<StoreData> {
  if (memo && Date.now() - memo.at < MEMO_MS) return memo.data;
  const data = readStoreData(env);
  memo = { at: Date.now(), data };
  data.catch(() => forgetStoreData());
  return data;
}

async function readStoreData(env: Env): Promise<StoreData> {
  const stores = JSON.parse((await env.KV.get(keys.stores)) ?? "[]") as string[];
  const store = env.STORE_CODE ?? stores[0];
  if (!store) return { store: undefined, config: {}, categories: [] };
  const [config, categories] = await Promise.all([env.KV.get(keys.config(store)), env.KV.get(keys.categories(store))]);
  return { store, config: config ? JSON.parse(config) : {}, categories: categories ? JSON.parse(categories) : [] };
}

/** The storefront edge worker (Cloudflare Workers module syntax, Hono routing). */
import { Hono, type Context } from "hono";
import type { AppEnv } from "./env.ts";
import { internalBody, readJsonBody } from "./secret.ts";
import { problem, json, sha256Hex } from "./http.ts";
import { ENTITIES, type Entity, runSync } from "./sync.ts";
import { cacheKey, edgeCache, forgetVersionTag, purgePaths, versionTag } from "./edge-cache.ts";
import { freshness } from "./freshness.ts";
import { trustedVisitorIp } from "./client-ip.ts";
import { apiProxy, login, logout, media, plugin } from "./proxy.ts";
import { forgetStoreData, llms, robots, securityTxt, sitemap, storeData } from "./agent.ts";
import { CLIENT_SCRIPT } from "./client-script.ts";
import { STYLES } from "./styles.ts";
import { assetResponse } from "./assets.ts";
import { readLimited } from "./secret.ts";
import { addToCart, cartPage, checkoutPage, couponOrGiftcard, explained, forgetCart, loadCart, orderPage, placeOrder, updateCart } from "./cart-pages.ts";
import { invoicePdf, orderDocuments, reorder } from "./order-documents.ts";
import {
  accountPage,
  addressesPage,
  addressForm,
  changePassword,
  deleteAddress,
  loginFirst,
  newsletterPage,
  newsletterSubscribe,
  newsletterUnsubscribe,
  passwordPage,
  saveAddress,
  wishlistAdd,
  wishlistPage,
  wishlistRemove,
} from "./account-pages.ts";
import {
  FORGOT_PATH,
  forgotPage,
  loginPage,
  postForgot,
  postLogin,
  postRegister,
  postReset,
  RESET_PATH,
  registerPage,
  resetPage,
  wallLanding,
} from "./auth-pages.ts";
import { FORM_CODE, submitForm } from "./custom-forms.ts";
import {
  acceptInvitation,
  companyOrdersPage,
  companyPage,
  deactivateConfirm,
  deactivateMember,
  deleteRole,
  deleteRoleConfirm,
  INVITATION_PATH,
  invitationPage,
  inviteMember,
  MEMBER_ID,
  memberForm,
  ROLE_ID,
  roleForm,
  rolesPage,
  saveMember,
  saveProfile,
  saveRole,
  usersPage,
} from "./company-pages.ts";
import { companyAddressesPage, companyAddressForm, deleteCompanyAddress, deleteCompanyAddressConfirm, saveCompanyAddress } from "./company-addresses.ts";
import { addListItem, createList, deleteList, exportList, listPage, listsPage, postList, toList } from "./list-pages.ts";
import { postQuickOrder, quickOrderPage } from "./quick-order-pages.ts";
import { readQuickOrderForm } from "./quick-order-input.ts";
import { LIST_ID, LISTS_PATH, QUICK_ORDER_PATH } from "./buyer-api.ts";
import { purchaseOrderAction, purchaseOrderPage, purchaseOrdersPage } from "./po-pages.ts";
import { deleteRule, deleteRuleConfirm, ruleForm, rulesPage, saveRule } from "./rule-pages.ts";
import { creditPage } from "./credit-pages.ts";
import { CREDIT_PATH, PO_PATH, RECORD_ID, RULES_PATH } from "./purchasing-api.ts";
import { getCookie } from "hono/cookie";
import { sessionToken, TOKEN_COOKIE } from "./auth.ts";
import { cartQty, forgetQty, qtyCookie, qtyOf, rememberQty } from "./cart-count.ts";
import { afterBody, crossSiteRefusal, jsonRefusal } from "./same-origin.ts";
import { securityHeaders } from "./security-headers.ts";
import {
  blogPage,
  errorPage,
  categoryPage,
  cmsPage,
  homePage,
  loginWall,
  notFound,
  type PageInput,
  type PageResult,
  productPage,
  renderPage,
  searchPage,
  wallAllows,
} from "./pages.ts";

const app = new Hono<AppEnv>();

app.use("*", securityHeaders);

// anything that writes KV drops this isolate's memos of the store data and the version tag
app.use("/sync/*", forgetAfter);
app.use("/sync", forgetAfter);
app.use("/cache/*", forgetAfter);
app.use("/freshness", forgetAfter);
async function forgetAfter(_c: Context<AppEnv>, next: () => Promise<void>) {
  await next();
  forgetStoreData();
  forgetVersionTag();
}

const waitUntil = (c: Context<AppEnv>) => (p: Promise<unknown>) => {
  try {
    c.executionCtx.waitUntil(p);
  } catch {
    void p;
  }
};

const PARTIAL: Record<string, Entity[]> = {
  config: ["config"],
  categories: ["categories"],
  products: ["products"],
  "cms-pages": ["cmsPages"],
  "blog-posts": ["blogPosts"],
  countries: ["countries"],
};

app.post("/sync", async (c) => {
  const r = await internalBody(c);
  if ("refusal" in r) return r.refusal;
  const out = await runSync(c.env, ENTITIES);
  return json(out.body, out.status);
});

app.post("/sync/:entity", async (c) => {
  const entities = PARTIAL[c.req.param("entity")];
  if (!entities) return problem(404, "not_found", "Unknown sync entity");
  const r = await internalBody(c);
  if ("refusal" in r) return r.refusal;
  let productIds: number[] | undefined;
  if (entities[0] === "products" && r.body.ids !== undefined) {
    const ids = r.body.ids;
    if (!Array.isArray(ids) || ids.length > 1000 || ids.some((x) => !Number.isInteger(x) || x < 1)) {
      return problem(400, "invalid_request", "ids must be an array of at most 1000 positive integers");
    }
    productIds = ids as number[];
  }
  const out = await runSync(c.env, entities, { productIds });
  return json(out.body, out.status);
});

const KEY_RE = /^[^\s]{1,512}$/;

app.post("/cache/update", async (c) => {
  const r = await internalBody(c);
  if ("refusal" in r) return r.refusal;
  const { key, value, ttl } = r.body as { key?: unknown; value?: unknown; ttl?: unknown };
  if (typeof key !== "string" || !KEY_RE.test(key)) return problem(400, "invalid_request", "key is a KV key (1-512 characters, no spaces)");
  if (value === undefined) return problem(400, "invalid_request", "value is required");
  if (ttl !== undefined && (typeof ttl !== "number" || !Number.isInteger(ttl) || ttl < 60)) {
    return problem(400, "invalid_request", "ttl is a whole number of seconds, at least 60");
  }
  await c.env.KV.put(key, JSON.stringify(value), ttl ? { expirationTtl: ttl } : undefined);
  return json({ success: true, key });
});

app.post("/cache/purge", async (c) => {
  const r = await internalBody(c);
  if ("refusal" in r) return r.refusal;
  const urls = r.body.urls;
  if (!Array.isArray(urls) || urls.length > 1000 || urls.some((u) => typeof u !== "string" || !u.startsWith("/"))) {
    return problem(400, "invalid_request", "urls is an array of URL paths (starting with /)");
  }
  const purged = await purgePaths(c.env, urls as string[]);
  return json({ success: true, purged });
});

app.post("/cache/delete", async (c) => {
  const r = await internalBody(c);
  if ("refusal" in r) return r.refusal;
  const keys = r.body.keys;
  if (!Array.isArray(keys) || keys.length > 1000 || keys.some((k) => typeof k !== "string" || !KEY_RE.test(k))) {
    return problem(400, "invalid_request", "keys is an array of KV keys");
  }
  for (const k of keys as string[]) await c.env.KV.delete(k);
  return json({ success: true, deleted: keys.length });
});

app.post("/freshness", async (c) => {
  const body = await readJsonBody(c.req.raw, 16 * 1024);
  if ("refusal" in body) return body.refusal;
  const out = await freshness(c.env, body.json, trustedVisitorIp(c));
  if (out.status === 200) return json(out.body);
  const res = problem(out.status, String(out.body.code), String(out.body.detail));
  if (out.body.retryAfter) res.headers.set("retry-after", String(out.body.retryAfter));
  return res;
});

// login CSRF: only the storefront's own pages log a visitor in or out, or write with the login cookie
app.use("/api/*", async (c, next) => {
  const write = c.req.method !== "GET" && c.req.method !== "HEAD";
  const byCookie = !c.req.header("authorization") && getCookie(c, TOKEN_COOKIE) !== undefined;
  const refusal = write && (byCookie || c.req.path.startsWith("/api/auth/")) ? crossSiteRefusal(c.req.raw) : null;
  if (refusal) return (await afterBody(c.req.raw, refusal)) as Response;
  await next();
});
app.post("/api/auth/login", async (c) => (await afterBody(c.req.raw, jsonRefusal(c.req.raw))) ?? login(c));
app.post("/api/auth/logout", (c) => logout(c));
app.all("/api/*", async (c) => (await apiProxy(c)) ?? problem(404, "not_found", "No such API route"));
app.get("/media/*", (c) => media(c));
app.get("/plugins/:file", (c) => plugin(c, c.req.param("file"), waitUntil(c)));

const text = (body: string, type: string) =>
  new Response(body, { headers: { "content-type": `${type}; charset=utf-8`, "cache-control": "public, max-age=300" } });
app.get("/assets/:file", (c) => assetResponse(c.req.param("file")) ?? new Response("Not found", { status: 404 }));
app.get("/storefront.js", () => text(CLIENT_SCRIPT, "text/javascript"));
app.get("/storefront.css", () => text(STYLES, "text/css"));
app.get("/robots.txt", async (c) => text(robots(new URL(c.req.url).origin, await storeData(c.env)), "text/plain"));
app.get("/sitemap.xml", async (c) => text(await sitemap(c.env, new URL(c.req.url).origin, await storeData(c.env)), "application/xml"));
app.get("/llms.txt", async (c) => text(await llms(c.env, new URL(c.req.url).origin, await storeData(c.env)), "text/markdown"));
app.get("/.well-known/security.txt", (c) => text(securityTxt(c.env, new URL(c.req.url).origin), "text/plain"));
app.get("/.well-known/*", () => new Response("Not found", { status: 404 }));

app.get("/constant", () => new Response("ok"));

/** what every page needs: the synced store, the visitor's verified token; a Response when the page cannot be shown */
async function pageInput(
  c: Context<AppEnv>,
  /** a page a visitor without an account must reach through the login wall (an invitation's link) */
  open = false,
): Promise<{ input: PageInput; wallMessage?: string; wall: ReturnType<typeof loginWall> } | Response> {
  const url = new URL(c.req.url);
  const data = await storeData(c.env);
  if (!data.store)
    return new Response("The storefront has not been synced yet.", { status: 503, headers: { "retry-after": "60", "cache-control": "no-store" } });
  const token = await sessionToken(c, data.store);
  const wall = loginWall(data.config);
  if (wall && !token && !open && !wallAllows(url.pathname, wall)) {
    return new Response(null, { status: 302, headers: { location: wall.landing, "cache-control": "no-store", "x-edge-cache": "BYPASS" } });
  }
  return { input: { env: c.env, store: data.store, config: data.config, categories: data.categories, url, token }, wallMessage: wall?.message, wall };
}

/** the cart count a handler already knows (the cart page loads the cart itself) */
const knownQty = new WeakMap<Request, number>();

/**
 * a page that depends on the visitor (cart, checkout, orders, account): never cached; cookies set on `c` go with
 * it; the header's cart count asked of the backend after the handler (its writes count), or the one given
 */
async function privatePage(c: Context<AppEnv>, input: PageInput, result: PageResult, qty?: Promise<number | null>): Promise<Response> {
  const headers = { "cache-control": "private, no-store", "x-edge-cache": "BYPASS", vary: "Cookie" };
  if (result.redirect) return c.body(null, result.status as 302, { ...headers, location: result.redirect });
  const n = knownQty.get(c.req.raw) ?? (await (qty ?? cartQty(c, input).catch(() => null)));
  rememberQty(c, n);
  return c.body(String(await renderPage(input, result, n)), result.status as 200, { ...headers, "content-type": "text/html; charset=utf-8" });
}

/** the urlencoded body of a page's form (64 KiB at most) */
async function formBody(c: Context<AppEnv>): Promise<URLSearchParams | null> {
  const raw = await readLimited(c.req.raw, 64 * 1024);
  return raw === null ? null : new URLSearchParams(new TextDecoder().decode(raw));
}

const wantsJson = (c: Context<AppEnv>) => /application\/json/.test(c.req.header("accept") ?? "");

// the storefront's own forms: posted from its pages only (they act with the visitor's cookies)
for (const path of ["/cart/add", "/cart/update", "/cart/coupon", "/cart/giftcard", "/checkout", "/account/*", "/forms/*", INVITATION_PATH, QUICK_ORDER_PATH]) {
  app.post(path, async (c, next) => (await afterBody(c.req.raw, crossSiteRefusal(c.req.raw))) ?? (await next()));
}

app.post("/cart/add", async (c) => {
  const p = await pageInput(c);
  if (p instanceof Response) return p;
  const form = await formBody(c);
  if (!form) return problem(413, "payload_too_large", "Forms are limited to 64 KiB");
  const r = await addToCart(c, p.input, form);
  if (r.ok) rememberQty(c, qtyOf(r));
  if (wantsJson(c)) {
    if (r.ok) return c.json({ ok: true, itemsQty: r.itemsQty }, 200, { "cache-control": "no-store" });
    return c.json({ ...(r.problem ?? {}), ok: false }, ((r.problem?.status ?? 422) >= 400 ? (r.problem?.status ?? 422) : 422) as 422, {
      "cache-control": "no-store",
    });
  }
  if (r.ok) return privatePage(c, p.input, { status: 303, redirect: "/cart" });
  const back = /^\/p\/[^/]+$/.test(new URL(c.req.header("referer") ?? "/", c.req.url).pathname) ? new URL(c.req.header("referer")!).pathname : "/";
  // a quantity rule (per-company pricing): the product page again, the quantity and the rule's message at its field
  if (r.problem?.code === "quantity_rule" && back !== "/") {
    let key: string | null = null;
    try {
      key = decodeURIComponent(back.slice("/p/".length));
    } catch {
      key = null;
    }
    const message = r.problem.errors?.find((e) => e.field === "qty")?.message ?? r.problem.detail ?? "This quantity cannot be ordered.";
    const again = key ? await productPage(p.input, key, { qty: form.get("qty") ?? undefined, qtyError: message }) : null;
    if (again?.status === 422) return privatePage(c, p.input, again);
  }
  return privatePage(
    c,
    p.input,
    errorPage(422, "This could not be added to your cart", r.problem?.errors?.[0]?.message ?? r.problem?.detail ?? "Please check the options.", back),
  );
});
app.post("/cart/update", async (c) => {
  const p = await pageInput(c);
  if (p instanceof Response) return p;
  const form = await formBody(c);
  if (!form) return problem(413, "payload_too_large", "Forms are limited to 64 KiB");
  return privatePage(c, p.input, await updateCart(c, p.input, form));
});
for (const kind of ["coupon", "giftcard"] as const) {
  app.post(`/cart/${kind}`, async (c) => {
    const p = await pageInput(c);
    if (p instanceof Response) return p;
    const form = await formBody(c);
    if (!form) return problem(413, "payload_too_large", "Forms are limited to 64 KiB");
    return privatePage(c, p.input, await couponOrGiftcard(c, p.input, form, kind));
  });
}
app.post("/checkout", async (c) => {
  const p = await pageInput(c);
  if (p instanceof Response) return p;
  const form = await formBody(c);
  if (!form) return problem(413, "payload_too_large", "Forms are limited to 64 KiB");
  return privatePage(c, p.input, await placeOrder(c, p.input, form));
});
app.post("/account/logout", (c) => {
  logout(c);
  forgetCart(c);
  forgetQty(c);
  return c.body(null, 303, { location: "/", "cache-control": "no-store" });
});

// the account's forms (urlencoded, 64 KiB at most); each answers the page again, with the outcome in place
const ADDRESS_ID = /^(new|\d{1,12})$/;
const formRoutes: [string, (c: Context<AppEnv>, i: PageInput, form: URLSearchParams, wallMessage?: string) => Promise<PageResult> | PageResult][] = [
  ["/account/login", (c, i, f, w) => postLogin(c, i, f, w)],
  ["/account/register", (c, i, f) => postRegister(c, i, f)],
  [FORGOT_PATH, (c, i, f) => postForgot(c, i, f)],
  [RESET_PATH, (c, i, f) => postReset(c, i, f)],
  ["/account/password", (_c, i, f) => changePassword(i, f)],
  ["/account/newsletter", (_c, i) => newsletterSubscribe(i)],
  ["/account/newsletter/unsubscribe", (_c, i) => newsletterUnsubscribe(i)],
  ["/account/wishlist/add", (_c, i, f) => wishlistAdd(i, f)],
  ["/account/wishlist/remove", (_c, i, f) => wishlistRemove(i, f)],
  ["/account/addresses/:id", (c, i, f) => (ADDRESS_ID.test(c.req.param("id") ?? "") ? saveAddress(i, c.req.param("id")!, f) : notFound(i))],
  ["/account/addresses/:id/delete", (c, i) => (/^\d{1,12}$/.test(c.req.param("id") ?? "") ? deleteAddress(i, c.req.param("id")!) : notFound(i))],
  // the member's company (the backend checks every permission)
  ["/account/company", (_c, i, f) => saveProfile(i, f)],
  ["/account/company/users", (_c, i, f) => inviteMember(i, f)],
  ["/account/company/users/:id", (c, i, f) => (MEMBER_ID.test(c.req.param("id") ?? "") ? saveMember(i, c.req.param("id")!, f) : notFound(i))],
  ["/account/company/users/:id/deactivate", (c, i) => (MEMBER_ID.test(c.req.param("id") ?? "") ? deactivateMember(i, c.req.param("id")!) : notFound(i))],
  ["/account/company/roles/:id", (c, i, f) => (ROLE_ID.test(c.req.param("id") ?? "") ? saveRole(i, c.req.param("id")!, f) : notFound(i))],
  ["/account/company/roles/:id/delete", (c, i) => (MEMBER_ID.test(c.req.param("id") ?? "") ? deleteRole(i, c.req.param("id")!) : notFound(i))],
  ["/account/company/addresses/:id", (c, i, f) => (ADDRESS_ID.test(c.req.param("id") ?? "") ? saveCompanyAddress(i, c.req.param("id")!, f) : notFound(i))],
  ["/account/company/addresses/:id/delete", (c, i) => (MEMBER_ID.test(c.req.param("id") ?? "") ? deleteCompanyAddress(i, c.req.param("id")!) : notFound(i))],
  // requisition lists (the backend decides who sees and edits each)
  [LISTS_PATH, (_c, i, f) => createList(i, f)],
  [`${LISTS_PATH}/add`, (c, i, f) => toList(c, i, "add", f)],
  [`${LISTS_PATH}/from-cart`, (c, i, f) => toList(c, i, "from-cart", f)],
  [`${LISTS_PATH}/from-order`, (c, i, f) => toList(c, i, "from-order", f)],
  [`${LISTS_PATH}/:id/items`, (c, i, f) => (LIST_ID.test(c.req.param("id") ?? "") ? addListItem(i, c.req.param("id")!, f) : notFound(i))],
  [`${LISTS_PATH}/:id/delete`, (c, i) => (LIST_ID.test(c.req.param("id") ?? "") ? deleteList(i, c.req.param("id")!) : notFound(i))],
  // purchase orders and approval rules (the backend decides who may act on each)
  [
    `${PO_PATH}/:id/:action`,
    (c, i, f) => (RECORD_ID.test(c.req.param("id") ?? "") ? purchaseOrderAction(i, c.req.param("id")!, c.req.param("action") ?? "", f) : notFound(i)),
  ],
  [`${RULES_PATH}/:id`, (c, i, f) => (ADDRESS_ID.test(c.req.param("id") ?? "") ? saveRule(i, c.req.param("id")!, f) : notFound(i))],
  [`${RULES_PATH}/:id/delete`, (c, i) => (RECORD_ID.test(c.req.param("id") ?? "") ? deleteRule(i, c.req.param("id")!) : notFound(i))],
];
for (const [path, handle] of formRoutes) {
  app.post(path, async (c) => {
    const p = await pageInput(c);
    if (p instanceof Response) return p;
    const form = await formBody(c);
    if (!form) return problem(413, "payload_too_large", "Forms are limited to 64 KiB");
    return privatePage(c, p.input, await handle(c, p.input, form, p.wallMessage));
  });
}

/** one list's form: its answer may have put items in the cart (the header's count says so) */
app.post(`${LISTS_PATH}/:id`, async (c) => {
  const p = await pageInput(c);
  if (p instanceof Response) return p;
  const form = await formBody(c);
  if (!form) return problem(413, "payload_too_large", "Forms are limited to 64 KiB");
  const id = c.req.param("id");
  if (!LIST_ID.test(id)) return privatePage(c, p.input, notFound(p.input));
  const out = await postList(c, p.input, id, form);
  if (typeof out.itemsQty === "number") knownQty.set(c.req.raw, out.itemsQty);
  return privatePage(c, p.input, out.page);
});

/** Quick Order: rows, paste box and CSV file (multipart) checked or added in one post */
app.post(QUICK_ORDER_PATH, async (c) => {
  const p = await pageInput(c);
  if (p instanceof Response) return p;
  const input = await readQuickOrderForm(c.req.raw);
  if (!input) return privatePage(c, p.input, errorPage(413, "Too much at once", "A quick order takes a file of 512 KiB at most.", QUICK_ORDER_PATH));
  const out = await postQuickOrder(c, p.input, input);
  if (typeof out.itemsQty === "number") knownQty.set(c.req.raw, out.itemsQty);
  return privatePage(c, p.input, out.page);
});

/** a list's CSV, with the buyer's session (never edge-cached) */
app.get(`${LISTS_PATH}/:id/export`, async (c) => {
  const p = await pageInput(c);
  if (p instanceof Response) return p;
  const id = c.req.param("id");
  if (!LIST_ID.test(id)) return new Response("Not found", { status: 404, headers: { "cache-control": "private, no-store" } });
  return exportList(p.input, id);
});

/** an invitation's link: reached through the login wall (a new account has no login yet); the token is in its URL */
app.get(INVITATION_PATH, async (c) => {
  const p = await pageInput(c, true);
  if (p instanceof Response) return p;
  return privatePage(c, p.input, invitationPage(p.input));
});
app.post(INVITATION_PATH, async (c) => {
  const p = await pageInput(c, true);
  if (p instanceof Response) return p;
  const form = await formBody(c);
  if (!form) return problem(413, "payload_too_large", "Forms are limited to 64 KiB");
  return privatePage(c, p.input, await acceptInvitation(p.input, form));
});

/** POST /forms/{code}: a custom form embedded in a CMS page; the page again with the outcome where the form was */
app.post("/forms/:code", async (c) => {
  const p = await pageInput(c);
  if (p instanceof Response) return p;
  const code = c.req.param("code");
  const form = await formBody(c);
  if (!form) return problem(413, "payload_too_large", "Forms are limited to 64 KiB");
  const page = form.get("page") ?? "";
  if (!FORM_CODE.test(code) || !/^[a-z0-9][a-z0-9_-]{0,254}$/i.test(page)) return problem(400, "invalid_request", "Unknown form or page");
  if (p.wall && !p.input.token && !wallAllows(`/${page}`, p.wall)) return c.body(null, 302, { location: p.wall.landing, "cache-control": "no-store" });
  const out = await submitForm(p.input, code, form);
  const result = await cmsPage(p.input, page, out.state);
  if (!result) return problem(404, "not_found", "No such page");
  return privatePage(c, p.input, { ...result, status: out.status });
});

/** Reorder: the order's lines into the cart, answered with the cart page (and what was not added, and why) */
app.post("/account/orders/:id/reorder", async (c) => {
  const p = await pageInput(c);
  if (p instanceof Response) return p;
  if (!p.input.token) return privatePage(c, p.input, loginFirst(`/account/orders/${c.req.param("id") ?? ""}`));
  const { page, cart } = await reorder(c, p.input, c.req.param("id") ?? "");
  if (cart) knownQty.set(c.req.raw, qtyOf(cart));
  return privatePage(c, p.input, page);
});

/** an invoice's PDF, proxied with the shopper's session (never edge-cached) */
app.get("/account/orders/:id/invoices/:file", async (c) => {
  const p = await pageInput(c);
  if (p instanceof Response) return p;
  return invoicePdf(c, p.input, c.req.param("id") ?? "", c.req.param("file") ?? "");
});

const privateRoutes: [string, (c: Context<AppEnv>, i: PageInput) => Promise<PageResult> | PageResult][] = [
  [
    "/cart",
    async (c, i) => {
      const cart = await loadCart(c, i);
      knownQty.set(c.req.raw, qtyOf(cart));
      return cartPage(i, await explained(i, cart));
    },
  ],
  ["/checkout", (c, i) => checkoutPage(c, i)],
  ["/order/:id", (c, i) => orderPage(c, i, c.req.param("id") ?? "", false, (o) => orderDocuments(i.config, o, false))],
  ["/account", (_c, i) => accountPage(i)],
  // the token is in its URL: answered privately, never edge-cached
  [RESET_PATH, (_c, i) => resetPage(i)],
  [
    "/account/orders/:id",
    (c, i) => (i.token ? orderPage(c, i, c.req.param("id") ?? "", true, (o) => orderDocuments(i.config, o, true)) : loginFirst(c.req.path)),
  ],
  ["/account/addresses", (_c, i) => addressesPage(i)],
  ["/account/addresses/:id", (c, i) => (ADDRESS_ID.test(c.req.param("id") ?? "") ? addressForm(i, c.req.param("id")!) : notFound(i))],
  ["/account/password", (_c, i) => passwordPage(i)],
  ["/account/wishlist", (_c, i) => wishlistPage(i)],
  ["/account/newsletter", (_c, i) => newsletterPage(i)],
  ["/account/company", (_c, i) => companyPage(i)],
  ["/account/company/users", (_c, i) => usersPage(i)],
  ["/account/company/users/:id", (c, i) => (MEMBER_ID.test(c.req.param("id") ?? "") ? memberForm(i, c.req.param("id")!) : notFound(i))],
  ["/account/company/users/:id/deactivate", (c, i) => (MEMBER_ID.test(c.req.param("id") ?? "") ? deactivateConfirm(i, c.req.param("id")!) : notFound(i))],
  ["/account/company/roles", (_c, i) => rolesPage(i)],
  ["/account/company/roles/:id", (c, i) => (ROLE_ID.test(c.req.param("id") ?? "") ? roleForm(i, c.req.param("id")!) : notFound(i))],
  ["/account/company/roles/:id/delete", (c, i) => (MEMBER_ID.test(c.req.param("id") ?? "") ? deleteRoleConfirm(i, c.req.param("id")!) : notFound(i))],
  ["/account/company/orders", (_c, i) => companyOrdersPage(i)],
  [QUICK_ORDER_PATH, (_c, i) => quickOrderPage(i)],
  [PO_PATH, (_c, i) => purchaseOrdersPage(i)],
  [`${PO_PATH}/:id`, (c, i) => (RECORD_ID.test(c.req.param("id") ?? "") ? purchaseOrderPage(i, c.req.param("id")!) : notFound(i))],
  [RULES_PATH, (_c, i) => rulesPage(i)],
  [`${RULES_PATH}/:id`, (c, i) => (ADDRESS_ID.test(c.req.param("id") ?? "") ? ruleForm(i, c.req.param("id")!) : notFound(i))],
  [`${RULES_PATH}/:id/delete`, (c, i) => (RECORD_ID.test(c.req.param("id") ?? "") ? deleteRuleConfirm(i, c.req.param("id")!) : notFound(i))],
  [CREDIT_PATH, (_c, i) => creditPage(i)],
  [LISTS_PATH, (_c, i) => listsPage(i)],
  [`${LISTS_PATH}/:id`, (c, i) => (LIST_ID.test(c.req.param("id") ?? "") ? listPage(i, c.req.param("id")!) : notFound(i))],
  ["/account/company/addresses", (_c, i) => companyAddressesPage(i)],
  ["/account/company/addresses/:id", (c, i) => (ADDRESS_ID.test(c.req.param("id") ?? "") ? companyAddressForm(i, c.req.param("id")!) : notFound(i))],
  [
    "/account/company/addresses/:id/delete",
    (c, i) => (MEMBER_ID.test(c.req.param("id") ?? "") ? deleteCompanyAddressConfirm(i, c.req.param("id")!) : notFound(i)),
  ],
];
for (const [path, page] of privateRoutes) {
  app.get(path, async (c) => {
    const p = await pageInput(c);
    if (p instanceof Response) return p;
    // the header's cart count is asked beside the page (a GET changes no cart); the cart page counts its own
    const qty = path === "/cart" ? undefined : cartQty(c, p.input).catch(() => null);
    return privatePage(c, p.input, await page(c, p.input), qty);
  });
}

/** storefront pages */
app.get("*", async (c) => {
  const p = await pageInput(c);
  if (p instanceof Response) return p;
  const { input, wallMessage, wall } = p;
  const { url, token } = input;
  const path = url.pathname;
  const cacheable = !token && path !== "/search";
  const tag = await versionTag(c.env);
  const key = cacheKey(input.store, tag, path + url.search);
  if (cacheable) {
    const hit = await edgeCache().match(key);
    if (hit) return withEtag(c.req.raw, hit, "HIT");
  }
  // a page rendered for this visitor alone shows their cart count (asked beside the page); shared ones leave it to the script
  const qtyP = cacheable ? undefined : cartQty(c, input).catch(() => null);
  const result = await route(input, path, wallMessage, wall);
  if (result.redirect) return new Response(null, { status: result.status, headers: { location: result.redirect, "cache-control": "no-store" } });
  const qty = qtyP ? await qtyP : undefined;
  const body = String(await renderPage(input, result, qty));
  const etag = `"${(await sha256Hex(body)).slice(0, 32)}"`;
  const headers = { "content-type": "text/html; charset=utf-8", etag };
  if (cacheable && !result.live && result.status === 200) {
    waitUntil(c)(edgeCache().put(key, new Response(body, { headers: { ...headers, "cache-control": "public, max-age=86400" } })));
    return withEtag(c.req.raw, new Response(body, { status: 200, headers }), "MISS");
  }
  const res = withEtag(c.req.raw, new Response(body, { status: result.status, headers }), cacheable && result.status === 200 ? "MISS" : "BYPASS", !cacheable);
  if (typeof qty === "number") res.headers.append("set-cookie", qtyCookie(qty));
  return res;
});

function withEtag(req: Request, res: Response, state: "HIT" | "MISS" | "BYPASS", privateAnswer = false): Response {
  const headers = new Headers(res.headers);
  headers.set("x-edge-cache", state);
  headers.set("cache-control", privateAnswer ? "private, no-store" : "public, max-age=0, must-revalidate");
  if (privateAnswer) headers.set("vary", "Cookie");
  const etag = headers.get("etag");
  if (
    etag &&
    res.status === 200 &&
    req.headers
      .get("if-none-match")
      ?.split(/\s*,\s*/)
      .includes(etag)
  ) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(res.body, { status: res.status, headers });
}

async function route(i: PageInput, path: string, wallMessage?: string, wall?: ReturnType<typeof loginWall>): Promise<PageResult> {
  if (path === "/") return homePage(i);
  if (path === "/search") return searchPage(i);
  if (path === "/account/login") return loginPage(i, { wallMessage });
  if (path === "/account/register") return registerPage(i);
  if (path === FORGOT_PATH) return forgotPage(i);
  const landing = wall && !i.token && path === wall.landing ? /^\/([a-z0-9][a-z0-9_\-/]{0,254})$/i.exec(path) : null;
  if (landing) return wallLanding(i, landing[1]!, wallMessage);
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return notFound(i);
  }
  const product = /^\/p\/([^/]+)$/.exec(decoded);
  if (product) return productPage(i, product[1]!);
  const blog = /^\/blog\/([^/]+)$/.exec(decoded);
  if (blog) return blogPage(i, blog[1]!);
  const cat = i.categories.find((c) => c.isActive && `/${c.urlPath}` === decoded);
  if (cat) return categoryPage(i, cat);
  const cms = /^\/([^/]+)$/.exec(decoded);
  if (cms) return (await cmsPage(i, cms[1]!)) ?? notFound(i);
  return notFound(i);
}

app.onError((err) => {
  console.error(err);
  return problem(500, "internal_error", "Something went wrong");
});

export default app;

/** What the access gate does on the core's hooks: annotate and strip DTOs, refuse purchases, trim listings, the login wall. */
import type { EventBus } from "../../core/events.ts";
import { ProblemError } from "../../core/errors.ts";
import type { RequestContext } from "../../core/context.ts";
import { decideFor, gateChildren } from "./composite-gate.ts";
import { identifiers, loginRedirectUrl } from "./config.ts";
import { decide, gateFor, mayHidePrices, mayHideSome, ruleProduct, scopeOf, type AccessModule } from "./gate.ts";
import { stripLinkedPrices, stripPrices } from "./price-strip.ts";
import { lockIndex, reindexProduct, reindexProducts } from "./product-index.ts";
import { createHash } from "node:crypto";
import { configChangeImpact } from "./impact.ts";

export interface B2bAccessAnnotation {
  gateFlags: { requiresLogin: boolean; hidePrice: boolean; canCheckout: boolean };
  hiddenPriceMessage: string;
  /** false for any logged-in customer: the storefront words its prompt without checking the session */
  callerIsGuest: boolean;
  /** where the hidden price would be: log in (guests), or e.g. apply for a trade account (customers); null when the price shows */
  hiddenPriceCta: { label: string; href: string } | null;
  /** a `redirect` rule's CMS page identifier (and its path) for the gated product page */
  redirect?: { cmsPage: string; url: string };
}

/**
 * GraphQL root fields a guest may use behind the login wall, as the REST routes the core marks exempt: store
 * settings, countries, registration, forgotten passwords, the newsletter, CMS pages
 */
const GRAPHQL_EXEMPT = new Set([
  "__typename",
  "__schema",
  "__type",
  "storeConfig",
  "countries",
  "customerCreate",
  "customerPasswordForgot",
  "customerPasswordReset",
  "newsletterSubscribe",
  "cmsPage",
  "cmsPages",
  // resolves for guests only to the CMS pages they may read (url_resolver_result below)
  "urlResolver",
  "companyInvitationAccept", // as its REST route: the invitation's token is the credential (a new account has no password)
]);

/** not logged in: a guest or an API user (Basic credentials: the worker's sync) */
const notLoggedIn = (ctx: RequestContext) => ctx.caller.kind === "guest" || ctx.caller.kind === "api_user";

const stamps = new WeakMap<object, string>();
/**
 * what a compiled gate was built from (the rules' stamp and the store's settings), hashed: a gate rebuilt from
 * other rules or settings never meets an answer of the one before, and one rebuilt from the same (after a
 * catalogue change) keeps the answers that change did not evict by tag
 */
const gateStamp = (g: { version: string }) => {
  let h = stamps.get(g);
  if (h === undefined) {
    h = createHash("sha256").update(g.version).digest("base64url").slice(0, 22);
    stamps.set(g, h);
  }
  return h;
};

export function accessObservers(bus: EventBus, m: AccessModule) {
  bus.on("api_product_dto_build", async ({ ctx, product, dto }) => {
    const g = await gateFor(ctx, m);
    if (!g) return;
    const scope = await scopeOf(ctx, g);
    const d = decide(g, ruleProduct(g, { ...product, categoryIds: product.categories.map((c) => c.categoryId) }, dto.attributes), scope);
    if (d.hidePrice) stripPrices(dto);
    else {
      if (mayHidePrices(g, scope)) stripLinkedPrices(dto);
      // the gate decides for each child of a composite on its own: a child may be hidden where its parent is not
      if (mayHideSome(g, scope)) await gateChildren(ctx, g, scope, product, dto);
    }
    const guest = ctx.caller.kind !== "customer";
    const texts = d.ruleId !== null ? g.ruleTexts.get(d.ruleId) : undefined;
    const cfg = g.cfg;
    const annotation: B2bAccessAnnotation = {
      gateFlags: { requiresLogin: notLoggedIn(ctx) && cfg.requireLogin, hidePrice: d.hidePrice, canCheckout: d.canCheckout },
      // a rule's own message wins; otherwise a logged-in customer is not told to log in
      hiddenPriceMessage: texts?.message || (guest ? cfg.hiddenPriceMessage : cfg.hiddenPriceMessageCustomer || cfg.hiddenPriceMessage),
      callerIsGuest: guest,
      hiddenPriceCta: d.hidePrice
        ? {
            label: texts?.ctaLabel || (guest ? cfg.hiddenPriceCtaLabel : cfg.hiddenPriceCtaLabelCustomer),
            href: texts?.ctaUrl || (guest ? cfg.hiddenPriceCtaUrl || loginRedirectUrl(cfg) : cfg.hiddenPriceCtaUrlCustomer || "/customer/account"),
          }
        : null,
    };
    if (d.redirect) annotation.redirect = { cmsPage: d.redirect, url: `/${d.redirect}` };
    dto.extensions.b2bAccess = annotation;
  });

  // a cached answer is the compiled gate's (rebuilt when the rules change: a write through the API, another
  // instance's through the cache versions, or in one process on SQLite one the rules poll noticed), and varies by
  // the destination country only while a rule scopes on it
  bus.on("response_cache_vary", async ({ ctx, parts, headers }) => {
    const g = await gateFor(ctx, m);
    if (!g) return;
    parts.push(`gate=${gateStamp(g)}`);
    if (!g.needsCountry) return;
    parts.push(`country=${(await ctx.destinationCountry()) ?? ""}`);
    headers.push("X-Destination-Country");
  });

  // add, update and checkout: a purchase the gate blocks (enforcement checkout or both) is refused
  bus.on("catalog_product_type_prepare_full_options", async ({ ctx, product }) => {
    const g = await gateFor(ctx, m);
    if (!g) return;
    const d = await decideFor(ctx, g, await scopeOf(ctx, g), product);
    if (d.refusePurchase) throw new ProblemError(403, "purchase_blocked", d.message, { extra: { sku: product.sku } });
  });

  // callers with hidden prices lose price sorting and the price filter
  bus.on("core_block_abstract_to_html_before", async (p) => {
    const g = await gateFor(p.ctx, m);
    if (g && mayHidePrices(g, await scopeOf(p.ctx, g))) p.sortOptions = p.sortOptions.filter((o) => o.code !== "price");
  });
  bus.on("core_layout_block_create_after", async (p) => {
    const g = await gateFor(p.ctx, m);
    if (g && mayHidePrices(g, await scopeOf(p.ctx, g))) p.filters = p.filters.filter((f) => f.type !== "price");
  });

  // the login wall: guests get 401 login_required with where to go; API users (Basic) pass and see requiresLogin
  bus.on("controller_action_predispatch", async ({ ctx, kind, exemptFromLoginWall, rootFields }) => {
    if (ctx.caller.kind !== "guest") return;
    const cfg = await m.config(ctx);
    if (!cfg.enabled || !cfg.requireLogin) return;
    // REST: the core marks auth, registration, forms, CMS pages and discovery routes exempt
    if (kind === "rest") {
      if (!exemptFromLoginWall) throw loginRequired(cfg);
      return;
    }
    const fields = rootFields?.() ?? [];
    if (fields.length === 0 || fields.some((f) => !GRAPHQL_EXEMPT.has(f))) throw loginRequired(cfg);
  });

  // behind the login wall a guest reads the exempt CMS pages (and the wall's own landing page) only
  bus.on("cms_page_load_after", async (p) => {
    if (p.ctx.caller.kind !== "guest") return;
    const cfg = await m.config(p.ctx);
    if (!cfg.enabled || !cfg.requireLogin) return;
    const open = new Set([...identifiers(cfg.exemptCmsPages), cfg.loginRedirect].filter(Boolean));
    if (p.identifier !== undefined && !open.has(p.identifier)) throw loginRequired(cfg);
    p.pages = p.pages.filter((page) => open.has(page.identifier));
  });

  // the URL resolver behind the login wall: a guest may resolve the CMS pages above (cms_page_load_after has
  // refused the others) and nothing else, not even "not found" (which would say what the path is not)
  bus.on("url_resolver_result", async (p) => {
    if (p.ctx.caller.kind !== "guest") return;
    const cfg = await m.config(p.ctx);
    if (!cfg.enabled || !cfg.requireLogin) return;
    if (p.resolution.type !== "cms_page") throw loginRequired(cfg);
  });

  // a product saved by an admin: its rule index entries, in the save's transaction (after the index lock:
  // a rule committed while this save was open is seen)
  // a config write previewed or about to be made: what the proposed gate settings would change for shoppers
  bus.on("config_value_impact", (p) => configChangeImpact(m, p));
  bus.on("catalog_product_save_after", async ({ productId, db }) => {
    await lockIndex(m.app, db, "product");
    if (!(await db.accessRule.count())) return;
    await reindexProduct(m.app, db, productId);
  });
  // the same for the products a category write recategorised (added, removed, moved with their category, or left
  // without a deleted one), in one pass
  bus.on("catalog_category_change_products", async ({ productIds, db }) => {
    await lockIndex(m.app, db, "product");
    if (!(await db.accessRule.count())) return;
    await reindexProducts(m.app, db, productIds);
  });
}

function loginRequired(cfg: { loginMessage: string; loginRedirect: string; exemptCmsPages: string }) {
  return new ProblemError(401, "login_required", cfg.loginMessage || "Log in to continue", {
    extra: { redirectTo: loginRedirectUrl(cfg as never), exemptCmsPages: identifiers(cfg.exemptCmsPages) },
  });
}

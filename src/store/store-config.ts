import type { RequestContext } from "../core/context.ts";
import { mediaUrl } from "../media/url.ts";

export interface PluginManifest {
  code: string;
  script?: string;
  config: Record<string, unknown>;
}

export interface StoreConfigDto {
  /** Maho's identifier: the store code */
  id: string;
  storeCode: string;
  storeName: string;
  baseCurrencyCode: string;
  defaultDisplayCurrencyCode: string;
  defaultCountry: string;
  allowedCountries: string[];
  locale: string;
  logoUrl: string | null;
  logoAlt: string;
  defaultTitle: string;
  defaultDescription: string;
  cmsHomePage: string;
  baseUrl: string;
  /** where catalogue media is served from (MEDIA_BASE_URL, else the store's base URL + /media/) */
  baseMediaUrl: string;
  timezone: string;
  weightUnit: string;
  isGuestCheckoutAllowed: boolean;
  newsletterEnabled: boolean;
  wishlistEnabled: boolean;
  /** false: this catalogue has no product reviews */
  reviewsEnabled: boolean;
  extensions: { b2bPlugins: PluginManifest[] } & Record<string, unknown>;
}

/** manifests of installed modules, as the storefront registers them (the worker builds the same at sync) */
export async function pluginManifests(ctx: RequestContext): Promise<PluginManifest[]> {
  const out: PluginManifest[] = [];
  for (const m of ctx.app.modules.installed) {
    const config = await m.config(ctx);
    const def = m.definition;
    out.push({
      code: def.manifestCode,
      ...(def.clientScript ? { script: `/plugins/${def.manifestCode}.js` } : {}),
      config: config.enabled ? (def.config.manifest?.(config, ctx) ?? {}) : { enabled: false },
    });
  }
  return out;
}

export async function storeConfig(ctx: RequestContext): Promise<StoreConfigDto> {
  const c = (path: string) => ctx.app.config.get(path, ctx.store.id);
  const s = ctx.store;
  const allowed = await c("general/country/allow");
  const flag = async (path: string) => ((await c(path)) ?? "1") !== "0";
  const mediaBase = ctx.app.settings.mediaBaseUrl ?? (s.baseUrl ? s.baseUrl.replace(/\/+$/, "") : "");
  return {
    id: s.code,
    storeCode: s.code,
    storeName: (await c("general/store_information/name")) ?? s.name,
    baseCurrencyCode: s.currency,
    defaultDisplayCurrencyCode: s.currency,
    defaultCountry: s.defaultCountry,
    allowedCountries: allowed
      ? allowed
          .split(",")
          .map((x) => x.trim())
          .filter(Boolean)
      : [],
    locale: s.locale,
    logoUrl: mediaUrl(ctx.app.settings.mediaBaseUrl, (await c("design/header/logo_src")) ?? null),
    logoAlt: (await c("design/header/logo_alt")) ?? s.name,
    defaultTitle: (await c("design/head/default_title")) ?? s.name,
    defaultDescription: (await c("design/head/default_description")) ?? "",
    cmsHomePage: (await c("web/default/cms_home_page")) ?? "home",
    baseUrl: s.baseUrl,
    baseMediaUrl: `${mediaBase.replace(/\/+$/, "")}/media/`,
    timezone: (await c("general/locale/timezone")) ?? "UTC",
    weightUnit: (await c("general/locale/weight_unit")) ?? "lbs",
    isGuestCheckoutAllowed: await flag("checkout/options/guest_checkout"),
    newsletterEnabled: await flag("newsletter/general/active"),
    wishlistEnabled: await flag("wishlist/general/active"),
    reviewsEnabled: false,
    extensions: { b2bPlugins: await pluginManifests(ctx) },
  };
}

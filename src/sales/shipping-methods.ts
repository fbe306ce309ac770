/**
 * Shipping carriers (Magento's offline ones): flat rate and free shipping, configured per store under
 * `carriers/<code>/*`. The config is read once (`loadShippingConfig`) and the methods are computed from it
 * by a pure function, so checkout can price shipping inside its transaction without reading config there.
 */
import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import { amount, compare, mul } from "../core/money.ts";

export interface ShippingMethodDto {
  /** `carrierCode_methodCode`, what a cart stores and place-order records */
  code: string;
  /** "carrier title - method title", as Maho lists it */
  title: string;
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  price: number;
}

export interface ShippingConfig {
  flatrate: { active: boolean; price: number; type: "per_order" | "per_item"; title: string; name: string };
  freeshipping: { active: boolean; threshold: number; title: string; name: string };
}

/** the defaults the config falls back to (the demo seed writes them, so the admin sees them) */
export const SHIPPING_DEFAULTS: Record<string, string> = {
  "carriers/flatrate/active": "1",
  "carriers/flatrate/price": "5",
  "carriers/flatrate/type": "per_order",
  "carriers/flatrate/title": "Flat Rate",
  "carriers/flatrate/name": "Fixed",
  "carriers/freeshipping/active": "0",
  "carriers/freeshipping/free_shipping_subtotal": "0",
  "carriers/freeshipping/title": "Free Shipping",
  "carriers/freeshipping/name": "Free",
};

const flag = (v: string) => v === "1" || v === "true";
const num = (v: string) => (Number.isFinite(Number(v)) ? Number(v) : 0);

export async function loadShippingConfig(ctx: RequestContext): Promise<ShippingConfig> {
  const get = async (path: string) => (await ctx.app.config.get(path, ctx.store.id)) ?? SHIPPING_DEFAULTS[path]!;
  return {
    flatrate: {
      active: flag(await get("carriers/flatrate/active")),
      price: num(await get("carriers/flatrate/price")),
      type: (await get("carriers/flatrate/type")) === "per_item" ? "per_item" : "per_order",
      title: await get("carriers/flatrate/title"),
      name: await get("carriers/flatrate/name"),
    },
    freeshipping: {
      active: flag(await get("carriers/freeshipping/active")),
      threshold: num(await get("carriers/freeshipping/free_shipping_subtotal")),
      title: await get("carriers/freeshipping/title"),
      name: await get("carriers/freeshipping/name"),
    },
  };
}

export interface ShippingRequest {
  itemsQty: number;
  /** what the goods cost after the discount: the free shipping threshold compares against it, as Magento's does */
  packageValue: number;
  /** a coupon granting free shipping: every method costs 0 */
  freeShipping: boolean;
}

/** the methods a cart may choose, cheapest first; none for an empty cart */
export function availableShippingMethods(cfg: ShippingConfig, req: ShippingRequest, currency: string): ShippingMethodDto[] {
  if (req.itemsQty <= 0) return [];
  const out: ShippingMethodDto[] = [];
  const { flatrate: f, freeshipping: fs } = cfg;
  if (f.active) {
    const price = f.type === "per_item" ? mul(f.price, req.itemsQty) : f.price;
    out.push({
      code: "flatrate_flatrate",
      title: "",
      carrierCode: "flatrate",
      methodCode: "flatrate",
      carrierTitle: f.title,
      methodTitle: f.name,
      price: amount(price, currency),
    });
  }
  if (fs.active && compare(req.packageValue, fs.threshold) >= 0) {
    out.push({
      code: "freeshipping_freeshipping",
      title: "",
      carrierCode: "freeshipping",
      methodCode: "freeshipping",
      carrierTitle: fs.title,
      methodTitle: fs.name,
      price: 0,
    });
  }
  if (req.freeShipping) for (const m of out) m.price = 0;
  for (const m of out) m.title = [m.carrierTitle, m.methodTitle].filter(Boolean).join(" - ");
  return out.sort((a, b) => compare(a.price, b.price));
}

/** the chosen method when it is still available, else the cheapest; null when none is */
export function pickShippingMethod(methods: ShippingMethodDto[], chosen: string | null): ShippingMethodDto | null {
  return methods.find((m) => m.code === chosen) ?? methods[0] ?? null;
}

export const shippingMethodUnavailable = (method: string, field = "method") =>
  new ProblemError(422, "invalid", `Shipping method "${method}" is not available for this cart`, {
    errors: [{ field, code: "unavailable", message: "choose one of the cart's shipping methods" }],
  });

/** accepts `carrier_method` or Maho's `{carrierCode, methodCode}` joined by the caller */
export const normaliseShippingMethod = (raw: string) => raw.trim().toLowerCase();

/**
 * Per-company pricing on the storefront's pages: what the backend says about a price (`extensions.b2bPricing` on a
 * product, `priceExplanation` on a cart line) shown to the buyer, and the quantity rule it names turned into the
 * quantity inputs' bounds. The worker never computes a price: every amount it shows is the backend's.
 *
 * Which prices a visitor sees (why no buyer is ever shown another price context's price): the KV copy and the edge
 * cache hold one price context only, the guest's. The sync reads the catalogue as the worker's API user, which the
 * backend prices as a visitor who is not logged in (customer group 0, no company), and only visitors without a
 * session are served from KV and the edge cache. A logged-in visitor's listings, product pages (a composite's
 * options and children too), search and cart are read from the backend with their own token on every request and
 * answered `private, no-store`, never written to KV or the edge cache; so a company buyer gets the prices of their
 * own lists, whatever another buyer shares or not. The guest copy follows a list assigned to NOT LOGGED IN when
 * the backend asks for a product sync after a list change.
 *
 * Price-list codes are the merchant's own names (a company's contract, a promotion): buyers are told that a price
 * is theirs ("Your price"), never which list made it.
 */
import { html } from "hono/html";

/** a quantity rule as the backend gives it (contract: QuantityRule) */
export interface QuantityRule {
  priceListCode?: string | null;
  minQty?: number | null;
  maxQty?: number | null;
  qtyIncrement?: number | null;
}

/** why a price is what it is (contract: PriceExplanation) */
export interface PriceExplanation {
  source?: "catalog" | "priceList" | string;
  priceListCode?: string | null;
  kind?: string | null;
  tierQty?: number | null;
  quantityRule?: QuantityRule | null;
}

/** the most a quantity input takes (as the worker's forms always had) */
export const MAX_QTY = 10_000;

const positive = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) && v > 0 ? v : null);

/** a product's explanation, when the backend gives one (module on, the caller has lists, the price shown) */
export function explanationOf(p: Record<string, unknown>): PriceExplanation | null {
  const ext = p.extensions as Record<string, unknown> | undefined;
  const e = ext?.b2bPricing;
  return e && typeof e === "object" && !Array.isArray(e) ? (e as PriceExplanation) : null;
}

/** a product detail's explanations of its variants (or grouped children) by SKU, where the backend gives them */
export function variantExplanations(p: Record<string, unknown>): Map<string, PriceExplanation> {
  const ext = p.extensions as Record<string, unknown> | undefined;
  const v = ext?.b2bPricingVariants;
  const out = new Map<string, PriceExplanation>();
  if (v && typeof v === "object" && !Array.isArray(v)) {
    for (const [sku, e] of Object.entries(v as Record<string, unknown>)) if (e && typeof e === "object") out.set(sku, e as PriceExplanation);
  }
  return out;
}

/** a rule that constrains anything (null: none, or a rule with no bound) */
export function ruleOf(e: PriceExplanation | null | undefined): QuantityRule | null {
  const r = e?.quantityRule;
  if (!r || typeof r !== "object") return null;
  return positive(r.minQty) || positive(r.maxQty) || positive(r.qtyIncrement) ? r : null;
}

const num = (v: number) => String(Number(v.toFixed(4)));

/** "Minimum 6, in multiples of 6", "In multiples of 12, at most 120", "Maximum 50" */
export function ruleText(r: QuantityRule): string {
  const min = positive(r.minQty);
  const max = positive(r.maxQty);
  const inc = positive(r.qtyIncrement);
  const parts: string[] = [];
  if (min && min > 1) parts.push(`minimum ${num(min)}`);
  if (inc && inc !== 1) parts.push(`in multiples of ${num(inc)}`);
  if (max) parts.push(parts.length ? `at most ${num(max)}` : `maximum ${num(max)}`);
  if (!parts.length) return "";
  const s = parts.join(", ");
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** a quantity input's bounds under a rule: the least quantity it allows (the first multiple of the step at or above the minimum), the step, the most */
export interface QtyBounds {
  min: number;
  step: number | null;
  max: number;
}

export function qtyBounds(r: QuantityRule | null): QtyBounds {
  const inc = positive(r?.qtyIncrement);
  const least = Math.max(1, positive(r?.minQty) ?? 1);
  // multiples of the increment counted from 0 (as the backend checks them), so the input's step base (its min) is one
  const min = inc ? Number((Math.ceil(Number((least / inc).toFixed(6))) * inc).toFixed(4)) : least;
  const max = Math.min(MAX_QTY, positive(r?.maxQty) ?? MAX_QTY);
  return { min, step: inc, max };
}

/** whether a quantity keeps a rule (a line that does not is left unbounded in the form, so the form can still be sent) */
export function keepsRule(qty: number, r: QuantityRule): boolean {
  const min = positive(r.minQty);
  const max = positive(r.maxQty);
  const inc = positive(r.qtyIncrement);
  if (min && qty < min) return false;
  if (max && qty > max) return false;
  if (inc) {
    const k = qty / inc;
    if (Math.abs(k - Math.round(k)) > 1e-6) return false;
  }
  return true;
}

/** the attributes of a quantity input under a rule (`min`, `step`, `max`; inputmode decimal for a fractional step) */
export function qtyAttrs(b: QtyBounds) {
  const decimal = b.step !== null && !Number.isInteger(b.step);
  return html` min="${num(b.min)}" max="${num(b.max)}"${b.step ? html` step="${num(b.step)}"` : ""} inputmode="${decimal ? "decimal" : "numeric"}"`;
}

/** the rule under a quantity field or a cart line */
export function ruleNote(r: QuantityRule | null, id?: string) {
  const t = r ? ruleText(r) : "";
  return t ? html`<p class="hint qty-rule"${id ? html` id="${id}"` : ""} data-quantity-rule>${t}</p>` : "";
}

/** "Your price": the buyer's own price (a price list's) won; which list is not said */
export function yourPrice(e: PriceExplanation | null) {
  return e?.source === "priceList" ? html`<p class="hint your-price" data-your-price>Your price</p>` : "";
}

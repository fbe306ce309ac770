/**
 * The pricing module on the core's hooks: it adds its provider to the caller's price context (once per request),
 * the price context's key to the response cache's vary context, and to product answers the explanation of the
 * price shown (`extensions.b2bPricing`).
 */
import type { EventBus } from "../../core/events.ts";
import type { RequestContext } from "../../core/context.ts";
import { type PriceExplanation, type PriceSubject, type Pricer, pricerFor } from "../../catalog/price-function.ts";
import type { LoadedProduct } from "../../catalog/product-loader.ts";
import { compare } from "../../core/money.ts";
import { callerSpec, type PricingModule } from "./context.ts";
import { buildProvider, type PricingProvider } from "./provider.ts";

const MEMO = "pricing:provider";

/** the caller's provider, made once per request (null: module off, or no list applies) */
export function callerProvider(ctx: RequestContext, m: PricingModule, at: Date): Promise<PricingProvider | null> {
  const known = ctx.memo.get(MEMO) as Promise<PricingProvider | null> | undefined;
  if (known) return known;
  const p = (async () => {
    const spec = await callerSpec(ctx, m, at);
    return spec ? buildProvider(m.app, spec) : null;
  })();
  ctx.memo.set(MEMO, p);
  return p;
}

/** the provider the caller's pricer holds (the same request's), or null */
export async function providerOfRequest(ctx: RequestContext): Promise<{ pricer: Pricer; provider: PricingProvider } | null> {
  const pricer = await pricerFor(ctx);
  const provider = await (ctx.memo.get(MEMO) as Promise<PricingProvider | null> | undefined);
  return provider ? { pricer, provider } : null;
}

const CHILD_KIND: Record<string, string> = { configurable: "variant", grouped: "grouped" };

/** the product's children whose least price a composite shows (enabled), or [] for a product priced itself */
export function priceChildren(product: LoadedProduct): PriceSubject[] {
  const kind = CHILD_KIND[product.type];
  if (kind) return product.childLinks.filter((l) => l.kind === kind && l.child.status === 1).map((l) => l.child as unknown as PriceSubject);
  if (product.type === "bundle")
    return (product.bundleOptions ?? [])
      .flatMap((o) => o.selections.map((s) => s.product as unknown as PriceSubject))
      .filter((c) => (c as unknown as { status: number }).status === 1);
  return [];
}

/** the explanation of the price a product answer shows: its own quote at 1, or a composite's cheapest child's */
export function shownExplanation(pricer: Pricer, product: LoadedProduct): PriceExplanation {
  const self = product as unknown as PriceSubject;
  const children = priceChildren(product);
  if (!children.length) return pricer.quote(self, 1).explanation;
  let best = pricer.quote(children[0]!, 1, self);
  for (const c of children.slice(1)) {
    const q = pricer.quote(c, 1, self);
    if (compare(q.price, best.price) < 0) best = q;
  }
  return best.explanation;
}

export function pricingObservers(bus: EventBus, m: PricingModule): void {
  bus.on("catalog_price_context", async ({ ctx, at, providers }) => {
    const provider = await callerProvider(ctx, m, at);
    if (provider) providers.push(provider);
  });

  // callers with the same applicable lists (at the same revisions) share cached answers; no part without lists
  bus.on("response_cache_vary", async ({ ctx, parts }) => {
    const r = await providerOfRequest(ctx);
    if (r) parts.push(r.provider.key);
  });

  bus.on("api_product_dto_build", async ({ ctx, product, dto, for_listing }) => {
    if (dto.finalPrice === null) return;
    const cfg = await m.config(ctx);
    if (!cfg.enabled || !cfg.explainToStorefront) return;
    const r = await providerOfRequest(ctx);
    if (!r) return;
    dto.extensions.b2bPricing = shownExplanation(r.pricer, product);
    if (!for_listing && product.type === "configurable") {
      const self = product as unknown as PriceSubject;
      dto.extensions.b2bPricingVariants = Object.fromEntries(priceChildren(product).map((c) => [c.sku, r.pricer.quote(c, 1, self).explanation]));
    }
  });
}

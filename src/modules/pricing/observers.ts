/**
 * The pricing module on the core's hooks: it adds its provider to the caller's price context (once per request),
 * the price context's key to the response cache's vary context, and to product answers the explanation of the
 * price shown (`extensions.b2bPricing`).
 */
import type { EventBus } from "../../core/events.ts";
import type { RequestContext } from "../../core/context.ts";
import { type PriceExplanation, type PriceSubject, type Pricer, pricerFor } from "../../catalog/price-function.ts";
import type { LoadedProduct } from "../../catalog/product-loader.ts";
import type { ProductDto } from "../../catalog/product-dto.ts";
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

/** a child whose price a composite shows, and the parent it is judged with (none for a grouped child) */
export interface PriceChild {
  child: PriceSubject;
  parent: PriceSubject | undefined;
}

/**
 * the product's children whose least price a composite shows (enabled; `shown`, when given, the ids the DTO still
 * shows with a price), or [] for a product priced itself. A grouped child is judged as itself (the cart adds it as
 * a plain line); a variant or a bundle selection with its parent (its own categories when it has any).
 */
export function priceChildren(product: LoadedProduct, shown?: ReadonlySet<number>): PriceChild[] {
  const self = product as unknown as PriceSubject;
  const keep = (c: { id: number; status: number }) => c.status === 1 && (!shown || shown.has(c.id));
  const kind = CHILD_KIND[product.type];
  if (kind)
    return product.childLinks
      .filter((l) => l.kind === kind && keep(l.child))
      .map((l) => ({ child: l.child as unknown as PriceSubject, parent: kind === "grouped" ? undefined : self }));
  if (product.type === "bundle")
    return (product.bundleOptions ?? []).flatMap((o) =>
      o.selections.filter((s) => keep(s.product)).map((s) => ({ child: s.product as unknown as PriceSubject, parent: self })),
    );
  return [];
}

/** the ids of the children a detail DTO still shows with a price (the access gate may have hidden some); null on a listing */
export function shownChildIds(product: LoadedProduct, dto: ProductDto): Set<number> | null {
  if (product.type === "configurable" && dto.variants.length) return new Set(dto.variants.filter((v) => v.finalPrice !== null).map((v) => v.id));
  if (product.type === "grouped" && dto.groupedProducts.length) return new Set(dto.groupedProducts.filter((g) => g.finalPrice !== null).map((g) => g.id));
  if (product.type === "bundle" && dto.bundleOptions.length)
    return new Set(dto.bundleOptions.flatMap((o) => o.selections.filter((x) => x.finalPrice !== null).map((x) => x.productId)));
  return null;
}

/** the explanation of the price a product answer shows: its own quote at 1, or a composite's cheapest child's */
export function shownExplanation(pricer: Pricer, product: LoadedProduct, shown?: ReadonlySet<number>): PriceExplanation {
  const self = product as unknown as PriceSubject;
  const children = priceChildren(product, shown);
  if (!children.length) return pricer.quote(self, 1).explanation;
  let best = pricer.quote(children[0]!.child, 1, children[0]!.parent);
  for (const c of children.slice(1)) {
    const q = pricer.quote(c.child, 1, c.parent);
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
    // only from the children the DTO still shows with a price: nothing the access gate hid is explained
    const shown = for_listing ? undefined : (shownChildIds(product, dto) ?? new Set<number>());
    dto.extensions.b2bPricing = shownExplanation(r.pricer, product, shown);
    if (!for_listing && product.type === "configurable")
      dto.extensions.b2bPricingVariants = Object.fromEntries(
        priceChildren(product, shown).map((c) => [c.child.sku, r.pricer.quote(c.child, 1, c.parent).explanation]),
      );
  });
}

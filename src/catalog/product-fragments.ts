/**
 * Listing DTOs as fragments: a product as a listing shows it to one vary context (store, caller kind, customer
 * group, and what modules add: the access gate's rule set and destination country) is built and annotated by the
 * modules once, then reused by every listing page and sort that shows it, over GraphQL and REST alike. A miss runs
 * exactly what it always ran (`productDtos`: the DTO builder, then `api_product_dto_build`, the gate's decisions).
 *
 * An entry is served only with the loaded row it was built from (`app.productRows`): a change of the product, or of
 * a product it shows (a composite's child), evicts the row and so its fragments; every change event applied on the
 * instance and every config write drop them all (`app.productFragments`, catalog/index.ts); the cache versions in
 * the key keep another instance's entries from before a change unreachable. A fragment whose special price starts
 * or ends expires at that instant. At most 10,000 are kept (least recently used out first). Fragments are frozen:
 * they are shared between requests.
 */
import type { RequestContext } from "../core/context.ts";
import { noResponseCacheRequested } from "../core/response-cache.ts";
import { varyContext } from "../core/vary-context.ts";
import { productDtos, type ProductDto } from "./product-dto.ts";
import type { LoadedProduct } from "./product-loader.ts";

export async function listingDtos(ctx: RequestContext, products: LoadedProduct[]): Promise<ProductDto[]> {
  const fragments = ctx.app.productFragments;
  const vary = products.length ? await varyContext(ctx) : undefined;
  if (!vary) return productDtos(ctx, products, true);
  const { byId } = await ctx.app.attributes.load();
  const key = `listing\n${vary.key}\n${ctx.app.coherence.signature()}`;
  const now = Date.now();
  const out: (ProductDto | undefined)[] = products.map((p) => {
    const hit = fragments.get(`${p.id}\n${key}`, p, now);
    return hit && hit.attributes === byId ? hit.dto : undefined;
  });
  const missing = products.filter((_, i) => !out[i]);
  if (!missing.length) return out as ProductDto[];
  const token = fragments.token();
  const built = await productDtos(ctx, missing, true);
  // a module that rendered something for this request alone into an answer asks for it not to be kept
  const keep = !noResponseCacheRequested(ctx);
  let j = 0;
  for (let i = 0; i < out.length; i++) {
    if (out[i]) continue;
    const dto = built[j++]!;
    out[i] = dto;
    if (keep) fragments.set(`${dto.id}\n${key}`, products[i]!, { dto: deepFreeze(dto), attributes: byId }, token, priceDatesAfter(products[i]!, now));
  }
  return out as ProductDto[];
}

/** the first special price start or end after `now` of the product or of a product it shows (Infinity: none) */
function priceDatesAfter(p: LoadedProduct, now: number): number {
  let next = Number.POSITIVE_INFINITY;
  const see = (d: Date | null) => {
    const t = d?.getTime();
    if (t !== undefined && t > now && t < next) next = t;
  };
  const sources = [p, ...p.childLinks.map((l) => l.child), ...(p.bundleOptions ?? []).flatMap((o) => o.selections.map((s) => s.product))];
  for (const s of sources) {
    see(s.specialFromDate);
    // a special price applies through its end date's instant (pricing.ts: ended when `to < now`)
    if (s.specialToDate) see(new Date(s.specialToDate.getTime() + 1));
  }
  return next;
}

function deepFreeze<T>(v: T): T {
  if (v !== null && typeof v === "object" && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}

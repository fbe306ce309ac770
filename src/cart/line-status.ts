/**
 * The line judge: what a buyer would get for each of many typed lines (a SKU, a quantity, options) if they added it
 * to the cart now, said per line as a status with the caller's own price, stock and quantity rule. Quick order and
 * requisition lists show their lines through it (a module never imports another module's code).
 *
 * It judges as a single add does (`resolveLine`, the quantity rule, the veto hook, stock) but in a fixed number of
 * statements whatever the number of lines: one SKU lookup, one lookup by id, the loader's batches, one visibility
 * check of the parts, one stock read. Unknown, disabled and hidden from the caller are one status (`not_found`)
 * reached by the same statements and work: none of them is loaded.
 */
import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import { amount } from "../core/money.ts";
import { loadProducts, type LoadedProduct } from "../catalog/product-loader.ts";
import { productDtos, type ProductDto } from "../catalog/product-dto.ts";
import { productsBySkuKeys, skuKey } from "../catalog/sku-lookup.ts";
import { visibleProductsWhere } from "../catalog/visibility.ts";
import type { QuantityRule } from "../catalog/price-function.ts";
import {
  chosenVariant,
  describeQuantityRule,
  type ItemOptions,
  keepsQuantityRule,
  type LinePart,
  ownOptions,
  resolveLine,
  shownToCaller,
  unitsByProduct,
} from "./service.ts";

export type LineStatus = "ok" | "not_found" | "price_hidden" | "purchase_blocked" | "out_of_stock" | "quantity_rule" | "needs_options";

export interface LineQuery {
  sku: string;
  qty: number;
  options?: ItemOptions;
  /** a stored line's product (its SKU may have changed since it was stored) */
  productId?: number;
}

export interface LineProduct {
  id: number;
  sku: string;
  name: string;
  urlKey: string;
  type: string;
  imageUrl: string | null;
  /** the caller's unit price for the line's quantity (the price function's); null when hidden from the caller */
  price: number | null;
  currency: string;
  inStock: boolean;
  /** the units the product holds itself (null for a composite: its children hold them) */
  stockQty: number | null;
}

export interface LineVariant {
  sku: string;
  name: string;
  price: number | null;
  inStock: boolean;
}

export interface LineVerdict {
  /** the product's SKU when found (a configurable with its options: the variant's), else the SKU as asked */
  sku: string;
  qty: number;
  status: LineStatus;
  /** why, for every status but ok (the gate's own message for price_hidden and purchase_blocked) */
  message: string | null;
  /** null for not_found */
  product: LineProduct | null;
  /** the quantity rule the line's quantity must keep, when one applies to the caller */
  rule: { minQty: number | null; maxQty: number | null; qtyIncrement: number | null } | null;
  /** out_of_stock: the units that can be had */
  available: number | null;
  /** needs_options: the buyable variants of a configurable, or a grouped product's children */
  variants: LineVariant[] | null;
  /** price_hidden and purchase_blocked: the gate's call to action */
  cta: { label: string; href: string } | null;
}

export const NOT_FOUND_MESSAGE = "No product with this SKU";

/** the access gate's public annotation on a product DTO (docs/access-gate.md), as far as the judge reads it */
interface GateAnnotation {
  gateFlags?: { hidePrice?: boolean };
  hiddenPriceMessage?: string;
  hiddenPriceCta?: { label: string; href: string } | null;
}

const notFound = (q: LineQuery): LineVerdict => ({
  sku: q.sku,
  qty: q.qty,
  status: "not_found",
  message: NOT_FOUND_MESSAGE,
  product: null,
  rule: null,
  available: null,
  variants: null,
  cta: null,
});

const ruleOf = (r: QuantityRule | null | undefined) => (r ? { minQty: r.minQty, maxQty: r.maxQty, qtyIncrement: r.qtyIncrement } : null);

/** a composite's own row holds no units */
const OWN_STOCK = new Set(["simple", "virtual", "downloadable", "giftcard"]);

/** the products named by id (stored lines), as the caller may see them now: one statement and the loader's */
async function productsByIds(ctx: RequestContext, ids: readonly number[]): Promise<Map<number, LoadedProduct>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await ctx.app.db.product.findMany({
    where: { AND: [{ id: { in: wanted } }, ...(await visibleProductsWhere(ctx, "any"))] },
    select: { id: true },
  });
  const loaded = await loadProducts(
    ctx.app.db,
    rows.map((r) => r.id),
    false,
    ctx.app.productRows,
  );
  return new Map(loaded.map((p) => [p.id, p]));
}

/** what the line needs chosen, from resolveLine's refusal; null when the refusal is not about options */
function optionsMissing(e: ProblemError): boolean {
  const first = e.errors?.[0];
  if (!first) return false;
  if (first.code === "grouped_not_addable") return true;
  return first.field.startsWith("options") && first.code !== "out_of_stock";
}

/** the variants a buyer may choose (configurable), or the children to add instead (grouped) */
function variantsOf(p: LoadedProduct, dto: ProductDto): LineVariant[] | null {
  if (p.type === "configurable") {
    const names = new Map(p.childLinks.filter((l) => l.kind === "variant").map((l) => [l.child.id, l.child]));
    return dto.variants
      .filter((v) => names.get(v.id)?.status === 1 && v.inStock)
      .map((v) => ({ sku: v.sku, name: names.get(v.id)?.name ?? v.sku, price: v.finalPrice, inStock: v.inStock }));
  }
  if (p.type === "grouped") return dto.groupedProducts.map((c) => ({ sku: c.sku, name: c.name, price: c.finalPrice, inStock: c.inStock }));
  return null;
}

interface Pending {
  index: number;
  query: LineQuery;
  product: LoadedProduct;
  dto: ProductDto;
  options: ItemOptions;
  verdict: LineVerdict;
  parts: LinePart[];
  priceHidden: boolean;
}

/** a configurable's chosen variant that is out of stock: said so only when the variant is shown to the caller */
interface SoldOutVariant {
  verdict: LineVerdict;
  variantId: number;
  message: string;
  /** resolveLine's answer for options that name no variant */
  noVariant: string;
  variants: LineVariant[] | null;
}

/**
 * Judges every line for the caller (each on its own: lines are not merged, nor counted with the caller's cart).
 * A fixed number of statements whatever the number of lines.
 */
export async function judgeLines(ctx: RequestContext, lines: readonly LineQuery[]): Promise<LineVerdict[]> {
  const currency = ctx.store.currency;
  const typed = new Map<string, string>();
  const keys: string[] = [];
  for (const l of lines) {
    if (l.productId !== undefined) continue;
    const k = skuKey(l.sku);
    keys.push(k);
    if (!typed.has(k)) typed.set(k, l.sku.trim());
  }
  const [bySku, byId] = await Promise.all([
    productsBySkuKeys(ctx, keys, typed),
    productsByIds(
      ctx,
      lines.flatMap((l) => (l.productId !== undefined ? [l.productId] : [])),
    ),
  ]);
  const productOf = (l: LineQuery) => (l.productId !== undefined ? byId.get(l.productId) : bySku.get(skuKey(l.sku)));

  // the DTOs of the products found, built together (the access gate's annotation and price stripping included)
  const found = [...new Map(lines.map(productOf).flatMap((p) => (p ? [[p.id, p] as const] : []))).values()];
  const dtos = new Map((await productDtos(ctx, found, false)).map((d) => [d.id, d]));
  const attributes = await ctx.app.attributes.load();

  const out: LineVerdict[] = lines.map(notFound);
  const pending: Pending[] = [];
  const soldOut: SoldOutVariant[] = [];
  for (const [index, query] of lines.entries()) {
    const product = productOf(query);
    const dto = product && dtos.get(product.id);
    if (!product || !dto) continue;
    const options = ownOptions(product.type, query.options ?? {});
    const gate = dto.extensions.b2bAccess as GateAnnotation | undefined;
    const verdict: LineVerdict = {
      sku: product.sku,
      qty: query.qty,
      status: "ok",
      message: null,
      product: {
        id: product.id,
        sku: product.sku,
        name: product.name,
        urlKey: product.urlKey,
        type: product.type,
        imageUrl: dto.imageUrl,
        price: dto.finalPrice,
        currency,
        inStock: dto.inStock,
        stockQty: OWN_STOCK.has(product.type) ? product.stockQty : null,
      },
      rule: null,
      available: null,
      variants: null,
      cta: null,
    };
    out[index] = verdict;
    let resolved: Awaited<ReturnType<typeof resolveLine>>;
    try {
      // reads nothing: the attribute catalogue is given and the pricer is the request's
      resolved = await resolveLine(ctx, product, query.qty, options, attributes);
    } catch (e) {
      if (!(e instanceof ProblemError)) throw e;
      if (optionsMissing(e)) {
        Object.assign(verdict, { status: "needs_options", message: e.message, variants: variantsOf(product, dto) });
      } else {
        // a configurable's chosen variant that is out of stock: hidden from the caller, it is a choice that does not exist
        const variant = chosenVariant(product, options, attributes);
        if (!variant) throw e;
        soldOut.push({
          verdict,
          variantId: variant.id,
          message: e.message,
          noVariant: `No ${product.name} in that combination`,
          variants: variantsOf(product, dto),
        });
      }
      continue;
    }
    if (resolved.variantSku) verdict.sku = resolved.variantSku;
    verdict.rule = ruleOf(resolved.quantityRule);
    if (verdict.product) verdict.product.price = amount(resolved.unitPrice, currency);
    const variantDto = resolved.variantSku ? dto.variants.find((v) => v.sku === resolved.variantSku) : undefined;
    const priceHidden = !!gate?.gateFlags?.hidePrice || dto.finalPrice === null || (!!variantDto && variantDto.finalPrice === null);
    pending.push({ index, query, product, dto, options, verdict, parts: resolved.parts, priceHidden });
  }

  // the parts the lines take from, shown to the caller? (one statement whatever their number)
  const partIds = [...new Set([...pending.flatMap((p) => p.parts.map((x) => x.productId)), ...soldOut.map((x) => x.variantId)])];
  const shown = await shownToCaller(ctx, partIds.length ? partIds : [0]);
  // the other parts' rows for the veto hook (a variant, bundle selections), loaded together
  const others = [...new Set(pending.flatMap((p) => p.parts.filter((x) => x.productId !== p.product.id).map((x) => x.productId)))];
  const otherRows = new Map((await loadProducts(ctx.app.db, others, true, ctx.app.productRows)).map((p) => [p.id, p]));
  // stock as the database says now (never a cache), as checkSellable reads it: one statement
  const stockRows = await ctx.app.db.product.findMany({
    where: { id: { in: partIds.length ? partIds : [0] } },
    select: { id: true, status: true, stockQty: true, inStock: true },
  });
  const stock = new Map(stockRows.map((r) => [r.id, r]));

  for (const x of soldOut) {
    if (shown.has(x.variantId)) Object.assign(x.verdict, { status: "out_of_stock", message: x.message, available: 0 });
    else Object.assign(x.verdict, { status: "needs_options", message: x.noVariant, variants: x.variants });
  }
  for (const p of pending) {
    const { verdict, query, product } = p;
    const hiddenPart = p.parts.find((x) => !shown.has(x.productId));
    if (hiddenPart) {
      // a hidden variant or selection is refused as a choice that does not exist: nothing of it (its SKU, price or
      // quantity rule) is left in the verdict, which reads as one for options that name nothing
      Object.assign(verdict, {
        sku: product.sku,
        status: "needs_options",
        message: hiddenPart.hiddenAs?.message ?? NOT_FOUND_MESSAGE,
        rule: null,
        variants: variantsOf(product, p.dto),
      });
      if (verdict.product) verdict.product.price = p.dto.finalPrice;
      continue;
    }
    if (p.priceHidden) {
      const gate = p.dto.extensions.b2bAccess as GateAnnotation | undefined;
      if (verdict.product) verdict.product.price = null;
      Object.assign(verdict, {
        status: "price_hidden",
        message: gate?.hiddenPriceMessage ?? "The price is not shown to you",
        cta: gate?.hiddenPriceCta ?? null,
      });
      continue;
    }
    const blocked = await vetoOf(ctx, product, query.qty, p.options, p.parts, otherRows);
    if (blocked) {
      const gate = p.dto.extensions.b2bAccess as GateAnnotation | undefined;
      Object.assign(verdict, { status: "purchase_blocked", message: blocked.message, cta: gate?.hiddenPriceCta ?? null });
      continue;
    }
    if (verdict.rule) {
      const rule = verdict.rule;
      if (!keeps(rule, query.qty)) {
        Object.assign(verdict, { status: "quantity_rule", message: describe(rule, query.qty) });
        continue;
      }
    }
    const available = availableUnits(p.parts, query.qty, stock);
    if (available < query.qty)
      Object.assign(verdict, { status: "out_of_stock", message: available > 0 ? `Only ${available} in stock` : "Out of stock", available });
  }
  return out;
}

/** the veto hook on the line's product and each other part, as a single add dispatches it; the refusal or null */
async function vetoOf(
  ctx: RequestContext,
  product: LoadedProduct,
  qty: number,
  options: ItemOptions,
  parts: LinePart[],
  rows: Map<number, LoadedProduct>,
): Promise<ProblemError | null> {
  try {
    await ctx.app.events.dispatch("catalog_product_type_prepare_full_options", { ctx, product, qty, options, stage: "add" });
    const units = unitsByProduct(parts);
    for (const id of new Set(parts.map((x) => x.productId))) {
      const row = rows.get(id);
      if (id === product.id || !row) continue;
      await ctx.app.events.dispatch("catalog_product_type_prepare_full_options", { ctx, product: row, qty: units.get(id) ?? qty, options: {}, stage: "add" });
    }
    return null;
  } catch (e) {
    if (e instanceof ProblemError && e.status === 403) return e;
    throw e;
  }
}

/** the most units of the line the stock gives: each part's units per line unit (e.g. a bundle selection's quantity) */
function availableUnits(parts: LinePart[], qty: number, stock: Map<number, { status: number; stockQty: number; inStock: boolean }>): number {
  let most = Number.POSITIVE_INFINITY;
  for (const [id, units] of unitsByProduct(parts)) {
    const r = stock.get(id);
    if (r?.status !== 1 || !r.inStock) return 0;
    if (units === 0) continue;
    const perUnit = units / qty;
    most = Math.min(most, Math.floor(Math.max(0, r.stockQty) / perUnit));
  }
  return Number.isFinite(most) ? most : qty;
}

const keeps = (rule: NonNullable<LineVerdict["rule"]>, qty: number) => keepsQuantityRule({ priceListCode: "", ...rule }, qty);
const describe = (rule: NonNullable<LineVerdict["rule"]>, qty: number) => `${describeQuantityRule({ priceListCode: "", ...rule })}; ${qty} is not allowed`;

/**
 * Quick order: lines read from the buyer's input (input.ts), judged for the caller by the core's line judge
 * (cart/line-status.ts: a fixed number of statements whatever the number of lines), added to the cart in one
 * transaction (cart/add-many.ts), and SKU suggestions. GraphQL (schema.ts) and REST (rest.ts) answer from here.
 */
import type { RequestContext } from "../../core/context.ts";
import { ProblemError } from "../../core/errors.ts";
import type { InstalledModule } from "../../core/modules.ts";
import { judgeLines, type LineStatus, type LineVerdict } from "../../cart/line-status.ts";
import { addItems } from "../../cart/add-many.ts";
import { productDtos } from "../../catalog/product-dto.ts";
import { loadProducts } from "../../catalog/product-loader.ts";
import { skuKey } from "../../catalog/sku-lookup.ts";
import { visibleProductsWhere } from "../../catalog/visibility.ts";
import type { QuickOrderConfig } from "./config.ts";
import { type QuickOrderInput, readInput } from "./input.ts";

export type QuickOrderModule = InstalledModule<QuickOrderConfig>;

export interface QuickOrderLine {
  sku: string;
  qty: number;
  status: LineStatus;
  message?: string;
  product?: { id: number; sku: string; name: string; price: number | null; imageUrl: string | null; urlKey: string; inStock: boolean };
  rule?: NonNullable<LineVerdict["rule"]>;
  available?: number;
  variants?: NonNullable<LineVerdict["variants"]>;
  cta?: NonNullable<LineVerdict["cta"]>;
  inputLines: number[];
}

export type QuickOrderSummary = Record<
  "lines" | "ok" | "notFound" | "priceHidden" | "purchaseBlocked" | "outOfStock" | "quantityRule" | "needsOptions",
  number
>;

export interface QuickOrderResult {
  lines: QuickOrderLine[];
  summary: QuickOrderSummary;
  /** some line can be added */
  canAddToCart: boolean;
}

export interface QuickOrderAddLine extends QuickOrderLine {
  added: boolean;
  addedQty: number;
  reason?: { code: string; message: string };
}

export interface QuickOrderAddResult {
  lines: QuickOrderAddLine[];
  cart: { maskedId: string; itemsCount: number; itemsQty: number; grandTotal: number } | null;
  /** the cart's masked id (a guest's cart is named by it from now on); null when there is no cart */
  maskedId: string | null;
}

export interface QuickOrderSuggestion {
  sku: string;
  name: string;
  type: string;
  urlKey: string;
  imageUrl: string | null;
  price: number | null;
}

/** REST answers 404 `not_found` for a store without quick order, GraphQL a Problem `module_disabled` */
export async function requireEnabled(ctx: RequestContext, m: QuickOrderModule, transport: "rest" | "graphql"): Promise<QuickOrderConfig> {
  const cfg = await m.config(ctx);
  if (cfg.enabled) return cfg;
  if (transport === "rest") throw new ProblemError(404, "not_found", "Not found");
  throw new ProblemError(404, "module_disabled", "Quick order is switched off in this store");
}

const SUMMARY_KEY: Record<LineStatus, keyof QuickOrderSummary> = {
  ok: "ok",
  not_found: "notFound",
  price_hidden: "priceHidden",
  purchase_blocked: "purchaseBlocked",
  out_of_stock: "outOfStock",
  quantity_rule: "quantityRule",
  needs_options: "needsOptions",
};

/** a verdict as the answer shows it: fields that do not apply are left out */
function lineOf(v: LineVerdict, inputLines: number[]): QuickOrderLine {
  const line: QuickOrderLine = { sku: v.sku, qty: v.qty, status: v.status, inputLines };
  if (v.message !== null) line.message = v.message;
  if (v.product) {
    const p = v.product;
    line.product = { id: p.id, sku: p.sku, name: p.name, price: p.price, imageUrl: p.imageUrl, urlKey: p.urlKey, inStock: p.inStock };
  }
  if (v.rule) line.rule = v.rule;
  if (v.available !== null) line.available = v.available;
  if (v.variants) line.variants = v.variants;
  if (v.cta) line.cta = v.cta;
  return line;
}

/** the input's lines, merged and judged for the caller */
export async function resolveQuickOrder(
  ctx: RequestContext,
  m: QuickOrderModule,
  input: QuickOrderInput,
  transport: "rest" | "graphql",
): Promise<QuickOrderResult> {
  const cfg = await requireEnabled(ctx, m, transport);
  const merged = readInput(input, cfg.maxLines);
  const verdicts = await judgeLines(
    ctx,
    merged.map((l) => ({ sku: l.sku, qty: l.qty })),
  );
  const lines = verdicts.map((v, i) => lineOf(v, merged[i]!.inputLines));
  const summary: QuickOrderSummary = {
    lines: lines.length,
    ok: 0,
    notFound: 0,
    priceHidden: 0,
    purchaseBlocked: 0,
    outOfStock: 0,
    quantityRule: 0,
    needsOptions: 0,
  };
  for (const l of lines) summary[SUMMARY_KEY[l.status]]++;
  return { lines, summary, canAddToCart: summary.ok > 0 };
}

/** the status a refused add of an `ok` line reports, as the resolve would name it */
function reasonCode(code: string, fieldCode: string | undefined): string {
  if (code === "purchase_blocked" || code === "quantity_rule") return code;
  if (fieldCode === "insufficient_stock" || fieldCode === "out_of_stock") return "out_of_stock";
  if (code === "product_not_found" || fieldCode === "unavailable") return "not_found";
  return code;
}

/** resolves, then adds every `ok` line to the caller's cart in one transaction; says per line what was added and why not */
export async function addQuickOrder(
  ctx: RequestContext,
  m: QuickOrderModule,
  input: QuickOrderInput,
  maskedId: string | null | undefined,
  transport: "rest" | "graphql",
): Promise<QuickOrderAddResult> {
  const resolved = await resolveQuickOrder(ctx, m, input, transport);
  const ok = resolved.lines.filter((l) => l.status === "ok" && l.product);
  const lines: QuickOrderAddLine[] = resolved.lines.map((l) => ({
    ...l,
    added: false,
    addedQty: 0,
    ...(l.status === "ok" ? {} : { reason: { code: l.status, message: l.message ?? l.status } }),
  }));
  if (!ok.length) {
    return { lines, cart: null, maskedId: null };
  }
  const result = await addItems(
    ctx,
    ok.map((l) => ({ sku: l.product!.sku, qty: l.qty })),
    maskedId,
  );
  const okIndexes = resolved.lines.flatMap((l, i) => (l.status === "ok" && l.product ? [i] : []));
  for (const r of result.lines) {
    const line = lines[okIndexes[r.index]!]!;
    if (r.added) Object.assign(line, { added: true, addedQty: r.qty });
    else if (r.problem) {
      line.reason = { code: reasonCode(r.problem.code, r.problem.errors?.[0]?.code), message: r.problem.message };
    }
  }
  const cart = result.cart;
  return {
    lines,
    cart: cart ? { maskedId: cart.maskedId, itemsCount: cart.itemsCount, itemsQty: cart.itemsQty, grandTotal: cart.prices.grandTotal } : null,
    maskedId: cart?.maskedId ?? null,
  };
}

/** a name containing the text in any case: SQLite's LIKE already ignores ASCII case, PostgreSQL's needs `insensitive` */
const nameContains = (ctx: RequestContext, text: string) =>
  ctx.app.dbHandle.target.kind === "postgres" ? { name: { contains: text, mode: "insensitive" as const } } : { name: { contains: text } };

/** LIKE's own characters are left out of a typed text (Prisma does not escape them): `AB_1` searches `AB1` */
const likeSafe = (s: string) => s.replace(/[%_\\]/g, "");

/**
 * SKUs starting with the typed text (case and spaces aside) and names containing it, among the products the caller
 * may see (hidden ones never); sorted by SKU; rate limited per caller.
 */
export async function suggestProducts(ctx: RequestContext, m: QuickOrderModule, q: string, transport: "rest" | "graphql"): Promise<QuickOrderSuggestion[]> {
  const cfg = await requireEnabled(ctx, m, transport);
  const who = ctx.caller.kind === "customer" ? `c${ctx.caller.customerId}` : `ip${ctx.ip}`;
  await ctx.app.limits.consume("quickorder-suggest", who, 120, 60, "Too many suggestions asked; try again in a minute");
  const text = likeSafe(q.trim()).slice(0, 64);
  if (text.length < cfg.suggestMinChars) return [];
  const key = skuKey(text);
  const rows = await ctx.app.db.product.findMany({
    where: { AND: [{ OR: [...(key ? [{ skuKey: { startsWith: key } }] : []), nameContains(ctx, text)] }, ...(await visibleProductsWhere(ctx, "any"))] },
    select: { id: true },
    orderBy: { sku: "asc" },
    take: cfg.suggestLimit,
  });
  const products = await loadProducts(
    ctx.app.db,
    rows.map((r) => r.id),
    true,
    ctx.app.productRows,
  );
  const order = new Map(rows.map((r, i) => [r.id, i]));
  products.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const dtos = await productDtos(ctx, products, true);
  return dtos.map((d) => ({ sku: d.sku, name: d.name, type: d.type, urlKey: d.urlKey, imageUrl: d.imageUrl, price: d.finalPrice }));
}

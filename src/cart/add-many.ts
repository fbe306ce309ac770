/**
 * Many lines added to the caller's cart at once (quick order, a requisition list): each line is judged as a single
 * add to cart would judge it (the caller's price and quantity rule, the veto hook, options, stock), and every line
 * that passes is written in one transaction with the cart it starts. The answer says per line what was added and,
 * when not, why, as the single add's problem would have said it. Lines of the same product and options are one
 * cart line: their quantities add up, and the line's quantity rule is judged on the sum.
 */
import type { RequestContext } from "../core/context.ts";
import { ProblemError, type FieldError } from "../core/errors.ts";
import { dbOf, withTransaction } from "../core/unit-of-work.ts";
import type { LoadedProduct } from "../catalog/product-loader.ts";
import { parseInput } from "../core/api/input.ts";
import {
  addItemInput,
  type CartDto,
  cartDto,
  cartWriteAllowed,
  checkQuantityRule,
  checkSellable,
  createCart,
  findCart,
  type ItemOptions,
  type LinePart,
  loadBySku,
  MAX_QTY,
  ownOptions,
  prepareFullOptions,
  requireCartById,
  resolveLine,
} from "./service.ts";

/** the most lines one call adds */
export const MAX_ADD_LINES = 500;

export interface AddLine {
  sku: string;
  qty: number;
  options?: unknown;
  /** the product the caller already looked up for this SKU (quick order's lookup); else it is found by SKU */
  product?: LoadedProduct;
}

/** why a line was not added: the problem a single add to cart would have answered */
export interface AddLineProblem {
  status: number;
  code: string;
  message: string;
  errors?: FieldError[];
  extra?: Record<string, unknown>;
}

export interface AddLineResult {
  /** the line's position in the request */
  index: number;
  added: boolean;
  /** the quantity this line added (0 when not added) */
  qty: number;
  /** the cart line it went into */
  itemId: number | null;
  problem: AddLineProblem | null;
}

export interface AddManyResult {
  /** the caller's cart after the write; null when nothing was added and the caller had no cart */
  cart: CartDto | null;
  lines: AddLineResult[];
}

const problemOf = (e: ProblemError): AddLineProblem => ({
  status: e.status,
  code: e.code,
  message: e.message,
  ...(e.errors ? { errors: e.errors } : {}),
  ...(e.extra ? { extra: e.extra } : {}),
});

/** a cart line the batch writes: new, or an existing line's new quantity */
interface Pending {
  productId: number;
  sku: string;
  options: string;
  /** what the cart held on this line before */
  had: number;
  existingId: number | null;
  /** the batch's lines that add to it, with their quantities */
  from: { index: number; qty: number }[];
  parts: LinePart[];
}

/**
 * Adds `lines` (at most MAX_ADD_LINES) to the caller's cart (a guest's named by masked id, as for a single add):
 * a refused write of the whole cart (the `checkout_cart_save_before` veto) throws; a refused line is answered in
 * its result and the others are added.
 */
export async function addItems(ctx: RequestContext, lines: readonly AddLine[], maskedId?: string | null): Promise<AddManyResult> {
  if (lines.length > MAX_ADD_LINES)
    throw new ProblemError(413, "too_many_lines", `At most ${MAX_ADD_LINES} lines at once`, { extra: { limit: MAX_ADD_LINES } });
  await cartWriteAllowed(ctx, "add");
  const db = ctx.app.db;
  const cart = await findCart(ctx, maskedId);
  // a cart that was named but is not the caller's is never replaced by a new one
  if (!cart && (maskedId || (ctx.caller.kind !== "customer" && ctx.header("x-cart-id")))) throw new ProblemError(404, "cart_not_found", "Cart not found");
  const results: AddLineResult[] = lines.map((_, index) => ({ index, added: false, qty: 0, itemId: null, problem: null }));
  const pending = new Map<string, Pending>();

  // judged one after another, outside the transaction (observers may read the database: see checkout.ts)
  for (const [index, line] of lines.entries()) {
    try {
      const input = parseInput(addItemInput, { sku: line.sku, qty: line.qty, options: line.options ?? {} });
      const product = line.product ?? (await loadBySku(db, ctx, input.sku));
      const options = ownOptions(product.type, input.options as ItemOptions);
      const key = `${product.id}|${JSON.stringify(options)}`;
      const existing = cart?.items.find((i) => i.productId === product.id && i.options === JSON.stringify(options));
      const into = pending.get(key);
      const before = into ? into.had + into.from.reduce((n, f) => n + f.qty, 0) : (existing?.qty ?? 0);
      const qty = before + input.qty;
      if (qty > MAX_QTY)
        throw new ProblemError(422, "invalid", `A cart line holds at most ${MAX_QTY} units`, {
          errors: [{ field: "qty", code: "too_big", message: `at most ${MAX_QTY - before} more` }],
        });
      const resolved = await resolveLine(ctx, product, qty, options);
      checkQuantityRule(resolved, qty, product.sku);
      await prepareFullOptions(ctx, product, qty, options, "add", resolved.parts);
      const entry = into ?? {
        productId: product.id,
        sku: product.sku,
        options: JSON.stringify(options),
        had: existing?.qty ?? 0,
        existingId: existing?.id ?? null,
        from: [],
        parts: resolved.parts,
      };
      entry.from.push({ index, qty: input.qty });
      entry.parts = resolved.parts;
      pending.set(key, entry);
    } catch (e) {
      if (!(e instanceof ProblemError)) throw e;
      results[index]!.problem = problemOf(e);
    }
  }

  const written = await withTransaction(ctx, async (tx) => {
    const t = dbOf(tx);
    const ok: { entry: Pending; qty: number }[] = [];
    for (const entry of pending.values()) {
      try {
        // stock as the transaction reads it, for the line's whole quantity
        await checkSellable(t, entry.parts);
        ok.push({ entry, qty: entry.had + entry.from.reduce((n, f) => n + f.qty, 0) });
      } catch (e) {
        if (!(e instanceof ProblemError)) throw e;
        for (const f of entry.from) results[f.index]!.problem = problemOf(e);
      }
    }
    if (!ok.length) return cart?.id ?? null;
    const target = cart ?? (await createCart(tx));
    for (const { entry, qty } of ok) {
      const item = entry.existingId
        ? await t.cartItem.update({ where: { id: entry.existingId }, data: { qty } })
        : await t.cartItem.create({ data: { cartId: target.id, productId: entry.productId, sku: entry.sku, qty, options: entry.options } });
      for (const f of entry.from) Object.assign(results[f.index]!, { added: true, qty: f.qty, itemId: item.id });
    }
    await t.cart.update({ where: { id: target.id }, data: { updatedAt: new Date() } });
    return target.id;
  });
  return { cart: written === null ? null : await cartDto(ctx, await requireCartById(db, written)), lines: results };
}

/**
 * Reorder: the lines of one of the logged-in customer's orders added to their active cart (a new one when they have
 * none), each through `addItem`, so today's price for the caller's group, the access gate's hidden products and
 * purchase blocks, stock, disabled products and the options' validity all apply as they do to any add to cart. Each
 * line answers whether it was added and, when not (or not in full), why, as a code and a message.
 */
import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import { requireCustomer } from "../customer/service.ts";
import { addItem, cartDto, cartWriteAllowed, createCart, findCart, type CartDto } from "./service.ts";

export type ReorderReasonCode = "not_available" | "out_of_stock" | "purchase_blocked" | "options_changed" | "qty_reduced" | "invalid";

export interface ReorderLine {
  sku: string;
  name: string;
  /** the quantity ordered */
  qty: number;
  added: boolean;
  /** the quantity added to the cart: qty, fewer (`qty_reduced`), or 0 */
  qtyAdded: number;
  reason: { code: ReorderReasonCode; message: string } | null;
}

export interface ReorderResult {
  cart: CartDto;
  lines: ReorderLine[];
}

const orderNotFound = () => new ProblemError(404, "not_found", "Order not found");

/** what a refused add to cart means for a reordered line */
function reasonOf(e: ProblemError, name: string): { code: ReorderReasonCode; message: string } {
  const first = e.errors?.[0];
  if (e.code === "purchase_blocked") return { code: "purchase_blocked", message: e.message };
  // unknown, disabled and hidden from the caller answer alike (the cart never tells them apart)
  if (e.code === "product_not_found" || first?.code === "unavailable") return { code: "not_available", message: `${name} is no longer available` };
  if (first?.code === "insufficient_stock" || first?.code === "out_of_stock") return { code: "out_of_stock", message: `${name} is out of stock` };
  if (first?.field?.startsWith("options")) return { code: "options_changed", message: `The options of ${name} changed: ${e.message}` };
  return { code: "invalid", message: e.message };
}

/** the units of the product a simple line could still add: its stock less what the cart's same line holds */
async function addableUnits(ctx: RequestContext, productId: number, options: string): Promise<number> {
  const [row, cart] = await Promise.all([
    ctx.app.db.product.findUnique({ where: { id: productId }, select: { stockQty: true, inStock: true } }),
    findCart(ctx),
  ]);
  if (!row?.inStock) return 0;
  const inCart = cart?.items.find((i) => i.productId === productId && i.options === options)?.qty ?? 0;
  return Math.max(0, row.stockQty - inCart);
}

export async function reorder(ctx: RequestContext, incrementId: string): Promise<ReorderResult> {
  const customerId = requireCustomer(ctx);
  await cartWriteAllowed(ctx, "reorder");
  if (!incrementId || incrementId.length > 32) throw orderNotFound();
  // each line is a full add to cart: a customer reorders a few times, never in a loop
  await ctx.app.limits.consume("customer-reorder", String(customerId), 20, 300, "Too many reorders; try again in a few minutes");
  const order = await ctx.app.db.order.findFirst({
    where: { incrementId, customerId, storeId: ctx.store.id },
    include: { items: { orderBy: { id: "asc" } } },
  });
  if (!order) throw orderNotFound();
  // the product's SKU today (it may have been renamed since the order); a deleted product has none
  const products = await ctx.app.db.product.findMany({
    where: { id: { in: order.items.map((i) => i.productId) } },
    select: { id: true, sku: true, type: true },
  });
  const skuOf = new Map(products.map((p) => [p.id, p.sku]));
  // a composite's stock is its parts' (a configurable's variant, a bundle's selections): only a product with stock of
  // its own is split
  const ownStock = new Set(products.filter((p) => p.type === "simple" || p.type === "virtual").map((p) => p.id));
  const lines: ReorderLine[] = [];
  // one line after another: each sees the cart the previous ones left (a product on two lines shares its stock)
  for (const item of order.items) {
    const line: ReorderLine = { sku: item.sku, name: item.name, qty: item.qty, added: false, qtyAdded: 0, reason: null };
    lines.push(line);
    const sku = skuOf.get(item.productId);
    if (!sku) {
      line.reason = { code: "not_available", message: `${item.name} is no longer available` };
      continue;
    }
    const options = JSON.parse(item.options) as Record<string, unknown>;
    try {
      await addItem(ctx, { sku, qty: item.qty, options });
      Object.assign(line, { added: true, qtyAdded: item.qty });
    } catch (e) {
      if (!(e instanceof ProblemError)) throw e;
      line.reason = reasonOf(e, item.name);
      // a line short of stock takes what is left of it (the product's own stock; a composite's parts are not split)
      if (e.errors?.[0]?.code !== "insufficient_stock" || e.errors[0].field !== "qty" || !ownStock.has(item.productId)) continue;
      const units = Math.min(item.qty - 1, await addableUnits(ctx, item.productId, JSON.stringify(options)));
      if (units < 1) continue;
      try {
        await addItem(ctx, { sku, qty: units, options });
        line.added = true;
        line.qtyAdded = units;
        line.reason = { code: "qty_reduced", message: `Only ${units} of ${item.qty} ${item.name} could be added: the rest is out of stock` };
      } catch (again) {
        if (!(again instanceof ProblemError)) throw again;
        line.reason = reasonOf(again, item.name);
      }
    }
  }
  const cart = (await findCart(ctx)) ?? (await createCart(ctx));
  return { cart: await cartDto(ctx, cart), lines };
}

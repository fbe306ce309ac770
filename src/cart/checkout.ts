/**
 * Place order: every line is re-validated through the same veto hook and re-priced for the customer's
 * group as it is now (a cart filled before a gate was switched on cannot check out), then the order,
 * its items, the stock decrements and the cart's status are written in one transaction.
 * Idempotent: the same Idempotency-Key returns the same order, however many requests race.
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import { loadProducts } from "../catalog/product-loader.ts";
import { roundMoney } from "../catalog/pricing.ts";
import { parseInput } from "../graphql/input.ts";
import { addressInput, isUniqueViolation } from "../customer/service.ts";
import { requireCart, resolveLine, prepareFullOptions, shippingFor, checkSellable, unitsByProduct, type ItemOptions, type LinePart } from "./service.ts";
import type { Order, OrderItem } from "../generated/prisma/client.ts";

export const PAYMENT_METHODS = ["checkmo", "purchaseorder", "payonaccount"] as const;

export const placeOrderInput = z
  .object({
    paymentMethod: z.enum(PAYMENT_METHODS),
    poNumber: z.string().trim().min(1).max(64).optional(),
    email: z.string().trim().toLowerCase().email().max(254).optional(),
    shippingAddress: addressInput.optional(),
    billingAddress: addressInput.optional(),
  })
  .superRefine((v, c) => {
    if (v.paymentMethod === "purchaseorder" && !v.poNumber) c.addIssue({ code: "custom", path: ["poNumber"], message: "a purchase order number is required" });
  });

export interface OrderDto {
  incrementId: string;
  status: string;
  currency: string;
  customerEmail: string;
  customerGroupId: number;
  paymentMethod: string;
  poNumber: string | null;
  shippingMethod: string;
  shippingCountry: string | null;
  items: { sku: string; name: string; qty: number; price: number; rowTotal: number; options: ItemOptions }[];
  prices: { subtotal: number; shipping: number; grandTotal: number };
  createdAt: string;
}

export const toOrderDto = (o: Order & { items: OrderItem[] }): OrderDto => ({
  incrementId: o.incrementId,
  status: o.status,
  currency: o.currency,
  customerEmail: o.customerEmail,
  customerGroupId: o.customerGroupId,
  paymentMethod: o.paymentMethod,
  poNumber: o.poNumber,
  shippingMethod: o.shippingMethod,
  shippingCountry: o.shippingCountry,
  items: o.items.map((i) => ({ sku: i.sku, name: i.name, qty: i.qty, price: i.price, rowTotal: i.rowTotal, options: JSON.parse(i.options) as ItemOptions })),
  prices: { subtotal: o.subtotal, shipping: o.shippingAmount, grandTotal: o.grandTotal },
  createdAt: o.createdAt.toISOString(),
});

export async function placeOrder(ctx: RequestContext, raw: unknown, idempotencyKey: string | undefined, maskedId?: string | null): Promise<{ order: OrderDto; replayed: boolean }> {
  const db = ctx.app.db;
  if (idempotencyKey !== undefined && !/^[\x21-\x7e]{8,128}$/.test(idempotencyKey)) {
    throw new ProblemError(400, "invalid_request", "Idempotency-Key must be 8 to 128 visible ASCII characters");
  }
  // a key scoped to the caller: one customer's key can never return another's order
  const scopedKey = idempotencyKey ? `${ctx.caller.kind === "customer" ? `c${ctx.caller.customerId}` : `g${maskedId ?? ctx.header("x-cart-id") ?? ""}`}:${idempotencyKey}` : undefined;
  const replay = async () => {
    const o = scopedKey ? await db.order.findUnique({ where: { idempotencyKey: scopedKey }, include: { items: { orderBy: { id: "asc" } } } }) : null;
    return o ? { order: toOrderDto(o), replayed: true } : null;
  };
  const earlier = await replay();
  if (earlier) return earlier;

  const input = parseInput(placeOrderInput, raw);
  const cart = await requireCart(ctx, maskedId);
  if (!cart.items.length) throw new ProblemError(422, "invalid", "The cart is empty", { errors: [{ field: "items", code: "empty", message: "add an item first" }] });
  let email: string;
  if (ctx.caller.kind === "customer") {
    email = ctx.caller.email;
  } else {
    if (!input.email) throw new ProblemError(422, "invalid", "Guests give an email address", { errors: [{ field: "email", code: "required", message: "required for guest checkout" }] });
    if (input.paymentMethod === "payonaccount") throw new ProblemError(422, "invalid", "Pay on account needs a customer account", { errors: [{ field: "paymentMethod", code: "login_required", message: "log in to pay on account" }] });
    email = input.email;
  }

  // re-validate and re-price every line as of now
  const products = await loadProducts(db, [...new Set(cart.items.map((i) => i.productId))], false, ctx.app.productRows);
  const byId = new Map(products.map((p) => [p.id, p]));
  const lines: { sku: string; name: string; productId: number; qty: number; price: number; rowTotal: number; options: string }[] = [];
  const parts: LinePart[] = [];
  for (const item of cart.items) {
    const p = byId.get(item.productId);
    if (!p || p.status !== 1) throw new ProblemError(422, "invalid", `${item.sku} is no longer available`, { errors: [{ field: `items.${item.id}`, code: "unavailable", message: "remove it from the cart" }] });
    const options = JSON.parse(item.options) as ItemOptions;
    const r = await resolveLine(ctx, p, item.qty, options);
    await prepareFullOptions(ctx, p, item.qty, options, "checkout");
    for (const part of r.parts) parts.push({ ...part, field: `items.${item.id}` });
    lines.push({ sku: r.variantSku ?? p.sku, name: p.name, productId: p.id, qty: item.qty, price: r.unitPrice, rowTotal: roundMoney(r.unitPrice * item.qty), options: item.options });
  }
  // every product the lines take from (variants, bundle selections) is enabled and in stock, as the database says
  await checkSellable(db, parts);
  const stock = [...unitsByProduct(parts)].filter(([, n]) => n > 0);
  const subtotal = roundMoney(lines.reduce((s, l) => s + l.rowTotal, 0));
  const shippingAmount = await shippingFor(ctx, lines.reduce((s, l) => s + l.qty, 0));

  try {
    const order = await db.$transaction(async (tx) => {
      // stock is decremented only where enough remains: a concurrent order cannot oversell
      for (const [productId, n] of stock) {
        const r = await tx.product.updateMany({ where: { id: productId, status: 1, stockQty: { gte: n }, inStock: true }, data: { stockQty: { decrement: n } } });
        if (r.count === 0) throw new ProblemError(422, "invalid", "Not enough stock for an item in the cart", { errors: [{ field: "items", code: "insufficient_stock", message: "reduce the quantity" }] });
      }
      // the cart must still be active: ordering it flips it, so a second order of it conflicts
      const flipped = await tx.cart.updateMany({ where: { id: cart.id, status: "active" }, data: { status: "ordered" } });
      if (flipped.count === 0) throw new ProblemError(409, "cart_already_ordered", "This cart has already been ordered");
      const created = await tx.order.create({
        data: {
          incrementId: `tmp-${randomBytes(8).toString("hex")}`,
          storeId: ctx.store.id,
          customerId: ctx.caller.kind === "customer" ? ctx.caller.customerId : null,
          customerEmail: email,
          customerGroupId: ctx.groupId,
          cartId: cart.id,
          idempotencyKey: scopedKey ?? null,
          currency: ctx.store.currency,
          subtotal,
          shippingAmount,
          grandTotal: roundMoney(subtotal + shippingAmount),
          paymentMethod: input.paymentMethod,
          poNumber: input.poNumber ?? null,
          shippingCountry: cart.shippingCountry ?? input.shippingAddress?.countryId ?? null,
          addresses: JSON.stringify({ shipping: input.shippingAddress ?? null, billing: input.billingAddress ?? input.shippingAddress ?? null }),
          items: { create: lines.map(({ sku, name, productId, qty, price, rowTotal, options }) => ({ sku, name, productId, qty, price, rowTotal, options })) },
        },
      });
      return tx.order.update({ where: { id: created.id }, data: { incrementId: String(100000000 + created.id) }, include: { items: { orderBy: { id: "asc" } } } });
    });
    ctx.app.productRows.evict(stock.map(([id]) => id));
    return { order: toOrderDto(order), replayed: false };
  } catch (e) {
    // a concurrent request with the same key (or for the same cart) won the race: answer with its order
    if (isUniqueViolation(e) || (e instanceof ProblemError && e.code === "cart_already_ordered")) {
      const winner = await replay();
      if (winner) return winner;
    }
    throw e;
  }
}

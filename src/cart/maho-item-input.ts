/**
 * Add-to-cart bodies in Maho's names as well as ours, turned into our lines `{sku, qty, options}`:
 * `options {optionId: value}` (flat custom options) or our structured `options`, top-level `links`,
 * `bundleOption {optionId: selectionId}` with `bundleOptionQty {optionId: qty}`, `superGroup {childId: qty}`
 * (a grouped product becomes one line per child with qty > 0), `giftcardAmount` with the sender and recipient
 * fields, and a configurable's child SKU (a variant not visible on its own) becomes the configurable with the
 * child's super attributes, as Maho's CartService does. The lines then go through `addItem` like any other,
 * so the veto hook, pricing and stock checks are the same for both names.
 */
import { z } from "zod";
import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import { parseInput } from "../core/api/input.ts";
import { loadProducts } from "../catalog/product-loader.ts";
import { visibleProductsWhere } from "../catalog/visibility.ts";
import { addItem, findCart, itemOptions, MAX_QTY, prepareFullOptions, productNotFound, shownToCaller, type CartDto, type ItemOptions } from "./service.ts";

const id = z.coerce.number().int().positive();
const qty = z.coerce.number().int("qty must be a whole number").min(0).max(MAX_QTY);

/** the body of an add-to-cart in either vocabulary (the REST routes validate with it, and so does the service) */
export const cartItemBody = z.object({
  sku: z.string().trim().min(1).max(64),
  qty: z.number({ error: "qty must be a number" }).int("qty must be a whole number").positive("qty must be at least 1").max(MAX_QTY).default(1),
  /** ours ({superAttributes, bundleSelections, customOptions, links, giftcardAmount}), or Maho's flat {optionId: value} */
  options: z.record(z.string(), z.unknown()).optional(),
  links: z.array(id).max(100).optional(),
  superGroup: z.record(z.string(), qty).optional(),
  bundleOption: z.record(z.string(), z.union([id, z.array(id).max(100)])).optional(),
  bundleOptionQty: z.record(z.string(), qty).optional(),
  giftcardAmount: z.coerce.number().positive().optional(),
  giftcardSenderName: z.string().optional(),
  giftcardSenderEmail: z.string().optional(),
  giftcardRecipientName: z.string().optional(),
  giftcardRecipientEmail: z.string().optional(),
  giftcardMessage: z.string().optional(),
});
export type CartItemBody = z.input<typeof cartItemBody>;

export interface CartLine {
  sku: string;
  qty: number;
  options: ItemOptions;
}

const invalid = (field: string, code: string, message: string) => new ProblemError(422, "invalid", message, { errors: [{ field, code, message }] });

const GIFTCARD_FIELDS = [
  "giftcardAmount",
  "giftcardSenderName",
  "giftcardSenderEmail",
  "giftcardRecipientName",
  "giftcardRecipientEmail",
  "giftcardMessage",
] as const;

/** the options in our names; 422 with field errors when they do not validate */
function ourOptions(body: z.output<typeof cartItemBody>): ItemOptions {
  const raw = body.options ?? {};
  const keys = Object.keys(raw);
  // Maho sends custom options flat, keyed by option id; ours are named groups
  const flat = keys.length > 0 && keys.every((k) => /^\d+$/.test(k));
  const merged: Record<string, unknown> = flat ? { customOptions: raw } : { ...raw };
  if (body.links?.length) merged.links = [...new Set([...((merged.links as number[] | undefined) ?? []), ...body.links])];
  if (body.bundleOption) merged.bundleSelections = { ...((merged.bundleSelections as object | undefined) ?? {}), ...body.bundleOption };
  for (const f of GIFTCARD_FIELDS) {
    const v = body[f];
    if (v !== undefined && v !== "") merged[f] = v;
  }
  const r = itemOptions.safeParse(merged);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  const path = issue.path.map(String);
  // a field that came in Maho's top-level names is named as the client sent it
  const field = GIFTCARD_FIELDS.includes(path[0] as never)
    ? path[0]!
    : path[0] === "customOptions" && flat
      ? ["options", ...path.slice(1)].join(".")
      : ["options", ...path].join(".");
  throw invalid(field, issue.code, issue.message);
}

/** the lines an add-to-cart body stands for (one, or one per grouped child) */
export async function toCartLines(ctx: RequestContext, raw: unknown): Promise<CartLine[]> {
  const body = parseInput(cartItemBody, raw);
  const options = ourOptions(body);
  const db = ctx.app.db;
  // an unknown, disabled or hidden product: none, from the same statement; addItem answers for it, alike for the three
  const product = await db.product.findFirst({
    where: { AND: [{ sku: body.sku }, ...(await visibleProductsWhere(ctx, "any"))] },
    select: {
      id: true,
      sku: true,
      type: true,
      status: true,
      visibility: true,
      childLinks: { where: { kind: "grouped" }, select: { childId: true, child: { select: { sku: true, status: true } } } },
      parentLinks: { where: { kind: "variant" }, select: { parentId: true } },
    },
  });
  if (!product) return [{ sku: body.sku, qty: body.qty, options }];

  if (body.superGroup) {
    if (product.type !== "grouped") throw invalid("superGroup", "not_grouped", `${product.sku} is not a grouped product`);
    // the group itself passes the veto, as a product added by SKU does; each child then goes through addItem
    const [group] = await loadProducts(db, [product.id], false, ctx.app.productRows);
    await prepareFullOptions(ctx, group!, body.qty, {}, "add", [{ productId: product.id, sku: product.sku, qty: 0, field: "sku" }]);
    const shown = await shownToCaller(
      ctx,
      product.childLinks.map((l) => l.childId),
    );
    const lines: CartLine[] = [];
    for (const [childId, n] of Object.entries(body.superGroup)) {
      if (n === 0) continue;
      // a child hidden from the caller is answered as one that is not in the group
      const link = product.childLinks.find((l) => String(l.childId) === childId && shown.has(l.childId));
      if (!link) throw invalid(`superGroup.${childId}`, "unknown_child", `Product ${childId} is not part of ${product.sku}`);
      lines.push({ sku: link.child.sku, qty: n, options: {} });
    }
    if (!lines.length) throw invalid("superGroup", "required", "Give a quantity for at least one product of the group");
    return lines;
  }

  if (body.bundleOptionQty && product.type === "bundle") await checkBundleQty(ctx, product.id, options, body.bundleOptionQty);

  // a configurable's variant, not sold on its own, is added as the configurable in that combination
  const parentId = product.parentLinks[0]?.parentId;
  if (product.type === "simple" && product.visibility === 1 && parentId !== undefined) {
    const parent = await db.product.findUnique({
      where: { id: parentId },
      select: { sku: true, type: true, configurableAttrs: { select: { attribute: { select: { id: true, code: true } } } } },
    });
    if (parent?.type === "configurable") {
      // a configurable hidden from the caller: its variant's SKU is answered as unknown, and the parent is not named
      if (!(await shownToCaller(ctx, [parentId])).has(parentId)) throw productNotFound(body.sku);
      const values = await db.productAttributeValue.findMany({
        where: { productId: product.id, attributeId: { in: parent.configurableAttrs.map((c) => c.attribute.id) } },
      });
      const superAttributes: Record<string, number> = { ...options.superAttributes };
      for (const c of parent.configurableAttrs) {
        const v = values.find((x) => x.attributeId === c.attribute.id);
        if (v) superAttributes[c.attribute.code] = Number(v.value);
      }
      return [{ sku: parent.sku, qty: body.qty, options: { ...options, superAttributes } }];
    }
  }
  return [{ sku: body.sku, qty: body.qty, options }];
}

/**
 * Maho's `bundleOptionQty`. Our bundle selections carry a fixed quantity (the schema has no equivalent of
 * Maho's `selection_can_change_qty`), so a quantity is accepted only when it is the selection's own.
 */
async function checkBundleQty(ctx: RequestContext, productId: number, options: ItemOptions, wanted: Record<string, number>) {
  const bundleOptions = await ctx.app.db.bundleOption.findMany({ where: { productId }, include: { selections: true } });
  for (const [optionId, n] of Object.entries(wanted)) {
    const field = `bundleOptionQty.${optionId}`;
    const o = bundleOptions.find((x) => String(x.id) === optionId);
    if (!o) throw invalid(field, "unknown_option", `Unknown bundle option ${optionId}`);
    const chosen = options.bundleSelections?.[optionId];
    const ids = chosen === undefined ? [] : Array.isArray(chosen) ? chosen : [chosen];
    if (!ids.length) throw invalid(field, "no_selection", `Choose a selection for "${o.title}" before its quantity`);
    for (const sid of ids) {
      const sel = o.selections.find((s) => s.id === sid);
      if (sel && sel.qty !== n) throw invalid(field, "qty_fixed", `The quantity of "${o.title}" is fixed at ${sel.qty}`);
    }
  }
}

/**
 * Adds the lines of one add-to-cart, all or none: when a later line is refused (a grouped child out of stock),
 * the lines added before it are taken back, so the cart is as it was and the answer is the refusal.
 */
export async function addLines(ctx: RequestContext, lines: CartLine[], maskedId?: string | null): Promise<CartDto> {
  if (lines.length === 1) return addItem(ctx, lines[0]!, maskedId);
  const before = await findCart(ctx, maskedId);
  const had = new Map((before?.items ?? []).map((i) => [i.id, i.qty]));
  let cart: CartDto | undefined;
  try {
    // a cart started by the first line (a guest without one) takes the others
    for (const line of lines) cart = await addItem(ctx, line, cart?.maskedId ?? maskedId);
    return cart!;
  } catch (e) {
    const named = cart?.maskedId ?? before?.maskedId;
    const row = named ? await ctx.app.db.cart.findUnique({ where: { maskedId: named }, include: { items: true } }) : null;
    for (const item of row?.items ?? []) {
      const qty = had.get(item.id);
      if (qty === undefined) await ctx.app.db.cartItem.delete({ where: { id: item.id } });
      else if (qty !== item.qty) await ctx.app.db.cartItem.update({ where: { id: item.id }, data: { qty } });
    }
    throw e;
  }
}

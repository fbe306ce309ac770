/** GraphQL of reorder (src/cart/reorder.ts): `customerOrderReorder(id)`, the order's lines into the caller's cart. */
import type { ObjectRef } from "@pothos/core";
import type { Builder, BuilderTypes } from "../core/schema-builder.ts";
import { ProblemError } from "../core/errors.ts";
import type { CartDto } from "./service.ts";
import { reorder, type ReorderLine, type ReorderResult } from "./reorder.ts";

type Types = PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>;

export function registerReorderSchema(builder: Builder, Cart: ObjectRef<Types, CartDto>) {
  const Reason = builder.objectRef<NonNullable<ReorderLine["reason"]>>("ReorderLineReason").implement({
    fields: (t) => ({
      code: t.exposeString("code", { description: "not_available, out_of_stock, purchase_blocked, options_changed, qty_reduced or invalid" }),
      message: t.exposeString("message"),
    }),
  });
  const Line = builder.objectRef<ReorderLine>("ReorderLine").implement({
    description: "one line of the order: whether it went into the cart, and why not (or not in full)",
    fields: (t) => ({
      sku: t.exposeString("sku"),
      name: t.exposeString("name"),
      qty: t.exposeInt("qty", { description: "the quantity ordered" }),
      added: t.exposeBoolean("added"),
      qtyAdded: t.exposeInt("qtyAdded"),
      reason: t.expose("reason", { type: Reason, nullable: true }),
    }),
  });
  const Result = builder.objectRef<ReorderResult>("ReorderResult").implement({
    fields: (t) => ({ cart: t.expose("cart", { type: Cart }), lines: t.expose("lines", { type: [Line] }) }),
  });
  builder.mutationFields((t) => ({
    customerOrderReorder: t.field({
      type: Result,
      authScopes: { customer: true },
      errors: { types: [ProblemError] },
      description:
        "adds the lines of one of the logged-in customer's orders (by increment id) to their active cart (a new one when none) at today's prices and availability; 404 for any other order",
      args: { id: t.arg.string({ required: true }) },
      resolve: (_r, { id }, { ctx }) => reorder(ctx, id),
    }),
  }));
}

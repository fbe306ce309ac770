/**
 * An order a module held instead of placing it (a purchase order awaiting approval), as the place-order fields answer
 * it: GraphQL's result union gains `OrderHeld`; the REST and Maho routes answer 202 `{ [kind]: detail }`.
 */
import type { Builder } from "../core/schema-builder.ts";
import { respond, type RestResponse } from "../core/routes.ts";
import type { OrderHold } from "./hooks.ts";

/** thrown by a place-order resolver (outside the order's transaction, which committed the hold) */
export class OrderHeld extends Error {
  constructor(readonly hold: OrderHold) {
    super(hold.message);
  }
}

export function registerOrderHeld(builder: Builder) {
  return builder.objectType(OrderHeld, {
    name: "OrderHeld",
    description: "the order was not placed: a module holds it (e.g. a purchase order awaiting approval); REST answers 202 `{ [kind]: detail }`",
    isTypeOf: (v) => v instanceof OrderHeld,
    fields: (t) => ({
      kind: t.string({ description: "what holds it, the REST answer's key, e.g. purchaseOrder", resolve: (e) => e.hold.kind }),
      id: t.int({ resolve: (e) => e.hold.id }),
      status: t.string({ resolve: (e) => e.hold.status }),
      message: t.string({ resolve: (e) => e.hold.message }),
      detail: t.field({ type: "JSON", description: "what holds it, as its own API answers it", resolve: (e) => e.hold.detail as never }),
    }),
  });
}

/** a REST place-order route's 202 for a held order's GraphQL result */
export function heldResponse(held: { kind: string; detail: unknown }): RestResponse {
  return respond({ status: 202, body: { [held.kind]: held.detail } });
}

/** The order state machine (src/sales/order-states.ts): which action each status allows, and the status the lines' quantities give. */
import { describe, expect, it } from "vitest";
import { ProblemError } from "../../src/core/errors.ts";
import { assertTransition, canTransition, deriveStatus, ORDER_STATUSES, toCancel, type LineQty, type OrderAction } from "../../src/sales/order-states.ts";

const line = (qty: number, q: Partial<LineQty> = {}): LineQty => ({
  qty,
  qtyInvoiced: 0,
  qtyShipped: 0,
  qtyRefunded: 0,
  qtyCanceled: 0,
  isVirtual: false,
  ...q,
});

describe("order state machine", () => {
  it("allows each action only from the statuses of Maho's table", () => {
    const table: Record<OrderAction, string[]> = {
      invoice: ["pending", "processing"],
      capture: ["processing", "complete"],
      ship: ["pending", "processing"],
      cancel: ["pending", "processing"],
      refund: ["processing", "complete"],
      hold: ["pending", "processing"],
      unhold: ["holded"],
      comment: [...ORDER_STATUSES],
    };
    for (const [action, allowed] of Object.entries(table) as [OrderAction, string[]][]) {
      for (const status of ORDER_STATUSES) {
        expect(canTransition(action, status), `${action} from ${status}`).toBe(allowed.includes(status));
        if (!allowed.includes(status)) {
          const e = (() => {
            try {
              assertTransition(action, status);
            } catch (err) {
              return err;
            }
          })();
          expect(e).toBeInstanceOf(ProblemError);
          expect((e as ProblemError).code).toBe("invalid_transition");
          expect((e as ProblemError).status).toBe(409);
        }
      }
    }
  });

  it("derives pending, processing, complete, canceled and closed from the lines", () => {
    expect(deriveStatus([line(2), line(1)])).toBe("pending");
    expect(deriveStatus([line(2, { qtyInvoiced: 1 }), line(1)])).toBe("processing");
    expect(deriveStatus([line(2, { qtyShipped: 2 }), line(1)])).toBe("processing");
    expect(deriveStatus([line(2, { qtyInvoiced: 2 }), line(1, { qtyInvoiced: 1 })])).toBe("processing");
    expect(deriveStatus([line(2, { qtyInvoiced: 2, qtyShipped: 2 }), line(1, { qtyInvoiced: 1, qtyShipped: 1 })])).toBe("complete");
    // nothing to ship: complete once invoiced in full
    expect(deriveStatus([line(1, { isVirtual: true, qtyInvoiced: 1 })])).toBe("complete");
    expect(deriveStatus([line(2, { qtyCanceled: 2 }), line(1, { qtyCanceled: 1 })])).toBe("canceled");
    // the part not canceled invoiced and shipped: complete
    expect(deriveStatus([line(2, { qtyInvoiced: 2, qtyShipped: 2 }), line(1, { qtyCanceled: 1 })])).toBe("complete");
    expect(deriveStatus([line(2, { qtyInvoiced: 2, qtyRefunded: 1 })])).toBe("processing");
    expect(deriveStatus([line(2, { qtyInvoiced: 2, qtyRefunded: 2 })])).toBe("closed");
    expect(deriveStatus([line(2, { qtyInvoiced: 1, qtyRefunded: 1, qtyCanceled: 1 })])).toBe("closed");
  });

  it("cancels only what is neither invoiced nor shipped", () => {
    expect(toCancel(line(3))).toBe(3);
    expect(toCancel(line(3, { qtyShipped: 3 }))).toBe(0);
    expect(toCancel(line(3, { qtyShipped: 2 }))).toBe(1);
    expect(toCancel(line(3, { qtyInvoiced: 1, qtyShipped: 2 }))).toBe(1);
    expect(toCancel(line(3, { qtyInvoiced: 2, qtyShipped: 1 }))).toBe(1);
    expect(toCancel(line(3, { qtyShipped: 1, qtyCanceled: 2 }))).toBe(0);
  });
});

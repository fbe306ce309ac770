/** What the cart does on the kernel's hooks and the customer domain's. */
import type { EventBus } from "../core/events.ts";
import { destinationChanged } from "../core/destinations.ts";
import { dbOf } from "../core/unit-of-work.ts";
import { ProblemError } from "../core/errors.ts";
import { cartWriteAllowed, mergeGuestCart } from "./service.ts";

export function cartObservers(bus: EventBus): void {
  // login: the guest cart the storefront holds is merged into the customer's, whose id the login answers
  // (a merge is a cart write of the customer's: when a module refuses their cart writes, the guest cart stays a guest's)
  bus.on("customer_login_after", async (login) => {
    let guestMaskedId = login.guestMaskedId;
    if (guestMaskedId) {
      const asCustomer = { ...login.ctx, caller: { kind: "customer" as const, customerId: login.customerId, email: "" } };
      try {
        await cartWriteAllowed(asCustomer, "add");
      } catch (e) {
        if (!(e instanceof ProblemError)) throw e;
        guestMaskedId = undefined;
      }
    }
    login.cartMaskedId = (await mergeGuestCart(login.ctx, login.customerId, guestMaskedId)) ?? login.cartMaskedId;
  });
  // a rejected customer keeps no customer cart: an active one is closed (its items kept for the record), in the
  // decision's transaction; the customer's destination country is read afresh
  bus.on("customer_approval_status_changed", async ({ ctx, customer, to }) => {
    if (to !== "rejected") return;
    await dbOf(ctx).cart.updateMany({ where: { customerId: customer.id, status: "active" }, data: { status: "closed" } });
    await destinationChanged(ctx, customer.id);
  });
}

/** What the cart does on the kernel's hooks. */
import type { EventBus } from "../core/events.ts";
import { mergeGuestCart } from "./service.ts";

export function cartObservers(bus: EventBus): void {
  // login: the guest cart the storefront holds is merged into the customer's, whose id the login answers
  bus.on("customer_login_after", async (login) => {
    login.cartMaskedId = (await mergeGuestCart(login.ctx, login.customerId, login.guestMaskedId)) ?? login.cartMaskedId;
  });
}

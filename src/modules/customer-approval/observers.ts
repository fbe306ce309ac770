/** What customer approval does on the core's hooks, and on its own after-commit events. */
import type { EventBus } from "../../core/events.ts";
import { dbOf } from "../../core/unit-of-work.ts";
import { onPendingRegistered, refusal, topics, type ApprovalModule } from "./service.ts";

export function approvalObservers(bus: EventBus, m: ApprovalModule) {
  // new registrations start pending when the module is on and requires approval
  bus.on("customer_register_before", async ({ ctx, account }) => {
    const cfg = await m.config(ctx);
    if (cfg.enabled && cfg.requireApproval) Object.assign(account, { isApproved: false, approvalStatus: "pending" });
  });
  // same transaction as the new row: history, notice mail; announced after commit
  bus.on("customer_register_after", ({ ctx, customer }) => onPendingRegistered(ctx, m, customer));
  // the token endpoint: a pending customer learns the configured message (403), a rejected one too
  bus.on("customer_login_before", async ({ customer }) => {
    const refused = await refusal(m, customer, 403);
    if (refused) throw refused;
  });
  // every request with a customer token: a token of a customer since made pending or rejected stops working
  bus.on("customer_token_check", async ({ customer }) => {
    const refused = await refusal(m, customer, 401);
    if (refused) throw refused;
  });
  // a deleted customer's approval history goes with the account (same transaction)
  bus.on("customer_delete_after", async ({ ctx, customerId }) => {
    await dbOf(ctx).approvalTransition.deleteMany({ where: { customerId } });
  });
  // after commit: live alerts for admins (in-process, or Redis across instances)
  bus.on("b2b_approval_pending_added", ({ ctx, customer }) => topics(ctx.app).publish("customerPendingAdded", customer));
  bus.on("b2b_approval_decided", ({ ctx, customer, transition }) => topics(ctx.app).publish("customerApprovalDecided", { customer, transition }));
}

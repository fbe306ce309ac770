/**
 * The order's review (`sales_order_place_review`, dispatched in the order's transaction on every place-order
 * route): a company member's order is judged by the company's approval rules and the buyer's spending limits. No
 * step needed: the order is placed. Otherwise a purchase order keeps the draft and the routes answer 202 with it;
 * or, over a limit where the company refuses, 403 `spending_limit` and nothing is written. A member holding
 * `purchase_orders.autoapprove` (the company admin holds every code) is never held.
 */
import type { EventBus } from "../../core/events.ts";
import { dbOf } from "../../core/unit-of-work.ts";
import type { PurchasingModule } from "./access.ts";
import { buyerInfo } from "./facts.ts";
import { AUTOAPPROVE } from "./permissions.ts";
import { planApproval } from "./plan.ts";
import { createPurchaseOrder, toPoDto } from "./po.ts";

export function reviewObservers(bus: EventBus, m: PurchasingModule): void {
  bus.on("sales_order_place_review", async (payload) => {
    const { ctx, draft } = payload;
    if (payload.hold || draft.customerId === null) return;
    if (!(await m.config(ctx)).enabled) return;
    const company = m.dependency("company");
    const mm = company ? await company.membershipOf(ctx, draft.customerId) : null;
    if (!mm?.decision.signIn || mm.permissions.has(AUTOAPPROVE)) return;
    const db = dbOf(ctx);
    // most companies have neither rules nor limits: two counts, and the order goes on
    const companyId = mm.company.id;
    const [rules, limits] = await Promise.all([
      db.approvalRule.count({ where: { companyId, isActive: true } }),
      db.spendingLimit.count({ where: { companyId } }),
    ]);
    if (!rules && !limits) return;
    const buyer = await buyerInfo(db, draft.customerId);
    if (!buyer) return;
    const plan = await planApproval(ctx, db, draft, buyer);
    if (plan.refusal) throw plan.refusal;
    if (!plan.steps.length) return;
    const po = await createPurchaseOrder(ctx, db, draft, buyer, plan);
    const caller =
      ctx.caller.kind === "customer" && ctx.caller.customerId === draft.customerId
        ? {
            customerId: buyer.customerId,
            companyId: buyer.companyId,
            memberId: buyer.memberId,
            isAdmin: buyer.isAdmin,
            permissions: mm.permissions,
            membership: mm,
          }
        : null;
    payload.hold = {
      kind: "purchaseOrder",
      id: po.id,
      status: po.status,
      message: `Purchase order ${po.number} awaits approval (${plan.reasons.map((r) => r.rule).join(", ")})`,
      detail: await toPoDto(db, po, caller),
    };
  });
}

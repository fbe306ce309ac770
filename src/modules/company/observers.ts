/**
 * What company accounts do on the core's hooks: the activation policy (policy.ts) on every path, the derived
 * group, orders recorded. Each path asks the one decision of the member's standing, read fresh for the request
 * (membership.ts): the token's issue (login) and each request with it (the token check, which also names the
 * group the request buys in), every cart write, every order placement, and the order's own transaction.
 * Subscriptions and the worker's session check go through the token check (the core re-checks a stream's token
 * before each event; the worker asks GET /customers/me).
 */
import type { RequestContext } from "../../core/context.ts";
import { ProblemError } from "../../core/errors.ts";
import type { EventBus } from "../../core/events.ts";
import { dbOf } from "../../core/unit-of-work.ts";
import { appendCompanyEvent } from "./company-events.ts";
import { callerMembership, type Membership, membershipOf, permissionDenied } from "./membership.ts";
import { refusalOf } from "./policy.ts";
import { type CompanyModule, standingChanged } from "./service.ts";
import { recordCompanyOrder } from "./orders-recorded.ts";
import { lockCompany } from "./lock.ts";

/** the code a member needs to place an order (permissions.ts) */
export const PLACE_ORDER = "orders.place";

export function companyObservers(bus: EventBus, m: CompanyModule): void {
  /** the caller's membership when the module is on for the request's store (else null: nothing applies) */
  const callerIn = async (ctx: RequestContext): Promise<Membership | null> => {
    if (ctx.caller.kind !== "customer") return null;
    return (await m.config(ctx)).enabled ? callerMembership(ctx) : null;
  };

  // login: a member of a pending or rejected company, or an inactive member, gets no token (403 with the message);
  // a blocked company's members log in (they browse at the company's prices)
  bus.on("customer_login_before", async ({ ctx, customer }) => {
    const cfg = await m.config(ctx);
    if (!cfg.enabled) return;
    const mm = await membershipOf(ctx, customer.id, true);
    if (mm && !mm.decision.signIn) throw refusalOf(mm.decision, cfg, 403);
  });

  // every request with a customer token: a token of a member since refused stops (401 with the code), and the
  // request buys in the company's group while the company is active or blocked (derived here, never copied)
  bus.on("customer_token_check", async (payload) => {
    const { ctx, customer } = payload;
    const cfg = await m.config(ctx);
    if (!cfg.enabled) return;
    const mm = await membershipOf(ctx, customer.id);
    if (!mm) return;
    if (!mm.decision.signIn) throw refusalOf(mm.decision, cfg, 401);
    if (mm.decision.companyGroup) payload.groupId = mm.company.customerGroupId;
  });

  // every write to a cart by a member (items, coupons, gift cards, shipping, a reorder), on every route
  bus.on("checkout_cart_save_before", async ({ ctx }) => {
    const mm = await callerIn(ctx);
    if (mm && !mm.decision.buy) throw refusalOf(mm.decision, await m.config(ctx), 403);
  });

  // every place-order route (REST, GraphQL, Maho's guest-cart path while logged in): the policy, then the role
  bus.on("sales_order_place_before", async ({ ctx }) => {
    const mm = await callerIn(ctx);
    if (!mm) return;
    if (!mm.decision.buy) throw refusalOf(mm.decision, await m.config(ctx), 403);
    if (!mm.permissions.has(PLACE_ORDER)) throw permissionDenied(PLACE_ORDER);
  });

  // the order's transaction: the member's standing read again inside it (a block or a role change committed since
  // the check above refuses the order, which then rolls back), and the order records its company and member
  bus.on("sales_order_place_after", async ({ ctx, order }) => {
    if (order.customerId === null) return;
    const cfg = await m.config(ctx);
    if (!cfg.enabled) return;
    const joined = await dbOf(ctx).companyMember.findUnique({ where: { customerId: order.customerId }, select: { companyId: true } });
    if (!joined) return;
    // a status or role change waits for this order to commit, or this order reads what it committed
    await lockCompany(dbOf(ctx), joined.companyId);
    const mm = await membershipOf(ctx, order.customerId, true);
    if (!mm) return;
    if (!mm.decision.buy) throw refusalOf(mm.decision, cfg, 403);
    if (!mm.permissions.has(PLACE_ORDER)) throw permissionDenied(PLACE_ORDER);
    await recordCompanyOrder(ctx, { orderId: order.id, companyId: mm.company.id, customerId: order.customerId, memberId: mm.member.id });
  });

  // a deleted customer leaves their company (its admin is not deleted: transfer the company first) and their
  // pending invitations go; in the delete's transaction, whether the module is on or not (the rows exist)
  bus.on("customer_delete_after", async ({ ctx, customerId, email }) => {
    const db = dbOf(ctx);
    const administered = await db.company.findUnique({ where: { adminCustomerId: customerId }, select: { id: true, name: true } });
    if (administered)
      throw new ProblemError(409, "company_admin", `The customer administers the company "${administered.name}": transfer its administration first`, {
        errors: [{ field: "id", code: "company_admin", message: `administers company ${administered.id}` }],
      });
    await db.companyInvitation.deleteMany({ where: { customerId, acceptedAt: null } });
    const member = await db.companyMember.findUnique({ where: { customerId } });
    if (!member) return;
    // the member's reports move up to the member's own manager: the reporting tree stays whole
    await db.companyMember.updateMany({ where: { companyId: member.companyId, managerId: member.id }, data: { managerId: member.managerId } });
    await db.companyMember.delete({ where: { id: member.id } });
    await appendCompanyEvent(db, ctx, {
      companyId: member.companyId,
      kind: "member_removed",
      subjectType: "member",
      subjectId: member.id,
      before: { customerId, email, roleId: member.roleId, managerId: member.managerId, jobTitle: member.jobTitle, status: member.status },
      after: null,
      note: "the customer account was deleted",
    });
    await standingChanged(ctx);
  });
}

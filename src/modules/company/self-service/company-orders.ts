/**
 * The company's orders (CompanyOrder rows, written in each order's transaction) as the caller may see them:
 * `mine` (their own), `subordinates` (theirs and their reporting subtree's: orders.view.subordinates), `company`
 * (all: orders.view.company), `all` (the widest the caller holds). Each with who placed it.
 */
import { z } from "zod";
import type { RequestContext } from "../../../core/context.ts";
import { ProblemError } from "../../../core/errors.ts";
import { dbOf } from "../../../core/unit-of-work.ts";
import { type MahoOrderDto, orderDocumentsInclude, orderProductsOf, toMahoOrder } from "../../../sales/orders.ts";
import { companyNotFound, type Membership, permissionDenied } from "../membership.ts";
import type { CompanyModule } from "../service.ts";
import { companyOrdersPage } from "../orders-page.ts";
import type { CompanyOrderDto } from "../types.ts";
import { selfService } from "./company-dto.ts";

export const ORDER_SCOPES = ["mine", "subordinates", "company", "all"] as const;
export type OrderScope = (typeof ORDER_SCOPES)[number];

export const ordersQuery = z.object({
  scope: z.enum(ORDER_SCOPES).default("all"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** the customer ids whose company orders the scope shows (null: every member's) */
async function placersOf(ctx: RequestContext, mm: Membership, scope: OrderScope): Promise<number[] | null> {
  const sub = mm.permissions.has("orders.view.subordinates");
  const all = mm.permissions.has("orders.view.company");
  if (scope === "company" && !all) throw permissionDenied("orders.view.company");
  if (scope === "subordinates" && !sub) throw permissionDenied("orders.view.subordinates");
  if (scope === "company" || (scope === "all" && all)) return null;
  if (scope === "mine" || !sub) return [mm.member.customerId];
  // the reporting subtree: members whose chain of managers reaches the caller
  const members = await dbOf(ctx).companyMember.findMany({ where: { companyId: mm.company.id }, select: { id: true, customerId: true, managerId: true } });
  const reports = new Map<number, typeof members>();
  for (const x of members) if (x.managerId !== null) reports.set(x.managerId, [...(reports.get(x.managerId) ?? []), x]);
  const out = new Set<number>([mm.member.customerId]);
  const seen = new Set<number>([mm.member.id]);
  const queue = [mm.member.id];
  while (queue.length) {
    for (const r of reports.get(queue.shift()!) ?? []) {
      if (seen.has(r.id)) continue;
      seen.add(r.id);
      out.add(r.customerId);
      queue.push(r.id);
    }
  }
  return [...out];
}

export async function companyOrders(
  ctx: RequestContext,
  m: CompanyModule,
  args: { scope?: string | null; page?: number | null; pageSize?: number | null },
): Promise<{ items: CompanyOrderDto[]; totalCount: number }> {
  const mm = await selfService(ctx, m);
  const q = ordersQuery.safeParse({ scope: args.scope ?? undefined, page: args.page ?? undefined, pageSize: args.pageSize ?? undefined });
  if (!q.success)
    throw new ProblemError(422, "invalid", "Invalid paging or scope", {
      errors: q.error.issues.map((i) => ({ field: String(i.path[0] ?? "scope"), code: "invalid", message: i.message })),
    });
  const { scope, page, pageSize } = q.data;
  const placers = await placersOf(ctx, mm, scope);
  return companyOrdersPage(ctx, mm.company.id, placers, page, pageSize);
}

/** one company order the caller may see (the widest scope they hold), as the customer's own order detail answers; else 404 */
export async function companyOrder(ctx: RequestContext, m: CompanyModule, incrementId: string): Promise<MahoOrderDto> {
  const mm = await selfService(ctx, m);
  const db = dbOf(ctx);
  const o = await db.order.findFirst({ where: { incrementId, storeId: ctx.store.id }, include: orderDocumentsInclude });
  const row = o ? await db.companyOrder.findUnique({ where: { orderId: o.id } }) : null;
  if (!o || !row || row.companyId !== mm.company.id) throw companyNotFound("order");
  const placers = await placersOf(ctx, mm, "all");
  if (placers && !placers.includes(row.customerId)) throw companyNotFound("order");
  return toMahoOrder(o, await orderProductsOf(ctx, [o]), row.customerId === mm.member.customerId ? "customer" : "guest");
}

/**
 * Which purchase orders a member sees: their own; those of the members who report to them (directly or not) with
 * `purchase_orders.view.subordinates`; all of the company's with `purchase_orders.view.company` (the company admin
 * holds it); and those whose steps name them as an approver. Anything else, another company's included, is the one
 * 404 of a missing purchase order.
 */
import { z } from "zod";
import type { RequestContext } from "../../core/context.ts";
import { parseInput } from "../../core/api/input.ts";
import type { DbClient } from "../../core/unit-of-work.ts";
import { callerMember, isRowId, type Member, permissionDenied, poNotFound, type PurchasingModule } from "./access.ts";
import { currentStep, mayAct, namedOnAny, peopleOf, type PoDto, type PoWithParts, toPoDto, withParts } from "./po.ts";
import { APPROVE, VIEW_COMPANY, VIEW_SUBORDINATES } from "./permissions.ts";

export const SCOPES = ["mine", "subordinates", "company", "awaiting_my_approval"] as const;
export const STATUSES = ["approval_required", "approved", "order_placed", "order_failed", "rejected", "canceled"] as const;

export const listInput = z.object({
  scope: z.enum(SCOPES).optional(),
  status: z.enum(STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListInput = z.input<typeof listInput>;

/** the customer ids of the members who report to `memberId`, directly or not */
export async function subordinatesOf(db: DbClient, companyId: number, memberId: number): Promise<number[]> {
  const members = await db.companyMember.findMany({ where: { companyId }, select: { id: true, customerId: true, managerId: true } });
  const reports = new Map<number, typeof members>();
  for (const x of members) if (x.managerId !== null) reports.set(x.managerId, [...(reports.get(x.managerId) ?? []), x]);
  const out: number[] = [];
  const seen = new Set<number>([memberId]);
  const queue = [memberId];
  while (queue.length) {
    for (const r of reports.get(queue.shift()!) ?? []) {
      if (seen.has(r.id)) continue;
      seen.add(r.id);
      out.push(r.customerId);
      queue.push(r.id);
    }
  }
  return out;
}

const seesCompany = (c: Member) => c.isAdmin || c.permissions.has(VIEW_COMPANY);
const seesSubordinates = (c: Member) => c.isAdmin || c.permissions.has(VIEW_SUBORDINATES) || c.permissions.has(VIEW_COMPANY);

/** whether the caller may see the PO */
export async function readable(db: DbClient, caller: Member, po: PoWithParts, subordinates?: number[]): Promise<boolean> {
  if (po.companyId !== caller.companyId) return false;
  if (po.customerId === caller.customerId || seesCompany(caller) || namedOnAny(caller, po)) return true;
  return seesSubordinates(caller) && (subordinates ?? (await subordinatesOf(db, caller.companyId, caller.memberId))).includes(po.customerId);
}

/** a PO the caller may see, else 404 `not_found` (the same for a missing one) */
export async function readablePo(db: DbClient, caller: Member, id: number): Promise<PoWithParts> {
  const po = isRowId(id) ? await db.purchaseOrder.findFirst({ where: { id, companyId: caller.companyId }, include: withParts }) : null;
  if (!po || !(await readable(db, caller, po))) throw poNotFound();
  return po;
}

export async function purchaseOrder(ctx: RequestContext, m: PurchasingModule, id: number): Promise<PoDto> {
  const caller = await callerMember(ctx, m);
  const db = ctx.app.db;
  return toPoDto(db, await readablePo(db, caller, id), caller);
}

/** the steps that name the caller as an approver (a role they hold, or them as a manager), as a `where` on POs */
function namedWhere(caller: Member): object[] {
  if (!caller.permissions.has(APPROVE) || caller.isAdmin) return [];
  const roleId = caller.membership.member.roleId;
  return [...(roleId !== null ? [{ steps: { some: { kind: "role", roleId } } }] : []), { steps: { some: { kind: "manager", memberId: caller.memberId } } }];
}

/**
 * The caller's view of the company's POs, newest first: a scope, or (none) every PO they may see. The scopes and
 * the default are one `where` each, paged by the database; only `awaiting_my_approval` (the current step's
 * approvers, less those who approved it) is judged per PO, among the ones awaiting approval that name the caller.
 */
export async function purchaseOrders(ctx: RequestContext, m: PurchasingModule, raw: ListInput): Promise<{ items: PoDto[]; totalCount: number }> {
  const input = parseInput(listInput, raw);
  const caller = await callerMember(ctx, m);
  const db = ctx.app.db;
  const where: Record<string, unknown> = { companyId: caller.companyId };
  if (input.status) where.status = input.status;
  const subordinates = () => subordinatesOf(db, caller.companyId, caller.memberId);
  switch (input.scope) {
    case "mine":
      where.customerId = caller.customerId;
      break;
    case "subordinates":
      if (!seesSubordinates(caller)) throw permissionDenied(VIEW_SUBORDINATES);
      where.customerId = { in: await subordinates() };
      break;
    case "company":
      if (!seesCompany(caller)) throw permissionDenied(VIEW_COMPANY);
      break;
    case "awaiting_my_approval": {
      where.status = "approval_required";
      where.customerId = { not: caller.customerId };
      const named = namedWhere(caller);
      if (!caller.isAdmin) {
        if (!named.length) return { items: [], totalCount: 0 };
        where.OR = named;
      }
      const rows = await db.purchaseOrder.findMany({ where, include: withParts, orderBy: { id: "desc" } });
      const kept = rows.filter((po) => {
        const step = currentStep(po);
        if (!step || !mayAct(caller, po, step).ok) return false;
        return !po.events.some((e) => e.kind === "approved" && e.stepId === step.id && e.actorKind === "customer" && e.actorId === caller.customerId);
      });
      const page = kept.slice((input.page - 1) * input.pageSize, input.page * input.pageSize);
      return { items: await dtos(db, page, caller), totalCount: kept.length };
    }
    default:
      if (!seesCompany(caller))
        where.OR = [
          { customerId: caller.customerId },
          ...(seesSubordinates(caller) ? [{ customerId: { in: await subordinates() } }] : []),
          ...namedWhere(caller),
        ];
  }
  const [rows, totalCount] = await Promise.all([
    db.purchaseOrder.findMany({ where, include: withParts, orderBy: { id: "desc" }, skip: (input.page - 1) * input.pageSize, take: input.pageSize }),
    db.purchaseOrder.count({ where }),
  ]);
  return { items: await dtos(db, rows, caller), totalCount };
}

/** a page of POs answered, their buyers read in one statement */
async function dtos(db: DbClient, rows: PoWithParts[], caller: Member): Promise<PoDto[]> {
  const people = await peopleOf(
    db,
    rows.map((po) => po.customerId),
  );
  const items: PoDto[] = [];
  for (const po of rows) items.push(await toPoDto(db, po, caller, people));
  return items;
}

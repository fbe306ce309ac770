/**
 * Customer approval: states pending / active / rejected on the core's customer row (approvalStatus,
 * is_approved), every transition recorded in ApprovalTransition. Every function takes the request context
 * first; decisions run in one unit of work with the decision mail (outbox) and the in-transaction hook.
 */
import { forEachId, type MassResult as GenericMassResult } from "../../core/mass-action.ts";
import type { RequestContext } from "../../core/context.ts";
import type { InstalledModule } from "../../core/modules.ts";
import type { CustomerSnapshot } from "../../customer/hooks.ts";
import { ProblemError } from "../../core/errors.ts";
import { dbOf, withTransaction } from "../../core/unit-of-work.ts";
import { recordAudit } from "../../core/audit/record.ts";
import { moduleTopics } from "../../core/topics.ts";
import type { App } from "../../core/kernel.ts";
import type { Prisma } from "../../core/db/client.ts";
import { notifyList, type ApprovalConfig } from "./config.ts";
import { setApprovalStatus } from "../../customer/service.ts";
import { statusWhere } from "../../customer/admin-service.ts";

export type ApprovalStatus = "pending" | "active" | "rejected";
export const APPROVAL_STATUSES: ApprovalStatus[] = ["pending", "active", "rejected"];
export type ApprovalModule = InstalledModule<ApprovalConfig>;

export interface ApprovalCustomerDto {
  id: number;
  storeId: number;
  email: string;
  firstName: string;
  lastName: string;
  groupId: number;
  isApproved: boolean;
  approvalStatus: ApprovalStatus;
  createdAt: string;
}

export interface TransitionDto {
  id: number;
  customerId: number;
  fromStatus: ApprovalStatus | null;
  toStatus: ApprovalStatus;
  adminId: number | null;
  adminUsername: string;
  note: string;
  createdAt: string;
}

export interface DecisionEvent {
  customer: ApprovalCustomerDto;
  transition: TransitionDto;
}

/** this module's pub/sub topics (across instances through Redis) */
export type ApprovalTopics = {
  customerPendingAdded: [ApprovalCustomerDto];
  customerApprovalDecided: [DecisionEvent];
};
export const topics = (app: App) => moduleTopics<ApprovalTopics>(app);

/** the state of a customer row; an unapproved row that names no state counts as pending */
export function statusOf(c: { approvalStatus: string; isApproved: boolean }): ApprovalStatus {
  if (c.approvalStatus === "rejected") return "rejected";
  if (c.approvalStatus === "pending" || !c.isApproved) return "pending";
  return "active";
}

export const toCustomer = (c: Omit<CustomerSnapshot, "createdAt"> & { createdAt: Date | string }): ApprovalCustomerDto => ({
  id: c.id,
  storeId: c.storeId,
  email: c.email,
  firstName: c.firstName,
  lastName: c.lastName,
  groupId: c.groupId,
  isApproved: c.isApproved,
  approvalStatus: statusOf(c),
  createdAt: typeof c.createdAt === "string" ? c.createdAt : c.createdAt.toISOString(),
});

const toTransition = (t: {
  id: number;
  customerId: number;
  fromStatus: string | null;
  toStatus: string;
  adminId: number | null;
  adminUsername: string;
  note: string;
  createdAt: Date;
}): TransitionDto => ({
  ...t,
  fromStatus: t.fromStatus as ApprovalStatus | null,
  toStatus: t.toStatus as ApprovalStatus,
  createdAt: t.createdAt.toISOString(),
});

/** the refusal for a customer that may not log in or use a token, or null */
export async function refusal(
  m: ApprovalModule,
  customer: { storeId: number; approvalStatus: string; isApproved: boolean },
  status: 401 | 403,
): Promise<ProblemError | null> {
  const cfg = await m.configForStore(customer.storeId);
  if (!cfg.enabled) return null;
  const s = statusOf(customer);
  if (s === "active") return null;
  const [code, message] = s === "pending" ? ["account_pending", cfg.blockedLoginMessage] : ["account_rejected", cfg.rejectedLoginMessage];
  const headers: Record<string, string> = status === 401 ? { "WWW-Authenticate": `Bearer error="invalid_token"` } : {};
  return new ProblemError(status, code, message, { extra: { message }, headers });
}

async function sender(ctx: RequestContext, cfg: ApprovalConfig, storeId: number) {
  const name = cfg.senderName || ((await ctx.app.config.get("general/store_information/name", storeId)) ?? "");
  const address = cfg.senderEmail || ctx.app.settings.mailFrom;
  return { name, address };
}

async function storeVars(ctx: RequestContext, storeId: number) {
  const store = (await ctx.app.stores()).all.find((s) => s.id === storeId);
  return { name: (await ctx.app.config.get("general/store_information/name", storeId)) ?? store?.name ?? "" };
}

async function recordTransition(
  ctx: RequestContext,
  data: { customerId: number; fromStatus: ApprovalStatus | null; toStatus: ApprovalStatus; note: string },
): Promise<TransitionDto> {
  const db = dbOf(ctx);
  let adminId: number | null = null;
  let adminUsername = "";
  if (ctx.caller.kind === "admin") {
    adminId = ctx.caller.adminId;
    adminUsername = (await db.adminUser.findUnique({ where: { id: adminId }, select: { username: true } }))?.username ?? "";
  }
  return toTransition(await db.approvalTransition.create({ data: { ...data, adminId, adminUsername } }));
}

/**
 * A new account was written pending (in the registration's transaction): record it, queue the notice
 * to the notify addresses, announce it after commit.
 */
export async function onPendingRegistered(ctx: RequestContext, m: ApprovalModule, customer: CustomerSnapshot): Promise<void> {
  const cfg = await m.configForStore(customer.storeId);
  if (!cfg.enabled || statusOf(customer) !== "pending") return;
  await recordTransition(ctx, { customerId: customer.id, fromStatus: null, toStatus: "pending", note: "registration" });
  const to = notifyList(cfg);
  const dto = toCustomer(customer);
  if (to.length) {
    await ctx.app.mail.enqueue(ctx, {
      to,
      storeId: customer.storeId,
      from: await sender(ctx, cfg, customer.storeId),
      template: cfg.pendingNoticeTemplate,
      vars: { customer: dto, store: await storeVars(ctx, customer.storeId) },
    });
  }
  await ctx.app.events.dispatch("b2b_approval_pending_added", { ctx, customer: dto });
}

/**
 * Moves a customer to `to` (approve: active, decline: rejected) in one unit of work: the customer row
 * (through the customer domain, whose observers react: the cart closes a rejected customer's carts), the
 * transition, the in-transaction hook (other modules' rows, or a veto) and the decision mail commit
 * together; the after-commit hook announces it. This module owns the decision on a customer and its mail.
 * pending -> active | rejected; rejected -> active and active -> rejected are the admin's flips.
 */
export async function decide(
  ctx: RequestContext,
  m: ApprovalModule,
  customerId: number,
  to: "active" | "rejected",
  note = "",
  /** the admin mutation deciding (recorded in the audit log); none when another module decides within its own write, which records it */
  operation?: string,
): Promise<ApprovalCustomerDto> {
  return withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const c = await db.customer.findUnique({ where: { id: customerId } });
    if (!c) throw new ProblemError(404, "not_found", `No customer ${customerId}`);
    const cfg = await m.configForStore(c.storeId);
    if (!cfg.enabled) throw new ProblemError(409, "module_disabled", "Customer approval is switched off for this customer's store");
    const from = statusOf(c);
    if (from === to) throw new ProblemError(409, "invalid_transition", `The customer is already ${to}`);
    // through the customer domain: conditional (of two admins deciding at once, the second finds the row changed;
    // PostgreSQL re-reads it after the first commits), the customer's tokens checked afresh on every instance, and
    // the domains' reactions in this transaction (the cart closes a rejected customer's carts)
    const updated = await setApprovalStatus(tx, c, to);
    if (!updated) throw new ProblemError(409, "conflict", "The customer's approval state changed meanwhile; reload and decide again");
    const transition = await recordTransition(tx, { customerId: c.id, fromStatus: from, toStatus: to, note: note.trim() });
    await tx.app.events.dispatch("b2b_approval_decision", { ctx: tx, customer: updated, from, to, transition });
    // observers may have changed the row (trade registration: the group)
    const final = await db.customer.findUniqueOrThrow({ where: { id: c.id } });
    if (operation) await recordAudit(db, tx, { operation, entityType: "customer", entityId: c.id, before: c, after: final });
    const dto = toCustomer(final);
    await tx.app.mail.enqueue(tx, {
      to: c.email,
      storeId: c.storeId,
      from: await sender(tx, cfg, c.storeId),
      template: to === "active" ? cfg.approvedTemplate : cfg.rejectedTemplate,
      vars: { customer: dto, store: await storeVars(tx, c.storeId), note: transition.note || null },
    });
    await tx.app.events.dispatch("b2b_approval_decided", { ctx: tx, customer: dto, transition });
    return dto;
  });
}

export type MassResult = GenericMassResult<ApprovalCustomerDto>;

/** one unit of work per id: one refusal does not undo the others */
export function decideMany(
  ctx: RequestContext,
  m: ApprovalModule,
  ids: number[],
  to: "active" | "rejected",
  note: string,
  operation: string,
): Promise<MassResult[]> {
  return forEachId(ids, (id) => decide(ctx, m, id, to, note, operation));
}

export async function history(ctx: RequestContext, customerId: number): Promise<TransitionDto[]> {
  const rows = await dbOf(ctx).approvalTransition.findMany({ where: { customerId }, orderBy: { id: "asc" } });
  return rows.map(toTransition);
}

export interface PendingFilter {
  email?: string | null;
  name?: string | null;
  storeId?: number | null;
  status?: ApprovalStatus[] | null;
  createdFrom?: Date | null;
  createdTo?: Date | null;
}
export interface PendingSort {
  field: "createdAt" | "email" | "lastName" | "id";
  direction: "asc" | "desc";
}

/** the admin grid: customers awaiting a decision (or in the states the filter names) */
export async function listCustomers(
  ctx: RequestContext,
  filter: PendingFilter,
  sort: PendingSort,
  page: number,
  pageSize: number,
): Promise<{ items: ApprovalCustomerDto[]; totalCount: number }> {
  const and: Prisma.CustomerWhereInput[] = [statusWhere(filter.status?.length ? filter.status : ["pending"])];
  if (filter.email) and.push({ email: { contains: filter.email.toLowerCase() } });
  if (filter.name) and.push({ OR: [{ firstName: { contains: filter.name } }, { lastName: { contains: filter.name } }] });
  if (filter.storeId) and.push({ storeId: filter.storeId });
  if (filter.createdFrom) and.push({ createdAt: { gte: filter.createdFrom } });
  if (filter.createdTo) and.push({ createdAt: { lte: filter.createdTo } });
  const where = { AND: and };
  const db = dbOf(ctx);
  const [rows, totalCount] = await Promise.all([
    db.customer.findMany({ where, orderBy: [{ [sort.field]: sort.direction }, { id: sort.direction }], skip: (page - 1) * pageSize, take: pageSize }),
    db.customer.count({ where }),
  ]);
  return { items: rows.map(toCustomer), totalCount };
}

/** the service other modules reach through registry.service("approval") */
export function approvalService(m: ApprovalModule) {
  return {
    /** the customer's approval state, or null when there is no such customer */
    async status(ctx: RequestContext, customerId: number): Promise<ApprovalStatus | null> {
      const c = await dbOf(ctx).customer.findUnique({ where: { id: customerId }, select: { approvalStatus: true, isApproved: true } });
      return c ? statusOf(c) : null;
    },
    approve: (ctx: RequestContext, customerId: number, note?: string) => decide(ctx, m, customerId, "active", note),
    decline: (ctx: RequestContext, customerId: number, note?: string) => decide(ctx, m, customerId, "rejected", note),
    history: (ctx: RequestContext, customerId: number) => history(ctx, customerId),
  };
}
export type ApprovalService = ReturnType<typeof approvalService>;

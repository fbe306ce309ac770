/**
 * Purchase orders: made from a held order's draft (the snapshot approval places), their steps' approvers, who may
 * act on them, and the one JSON shape every route answers.
 *
 * Approvers of a step: a role step's active members holding that role (the role holds purchase_orders.approve), a
 * manager step's manager (holding purchase_orders.approve), an admin step's company admin. A manager step of a
 * buyer without an (active) manager, or a role step whose role is gone, goes to the company admin. The company
 * admin may approve any step (recorded as such: asCompanyAdmin), and their approval passes the step whole. The
 * buyer never approves their own purchase order.
 */
import { randomUUID } from "node:crypto";
import type { OrderDraft } from "../../cart/hooks.ts";
import type { RequestContext } from "../../core/context.ts";
import { amount, amountText } from "../../core/money.ts";
import type { DbClient } from "../../core/unit-of-work.ts";
import type { PurchaseOrder, PurchaseOrderEvent, PurchaseOrderStep } from "../../generated/prisma/client.ts";
import type { Member } from "./access.ts";
import type { BuyerInfo } from "./facts.ts";
import { PO_TEMPLATES, queuePoMail } from "./mail.ts";
import { APPROVE } from "./permissions.ts";
import type { ApprovalPlan } from "./plan.ts";

export type PoWithParts = PurchaseOrder & { steps: PurchaseOrderStep[]; events: PurchaseOrderEvent[] };
export const withParts = { steps: { orderBy: { position: "asc" as const } }, events: { orderBy: { id: "asc" as const } } };

export const poNumber = (id: number) => `PO${String(id).padStart(8, "0")}`;
export const currentStep = (po: { steps: PurchaseOrderStep[] }) => po.steps.find((s) => s.status === "pending") ?? null;
export const draftOf = (po: PurchaseOrder) => JSON.parse(po.snapshot) as OrderDraft;

export interface Person {
  customerId: number;
  email: string;
  name: string;
}

const fullName = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`.trim();

export async function peopleOf(db: DbClient, customerIds: readonly number[]): Promise<Map<number, Person>> {
  const ids = [...new Set(customerIds)];
  const rows = ids.length ? await db.customer.findMany({ where: { id: { in: ids } }, select: { id: true, email: true, firstName: true, lastName: true } }) : [];
  return new Map(rows.map((c) => [c.id, { customerId: c.id, email: c.email, name: fullName(c) }]));
}

/** whether a step names the company admin alone (an admin step; a manager step without manager; a role step whose role is gone) */
export const adminsStep = (s: PurchaseOrderStep) =>
  s.kind === "admin" || (s.kind === "manager" && s.memberId === null) || (s.kind === "role" && s.roleId === null);

/** who may approve a step (the buyer never): customer ids, read through `db` */
export async function stepApprovers(db: DbClient, po: PurchaseOrder, step: PurchaseOrderStep): Promise<number[]> {
  const company = await db.company.findUnique({ where: { id: po.companyId }, select: { adminCustomerId: true } });
  const admin = company && company.adminCustomerId !== po.customerId ? [company.adminCustomerId] : [];
  if (adminsStep(step)) return admin;
  if (step.kind === "manager") {
    const manager = await db.companyMember.findFirst({ where: { id: step.memberId!, companyId: po.companyId, status: "active" } });
    if (!manager || manager.customerId === po.customerId) return admin;
    if (manager.customerId !== company?.adminCustomerId && !(await roleHolds(db, manager.roleId, APPROVE))) return admin;
    return [manager.customerId];
  }
  if (!(await roleHolds(db, step.roleId, APPROVE))) return admin;
  const members = await db.companyMember.findMany({ where: { companyId: po.companyId, roleId: step.roleId!, status: "active" }, select: { customerId: true } });
  const named = members.map((x) => x.customerId).filter((c) => c !== po.customerId);
  return named.length ? named : admin;
}

async function roleHolds(db: DbClient, roleId: number | null, code: string): Promise<boolean> {
  if (roleId === null) return false;
  const role = await db.companyRole.findUnique({ where: { id: roleId }, select: { permissions: true } });
  return !!role?.permissions.split(",").includes(code);
}

/** whether the caller may approve (or reject) this step, and whether as the company admin rather than as named */
export function mayAct(caller: Member, po: PurchaseOrder, step: PurchaseOrderStep): { ok: boolean; asCompanyAdmin: boolean } {
  if (caller.companyId !== po.companyId || caller.customerId === po.customerId) return { ok: false, asCompanyAdmin: false };
  const member = caller.membership.member;
  const holds = caller.permissions.has(APPROVE) && member.status === "active";
  const named =
    (step.kind === "admin" && caller.isAdmin) ||
    (adminsStep(step) && caller.isAdmin) ||
    (step.kind === "role" && holds && !caller.isAdmin && step.roleId !== null && member.roleId === step.roleId) ||
    (step.kind === "manager" && holds && step.memberId === caller.memberId);
  if (named) return { ok: true, asCompanyAdmin: false };
  return caller.isAdmin ? { ok: true, asCompanyAdmin: true } : { ok: false, asCompanyAdmin: false };
}

/** whether the caller is named on any step (an approver sees the purchase orders they are asked to approve) */
export const namedOnAny = (caller: Member, po: PoWithParts) =>
  po.steps.some((s) => {
    const r = mayAct(caller, po, s);
    return r.ok && !r.asCompanyAdmin;
  });

/** the purchase order, its steps and its first event, written in the order's transaction; the first step's approvers are mailed */
export async function createPurchaseOrder(ctx: RequestContext, db: DbClient, draft: OrderDraft, buyer: BuyerInfo, plan: ApprovalPlan): Promise<PoWithParts> {
  const made = await db.purchaseOrder.create({
    data: {
      number: `new-${randomUUID()}`,
      companyId: buyer.companyId,
      storeId: draft.storeId,
      customerId: buyer.customerId,
      memberId: buyer.memberId,
      currency: draft.currency,
      subtotal: draft.subtotal,
      shippingAmount: draft.shipping,
      grandTotal: draft.grandTotal,
      paymentMethod: draft.paymentMethod,
      poNumber: draft.poNumber,
      snapshot: JSON.stringify(draft),
      reasons: JSON.stringify(plan.reasons),
    },
  });
  await db.purchaseOrder.update({ where: { id: made.id }, data: { number: poNumber(made.id) } });
  await db.purchaseOrderStep.createMany({
    data: plan.steps.map((s, i) => ({
      purchaseOrderId: made.id,
      position: i + 1,
      kind: s.kind,
      roleId: s.roleId,
      roleName: s.roleName,
      memberId: s.memberId,
      required: s.required,
      ruleName: s.ruleName,
    })),
  });
  const people = await peopleOf(db, [buyer.customerId]);
  await db.purchaseOrderEvent.create({
    data: {
      purchaseOrderId: made.id,
      kind: "created",
      actorKind: "customer",
      actorId: buyer.customerId,
      actorName: people.get(buyer.customerId)?.name ?? "",
      note: plan.reasons.map((r) => r.rule).join(", "),
    },
  });
  const po = await db.purchaseOrder.findUniqueOrThrow({ where: { id: made.id }, include: withParts });
  await mailApprovers(ctx, db, po);
  return po;
}

export function poMailVars(po: PurchaseOrder, buyer: Person | undefined) {
  return {
    po: { number: po.number, grandTotal: `${amountText(po.grandTotal, po.currency)} ${po.currency}`, status: po.status },
    buyer: { name: buyer?.name ?? "", email: buyer?.email ?? "" },
  };
}

/** the current step's approvers are asked (a mail each) */
export async function mailApprovers(ctx: RequestContext, db: DbClient, po: PoWithParts): Promise<void> {
  const step = currentStep(po);
  if (!step) return;
  const approvers = await stepApprovers(db, po, step);
  const people = await peopleOf(db, [po.customerId, ...approvers]);
  for (const id of approvers) {
    const p = people.get(id);
    if (!p) continue;
    await queuePoMail(ctx, {
      to: p.email,
      storeId: po.storeId,
      template: PO_TEMPLATES.approvalNeeded,
      vars: { recipient: { name: p.name }, ...poMailVars(po, people.get(po.customerId)) },
    });
  }
}

// ---------- the answer ----------

export interface PoDto {
  id: number;
  number: string;
  status: string;
  createdAt: string;
  buyer: { customerId: number; name: string; email: string };
  currency: string;
  subtotal: number;
  shipping: number;
  grandTotal: number;
  paymentMethod: string;
  poNumber: string | null;
  items: { sku: string; name: string; qty: number; price: number; rowTotal: number }[];
  addresses: { shipping: unknown; billing: unknown };
  shippingMethod: string;
  orderIncrementId: string | null;
  failureReason: string | null;
  reasons: { rule: string; why: string[] }[];
  approvalFlow: {
    position: number;
    kind: string;
    role: string | null;
    required: number;
    approvals: number;
    status: string;
    rule: string;
    /** who approves it, in words (e.g. "the company admin: the buyer has no manager") */
    approver: string;
    approvedBy: { customerId: number | null; name: string; asCompanyAdmin: boolean; at: string }[];
  }[];
  events: { id: number; kind: string; actorKind: string; actorName: string; asCompanyAdmin: boolean; note: string; step: number | null; createdAt: string }[];
  availableActions: string[];
}

function approverText(s: PurchaseOrderStep): string {
  if (s.kind === "admin") return "the company admin";
  if (s.kind === "manager") return s.memberId === null ? "the company admin (the buyer has no manager)" : "the buyer's manager";
  return s.roleId === null ? `the company admin (no role "${s.roleName}" any more)` : `${s.required} of the role "${s.roleName}"`;
}

/** the actions `caller` may take on the PO now (none for the merchant) */
export function actionsFor(caller: Member | null, po: PoWithParts): string[] {
  if (!caller) return [];
  const actions: string[] = [];
  const step = currentStep(po);
  if (po.status === "approval_required" && step && mayAct(caller, po, step).ok) {
    const done = po.events.some((e) => e.kind === "approved" && e.stepId === step.id && e.actorKind === "customer" && e.actorId === caller.customerId);
    if (!done) actions.push("approve");
    actions.push("reject");
  }
  if (po.status === "approval_required" && caller.customerId === po.customerId) actions.push("cancel");
  actions.push("comment");
  return actions;
}

/** `people`: the buyers, when a page of POs read them at once */
export async function toPoDto(db: DbClient, po: PoWithParts, caller: Member | null, known?: Map<number, Person>): Promise<PoDto> {
  const draft = draftOf(po);
  const people = known?.has(po.customerId) ? known : await peopleOf(db, [po.customerId]);
  const buyer = people.get(po.customerId);
  const money = (v: string | number | { toFixed(): string }) => amount(v, po.currency);
  const stepPos = new Map(po.steps.map((s) => [s.id, s.position]));
  return {
    id: po.id,
    number: po.number,
    status: po.status,
    createdAt: po.createdAt.toISOString(),
    buyer: { customerId: po.customerId, name: buyer?.name ?? "", email: buyer?.email ?? draft.email },
    currency: po.currency,
    subtotal: money(po.subtotal),
    shipping: money(po.shippingAmount),
    grandTotal: money(po.grandTotal),
    paymentMethod: po.paymentMethod,
    poNumber: po.poNumber,
    items: draft.lines.map((l) => ({ sku: l.sku, name: l.name, qty: l.qty, price: money(l.price), rowTotal: money(l.rowTotal) })),
    addresses: { shipping: draft.addresses.shipping ?? null, billing: draft.addresses.billing ?? null },
    shippingMethod: draft.shippingMethod,
    orderIncrementId: po.orderIncrementId,
    failureReason: po.failureReason === "" ? null : po.failureReason,
    reasons: JSON.parse(po.reasons) as PoDto["reasons"],
    approvalFlow: po.steps.map((s) => ({
      position: s.position,
      kind: s.kind,
      role: s.kind === "role" ? s.roleName : null,
      required: s.required,
      approvals: s.approvals,
      status: s.status,
      rule: s.ruleName,
      approver: approverText(s),
      approvedBy: po.events
        .filter((e) => e.kind === "approved" && e.stepId === s.id)
        .map((e) => ({
          customerId: e.actorKind === "customer" ? e.actorId : null,
          name: e.actorName,
          asCompanyAdmin: e.asCompanyAdmin,
          at: e.createdAt.toISOString(),
        })),
    })),
    events: po.events.map((e) => ({
      id: e.id,
      kind: e.kind,
      actorKind: e.actorKind,
      actorName: e.actorName,
      asCompanyAdmin: e.asCompanyAdmin,
      note: e.note,
      step: e.stepId !== null ? (stepPos.get(e.stepId) ?? null) : null,
      createdAt: e.createdAt.toISOString(),
    })),
    availableActions: actionsFor(caller, po),
  };
}

/**
 * What members do to a purchase order: approve, reject, cancel, comment. Each runs in one transaction that first
 * takes the PO's row (a conditional write: two approvers at once queue there). An approval that passes the last
 * step places the order from the snapshot in the SAME transaction (`placeDraftOrder`, at the snapshot's prices);
 * when placing fails (a product disabled since, stock gone: a ProblemError), that transaction rolls back and a
 * second one records the approval and `order_failed` with the reason.
 */
import { z } from "zod";
import { placeDraftOrder } from "../../cart/draft-order.ts";
import type { RequestContext } from "../../core/context.ts";
import { parseInput } from "../../core/api/input.ts";
import { ProblemError } from "../../core/errors.ts";
import { type DbClient, dbOf, withTransaction } from "../../core/unit-of-work.ts";
import { callerMember, type Member, type PurchasingModule } from "./access.ts";
import { PO_TEMPLATES, queuePoMail } from "./mail.ts";
import { currentStep, draftOf, mailApprovers, mayAct, peopleOf, poMailVars, type PoDto, type PoWithParts, toPoDto, withParts } from "./po.ts";
import { readablePo } from "./po-read.ts";

export const noteInput = z.object({ note: z.string().trim().max(2000, "at most 2,000 characters").default("") });
export const commentInput = z.object({ note: z.string().trim().min(1, "a comment needs a note").max(2000, "at most 2,000 characters") });
export type NoteInput = z.input<typeof noteInput>;

const wrongState = (po: PoWithParts, action: string) =>
  new ProblemError(409, "invalid_state", `Purchase order ${po.number} is ${po.status}: it cannot be ${action}`, {
    errors: [{ field: "status", code: "invalid_state", message: po.status }],
  });
const ownPo = () =>
  new ProblemError(403, "own_purchase_order", "You cannot approve or reject your own purchase order", {
    errors: [{ field: "id", code: "own_purchase_order", message: "the buyer never approves their own purchase order" }],
  });
const notApprover = () =>
  new ProblemError(403, "permission_denied", "You are not an approver of this purchase order's current step", {
    errors: [{ field: "permission", code: "permission_denied", message: "purchase_orders.approve" }],
  });

/** the PO, readable by the caller, with its row taken for this transaction */
async function lockedPo(tx: RequestContext, caller: Member, id: number): Promise<PoWithParts> {
  const db = dbOf(tx);
  const seen = await readablePo(db, caller, id);
  await db.purchaseOrder.updateMany({ where: { id: seen.id }, data: { updatedAt: new Date() } });
  return db.purchaseOrder.findUniqueOrThrow({ where: { id: seen.id }, include: withParts });
}

const reread = (db: DbClient, id: number) => db.purchaseOrder.findUniqueOrThrow({ where: { id }, include: withParts });

/** the PO answered to the caller after a write, read after the commit */
async function answer(ctx: RequestContext, caller: Member, id: number): Promise<PoDto> {
  return toPoDto(ctx.app.db, await reread(ctx.app.db, id), caller);
}

/** an order the approval could not place: the first transaction rolls back carrying it */
class PlacementFailed extends Error {
  constructor(readonly problem: ProblemError) {
    super(problem.message);
  }
}

/**
 * the caller's approval of the current step, written through `tx`; answers whether every step is now approved.
 * A first approval of a step by the same approver is the only one (PurchaseOrderEvent.approvalKey is unique).
 */
async function recordApproval(tx: RequestContext, caller: Member, po: PoWithParts, note: string): Promise<boolean> {
  const db = dbOf(tx);
  const { step, may } = stepToDecide(caller, po, "approved");
  const key = `${step.id}:${caller.customerId}`;
  if (await db.purchaseOrderEvent.findUnique({ where: { approvalKey: key } }))
    throw new ProblemError(409, "already_approved", "You already approved this step", {
      errors: [{ field: "id", code: "already_approved", message: `step ${step.position}` }],
    });
  const people = await peopleOf(db, [caller.customerId, po.customerId]);
  await db.purchaseOrderEvent.create({
    data: {
      purchaseOrderId: po.id,
      kind: "approved",
      stepId: step.id,
      actorKind: "customer",
      actorId: caller.customerId,
      actorName: people.get(caller.customerId)?.name ?? "",
      asCompanyAdmin: may.asCompanyAdmin,
      note,
      approvalKey: key,
    },
  });
  // the company admin's approval passes the step whole; a named approver's counts one of `required`
  const approvals = may.asCompanyAdmin ? Math.max(step.required, step.approvals + 1) : step.approvals + 1;
  const passed = approvals >= step.required;
  await db.purchaseOrderStep.update({ where: { id: step.id }, data: { approvals, status: passed ? "approved" : "pending" } });
  if (!passed) return false;
  const last = po.steps.every((s) => s.id === step.id || s.status === "approved");
  if (!last) {
    await mailApprovers(tx, db, await reread(db, po.id));
    return false;
  }
  await db.purchaseOrder.update({ where: { id: po.id }, data: { status: "approved" } });
  await mailDecision(tx, po, people, caller, "approved", note);
  return true;
}

/** the current step, which the caller may approve or reject: refused alike by both */
function stepToDecide(caller: Member, po: PoWithParts, status: "approved" | "rejected") {
  if (po.customerId === caller.customerId) throw ownPo();
  if (po.status !== "approval_required") throw wrongState(po, status);
  const step = currentStep(po);
  if (!step) throw wrongState(po, status);
  const may = mayAct(caller, po, step);
  if (!may.ok) throw notApprover();
  return { step, may };
}

/** the buyer hears of an approval or a rejection, from whom and why */
async function mailDecision(
  tx: RequestContext,
  po: PoWithParts,
  people: Awaited<ReturnType<typeof peopleOf>>,
  caller: Member,
  status: "approved" | "rejected",
  note: string,
): Promise<void> {
  const buyer = people.get(po.customerId);
  if (!buyer) return;
  await queuePoMail(tx, {
    to: buyer.email,
    storeId: po.storeId,
    template: status === "approved" ? PO_TEMPLATES.approved : PO_TEMPLATES.rejected,
    vars: {
      recipient: { name: buyer.name },
      actor: { name: people.get(caller.customerId)?.name ?? "" },
      note,
      ...poMailVars({ ...po, status }, buyer),
    },
  });
}

export async function approvePo(ctx: RequestContext, m: PurchasingModule, id: number, raw: NoteInput = {}): Promise<PoDto> {
  const { note } = parseInput(noteInput, raw);
  const caller = await callerMember(ctx, m);
  let poId = 0;
  try {
    await withTransaction(ctx, async (tx) => {
      const db = dbOf(tx);
      const po = await lockedPo(tx, caller, id);
      poId = po.id;
      if (!(await recordApproval(tx, caller, po, note))) return;
      let placed: { id: number; incrementId: string };
      try {
        placed = await placeDraftOrder(tx, draftOf(po));
      } catch (e) {
        if (e instanceof ProblemError) throw new PlacementFailed(e);
        throw e;
      }
      await db.purchaseOrder.update({ where: { id: po.id }, data: { status: "order_placed", orderId: placed.id, orderIncrementId: placed.incrementId } });
      await db.purchaseOrderEvent.create({ data: { purchaseOrderId: po.id, kind: "order_placed", actorKind: "system", note: placed.incrementId } });
      const buyer = (await peopleOf(db, [po.customerId])).get(po.customerId);
      if (buyer)
        await queuePoMail(tx, {
          to: buyer.email,
          storeId: po.storeId,
          template: PO_TEMPLATES.orderPlaced,
          vars: { recipient: { name: buyer.name }, orderIncrementId: placed.incrementId, ...poMailVars({ ...po, status: "order_placed" }, buyer) },
        });
    });
  } catch (e) {
    if (!(e instanceof PlacementFailed)) throw e;
    // the approval stands; the order could not be placed: say why
    await withTransaction(ctx, async (tx) => {
      const db = dbOf(tx);
      const po = await lockedPo(tx, caller, id);
      if (!(await recordApproval(tx, caller, po, note))) return;
      await db.purchaseOrder.update({ where: { id: po.id }, data: { status: "order_failed", failureReason: e.problem.message } });
      await db.purchaseOrderEvent.create({ data: { purchaseOrderId: po.id, kind: "order_failed", actorKind: "system", note: e.problem.message } });
    });
  }
  return answer(ctx, caller, poId);
}

export async function rejectPo(ctx: RequestContext, m: PurchasingModule, id: number, raw: NoteInput = {}): Promise<PoDto> {
  const { note } = parseInput(noteInput, raw);
  const caller = await callerMember(ctx, m);
  const poId = await withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const po = await lockedPo(tx, caller, id);
    const { step, may } = stepToDecide(caller, po, "rejected");
    const people = await peopleOf(db, [caller.customerId, po.customerId]);
    await db.purchaseOrderStep.update({ where: { id: step.id }, data: { status: "rejected" } });
    await db.purchaseOrder.update({ where: { id: po.id }, data: { status: "rejected", failureReason: note } });
    await db.purchaseOrderEvent.create({
      data: {
        purchaseOrderId: po.id,
        kind: "rejected",
        stepId: step.id,
        actorKind: "customer",
        actorId: caller.customerId,
        actorName: people.get(caller.customerId)?.name ?? "",
        asCompanyAdmin: may.asCompanyAdmin,
        note,
      },
    });
    await mailDecision(tx, po, people, caller, "rejected", note);
    return po.id;
  });
  return answer(ctx, caller, poId);
}

export async function cancelPo(ctx: RequestContext, m: PurchasingModule, id: number, raw: NoteInput = {}): Promise<PoDto> {
  const { note } = parseInput(noteInput, raw);
  const caller = await callerMember(ctx, m);
  const poId = await withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const po = await lockedPo(tx, caller, id);
    if (po.customerId !== caller.customerId)
      throw new ProblemError(403, "permission_denied", "Only the buyer cancels a purchase order", {
        errors: [{ field: "id", code: "permission_denied", message: "the buyer's own purchase order" }],
      });
    if (po.status !== "approval_required") throw wrongState(po, "canceled");
    const people = await peopleOf(db, [caller.customerId]);
    await db.purchaseOrder.update({ where: { id: po.id }, data: { status: "canceled" } });
    await db.purchaseOrderEvent.create({
      data: {
        purchaseOrderId: po.id,
        kind: "canceled",
        actorKind: "customer",
        actorId: caller.customerId,
        actorName: people.get(caller.customerId)?.name ?? "",
        note,
      },
    });
    return po.id;
  });
  return answer(ctx, caller, poId);
}

export async function commentPo(ctx: RequestContext, m: PurchasingModule, id: number, raw: unknown): Promise<PoDto> {
  const { note } = parseInput(commentInput, raw);
  const caller = await callerMember(ctx, m);
  const poId = await withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const po = await readablePo(db, caller, id);
    const people = await peopleOf(db, [caller.customerId]);
    await db.purchaseOrderEvent.create({
      data: {
        purchaseOrderId: po.id,
        kind: "comment",
        actorKind: "customer",
        actorId: caller.customerId,
        actorName: people.get(caller.customerId)?.name ?? "",
        note,
      },
    });
    return po.id;
  });
  return answer(ctx, caller, poId);
}

/**
 * companyUpdate: the merchant edits a company's profile, group, sales rep, parent and store (only the fields given;
 * null clears the sales rep or the parent). A new group is every member's group on their next request, on every
 * instance (standingChanged in the same transaction). Status changes go through status.ts, not here.
 * The company is locked first (lock.ts), then the new parent and its ancestors as the cycle check walks up.
 */
import { z } from "zod";
import { parseInput } from "../../../core/api/input.ts";
import { recordAudit } from "../../../core/audit/record.ts";
import type { RequestContext } from "../../../core/context.ts";
import { ProblemError } from "../../../core/errors.ts";
import { dbOf, withTransaction } from "../../../core/unit-of-work.ts";
import type { Company } from "../../../generated/prisma/client.ts";
import { appendCompanyEvent } from "../company-events.ts";
import { lockCompany } from "../lock.ts";
import { standingChanged } from "../service.ts";
import { companyNotFoundFor, companySnapshot } from "./detail.ts";
import { checkRefs, invalidField, profileShape } from "./refs.ts";

export const updateInput = z
  .object({
    name: profileShape.name.optional(),
    legalName: profileShape.legalName.optional(),
    email: profileShape.email.optional(),
    phone: profileShape.phone.optional(),
    vatId: profileShape.vatId.optional(),
    resellerId: profileShape.resellerId.optional(),
    customerGroupId: z.number().int().optional(),
    storeId: z.number().int().optional(),
    salesRepId: z.number().int().nullable().optional(),
    parentId: z.number().int().nullable().optional(),
  })
  .strict();

export async function updateCompany(ctx: RequestContext, id: number, raw: unknown): Promise<Company> {
  const input = parseInput(updateInput, raw);
  try {
    return await withTransaction(ctx, (tx) => applyUpdate(tx, id, input));
  } catch (e) {
    // PostgreSQL broke a wait between two parent changes that would have closed a loop: one of them went first
    if (lostRace(e)) throw changedMeanwhile();
    throw e;
  }
}

const changedMeanwhile = () => new ProblemError(409, "conflict", "The company changed meanwhile: reload it and try again");

/** PostgreSQL gave up on the transaction (deadlock, serialisation failure) */
const lostRace = (e: unknown) => {
  const err = e as { code?: unknown; message?: unknown; cause?: { originalCode?: unknown } } | null;
  const text = typeof err?.message === "string" ? err.message : "";
  return err?.code === "P2034" || ["40P01", "40001"].includes(String(err?.cause?.originalCode)) || /deadlock detected|could not serialize/.test(text);
};

async function applyUpdate(tx: RequestContext, id: number, input: z.infer<typeof updateInput>): Promise<Company> {
  const db = dbOf(tx);
  // the company and its new parent, in id order (two changes naming each other queue instead of deadlocking)
  for (const at of [id, input.parentId ?? id].sort((a, b) => a - b)) await lockCompany(db, at);
  const before = await db.company.findUnique({ where: { id } });
  if (!before) throw companyNotFoundFor(id);
  await checkRefs(tx, input, id);
  if (input.storeId !== undefined && input.storeId !== before.storeId) {
    // a member is a customer of the company's store: a store change must not strand them
    const members = await db.companyMember.findMany({ where: { companyId: id }, select: { customerId: true } });
    const elsewhere = await db.customer.count({ where: { id: { in: members.map((x) => x.customerId) }, storeId: { not: input.storeId } } });
    if (elsewhere) throw invalidField("storeId", "members_other_store", "the company's members are customers of another store");
  }
  const data = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  const moved = await db.company.updateMany({ where: { id, updatedAt: before.updatedAt }, data });
  if (moved.count !== 1) throw changedMeanwhile();
  const after = await db.company.findUniqueOrThrow({ where: { id } });
  const b = companySnapshot(before);
  const a = companySnapshot(after);
  // a change that changed nothing is no event
  if (JSON.stringify(b) !== JSON.stringify(a)) await appendCompanyEvent(db, tx, { companyId: id, kind: "profile_updated", before: b, after: a });
  await recordAudit(db, tx, { operation: "companyUpdate", entityType: "company", entityId: id, before: b, after: a });
  // the members buy in the company's group: their next request, on any instance, is priced in the new one
  if (before.customerGroupId !== after.customerGroupId || before.storeId !== after.storeId) await standingChanged(tx);
  return after;
}

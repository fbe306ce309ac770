/**
 * priceListAssign / priceListUnassign: a list to companies and customer groups (many to many). Assigning what is
 * assigned, or unassigning what is not, changes nothing and is no error; an unknown company or group is refused on
 * its field and nothing changes (an assigned company deleted since can still be unassigned).
 */
import { recordAudit } from "../../../core/audit/record.ts";
import type { RequestContext } from "../../../core/context.ts";
import { ProblemError } from "../../../core/errors.ts";
import { dbOf, withTransaction } from "../../../core/unit-of-work.ts";
import { pricingChanged } from "../announce.ts";
import { checkAssignees, recordOf, type PriceListRecord } from "./shared.ts";

/** the most ids one call names (a reassignment of a thousand companies is one call) */
export const MAX_ASSIGN_IDS = 10_000;
const CHUNK = 1000;

export interface Assignees {
  companyIds?: readonly number[] | null;
  customerGroupIds?: readonly number[] | null;
}

const uniq = (ids: readonly number[] | null | undefined) => [...new Set(ids ?? [])].sort((a, b) => a - b);

const assignments = (r: PriceListRecord) => ({ companyIds: r.companies.map((c) => c.companyId), customerGroupIds: r.groups.map((g) => g.customerGroupId) });

function checked(a: Assignees) {
  const companyIds = uniq(a.companyIds);
  const groupIds = uniq(a.customerGroupIds);
  for (const [field, ids] of [
    ["companyIds", companyIds],
    ["customerGroupIds", groupIds],
  ] as const)
    if (ids.length > MAX_ASSIGN_IDS)
      throw new ProblemError(422, "too_many_ids", `At most ${MAX_ASSIGN_IDS} ids a call`, {
        errors: [{ field, code: "too_many_ids", message: `at most ${MAX_ASSIGN_IDS}` }],
      });
  return { companyIds, groupIds };
}

export async function assignPriceList(ctx: RequestContext, priceListId: number, a: Assignees): Promise<PriceListRecord> {
  const { companyIds, groupIds } = checked(a);
  return withTransaction(
    ctx,
    async (tx) => {
      const db = dbOf(tx);
      const before = await recordOf(db, priceListId);
      await checkAssignees(tx, companyIds, groupIds);
      const hasCompany = new Set(before.companies.map((c) => c.companyId));
      const hasGroup = new Set(before.groups.map((g) => g.customerGroupId));
      const newCompanies = companyIds.filter((id) => !hasCompany.has(id));
      const newGroups = groupIds.filter((id) => !hasGroup.has(id));
      for (let i = 0; i < newCompanies.length; i += CHUNK)
        await db.priceListCompany.createMany({ data: newCompanies.slice(i, i + CHUNK).map((companyId) => ({ priceListId, companyId })) });
      if (newGroups.length) await db.priceListGroup.createMany({ data: newGroups.map((customerGroupId) => ({ priceListId, customerGroupId })) });
      const after = await recordOf(db, priceListId);
      await recordAudit(db, tx, {
        operation: "priceListAssign",
        entityType: "price_list",
        entityId: priceListId,
        before: assignments(before),
        after: assignments(after),
      });
      await pricingChanged(tx, [priceListId]);
      return recordOf(db, priceListId);
    },
    { timeout: 120_000 },
  );
}

export async function unassignPriceList(ctx: RequestContext, priceListId: number, a: Assignees): Promise<PriceListRecord> {
  const { companyIds, groupIds } = checked(a);
  return withTransaction(
    ctx,
    async (tx) => {
      const db = dbOf(tx);
      const before = await recordOf(db, priceListId);
      // an id assigned is unassigned even when its company has gone since; any other must exist
      const has = assignments(before);
      await checkAssignees(
        tx,
        companyIds.filter((id) => !has.companyIds.includes(id)),
        groupIds.filter((id) => !has.customerGroupIds.includes(id)),
      );
      for (let i = 0; i < companyIds.length; i += CHUNK)
        await db.priceListCompany.deleteMany({ where: { priceListId, companyId: { in: companyIds.slice(i, i + CHUNK) } } });
      if (groupIds.length) await db.priceListGroup.deleteMany({ where: { priceListId, customerGroupId: { in: groupIds } } });
      const after = await recordOf(db, priceListId);
      await recordAudit(db, tx, {
        operation: "priceListUnassign",
        entityType: "price_list",
        entityId: priceListId,
        before: assignments(before),
        after: assignments(after),
      });
      await pricingChanged(tx, [priceListId]);
      return recordOf(db, priceListId);
    },
    { timeout: 120_000 },
  );
}

/** The checks of what a company names by id (group, store, sales rep, parent), shared by create and update. */
import type { RequestContext } from "../../../core/context.ts";
import { ProblemError } from "../../../core/errors.ts";
import { dbOf } from "../../../core/unit-of-work.ts";
import { z } from "zod";
import { lockCompany } from "../lock.ts";

export const invalidField = (field: string, code: string, message: string, detail = "The input has invalid fields") =>
  new ProblemError(422, "invalid", detail, { errors: [{ field, code, message }] });

const text = (max: number) => z.string().trim().max(max);

/** the profile fields the merchant edits (create: name required) */
export const profileShape = {
  name: text(255).min(1),
  legalName: text(255),
  email: z.union([z.literal(""), z.email().max(255)]),
  phone: text(64),
  vatId: text(64),
  resellerId: text(64),
};

/**
 * the ids a company names: each must exist; the parent must not be the company or below it. For an existing
 * company (`companyId`), call it inside the change's transaction after lockCompany of the company: the walk up
 * from the new parent locks each company it reads, so two concurrent parent changes cannot close a loop between
 * them (the later one waits and reads the earlier one's parent)
 */
export async function checkRefs(
  ctx: RequestContext,
  refs: { customerGroupId?: number | null; storeId?: number | null; salesRepId?: number | null; parentId?: number | null },
  companyId: number | null = null,
): Promise<void> {
  const db = dbOf(ctx);
  if (refs.customerGroupId !== undefined && refs.customerGroupId !== null) {
    // the NOT LOGGED IN group (0) is no group to buy in
    const g = refs.customerGroupId > 0 ? await db.customerGroup.findUnique({ where: { id: refs.customerGroupId } }) : null;
    if (!g) throw invalidField("customerGroupId", "not_found", `no customer group ${refs.customerGroupId}`);
  }
  if (refs.storeId !== undefined && refs.storeId !== null) {
    if (!(await ctx.app.stores()).all.some((s) => s.id === refs.storeId)) throw invalidField("storeId", "not_found", `no store ${refs.storeId}`);
  }
  if (refs.salesRepId !== undefined && refs.salesRepId !== null) {
    const a = await db.adminUser.findUnique({ where: { id: refs.salesRepId }, select: { id: true } });
    if (!a) throw invalidField("salesRepId", "not_found", `no admin user ${refs.salesRepId}`);
  }
  if (refs.parentId !== undefined && refs.parentId !== null) {
    if (refs.parentId === companyId) throw invalidField("parentId", "cycle", "a company cannot be its own parent");
    // walk up from the new parent: reaching the company itself would close a loop
    const seen = new Set<number>();
    let at: number | null = refs.parentId;
    while (at !== null) {
      if (seen.has(at)) break;
      seen.add(at);
      if (companyId !== null) await lockCompany(db, at);
      const row: { id: number; parentId: number | null } | null = await db.company.findUnique({ where: { id: at }, select: { id: true, parentId: true } });
      if (!row) {
        if (at === refs.parentId) throw invalidField("parentId", "not_found", `no company ${refs.parentId}`);
        break;
      }
      if (companyId !== null && row.parentId === companyId) throw invalidField("parentId", "cycle", "the parent is below this company");
      at = row.parentId;
    }
  }
}

/**
 * The lists themselves: read the caller's own and the shared ones they may see, create, rename, share, delete,
 * within the store's limits. A list's items are in items.ts; what a list answers is in list-dto.ts.
 */
import type { RequestContext } from "../../core/context.ts";
import { ProblemError } from "../../core/errors.ts";
import { parseInput } from "../../core/api/input.ts";
import type { RequisitionList } from "../../generated/prisma/client.ts";
import { editableList, editDenied, type RequisitionModule, type Viewer, viewer, visibleOf, visibleWhere } from "./access.ts";
import { listCreateInput, listUpdateInput } from "./inputs.ts";
import { listDetail, listSummaries, type ListDto, type ListSummaryDto } from "./list-dto.ts";

export const limitReached = (what: "lists" | "items", limit: number, field: string) =>
  new ProblemError(422, "limit_reached", what === "lists" ? `You may keep at most ${limit} lists` : `A list holds at most ${limit} items`, {
    errors: [{ field, code: "limit_reached", message: `at most ${limit}` }],
    extra: { limit },
  });

/** sharing asked for: the caller's company (lists.manage) or a field error saying why not */
function sharingCompany(v: Viewer): number {
  if (v.companyId === null)
    throw new ProblemError(422, "invalid", "Only a member of a company with sharing on may share a list", {
      errors: [{ field: "shared", code: "sharing_unavailable", message: "lists are private here" }],
    });
  if (!v.manages) throw editDenied();
  return v.companyId;
}

/** the caller's own lists and the ones shared with them, most recently changed first, without their items */
export async function listsOf(ctx: RequestContext, m: RequisitionModule): Promise<ListSummaryDto[]> {
  const v = await viewer(ctx, m);
  const rows = await ctx.app.db.requisitionList.findMany({ where: visibleWhere(ctx, v), orderBy: [{ updatedAt: "desc" }, { id: "desc" }] });
  return listSummaries(ctx, v, await visibleOf(ctx, m, v, rows));
}

export async function createList(ctx: RequestContext, m: RequisitionModule, raw: unknown): Promise<ListDto> {
  const v = await viewer(ctx, m);
  const input = parseInput(listCreateInput, raw);
  const sharedWith = input.shared ? sharingCompany(v) : null;
  const owned = await ctx.app.db.requisitionList.count({ where: { customerId: v.customerId, storeId: ctx.store.id } });
  if (owned >= v.config.maxLists) throw limitReached("lists", v.config.maxLists, "name");
  const list = await ctx.app.db.requisitionList.create({
    data: {
      storeId: ctx.store.id,
      customerId: v.customerId,
      companyId: sharedWith ?? v.companyId,
      name: input.name,
      description: input.description,
      shared: input.shared,
    },
  });
  return listDetail(ctx, m, list.id, v);
}

/**
 * Renames or shares a list. Editors (lists.manage) change a shared list's name and description; only its owner
 * shares or unshares it, and sharing needs lists.manage.
 */
export async function updateList(ctx: RequestContext, m: RequisitionModule, id: number, raw: unknown): Promise<ListDto> {
  const { list, viewer: v, isOwner } = await editableList(ctx, m, id);
  const input = parseInput(listUpdateInput, raw);
  const data: Partial<Pick<RequisitionList, "name" | "description" | "shared" | "companyId">> = {};
  if (input.name !== undefined) data.name = input.name;
  if (input.description !== undefined) data.description = input.description;
  if (input.shared !== undefined && input.shared !== list.shared) {
    if (!isOwner) throw editDenied();
    if (input.shared) data.companyId = sharingCompany(v);
    data.shared = input.shared;
  }
  await ctx.app.db.requisitionList.update({ where: { id: list.id }, data });
  return listDetail(ctx, m, list.id, v);
}

/** deletes a list and its items (its owner only); answers the list as it was */
export async function deleteList(ctx: RequestContext, m: RequisitionModule, id: number): Promise<ListDto> {
  const { list, viewer: v, isOwner } = await editableList(ctx, m, id);
  if (!isOwner) throw editDenied();
  const before = await listDetail(ctx, m, list.id, v);
  await ctx.app.db.requisitionList.delete({ where: { id: list.id } });
  return before;
}

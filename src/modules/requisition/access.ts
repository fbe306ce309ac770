/**
 * Who sees and edits which list. Every read of a list goes through `readableList`, which answers the one 404 for a
 * list the caller may not see, whether it exists or not: a guessed id learns nothing. Sharing goes through the
 * company module's service (optional): with it absent or off, or `sharing` off, every list is its owner's alone.
 */
import type { RequestContext } from "../../core/context.ts";
import { ProblemError } from "../../core/errors.ts";
import type { InstalledModule } from "../../core/modules.ts";
import { requireCustomer } from "../../customer/caller.ts";
import type { RequisitionList } from "../../generated/prisma/client.ts";
import type { RequisitionConfig } from "./config.ts";
import { MAX_ID } from "./inputs.ts";
import { LIST_MANAGE, LIST_VIEW_COMPANY } from "./permissions.ts";

export type RequisitionModule = InstalledModule<RequisitionConfig>;

export interface Viewer {
  customerId: number;
  config: RequisitionConfig;
  /** the caller's company when sharing applies to them (company accounts on, sharing on, a member who may sign in) */
  companyId: number | null;
  /** sees the lists shared with their company (lists.view.company; lists.manage, which edits them, sees them too) */
  seesShared: boolean;
  /** lists.manage: edits shared lists and shares their own */
  manages: boolean;
}

export interface ListAccess {
  list: RequisitionList;
  viewer: Viewer;
  isOwner: boolean;
  canEdit: boolean;
}

/** the one answer for a list the caller may not see and for one that does not exist */
export const listNotFound = () => new ProblemError(404, "not_found", "No such requisition list");
export const moduleDisabled = () => new ProblemError(404, "module_disabled", "Requisition lists are switched off");

/** the caller as lists see them: a logged-in customer (401 otherwise) of a store where lists are on */
export async function viewer(ctx: RequestContext, m: RequisitionModule): Promise<Viewer> {
  const config = await m.config(ctx);
  if (!config.enabled) throw moduleDisabled();
  const customerId = requireCustomer(ctx);
  const company = config.sharing ? m.dependency("company") : undefined;
  const mm = company ? await company.callerMembership(ctx) : null;
  if (!mm?.decision.signIn) return { customerId, config, companyId: null, seesShared: false, manages: false };
  const manages = mm.permissions.has(LIST_MANAGE);
  return { customerId, config, companyId: mm.company.id, seesShared: manages || mm.permissions.has(LIST_VIEW_COMPANY), manages };
}

/** the rows a viewer may see: their own, and the ones shared with their company when they see shared lists */
export function visibleWhere(ctx: RequestContext, v: Viewer) {
  const mine = { customerId: v.customerId };
  const shared = v.seesShared && v.companyId !== null ? [{ shared: true, companyId: v.companyId }] : [];
  return { storeId: ctx.store.id, OR: [mine, ...shared] };
}

/**
 * Of these lists, the ones the viewer may see: a shared list of another customer only while its owner is still a
 * member of the company it was shared with (one membership read per owner, memoised by the company service).
 */
export async function visibleOf(ctx: RequestContext, m: RequisitionModule, v: Viewer, lists: RequisitionList[]): Promise<RequisitionList[]> {
  const company = m.dependency("company");
  const owners = [...new Set(lists.filter((l) => l.customerId !== v.customerId).map((l) => l.customerId))];
  const stillIn = new Set<number>();
  for (const owner of owners) {
    const mm = company ? await company.membershipOf(ctx, owner) : null;
    if (mm && mm.company.id === v.companyId) stillIn.add(owner);
  }
  return lists.filter((l) => l.customerId === v.customerId || (l.shared && l.companyId === v.companyId && stillIn.has(l.customerId)));
}

export const canEditList = (v: Viewer, list: RequisitionList) => list.customerId === v.customerId || v.manages;

/** a list the caller may see, else 404 `not_found` (the same body for a missing list and for another's) */
export async function readableList(ctx: RequestContext, m: RequisitionModule, id: number, given?: Viewer): Promise<ListAccess> {
  const v = given ?? (await viewer(ctx, m));
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw listNotFound();
  const row = await ctx.app.db.requisitionList.findFirst({ where: { id, ...visibleWhere(ctx, v) } });
  const [list] = row ? await visibleOf(ctx, m, v, [row]) : [];
  if (!list) throw listNotFound();
  return { list, viewer: v, isOwner: list.customerId === v.customerId, canEdit: canEditList(v, list) };
}

export const editDenied = () =>
  new ProblemError(403, "permission_denied", "Your role in your company does not allow editing this list (lists.manage)", {
    errors: [{ field: "permission", code: "permission_denied", message: LIST_MANAGE }],
  });

/** a list the caller may edit: 404 when they may not see it, 403 `permission_denied` when they only see it */
export async function editableList(ctx: RequestContext, m: RequisitionModule, id: number, given?: Viewer): Promise<ListAccess> {
  const access = await readableList(ctx, m, id, given);
  if (!access.canEdit) throw editDenied();
  return access;
}

/**
 * Who the caller is to purchasing: a logged-in member (who may sign in) of a company, in a store where purchasing
 * is on. Everything else answers 404: a guest, a customer without a company, purchasing switched off. Every read of
 * a purchase order goes through `readablePo` (po-read.ts), which answers the one 404 for a PO that is not the
 * caller's to see, whether it exists or not.
 */
import type { RequestContext } from "../../core/context.ts";
import { ProblemError } from "../../core/errors.ts";
import type { InstalledModule } from "../../core/modules.ts";
import { requireCustomer } from "../../customer/caller.ts";
import type { Membership } from "../company/membership.ts";
import type { PurchasingConfig } from "./config.ts";

export type PurchasingModule = InstalledModule<PurchasingConfig>;

/** the largest id a row has (INT4 in PostgreSQL) */
export const MAX_ID = 2_147_483_647;

export interface Member {
  customerId: number;
  companyId: number;
  memberId: number;
  isAdmin: boolean;
  permissions: Set<string>;
  membership: Membership;
}

export const poNotFound = () => new ProblemError(404, "not_found", "No such purchase order");
export const ruleNotFound = () => new ProblemError(404, "not_found", "No such approval rule");
export const limitNotFound = () => new ProblemError(404, "not_found", "No such spending limit");
export const moduleDisabled = () => new ProblemError(404, "module_disabled", "Purchase orders are switched off");

export const permissionDenied = (code: string) =>
  new ProblemError(403, "permission_denied", `Your role in your company does not allow this (${code})`, {
    errors: [{ field: "permission", code: "permission_denied", message: code }],
  });

export const isRowId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID;

/** whether purchasing is on for the request's store */
export async function enabled(ctx: RequestContext, m: PurchasingModule): Promise<boolean> {
  return (await m.config(ctx)).enabled;
}

/** the calling member: 404 `module_disabled` where purchasing is off, 401 for guests, 404 `not_found` without a company */
export async function callerMember(ctx: RequestContext, m: PurchasingModule, permission?: string): Promise<Member> {
  if (!(await enabled(ctx, m))) throw moduleDisabled();
  const customerId = requireCustomer(ctx);
  const company = m.dependency("company");
  const mm = company ? await company.callerMembership(ctx) : null;
  if (!mm?.decision.signIn) throw new ProblemError(404, "not_found", "No such company");
  if (permission && !mm.permissions.has(permission)) throw permissionDenied(permission);
  return { customerId, companyId: mm.company.id, memberId: mm.member.id, isAdmin: mm.isAdmin, permissions: mm.permissions, membership: mm };
}

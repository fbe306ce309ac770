/**
 * The company module's service for the modules that build on it (pricing, buyer tools, purchasing): the caller's
 * company and permissions, enforced on the server, and their own permission groups.
 */
import type { RequestContext } from "../../core/context.ts";
import { callersChanged } from "../../core/auth/caller-memo.ts";
import type { InstalledModule } from "../../core/modules.ts";
import type { CompanyConfig } from "./config.ts";
import { callerMembership, membershipOf, type Membership, permissionDenied } from "./membership.ts";
import { type PermissionNode, PermissionTree } from "./permissions.ts";

export type CompanyModule = InstalledModule<CompanyConfig>;

export interface CompanyService {
  /** the calling customer's membership (null: no company, or not a customer); read once per request */
  callerMembership(ctx: RequestContext): Promise<Membership | null>;
  membershipOf(ctx: RequestContext, customerId: number): Promise<Membership | null>;
  /** whether the caller is a member who may sign in and holds `code` */
  hasPermission(ctx: RequestContext, code: string): Promise<boolean>;
  /** throws 403 `permission_denied` unless the caller is a member holding `code` */
  requirePermission(ctx: RequestContext, code: string): Promise<Membership>;
  /** a module's own permission codes, added to this app's tree at start-up */
  definePermissionGroup(group: PermissionNode): void;
  /** this app's permission tree (`permissionsOf(ctx)` reads it) */
  readonly permissions: PermissionTree;
}

export function companyService(m: CompanyModule): CompanyService {
  const enabledFor = async (ctx: RequestContext) => (await m.config(ctx)).enabled;
  const permissions = new PermissionTree();
  return {
    callerMembership: async (ctx) => ((await enabledFor(ctx)) ? callerMembership(ctx) : null),
    membershipOf: async (ctx, customerId) => ((await enabledFor(ctx)) ? membershipOf(ctx, customerId) : null),
    hasPermission: async (ctx, code) => {
      const mm = (await enabledFor(ctx)) ? await callerMembership(ctx) : null;
      return !!mm && mm.decision.signIn && mm.permissions.has(code);
    },
    requirePermission: async (ctx, code) => {
      const mm = (await enabledFor(ctx)) ? await callerMembership(ctx) : null;
      if (!mm?.decision.signIn || !mm.permissions.has(code)) throw permissionDenied(code);
      return mm;
    },
    definePermissionGroup: (group) => permissions.define(group),
    permissions,
  };
}

/**
 * Inside the transaction of any change to what a member's token check reads (a company's status or group, a
 * member's status, company or removal): every instance forgets the tokens it verified, so the next request of
 * every member is judged, and priced, as the change left it.
 */
export const standingChanged = (ctx: RequestContext) => callersChanged(ctx);

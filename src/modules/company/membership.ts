/**
 * A customer's standing in a company, read fresh (per request at most once): the company, the member row, the
 * role's permissions and the policy's decision. Nothing of it is copied onto the customer row.
 */
import type { RequestContext } from "../../core/context.ts";
import { dbOf } from "../../core/unit-of-work.ts";
import type { Company, CompanyMember } from "../../generated/prisma/client.ts";
import { ProblemError } from "../../core/errors.ts";
import { permissionsOf } from "./permissions.ts";
import { type CompanyStatus, type Decision, decide, type MemberStatus } from "./policy.ts";

export interface Membership {
  company: Company;
  member: CompanyMember;
  isAdmin: boolean;
  /** the codes the member holds (the admin: every code) */
  permissions: Set<string>;
  decision: Decision;
}

const MEMO = "company:membership";

/** the customer's membership, or null (no company); `fresh` skips the request's memo (after a write in it) */
export async function membershipOf(ctx: RequestContext, customerId: number, fresh = false): Promise<Membership | null> {
  const memo = (ctx.memo.get(MEMO) as Map<number, Promise<Membership | null>> | undefined) ?? new Map<number, Promise<Membership | null>>();
  ctx.memo.set(MEMO, memo);
  const known = memo.get(customerId);
  if (known && !fresh) return known;
  const p = readMembership(ctx, customerId);
  memo.set(customerId, p);
  return p;
}

async function readMembership(ctx: RequestContext, customerId: number): Promise<Membership | null> {
  const db = dbOf(ctx);
  const member = await db.companyMember.findUnique({ where: { customerId } });
  if (!member) return null;
  // both at once (on PostgreSQL outside a transaction, two connections: one wait instead of two); an admin's role is unused
  const [company, role] = await Promise.all([
    db.company.findUnique({ where: { id: member.companyId } }),
    member.roleId !== null ? db.companyRole.findUnique({ where: { id: member.roleId } }) : null,
  ]);
  if (!company) return null;
  const isAdmin = company.adminCustomerId === customerId;
  const tree = permissionsOf(ctx);
  const permissions = isAdmin ? tree.allCodes() : new Set(role && role.companyId === company.id ? tree.parse(role.permissions) : []);
  const decision = decide({ companyStatus: company.status as CompanyStatus, memberStatus: member.status as MemberStatus, isAdmin });
  return { company, member, isAdmin, permissions, decision };
}

/** the calling customer's membership, or null (a guest, an admin, a customer without a company) */
export async function callerMembership(ctx: RequestContext): Promise<Membership | null> {
  return ctx.caller.kind === "customer" ? membershipOf(ctx, ctx.caller.customerId) : null;
}

export const permissionDenied = (code: string) =>
  new ProblemError(403, "permission_denied", `Your role in your company does not allow this (${code})`, {
    errors: [{ field: "permission", code: "permission_denied", message: code }],
  });

/** the one "not yours" answer: a company, member, role, address or order of another company, or none at all */
export const companyNotFound = (what = "company") => new ProblemError(404, "not_found", `No such ${what}`);

/**
 * the caller's membership, which must hold `permission` (when given) and may sign in: else 404 for a caller without
 * a company (nothing to show) and 403 `permission_denied` for a member without the permission
 */
export async function requireMember(ctx: RequestContext, permission?: string): Promise<Membership> {
  const m = await callerMembership(ctx);
  if (!m?.decision.signIn) throw companyNotFound();
  if (permission && !m.permissions.has(permission)) throw permissionDenied(permission);
  return m;
}

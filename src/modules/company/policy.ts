/**
 * The one activation policy: what a company member may do, from the company's status and the member's. Every
 * path asks it (the token's issue and each request with it, cart writes, order placement on every route,
 * subscriptions, the worker's session check through the token check): none decides on its own.
 */
import { ProblemError } from "../../core/errors.ts";
import type { CompanyConfig } from "./config.ts";

export type CompanyStatus = "pending" | "active" | "rejected" | "blocked";
export type MemberStatus = "active" | "inactive";
export const COMPANY_STATUSES: readonly CompanyStatus[] = ["pending", "active", "rejected", "blocked"];

export interface Standing {
  companyStatus: CompanyStatus;
  memberStatus: MemberStatus;
  isAdmin: boolean;
}

export interface Decision {
  /** may hold a token (log in, use one) */
  signIn: boolean;
  /** may write a cart and place orders */
  buy: boolean;
  /** buys in the company's customer group (else the customer's own) */
  companyGroup: boolean;
  /** the refusal code when not allowed */
  code?: "company_pending" | "company_rejected" | "company_member_inactive" | "company_blocked";
}

export function decide(s: Standing): Decision {
  if (s.companyStatus === "pending") return { signIn: false, buy: false, companyGroup: false, code: "company_pending" };
  if (s.companyStatus === "rejected") return { signIn: false, buy: false, companyGroup: false, code: "company_rejected" };
  // the admin cannot be deactivated; a row that says so anyway does not lock the company out
  if (s.memberStatus === "inactive" && !s.isAdmin) return { signIn: false, buy: false, companyGroup: false, code: "company_member_inactive" };
  if (s.companyStatus === "blocked") return { signIn: true, buy: false, companyGroup: true, code: "company_blocked" };
  return { signIn: true, buy: true, companyGroup: true };
}

const messageOf = (code: NonNullable<Decision["code"]>, c: CompanyConfig) =>
  code === "company_pending"
    ? c.pendingMessage
    : code === "company_rejected"
      ? c.rejectedMessage
      : code === "company_member_inactive"
        ? c.inactiveMessage
        : c.blockedMessage;

/** the problem a refusal answers with: 403 and the configured message (`status` 401 for a token that stopped) */
export function refusalOf(d: Decision, config: CompanyConfig, status: 401 | 403 = 403): ProblemError {
  const code = d.code ?? "company_blocked";
  const message = messageOf(code, config);
  const headers: Record<string, string> = status === 401 ? { "WWW-Authenticate": `Bearer error="invalid_token"` } : {};
  return new ProblemError(status, code, message, { extra: { message }, headers });
}

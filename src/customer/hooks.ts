/** The customer domain's hooks: registration, login and the per-request token check. */
import type { RequestContext } from "../core/context.ts";

/** the customer row as the customer hooks hand it to observers */
export interface CustomerSnapshot {
  id: number;
  storeId: number;
  email: string;
  firstName: string;
  lastName: string;
  groupId: number;
  isApproved: boolean;
  approvalStatus: string;
  createdAt: Date;
}

declare module "../core/events.ts" {
  interface HookPayloads {
    /** a customer is about to be created: observers may change the account's approval state or group */
    customer_register_before: {
      ctx: RequestContext;
      email: string;
      account: { isApproved: boolean; approvalStatus: "active" | "pending" | "rejected"; groupId: number };
    };
    /** a customer row was written, in the registration's unit of work: observers add their rows or veto */
    customer_register_after: { ctx: RequestContext; customer: CustomerSnapshot };
    /** the password was right and no token is issued yet: an observer refuses the login by throwing a ProblemError */
    customer_login_before: { ctx: RequestContext; customer: CustomerSnapshot };
    /**
     * POST /customers/password/reset with a token that is not a core reset token: the observer that issued
     * it claims it (single use, in this transaction) and sets `customerId`; left null, the token is refused
     */
    customer_password_token_redeem: { ctx: RequestContext; token: string; customerId: number | null };
    /** the password or email changed (in its transaction): observers end the links they mailed for the old ones */
    customer_credentials_changed: { ctx: RequestContext; customerId: number };
    /** every request carrying a customer token, once the customer row is read: an observer refuses it (401) */
    customer_token_check: {
      ctx: RequestContext;
      customer: Pick<CustomerSnapshot, "id" | "email" | "storeId" | "groupId" | "isApproved" | "approvalStatus">;
    };
  }
}

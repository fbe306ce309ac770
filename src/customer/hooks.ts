/**
 * The customer domain's hooks: registration, an account's approval state, password and email changes, deletion. The
 * customer domain dispatches and declares them (`events` in index.ts), with their payloads; login and the
 * per-request token check are the kernel's (core/events.ts).
 */
import type { RequestContext } from "../core/context.ts";
import type { CustomerSnapshot, HookName, HookSpec } from "../core/events.ts";

export type { CustomerSnapshot } from "../core/events.ts";

/** the approval states of a customer row (`approvalStatus`; `is_approved` is true for `active` only) */
export type AccountStatus = "active" | "pending" | "rejected";

declare module "../core/events.ts" {
  interface HookPayloads {
    /** a customer is about to be created: observers may change the account's approval state or group */
    customer_register_before: {
      ctx: RequestContext;
      email: string;
      account: { isApproved: boolean; approvalStatus: AccountStatus; groupId: number };
    };
    /** a customer row was written, in the registration's unit of work: observers add their rows or veto */
    customer_register_after: { ctx: RequestContext; customer: CustomerSnapshot };
    /**
     * a customer's approval state changed (service.ts `setApprovalStatus`), in the change's unit of work: observers
     * react in it (the cart closes a rejected customer's carts) or veto; `from` is the row's state before
     */
    customer_approval_status_changed: { ctx: RequestContext; customer: CustomerSnapshot; from: string; to: AccountStatus };
    /**
     * POST /customers/password/reset with a token that is not a core reset token: the observer that issued
     * it claims it (single use, in this transaction) and sets `customerId`; left null, the token is refused
     */
    customer_password_token_redeem: { ctx: RequestContext; token: string; customerId: number | null };
    /** the password or email changed (in its transaction): observers end the links they mailed for the old ones */
    customer_credentials_changed: { ctx: RequestContext; customerId: number };
    /**
     * a customer row was deleted (the admin's customerDelete), in the delete's transaction: observers delete the
     * rows they keep about the customer (or veto by throwing)
     */
    customer_delete_after: { ctx: RequestContext; customerId: number; email: string };
  }
}

/** the hooks the customer domain dispatches, declared with it (owner `customer`) */
export const customerHooks = {
  customer_register_before: { phase: "inTransaction", description: "a new account's approval state and group" },
  customer_register_after: { phase: "inTransaction", description: "a customer row was written (same transaction)" },
  customer_approval_status_changed: {
    phase: "inTransaction",
    description: "a customer's approval state changed (same transaction): the cart closes a rejected customer's carts",
  },
  customer_password_token_redeem: {
    phase: "inTransaction",
    description: "a password reset with a token the core does not know: an observer that issued it claims it and names the customer",
  },
  customer_credentials_changed: {
    phase: "inTransaction",
    description: "a customer's password or email changed (same transaction): observers end the set-password links they mailed",
  },
  customer_delete_after: {
    phase: "inTransaction",
    description: "a customer row was deleted (same transaction): observers delete the rows they keep about the customer",
  },
} satisfies Partial<Record<HookName, HookSpec>>;

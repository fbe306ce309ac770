import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";

/** the logged-in customer's id; 401 login_required for any other caller */
export function requireCustomer(ctx: RequestContext): number {
  if (ctx.caller.kind !== "customer")
    throw new ProblemError(401, "login_required", "Log in as a customer first", { headers: { "WWW-Authenticate": "Bearer" } });
  return ctx.caller.customerId;
}

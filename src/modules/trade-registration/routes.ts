/** REST route of trade registration: the set-password link's endpoint (the discovery route is the core's). */
import { z } from "zod";
import type { RestRoute } from "../../rest/router.ts";
import { hashPassword } from "../../core/auth/password.ts";
import { MIN_PASSWORD_LENGTH } from "../../customer/service.ts";
import { resetPassword, type RegistrationModule } from "./service.ts";

const resetBody = z.object({
  token: z.string().min(10).max(200),
  password: z.string().min(MIN_PASSWORD_LENGTH, `at least ${MIN_PASSWORD_LENGTH} characters`).max(1024),
});

export function registrationRoutes(_m: RegistrationModule): RestRoute[] {
  return [
    {
      id: "customer_password_reset",
      method: "POST",
      path: "/api/rest/v2/customers/password/reset",
      tag: "customers",
      summary: "Sets a customer's password with a one-time token from a mailed link (single use, expiring)",
      exemptFromLoginWall: true,
      body: resetBody,
      responses: { 200: "{status:'ok'}", 400: "invalid_token (unknown, expired or used)", 422: "invalid password", 429: "rate_limited" },
      handler: async (ctx, req) => {
        const { token, password } = req.body as z.infer<typeof resetBody>;
        // guessing tokens is pointless (256 bits), but each attempt costs a lookup: keep it bounded per address
        await ctx.app.limits.consume("password-reset-ip", ctx.ip || "unknown", 20, 600, "Too many attempts from this address; try again later");
        await resetPassword(ctx, token, await hashPassword(password));
        return { status: "ok" };
      },
    },
  ];
}

/** The auth routes: token issuance (customers and admins; the logins are core/auth/login.ts) and the public keys that verify tokens. */
import { z } from "zod";
import { defineRoute, type RestRoute } from "../core/routes.ts";
import { issueAdminToken, issueCustomerToken } from "../core/auth/login.ts";

const tokenBody = z.object({
  grant_type: z.literal("customer").optional(),
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(1).max(1024),
  maskedId: z.string().max(64).optional(),
});
const adminBody = z.object({ username: z.string().min(1).max(128), password: z.string().min(1).max(1024) });

export function authRoutes(): RestRoute[] {
  return [
    defineRoute({
      id: "auth_token",
      method: "POST",
      path: "/api/rest/v2/auth/token",
      tag: "auth",
      summary: "Customer login: a JWT (ES256). A guest cart named by maskedId is merged into the customer's cart.",
      body: tokenBody,
      invalidBodyStatus: 400,
      exemptFromLoginWall: true,
      aliases: [{ path: "/api/auth/login" }],
      responses: {
        200: "{token, token_type, expires_in, tokenType, expiresIn, customer, cartMaskedId, cartItemsQty}",
        400: "invalid_request: a missing or malformed field (field errors included)",
        401: "invalid_credentials",
        403: "an installed module refused the login (e.g. account_pending with the configured message, account_rejected)",
        429: "rate_limited: over 5 failed attempts a minute per email and address, 50 per email, or 20 per address",
        503: "busy: too many passwords are being checked at once (Retry-After)",
      },
      handler: (ctx, req) => issueCustomerToken(ctx, req.body),
    }),
    defineRoute({
      id: "auth_admin_token",
      method: "POST",
      path: "/api/rest/v2/auth/admin-token",
      tag: "auth",
      summary: "Admin login: a JWT carrying the admin's scopes, for admin GraphQL fields and routes",
      body: adminBody,
      invalidBodyStatus: 400,
      exemptFromLoginWall: true,
      responses: { 200: "{token, token_type, expires_in, scopes}", 401: "invalid_credentials", 429: "rate_limited", 503: "busy (Retry-After)" },
      handler: (ctx, req) => issueAdminToken(ctx, req.body),
    }),
    {
      id: "auth_jwks",
      method: "GET",
      path: "/api/rest/v2/auth/jwks.json",
      tag: "auth",
      summary: "Public keys (JWKS) that verify customer tokens, e.g. at the edge worker",
      publicCache: true,
      exemptFromLoginWall: true,
      handler: async (ctx) => ctx.app.keys.jwks,
    },
  ];
}

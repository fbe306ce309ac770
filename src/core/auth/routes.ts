/** Token issuance (customers and admins) and the public keys that verify tokens. */
import { z } from "zod";
import type { RestRoute } from "../routes.ts";
import { ProblemError } from "../errors.ts";
import { needsRehash, hashPassword } from "./password.ts";
import { checkCredential } from "./attempt-limits.ts";
import type { RequestContext } from "../context.ts";
import { once } from "./attempt-limits.ts";

const tokenBody = z.object({
  grant_type: z.literal("customer").optional(),
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(1).max(1024),
  maskedId: z.string().max(64).optional(),
});
const adminBody = z.object({ username: z.string().min(1).max(128), password: z.string().min(1).max(1024) });

/** a hash made with weaker parameters than today's is replaced while the password is at hand (unless it changed meanwhile) */
async function upgradeHash(password: string, stored: string, save: (next: string) => Promise<unknown>) {
  if (needsRehash(stored)) await save(await hashPassword(password));
}

export async function issueCustomerToken(ctx: RequestContext, body: z.infer<typeof tokenBody>) {
  const row = once(() => ctx.app.db.customer.findUnique({ where: { storeId_email: { storeId: ctx.store.id, email: body.email } } }));
  const principal = `${ctx.store.id}:${body.email}`;
  const ok = await checkCredential(ctx.app, {
    kind: "customer",
    principal,
    secret: body.password,
    storedHash: async () => (await row())?.passwordHash,
    ip: ctx.ip,
  });
  const customer = await row();
  if (!customer || !ok) throw new ProblemError(401, "invalid_credentials", "Invalid email or password");
  // modules may refuse the login with their own problem (e.g. 403 account_pending with a configured message)
  await ctx.app.events.dispatch("customer_login_before", { ctx, customer });
  await upgradeHash(body.password, customer.passwordHash, (passwordHash) =>
    ctx.app.db.customer.updateMany({ where: { id: customer.id, passwordHash: customer.passwordHash }, data: { passwordHash } }),
  );
  const token = await ctx.app.tokens.signCustomer({ customerId: customer.id, storeId: customer.storeId, generation: customer.tokenGeneration });
  const { cartMaskedId } = await ctx.app.events.dispatch("customer_login_after", {
    ctx,
    customerId: customer.id,
    guestMaskedId: body.maskedId,
    cartMaskedId: null,
  });
  // the quantity in the customer's cart (after the merge), for a storefront's cart badge
  const cartQty = cartMaskedId
    ? await ctx.app.db.cartItem.aggregate({ where: { cart: { maskedId: cartMaskedId, customerId: customer.id, status: "active" } }, _sum: { qty: true } })
    : null;
  return {
    token,
    token_type: "Bearer",
    expires_in: ctx.app.tokens.customerTtl,
    // Maho's names beside the OAuth-style ones
    tokenType: "Bearer",
    expiresIn: ctx.app.tokens.customerTtl,
    cartItemsQty: cartQty?._sum.qty ?? 0,
    customer: { id: customer.id, email: customer.email, firstName: customer.firstName, lastName: customer.lastName, groupId: customer.groupId },
    cartMaskedId,
  };
}

export function authRoutes(): RestRoute[] {
  return [
    {
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
      handler: (ctx, req) => issueCustomerToken(ctx, req.body as z.infer<typeof tokenBody>),
    },
    {
      id: "auth_admin_token",
      method: "POST",
      path: "/api/rest/v2/auth/admin-token",
      tag: "auth",
      summary: "Admin login: a JWT carrying the admin's scopes, for admin GraphQL fields and routes",
      body: adminBody,
      invalidBodyStatus: 400,
      exemptFromLoginWall: true,
      responses: { 200: "{token, token_type, expires_in, scopes}", 401: "invalid_credentials", 429: "rate_limited", 503: "busy (Retry-After)" },
      handler: async (ctx, req) => {
        const body = req.body as z.infer<typeof adminBody>;
        const row = once(async () => {
          const found = await ctx.app.db.adminUser.findUnique({ where: { username: body.username } });
          return found?.isActive ? found : null;
        });
        const storedHash = async () => (await row())?.passwordHash;
        const ok = await checkCredential(ctx.app, { kind: "admin", principal: body.username, secret: body.password, storedHash, ip: ctx.ip });
        const admin = await row();
        if (!admin || !ok) throw new ProblemError(401, "invalid_credentials", "Invalid username or password");
        await upgradeHash(body.password, admin.passwordHash, (passwordHash) =>
          ctx.app.db.adminUser.updateMany({ where: { id: admin.id, passwordHash: admin.passwordHash }, data: { passwordHash } }),
        );
        const scopes = admin.scopes
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean);
        return { token: await ctx.app.tokens.signAdmin({ adminId: admin.id, scopes }), token_type: "Bearer", expires_in: ctx.app.tokens.adminTtl, scopes };
      },
    },
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

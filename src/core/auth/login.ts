/**
 * Token issuance: a customer's and an admin's login (the password checked within the attempt limits, a hash
 * made with weaker parameters upgraded). The system domain's auth routes (src/system/auth-routes.ts) answer them.
 */
import { ProblemError } from "../errors.ts";
import { needsRehash, hashPassword } from "./password.ts";
import { checkCredential } from "./attempt-limits.ts";
import { checkedCustomerGroup, type RequestContext } from "../context.ts";
import { once } from "./attempt-limits.ts";

/** a hash made with weaker parameters than today's is replaced while the password is at hand (unless it changed meanwhile) */
async function upgradeHash(password: string, stored: string, save: (next: string) => Promise<unknown>) {
  if (needsRehash(stored)) await save(await hashPassword(password));
}

/** a customer's login: the password checked, modules may refuse it, the guest cart named by `maskedId` merged */
export async function issueCustomerToken(ctx: RequestContext, body: { email: string; password: string; maskedId?: string }) {
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
  // the group the new token buys in, as every request with it will be told (modules may derive it: core/context.ts)
  const groupId = await checkedCustomerGroup(ctx, customer);
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
    customer: { id: customer.id, email: customer.email, firstName: customer.firstName, lastName: customer.lastName, groupId },
    cartMaskedId,
  };
}

/** an admin's username and password checked (within the attempt limits): the admin's row, or 401 */
export async function authenticateAdmin(ctx: RequestContext, body: { username: string; password: string }) {
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
  return admin;
}

export const adminScopes = (admin: { scopes: string }) =>
  admin.scopes
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/** an admin's login for API clients: a token carrying the admin's scopes (the console signs in with a session: admin-sessions.ts) */
export async function issueAdminToken(ctx: RequestContext, body: { username: string; password: string }) {
  const admin = await authenticateAdmin(ctx, body);
  const scopes = adminScopes(admin);
  const token = await ctx.app.tokens.signAdmin({ adminId: admin.id, scopes, generation: admin.sessionGeneration });
  return { token, token_type: "Bearer", expires_in: ctx.app.tokens.adminTtl, scopes };
}

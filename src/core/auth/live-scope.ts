/**
 * Subscriptions outlive the request that authorised them: an admin's socket must stop receiving events once
 * the admin is deactivated or loses the scope. `whileAuthorised` re-reads the admin's row before each event
 * and ends the stream (quietly: the client sees it complete) when the caller may no longer see it.
 */
import type { RequestContext } from "../context.ts";

async function stillAdmin(ctx: RequestContext, scope: string): Promise<boolean> {
  if (ctx.caller.kind !== "admin") return false;
  const admin = await ctx.app.db.adminUser.findUnique({ where: { id: ctx.caller.adminId }, select: { isActive: true, scopes: true } });
  if (!admin?.isActive) return false;
  const scopes = admin.scopes.split(",").map((s) => s.trim());
  return scopes.includes("*") || scopes.includes(scope);
}

export async function* whileAuthorised<T>(ctx: RequestContext, scope: string, source: AsyncIterable<T>): AsyncGenerator<T> {
  for await (const event of source) {
    if (!(await stillAdmin(ctx, scope))) {
      ctx.app.logger.info({ requestId: ctx.requestId, scope }, "subscription ended: the admin was deactivated or lost the scope");
      return;
    }
    yield event;
  }
}

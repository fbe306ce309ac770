/** The module's mail: one way to queue a company mail in the caller's transaction (core outbox), sender from config. */
import type { RequestContext } from "../../core/context.ts";
import type { CompanyConfig } from "./config.ts";

export async function queueCompanyMail(
  ctx: RequestContext,
  cfg: CompanyConfig,
  message: { to: string; storeId: number; template: string; vars: Record<string, unknown> },
): Promise<void> {
  const storeName = (await ctx.app.config.get("general/store_information/name", message.storeId)) ?? "";
  const from = { name: cfg.senderName || storeName, address: cfg.senderEmail || ctx.app.settings.mailFrom };
  await ctx.app.mail.enqueue(ctx, {
    to: message.to,
    storeId: message.storeId,
    from,
    template: message.template,
    vars: { store: { name: storeName }, ...message.vars },
  });
}

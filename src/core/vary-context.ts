/**
 * The caller's vary context (Magento's `X-Magento-Vary`): what an answer that is the same for a class of callers
 * may depend on. The core's part is the store (hence currency), the caller's kind and customer group; each module
 * adds what its decisions read through the `response_cache_vary` hook (the access gate: its compiled rule set and,
 * while a rule scopes on it, the destination country). Computed once per request.
 */
import type { RequestContext } from "./context.ts";

export interface VaryContext {
  /** one string naming the context, e.g. `store=1&caller=customer&group=2&gate=3&country=DE` */
  key: string;
  /** request headers the context was read from, beyond Authorization and X-Store-Code */
  headers: string[];
}

const MEMO = "core:varyContext";

/** the context, or undefined for callers whose answers are their own (admins and API users see other fields) */
export function varyContext(ctx: RequestContext): Promise<VaryContext | undefined> {
  const known = ctx.memo.get(MEMO) as Promise<VaryContext | undefined> | undefined;
  if (known) return known;
  const p = (async () => {
    const kind = ctx.caller.kind;
    if (kind !== "guest" && kind !== "customer") return undefined;
    const vary = { ctx, parts: [] as string[], headers: [] as string[] };
    await ctx.app.events.dispatch("response_cache_vary", vary);
    return { key: [`store=${ctx.store.id}`, `caller=${kind}`, `group=${ctx.groupId}`, ...vary.parts].join("&"), headers: vary.headers };
  })();
  ctx.memo.set(MEMO, p);
  return p;
}

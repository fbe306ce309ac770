import type { RequestContext } from "../core/context.ts";

/** what the HTTP layer keeps per request (Hono variables) */
export type Env = { Variables: { ctx: RequestContext; requestId: string } };

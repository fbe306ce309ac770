/** The content domain's hook: server-rendered HTML blocks. */
import type { RequestContext } from "../core/context.ts";

declare module "../core/events.ts" {
  interface HookPayloads {
    /** server-rendered HTML blocks (CMS content, price blocks): observers may rewrite `html` */
    core_block_abstract_to_html_after: { ctx: RequestContext; block: string; html: string; productId?: number };
  }
}

/**
 * The content domain's hooks: server-rendered HTML blocks, CMS pages served, storefront paths resolved. The content
 * domain dispatches and declares them (`events` in index.ts), with their payloads.
 */
import type { RequestContext } from "../core/context.ts";
import type { HookName, HookSpec } from "../core/events.ts";

declare module "../core/events.ts" {
  interface HookPayloads {
    /** server-rendered HTML blocks (CMS content, price blocks): observers may rewrite `html` */
    core_block_abstract_to_html_after: { ctx: RequestContext; block: string; html: string; productId?: number };
    /**
     * CMS pages about to be served (GraphQL `cmsPage(s)`, REST `/cms-pages`): observers set `pages` to those the
     * caller may read, or throw a ProblemError when the page asked for by `identifier` is refused
     */
    cms_page_load_after: { ctx: RequestContext; pages: { identifier: string }[]; identifier?: string };
    /**
     * a storefront path was resolved (GraphQL `urlResolver`, REST `/url-resolver`), a CMS page after passing
     * `cms_page_load_after`: observers may refuse the answer by throwing a ProblemError
     */
    url_resolver_result: {
      ctx: RequestContext;
      path: string;
      resolution: { type: string; id: number | null; identifier: string | null };
    };
  }
}

/** the hooks the content domain dispatches, declared with it (owner `content`) */
export const contentHooks = {
  core_block_abstract_to_html_after: { phase: "inTransaction", description: "server-rendered HTML blocks" },
  cms_page_load_after: { phase: "inTransaction", description: "CMS pages about to be served: observers keep those the caller may read (or veto)" },
  url_resolver_result: { phase: "inTransaction", description: "a storefront path was resolved: observers may refuse the answer (veto)" },
} satisfies Partial<Record<HookName, HookSpec>>;

/**
 * Server-side rendering of CMS content: `{{block type="..." param="value"}}` directives are replaced by
 * what the block renderer registered for that type produces (e.g. custom forms), and the result goes
 * through `core_block_abstract_to_html_after` so modules can rewrite blocks (price blocks).
 * Directive parameters are data: renderers must escape them.
 */
import type { RequestContext } from "../core/context.ts";

export type BlockRenderer = (ctx: RequestContext, params: Record<string, string>) => Promise<string> | string;
const renderers = new WeakMap<object, Map<string, BlockRenderer>>();

export function registerBlockRenderer(app: object, type: string, renderer: BlockRenderer) {
  const m = renderers.get(app) ?? new Map();
  renderers.set(app, m);
  m.set(type, renderer);
}

const DIRECTIVE = /\{\{block\s+([^}]*)\}\}/g;
const PARAM = /([a-z_][a-z0-9_]*)\s*=\s*"([^"]*)"/gi;

export function parseDirectiveParams(s: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of s.matchAll(PARAM)) out[m[1]!] = m[2]!;
  return out;
}

export async function renderCmsContent(ctx: RequestContext, content: string, block: string): Promise<string> {
  const m = renderers.get(ctx.app);
  let html = content;
  if (DIRECTIVE.test(content)) {
    DIRECTIVE.lastIndex = 0;
    const parts: (string | Promise<string>)[] = [];
    let last = 0;
    for (const match of content.matchAll(DIRECTIVE)) {
      parts.push(content.slice(last, match.index));
      const params = parseDirectiveParams(match[1]!);
      const r = params.type ? m?.get(params.type) : undefined;
      // an unknown block type renders nothing rather than leaking the directive
      parts.push(r ? Promise.resolve(r(ctx, params)) : "");
      last = match.index! + match[0].length;
    }
    parts.push(content.slice(last));
    html = (await Promise.all(parts)).join("");
  }
  if (!ctx.app.events.has("core_block_abstract_to_html_after")) return html;
  const out = await ctx.app.events.dispatch("core_block_abstract_to_html_after", { ctx, block, html });
  return out.html;
}

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

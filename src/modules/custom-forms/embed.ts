/**
 * The CMS embed: `{{block type="customforms/form" form_code="X"}}` names the form, and the marker
 * `<div data-maho-form="X"></div>` is where it goes. On `core_block_abstract_to_html_after` the marker is
 * filled with the server-rendered form; the marker itself stays, so headless storefronts can mount their
 * own form there. The content is the same on every read until the page or form is edited: the form carries
 * no render token (its script takes one from `GET /custom-forms/{code}`, as Maho's placeholder does), except on
 * the page answering a post's flash. An unknown code renders nothing and logs a warning.
 */
import { noResponseCache } from "../../core/response-cache.ts";
import type { App } from "../../core/kernel.ts";
import type { RequestContext } from "../../core/context.ts";
import type { EventBus } from "../../core/events.ts";
import { registerBlockRenderer } from "../../content/render.ts";
import { dbOf } from "../../core/unit-of-work.ts";
import { browserSubmitAction, renderForm } from "./html.ts";
import { formForStore } from "./forms.ts";
import type { FormsModule } from "./pipeline.ts";
import { formsKey, readFlash, signRenderToken } from "./tokens.ts";

export const BLOCK_TYPE = "customforms/form";
const MARKER = /<div\s+data-maho-form="([^"]{1,64})"\s*>\s*<\/div>/g;

const countryList = new WeakMap<App, Promise<{ id: string; name: string }[]>>();
const countries = (ctx: RequestContext) => {
  let c = countryList.get(ctx.app);
  if (!c) {
    c = dbOf(ctx).country.findMany({ select: { id: true, name: true }, orderBy: { name: "asc" } });
    countryList.set(ctx.app, c);
  }
  return c;
};

/** where the browser route sends the visitor back to: the CMS page's storefront path */
const returnPathOf = (block: string) => (block.startsWith("cms_page:") ? `/${block.slice("cms_page:".length)}` : "/");

/**
 * where the form's script asks for a render token: the schema route on the origin the form posts to (this backend's
 * PUBLIC_BASE_URL, or the storefront that proxies the browser route), relative when the form posts to a path
 */
export function schemaUrlFor(action: string, code: string): string {
  const path = `/api/rest/v2/custom-forms/${encodeURIComponent(code)}`;
  return /^https?:\/\//i.test(action) ? `${new URL(action).origin}${path}` : path;
}

export function registerEmbed(bus: EventBus, m: FormsModule) {
  // the directive only names the form: it renders nothing itself (the marker receives the form)
  registerBlockRenderer(m.app, BLOCK_TYPE, async (ctx, params) => {
    const cfg = await m.config(ctx);
    if (cfg.enabled && !(await formForStore(ctx, params.form_code ?? ""))) {
      ctx.app.logger.warn({ requestId: ctx.requestId, formCode: params.form_code ?? "" }, "CMS content embeds an unknown custom form");
    }
    return "";
  });
  bus.on("core_block_abstract_to_html_after", async (p) => {
    if (!p.block.startsWith("cms_") || !p.html.includes("data-maho-form")) return;
    const { ctx } = p;
    const cfg = await m.config(ctx);
    if (!cfg.enabled) return;
    const key = await formsKey(ctx.app);
    const flash = readFlash(key, ctx.query.get("form_flash"));
    // after the browser route's redirect the page is the visitor's own (their values, a fresh token): never kept
    if (flash) noResponseCache(ctx);
    const parts: (string | Promise<string>)[] = [];
    let last = 0;
    for (const match of p.html.matchAll(MARKER)) {
      parts.push(p.html.slice(last, match.index));
      last = match.index + match[0].length;
      const code = match[1]!;
      parts.push(
        (async () => {
          const form = await formForStore(ctx, code);
          if (!form) {
            ctx.app.logger.warn({ requestId: ctx.requestId, formCode: code, block: p.block }, "CMS content embeds an unknown custom form");
            return match[0];
          }
          const own = flash?.form === form.code ? flash : null;
          const action = browserSubmitAction(cfg, ctx.app.settings.publicBaseUrl);
          const html = renderForm({
            form,
            action,
            schemaUrl: schemaUrlFor(action, form.code),
            cfg,
            // content stays the same between edits (storefronts compare it to judge a page stale): the token comes
            // from the form's own schema request; only the page answering a flash is the visitor's own, with a token
            renderToken: own ? signRenderToken(key, form.code, Math.floor(Date.now() / 1000)) : "",
            returnTo: returnPathOf(p.block),
            countries: await countries(ctx),
            flash: own,
          });
          return `<div data-maho-form="${code.replace(/[^A-Za-z0-9_-]/g, "")}">\n${html}\n</div>`;
        })(),
      );
    }
    parts.push(p.html.slice(last));
    p.html = (await Promise.all(parts)).join("");
  });
}

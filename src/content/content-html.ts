/**
 * CMS and blog content as it is stored: the merchant's HTML through `sanitizeMerchantHtml` (scripts, event
 * handlers and `javascript:` URLs gone; `{{block …}}` directives kept as text), keeping the custom forms'
 * embed marker `<div data-maho-form="code"></div>` that the form builder's snippet places after its directive
 * (src/modules/custom-forms/embed.ts fills it; the worker mounts the form there). The sanitiser drops data
 * attributes, so an exact, empty marker with a plain form code is set aside before and put back after, and
 * only where the sanitised HTML has text (never inside a tag or an attribute value, where it could open one).
 */
import { sanitizeMerchantHtml } from "../core/html/sanitize.ts";

const MARKER = /<div\s+data-maho-form="([A-Za-z0-9_-]{1,64})"\s*>\s*<\/div>/g;
/** private-use characters: never meaningful in merchant HTML, removed from it first */
const SENTINEL = "\uE000";
const PLACEHOLDER = /\uE000form:([A-Za-z0-9_-]{1,64})\uE000/g;

export function sanitizeContent(html: string): string {
  const guarded = html.replaceAll(SENTINEL, "").replace(MARKER, (_m, code: string) => `${SENTINEL}form:${code}${SENTINEL}`);
  const clean = sanitizeMerchantHtml(guarded);
  // text runs of the output: what follows a tag's `>` up to the next `<` (sanitize-html escapes both in text and values)
  const restored = clean.replace(
    /(^|>)([^<>]*)/g,
    (_m, open: string, text: string) => open + text.replace(PLACEHOLDER, (_p, code: string) => `<div data-maho-form="${code}"></div>`),
  );
  return restored.replaceAll(SENTINEL, "");
}

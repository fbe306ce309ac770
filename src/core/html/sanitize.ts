/**
 * Merchant-written HTML (product descriptions, CMS pages and blocks, blog posts), sanitised on save with
 * sanitize-html: formatting, links, images, tables and headings stay; scripts, event handlers, `javascript:`
 * URLs, styles that can load or hide things, forms and frames go. Block directives such as
 * `{{block type="customforms/form" form_code="trade"}}` are text to the sanitiser and stay as written: they
 * are rendered (and escaped) later by src/content/render.ts.
 */
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    "img",
    "figure",
    "figcaption",
    "picture",
    "source",
    "video",
    "h1",
    "h2",
    "span",
    "del",
    "ins",
    "sub",
    "sup",
  ],
  allowedAttributes: {
    // no `id` or `name`: merchant content must not clobber the storefront page's own elements
    "*": ["class", "title", "lang", "dir", "aria-label", "aria-hidden", "role"],
    a: ["href", "target", "rel"],
    img: ["src", "srcset", "sizes", "alt", "width", "height", "loading"],
    source: ["src", "srcset", "type", "media", "sizes"],
    video: ["src", "poster", "controls", "width", "height", "muted", "loop", "playsinline"],
    td: ["colspan", "rowspan", "align"],
    th: ["colspan", "rowspan", "align", "scope"],
    ol: ["start", "type", "reversed"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  allowProtocolRelative: false,
  // a link that opens another window (any target) cannot reach back to this page
  transformTags: {
    a: (tagName, attribs) => (attribs.target ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } } : { tagName, attribs }),
  },
};

/** the HTML with everything that could run or load script removed; directives and text kept */
export function sanitizeMerchantHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

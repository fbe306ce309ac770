/**
 * The stylesheet and script under their content hash (`/assets/storefront.<hash>.css|js`): browsers and the
 * edge keep them for a year, and a deploy that changes them changes the URL the pages name. An old hash
 * still answers (a page cached elsewhere may name it), with a short lifetime.
 */
import { CLIENT_SCRIPT } from "./client-script.ts";
import { STYLES } from "./styles.ts";

function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, "0");
}

const ASSETS = {
  css: { body: STYLES, type: "text/css", hash: fnv1a(STYLES) },
  js: { body: CLIENT_SCRIPT, type: "text/javascript", hash: fnv1a(CLIENT_SCRIPT) },
};

export const assetPath = (kind: "css" | "js") => `/assets/storefront.${ASSETS[kind].hash}.${kind}`;

export function assetResponse(file: string): Response | null {
  const m = /^storefront\.([0-9a-f]{8})\.(css|js)$/.exec(file);
  if (!m) return null;
  const a = ASSETS[m[2] as "css" | "js"];
  const current = m[1] === a.hash;
  return new Response(a.body, {
    headers: {
      "content-type": `${a.type}; charset=utf-8`,
      "cache-control": current ? "public, max-age=31536000, immutable" : "public, max-age=300",
      etag: `"${a.hash}"`,
    },
  });
}

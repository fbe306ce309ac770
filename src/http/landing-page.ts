/**
 * GET / on the backend: a small page of links (the admin console, GraphiQL, OpenAPI, module discovery, the storefront when
 * STOREFRONT_URL is set). Every value goes through hono/html's escaping; the one inline style is allowed by
 * its hash, so the CSP allows nothing else (no script, no external asset).
 */
import { createHash } from "node:crypto";
import { html } from "hono/html";

const STYLE =
  "body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#222}h1{font-size:1.4rem}li{margin:.3rem 0}code{background:#f3f3f3;padding:0 .2rem}";

export const LANDING_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`,
  "img-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

export interface LandingInput {
  title: string;
  modules: { code: string; name: string }[];
  storefrontUrl?: string;
}

export async function landingPage(i: LandingInput): Promise<string> {
  const page = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${i.title}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${i.title}</h1>
<ul>
<li><a href="/admin/">Admin console</a> — approvals, trade applications, the storefront sync</li>
<li><a href="/graphql">GraphiQL</a> — the GraphQL API</li>
<li><a href="/api/rest/v2/openapi.json">OpenAPI document</a> of the REST facade</li>
${i.storefrontUrl ? html`<li><a href="${i.storefrontUrl}">Storefront</a> — the edge worker</li>` : ""}
<li><a href="/healthz">Health</a></li>
</ul>
<h2>Modules</h2>
<ul>
${i.modules.map((m) => html`<li><a href="/api/rest/v2/b2b/${encodeURIComponent(m.code)}/config">${m.name}</a> <code>${m.code}</code></li>\n`)}
</ul>
</body>
</html>`;
  return (await page).toString();
}

/**
 * GET /admin and /admin/*: the admin console's bundle (admin/dist, built by Vite from admin/). Hashed assets
 * (/admin/assets/*) are immutable; every other path is a client route and answers index.html, never cached.
 * Every answer carries a CSP that allows only this origin: scripts, styles, fetches and the graphql-ws socket
 * ('self' covers ws:/wss: to the same host in CSP Level 3 browsers). A missing bundle is a 503 page that says
 * how to build it.
 */
import fs from "node:fs/promises";
import path from "node:path";
import type { Context, Hono } from "hono";
import type { Env } from "./env.ts";

export const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  // the mail template preview (a sandboxed srcdoc frame, which inherits this policy) shows a mail's inline style
  // attributes; an attribute has no selectors and its url()s stay under img-src/font-src, and <style> stays refused
  "style-src-attr 'unsafe-inline'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join("; ");

const SECURITY_HEADERS = {
  "Content-Security-Policy": ADMIN_CSP,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".woff2": "font/woff2",
  ".map": "application/json",
};

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Admin console not built</title></head>
<body><h1>The admin console has not been built</h1>
<p>Its bundle (admin/dist) is missing. Build it with <code>npm run build:admin</code> (or <code>npm ci</code>, or <code>npm start</code>, which build it when missing) and reload this page.</p>
</body></html>`;

export function mountAdminConsole(hono: Hono<Env>, distDir: string) {
  const root = path.resolve(distDir);

  const send = async (c: Context<Env>, file: string, cache: string) => {
    const body = await fs.readFile(file).catch(() => undefined);
    if (!body) return undefined;
    return c.body(body, 200, { ...SECURITY_HEADERS, "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream", "Cache-Control": cache });
  };

  const index = async (c: Context<Env>) =>
    (await send(c, path.join(root, "index.html"), "no-cache")) ??
    c.body(NOT_BUILT, 503, { ...SECURITY_HEADERS, "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "30" });

  hono.get("/admin", (c) => c.redirect("/admin/", 308));
  hono.get("/admin/assets/*", async (c) => {
    const rel = decodeURIComponent(new URL(c.req.url).pathname.slice("/admin/".length));
    const file = path.resolve(root, rel);
    // inside dist/assets only, and never a dotfile
    if (!file.startsWith(path.join(root, "assets") + path.sep) || rel.split("/").some((s) => s.startsWith("."))) return notFound(c);
    return (await send(c, file, "public, max-age=31536000, immutable")) ?? notFound(c);
  });
  hono.get("/admin/*", index);
}

function notFound(c: Context<Env>) {
  return c.body("Not found", 404, { ...SECURITY_HEADERS, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
}

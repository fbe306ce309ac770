/**
 * The admin console's build (Vite 8, Rolldown + Oxc). JSX is compiled by Vite's own Oxc transform for Preact
 * (no Babel plugin). Served by the backend under /admin/ (src/http/admin-console.ts) with a CSP that allows
 * only same-origin scripts and styles: nothing may be inlined into index.html.
 */
import { defineConfig } from "vite";

export default defineConfig({
  root: import.meta.dirname,
  base: "/admin/",
  publicDir: false,
  logLevel: "warn",
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    // small images as data: URIs are allowed (img-src 'self' data:); nothing else is inlined
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    sourcemap: false,
    reportCompressedSize: false,
  },
  server: {
    // `npx vite admin`: the console against a backend on :4000
    // (/admin/session: the session's sign-in, renewal and sign-outs, whose HttpOnly cookie is on /admin)
    proxy: { "/graphql": { target: "http://127.0.0.1:4000", ws: true }, "/api": "http://127.0.0.1:4000", "/admin/session": "http://127.0.0.1:4000" },
  },
});

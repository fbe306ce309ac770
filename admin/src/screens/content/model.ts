/**
 * The Content screen's addresses and helpers. Addresses: /content (pages), /content/pages/new (with `?form=<code>`:
 * prefilled to embed that custom form), /content/pages/<id>, and the same under /content/blocks, /content/posts;
 * /content/categories.
 */
export type Kind = "pages" | "blocks" | "posts" | "categories";
export const KINDS: { kind: Kind; label: string }[] = [
  { kind: "pages", label: "Pages" },
  { kind: "blocks", label: "Blocks" },
  { kind: "posts", label: "Blog posts" },
  { kind: "categories", label: "Blog categories" },
];

export type Route = { kind: Kind; id: number | "new" | null } | { kind: "unknown" };

export function route(path: string): Route {
  const parts = path.split("/").filter(Boolean);
  if (parts.length === 1) return { kind: "pages", id: null };
  const kind = parts[1] as Kind;
  if (!KINDS.some((k) => k.kind === kind) || parts.length > 3) return { kind: "unknown" };
  if (parts.length === 2) return { kind, id: null };
  if (parts[2] === "new") return { kind, id: "new" };
  const id = Number(parts[2]);
  return Number.isInteger(id) && id > 0 ? { kind, id } : { kind: "unknown" };
}

/** the audit log's entries of one record (the audit-log screen) */
export const historyHref = (entityType: string, id: number) =>
  `/admin/audit-log?entityType=${encodeURIComponent(entityType)}&entityId=${encodeURIComponent(String(id))}`;

/** "Trade account" -> "trade-account": a storefront identifier proposed from a title */
export const identifierOf = (s: string) =>
  s
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100);

/**
 * The preview's document: the server's rendering under a policy of its own that allows no script, connection, frame or
 * form submission (the iframe's empty sandbox already runs no script: this is a second lock). The frame also inherits
 * the console's policy, so only this site's images (and data: ones) show and only style attributes apply.
 */
export function previewDocument(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self' https: data:; style-src-attr 'unsafe-inline'; form-action 'none'"></head><body style="font:15px/1.5 system-ui,sans-serif;color:#1d1d1f;margin:1rem">${html}</body></html>`;
}

/**
 * Cross-site request forgery at the edge: a login (or logout, or a write carried by the login cookie) must
 * come from this storefront's own pages. A browser names the page's origin (`Origin`) and its relation to
 * the target (`Sec-Fetch-Site`) on every cross-origin POST; a non-browser client sends neither and passes.
 * A JSON content type makes a cross-origin call a preflighted one, which this worker never grants.
 */
import { problem } from "./http.ts";
import { readLimited } from "./secret.ts";

/**
 * A refusal answered before the body was read leaves it on the connection, and the runtime closes the connection:
 * a client reusing it (keep-alive) then fails its next request. Small bodies are read first; a large one is cut off.
 */
export async function afterBody(req: Request, refusal: Response | null): Promise<Response | null> {
  if (refusal) await readLimited(req, 64 * 1024).catch(() => null);
  return refusal;
}

export function crossSiteRefusal(req: Request): Response | null {
  const origin = req.headers.get("origin");
  const site = req.headers.get("sec-fetch-site");
  if ((origin !== null && origin !== new URL(req.url).origin) || (site !== null && site !== "same-origin" && site !== "none")) {
    return problem(403, "cross_origin", "This call is accepted from the storefront's own pages only");
  }
  return null;
}

export function jsonRefusal(req: Request): Response | null {
  return /^application\/json\s*(;|$)/i.test(req.headers.get("content-type") ?? "")
    ? null
    : problem(415, "unsupported_media_type", "Send the body as application/json");
}

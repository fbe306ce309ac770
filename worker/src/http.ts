/** RFC 9457 problem responses and small JSON helpers. */
export function problem(status: number, code: string, detail: string, extra: Record<string, unknown> = {}): Response {
  return new Response(JSON.stringify({ type: "about:blank", title: code.replace(/_/g, " "), status, detail, code, ...extra }), {
    status,
    headers: { "content-type": "application/problem+json", "cache-control": "no-store" },
  });
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", "cache-control": "no-store", ...headers } });
}

export async function sha256Hex(text: string): Promise<string> {
  const d = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(d)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

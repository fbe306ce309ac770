/** POST /api/rest/v2/auth/admin-token: {token, token_type, expires_in, scopes} or problem+json */
import type { Session } from "./session.ts";

export type LoginResult = { ok: true; session: Session } | { ok: false; message: string; status: number };

export async function requestAdminToken(username: string, password: string): Promise<LoginResult> {
  let res: Response;
  try {
    res = await fetch("/api/rest/v2/auth/admin-token", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ username, password }),
      credentials: "omit",
      cache: "no-store",
    });
  } catch {
    return { ok: false, status: 0, message: "The server could not be reached." };
  }
  const body = (await res.json().catch(() => ({}))) as { token?: string; expires_in?: number; scopes?: string[]; detail?: string; title?: string };
  if (res.ok && typeof body.token === "string") {
    return { ok: true, session: { token: body.token, scopes: body.scopes ?? [], expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000 } };
  }
  const wait = res.headers.get("retry-after");
  const message = body.detail ?? body.title ?? `Sign-in failed (${res.status})`;
  return { ok: false, status: res.status, message: wait ? `${message} Try again in ${wait} s.` : message };
}

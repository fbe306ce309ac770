/**
 * POST /admin/session: {token, expires_in, scopes, username, idle_seconds, session_expires_in} or problem+json. The
 * server also sets the refresh cookie (HttpOnly, on /admin), which no script here can read.
 */
import { fromAnswer, type Session, type SessionAnswer } from "./session.ts";

export type LoginResult = { ok: true; session: Session } | { ok: false; message: string; status: number };

export async function requestAdminSession(username: string, password: string): Promise<LoginResult> {
  let res: Response;
  try {
    res = await fetch("/admin/session", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ username, password }),
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch {
    return { ok: false, status: 0, message: "The server could not be reached." };
  }
  const body = (await res.json().catch(() => ({}))) as Partial<SessionAnswer> & { detail?: string; title?: string };
  if (res.ok && typeof body.token === "string") return { ok: true, session: fromAnswer(body as SessionAnswer) };
  const wait = res.headers.get("retry-after");
  const message = body.detail ?? body.title ?? `Sign-in failed (${res.status})`;
  return { ok: false, status: res.status, message: wait ? `${message} Try again in ${wait} s.` : message };
}

/**
 * The admin's session. The access token lives in this page's memory only (never localStorage, sessionStorage or a
 * readable cookie); what survives a reload is the refresh token, in an HttpOnly cookie on /admin that no script
 * can read, which the server rotates on each renewal (POST /admin/session/refresh).
 *
 * - On start the console tries a renewal before it shows the sign-in form (`restoreSession`).
 * - Before the access token expires it is renewed, while the merchant was active within the idle limit the server
 *   names; an open console left untouched that long signs out (and ends the session on the server).
 * - Several tabs: renewals are serialised with the Web Locks API, so two tabs never present the same refresh token
 *   (which would end the session: the server treats it as a stolen token), and the fresh access token is shared
 *   with the other tabs over a BroadcastChannel; a sign-in, a sign-out or the merchant's activity too.
 * - A token the backend refuses (client.ts) is renewed once; when that fails the session ends with a message.
 */
import { useEffect, useState } from "preact/hooks";

export interface Session {
  token: string;
  scopes: string[];
  username: string;
  /** epoch ms the access token expires */
  expiresAt: number;
  /** epoch ms the session itself ends (its absolute limit): a new sign-in is needed then */
  endsAt: number;
  /** the merchant's inactivity after which the console signs out */
  idleMs: number;
  /** the same for every renewal of one sign-in: the console keeps its GraphQL client while it does not change */
  signInId: string;
}

/** the server's answer to a sign-in or a renewal */
export interface SessionAnswer {
  token: string;
  expires_in: number;
  scopes: string[];
  username: string;
  idle_seconds: number;
  session_expires_in: number;
}

type Message =
  | { type: "session"; session: Session }
  | { type: "signed-out"; reason: string | null }
  | { type: "activity"; at: number }
  /** a tab that starts asks whether another holds a session already */
  | { type: "hello" };

const LOCK = "b2b-admin-session";
const EXPIRED = "Your session ended (the token expired or was revoked). Please sign in again.";
/** renewed this long before the access token expires (a quarter of its life when that is shorter) */
const RENEW_BEFORE_MS = 60_000;
/** activity is told to the other tabs at most this often */
const ACTIVITY_EVERY_MS = 15_000;

let current: Session | null = null;
/** why the last session ended (shown on the sign-in form) */
let endedBecause: string | null = null;
/** true until the first renewal attempt at start has answered */
let restoring = true;
let renewTimer: ReturnType<typeof setTimeout> | undefined;
let lastActivity = Date.now();
let lastActivitySent = 0;
const listeners = new Set<() => void>();
const channel: BroadcastChannel | null = typeof BroadcastChannel === "function" ? new BroadcastChannel(LOCK) : null;

const notify = () => {
  for (const l of listeners) l();
};
const tell = (m: Message) => channel?.postMessage(m);

export function currentSession(): Session | null {
  return current;
}

export function signOutReason(): string | null {
  return endedBecause;
}

/** true while the console asks the server whether a session survives (the start, before the sign-in form) */
export function isRestoring(): boolean {
  return restoring;
}

/** names one sign-in in this browser (not a secret: crypto.randomUUID needs a secure context) */
const newSignInId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export function fromAnswer(a: SessionAnswer, signInId: string = newSignInId()): Session {
  const now = Date.now();
  return {
    token: a.token,
    scopes: a.scopes,
    username: a.username,
    expiresAt: now + a.expires_in * 1000,
    endsAt: now + a.session_expires_in * 1000,
    idleMs: a.idle_seconds * 1000,
    signInId,
  };
}

/** takes a session (a sign-in, a renewal here or in another tab) and plans its renewal */
function adopt(s: Session, announce: boolean) {
  clearTimeout(renewTimer);
  current = s;
  endedBecause = null;
  restoring = false;
  const life = s.expiresAt - Date.now();
  const wait = Math.max(0, life - Math.min(RENEW_BEFORE_MS, life / 4));
  // setTimeout's limit is 2^31-1 ms (24.8 days)
  renewTimer = setTimeout(() => void renewOnTime(s), Math.min(wait, 2 ** 31 - 1));
  if (announce) tell({ type: "session", session: s });
  notify();
}

/** ends the session in this tab (the server's side is the caller's business); `announce`: in the other tabs too */
function endHere(reason: string | null, announce: boolean) {
  clearTimeout(renewTimer);
  restoring = false;
  if (announce) tell({ type: "signed-out", reason });
  if (!current) return notify();
  current = null;
  endedBecause = reason;
  notify();
}

/** one at a time across the tabs of this browser (Web Locks); alone where the API is missing */
function exclusively<T>(fn: () => Promise<T>): Promise<T> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? (locks.request(LOCK, fn) as Promise<T>) : fn();
}

async function post(path: string, body: unknown = {}): Promise<Response | null> {
  try {
    return await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch {
    return null;
  }
}

/**
 * A renewal with the refresh cookie, inside the lock. `unless` says when it is not needed any more (another tab
 * renewed meanwhile and told this one): then the cookie is not presented at all.
 */
function renew(unless: () => boolean): Promise<boolean> {
  return exclusively(async () => {
    if (unless()) return current !== null;
    const res = await post("/admin/session/refresh");
    if (res?.ok) {
      adopt(fromAnswer((await res.json()) as SessionAnswer, current?.signInId), true);
      return true;
    }
    // unreachable: keep the session while its token lasts (a timer tries again)
    if (!res || res.status >= 500) return current !== null && current.expiresAt > Date.now();
    const problem = (await res.json().catch(() => ({}))) as { detail?: string };
    if (current || !restoring) endHere(problem.detail ? `Your session ended: ${problem.detail}` : EXPIRED, true);
    return false;
  });
}

async function renewOnTime(s: Session) {
  if (current !== s) return;
  if (Date.now() - lastActivity >= s.idleMs) {
    const minutes = Math.round(s.idleMs / 60_000);
    await endSession(`You were signed out after ${minutes} ${minutes === 1 ? "minute" : "minutes"} without activity.`);
    return;
  }
  const ok = await renew(() => current !== s);
  // the server could not be reached: again in a little while, while the token lasts
  if (ok && current === s) {
    clearTimeout(renewTimer);
    renewTimer = setTimeout(() => void renewOnTime(s), 10_000);
  }
}

/** at the console's start: a session that survives (the cookie) is taken up before the sign-in form shows */
export async function restoreSession(): Promise<void> {
  tell({ type: "hello" });
  const ok = await renew(() => current !== null);
  if (!ok && restoring) {
    restoring = false;
    notify();
  }
}

/**
 * the backend refused `token` (401, a socket closed 4401): renewed once, unless it was renewed already;
 * resolves true while there is a session (with a token other than the refused one)
 */
export function tokenRefused(token: string): Promise<boolean> {
  if (!current) return Promise.resolve(false);
  if (current.token !== token) return Promise.resolve(true);
  return renew(() => current?.token !== token);
}

/** a new sign-in (the sign-in form) */
export function signIn(s: Session) {
  lastActivity = Date.now();
  adopt(s, true);
}

/** renews now (after a password change, which refuses every earlier token) */
export function renewNow(): Promise<boolean> {
  const token = current?.token;
  return renew(() => current?.token !== token);
}

/** sign-out: the session ends on the server (its cookie dropped) and in every tab */
export async function endSession(reason: string | null = "You signed out.") {
  endHere(reason, true);
  await exclusively(() => post("/admin/session/sign-out"));
}

/** every session of this admin ends, in every browser, and every token issued to it is refused */
export async function signOutEverywhere(): Promise<boolean> {
  const res = await exclusively(() => post("/admin/session/sign-out-everywhere"));
  if (!res?.ok && res?.status !== 401) return false;
  endHere("You signed out everywhere: every session of your account has ended.", true);
  return true;
}

/** kept for the screens that end a session themselves: the server's side ends too */
export function signOut(reason: string | null = null) {
  void endSession(reason);
}

export function onSessionChange(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useSession(): Session | null {
  const [s, set] = useState(current);
  useEffect(() => onSessionChange(() => set(current)), []);
  return s;
}

/** re-renders on every change, the start's renewal attempt included */
export function useRestoring(): boolean {
  const [r, set] = useState(restoring);
  useEffect(() => onSessionChange(() => set(restoring)), []);
  return r;
}

export const hasScope = (s: Session, scope: string) => s.scopes.includes("*") || s.scopes.includes(scope);

function active() {
  lastActivity = Date.now();
  if (lastActivity - lastActivitySent >= ACTIVITY_EVERY_MS) {
    lastActivitySent = lastActivity;
    tell({ type: "activity", at: lastActivity });
  }
}

if (typeof document !== "undefined") {
  for (const type of ["pointerdown", "keydown", "wheel", "touchstart"]) document.addEventListener(type, active, { capture: true, passive: true });
}

if (channel) {
  channel.onmessage = (e: MessageEvent<Message>) => {
    const m = e.data;
    if (m.type === "session") {
      // a renewal or a sign-in in another tab: the same session here (a later one only)
      // the same admin's session renewed in another tab (a later token only): this tab keeps its client
      if (current && current.username === m.session.username) {
        if (m.session.expiresAt >= current.expiresAt) adopt({ ...m.session, signInId: current.signInId }, false);
      } else adopt(m.session, false);
    } else if (m.type === "signed-out") endHere(m.reason, false);
    else if (m.type === "activity") lastActivity = Math.max(lastActivity, m.at);
    else if (m.type === "hello" && current) tell({ type: "session", session: current });
  };
}

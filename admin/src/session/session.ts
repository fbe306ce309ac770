/**
 * The admin's session, in memory only: never localStorage, sessionStorage or a cookie. A reload or a closed
 * tab ends it. It ends by itself when the token expires (a timer at its expiry) and whenever the backend
 * refuses the token (client.ts calls signOut on a 401 or a socket closed 4401).
 */
import { useEffect, useState } from "preact/hooks";

export interface Session {
  token: string;
  scopes: string[];
  /** epoch ms */
  expiresAt: number;
}

let current: Session | null = null;
/** why the last session ended (shown on the login screen) */
let endedBecause: string | null = null;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

const notify = () => {
  for (const l of listeners) l();
};

export function currentSession(): Session | null {
  return current;
}

export function signOutReason(): string | null {
  return endedBecause;
}

export function signIn(s: Session) {
  clearTimeout(expiryTimer);
  current = s;
  endedBecause = null;
  // setTimeout's limit is 2^31-1 ms (24.8 days); an admin token lives hours
  expiryTimer = setTimeout(() => signOut("Your session expired. Please sign in again."), Math.min(Math.max(0, s.expiresAt - Date.now()), 2 ** 31 - 1));
  notify();
}

export function signOut(reason: string | null = null) {
  if (!current) return;
  clearTimeout(expiryTimer);
  current = null;
  endedBecause = reason;
  notify();
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

export const hasScope = (s: Session, scope: string) => s.scopes.includes("*") || s.scopes.includes(scope);

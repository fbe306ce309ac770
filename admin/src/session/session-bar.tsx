/**
 * Who is signed in (adminSession) and how long the token has left: the username in the top bar, and a warning
 * WARN_BEFORE_MS before the token expires. The expiry is the server's (`expiresAt`) moved onto this browser's clock
 * by the difference between the server's `serverTime` and the local time the answer arrived, so a skewed local clock
 * warns on time. At the expiry itself session.ts ends the session (its own timer, or the backend's 401 / 4401).
 */
import { useQuery } from "@urql/preact";
import { useEffect, useMemo, useState } from "preact/hooks";
import { graphql } from "../generated/index.ts";
import { signOut } from "./session.ts";

export const AdminSessionQuery = graphql(`
  query ConsoleAdminSession {
    adminSession {
      adminId
      username
      email
      scopes
      expiresAt
      serverTime
    }
  }
`);

const WARN_BEFORE_MS = 5 * 60_000;
const TICK_MS = 10_000;

export interface AdminIdentity {
  username: string;
  email: string;
  scopes: readonly string[];
  /** the token's expiry on this browser's clock (epoch ms); null: the token does not expire */
  expiresAtLocal: number | null;
}

/** the calling admin; re-read whenever `refreshKey` changes (a navigation), so scopes changed meanwhile show */
export function useAdminIdentity(refreshKey: string): AdminIdentity | null {
  const [me, refetch] = useQuery({ query: AdminSessionQuery, requestPolicy: "network-only" });
  const [first] = useState(refreshKey);
  useEffect(() => {
    if (refreshKey !== first) refetch({ requestPolicy: "network-only" });
  }, [refreshKey]);
  const data = me.data?.adminSession;
  return useMemo(() => {
    if (!data) return null;
    const skew = Date.parse(data.serverTime) - Date.now(); // server ahead of this browser by `skew` ms
    return {
      username: data.username,
      email: data.email,
      scopes: data.scopes,
      expiresAtLocal: data.expiresAt ? Date.parse(data.expiresAt) - skew : null,
    };
  }, [data]);
}

export function SignedInAs({ me }: { me: AdminIdentity | null }) {
  if (!me) return null;
  return (
    <span class="signed-in-as" title={me.email}>
      Signed in as <strong id="admin-username">{me.username}</strong>
    </span>
  );
}

/** the warning before the token ends, re-computed every few seconds */
export function ExpiryWarning({ expiresAt }: { expiresAt: number | null }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(t);
  }, []);
  if (expiresAt === null) return null;
  const left = expiresAt - now;
  if (left > WARN_BEFORE_MS || left <= 0) return null;
  const minutes = Math.max(1, Math.ceil(left / 60_000));
  return (
    <div class="session-warning" role="alert">
      <p>
        Your session ends in {minutes} {minutes === 1 ? "minute" : "minutes"} — sign in again to keep working.
      </p>
      <button type="button" class="secondary" onClick={() => signOut("Sign in again to keep working.")}>
        Sign in again
      </button>
    </div>
  );
}

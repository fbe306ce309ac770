/**
 * Who is signed in (adminSession), the session's actions (Sign out; Sign out everywhere, after a confirmation) and
 * a warning WARN_BEFORE_MS before the session reaches its absolute limit (the access token itself is renewed by
 * session.ts long before it expires, so it is not what ends a session).
 */
import { useQuery } from "@urql/preact";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { graphql } from "../generated/index.ts";
import { endSession, signOutEverywhere } from "./session.ts";

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

/** the session's end (epoch ms, this browser's clock) comes closer: a warning, re-computed every few seconds */
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
      <button type="button" class="secondary" onClick={() => void endSession("Sign in again to keep working.")}>
        Sign in again
      </button>
    </div>
  );
}

/**
 * Sign out (this browser: every tab) and Sign out everywhere (every browser and API token of this admin), the
 * latter after a modal confirmation (Escape or Cancel keeps everything, the focus back on its button).
 */
export function SessionActions() {
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (asking && !d.open) {
      d.showModal();
      d.querySelector<HTMLButtonElement>("button.cancel")?.focus();
    }
    if (!asking && d.open) d.close();
  }, [asking]);
  const close = () => {
    setAsking(false);
    opener.current?.focus();
  };
  const confirm = async () => {
    setFailed(false);
    if (!(await signOutEverywhere())) setFailed(true);
  };
  return (
    <>
      <button type="button" class="secondary" onClick={() => void endSession("You signed out.")}>
        Sign out
      </button>
      <button type="button" class="secondary" ref={opener} onClick={() => setAsking(true)}>
        Sign out everywhere
      </button>
      <dialog ref={dialog} class="decision-dialog" aria-labelledby="sign-out-everywhere-title" onClose={() => asking && close()}>
        <h2 id="sign-out-everywhere-title">Sign out everywhere?</h2>
        <p>Every session of your account ends: in this browser, in every other browser and device, and every API token issued to you stops working at once.</p>
        {failed && (
          <p role="alert" class="problem">
            The sessions could not be ended (the server could not be reached). Try again.
          </p>
        )}
        <div class="toolbar">
          <button type="button" class="secondary cancel" onClick={close}>
            Cancel
          </button>
          <button type="button" class="danger confirm" onClick={() => void confirm()}>
            Sign out everywhere
          </button>
        </div>
      </dialog>
    </>
  );
}

/** The sign-in form: the token it gets stays in memory (session.ts); the session survives a reload by its HttpOnly cookie. */
import { useState } from "preact/hooks";
import { requestAdminSession } from "../../session/login.ts";
import { signIn, signOutReason } from "../../session/session.ts";

export function Login() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const notice = signOutReason();
  const submit = async (e: Event) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget as HTMLFormElement);
    setBusy(true);
    setError(null);
    const r = await requestAdminSession(String(form.get("username") ?? ""), String(form.get("password") ?? ""));
    setBusy(false);
    if (r.ok) signIn(r.session);
    else setError(r.message);
  };
  return (
    <main id="main" class="login">
      <h1>B2B trade console</h1>
      {notice && !error && (
        <p role="status" class="notice">
          {notice}
        </p>
      )}
      <form onSubmit={submit} aria-describedby={error ? "login-error" : undefined}>
        <label for="username">Username</label>
        <input id="username" name="username" autocomplete="username" required />
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required />
        {error && (
          <p id="login-error" role="alert" class="problem">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </form>
    </main>
  );
}

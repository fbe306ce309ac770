import type { ComponentType } from "preact";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { Provider } from "@urql/preact";
import { createConsoleClient } from "./graphql/client.ts";
import { href, onLinkClick, usePath } from "./router.ts";
import { screenFor, screens, type ScreenDef } from "./screens.ts";
import { hasScope, type Session, signOut, useSession } from "./session/session.ts";
import { Login } from "./screens/login/login.tsx";

export function App() {
  const session = useSession();
  return session ? <Console session={session} /> : <Login />;
}

function Console({ session }: { session: Session }) {
  const console_ = useMemo(() => createConsoleClient(session), [session]);
  useEffect(() => () => console_.dispose(), [console_]);
  const path = usePath();
  // after a navigation (not the first render), focus goes to the new screen, as a page load would put it
  const firstPath = useRef(path);
  useEffect(() => {
    if (path !== firstPath.current) document.getElementById("main")?.focus();
  }, [path]);
  const visible = screens.filter((s) => !s.scope || hasScope(session, s.scope));
  const screen = screenFor(path);
  return (
    <Provider value={console_.client}>
      <a class="skip-link" href="#main">
        Skip to content
      </a>
      <header class="topbar">
        <span class="brand">B2B trade console</span>
        <nav aria-label="Console">
          <ul class="nav-links">
            {visible.map((s) => (
              <li key={s.path}>
                <a href={href(s.path)} aria-current={s === screen ? "page" : undefined} onClick={(e) => onLinkClick(e, s.path)}>
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" class="secondary" onClick={() => signOut("You signed out.")}>
          Sign out
        </button>
      </header>
      <main id="main" tabIndex={-1}>
        {screen ? <ScreenView key={screen.path} screen={screen} /> : <NotFound />}
      </main>
    </Provider>
  );
}

function ScreenView({ screen }: { screen: ScreenDef }) {
  const [C, setC] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    screen.load().then(
      (m) => live && setC(() => m.default),
      (e: Error) => live && setFailed(e.message),
    );
    document.title = `${screen.label} · B2B trade console`;
    return () => {
      live = false;
    };
  }, [screen]);
  if (failed)
    return (
      <p role="alert" class="problem">
        This screen could not be loaded: {failed}
      </p>
    );
  if (!C) return <p aria-busy="true">Loading…</p>;
  return (
    <section aria-label={screen.label}>
      <C />
    </section>
  );
}

function NotFound() {
  return (
    <>
      <h1>Not found</h1>
      <p>
        No console screen at this address. <a href={href("/")}>Back to the dashboard</a>.
      </p>
    </>
  );
}

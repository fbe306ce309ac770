import type { ComponentType } from "preact";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { Provider } from "@urql/preact";
import { createConsoleClient } from "./graphql/client.ts";
import { href, onLinkClick, usePath } from "./router.ts";
import { screenFor, screens, type ScreenDef } from "./screens.ts";
import { hasScope, restoreSession, type Session, useRestoring, useSession } from "./session/session.ts";
import { Login } from "./screens/login/login.tsx";
import { ExpiryWarning, SessionActions, SignedInAs, useAdminIdentity } from "./session/session-bar.tsx";
import { GlobalSearch } from "./components/global-search.tsx";

/** a session that survives in this browser (its HttpOnly cookie) is renewed before the sign-in form shows */
let restoreStarted = false;

export function App() {
  const session = useSession();
  const restoring = useRestoring();
  useEffect(() => {
    if (restoreStarted) return;
    restoreStarted = true;
    void restoreSession();
  }, []);
  if (session) return <Console session={session} />;
  if (restoring)
    return (
      <main id="main" class="login">
        <p aria-busy="true">Loading…</p>
      </main>
    );
  return <Login />;
}

function Console({ session }: { session: Session }) {
  // one client per sign-in: a renewed token is read at each request (graphql/client.ts)
  const console_ = useMemo(() => createConsoleClient(), [session.signInId]);
  useEffect(() => () => console_.dispose(), [console_]);
  const path = usePath();
  // after a navigation (not the first render), focus goes to the new screen, as a page load would put it
  const firstPath = useRef(path);
  useEffect(() => {
    if (path !== firstPath.current) document.getElementById("main")?.focus();
  }, [path]);
  const screen = screenFor(path);
  return (
    <Provider value={console_.client}>
      <ConsoleLayout session={session} path={path} screen={screen} />
    </Provider>
  );
}

/** the top bar (nav, who is signed in, the expiry warning) and the screen; inside the Provider, for adminSession */
function ConsoleLayout({ session, path, screen }: { session: Session; path: string; screen: ScreenDef | undefined }) {
  const me = useAdminIdentity(path);
  // the scopes as stored now once adminSession answered (an admin's scopes may change while signed in), the token's until then
  const scopes = me ? { ...session, scopes: [...me.scopes] } : session;
  const visible = screens.filter((s) => !s.scope || hasScope(scopes, s.scope));
  // on a narrow screen the nav, who is signed in and Sign out fold behind the Menu button (styles.css), so the
  // screen itself starts on the first screen; a choice, or Escape, folds them again
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => setMenuOpen(false), [path]);
  // Escape folds an open menu, the focus back on its button (one listener for the console's life: no race with a render)
  const menuOpenNow = useRef(menuOpen);
  menuOpenNow.current = menuOpen;
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || !menuOpenNow.current) return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
  return (
    <>
      <a class="skip-link" href="#main">
        Skip to content
      </a>
      <header class="topbar">
        <span class="brand">B2B trade console</span>
        <button
          type="button"
          class="secondary menu-button"
          ref={menuButton}
          aria-expanded={menuOpen ? "true" : "false"}
          aria-controls="console-menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          Menu
        </button>
        <div id="console-menu" class={menuOpen ? "topbar-menu open" : "topbar-menu"}>
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
          <GlobalSearch />
          <SignedInAs me={me} />
          <SessionActions />
        </div>
        <ExpiryWarning expiresAt={session.endsAt} />
      </header>
      <main id="main" tabIndex={-1}>
        {screen ? <ScreenView key={screen.path} screen={screen} /> : <NotFound />}
      </main>
    </>
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

/**
 * A small history router under /admin (the backend answers index.html for every /admin/* path). Paths are
 * console paths ("/", "/customers"); the browser shows /admin/customers. `?query` is kept for screens' own state.
 */
import { useEffect, useState } from "preact/hooks";

export const BASE = "/admin";
const listeners = new Set<() => void>();

function consolePath(): string {
  const p = window.location.pathname;
  const rest = p.startsWith(BASE) ? p.slice(BASE.length) : p;
  return rest === "" ? "/" : rest;
}

export function href(to: string): string {
  return BASE + (to === "/" ? "/" : to);
}

export function navigate(to: string, replace = false) {
  const url = href(to);
  if (url === window.location.pathname + window.location.search) return;
  if (replace) window.history.replaceState(null, "", url);
  else window.history.pushState(null, "", url);
  for (const l of listeners) l();
}

window.addEventListener("popstate", () => {
  for (const l of listeners) l();
});

export function usePath(): string {
  const [path, setPath] = useState(consolePath);
  useEffect(() => {
    const l = () => setPath(consolePath());
    listeners.add(l);
    return () => void listeners.delete(l);
  }, []);
  return path;
}

/** a plain click on a console link navigates in place; modified clicks (new tab) keep the browser's behaviour */
export function onLinkClick(e: MouseEvent, to: string) {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  navigate(to);
}

/** Calls to the backend's REST facade. */
import type { Env } from "./env.ts";

export class BackendError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
  ) {
    super(status ? `GET ${path} answered ${status}` : `GET ${path} failed (no answer)`);
  }
}

export interface BackendInit extends RequestInit {
  store?: string;
  /** a customer token: the call is made as that customer, not as the worker's API user */
  bearer?: string;
  /** no credentials at all (calls made for a browser) */
  anonymous?: boolean;
}

export function backendFetch(env: Env, path: string, init: BackendInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.store) headers.set("x-store-code", init.store);
  if (init.bearer) headers.set("authorization", `Bearer ${init.bearer}`);
  else if (init.anonymous) headers.delete("authorization");
  else if (env.BACKEND_BASIC_AUTH && !headers.has("authorization")) headers.set("authorization", `Basic ${btoa(env.BACKEND_BASIC_AUTH)}`);
  headers.set("accept", headers.get("accept") ?? "application/json");
  const { store: _s, bearer: _b, anonymous: _a, ...rest } = init;
  return fetch(env.BACKEND_URL.replace(/\/$/, "") + path, { ...rest, headers });
}

/** GET a JSON document; anything but 200 throws a BackendError naming the path */
export async function getJson<T = unknown>(env: Env, store: string, path: string): Promise<T> {
  let res: Response;
  try {
    res = await backendFetch(env, path, { store });
  } catch {
    throw new BackendError(path, 0);
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new BackendError(path, res.status);
  }
  return (await res.json()) as T;
}

/** GET that treats 404 as "absent" (discovery, one product) */
export async function getJsonOrNull<T = unknown>(env: Env, store: string, path: string): Promise<T | null> {
  let res: Response;
  try {
    res = await backendFetch(env, path, { store });
  } catch {
    throw new BackendError(path, 0);
  }
  if (res.status === 404) {
    await res.body?.cancel();
    return null;
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new BackendError(path, res.status);
  }
  return (await res.json()) as T;
}

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

/** a transient failure (no answer, 502/503/504) is tried again twice, after 200 ms and 800 ms */
async function getWithRetry(env: Env, store: string, path: string): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    let res: Response | undefined;
    try {
      res = await backendFetch(env, path, { store });
    } catch {
      res = undefined;
    }
    if (res && ![502, 503, 504].includes(res.status)) return res;
    if (attempt === 2) {
      if (!res) throw new BackendError(path, 0);
      return res;
    }
    await res?.body?.cancel();
    await new Promise((r) => setTimeout(r, 200 * 4 ** attempt));
  }
}

/** GET a JSON document; anything but 200 throws a BackendError naming the path */
export async function getJson<T = unknown>(env: Env, store: string, path: string): Promise<T> {
  const res = await getWithRetry(env, store, path);
  if (!res.ok) {
    await res.body?.cancel();
    throw new BackendError(path, res.status);
  }
  return (await res.json()) as T;
}

/** GET that treats 404 as "absent" (discovery, one product) */
export async function getJsonOrNull<T = unknown>(env: Env, store: string, path: string): Promise<T | null> {
  const res = await getWithRetry(env, store, path);
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

/** The edge cache (Cache API) of rendered pages and plugin scripts, keyed by store, version tag and path. */
import type { Env } from "./env.ts";
import { keys } from "./keys.ts";

declare const caches: { default: Cache };

/** pulse + ASSET_HASH: any sync that changed content, or a new deploy, makes every old entry unreachable */
export async function versionTag(env: Env): Promise<string> {
  if (tagMemo && Date.now() - tagMemo.at < TAG_MEMO_MS) return tagMemo.tag;
  const pulse = (await env.KV.get(keys.pulse)) ?? "none";
  const tag = `${pulse}-${env.ASSET_HASH ?? "dev"}`;
  tagMemo = { at: Date.now(), tag };
  return tag;
}

/** the tag is read from KV at most every few seconds per isolate; a sync in this isolate drops it at once */
const TAG_MEMO_MS = 5_000;
let tagMemo: { at: number; tag: string } | undefined;
export function forgetVersionTag() {
  tagMemo = undefined;
}

export function cacheKey(store: string, tag: string, pathAndQuery: string): Request {
  return new Request(`https://edge-cache.invalid/${encodeURIComponent(store)}/${tag}${pathAndQuery.startsWith("/") ? "" : "/"}${pathAndQuery}`);
}

export const edgeCache = () => caches.default;

export async function storesOf(env: Env): Promise<string[]> {
  const raw = await env.KV.get(keys.stores);
  return raw ? (JSON.parse(raw) as string[]) : [];
}

/** deletes the current-version entries of these paths in every synced store */
export async function purgePaths(env: Env, paths: string[]): Promise<string[]> {
  const tag = await versionTag(env);
  const stores = await storesOf(env);
  const purged: string[] = [];
  for (const p of paths) {
    let any = false;
    for (const s of stores) if (await edgeCache().delete(cacheKey(s, tag, p))) any = true;
    if (any) purged.push(p);
  }
  return purged;
}

/** Bindings and variables of the worker (wrangler.toml [vars] and secrets; Miniflare bindings locally). */
export interface KV {
  get(key: string): Promise<string | null>;
  getWithMetadata<M>(key: string): Promise<{ value: string | null; metadata: M | null }>;
  put(key: string, value: string, opts?: { expirationTtl?: number; metadata?: unknown }): Promise<void>;
  delete(key: string): Promise<void>;
  list<M = unknown>(opts: {
    prefix: string;
    cursor?: string;
    limit?: number;
  }): Promise<{
    keys: { name: string; metadata?: M }[];
    list_complete: boolean;
    cursor?: string;
  }>;
}

export interface Env {
  KV: KV;
  /** the backend origin, e.g. https://api.example.com */
  BACKEND_URL: string;
  SYNC_SECRET?: string;
  /** an API user's `user:password`; without it the worker reads the backend as an anonymous guest */
  BACKEND_BASIC_AUTH?: string;
  /** "1" where CF-Connecting-IP is the runtime's (Cloudflare, or `npm run worker`'s front): the visitor's address for the backend */
  TRUST_CF_CONNECTING_IP?: string;
  /** "1" accepts internal calls over plain HTTP (local development only) */
  ALLOW_HTTP?: string;
  /** the deployed assets' version; with the pulse it forms the edge cache version tag */
  ASSET_HASH?: string;
  /** module codes whose discovery endpoints are probed at sync time, comma-separated */
  B2B_MODULES?: string;
  /** the store view this worker renders (default: the first one the backend lists) */
  STORE_CODE?: string;
  /** security.txt contact (default mailto:security@<host>) */
  SECURITY_CONTACT?: string;
}

export type AppEnv = { Bindings: Env };

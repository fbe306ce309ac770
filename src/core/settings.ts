/** Process settings from the environment, read once at start. */
import fs from "node:fs";
import path from "node:path";
import { projectRoot } from "./db/url.ts";

export interface Settings {
  port: number;
  host: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** prefix of every Redis key this deployment writes (several deployments may share one Redis) */
  redisPrefix: string;
  jwtPrivateKey?: string;
  /** API_USER_SECRET_KEY: the key of API users' keyed secret hashes (default: derived from the signing key; auth/api-secrets.ts) */
  apiUserSecretKey?: string;
  varDir: string;
  /** null = every module under src/modules */
  modules: string[] | null;
  logLevel: string;
  trustedProxies: string[];
  customerTokenTtl: number;
  adminTokenTtl: number;
  /**
   * the console's sessions (core/auth/admin-sessions.ts): access tokens of `accessTtlSeconds`, renewed from a
   * refresh cookie; a session ends after `idleMinutes` without a renewal and `maxMinutes` after its sign-in
   */
  adminSession: { idleMinutes: number; maxMinutes: number; accessTtlSeconds: number };
  publicBaseUrl: string;
  /** real media files served under /media/ (generated placeholders fill in for the demo catalogue) */
  mediaDir: string;
  /** set: media URLs in answers are absolute under it (a CDN or the public origin) */
  mediaBaseUrl?: string;
  /** the largest image an admin may upload (MEDIA_UPLOAD_MAX_MB, default 10 MB) */
  mediaUploadMaxBytes: number;
  /** browser origins allowed to call the API cross-site (CORS); none by default */
  corsOrigins: string[];
  /** open GraphQL WebSocket connections allowed per client address */
  wsMaxConnectionsPerIp: number;
  /** GraphQL introspection and field suggestions */
  graphqlIntrospection: boolean;
  /** first start of an empty database: the admin created when there is none (never logged) */
  bootstrapAdmin?: { username: string; email: string; password: string };
  /** seed the demo store into an empty database even when DATABASE_URL is set */
  seedDemo: boolean;
  /** SMTP for the mail outbox (smtp://user:pass@host:port, smtps://...); unset: .eml files under var/mail/ */
  smtpUrl?: string;
  /** sender when a message names none */
  mailFrom: string;
  /** the storefront worker this backend asks to sync (with syncSecret); unset: no triggers */
  storefrontUrl?: string;
  syncSecret?: string;
  /** cron expression of the full storefront sync ("" off; default daily 03:00); tests also shorten the retry waits */
  storefrontSync?: { cron?: string; attempts?: number; baseDelayMs?: number; batchMs?: number };
  /** the audit log's retention (days) and the schedule of its prune ("" turns it off) */
  audit?: { retentionDays: number; pruneCron: string };
  /** ms between two checks of the cache version rows (CACHE_POLL_MS): the bound on a missed eviction */
  cachePollMs: number;
  /** the response cache of caller-class answers (RESPONSE_CACHE=off turns it off) and its byte budget (RESPONSE_CACHE_MB, default 64) */
  responseCache: { enabled: boolean; maxBytes: number };
  /** outbox dispatcher tuning (tests shorten it) */
  mailOutbox?: Partial<import("./mail/outbox.ts").DispatcherOptions>;
  /**
   * a guest order's access token (X-Order-Token): good for `ttlSeconds` after the order (ORDER_TOKEN_TTL, default
   * 3600) and for `maxReads` reads (ORDER_TOKEN_MAX_READS, default 5); `now` is the clock (tests move it)
   */
  orderToken: { ttlSeconds: number; maxReads: number; now?: () => number };
  /** the largest product CSV import accepted (PRODUCT_IMPORT_MAX_MB, default 200 MB; src/catalog/csv/) */
  productImportMaxBytes?: number;
  /** rows per batch (per transaction) of a product CSV import (PRODUCT_IMPORT_BATCH_ROWS, default 500) */
  productImportBatchRows?: number;
}

const readIfPresent = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() || undefined : undefined);
const positiveInt = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return v !== undefined && v !== "" && Number.isInteger(n) && n > 0 ? n : fallback;
};
const flag = (v: string | undefined) => (v === undefined || v === "" ? undefined : /^(1|true|yes|on)$/i.test(v.trim()));

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): Settings {
  const port = Number(env.PORT ?? 4000);
  const varDir = path.resolve(projectRoot(), env.VAR_DIR ?? "var");
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX ?? "b2b:",
    jwtPrivateKey: env.JWT_PRIVATE_KEY || (env.JWT_PRIVATE_KEY_FILE ? fs.readFileSync(env.JWT_PRIVATE_KEY_FILE, "utf8") : undefined),
    apiUserSecretKey: env.API_USER_SECRET_KEY || undefined,
    varDir,
    productImportMaxBytes: positiveInt(env.PRODUCT_IMPORT_MAX_MB, 200) * 1024 * 1024,
    productImportBatchRows: positiveInt(env.PRODUCT_IMPORT_BATCH_ROWS, 500),
    modules:
      env.B2B_MODULES === undefined
        ? null
        : env.B2B_MODULES.split(",")
            .map((s) => s.trim())
            .filter(Boolean),
    logLevel: env.LOG_LEVEL ?? "info",
    trustedProxies: (env.TRUSTED_PROXIES ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    customerTokenTtl: Number(env.CUSTOMER_TOKEN_TTL ?? 3600),
    adminTokenTtl: Number(env.ADMIN_TOKEN_TTL ?? 4 * 3600),
    adminSession: {
      idleMinutes: positiveInt(env.ADMIN_SESSION_IDLE_MINUTES, 30),
      maxMinutes: positiveInt(env.ADMIN_SESSION_MAX_HOURS, 12) * 60,
      accessTtlSeconds: positiveInt(env.ADMIN_SESSION_TOKEN_TTL, 300),
    },
    publicBaseUrl: env.PUBLIC_BASE_URL ?? `http://localhost:${port}`,
    mediaDir: env.MEDIA_DIR ? path.resolve(projectRoot(), env.MEDIA_DIR) : path.join(varDir, "media"),
    mediaBaseUrl: env.MEDIA_BASE_URL || undefined,
    mediaUploadMaxBytes: Math.round((Number(env.MEDIA_UPLOAD_MAX_MB) > 0 ? Number(env.MEDIA_UPLOAD_MAX_MB) : 10) * 1024 * 1024),
    corsOrigins: (env.CORS_ORIGINS ?? "")
      .split(",")
      .map((s) => s.trim().replace(/\/+$/, ""))
      .filter(Boolean),
    wsMaxConnectionsPerIp: Number(env.WS_MAX_CONNECTIONS_PER_IP ?? 20),
    // on while developing and for the embedded demo; off by default for a production database
    graphqlIntrospection: flag(env.GRAPHQL_INTROSPECTION) ?? (env.NODE_ENV !== "production" || !env.DATABASE_URL),
    bootstrapAdmin: env.ADMIN_PASSWORD
      ? { username: env.ADMIN_USERNAME || env.ADMIN_EMAIL || "admin", email: env.ADMIN_EMAIL || "admin@localhost", password: env.ADMIN_PASSWORD }
      : undefined,
    seedDemo: flag(env.SEED_DEMO) ?? false,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? "no-reply@localhost",
    storefrontUrl: env.STOREFRONT_URL || undefined,
    // `npm run worker` makes var/sync-secret when none is given: a backend run from the same folder shares it
    syncSecret: env.SYNC_SECRET || readIfPresent(path.join(varDir, "sync-secret")),
    cachePollMs: Math.max(100, Number(env.CACHE_POLL_MS ?? 1000) || 1000),
    responseCache: {
      enabled: !/^(0|off|false|no)$/i.test((env.RESPONSE_CACHE ?? "on").trim()),
      maxBytes: Math.max(1, Number(env.RESPONSE_CACHE_MB ?? 64) || 64) * 1024 * 1024,
    },
    storefrontSync: env.STOREFRONT_SYNC_CRON !== undefined ? { cron: env.STOREFRONT_SYNC_CRON } : undefined,
    audit: { retentionDays: positiveInt(env.AUDIT_RETENTION_DAYS, 365), pruneCron: env.AUDIT_PRUNE_CRON ?? "15 4 * * *" },
    orderToken: { ttlSeconds: positiveInt(env.ORDER_TOKEN_TTL, 3600), maxReads: positiveInt(env.ORDER_TOKEN_MAX_READS, 5) },
  };
}

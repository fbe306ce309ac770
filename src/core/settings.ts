/** Process settings from the environment, read once at start. */
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
  varDir: string;
  /** null = every module under src/modules */
  modules: string[] | null;
  logLevel: string;
  trustedProxies: string[];
  customerTokenTtl: number;
  adminTokenTtl: number;
  publicBaseUrl: string;
  /** SMTP for the mail outbox (smtp://user:pass@host:port, smtps://...); unset: .eml files under var/mail/ */
  smtpUrl?: string;
  /** sender when a message names none */
  mailFrom: string;
  /** outbox dispatcher tuning (tests shorten it) */
  mailOutbox?: Partial<import("./mail/outbox.ts").DispatcherOptions>;
}

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): Settings {
  const port = Number(env.PORT ?? 4000);
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX ?? "b2b:",
    jwtPrivateKey: env.JWT_PRIVATE_KEY || undefined,
    varDir: path.resolve(projectRoot(), env.VAR_DIR ?? "var"),
    modules: env.B2B_MODULES === undefined ? null : env.B2B_MODULES.split(",").map((s) => s.trim()).filter(Boolean),
    logLevel: env.LOG_LEVEL ?? "info",
    trustedProxies: (env.TRUSTED_PROXIES ?? "").split(",").map((s) => s.trim()).filter(Boolean),
    customerTokenTtl: Number(env.CUSTOMER_TOKEN_TTL ?? 3600),
    adminTokenTtl: Number(env.ADMIN_TOKEN_TTL ?? 4 * 3600),
    publicBaseUrl: env.PUBLIC_BASE_URL ?? `http://localhost:${port}`,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? "no-reply@localhost",
  };
}

/**
 * The kernel: the application services shared by every request of one process (db, config, events, tokens,
 * pub/sub, caches and their coherence, rate limits, mail outbox), and the installation of what the
 * composition root (src/app.ts) lists: the commerce domains, then the B2B modules, through one contract
 * (core/modules.ts). It names no domain: a domain adds its services to `App` by augmentation and in `install`.
 */
import pino, { type Logger } from "pino";
import type { Redis } from "ioredis";
import { startStorefrontSync, storefrontSyncOf } from "./storefront-sync.ts";
import { startAuditPrune, type AuditPrune } from "./audit/prune.ts";
import type { Store } from "../generated/prisma/client.ts";
import { openDb, tuneConnection, type Db, type DbHandle } from "./db/client.ts";
import { resolveDbTarget } from "./db/url.ts";
import { EventBus } from "./events.ts";
import { ScopedConfig } from "./scoped-config.ts";
import { loadSigningKeys, type SigningKeys } from "./auth/keys.ts";
import { TokenService } from "./auth/tokens.ts";
import { VerifiedCredentials } from "./auth/verified-credentials.ts";
import { createAppPubSub, type AppPubSub } from "./pubsub.ts";
import { RateLimits } from "./rate-limit.ts";
import { installDomains, ModuleRegistry, type DomainDefinition, type InstalledDomain, type ModuleDefinition } from "./modules.ts";
import { CacheGroup, TtlCache } from "./ttl-cache.ts";
import { Coherence } from "./coherence.ts";
import { ResponseCache } from "./response-cache.ts";
import { CALLERS_TOPIC, CallerMemo } from "./auth/caller-memo.ts";
import { DESTINATIONS_TOPIC, DestinationMemo } from "./destinations.ts";
import type { Settings } from "./settings.ts";
import { createMailTransport, MailService, MailTemplates } from "./mail/index.ts";
import { afterAnswerSettled } from "./after-answer.ts";

type Stores = { default: Store; byCode: Map<string, Store>; all: Store[] };

/** what /healthz and /readyz report: each configured dependency */
export interface Health {
  db: "ok" | "down";
  /** absent when no REDIS_URL is configured */
  redis?: "ok" | "down";
}

export interface App {
  settings: Settings;
  db: Db;
  dbHandle: DbHandle;
  events: EventBus;
  config: ScopedConfig;
  keys: SigningKeys;
  tokens: TokenService;
  pubsub: AppPubSub;
  /** true while the events of every instance reach this one (always without Redis) */
  pubsubLinked(): boolean;
  /** the caches evicted by events: dropped and suspended together while Redis is unreachable */
  caches: CacheGroup;
  /** version rows of the eviction topics: what an instance missed is dropped within a poll (coherence.ts) */
  coherence: Coherence;
  /** final bytes of caller-class answers (REST GETs of catalogue and content), keyed by vary context and cache versions */
  responses: ResponseCache;
  /** customer tokens that verified a moment ago, dropped on every instance when what a token check reads changes */
  callers: CallerMemo;
  /** customers' destination countries (their active cart's shipping country), dropped on every instance when it changes */
  destinations: DestinationMemo;
  limits: RateLimits;
  /** the commerce domains, as the composition root lists them (their services are on the app, typed by augmenting App) */
  domains: InstalledDomain[];
  modules: ModuleRegistry;
  logger: Logger;
  redis?: Redis;
  /** credentials of every kind that verified a moment ago (HMACs only): they pass without a password hash */
  credentials: VerifiedCredentials;
  /** templates, the outbox (`mail.enqueue(ctx, message)`) and its dispatcher */
  mail: MailService;
  stores(): Promise<Stores>;
  invalidateStores(): void;
  /** the database and (when configured) Redis, each "ok" or "down" */
  health(): Promise<Health>;
  close(): Promise<void>;
}

export interface KernelOptions {
  /** the commerce domains the composition root lists (src/app.ts) */
  domains: DomainDefinition[];
  modules: ModuleDefinition<never>[];
  dbHandle?: DbHandle;
  logger?: Logger;
}

export async function createKernel(settings: Settings, opts: KernelOptions): Promise<App> {
  let auditPrune: AuditPrune | undefined;
  const dbHandle = opts.dbHandle ?? openDb(resolveDbTarget(settings.databaseUrl));
  await tuneConnection(dbHandle);
  const db = dbHandle.db;
  const logger = opts.logger ?? pino({ level: settings.logLevel, base: { service: "b2b-trade" } });
  const keys = await loadSigningKeys({
    privateKeyPem: settings.jwtPrivateKey,
    varDir: settings.varDir,
    shared: !!settings.redisUrl || dbHandle.target.kind === "postgres",
  });
  const link = createAppPubSub({ redisUrl: settings.redisUrl, prefix: settings.redisPrefix, logger });
  const { pubsub, redis } = link;

  // Every cache below that events evict is coherent: a load that started before an eviction never
  // stores what it read (TtlCache tokens). With Redis, an instance may miss evictions while its
  // subscriber is down: its caches are dropped and keep nothing until the link is back, then dropped
  // again (an eviction may have been missed in between).
  const caches = new CacheGroup();
  if (redis) {
    caches.suspend();
    link.onLink((linked) => {
      if (linked) {
        caches.resume();
        logger.info("pub/sub linked: caches dropped and enabled");
      } else {
        caches.suspend();
        logger.warn("pub/sub link lost: caches dropped and disabled until it is back");
      }
    });
  }
  // several instances may share the database: what one misses of another's events is found in the database
  const coherent = !!redis || dbHandle.target.kind === "postgres";
  // the poll on a connection of its own, like the outbox dispatcher's
  const pollHandle = coherent ? openDb(dbHandle.target) : undefined;
  const coherence = new Coherence(db, {
    enabled: coherent,
    pollDb: pollHandle?.db,
    pollMs: settings.cachePollMs,
    postgres: dbHandle.target.kind === "postgres",
    logger,
  });
  const storesCache = new TtlCache<Stores>(60_000, 1, { hashKeys: false, group: caches });
  const config = new ScopedConfig(db, { group: caches, coherence });
  const app = {
    settings,
    db,
    dbHandle,
    events: new EventBus(),
    config,
    keys,
    tokens: new TokenService(keys, { customer: settings.customerTokenTtl, admin: settings.adminTokenTtl }),
    pubsub,
    pubsubLinked: () => link.linked(),
    caches,
    coherence,
    responses: new ResponseCache({
      enabled: settings.responseCache?.enabled ?? true,
      maxBytes: settings.responseCache?.maxBytes ?? 64 * 1024 * 1024,
      ttlMs: 60_000,
      group: caches,
    }),
    callers: new CallerMemo(),
    destinations: new DestinationMemo(caches),
    limits: new RateLimits(redis, settings.redisPrefix),
    logger,
    redis,
    // not in the group: the account's row is read on every attempt anyway (deactivation and a new secret
    // act at once on every instance); this only spares a password hash, even in an outage
    credentials: new VerifiedCredentials(),
    stores() {
      return storesCache.getOrLoad("stores", () =>
        db.store.findMany({ orderBy: { id: "asc" } }).then((all) => {
          const def = all.find((s) => s.isDefault) ?? all[0];
          if (!def) throw new Error("No store configured: run `npm run seed`");
          return { default: def, byCode: new Map(all.map((s) => [s.code, s])), all };
        }),
      );
    },
    invalidateStores() {
      storesCache.clear();
    },
    async health() {
      const out: Health = { db: (await within(db.$queryRawUnsafe("SELECT 1"), 2000)) ? "ok" : "down" };
      if (redis) out.redis = (await link.ping(1000)) ? "ok" : "down";
      return out;
    },
    async close() {
      coherence.stop();
      await afterAnswerSettled(app);
      await storefrontSyncOf(app)?.stop();
      await auditPrune?.stop();
      await app.mail.dispatcher.stop();
      app.mail.transport.close();
      await mailHandle.close();
      await link.close();
      await pollHandle?.close();
      await dbHandle.close();
    },
  } as App;
  // the domains' services first (modules build on them), then the modules' registry
  app.domains = installDomains(app, opts.domains);
  for (const d of app.domains) d.definition.install?.(app, d);
  app.modules = new ModuleRegistry(app, opts.modules);
  // the outbox dispatcher works on a connection of its own: its polling never waits for (nor is counted
  // with) a request's statements, and a request's SQLite transaction never waits for it
  const mailHandle = openDb(dbHandle.target);
  await tuneConnection(mailHandle);
  app.mail = new MailService(
    mailHandle.db,
    new MailTemplates(),
    createMailTransport({ smtpUrl: settings.smtpUrl, varDir: settings.varDir }),
    { from: settings.mailFrom },
    logger,
    settings.mailOutbox,
  );
  // every hook is declared by what dispatches it, before any observer attaches: the domains' (their `events`), then
  // the modules'; an observer may attach to a hook of anything installed, whichever was installed first
  for (const d of app.domains) {
    for (const [name, spec] of Object.entries(d.definition.events ?? {})) app.events.declare(name, spec, d.definition.code);
    // the domains' templates are the core's (owner "core" in the admin's list)
    if (d.definition.mailTemplates) app.mail.templates.register("core", d.definition.mailTemplates);
  }
  for (const m of app.modules.installed) {
    for (const [name, spec] of Object.entries(m.definition.events ?? {})) app.events.declare(name, spec, m.definition.code);
    if (m.definition.mailTemplates) app.mail.templates.register(m.definition.code, m.definition.mailTemplates);
  }
  for (const d of app.domains) d.definition.observers?.(app.events, d);
  for (const m of app.modules.installed) m.definition.observers?.(app.events, m);
  app.mail.dispatcher.start();

  // changes announced by any instance (in-process, or through Redis) evict this instance's caches
  const dropConfig = () => {
    config.invalidate();
    // customer token checks read module config (approval)
    app.callers.clear();
    // store rows change with the store settings (and nothing else announces them)
    app.invalidateStores();
  };
  // config is checked on every request (a request after configValueSet answered sees the value); the
  // domains register their own caches' groups (catalogue: by the poll) in their `install`, after this one
  coherence.register("configChanged", { strict: true, evict: dropConfig });
  for (const d of app.domains) d.definition.caches?.(app, d);
  // answers show what every topic decides (catalogue, config, module rules): a change drops them, by tag
  // where the topic's follower knows what changed (response-cache.ts)
  coherence.registerEveryTopic({ strict: true, evict: (topic) => app.responses.missed(topic) });
  coherence.onHeard((topic) => {
    app.responses.heard(topic);
    if (topic === "configChanged") app.callers.clear();
  });
  // customer tokens: checked on every request, dropped with any change to what a token check reads
  app.responses.topic(CALLERS_TOPIC, "ignored");
  coherence.register(CALLERS_TOPIC, { strict: true, evict: () => app.callers.clear() });
  followTopic(app, CALLERS_TOPIC, async () => {
    for await (const change of pubsub.subscribe(CALLERS_TOPIC)) {
      app.callers.clear();
      coherence.heard(CALLERS_TOPIC, change?.version);
    }
  });
  // destination countries: checked on every request, the customer's entry dropped with each change of it
  app.responses.topic(DESTINATIONS_TOPIC, "ignored");
  coherence.register(DESTINATIONS_TOPIC, { strict: true, evict: () => app.destinations.clear() });
  followTopic(app, DESTINATIONS_TOPIC, async () => {
    for await (const change of pubsub.subscribe(DESTINATIONS_TOPIC)) {
      if (typeof change?.customerId === "number") app.destinations.drop(change.customerId);
      else app.destinations.clear();
      coherence.heard(DESTINATIONS_TOPIC, change?.version);
    }
  });
  followTopic(app, "configChanged", async () => {
    for await (const change of pubsub.subscribe("configChanged")) {
      dropConfig();
      coherence.heard("configChanged", change?.version);
    }
  });
  if (pollHandle) await tuneConnection(pollHandle);
  await coherence.start();
  if (settings.storefrontUrl && settings.syncSecret) {
    startStorefrontSync(app, { url: settings.storefrontUrl, secret: settings.syncSecret, ...settings.storefrontSync });
  }
  auditPrune = startAuditPrune(app, { retentionDays: settings.audit?.retentionDays ?? 365, cron: settings.audit?.pruneCron ?? "15 4 * * *" });
  return app;
}

/** runs a loop over a pub/sub topic that evicts caches; logs when it stops */
export function followTopic(app: Pick<App, "logger">, topic: string, run: () => Promise<void>): void {
  void run().catch((err: unknown) => app.logger.error({ err, topic }, "cache eviction loop stopped"));
}

/** true when `p` settles successfully within `ms` */
async function within(p: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      p.then(
        () => true,
        () => false,
      ),
      new Promise<false>((r) => (timer = setTimeout(() => r(false), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

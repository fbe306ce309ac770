/** The application services shared by every request of one process. */
import pino, { type Logger } from "pino";
import { Redis } from "ioredis";
import type { Store } from "../generated/prisma/client.ts";
import { openDb, tuneConnection, type Db, type DbHandle } from "./db/client.ts";
import { resolveDbTarget } from "./db/url.ts";
import { EventBus } from "./events.ts";
import { ScopedConfig } from "./scoped-config.ts";
import { loadSigningKeys, type SigningKeys } from "./auth/keys.ts";
import { TokenService } from "./auth/tokens.ts";
import { createAppPubSub, type AppPubSub } from "./pubsub.ts";
import { RateLimits } from "./rate-limit.ts";
import { ModuleRegistry, type ModuleDefinition } from "./modules.ts";
import { TtlCache } from "./ttl-cache.ts";
import type { Settings } from "./settings.ts";
import { AttributeCatalog } from "../catalog/attributes.ts";
import { SearchIndex } from "../catalog/search-index.ts";
import { ProductRowCache } from "../catalog/product-loader.ts";
import { createMailTransport, MailService, MailTemplates } from "./mail/index.ts";

export interface App {
  settings: Settings;
  db: Db;
  dbHandle: DbHandle;
  events: EventBus;
  config: ScopedConfig;
  attributes: AttributeCatalog;
  search: SearchIndex;
  productRows: ProductRowCache;
  /** counts and layered filters per listing filter */
  facets: TtlCache<{ totalItems: number; filters: import("./events.ts").LayeredFilter[] }>;
  /** ranked, visible matches and facets per search text and filter */
  searches: TtlCache<{ matches: import("../catalog/search-index.ts").SearchMatch[]; filters: import("./events.ts").LayeredFilter[] }>;
  keys: SigningKeys;
  tokens: TokenService;
  pubsub: AppPubSub;
  limits: RateLimits;
  modules: ModuleRegistry;
  logger: Logger;
  redis?: Redis;
  apiUserCache: TtlCache<{ apiUserId: number; username: string }>;
  /** templates, the outbox (`mail.enqueue(ctx, message)`) and its dispatcher */
  mail: MailService;
  stores(): Promise<{ default: Store; byCode: Map<string, Store>; all: Store[] }>;
  invalidateStores(): void;
  close(): Promise<void>;
}

export interface AppOptions {
  modules: ModuleDefinition<never>[];
  dbHandle?: DbHandle;
  logger?: Logger;
}

export async function createApp(settings: Settings, opts: AppOptions): Promise<App> {
  const dbHandle = opts.dbHandle ?? openDb(resolveDbTarget(settings.databaseUrl));
  await tuneConnection(dbHandle);
  const db = dbHandle.db;
  const logger = opts.logger ?? pino({ level: settings.logLevel, base: { service: "b2b-trade" } });
  const keys = await loadSigningKeys({ privateKeyPem: settings.jwtPrivateKey, varDir: settings.varDir });
  const { pubsub, close: closePubSub } = createAppPubSub(settings.redisUrl);
  const redis = settings.redisUrl ? new Redis(settings.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true }) : undefined;

  let storesCache: ReturnType<App["stores"]> | undefined;
  const config = new ScopedConfig(db);
  const app = {
    settings,
    db,
    dbHandle,
    events: new EventBus(),
    config,
    attributes: new AttributeCatalog(db),
    search: new SearchIndex(db, dbHandle.target.kind),
    productRows: new ProductRowCache(),
    facets: new TtlCache(30_000, 2000),
    searches: new TtlCache(30_000, 500),
    keys,
    tokens: new TokenService(keys, { customer: settings.customerTokenTtl, admin: settings.adminTokenTtl }),
    pubsub,
    limits: new RateLimits(redis, settings.redisPrefix),
    logger,
    redis,
    apiUserCache: new TtlCache(60_000),
    stores() {
      storesCache ??= db.store.findMany({ orderBy: { id: "asc" } }).then((all) => {
        const def = all.find((s) => s.isDefault) ?? all[0];
        if (!def) throw new Error("No store configured: run `npm run seed`");
        return { default: def, byCode: new Map(all.map((s) => [s.code, s])), all };
      });
      return storesCache;
    },
    invalidateStores() {
      storesCache = undefined;
    },
    async close() {
      await app.mail.dispatcher.stop();
      app.mail.transport.close();
      await mailHandle.close();
      await closePubSub();
      redis?.disconnect();
      await dbHandle.close();
    },
  } as App;
  app.modules = new ModuleRegistry(app, opts.modules);
  // the outbox dispatcher works on a connection of its own: its polling never waits for (nor is counted
  // with) a request's statements, and a request's SQLite transaction never waits for it
  const mailHandle = openDb(dbHandle.target);
  await tuneConnection(mailHandle);
  app.mail = new MailService(mailHandle.db, new MailTemplates(), createMailTransport({ smtpUrl: settings.smtpUrl, varDir: settings.varDir }), { from: settings.mailFrom }, logger, settings.mailOutbox);
  for (const m of app.modules.installed) {
    for (const [name, spec] of Object.entries(m.definition.events ?? {})) app.events.declare(name, spec, m.definition.code);
    if (m.definition.mailTemplates) app.mail.templates.register(m.definition.code, m.definition.mailTemplates);
  }
  for (const m of app.modules.installed) m.definition.observers?.(app.events, m);
  app.mail.dispatcher.start();

  // changes announced by any instance (in-process, or through Redis) evict this instance's caches
  void (async () => {
    for await (const _ of pubsub.subscribe("configChanged")) config.invalidate();
  })();
  void (async () => {
    for await (const change of pubsub.subscribe("catalogChanged")) {
      app.facets.clear();
      app.searches.clear();
      if (change.entity === "product") app.productRows.evict(change.ids.map(Number));
      else if (change.entity === "category") app.productRows.evict("all");
    }
  })();
  return app;
}

/**
 * Cache coherence that does not rest on pub/sub alone.
 *
 * Each eviction topic (`configChanged`, `catalogChanged`, a module's topic) has a version row in the
 * database (`CacheVersion`), bumped by `bump()` inside the transaction of every change that announces
 * the topic. The row lock orders the bumps by commit, so "version N is committed" means every version
 * below it is too. The event carries the version; whoever applies it calls `heard()`. An instance then
 * reads the versions (one small statement) and, for a group whose versions since the last read were not
 * all heard, drops everything the group caches (`evict`): it cannot know what changed.
 *
 * - Every `pollMs` every group is checked: an event lost on the way (this or another instance's Redis
 *   link down, a publish that failed) leaves caches stale for at most about `pollMs`.
 * - A strict group is also checked at the start of every request (`sync()`): a request that starts after
 *   the change committed (so after its writer answered) sees it, whatever the event does. Concurrent
 *   requests share one read, as long as it started after they did.
 *
 * - On PostgreSQL, a write made outside the API (SQL by hand, another tool) bumps the version of the topic
 *   whose caches show the table it wrote (deferred triggers, prisma/extra-sql.ts `outside_write_versions`): it
 *   is a change no instance heard of, so it is seen like a lost event: at the next request for a strict group
 *   (config, access rules, customer tokens, the response cache), within about `pollMs` for the others.
 *
 * Off (every call a no-op) in one process on SQLite without Redis, where every eviction is in-process.
 */
import type { Logger } from "pino";
import type { Db } from "./db/client.ts";
import type { DbClient } from "./unit-of-work.ts";

export interface CoherenceGroup {
  /** drops everything the group caches on this instance (of what `topic` decides) */
  evict(topic: string): void;
  /** checked on every request, not only by the poll */
  strict?: boolean;
}

export interface CoherenceOptions {
  enabled: boolean;
  /** the poll's own client (its statements never wait for, nor count with, a request's); default the request client */
  pollDb?: Db;
  /** ms between two checks of every group (default 1000) */
  pollMs?: number;
  /**
   * PostgreSQL: writes made outside the API bump the versions too (triggers, prisma/extra-sql.ts), and `bump`
   * tells them that its transaction announces the topic itself
   */
  postgres?: boolean;
  logger?: Pick<Logger, "info" | "warn" | "error" | "debug">;
}

type Versions = Map<string, number>;

export class Coherence {
  readonly enabled: boolean;
  readonly pollMs: number;
  private readonly groups = new Map<string, CoherenceGroup[]>();
  /** groups that cache what every topic decides (the response cache): strict, evicted for any topic */
  private readonly everyTopic: CoherenceGroup[] = [];
  private readonly heardListeners: ((topic: string) => void)[] = [];
  /** topic -> the version this instance's caches reflect */
  private readonly applied = new Map<string, number>();
  /** topic -> versions above `applied` whose events were applied here */
  private readonly heardAbove = new Map<string, Set<number>>();
  private running?: Promise<void>;
  private waiting?: Promise<void>;
  private timer?: NodeJS.Timeout;
  private pollFailing = false;
  /** groups evicted because an event was missed (tests and logs) */
  readonly missed = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly opts: CoherenceOptions,
  ) {
    this.enabled = opts.enabled;
    this.pollMs = opts.pollMs ?? 1000;
  }

  /** what a topic's caches are on this instance (several may register one topic; strict if one is) */
  register(topic: string, group: CoherenceGroup): void {
    this.groups.set(topic, [...(this.groups.get(topic) ?? []), group]);
  }

  /**
   * A group that depends on every topic, those registered later (modules) included: checked on every
   * request and evicted when any topic's versions were not all heard.
   */
  registerEveryTopic(group: CoherenceGroup): void {
    this.everyTopic.push(group);
  }

  /** called for every event applied on this instance (also when off): caches of every topic drop there */
  onHeard(listener: (topic: string) => void): void {
    this.heardListeners.push(listener);
  }

  /**
   * The versions this instance's caches reflect, as one string ("" when off). Taken after `sync()`, it is
   * at least what was committed before the request started: an answer keyed on it is never one made
   * before a change that committed before the request.
   */
  signature(): string {
    if (!this.enabled) return "";
    return [...this.applied].map(([t, v]) => `${t}=${v}`).join(",");
  }

  /**
   * inside the change's transaction: the topic's next version (0 when off). On PostgreSQL it also marks the
   * transaction as announcing the topic (`b2b.announced_<topic>`, for the transaction only), so the triggers that
   * count writes made outside the API (deferred to the commit) do not bump it a second time.
   */
  async bump(db: DbClient, topic: string): Promise<number> {
    if (!this.enabled) return 0;
    const rows = this.opts.postgres
      ? await db.$queryRaw<{ version: number | bigint }[]>`INSERT INTO "CacheVersion" ("topic", "version")
          SELECT ${topic}, 1 FROM (SELECT set_config(${`b2b.announced_${topic.toLowerCase()}`}, 'on', true)) AS announced
          ON CONFLICT ("topic") DO UPDATE SET "version" = "CacheVersion"."version" + 1 RETURNING "version"`
      : await db.$queryRaw<{ version: number | bigint }[]>`INSERT INTO "CacheVersion" ("topic", "version") VALUES (${topic}, 1)
          ON CONFLICT ("topic") DO UPDATE SET "version" = "CacheVersion"."version" + 1 RETURNING "version"`;
    return Number(rows[0]!.version);
  }

  /** the version of `topic` this instance's caches reflect (0 when off or never changed) */
  version(topic: string): number {
    return this.applied.get(topic) ?? 0;
  }

  /** the event of `version` was applied on this instance (after its eviction ran) */
  heard(topic: string, version: number | undefined): void {
    for (const l of this.heardListeners) l(topic);
    if (!this.enabled || !version || version <= (this.applied.get(topic) ?? 0)) return;
    const set = this.heardAbove.get(topic) ?? new Set<number>();
    this.heardAbove.set(topic, set);
    set.add(version);
  }

  /** what the versions read at start are taken as: the caches are empty then */
  async start(): Promise<void> {
    if (!this.enabled) return;
    const pollDb = this.opts.pollDb ?? this.db;
    for (const [topic, version] of await this.read(pollDb)) this.applied.set(topic, version);
    this.timer = setInterval(() => {
      this.read(pollDb).then(
        (v) => {
          if (this.pollFailing) this.opts.logger?.info("cache version poll works again");
          this.pollFailing = false;
          this.apply(v, true);
        },
        (err: unknown) => {
          if (!this.pollFailing) this.opts.logger?.warn({ err: String(err) }, "cache version poll failed; retrying");
          this.pollFailing = true;
        },
      );
    }, this.pollMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /**
   * Checks the strict groups with a read that starts after this call: concurrent callers share the next
   * read (one is queued behind the one in flight, which may have started before them).
   */
  sync(): Promise<void> {
    if (!this.enabled) return Promise.resolve();
    if (!this.running) {
      this.running = this.run();
      return this.running;
    }
    this.waiting ??= this.running
      .then(
        () => {},
        () => {},
      )
      .then(() => {
        this.waiting = undefined;
        this.running = this.run();
        return this.running;
      });
    return this.waiting;
  }

  private run(): Promise<void> {
    const p: Promise<void> = this.read()
      .then((v) => this.apply(v, false))
      .finally(() => {
        if (this.running === p) this.running = undefined;
      });
    return p;
  }

  private async read(db = this.db): Promise<Versions> {
    const rows = await db.cacheVersion.findMany();
    return new Map(rows.map((r) => [r.topic, r.version]));
  }

  private apply(versions: Versions, all: boolean): void {
    for (const [topic, version] of versions) {
      const own = this.groups.get(topic);
      if (!own && !this.everyTopic.length) continue;
      const groups = [...(own ?? []), ...this.everyTopic];
      if (!all && !groups.some((g) => g.strict)) continue;
      const have = this.applied.get(topic) ?? 0;
      if (version <= have) continue;
      const heard = this.heardAbove.get(topic);
      let count = 0;
      for (const v of heard ?? []) if (v > have && v <= version) count++;
      if (count < version - have) {
        for (const g of groups) {
          try {
            g.evict(topic);
          } catch (err) {
            this.opts.logger?.error({ err, topic }, "cache eviction failed");
          }
        }
        this.missed.set(topic, (this.missed.get(topic) ?? 0) + 1);
        this.opts.logger?.debug({ topic, version, applied: have }, "a change was not announced here: the group's caches are dropped");
      }
      this.applied.set(topic, version);
      if (heard) for (const v of heard) if (v <= version) heard.delete(v);
    }
  }
}

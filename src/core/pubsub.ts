/**
 * Pub/sub: in-process by default; through Redis when REDIS_URL is set, so every instance sees every event.
 *
 * Every Redis channel is `REDIS_PREFIX` + topic, so deployments sharing one Redis never hear each other.
 * Redis trouble degrades and never crashes: every client has an error listener, every command's promise
 * is handled, clients reconnect for ever, and while this instance cannot hear the other instances (the
 * subscriber connection is not ready and subscribed) its own events are delivered in-process. `onLink`
 * tells when events may be missed (false) and when they arrive again (true): the app drops its caches on
 * both.
 */
import { createPubSub } from "graphql-yoga";
import { Redis } from "ioredis";
import type { Logger } from "pino";

export interface CatalogChange {
  entity: "product" | "category" | "cms_page" | "config" | "blog_post";
  ids: string[];
  at: string;
  /** the `catalogChanged` cache version the change committed (see coherence.ts); absent for notices */
  version?: number;
}

export type Topics = {
  catalogChanged: [CatalogChange];
  configChanged: [{ at: string; version?: number }];
  /** what customer token checks read changed (auth/caller-memo.ts) */
  callersChanged: [{ at: string; version?: number }];
  /** a customer's active cart or its shipping country changed (destinations.ts) */
  destinationsChanged: [{ at: string; customerId?: number; version?: number }];
};

export interface PubSubOptions {
  redisUrl?: string;
  /** REDIS_PREFIX: the start of every channel name */
  prefix?: string;
  logger?: Pick<Logger, "info" | "warn" | "error">;
}

export interface PubSubLink {
  pubsub: ReturnType<typeof createPubSub<Topics>>;
  /** the command connection (publishes, rate-limit counters, health pings); undefined without Redis */
  redis?: Redis;
  /** true while the events of every instance reach this one (always true without Redis) */
  linked(): boolean;
  /** listener(false): events may be missed from now on; listener(true): they arrive again */
  onLink(listener: (linked: boolean) => void): () => void;
  /** Redis answers (and events arrive) within `timeoutMs`; true without Redis */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

type Listener = (event: Event) => void;
type ListenerArg = Listener | { handleEvent: Listener } | null;

/** waits between the attempts of one publish */
const PUBLISH_RETRY_MS = [100, 250, 500, 1000];

/** reconnect every 100 ms more, at most every second, for ever */
const retryStrategy = (times: number) => Math.min(times * 100, 1000);

/** how long a first connection may take (retries included) before a start counts Redis as unavailable */
const START_GRACE_MS = 2000;

export function createAppPubSub(opts: PubSubOptions = {}): PubSubLink {
  if (!opts.redisUrl) {
    return { pubsub: createPubSub<Topics>(), linked: () => true, onLink: () => () => {}, ping: async () => true, close: async () => {} };
  }
  const prefix = opts.prefix ?? "";
  const log = opts.logger;
  // commands fail at once while disconnected (no offline queue): a publish falls back to in-process
  // delivery and the rate limits to their in-memory insurance instead of waiting for Redis
  const redis = new Redis(opts.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy });
  // SUBSCRIBE waits in the queue until connected; every (re)connection resubscribes before it counts as linked
  const sub = new Redis(opts.redisUrl, { maxRetriesPerRequest: null, retryStrategy, autoResubscribe: true });
  let closing = false;

  const errorSeen = new WeakSet<Redis>();
  const warned = new WeakSet<Redis>();
  const everReady = new WeakSet<Redis>();
  for (const [client, name] of [
    [redis, "commands"],
    [sub, "subscriber"],
  ] as const) {
    const warn = (err: string) => {
      if (closing || warned.has(client)) return;
      warned.add(client);
      log?.warn({ err, connection: name }, "redis unavailable; retrying");
    };
    client.on("error", (err: Error) => {
      // one line per outage and connection, not one per reconnection attempt
      if (closing || errorSeen.has(client)) return;
      errorSeen.add(client);
      if (everReady.has(client)) return warn(err.message);
      // the first connection of a start on a busy machine may need a retry: an outage only if it lasts
      setTimeout(() => client.status !== "ready" && warn(err.message), START_GRACE_MS).unref();
    });
    client.on("ready", () => {
      everReady.add(client);
      errorSeen.delete(client);
      if (warned.delete(client)) log?.info({ connection: name }, "redis connection restored");
    });
  }

  const callbacks = new Map<string, Set<Listener>>();
  const channel = (topic: string) => prefix + topic;
  const deliver = (topic: string, detail: unknown) => {
    for (const cb of [...(callbacks.get(topic) ?? [])]) {
      try {
        cb(new CustomEvent(topic, { detail }));
      } catch (err) {
        log?.error({ err, topic }, "pub/sub listener failed");
      }
    }
  };

  sub.on("message", (ch: string, message: string) => {
    if (!ch.startsWith(prefix)) return;
    let detail: unknown;
    try {
      detail = message === "" ? null : JSON.parse(message);
    } catch {
      log?.warn({ channel: ch }, "unreadable pub/sub message ignored");
      return;
    }
    deliver(ch.slice(prefix.length), detail);
  });

  // linked = the subscriber is connected and every topic is subscribed
  let isLinked = false;
  let connection = 0;
  const linkListeners = new Set<(linked: boolean) => void>();
  const setLinked = (v: boolean) => {
    if (v === isLinked) return;
    isLinked = v;
    for (const l of [...linkListeners]) {
      try {
        l(v);
      } catch (err) {
        log?.error({ err }, "pub/sub link listener failed");
      }
    }
  };
  sub.on("ready", () => {
    const mine = connection;
    const channels = [...callbacks.keys()].map(channel);
    (channels.length ? sub.subscribe(...channels) : Promise.resolve(0)).then(
      () => {
        if (mine === connection && !closing) setLinked(true);
      },
      (err: Error) => log?.warn({ err: err.message }, "redis resubscribe failed; waiting for the next connection"),
    );
  });
  const lost = () => {
    connection++;
    // a shutdown is not an outage: nobody is told
    if (closing) isLinked = false;
    else setLinked(false);
  };
  sub.on("close", lost);
  sub.on("end", lost);

  /**
   * Publishes, retried for about 2 s while the command connection is down or refuses; this instance applies
   * the event itself at the first failure (it does not wait for Redis). What still fails is logged: the
   * other instances then learn of the change from the cache version poll (coherence.ts).
   */
  const publish = async (topic: string, message: string, here: () => void) => {
    let err = "";
    for (let attempt = 0; ; attempt++) {
      if (closing) return;
      if (redis.status === "ready") {
        try {
          await redis.publish(channel(topic), message);
          return;
        } catch (e) {
          err = (e as Error).message;
        }
      } else err = `command connection ${redis.status}`;
      here();
      const wait = PUBLISH_RETRY_MS[attempt];
      if (wait === undefined) {
        if (!closing) log?.warn({ err, topic, attempts: attempt + 1 }, "redis publish failed; other instances see the change through the cache version poll");
        return;
      }
      await new Promise((r) => setTimeout(r, wait));
    }
  };

  // while the subscriber is not connected, its "ready" handler subscribes every topic then known: a SUBSCRIBE
  // queued before it would only fail with the connection it waited for
  const subscribeChannel = async (ch: string) => {
    if (sub.status !== "ready") return;
    await sub.subscribe(ch).catch((err: Error) => !closing && log?.warn({ err: err.message, channel: ch }, "redis subscribe failed"));
  };
  const unsubscribeChannel = (ch: string) => sub.unsubscribe(ch).catch(() => {});
  const fnOf = (l: ListenerArg): Listener | undefined => (l == null ? undefined : "handleEvent" in l ? l.handleEvent : l);

  const eventTarget = {
    addEventListener(topic: string, l: ListenerArg) {
      const cb = fnOf(l);
      if (!cb) return;
      const set = callbacks.get(topic) ?? new Set<Listener>();
      if (!callbacks.has(topic)) {
        callbacks.set(topic, set);
        void subscribeChannel(channel(topic));
      }
      set.add(cb);
    },
    removeEventListener(topic: string, l: ListenerArg) {
      const cb = fnOf(l);
      const set = callbacks.get(topic);
      if (!cb || !set) return;
      set.delete(cb);
      if (set.size === 0) {
        callbacks.delete(topic);
        void unsubscribeChannel(channel(topic));
      }
    },
    dispatchEvent(event: Event) {
      const topic = event.type;
      const detail = (event as CustomEvent).detail;
      // an event we will not hear back from Redis is delivered here, so this instance stays coherent
      let deliveredHere = !isLinked;
      if (deliveredHere) deliver(topic, detail);
      const here = () => {
        if (deliveredHere) return;
        deliveredHere = true;
        deliver(topic, detail);
      };
      void publish(topic, detail === undefined ? "" : JSON.stringify(detail), here);
      return true;
    },
  };

  return {
    pubsub: createPubSub<Topics>({ eventTarget: eventTarget as never }),
    redis,
    linked: () => isLinked,
    onLink(listener) {
      linkListeners.add(listener);
      return () => linkListeners.delete(listener);
    },
    async ping(timeoutMs = 1000) {
      if (!isLinked || redis.status !== "ready") return false;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((r) => (timer = setTimeout(() => r(false), timeoutMs)));
      try {
        return await Promise.race([
          redis.ping().then(
            (r) => r === "PONG",
            () => false,
          ),
          timeout,
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      closing = true;
      isLinked = false;
      sub.disconnect();
      redis.disconnect();
    },
  };
}
export type AppPubSub = PubSubLink["pubsub"];

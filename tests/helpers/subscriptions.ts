/** Waiting for a server's subscription before publishing (never a sleep). */
import { Redis } from "ioredis";
import type { TestServer } from "./server.ts";

/** resolves once the server has subscribed to a topic (and, with Redis, once Redis holds the subscription) */
export function waitForServerSubscribe(server: TestServer, topic: string): Promise<void> {
  const pubsub = server.app.pubsub as unknown as { subscribe: (t: string, ...rest: unknown[]) => unknown };
  const original = pubsub.subscribe;
  return new Promise<void>((resolve) => {
    pubsub.subscribe = (t: string, ...rest: unknown[]) => {
      const it = original.call(pubsub, t, ...rest) as { next: (...a: unknown[]) => Promise<unknown> };
      if (t === topic) {
        pubsub.subscribe = original;
        // the pub/sub's iterator attaches its listener on the first next(), which graphql-ws calls at once
        const next = it.next.bind(it);
        it.next = (...a: unknown[]) => {
          const p = next(...a);
          it.next = next;
          if (!process.env.TEST_REDIS_URL) resolve();
          else void redisHasSubscriber(topic).then(resolve);
          return p;
        };
      }
      return it;
    };
  });
}

async function redisHasSubscriber(topic: string) {
  const r = new Redis(process.env.TEST_REDIS_URL!);
  try {
    for (;;) {
      const channels = (await r.pubsub("CHANNELS", `*${topic}`)) as string[];
      if (channels.length) return;
      await new Promise((res) => setImmediate(res));
    }
  } finally {
    r.disconnect();
  }
}

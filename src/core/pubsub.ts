import { createPubSub } from "graphql-yoga";
import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import { Redis } from "ioredis";

export interface CatalogChange {
  entity: "product" | "category" | "cms_page" | "config" | "blog_post";
  ids: string[];
  at: string;
}

export type Topics = {
  catalogChanged: [CatalogChange];
  configChanged: [{ at: string }];
};

/** In-process by default; Redis when REDIS_URL is set, so every instance sees every event. */
export function createAppPubSub(redisUrl?: string) {
  if (!redisUrl) return { pubsub: createPubSub<Topics>(), close: async () => {} };
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<Topics>({ eventTarget }),
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
export type AppPubSub = ReturnType<typeof createAppPubSub>["pubsub"];

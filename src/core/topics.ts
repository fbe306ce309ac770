/**
 * Pub/sub topics of modules. The core's own topics are typed in pubsub.ts; a module types its own on the
 * same pub/sub (in-process, or Redis across instances) without the core naming them:
 *   const topics = moduleTopics<{ myTopic: [MyEvent] }>(app);  topics.publish("myTopic", e);
 * Payloads cross Redis as JSON: publish plain data (dates as strings).
 */
import type { PubSub } from "graphql-yoga";
import type { App } from "./kernel.ts";

export type TopicMap = { [topic: string]: [unknown] };

export function moduleTopics<T extends TopicMap>(app: App): PubSub<T> {
  return app.pubsub as unknown as PubSub<T>;
}

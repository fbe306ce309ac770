/**
 * What the access gate's changes make stale in an edge storefront's copy: a rule change or a change of
 * this module's config can hide, unhide or re-price any product, so both ask for a product sync (which
 * deletes what guests no longer see); the config sync that carries the manifest follows every config change
 * on its own.
 */
import type { App } from "../../core/kernel.ts";
import { storefrontStale } from "../../core/storefront-sync.ts";
import { topics } from "./gate.ts";

export function watchForStorefront(app: App, prefix: string): () => Promise<void> {
  const rules = topics(app).subscribe("accessGateChanged");
  const catalog = app.pubsub.subscribe("catalogChanged");
  const loop = async (run: () => Promise<void>) => {
    try {
      await run();
    } catch (err) {
      app.logger.error({ err }, "access gate storefront trigger stopped");
    }
  };
  void loop(async () => {
    for await (const e of rules) await storefrontStale(app, { scope: "products", key: `access-rules|${e.at}` });
  });
  void loop(async () => {
    for await (const e of catalog) {
      if (e.entity === "config" && e.ids.some((p) => p.startsWith(`${prefix}/`))) {
        await storefrontStale(app, { scope: "products", key: `access-config|${e.ids.join(",")}|${e.at}` });
      }
    }
  });
  return async () => {
    await rules.return?.(undefined);
    await catalog.return?.(undefined);
  };
}

/**
 * The store domain's hooks: a scoped config write previewed. The store domain dispatches and
 * declares them (`events` in index.ts), with their payloads.
 */
import type { RequestContext } from "../core/context.ts";
import type { HookName, HookSpec } from "../core/events.ts";
import type { ShopperImpact } from "./shopper-impact.ts";

declare module "../core/events.ts" {
  interface HookPayloads {
    /**
     * a config write is previewed (configValueSet with dryRun), nothing written: an observer whose
     * module decides what shoppers see from that path adds what the new value would change to `impact` (its groups,
     * its login wall), computed from the proposed value without writing it. `storeId` is the store counted.
     */
    config_value_impact: {
      ctx: RequestContext;
      path: string;
      /** null: the scope's own value is removed (the inherited one applies) */
      value: string | null;
      scope: "default" | "store";
      scopeId: number;
      store: { id: number; code: string };
      /** the raw value that would apply at `store` after the write (undefined: the shipped default) */
      valueAfter: string | undefined;
      impact: ShopperImpact;
    };
  }
}

/** the hooks the store domain dispatches, declared with it (owner `store`) */
export const storeHooks = {
  config_value_impact: {
    phase: "inTransaction",
    description: "a config write previewed (dry run): observers add what it would change for shoppers to the impact",
  },
} satisfies Partial<Record<HookName, HookSpec>>;

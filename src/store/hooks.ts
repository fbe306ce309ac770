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
     * config writes are previewed (configValueSet or configImpact), nothing written: an observer whose module
     * decides what shoppers see from those paths adds, for each store the writes reach, what the proposed values
     * TOGETHER would change there to that store's `impact` (its groups, its login wall), computed from the
     * proposed values without writing them.
     */
    config_value_impact: {
      ctx: RequestContext;
      /** the writes previewed together (value null: the scope's own value is removed, the inherited one applies) */
      writes: { path: string; value: string | null; scope: "default" | "store"; scopeId: number }[];
      /** one entry per store the writes reach */
      stores: {
        store: { id: number; code: string };
        /** per written path, the raw value that would apply at `store` after the writes (undefined: the shipped default) */
        valuesAfter: Record<string, string | undefined>;
        impact: ShopperImpact;
      }[];
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

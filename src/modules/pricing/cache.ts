/** The pricing module's caches and their coherence (engine: stub until the engine branch lands). */
import type { App } from "../../core/kernel.ts";
import type { InstalledModule } from "../../core/modules.ts";
import type { PricingConfig } from "./config.ts";

export function startPricingCaches(_app: App, _m: InstalledModule<PricingConfig>): (() => Promise<void>) | undefined {
  return undefined;
}

/** drops this instance's price-list caches (engine: stub until the engine branch lands) */
export function evictPricingLocal(_app: App): void {}

/** The pricing module's observers (engine: stub until the engine branch lands). */
import type { EventBus } from "../../core/events.ts";
import type { InstalledModule } from "../../core/modules.ts";
import type { PricingConfig } from "./config.ts";

export function pricingObservers(_bus: EventBus, _m: InstalledModule<PricingConfig>): void {}

/** The pricing module's service for other modules (engine: stub until the engine branch lands). */
import type { InstalledModule } from "../../core/modules.ts";
import type { PricingConfig } from "./config.ts";

// biome-ignore lint/suspicious/noEmptyInterface: filled by the engine branch
export interface PricingService {}

export function pricingService(_m: InstalledModule<PricingConfig>): PricingService {
  return {};
}

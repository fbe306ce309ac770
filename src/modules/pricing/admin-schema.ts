/** Admin GraphQL of price lists, scope `pricing` (admin branch: stub until it lands). */
import type { CoreTypeRefs, InstalledModule } from "../../core/modules.ts";
import type { Builder } from "../../core/schema-builder.ts";
import type { PricingConfig } from "./config.ts";

export function registerAdminSchema(_builder: Builder, _m: InstalledModule<PricingConfig>, _types: CoreTypeRefs): void {}

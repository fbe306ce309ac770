/** What company accounts do on the core's hooks: the activation policy on every path, the derived group, orders. */
import type { EventBus } from "../../core/events.ts";
import type { CompanyModule } from "./service.ts";

export function companyObservers(_bus: EventBus, _m: CompanyModule): void {}

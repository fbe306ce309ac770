/** Trade registration's applications make companies (when this module and `createFromApplications` are on). */
import type { EventBus } from "../../core/events.ts";
import type { CompanyModule } from "./service.ts";

export function registrationObservers(_bus: EventBus, _m: CompanyModule): void {}

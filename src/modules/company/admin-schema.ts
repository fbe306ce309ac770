/** The merchant's company administration in GraphQL (admin scope `companies`). */
import type { Builder } from "../../core/schema-builder.ts";
import type { CompanyModule } from "./service.ts";

export function registerAdminSchema(_builder: Builder, _m: CompanyModule): void {}

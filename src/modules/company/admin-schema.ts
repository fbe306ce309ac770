/** The merchant's company administration in GraphQL (admin scope `companies`). */
import type { Builder } from "../../core/schema-builder.ts";
import type { CoreTypeRefs } from "../../core/modules.ts";
import type { CompanyModule } from "./service.ts";

export function registerAdminSchema(_builder: Builder, _m: CompanyModule, _types: CoreTypeRefs): void {}

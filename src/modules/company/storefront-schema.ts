/** The storefront's company self-service in GraphQL (customer token). */
import type { Builder } from "../../core/schema-builder.ts";
import type { CoreTypeRefs } from "../../core/modules.ts";
import type { CompanyModule } from "./service.ts";

export function registerStorefrontSchema(_builder: Builder, _m: CompanyModule, _types: CoreTypeRefs): void {}

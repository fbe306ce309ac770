/** Core commerce domains beyond the catalogue. */
import type { Builder } from "./builder.ts";
import { registerCustomerSchema } from "../customer/schema.ts";
import { registerCartSchema } from "../cart/schema.ts";
import { registerMailSchema } from "../core/mail/schema.ts";
import { registerSalesAdminSchema } from "../cart/sales-admin-schema.ts";

export const coreDomains: ((builder: Builder) => void)[] = [registerCustomerSchema, registerCartSchema, registerSalesAdminSchema, registerMailSchema];

/** Further core domains (customers, carts, checkout) register here. */
import type { Builder } from "./builder.ts";

export const coreDomains: ((builder: Builder) => void)[] = [];

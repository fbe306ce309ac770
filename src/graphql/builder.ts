/** The schema builder lives in the kernel (core/schema-builder.ts); this path stays for domains and modules that import it. */
export * from "../core/schema-builder.ts";

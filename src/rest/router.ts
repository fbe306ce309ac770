/** The route primitive lives in the kernel (core/routes.ts); this path stays for domains and modules that import it. */
export * from "../core/routes.ts";

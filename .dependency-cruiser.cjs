/**
 * The layering of docs/architecture.md ("Layers"), checked in .ci/run (`npm run depcheck`):
 * kernel (src/core) <- domains (system included) <- B2B modules (src/modules) <- composition root (src/app.ts,
 * server.ts, main.ts, bootstrap.ts and the transports rest/, graphql/, http/). Type-only imports count: a layer
 * does not name the types of a layer above either.
 */
const DOMAINS = "(catalog|cart|customer|sales|content|store|media|system)";
/** the composition root: the files that assemble the app, and the transports only they (and each other) import */
const ROOT_FILES = "^src/(app|server|main|bootstrap)\\.ts$";
const TRANSPORTS = "^src/(graphql|rest|http)/";
/** what each domain may import: the `requires` its src/<domain>/index.ts declares (keep the two alike) */
const DOMAIN_REQUIRES = {
  store: ["media"],
  catalog: ["media"],
  content: ["catalog"],
  media: [],
  system: [],
  customer: ["catalog", "media"],
  sales: ["catalog", "customer", "media"],
  cart: ["catalog", "customer", "media", "sales"],
};

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "No import cycle of code anywhere in the backend or the rules language.",
      from: { path: "^(src|dsl)/" },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "no-circular-between-folders",
      severity: "error",
      comment:
        "No cycle between two folders (core, a domain, a module, rest, graphql), type-only imports included. Inside one folder, types may name each other (App and the registry it holds).",
      from: { path: "^src/([^/]+)/" },
      to: { circular: true, via: { pathNot: "^src/$1/" } },
    },
    {
      name: "core-is-a-kernel",
      severity: "error",
      comment: "src/core/ names nothing above it: no domain, no B2B module, no REST facade, no GraphQL assembly, no composition root.",
      from: { path: "^src/core/" },
      to: { path: [`^src/${DOMAINS}/`, "^src/modules/", TRANSPORTS, ROOT_FILES] },
    },
    {
      name: "transports-only-from-the-root",
      severity: "error",
      comment:
        "graphql/, rest/ and http/ are imported only by the composition root (app.ts, server.ts, main.ts, bootstrap.ts) and by each other: the kernel, a domain (system included) or a module uses what the kernel offers instead (core/routes.ts, core/api/).",
      from: { path: "^src/", pathNot: [TRANSPORTS, ROOT_FILES] },
      to: { path: TRANSPORTS },
    },
    {
      name: "domain-imports-no-module",
      severity: "error",
      comment: "A domain serves the B2B modules; it never imports one.",
      from: { path: `^src/${DOMAINS}/` },
      to: { path: "^src/modules/" },
    },
    {
      name: "domain-not-above",
      severity: "error",
      comment: "A domain does not import the composition root.",
      from: { path: `^src/${DOMAINS}/` },
      to: { path: ROOT_FILES },
    },
    ...Object.entries(DOMAIN_REQUIRES).map(([domain, requires]) => ({
      name: `domain-${domain}-one-way`,
      severity: "error",
      comment: `${domain} imports only the domains it requires (${requires.join(", ") || "none"}): dependencies between domains point one way.`,
      from: { path: `^src/${domain}/` },
      to: { path: `^src/${DOMAINS}/`, pathNot: `^src/(${[domain, ...requires].join("|")})/` },
    })),
    {
      name: "dsl-is-standalone",
      severity: "error",
      comment: "The rules language depends on nothing in src/.",
      from: { path: "^dsl/" },
      to: { path: "^src/" },
    },
    {
      name: "dsl-runs-in-the-browser",
      severity: "error",
      comment: "The admin console runs the rules language in the browser: only the command line (cli.ts, diagrams.ts) may import Node's modules.",
      from: { path: "^dsl/src/", pathNot: "^dsl/src/(cli|diagrams)\\.ts$" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "worker-is-standalone",
      severity: "error",
      comment: "The edge worker shares no code with the backend (generated types from schema/ only).",
      from: { path: "^worker/" },
      to: { path: "^src/" },
    },
    {
      name: "admin-console-is-a-client",
      severity: "error",
      comment: "The admin console (browser) reads the API like any client: typed documents from schema/, never backend or worker code.",
      from: { path: "^admin/" },
      to: { path: "^(src|worker)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["(^|/)generated/", "node_modules"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"], extensions: [".ts", ".tsx", ".js"] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};

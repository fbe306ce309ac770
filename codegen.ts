import fs from "node:fs";
import path from "node:path";
import type { CodegenConfig } from "@graphql-codegen/cli";

const clientPreset = {
  preset: "client",
  presetConfig: { fragmentMasking: false, gqlTagName: "gql" },
  config: {
    emitLegacyCommonJSImports: false,
    useTypeImports: true,
    enumsAsTypes: true,
    scalars: { JSON: "unknown", DateTime: "string" },
    avoidOptionals: false,
  },
} as const;

/** each module's own operation documents (src/modules/<name>/*.graphql) get typed documents in its generated/ */
const moduleTargets = Object.fromEntries(
  (fs.existsSync("src/modules") ? fs.readdirSync("src/modules") : [])
    .filter(
      (name) => fs.statSync(path.join("src/modules", name)).isDirectory() && fs.readdirSync(path.join("src/modules", name)).some((f) => f.endsWith(".graphql")),
    )
    .map((name) => [`src/modules/${name}/generated/`, { ...clientPreset, documents: [`src/modules/${name}/*.graphql`] }]),
);

/** Typed documents for the REST facade and the tests, from the committed SDL; for each module's own documents; and for the admin console's `graphql()` calls. */
const config: CodegenConfig = {
  schema: "schema/schema.graphql",
  ignoreNoDocuments: true,
  generates: {
    "src/generated/rest/": { ...clientPreset, documents: ["schema/rest/*.graphql"] },
    ...moduleTargets,
    "admin/src/generated/": {
      ...clientPreset,
      presetConfig: { ...clientPreset.presetConfig, gqlTagName: "graphql" },
      documents: ["admin/src/**/*.{ts,tsx}", "!admin/src/generated/**"],
    },
  },
};
export default config;

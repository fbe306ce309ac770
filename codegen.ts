import type { CodegenConfig } from "@graphql-codegen/cli";

/** Typed documents for the REST facade and the tests, from the committed SDL. */
const config: CodegenConfig = {
  schema: "schema/schema.graphql",
  documents: ["schema/rest/*.graphql"],
  ignoreNoDocuments: true,
  generates: {
    "src/rest/generated/": {
      preset: "client",
      presetConfig: { fragmentMasking: false, gqlTagName: "gql" },
      config: {
        emitLegacyCommonJSImports: false,
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { JSON: "unknown", DateTime: "string" },
        avoidOptionals: false,
      },
    },
  },
};
export default config;

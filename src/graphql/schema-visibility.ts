/**
 * Who may read the schema when GRAPHQL_INTROSPECTION is off (a production database): admins (GraphiQL,
 * codegen and GraphQL admin tools need it); guests, customers and API users get neither introspection nor
 * "did you mean" field suggestions, which would describe the same schema.
 */
import { createRequire } from "node:module";
import type { Plugin } from "graphql-yoga";
import type { ServerContext } from "./yoga.ts";

/**
 * graphql-js' own rule, from the CommonJS build that Yoga validates with: rules and types of the two builds
 * cannot be mixed. Yoga's validation cache keys its results by the rules' names, so an admin's result (no
 * rule) is never served to a caller that validates with it, and the masked messages below stay with the latter.
 */
const { NoSchemaIntrospectionCustomRule } = createRequire(import.meta.url)("graphql") as typeof import("graphql");

const SUGGESTION = /\s*Did you mean .+\?/g;

/**
 * HTTP requests carry the request context in the initial context; a WebSocket operation has it by the time it
 * is validated (ws-server.ts builds the context first). No context: treated as a guest.
 */
const isAdmin = (context: unknown) => (context as ServerContext | undefined)?.ctx?.caller.kind === "admin";

export function schemaVisibleToAdminsOnly(): Plugin {
  return {
    onValidate({ context, addValidationRule }) {
      if (isAdmin(context)) return;
      addValidationRule(NoSchemaIntrospectionCustomRule);
      return ({ valid, result, setResult }) => {
        if (valid) return;
        setResult(result.map((e) => (e instanceof Error ? Object.assign(e, { message: e.message.replace(SUGGESTION, "").trim() }) : e)));
      };
    },
  };
}

import { createYoga, type YogaServerInstance } from "graphql-yoga";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { renderGraphiQL } from "@graphql-yoga/render-graphiql";
import { useGraphQlJit } from "@envelop/graphql-jit";
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import { GraphQLError, type GraphQLSchema } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { App } from "../core/kernel.ts";
import { schemaVisibleToAdminsOnly } from "./schema-visibility.ts";
import { endStreamsAtTokenExpiry } from "./token-expiry.ts";
import { endStreamsWhenTokenStops } from "./token-recheck.ts";
import { classifyError } from "../core/error-chain.ts";
import { createContext, type RequestContext } from "../core/context.ts";
import type { GraphQLContext } from "../core/schema-builder.ts";

export interface ServerContext {
  ctx?: RequestContext;
  /** graphql-ws passes its connection params */
  connectionParams?: Record<string, unknown>;
  ip?: string;
}

export const GRAPHQL_LIMITS = { maxDepth: 12, maxCost: 20000, maxAliases: 15, maxTokens: 5000, maxDirectives: 20 };

/** headers a browser cannot send cross-site without a CORS preflight: any of them makes a request non-simple */
export const CSRF_HEADERS = ["x-graphql-yoga-csrf", "apollo-require-preflight", "authorization", "x-store-code"];

function postsOnly(plugin: Plugin): Plugin {
  const check = plugin.onRequestParse;
  return { ...plugin, onRequestParse: check && ((payload) => (payload.request.method === "POST" ? check(payload) : undefined)) };
}

export function createGraphQL(app: App, schema: GraphQLSchema): YogaServerInstance<ServerContext, GraphQLContext> {
  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: "/graphql",
    logging: false,
    landingPage: false,
    graphiql: { title: "B2B trade API", subscriptionsProtocol: "WS", defaultQuery: "{\n  storeConfig {\n    storeName\n    baseCurrencyCode\n  }\n}\n" },
    // GraphiQL bundled in the page: the default one loads its scripts from a CDN, which offline machines cannot reach
    renderGraphiQL,
    batching: false,
    // CORS is answered by the HTTP layer for every route, from CORS_ORIGINS (Yoga's default reflects any origin)
    cors: false,
    plugins: [
      // a POST the browser sends cross-site without a preflight (a form post, text/plain) never runs an operation.
      // GETs pass: Yoga runs no mutation over GET, and no credential here is ambient (no cookies), so an
      // EventSource subscription or a cacheable GET query reads nothing a cross-site page could use.
      postsOnly(useCSRFPrevention({ requestHeaders: CSRF_HEADERS })),
      // off (a production database): introspection and field suggestions for admins only
      ...(app.settings.graphqlIntrospection ? [] : [schemaVisibleToAdminsOnly()]),
      // queries compiled to JavaScript once per document (listings execute ~15,000 fields a page);
      // subscriptions and mutations run on graphql-js
      useGraphQlJit({}, { enableIf: (args) => args.document.definitions.every((d) => d.kind !== "OperationDefinition" || d.operation === "query") }),
      EnvelopArmorPlugin({
        maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true },
        costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true },
        maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
        maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
        maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
        // field suggestions are hidden (from all but admins) by schemaVisibleToAdminsOnly above
        blockFieldSuggestion: { enabled: false },
      }),
      // a subscription ends when the token that authorised it expires
      endStreamsAtTokenExpiry(),
      // and when a customer's token stops passing its check (re-checked before each event)
      endStreamsWhenTokenStops(app),
    ],
    maskedErrors: {
      // expected errors keep their message and code; anything else is masked and logged
      maskError(error, message) {
        const located = error as GraphQLError;
        const at = { nodes: located.nodes, path: located.path };
        const c = classifyError(error);
        switch (c.kind) {
          case "problem":
            return new GraphQLError(c.problem.message, {
              ...at,
              extensions: {
                code: c.problem.code,
                status: c.problem.status,
                ...(c.problem.errors ? { errors: c.problem.errors } : {}),
                // a 429's wait, for GraphQL clients and for the REST facade's Retry-After
                ...(c.problem.headers?.["Retry-After"] ? { retryAfter: Number(c.problem.headers["Retry-After"]) } : {}),
              },
            });
          // errors that declare their own status (forbidden) are expected and pass unmasked
          case "declared":
            return new GraphQLError(c.message, { ...at, extensions: c.extensions });
          // parse and validation errors are the client's and stay as they are
          case "client":
            return error as GraphQLError;
          case "unexpected":
            app.logger.error({ err: c.cause }, "unexpected GraphQL error");
            return new GraphQLError(message, { extensions: { code: "internal_error", status: 500 } });
        }
      },
    },
    context: async (init): Promise<GraphQLContext> => {
      if (init.ctx) return { ctx: init.ctx };
      // WebSocket (graphql-ws): credentials arrive as connection params, not headers
      const params = init.connectionParams ?? {};
      const auth = typeof params.authorization === "string" ? params.authorization : typeof params.Authorization === "string" ? params.Authorization : null;
      const store = typeof params["x-store-code"] === "string" ? params["x-store-code"] : null;
      const headers = new Map<string, string | null>([
        ["authorization", auth],
        ["x-store-code", store],
      ]);
      return { ctx: await createContext(app, { headers: { get: (n) => headers.get(n.toLowerCase()) ?? null }, ip: init.ip ?? "" }) };
    },
  });
}

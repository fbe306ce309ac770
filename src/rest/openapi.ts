/** OpenAPI 3.1 for the REST facade, generated from the route table (zod schemas become JSON Schema). */
import { z } from "zod";
import type { RestRoute } from "../core/routes.ts";

const problem = {
  type: "object",
  required: ["type", "title", "status", "detail", "code"],
  properties: {
    type: { type: "string" },
    title: { type: "string" },
    status: { type: "integer" },
    detail: { type: "string" },
    code: { type: "string", description: "stable machine-readable error code" },
    errors: { type: "array", items: { type: "object", properties: { field: { type: "string" }, code: { type: "string" }, message: { type: "string" } } } },
  },
};

/** a route's body schema under the media type it is sent as; a multipart body's file parts (meta format binary) as binary strings */
function requestContent(route: RestRoute, body: z.ZodType): Record<string, { schema: unknown }> {
  if (!route.bodyTypes?.includes("multipart")) return { "application/json": { schema: z.toJSONSchema(body, { io: "input", unrepresentable: "any" }) } };
  const schema = z.toJSONSchema(body, {
    io: "input",
    unrepresentable: "any",
    override: (c) => {
      if (z.globalRegistry.get(c.zodSchema)?.format === "binary") Object.assign(c.jsonSchema, { type: "string", format: "binary" });
    },
  });
  return { "multipart/form-data": { schema } };
}

export function buildOpenApi(routes: RestRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const add = (route: RestRoute, method: string, path: string, aliasOf?: string) => {
    const oaPath = path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, "{$1}");
    const params = [...path.matchAll(/:([A-Za-z_]+)(\{[^}]*\})?/g)].map((m) => ({ name: m[1], in: "path", required: true, schema: { type: "string" } }));
    const queryParams = route.query
      ? Object.entries(
          (z.toJSONSchema(route.query, { io: "input", unrepresentable: "any" }) as { properties?: Record<string, unknown>; required?: string[] }).properties ??
            {},
        ).map(([name, schema]) => ({
          name,
          in: "query",
          required: false,
          schema,
        }))
      : [];
    const responses: Record<string, unknown> = {};
    for (const [status, description] of Object.entries(route.responses ?? { 200: "OK" })) {
      responses[status] =
        Number(status) >= 400
          ? { description, content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } } }
          : route.produces
            ? { description, content: { [route.produces]: { schema: { type: "string", format: "binary" } } } }
            : { description, content: { "application/json": { schema: { type: "object" } } } };
    }
    responses.default = { description: "Problem details", content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } } };
    paths[oaPath] ??= {};
    paths[oaPath][method.toLowerCase()] = {
      operationId: aliasOf ? `${route.id}_alias_${oaPath.replace(/[^a-z0-9]+/gi, "_")}` : route.id,
      summary: aliasOf ? `${route.summary} (alias of ${aliasOf}, used by the storefront worker)` : route.summary,
      tags: [route.tag],
      parameters: [...params, ...queryParams, { name: "X-Store-Code", in: "header", required: false, schema: { type: "string" } }],
      ...(route.streamBody
        ? {
            requestBody: {
              required: true,
              description: `${route.streamBody.description} (at most ${route.streamBody.maxBytes} bytes)`,
              content: Object.fromEntries(route.streamBody.mediaTypes.map((t) => [t, { schema: { type: "string", format: "binary" } }])),
            },
          }
        : {}),
      ...(route.body ? { requestBody: { required: true, content: requestContent(route, route.body) } } : {}),
      responses,
    };
  };
  for (const r of routes) {
    add(r, r.method, r.path);
    for (const a of r.aliases ?? []) add(r, a.method ?? r.method, a.path, `${r.method} ${r.path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, "{$1}")}`);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "B2B trade-account service: REST facade",
      version: "2.0.0",
      description:
        "Each route runs a GraphQL operation of the same server. Collections answer {member, totalItems, page, itemsPerPage}. Errors are RFC 9457 problem details with a stable `code`. Caller-dependent responses carry `Vary: Authorization` and `Cache-Control: private, max-age=60`.",
    },
    servers: [{ url: "/" }],
    components: {
      schemas: { Problem: problem },
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        basic: { type: "http", scheme: "basic", description: "API users; they act as guests (NOT LOGGED IN group)" },
      },
    },
    security: [{}, { bearer: [] }, { basic: [] }],
    paths,
  };
}

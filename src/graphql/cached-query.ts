/**
 * GraphQL GET queries the response cache may keep: a query (not a mutation or subscription, not an event
 * stream) each of whose root fields declares `extensions: responseCached(...tags)` (core/response-cache.ts).
 * A field that does not declare it (customer data, or one nobody vouched for) keeps the whole answer out.
 */
import { getOperationAST, parse, type GraphQLSchema } from "graphql";
import { rootFieldsOf } from "./root-fields.ts";

export interface CacheableQuery {
  tags: string[];
  rootFields: string[];
}

export function cacheableQuery(schema: GraphQLSchema, url: URL, accept: string | undefined): CacheableQuery | undefined {
  if (accept?.includes("text/event-stream")) return undefined;
  const query = url.searchParams.get("query");
  if (!query) return undefined;
  let doc: ReturnType<typeof parse>;
  try {
    doc = parse(query, { maxTokens: 5000 });
  } catch {
    return undefined;
  }
  const operationName = url.searchParams.get("operationName") ?? undefined;
  const op = getOperationAST(doc, operationName);
  if (op?.operation !== "query") return undefined;
  const rootFields = rootFieldsOf({ document: doc, operationName });
  const fields = schema.getQueryType()?.getFields() ?? {};
  const tags = new Set<string>();
  for (const name of rootFields) {
    if (name === "__typename") continue;
    const declared = (fields[name]?.extensions as { responseCache?: { tags: string[] } } | undefined)?.responseCache;
    if (!declared) return undefined;
    for (const t of declared.tags) tags.add(t);
  }
  if (tags.size === 0 && rootFields.every((f) => f === "__typename")) return undefined;
  return { tags: [...tags], rootFields };
}

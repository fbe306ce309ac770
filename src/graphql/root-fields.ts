/** The top-level fields of a GraphQL operation, for predispatch observers (parsed only when one asks). */
import { parse, type DocumentNode, type OperationDefinitionNode } from "graphql";

export interface OperationSource {
  query?: string;
  document?: DocumentNode;
  operationName?: string;
}

/** the query and operation name of an HTTP GraphQL request (POST JSON body, or GET parameters) */
export function operationOfRequest(url: string, body: string | undefined): OperationSource {
  if (body === undefined) {
    const u = new URL(url);
    return { query: u.searchParams.get("query") ?? undefined, operationName: u.searchParams.get("operationName") ?? undefined };
  }
  try {
    const json = JSON.parse(body) as { query?: unknown; operationName?: unknown };
    return {
      query: typeof json.query === "string" ? json.query : undefined,
      operationName: typeof json.operationName === "string" ? json.operationName : undefined,
    };
  } catch {
    return {};
  }
}

/** the selected operation's root field names (fragments spread at the root included); [] when it does not parse */
export function rootFieldsOf(src: OperationSource): string[] {
  let doc = src.document;
  if (!doc) {
    if (!src.query) return [];
    try {
      doc = parse(src.query, { maxTokens: 5000 });
    } catch {
      return [];
    }
  }
  const ops = doc.definitions.filter((d): d is OperationDefinitionNode => d.kind === "OperationDefinition");
  const op = src.operationName ? ops.find((o) => o.name?.value === src.operationName) : ops[0];
  if (!op) return [];
  const fragments = new Map(doc.definitions.flatMap((d) => (d.kind === "FragmentDefinition" ? [[d.name.value, d] as const] : [])));
  const out = new Set<string>();
  const seen = new Set<string>();
  const walk = (sel: OperationDefinitionNode["selectionSet"]) => {
    for (const s of sel.selections) {
      if (s.kind === "Field") out.add(s.name.value);
      else if (s.kind === "InlineFragment") walk(s.selectionSet);
      else if (!seen.has(s.name.value)) {
        seen.add(s.name.value);
        const f = fragments.get(s.name.value);
        if (f) walk(f.selectionSet);
      }
    }
  };
  walk(op.selectionSet);
  return [...out];
}

/** a memoised rootFieldsOf for a predispatch payload */
export function lazyRootFields(source: () => OperationSource): () => string[] {
  let fields: string[] | undefined;
  return () => {
    fields ??= rootFieldsOf(source());
    return fields;
  };
}

/**
 * A browser client's GraphQL operations replayed as other callers: over HTTP as it sent them, or over graphql-ws,
 * and what counts as refused. Used by the journey to show that the admin console sends nothing a non-admin could
 * use to read admin data.
 */
import { Kind, type OperationDefinitionNode, parse } from "graphql";
import { createClient } from "graphql-ws";
import WebSocket from "ws";

/** a GraphQL operation the console sent (HTTP or graphql-ws) */
export interface Op {
  kind: "http" | "ws";
  operationName?: string;
  query: string;
  variables?: Record<string, unknown>;
}

/**
 * Root fields any storefront reads without logging in (the store's public settings, its store views, countries and
 * customer groups, public in the schema since before the console): an operation of these alone reads no admin
 * data, so a non-admin's answer to it is expected
 */
export const PUBLIC_ROOT_FIELDS = new Set(["storeConfig", "stores", "countries", "customerGroups"]);
export const rootFields = (query: string) =>
  parse(query)
    .definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .flatMap((d) => d.selectionSet.selections.map((f) => (f.kind === Kind.FIELD ? f.name.value : `...${f.kind}`)))
    .filter((f) => f !== "__typename");

/** codes of a refusal: not logged in, no admin scope, a token not accepted */
export const REFUSED = new Set(["login_required", "forbidden", "unauthenticated", "invalid_token"]);
export interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message?: string; extensions?: { code?: string } }[];
}
/** refused, and nothing of the operation's root fields answered */
export const refused = (a: Answer) =>
  (a.errors?.length ?? 0) > 0 && a.errors!.every((e) => REFUSED.has(e.extensions?.code ?? "")) && Object.values(a.data ?? {}).every((v) => v === null);

/** one operation as another caller: over HTTP as the console sent it, or over graphql-ws */
export async function replay(backend: string, op: Op, authorization: string | undefined): Promise<Answer> {
  if (op.kind === "http") {
    const res = await fetch(new URL("/graphql", backend), {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...(authorization ? { authorization } : {}) },
      body: JSON.stringify({ query: op.query, variables: op.variables, operationName: op.operationName }),
    });
    return (await res.json()) as Answer;
  }
  const client = createClient({
    url: new URL("/graphql", backend).href.replace(/^http/, "ws"),
    webSocketImpl: WebSocket,
    lazy: false,
    retryAttempts: 0,
    connectionParams: authorization ? { authorization } : {},
  });
  try {
    const events = client.iterate<Record<string, unknown>>({ query: op.query, variables: op.variables, operationName: op.operationName });
    const first = events.next().then(
      (r) => (r.done ? { errors: [{ message: "completed without an answer" }] } : (r.value as Answer)),
      (e: unknown) => {
        // a closed socket: 4401 (credentials) and 4403 are refusals
        const code = (e as { code?: number }).code;
        if (code === 4401 || code === 4403) return { errors: [{ message: `closed ${code}`, extensions: { code: "unauthenticated" } }] };
        return { errors: (Array.isArray(e) ? e : [{ message: String(e) }]) as Answer["errors"] };
      },
    );
    // a subscription the server accepted answers nothing until an event: that is a failure too
    return await Promise.race([
      first,
      new Promise<Answer>((r) => setTimeout(() => r({ data: { accepted: true }, errors: [{ message: "the subscription was accepted" }] }), 15_000)),
    ]);
  } finally {
    await client.dispose();
  }
}

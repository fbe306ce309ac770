/**
 * The one classifier of errors that reach a transport (GraphQL masking, the REST facade, WebSocket closes).
 * GraphQL wraps what a resolver throws (`originalError`), Yoga masks errors thrown while building the
 * context into a GraphQLError that keeps only `extensions`, and graphql-js may be loaded twice (ESM and
 * CommonJS), so GraphQLError is recognised by shape, never by instanceof.
 */
import { ProblemError } from "./errors.ts";

export type ClassifiedError =
  /** an expected failure of ours, with status and code */
  | { kind: "problem"; problem: ProblemError }
  /** an error that declares its own status in its extensions (forbidden, login_required, or a masked problem) */
  | { kind: "declared"; status: number; code: string; message: string; extensions: Record<string, unknown> }
  /** a GraphQL parse or validation error: the client's, with nothing behind it */
  | { kind: "client"; message: string }
  /** anything else: a fault of ours, to be logged and masked */
  | { kind: "unexpected"; cause: unknown };

const isGraphQLError = (e: unknown) => !!e && typeof e === "object" && (e as Error).name === "GraphQLError";

export function classifyError(err: unknown): ClassifiedError {
  const chain: unknown[] = [];
  for (let e: unknown = err; e && chain.length < 6; e = (e as { originalError?: unknown }).originalError ?? (e as { cause?: unknown }).cause) chain.push(e);
  const problem = chain.find((e): e is ProblemError => e instanceof ProblemError);
  if (problem) return { kind: "problem", problem };
  for (const e of chain) {
    const extensions = (e as { extensions?: Record<string, unknown> }).extensions;
    if (typeof extensions?.status === "number") {
      return { kind: "declared", status: extensions.status, code: String(extensions.code ?? "error"), message: (e as Error).message, extensions };
    }
  }
  // a request's own fault (parse, validation, a variable its type cannot take): GraphQL errors only, and none
  // raised while executing a field (those carry a path)
  if (isGraphQLError(err) && (chain.length === 1 || (chain.every(isGraphQLError) && !(err as { path?: unknown }).path)))
    return { kind: "client", message: (err as Error).message };
  return { kind: "unexpected", cause: chain[chain.length - 1] ?? err };
}

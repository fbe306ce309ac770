/**
 * Runs a GraphQL operation for a REST route through the same Yoga/envelop pipeline (parse and
 * validation caches, armor limits, scope-auth), with the request's context. Typed errors of the
 * errors plugin (`Problem`) and thrown ProblemErrors both become problem responses.
 */
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import type { GraphQLError, ExecutionResult } from "graphql";
import type { YogaServerInstance } from "graphql-yoga";
import type { RequestContext } from "../core/context.ts";
import { ProblemError, type FieldError } from "../core/errors.ts";
import { classifyError } from "../core/error-chain.ts";
import type { GraphQLContext } from "../graphql/builder.ts";
import type { ServerContext } from "../graphql/yoga.ts";

export type RunOperation = <R, V>(ctx: RequestContext, doc: TypedDocumentNode<R, V>, variables: V) => Promise<R>;

export function operationRunner(yoga: YogaServerInstance<ServerContext, GraphQLContext>): RunOperation {
  // the facade's documents are fixed: each is validated (armor limits included) once, not per request
  const validated = new WeakSet<object>();
  return async (ctx, doc, variables) => {
    const { execute, contextFactory, validate, schema } = yoga.getEnveloped({ ctx } as never);
    if (!validated.has(doc)) {
      const errors = validate(schema, doc);
      if (errors.length) throw new Error(`REST operation invalid: ${errors.map((e: GraphQLError) => e.message).join("; ")}`);
      validated.add(doc);
    }
    const contextValue = await contextFactory();
    const result = (await execute({ schema, document: doc, variableValues: variables as Record<string, unknown>, contextValue })) as ExecutionResult;
    if (result.errors?.length) throw toProblem(result.errors[0]!);
    return result.data as never;
  };
}

function toProblem(e: GraphQLError): Error {
  const c = classifyError(e);
  switch (c.kind) {
    case "problem":
      return c.problem;
    case "declared":
      return new ProblemError(c.status, c.code, c.message, {
        errors: Array.isArray(c.extensions.errors) ? (c.extensions.errors as FieldError[]) : undefined,
        headers: {
          ...(c.status === 401 ? { "WWW-Authenticate": "Bearer" } : {}),
          ...(typeof c.extensions.retryAfter === "number" ? { "Retry-After": String(c.extensions.retryAfter) } : {}),
        },
      });
    case "client":
      return new ProblemError(400, "invalid_request", c.message);
    case "unexpected":
      return c.cause instanceof Error && c.cause !== e ? c.cause : new ProblemError(400, "invalid_request", e.message);
  }
}

/** the `data` of an errors-plugin result, or the Problem thrown as a ProblemError */
export const unwrapData = <T>(r: { __typename?: string; data?: T }): T => (unwrapResult(r as never) as { data: T }).data;

/** unwraps a field of the errors plugin: `{__typename: "Problem", ...}` becomes a thrown ProblemError */
export function unwrapResult<T extends { __typename?: string }>(r: T): Exclude<T, { __typename: "Problem" }> {
  const rec = r as unknown as {
    __typename?: string;
    status?: number;
    code?: string;
    message?: string;
    errors?: { field: string; code: string; message: string }[];
  };
  if (rec.__typename === "Problem") throw new ProblemError(rec.status ?? 400, rec.code ?? "invalid", rec.message ?? "Invalid request", { errors: rec.errors });
  return r as never;
}

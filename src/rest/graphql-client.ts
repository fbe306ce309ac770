import { createRequire } from "node:module";
import type { ExecutionResult, GraphQLError, GraphQLInputType, GraphQLSchema, OperationDefinitionNode } from "graphql";
import type { YogaServerInstance } from "graphql-yoga";
import { ProblemError, type FieldError } from "../core/errors.ts";
import { classifyError } from "../core/error-chain.ts";
import type { GraphQLContext } from "../core/schema-builder.ts";
import type { ServerContext } from "../graphql/yoga.ts";

export type { RunOperation } from "../core/routes.ts";
import type { RunOperation } from "../core/routes.ts";

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
    const variableValues = restVariables(schema, doc, variables as Record<string, unknown>);
    const contextValue = await contextFactory();
    const result = (await execute({ schema, document: doc, variableValues, contextValue })) as ExecutionResult;
    if (result.errors?.length) throw toProblem(result.errors[0]!);
    return result.data as never;
  };
}

// the CommonJS build, which the schema's types come from: types of the two builds cannot be mixed
const { coerceInputValue, isInputObjectType, isListType, isNonNullType, Kind, typeFromAST } = createRequire(import.meta.url)(
  "graphql",
) as typeof import("graphql");

type VariableTypes = { name: string; type: GraphQLInputType; required: boolean }[];
const variableTypesOf = new WeakMap<object, VariableTypes>();

/**
 * A REST route's variables as its operation's input types take them. A field an input type does not define is
 * dropped: the route's body schema refused what it must, and what it let through unknown is ignored (as Maho's
 * denormaliser ignores unknown properties). A value a type cannot take (a wrong type, a null where one is required)
 * is 422 `invalid` naming the field, the way a body schema's refusal is, never an execution error (a 500).
 */
function restVariables(schema: GraphQLSchema, doc: object, variables: Record<string, unknown>): Record<string, unknown> {
  let defs = variableTypesOf.get(doc);
  if (!defs) {
    const op = (doc as { definitions: readonly { kind: string }[] }).definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    defs = (op?.variableDefinitions ?? []).map((d) => ({
      name: d.variable.name.value,
      type: typeFromAST(schema, d.type as never) as GraphQLInputType,
      required: d.type.kind === Kind.NON_NULL_TYPE && !d.defaultValue,
    }));
    variableTypesOf.set(doc, defs);
  }
  const out: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const { name, type, required } of defs) {
    const value = variables[name] === undefined ? undefined : definedFieldsOnly(variables[name], type);
    // a body variable's fields are the body's fields: its errors name them without the variable
    const field = (path: readonly (string | number)[]) => (isInputObjectType(nullable(type)) && path.length ? path : [name, ...path]).join(".");
    if (value === undefined) {
      if (required) errors.push({ field: name, code: "required", message: `${name} is required` });
      continue;
    }
    coerceInputValue(value, type, (path, _invalid, err) => errors.push({ field: field(path), code: "invalid_type", message: err.message }));
    out[name] = value;
  }
  if (errors.length) throw new ProblemError(422, "invalid", "The request has invalid fields", { errors });
  return out;
}

const nullable = (t: GraphQLInputType): GraphQLInputType => (isNonNullType(t) ? (t.ofType as GraphQLInputType) : t);

/** the value with every input object's fields limited to those its type defines (JSON scalars are left whole) */
function definedFieldsOnly(value: unknown, type: GraphQLInputType): unknown {
  const t = nullable(type);
  if (value === null || typeof value !== "object") return value;
  if (isListType(t)) {
    const item = t.ofType as GraphQLInputType;
    return Array.isArray(value) ? value.map((v) => definedFieldsOnly(v, item)) : definedFieldsOnly(value, item);
  }
  if (!isInputObjectType(t) || Array.isArray(value)) return value;
  const fields = t.getFields();
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (Object.hasOwn(fields, k)) out[k] = definedFieldsOnly(v, fields[k]!.type);
  return out;
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

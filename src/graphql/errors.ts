/** Expected failures as typed GraphQL results (Pothos errors plugin); REST maps them to problem details. */
import type { Builder } from "../core/schema-builder.ts";
import { ProblemError, type FieldError } from "../core/errors.ts";

export class DomainError extends ProblemError {}

export function registerErrorTypes(builder: Builder) {
  const FieldErrorRef = builder.objectRef<FieldError>("FieldError").implement({
    fields: (t) => ({ field: t.exposeString("field"), code: t.exposeString("code"), message: t.exposeString("message") }),
  });
  const ErrorInterface = builder.interfaceRef<ProblemError>("Error").implement({
    fields: (t) => ({
      message: t.exposeString("message"),
      code: t.exposeString("code", { description: "stable machine-readable code, e.g. invalid, not_found, conflict" }),
      status: t.exposeInt("status", { description: "the HTTP status the REST facade answers with" }),
      errors: t.field({ type: [FieldErrorRef], resolve: (e) => e.errors ?? [] }),
      extra: t.field({
        type: "JSON",
        nullable: true,
        description: "the problem's further members, as REST's problem+json carries them (e.g. quantityRule)",
        resolve: (e) => (e.extra && Object.keys(e.extra).length ? e.extra : null),
      }),
    }),
  });
  builder.objectType(ProblemError, {
    name: "Problem",
    interfaces: [ErrorInterface],
    isTypeOf: (v) => v instanceof ProblemError,
  });
  return { ErrorInterface };
}

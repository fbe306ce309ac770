/**
 * The results of the errors plugin as route handlers and services read them: a field answers its success
 * (`{__typename, data}`) or a `Problem`, which becomes a thrown ProblemError.
 */
import { ProblemError } from "../errors.ts";

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
    extra?: Record<string, unknown> | null;
  };
  if (rec.__typename === "Problem")
    throw new ProblemError(rec.status ?? 400, rec.code ?? "invalid", rec.message ?? "Invalid request", { errors: rec.errors, extra: rec.extra ?? undefined });
  return r as never;
}

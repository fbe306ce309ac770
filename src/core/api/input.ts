import type { z } from "zod";
import { zodProblem } from "../errors.ts";

/** a GraphQL input object without its null and absent fields (GraphQL says null where a client left a field out) */
export const withoutNulls = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));

/** Validates input with a zod schema; failures become 422 `invalid` with field errors. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (!r.success) throw zodProblem(r.error.issues, { where: "input", detail: "The input has invalid fields" });
  return r.data;
}

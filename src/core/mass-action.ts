/** Admin mass actions (`...Many` mutations): one unit of work per id, so one refusal does not undo the others. */
import { ProblemError } from "./errors.ts";

export const MAX_MASS_IDS = 200;

export interface MassResult<T> {
  id: number;
  /** the record, or the expected failure for this id */
  outcome: T | ProblemError;
}

/** runs `act` for each distinct id in turn; expected failures become that id's outcome, anything else is thrown */
export async function forEachId<T>(ids: number[], act: (id: number) => Promise<T>): Promise<MassResult<T>[]> {
  if (ids.length > MAX_MASS_IDS) {
    throw new ProblemError(422, "invalid", `At most ${MAX_MASS_IDS} ids at once`, {
      errors: [{ field: "ids", code: "too_big", message: `at most ${MAX_MASS_IDS}` }],
    });
  }
  const out: MassResult<T>[] = [];
  for (const id of [...new Set(ids)]) {
    try {
      out.push({ id, outcome: await act(id) });
    } catch (e) {
      if (!(e instanceof ProblemError)) throw e;
      out.push({ id, outcome: e });
    }
  }
  return out;
}

/** What every mutation of the console selects of a typed `Problem` (shown by components/problem.tsx): `...ProblemFields`. */
import { graphql } from "../generated/index.ts";

export const ProblemFields = graphql(`
  fragment ProblemFields on Problem {
    code
    message
    status
    errors {
      field
      code
      message
    }
  }
`);

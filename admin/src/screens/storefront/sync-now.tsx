/** "Sync now": asks the storefront worker for a full sync (storefrontSyncNow) and shows the answer; on the storefront screen and the dashboard. */
import { useMutation } from "@urql/preact";
import { graphql } from "../../generated/index.ts";
import { ErrorView, isProblem, ProblemView, Success } from "../../components/problem.tsx";

const SyncNowMutation = graphql(`
  mutation StorefrontSyncNow {
    storefrontSyncNow {
      __typename
      ... on StorefrontSyncNowSuccess {
        data
      }
      ... on Problem {
        code
        message
        status
        errors {
          field
          code
          message
        }
      }
    }
  }
`);

export function SyncNow() {
  const [state, syncNow] = useMutation(SyncNowMutation);
  const answer = state.data?.storefrontSyncNow;
  return (
    <>
      <p>
        <button type="button" disabled={state.fetching} onClick={() => syncNow({})}>
          {state.fetching ? "Asking…" : "Sync now"}
        </button>
      </p>
      {state.error && <ErrorView error={state.error} />}
      {answer && isProblem(answer) && <ProblemView problem={answer} title="The sync was not started" />}
      {answer?.__typename === "StorefrontSyncNowSuccess" && <Success>The storefront was asked for a full sync at {new Date().toLocaleTimeString()}.</Success>}
    </>
  );
}

/** The storefront screen's operations: the sync record (one document and one limit everywhere, so every view of it gets each answer) and "Sync now". */
import { graphql } from "../../generated/index.ts";

/** how many recent runs the screen lists (also what "Sync now" polls: the same query key feeds the grid and the card) */
export const RUNS_SHOWN = 20;

export const SyncRunFields = graphql(`
  fragment StorefrontSyncRunFields on StorefrontSyncRun {
    id
    trigger
    kind
    path
    outcome
    reason
    attempts
    itemCount
    requestedAt
    finishedAt
    durationMs
    workerReport
  }
`);

export const SyncStatusQuery = graphql(`
  query StorefrontSyncStatus($limit: Int!) {
    storefrontSyncStatus(limit: $limit) {
      configured
      storefrontUrl
      runs {
        ...StorefrontSyncRunFields
      }
      lastFullSync {
        ...StorefrontSyncRunFields
      }
    }
  }
`);

export const SyncNowMutation = graphql(`
  mutation StorefrontSyncNow {
    storefrontSyncNow {
      __typename
      ... on StorefrontSyncNowSuccess {
        data
      }
      ...ProblemFields
    }
  }
`);

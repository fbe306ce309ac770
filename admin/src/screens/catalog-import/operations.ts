/** The Import / export screen's operations: the past runs, and one run (polled while an apply runs). */
import { graphql } from "../../generated/index.ts";

export const ImportRunFields = graphql(`
  fragment ProductImportRunFields on ProductImportRun {
    id
    adminName
    fileName
    fileSize
    dryRun
    status
    bytesDone
    rowsTotal
    rowsDone
    rowsFailed
    rowsCreated
    rowsUpdated
    rowsUnchanged
    batchesDone
    batchesFailed
    errorCount
    failure
    startedAt
    finishedAt
  }
`);

export const ImportRunsQuery = graphql(`
  query ProductImportRuns($page: Int!, $pageSize: Int!) {
    productImportRuns(page: $page, pageSize: $pageSize) {
      totalCount
      items {
        ...ProductImportRunFields
      }
    }
  }
`);

export const ImportRunQuery = graphql(`
  query ProductImportRun($id: Int!) {
    productImportRun(id: $id) {
      ...ProductImportRunFields
      errors {
        line
        sku
        field
        code
        message
      }
    }
  }
`);

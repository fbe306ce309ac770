import { graphql } from "../../generated/index.ts";

export const TradeApplicationsGrid = graphql(`
  query TradeApplicationsGrid($filter: TradeApplicationFilter, $sort: TradeApplicationSort, $page: Int, $pageSize: Int) {
    tradeApplications(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      totalCount
      items {
        id
        email
        status
        createdAt
        decidedAt
        storeId
        formCode
        flaggedSubmissions
        forExistingAccount
        hasPassword
      }
    }
  }
`);

export const TradeApplicationDetail = graphql(`
  query TradeApplicationDetail($id: Int!) {
    tradeApplication(id: $id) {
      id
      email
      status
      createdAt
      decidedAt
      decisionNote
      formCode
      storeId
      customerId
      payload
      flaggedSubmissions
      forExistingAccount
      hasPassword
      existingCustomer {
        id
        groupId
        status
        statusAtApplication
      }
      submissions {
        submissionId
        at
        kind
        formCode
        flagged
        payload
      }
      history {
        kind
        at
        adminUsername
        note
        flagged
        submissionId
      }
    }
  }
`);

export const TradeApplicationsApprove = graphql(`
  mutation TradeApplicationsApprove($ids: [Int!]!, $note: String, $confirmFlaggedSubmissions: Boolean, $reactivate: Boolean, $confirmExistingAccount: Boolean) {
    tradeApplicationApproveMany(
      ids: $ids
      note: $note
      confirmFlaggedSubmissions: $confirmFlaggedSubmissions
      reactivate: $reactivate
      confirmExistingAccount: $confirmExistingAccount
    ) {
      id
      result {
        __typename
        ...ProblemFields
      }
    }
  }
`);

export const TradeApplicationsDecline = graphql(`
  mutation TradeApplicationsDecline($ids: [Int!]!, $note: String) {
    tradeApplicationDeclineMany(ids: $ids, note: $note) {
      id
      result {
        __typename
        ...ProblemFields
      }
    }
  }
`);

import { graphql } from "../../generated/index.ts";

export const CustomersGrid = graphql(`
  query CustomersGrid($filter: PendingCustomerFilter, $sort: PendingCustomerSort, $page: Int, $pageSize: Int) {
    pendingCustomers(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      totalCount
      items {
        id
        email
        firstName
        lastName
        approvalStatus
        createdAt
        storeId
        groupId
      }
    }
  }
`);

export const CustomerHistory = graphql(`
  query CustomerApprovalHistoryPanel($customerId: Int!) {
    customerApprovalHistory(customerId: $customerId) {
      id
      fromStatus
      toStatus
      note
      adminUsername
      createdAt
    }
  }
`);

export const CustomersApprove = graphql(`
  mutation CustomersApprove($ids: [Int!]!, $note: String) {
    customerApproveMany(ids: $ids, note: $note) {
      id
      result {
        __typename
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
  }
`);

export const CustomersDecline = graphql(`
  mutation CustomersDecline($ids: [Int!]!, $note: String) {
    customerDeclineMany(ids: $ids, note: $note) {
      id
      result {
        __typename
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
  }
`);

import { graphql } from "../../generated/index.ts";

export const OutboxGrid = graphql(`
  query MailOutboxGrid($filter: MailOutboxFilter, $sort: MailOutboxSort, $page: Int, $pageSize: Int) {
    mailOutbox(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      totalCount
      items {
        id
        toAddress
        fromAddress
        subject
        templateId
        status
        attempts
        nextAttemptAt
        lastError
        createdAt
        sentAt
      }
    }
  }
`);

/** one message with its body, read when its detail opens (the grid carries no bodies) */
export const OutboxMessage = graphql(`
  query MailOutboxMessage($id: Int!) {
    mailOutboxMessage(id: $id) {
      id
      subject
      textBody
      htmlBody
    }
  }
`);

export const OutboxRequeue = graphql(`
  mutation MailOutboxRequeue($ids: [Int!]!) {
    mailOutboxRequeue(ids: $ids) {
      id
      result {
        __typename
        ... on MailOutboxRequeueItemSuccess {
          data {
            id
            status
            attempts
            nextAttemptAt
            lastError
          }
        }
        ...ProblemFields
      }
    }
  }
`);

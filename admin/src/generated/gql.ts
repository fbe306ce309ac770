/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CustomersGrid($filter: PendingCustomerFilter, $sort: PendingCustomerSort, $page: Int, $pageSize: Int) {\n    pendingCustomers(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        id\n        email\n        firstName\n        lastName\n        approvalStatus\n        createdAt\n        storeId\n        groupId\n      }\n    }\n  }\n": typeof types.CustomersGridDocument,
    "\n  query CustomerApprovalHistoryPanel($customerId: Int!) {\n    customerApprovalHistory(customerId: $customerId) {\n      id\n      fromStatus\n      toStatus\n      note\n      adminUsername\n      createdAt\n    }\n  }\n": typeof types.CustomerApprovalHistoryPanelDocument,
    "\n  mutation CustomersApprove($ids: [Int!]!, $note: String) {\n    customerApproveMany(ids: $ids, note: $note) {\n      id\n      result {\n        __typename\n        ... on Problem {\n          code\n          message\n          status\n          errors {\n            field\n            code\n            message\n          }\n        }\n      }\n    }\n  }\n": typeof types.CustomersApproveDocument,
    "\n  mutation CustomersDecline($ids: [Int!]!, $note: String) {\n    customerDeclineMany(ids: $ids, note: $note) {\n      id\n      result {\n        __typename\n        ... on Problem {\n          code\n          message\n          status\n          errors {\n            field\n            code\n            message\n          }\n        }\n      }\n    }\n  }\n": typeof types.CustomersDeclineDocument,
    "\n  query DashboardPendingCustomers {\n    pendingCustomers(filter: { status: [pending] }, pageSize: 1) {\n      totalCount\n    }\n  }\n": typeof types.DashboardPendingCustomersDocument,
    "\n  query DashboardTradeApplications {\n    tradeApplications(filter: { status: [pending] }, pageSize: 1) {\n      totalCount\n    }\n  }\n": typeof types.DashboardTradeApplicationsDocument,
    "\n  subscription DashboardCustomerPendingAdded {\n    customerPendingAdded {\n      id\n      email\n      firstName\n      lastName\n    }\n  }\n": typeof types.DashboardCustomerPendingAddedDocument,
    "\n  subscription DashboardCustomerApprovalDecided {\n    customerApprovalDecided {\n      customer {\n        id\n        approvalStatus\n      }\n    }\n  }\n": typeof types.DashboardCustomerApprovalDecidedDocument,
    "\n  subscription DashboardTradeApplicationAdded {\n    tradeApplicationAdded {\n      id\n      email\n    }\n  }\n": typeof types.DashboardTradeApplicationAddedDocument,
    "\n  subscription DashboardTradeApplicationDecided {\n    tradeApplicationDecided {\n      application {\n        id\n        status\n      }\n    }\n  }\n": typeof types.DashboardTradeApplicationDecidedDocument,
    "\n  mutation StorefrontSyncNow {\n    storefrontSyncNow {\n      __typename\n      ... on StorefrontSyncNowSuccess {\n        data\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n": typeof types.StorefrontSyncNowDocument,
    "\n  query TradeApplicationsGrid($filter: TradeApplicationFilter, $sort: TradeApplicationSort, $page: Int, $pageSize: Int) {\n    tradeApplications(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        id\n        email\n        status\n        createdAt\n        decidedAt\n        storeId\n        formCode\n        flaggedSubmissions\n        forExistingAccount\n        hasPassword\n      }\n    }\n  }\n": typeof types.TradeApplicationsGridDocument,
    "\n  query TradeApplicationDetail($id: Int!) {\n    tradeApplication(id: $id) {\n      id\n      email\n      status\n      createdAt\n      decidedAt\n      decisionNote\n      formCode\n      storeId\n      customerId\n      payload\n      flaggedSubmissions\n      forExistingAccount\n      hasPassword\n      existingCustomer {\n        id\n        groupId\n        status\n        statusAtApplication\n      }\n      submissions {\n        submissionId\n        at\n        kind\n        flagged\n        payload\n      }\n      history {\n        kind\n        at\n        adminUsername\n        note\n        flagged\n        submissionId\n      }\n    }\n  }\n": typeof types.TradeApplicationDetailDocument,
    "\n  mutation TradeApplicationsApprove($ids: [Int!]!, $note: String, $confirmFlaggedSubmissions: Boolean, $reactivate: Boolean, $confirmExistingAccount: Boolean) {\n    tradeApplicationApproveMany(\n      ids: $ids\n      note: $note\n      confirmFlaggedSubmissions: $confirmFlaggedSubmissions\n      reactivate: $reactivate\n      confirmExistingAccount: $confirmExistingAccount\n    ) {\n      id\n      result {\n        __typename\n        ... on Problem {\n          code\n          message\n          status\n          errors {\n            field\n            code\n            message\n          }\n        }\n      }\n    }\n  }\n": typeof types.TradeApplicationsApproveDocument,
    "\n  mutation TradeApplicationsDecline($ids: [Int!]!, $note: String) {\n    tradeApplicationDeclineMany(ids: $ids, note: $note) {\n      id\n      result {\n        __typename\n        ... on Problem {\n          code\n          message\n          status\n          errors {\n            field\n            code\n            message\n          }\n        }\n      }\n    }\n  }\n": typeof types.TradeApplicationsDeclineDocument,
};
const documents: Documents = {
    "\n  query CustomersGrid($filter: PendingCustomerFilter, $sort: PendingCustomerSort, $page: Int, $pageSize: Int) {\n    pendingCustomers(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        id\n        email\n        firstName\n        lastName\n        approvalStatus\n        createdAt\n        storeId\n        groupId\n      }\n    }\n  }\n": types.CustomersGridDocument,
    "\n  query CustomerApprovalHistoryPanel($customerId: Int!) {\n    customerApprovalHistory(customerId: $customerId) {\n      id\n      fromStatus\n      toStatus\n      note\n      adminUsername\n      createdAt\n    }\n  }\n": types.CustomerApprovalHistoryPanelDocument,
    "\n  mutation CustomersApprove($ids: [Int!]!, $note: String) {\n    customerApproveMany(ids: $ids, note: $note) {\n      id\n      result {\n        __typename\n        ... on Problem {\n          code\n          message\n          status\n          errors {\n            field\n            code\n            message\n          }\n        }\n      }\n    }\n  }\n": types.CustomersApproveDocument,
    "\n  mutation CustomersDecline($ids: [Int!]!, $note: String) {\n    customerDeclineMany(ids: $ids, note: $note) {\n      id\n      result {\n        __typename\n        ... on Problem {\n          code\n          message\n          status\n          errors {\n            field\n            code\n            message\n          }\n        }\n      }\n    }\n  }\n": types.CustomersDeclineDocument,
    "\n  query DashboardPendingCustomers {\n    pendingCustomers(filter: { status: [pending] }, pageSize: 1) {\n      totalCount\n    }\n  }\n": types.DashboardPendingCustomersDocument,
    "\n  query DashboardTradeApplications {\n    tradeApplications(filter: { status: [pending] }, pageSize: 1) {\n      totalCount\n    }\n  }\n": types.DashboardTradeApplicationsDocument,
    "\n  subscription DashboardCustomerPendingAdded {\n    customerPendingAdded {\n      id\n      email\n      firstName\n      lastName\n    }\n  }\n": types.DashboardCustomerPendingAddedDocument,
    "\n  subscription DashboardCustomerApprovalDecided {\n    customerApprovalDecided {\n      customer {\n        id\n        approvalStatus\n      }\n    }\n  }\n": types.DashboardCustomerApprovalDecidedDocument,
    "\n  subscription DashboardTradeApplicationAdded {\n    tradeApplicationAdded {\n      id\n      email\n    }\n  }\n": types.DashboardTradeApplicationAddedDocument,
    "\n  subscription DashboardTradeApplicationDecided {\n    tradeApplicationDecided {\n      application {\n        id\n        status\n      }\n    }\n  }\n": types.DashboardTradeApplicationDecidedDocument,
    "\n  mutation StorefrontSyncNow {\n    storefrontSyncNow {\n      __typename\n      ... on StorefrontSyncNowSuccess {\n        data\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n": types.StorefrontSyncNowDocument,
    "\n  query TradeApplicationsGrid($filter: TradeApplicationFilter, $sort: TradeApplicationSort, $page: Int, $pageSize: Int) {\n    tradeApplications(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        id\n        email\n        status\n        createdAt\n        decidedAt\n        storeId\n        formCode\n        flaggedSubmissions\n        forExistingAccount\n        hasPassword\n      }\n    }\n  }\n": types.TradeApplicationsGridDocument,
    "\n  query TradeApplicationDetail($id: Int!) {\n    tradeApplication(id: $id) {\n      id\n      email\n      status\n      createdAt\n      decidedAt\n      decisionNote\n      formCode\n      storeId\n      customerId\n      payload\n      flaggedSubmissions\n      forExistingAccount\n      hasPassword\n      existingCustomer {\n        id\n        groupId\n        status\n        statusAtApplication\n      }\n      submissions {\n        submissionId\n        at\n        kind\n        flagged\n        payload\n      }\n      history {\n        kind\n        at\n        adminUsername\n        note\n        flagged\n        submissionId\n      }\n    }\n  }\n": types.TradeApplicationDetailDocument,
    "\n  mutation TradeApplicationsApprove($ids: [Int!]!, $note: String, $confirmFlaggedSubmissions: Boolean, $reactivate: Boolean, $confirmExistingAccount: Boolean) {\n    tradeApplicationApproveMany(\n      ids: $ids\n      note: $note\n      confirmFlaggedSubmissions: $confirmFlaggedSubmissions\n      reactivate: $reactivate\n      confirmExistingAccount: $confirmExistingAccount\n    ) {\n      id\n      result {\n        __typename\n        ... on Problem {\n          code\n          message\n          status\n          errors {\n            field\n            code\n            message\n          }\n        }\n      }\n    }\n  }\n": types.TradeApplicationsApproveDocument,
    "\n  mutation TradeApplicationsDecline($ids: [Int!]!, $note: String) {\n    tradeApplicationDeclineMany(ids: $ids, note: $note) {\n      id\n      result {\n        __typename\n        ... on Problem {\n          code\n          message\n          status\n          errors {\n            field\n            code\n            message\n          }\n        }\n      }\n    }\n  }\n": types.TradeApplicationsDeclineDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomersGrid($filter: PendingCustomerFilter, $sort: PendingCustomerSort, $page: Int, $pageSize: Int) {\n    pendingCustomers(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        id\n        email\n        firstName\n        lastName\n        approvalStatus\n        createdAt\n        storeId\n        groupId\n      }\n    }\n  }\n"): (typeof documents)["\n  query CustomersGrid($filter: PendingCustomerFilter, $sort: PendingCustomerSort, $page: Int, $pageSize: Int) {\n    pendingCustomers(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        id\n        email\n        firstName\n        lastName\n        approvalStatus\n        createdAt\n        storeId\n        groupId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerApprovalHistoryPanel($customerId: Int!) {\n    customerApprovalHistory(customerId: $customerId) {\n      id\n      fromStatus\n      toStatus\n      note\n      adminUsername\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query CustomerApprovalHistoryPanel($customerId: Int!) {\n    customerApprovalHistory(customerId: $customerId) {\n      id\n      fromStatus\n      toStatus\n      note\n      adminUsername\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CustomersApprove($ids: [Int!]!, $note: String) {\n    customerApproveMany(ids: $ids, note: $note) {\n      id\n      result {\n        __typename\n        ... on Problem {\n          code\n          message\n          status\n          errors {\n            field\n            code\n            message\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CustomersApprove($ids: [Int!]!, $note: String) {\n    customerApproveMany(ids: $ids, note: $note) {\n      id\n      result {\n        __typename\n        ... on Problem {\n          code\n          message\n          status\n          errors {\n            field\n            code\n            message\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CustomersDecline($ids: [Int!]!, $note: String) {\n    customerDeclineMany(ids: $ids, note: $note) {\n      id\n      result {\n        __typename\n        ... on Problem {\n          code\n          message\n          status\n          errors {\n            field\n            code\n            message\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CustomersDecline($ids: [Int!]!, $note: String) {\n    customerDeclineMany(ids: $ids, note: $note) {\n      id\n      result {\n        __typename\n        ... on Problem {\n          code\n          message\n          status\n          errors {\n            field\n            code\n            message\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardPendingCustomers {\n    pendingCustomers(filter: { status: [pending] }, pageSize: 1) {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query DashboardPendingCustomers {\n    pendingCustomers(filter: { status: [pending] }, pageSize: 1) {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardTradeApplications {\n    tradeApplications(filter: { status: [pending] }, pageSize: 1) {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query DashboardTradeApplications {\n    tradeApplications(filter: { status: [pending] }, pageSize: 1) {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DashboardCustomerPendingAdded {\n    customerPendingAdded {\n      id\n      email\n      firstName\n      lastName\n    }\n  }\n"): (typeof documents)["\n  subscription DashboardCustomerPendingAdded {\n    customerPendingAdded {\n      id\n      email\n      firstName\n      lastName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DashboardCustomerApprovalDecided {\n    customerApprovalDecided {\n      customer {\n        id\n        approvalStatus\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription DashboardCustomerApprovalDecided {\n    customerApprovalDecided {\n      customer {\n        id\n        approvalStatus\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DashboardTradeApplicationAdded {\n    tradeApplicationAdded {\n      id\n      email\n    }\n  }\n"): (typeof documents)["\n  subscription DashboardTradeApplicationAdded {\n    tradeApplicationAdded {\n      id\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DashboardTradeApplicationDecided {\n    tradeApplicationDecided {\n      application {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription DashboardTradeApplicationDecided {\n    tradeApplicationDecided {\n      application {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StorefrontSyncNow {\n    storefrontSyncNow {\n      __typename\n      ... on StorefrontSyncNowSuccess {\n        data\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StorefrontSyncNow {\n    storefrontSyncNow {\n      __typename\n      ... on StorefrontSyncNowSuccess {\n        data\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TradeApplicationsGrid($filter: TradeApplicationFilter, $sort: TradeApplicationSort, $page: Int, $pageSize: Int) {\n    tradeApplications(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        id\n        email\n        status\n        createdAt\n        decidedAt\n        storeId\n        formCode\n        flaggedSubmissions\n        forExistingAccount\n        hasPassword\n      }\n    }\n  }\n"): (typeof documents)["\n  query TradeApplicationsGrid($filter: TradeApplicationFilter, $sort: TradeApplicationSort, $page: Int, $pageSize: Int) {\n    tradeApplications(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        id\n        email\n        status\n        createdAt\n        decidedAt\n        storeId\n        formCode\n        flaggedSubmissions\n        forExistingAccount\n        hasPassword\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TradeApplicationDetail($id: Int!) {\n    tradeApplication(id: $id) {\n      id\n      email\n      status\n      createdAt\n      decidedAt\n      decisionNote\n      formCode\n      storeId\n      customerId\n      payload\n      flaggedSubmissions\n      forExistingAccount\n      hasPassword\n      existingCustomer {\n        id\n        groupId\n        status\n        statusAtApplication\n      }\n      submissions {\n        submissionId\n        at\n        kind\n        flagged\n        payload\n      }\n      history {\n        kind\n        at\n        adminUsername\n        note\n        flagged\n        submissionId\n      }\n    }\n  }\n"): (typeof documents)["\n  query TradeApplicationDetail($id: Int!) {\n    tradeApplication(id: $id) {\n      id\n      email\n      status\n      createdAt\n      decidedAt\n      decisionNote\n      formCode\n      storeId\n      customerId\n      payload\n      flaggedSubmissions\n      forExistingAccount\n      hasPassword\n      existingCustomer {\n        id\n        groupId\n        status\n        statusAtApplication\n      }\n      submissions {\n        submissionId\n        at\n        kind\n        flagged\n        payload\n      }\n      history {\n        kind\n        at\n        adminUsername\n        note\n        flagged\n        submissionId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TradeApplicationsApprove($ids: [Int!]!, $note: String, $confirmFlaggedSubmissions: Boolean, $reactivate: Boolean, $confirmExistingAccount: Boolean) {\n    tradeApplicationApproveMany(\n      ids: $ids\n      note: $note\n      confirmFlaggedSubmissions: $confirmFlaggedSubmissions\n      reactivate: $reactivate\n      confirmExistingAccount: $confirmExistingAccount\n    ) {\n      id\n      result {\n        __typename\n        ... on Problem {\n          code\n          message\n          status\n          errors {\n            field\n            code\n            message\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TradeApplicationsApprove($ids: [Int!]!, $note: String, $confirmFlaggedSubmissions: Boolean, $reactivate: Boolean, $confirmExistingAccount: Boolean) {\n    tradeApplicationApproveMany(\n      ids: $ids\n      note: $note\n      confirmFlaggedSubmissions: $confirmFlaggedSubmissions\n      reactivate: $reactivate\n      confirmExistingAccount: $confirmExistingAccount\n    ) {\n      id\n      result {\n        __typename\n        ... on Problem {\n          code\n          message\n          status\n          errors {\n            field\n            code\n            message\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TradeApplicationsDecline($ids: [Int!]!, $note: String) {\n    tradeApplicationDeclineMany(ids: $ids, note: $note) {\n      id\n      result {\n        __typename\n        ... on Problem {\n          code\n          message\n          status\n          errors {\n            field\n            code\n            message\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TradeApplicationsDecline($ids: [Int!]!, $note: String) {\n    tradeApplicationDeclineMany(ids: $ids, note: $note) {\n      id\n      result {\n        __typename\n        ... on Problem {\n          code\n          message\n          status\n          errors {\n            field\n            code\n            message\n          }\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
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
    "\n  query DashboardPendingCustomers {\n    pendingCustomers(filter: { status: [pending] }, pageSize: 1) {\n      totalCount\n    }\n  }\n": typeof types.DashboardPendingCustomersDocument,
    "\n  query DashboardTradeApplications {\n    tradeApplications(filter: { status: [pending] }, pageSize: 1) {\n      totalCount\n    }\n  }\n": typeof types.DashboardTradeApplicationsDocument,
    "\n  subscription DashboardCustomerPendingAdded {\n    customerPendingAdded {\n      id\n      email\n      firstName\n      lastName\n    }\n  }\n": typeof types.DashboardCustomerPendingAddedDocument,
    "\n  subscription DashboardCustomerApprovalDecided {\n    customerApprovalDecided {\n      customer {\n        id\n        approvalStatus\n      }\n    }\n  }\n": typeof types.DashboardCustomerApprovalDecidedDocument,
    "\n  subscription DashboardTradeApplicationAdded {\n    tradeApplicationAdded {\n      id\n      email\n    }\n  }\n": typeof types.DashboardTradeApplicationAddedDocument,
    "\n  subscription DashboardTradeApplicationDecided {\n    tradeApplicationDecided {\n      application {\n        id\n        status\n      }\n    }\n  }\n": typeof types.DashboardTradeApplicationDecidedDocument,
};
const documents: Documents = {
    "\n  query DashboardPendingCustomers {\n    pendingCustomers(filter: { status: [pending] }, pageSize: 1) {\n      totalCount\n    }\n  }\n": types.DashboardPendingCustomersDocument,
    "\n  query DashboardTradeApplications {\n    tradeApplications(filter: { status: [pending] }, pageSize: 1) {\n      totalCount\n    }\n  }\n": types.DashboardTradeApplicationsDocument,
    "\n  subscription DashboardCustomerPendingAdded {\n    customerPendingAdded {\n      id\n      email\n      firstName\n      lastName\n    }\n  }\n": types.DashboardCustomerPendingAddedDocument,
    "\n  subscription DashboardCustomerApprovalDecided {\n    customerApprovalDecided {\n      customer {\n        id\n        approvalStatus\n      }\n    }\n  }\n": types.DashboardCustomerApprovalDecidedDocument,
    "\n  subscription DashboardTradeApplicationAdded {\n    tradeApplicationAdded {\n      id\n      email\n    }\n  }\n": types.DashboardTradeApplicationAddedDocument,
    "\n  subscription DashboardTradeApplicationDecided {\n    tradeApplicationDecided {\n      application {\n        id\n        status\n      }\n    }\n  }\n": types.DashboardTradeApplicationDecidedDocument,
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

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
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
    "\n  query MailOutboxGrid($filter: MailOutboxFilter, $sort: MailOutboxSort, $page: Int, $pageSize: Int) {\n    mailOutbox(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        id\n        toAddress\n        fromAddress\n        subject\n        templateId\n        status\n        attempts\n        nextAttemptAt\n        lastError\n        createdAt\n        sentAt\n      }\n    }\n  }\n": typeof types.MailOutboxGridDocument,
    "\n  mutation MailOutboxRequeue($ids: [Int!]!) {\n    mailOutboxRequeue(ids: $ids) {\n      id\n      result {\n        __typename\n        ... on MailOutboxRequeueItemSuccess {\n          data {\n            id\n            status\n            attempts\n            nextAttemptAt\n            lastError\n          }\n        }\n        ... on Problem {\n          code\n          message\n          status\n          errors {\n            field\n            code\n            message\n          }\n        }\n      }\n    }\n  }\n": typeof types.MailOutboxRequeueDocument,
    "\n  query MailTemplateStores {\n    stores {\n      id\n      code\n      name\n      isDefault\n    }\n  }\n": typeof types.MailTemplateStoresDocument,
    "\n  query MailTemplateList($storeId: Int!) {\n    mailTemplates(storeId: $storeId) {\n      id\n      storeId\n      owner\n      description\n      variables\n      overridden\n      source\n      subject\n      text\n      html\n    }\n  }\n": typeof types.MailTemplateListDocument,
    "\n  query MailTemplateDraftPreview($id: String!, $storeId: Int!, $subject: String, $text: String, $html: String) {\n    mailTemplatePreview(id: $id, storeId: $storeId, subject: $subject, text: $text, html: $html) {\n      __typename\n      ... on MailTemplatePreviewSuccess {\n        data {\n          id\n          subject\n          text\n          html\n          sample\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n": typeof types.MailTemplateDraftPreviewDocument,
    "\n  mutation MailTemplateSave($id: String!, $storeId: Int!, $subject: String!, $text: String!, $html: String) {\n    mailTemplateSet(id: $id, storeId: $storeId, subject: $subject, text: $text, html: $html) {\n      __typename\n      ... on MailTemplateSetSuccess {\n        data {\n          id\n          storeId\n          overridden\n          subject\n          text\n          html\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n": typeof types.MailTemplateSaveDocument,
    "\n  mutation MailTemplateResetToDefault($id: String!, $storeId: Int!) {\n    mailTemplateReset(id: $id, storeId: $storeId)\n  }\n": typeof types.MailTemplateResetToDefaultDocument,
    "\n  query SettingsStores {\n    stores {\n      id\n      code\n      name\n      isDefault\n    }\n  }\n": typeof types.SettingsStoresDocument,
    "\n  mutation SettingSet($path: String!, $scope: ConfigScope!, $scopeId: Int!, $value: String) {\n    configValueSet(path: $path, scope: $scope, scopeId: $scopeId, value: $value) {\n      __typename\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n": typeof types.SettingSetDocument,
    "\n  query SettingsAtScope($scope: ConfigScope!, $scopeId: Int!) {\n    configSettings(scope: $scope, scopeId: $scopeId) {\n      __typename\n      ... on ConfigSettingsSuccess {\n        data {\n          prefix\n          label\n          owner\n          fields {\n            path\n            key\n            label\n            description\n            type\n            options {\n              value\n              label\n            }\n            default\n            constraints\n            value\n            effectiveValue\n            source\n            inheritedValue\n            inheritedSource\n          }\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n": typeof types.SettingsAtScopeDocument,
};
const documents: Documents = {
    "\n  query DashboardPendingCustomers {\n    pendingCustomers(filter: { status: [pending] }, pageSize: 1) {\n      totalCount\n    }\n  }\n": types.DashboardPendingCustomersDocument,
    "\n  query DashboardTradeApplications {\n    tradeApplications(filter: { status: [pending] }, pageSize: 1) {\n      totalCount\n    }\n  }\n": types.DashboardTradeApplicationsDocument,
    "\n  subscription DashboardCustomerPendingAdded {\n    customerPendingAdded {\n      id\n      email\n      firstName\n      lastName\n    }\n  }\n": types.DashboardCustomerPendingAddedDocument,
    "\n  subscription DashboardCustomerApprovalDecided {\n    customerApprovalDecided {\n      customer {\n        id\n        approvalStatus\n      }\n    }\n  }\n": types.DashboardCustomerApprovalDecidedDocument,
    "\n  subscription DashboardTradeApplicationAdded {\n    tradeApplicationAdded {\n      id\n      email\n    }\n  }\n": types.DashboardTradeApplicationAddedDocument,
    "\n  subscription DashboardTradeApplicationDecided {\n    tradeApplicationDecided {\n      application {\n        id\n        status\n      }\n    }\n  }\n": types.DashboardTradeApplicationDecidedDocument,
    "\n  query MailOutboxGrid($filter: MailOutboxFilter, $sort: MailOutboxSort, $page: Int, $pageSize: Int) {\n    mailOutbox(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        id\n        toAddress\n        fromAddress\n        subject\n        templateId\n        status\n        attempts\n        nextAttemptAt\n        lastError\n        createdAt\n        sentAt\n      }\n    }\n  }\n": types.MailOutboxGridDocument,
    "\n  mutation MailOutboxRequeue($ids: [Int!]!) {\n    mailOutboxRequeue(ids: $ids) {\n      id\n      result {\n        __typename\n        ... on MailOutboxRequeueItemSuccess {\n          data {\n            id\n            status\n            attempts\n            nextAttemptAt\n            lastError\n          }\n        }\n        ... on Problem {\n          code\n          message\n          status\n          errors {\n            field\n            code\n            message\n          }\n        }\n      }\n    }\n  }\n": types.MailOutboxRequeueDocument,
    "\n  query MailTemplateStores {\n    stores {\n      id\n      code\n      name\n      isDefault\n    }\n  }\n": types.MailTemplateStoresDocument,
    "\n  query MailTemplateList($storeId: Int!) {\n    mailTemplates(storeId: $storeId) {\n      id\n      storeId\n      owner\n      description\n      variables\n      overridden\n      source\n      subject\n      text\n      html\n    }\n  }\n": types.MailTemplateListDocument,
    "\n  query MailTemplateDraftPreview($id: String!, $storeId: Int!, $subject: String, $text: String, $html: String) {\n    mailTemplatePreview(id: $id, storeId: $storeId, subject: $subject, text: $text, html: $html) {\n      __typename\n      ... on MailTemplatePreviewSuccess {\n        data {\n          id\n          subject\n          text\n          html\n          sample\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n": types.MailTemplateDraftPreviewDocument,
    "\n  mutation MailTemplateSave($id: String!, $storeId: Int!, $subject: String!, $text: String!, $html: String) {\n    mailTemplateSet(id: $id, storeId: $storeId, subject: $subject, text: $text, html: $html) {\n      __typename\n      ... on MailTemplateSetSuccess {\n        data {\n          id\n          storeId\n          overridden\n          subject\n          text\n          html\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n": types.MailTemplateSaveDocument,
    "\n  mutation MailTemplateResetToDefault($id: String!, $storeId: Int!) {\n    mailTemplateReset(id: $id, storeId: $storeId)\n  }\n": types.MailTemplateResetToDefaultDocument,
    "\n  query SettingsStores {\n    stores {\n      id\n      code\n      name\n      isDefault\n    }\n  }\n": types.SettingsStoresDocument,
    "\n  mutation SettingSet($path: String!, $scope: ConfigScope!, $scopeId: Int!, $value: String) {\n    configValueSet(path: $path, scope: $scope, scopeId: $scopeId, value: $value) {\n      __typename\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n": types.SettingSetDocument,
    "\n  query SettingsAtScope($scope: ConfigScope!, $scopeId: Int!) {\n    configSettings(scope: $scope, scopeId: $scopeId) {\n      __typename\n      ... on ConfigSettingsSuccess {\n        data {\n          prefix\n          label\n          owner\n          fields {\n            path\n            key\n            label\n            description\n            type\n            options {\n              value\n              label\n            }\n            default\n            constraints\n            value\n            effectiveValue\n            source\n            inheritedValue\n            inheritedSource\n          }\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n": types.SettingsAtScopeDocument,
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailOutboxGrid($filter: MailOutboxFilter, $sort: MailOutboxSort, $page: Int, $pageSize: Int) {\n    mailOutbox(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        id\n        toAddress\n        fromAddress\n        subject\n        templateId\n        status\n        attempts\n        nextAttemptAt\n        lastError\n        createdAt\n        sentAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query MailOutboxGrid($filter: MailOutboxFilter, $sort: MailOutboxSort, $page: Int, $pageSize: Int) {\n    mailOutbox(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        id\n        toAddress\n        fromAddress\n        subject\n        templateId\n        status\n        attempts\n        nextAttemptAt\n        lastError\n        createdAt\n        sentAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MailOutboxRequeue($ids: [Int!]!) {\n    mailOutboxRequeue(ids: $ids) {\n      id\n      result {\n        __typename\n        ... on MailOutboxRequeueItemSuccess {\n          data {\n            id\n            status\n            attempts\n            nextAttemptAt\n            lastError\n          }\n        }\n        ... on Problem {\n          code\n          message\n          status\n          errors {\n            field\n            code\n            message\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MailOutboxRequeue($ids: [Int!]!) {\n    mailOutboxRequeue(ids: $ids) {\n      id\n      result {\n        __typename\n        ... on MailOutboxRequeueItemSuccess {\n          data {\n            id\n            status\n            attempts\n            nextAttemptAt\n            lastError\n          }\n        }\n        ... on Problem {\n          code\n          message\n          status\n          errors {\n            field\n            code\n            message\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailTemplateStores {\n    stores {\n      id\n      code\n      name\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  query MailTemplateStores {\n    stores {\n      id\n      code\n      name\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailTemplateList($storeId: Int!) {\n    mailTemplates(storeId: $storeId) {\n      id\n      storeId\n      owner\n      description\n      variables\n      overridden\n      source\n      subject\n      text\n      html\n    }\n  }\n"): (typeof documents)["\n  query MailTemplateList($storeId: Int!) {\n    mailTemplates(storeId: $storeId) {\n      id\n      storeId\n      owner\n      description\n      variables\n      overridden\n      source\n      subject\n      text\n      html\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailTemplateDraftPreview($id: String!, $storeId: Int!, $subject: String, $text: String, $html: String) {\n    mailTemplatePreview(id: $id, storeId: $storeId, subject: $subject, text: $text, html: $html) {\n      __typename\n      ... on MailTemplatePreviewSuccess {\n        data {\n          id\n          subject\n          text\n          html\n          sample\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MailTemplateDraftPreview($id: String!, $storeId: Int!, $subject: String, $text: String, $html: String) {\n    mailTemplatePreview(id: $id, storeId: $storeId, subject: $subject, text: $text, html: $html) {\n      __typename\n      ... on MailTemplatePreviewSuccess {\n        data {\n          id\n          subject\n          text\n          html\n          sample\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MailTemplateSave($id: String!, $storeId: Int!, $subject: String!, $text: String!, $html: String) {\n    mailTemplateSet(id: $id, storeId: $storeId, subject: $subject, text: $text, html: $html) {\n      __typename\n      ... on MailTemplateSetSuccess {\n        data {\n          id\n          storeId\n          overridden\n          subject\n          text\n          html\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MailTemplateSave($id: String!, $storeId: Int!, $subject: String!, $text: String!, $html: String) {\n    mailTemplateSet(id: $id, storeId: $storeId, subject: $subject, text: $text, html: $html) {\n      __typename\n      ... on MailTemplateSetSuccess {\n        data {\n          id\n          storeId\n          overridden\n          subject\n          text\n          html\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MailTemplateResetToDefault($id: String!, $storeId: Int!) {\n    mailTemplateReset(id: $id, storeId: $storeId)\n  }\n"): (typeof documents)["\n  mutation MailTemplateResetToDefault($id: String!, $storeId: Int!) {\n    mailTemplateReset(id: $id, storeId: $storeId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsStores {\n    stores {\n      id\n      code\n      name\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  query SettingsStores {\n    stores {\n      id\n      code\n      name\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingSet($path: String!, $scope: ConfigScope!, $scopeId: Int!, $value: String) {\n    configValueSet(path: $path, scope: $scope, scopeId: $scopeId, value: $value) {\n      __typename\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SettingSet($path: String!, $scope: ConfigScope!, $scopeId: Int!, $value: String) {\n    configValueSet(path: $path, scope: $scope, scopeId: $scopeId, value: $value) {\n      __typename\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsAtScope($scope: ConfigScope!, $scopeId: Int!) {\n    configSettings(scope: $scope, scopeId: $scopeId) {\n      __typename\n      ... on ConfigSettingsSuccess {\n        data {\n          prefix\n          label\n          owner\n          fields {\n            path\n            key\n            label\n            description\n            type\n            options {\n              value\n              label\n            }\n            default\n            constraints\n            value\n            effectiveValue\n            source\n            inheritedValue\n            inheritedSource\n          }\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SettingsAtScope($scope: ConfigScope!, $scopeId: Int!) {\n    configSettings(scope: $scope, scopeId: $scopeId) {\n      __typename\n      ... on ConfigSettingsSuccess {\n        data {\n          prefix\n          label\n          owner\n          fields {\n            path\n            key\n            label\n            description\n            type\n            options {\n              value\n              label\n            }\n            default\n            constraints\n            value\n            effectiveValue\n            source\n            inheritedValue\n            inheritedSource\n          }\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
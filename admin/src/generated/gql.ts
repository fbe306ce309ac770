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
    "\n  fragment AccessRuleRow on AccessRule {\n    id\n    name\n    isActive\n    priority\n    customerGroupIds\n    storeCodes\n    countries\n    source\n    conditions\n    legacy\n    scopeCategoryIds\n    productIds\n    hideListing\n    hidePrice\n    blockPurchase\n    redirectCms\n    enforcement\n    message\n    updatedAt\n  }\n": typeof types.AccessRuleRowFragmentDoc,
    "\n  query AccessRulesGrid($filter: AccessRuleFilter, $sort: AccessRuleSort, $page: Int, $pageSize: Int) {\n    accessRules(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        ...AccessRuleRow\n      }\n    }\n  }\n": typeof types.AccessRulesGridDocument,
    "\n  query AccessRulesOrder($page: Int) {\n    accessRules(page: $page, pageSize: 100, sort: { field: priority, direction: asc }) {\n      totalCount\n      items {\n        id\n      }\n    }\n  }\n": typeof types.AccessRulesOrderDocument,
    "\n  query AccessRulesCatalog {\n    accessRuleCatalog {\n      attributes {\n        code\n        type\n        options\n      }\n      categoryIds\n      groups {\n        code\n        id\n      }\n      stores\n      cmsPages\n    }\n    customerGroups {\n      id\n      code\n      name\n    }\n    stores {\n      id\n      code\n      name\n      isDefault\n    }\n  }\n": typeof types.AccessRulesCatalogDocument,
    "\n  mutation AccessRuleEditorCreate($input: AccessRuleInput!, $confirmCatchAll: Boolean) {\n    accessRuleCreate(input: $input, confirmCatchAll: $confirmCatchAll) {\n      __typename\n      ... on AccessRuleCreateSuccess {\n        data {\n          ...AccessRuleRow\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n": typeof types.AccessRuleEditorCreateDocument,
    "\n  mutation AccessRuleEditorUpdate($id: Int!, $input: AccessRuleInput!, $confirmCatchAll: Boolean) {\n    accessRuleUpdate(id: $id, input: $input, confirmCatchAll: $confirmCatchAll) {\n      __typename\n      ... on AccessRuleUpdateSuccess {\n        data {\n          ...AccessRuleRow\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n": typeof types.AccessRuleEditorUpdateDocument,
    "\n  mutation AccessRuleGridSetEnabled($id: Int!, $enabled: Boolean!, $confirmCatchAll: Boolean) {\n    accessRuleSetEnabled(id: $id, enabled: $enabled, confirmCatchAll: $confirmCatchAll) {\n      __typename\n      ... on AccessRuleSetEnabledSuccess {\n        data {\n          id\n          isActive\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n": typeof types.AccessRuleGridSetEnabledDocument,
    "\n  mutation AccessRuleGridDelete($id: Int!) {\n    accessRuleDelete(id: $id) {\n      __typename\n      ... on AccessRuleDeleteSuccess {\n        data {\n          id\n          name\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n      }\n    }\n  }\n": typeof types.AccessRuleGridDeleteDocument,
    "\n  mutation AccessRulesGridReorder($ids: [Int!]!) {\n    accessRulesReorder(ids: $ids) {\n      __typename\n      ... on AccessRulesReorderSuccess {\n        data {\n          id\n          priority\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n      }\n    }\n  }\n": typeof types.AccessRulesGridReorderDocument,
    "\n  mutation AccessRulesGridImport($json: JSON!, $confirmCatchAll: Boolean) {\n    accessRulesImport(json: $json, confirmCatchAll: $confirmCatchAll) {\n      __typename\n      ... on AccessRulesImportSuccess {\n        data {\n          id\n          name\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n": typeof types.AccessRulesGridImportDocument,
    "\n  query AccessExplainProductSearch($search: String!) {\n    accessExplainProducts(search: $search, limit: 10) {\n      id\n      sku\n      name\n    }\n  }\n": typeof types.AccessExplainProductSearchDocument,
    "\n  query AccessExplainOptions {\n    customerGroups {\n      id\n      code\n      name\n    }\n    stores {\n      id\n      code\n      name\n      isDefault\n    }\n    countries {\n      id\n      name\n    }\n  }\n": typeof types.AccessExplainOptionsDocument,
    "\n  query AccessExplainPanel($productId: Int!, $groupId: Int!, $storeId: Int, $country: String) {\n    accessExplain(productId: $productId, groupId: $groupId, storeId: $storeId, country: $country) {\n      enabled\n      mode\n      ruleId\n      ruleName\n      summary\n      steps\n      decision {\n        fired\n        hidePrice\n        canCheckout\n        refusePurchase\n        hideListing\n        redirect\n        message\n      }\n    }\n  }\n": typeof types.AccessExplainPanelDocument,
    "\n  query AccessBasicMatrix($storeId: Int) {\n    accessBasicSettings(storeId: $storeId) {\n      enabled\n      mode\n      requireLogin\n      hidePrice\n      blockPurchase\n      byCustomerGroup\n      customerGroups\n      byCategory\n      categoryIds\n    }\n    customerGroups {\n      id\n      code\n      name\n    }\n    categories {\n      id\n      name\n      level\n    }\n  }\n": typeof types.AccessBasicMatrixDocument,
    "\n  mutation AccessBasicConfigSet($path: String!, $value: String) {\n    configValueSet(path: $path, value: $value) {\n      __typename\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n": typeof types.AccessBasicConfigSetDocument,
    "\n  query DashboardPendingCustomers {\n    pendingCustomers(filter: { status: [pending] }, pageSize: 1) {\n      totalCount\n    }\n  }\n": typeof types.DashboardPendingCustomersDocument,
    "\n  query DashboardTradeApplications {\n    tradeApplications(filter: { status: [pending] }, pageSize: 1) {\n      totalCount\n    }\n  }\n": typeof types.DashboardTradeApplicationsDocument,
    "\n  subscription DashboardCustomerPendingAdded {\n    customerPendingAdded {\n      id\n      email\n      firstName\n      lastName\n    }\n  }\n": typeof types.DashboardCustomerPendingAddedDocument,
    "\n  subscription DashboardCustomerApprovalDecided {\n    customerApprovalDecided {\n      customer {\n        id\n        approvalStatus\n      }\n    }\n  }\n": typeof types.DashboardCustomerApprovalDecidedDocument,
    "\n  subscription DashboardTradeApplicationAdded {\n    tradeApplicationAdded {\n      id\n      email\n    }\n  }\n": typeof types.DashboardTradeApplicationAddedDocument,
    "\n  subscription DashboardTradeApplicationDecided {\n    tradeApplicationDecided {\n      application {\n        id\n        status\n      }\n    }\n  }\n": typeof types.DashboardTradeApplicationDecidedDocument,
};
const documents: Documents = {
    "\n  fragment AccessRuleRow on AccessRule {\n    id\n    name\n    isActive\n    priority\n    customerGroupIds\n    storeCodes\n    countries\n    source\n    conditions\n    legacy\n    scopeCategoryIds\n    productIds\n    hideListing\n    hidePrice\n    blockPurchase\n    redirectCms\n    enforcement\n    message\n    updatedAt\n  }\n": types.AccessRuleRowFragmentDoc,
    "\n  query AccessRulesGrid($filter: AccessRuleFilter, $sort: AccessRuleSort, $page: Int, $pageSize: Int) {\n    accessRules(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        ...AccessRuleRow\n      }\n    }\n  }\n": types.AccessRulesGridDocument,
    "\n  query AccessRulesOrder($page: Int) {\n    accessRules(page: $page, pageSize: 100, sort: { field: priority, direction: asc }) {\n      totalCount\n      items {\n        id\n      }\n    }\n  }\n": types.AccessRulesOrderDocument,
    "\n  query AccessRulesCatalog {\n    accessRuleCatalog {\n      attributes {\n        code\n        type\n        options\n      }\n      categoryIds\n      groups {\n        code\n        id\n      }\n      stores\n      cmsPages\n    }\n    customerGroups {\n      id\n      code\n      name\n    }\n    stores {\n      id\n      code\n      name\n      isDefault\n    }\n  }\n": types.AccessRulesCatalogDocument,
    "\n  mutation AccessRuleEditorCreate($input: AccessRuleInput!, $confirmCatchAll: Boolean) {\n    accessRuleCreate(input: $input, confirmCatchAll: $confirmCatchAll) {\n      __typename\n      ... on AccessRuleCreateSuccess {\n        data {\n          ...AccessRuleRow\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n": types.AccessRuleEditorCreateDocument,
    "\n  mutation AccessRuleEditorUpdate($id: Int!, $input: AccessRuleInput!, $confirmCatchAll: Boolean) {\n    accessRuleUpdate(id: $id, input: $input, confirmCatchAll: $confirmCatchAll) {\n      __typename\n      ... on AccessRuleUpdateSuccess {\n        data {\n          ...AccessRuleRow\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n": types.AccessRuleEditorUpdateDocument,
    "\n  mutation AccessRuleGridSetEnabled($id: Int!, $enabled: Boolean!, $confirmCatchAll: Boolean) {\n    accessRuleSetEnabled(id: $id, enabled: $enabled, confirmCatchAll: $confirmCatchAll) {\n      __typename\n      ... on AccessRuleSetEnabledSuccess {\n        data {\n          id\n          isActive\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n": types.AccessRuleGridSetEnabledDocument,
    "\n  mutation AccessRuleGridDelete($id: Int!) {\n    accessRuleDelete(id: $id) {\n      __typename\n      ... on AccessRuleDeleteSuccess {\n        data {\n          id\n          name\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n      }\n    }\n  }\n": types.AccessRuleGridDeleteDocument,
    "\n  mutation AccessRulesGridReorder($ids: [Int!]!) {\n    accessRulesReorder(ids: $ids) {\n      __typename\n      ... on AccessRulesReorderSuccess {\n        data {\n          id\n          priority\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n      }\n    }\n  }\n": types.AccessRulesGridReorderDocument,
    "\n  mutation AccessRulesGridImport($json: JSON!, $confirmCatchAll: Boolean) {\n    accessRulesImport(json: $json, confirmCatchAll: $confirmCatchAll) {\n      __typename\n      ... on AccessRulesImportSuccess {\n        data {\n          id\n          name\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n": types.AccessRulesGridImportDocument,
    "\n  query AccessExplainProductSearch($search: String!) {\n    accessExplainProducts(search: $search, limit: 10) {\n      id\n      sku\n      name\n    }\n  }\n": types.AccessExplainProductSearchDocument,
    "\n  query AccessExplainOptions {\n    customerGroups {\n      id\n      code\n      name\n    }\n    stores {\n      id\n      code\n      name\n      isDefault\n    }\n    countries {\n      id\n      name\n    }\n  }\n": types.AccessExplainOptionsDocument,
    "\n  query AccessExplainPanel($productId: Int!, $groupId: Int!, $storeId: Int, $country: String) {\n    accessExplain(productId: $productId, groupId: $groupId, storeId: $storeId, country: $country) {\n      enabled\n      mode\n      ruleId\n      ruleName\n      summary\n      steps\n      decision {\n        fired\n        hidePrice\n        canCheckout\n        refusePurchase\n        hideListing\n        redirect\n        message\n      }\n    }\n  }\n": types.AccessExplainPanelDocument,
    "\n  query AccessBasicMatrix($storeId: Int) {\n    accessBasicSettings(storeId: $storeId) {\n      enabled\n      mode\n      requireLogin\n      hidePrice\n      blockPurchase\n      byCustomerGroup\n      customerGroups\n      byCategory\n      categoryIds\n    }\n    customerGroups {\n      id\n      code\n      name\n    }\n    categories {\n      id\n      name\n      level\n    }\n  }\n": types.AccessBasicMatrixDocument,
    "\n  mutation AccessBasicConfigSet($path: String!, $value: String) {\n    configValueSet(path: $path, value: $value) {\n      __typename\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n": types.AccessBasicConfigSetDocument,
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
export function graphql(source: "\n  fragment AccessRuleRow on AccessRule {\n    id\n    name\n    isActive\n    priority\n    customerGroupIds\n    storeCodes\n    countries\n    source\n    conditions\n    legacy\n    scopeCategoryIds\n    productIds\n    hideListing\n    hidePrice\n    blockPurchase\n    redirectCms\n    enforcement\n    message\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment AccessRuleRow on AccessRule {\n    id\n    name\n    isActive\n    priority\n    customerGroupIds\n    storeCodes\n    countries\n    source\n    conditions\n    legacy\n    scopeCategoryIds\n    productIds\n    hideListing\n    hidePrice\n    blockPurchase\n    redirectCms\n    enforcement\n    message\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessRulesGrid($filter: AccessRuleFilter, $sort: AccessRuleSort, $page: Int, $pageSize: Int) {\n    accessRules(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        ...AccessRuleRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccessRulesGrid($filter: AccessRuleFilter, $sort: AccessRuleSort, $page: Int, $pageSize: Int) {\n    accessRules(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        ...AccessRuleRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessRulesOrder($page: Int) {\n    accessRules(page: $page, pageSize: 100, sort: { field: priority, direction: asc }) {\n      totalCount\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccessRulesOrder($page: Int) {\n    accessRules(page: $page, pageSize: 100, sort: { field: priority, direction: asc }) {\n      totalCount\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessRulesCatalog {\n    accessRuleCatalog {\n      attributes {\n        code\n        type\n        options\n      }\n      categoryIds\n      groups {\n        code\n        id\n      }\n      stores\n      cmsPages\n    }\n    customerGroups {\n      id\n      code\n      name\n    }\n    stores {\n      id\n      code\n      name\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  query AccessRulesCatalog {\n    accessRuleCatalog {\n      attributes {\n        code\n        type\n        options\n      }\n      categoryIds\n      groups {\n        code\n        id\n      }\n      stores\n      cmsPages\n    }\n    customerGroups {\n      id\n      code\n      name\n    }\n    stores {\n      id\n      code\n      name\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccessRuleEditorCreate($input: AccessRuleInput!, $confirmCatchAll: Boolean) {\n    accessRuleCreate(input: $input, confirmCatchAll: $confirmCatchAll) {\n      __typename\n      ... on AccessRuleCreateSuccess {\n        data {\n          ...AccessRuleRow\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AccessRuleEditorCreate($input: AccessRuleInput!, $confirmCatchAll: Boolean) {\n    accessRuleCreate(input: $input, confirmCatchAll: $confirmCatchAll) {\n      __typename\n      ... on AccessRuleCreateSuccess {\n        data {\n          ...AccessRuleRow\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccessRuleEditorUpdate($id: Int!, $input: AccessRuleInput!, $confirmCatchAll: Boolean) {\n    accessRuleUpdate(id: $id, input: $input, confirmCatchAll: $confirmCatchAll) {\n      __typename\n      ... on AccessRuleUpdateSuccess {\n        data {\n          ...AccessRuleRow\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AccessRuleEditorUpdate($id: Int!, $input: AccessRuleInput!, $confirmCatchAll: Boolean) {\n    accessRuleUpdate(id: $id, input: $input, confirmCatchAll: $confirmCatchAll) {\n      __typename\n      ... on AccessRuleUpdateSuccess {\n        data {\n          ...AccessRuleRow\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccessRuleGridSetEnabled($id: Int!, $enabled: Boolean!, $confirmCatchAll: Boolean) {\n    accessRuleSetEnabled(id: $id, enabled: $enabled, confirmCatchAll: $confirmCatchAll) {\n      __typename\n      ... on AccessRuleSetEnabledSuccess {\n        data {\n          id\n          isActive\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AccessRuleGridSetEnabled($id: Int!, $enabled: Boolean!, $confirmCatchAll: Boolean) {\n    accessRuleSetEnabled(id: $id, enabled: $enabled, confirmCatchAll: $confirmCatchAll) {\n      __typename\n      ... on AccessRuleSetEnabledSuccess {\n        data {\n          id\n          isActive\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccessRuleGridDelete($id: Int!) {\n    accessRuleDelete(id: $id) {\n      __typename\n      ... on AccessRuleDeleteSuccess {\n        data {\n          id\n          name\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AccessRuleGridDelete($id: Int!) {\n    accessRuleDelete(id: $id) {\n      __typename\n      ... on AccessRuleDeleteSuccess {\n        data {\n          id\n          name\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccessRulesGridReorder($ids: [Int!]!) {\n    accessRulesReorder(ids: $ids) {\n      __typename\n      ... on AccessRulesReorderSuccess {\n        data {\n          id\n          priority\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AccessRulesGridReorder($ids: [Int!]!) {\n    accessRulesReorder(ids: $ids) {\n      __typename\n      ... on AccessRulesReorderSuccess {\n        data {\n          id\n          priority\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccessRulesGridImport($json: JSON!, $confirmCatchAll: Boolean) {\n    accessRulesImport(json: $json, confirmCatchAll: $confirmCatchAll) {\n      __typename\n      ... on AccessRulesImportSuccess {\n        data {\n          id\n          name\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AccessRulesGridImport($json: JSON!, $confirmCatchAll: Boolean) {\n    accessRulesImport(json: $json, confirmCatchAll: $confirmCatchAll) {\n      __typename\n      ... on AccessRulesImportSuccess {\n        data {\n          id\n          name\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessExplainProductSearch($search: String!) {\n    accessExplainProducts(search: $search, limit: 10) {\n      id\n      sku\n      name\n    }\n  }\n"): (typeof documents)["\n  query AccessExplainProductSearch($search: String!) {\n    accessExplainProducts(search: $search, limit: 10) {\n      id\n      sku\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessExplainOptions {\n    customerGroups {\n      id\n      code\n      name\n    }\n    stores {\n      id\n      code\n      name\n      isDefault\n    }\n    countries {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AccessExplainOptions {\n    customerGroups {\n      id\n      code\n      name\n    }\n    stores {\n      id\n      code\n      name\n      isDefault\n    }\n    countries {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessExplainPanel($productId: Int!, $groupId: Int!, $storeId: Int, $country: String) {\n    accessExplain(productId: $productId, groupId: $groupId, storeId: $storeId, country: $country) {\n      enabled\n      mode\n      ruleId\n      ruleName\n      summary\n      steps\n      decision {\n        fired\n        hidePrice\n        canCheckout\n        refusePurchase\n        hideListing\n        redirect\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccessExplainPanel($productId: Int!, $groupId: Int!, $storeId: Int, $country: String) {\n    accessExplain(productId: $productId, groupId: $groupId, storeId: $storeId, country: $country) {\n      enabled\n      mode\n      ruleId\n      ruleName\n      summary\n      steps\n      decision {\n        fired\n        hidePrice\n        canCheckout\n        refusePurchase\n        hideListing\n        redirect\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessBasicMatrix($storeId: Int) {\n    accessBasicSettings(storeId: $storeId) {\n      enabled\n      mode\n      requireLogin\n      hidePrice\n      blockPurchase\n      byCustomerGroup\n      customerGroups\n      byCategory\n      categoryIds\n    }\n    customerGroups {\n      id\n      code\n      name\n    }\n    categories {\n      id\n      name\n      level\n    }\n  }\n"): (typeof documents)["\n  query AccessBasicMatrix($storeId: Int) {\n    accessBasicSettings(storeId: $storeId) {\n      enabled\n      mode\n      requireLogin\n      hidePrice\n      blockPurchase\n      byCustomerGroup\n      customerGroups\n      byCategory\n      categoryIds\n    }\n    customerGroups {\n      id\n      code\n      name\n    }\n    categories {\n      id\n      name\n      level\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccessBasicConfigSet($path: String!, $value: String) {\n    configValueSet(path: $path, value: $value) {\n      __typename\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AccessBasicConfigSet($path: String!, $value: String) {\n    configValueSet(path: $path, value: $value) {\n      __typename\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n"];
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
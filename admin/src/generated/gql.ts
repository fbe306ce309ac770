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
    "\n  fragment FormsScreenForm on CustomForm {\n    id\n    code\n    title\n    storeIds\n    active\n    successMessage\n    recipients\n    createdAt\n    updatedAt\n    fields {\n      key\n      type\n      label\n      placeholder\n      required\n      options {\n        value\n        label\n      }\n      validation {\n        minLength\n        maxLength\n        pattern\n        min\n        max\n      }\n    }\n  }\n": typeof types.FormsScreenFormFragmentDoc,
    "\n  query FormsScreenList($filter: CustomFormFilter, $sort: CustomFormSort, $page: Int, $pageSize: Int) {\n    customForms(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        id\n        code\n        title\n        active\n        storeIds\n        createdAt\n        fields {\n          key\n        }\n      }\n    }\n  }\n": typeof types.FormsScreenListDocument,
    "\n  query FormsScreenForm($id: Int!) {\n    customForm(id: $id) {\n      ...FormsScreenForm\n    }\n  }\n": typeof types.FormsScreenFormDocument,
    "\n  query FormsScreenStores {\n    stores {\n      id\n      code\n      name\n      isDefault\n    }\n  }\n": typeof types.FormsScreenStoresDocument,
    "\n  query FormsScreenCountries {\n    countries {\n      id\n      name\n    }\n    storeConfig {\n      allowedCountries\n    }\n  }\n": typeof types.FormsScreenCountriesDocument,
    "\n  mutation FormsScreenCreate($input: CustomFormInput!) {\n    customFormCreate(input: $input) {\n      __typename\n      ... on CustomFormCreateSuccess {\n        data {\n          ...FormsScreenForm\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n": typeof types.FormsScreenCreateDocument,
    "\n  mutation FormsScreenUpdate($id: Int!, $input: CustomFormInput!) {\n    customFormUpdate(id: $id, input: $input) {\n      __typename\n      ... on CustomFormUpdateSuccess {\n        data {\n          ...FormsScreenForm\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n": typeof types.FormsScreenUpdateDocument,
    "\n  mutation FormsScreenDelete($id: Int!) {\n    customFormDelete(id: $id) {\n      __typename\n      ... on CustomFormDeleteSuccess {\n        data {\n          id\n          code\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n": typeof types.FormsScreenDeleteDocument,
    "\n  query FormsScreenSubmissions($filter: CustomFormSubmissionFilter, $sort: CustomFormSubmissionSort, $page: Int, $pageSize: Int) {\n    customFormSubmissions(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        id\n        formCode\n        storeId\n        payload\n        ip\n        createdAt\n      }\n    }\n  }\n": typeof types.FormsScreenSubmissionsDocument,
    "\n  query FormsScreenSubmissionsCsv($filter: CustomFormSubmissionFilter) {\n    customFormSubmissionsCsv(filter: $filter)\n  }\n": typeof types.FormsScreenSubmissionsCsvDocument,
    "\n  mutation FormsScreenSubmissionDelete($id: Int!) {\n    customFormSubmissionDelete(id: $id) {\n      __typename\n      ... on CustomFormSubmissionDeleteSuccess {\n        data {\n          id\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n": typeof types.FormsScreenSubmissionDeleteDocument,
    "\n  query FormsScreenSettings {\n    storeConfig {\n      extensions {\n        b2bPlugins {\n          code\n          config\n        }\n      }\n    }\n  }\n": typeof types.FormsScreenSettingsDocument,
    "\n  query FormsScreenConfigValues {\n    configValues(prefix: \"b2b_forms/\") {\n      path\n      scope\n      scopeId\n      value\n    }\n  }\n": typeof types.FormsScreenConfigValuesDocument,
    "\n  mutation FormsScreenConfigSet($path: String!, $value: String) {\n    configValueSet(path: $path, value: $value) {\n      __typename\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n": typeof types.FormsScreenConfigSetDocument,
};
const documents: Documents = {
    "\n  query DashboardPendingCustomers {\n    pendingCustomers(filter: { status: [pending] }, pageSize: 1) {\n      totalCount\n    }\n  }\n": types.DashboardPendingCustomersDocument,
    "\n  query DashboardTradeApplications {\n    tradeApplications(filter: { status: [pending] }, pageSize: 1) {\n      totalCount\n    }\n  }\n": types.DashboardTradeApplicationsDocument,
    "\n  subscription DashboardCustomerPendingAdded {\n    customerPendingAdded {\n      id\n      email\n      firstName\n      lastName\n    }\n  }\n": types.DashboardCustomerPendingAddedDocument,
    "\n  subscription DashboardCustomerApprovalDecided {\n    customerApprovalDecided {\n      customer {\n        id\n        approvalStatus\n      }\n    }\n  }\n": types.DashboardCustomerApprovalDecidedDocument,
    "\n  subscription DashboardTradeApplicationAdded {\n    tradeApplicationAdded {\n      id\n      email\n    }\n  }\n": types.DashboardTradeApplicationAddedDocument,
    "\n  subscription DashboardTradeApplicationDecided {\n    tradeApplicationDecided {\n      application {\n        id\n        status\n      }\n    }\n  }\n": types.DashboardTradeApplicationDecidedDocument,
    "\n  fragment FormsScreenForm on CustomForm {\n    id\n    code\n    title\n    storeIds\n    active\n    successMessage\n    recipients\n    createdAt\n    updatedAt\n    fields {\n      key\n      type\n      label\n      placeholder\n      required\n      options {\n        value\n        label\n      }\n      validation {\n        minLength\n        maxLength\n        pattern\n        min\n        max\n      }\n    }\n  }\n": types.FormsScreenFormFragmentDoc,
    "\n  query FormsScreenList($filter: CustomFormFilter, $sort: CustomFormSort, $page: Int, $pageSize: Int) {\n    customForms(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        id\n        code\n        title\n        active\n        storeIds\n        createdAt\n        fields {\n          key\n        }\n      }\n    }\n  }\n": types.FormsScreenListDocument,
    "\n  query FormsScreenForm($id: Int!) {\n    customForm(id: $id) {\n      ...FormsScreenForm\n    }\n  }\n": types.FormsScreenFormDocument,
    "\n  query FormsScreenStores {\n    stores {\n      id\n      code\n      name\n      isDefault\n    }\n  }\n": types.FormsScreenStoresDocument,
    "\n  query FormsScreenCountries {\n    countries {\n      id\n      name\n    }\n    storeConfig {\n      allowedCountries\n    }\n  }\n": types.FormsScreenCountriesDocument,
    "\n  mutation FormsScreenCreate($input: CustomFormInput!) {\n    customFormCreate(input: $input) {\n      __typename\n      ... on CustomFormCreateSuccess {\n        data {\n          ...FormsScreenForm\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n": types.FormsScreenCreateDocument,
    "\n  mutation FormsScreenUpdate($id: Int!, $input: CustomFormInput!) {\n    customFormUpdate(id: $id, input: $input) {\n      __typename\n      ... on CustomFormUpdateSuccess {\n        data {\n          ...FormsScreenForm\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n": types.FormsScreenUpdateDocument,
    "\n  mutation FormsScreenDelete($id: Int!) {\n    customFormDelete(id: $id) {\n      __typename\n      ... on CustomFormDeleteSuccess {\n        data {\n          id\n          code\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n": types.FormsScreenDeleteDocument,
    "\n  query FormsScreenSubmissions($filter: CustomFormSubmissionFilter, $sort: CustomFormSubmissionSort, $page: Int, $pageSize: Int) {\n    customFormSubmissions(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        id\n        formCode\n        storeId\n        payload\n        ip\n        createdAt\n      }\n    }\n  }\n": types.FormsScreenSubmissionsDocument,
    "\n  query FormsScreenSubmissionsCsv($filter: CustomFormSubmissionFilter) {\n    customFormSubmissionsCsv(filter: $filter)\n  }\n": types.FormsScreenSubmissionsCsvDocument,
    "\n  mutation FormsScreenSubmissionDelete($id: Int!) {\n    customFormSubmissionDelete(id: $id) {\n      __typename\n      ... on CustomFormSubmissionDeleteSuccess {\n        data {\n          id\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n": types.FormsScreenSubmissionDeleteDocument,
    "\n  query FormsScreenSettings {\n    storeConfig {\n      extensions {\n        b2bPlugins {\n          code\n          config\n        }\n      }\n    }\n  }\n": types.FormsScreenSettingsDocument,
    "\n  query FormsScreenConfigValues {\n    configValues(prefix: \"b2b_forms/\") {\n      path\n      scope\n      scopeId\n      value\n    }\n  }\n": types.FormsScreenConfigValuesDocument,
    "\n  mutation FormsScreenConfigSet($path: String!, $value: String) {\n    configValueSet(path: $path, value: $value) {\n      __typename\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n": types.FormsScreenConfigSetDocument,
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
export function graphql(source: "\n  fragment FormsScreenForm on CustomForm {\n    id\n    code\n    title\n    storeIds\n    active\n    successMessage\n    recipients\n    createdAt\n    updatedAt\n    fields {\n      key\n      type\n      label\n      placeholder\n      required\n      options {\n        value\n        label\n      }\n      validation {\n        minLength\n        maxLength\n        pattern\n        min\n        max\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment FormsScreenForm on CustomForm {\n    id\n    code\n    title\n    storeIds\n    active\n    successMessage\n    recipients\n    createdAt\n    updatedAt\n    fields {\n      key\n      type\n      label\n      placeholder\n      required\n      options {\n        value\n        label\n      }\n      validation {\n        minLength\n        maxLength\n        pattern\n        min\n        max\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FormsScreenList($filter: CustomFormFilter, $sort: CustomFormSort, $page: Int, $pageSize: Int) {\n    customForms(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        id\n        code\n        title\n        active\n        storeIds\n        createdAt\n        fields {\n          key\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FormsScreenList($filter: CustomFormFilter, $sort: CustomFormSort, $page: Int, $pageSize: Int) {\n    customForms(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        id\n        code\n        title\n        active\n        storeIds\n        createdAt\n        fields {\n          key\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FormsScreenForm($id: Int!) {\n    customForm(id: $id) {\n      ...FormsScreenForm\n    }\n  }\n"): (typeof documents)["\n  query FormsScreenForm($id: Int!) {\n    customForm(id: $id) {\n      ...FormsScreenForm\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FormsScreenStores {\n    stores {\n      id\n      code\n      name\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  query FormsScreenStores {\n    stores {\n      id\n      code\n      name\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FormsScreenCountries {\n    countries {\n      id\n      name\n    }\n    storeConfig {\n      allowedCountries\n    }\n  }\n"): (typeof documents)["\n  query FormsScreenCountries {\n    countries {\n      id\n      name\n    }\n    storeConfig {\n      allowedCountries\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FormsScreenCreate($input: CustomFormInput!) {\n    customFormCreate(input: $input) {\n      __typename\n      ... on CustomFormCreateSuccess {\n        data {\n          ...FormsScreenForm\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FormsScreenCreate($input: CustomFormInput!) {\n    customFormCreate(input: $input) {\n      __typename\n      ... on CustomFormCreateSuccess {\n        data {\n          ...FormsScreenForm\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FormsScreenUpdate($id: Int!, $input: CustomFormInput!) {\n    customFormUpdate(id: $id, input: $input) {\n      __typename\n      ... on CustomFormUpdateSuccess {\n        data {\n          ...FormsScreenForm\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FormsScreenUpdate($id: Int!, $input: CustomFormInput!) {\n    customFormUpdate(id: $id, input: $input) {\n      __typename\n      ... on CustomFormUpdateSuccess {\n        data {\n          ...FormsScreenForm\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FormsScreenDelete($id: Int!) {\n    customFormDelete(id: $id) {\n      __typename\n      ... on CustomFormDeleteSuccess {\n        data {\n          id\n          code\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FormsScreenDelete($id: Int!) {\n    customFormDelete(id: $id) {\n      __typename\n      ... on CustomFormDeleteSuccess {\n        data {\n          id\n          code\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FormsScreenSubmissions($filter: CustomFormSubmissionFilter, $sort: CustomFormSubmissionSort, $page: Int, $pageSize: Int) {\n    customFormSubmissions(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        id\n        formCode\n        storeId\n        payload\n        ip\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query FormsScreenSubmissions($filter: CustomFormSubmissionFilter, $sort: CustomFormSubmissionSort, $page: Int, $pageSize: Int) {\n    customFormSubmissions(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        id\n        formCode\n        storeId\n        payload\n        ip\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FormsScreenSubmissionsCsv($filter: CustomFormSubmissionFilter) {\n    customFormSubmissionsCsv(filter: $filter)\n  }\n"): (typeof documents)["\n  query FormsScreenSubmissionsCsv($filter: CustomFormSubmissionFilter) {\n    customFormSubmissionsCsv(filter: $filter)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FormsScreenSubmissionDelete($id: Int!) {\n    customFormSubmissionDelete(id: $id) {\n      __typename\n      ... on CustomFormSubmissionDeleteSuccess {\n        data {\n          id\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FormsScreenSubmissionDelete($id: Int!) {\n    customFormSubmissionDelete(id: $id) {\n      __typename\n      ... on CustomFormSubmissionDeleteSuccess {\n        data {\n          id\n        }\n      }\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FormsScreenSettings {\n    storeConfig {\n      extensions {\n        b2bPlugins {\n          code\n          config\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FormsScreenSettings {\n    storeConfig {\n      extensions {\n        b2bPlugins {\n          code\n          config\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FormsScreenConfigValues {\n    configValues(prefix: \"b2b_forms/\") {\n      path\n      scope\n      scopeId\n      value\n    }\n  }\n"): (typeof documents)["\n  query FormsScreenConfigValues {\n    configValues(prefix: \"b2b_forms/\") {\n      path\n      scope\n      scopeId\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FormsScreenConfigSet($path: String!, $value: String) {\n    configValueSet(path: $path, value: $value) {\n      __typename\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FormsScreenConfigSet($path: String!, $value: String) {\n    configValueSet(path: $path, value: $value) {\n      __typename\n      ... on Problem {\n        code\n        message\n        status\n        errors {\n          field\n          code\n          message\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
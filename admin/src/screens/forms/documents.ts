/** The Forms screens' GraphQL operations (typed by `npm run generate`). Forms are admin scope `content`. */
import { graphql } from "../../generated/index.ts";

export const FormFields = graphql(`
  fragment FormsScreenForm on CustomForm {
    id
    code
    title
    storeIds
    active
    successMessage
    recipients
    createdAt
    updatedAt
    fields {
      key
      type
      label
      placeholder
      required
      options {
        value
        label
      }
      validation {
        minLength
        maxLength
        pattern
        min
        max
      }
    }
  }
`);

export const FormsList = graphql(`
  query FormsScreenList($filter: CustomFormFilter, $sort: CustomFormSort, $page: Int, $pageSize: Int) {
    customForms(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      totalCount
      items {
        id
        code
        title
        active
        storeIds
        createdAt
        fields {
          key
        }
      }
    }
  }
`);

export const FormById = graphql(`
  query FormsScreenForm($id: Int!) {
    customForm(id: $id) {
      ...FormsScreenForm
    }
  }
`);

export const Stores = graphql(`
  query FormsScreenStores {
    stores {
      id
      code
      name
      isDefault
    }
  }
`);

export const Countries = graphql(`
  query FormsScreenCountries {
    countries {
      id
      name
    }
    storeConfig {
      allowedCountries
    }
  }
`);

export const FormCreate = graphql(`
  mutation FormsScreenCreate($input: CustomFormInput!) {
    customFormCreate(input: $input) {
      __typename
      ... on CustomFormCreateSuccess {
        data {
          ...FormsScreenForm
        }
      }
      ...ProblemFields
    }
  }
`);

export const FormUpdate = graphql(`
  mutation FormsScreenUpdate($id: Int!, $input: CustomFormInput!) {
    customFormUpdate(id: $id, input: $input) {
      __typename
      ... on CustomFormUpdateSuccess {
        data {
          ...FormsScreenForm
        }
      }
      ...ProblemFields
    }
  }
`);

export const FormDelete = graphql(`
  mutation FormsScreenDelete($id: Int!) {
    customFormDelete(id: $id) {
      __typename
      ... on CustomFormDeleteSuccess {
        data {
          id
          code
        }
      }
      ...ProblemFields
    }
  }
`);

export const Submissions = graphql(`
  query FormsScreenSubmissions($filter: CustomFormSubmissionFilter, $sort: CustomFormSubmissionSort, $page: Int, $pageSize: Int) {
    customFormSubmissions(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      totalCount
      items {
        id
        formCode
        storeId
        payload
        ip
        createdAt
      }
    }
  }
`);

export const SubmissionsCsv = graphql(`
  query FormsScreenSubmissionsCsv($filter: CustomFormSubmissionFilter) {
    customFormSubmissionsCsv(filter: $filter)
  }
`);

export const SubmissionDelete = graphql(`
  mutation FormsScreenSubmissionDelete($id: Int!) {
    customFormSubmissionDelete(id: $id) {
      __typename
      ... on CustomFormSubmissionDeleteSuccess {
        data {
          id
        }
      }
      ...ProblemFields
    }
  }
`);

/** the module's effective public settings (honeypot, fill time, rate limit, captcha) for the default store */
export const FormsSettings = graphql(`
  query FormsScreenSettings {
    storeConfig {
      extensions {
        b2bPlugins {
          code
          config
        }
      }
    }
  }
`);

/** what an admin set explicitly under b2b_forms/ (scope `config`) */
export const FormsConfigValues = graphql(`
  query FormsScreenConfigValues {
    configValues(prefix: "b2b_forms/") {
      path
      scope
      scopeId
      value
    }
  }
`);

export const ConfigSet = graphql(`
  mutation FormsScreenConfigSet($path: String!, $value: String) {
    configValueSet(path: $path, value: $value) {
      __typename
      ...ProblemFields
    }
  }
`);

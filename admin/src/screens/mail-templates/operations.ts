import { graphql } from "../../generated/index.ts";

export const TemplateStores = graphql(`
  query MailTemplateStores {
    stores {
      id
      code
      name
      isDefault
    }
  }
`);

export const TemplateList = graphql(`
  query MailTemplateList($storeId: Int!) {
    mailTemplates(storeId: $storeId) {
      id
      storeId
      owner
      description
      variables
      overridden
      source
      subject
      text
      html
    }
  }
`);

export const TemplatePreview = graphql(`
  query MailTemplateDraftPreview($id: String!, $storeId: Int!, $subject: String, $text: String, $html: String) {
    mailTemplatePreview(id: $id, storeId: $storeId, subject: $subject, text: $text, html: $html) {
      __typename
      ... on MailTemplatePreviewSuccess {
        data {
          id
          subject
          text
          html
          sample
        }
      }
      ...ProblemFields
    }
  }
`);

export const TemplateSave = graphql(`
  mutation MailTemplateSave($id: String!, $storeId: Int!, $subject: String!, $text: String!, $html: String) {
    mailTemplateSet(id: $id, storeId: $storeId, subject: $subject, text: $text, html: $html) {
      __typename
      ... on MailTemplateSetSuccess {
        data {
          id
          storeId
          overridden
          subject
          text
          html
        }
      }
      ...ProblemFields
    }
  }
`);

export const TemplateReset = graphql(`
  mutation MailTemplateResetToDefault($id: String!, $storeId: Int!) {
    mailTemplateReset(id: $id, storeId: $storeId)
  }
`);

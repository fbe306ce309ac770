/** The Content screen's GraphQL operations (typed by `npm run generate`): CMS pages and blocks, blog posts and categories (scope `content`). */
import { graphql } from "../../generated/index.ts";

export const ContentStores = graphql(`
  query ContentStores {
    stores {
      id
      code
      name
    }
  }
`);

export const ContentForms = graphql(`
  query ContentForms {
    customForms(page: 1, pageSize: 100, sort: { field: title, direction: asc }) {
      items {
        id
        code
        title
        active
      }
    }
  }
`);

export const ContentPreview = graphql(`
  query ContentPreview($content: String!) {
    cmsContentPreview(content: $content)
  }
`);

// ---------- pages ----------

export const PageFields = graphql(`
  fragment ContentPage on CmsPage {
    id
    identifier
    title
    rawContent
    storeIds
    isActive
    contentHeading
    metaTitle
    metaKeywords
    metaDescription
    updatedAt
  }
`);

export const PagesGrid = graphql(`
  query ContentPagesGrid($filter: CmsPageFilter, $page: Int, $pageSize: Int) {
    adminCmsPages(filter: $filter, page: $page, pageSize: $pageSize) {
      totalCount
      items {
        id
        identifier
        title
        storeIds
        isActive
        updatedAt
      }
    }
  }
`);

export const PageById = graphql(`
  query ContentPage($id: Int!) {
    adminCmsPage(id: $id) {
      ...ContentPage
    }
  }
`);

export const PageCreate = graphql(`
  mutation ContentPageCreate($input: CmsPageInput!) {
    cmsPageCreate(input: $input) {
      __typename
      ... on CmsPageCreateSuccess {
        data {
          ...ContentPage
        }
      }
      ...ProblemFields
    }
  }
`);

export const PageUpdate = graphql(`
  mutation ContentPageUpdate($id: Int!, $input: CmsPageInput!) {
    cmsPageUpdate(id: $id, input: $input) {
      __typename
      ... on CmsPageUpdateSuccess {
        data {
          ...ContentPage
        }
      }
      ...ProblemFields
    }
  }
`);

export const PageDelete = graphql(`
  mutation ContentPageDelete($id: Int!) {
    cmsPageDelete(id: $id) {
      __typename
      ... on CmsPageDeleteSuccess {
        data {
          id
        }
      }
      ...ProblemFields
    }
  }
`);

// ---------- blocks ----------

export const BlockFields = graphql(`
  fragment ContentBlock on CmsBlock {
    id
    identifier
    title
    rawContent
    storeIds
    isActive
    updatedAt
  }
`);

export const BlocksGrid = graphql(`
  query ContentBlocksGrid($filter: CmsBlockFilter, $page: Int, $pageSize: Int) {
    adminCmsBlocks(filter: $filter, page: $page, pageSize: $pageSize) {
      totalCount
      items {
        id
        identifier
        title
        storeIds
        isActive
        updatedAt
      }
    }
  }
`);

export const BlockById = graphql(`
  query ContentBlock($id: Int!) {
    adminCmsBlock(id: $id) {
      ...ContentBlock
    }
  }
`);

export const BlockCreate = graphql(`
  mutation ContentBlockCreate($input: CmsBlockInput!) {
    cmsBlockCreate(input: $input) {
      __typename
      ... on CmsBlockCreateSuccess {
        data {
          ...ContentBlock
        }
      }
      ...ProblemFields
    }
  }
`);

export const BlockUpdate = graphql(`
  mutation ContentBlockUpdate($id: Int!, $input: CmsBlockInput!) {
    cmsBlockUpdate(id: $id, input: $input) {
      __typename
      ... on CmsBlockUpdateSuccess {
        data {
          ...ContentBlock
        }
      }
      ...ProblemFields
    }
  }
`);

export const BlockDelete = graphql(`
  mutation ContentBlockDelete($id: Int!) {
    cmsBlockDelete(id: $id) {
      __typename
      ... on CmsBlockDeleteSuccess {
        data {
          id
        }
      }
      ...ProblemFields
    }
  }
`);

// ---------- blog posts ----------

export const PostFields = graphql(`
  fragment ContentPost on BlogPost {
    id
    title
    urlKey
    content
    excerpt
    imageUrl
    categoryId
    isActive
    publishDate
    metaTitle
    metaDescription
    updatedAt
  }
`);

export const PostsGrid = graphql(`
  query ContentPostsGrid($filter: BlogPostFilter, $page: Int, $pageSize: Int) {
    adminBlogPosts(filter: $filter, page: $page, pageSize: $pageSize) {
      totalCount
      items {
        id
        title
        urlKey
        categoryId
        isActive
        publishDate
      }
    }
  }
`);

export const PostById = graphql(`
  query ContentPost($id: Int!) {
    adminBlogPost(id: $id) {
      ...ContentPost
    }
  }
`);

export const PostCreate = graphql(`
  mutation ContentPostCreate($input: BlogPostInput!) {
    blogPostCreate(input: $input) {
      __typename
      ... on BlogPostCreateSuccess {
        data {
          ...ContentPost
        }
      }
      ...ProblemFields
    }
  }
`);

export const PostUpdate = graphql(`
  mutation ContentPostUpdate($id: Int!, $input: BlogPostInput!) {
    blogPostUpdate(id: $id, input: $input) {
      __typename
      ... on BlogPostUpdateSuccess {
        data {
          ...ContentPost
        }
      }
      ...ProblemFields
    }
  }
`);

export const PostDelete = graphql(`
  mutation ContentPostDelete($id: Int!) {
    blogPostDelete(id: $id) {
      __typename
      ... on BlogPostDeleteSuccess {
        data {
          id
        }
      }
      ...ProblemFields
    }
  }
`);

// ---------- blog categories ----------

export const Categories = graphql(`
  query ContentCategories {
    adminBlogCategories {
      id
      name
      urlKey
      position
    }
  }
`);

export const CategoryCreate = graphql(`
  mutation ContentCategoryCreate($input: BlogCategoryInput!) {
    blogCategoryCreate(input: $input) {
      __typename
      ... on BlogCategoryCreateSuccess {
        data {
          id
          name
          urlKey
          position
        }
      }
      ...ProblemFields
    }
  }
`);

export const CategoryUpdate = graphql(`
  mutation ContentCategoryUpdate($id: Int!, $input: BlogCategoryInput!) {
    blogCategoryUpdate(id: $id, input: $input) {
      __typename
      ... on BlogCategoryUpdateSuccess {
        data {
          id
          name
          urlKey
          position
        }
      }
      ...ProblemFields
    }
  }
`);

export const CategoryDelete = graphql(`
  mutation ContentCategoryDelete($id: Int!) {
    blogCategoryDelete(id: $id) {
      __typename
      ... on BlogCategoryDeleteSuccess {
        data {
          id
        }
      }
      ...ProblemFields
    }
  }
`);

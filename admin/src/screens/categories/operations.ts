import { graphql } from "../../generated/index.ts";

export const CategoryTree = graphql(`
  query AdminCategoryTree {
    adminCategoryTree {
      id
      parentId
      name
      urlKey
      urlPath
      path
      level
      position
      isActive
      includeInMenu
      isAnchor
      productCount
      description
      image
      metaTitle
      metaDescription
      displayMode
    }
  }
`);

export const CategoryCreateDoc = graphql(`
  mutation AdminCategoryCreate($name: String!, $parentId: Int, $urlKey: String, $position: Int) {
    categoryCreate(name: $name, parentId: $parentId, urlKey: $urlKey, position: $position) {
      __typename
      ... on CategoryCreateSuccess {
        data {
          id
        }
      }
      ...ProblemFields
    }
  }
`);

export const CategoryUpdateDoc = graphql(`
  mutation AdminCategoryUpdate($id: Int!, $input: CategoryUpdateInput!) {
    categoryUpdate(id: $id, input: $input) {
      __typename
      ... on CategoryUpdateSuccess {
        data {
          id
          urlPath
        }
      }
      ...ProblemFields
    }
  }
`);

export const CategoryMoveDoc = graphql(`
  mutation AdminCategoryMove($id: Int!, $parentId: Int!, $position: Int) {
    categoryMove(id: $id, parentId: $parentId, position: $position) {
      __typename
      ... on CategoryMoveSuccess {
        data {
          id
          urlPath
        }
      }
      ...ProblemFields
    }
  }
`);

export const CategoryDeleteDoc = graphql(`
  mutation AdminCategoryDelete($id: Int!) {
    categoryDelete(id: $id) {
      __typename
      ... on CategoryDeleteSuccess {
        data {
          deletedIds
        }
      }
      ...ProblemFields
    }
  }
`);

export const CategoryProductsDoc = graphql(`
  query AdminCategoryProducts($id: Int!, $page: Int, $pageSize: Int) {
    categoryProducts(id: $id, page: $page, pageSize: $pageSize) {
      __typename
      ... on CategoryProductsSuccess {
        data {
          totalCount
          items {
            productId
            sku
            name
            status
            position
          }
        }
      }
      ...ProblemFields
    }
  }
`);

export const CategoryProductsSetDoc = graphql(`
  mutation AdminCategoryProductsSet($id: Int!, $items: [CategoryProductPositionInput!]!, $removeProductIds: [Int!]) {
    categoryProductsSet(id: $id, items: $items, removeProductIds: $removeProductIds) {
      __typename
      ... on CategoryProductsSetSuccess {
        data {
          totalCount
        }
      }
      ...ProblemFields
    }
  }
`);

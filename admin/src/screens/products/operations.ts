import { graphql } from "../../generated/index.ts";

export const ProductsGrid = graphql(`
  query ProductsGrid($filter: AdminProductFilter, $sort: AdminProductSort, $page: Int, $pageSize: Int) {
    adminProducts(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      totalCount
      items {
        id
        sku
        name
        type
        status
        visibility
        price
        specialPrice
        stockQty
        stockStatus
        updatedAt
      }
    }
  }
`);

/** attributes with their options, every category, the customer groups: the grid's filters and the editor's choices */
export const ProductEditorChoices = graphql(`
  query ProductEditorChoices {
    productEditorOptions {
      attributes {
        id
        code
        label
        inputType
        options {
          id
          label
        }
      }
      categories {
        id
        name
        path
        level
        isActive
      }
      customerGroups {
        id
        name
      }
    }
  }
`);

export const ProductEditorFields = graphql(`
  fragment ProductEditorFields on AdminProduct {
    id
    sku
    name
    type
    attributeSetId
    status
    visibility
    urlKey
    price
    specialPrice
    specialFromDate
    specialToDate
    cost
    msrp
    stockQty
    inStock
    weight
    description
    shortDescription
    metaTitle
    metaKeywords
    metaDescription
    createdAt
    updatedAt
    urlRedirects
    tierPrices {
      customerGroupId
      qty
      price
    }
    groupPrices {
      customerGroupId
      price
    }
    categories {
      categoryId
      position
      name
    }
    attributes {
      code
      value
    }
    configurableAttributeCodes
    variants {
      productId
      sku
      name
    }
    groupedProducts {
      productId
      sku
      name
      qty
      position
    }
    bundleOptions {
      id
      title
      type
      required
      position
      selections {
        id
        sku
        name
        qty
        isDefault
        position
      }
    }
    downloadableLinks {
      id
      title
      price
      sampleUrl
      numberOfDownloads
      position
    }
    linksPurchasedSeparately
    linksTitle
    giftcardType
    giftcardAmounts
    giftcardMinAmount
    giftcardMaxAmount
    giftcardAllowMessage
    customOptions {
      id
      title
      type
      required
      price
      priceType
      position
      values {
        id
        title
        price
        priceType
        position
      }
    }
  }
`);

export const ProductDetail = graphql(`
  query ProductDetail($id: Int!) {
    adminProduct(id: $id) {
      ...ProductEditorFields
    }
  }
`);

export const ProductCreate = graphql(`
  mutation ProductCreate($input: ProductInput!) {
    productCreate(input: $input) {
      __typename
      ... on ProductCreateSuccess {
        data {
          id
        }
      }
      ...ProblemFields
    }
  }
`);

export const ProductUpdate = graphql(`
  mutation ProductUpdate($id: Int!, $input: ProductInput!) {
    productUpdate(id: $id, input: $input) {
      __typename
      ... on ProductUpdateSuccess {
        data {
          id
          updatedAt
        }
      }
      ...ProblemFields
    }
  }
`);

export const ProductMassAct = graphql(`
  mutation ProductMassAct($ids: [Int!]!, $action: ProductMassActionKind!, $value: Float, $categoryId: Int) {
    productMassAction(ids: $ids, action: $action, value: $value, categoryId: $categoryId) {
      __typename
      ... on ProductMassActionSuccess {
        data {
          action
          ids
          count
        }
      }
      ...ProblemFields
    }
  }
`);

/** The Price lists screen's operations (scope `pricing`; typed by `npm run generate` into admin/src/generated). */
import { graphql } from "../../generated/index.ts";

export const PriceListRowFields = graphql(`
  fragment PriceListRow on PriceList {
    id
    code
    name
    currency
    storeIds
    active
    validFrom
    validTo
    priority
    adjustmentPercent
    condition
    itemCount
    companyIds
    customerGroupIds
    revision
    createdAt
    updatedAt
  }
`);

export const PriceListsGrid = graphql(`
  query PriceListsGrid($filter: PriceListFilter, $sort: PriceListSort, $page: Int, $pageSize: Int) {
    priceLists(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      totalCount
      items {
        ...PriceListRow
      }
    }
  }
`);

export const PriceListDetail = graphql(`
  query PriceListDetail($id: Int!) {
    priceList(id: $id) {
      ...PriceListRow
    }
  }
`);

/** a list's items, a page at a time, searched by SKU */
export const PriceListItems = graphql(`
  query PriceListItems($id: Int!, $search: String, $page: Int, $pageSize: Int) {
    priceList(id: $id) {
      id
      itemCount
      items(search: $search, page: $page, pageSize: $pageSize) {
        totalCount
        items {
          id
          sku
          productId
          productName
          price
          tiers {
            qty
            price
          }
          minQty
          maxQty
          qtyIncrement
        }
      }
    }
  }
`);

/** the stores and customer groups the editor and the assignments choose from (public fields) */
export const PricingOptions = graphql(`
  query PricingOptions {
    customerGroups {
      id
      code
      name
    }
    stores {
      id
      code
      name
      currency
      isDefault
    }
  }
`);

/** companies by name (assignments, explain); scope `companies` */
export const PricingCompanies = graphql(`
  query PricingCompanies($search: String) {
    companies(filter: { search: $search }, page: 1, pageSize: 20, sort: { field: name, direction: ASC }) {
      items {
        id
        name
        status
        customerGroupId
      }
    }
  }
`);

/** one company's name and status (an assigned company, named in the assignments) */
export const PricingCompanyName = graphql(`
  query PricingCompanyName($id: Int!) {
    company(id: $id) {
      id
      name
      status
    }
  }
`);

/** products by part of the SKU or name, or the id (explain); scope `catalog` */
export const PricingProducts = graphql(`
  query PricingProducts($search: String!) {
    adminProducts(filter: { search: $search }, page: 1, pageSize: 10) {
      items {
        id
        sku
        name
        type
      }
    }
  }
`);

export const PriceListCreateDoc = graphql(`
  mutation PriceListCreate($input: PriceListCreateInput!) {
    priceListCreate(input: $input) {
      __typename
      ... on PriceList {
        ...PriceListRow
      }
      ...ProblemFields
    }
  }
`);

export const PriceListUpdateDoc = graphql(`
  mutation PriceListUpdate($id: Int!, $input: PriceListUpdateInput!) {
    priceListUpdate(id: $id, input: $input) {
      __typename
      ... on PriceList {
        ...PriceListRow
      }
      ...ProblemFields
    }
  }
`);

export const PriceListDeleteDoc = graphql(`
  mutation PriceListDelete($id: Int!) {
    priceListDelete(id: $id) {
      __typename
      ... on PriceList {
        id
        code
      }
      ...ProblemFields
    }
  }
`);

export const PriceListItemsSetDoc = graphql(`
  mutation PriceListItemsSet($priceListId: Int!, $items: [PriceListItemInput!]!) {
    priceListItemsSet(priceListId: $priceListId, items: $items) {
      __typename
      ... on PriceListItemsSetResult {
        upserted
        priceList {
          id
          itemCount
          revision
        }
      }
      ...ProblemFields
    }
  }
`);

export const PriceListItemsDeleteDoc = graphql(`
  mutation PriceListItemsDelete($priceListId: Int!, $skus: [String!]!) {
    priceListItemsDelete(priceListId: $priceListId, skus: $skus) {
      __typename
      ... on PriceList {
        id
        itemCount
        revision
      }
      ...ProblemFields
    }
  }
`);

export const PriceListImportDoc = graphql(`
  mutation PriceListImportCsv($priceListId: Int!, $csv: String!, $dryRun: Boolean) {
    priceListImportCsv(priceListId: $priceListId, csv: $csv, dryRun: $dryRun) {
      __typename
      ... on PriceListImportResult {
        dryRun
        rows
        upserted
        errors {
          line
          field
          code
          message
        }
      }
      ...ProblemFields
    }
  }
`);

export const PriceListExportDoc = graphql(`
  query PriceListExportCsv($priceListId: Int!) {
    priceListExportCsv(priceListId: $priceListId)
  }
`);

export const PriceListAssignDoc = graphql(`
  mutation PriceListAssign($priceListId: Int!, $companyIds: [Int!], $customerGroupIds: [Int!]) {
    priceListAssign(priceListId: $priceListId, companyIds: $companyIds, customerGroupIds: $customerGroupIds) {
      __typename
      ... on PriceList {
        id
        companyIds
        customerGroupIds
        revision
      }
      ...ProblemFields
    }
  }
`);

export const PriceListUnassignDoc = graphql(`
  mutation PriceListUnassign($priceListId: Int!, $companyIds: [Int!], $customerGroupIds: [Int!]) {
    priceListUnassign(priceListId: $priceListId, companyIds: $companyIds, customerGroupIds: $customerGroupIds) {
      __typename
      ... on PriceList {
        id
        companyIds
        customerGroupIds
        revision
      }
      ...ProblemFields
    }
  }
`);

export const PriceListConditionCheckDoc = graphql(`
  query PriceListConditionCheck($condition: String!) {
    priceListConditionCheck(condition: $condition) {
      valid
      diagnostics {
        severity
        message
        line
        column
        code
      }
    }
  }
`);

/** the catalogue a condition is checked against in the browser (the access gate's description; scope catalog) */
export const PricingConditionCatalog = graphql(`
  query PricingConditionCatalog {
    accessRuleCatalog {
      attributes {
        code
        type
        options
      }
      categoryIds
    }
  }
`);

export const PriceExplainDoc = graphql(`
  query PriceExplain($productId: Int!, $qty: Float, $companyId: Int, $customerGroupId: Int, $storeId: Int) {
    priceExplain(productId: $productId, qty: $qty, companyId: $companyId, customerGroupId: $customerGroupId, storeId: $storeId) {
      __typename
      ... on PriceExplainResult {
        enabled
        price
        currency
        productId
        sku
        quantityRule {
          priceListCode
          minQty
          maxQty
          qtyIncrement
        }
        candidates {
          source
          priceListId
          priceListCode
          priority
          kind
          tierQty
          price
          won
          reason
        }
        notOffered {
          priceListId
          priceListCode
          priority
          reason
        }
        qty
        customerGroupId
        companyId
      }
      ...ProblemFields
    }
  }
`);

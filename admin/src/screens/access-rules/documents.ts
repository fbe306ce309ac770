/** The Access rules screen's operations (typed by `npm run generate` into admin/src/generated). */
import { graphql } from "../../generated/index.ts";

export const RuleFields = graphql(`
  fragment AccessRuleRow on AccessRule {
    id
    name
    isActive
    priority
    customerGroupIds
    storeCodes
    countries
    source
    conditions
    legacy
    scopeCategoryIds
    productIds
    hideListing
    hidePrice
    blockPurchase
    redirectCms
    enforcement
    message
    updatedAt
  }
`);

export const RulesQuery = graphql(`
  query AccessRulesGrid($filter: AccessRuleFilter, $sort: AccessRuleSort, $page: Int, $pageSize: Int) {
    accessRules(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      totalCount
      items {
        ...AccessRuleRow
      }
    }
  }
`);

/** every rule's id in priority order (reordering sends the whole order) */
export const RuleOrderQuery = graphql(`
  query AccessRulesOrder($page: Int) {
    accessRules(page: $page, pageSize: 100, sort: { field: priority, direction: asc }) {
      totalCount
      items {
        id
      }
    }
  }
`);

export const CatalogQuery = graphql(`
  query AccessRulesCatalog {
    accessRuleCatalog {
      attributes {
        code
        type
        options
      }
      categoryIds
      groups {
        code
        id
      }
      stores
      cmsPages
    }
    customerGroups {
      id
      code
      name
    }
    stores {
      id
      code
      name
      isDefault
    }
  }
`);

export const RuleCreate = graphql(`
  mutation AccessRuleEditorCreate($input: AccessRuleInput!, $confirmCatchAll: Boolean, $dryRun: Boolean) {
    accessRuleCreate(input: $input, confirmCatchAll: $confirmCatchAll, dryRun: $dryRun) {
      __typename
      ... on AccessRuleCreateSuccess {
        data {
          ...AccessRuleRow
        }
        impact {
          ...ShopperImpactFields
        }
      }
      ...ProblemFields
    }
  }
`);

export const RuleUpdate = graphql(`
  mutation AccessRuleEditorUpdate($id: Int!, $input: AccessRuleInput!, $confirmCatchAll: Boolean, $dryRun: Boolean) {
    accessRuleUpdate(id: $id, input: $input, confirmCatchAll: $confirmCatchAll, dryRun: $dryRun) {
      __typename
      ... on AccessRuleUpdateSuccess {
        data {
          ...AccessRuleRow
        }
        impact {
          ...ShopperImpactFields
        }
      }
      ...ProblemFields
    }
  }
`);

export const RuleSetEnabled = graphql(`
  mutation AccessRuleGridSetEnabled($id: Int!, $enabled: Boolean!, $confirmCatchAll: Boolean, $dryRun: Boolean) {
    accessRuleSetEnabled(id: $id, enabled: $enabled, confirmCatchAll: $confirmCatchAll, dryRun: $dryRun) {
      __typename
      ... on AccessRuleSetEnabledSuccess {
        data {
          id
          isActive
        }
        impact {
          ...ShopperImpactFields
        }
      }
      ...ProblemFields
    }
  }
`);

export const RuleDelete = graphql(`
  mutation AccessRuleGridDelete($id: Int!, $dryRun: Boolean) {
    accessRuleDelete(id: $id, dryRun: $dryRun) {
      __typename
      ... on AccessRuleDeleteSuccess {
        data {
          id
          name
        }
        impact {
          ...ShopperImpactFields
        }
      }
      ... on Problem {
        code
        message
        status
      }
    }
  }
`);

export const RulesReorder = graphql(`
  mutation AccessRulesGridReorder($ids: [Int!]!, $dryRun: Boolean) {
    accessRulesReorder(ids: $ids, dryRun: $dryRun) {
      __typename
      ... on AccessRulesReorderSuccess {
        data {
          id
          priority
        }
        impact {
          ...ShopperImpactFields
        }
      }
      ... on Problem {
        code
        message
        status
      }
    }
  }
`);

export const RulesImport = graphql(`
  mutation AccessRulesGridImport($json: JSON!, $confirmCatchAll: Boolean, $dryRun: Boolean) {
    accessRulesImport(json: $json, confirmCatchAll: $confirmCatchAll, dryRun: $dryRun) {
      __typename
      ... on AccessRulesImportSuccess {
        data {
          id
          name
        }
        impact {
          ...ShopperImpactFields
        }
      }
      ...ProblemFields
    }
  }
`);

export const ExplainProducts = graphql(`
  query AccessExplainProductSearch($search: String!) {
    accessExplainProducts(search: $search, limit: 10) {
      id
      sku
      name
    }
  }
`);

export const ExplainOptions = graphql(`
  query AccessExplainOptions {
    customerGroups {
      id
      code
      name
    }
    stores {
      id
      code
      name
      isDefault
    }
    countries {
      id
      name
    }
  }
`);

export const Explain = graphql(`
  query AccessExplainPanel($productId: Int!, $groupId: Int, $customer: String, $storeId: Int, $country: String) {
    accessExplain(productId: $productId, groupId: $groupId, customer: $customer, storeId: $storeId, country: $country) {
      caller {
        customerId
        customerEmail
        groupId
        storeId
        storeCode
        country
        countryFrom
      }
      enabled
      mode
      ruleId
      ruleName
      summary
      steps
      decision {
        fired
        hidePrice
        canCheckout
        refusePurchase
        hideListing
        redirect
        message
      }
    }
  }
`);

export const BasicSettings = graphql(`
  query AccessBasicMatrix($storeId: Int) {
    accessBasicSettings(storeId: $storeId) {
      enabled
      mode
      requireLogin
      hidePrice
      blockPurchase
      byCustomerGroup
      customerGroups
      byCategory
      categoryIds
    }
    customerGroups {
      id
      code
      name
    }
    categories {
      id
      name
      level
    }
  }
`);

export const ConfigSet = graphql(`
  mutation AccessBasicConfigSet($path: String!, $value: String, $dryRun: Boolean) {
    configValueSet(path: $path, value: $value, dryRun: $dryRun) {
      __typename
      ... on ConfigValueSetSuccess {
        impact {
          ...ShopperImpactFields
        }
      }
      ...ProblemFields
    }
  }
`);

/** what the matrix's values together would change for shoppers, as one change (nothing written) */
export const MatrixImpact = graphql(`
  query AccessMatrixImpact($values: [ConfigValueInput!]!) {
    configImpact(values: $values) {
      __typename
      ... on ConfigImpactSuccess {
        data {
          ...ShopperImpactFields
        }
      }
      ...ProblemFields
    }
  }
`);

/** the shadow diagnostic: rules that never fire for products an earlier rule covering their scope decides first */
export const RulesDiagnostics = graphql(`
  query AccessRulesDiagnostics($ruleId: Int) {
    accessRulesDiagnostics(ruleId: $ruleId) {
      ruleCount
      productCount
      shadows {
        ruleId
        ruleName
        rulePriority
        shadowedById
        shadowedByName
        shadowedByPriority
        productCount
        matchedCount
        neverFires
        message
        scope {
          groupId
          storeId
          storeCode
          country
        }
      }
    }
  }
`);

/** one page of a shadow's products */
export const ShadowProducts = graphql(`
  query AccessRuleShadowProducts($ruleId: Int!, $page: Int!) {
    accessRulesDiagnostics(ruleId: $ruleId) {
      shadows {
        ruleId
        shadowedById
        products(page: $page, pageSize: 10) {
          totalCount
          items {
            id
            sku
            name
          }
        }
      }
    }
  }
`);

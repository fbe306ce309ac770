import { graphql } from "../../generated/index.ts";

export const SettingsStores = graphql(`
  query SettingsStores {
    stores {
      id
      code
      name
      isDefault
    }
  }
`);

export const SettingSet = graphql(`
  mutation SettingSet($path: String!, $scope: ConfigScope!, $scopeId: Int!, $value: String, $dryRun: Boolean) {
    configValueSet(path: $path, scope: $scope, scopeId: $scopeId, value: $value, dryRun: $dryRun) {
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

/** what saving ALL a section's changed values would change for shoppers, as one change (nothing written) */
export const SettingsImpact = graphql(`
  query SettingsImpact($values: [ConfigValueInput!]!) {
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

export const SettingsAtScope = graphql(`
  query SettingsAtScope($scope: ConfigScope!, $scopeId: Int!) {
    configSettings(scope: $scope, scopeId: $scopeId) {
      __typename
      ... on ConfigSettingsSuccess {
        data {
          prefix
          label
          owner
          fields {
            path
            key
            label
            description
            type
            options {
              value
              label
            }
            default
            constraints
            value
            effectiveValue
            source
            inheritedValue
            inheritedSource
          }
        }
      }
      ...ProblemFields
    }
  }
`);

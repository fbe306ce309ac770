/** What a rules file is checked against: the catalogue's attributes, categories, groups, stores, countries, CMS pages. */
export type AttributeType = "text" | "number" | "select" | "multiselect" | "boolean" | "date";

export interface CatalogDescription {
  attributes?: Record<string, { type: AttributeType; options?: string[] }>;
  categoryIds?: number[];
  /** group codes (and their ids) */
  groups?: Record<string, number>;
  stores?: string[];
  countries?: string[];
  cmsPages?: string[];
  /** the company's role names (approval rules: `approve by role "..."`, `buyer.role`); without them any name passes */
  roles?: string[];
}

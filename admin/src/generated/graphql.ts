/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar. */
  DateTime: { input: string; output: string; }
  /** The `JSON` scalar type represents JSON values as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSON: { input: unknown; output: unknown; }
};

/** Basic mode's activation matrix at a store (OR-combined: a selected group, or a product in a selected category or below) */
export type AccessBasicMatrix = {
  __typename?: 'AccessBasicMatrix';
  /** enabled and in basic mode (in rules mode the rules decide) */
  applies: Scalars['Boolean']['output'];
  blockPurchase: Scalars['Boolean']['output'];
  byCategory: Scalars['Boolean']['output'];
  byCustomerGroup: Scalars['Boolean']['output'];
  categories: Array<AccessMatrixCategory>;
  enabled: Scalars['Boolean']['output'];
  /** both switches off: the gate fires for everyone on every product */
  firesForEveryone: Scalars['Boolean']['output'];
  groups: Array<AccessMatrixGroup>;
  hidePrice: Scalars['Boolean']['output'];
  mode: Scalars['String']['output'];
  requireLogin: Scalars['Boolean']['output'];
  storeId: Scalars['Int']['output'];
  /** ids in the settings that name no category */
  unknownCategoryIds: Array<Scalars['Int']['output']>;
  /** ids in the settings that name no customer group */
  unknownGroupIds: Array<Scalars['Int']['output']>;
};

export type AccessBasicMatrixResult = AccessBasicMatrixSuccess | Problem;

export type AccessBasicMatrixSuccess = {
  __typename?: 'AccessBasicMatrixSuccess';
  data: AccessBasicMatrix;
};

/** the effective Basic-mode settings of a scope (stored values over the module's defaults); written with configValueSet under b2b_access/ */
export type AccessBasicSettings = {
  __typename?: 'AccessBasicSettings';
  blockPurchase: Scalars['Boolean']['output'];
  byCategory: Scalars['Boolean']['output'];
  byCustomerGroup: Scalars['Boolean']['output'];
  /** gated category ids (subcategories inherit) */
  categoryIds: Array<Scalars['Int']['output']>;
  /** gated group ids (0 = NOT LOGGED IN) */
  customerGroups: Array<Scalars['Int']['output']>;
  enabled: Scalars['Boolean']['output'];
  hidePrice: Scalars['Boolean']['output'];
  /** basic or rules */
  mode: Scalars['String']['output'];
  requireLogin: Scalars['Boolean']['output'];
};

export type AccessDecision = {
  __typename?: 'AccessDecision';
  canCheckout: Scalars['Boolean']['output'];
  fired: Scalars['Boolean']['output'];
  hideListing: Scalars['Boolean']['output'];
  hidePrice: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  redirect?: Maybe<Scalars['String']['output']>;
  refusePurchase: Scalars['Boolean']['output'];
};

/** who a decision was explained for: a customer (their group, store and cart's destination country) or a customer group */
export type AccessExplainCaller = {
  __typename?: 'AccessExplainCaller';
  /** the destination country (ISO2), null when none is known */
  country?: Maybe<Scalars['String']['output']>;
  /** given (the country argument), cart (the customer's active cart) or none */
  countryFrom: Scalars['String']['output'];
  customerEmail?: Maybe<Scalars['String']['output']>;
  customerId?: Maybe<Scalars['Int']['output']>;
  groupId: Scalars['Int']['output'];
  storeCode: Scalars['String']['output'];
  storeId: Scalars['Int']['output'];
};

export type AccessExplainProduct = {
  __typename?: 'AccessExplainProduct';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  sku: Scalars['String']['output'];
};

export type AccessExplanation = {
  __typename?: 'AccessExplanation';
  caller: AccessExplainCaller;
  decision: AccessDecision;
  enabled: Scalars['Boolean']['output'];
  mode: Scalars['String']['output'];
  /** the rule that decided (Rules mode) */
  ruleId?: Maybe<Scalars['Int']['output']>;
  ruleName?: Maybe<Scalars['String']['output']>;
  /** each rule considered, in order, with its scope and condition results */
  steps: Scalars['JSON']['output'];
  summary: Scalars['String']['output'];
};

export type AccessMatrixCategory = {
  __typename?: 'AccessMatrixCategory';
  /** the gate fires for every caller on the products here */
  gatedForEveryone: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  /** a category above it is listed (subcategories inherit) */
  inherited: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** ids from the root, e.g. 1/3/7 */
  path: Scalars['String']['output'];
  /** listed in b2b_access/categoryIds */
  selected: Scalars['Boolean']['output'];
};

export type AccessMatrixGroup = {
  __typename?: 'AccessMatrixGroup';
  /** the gate fires for this group on every product */
  gatedEverywhere: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** listed in b2b_access/customerGroups */
  selected: Scalars['Boolean']['output'];
};

export type AccessProductPage = {
  __typename?: 'AccessProductPage';
  items: Array<AccessExplainProduct>;
  totalCount: Scalars['Int']['output'];
};

/** an access rule (Rules mode): scope, product matching, actions, enforcement, message, priority */
export type AccessRule = {
  __typename?: 'AccessRule';
  blockPurchase: Scalars['Boolean']['output'];
  /** the Magento/Maho catalog condition tree; null: a legacy rule */
  conditions?: Maybe<Scalars['JSON']['output']>;
  /** destination countries (ISO2); empty: any; a listed one needs a known destination */
  countries: Array<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  /** null: the store's call to action in place of a hidden price */
  ctaLabel?: Maybe<Scalars['String']['output']>;
  /** a path or http(s) URL; null: the store's */
  ctaUrl?: Maybe<Scalars['String']['output']>;
  /** empty: any group (0 = NOT LOGGED IN) */
  customerGroupIds: Array<Scalars['Int']['output']>;
  enforcement: AccessRuleEnforcement;
  hideListing: Scalars['Boolean']['output'];
  hidePrice: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  isActive: Scalars['Boolean']['output'];
  /** no tree: matched by scopeCategoryIds (subcategories inherit) and productIds */
  legacy: Scalars['Boolean']['output'];
  /** null: the store's hidden-price message */
  message?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** lowest first; ties: lower id; the first matching rule decides */
  priority: Scalars['Int']['output'];
  /** a legacy rule's product links */
  productIds: Array<Scalars['Int']['output']>;
  redirectCms?: Maybe<Scalars['String']['output']>;
  scopeCategoryIds: Array<Scalars['Int']['output']>;
  /** product matching in the rules language (the `when` expression) */
  source?: Maybe<Scalars['String']['output']>;
  /** empty: any store */
  storeCodes: Array<Scalars['String']['output']>;
  updatedAt: Scalars['String']['output'];
};

/** what a rule in the rules language is checked against when it is saved: the same description the server's checker reads */
export type AccessRuleCatalog = {
  __typename?: 'AccessRuleCatalog';
  attributes: Array<AccessRuleCatalogAttribute>;
  categoryIds: Array<Scalars['Int']['output']>;
  /** CMS page identifiers a `redirect` may name */
  cmsPages: Array<Scalars['String']['output']>;
  /** customer group codes (names in a rule's `for groups [...]`) and their ids */
  groups: Array<AccessRuleCatalogGroup>;
  /** store codes */
  stores: Array<Scalars['String']['output']>;
};

export type AccessRuleCatalogAttribute = {
  __typename?: 'AccessRuleCatalogAttribute';
  code: Scalars['String']['output'];
  /** a select's option labels */
  options: Array<Scalars['String']['output']>;
  /** text, number, select, multiselect, boolean or date */
  type: Scalars['String']['output'];
};

export type AccessRuleCatalogGroup = {
  __typename?: 'AccessRuleCatalogGroup';
  code: Scalars['String']['output'];
  id: Scalars['Int']['output'];
};

export type AccessRuleCreateResult = AccessRuleCreateSuccess | Problem;

export type AccessRuleCreateSuccess = {
  __typename?: 'AccessRuleCreateSuccess';
  data: AccessRule;
  /** with dryRun: what the write would change for shoppers (nothing was written); else null */
  impact?: Maybe<ShopperImpact>;
};

export type AccessRuleDeleteResult = AccessRuleDeleteSuccess | Problem;

export type AccessRuleDeleteSuccess = {
  __typename?: 'AccessRuleDeleteSuccess';
  data: AccessRule;
  /** with dryRun: what the write would change for shoppers (nothing was written); else null */
  impact?: Maybe<ShopperImpact>;
};

export type AccessRuleEnforcement =
  | 'both'
  | 'checkout'
  | 'visibility';

export type AccessRuleFilter = {
  /** rules that apply to this group (listed, or any group) */
  customerGroupId?: InputMaybe<Scalars['Int']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** part of the name */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** fields left out keep their value on update; give `source` (rules language) or `conditions` (tree JSON), or neither for a legacy rule */
export type AccessRuleInput = {
  blockPurchase?: InputMaybe<Scalars['Boolean']['input']>;
  /** a Magento/Maho condition tree */
  conditions?: InputMaybe<Scalars['JSON']['input']>;
  countries?: InputMaybe<Array<Scalars['String']['input']>>;
  /** the call to action in place of a hidden price (overrides the store's) */
  ctaLabel?: InputMaybe<Scalars['String']['input']>;
  /** where it points: a path starting with / or an http(s) URL */
  ctaUrl?: InputMaybe<Scalars['String']['input']>;
  customerGroupIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  enforcement?: InputMaybe<AccessRuleEnforcement>;
  hideListing?: InputMaybe<Scalars['Boolean']['input']>;
  hidePrice?: InputMaybe<Scalars['Boolean']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  priority?: InputMaybe<Scalars['Int']['input']>;
  productIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  redirectCms?: InputMaybe<Scalars['String']['input']>;
  scopeCategoryIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** the `when` expression, e.g. sku contains "WH-" and price >= 100 ("" = every product) */
  source?: InputMaybe<Scalars['String']['input']>;
  storeCodes?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type AccessRulePage = {
  __typename?: 'AccessRulePage';
  items: Array<AccessRule>;
  totalCount: Scalars['Int']['output'];
};

export type AccessRuleSetEnabledResult = AccessRuleSetEnabledSuccess | Problem;

export type AccessRuleSetEnabledSuccess = {
  __typename?: 'AccessRuleSetEnabledSuccess';
  data: AccessRule;
  /** with dryRun: what the write would change for shoppers (nothing was written); else null */
  impact?: Maybe<ShopperImpact>;
};

/** a warning: rule `ruleId` never fires for `productCount` products because rule `shadowedById`, earlier by priority and with a scope covering its scope (groups, stores, countries), decides first for them */
export type AccessRuleShadow = {
  __typename?: 'AccessRuleShadow';
  /** products the rule's conditions match */
  matchedCount: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  /** the rule fires for no product at all */
  neverFires: Scalars['Boolean']['output'];
  /** products the rule never fires for, because the earlier rule decides first */
  productCount: Scalars['Int']['output'];
  /** the products, by id */
  products: AccessProductPage;
  ruleId: Scalars['Int']['output'];
  ruleName: Scalars['String']['output'];
  rulePriority: Scalars['Int']['output'];
  scope: AccessRuleShadowScope;
  shadowedById: Scalars['Int']['output'];
  shadowedByName: Scalars['String']['output'];
  shadowedByPriority: Scalars['Int']['output'];
};


/** a warning: rule `ruleId` never fires for `productCount` products because rule `shadowedById`, earlier by priority and with a scope covering its scope (groups, stores, countries), decides first for them */
export type AccessRuleShadowProductsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** a caller in the shadowed rule's scope, to explain a product with (accessExplain) */
export type AccessRuleShadowScope = {
  __typename?: 'AccessRuleShadowScope';
  country?: Maybe<Scalars['String']['output']>;
  groupId: Scalars['Int']['output'];
  storeCode: Scalars['String']['output'];
  storeId: Scalars['Int']['output'];
};

export type AccessRuleSort = {
  direction?: InputMaybe<AccessRuleSortDirection>;
  field?: InputMaybe<AccessRuleSortField>;
};

export type AccessRuleSortDirection =
  | 'asc'
  | 'desc';

export type AccessRuleSortField =
  | 'id'
  | 'name'
  | 'priority'
  | 'updatedAt';

export type AccessRuleUpdateResult = AccessRuleUpdateSuccess | Problem;

export type AccessRuleUpdateSuccess = {
  __typename?: 'AccessRuleUpdateSuccess';
  data: AccessRule;
  /** with dryRun: what the write would change for shoppers (nothing was written); else null */
  impact?: Maybe<ShopperImpact>;
};

/** warnings about the active rules as a whole (saving is never refused for them) */
export type AccessRulesDiagnostics = {
  __typename?: 'AccessRulesDiagnostics';
  /** products of the catalogue they were evaluated against */
  productCount: Scalars['Int']['output'];
  /** active rules analysed */
  ruleCount: Scalars['Int']['output'];
  shadows: Array<AccessRuleShadow>;
};

export type AccessRulesImportResult = AccessRulesImportSuccess | Problem;

export type AccessRulesImportSuccess = {
  __typename?: 'AccessRulesImportSuccess';
  data: Array<AccessRule>;
  /** with dryRun: what the write would change for shoppers (nothing was written); else null */
  impact?: Maybe<ShopperImpact>;
};

export type AccessRulesReorderResult = AccessRulesReorderSuccess | Problem;

export type AccessRulesReorderSuccess = {
  __typename?: 'AccessRulesReorderSuccess';
  data: Array<AccessRule>;
  /** with dryRun: what the write would change for shoppers (nothing was written); else null */
  impact?: Maybe<ShopperImpact>;
};

export type AdditionalAttribute = {
  __typename?: 'AdditionalAttribute';
  code: Scalars['String']['output'];
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type AddressInput = {
  city: Scalars['String']['input'];
  company?: InputMaybe<Scalars['String']['input']>;
  countryId: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  isDefaultBilling?: InputMaybe<Scalars['Boolean']['input']>;
  isDefaultShipping?: InputMaybe<Scalars['Boolean']['input']>;
  lastName: Scalars['String']['input'];
  postcode?: InputMaybe<Scalars['String']['input']>;
  region?: InputMaybe<Scalars['String']['input']>;
  regionId?: InputMaybe<Scalars['Int']['input']>;
  /** street lines (a single string is split on newlines) */
  street: Array<Scalars['String']['input']>;
  telephone?: InputMaybe<Scalars['String']['input']>;
};

export type AddressPatchInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  countryId?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  isDefaultBilling?: InputMaybe<Scalars['Boolean']['input']>;
  isDefaultShipping?: InputMaybe<Scalars['Boolean']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  postcode?: InputMaybe<Scalars['String']['input']>;
  region?: InputMaybe<Scalars['String']['input']>;
  regionId?: InputMaybe<Scalars['Int']['input']>;
  /** street lines (a single string is split on newlines) */
  street?: InputMaybe<Array<Scalars['String']['input']>>;
  telephone?: InputMaybe<Scalars['String']['input']>;
};

export type AdminApprovalRuleCreateResult = ApprovalRule | Problem;

export type AdminApprovalRuleDeleteResult = ApprovalRule | Problem;

export type AdminApprovalRuleInput = {
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  source?: InputMaybe<Scalars['String']['input']>;
};

export type AdminApprovalRuleUpdateResult = ApprovalRule | Problem;

export type AdminBundleOption = {
  __typename?: 'AdminBundleOption';
  id: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
  required: Scalars['Boolean']['output'];
  selections: Array<AdminBundleSelection>;
  title: Scalars['String']['output'];
  /** select, radio, checkbox or multi */
  type: Scalars['String']['output'];
};

export type AdminBundleSelection = {
  __typename?: 'AdminBundleSelection';
  id: Scalars['Int']['output'];
  isDefault: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  productId: Scalars['Int']['output'];
  qty: Scalars['Float']['output'];
  sku: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** a company's credit with its history page and every on-account invoice (admin) */
export type AdminCompanyCredit = {
  __typename?: 'AdminCompanyCredit';
  credit: CompanyCredit;
  invoices: Array<CompanyCreditInvoice>;
};

export type AdminCustomOption = {
  __typename?: 'AdminCustomOption';
  id: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
  price: Scalars['Float']['output'];
  /** fixed or percent */
  priceType: Scalars['String']['output'];
  required: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  /** field, area, drop_down, radio, checkbox or date */
  type: Scalars['String']['output'];
  values: Array<AdminCustomOptionValue>;
};

export type AdminCustomOptionValue = {
  __typename?: 'AdminCustomOptionValue';
  id: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
  price: Scalars['Float']['output'];
  priceType: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type AdminDownloadableLink = {
  __typename?: 'AdminDownloadableLink';
  id: Scalars['Int']['output'];
  /** 0: unlimited */
  numberOfDownloads: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
  price: Scalars['Float']['output'];
  sampleUrl?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type AdminGroupPrice = {
  __typename?: 'AdminGroupPrice';
  customerGroupId: Scalars['Int']['output'];
  price: Scalars['Float']['output'];
};

export type AdminGroupedProduct = {
  __typename?: 'AdminGroupedProduct';
  name: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  productId: Scalars['Int']['output'];
  qty: Scalars['Float']['output'];
  sku: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type AdminLinkedProduct = {
  __typename?: 'AdminLinkedProduct';
  name: Scalars['String']['output'];
  productId: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** an order as the admin sees it (docs/orders.md) */
export type AdminOrder = {
  __typename?: 'AdminOrder';
  billingAddress?: Maybe<AdminOrderAddress>;
  couponCode?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  creditMemos: Array<OrderCreditMemo>;
  currency: Scalars['String']['output'];
  customerEmail: Scalars['String']['output'];
  customerGroupId: Scalars['Int']['output'];
  customerId?: Maybe<Scalars['Int']['output']>;
  customerName?: Maybe<Scalars['String']['output']>;
  discountAmount: Scalars['Float']['output'];
  giftcardAmount: Scalars['Float']['output'];
  /** the gift cards that paid part of it */
  giftcards: Array<OrderAppliedGiftcard>;
  grandTotal: Scalars['Float']['output'];
  /** oldest first */
  history: Array<OrderStatusHistoryEntry>;
  id: Scalars['Int']['output'];
  incrementId: Scalars['String']['output'];
  /** where the order's invoices go (asked at checkout for on-account orders) */
  invoiceEmail?: Maybe<Scalars['String']['output']>;
  invoices: Array<OrderInvoice>;
  lines: Array<AdminOrderLine>;
  /** the buyer's note */
  note?: Maybe<Scalars['String']['output']>;
  paymentMethod: Scalars['String']['output'];
  paymentMethodTitle: Scalars['String']['output'];
  poNumber?: Maybe<Scalars['String']['output']>;
  shipments: Array<OrderShipment>;
  shippingAddress?: Maybe<AdminOrderAddress>;
  shippingAmount: Scalars['Float']['output'];
  /** null: ships nothing */
  shippingMethod?: Maybe<Scalars['String']['output']>;
  /** pending | processing | complete | canceled | closed | holded */
  status: Scalars['String']['output'];
  storeId: Scalars['Int']['output'];
  subtotal: Scalars['Float']['output'];
  totalInvoiced: Scalars['Float']['output'];
  totalPaid: Scalars['Float']['output'];
  totalRefunded: Scalars['Float']['output'];
  updatedAt: Scalars['String']['output'];
};

export type AdminOrderAddress = {
  __typename?: 'AdminOrderAddress';
  city: Scalars['String']['output'];
  company: Scalars['String']['output'];
  countryId: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  postcode: Scalars['String']['output'];
  region: Scalars['String']['output'];
  street: Array<Scalars['String']['output']>;
  telephone: Scalars['String']['output'];
};

export type AdminOrderFilter = {
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  /** part of the email */
  customerEmail?: InputMaybe<Scalars['String']['input']>;
  customerId?: InputMaybe<Scalars['Int']['input']>;
  grandTotalFrom?: InputMaybe<Scalars['Float']['input']>;
  grandTotalTo?: InputMaybe<Scalars['Float']['input']>;
  /** part of the order number */
  incrementId?: InputMaybe<Scalars['String']['input']>;
  paymentMethod?: InputMaybe<Scalars['String']['input']>;
  /** order number, email, PO number, customer name, SKU or product name */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  storeId?: InputMaybe<Scalars['Int']['input']>;
};

/** an order line with what invoices, shipments, credit memos and cancellation took of it */
export type AdminOrderLine = {
  __typename?: 'AdminOrderLine';
  id: Scalars['Int']['output'];
  /** ships nothing (virtual, downloadable, gift card) */
  isVirtual: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  options: Array<AdminOrderLineOption>;
  price: Scalars['Float']['output'];
  productId: Scalars['Int']['output'];
  qtyCanceled: Scalars['Int']['output'];
  qtyInvoiced: Scalars['Int']['output'];
  qtyOrdered: Scalars['Int']['output'];
  qtyRefunded: Scalars['Int']['output'];
  qtyShipped: Scalars['Int']['output'];
  rowTotal: Scalars['Float']['output'];
  sku: Scalars['String']['output'];
};

export type AdminOrderLineOption = {
  __typename?: 'AdminOrderLineOption';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type AdminOrderPage = {
  __typename?: 'AdminOrderPage';
  items: Array<AdminOrder>;
  totalCount: Scalars['Int']['output'];
};

export type AdminOrderResult = AdminOrderSuccess | Problem;

export type AdminOrderSort = {
  direction?: InputMaybe<AdminOrderSortDirection>;
  field?: InputMaybe<AdminOrderSortField>;
};

export type AdminOrderSortDirection =
  | 'asc'
  | 'desc';

export type AdminOrderSortField =
  | 'createdAt'
  | 'customerEmail'
  | 'grandTotal'
  | 'id'
  | 'incrementId'
  | 'status';

export type AdminOrderSuccess = {
  __typename?: 'AdminOrderSuccess';
  data: AdminOrder;
};

export type AdminPasswordChangeResult = AdminPasswordChangeSuccess | Problem;

export type AdminPasswordChangeSuccess = {
  __typename?: 'AdminPasswordChangeSuccess';
  data: AdminPasswordChanged;
};

/** the password changed: the admin's other sessions ended, and every admin token issued before is refused (renew yours) */
export type AdminPasswordChanged = {
  __typename?: 'AdminPasswordChanged';
  /** the console sessions ended (all but the caller's) */
  endedSessions: Scalars['Int']['output'];
};

/** a product as the admin edits it: every field as stored, whatever the access gate hides */
export type AdminProduct = {
  __typename?: 'AdminProduct';
  attributeSetId: Scalars['Int']['output'];
  attributes: Array<AdminProductAttributeValue>;
  bundleOptions: Array<AdminBundleOption>;
  categories: Array<AdminProductCategory>;
  /** a configurable's super attributes */
  configurableAttributeCodes: Array<Scalars['String']['output']>;
  /** what the merchant pays (never on the storefront) */
  cost?: Maybe<Scalars['Float']['output']>;
  createdAt: Scalars['String']['output'];
  customOptions: Array<AdminCustomOption>;
  /** HTML, sanitised when saved */
  description: Scalars['String']['output'];
  downloadableLinks: Array<AdminDownloadableLink>;
  giftcardAllowMessage: Scalars['Boolean']['output'];
  giftcardAmounts: Array<Scalars['Float']['output']>;
  giftcardMaxAmount?: Maybe<Scalars['Float']['output']>;
  giftcardMinAmount?: Maybe<Scalars['Float']['output']>;
  /** fixed, range or combined */
  giftcardType?: Maybe<Scalars['String']['output']>;
  groupPrices: Array<AdminGroupPrice>;
  groupedProducts: Array<AdminGroupedProduct>;
  hasRequiredOptions: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  inStock: Scalars['Boolean']['output'];
  linksPurchasedSeparately: Scalars['Boolean']['output'];
  linksTitle?: Maybe<Scalars['String']['output']>;
  metaDescription: Scalars['String']['output'];
  metaKeywords: Scalars['String']['output'];
  metaTitle: Scalars['String']['output'];
  msrp?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  price: Scalars['Float']['output'];
  /** HTML, sanitised when saved */
  shortDescription: Scalars['String']['output'];
  sku: Scalars['String']['output'];
  /** YYYY-MM-DD */
  specialFromDate?: Maybe<Scalars['String']['output']>;
  specialPrice?: Maybe<Scalars['Float']['output']>;
  /** YYYY-MM-DD */
  specialToDate?: Maybe<Scalars['String']['output']>;
  /** 1 enabled, 2 disabled */
  status: Scalars['Int']['output'];
  stockQty: Scalars['Int']['output'];
  /** in_stock or out_of_stock */
  stockStatus: Scalars['String']['output'];
  /** quantity breaks (a group's quantity-1 row is in groupPrices) */
  tierPrices: Array<AdminTierPrice>;
  /** simple, virtual, configurable, grouped, bundle, downloadable or giftcard */
  type: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  urlKey: Scalars['String']['output'];
  /** former URL keys, each answered by a 301 to the current one */
  urlRedirects: Array<Scalars['String']['output']>;
  /** a configurable's child products */
  variants: Array<AdminLinkedProduct>;
  /** 1 not visible individually, 2 catalog, 3 search, 4 catalog and search */
  visibility: Scalars['Int']['output'];
  weight?: Maybe<Scalars['Float']['output']>;
};

export type AdminProductAttributeFilter = {
  code: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type AdminProductAttributeValue = {
  __typename?: 'AdminProductAttributeValue';
  code: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** as stored: an option id (select), option ids joined by commas (multiselect), 1/0 (boolean), text */
  value: Scalars['String']['output'];
};

export type AdminProductCategory = {
  __typename?: 'AdminProductCategory';
  categoryId: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  path: Scalars['String']['output'];
  position: Scalars['Int']['output'];
};

export type AdminProductFilter = {
  /** each attribute has the value (an option's label or id for select attributes) */
  attributes?: InputMaybe<Array<AdminProductAttributeFilter>>;
  /** assigned to this category itself */
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  /** part of the name */
  name?: InputMaybe<Scalars['String']['input']>;
  priceFrom?: InputMaybe<Scalars['Float']['input']>;
  priceTo?: InputMaybe<Scalars['Float']['input']>;
  /** part of the SKU or name, or the id */
  search?: InputMaybe<Scalars['String']['input']>;
  /** part of the SKU */
  sku?: InputMaybe<Scalars['String']['input']>;
  /** 1 enabled, 2 disabled */
  status?: InputMaybe<Scalars['Int']['input']>;
  /** in_stock or out_of_stock */
  stockStatus?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 4 */
  visibility?: InputMaybe<Scalars['Int']['input']>;
};

export type AdminProductPage = {
  __typename?: 'AdminProductPage';
  items: Array<AdminProductRow>;
  totalCount: Scalars['Int']['output'];
};

/** a product's own columns as stored, for the admin grid */
export type AdminProductRow = {
  __typename?: 'AdminProductRow';
  attributeSetId: Scalars['Int']['output'];
  /** what the merchant pays (never on the storefront) */
  cost?: Maybe<Scalars['Float']['output']>;
  createdAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  inStock: Scalars['Boolean']['output'];
  msrp?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  price: Scalars['Float']['output'];
  sku: Scalars['String']['output'];
  /** YYYY-MM-DD */
  specialFromDate?: Maybe<Scalars['String']['output']>;
  specialPrice?: Maybe<Scalars['Float']['output']>;
  /** YYYY-MM-DD */
  specialToDate?: Maybe<Scalars['String']['output']>;
  /** 1 enabled, 2 disabled */
  status: Scalars['Int']['output'];
  stockQty: Scalars['Int']['output'];
  /** in_stock or out_of_stock */
  stockStatus: Scalars['String']['output'];
  /** simple, virtual, configurable, grouped, bundle, downloadable or giftcard */
  type: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  urlKey: Scalars['String']['output'];
  /** 1 not visible individually, 2 catalog, 3 search, 4 catalog and search */
  visibility: Scalars['Int']['output'];
  weight?: Maybe<Scalars['Float']['output']>;
};

export type AdminProductSort = {
  direction?: InputMaybe<AdminProductSortDirection>;
  field?: InputMaybe<AdminProductSortField>;
};

export type AdminProductSortDirection =
  | 'asc'
  | 'desc';

export type AdminProductSortField =
  | 'createdAt'
  | 'id'
  | 'name'
  | 'price'
  | 'sku'
  | 'status'
  | 'stockQty'
  | 'type'
  | 'updatedAt'
  | 'visibility';

/** a customer's requisition list as the merchant sees it (admin scope customers, read-only) */
export type AdminRequisitionList = {
  __typename?: 'AdminRequisitionList';
  /** the owner's company when the list was made or shared */
  companyId?: Maybe<Scalars['Int']['output']>;
  createdAt: Scalars['String']['output'];
  /** the owner */
  customerId: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** in list order */
  items: Array<AdminRequisitionListItem>;
  itemsCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** null: the owner's account is gone */
  owner?: Maybe<AdminRequisitionListOwner>;
  /** shared with the owner's company */
  shared: Scalars['Boolean']['output'];
  storeId: Scalars['Int']['output'];
  updatedAt: Scalars['String']['output'];
};

/** a line of a requisition list: a SKU, a quantity and its options as the cart takes them (a list keeps no price) */
export type AdminRequisitionListItem = {
  __typename?: 'AdminRequisitionListItem';
  id: Scalars['Int']['output'];
  /** {superAttributes?, bundleSelections?, customOptions?, links?, giftcard…}; {} for none */
  options: Scalars['JSON']['output'];
  position: Scalars['Int']['output'];
  /** null: the product was deleted */
  productId?: Maybe<Scalars['Int']['output']>;
  /** the product's current name; null when it is gone */
  productName?: Maybe<Scalars['String']['output']>;
  qty: Scalars['Int']['output'];
  /** as added to the list */
  sku: Scalars['String']['output'];
};

/** the customer who owns a requisition list */
export type AdminRequisitionListOwner = {
  __typename?: 'AdminRequisitionListOwner';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  lastName: Scalars['String']['output'];
};

export type AdminSearchHit = {
  __typename?: 'AdminSearchHit';
  /** the query is this order's number, customer's email or product's SKU (any case) */
  exact: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  /** where the console shows it (products: the orders grid searched by the SKU) */
  path: Scalars['String']['output'];
  sublabel: Scalars['String']['output'];
};

/** a group the admin lacks the scope of is empty */
export type AdminSearchResults = {
  __typename?: 'AdminSearchResults';
  /** by email or name (scope customers) */
  customers: Array<AdminSearchHit>;
  /** by order number, customer email or name (scope sales) */
  orders: Array<AdminSearchHit>;
  /** by SKU or name (scope catalog) */
  products: Array<AdminSearchHit>;
};

/** the calling admin and its token (a console warns before expiresAt and logs in again) */
export type AdminSession = {
  __typename?: 'AdminSession';
  adminId: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  /** when the token expires */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** the admin's scopes as stored now ("*" = every scope) */
  scopes: Array<Scalars['String']['output']>;
  /** the server's clock, so a client can allow for its own skew */
  serverTime: Scalars['DateTime']['output'];
  username: Scalars['String']['output'];
};

export type AdminTierPrice = {
  __typename?: 'AdminTierPrice';
  /** null: every group */
  customerGroupId?: Maybe<Scalars['Int']['output']>;
  price: Scalars['Float']['output'];
  qty: Scalars['Float']['output'];
};

export type AppliedCoupon = {
  __typename?: 'AppliedCoupon';
  code: Scalars['String']['output'];
  discountAmount: Scalars['Float']['output'];
};

export type AppliedGiftcard = {
  __typename?: 'AppliedGiftcard';
  /** what it pays */
  amount: Scalars['Float']['output'];
  /** Maho's name of amount */
  appliedAmount: Scalars['Float']['output'];
  /** its balance before this cart (carts only) */
  balance?: Maybe<Scalars['Float']['output']>;
  code: Scalars['String']['output'];
};

/** a customer as the approval grid shows it */
export type ApprovalCustomer = {
  __typename?: 'ApprovalCustomer';
  approvalStatus: ApprovalStatus;
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  groupId: Scalars['Int']['output'];
  /** every approval transition, oldest first */
  history: Array<ApprovalTransition>;
  id: Scalars['Int']['output'];
  isApproved: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  storeId: Scalars['Int']['output'];
};

export type ApprovalCustomerPage = {
  __typename?: 'ApprovalCustomerPage';
  items: Array<ApprovalCustomer>;
  totalCount: Scalars['Int']['output'];
};

export type ApprovalDecision = {
  __typename?: 'ApprovalDecision';
  customer: ApprovalCustomer;
  transition: ApprovalTransition;
};

/** for the caller's cart: which rules fire and why, the limits, and the steps a purchase order would need */
export type ApprovalExplain = {
  __typename?: 'ApprovalExplain';
  autoapprove: Scalars['Boolean']['output'];
  currency: Scalars['String']['output'];
  grandTotal: Scalars['Float']['output'];
  held: Scalars['Boolean']['output'];
  limits: Array<SpendingLimitVerdict>;
  overLimit: Scalars['String']['output'];
  refused: Scalars['Boolean']['output'];
  rules: Array<ApprovalRuleExplanation>;
  spent: Array<ApprovalExplainSpent>;
  steps: Array<ApprovalExplainStep>;
};

export type ApprovalExplainSpent = {
  __typename?: 'ApprovalExplainSpent';
  amount: Scalars['String']['output'];
  window: Scalars['String']['output'];
};

export type ApprovalExplainStep = {
  __typename?: 'ApprovalExplainStep';
  kind: Scalars['String']['output'];
  required: Scalars['Int']['output'];
  role?: Maybe<Scalars['String']['output']>;
  rule: Scalars['String']['output'];
};

/** the outcome for one id of a mass decision */
export type ApprovalMassItem = {
  __typename?: 'ApprovalMassItem';
  id: Scalars['Int']['output'];
  result: ApprovalMassItemResult;
};

export type ApprovalMassItemResult = ApprovalMassItemSuccess | Problem;

export type ApprovalMassItemSuccess = {
  __typename?: 'ApprovalMassItemSuccess';
  data: ApprovalCustomer;
};

/** a company's approval rule in the rules language (order subject) */
export type ApprovalRule = {
  __typename?: 'ApprovalRule';
  authorKind: Scalars['String']['output'];
  /** the condition tree; null: every order */
  condition?: Maybe<Scalars['JSON']['output']>;
  createdAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  priority: Scalars['Int']['output'];
  source: Scalars['String']['output'];
  steps: Array<ApprovalRuleStep>;
  updatedAt: Scalars['String']['output'];
};

export type ApprovalRuleCreateResult = ApprovalRule | Problem;

export type ApprovalRuleDeleteResult = ApprovalRule | Problem;

export type ApprovalRuleExplanation = {
  __typename?: 'ApprovalRuleExplanation';
  fired: Scalars['Boolean']['output'];
  rule: Scalars['String']['output'];
  why: Array<Scalars['String']['output']>;
};

export type ApprovalRuleInput = {
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** one rule: approval "<name>" [priority N] [when <condition>] then approve by <step>, ... */
  source?: InputMaybe<Scalars['String']['input']>;
};

export type ApprovalRuleStep = {
  __typename?: 'ApprovalRuleStep';
  count: Scalars['Int']['output'];
  kind: Scalars['String']['output'];
  role?: Maybe<Scalars['String']['output']>;
};

export type ApprovalRuleUpdateResult = ApprovalRule | Problem;

export type ApprovalSortDirection =
  | 'asc'
  | 'desc';

export type ApprovalStatus =
  | 'active'
  | 'pending'
  | 'rejected';

/** one change of a customer's approval state */
export type ApprovalTransition = {
  __typename?: 'ApprovalTransition';
  /** null: not an admin's decision (registration) */
  adminId?: Maybe<Scalars['Int']['output']>;
  adminUsername: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  customerId: Scalars['Int']['output'];
  /** null: the account was created in toStatus */
  fromStatus?: Maybe<ApprovalStatus>;
  id: Scalars['Int']['output'];
  note: Scalars['String']['output'];
  toStatus: ApprovalStatus;
};

export type AttributeFilterInput = {
  code: Scalars['String']['input'];
  values: Array<Scalars['String']['input']>;
};

/** one admin write: who, when, from which address, what, and the changed fields before and after (secrets masked) */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** admin | api_user | cli | system */
  actorKind: Scalars['String']['output'];
  adminId?: Maybe<Scalars['Int']['output']>;
  /** the admin's or API user's username when it wrote (a CLI command or job: its name) */
  adminUsername: Scalars['String']['output'];
  /** the changed fields after the write; null when it deleted the record */
  after?: Maybe<Scalars['JSON']['output']>;
  apiUserId?: Maybe<Scalars['Int']['output']>;
  at: Scalars['DateTime']['output'];
  /** the changed fields before the write; null when it created the record */
  before?: Maybe<Scalars['JSON']['output']>;
  entityId: Scalars['String']['output'];
  /** snake_case record type: customer, order, custom_form, ... */
  entityType: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  ip?: Maybe<Scalars['String']['output']>;
  /** the GraphQL mutation, REST route or command, e.g. customerUpdate */
  operation: Scalars['String']['output'];
  requestId?: Maybe<Scalars['String']['output']>;
};

export type AuditLogFilter = {
  /** admin | api_user | cli | system */
  actorKind?: InputMaybe<Scalars['String']['input']>;
  adminId?: InputMaybe<Scalars['Int']['input']>;
  entityId?: InputMaybe<Scalars['String']['input']>;
  entityType?: InputMaybe<Scalars['String']['input']>;
  /** at or after */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  operation?: InputMaybe<Scalars['String']['input']>;
  /** before */
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

export type AuditLogPage = {
  __typename?: 'AuditLogPage';
  items: Array<AuditEntry>;
  totalCount: Scalars['Int']['output'];
};

export type BlogCategory = {
  __typename?: 'BlogCategory';
  id: Scalars['Int']['output'];
  isActive: Scalars['Boolean']['output'];
  level: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  parentId?: Maybe<Scalars['Int']['output']>;
  position: Scalars['Int']['output'];
  urlKey: Scalars['String']['output'];
};

export type BlogCategoryCreateResult = BlogCategoryCreateSuccess | Problem;

export type BlogCategoryCreateSuccess = {
  __typename?: 'BlogCategoryCreateSuccess';
  data: BlogCategory;
};

export type BlogCategoryDeleteResult = BlogCategoryDeleteSuccess | Problem;

export type BlogCategoryDeleteSuccess = {
  __typename?: 'BlogCategoryDeleteSuccess';
  data: BlogCategory;
};

/** a blog category's fields; a create needs name and urlKey */
export type BlogCategoryInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  position?: InputMaybe<Scalars['Int']['input']>;
  /** unique */
  urlKey?: InputMaybe<Scalars['String']['input']>;
};

export type BlogCategoryUpdateResult = BlogCategoryUpdateSuccess | Problem;

export type BlogCategoryUpdateSuccess = {
  __typename?: 'BlogCategoryUpdateSuccess';
  data: BlogCategory;
};

export type BlogPost = {
  __typename?: 'BlogPost';
  category?: Maybe<BlogCategory>;
  categoryId?: Maybe<Scalars['Int']['output']>;
  /** Maho's: the post's categories */
  categoryIds: Array<Scalars['Int']['output']>;
  content: Scalars['String']['output'];
  excerpt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  isActive: Scalars['Boolean']['output'];
  metaDescription: Scalars['String']['output'];
  metaTitle: Scalars['String']['output'];
  publishDate: Scalars['String']['output'];
  /** enabled or disabled */
  status: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  urlKey: Scalars['String']['output'];
};

export type BlogPostCreateResult = BlogPostCreateSuccess | Problem;

export type BlogPostCreateSuccess = {
  __typename?: 'BlogPostCreateSuccess';
  data: BlogPost;
};

export type BlogPostDeleteResult = BlogPostDeleteSuccess | Problem;

export type BlogPostDeleteSuccess = {
  __typename?: 'BlogPostDeleteSuccess';
  data: BlogPost;
};

export type BlogPostFilter = {
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** part of the title or URL key */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** a blog post's fields; a create needs title and urlKey */
export type BlogPostInput = {
  /** null: no category */
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  /** HTML, sanitised on save */
  content?: InputMaybe<Scalars['String']['input']>;
  /** HTML, sanitised on save */
  excerpt?: InputMaybe<Scalars['String']['input']>;
  /** an http(s) address or a path on this site; null removes it */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  metaDescription?: InputMaybe<Scalars['String']['input']>;
  metaTitle?: InputMaybe<Scalars['String']['input']>;
  publishDate?: InputMaybe<Scalars['DateTime']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  /** the post's path (/blog/urlKey), unique */
  urlKey?: InputMaybe<Scalars['String']['input']>;
};

export type BlogPostList = {
  __typename?: 'BlogPostList';
  items: Array<BlogPost>;
  totalCount: Scalars['Int']['output'];
};

export type BlogPostUpdateResult = BlogPostUpdateSuccess | Problem;

export type BlogPostUpdateSuccess = {
  __typename?: 'BlogPostUpdateSuccess';
  data: BlogPost;
};

export type BundleOption = {
  __typename?: 'BundleOption';
  id: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
  required: Scalars['Boolean']['output'];
  selections: Array<BundleSelection>;
  title: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type BundleSelection = {
  __typename?: 'BundleSelection';
  defaultQty: Scalars['Float']['output'];
  finalPrice?: Maybe<Scalars['Float']['output']>;
  /** the selection's id (Maho's), as the cart's bundleOption names it */
  id: Scalars['Int']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  inStock: Scalars['Boolean']['output'];
  isDefault: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  price?: Maybe<Scalars['Float']['output']>;
  /** the selected product's id */
  productId: Scalars['Int']['output'];
  qty: Scalars['Float']['output'];
  /** the same as id */
  selectionId: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
  smallImageUrl?: Maybe<Scalars['String']['output']>;
  specialPrice?: Maybe<Scalars['Float']['output']>;
  /** in_stock or out_of_stock */
  stockStatus: Scalars['String']['output'];
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
  urlKey: Scalars['String']['output'];
};

export type Cart = {
  __typename?: 'Cart';
  appliedCoupon?: Maybe<AppliedCoupon>;
  appliedGiftcards: Array<AppliedGiftcard>;
  availablePaymentMethods: Array<PaymentMethodInfo>;
  availableShippingMethods: Array<ShippingMethod>;
  couponCode?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  customerId?: Maybe<Scalars['Int']['output']>;
  items: Array<CartItem>;
  itemsCount: Scalars['Int']['output'];
  itemsQty: Scalars['Int']['output'];
  /** this cart in the shape of Maho's Cart resource */
  maho: MahoCart;
  /** send as X-Cart-Id (guests), or maskedId at login to merge */
  maskedId: Scalars['String']['output'];
  prices: CartPrices;
  selectedShippingMethod?: Maybe<ShippingMethod>;
  shippingCountry?: Maybe<Scalars['String']['output']>;
  /** carrier_method the totals use: the chosen one while available, else the cheapest */
  shippingMethod?: Maybe<Scalars['String']['output']>;
};

export type CartCouponApplyResult = CartCouponApplySuccess | Problem;

export type CartCouponApplySuccess = {
  __typename?: 'CartCouponApplySuccess';
  data: Cart;
};

export type CartCouponRemoveResult = CartCouponRemoveSuccess | Problem;

export type CartCouponRemoveSuccess = {
  __typename?: 'CartCouponRemoveSuccess';
  data: Cart;
};

export type CartGiftcardApplyResult = CartGiftcardApplySuccess | Problem;

export type CartGiftcardApplySuccess = {
  __typename?: 'CartGiftcardApplySuccess';
  data: Cart;
};

export type CartGiftcardRemoveResult = CartGiftcardRemoveSuccess | Problem;

export type CartGiftcardRemoveSuccess = {
  __typename?: 'CartGiftcardRemoveSuccess';
  data: Cart;
};

export type CartItem = {
  __typename?: 'CartItem';
  id: Scalars['Int']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  options: Scalars['JSON']['output'];
  /** unit price for the caller's group */
  price: Scalars['Float']['output'];
  /** why the unit price is what it is, as of this read; null when no price list takes part in the caller's prices, and for bundles and gift cards */
  priceExplanation?: Maybe<PriceExplanation>;
  productId: Scalars['Int']['output'];
  qty: Scalars['Int']['output'];
  rowTotal: Scalars['Float']['output'];
  sku: Scalars['String']['output'];
  type: Scalars['String']['output'];
  urlKey: Scalars['String']['output'];
  variantSku?: Maybe<Scalars['String']['output']>;
};

export type CartItemAddResult = CartItemAddSuccess | Problem;

export type CartItemAddSuccess = {
  __typename?: 'CartItemAddSuccess';
  data: Cart;
};

export type CartItemInput = {
  /** {superAttributes, bundleSelections, customOptions, links, giftcardAmount} */
  options?: InputMaybe<Scalars['JSON']['input']>;
  qty: Scalars['Int']['input'];
  sku: Scalars['String']['input'];
};

export type CartItemRemoveResult = CartItemRemoveSuccess | Problem;

export type CartItemRemoveSuccess = {
  __typename?: 'CartItemRemoveSuccess';
  data: Cart;
};

export type CartItemUpdateResult = CartItemUpdateSuccess | Problem;

export type CartItemUpdateSuccess = {
  __typename?: 'CartItemUpdateSuccess';
  data: Cart;
};

export type CartLinesAddResult = CartLinesAddSuccess | Problem;

export type CartLinesAddSuccess = {
  __typename?: 'CartLinesAddSuccess';
  data: Cart;
};

export type CartPaymentMethodsResult = CartPaymentMethodsSuccess | Problem;

export type CartPaymentMethodsSuccess = {
  __typename?: 'CartPaymentMethodsSuccess';
  data: Array<PaymentMethodInfo>;
};

export type CartPrices = {
  __typename?: 'CartPrices';
  /** the coupon's discount (0 while the applied coupon does not apply) */
  discount: Scalars['Float']['output'];
  discountAmount?: Maybe<Scalars['Float']['output']>;
  /** what the applied gift cards pay */
  giftcard: Scalars['Float']['output'];
  giftcardAmount?: Maybe<Scalars['Float']['output']>;
  /** what is left to pay */
  grandTotal: Scalars['Float']['output'];
  shipping: Scalars['Float']['output'];
  shippingAmount?: Maybe<Scalars['Float']['output']>;
  subtotal: Scalars['Float']['output'];
  /** Maho's name (no tax yet) */
  subtotalInclTax: Scalars['Float']['output'];
  subtotalWithDiscount: Scalars['Float']['output'];
  tax: Scalars['Float']['output'];
  taxAmount: Scalars['Float']['output'];
};

export type CartShippingCountrySetResult = CartShippingCountrySetSuccess | Problem;

export type CartShippingCountrySetSuccess = {
  __typename?: 'CartShippingCountrySetSuccess';
  data: Cart;
};

export type CartShippingMethodSetResult = CartShippingMethodSetSuccess | Problem;

export type CartShippingMethodSetSuccess = {
  __typename?: 'CartShippingMethodSetSuccess';
  data: Cart;
};

export type CartShippingMethodsResult = CartShippingMethodsSuccess | Problem;

export type CartShippingMethodsSuccess = {
  __typename?: 'CartShippingMethodsSuccess';
  data: Array<ShippingMethod>;
};

export type CatalogChange = {
  __typename?: 'CatalogChange';
  at: Scalars['String']['output'];
  entity: Scalars['String']['output'];
  ids: Array<Scalars['String']['output']>;
};

export type Category = {
  __typename?: 'Category';
  children: Array<Category>;
  childrenIds: Array<Scalars['Int']['output']>;
  createdAt: Scalars['String']['output'];
  description: Scalars['String']['output'];
  displayMode: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  image?: Maybe<Scalars['String']['output']>;
  includeInMenu: Scalars['Boolean']['output'];
  isActive: Scalars['Boolean']['output'];
  /** its listing shows its subcategories' products too (else only its own) */
  isAnchor: Scalars['Boolean']['output'];
  level: Scalars['Int']['output'];
  metaDescription: Scalars['String']['output'];
  metaTitle: Scalars['String']['output'];
  name: Scalars['String']['output'];
  pageLayout?: Maybe<Scalars['String']['output']>;
  parentId?: Maybe<Scalars['Int']['output']>;
  /** materialised path of ids, e.g. "1/2/3" */
  path: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  productCount: Scalars['Int']['output'];
  updatedAt: Scalars['String']['output'];
  urlKey: Scalars['String']['output'];
  urlPath: Scalars['String']['output'];
};

export type CategoryCreateResult = CategoryCreateSuccess | Problem;

export type CategoryCreateSuccess = {
  __typename?: 'CategoryCreateSuccess';
  data: Category;
};

export type CategoryDeleteAnswer = {
  __typename?: 'CategoryDeleteAnswer';
  /** the category and its subcategories, deepest first */
  deletedIds: Array<Scalars['Int']['output']>;
};

export type CategoryDeleteResult = CategoryDeleteSuccess | Problem;

export type CategoryDeleteSuccess = {
  __typename?: 'CategoryDeleteSuccess';
  data: CategoryDeleteAnswer;
};

export type CategoryDisplayMode =
  | 'PAGE'
  | 'PRODUCTS'
  | 'PRODUCTS_AND_PAGE';

/** A layered navigation filter as Maho's /layered-filters answers it */
export type CategoryLayeredFilter = {
  __typename?: 'CategoryLayeredFilter';
  code: Scalars['String']['output'];
  label: Scalars['String']['output'];
  options: Array<LayeredFilterOption>;
  position: Scalars['Int']['output'];
  /** select, multiselect, boolean or price */
  type: Scalars['String']['output'];
};

export type CategoryMoveResult = CategoryMoveSuccess | Problem;

export type CategoryMoveSuccess = {
  __typename?: 'CategoryMoveSuccess';
  data: Category;
};

export type CategoryProduct = {
  __typename?: 'CategoryProduct';
  name: Scalars['String']['output'];
  /** its place in the category's listing (Position sort), lowest first */
  position: Scalars['Int']['output'];
  productId: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
  /** 1 enabled, 2 disabled */
  status: Scalars['Int']['output'];
};

export type CategoryProductPage = {
  __typename?: 'CategoryProductPage';
  items: Array<CategoryProduct>;
  totalCount: Scalars['Int']['output'];
};

export type CategoryProductPositionInput = {
  position: Scalars['Int']['input'];
  productId: Scalars['Int']['input'];
};

export type CategoryProductsResult = CategoryProductsSuccess | Problem;

export type CategoryProductsSetResult = CategoryProductsSetSuccess | Problem;

export type CategoryProductsSetSuccess = {
  __typename?: 'CategoryProductsSetSuccess';
  data: CategoryProductPage;
};

export type CategoryProductsSuccess = {
  __typename?: 'CategoryProductsSuccess';
  data: CategoryProductPage;
};

export type CategoryUpdateInput = {
  /** HTML, sanitised on save */
  description?: InputMaybe<Scalars['String']['input']>;
  displayMode?: InputMaybe<CategoryDisplayMode>;
  /** a path below the media folder (catalog/category/x.jpg) or an http(s) URL; null removes it */
  image?: InputMaybe<Scalars['String']['input']>;
  includeInMenu?: InputMaybe<Scalars['Boolean']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** its listing shows its subcategories' products too */
  isAnchor?: InputMaybe<Scalars['Boolean']['input']>;
  metaDescription?: InputMaybe<Scalars['String']['input']>;
  metaTitle?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** changes the URL path of the category and of its subcategories */
  urlKey?: InputMaybe<Scalars['String']['input']>;
};

export type CategoryUpdateResult = CategoryUpdateSuccess | Problem;

export type CategoryUpdateSuccess = {
  __typename?: 'CategoryUpdateSuccess';
  data: Category;
};

export type CheckoutPlaceOrderResult = CheckoutPlaceOrderSuccess | OrderHeld | Problem;

export type CheckoutPlaceOrderSuccess = {
  __typename?: 'CheckoutPlaceOrderSuccess';
  data: Order;
};

export type CmsBlock = {
  __typename?: 'CmsBlock';
  content: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  identifier: Scalars['String']['output'];
  isActive: Scalars['Boolean']['output'];
  /** the content as saved (directives not rendered) */
  rawContent: Scalars['String']['output'];
  /** enabled or disabled */
  status: Scalars['String']['output'];
  /** the store views the block is shown in; empty: every store view */
  storeIds: Array<Scalars['Int']['output']>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

export type CmsBlockCreateResult = CmsBlockCreateSuccess | Problem;

export type CmsBlockCreateSuccess = {
  __typename?: 'CmsBlockCreateSuccess';
  data: CmsBlock;
};

export type CmsBlockDeleteResult = CmsBlockDeleteSuccess | Problem;

export type CmsBlockDeleteSuccess = {
  __typename?: 'CmsBlockDeleteSuccess';
  data: CmsBlock;
};

export type CmsBlockFilter = {
  /** part of the identifier */
  identifier?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** part of the block's identifier or title */
  search?: InputMaybe<Scalars['String']['input']>;
  /** blocks shown in this store view (listing it, or every store) */
  storeId?: InputMaybe<Scalars['Int']['input']>;
  /** part of the title */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** a CMS block's fields; a create needs identifier and title */
export type CmsBlockInput = {
  /** HTML, sanitised on save, with block directives */
  content?: InputMaybe<Scalars['String']['input']>;
  /** unique in each store view */
  identifier?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** the store views it is shown in; empty: every store view */
  storeIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type CmsBlockList = {
  __typename?: 'CmsBlockList';
  items: Array<CmsBlock>;
  totalCount: Scalars['Int']['output'];
};

export type CmsBlockUpdateResult = CmsBlockUpdateSuccess | Problem;

export type CmsBlockUpdateSuccess = {
  __typename?: 'CmsBlockUpdateSuccess';
  data: CmsBlock;
};

export type CmsPage = {
  __typename?: 'CmsPage';
  /** HTML with block directives rendered (e.g. {{block type="customforms/form" form_code="x"}}) */
  content: Scalars['String']['output'];
  contentHeading: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  identifier: Scalars['String']['output'];
  isActive: Scalars['Boolean']['output'];
  metaDescription: Scalars['String']['output'];
  metaKeywords: Scalars['String']['output'];
  metaTitle: Scalars['String']['output'];
  /** null: the store's default layout */
  pageLayout?: Maybe<Scalars['String']['output']>;
  rawContent: Scalars['String']['output'];
  status: Scalars['String']['output'];
  /** the store views the page is shown in; empty: every store view */
  storeIds: Array<Scalars['Int']['output']>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

export type CmsPageCreateResult = CmsPageCreateSuccess | Problem;

export type CmsPageCreateSuccess = {
  __typename?: 'CmsPageCreateSuccess';
  data: CmsPage;
};

export type CmsPageDeleteResult = CmsPageDeleteSuccess | Problem;

export type CmsPageDeleteSuccess = {
  __typename?: 'CmsPageDeleteSuccess';
  data: CmsPage;
};

export type CmsPageFilter = {
  /** part of the identifier */
  identifier?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** part of the page's identifier or title */
  search?: InputMaybe<Scalars['String']['input']>;
  /** pages shown in this store view (listing it, or every store) */
  storeId?: InputMaybe<Scalars['Int']['input']>;
  /** part of the title */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** a CMS page's fields; a create needs identifier and title, an update changes the fields given */
export type CmsPageInput = {
  /** HTML (sanitised on save: no script, event handler or javascript: URL) with block directives */
  content?: InputMaybe<Scalars['String']['input']>;
  contentHeading?: InputMaybe<Scalars['String']['input']>;
  /** the storefront path (/identifier): lower-case words joined by - or _; unique in each store view */
  identifier?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  metaDescription?: InputMaybe<Scalars['String']['input']>;
  metaKeywords?: InputMaybe<Scalars['String']['input']>;
  metaTitle?: InputMaybe<Scalars['String']['input']>;
  /** the store views it is shown in; empty: every store view */
  storeIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type CmsPageList = {
  __typename?: 'CmsPageList';
  items: Array<CmsPage>;
  totalCount: Scalars['Int']['output'];
};

export type CmsPageUpdateResult = CmsPageUpdateSuccess | Problem;

export type CmsPageUpdateSuccess = {
  __typename?: 'CmsPageUpdateSuccess';
  data: CmsPage;
};

/** a buying company as the merchant administers it (admin scope companies) */
export type Company = {
  __typename?: 'Company';
  addresses: Array<CompanyAddress>;
  admin: CompanyAdminCustomer;
  /** the trade application it was made from */
  applicationId?: Maybe<Scalars['Int']['output']>;
  createdAt: Scalars['String']['output'];
  /** the group its members buy in while it is active or blocked */
  customerGroupId: Scalars['Int']['output'];
  customerGroupName: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  legalName: Scalars['String']['output'];
  memberCount: Scalars['Int']['output'];
  members: Array<CompanyMember>;
  name: Scalars['String']['output'];
  /** the orders placed for the company, newest first */
  orders: CompanyOrderPage;
  parentId?: Maybe<Scalars['Int']['output']>;
  parentName?: Maybe<Scalars['String']['output']>;
  phone: Scalars['String']['output'];
  resellerId: Scalars['String']['output'];
  roles: Array<CompanyRole>;
  salesRep?: Maybe<CompanyAdminSalesRep>;
  salesRepId?: Maybe<Scalars['Int']['output']>;
  /** pending | active | rejected | blocked */
  status: Scalars['String']['output'];
  /** why it was rejected or blocked */
  statusReason: Scalars['String']['output'];
  storeId: Scalars['Int']['output'];
  updatedAt: Scalars['String']['output'];
  vatId: Scalars['String']['output'];
};


/** a buying company as the merchant administers it (admin scope companies) */
export type CompanyOrdersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** an address of the company's address book */
export type CompanyAddress = {
  __typename?: 'CompanyAddress';
  city: Scalars['String']['output'];
  company: Scalars['String']['output'];
  countryId: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  isDefaultBilling: Scalars['Boolean']['output'];
  isDefaultShipping: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  postcode: Scalars['String']['output'];
  region: Scalars['String']['output'];
  regionId?: Maybe<Scalars['Int']['output']>;
  street: Array<Scalars['String']['output']>;
  telephone: Scalars['String']['output'];
};

export type CompanyAddressCreateResult = CompanyAddress | Problem;

export type CompanyAddressDeleteResult = CompanyAddress | Problem;

export type CompanyAddressUpdateResult = CompanyAddress | Problem;

/** the company admin: a customer who holds every permission of the company */
export type CompanyAdminCustomer = {
  __typename?: 'CompanyAdminCustomer';
  customerId: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
};

/** the company admin: an existing customer (customerId) or a new one (email, firstName, lastName: gets a set-password mail) */
export type CompanyAdminInput = {
  customerId?: InputMaybe<Scalars['Int']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  jobTitle?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
};

/** a company's sales representative: an admin user */
export type CompanyAdminSalesRep = {
  __typename?: 'CompanyAdminSalesRep';
  email: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  username: Scalars['String']['output'];
};

export type CompanyCreateInput = {
  admin: CompanyAdminInput;
  /** default: the store's default group */
  customerGroupId?: InputMaybe<Scalars['Int']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  legalName?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  parentId?: InputMaybe<Scalars['Int']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  resellerId?: InputMaybe<Scalars['String']['input']>;
  /** an admin user */
  salesRepId?: InputMaybe<Scalars['Int']['input']>;
  /** active (default) or pending */
  status?: InputMaybe<Scalars['String']['input']>;
  /** default: the default store */
  storeId?: InputMaybe<Scalars['Int']['input']>;
  vatId?: InputMaybe<Scalars['String']['input']>;
};

/** a company's credit: its limit, what it owes (balance, the sum of its ledger rows), what is left, its terms */
export type CompanyCredit = {
  __typename?: 'CompanyCredit';
  allowExceed: Scalars['Boolean']['output'];
  /** limit - balance, at least 0 */
  available: Scalars['Float']['output'];
  /** what the company owes (negative: paid in advance) */
  balance: Scalars['Float']['output'];
  companyId: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  /** the ledger, newest first (the page asked) */
  history: Array<CompanyCreditLedgerEntry>;
  historyTotal: Scalars['Int']['output'];
  holdReason: Scalars['String']['output'];
  limit: Scalars['Float']['output'];
  onHold: Scalars['Boolean']['output'];
  /** the merchant offers Pay on Account to this company */
  payOnAccount: Scalars['Boolean']['output'];
  /** the merchant offers Purchase Order to this company */
  purchaseOrder: Scalars['Boolean']['output'];
  /** net0 | net7 | net15 | net30 | net45 | net60 | net90 | eom (end of the following month) */
  terms: Scalars['String']['output'];
  termsLabel: Scalars['String']['output'];
};

/** only the fields given change */
export type CompanyCreditInput = {
  allowExceed?: InputMaybe<Scalars['Boolean']['input']>;
  holdReason?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Float']['input']>;
  /** false also clears the hold reason */
  onHold?: InputMaybe<Scalars['Boolean']['input']>;
  payOnAccount?: InputMaybe<Scalars['Boolean']['input']>;
  purchaseOrder?: InputMaybe<Scalars['Boolean']['input']>;
  terms?: InputMaybe<CompanyCreditTerms>;
};

/** an on-account invoice: its due date from the company's terms, what is paid of it */
export type CompanyCreditInvoice = {
  __typename?: 'CompanyCreditInvoice';
  amount: Scalars['Float']['output'];
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  /** what is left to pay */
  due: Scalars['Float']['output'];
  dueAt: Scalars['String']['output'];
  incrementId: Scalars['String']['output'];
  invoiceId: Scalars['Int']['output'];
  orderId: Scalars['Int']['output'];
  orderIncrementId: Scalars['String']['output'];
  paid: Scalars['Float']['output'];
  /** the PDF: the buyer's route for the caller's own orders (null for a colleague's), the admin's route in adminCompanyCredit */
  pdfUrl?: Maybe<Scalars['String']['output']>;
  /** open | overdue | paid */
  status: Scalars['String']['output'];
};

export type CompanyCreditInvoicePage = {
  __typename?: 'CompanyCreditInvoicePage';
  items: Array<CompanyCreditInvoice>;
  totalCount: Scalars['Int']['output'];
};

export type CompanyCreditInvoicePayment = {
  __typename?: 'CompanyCreditInvoicePayment';
  /** what this payment paid of the invoice (a decimal string) */
  amount: Scalars['String']['output'];
  fullyPaid: Scalars['Boolean']['output'];
  invoiceId: Scalars['Int']['output'];
};

/** one change to a company's credit, appended and never rewritten */
export type CompanyCreditLedgerEntry = {
  __typename?: 'CompanyCreditLedgerEntry';
  /** customer | admin | system */
  actorKind: Scalars['String']['output'];
  actorName: Scalars['String']['output'];
  /** what the row added to the balance owed (a purchase > 0; a reimbursement, refund, revert < 0) */
  amount: Scalars['Float']['output'];
  balanceAfter: Scalars['Float']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** allocation | update | purchase | reimbursement | refund | revert */
  kind: Scalars['String']['output'];
  limitAfter: Scalars['Float']['output'];
  /** JSON of the settings an allocation or update changed */
  note: Scalars['String']['output'];
  orderId?: Maybe<Scalars['Int']['output']>;
  /** the order's number, or the payment's reference */
  reference: Scalars['String']['output'];
};

export type CompanyCreditReimburseResult = CompanyCreditReimbursement | Problem;

/** a recorded payment: the credit after it, its ledger row, what it paid of which invoices */
export type CompanyCreditReimbursement = {
  __typename?: 'CompanyCreditReimbursement';
  credit: CompanyCredit;
  entryId: Scalars['Int']['output'];
  payments: Array<CompanyCreditInvoicePayment>;
};

export type CompanyCreditResult = CompanyCredit | Problem;

export type CompanyCreditSetResult = CompanyCredit | Problem;

export type CompanyCreditTerms =
  | 'eom'
  | 'net0'
  | 'net7'
  | 'net15'
  | 'net30'
  | 'net45'
  | 'net60'
  | 'net90';

/** one change to a company, appended and never rewritten: who, when, before, after */
export type CompanyEvent = {
  __typename?: 'CompanyEvent';
  /** customer | admin | api_user | system */
  actorKind: Scalars['String']['output'];
  actorName: Scalars['String']['output'];
  /** JSON of the changed fields after */
  after?: Maybe<Scalars['String']['output']>;
  /** JSON of the changed fields before */
  before?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  kind: Scalars['String']['output'];
  note: Scalars['String']['output'];
  subjectId?: Maybe<Scalars['Int']['output']>;
  subjectType: Scalars['String']['output'];
};

export type CompanyEventPage = {
  __typename?: 'CompanyEventPage';
  items: Array<CompanyEvent>;
  totalCount: Scalars['Int']['output'];
};

export type CompanyFilter = {
  /** the company made from this trade application */
  applicationId?: InputMaybe<Scalars['Int']['input']>;
  customerGroupId?: InputMaybe<Scalars['Int']['input']>;
  /** the company this customer belongs to */
  customerId?: InputMaybe<Scalars['Int']['input']>;
  salesRepId?: InputMaybe<Scalars['Int']['input']>;
  /** part of the name, legal name, email, VAT id or the admin's email (any case), or the id */
  search?: InputMaybe<Scalars['String']['input']>;
  /** any of these: pending, active, rejected, blocked */
  status?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type CompanyGrid = {
  __typename?: 'CompanyGrid';
  items: Array<Company>;
  totalCount: Scalars['Int']['output'];
};

export type CompanyInvitationAcceptResult = MyCompany | Problem;

export type CompanyInvoicesResult = CompanyCreditInvoicePage | Problem;

/** the outcome for one id of a mass status change */
export type CompanyMassItem = {
  __typename?: 'CompanyMassItem';
  id: Scalars['Int']['output'];
  result: CompanyResult;
};

/** a customer's membership of a company */
export type CompanyMember = {
  __typename?: 'CompanyMember';
  customerId: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  isAdmin: Scalars['Boolean']['output'];
  jobTitle: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  /** the member this one reports to */
  managerId?: Maybe<Scalars['Int']['output']>;
  /** null: the company admin, who holds every permission */
  role?: Maybe<CompanyRole>;
  /** active | inactive */
  status: Scalars['String']['output'];
};

export type CompanyMemberDeactivateResult = CompanyMember | Problem;

export type CompanyMemberInviteInput = {
  email: Scalars['String']['input'];
  /** required for an email without an account */
  firstName?: InputMaybe<Scalars['String']['input']>;
  jobTitle?: InputMaybe<Scalars['String']['input']>;
  /** required for an email without an account */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** the member they will report to */
  managerId?: InputMaybe<Scalars['Int']['input']>;
  roleId?: InputMaybe<Scalars['Int']['input']>;
};

export type CompanyMemberInviteResult = CompanyMember | Problem;

export type CompanyMemberUpdateResult = CompanyMember | Problem;

/** an order placed for a company, and who placed it */
export type CompanyOrder = {
  __typename?: 'CompanyOrder';
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  grandTotal: Scalars['Float']['output'];
  incrementId: Scalars['String']['output'];
  invoiceEmail?: Maybe<Scalars['String']['output']>;
  placedBy: CompanyOrderPlacer;
  poNumber?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

export type CompanyOrderPage = {
  __typename?: 'CompanyOrderPage';
  items: Array<CompanyOrder>;
  totalCount: Scalars['Int']['output'];
};

export type CompanyOrderPlacer = {
  __typename?: 'CompanyOrderPlacer';
  customerId: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
};

/** a node of the company permission tree: a group (with children) or an assignable code (a leaf) */
export type CompanyPermissionNode = {
  __typename?: 'CompanyPermissionNode';
  children: Array<CompanyPermissionNode>;
  code: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type CompanyProfileUpdateResult = MyCompany | Problem;

/** the company, or why the change was refused */
export type CompanyResult = Company | Problem;

/** a role of a company: a name and permission codes (companyPermissions lists the tree) */
export type CompanyRole = {
  __typename?: 'CompanyRole';
  id: Scalars['Int']['output'];
  /** members holding it */
  memberCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  permissions: Array<Scalars['String']['output']>;
};

export type CompanyRoleCreateResult = CompanyRole | Problem;

export type CompanyRoleDeleteResult = CompanyRole | Problem;

export type CompanyRoleUpdateResult = CompanyRole | Problem;

/** the company's sales representative at the store */
export type CompanySalesRep = {
  __typename?: 'CompanySalesRep';
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type CompanySort = {
  direction?: InputMaybe<CompanySortDirection>;
  field?: InputMaybe<CompanySortField>;
};

export type CompanySortDirection =
  | 'ASC'
  | 'DESC';

export type CompanySortField =
  | 'createdAt'
  | 'id'
  | 'name'
  | 'status';

/** only the fields given change; null clears salesRepId or parentId */
export type CompanyUpdateInput = {
  /** every member's prices change on their next request */
  customerGroupId?: InputMaybe<Scalars['Int']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  legalName?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  parentId?: InputMaybe<Scalars['Int']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  resellerId?: InputMaybe<Scalars['String']['input']>;
  salesRepId?: InputMaybe<Scalars['Int']['input']>;
  storeId?: InputMaybe<Scalars['Int']['input']>;
  vatId?: InputMaybe<Scalars['String']['input']>;
};

export type ConfigFieldOption = {
  __typename?: 'ConfigFieldOption';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type ConfigFieldType =
  | 'boolean'
  | 'enum'
  | 'int'
  | 'json'
  | 'multiselect'
  | 'number'
  | 'secret'
  | 'select'
  | 'string'
  | 'text';

export type ConfigImpactResult = ConfigImpactSuccess | Problem;

export type ConfigImpactSuccess = {
  __typename?: 'ConfigImpactSuccess';
  data: ShopperImpact;
};

export type ConfigScope =
  | 'default'
  | 'store';

/** one setting at a scope: what it is, what is set exactly here, and what applies */
export type ConfigSetting = {
  __typename?: 'ConfigSetting';
  /** minimum, maximum, maxLength, pattern, format from the schema */
  constraints: Scalars['JSON']['output'];
  /** the shipped default */
  default?: Maybe<Scalars['JSON']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  effectiveValue?: Maybe<Scalars['JSON']['output']>;
  inheritedSource: ConfigValueSource;
  /** what applies once this scope's value is removed */
  inheritedValue?: Maybe<Scalars['JSON']['output']>;
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** the choices of an enum, select or multiselect */
  options?: Maybe<Array<ConfigFieldOption>>;
  /** what configValueSet takes */
  path: Scalars['String']['output'];
  /** where the effective value comes from */
  source: ConfigValueSource;
  type: ConfigFieldType;
  /** the value set at exactly this scope; null: inherited */
  value?: Maybe<Scalars['JSON']['output']>;
};

export type ConfigSettingsResult = ConfigSettingsSuccess | Problem;

/** a settings section: a domain's (general/locale, ...) or a module's config */
export type ConfigSettingsSection = {
  __typename?: 'ConfigSettingsSection';
  fields: Array<ConfigSetting>;
  label: Scalars['String']['output'];
  /** the domain or module code that declares it */
  owner: Scalars['String']['output'];
  prefix: Scalars['String']['output'];
};

export type ConfigSettingsSuccess = {
  __typename?: 'ConfigSettingsSuccess';
  data: Array<ConfigSettingsSection>;
};

export type ConfigValue = {
  __typename?: 'ConfigValue';
  path: Scalars['String']['output'];
  scope: Scalars['String']['output'];
  scopeId: Scalars['Int']['output'];
  value: Scalars['String']['output'];
};

/** one scoped config value as configValueSet takes it (value null: remove the scope's own value) */
export type ConfigValueInput = {
  path: Scalars['String']['input'];
  scope?: InputMaybe<ConfigScope>;
  scopeId?: InputMaybe<Scalars['Int']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

export type ConfigValueSetResult = ConfigValueSetSuccess | Problem;

export type ConfigValueSetSuccess = {
  __typename?: 'ConfigValueSetSuccess';
  data: Scalars['Boolean']['output'];
  /** with dryRun: what the write would change for shoppers (nothing was written); else null */
  impact?: Maybe<ShopperImpact>;
};

export type ConfigValueSource =
  /** set at the default scope */
  | 'default'
  /** nobody set it: the shipped default */
  | 'shipped'
  /** set at this store view */
  | 'store';

export type ConfigurableOption = {
  __typename?: 'ConfigurableOption';
  code: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  values: Array<ConfigurableOptionValue>;
};

export type ConfigurableOptionValue = {
  __typename?: 'ConfigurableOptionValue';
  id: Scalars['Int']['output'];
  label: Scalars['String']['output'];
};

export type Country = {
  __typename?: 'Country';
  availableRegions: Array<Region>;
  /** ISO 3166-1 alpha-2 */
  id: Scalars['String']['output'];
  iso2Code: Scalars['String']['output'];
  iso3Code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type CustomForm = {
  __typename?: 'CustomForm';
  active: Scalars['Boolean']['output'];
  code: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  fields: Array<CustomFormField>;
  id: Scalars['Int']['output'];
  /** mailed about each accepted submission */
  recipients: Array<Scalars['String']['output']>;
  /** empty: every store */
  storeIds: Array<Scalars['Int']['output']>;
  successMessage: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

export type CustomFormCreateResult = CustomFormCreateSuccess | Problem;

export type CustomFormCreateSuccess = {
  __typename?: 'CustomFormCreateSuccess';
  data: CustomForm;
};

export type CustomFormDeleteResult = CustomFormDeleteSuccess | Problem;

export type CustomFormDeleteSuccess = {
  __typename?: 'CustomFormDeleteSuccess';
  data: CustomForm;
};

export type CustomFormField = {
  __typename?: 'CustomFormField';
  /** the mapping key: the payload attribute name */
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  options: Array<CustomFormFieldOption>;
  placeholder?: Maybe<Scalars['String']['output']>;
  required: Scalars['Boolean']['output'];
  type: CustomFormFieldType;
  validation?: Maybe<CustomFormFieldValidation>;
};

export type CustomFormFieldInput = {
  key: Scalars['String']['input'];
  label: Scalars['String']['input'];
  options?: InputMaybe<Array<CustomFormFieldOptionInput>>;
  placeholder?: InputMaybe<Scalars['String']['input']>;
  required?: InputMaybe<Scalars['Boolean']['input']>;
  type: CustomFormFieldType;
  validation?: InputMaybe<CustomFormFieldValidationInput>;
};

export type CustomFormFieldOption = {
  __typename?: 'CustomFormFieldOption';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type CustomFormFieldOptionInput = {
  label: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type CustomFormFieldType =
  | 'checkbox'
  | 'country'
  | 'date'
  | 'email'
  | 'hidden'
  | 'multiselect'
  | 'number'
  | 'password'
  | 'radio'
  | 'select'
  | 'tel'
  | 'text'
  | 'textarea'
  | 'url';

export type CustomFormFieldValidation = {
  __typename?: 'CustomFormFieldValidation';
  max?: Maybe<Scalars['Float']['output']>;
  maxLength?: Maybe<Scalars['Int']['output']>;
  min?: Maybe<Scalars['Float']['output']>;
  minLength?: Maybe<Scalars['Int']['output']>;
  /** a regular expression the whole value must match */
  pattern?: Maybe<Scalars['String']['output']>;
};

export type CustomFormFieldValidationInput = {
  max?: InputMaybe<Scalars['Float']['input']>;
  maxLength?: InputMaybe<Scalars['Int']['input']>;
  min?: InputMaybe<Scalars['Float']['input']>;
  minLength?: InputMaybe<Scalars['Int']['input']>;
  pattern?: InputMaybe<Scalars['String']['input']>;
};

export type CustomFormFilter = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  code?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type CustomFormInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  code: Scalars['String']['input'];
  fields: Array<CustomFormFieldInput>;
  recipients?: InputMaybe<Array<Scalars['String']['input']>>;
  /** empty or absent: every store */
  storeIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  successMessage?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

export type CustomFormPage = {
  __typename?: 'CustomFormPage';
  items: Array<CustomForm>;
  totalCount: Scalars['Int']['output'];
};

export type CustomFormSort = {
  direction?: InputMaybe<CustomFormSortDirection>;
  field?: InputMaybe<CustomFormSortField>;
};

export type CustomFormSortDirection =
  | 'asc'
  | 'desc';

export type CustomFormSortField =
  | 'code'
  | 'createdAt'
  | 'id'
  | 'title';

export type CustomFormSubmission = {
  __typename?: 'CustomFormSubmission';
  createdAt: Scalars['String']['output'];
  formCode: Scalars['String']['output'];
  formId: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  ip: Scalars['String']['output'];
  /** mapping key -> value (string, or a list for multiselect); never a password */
  payload: Scalars['JSON']['output'];
  storeId: Scalars['Int']['output'];
};

export type CustomFormSubmissionDeleteResult = CustomFormSubmissionDeleteSuccess | Problem;

export type CustomFormSubmissionDeleteSuccess = {
  __typename?: 'CustomFormSubmissionDeleteSuccess';
  data: CustomFormSubmission;
};

export type CustomFormSubmissionFilter = {
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  formCode?: InputMaybe<Scalars['String']['input']>;
  formId?: InputMaybe<Scalars['Int']['input']>;
  /** part of any submitted value */
  text?: InputMaybe<Scalars['String']['input']>;
};

export type CustomFormSubmissionPage = {
  __typename?: 'CustomFormSubmissionPage';
  items: Array<CustomFormSubmission>;
  totalCount: Scalars['Int']['output'];
};

export type CustomFormSubmissionSort = {
  direction?: InputMaybe<CustomFormSortDirection>;
  field?: InputMaybe<CustomFormSubmissionSortField>;
};

export type CustomFormSubmissionSortField =
  | 'createdAt'
  | 'formCode'
  | 'id';

export type CustomFormUpdateResult = CustomFormUpdateSuccess | Problem;

export type CustomFormUpdateSuccess = {
  __typename?: 'CustomFormUpdateSuccess';
  data: CustomForm;
};

export type CustomOption = {
  __typename?: 'CustomOption';
  id: Scalars['Int']['output'];
  price?: Maybe<Scalars['Float']['output']>;
  priceType: Scalars['String']['output'];
  required: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  type: Scalars['String']['output'];
  values: Array<CustomOptionValue>;
};

export type CustomOptionValue = {
  __typename?: 'CustomOptionValue';
  id: Scalars['Int']['output'];
  price?: Maybe<Scalars['Float']['output']>;
  priceType: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type Customer = {
  __typename?: 'Customer';
  addresses: Array<CustomerAddress>;
  /** every approval transition of the account, oldest first (admin; customer approval) */
  approvalHistory: Array<ApprovalTransition>;
  /** active, pending or rejected */
  approvalStatus: Scalars['String']['output'];
  /** the company the customer belongs to (admin; company accounts) */
  company?: Maybe<Company>;
  createdAt: Scalars['String']['output'];
  defaultBillingAddress?: Maybe<CustomerAddress>;
  defaultShippingAddress?: Maybe<CustomerAddress>;
  /** date of birth, YYYY-MM-DD */
  dob?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  groupId: Scalars['Int']['output'];
  /** the customer group's name */
  groupName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  isApproved: Scalars['Boolean']['output'];
  /** the customer's email is subscribed to the newsletter */
  isSubscribed: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  /** the customer's orders, newest first (admin) */
  orders: CustomerOrderPage;
  /** the approval state: active, pending or rejected (approvalStatus) */
  status: Scalars['String']['output'];
  storeId: Scalars['Int']['output'];
  /** the store's name */
  storeName: Scalars['String']['output'];
  /** tax/VAT number */
  taxvat?: Maybe<Scalars['String']['output']>;
  /** the trade applications made for this account, newest first (admin; trade registration) */
  tradeApplications: Array<TradeApplication>;
  updatedAt: Scalars['String']['output'];
};


export type CustomerOrdersArgs = {
  itemsPerPage?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

export type CustomerAccountStatus =
  | 'active'
  | 'pending'
  | 'rejected';

export type CustomerAddress = {
  __typename?: 'CustomerAddress';
  city: Scalars['String']['output'];
  company: Scalars['String']['output'];
  countryId: Scalars['String']['output'];
  customerId: Scalars['Int']['output'];
  firstName: Scalars['String']['output'];
  /** Maho's name for firstName */
  firstname: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  isDefaultBilling: Scalars['Boolean']['output'];
  isDefaultShipping: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  /** Maho's name for lastName */
  lastname: Scalars['String']['output'];
  postcode: Scalars['String']['output'];
  region: Scalars['String']['output'];
  regionId?: Maybe<Scalars['Int']['output']>;
  /** street lines */
  street: Array<Scalars['String']['output']>;
  telephone: Scalars['String']['output'];
};

export type CustomerAddressCreateResult = CustomerAddressCreateSuccess | Problem;

export type CustomerAddressCreateSuccess = {
  __typename?: 'CustomerAddressCreateSuccess';
  data: CustomerAddress;
};

export type CustomerAddressDeleteResult = CustomerAddressDeleteSuccess | Problem;

export type CustomerAddressDeleteSuccess = {
  __typename?: 'CustomerAddressDeleteSuccess';
  data: Scalars['Boolean']['output'];
};

export type CustomerAddressUpdateResult = CustomerAddressUpdateSuccess | Problem;

export type CustomerAddressUpdateSuccess = {
  __typename?: 'CustomerAddressUpdateSuccess';
  data: CustomerAddress;
};

export type CustomerApproveResult = CustomerApproveSuccess | Problem;

export type CustomerApproveSuccess = {
  __typename?: 'CustomerApproveSuccess';
  data: ApprovalCustomer;
};

/** a registration (with a password), or an admin's new account (scope customers: without a password; the customer is mailed a link to choose one) */
export type CustomerCreateInput = {
  address?: InputMaybe<AddressInput>;
  /** admin only: date of birth, YYYY-MM-DD ("" clears it) */
  dob?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  /** admin only: the customer group */
  groupId?: InputMaybe<Scalars['Int']['input']>;
  lastName: Scalars['String']['input'];
  /** required for a registration; never sent by an admin */
  password?: InputMaybe<Scalars['String']['input']>;
  /** admin only: the store the account belongs to */
  storeId?: InputMaybe<Scalars['Int']['input']>;
  /** admin only: tax/VAT number ("" clears it) */
  taxvat?: InputMaybe<Scalars['String']['input']>;
};

export type CustomerCreateResult = CustomerCreateSuccess | Problem;

export type CustomerCreateSuccess = {
  __typename?: 'CustomerCreateSuccess';
  data: Customer;
};

export type CustomerDeclineResult = CustomerDeclineSuccess | Problem;

export type CustomerDeclineSuccess = {
  __typename?: 'CustomerDeclineSuccess';
  data: ApprovalCustomer;
};

export type CustomerDeleteResult = CustomerDeleteSuccess | Problem;

export type CustomerDeleteSuccess = {
  __typename?: 'CustomerDeleteSuccess';
  data: Customer;
};

export type CustomerFilter = {
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  /** part of the email */
  email?: InputMaybe<Scalars['String']['input']>;
  groupId?: InputMaybe<Scalars['Int']['input']>;
  /** part of the first or last name */
  name?: InputMaybe<Scalars['String']['input']>;
  /** part of the email or a name, or the customer's id */
  search?: InputMaybe<Scalars['String']['input']>;
  /** approval states (any of them); default: every state */
  status?: InputMaybe<Array<CustomerAccountStatus>>;
  storeId?: InputMaybe<Scalars['Int']['input']>;
};

export type CustomerGroup = {
  __typename?: 'CustomerGroup';
  code: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/** a comment the merchant made visible on the storefront */
export type CustomerOrderComment = {
  __typename?: 'CustomerOrderComment';
  comment: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

/** an invoice of the shopper's order */
export type CustomerOrderInvoice = {
  __typename?: 'CustomerOrderInvoice';
  createdAt: Scalars['String']['output'];
  discountAmount: Scalars['Float']['output'];
  giftcardAmount: Scalars['Float']['output'];
  grandTotal: Scalars['Float']['output'];
  id: Scalars['Int']['output'];
  incrementId: Scalars['String']['output'];
  /** the logged-in customer's PDF of it (GET with their token); null in a guest's answer */
  pdfUrl?: Maybe<Scalars['String']['output']>;
  shippingAmount: Scalars['Float']['output'];
  /** open (not captured yet) or paid */
  state: Scalars['String']['output'];
  subtotal: Scalars['Float']['output'];
};

export type CustomerOrderPage = {
  __typename?: 'CustomerOrderPage';
  itemsPerPage: Scalars['Int']['output'];
  member: Array<MahoOrder>;
  page: Scalars['Int']['output'];
  totalItems: Scalars['Int']['output'];
};

export type CustomerOrderReorderResult = CustomerOrderReorderSuccess | Problem;

export type CustomerOrderReorderSuccess = {
  __typename?: 'CustomerOrderReorderSuccess';
  data: ReorderResult;
};

/** a shipment of the shopper's order, with its lines and tracking numbers */
export type CustomerOrderShipment = {
  __typename?: 'CustomerOrderShipment';
  createdAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  incrementId: Scalars['String']['output'];
  items: Array<CustomerShipmentLine>;
  tracks: Array<CustomerShipmentTrack>;
};

export type CustomerPage = {
  __typename?: 'CustomerPage';
  items: Array<Customer>;
  totalCount: Scalars['Int']['output'];
};

export type CustomerPasswordChangeInput = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

export type CustomerPasswordChangeResult = CustomerPasswordChangeSuccess | Problem;

export type CustomerPasswordChangeSuccess = {
  __typename?: 'CustomerPasswordChangeSuccess';
  data: Customer;
};

export type CustomerPasswordForgotResult = CustomerPasswordForgotSuccess | Problem;

export type CustomerPasswordForgotSuccess = {
  __typename?: 'CustomerPasswordForgotSuccess';
  data: PasswordForgotResult;
};

/** Maho's names (email, resetToken, newPassword); token and password are accepted too */
export type CustomerPasswordResetInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  newPassword?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  resetToken?: InputMaybe<Scalars['String']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
};

export type CustomerPasswordResetResult = CustomerPasswordResetSuccess | Problem;

export type CustomerPasswordResetSendResult = CustomerPasswordResetSendSuccess | Problem;

export type CustomerPasswordResetSendSuccess = {
  __typename?: 'CustomerPasswordResetSendSuccess';
  data: Customer;
};

export type CustomerPasswordResetSuccess = {
  __typename?: 'CustomerPasswordResetSuccess';
  data: PasswordResetResult;
};

export type CustomerShipmentLine = {
  __typename?: 'CustomerShipmentLine';
  name: Scalars['String']['output'];
  qty: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
};

export type CustomerShipmentTrack = {
  __typename?: 'CustomerShipmentTrack';
  carrier: Scalars['String']['output'];
  number: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** the carrier's tracking page (ups, usps, fedex, dhl); null for other carriers */
  url?: Maybe<Scalars['String']['output']>;
};

export type CustomerSort = {
  direction?: InputMaybe<CustomerSortDirection>;
  field?: InputMaybe<CustomerSortField>;
};

export type CustomerSortDirection =
  | 'asc'
  | 'desc';

export type CustomerSortField =
  | 'createdAt'
  | 'email'
  | 'groupId'
  | 'id'
  | 'lastName';

/** only the fields given change; the customer's own change of email or password needs currentPassword and ends every other token (the calling one stays valid) and every reset link; groupId, storeId, dob and taxvat are an admin's (customerUpdate with id) */
export type CustomerUpdateInput = {
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  /** admin only: date of birth, YYYY-MM-DD ("" clears it) */
  dob?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** admin only: the customer group */
  groupId?: InputMaybe<Scalars['Int']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  /** admin only: the store the account belongs to */
  storeId?: InputMaybe<Scalars['Int']['input']>;
  /** admin only: tax/VAT number ("" clears it) */
  taxvat?: InputMaybe<Scalars['String']['input']>;
};

export type CustomerUpdateResult = CustomerUpdateSuccess | Problem;

export type CustomerUpdateSuccess = {
  __typename?: 'CustomerUpdateSuccess';
  data: Customer;
};

export type DownloadableLink = {
  __typename?: 'DownloadableLink';
  id: Scalars['Int']['output'];
  numberOfDownloads: Scalars['Int']['output'];
  price?: Maybe<Scalars['Float']['output']>;
  sampleUrl?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type Error = {
  /** stable machine-readable code, e.g. invalid, not_found, conflict */
  code: Scalars['String']['output'];
  errors: Array<FieldError>;
  /** the problem's further members, as REST's problem+json carries them (e.g. quantityRule) */
  extra?: Maybe<Scalars['JSON']['output']>;
  message: Scalars['String']['output'];
  /** the HTTP status the REST facade answers with */
  status: Scalars['Int']['output'];
};

export type FieldError = {
  __typename?: 'FieldError';
  code: Scalars['String']['output'];
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type FilterOption = {
  __typename?: 'FilterOption';
  count: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** the access gate's verdict for this product and caller */
export type GateFlags = {
  __typename?: 'GateFlags';
  /** false: add-to-cart is suppressed and cart mutations are refused */
  canCheckout: Scalars['Boolean']['output'];
  /** prices are omitted; show a login prompt */
  hidePrice: Scalars['Boolean']['output'];
  /** guests are redirected off this page */
  requiresLogin: Scalars['Boolean']['output'];
};

export type GiftcardAccount = {
  __typename?: 'GiftcardAccount';
  balance: Scalars['Float']['output'];
  code: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  initialAmount: Scalars['Float']['output'];
  /** the order that bought it */
  orderId?: Maybe<Scalars['Int']['output']>;
  recipientEmail?: Maybe<Scalars['String']['output']>;
  recipientName?: Maybe<Scalars['String']['output']>;
  /** active | used | disabled */
  state: Scalars['String']['output'];
};

export type GiftcardAccountCreateInput = {
  amount: Scalars['Float']['input'];
  /** default: the store's currency */
  currency?: InputMaybe<Scalars['String']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  recipientEmail?: InputMaybe<Scalars['String']['input']>;
  recipientName?: InputMaybe<Scalars['String']['input']>;
  senderName?: InputMaybe<Scalars['String']['input']>;
};

export type GiftcardAccountCreateResult = GiftcardAccountCreateSuccess | Problem;

export type GiftcardAccountCreateSuccess = {
  __typename?: 'GiftcardAccountCreateSuccess';
  data: GiftcardAccount;
};

export type GroupedProduct = {
  __typename?: 'GroupedProduct';
  defaultQty: Scalars['Float']['output'];
  finalPrice?: Maybe<Scalars['Float']['output']>;
  id: Scalars['Int']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  inStock: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  price?: Maybe<Scalars['Float']['output']>;
  qty: Scalars['Float']['output'];
  sku: Scalars['String']['output'];
  smallImageUrl?: Maybe<Scalars['String']['output']>;
  specialPrice?: Maybe<Scalars['Float']['output']>;
  /** in_stock or out_of_stock */
  stockStatus: Scalars['String']['output'];
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
  urlKey: Scalars['String']['output'];
};

export type GuestCartCreateResult = GuestCartCreateSuccess | Problem;

export type GuestCartCreateSuccess = {
  __typename?: 'GuestCartCreateSuccess';
  data: Cart;
};

export type GuestCartPlaceOrderResult = GuestCartPlaceOrderSuccess | OrderHeld | Problem;

export type GuestCartPlaceOrderSuccess = {
  __typename?: 'GuestCartPlaceOrderSuccess';
  data: MahoOrder;
};

/** a link shown in place of a hidden price */
export type HiddenPriceCta = {
  __typename?: 'HiddenPriceCta';
  /** a storefront path or an http(s) URL */
  href: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

/** an order's invoice as Maho's Invoice resource: the order's payment capture */
export type Invoice = {
  __typename?: 'Invoice';
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  grandTotal: Scalars['Float']['output'];
  id: Scalars['Int']['output'];
  incrementId: Scalars['String']['output'];
  orderId: Scalars['Int']['output'];
  /** the relative URL of its PDF (the customer's token downloads it) */
  pdfUrl?: Maybe<Scalars['String']['output']>;
  /** 1 open, 2 paid, 3 canceled */
  state: Scalars['Int']['output'];
  stateName: Scalars['String']['output'];
};

export type InvoiceCaptureResult = InvoiceCaptureSuccess | Problem;

export type InvoiceCaptureSuccess = {
  __typename?: 'InvoiceCaptureSuccess';
  data: AdminOrder;
};

export type InvoicePage = {
  __typename?: 'InvoicePage';
  member: Array<Invoice>;
  totalItems: Scalars['Int']['output'];
};

export type LayeredFilter = {
  __typename?: 'LayeredFilter';
  code: Scalars['String']['output'];
  label: Scalars['String']['output'];
  options: Array<FilterOption>;
  type: Scalars['String']['output'];
};

export type LayeredFilterOption = {
  __typename?: 'LayeredFilterOption';
  count: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  /** {type, value} (none in this catalogue yet) */
  swatch?: Maybe<Scalars['JSON']['output']>;
  value: Scalars['String']['output'];
};

export type MahoAppliedCoupon = {
  __typename?: 'MahoAppliedCoupon';
  code: Scalars['String']['output'];
  discountAmount: Scalars['Float']['output'];
};

export type MahoAppliedGiftcard = {
  __typename?: 'MahoAppliedGiftcard';
  appliedAmount: Scalars['Float']['output'];
  balance: Scalars['Float']['output'];
  code: Scalars['String']['output'];
};

/** the cart as Maho's Cart resource */
export type MahoCart = {
  __typename?: 'MahoCart';
  appliedCoupon?: Maybe<MahoAppliedCoupon>;
  appliedGiftcards: Array<MahoAppliedGiftcard>;
  availablePaymentMethods: Array<MahoPaymentMethod>;
  availableShippingMethods: Array<ShippingMethod>;
  billingAddress?: Maybe<Scalars['JSON']['output']>;
  cartRecreated: Scalars['Boolean']['output'];
  couponCode?: Maybe<Scalars['String']['output']>;
  createdAt?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  customerId?: Maybe<Scalars['Int']['output']>;
  giftMessage?: Maybe<Scalars['JSON']['output']>;
  id: Scalars['Int']['output'];
  isActive: Scalars['Boolean']['output'];
  items: Array<MahoCartItem>;
  itemsCount: Scalars['Int']['output'];
  itemsQty: Scalars['Float']['output'];
  maskedId: Scalars['String']['output'];
  prices: MahoCartPrices;
  selectedPaymentMethod?: Maybe<MahoSelectedPaymentMethod>;
  selectedShippingMethod?: Maybe<ShippingMethod>;
  shippingAddress?: Maybe<Scalars['JSON']['output']>;
  storeId: Scalars['Int']['output'];
  updatedAt?: Maybe<Scalars['String']['output']>;
};

/** a cart line as Maho's CartItem */
export type MahoCartItem = {
  __typename?: 'MahoCartItem';
  discountAmount?: Maybe<Scalars['Float']['output']>;
  discountPercent?: Maybe<Scalars['Float']['output']>;
  giftMessage?: Maybe<Scalars['JSON']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  options: Array<MahoItemOption>;
  price: Scalars['Float']['output'];
  priceInclTax: Scalars['Float']['output'];
  productId: Scalars['Int']['output'];
  productType: Scalars['String']['output'];
  qty: Scalars['Float']['output'];
  rowTotal: Scalars['Float']['output'];
  rowTotalInclTax: Scalars['Float']['output'];
  rowTotalWithDiscount: Scalars['Float']['output'];
  /** a configurable's line carries its variant's SKU */
  sku: Scalars['String']['output'];
  stockStatus: Scalars['String']['output'];
  taxAmount?: Maybe<Scalars['Float']['output']>;
  taxPercent?: Maybe<Scalars['Float']['output']>;
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
};

/** add-to-cart in Maho's names (ours are accepted too: options may be our structured options) */
export type MahoCartItemInput = {
  /** bundle: {optionId: selectionId} */
  bundleOption?: InputMaybe<Scalars['JSON']['input']>;
  /** bundle: {optionId: qty} */
  bundleOptionQty?: InputMaybe<Scalars['JSON']['input']>;
  giftcardAmount?: InputMaybe<Scalars['Float']['input']>;
  giftcardMessage?: InputMaybe<Scalars['String']['input']>;
  giftcardRecipientEmail?: InputMaybe<Scalars['String']['input']>;
  giftcardRecipientName?: InputMaybe<Scalars['String']['input']>;
  giftcardSenderEmail?: InputMaybe<Scalars['String']['input']>;
  giftcardSenderName?: InputMaybe<Scalars['String']['input']>;
  /** downloadable link ids */
  links?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** custom options {optionId: value}, or our {superAttributes, bundleSelections, ...} */
  options?: InputMaybe<Scalars['JSON']['input']>;
  qty?: InputMaybe<Scalars['Int']['input']>;
  sku: Scalars['String']['input'];
  /** grouped product: {childProductId: qty} */
  superGroup?: InputMaybe<Scalars['JSON']['input']>;
};

/** Maho's CartPrices; this backend has no tax engine, so tax is 0 and amounts incl. tax equal the amounts */
export type MahoCartPrices = {
  __typename?: 'MahoCartPrices';
  baseDiscountAmount?: Maybe<Scalars['Float']['output']>;
  baseGrandTotal: Scalars['Float']['output'];
  baseShippingAmount?: Maybe<Scalars['Float']['output']>;
  baseSubtotal: Scalars['Float']['output'];
  baseTaxAmount: Scalars['Float']['output'];
  discountAmount?: Maybe<Scalars['Float']['output']>;
  giftcardAmount?: Maybe<Scalars['Float']['output']>;
  grandTotal: Scalars['Float']['output'];
  shippingAmount?: Maybe<Scalars['Float']['output']>;
  shippingAmountInclTax?: Maybe<Scalars['Float']['output']>;
  shippingTaxAmount?: Maybe<Scalars['Float']['output']>;
  subtotal: Scalars['Float']['output'];
  subtotalInclTax: Scalars['Float']['output'];
  subtotalWithDiscount: Scalars['Float']['output'];
  taxAmount: Scalars['Float']['output'];
};

export type MahoItemOption = {
  __typename?: 'MahoItemOption';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** an order as Maho's Order resource: the customer's own, or a guest's read with its access token */
export type MahoOrder = {
  __typename?: 'MahoOrder';
  /** only in the answer to the order's placing: send it as X-Order-Token to read the order back */
  accessToken?: Maybe<Scalars['String']['output']>;
  billingAddress?: Maybe<OrderAddress>;
  /** the merchant's comments marked visibleOnStorefront (never the internal ones) */
  comments: Array<CustomerOrderComment>;
  couponCode?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  customerEmail: Scalars['String']['output'];
  customerFirstname?: Maybe<Scalars['String']['output']>;
  customerId?: Maybe<Scalars['Int']['output']>;
  customerLastname?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  incrementId: Scalars['String']['output'];
  /** where the order's invoices go (asked at checkout for on-account orders) */
  invoiceEmail?: Maybe<Scalars['String']['output']>;
  invoices: Array<CustomerOrderInvoice>;
  items: Array<MahoOrderItem>;
  paymentMethod: Scalars['String']['output'];
  paymentMethodTitle: Scalars['String']['output'];
  poNumber?: Maybe<Scalars['String']['output']>;
  prices: MahoOrderPrices;
  /** true when an earlier request with the same Idempotency-Key placed it (placing only) */
  replayed: Scalars['Boolean']['output'];
  shipments: Array<CustomerOrderShipment>;
  shippingAddress?: Maybe<OrderAddress>;
  shippingDescription?: Maybe<Scalars['String']['output']>;
  shippingMethod?: Maybe<Scalars['String']['output']>;
  state: Scalars['String']['output'];
  status: Scalars['String']['output'];
  /** the buyer's note, then the merchant's storefront-visible comments, as Maho's status history */
  statusHistory: Scalars['JSON']['output'];
  /** the status as the storefront names it */
  statusLabel: Scalars['String']['output'];
  storeId: Scalars['Int']['output'];
  /** the storefront's origin the order was placed from */
  storefrontOrigin?: Maybe<Scalars['String']['output']>;
  totalItemCount: Scalars['Int']['output'];
  totalQtyOrdered: Scalars['Float']['output'];
  updatedAt: Scalars['String']['output'];
};

/** an order line as Maho's OrderItem */
export type MahoOrderItem = {
  __typename?: 'MahoOrderItem';
  discountAmount?: Maybe<Scalars['Float']['output']>;
  discountPercent?: Maybe<Scalars['Float']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** the line's options as ordered (super attributes, bundle selections, custom options, links, gift card) */
  options: Scalars['JSON']['output'];
  parentItemId?: Maybe<Scalars['Int']['output']>;
  price: Scalars['Float']['output'];
  /** why the unit price was what it was when the order was placed; null when no price list took part */
  priceExplanation?: Maybe<PriceExplanation>;
  priceInclTax: Scalars['Float']['output'];
  productId: Scalars['Int']['output'];
  /** the product's type; null once the product is deleted */
  productType?: Maybe<Scalars['String']['output']>;
  qty: Scalars['Float']['output'];
  qtyCanceled: Scalars['Float']['output'];
  qtyOrdered: Scalars['Float']['output'];
  qtyRefunded: Scalars['Float']['output'];
  qtyShipped: Scalars['Float']['output'];
  rowTotal: Scalars['Float']['output'];
  rowTotalInclTax: Scalars['Float']['output'];
  sku: Scalars['String']['output'];
  taxAmount?: Maybe<Scalars['Float']['output']>;
  taxPercent?: Maybe<Scalars['Float']['output']>;
  /** the product's image; null without one or once the product is deleted */
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
};

/** Maho's OrderPrices; this backend has no tax engine, so tax is 0 and amounts incl. tax equal the amounts */
export type MahoOrderPrices = {
  __typename?: 'MahoOrderPrices';
  discountAmount?: Maybe<Scalars['Float']['output']>;
  giftcardAmount?: Maybe<Scalars['Float']['output']>;
  grandTotal: Scalars['Float']['output'];
  shippingAmount?: Maybe<Scalars['Float']['output']>;
  shippingAmountInclTax?: Maybe<Scalars['Float']['output']>;
  subtotal: Scalars['Float']['output'];
  subtotalInclTax: Scalars['Float']['output'];
  taxAmount: Scalars['Float']['output'];
  totalDue: Scalars['Float']['output'];
  totalPaid: Scalars['Float']['output'];
  totalRefunded: Scalars['Float']['output'];
};

export type MahoPaymentMethod = {
  __typename?: 'MahoPaymentMethod';
  code: Scalars['String']['output'];
  isOffline: Scalars['Boolean']['output'];
  sortOrder: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type MahoPlaceOrderInput = {
  billingAddress?: InputMaybe<Scalars['JSON']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  /** the grand total the shopper was shown; an order whose total differs is refused (409 total_changed) */
  expectedGrandTotal?: InputMaybe<Scalars['Float']['input']>;
  guestEmail?: InputMaybe<Scalars['String']['input']>;
  /** where the order's invoices go (ours; on-account orders) */
  invoiceEmail?: InputMaybe<Scalars['String']['input']>;
  orderNote?: InputMaybe<Scalars['String']['input']>;
  /** handed to the payment method; null (offline methods) or an object */
  paymentData?: InputMaybe<Scalars['JSON']['input']>;
  paymentMethod?: InputMaybe<Scalars['String']['input']>;
  poNumber?: InputMaybe<Scalars['String']['input']>;
  /** {firstName, lastName, street: [lines], city, region?, postcode, countryId, telephone} */
  shippingAddress?: InputMaybe<Scalars['JSON']['input']>;
  /** carrier_method, e.g. flatrate_flatrate */
  shippingMethod?: InputMaybe<Scalars['String']['input']>;
  /** the storefront's origin (Maho's storefront_origin), e.g. https://shop.example.com */
  storefrontOrigin?: InputMaybe<Scalars['String']['input']>;
};

export type MahoSelectedPaymentMethod = {
  __typename?: 'MahoSelectedPaymentMethod';
  code: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type MailOutbox = {
  __typename?: 'MailOutbox';
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  fromAddress: Scalars['String']['output'];
  /** the HTML part, as written and sent (null: text only); never render it in a page of its own origin (needs the config and customers scopes) */
  htmlBody?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  lastError?: Maybe<Scalars['String']['output']>;
  nextAttemptAt: Scalars['DateTime']['output'];
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** pending, sent, failed (attempts used up) or suppressed (written, never to be sent) */
  status: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  templateId?: Maybe<Scalars['String']['output']>;
  /** the text part, as written and sent (needs the config and customers scopes) */
  textBody: Scalars['String']['output'];
  toAddress: Scalars['String']['output'];
};

export type MailOutboxFilter = {
  /** any of these statuses */
  status?: InputMaybe<Array<MailOutboxStatus>>;
  storeId?: InputMaybe<Scalars['Int']['input']>;
  templateId?: InputMaybe<Scalars['String']['input']>;
  /** part of the recipient address */
  to?: InputMaybe<Scalars['String']['input']>;
};

export type MailOutboxPage = {
  __typename?: 'MailOutboxPage';
  items: Array<MailOutbox>;
  totalCount: Scalars['Int']['output'];
};

/** the outcome for one id of mailOutboxRequeue */
export type MailOutboxRequeueItem = {
  __typename?: 'MailOutboxRequeueItem';
  id: Scalars['Int']['output'];
  result: MailOutboxRequeueItemResult;
};

export type MailOutboxRequeueItemResult = MailOutboxRequeueItemSuccess | Problem;

export type MailOutboxRequeueItemSuccess = {
  __typename?: 'MailOutboxRequeueItemSuccess';
  data: MailOutbox;
};

export type MailOutboxSort = {
  direction?: InputMaybe<MailOutboxSortDirection>;
  field?: InputMaybe<MailOutboxSortField>;
};

export type MailOutboxSortDirection =
  | 'asc'
  | 'desc';

export type MailOutboxSortField =
  | 'attempts'
  | 'createdAt'
  | 'id'
  | 'nextAttemptAt'
  | 'sentAt';

export type MailOutboxStatus =
  | 'failed'
  | 'pending'
  | 'sent'
  | 'suppressed';

/** a mail template: the effective version for a store (an admin's override, else the shipped default) */
export type MailTemplate = {
  __typename?: 'MailTemplate';
  description: Scalars['String']['output'];
  html?: Maybe<Scalars['String']['output']>;
  id: Scalars['String']['output'];
  /** an admin's version is saved at exactly this storeId */
  overridden: Scalars['Boolean']['output'];
  /** core, or the module that ships the default */
  owner: Scalars['String']['output'];
  /** where the text comes from: store (this store's version), default (the default scope's version) or shipped */
  source: Scalars['String']['output'];
  /** 0 = default scope */
  storeId: Scalars['Int']['output'];
  subject: Scalars['String']['output'];
  text: Scalars['String']['output'];
  variables: Array<Scalars['String']['output']>;
};

/** a template rendered with its sample variables, as the mail would be (HTML escaped the same way) */
export type MailTemplatePreview = {
  __typename?: 'MailTemplatePreview';
  /** true: rendered from the subject/text/html given, not the saved template */
  draft: Scalars['Boolean']['output'];
  html?: Maybe<Scalars['String']['output']>;
  id: Scalars['String']['output'];
  /** the variables it was rendered with (the template's declared sample) */
  sample: Scalars['JSON']['output'];
  storeId: Scalars['Int']['output'];
  subject: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type MailTemplatePreviewResult = MailTemplatePreviewSuccess | Problem;

export type MailTemplatePreviewSuccess = {
  __typename?: 'MailTemplatePreviewSuccess';
  data: MailTemplatePreview;
};

export type MailTemplateSetResult = MailTemplateSetSuccess | Problem;

export type MailTemplateSetSuccess = {
  __typename?: 'MailTemplateSetSuccess';
  data: MailTemplate;
};

export type MediaImage = {
  __typename?: 'MediaImage';
  label: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  url: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** an active rule that matches every product of the catalogue (counted when its index is built in the write's transaction, whatever its tree's spelling) needs confirmCatchAll, else 422 `catch_all_unconfirmed` and nothing is written. With dryRun: the write is made in a transaction that is rolled back, nothing is written, and the Success's `impact` says what it would change for shoppers */
  accessRuleCreate: AccessRuleCreateResult;
  /** the deleted rule. With dryRun: the write is made in a transaction that is rolled back, nothing is written, and the Success's `impact` says what it would change for shoppers */
  accessRuleDelete: AccessRuleDeleteResult;
  /** an active rule that matches every product of the catalogue (counted when its index is built in the write's transaction, whatever its tree's spelling) needs confirmCatchAll, else 422 `catch_all_unconfirmed` and nothing is written. With dryRun: the write is made in a transaction that is rolled back, nothing is written, and the Success's `impact` says what it would change for shoppers */
  accessRuleSetEnabled: AccessRuleSetEnabledResult;
  /** an active rule that matches every product of the catalogue (counted when its index is built in the write's transaction, whatever its tree's spelling) needs confirmCatchAll, else 422 `catch_all_unconfirmed` and nothing is written. With dryRun: the write is made in a transaction that is rolled back, nothing is written, and the Success's `impact` says what it would change for shoppers */
  accessRuleUpdate: AccessRuleUpdateResult;
  /** Magento/Maho rule JSON (one rule, an array, or {rules}); all or nothing. Each rule names its actions and scope (else `no_action` / `no_scope`); an active rule matching every product of the catalogue needs confirmCatchAll (else 422 `catch_all_unconfirmed`; nothing is imported). With dryRun: the write is made in a transaction that is rolled back, nothing is written, and the Success's `impact` says what it would change for shoppers */
  accessRulesImport: AccessRulesImportResult;
  /** priorities 10, 20, 30, ... in the order given. With dryRun: the write is made in a transaction that is rolled back, nothing is written, and the Success's `impact` says what it would change for shoppers */
  accessRulesReorder: AccessRulesReorderResult;
  /** a company's approval rule, written by the merchant; 422 with every diagnostic, or a step nobody can approve */
  adminApprovalRuleCreate: AdminApprovalRuleCreateResult;
  /** deletes a rule; answers it as it was */
  adminApprovalRuleDelete: AdminApprovalRuleDeleteResult;
  /** changes a rule's text or switches it on or off */
  adminApprovalRuleUpdate: AdminApprovalRuleUpdateResult;
  /** the calling admin's own password (any admin): the current one checked within the sign-in attempt limits; ends the admin's other console sessions and refuses every admin token issued before (the console renews its own) */
  adminPasswordChange: AdminPasswordChangeResult;
  /** a rule of the caller's company (approval_rules.manage); 422 with every diagnostic, or a step nobody can approve */
  approvalRuleCreate: ApprovalRuleCreateResult;
  /** deletes a rule (approval_rules.manage); answers it as it was */
  approvalRuleDelete: ApprovalRuleDeleteResult;
  /** changes a rule's text or switches it on or off (approval_rules.manage) */
  approvalRuleUpdate: ApprovalRuleUpdateResult;
  /** creates a blog category (409 conflict when its URL key is taken) */
  blogCategoryCreate: BlogCategoryCreateResult;
  /** deletes a blog category without posts (409 has_posts otherwise); answers it as it was */
  blogCategoryDelete: BlogCategoryDeleteResult;
  /** changes the fields given of a blog category */
  blogCategoryUpdate: BlogCategoryUpdateResult;
  /** creates a blog post (409 conflict when its URL key is taken) */
  blogPostCreate: BlogPostCreateResult;
  /** deletes a blog post; answers it as it was */
  blogPostDelete: BlogPostDeleteResult;
  /** changes the fields given of a blog post (imageUrl or categoryId null removes it) */
  blogPostUpdate: BlogPostUpdateResult;
  cartCouponApply: CartCouponApplyResult;
  cartCouponRemove: CartCouponRemoveResult;
  cartGiftcardApply: CartGiftcardApplyResult;
  cartGiftcardRemove: CartGiftcardRemoveResult;
  cartItemAdd: CartItemAddResult;
  cartItemRemove: CartItemRemoveResult;
  cartItemUpdate: CartItemUpdateResult;
  /** add to the cart in Maho's option names or ours; a grouped product's superGroup adds one line per child */
  cartLinesAdd: CartLinesAddResult;
  cartShippingCountrySet: CartShippingCountrySetResult;
  cartShippingMethodSet: CartShippingMethodSetResult;
  /** a category below parentId at position (0-based among its siblings; absent: last) */
  categoryCreate: CategoryCreateResult;
  /** deletes the category and its subcategories; their products stay, unassigned from them. Roots and a store's root category are refused */
  categoryDelete: CategoryDeleteResult;
  /** moves the category with its subtree below parentId at position (0-based among the new siblings; absent: last); refused below itself or its own subcategories */
  categoryMove: CategoryMoveResult;
  /** assigns the listed products at their positions (moving those already there) and unassigns removeProductIds; the category's other products stay. Answers the first 100 by position */
  categoryProductsSet: CategoryProductsSetResult;
  /** changes the given fields; a new urlKey moves the URL paths of the whole subtree (409 when one is taken) */
  categoryUpdate: CategoryUpdateResult;
  checkoutPlaceOrder: CheckoutPlaceOrderResult;
  /** creates a CMS block (409 conflict when its identifier is shown in one of its store views already) */
  cmsBlockCreate: CmsBlockCreateResult;
  /** deletes a CMS block; answers it as it was */
  cmsBlockDelete: CmsBlockDeleteResult;
  /** changes the fields given of a CMS block */
  cmsBlockUpdate: CmsBlockUpdateResult;
  /** creates a CMS page (409 conflict when its identifier is shown in one of its store views already) */
  cmsPageCreate: CmsPageCreateResult;
  /** deletes a CMS page; answers it as it was */
  cmsPageDelete: CmsPageDeleteResult;
  /** changes the fields given of a CMS page */
  cmsPageUpdate: CmsPageUpdateResult;
  companyAddressCreate: CompanyAddressCreateResult;
  companyAddressDelete: CompanyAddressDeleteResult;
  companyAddressUpdate: CompanyAddressUpdateResult;
  /** makes an active member the company admin; the former admin stays a member with formerAdminRoleId (a role of this company), or with no role (no permissions) without it */
  companyAdminTransfer: CompanyResult;
  /** pending or rejected -> active (optionally into another group); mails the company admin */
  companyApprove: CompanyResult;
  /** companyApprove for each id (each in its own transaction), with a result per id */
  companyApproveMany: Array<CompanyMassItem>;
  /** active -> blocked: members may browse, not order; mails the company admin */
  companyBlock: CompanyResult;
  /** companyBlock for each id (each in its own transaction), with a result per id */
  companyBlockMany: Array<CompanyMassItem>;
  /** a company with an existing customer (in no company) or a new one as its admin; a new admin gets a set-password mail */
  companyCreate: CompanyResult;
  /** records a payment: a reimbursement row; it pays the invoices named first, then the others oldest first (an invoice paid in full is captured) */
  companyCreditReimburse: CompanyCreditReimburseResult;
  /** sets a company's credit, only the fields given (the first time an allocation row, then update rows) */
  companyCreditSet: CompanyCreditSetResult;
  /** joins the company an invitation names (the token is the credential); password: required for a new account's invitation */
  companyInvitationAccept: CompanyInvitationAcceptResult;
  /** moves an existing customer of the company's store, in no company, into the company (409 already_in_company otherwise) */
  companyMemberAssign: CompanyResult;
  /** deactivates a member (company.members.manage): their tokens stop on their next request */
  companyMemberDeactivate: CompanyMemberDeactivateResult;
  /** invites a customer (company.members.manage): a new email gets an account and a set-password link, an existing customer an invitation to accept; answers the member-to-be (id 0, status invited); 409 already_in_company */
  companyMemberInvite: CompanyMemberInviteResult;
  /** changes a member's role, manager, job title or status (company.members.manage); 422 company_admin for the admin's role, manager or status; unless the caller is the admin, permission_denied for a role with codes the caller lacks and for the caller's own role or manager */
  companyMemberUpdate: CompanyMemberUpdateResult;
  /** edits the company profile (company.profile.edit) */
  companyProfileUpdate: CompanyProfileUpdateResult;
  /** pending, active or blocked -> rejected: its members lose their tokens; mails the company admin */
  companyReject: CompanyResult;
  /** companyReject for each id (each in its own transaction), with a result per id */
  companyRejectMany: Array<CompanyMassItem>;
  companyRoleCreate: CompanyRoleCreateResult;
  /** 409 role_in_use while members hold it */
  companyRoleDelete: CompanyRoleDeleteResult;
  companyRoleUpdate: CompanyRoleUpdateResult;
  /** blocked -> active; mails the company admin */
  companyUnblock: CompanyResult;
  /** companyUnblock for each id (each in its own transaction), with a result per id */
  companyUnblockMany: Array<CompanyMassItem>;
  /** profile, group, sales rep, parent, store (only the fields given) */
  companyUpdate: CompanyResult;
  /** sets (or with value null, removes) a scoped config value; takes effect on the next request. dryRun: nothing is written, and the Success's `impact` says what the write would change for shoppers (module switches, the access gate's settings; empty for paths shoppers do not see) */
  configValueSet: ConfigValueSetResult;
  customFormCreate: CustomFormCreateResult;
  customFormDelete: CustomFormDeleteResult;
  customFormSubmissionDelete: CustomFormSubmissionDeleteResult;
  customFormUpdate: CustomFormUpdateResult;
  /** a new address of the logged-in customer; with customerId, an admin's for that customer (scope customers) */
  customerAddressCreate: CustomerAddressCreateResult;
  /** deletes one of the logged-in customer's addresses; with customerId, an admin deletes that customer's (scope customers) */
  customerAddressDelete: CustomerAddressDeleteResult;
  /** a change to one of the logged-in customer's addresses; with customerId, an admin's to that customer's (scope customers) */
  customerAddressUpdate: CustomerAddressUpdateResult;
  /** pending -> active, or rejected -> active: sets is_approved, mails the customer */
  customerApprove: CustomerApproveResult;
  /** customerApprove for each id (each in its own transaction), with a result per id */
  customerApproveMany: Array<ApprovalMassItem>;
  /** a registration (public, with a password); an admin's new account (scope customers) when the caller is an admin, or no password or an admin-only field is given */
  customerCreate: CustomerCreateResult;
  /** pending -> rejected, or active -> rejected: keeps the record, mails the customer, closes a customer cart */
  customerDecline: CustomerDeclineResult;
  /** customerDecline for each id (each in its own transaction), with a result per id */
  customerDeclineMany: Array<ApprovalMassItem>;
  /** deletes an account without orders (Problem has_orders otherwise); answers the customer as it was */
  customerDelete: CustomerDeleteResult;
  /** adds the lines of one of the logged-in customer's orders (by increment id) to their active cart (a new one when none) at today's prices and availability; 404 for any other order */
  customerOrderReorder: CustomerOrderReorderResult;
  /** ends every other token of the customer and every outstanding reset link; the calling token stays valid */
  customerPasswordChange: CustomerPasswordChangeResult;
  /** mails a one-time reset link when the email has an account; answers the same either way */
  customerPasswordForgot: CustomerPasswordForgotResult;
  customerPasswordReset: CustomerPasswordResetResult;
  /** mails the customer a one-time link to choose a new password */
  customerPasswordResetSend: CustomerPasswordResetSendResult;
  /** the logged-in customer's own change; with id, an admin's change to that customer (scope customers) */
  customerUpdate: CustomerUpdateResult;
  giftcardAccountCreate: GiftcardAccountCreateResult;
  /** a new, empty guest cart (Maho's POST /guest-carts) */
  guestCartCreate: GuestCartCreateResult;
  /** place the order of the cart named by its masked id (Maho's place-order body); answers Maho's Order with its access token */
  guestCartPlaceOrder: GuestCartPlaceOrderResult;
  /** captures an invoice made with capture: false (open): it becomes paid and its lines can be refunded */
  invoiceCapture: InvoiceCaptureResult;
  /** puts failed messages back to pending, due now, attempts reset; a result per id (suppressed, pending and sent rows are refused with not_requeueable) */
  mailOutboxRequeue: Array<MailOutboxRequeueItem>;
  /** removes an admin's version: the shipped default applies again */
  mailTemplateReset: Scalars['Boolean']['output'];
  /** saves an admin's version of a mail template for a store (0 = default scope); Mustache, {{var}} escaped in HTML */
  mailTemplateSet: MailTemplateSetResult;
  /** a guest gives the email; a customer may leave it out (their own) */
  newsletterSubscribe: NewsletterSubscribeResult;
  /** the logged-in customer unsubscribes their own email */
  newsletterUnsubscribe: NewsletterUnsubscribeResult;
  /** cancels what of the order is not invoiced: restocks it, gives gift cards and the coupon use back */
  orderCancel: OrderCancelResult;
  /** orderCancel for each id (each in its own transaction), with a result per id */
  orderCancelMany: Array<OrderMassItem>;
  /** adds a comment to the order's history; notifyCustomer mails it to the buyer */
  orderCommentAdd: OrderCommentAddResult;
  /** puts a pending or processing order on hold (status holded) */
  orderHold: OrderHoldResult;
  /** invoices all that is left of the order, or the lines given; capture (default true) marks the invoice paid */
  orderInvoice: OrderInvoiceResult;
  /** orderInvoice (all that is left, captured) for each id (each in its own transaction), with a result per id */
  orderInvoiceMany: Array<OrderMassItem>;
  /** admin: marks a pending order paid (status processing); the gift cards it bought become usable and their codes are mailed to their recipients (else the buyer) */
  orderPaymentCapture: OrderPaymentCaptureResult;
  /** a credit memo of invoiced lines (all that is left when none are given); never more than was paid */
  orderRefund: OrderRefundResult;
  /** ships all that is left to ship, or the lines given, with tracking numbers; notifyCustomer (default true) mails the buyer */
  orderShip: OrderShipResult;
  /** takes an order off hold, back to the status it had */
  orderUnhold: OrderUnholdResult;
  /** assigns the list to companies and customer groups (those already assigned stay) */
  priceListAssign: PriceListResult;
  /** a new price list (409 code_taken on its code) */
  priceListCreate: PriceListResult;
  /** deletes the list with its items and assignments; answers the list as it was */
  priceListDelete: PriceListResult;
  /** items from CSV (sku,price,tiers,min_qty,max_qty,qty_increment; tiers 10:9.50|50:9.00), up to 100,000 rows: dryRun checks every row; applied, any error applies nothing */
  priceListImportCsv: PriceListImportAnswer;
  /** removes the items of these SKUs (those not on the list are ignored) */
  priceListItemsDelete: PriceListResult;
  /** upserts up to 10,000 items by SKU (each row replaced); any unknown SKU or bad item: 422 with one error per item, nothing written */
  priceListItemsSet: PriceListItemsSetAnswer;
  /** removes the list from companies and customer groups */
  priceListUnassign: PriceListResult;
  /** a list's own fields (only those given) */
  priceListUpdate: PriceListResult;
  productCreate: ProductCreateResult;
  /** deletes an image and its files (its roles go to the first image left); answers the images left */
  productImageDelete: ProductImageDeleteResult;
  /** label, roles, hidden flag or place of one image; answers the image */
  productImageUpdate: ProductImageUpdateResult;
  /** puts a product's images in this order (every image id of the product, once); answers them */
  productImagesReorder: ProductImagesReorderResult;
  /** one action over the given products, all or none, in one transaction: enable, disable, price_percent / price_amount (value; negative lowers), category_assign / category_remove (categoryId), delete; one storefront sync for the batch */
  productMassAction: ProductMassActionResult;
  productUpdate: ProductUpdateResult;
  /** approves the current step; the last approval places the order at the snapshot's prices (status order_placed, or order_failed with the reason) */
  purchaseOrderApprove: PurchaseOrderApproveResult;
  /** cancels the buyer's own purchase order while it awaits approval */
  purchaseOrderCancel: PurchaseOrderCancelResult;
  /** adds a comment to the purchase order's history */
  purchaseOrderComment: PurchaseOrderCommentResult;
  /** rejects the purchase order (an approver of its current step, or the company admin): nothing is ordered */
  purchaseOrderReject: PurchaseOrderRejectResult;
  /** what the company does with an order over a limit: approval (a purchase order for the manager) or refuse (403 spending_limit) */
  purchasingPolicySet: PurchasingPolicySetResult;
  /** resolves the lines, then adds every ok line to the caller's cart (a guest's named by cartId) in one transaction */
  quickOrderAddToCart: QuickOrderAddToCartResult;
  /** adds the list's items (or itemIds) whose status is ok to the caller's cart in one transaction; per line: added, addedQty, reason */
  requisitionListAddToCart: RequisitionListAddToCartResult;
  /** creates a list; shared needs a company and lists.manage */
  requisitionListCreate: RequisitionListCreateResult;
  /** deletes a list (its owner); answers it as it was */
  requisitionListDelete: RequisitionListDeleteResult;
  /** the caller's cart saved as a new list (name), or added to one they edit (listId) */
  requisitionListFromCart: RequisitionListFromCartResult;
  /** one of the caller's orders (its number, or id) saved as a new list, or added to one they edit; 404 for any other order */
  requisitionListFromOrder: RequisitionListFromOrderResult;
  /** reads sku,qty,options lines into the list; any wrong line: 422 with every one (csv.line.N), nothing written; dryRun: checks only */
  requisitionListImportCsv: RequisitionListImportCsvResult;
  /** adds items by SKU (422 items.N.sku not_found for a SKU the caller's catalogue has not); a line of the same product and options adds up */
  requisitionListItemsAdd: RequisitionListItemsAddResult;
  /** copies items to another list the caller edits; answers that list */
  requisitionListItemsCopy: RequisitionListItemsCopyResult;
  /** moves items to another list the caller edits; answers that list */
  requisitionListItemsMove: RequisitionListItemsMoveResult;
  /** removes items */
  requisitionListItemsRemove: RequisitionListItemsRemoveResult;
  /** changes items' quantities or options */
  requisitionListItemsUpdate: RequisitionListItemsUpdateResult;
  /** renames a list (its owner, or lists.manage for a shared one); shares or unshares it (its owner; sharing needs lists.manage) */
  requisitionListUpdate: RequisitionListUpdateResult;
  salesRuleCreate: SalesRuleCreateResult;
  salesRuleUpdate: SalesRuleUpdateResult;
  /** a member's (memberId) or a role's (roleId) limit per window (approval_rules.manage) */
  spendingLimitCreate: SpendingLimitCreateResult;
  /** deletes a limit (approval_rules.manage) */
  spendingLimitDelete: SpendingLimitDeleteResult;
  /** changes a limit's amount or window (approval_rules.manage) */
  spendingLimitUpdate: SpendingLimitUpdateResult;
  /** asks the storefront worker for a full sync now, in the background; the request is in storefrontSyncStatus once this answers (a Problem `not_configured` when STOREFRONT_URL and SYNC_SECRET are not set, recorded too) */
  storefrontSyncNow: StorefrontSyncNowResult;
  /** approves the application and its customer (customer approval's decision when installed), moves the customer to b2bGroupId, mails; 409 b2b_group_missing while none is configured, flagged_submissions without confirmFlaggedSubmissions, reactivation_unconfirmed (a declined application or rejected customer) without reactivate, existing_account_unconfirmed (forExistingAccount) without confirmExistingAccount, conflict when another decision got there first */
  tradeApplicationApprove: TradeApplicationApproveResult;
  /** tradeApplicationApprove for each id (each in its own transaction), with a result per id */
  tradeApplicationApproveMany: Array<TradeApplicationMassItem>;
  /** declines the application and its customer (both records kept, the group unchanged), mails; an application for an account that existed before it (forExistingAccount) is declined alone, the account unchanged */
  tradeApplicationDecline: TradeApplicationDeclineResult;
  /** tradeApplicationDecline for each id (each in its own transaction), with a result per id */
  tradeApplicationDeclineMany: Array<TradeApplicationMassItem>;
  wishlistAdd: WishlistAddResult;
  wishlistRemove: WishlistRemoveResult;
};


export type MutationAccessRuleCreateArgs = {
  confirmCatchAll?: InputMaybe<Scalars['Boolean']['input']>;
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
  input: AccessRuleInput;
};


export type MutationAccessRuleDeleteArgs = {
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['Int']['input'];
};


export type MutationAccessRuleSetEnabledArgs = {
  confirmCatchAll?: InputMaybe<Scalars['Boolean']['input']>;
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
  enabled: Scalars['Boolean']['input'];
  id: Scalars['Int']['input'];
};


export type MutationAccessRuleUpdateArgs = {
  confirmCatchAll?: InputMaybe<Scalars['Boolean']['input']>;
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['Int']['input'];
  input: AccessRuleInput;
};


export type MutationAccessRulesImportArgs = {
  confirmCatchAll?: InputMaybe<Scalars['Boolean']['input']>;
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
  json: Scalars['JSON']['input'];
};


export type MutationAccessRulesReorderArgs = {
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
  ids: Array<Scalars['Int']['input']>;
};


export type MutationAdminApprovalRuleCreateArgs = {
  companyId: Scalars['Int']['input'];
  input: AdminApprovalRuleInput;
};


export type MutationAdminApprovalRuleDeleteArgs = {
  id: Scalars['Int']['input'];
};


export type MutationAdminApprovalRuleUpdateArgs = {
  id: Scalars['Int']['input'];
  input: AdminApprovalRuleInput;
};


export type MutationAdminPasswordChangeArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationApprovalRuleCreateArgs = {
  input: ApprovalRuleInput;
};


export type MutationApprovalRuleDeleteArgs = {
  id: Scalars['Int']['input'];
};


export type MutationApprovalRuleUpdateArgs = {
  id: Scalars['Int']['input'];
  input: ApprovalRuleInput;
};


export type MutationBlogCategoryCreateArgs = {
  input: BlogCategoryInput;
};


export type MutationBlogCategoryDeleteArgs = {
  id: Scalars['Int']['input'];
};


export type MutationBlogCategoryUpdateArgs = {
  id: Scalars['Int']['input'];
  input: BlogCategoryInput;
};


export type MutationBlogPostCreateArgs = {
  input: BlogPostInput;
};


export type MutationBlogPostDeleteArgs = {
  id: Scalars['Int']['input'];
};


export type MutationBlogPostUpdateArgs = {
  id: Scalars['Int']['input'];
  input: BlogPostInput;
};


export type MutationCartCouponApplyArgs = {
  code: Scalars['String']['input'];
  maskedId?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCartCouponRemoveArgs = {
  maskedId?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCartGiftcardApplyArgs = {
  code: Scalars['String']['input'];
  maskedId?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCartGiftcardRemoveArgs = {
  code: Scalars['String']['input'];
  maskedId?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCartItemAddArgs = {
  input: CartItemInput;
  maskedId?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCartItemRemoveArgs = {
  itemId: Scalars['Int']['input'];
  maskedId?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCartItemUpdateArgs = {
  itemId: Scalars['Int']['input'];
  maskedId?: InputMaybe<Scalars['String']['input']>;
  qty: Scalars['Int']['input'];
};


export type MutationCartLinesAddArgs = {
  input: MahoCartItemInput;
  maskedId?: InputMaybe<Scalars['String']['input']>;
  recreateStale?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCartShippingCountrySetArgs = {
  country: Scalars['String']['input'];
  maskedId?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCartShippingMethodSetArgs = {
  maskedId?: InputMaybe<Scalars['String']['input']>;
  method: Scalars['String']['input'];
};


export type MutationCategoryCreateArgs = {
  name: Scalars['String']['input'];
  parentId?: InputMaybe<Scalars['Int']['input']>;
  position?: InputMaybe<Scalars['Int']['input']>;
  urlKey?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCategoryDeleteArgs = {
  id: Scalars['Int']['input'];
};


export type MutationCategoryMoveArgs = {
  id: Scalars['Int']['input'];
  parentId: Scalars['Int']['input'];
  position?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationCategoryProductsSetArgs = {
  id: Scalars['Int']['input'];
  items: Array<CategoryProductPositionInput>;
  removeProductIds?: InputMaybe<Array<Scalars['Int']['input']>>;
};


export type MutationCategoryUpdateArgs = {
  id: Scalars['Int']['input'];
  input: CategoryUpdateInput;
};


export type MutationCheckoutPlaceOrderArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: PlaceOrderInput;
  maskedId?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCmsBlockCreateArgs = {
  input: CmsBlockInput;
};


export type MutationCmsBlockDeleteArgs = {
  id: Scalars['Int']['input'];
};


export type MutationCmsBlockUpdateArgs = {
  id: Scalars['Int']['input'];
  input: CmsBlockInput;
};


export type MutationCmsPageCreateArgs = {
  input: CmsPageInput;
};


export type MutationCmsPageDeleteArgs = {
  id: Scalars['Int']['input'];
};


export type MutationCmsPageUpdateArgs = {
  id: Scalars['Int']['input'];
  input: CmsPageInput;
};


export type MutationCompanyAddressCreateArgs = {
  input: MyCompanyAddressInput;
};


export type MutationCompanyAddressDeleteArgs = {
  id: Scalars['Int']['input'];
};


export type MutationCompanyAddressUpdateArgs = {
  id: Scalars['Int']['input'];
  input: MyCompanyAddressInput;
};


export type MutationCompanyAdminTransferArgs = {
  customerId: Scalars['Int']['input'];
  formerAdminRoleId?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['Int']['input'];
};


export type MutationCompanyApproveArgs = {
  customerGroupId?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['Int']['input'];
};


export type MutationCompanyApproveManyArgs = {
  ids: Array<Scalars['Int']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCompanyBlockArgs = {
  id: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
};


export type MutationCompanyBlockManyArgs = {
  ids: Array<Scalars['Int']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCompanyCreateArgs = {
  input: CompanyCreateInput;
};


export type MutationCompanyCreditReimburseArgs = {
  amount: Scalars['Float']['input'];
  companyId: Scalars['Int']['input'];
  invoiceIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  reference?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCompanyCreditSetArgs = {
  companyId: Scalars['Int']['input'];
  input: CompanyCreditInput;
};


export type MutationCompanyInvitationAcceptArgs = {
  password?: InputMaybe<Scalars['String']['input']>;
  token: Scalars['String']['input'];
};


export type MutationCompanyMemberAssignArgs = {
  companyId: Scalars['Int']['input'];
  customerId: Scalars['Int']['input'];
  jobTitle?: InputMaybe<Scalars['String']['input']>;
  managerId?: InputMaybe<Scalars['Int']['input']>;
  roleId?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationCompanyMemberDeactivateArgs = {
  id: Scalars['Int']['input'];
};


export type MutationCompanyMemberInviteArgs = {
  input: CompanyMemberInviteInput;
};


export type MutationCompanyMemberUpdateArgs = {
  id: Scalars['Int']['input'];
  input: MyCompanyMemberInput;
};


export type MutationCompanyProfileUpdateArgs = {
  input: MyCompanyProfileInput;
};


export type MutationCompanyRejectArgs = {
  id: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
};


export type MutationCompanyRejectManyArgs = {
  ids: Array<Scalars['Int']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCompanyRoleCreateArgs = {
  input: MyCompanyRoleInput;
};


export type MutationCompanyRoleDeleteArgs = {
  id: Scalars['Int']['input'];
};


export type MutationCompanyRoleUpdateArgs = {
  id: Scalars['Int']['input'];
  input: MyCompanyRoleInput;
};


export type MutationCompanyUnblockArgs = {
  id: Scalars['Int']['input'];
};


export type MutationCompanyUnblockManyArgs = {
  ids: Array<Scalars['Int']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCompanyUpdateArgs = {
  id: Scalars['Int']['input'];
  input: CompanyUpdateInput;
};


export type MutationConfigValueSetArgs = {
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
  path: Scalars['String']['input'];
  scope?: InputMaybe<ConfigScope>;
  scopeId?: InputMaybe<Scalars['Int']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCustomFormCreateArgs = {
  input: CustomFormInput;
};


export type MutationCustomFormDeleteArgs = {
  id: Scalars['Int']['input'];
};


export type MutationCustomFormSubmissionDeleteArgs = {
  id: Scalars['Int']['input'];
};


export type MutationCustomFormUpdateArgs = {
  id: Scalars['Int']['input'];
  input: CustomFormInput;
};


export type MutationCustomerAddressCreateArgs = {
  customerId?: InputMaybe<Scalars['Int']['input']>;
  input: AddressInput;
};


export type MutationCustomerAddressDeleteArgs = {
  customerId?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['Int']['input'];
};


export type MutationCustomerAddressUpdateArgs = {
  customerId?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['Int']['input'];
  input: AddressPatchInput;
};


export type MutationCustomerApproveArgs = {
  id: Scalars['Int']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCustomerApproveManyArgs = {
  ids: Array<Scalars['Int']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCustomerCreateArgs = {
  input: CustomerCreateInput;
};


export type MutationCustomerDeclineArgs = {
  id: Scalars['Int']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCustomerDeclineManyArgs = {
  ids: Array<Scalars['Int']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCustomerDeleteArgs = {
  id: Scalars['Int']['input'];
};


export type MutationCustomerOrderReorderArgs = {
  id: Scalars['String']['input'];
};


export type MutationCustomerPasswordChangeArgs = {
  input: CustomerPasswordChangeInput;
};


export type MutationCustomerPasswordForgotArgs = {
  email: Scalars['String']['input'];
};


export type MutationCustomerPasswordResetArgs = {
  input: CustomerPasswordResetInput;
};


export type MutationCustomerPasswordResetSendArgs = {
  id: Scalars['Int']['input'];
};


export type MutationCustomerUpdateArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  input: CustomerUpdateInput;
};


export type MutationGiftcardAccountCreateArgs = {
  input: GiftcardAccountCreateInput;
};


export type MutationGuestCartPlaceOrderArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: MahoPlaceOrderInput;
  maskedId: Scalars['String']['input'];
};


export type MutationInvoiceCaptureArgs = {
  invoiceId: Scalars['Int']['input'];
  orderId: Scalars['Int']['input'];
};


export type MutationMailOutboxRequeueArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationMailTemplateResetArgs = {
  id: Scalars['String']['input'];
  storeId?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationMailTemplateSetArgs = {
  html?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['String']['input'];
  storeId?: InputMaybe<Scalars['Int']['input']>;
  subject: Scalars['String']['input'];
  text: Scalars['String']['input'];
};


export type MutationNewsletterSubscribeArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
};


export type MutationOrderCancelArgs = {
  id: Scalars['Int']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationOrderCancelManyArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationOrderCommentAddArgs = {
  id: Scalars['Int']['input'];
  notifyCustomer?: InputMaybe<Scalars['Boolean']['input']>;
  text: Scalars['String']['input'];
  visibleOnStorefront?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationOrderHoldArgs = {
  id: Scalars['Int']['input'];
};


export type MutationOrderInvoiceArgs = {
  capture?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['Int']['input'];
  items?: InputMaybe<Array<OrderItemQtyInput>>;
};


export type MutationOrderInvoiceManyArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationOrderPaymentCaptureArgs = {
  incrementId: Scalars['String']['input'];
};


export type MutationOrderRefundArgs = {
  adjustment?: InputMaybe<Scalars['Float']['input']>;
  id: Scalars['Int']['input'];
  items?: InputMaybe<Array<OrderItemQtyInput>>;
  restock?: InputMaybe<Scalars['Boolean']['input']>;
  shippingAmount?: InputMaybe<Scalars['Float']['input']>;
};


export type MutationOrderShipArgs = {
  id: Scalars['Int']['input'];
  items?: InputMaybe<Array<OrderItemQtyInput>>;
  notifyCustomer?: InputMaybe<Scalars['Boolean']['input']>;
  tracks?: InputMaybe<Array<ShipmentTrackInput>>;
};


export type MutationOrderUnholdArgs = {
  id: Scalars['Int']['input'];
};


export type MutationPriceListAssignArgs = {
  companyIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  customerGroupIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  priceListId: Scalars['Int']['input'];
};


export type MutationPriceListCreateArgs = {
  input: PriceListCreateInput;
};


export type MutationPriceListDeleteArgs = {
  id: Scalars['Int']['input'];
};


export type MutationPriceListImportCsvArgs = {
  csv: Scalars['String']['input'];
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
  priceListId: Scalars['Int']['input'];
};


export type MutationPriceListItemsDeleteArgs = {
  priceListId: Scalars['Int']['input'];
  skus: Array<Scalars['String']['input']>;
};


export type MutationPriceListItemsSetArgs = {
  items: Array<PriceListItemInput>;
  priceListId: Scalars['Int']['input'];
};


export type MutationPriceListUnassignArgs = {
  companyIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  customerGroupIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  priceListId: Scalars['Int']['input'];
};


export type MutationPriceListUpdateArgs = {
  id: Scalars['Int']['input'];
  input: PriceListUpdateInput;
};


export type MutationProductCreateArgs = {
  input: ProductInput;
};


export type MutationProductImageDeleteArgs = {
  id: Scalars['Int']['input'];
};


export type MutationProductImageUpdateArgs = {
  id: Scalars['Int']['input'];
  input: ProductImageInput;
};


export type MutationProductImagesReorderArgs = {
  ids: Array<Scalars['Int']['input']>;
  productId: Scalars['Int']['input'];
};


export type MutationProductMassActionArgs = {
  action: ProductMassActionKind;
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  ids: Array<Scalars['Int']['input']>;
  value?: InputMaybe<Scalars['Float']['input']>;
};


export type MutationProductUpdateArgs = {
  id: Scalars['Int']['input'];
  input: ProductInput;
};


export type MutationPurchaseOrderApproveArgs = {
  id: Scalars['Int']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


export type MutationPurchaseOrderCancelArgs = {
  id: Scalars['Int']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


export type MutationPurchaseOrderCommentArgs = {
  id: Scalars['Int']['input'];
  note: Scalars['String']['input'];
};


export type MutationPurchaseOrderRejectArgs = {
  id: Scalars['Int']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


export type MutationPurchasingPolicySetArgs = {
  overLimit: Scalars['String']['input'];
};


export type MutationQuickOrderAddToCartArgs = {
  cartId?: InputMaybe<Scalars['String']['input']>;
  csv?: InputMaybe<Scalars['String']['input']>;
  lines?: InputMaybe<Array<QuickOrderLineInput>>;
};


export type MutationRequisitionListAddToCartArgs = {
  id: Scalars['Int']['input'];
  itemIds?: InputMaybe<Array<Scalars['Int']['input']>>;
};


export type MutationRequisitionListCreateArgs = {
  input: RequisitionListInput;
};


export type MutationRequisitionListDeleteArgs = {
  id: Scalars['Int']['input'];
};


export type MutationRequisitionListFromCartArgs = {
  listId?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRequisitionListFromOrderArgs = {
  listId?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['String']['input'];
};


export type MutationRequisitionListImportCsvArgs = {
  csv: Scalars['String']['input'];
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['Int']['input'];
};


export type MutationRequisitionListItemsAddArgs = {
  id: Scalars['Int']['input'];
  items: Array<RequisitionListItemInput>;
};


export type MutationRequisitionListItemsCopyArgs = {
  id: Scalars['Int']['input'];
  itemIds: Array<Scalars['Int']['input']>;
  toListId: Scalars['Int']['input'];
};


export type MutationRequisitionListItemsMoveArgs = {
  id: Scalars['Int']['input'];
  itemIds: Array<Scalars['Int']['input']>;
  toListId: Scalars['Int']['input'];
};


export type MutationRequisitionListItemsRemoveArgs = {
  id: Scalars['Int']['input'];
  itemIds: Array<Scalars['Int']['input']>;
};


export type MutationRequisitionListItemsUpdateArgs = {
  id: Scalars['Int']['input'];
  items: Array<RequisitionListItemUpdateInput>;
};


export type MutationRequisitionListUpdateArgs = {
  id: Scalars['Int']['input'];
  input: RequisitionListInput;
};


export type MutationSalesRuleCreateArgs = {
  input: SalesRuleCreateInput;
};


export type MutationSalesRuleUpdateArgs = {
  id: Scalars['Int']['input'];
  input: SalesRuleUpdateInput;
};


export type MutationSpendingLimitCreateArgs = {
  input: SpendingLimitInput;
};


export type MutationSpendingLimitDeleteArgs = {
  id: Scalars['Int']['input'];
};


export type MutationSpendingLimitUpdateArgs = {
  id: Scalars['Int']['input'];
  input: SpendingLimitInput;
};


export type MutationTradeApplicationApproveArgs = {
  confirmExistingAccount?: InputMaybe<Scalars['Boolean']['input']>;
  confirmFlaggedSubmissions?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['Int']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  reactivate?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationTradeApplicationApproveManyArgs = {
  confirmExistingAccount?: InputMaybe<Scalars['Boolean']['input']>;
  confirmFlaggedSubmissions?: InputMaybe<Scalars['Boolean']['input']>;
  ids: Array<Scalars['Int']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  reactivate?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationTradeApplicationDeclineArgs = {
  id: Scalars['Int']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


export type MutationTradeApplicationDeclineManyArgs = {
  ids: Array<Scalars['Int']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
};


export type MutationWishlistAddArgs = {
  input: WishlistAddInput;
};


export type MutationWishlistRemoveArgs = {
  itemId: Scalars['Int']['input'];
};

/** the caller's company, as their permissions let them see it */
export type MyCompany = {
  __typename?: 'MyCompany';
  /** with company.addresses.use or company.addresses.manage, else none */
  addresses: Array<CompanyAddress>;
  admin: CompanyMember;
  email: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** the caller is the company admin */
  isAdmin: Scalars['Boolean']['output'];
  legalName: Scalars['String']['output'];
  /** every member with company.members.view, else the caller's own row */
  members: Array<CompanyMember>;
  name: Scalars['String']['output'];
  /** the caller's permission codes (the admin: every code) */
  permissions: Array<Scalars['String']['output']>;
  phone: Scalars['String']['output'];
  resellerId: Scalars['String']['output'];
  /** every role with company.roles.manage or company.members.view, else the caller's own */
  roles: Array<CompanyRole>;
  salesRep?: Maybe<CompanySalesRep>;
  /** pending | active | rejected | blocked */
  status: Scalars['String']['output'];
  statusReason: Scalars['String']['output'];
  vatId: Scalars['String']['output'];
};

export type MyCompanyAddressInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  countryId?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  isDefaultBilling?: InputMaybe<Scalars['Boolean']['input']>;
  isDefaultShipping?: InputMaybe<Scalars['Boolean']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  postcode?: InputMaybe<Scalars['String']['input']>;
  region?: InputMaybe<Scalars['String']['input']>;
  regionId?: InputMaybe<Scalars['Int']['input']>;
  street?: InputMaybe<Array<Scalars['String']['input']>>;
  telephone?: InputMaybe<Scalars['String']['input']>;
};

export type MyCompanyMemberInput = {
  jobTitle?: InputMaybe<Scalars['String']['input']>;
  /** null: reports to nobody */
  managerId?: InputMaybe<Scalars['Int']['input']>;
  /** null: no role (no permission) */
  roleId?: InputMaybe<Scalars['Int']['input']>;
  /** active | inactive */
  status?: InputMaybe<Scalars['String']['input']>;
};

export type MyCompanyProfileInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  legalName?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  resellerId?: InputMaybe<Scalars['String']['input']>;
  vatId?: InputMaybe<Scalars['String']['input']>;
};

export type MyCompanyRoleInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  /** codes of companyPermissions' leaves */
  permissions?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type NewsletterSubscribeResult = NewsletterSubscribeSuccess | Problem;

export type NewsletterSubscribeSuccess = {
  __typename?: 'NewsletterSubscribeSuccess';
  data: NewsletterSubscription;
};

export type NewsletterSubscription = {
  __typename?: 'NewsletterSubscription';
  confirmationRequired: Scalars['Boolean']['output'];
  customerId?: Maybe<Scalars['Int']['output']>;
  email: Scalars['String']['output'];
  isSubscribed: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

export type NewsletterUnsubscribeResult = NewsletterUnsubscribeSuccess | Problem;

export type NewsletterUnsubscribeSuccess = {
  __typename?: 'NewsletterUnsubscribeSuccess';
  data: NewsletterSubscription;
};

export type Order = {
  __typename?: 'Order';
  /** the gift cards that paid part of the order */
  appliedGiftcards: Array<AppliedGiftcard>;
  couponCode?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  customerEmail: Scalars['String']['output'];
  /** the customer's group when the order was placed */
  customerGroupId: Scalars['Int']['output'];
  discountAmount: Scalars['Float']['output'];
  /** what gift cards paid */
  giftcardAmount: Scalars['Float']['output'];
  /** the gift cards this order bought (pending until it is paid; their codes go by mail, never in an order) */
  giftcards: Array<OrderGiftcard>;
  /** the order number */
  incrementId: Scalars['String']['output'];
  /** where the order's invoices go (asked at checkout for on-account orders) */
  invoiceEmail?: Maybe<Scalars['String']['output']>;
  items: Array<OrderItem>;
  /** the buyer's note sent with the order */
  note?: Maybe<Scalars['String']['output']>;
  paymentMethod: Scalars['String']['output'];
  poNumber?: Maybe<Scalars['String']['output']>;
  prices: CartPrices;
  /** true when an earlier request with the same Idempotency-Key placed it */
  replayed: Scalars['Boolean']['output'];
  shippingCountry?: Maybe<Scalars['String']['output']>;
  /** carrier_method; empty when the order ships nothing */
  shippingMethod: Scalars['String']['output'];
  status: Scalars['String']['output'];
  /** the storefront's origin the order was placed from */
  storefrontOrigin?: Maybe<Scalars['String']['output']>;
};

/** an order's address: our names, and Maho's firstname/lastname beside them */
export type OrderAddress = {
  __typename?: 'OrderAddress';
  city: Scalars['String']['output'];
  company: Scalars['String']['output'];
  countryId: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  firstname: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
  postcode: Scalars['String']['output'];
  region: Scalars['String']['output'];
  regionId?: Maybe<Scalars['Int']['output']>;
  street: Array<Scalars['String']['output']>;
  telephone: Scalars['String']['output'];
};

export type OrderAppliedGiftcard = {
  __typename?: 'OrderAppliedGiftcard';
  amount: Scalars['Float']['output'];
  code: Scalars['String']['output'];
};

export type OrderCancelResult = OrderCancelSuccess | Problem;

export type OrderCancelSuccess = {
  __typename?: 'OrderCancelSuccess';
  data: AdminOrder;
};

export type OrderCommentAddResult = OrderCommentAddSuccess | Problem;

export type OrderCommentAddSuccess = {
  __typename?: 'OrderCommentAddSuccess';
  data: AdminOrder;
};

export type OrderCreditMemo = {
  __typename?: 'OrderCreditMemo';
  adjustment: Scalars['Float']['output'];
  createdAt: Scalars['String']['output'];
  discountAmount: Scalars['Float']['output'];
  /** given back to the gift cards that paid */
  giftcardAmount: Scalars['Float']['output'];
  grandTotal: Scalars['Float']['output'];
  id: Scalars['Int']['output'];
  incrementId: Scalars['String']['output'];
  items: Array<OrderDocumentLine>;
  /** the relative URL of its PDF (scope sales) */
  pdfUrl: Scalars['String']['output'];
  shippingAmount: Scalars['Float']['output'];
  subtotal: Scalars['Float']['output'];
};

export type OrderDocumentLine = {
  __typename?: 'OrderDocumentLine';
  name: Scalars['String']['output'];
  orderItemId: Scalars['Int']['output'];
  price: Scalars['Float']['output'];
  qty: Scalars['Int']['output'];
  /** 0 on a shipment */
  rowTotal: Scalars['Float']['output'];
  sku: Scalars['String']['output'];
};

/** a gift card an order bought; its code goes by mail to its recipient once the order is paid */
export type OrderGiftcard = {
  __typename?: 'OrderGiftcard';
  balance: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  initialAmount: Scalars['Float']['output'];
  recipientEmail?: Maybe<Scalars['String']['output']>;
  recipientName?: Maybe<Scalars['String']['output']>;
  /** pending (until the order is paid) | active | used | disabled */
  state: Scalars['String']['output'];
};

/** the order was not placed: a module holds it (e.g. a purchase order awaiting approval); REST answers 202 `{ [kind]: detail }` */
export type OrderHeld = {
  __typename?: 'OrderHeld';
  /** what holds it, as its own API answers it */
  detail: Scalars['JSON']['output'];
  id: Scalars['Int']['output'];
  /** what holds it, the REST answer's key, e.g. purchaseOrder */
  kind: Scalars['String']['output'];
  message: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

export type OrderHoldResult = OrderHoldSuccess | Problem;

export type OrderHoldSuccess = {
  __typename?: 'OrderHoldSuccess';
  data: AdminOrder;
};

export type OrderInvoice = {
  __typename?: 'OrderInvoice';
  createdAt: Scalars['String']['output'];
  discountAmount: Scalars['Float']['output'];
  giftcardAmount: Scalars['Float']['output'];
  grandTotal: Scalars['Float']['output'];
  id: Scalars['Int']['output'];
  incrementId: Scalars['String']['output'];
  items: Array<OrderDocumentLine>;
  /** the relative URL of its PDF (scope sales) */
  pdfUrl: Scalars['String']['output'];
  shippingAmount: Scalars['Float']['output'];
  /** paid | open */
  state: Scalars['String']['output'];
  subtotal: Scalars['Float']['output'];
};

export type OrderInvoiceResult = OrderInvoiceSuccess | Problem;

export type OrderInvoiceSuccess = {
  __typename?: 'OrderInvoiceSuccess';
  data: AdminOrder;
};

export type OrderItem = {
  __typename?: 'OrderItem';
  name: Scalars['String']['output'];
  options: Scalars['JSON']['output'];
  price: Scalars['Float']['output'];
  /** why the unit price was what it was when the order was placed; null when no price list took part */
  priceExplanation?: Maybe<PriceExplanation>;
  qty: Scalars['Int']['output'];
  rowTotal: Scalars['Float']['output'];
  sku: Scalars['String']['output'];
};

export type OrderItemQtyInput = {
  orderItemId: Scalars['Int']['input'];
  qty: Scalars['Int']['input'];
};

/** the outcome for one id of a mass action */
export type OrderMassItem = {
  __typename?: 'OrderMassItem';
  id: Scalars['Int']['output'];
  result: OrderMassItemResult;
};

export type OrderMassItemResult = OrderMassItemSuccess | Problem;

export type OrderMassItemSuccess = {
  __typename?: 'OrderMassItemSuccess';
  data: AdminOrder;
};

export type OrderPaymentCaptureResult = OrderPaymentCaptureSuccess | Problem;

export type OrderPaymentCaptureSuccess = {
  __typename?: 'OrderPaymentCaptureSuccess';
  data: Order;
};

export type OrderRefundResult = OrderRefundSuccess | Problem;

export type OrderRefundSuccess = {
  __typename?: 'OrderRefundSuccess';
  data: AdminOrder;
};

export type OrderShipResult = OrderShipSuccess | Problem;

export type OrderShipSuccess = {
  __typename?: 'OrderShipSuccess';
  data: AdminOrder;
};

export type OrderShipment = {
  __typename?: 'OrderShipment';
  createdAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  incrementId: Scalars['String']['output'];
  items: Array<OrderDocumentLine>;
  /** the relative URL of its PDF (scope sales) */
  pdfUrl: Scalars['String']['output'];
  tracks: Array<ShipmentTrack>;
};

export type OrderStatusHistoryEntry = {
  __typename?: 'OrderStatusHistoryEntry';
  actorId?: Maybe<Scalars['Int']['output']>;
  actorName?: Maybe<Scalars['String']['output']>;
  /** admin | api_user | customer | guest | system */
  actorType: Scalars['String']['output'];
  comment?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  notifyCustomer: Scalars['Boolean']['output'];
  status: Scalars['String']['output'];
  visibleOnStorefront: Scalars['Boolean']['output'];
};

export type OrderUnholdResult = OrderUnholdSuccess | Problem;

export type OrderUnholdSuccess = {
  __typename?: 'OrderUnholdSuccess';
  data: AdminOrder;
};

export type PasswordForgotResult = {
  __typename?: 'PasswordForgotResult';
  email: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type PasswordResetResult = {
  __typename?: 'PasswordResetResult';
  email: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

export type PaymentMethod =
  | 'checkmo'
  | 'free'
  | 'payonaccount'
  | 'purchaseorder';

export type PaymentMethodInfo = {
  __typename?: 'PaymentMethodInfo';
  code: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type PendingCustomerFilter = {
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  /** part of the email */
  email?: InputMaybe<Scalars['String']['input']>;
  /** part of the first or last name */
  name?: InputMaybe<Scalars['String']['input']>;
  /** default: pending */
  status?: InputMaybe<Array<ApprovalStatus>>;
  storeId?: InputMaybe<Scalars['Int']['input']>;
};

export type PendingCustomerSort = {
  direction?: InputMaybe<ApprovalSortDirection>;
  field?: InputMaybe<PendingCustomerSortField>;
};

export type PendingCustomerSortField =
  | 'createdAt'
  | 'email'
  | 'id'
  | 'lastName';

export type PlaceOrderInput = {
  billingAddress?: InputMaybe<Scalars['JSON']['input']>;
  /** required for guests */
  email?: InputMaybe<Scalars['String']['input']>;
  /** the grand total the shopper was shown; an order whose total differs is refused (409 total_changed) */
  expectedGrandTotal?: InputMaybe<Scalars['Float']['input']>;
  /** where the order's invoices go, else the customer's email (on-account orders) */
  invoiceEmail?: InputMaybe<Scalars['String']['input']>;
  /** the buyer's note */
  note?: InputMaybe<Scalars['String']['input']>;
  /** what the storefront's payment step produced; handed to the payment method (offline methods ignore it) */
  paymentData?: InputMaybe<Scalars['JSON']['input']>;
  paymentMethod: PaymentMethod;
  poNumber?: InputMaybe<Scalars['String']['input']>;
  shippingAddress?: InputMaybe<Scalars['JSON']['input']>;
  /** carrier_method chosen with the order (else the cart's); ignored when the cart ships nothing */
  shippingMethod?: InputMaybe<Scalars['String']['input']>;
  /** the storefront's origin, e.g. https://shop.example.com (kept on the order) */
  storefrontOrigin?: InputMaybe<Scalars['String']['input']>;
};

export type PluginManifest = {
  __typename?: 'PluginManifest';
  code: Scalars['String']['output'];
  config: Scalars['JSON']['output'];
  script?: Maybe<Scalars['String']['output']>;
};

/** the explanation, or why it cannot be given */
export type PriceExplainAnswer = PriceExplainResult | Problem;

/** a price the caller could be charged, and why it won or lost */
export type PriceExplainCandidate = {
  __typename?: 'PriceExplainCandidate';
  /** fixed, tier or percent (null for the catalogue) */
  kind?: Maybe<Scalars['String']['output']>;
  /** the unit price, rounded to the currency */
  price: Scalars['Float']['output'];
  priceListCode?: Maybe<Scalars['String']['output']>;
  priceListId?: Maybe<Scalars['Int']['output']>;
  priority?: Maybe<Scalars['Int']['output']>;
  reason: Scalars['String']['output'];
  /** catalog or priceList */
  source: Scalars['String']['output'];
  /** the unit price as stored (4 decimals) */
  storedPrice: Scalars['Float']['output'];
  tierQty?: Maybe<Scalars['Float']['output']>;
  won: Scalars['Boolean']['output'];
};

/** a list assigned to the caller that offered no price for the product, and why */
export type PriceExplainNotOffered = {
  __typename?: 'PriceExplainNotOffered';
  priceListCode: Scalars['String']['output'];
  priceListId: Scalars['Int']['output'];
  priority: Scalars['Int']['output'];
  reason: Scalars['String']['output'];
};

/** how many of the product a cart line may hold, and the list that sets it */
export type PriceExplainQuantityRule = {
  __typename?: 'PriceExplainQuantityRule';
  maxQty?: Maybe<Scalars['Float']['output']>;
  minQty?: Maybe<Scalars['Float']['output']>;
  priceListCode: Scalars['String']['output'];
  qtyIncrement?: Maybe<Scalars['Float']['output']>;
};

/** the price of a product for a company or a customer group, with every candidate */
export type PriceExplainResult = {
  __typename?: 'PriceExplainResult';
  /** every candidate, the winner first */
  candidates: Array<PriceExplainCandidate>;
  companyId?: Maybe<Scalars['Int']['output']>;
  currency: Scalars['String']['output'];
  customerGroupId: Scalars['Int']['output'];
  /** per-company pricing is on in the store */
  enabled: Scalars['Boolean']['output'];
  notOffered: Array<PriceExplainNotOffered>;
  /** the unit price charged, rounded to the currency */
  price: Scalars['Float']['output'];
  productId: Scalars['Int']['output'];
  qty: Scalars['Float']['output'];
  quantityRule?: Maybe<PriceExplainQuantityRule>;
  /** the SKU priced: the product's, or a configurable's or grouped product's cheapest child's */
  sku: Scalars['String']['output'];
  storeId: Scalars['Int']['output'];
};

/** why a unit price is what it is: the catalogue's own price, or a price list's fixed, tier or percent price */
export type PriceExplanation = {
  __typename?: 'PriceExplanation';
  /** fixed | tier | percent (null for the catalogue) */
  kind?: Maybe<Scalars['String']['output']>;
  priceListCode?: Maybe<Scalars['String']['output']>;
  quantityRule?: Maybe<QuantityRule>;
  /** catalog | priceList */
  source: Scalars['String']['output'];
  /** the tier's quantity when a tier made the price */
  tierQty?: Maybe<Scalars['Float']['output']>;
};

/** a price list (admin scope pricing): fixed prices, tiers and quantity rules per SKU, a percent adjustment on the products its condition matches */
export type PriceList = {
  __typename?: 'PriceList';
  active: Scalars['Boolean']['output'];
  /** e.g. -12.5: the catalogue's base price adjusted for the products the condition matches */
  adjustmentPercent?: Maybe<Scalars['Float']['output']>;
  code: Scalars['String']['output'];
  companyIds: Array<Scalars['Int']['output']>;
  /** a product condition in the rules language; null: every product */
  condition?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  customerGroupIds: Array<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  itemCount: Scalars['Int']['output'];
  /** the items by SKU; search: part of the SKU */
  items: PriceListItemPage;
  name: Scalars['String']['output'];
  /** lower first: ties between equal prices, and the quantity rule when the catalogue's price wins */
  priority: Scalars['Int']['output'];
  /** moves on every change of the list, its items or its assignments */
  revision: Scalars['Int']['output'];
  /** empty: every store */
  storeIds: Array<Scalars['Int']['output']>;
  updatedAt: Scalars['String']['output'];
  validFrom?: Maybe<Scalars['String']['output']>;
  /** the list applies before this instant */
  validTo?: Maybe<Scalars['String']['output']>;
};


/** a price list (admin scope pricing): fixed prices, tiers and quantity rules per SKU, a percent adjustment on the products its condition matches */
export type PriceListItemsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

export type PriceListConditionCheck = {
  __typename?: 'PriceListConditionCheck';
  diagnostics: Array<PriceListConditionDiagnostic>;
  valid: Scalars['Boolean']['output'];
};

export type PriceListConditionDiagnostic = {
  __typename?: 'PriceListConditionDiagnostic';
  code: Scalars['String']['output'];
  column: Scalars['Int']['output'];
  /** in the condition's own text, from 1 */
  line: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  /** error | warning */
  severity: Scalars['String']['output'];
};

export type PriceListCreateInput = {
  /** default true */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** more than -100, less than 1000, at most 4 decimals */
  adjustmentPercent?: InputMaybe<Scalars['Float']['input']>;
  /** unique: letters, digits, _ . - */
  code: Scalars['String']['input'];
  /** a product condition in the rules language; empty or null: every product */
  condition?: InputMaybe<Scalars['String']['input']>;
  /** default: the default store's */
  currency?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  /** default 0; lower first */
  priority?: InputMaybe<Scalars['Int']['input']>;
  /** empty: every store */
  storeIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** ISO 8601 date-time (or a date: its midnight UTC); null: open */
  validFrom?: InputMaybe<Scalars['String']['input']>;
  /** after validFrom; null: open */
  validTo?: InputMaybe<Scalars['String']['input']>;
};

export type PriceListFilter = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  code?: InputMaybe<Scalars['String']['input']>;
  /** the lists assigned to this company */
  companyId?: InputMaybe<Scalars['Int']['input']>;
  /** the lists assigned to this customer group */
  customerGroupId?: InputMaybe<Scalars['Int']['input']>;
  /** part of the code or the name (any case), or the id */
  search?: InputMaybe<Scalars['String']['input']>;
  /** the lists that apply in this store (those for every store included) */
  storeId?: InputMaybe<Scalars['Int']['input']>;
};

/** the import's outcome, or why it could not be read */
export type PriceListImportAnswer = PriceListImportResult | Problem;

export type PriceListImportError = {
  __typename?: 'PriceListImportError';
  code: Scalars['String']['output'];
  field: Scalars['String']['output'];
  line: Scalars['Int']['output'];
  message: Scalars['String']['output'];
};

/** rows read, items written (0 on a dry run or any error: then nothing was applied) and every error by line */
export type PriceListImportResult = {
  __typename?: 'PriceListImportResult';
  dryRun: Scalars['Boolean']['output'];
  errors: Array<PriceListImportError>;
  rows: Scalars['Int']['output'];
  upserted: Scalars['Int']['output'];
};

/** a SKU's fixed price on a list, its quantity tiers and its quantity rule */
export type PriceListItem = {
  __typename?: 'PriceListItem';
  id: Scalars['Int']['output'];
  maxQty?: Maybe<Scalars['Float']['output']>;
  minQty?: Maybe<Scalars['Float']['output']>;
  /** null: tiers or a quantity rule only */
  price?: Maybe<Scalars['Float']['output']>;
  /** null: no product has the SKU any more */
  productId?: Maybe<Scalars['Int']['output']>;
  productName?: Maybe<Scalars['String']['output']>;
  qtyIncrement?: Maybe<Scalars['Float']['output']>;
  sku: Scalars['String']['output'];
  tiers: Array<PriceTier>;
};

/** replaces the SKU's row on the list: a price, tiers and a quantity rule, each optional (one of them needed) */
export type PriceListItemInput = {
  maxQty?: InputMaybe<Scalars['Float']['input']>;
  minQty?: InputMaybe<Scalars['Float']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  qtyIncrement?: InputMaybe<Scalars['Float']['input']>;
  /** a product's SKU (a configurable's variant by its own) */
  sku: Scalars['String']['input'];
  tiers?: InputMaybe<Array<PriceTierInput>>;
};

export type PriceListItemPage = {
  __typename?: 'PriceListItemPage';
  items: Array<PriceListItem>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** the items written, or every bad item (then nothing was written) */
export type PriceListItemsSetAnswer = PriceListItemsSetResult | Problem;

export type PriceListItemsSetResult = {
  __typename?: 'PriceListItemsSetResult';
  priceList: PriceList;
  upserted: Scalars['Int']['output'];
};

export type PriceListPage = {
  __typename?: 'PriceListPage';
  items: Array<PriceList>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** the price list, or why the change was refused */
export type PriceListResult = PriceList | Problem;

export type PriceListSort = {
  direction?: InputMaybe<PriceListSortDirection>;
  field?: InputMaybe<PriceListSortField>;
};

export type PriceListSortDirection =
  | 'ASC'
  | 'DESC';

export type PriceListSortField =
  | 'CODE'
  | 'ID'
  | 'NAME'
  | 'PRIORITY'
  | 'UPDATED_AT';

/** only the fields given change; null clears validFrom, validTo, adjustmentPercent or condition */
export type PriceListUpdateInput = {
  /** default true */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** more than -100, less than 1000, at most 4 decimals */
  adjustmentPercent?: InputMaybe<Scalars['Float']['input']>;
  /** unique: letters, digits, _ . - */
  code?: InputMaybe<Scalars['String']['input']>;
  /** a product condition in the rules language; empty or null: every product */
  condition?: InputMaybe<Scalars['String']['input']>;
  /** default: the default store's */
  currency?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** default 0; lower first */
  priority?: InputMaybe<Scalars['Int']['input']>;
  /** empty: every store */
  storeIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** ISO 8601 date-time (or a date: its midnight UTC); null: open */
  validFrom?: InputMaybe<Scalars['String']['input']>;
  /** after validFrom; null: open */
  validTo?: InputMaybe<Scalars['String']['input']>;
};

/** from this quantity on, this unit price */
export type PriceTier = {
  __typename?: 'PriceTier';
  price: Scalars['Float']['output'];
  qty: Scalars['Float']['output'];
};

export type PriceTierInput = {
  price: Scalars['Float']['input'];
  qty: Scalars['Float']['input'];
};

export type Problem = Error & {
  __typename?: 'Problem';
  /** stable machine-readable code, e.g. invalid, not_found, conflict */
  code: Scalars['String']['output'];
  errors: Array<FieldError>;
  /** the problem's further members, as REST's problem+json carries them (e.g. quantityRule) */
  extra?: Maybe<Scalars['JSON']['output']>;
  message: Scalars['String']['output'];
  /** the HTTP status the REST facade answers with */
  status: Scalars['Int']['output'];
};

/** A product as the storefront renders it, for the caller's customer group. Price fields are null when a module hides them. */
export type Product = {
  __typename?: 'Product';
  additionalAttributes: Array<AdditionalAttribute>;
  attributeSetId: Scalars['Int']['output'];
  /** custom attribute values by code */
  attributes: Scalars['JSON']['output'];
  /** 1-5, null without reviews */
  averageRating?: Maybe<Scalars['Float']['output']>;
  bundleOptions: Array<BundleOption>;
  /** false for any logged-in customer (null when the gate is off) */
  callerIsGuest?: Maybe<Scalars['Boolean']['output']>;
  categoryIds: Array<Scalars['Int']['output']>;
  configurableOptions: Array<ConfigurableOption>;
  createdAt: Scalars['String']['output'];
  crosssellProducts: Array<ProductLink>;
  /** the currency of the price fields */
  currency: Scalars['String']['output'];
  customOptions: Array<CustomOption>;
  description: Scalars['String']['output'];
  downloadableLinks: Array<DownloadableLink>;
  /** module annotations, e.g. b2bAccess {gateFlags, hiddenPriceMessage} */
  extensions: Scalars['JSON']['output'];
  finalPrice?: Maybe<Scalars['Float']['output']>;
  /** access gate flags (null when the gate is off); also under extensions.b2bAccess */
  gateFlags?: Maybe<GateFlags>;
  giftcardAmountCurrency?: Maybe<Scalars['String']['output']>;
  /** preset amounts (fixed and combined) */
  giftcardAmounts: Array<Scalars['Float']['output']>;
  giftcardIsMessageAllowed: Scalars['Boolean']['output'];
  /** greatest open amount (range and combined) */
  giftcardMaxAmount?: Maybe<Scalars['Float']['output']>;
  /** least open amount (range and combined) */
  giftcardMinAmount?: Maybe<Scalars['Float']['output']>;
  /** fixed, range or combined (null in listings) */
  giftcardType?: Maybe<Scalars['String']['output']>;
  groupedProducts: Array<GroupedProduct>;
  hasRequiredOptions: Scalars['Boolean']['output'];
  /** the call to action in place of a hidden price: log in (guests) or e.g. apply for a trade account (a logged-in customer); null when the price shows */
  hiddenPriceCta?: Maybe<HiddenPriceCta>;
  /** what to show in place of a hidden price (null when the gate is off) */
  hiddenPriceMessage?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  inStock: Scalars['Boolean']['output'];
  /** downloadable: links bought one by one */
  linksPurchasedSeparately?: Maybe<Scalars['Boolean']['output']>;
  linksTitle?: Maybe<Scalars['String']['output']>;
  mediaGallery: Array<MediaImage>;
  metaDescription: Scalars['String']['output'];
  metaTitle: Scalars['String']['output'];
  minimalPrice?: Maybe<Scalars['Float']['output']>;
  msrp?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  pageLayout?: Maybe<Scalars['String']['output']>;
  price?: Maybe<Scalars['Float']['output']>;
  relatedProducts: Array<ProductLink>;
  /** approved reviews (the catalogue has none yet) */
  reviewCount: Scalars['Int']['output'];
  shortDescription: Scalars['String']['output'];
  sku: Scalars['String']['output'];
  smallImageUrl?: Maybe<Scalars['String']['output']>;
  specialPrice?: Maybe<Scalars['Float']['output']>;
  status: Scalars['String']['output'];
  stockStatus: Scalars['String']['output'];
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
  tierPrices: Array<TierPrice>;
  /** simple, virtual, configurable, grouped, bundle, downloadable or giftcard */
  type: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  upsellProducts: Array<ProductLink>;
  urlKey: Scalars['String']['output'];
  variants: Array<ProductVariant>;
  /** not_visible, catalog, search or catalog_search */
  visibility: Scalars['String']['output'];
};

export type ProductBundleOptionInput = {
  /** an existing option's id: updated in place */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** absent: the row's place in the list */
  position?: InputMaybe<Scalars['Int']['input']>;
  required?: InputMaybe<Scalars['Boolean']['input']>;
  selections: Array<ProductBundleSelectionInput>;
  title: Scalars['String']['input'];
  type: ProductBundleOptionType;
};

export type ProductBundleOptionType =
  | 'checkbox'
  | 'multi'
  | 'radio'
  | 'select';

export type ProductBundleSelectionInput = {
  id?: InputMaybe<Scalars['Int']['input']>;
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  /** absent: the row's place in the list */
  position?: InputMaybe<Scalars['Int']['input']>;
  qty?: InputMaybe<Scalars['Float']['input']>;
  sku: Scalars['String']['input'];
};

export type ProductCategoryInput = {
  categoryId: Scalars['Int']['input'];
  /** absent: the row's place in the list */
  position?: InputMaybe<Scalars['Int']['input']>;
};

export type ProductConfigurableInput = {
  /** the super attributes (select attributes) */
  attributeCodes: Array<Scalars['String']['input']>;
  /** simple or virtual products, each with a value of every super attribute */
  childSkus: Array<Scalars['String']['input']>;
};

export type ProductCreateResult = Problem | ProductCreateSuccess;

export type ProductCreateSuccess = {
  __typename?: 'ProductCreateSuccess';
  data: Product;
};

export type ProductCustomOptionInput = {
  id?: InputMaybe<Scalars['Int']['input']>;
  /** absent: the row's place in the list */
  position?: InputMaybe<Scalars['Int']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  priceType?: InputMaybe<ProductPriceType>;
  required?: InputMaybe<Scalars['Boolean']['input']>;
  title: Scalars['String']['input'];
  type: ProductCustomOptionType;
  values?: InputMaybe<Array<ProductCustomOptionValueInput>>;
};

export type ProductCustomOptionType =
  | 'area'
  | 'checkbox'
  | 'date'
  | 'drop_down'
  | 'field'
  | 'radio';

export type ProductCustomOptionValueInput = {
  id?: InputMaybe<Scalars['Int']['input']>;
  /** absent: the row's place in the list */
  position?: InputMaybe<Scalars['Int']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  priceType?: InputMaybe<ProductPriceType>;
  title: Scalars['String']['input'];
};

export type ProductDownloadableLinkInput = {
  id?: InputMaybe<Scalars['Int']['input']>;
  /** 0: unlimited */
  numberOfDownloads?: InputMaybe<Scalars['Int']['input']>;
  /** absent: the row's place in the list */
  position?: InputMaybe<Scalars['Int']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  sampleUrl?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

export type ProductEditorAttribute = {
  __typename?: 'ProductEditorAttribute';
  code: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** text, number, select, multiselect, boolean or date */
  inputType: Scalars['String']['output'];
  label: Scalars['String']['output'];
  options: Array<ProductEditorAttributeOption>;
};

export type ProductEditorAttributeOption = {
  __typename?: 'ProductEditorAttributeOption';
  id: Scalars['Int']['output'];
  label: Scalars['String']['output'];
};

export type ProductEditorCategory = {
  __typename?: 'ProductEditorCategory';
  id: Scalars['Int']['output'];
  isActive: Scalars['Boolean']['output'];
  level: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** ids from the root, e.g. 1/2/7 */
  path: Scalars['String']['output'];
};

export type ProductEditorCustomerGroup = {
  __typename?: 'ProductEditorCustomerGroup';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type ProductEditorOptions = {
  __typename?: 'ProductEditorOptions';
  attributes: Array<ProductEditorAttribute>;
  /** every category, inactive ones too, in tree order */
  categories: Array<ProductEditorCategory>;
  customerGroups: Array<ProductEditorCustomerGroup>;
};

export type ProductFilterInput = {
  attributes?: InputMaybe<Array<AttributeFilterInput>>;
  /** includes the category's descendants */
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  priceMax?: InputMaybe<Scalars['Float']['input']>;
  priceMin?: InputMaybe<Scalars['Float']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  urlKey?: InputMaybe<Scalars['String']['input']>;
};

export type ProductGiftcardType =
  | 'combined'
  | 'fixed'
  | 'range';

export type ProductGroupPriceInput = {
  customerGroupId: Scalars['Int']['input'];
  price: Scalars['Float']['input'];
};

export type ProductGroupedInput = {
  /** absent: the row's place in the list */
  position?: InputMaybe<Scalars['Int']['input']>;
  /** default quantity */
  qty?: InputMaybe<Scalars['Float']['input']>;
  sku: Scalars['String']['input'];
};

/** an image of a product's gallery, as the admin manages it */
export type ProductImage = {
  __typename?: 'ProductImage';
  /** hidden from the product page's gallery */
  disabled: Scalars['Boolean']['output'];
  height?: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  /** 0-based place in the gallery */
  position: Scalars['Int']['output'];
  productId: Scalars['Int']['output'];
  roles: Array<ProductImageRole>;
  /** an upload's 400 px derivative */
  smallUrl?: Maybe<Scalars['String']['output']>;
  /** an upload's 150 px derivative */
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
  /** the base derivative (1200 px) of an upload, or the URL a seeded or imported image has */
  url: Scalars['String']['output'];
  width?: Maybe<Scalars['Int']['output']>;
};

export type ProductImageDeleteResult = Problem | ProductImageDeleteSuccess;

export type ProductImageDeleteSuccess = {
  __typename?: 'ProductImageDeleteSuccess';
  data: Array<ProductImage>;
};

export type ProductImageInput = {
  /** hide from the product page's gallery */
  disabled?: InputMaybe<Scalars['Boolean']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  /** 0-based place in the gallery; the others move up or down */
  position?: InputMaybe<Scalars['Int']['input']>;
  /** exactly these roles; each is taken off the product's other images */
  roles?: InputMaybe<Array<ProductImageRole>>;
};

/** base: the product page's image and the product's imageUrl; small: listings; thumbnail: carts and small places */
export type ProductImageRole =
  | 'base'
  | 'small'
  | 'thumbnail';

export type ProductImageUpdateResult = Problem | ProductImageUpdateSuccess;

export type ProductImageUpdateSuccess = {
  __typename?: 'ProductImageUpdateSuccess';
  data: ProductImage;
};

export type ProductImagesReorderResult = Problem | ProductImagesReorderSuccess;

export type ProductImagesReorderSuccess = {
  __typename?: 'ProductImagesReorderSuccess';
  data: Array<ProductImage>;
};

/** a bad row or cell of an imported file */
export type ProductImportError = {
  __typename?: 'ProductImportError';
  code: Scalars['String']['output'];
  /** the column; empty for the whole row */
  field: Scalars['String']['output'];
  /** the file's line the row starts on (1 is the header) */
  line: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  sku: Scalars['String']['output'];
};

/** one product CSV import (a dry run or an apply) and how far it got */
export type ProductImportRun = {
  __typename?: 'ProductImportRun';
  adminId?: Maybe<Scalars['Int']['output']>;
  adminName: Scalars['String']['output'];
  batchesDone: Scalars['Int']['output'];
  /** batches not written because a row of theirs was bad */
  batchesFailed: Scalars['Int']['output'];
  /** the bytes of the file read so far (progress: bytesDone / fileSize) */
  bytesDone: Scalars['Int']['output'];
  dryRun: Scalars['Boolean']['output'];
  /** every row error; `errors` lists the first 1,000 */
  errorCount: Scalars['Int']['output'];
  errors: Array<ProductImportError>;
  /** why the run stopped before the file's end */
  failure?: Maybe<Scalars['String']['output']>;
  /** sha256 of the file, hex */
  fileHash: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  /** bytes */
  fileSize: Scalars['Int']['output'];
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['Int']['output'];
  rowsCreated: Scalars['Int']['output'];
  rowsDone: Scalars['Int']['output'];
  /** rows with an error (an apply writes nothing of their batch) */
  rowsFailed: Scalars['Int']['output'];
  /** the data rows read so far; every row once finished */
  rowsTotal: Scalars['Int']['output'];
  rowsUnchanged: Scalars['Int']['output'];
  rowsUpdated: Scalars['Int']['output'];
  startedAt: Scalars['DateTime']['output'];
  /** running, completed, completed_with_errors or failed */
  status: Scalars['String']['output'];
};

export type ProductImportRunPage = {
  __typename?: 'ProductImportRunPage';
  items: Array<ProductImportRun>;
  totalCount: Scalars['Int']['output'];
};

/** absent fields are kept; lists replace the product's list (rows with an id are updated in place) */
export type ProductInput = {
  /** attribute code -> value (option labels or ids for selects; "" removes the value) */
  attributes?: InputMaybe<Scalars['JSON']['input']>;
  bundleOptions?: InputMaybe<Array<ProductBundleOptionInput>>;
  /** the categories with the product's position in each (wins over categoryIds) */
  categories?: InputMaybe<Array<ProductCategoryInput>>;
  /** the categories (position 0); see categories */
  categoryIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  configurable?: InputMaybe<ProductConfigurableInput>;
  cost?: InputMaybe<Scalars['Float']['input']>;
  customOptions?: InputMaybe<Array<ProductCustomOptionInput>>;
  /** HTML, sanitised when saved */
  description?: InputMaybe<Scalars['String']['input']>;
  downloadableLinks?: InputMaybe<Array<ProductDownloadableLinkInput>>;
  giftcardAllowMessage?: InputMaybe<Scalars['Boolean']['input']>;
  giftcardAmounts?: InputMaybe<Array<Scalars['Float']['input']>>;
  giftcardMaxAmount?: InputMaybe<Scalars['Float']['input']>;
  giftcardMinAmount?: InputMaybe<Scalars['Float']['input']>;
  giftcardType?: InputMaybe<ProductGiftcardType>;
  /** a customer group's price (its tier price at quantity 1) */
  groupPrices?: InputMaybe<Array<ProductGroupPriceInput>>;
  groupedProducts?: InputMaybe<Array<ProductGroupedInput>>;
  inStock?: InputMaybe<Scalars['Boolean']['input']>;
  linksPurchasedSeparately?: InputMaybe<Scalars['Boolean']['input']>;
  linksTitle?: InputMaybe<Scalars['String']['input']>;
  metaDescription?: InputMaybe<Scalars['String']['input']>;
  metaKeywords?: InputMaybe<Scalars['String']['input']>;
  metaTitle?: InputMaybe<Scalars['String']['input']>;
  msrp?: InputMaybe<Scalars['Float']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  /** HTML, sanitised when saved */
  shortDescription?: InputMaybe<Scalars['String']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD; null: from now */
  specialFromDate?: InputMaybe<Scalars['String']['input']>;
  specialPrice?: InputMaybe<Scalars['Float']['input']>;
  /** YYYY-MM-DD; null: no end */
  specialToDate?: InputMaybe<Scalars['String']['input']>;
  /** 1 enabled, 2 disabled */
  status?: InputMaybe<Scalars['Int']['input']>;
  stockQty?: InputMaybe<Scalars['Int']['input']>;
  /** [{customerGroupId|null, qty, price}]; alone, it replaces every tier and group price */
  tierPrices?: InputMaybe<Scalars['JSON']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  /** unique; a change keeps the old key as a 301 redirect to the new one */
  urlKey?: InputMaybe<Scalars['String']['input']>;
  /** 1 not visible individually, 2 catalog, 3 search, 4 catalog and search */
  visibility?: InputMaybe<Scalars['Int']['input']>;
  weight?: InputMaybe<Scalars['Float']['input']>;
};

export type ProductLink = {
  __typename?: 'ProductLink';
  finalPrice?: Maybe<Scalars['Float']['output']>;
  id: Scalars['Int']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  inStock: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  price?: Maybe<Scalars['Float']['output']>;
  sku: Scalars['String']['output'];
  smallImageUrl?: Maybe<Scalars['String']['output']>;
  specialPrice?: Maybe<Scalars['Float']['output']>;
  /** in_stock or out_of_stock */
  stockStatus: Scalars['String']['output'];
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
  urlKey: Scalars['String']['output'];
};

export type ProductListing = {
  __typename?: 'ProductListing';
  filters: Array<LayeredFilter>;
  itemsPerPage: Scalars['Int']['output'];
  member: Array<Product>;
  page: Scalars['Int']['output'];
  sortOptions: Array<SortOption>;
  totalItems: Scalars['Int']['output'];
};

export type ProductMassActionKind =
  | 'category_assign'
  | 'category_remove'
  | 'delete'
  | 'disable'
  | 'enable'
  | 'price_amount'
  | 'price_percent';

export type ProductMassActionOutcome = {
  __typename?: 'ProductMassActionOutcome';
  action: ProductMassActionKind;
  count: Scalars['Int']['output'];
  /** the products changed (all that were given) */
  ids: Array<Scalars['Int']['output']>;
};

export type ProductMassActionResult = Problem | ProductMassActionSuccess;

export type ProductMassActionSuccess = {
  __typename?: 'ProductMassActionSuccess';
  data: ProductMassActionOutcome;
};

export type ProductPriceType =
  | 'fixed'
  | 'percent';

export type ProductSortField =
  | 'createdAt'
  | 'name'
  | 'position'
  | 'price'
  | 'relevance'
  | 'sku';

export type ProductSortInput = {
  direction?: InputMaybe<SortDirection>;
  field: ProductSortField;
};

export type ProductUpdateResult = Problem | ProductUpdateSuccess;

export type ProductUpdateSuccess = {
  __typename?: 'ProductUpdateSuccess';
  data: Product;
};

export type ProductVariant = {
  __typename?: 'ProductVariant';
  /** super attribute code -> option id */
  attributes: Scalars['JSON']['output'];
  finalPrice?: Maybe<Scalars['Float']['output']>;
  id: Scalars['Int']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  inStock: Scalars['Boolean']['output'];
  price?: Maybe<Scalars['Float']['output']>;
  sku: Scalars['String']['output'];
  stockStatus: Scalars['String']['output'];
};

/** an order held for approval: its snapshot is what approval places */
export type PurchaseOrder = {
  __typename?: 'PurchaseOrder';
  addresses: Scalars['JSON']['output'];
  approvalFlow: Array<PurchaseOrderStep>;
  /** what the caller may do now: approve, reject, cancel, comment */
  availableActions: Array<Scalars['String']['output']>;
  buyer: PurchaseOrderBuyer;
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  events: Array<PurchaseOrderEvent>;
  failureReason?: Maybe<Scalars['String']['output']>;
  grandTotal: Scalars['Float']['output'];
  id: Scalars['Int']['output'];
  items: Array<PurchaseOrderItem>;
  number: Scalars['String']['output'];
  orderIncrementId?: Maybe<Scalars['String']['output']>;
  paymentMethod: Scalars['String']['output'];
  poNumber?: Maybe<Scalars['String']['output']>;
  reasons: Array<PurchaseOrderReason>;
  shipping: Scalars['Float']['output'];
  shippingMethod: Scalars['String']['output'];
  /** approval_required | approved | order_placed | order_failed | rejected | canceled */
  status: Scalars['String']['output'];
  subtotal: Scalars['Float']['output'];
};

export type PurchaseOrderApproval = {
  __typename?: 'PurchaseOrderApproval';
  /** the company admin approved a step they were not named for */
  asCompanyAdmin: Scalars['Boolean']['output'];
  at: Scalars['String']['output'];
  customerId?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
};

export type PurchaseOrderApproveResult = Problem | PurchaseOrder;

export type PurchaseOrderBuyer = {
  __typename?: 'PurchaseOrderBuyer';
  customerId: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type PurchaseOrderCancelResult = Problem | PurchaseOrder;

export type PurchaseOrderCommentResult = Problem | PurchaseOrder;

export type PurchaseOrderEvent = {
  __typename?: 'PurchaseOrderEvent';
  actorKind: Scalars['String']['output'];
  actorName: Scalars['String']['output'];
  asCompanyAdmin: Scalars['Boolean']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** created | approved | rejected | canceled | comment | order_placed | order_failed */
  kind: Scalars['String']['output'];
  note: Scalars['String']['output'];
  /** the step's position */
  step?: Maybe<Scalars['Int']['output']>;
};

export type PurchaseOrderFilter = {
  /** none: every purchase order the caller may see */
  scope?: InputMaybe<PurchaseOrderScope>;
  status?: InputMaybe<PurchaseOrderStatus>;
};

/** a line of the snapshot, at the price approval places it at */
export type PurchaseOrderItem = {
  __typename?: 'PurchaseOrderItem';
  name: Scalars['String']['output'];
  price: Scalars['Float']['output'];
  qty: Scalars['Float']['output'];
  rowTotal: Scalars['Float']['output'];
  sku: Scalars['String']['output'];
};

export type PurchaseOrderPage = {
  __typename?: 'PurchaseOrderPage';
  items: Array<PurchaseOrder>;
  totalCount: Scalars['Int']['output'];
};

export type PurchaseOrderReason = {
  __typename?: 'PurchaseOrderReason';
  rule: Scalars['String']['output'];
  why: Array<Scalars['String']['output']>;
};

export type PurchaseOrderRejectResult = Problem | PurchaseOrder;

export type PurchaseOrderScope =
  | 'awaiting_my_approval'
  | 'company'
  | 'mine'
  | 'subordinates';

export type PurchaseOrderStatus =
  | 'approval_required'
  | 'approved'
  | 'canceled'
  | 'order_failed'
  | 'order_placed'
  | 'rejected';

/** a step of the approval flow, passed in order */
export type PurchaseOrderStep = {
  __typename?: 'PurchaseOrderStep';
  approvals: Scalars['Int']['output'];
  approvedBy: Array<PurchaseOrderApproval>;
  /** who approves it, in words */
  approver: Scalars['String']['output'];
  /** role | manager | admin */
  kind: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  required: Scalars['Int']['output'];
  role?: Maybe<Scalars['String']['output']>;
  /** the approval rule that asked for it, or `spending limit` */
  rule: Scalars['String']['output'];
  /** pending | approved | rejected */
  status: Scalars['String']['output'];
};

export type PurchasingPolicy = {
  __typename?: 'PurchasingPolicy';
  /** approval | refuse */
  overLimit: Scalars['String']['output'];
};

export type PurchasingPolicySetResult = Problem | PurchasingPolicy;

/** how many of a product a line may hold, as a price list sets it */
export type QuantityRule = {
  __typename?: 'QuantityRule';
  maxQty?: Maybe<Scalars['Float']['output']>;
  minQty?: Maybe<Scalars['Float']['output']>;
  /** the code of the price list that sets it */
  priceListCode: Scalars['String']['output'];
  /** the quantity is a multiple of it */
  qtyIncrement?: Maybe<Scalars['Float']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** Basic mode's settings and activation matrix at a store (0 = default scope), every customer group and category with whether the gate fires */
  accessBasicMatrix: AccessBasicMatrixResult;
  /** the access gate's effective Basic-mode settings: the default scope (storeId 0) or a store's */
  accessBasicSettings: AccessBasicSettings;
  /** which rule decides for this product and caller, and why. The caller is a customer group (groupId) or a customer (customer: an id or email; their group, their store and their active cart's shipping country), not both; storeId and country, when given, win over the customer's */
  accessExplain: AccessExplanation;
  /** products by part of the SKU or name, for the explain panel; every product, whatever the gate hides from the admin's own group */
  accessExplainProducts: Array<AccessExplainProduct>;
  /** the catalogue description rules are checked against (attributes, categories, groups, stores, CMS pages), for an editor that checks as you type */
  accessRuleCatalog: AccessRuleCatalog;
  /** the access rules, by priority by default */
  accessRules: AccessRulePage;
  /** the shadow diagnostic over the active rules and the catalogue: each rule that never fires for some products because an earlier rule covering its scope decides first (ruleId: only the shadows that rule is part of) */
  accessRulesDiagnostics: AccessRulesDiagnostics;
  /** a company's approval rules, by priority (admin) */
  adminApprovalRules: Array<ApprovalRule>;
  /** every blog category, by position */
  adminBlogCategories: Array<BlogCategory>;
  /** one blog post, active or not; null when there is none */
  adminBlogPost?: Maybe<BlogPost>;
  /** every blog post, active or not, newest first */
  adminBlogPosts: BlogPostList;
  /** every category (admin), disabled ones included, flat in order of level and position; each carries its children */
  adminCategoryTree: Array<Category>;
  /** one CMS block, active or not; null when there is none */
  adminCmsBlock?: Maybe<CmsBlock>;
  /** every CMS block, active or not, by identifier */
  adminCmsBlocks: CmsBlockList;
  /** one CMS page, active or not; null when there is none */
  adminCmsPage?: Maybe<CmsPage>;
  /** every CMS page, active or not, by identifier */
  adminCmsPages: CmsPageList;
  /** a company's credit, its history page (newest first) and its on-account invoices (admin); null when there is no such company */
  adminCompanyCredit?: Maybe<AdminCompanyCredit>;
  /** one product as the editor needs it; null when there is none */
  adminProduct?: Maybe<AdminProduct>;
  /** every product matching the filter (whatever the access gate hides from anybody), newest first by default */
  adminProducts: AdminProductPage;
  /** one purchase order (admin); null when there is none */
  adminPurchaseOrder?: Maybe<PurchaseOrder>;
  /** a company's purchase orders, newest first (admin) */
  adminPurchaseOrders: PurchaseOrderPage;
  /** requisition lists (admin, read-only), most recently changed first: a customer's own (customerId), a company's (companyId: made or shared in it, or owned by one of its members), both together, or every list; at most limit (default 100, at most 200) */
  adminRequisitionLists: Array<AdminRequisitionList>;
  /** the console's global search: orders, customers and products matching the query, case-insensitive (limit per group: default 5, at most 20) */
  adminSearch: AdminSearchResults;
  /** the calling admin (any admin token), its scopes and its token's expiry */
  adminSession: AdminSession;
  /** for the caller's cart (or the guest-cart maskedId they hold): which rules fire and why, the limits, the steps it would need */
  approvalRuleExplain: ApprovalExplain;
  /** the caller's company's approval rules, by priority */
  approvalRules: Array<ApprovalRule>;
  /** the audit log, newest first; every filter is exact and indexed (from/to bound the time) */
  auditLog: AuditLogPage;
  blogCategories: Array<BlogCategory>;
  blogPostCount: Scalars['Int']['output'];
  blogPosts: Array<BlogPost>;
  /** the caller's active cart (customer token, or maskedId / X-Cart-Id for guests) */
  cart?: Maybe<Cart>;
  /** the payment methods the caller's cart may use (only `free` when nothing is left to pay) */
  cartPaymentMethods: CartPaymentMethodsResult;
  /** the shipping methods the caller's cart may choose, cheapest first */
  cartShippingMethods: CartShippingMethodsResult;
  /** every active category, flat; each carries its children */
  categories: Array<Category>;
  category?: Maybe<Category>;
  /** the products assigned to the category itself (admin), by position */
  categoryProducts: CategoryProductsResult;
  cmsBlocks: Array<CmsBlock>;
  /** the content as it would be saved (sanitised) and rendered on the storefront: block directives become what they embed (a custom form's markup); nothing is saved */
  cmsContentPreview: Scalars['String']['output'];
  cmsPage?: Maybe<CmsPage>;
  cmsPages: Array<CmsPage>;
  /** the companies (admin), newest first by default */
  companies: CompanyGrid;
  /** one company (admin); null when there is none */
  company?: Maybe<Company>;
  /** the caller's company's credit (credit.view; the company admin always), the history newest first */
  companyCredit: CompanyCreditResult;
  /** every change to the company, newest first */
  companyHistory: CompanyEventPage;
  /** the caller's company's on-account invoices (credit.view), oldest first; status: unpaid | open | overdue | paid | all (default unpaid: open and overdue) */
  companyInvoices: CompanyInvoicesResult;
  /** the company's orders the caller may see: mine | subordinates (orders.view.subordinates) | company (orders.view.company) | all (the widest held) */
  companyOrders: CompanyOrderPage;
  /** the permission tree with labels (a role's codes are its leaves); a customer token, as in REST */
  companyPermissions: Array<CompanyPermissionNode>;
  /** what configValueSet of ALL these values would change for shoppers, as one change (the gate built from every proposed value together), at every store the values reach; nothing is written. Each value is checked as configValueSet checks it. */
  configImpact: ConfigImpactResult;
  /** every settings section with its fields at a scope (default, or a store view): the value set exactly there, the effective value and its source (store, default scope, shipped default) */
  configSettings: ConfigSettingsResult;
  configValues: Array<ConfigValue>;
  countries: Array<Country>;
  customForm?: Maybe<CustomForm>;
  customFormSubmission?: Maybe<CustomFormSubmission>;
  /** the Submitted Data grid, newest first by default */
  customFormSubmissions: CustomFormSubmissionPage;
  /** the filtered submissions as CSV (formula-like cells neutralised with a leading apostrophe) */
  customFormSubmissionsCsv: Scalars['String']['output'];
  customForms: CustomFormPage;
  /** one customer (admin) with addresses, newsletter state and what the domains and modules add; null when there is none */
  customer?: Maybe<Customer>;
  customerApprovalHistory: Array<ApprovalTransition>;
  customerGroups: Array<CustomerGroup>;
  /** one of the logged-in customer's orders (404 for any other order) */
  customerOrder: MahoOrder;
  /** the invoices of one of the logged-in customer's orders (by id or increment id); empty until the order is paid */
  customerOrderInvoices: InvoicePage;
  /** the logged-in customer's orders, newest first */
  customerOrders: CustomerOrderPage;
  /** every customer (admin), newest first by default; filter.status gives the approval grid's states */
  customers: CustomerPage;
  /** newest first */
  giftcardAccounts: Array<GiftcardAccount>;
  /** an order read back with the access token its placing answered, for ORDER_TOKEN_TTL seconds after the order and ORDER_TOKEN_MAX_READS reads (an hour and 5 by default); null when either does not match or the token is past its time or its reads */
  guestOrder?: Maybe<MahoOrder>;
  /** the filters of a category's (or a search's) listing, as the listing computes them for the caller */
  layeredFilters: Array<CategoryLayeredFilter>;
  /** the outbox grid, newest first by default (`status` is the older single-status filter) */
  mailOutbox: MailOutboxPage;
  /** one outbox message with its body (subject, textBody, htmlBody); null when there is no such message */
  mailOutboxMessage?: Maybe<MailOutbox>;
  /** renders a template with its sample variables: the effective version for the store, or the draft given (any of subject/text/html replaces that part); a Problem template_syntax names the part that does not parse */
  mailTemplatePreview: MailTemplatePreviewResult;
  mailTemplates: Array<MailTemplate>;
  me: Customer;
  /** the caller's company (null: none, or company accounts are off) */
  myCompany?: Maybe<MyCompany>;
  /** one order in full: lines, addresses, payment, totals, history, invoices, shipments, credit memos */
  order: AdminOrderResult;
  /** every order matching the filter, newest first by default */
  orders: AdminOrderPage;
  /** customers awaiting approval (filter.status picks other states), oldest first by default */
  pendingCustomers: ApprovalCustomerPage;
  /** why a product costs what it does for a company (its group and lists) or a customer group (default 0), in a store (default the default store), at a quantity (default 1) */
  priceExplain: PriceExplainAnswer;
  /** one price list (admin); null when there is none */
  priceList?: Maybe<PriceList>;
  /** a product condition in the rules language checked against the catalogue, with every diagnostic */
  priceListConditionCheck: PriceListConditionCheck;
  /** the list's items as CSV (sku,price,tiers,min_qty,max_qty,qty_increment), in item order */
  priceListExportCsv: Scalars['String']['output'];
  /** the price lists (admin), newest first by default */
  priceLists: PriceListPage;
  /** the full product (child arrays filled) by id or urlKey */
  product?: Maybe<Product>;
  /** what the product editor offers: attributes with their options, every category, the customer groups */
  productEditorOptions: ProductEditorOptions;
  /** a product's images in gallery order (admin) */
  productImages: Array<ProductImage>;
  /** one product CSV import with its progress and row errors; null when there is none */
  productImportRun?: Maybe<ProductImportRun>;
  /** the product CSV imports, newest first (admin, scope catalog) */
  productImportRuns: ProductImportRunPage;
  products: ProductListing;
  /** one purchase order with its approval flow, events and the caller's available actions (not_found otherwise) */
  purchaseOrder: PurchaseOrder;
  /** the company's purchase orders the caller may see, newest first */
  purchaseOrders: PurchaseOrderPage;
  /** what the company does with an order over a limit (approval_rules.manage) */
  purchasingPolicy: PurchasingPolicy;
  /** resolves SKUs with quantities (lines, or csv: sku,qty) for the caller: status, price, rule and stock per SKU; an error with extensions.code for unreadable input (invalid, with extensions.errors), too many lines (too_many_lines) or the module off (module_disabled) */
  quickOrderResolve: QuickOrderResult;
  /** SKU and name suggestions among the products the caller may see (rate limited) */
  quickOrderSuggest: Array<QuickOrderSuggestion>;
  /** one list the caller may see (404 not_found otherwise, as for a missing one) */
  requisitionList: RequisitionList;
  /** the list as CSV: sku,qty,options */
  requisitionListExportCsv: RequisitionListCsv;
  /** the caller's own lists and the lists shared with them (most recently changed first) */
  requisitionLists: Array<RequisitionList>;
  /** orders and revenue per currency today, over 7 and 30 days and per day, top products, orders to ship */
  salesDashboard: SalesDashboard;
  salesRules: Array<SalesRule>;
  /** relevance-ranked text search over name, sku, description and searchable attributes; hidden products are absent from results and counts */
  search: ProductListing;
  /** the company's spending limits (approval_rules.manage) */
  spendingLimits: Array<SpendingLimit>;
  storeConfig: StoreConfig;
  /** the store's root category (its children are the top menu) */
  storeRootCategoryId?: Maybe<Scalars['Int']['output']>;
  /** whether a storefront worker is configured and the last sync requests made to it, with their outcome */
  storefrontSyncStatus: StorefrontSyncStatus;
  /** every store view, the default first (a storefront syncs each under its own prefix) */
  stores: Array<StoreView>;
  /** one application with its payload and history */
  tradeApplication?: Maybe<TradeApplication>;
  /** trade applications, newest first by default */
  tradeApplications: TradeApplicationPage;
  urlResolver: UrlResolution;
  wishlist: Wishlist;
};


export type QueryAccessBasicMatrixArgs = {
  storeId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAccessBasicSettingsArgs = {
  storeId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAccessExplainArgs = {
  country?: InputMaybe<Scalars['String']['input']>;
  customer?: InputMaybe<Scalars['String']['input']>;
  groupId?: InputMaybe<Scalars['Int']['input']>;
  productId: Scalars['Int']['input'];
  storeId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAccessExplainProductsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  search: Scalars['String']['input'];
};


export type QueryAccessRulesArgs = {
  filter?: InputMaybe<AccessRuleFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<AccessRuleSort>;
};


export type QueryAccessRulesDiagnosticsArgs = {
  ruleId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminApprovalRulesArgs = {
  companyId: Scalars['Int']['input'];
};


export type QueryAdminBlogPostArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAdminBlogPostsArgs = {
  filter?: InputMaybe<BlogPostFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminCmsBlockArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAdminCmsBlocksArgs = {
  filter?: InputMaybe<CmsBlockFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminCmsPageArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAdminCmsPagesArgs = {
  filter?: InputMaybe<CmsPageFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminCompanyCreditArgs = {
  companyId: Scalars['Int']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminProductArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAdminProductsArgs = {
  filter?: InputMaybe<AdminProductFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<AdminProductSort>;
};


export type QueryAdminPurchaseOrderArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAdminPurchaseOrdersArgs = {
  companyId: Scalars['Int']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminRequisitionListsArgs = {
  companyId?: InputMaybe<Scalars['Int']['input']>;
  customerId?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminSearchArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QueryApprovalRuleExplainArgs = {
  maskedId?: InputMaybe<Scalars['String']['input']>;
  paymentMethod: Scalars['String']['input'];
  shippingMethod?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAuditLogArgs = {
  filter?: InputMaybe<AuditLogFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryBlogPostsArgs = {
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  itemsPerPage?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  urlKey?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCartArgs = {
  maskedId?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCartPaymentMethodsArgs = {
  maskedId?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCartShippingMethodsArgs = {
  maskedId?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCategoryArgs = {
  id: Scalars['Int']['input'];
};


export type QueryCategoryProductsArgs = {
  id: Scalars['Int']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCmsBlocksArgs = {
  identifier?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCmsContentPreviewArgs = {
  content: Scalars['String']['input'];
};


export type QueryCmsPageArgs = {
  identifier: Scalars['String']['input'];
};


export type QueryCmsPagesArgs = {
  identifier?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCompaniesArgs = {
  filter?: InputMaybe<CompanyFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<CompanySort>;
};


export type QueryCompanyArgs = {
  id: Scalars['Int']['input'];
};


export type QueryCompanyCreditArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCompanyHistoryArgs = {
  id: Scalars['Int']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCompanyInvoicesArgs = {
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCompanyOrdersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  scope?: InputMaybe<Scalars['String']['input']>;
};


export type QueryConfigImpactArgs = {
  values: Array<ConfigValueInput>;
};


export type QueryConfigSettingsArgs = {
  prefix?: InputMaybe<Scalars['String']['input']>;
  scope?: InputMaybe<ConfigScope>;
  scopeId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryConfigValuesArgs = {
  prefix?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCustomFormArgs = {
  id: Scalars['Int']['input'];
};


export type QueryCustomFormSubmissionArgs = {
  id: Scalars['Int']['input'];
};


export type QueryCustomFormSubmissionsArgs = {
  filter?: InputMaybe<CustomFormSubmissionFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<CustomFormSubmissionSort>;
};


export type QueryCustomFormSubmissionsCsvArgs = {
  filter?: InputMaybe<CustomFormSubmissionFilter>;
};


export type QueryCustomFormsArgs = {
  filter?: InputMaybe<CustomFormFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<CustomFormSort>;
};


export type QueryCustomerArgs = {
  id: Scalars['Int']['input'];
};


export type QueryCustomerApprovalHistoryArgs = {
  customerId: Scalars['Int']['input'];
};


export type QueryCustomerOrderArgs = {
  incrementId: Scalars['String']['input'];
};


export type QueryCustomerOrderInvoicesArgs = {
  orderId: Scalars['String']['input'];
};


export type QueryCustomerOrdersArgs = {
  itemsPerPage?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCustomersArgs = {
  filter?: InputMaybe<CustomerFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<CustomerSort>;
};


export type QueryGiftcardAccountsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  orderId?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGuestOrderArgs = {
  accessToken: Scalars['String']['input'];
  incrementId: Scalars['String']['input'];
};


export type QueryLayeredFiltersArgs = {
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMailOutboxArgs = {
  filter?: InputMaybe<MailOutboxFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<MailOutboxSort>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMailOutboxMessageArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMailTemplatePreviewArgs = {
  html?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['String']['input'];
  storeId?: InputMaybe<Scalars['Int']['input']>;
  subject?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMailTemplatesArgs = {
  storeId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOrderArgs = {
  id: Scalars['Int']['input'];
};


export type QueryOrdersArgs = {
  filter?: InputMaybe<AdminOrderFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<AdminOrderSort>;
};


export type QueryPendingCustomersArgs = {
  filter?: InputMaybe<PendingCustomerFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<PendingCustomerSort>;
};


export type QueryPriceExplainArgs = {
  companyId?: InputMaybe<Scalars['Int']['input']>;
  customerGroupId?: InputMaybe<Scalars['Int']['input']>;
  productId: Scalars['Int']['input'];
  qty?: InputMaybe<Scalars['Float']['input']>;
  storeId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPriceListArgs = {
  id: Scalars['Int']['input'];
};


export type QueryPriceListConditionCheckArgs = {
  condition: Scalars['String']['input'];
};


export type QueryPriceListExportCsvArgs = {
  priceListId: Scalars['Int']['input'];
};


export type QueryPriceListsArgs = {
  filter?: InputMaybe<PriceListFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<PriceListSort>;
};


export type QueryProductArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  urlKey?: InputMaybe<Scalars['String']['input']>;
};


export type QueryProductImagesArgs = {
  productId: Scalars['Int']['input'];
};


export type QueryProductImportRunArgs = {
  id: Scalars['Int']['input'];
};


export type QueryProductImportRunsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryProductsArgs = {
  filter?: InputMaybe<ProductFilterInput>;
  itemsPerPage?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductSortInput>;
};


export type QueryPurchaseOrderArgs = {
  id: Scalars['Int']['input'];
};


export type QueryPurchaseOrdersArgs = {
  filter?: InputMaybe<PurchaseOrderFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryQuickOrderResolveArgs = {
  csv?: InputMaybe<Scalars['String']['input']>;
  lines?: InputMaybe<Array<QuickOrderLineInput>>;
};


export type QueryQuickOrderSuggestArgs = {
  q: Scalars['String']['input'];
};


export type QueryRequisitionListArgs = {
  id: Scalars['Int']['input'];
};


export type QueryRequisitionListExportCsvArgs = {
  id: Scalars['Int']['input'];
};


export type QuerySalesDashboardArgs = {
  storeId?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySearchArgs = {
  itemsPerPage?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  q: Scalars['String']['input'];
};


export type QueryStorefrontSyncStatusArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTradeApplicationArgs = {
  id: Scalars['Int']['input'];
};


export type QueryTradeApplicationsArgs = {
  filter?: InputMaybe<TradeApplicationFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<TradeApplicationSort>;
};


export type QueryUrlResolverArgs = {
  path: Scalars['String']['input'];
};

/** a resolved line and what adding it did */
export type QuickOrderAddLine = {
  __typename?: 'QuickOrderAddLine';
  added: Scalars['Boolean']['output'];
  addedQty: Scalars['Int']['output'];
  available?: Maybe<Scalars['Int']['output']>;
  cta?: Maybe<QuickOrderCta>;
  inputLines: Array<Scalars['Int']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  product?: Maybe<QuickOrderProduct>;
  qty: Scalars['Int']['output'];
  reason?: Maybe<QuickOrderReason>;
  rule?: Maybe<QuickOrderRule>;
  sku: Scalars['String']['output'];
  status: Scalars['String']['output'];
  variants?: Maybe<Array<QuickOrderVariant>>;
};

/** the lines added to the cart in one transaction, and why the others were not */
export type QuickOrderAddResult = {
  __typename?: 'QuickOrderAddResult';
  cart?: Maybe<QuickOrderCart>;
  lines: Array<QuickOrderAddLine>;
  /** the cart's masked id (a guest names the cart by it: X-Cart-Id) */
  maskedId?: Maybe<Scalars['String']['output']>;
};

export type QuickOrderAddToCartResult = Problem | QuickOrderAddResult;

/** the caller's cart after the add */
export type QuickOrderCart = {
  __typename?: 'QuickOrderCart';
  grandTotal: Scalars['Float']['output'];
  itemsCount: Scalars['Int']['output'];
  itemsQty: Scalars['Int']['output'];
  maskedId: Scalars['String']['output'];
};

/** the access gate's call to action for a line whose price is hidden or whose purchase is blocked */
export type QuickOrderCta = {
  __typename?: 'QuickOrderCta';
  href: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

/** one SKU of the order (input lines of the same SKU merged), as the caller would buy it now */
export type QuickOrderLine = {
  __typename?: 'QuickOrderLine';
  /** out_of_stock: the units that can be had */
  available?: Maybe<Scalars['Int']['output']>;
  cta?: Maybe<QuickOrderCta>;
  /** the input lines merged into it: positions in lines (from 0) or CSV line numbers (from 1) */
  inputLines: Array<Scalars['Int']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  product?: Maybe<QuickOrderProduct>;
  qty: Scalars['Int']['output'];
  rule?: Maybe<QuickOrderRule>;
  /** the product's SKU when found, else as typed */
  sku: Scalars['String']['output'];
  /** ok | not_found | price_hidden | purchase_blocked | out_of_stock | quantity_rule | needs_options */
  status: Scalars['String']['output'];
  /** needs_options: the SKUs to order instead */
  variants?: Maybe<Array<QuickOrderVariant>>;
};

export type QuickOrderLineInput = {
  /** default 1 */
  qty?: InputMaybe<Scalars['Int']['input']>;
  sku: Scalars['String']['input'];
};

/** the product a line found, at the caller's price */
export type QuickOrderProduct = {
  __typename?: 'QuickOrderProduct';
  id: Scalars['Int']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  inStock: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** the caller's unit price for the line's quantity; null when hidden */
  price?: Maybe<Scalars['Float']['output']>;
  sku: Scalars['String']['output'];
  urlKey: Scalars['String']['output'];
};

/** why a line was not added */
export type QuickOrderReason = {
  __typename?: 'QuickOrderReason';
  code: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** every line of a quick order resolved for the caller */
export type QuickOrderResult = {
  __typename?: 'QuickOrderResult';
  canAddToCart: Scalars['Boolean']['output'];
  lines: Array<QuickOrderLine>;
  summary: QuickOrderSummary;
};

/** how many of the product a cart line may hold for the caller */
export type QuickOrderRule = {
  __typename?: 'QuickOrderRule';
  maxQty?: Maybe<Scalars['Float']['output']>;
  minQty?: Maybe<Scalars['Float']['output']>;
  qtyIncrement?: Maybe<Scalars['Float']['output']>;
};

/** a product the caller may order whose SKU starts with, or name contains, the typed text */
export type QuickOrderSuggestion = {
  __typename?: 'QuickOrderSuggestion';
  imageUrl?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  price?: Maybe<Scalars['Float']['output']>;
  sku: Scalars['String']['output'];
  type: Scalars['String']['output'];
  urlKey: Scalars['String']['output'];
};

/** how many lines have each status */
export type QuickOrderSummary = {
  __typename?: 'QuickOrderSummary';
  lines: Scalars['Int']['output'];
  needsOptions: Scalars['Int']['output'];
  notFound: Scalars['Int']['output'];
  ok: Scalars['Int']['output'];
  outOfStock: Scalars['Int']['output'];
  priceHidden: Scalars['Int']['output'];
  purchaseBlocked: Scalars['Int']['output'];
  quantityRule: Scalars['Int']['output'];
};

/** a SKU to order instead: a configurable's buyable variant, a grouped product's child */
export type QuickOrderVariant = {
  __typename?: 'QuickOrderVariant';
  inStock: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  price?: Maybe<Scalars['Float']['output']>;
  sku: Scalars['String']['output'];
};

export type Region = {
  __typename?: 'Region';
  code: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/** one line of the order: whether it went into the cart, and why not (or not in full) */
export type ReorderLine = {
  __typename?: 'ReorderLine';
  added: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** the quantity ordered */
  qty: Scalars['Int']['output'];
  qtyAdded: Scalars['Int']['output'];
  reason?: Maybe<ReorderLineReason>;
  sku: Scalars['String']['output'];
};

export type ReorderLineReason = {
  __typename?: 'ReorderLineReason';
  /** not_available, out_of_stock, purchase_blocked, options_changed, qty_reduced or invalid */
  code: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type ReorderResult = {
  __typename?: 'ReorderResult';
  cart: Cart;
  lines: Array<ReorderLine>;
};

/** a named list of SKUs with quantities and options; shared lists are seen by the company's members who may */
export type RequisitionList = {
  __typename?: 'RequisitionList';
  canEdit: Scalars['Boolean']['output'];
  createdAt: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  items: Array<RequisitionListItem>;
  itemsCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  owner: RequisitionListOwner;
  /** shared with the owner's company */
  shared: Scalars['Boolean']['output'];
  updatedAt: Scalars['String']['output'];
};

export type RequisitionListAddToCartResult = Problem | RequisitionListAddToCartResultData;

export type RequisitionListAddToCartResultData = {
  __typename?: 'RequisitionListAddToCartResultData';
  cart?: Maybe<RequisitionListCartSummary>;
  lines: Array<RequisitionListCartLine>;
  listId: Scalars['Int']['output'];
  maskedId?: Maybe<Scalars['String']['output']>;
};

/** an item of the list, and whether it went into the cart (and why not) */
export type RequisitionListCartLine = RequisitionListLine & {
  __typename?: 'RequisitionListCartLine';
  added: Scalars['Boolean']['output'];
  addedQty: Scalars['Int']['output'];
  available?: Maybe<Scalars['Int']['output']>;
  cta?: Maybe<RequisitionListCta>;
  id: Scalars['Int']['output'];
  message?: Maybe<Scalars['String']['output']>;
  options: Scalars['JSON']['output'];
  /** the caller's unit price now (never a stored one); null when hidden or not found */
  price?: Maybe<Scalars['Float']['output']>;
  product?: Maybe<RequisitionListProduct>;
  qty: Scalars['Int']['output'];
  reason?: Maybe<RequisitionListCartReason>;
  rowTotal?: Maybe<Scalars['Float']['output']>;
  rule?: Maybe<RequisitionListQuantityRule>;
  /** the SKU the item was kept with */
  sku: Scalars['String']['output'];
  /** ok | not_found | price_hidden | purchase_blocked | out_of_stock | quantity_rule | needs_options */
  status: Scalars['String']['output'];
  variants?: Maybe<Array<RequisitionListVariant>>;
};

export type RequisitionListCartReason = {
  __typename?: 'RequisitionListCartReason';
  code: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type RequisitionListCartSummary = {
  __typename?: 'RequisitionListCartSummary';
  grandTotal: Scalars['Float']['output'];
  itemsCount: Scalars['Int']['output'];
  itemsQty: Scalars['Int']['output'];
  maskedId: Scalars['String']['output'];
};

export type RequisitionListCreateResult = Problem | RequisitionList;

export type RequisitionListCsv = {
  __typename?: 'RequisitionListCsv';
  /** sku,qty,options (options as JSON) */
  csv: Scalars['String']['output'];
  filename: Scalars['String']['output'];
};

export type RequisitionListCta = {
  __typename?: 'RequisitionListCta';
  href: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type RequisitionListDeleteResult = Problem | RequisitionList;

export type RequisitionListFromCartResult = Problem | RequisitionList;

export type RequisitionListFromOrderResult = Problem | RequisitionList;

export type RequisitionListImport = {
  __typename?: 'RequisitionListImport';
  dryRun: Scalars['Boolean']['output'];
  errors: Array<RequisitionListImportError>;
  lines: Array<RequisitionListImportLine>;
  list: RequisitionList;
};

export type RequisitionListImportCsvResult = Problem | RequisitionListImport;

export type RequisitionListImportError = {
  __typename?: 'RequisitionListImportError';
  code: Scalars['String']['output'];
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type RequisitionListImportLine = {
  __typename?: 'RequisitionListImportLine';
  line: Scalars['Int']['output'];
  options: Scalars['JSON']['output'];
  qty: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
};

export type RequisitionListInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  shared?: InputMaybe<Scalars['Boolean']['input']>;
};

/** a line of a list, with the caller's price and status now */
export type RequisitionListItem = RequisitionListLine & {
  __typename?: 'RequisitionListItem';
  available?: Maybe<Scalars['Int']['output']>;
  cta?: Maybe<RequisitionListCta>;
  id: Scalars['Int']['output'];
  message?: Maybe<Scalars['String']['output']>;
  options: Scalars['JSON']['output'];
  /** the caller's unit price now (never a stored one); null when hidden or not found */
  price?: Maybe<Scalars['Float']['output']>;
  product?: Maybe<RequisitionListProduct>;
  qty: Scalars['Int']['output'];
  rowTotal?: Maybe<Scalars['Float']['output']>;
  rule?: Maybe<RequisitionListQuantityRule>;
  /** the SKU the item was kept with */
  sku: Scalars['String']['output'];
  /** ok | not_found | price_hidden | purchase_blocked | out_of_stock | quantity_rule | needs_options */
  status: Scalars['String']['output'];
  variants?: Maybe<Array<RequisitionListVariant>>;
};

export type RequisitionListItemInput = {
  /** as the cart takes them: superAttributes, bundleSelections, customOptions, ... */
  options?: InputMaybe<Scalars['JSON']['input']>;
  qty: Scalars['Int']['input'];
  sku: Scalars['String']['input'];
};

export type RequisitionListItemUpdateInput = {
  id: Scalars['Int']['input'];
  options?: InputMaybe<Scalars['JSON']['input']>;
  qty?: InputMaybe<Scalars['Int']['input']>;
};

export type RequisitionListItemsAddResult = Problem | RequisitionList;

export type RequisitionListItemsCopyResult = Problem | RequisitionList;

export type RequisitionListItemsMoveResult = Problem | RequisitionList;

export type RequisitionListItemsRemoveResult = Problem | RequisitionList;

export type RequisitionListItemsUpdateResult = Problem | RequisitionList;

/** an item of a list with the caller's price and status now */
export type RequisitionListLine = {
  available?: Maybe<Scalars['Int']['output']>;
  cta?: Maybe<RequisitionListCta>;
  id: Scalars['Int']['output'];
  message?: Maybe<Scalars['String']['output']>;
  options: Scalars['JSON']['output'];
  /** the caller's unit price now (never a stored one); null when hidden or not found */
  price?: Maybe<Scalars['Float']['output']>;
  product?: Maybe<RequisitionListProduct>;
  qty: Scalars['Int']['output'];
  rowTotal?: Maybe<Scalars['Float']['output']>;
  rule?: Maybe<RequisitionListQuantityRule>;
  /** the SKU the item was kept with */
  sku: Scalars['String']['output'];
  /** ok | not_found | price_hidden | purchase_blocked | out_of_stock | quantity_rule | needs_options */
  status: Scalars['String']['output'];
  variants?: Maybe<Array<RequisitionListVariant>>;
};

export type RequisitionListOwner = {
  __typename?: 'RequisitionListOwner';
  id: Scalars['Int']['output'];
  /** the caller owns the list */
  isMe: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

/** the item's product as the caller sees it now */
export type RequisitionListProduct = {
  __typename?: 'RequisitionListProduct';
  currency: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  inStock: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** the caller's unit price for the item's quantity; null when hidden */
  price?: Maybe<Scalars['Float']['output']>;
  sku: Scalars['String']['output'];
  stockQty?: Maybe<Scalars['Int']['output']>;
  type: Scalars['String']['output'];
  urlKey: Scalars['String']['output'];
};

export type RequisitionListQuantityRule = {
  __typename?: 'RequisitionListQuantityRule';
  maxQty?: Maybe<Scalars['Int']['output']>;
  minQty?: Maybe<Scalars['Int']['output']>;
  qtyIncrement?: Maybe<Scalars['Int']['output']>;
};

export type RequisitionListUpdateResult = Problem | RequisitionList;

export type RequisitionListVariant = {
  __typename?: 'RequisitionListVariant';
  inStock: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  price?: Maybe<Scalars['Float']['output']>;
  sku: Scalars['String']['output'];
};

/** the figures of the orders in one currency */
export type SalesCurrencyFigures = {
  __typename?: 'SalesCurrencyFigures';
  currency: Scalars['String']['output'];
  /** each of the last 30 local days, oldest first */
  daily: Array<SalesDay>;
  /** today and the 6 days before */
  last7Days: SalesWindow;
  /** today and the 29 days before */
  last30Days: SalesWindow;
  today: SalesWindow;
  /** the 5 products most ordered over the last 30 days */
  topProductsByQty: Array<SalesTopProduct>;
  /** the 5 products of the highest row totals over the last 30 days */
  topProductsByRevenue: Array<SalesTopProduct>;
};

/** the dashboard's sales figures (docs/admin-console.md#dashboard) */
export type SalesDashboard = {
  __typename?: 'SalesDashboard';
  /** one per currency ordered in over the last 30 days (the store's own when none) */
  currencies: Array<SalesCurrencyFigures>;
  generatedAt: Scalars['String']['output'];
  /** null: every store */
  storeId?: Maybe<Scalars['Int']['output']>;
  /** the IANA zone the days are counted in (general/locale/timezone) */
  timezone: Scalars['String']['output'];
  /** open orders (pending, processing) with something left to ship */
  toShipCount: Scalars['Int']['output'];
  /** the oldest 5 of them */
  toShipOldest: Array<SalesOrderToShip>;
};

export type SalesDay = {
  __typename?: 'SalesDay';
  /** the local date, YYYY-MM-DD */
  date: Scalars['String']['output'];
  orders: Scalars['Int']['output'];
  revenue: Scalars['Float']['output'];
};

export type SalesOrderToShip = {
  __typename?: 'SalesOrderToShip';
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  customerEmail: Scalars['String']['output'];
  grandTotal: Scalars['Float']['output'];
  id: Scalars['Int']['output'];
  incrementId: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

/** a cart price rule: a coupon code taking a percent of the subtotal or a fixed amount off the cart */
export type SalesRule = {
  __typename?: 'SalesRule';
  /** upper-case; customers may type it in any case */
  code: Scalars['String']['output'];
  /** empty: every group */
  customerGroupIds: Array<Scalars['Int']['output']>;
  discountAmount: Scalars['Float']['output'];
  /** percent | fixed */
  discountType: Scalars['String']['output'];
  freeShipping: Scalars['Boolean']['output'];
  fromDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** empty: every store */
  storeIds: Array<Scalars['Int']['output']>;
  timesUsed: Scalars['Int']['output'];
  toDate?: Maybe<Scalars['String']['output']>;
  /** null: unlimited */
  usesPerCoupon?: Maybe<Scalars['Int']['output']>;
};

export type SalesRuleCreateInput = {
  code: Scalars['String']['input'];
  customerGroupIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  discountAmount: Scalars['Float']['input'];
  /** percent | fixed */
  discountType: Scalars['String']['input'];
  freeShipping?: InputMaybe<Scalars['Boolean']['input']>;
  /** ISO date-time; absent: from now */
  fromDate?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  storeIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  toDate?: InputMaybe<Scalars['String']['input']>;
  usesPerCoupon?: InputMaybe<Scalars['Int']['input']>;
};

export type SalesRuleCreateResult = Problem | SalesRuleCreateSuccess;

export type SalesRuleCreateSuccess = {
  __typename?: 'SalesRuleCreateSuccess';
  data: SalesRule;
};

export type SalesRuleUpdateInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  customerGroupIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  discountAmount?: InputMaybe<Scalars['Float']['input']>;
  /** percent | fixed */
  discountType?: InputMaybe<Scalars['String']['input']>;
  freeShipping?: InputMaybe<Scalars['Boolean']['input']>;
  /** ISO date-time; absent: from now */
  fromDate?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  storeIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  toDate?: InputMaybe<Scalars['String']['input']>;
  usesPerCoupon?: InputMaybe<Scalars['Int']['input']>;
};

export type SalesRuleUpdateResult = Problem | SalesRuleUpdateSuccess;

export type SalesRuleUpdateSuccess = {
  __typename?: 'SalesRuleUpdateSuccess';
  data: SalesRule;
};

export type SalesTopProduct = {
  __typename?: 'SalesTopProduct';
  name: Scalars['String']['output'];
  productId: Scalars['Int']['output'];
  /** units ordered */
  qty: Scalars['Int']['output'];
  /** the lines' row totals (before the order's discount) */
  revenue: Scalars['Float']['output'];
  sku: Scalars['String']['output'];
};

/** orders not canceled from a local midnight until now: how many, their grand totals summed, and the average */
export type SalesWindow = {
  __typename?: 'SalesWindow';
  /** revenue / orders (0 without orders) */
  averageOrderValue: Scalars['Float']['output'];
  /** the window's first instant (a midnight in the store's time zone), ISO 8601 */
  from: Scalars['String']['output'];
  orders: Scalars['Int']['output'];
  /** the grand totals of the orders not canceled (refunds are not subtracted) */
  revenue: Scalars['Float']['output'];
};

export type ShipmentTrack = {
  __typename?: 'ShipmentTrack';
  carrier: Scalars['String']['output'];
  number: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type ShipmentTrackInput = {
  carrier: Scalars['String']['input'];
  number: Scalars['String']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ShippingMethod = {
  __typename?: 'ShippingMethod';
  carrierCode: Scalars['String']['output'];
  carrierTitle: Scalars['String']['output'];
  /** carrierCode_methodCode, what cartShippingMethodSet takes */
  code: Scalars['String']['output'];
  methodCode: Scalars['String']['output'];
  methodTitle: Scalars['String']['output'];
  price: Scalars['Float']['output'];
  /** carrier title - method title */
  title: Scalars['String']['output'];
};

/** what a write would change for one customer group at one store view */
export type ShopperGroupImpact = {
  __typename?: 'ShopperGroupImpact';
  after: ShopperView;
  /** listed products that could be bought again */
  becomePurchasable: Scalars['Int']['output'];
  /** listed products that could no longer be bought */
  becomeUnpurchasable: Scalars['Int']['output'];
  before: ShopperView;
  /** products that would leave the listings */
  disappear: Scalars['Int']['output'];
  /** listed products whose price would show again */
  gainPrice: Scalars['Int']['output'];
  /** 0 = NOT LOGGED IN (guests) */
  groupId: Scalars['Int']['output'];
  groupName: Scalars['String']['output'];
  /** listed products whose price would be hidden */
  losePrice: Scalars['Int']['output'];
  /** products that would come back to the listings */
  reappear: Scalars['Int']['output'];
  storeCode: Scalars['String']['output'];
  /** the store view this row counts */
  storeId: Scalars['Int']['output'];
};

/** what a write would change for shoppers, computed by the server from the access gate's own evaluation before writing; empty groups, no loginWall and no modules: nothing shoppers see changes */
export type ShopperImpact = {
  __typename?: 'ShopperImpact';
  /** nothing shoppers see changes */
  empty: Scalars['Boolean']['output'];
  /** the customer groups for which something changes */
  groups: Array<ShopperGroupImpact>;
  /** on or off when the login wall for guests changes; null: unchanged */
  loginWall?: Maybe<Scalars['String']['output']>;
  /** modules switched on or off */
  modules: Array<ShopperModuleSwitch>;
  storeCode: Scalars['String']['output'];
  /** every store view counted: each the write reaches (a default-scope change: every store); groups has a row per store and group */
  storeCodes: Array<Scalars['String']['output']>;
  /** the first store view where something changes (nothing changes: the first counted) */
  storeId: Scalars['Int']['output'];
  /** one line, e.g. "guests: 412 products lose their price, 13 disappear from listings"; empty: nothing changes */
  summary: Scalars['String']['output'];
};

export type ShopperModuleSwitch = {
  __typename?: 'ShopperModuleSwitch';
  code: Scalars['String']['output'];
  /** on after the write */
  enabled: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
};

/** what a customer group sees among the products the catalogue lists (enabled, visible in the catalogue) */
export type ShopperView = {
  __typename?: 'ShopperView';
  /** products listed for the group */
  listed: Scalars['Int']['output'];
  /** listed with their price */
  priced: Scalars['Int']['output'];
  /** listed and offered for sale */
  purchasable: Scalars['Int']['output'];
};

export type SortDirection =
  | 'asc'
  | 'desc';

export type SortOption = {
  __typename?: 'SortOption';
  code: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type SpendingLimit = {
  __typename?: 'SpendingLimit';
  amount: Scalars['Float']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  memberId?: Maybe<Scalars['Int']['output']>;
  roleId?: Maybe<Scalars['Int']['output']>;
  /** `<n>d`, `month` or `quarter` */
  window: Scalars['String']['output'];
};

export type SpendingLimitCreateResult = Problem | SpendingLimit;

export type SpendingLimitDeleteResult = Problem | SpendingLimit;

export type SpendingLimitInput = {
  /** a decimal, e.g. "5000.00" */
  amount?: InputMaybe<Scalars['String']['input']>;
  memberId?: InputMaybe<Scalars['Int']['input']>;
  roleId?: InputMaybe<Scalars['Int']['input']>;
  /** `<1..366>d`, `month` or `quarter` */
  window?: InputMaybe<Scalars['String']['input']>;
};

export type SpendingLimitUpdateResult = Problem | SpendingLimit;

export type SpendingLimitVerdict = {
  __typename?: 'SpendingLimitVerdict';
  amount: Scalars['String']['output'];
  appliesTo: Scalars['String']['output'];
  limitId: Scalars['Int']['output'];
  over: Scalars['Boolean']['output'];
  spent: Scalars['String']['output'];
  window: Scalars['String']['output'];
  withOrder: Scalars['String']['output'];
};

export type StoreConfig = {
  __typename?: 'StoreConfig';
  allowedCountries: Array<Scalars['String']['output']>;
  baseCurrencyCode: Scalars['String']['output'];
  baseMediaUrl: Scalars['String']['output'];
  baseUrl: Scalars['String']['output'];
  cmsHomePage: Scalars['String']['output'];
  defaultCountry: Scalars['String']['output'];
  defaultDescription: Scalars['String']['output'];
  defaultDisplayCurrencyCode: Scalars['String']['output'];
  defaultTitle: Scalars['String']['output'];
  extensions: StoreConfigExtensions;
  /** the store code (Maho's identifier) */
  id: Scalars['String']['output'];
  isGuestCheckoutAllowed: Scalars['Boolean']['output'];
  locale: Scalars['String']['output'];
  logoAlt: Scalars['String']['output'];
  logoUrl?: Maybe<Scalars['String']['output']>;
  newsletterEnabled: Scalars['Boolean']['output'];
  /** false: the catalogue has no product reviews */
  reviewsEnabled: Scalars['Boolean']['output'];
  storeCode: Scalars['String']['output'];
  storeName: Scalars['String']['output'];
  timezone: Scalars['String']['output'];
  weightUnit: Scalars['String']['output'];
  wishlistEnabled: Scalars['Boolean']['output'];
};

export type StoreConfigExtensions = {
  __typename?: 'StoreConfigExtensions';
  b2bPlugins: Array<PluginManifest>;
};

/** a store view: what a storefront sends as X-Store-Code */
export type StoreView = {
  __typename?: 'StoreView';
  code: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  isDefault: Scalars['Boolean']['output'];
  locale: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type StorefrontSyncNowResult = Problem | StorefrontSyncNowSuccess;

export type StorefrontSyncNowSuccess = {
  __typename?: 'StorefrontSyncNowSuccess';
  data: Scalars['Boolean']['output'];
};

export type StorefrontSyncOutcome =
  /** the worker synced and answered 2xx */
  | 'accepted'
  /** the worker refused or every attempt failed (see reason) */
  | 'failed'
  /** asked while STOREFRONT_URL and SYNC_SECRET were not set */
  | 'not_configured'
  /** asked, the worker has not answered yet (or the process ended first) */
  | 'pending';

export type StorefrontSyncRun = {
  __typename?: 'StorefrontSyncRun';
  adminId?: Maybe<Scalars['Int']['output']>;
  attempts: Scalars['Int']['output'];
  durationMs?: Maybe<Scalars['Int']['output']>;
  /** when the worker answered (or the last attempt failed) */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['Int']['output'];
  /** product ids of a partial product sync; null: all */
  itemCount?: Maybe<Scalars['Int']['output']>;
  /** full or partial */
  kind: Scalars['String']['output'];
  outcome: StorefrontSyncOutcome;
  /** the worker path called */
  path: Scalars['String']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  requestedAt: Scalars['DateTime']['output'];
  /** admin (sync now), cron, change (a catalogue save), module (a module's rules or config) or start (the first sync of `npm start`) */
  trigger: Scalars['String']['output'];
  /** the worker's answer: {success, synced: {products, categories, ...}, duration} */
  workerReport?: Maybe<Scalars['JSON']['output']>;
};

export type StorefrontSyncStatus = {
  __typename?: 'StorefrontSyncStatus';
  /** STOREFRONT_URL and SYNC_SECRET are set: this backend asks the worker to sync */
  configured: Scalars['Boolean']['output'];
  /** the last full sync the worker accepted */
  lastFullSync?: Maybe<StorefrontSyncRun>;
  /** the last sync requests, newest first */
  runs: Array<StorefrontSyncRun>;
  storefrontUrl?: Maybe<Scalars['String']['output']>;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** products, categories, CMS pages or blog posts changed: a storefront re-syncs what it names. Config changes (with their paths) reach admin subscribers with the config scope only. */
  catalogChanged: CatalogChange;
  /** an admin approved or declined a customer (after the decision committed, on any instance) */
  customerApprovalDecided: ApprovalDecision;
  /** a new account awaits approval (after its registration committed, on any instance) */
  customerPendingAdded: ApprovalCustomer;
  /** a trade application was recorded, or another submission appended to it (after its submission committed, on any instance) */
  tradeApplicationAdded: TradeApplication;
  /** an application was approved or declined (after the decision committed, on any instance) */
  tradeApplicationDecided: TradeApplicationDecision;
};

export type TierPrice = {
  __typename?: 'TierPrice';
  /** null: every group */
  customerGroupId?: Maybe<Scalars['Int']['output']>;
  price: Scalars['Float']['output'];
  qty: Scalars['Float']['output'];
};

/** a trade account application made by a submission of a nominated form */
export type TradeApplication = {
  __typename?: 'TradeApplication';
  createdAt: Scalars['String']['output'];
  customerId: Scalars['Int']['output'];
  decidedAt?: Maybe<Scalars['String']['output']>;
  decisionNote: Scalars['String']['output'];
  email: Scalars['String']['output'];
  /** that account, when forExistingAccount */
  existingCustomer?: Maybe<TradeApplicationExistingCustomer>;
  /** later submissions whose data differ from payload: approval needs confirmFlaggedSubmissions while above 0 */
  flaggedSubmissions: Scalars['Int']['output'];
  /** the email belonged to an account before this application (anyone can type it): declining never changes that account; approving needs confirmExistingAccount */
  forExistingAccount: Scalars['Boolean']['output'];
  formCode: Scalars['String']['output'];
  /** the applicant's account has a password (false: approval mails a one-time set-password link) */
  hasPassword: Scalars['Boolean']['output'];
  history: Array<TradeApplicationHistoryEntry>;
  id: Scalars['Int']['output'];
  /** the payload of the submission that opened it (never a password); later submissions never replace it */
  payload: Scalars['JSON']['output'];
  status: TradeApplicationStatus;
  storeId: Scalars['Int']['output'];
  /** the submission that opened it */
  submissionId: Scalars['Int']['output'];
  /** every submission for the email while it was open, oldest first */
  submissions: Array<TradeApplicationSubmission>;
  updatedAt: Scalars['String']['output'];
};

export type TradeApplicationApproveResult = Problem | TradeApplicationApproveSuccess;

export type TradeApplicationApproveSuccess = {
  __typename?: 'TradeApplicationApproveSuccess';
  data: TradeApplication;
};

export type TradeApplicationDecision = {
  __typename?: 'TradeApplicationDecision';
  application: TradeApplication;
  customerGroupId: Scalars['Int']['output'];
};

export type TradeApplicationDeclineResult = Problem | TradeApplicationDeclineSuccess;

export type TradeApplicationDeclineSuccess = {
  __typename?: 'TradeApplicationDeclineSuccess';
  data: TradeApplication;
};

/** the account an application's email belonged to before the application was made */
export type TradeApplicationExistingCustomer = {
  __typename?: 'TradeApplicationExistingCustomer';
  groupId: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  /** its approval status now: pending, active or rejected */
  status: Scalars['String']['output'];
  /** its approval status when the application was made */
  statusAtApplication: Scalars['String']['output'];
};

export type TradeApplicationFilter = {
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  /** part of the applicant's email */
  email?: InputMaybe<Scalars['String']['input']>;
  /** only applications made for an account that existed before them (true) or that made theirs (false) */
  forExistingAccount?: InputMaybe<Scalars['Boolean']['input']>;
  /** default: every status */
  status?: InputMaybe<Array<TradeApplicationStatus>>;
  storeId?: InputMaybe<Scalars['Int']['input']>;
};

/** one thing that happened to an application */
export type TradeApplicationHistoryEntry = {
  __typename?: 'TradeApplicationHistoryEntry';
  adminUsername?: Maybe<Scalars['String']['output']>;
  at: Scalars['String']['output'];
  /** resubmitted: its data differ from the application's */
  flagged?: Maybe<Scalars['Boolean']['output']>;
  /** submitted, resubmitted (another submission for the email while open; payload: its own data), approved, declined; merged (older rows: payload is the one a later submission replaced) */
  kind: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
  payload?: Maybe<Scalars['JSON']['output']>;
  submissionId?: Maybe<Scalars['Int']['output']>;
};

/** the outcome for one id of a mass decision */
export type TradeApplicationMassItem = {
  __typename?: 'TradeApplicationMassItem';
  id: Scalars['Int']['output'];
  result: TradeApplicationMassItemResult;
};

export type TradeApplicationMassItemResult = Problem | TradeApplicationMassItemSuccess;

export type TradeApplicationMassItemSuccess = {
  __typename?: 'TradeApplicationMassItemSuccess';
  data: TradeApplication;
};

export type TradeApplicationPage = {
  __typename?: 'TradeApplicationPage';
  items: Array<TradeApplication>;
  totalCount: Scalars['Int']['output'];
};

export type TradeApplicationSort = {
  direction?: InputMaybe<TradeApplicationSortDirection>;
  field?: InputMaybe<TradeApplicationSortField>;
};

export type TradeApplicationSortDirection =
  | 'asc'
  | 'desc';

export type TradeApplicationSortField =
  | 'createdAt'
  | 'email'
  | 'id'
  | 'status';

export type TradeApplicationStatus =
  | 'approved'
  | 'declined'
  | 'pending';

/** one submission for the application's email while it was open, with its own data */
export type TradeApplicationSubmission = {
  __typename?: 'TradeApplicationSubmission';
  at: Scalars['String']['output'];
  /** a resubmission whose data differ from the application's: it may not come from the applicant */
  flagged: Scalars['Boolean']['output'];
  formCode: Scalars['String']['output'];
  /** submitted (opened the application; its payload is the application's) or resubmitted */
  kind: Scalars['String']['output'];
  /** this submission's data (never a password) */
  payload: Scalars['JSON']['output'];
  submissionId: Scalars['Int']['output'];
};

export type UrlResolution = {
  __typename?: 'UrlResolution';
  id?: Maybe<Scalars['Int']['output']>;
  identifier?: Maybe<Scalars['String']['output']>;
  redirectType: Scalars['Int']['output'];
  redirectUrl?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
};

export type Wishlist = {
  __typename?: 'Wishlist';
  member: Array<WishlistItem>;
  totalItems: Scalars['Int']['output'];
};

export type WishlistAddInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  productId?: InputMaybe<Scalars['Int']['input']>;
  qty?: InputMaybe<Scalars['Int']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
};

export type WishlistAddResult = Problem | WishlistAddSuccess;

export type WishlistAddSuccess = {
  __typename?: 'WishlistAddSuccess';
  data: WishlistItem;
};

export type WishlistItem = {
  __typename?: 'WishlistItem';
  addedAt: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  inStock: Scalars['Boolean']['output'];
  productId: Scalars['Int']['output'];
  productImageUrl?: Maybe<Scalars['String']['output']>;
  productName: Scalars['String']['output'];
  /** the final price for the caller's group; null when hidden */
  productPrice?: Maybe<Scalars['Float']['output']>;
  productSku: Scalars['String']['output'];
  productType: Scalars['String']['output'];
  productUrl: Scalars['String']['output'];
  qty: Scalars['Int']['output'];
};

export type WishlistRemoveResult = Problem | WishlistRemoveSuccess;

export type WishlistRemoveSuccess = {
  __typename?: 'WishlistRemoveSuccess';
  data: Scalars['Boolean']['output'];
};

export type AnswersFormFieldsQueryVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type AnswersFormFieldsQuery = { __typename?: 'Query', customForms: { __typename?: 'CustomFormPage', items: Array<{ __typename?: 'CustomForm', code: string, fields: Array<{ __typename?: 'CustomFormField', key: string, label: string, type: CustomFormFieldType, options: Array<{ __typename?: 'CustomFormFieldOption', value: string, label: string }> }> }> } };

export type ShopperImpactFieldsFragment = { __typename?: 'ShopperImpact', storeCode: string, storeCodes: Array<string>, empty: boolean, summary: string, loginWall?: string | null, modules: Array<{ __typename?: 'ShopperModuleSwitch', code: string, label: string, enabled: boolean }>, groups: Array<{ __typename?: 'ShopperGroupImpact', storeCode: string, groupId: number, groupName: string, losePrice: number, gainPrice: number, disappear: number, reappear: number, becomeUnpurchasable: number, becomePurchasable: number, before: { __typename?: 'ShopperView', listed: number, priced: number }, after: { __typename?: 'ShopperView', listed: number, priced: number } }> };

export type GlobalSearchQueryVariables = Exact<{
  query: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type GlobalSearchQuery = { __typename?: 'Query', adminSearch: { __typename?: 'AdminSearchResults', orders: Array<{ __typename?: 'AdminSearchHit', id: number, label: string, sublabel: string, path: string, exact: boolean }>, customers: Array<{ __typename?: 'AdminSearchHit', id: number, label: string, sublabel: string, path: string, exact: boolean }>, products: Array<{ __typename?: 'AdminSearchHit', id: number, label: string, sublabel: string, path: string, exact: boolean }> } };

export type ProblemFieldsFragment = { __typename?: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> };

export type AccessRuleRowFragment = { __typename?: 'AccessRule', id: number, name: string, isActive: boolean, priority: number, customerGroupIds: Array<number>, storeCodes: Array<string>, countries: Array<string>, source?: string | null, conditions?: unknown | null, legacy: boolean, scopeCategoryIds: Array<number>, productIds: Array<number>, hideListing: boolean, hidePrice: boolean, blockPurchase: boolean, redirectCms?: string | null, enforcement: AccessRuleEnforcement, message?: string | null, updatedAt: string };

export type AccessRulesGridQueryVariables = Exact<{
  filter?: InputMaybe<AccessRuleFilter>;
  sort?: InputMaybe<AccessRuleSort>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AccessRulesGridQuery = { __typename?: 'Query', accessRules: { __typename?: 'AccessRulePage', totalCount: number, items: Array<{ __typename?: 'AccessRule', id: number, name: string, isActive: boolean, priority: number, customerGroupIds: Array<number>, storeCodes: Array<string>, countries: Array<string>, source?: string | null, conditions?: unknown | null, legacy: boolean, scopeCategoryIds: Array<number>, productIds: Array<number>, hideListing: boolean, hidePrice: boolean, blockPurchase: boolean, redirectCms?: string | null, enforcement: AccessRuleEnforcement, message?: string | null, updatedAt: string }> } };

export type AccessRulesOrderQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AccessRulesOrderQuery = { __typename?: 'Query', accessRules: { __typename?: 'AccessRulePage', totalCount: number, items: Array<{ __typename?: 'AccessRule', id: number }> } };

export type AccessRulesCatalogQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessRulesCatalogQuery = { __typename?: 'Query', accessRuleCatalog: { __typename?: 'AccessRuleCatalog', categoryIds: Array<number>, stores: Array<string>, cmsPages: Array<string>, attributes: Array<{ __typename?: 'AccessRuleCatalogAttribute', code: string, type: string, options: Array<string> }>, groups: Array<{ __typename?: 'AccessRuleCatalogGroup', code: string, id: number }> }, customerGroups: Array<{ __typename?: 'CustomerGroup', id: number, code: string, name: string }>, stores: Array<{ __typename?: 'StoreView', id: number, code: string, name: string, isDefault: boolean }> };

export type AccessRuleEditorCreateMutationVariables = Exact<{
  input: AccessRuleInput;
  confirmCatchAll?: InputMaybe<Scalars['Boolean']['input']>;
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type AccessRuleEditorCreateMutation = { __typename?: 'Mutation', accessRuleCreate:
    | { __typename: 'AccessRuleCreateSuccess', data: { __typename?: 'AccessRule', id: number, name: string, isActive: boolean, priority: number, customerGroupIds: Array<number>, storeCodes: Array<string>, countries: Array<string>, source?: string | null, conditions?: unknown | null, legacy: boolean, scopeCategoryIds: Array<number>, productIds: Array<number>, hideListing: boolean, hidePrice: boolean, blockPurchase: boolean, redirectCms?: string | null, enforcement: AccessRuleEnforcement, message?: string | null, updatedAt: string }, impact?: { __typename?: 'ShopperImpact', storeCode: string, storeCodes: Array<string>, empty: boolean, summary: string, loginWall?: string | null, modules: Array<{ __typename?: 'ShopperModuleSwitch', code: string, label: string, enabled: boolean }>, groups: Array<{ __typename?: 'ShopperGroupImpact', storeCode: string, groupId: number, groupName: string, losePrice: number, gainPrice: number, disappear: number, reappear: number, becomeUnpurchasable: number, becomePurchasable: number, before: { __typename?: 'ShopperView', listed: number, priced: number }, after: { __typename?: 'ShopperView', listed: number, priced: number } }> } | null }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type AccessRuleEditorUpdateMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: AccessRuleInput;
  confirmCatchAll?: InputMaybe<Scalars['Boolean']['input']>;
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type AccessRuleEditorUpdateMutation = { __typename?: 'Mutation', accessRuleUpdate:
    | { __typename: 'AccessRuleUpdateSuccess', data: { __typename?: 'AccessRule', id: number, name: string, isActive: boolean, priority: number, customerGroupIds: Array<number>, storeCodes: Array<string>, countries: Array<string>, source?: string | null, conditions?: unknown | null, legacy: boolean, scopeCategoryIds: Array<number>, productIds: Array<number>, hideListing: boolean, hidePrice: boolean, blockPurchase: boolean, redirectCms?: string | null, enforcement: AccessRuleEnforcement, message?: string | null, updatedAt: string }, impact?: { __typename?: 'ShopperImpact', storeCode: string, storeCodes: Array<string>, empty: boolean, summary: string, loginWall?: string | null, modules: Array<{ __typename?: 'ShopperModuleSwitch', code: string, label: string, enabled: boolean }>, groups: Array<{ __typename?: 'ShopperGroupImpact', storeCode: string, groupId: number, groupName: string, losePrice: number, gainPrice: number, disappear: number, reappear: number, becomeUnpurchasable: number, becomePurchasable: number, before: { __typename?: 'ShopperView', listed: number, priced: number }, after: { __typename?: 'ShopperView', listed: number, priced: number } }> } | null }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type AccessRuleGridSetEnabledMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  enabled: Scalars['Boolean']['input'];
  confirmCatchAll?: InputMaybe<Scalars['Boolean']['input']>;
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type AccessRuleGridSetEnabledMutation = { __typename?: 'Mutation', accessRuleSetEnabled:
    | { __typename: 'AccessRuleSetEnabledSuccess', data: { __typename?: 'AccessRule', id: number, isActive: boolean }, impact?: { __typename?: 'ShopperImpact', storeCode: string, storeCodes: Array<string>, empty: boolean, summary: string, loginWall?: string | null, modules: Array<{ __typename?: 'ShopperModuleSwitch', code: string, label: string, enabled: boolean }>, groups: Array<{ __typename?: 'ShopperGroupImpact', storeCode: string, groupId: number, groupName: string, losePrice: number, gainPrice: number, disappear: number, reappear: number, becomeUnpurchasable: number, becomePurchasable: number, before: { __typename?: 'ShopperView', listed: number, priced: number }, after: { __typename?: 'ShopperView', listed: number, priced: number } }> } | null }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type AccessRuleGridDeleteMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type AccessRuleGridDeleteMutation = { __typename?: 'Mutation', accessRuleDelete:
    | { __typename: 'AccessRuleDeleteSuccess', data: { __typename?: 'AccessRule', id: number, name: string }, impact?: { __typename?: 'ShopperImpact', storeCode: string, storeCodes: Array<string>, empty: boolean, summary: string, loginWall?: string | null, modules: Array<{ __typename?: 'ShopperModuleSwitch', code: string, label: string, enabled: boolean }>, groups: Array<{ __typename?: 'ShopperGroupImpact', storeCode: string, groupId: number, groupName: string, losePrice: number, gainPrice: number, disappear: number, reappear: number, becomeUnpurchasable: number, becomePurchasable: number, before: { __typename?: 'ShopperView', listed: number, priced: number }, after: { __typename?: 'ShopperView', listed: number, priced: number } }> } | null }
    | { __typename: 'Problem', code: string, message: string, status: number }
   };

export type AccessRulesGridReorderMutationVariables = Exact<{
  ids: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type AccessRulesGridReorderMutation = { __typename?: 'Mutation', accessRulesReorder:
    | { __typename: 'AccessRulesReorderSuccess', data: Array<{ __typename?: 'AccessRule', id: number, priority: number }>, impact?: { __typename?: 'ShopperImpact', storeCode: string, storeCodes: Array<string>, empty: boolean, summary: string, loginWall?: string | null, modules: Array<{ __typename?: 'ShopperModuleSwitch', code: string, label: string, enabled: boolean }>, groups: Array<{ __typename?: 'ShopperGroupImpact', storeCode: string, groupId: number, groupName: string, losePrice: number, gainPrice: number, disappear: number, reappear: number, becomeUnpurchasable: number, becomePurchasable: number, before: { __typename?: 'ShopperView', listed: number, priced: number }, after: { __typename?: 'ShopperView', listed: number, priced: number } }> } | null }
    | { __typename: 'Problem', code: string, message: string, status: number }
   };

export type AccessRulesGridImportMutationVariables = Exact<{
  json: Scalars['JSON']['input'];
  confirmCatchAll?: InputMaybe<Scalars['Boolean']['input']>;
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type AccessRulesGridImportMutation = { __typename?: 'Mutation', accessRulesImport:
    | { __typename: 'AccessRulesImportSuccess', data: Array<{ __typename?: 'AccessRule', id: number, name: string }>, impact?: { __typename?: 'ShopperImpact', storeCode: string, storeCodes: Array<string>, empty: boolean, summary: string, loginWall?: string | null, modules: Array<{ __typename?: 'ShopperModuleSwitch', code: string, label: string, enabled: boolean }>, groups: Array<{ __typename?: 'ShopperGroupImpact', storeCode: string, groupId: number, groupName: string, losePrice: number, gainPrice: number, disappear: number, reappear: number, becomeUnpurchasable: number, becomePurchasable: number, before: { __typename?: 'ShopperView', listed: number, priced: number }, after: { __typename?: 'ShopperView', listed: number, priced: number } }> } | null }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type AccessExplainProductSearchQueryVariables = Exact<{
  search: Scalars['String']['input'];
}>;


export type AccessExplainProductSearchQuery = { __typename?: 'Query', accessExplainProducts: Array<{ __typename?: 'AccessExplainProduct', id: number, sku: string, name: string }> };

export type AccessExplainOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessExplainOptionsQuery = { __typename?: 'Query', customerGroups: Array<{ __typename?: 'CustomerGroup', id: number, code: string, name: string }>, stores: Array<{ __typename?: 'StoreView', id: number, code: string, name: string, isDefault: boolean }>, countries: Array<{ __typename?: 'Country', id: string, name: string }> };

export type AccessExplainPanelQueryVariables = Exact<{
  productId: Scalars['Int']['input'];
  groupId?: InputMaybe<Scalars['Int']['input']>;
  customer?: InputMaybe<Scalars['String']['input']>;
  storeId?: InputMaybe<Scalars['Int']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
}>;


export type AccessExplainPanelQuery = { __typename?: 'Query', accessExplain: { __typename?: 'AccessExplanation', enabled: boolean, mode: string, ruleId?: number | null, ruleName?: string | null, summary: string, steps: unknown, caller: { __typename?: 'AccessExplainCaller', customerId?: number | null, customerEmail?: string | null, groupId: number, storeId: number, storeCode: string, country?: string | null, countryFrom: string }, decision: { __typename?: 'AccessDecision', fired: boolean, hidePrice: boolean, canCheckout: boolean, refusePurchase: boolean, hideListing: boolean, redirect?: string | null, message: string } } };

export type AccessBasicMatrixQueryVariables = Exact<{
  storeId?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AccessBasicMatrixQuery = { __typename?: 'Query', accessBasicSettings: { __typename?: 'AccessBasicSettings', enabled: boolean, mode: string, requireLogin: boolean, hidePrice: boolean, blockPurchase: boolean, byCustomerGroup: boolean, customerGroups: Array<number>, byCategory: boolean, categoryIds: Array<number> }, customerGroups: Array<{ __typename?: 'CustomerGroup', id: number, code: string, name: string }>, categories: Array<{ __typename?: 'Category', id: number, name: string, level: number }> };

export type AccessBasicConfigSetMutationVariables = Exact<{
  path: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type AccessBasicConfigSetMutation = { __typename?: 'Mutation', configValueSet:
    | { __typename: 'ConfigValueSetSuccess', impact?: { __typename?: 'ShopperImpact', storeCode: string, storeCodes: Array<string>, empty: boolean, summary: string, loginWall?: string | null, modules: Array<{ __typename?: 'ShopperModuleSwitch', code: string, label: string, enabled: boolean }>, groups: Array<{ __typename?: 'ShopperGroupImpact', storeCode: string, groupId: number, groupName: string, losePrice: number, gainPrice: number, disappear: number, reappear: number, becomeUnpurchasable: number, becomePurchasable: number, before: { __typename?: 'ShopperView', listed: number, priced: number }, after: { __typename?: 'ShopperView', listed: number, priced: number } }> } | null }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type AccessMatrixImpactQueryVariables = Exact<{
  values: Array<ConfigValueInput> | ConfigValueInput;
}>;


export type AccessMatrixImpactQuery = { __typename?: 'Query', configImpact:
    | { __typename: 'ConfigImpactSuccess', data: { __typename?: 'ShopperImpact', storeCode: string, storeCodes: Array<string>, empty: boolean, summary: string, loginWall?: string | null, modules: Array<{ __typename?: 'ShopperModuleSwitch', code: string, label: string, enabled: boolean }>, groups: Array<{ __typename?: 'ShopperGroupImpact', storeCode: string, groupId: number, groupName: string, losePrice: number, gainPrice: number, disappear: number, reappear: number, becomeUnpurchasable: number, becomePurchasable: number, before: { __typename?: 'ShopperView', listed: number, priced: number }, after: { __typename?: 'ShopperView', listed: number, priced: number } }> } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type AccessRulesDiagnosticsQueryVariables = Exact<{
  ruleId?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AccessRulesDiagnosticsQuery = { __typename?: 'Query', accessRulesDiagnostics: { __typename?: 'AccessRulesDiagnostics', ruleCount: number, productCount: number, shadows: Array<{ __typename?: 'AccessRuleShadow', ruleId: number, ruleName: string, rulePriority: number, shadowedById: number, shadowedByName: string, shadowedByPriority: number, productCount: number, matchedCount: number, neverFires: boolean, message: string, scope: { __typename?: 'AccessRuleShadowScope', groupId: number, storeId: number, storeCode: string, country?: string | null } }> } };

export type AccessRuleShadowProductsQueryVariables = Exact<{
  ruleId: Scalars['Int']['input'];
  page: Scalars['Int']['input'];
}>;


export type AccessRuleShadowProductsQuery = { __typename?: 'Query', accessRulesDiagnostics: { __typename?: 'AccessRulesDiagnostics', shadows: Array<{ __typename?: 'AccessRuleShadow', ruleId: number, shadowedById: number, products: { __typename?: 'AccessProductPage', totalCount: number, items: Array<{ __typename?: 'AccessExplainProduct', id: number, sku: string, name: string }> } }> } };

export type AuditLogGridQueryVariables = Exact<{
  filter?: InputMaybe<AuditLogFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AuditLogGridQuery = { __typename?: 'Query', auditLog: { __typename?: 'AuditLogPage', totalCount: number, items: Array<{ __typename?: 'AuditEntry', id: number, at: string, actorKind: string, adminId?: number | null, adminUsername: string, ip?: string | null, operation: string, entityType: string, entityId: string, before?: unknown | null, after?: unknown | null }> } };

export type ProductImportRunFieldsFragment = { __typename?: 'ProductImportRun', id: number, adminName: string, fileName: string, fileSize: number, dryRun: boolean, status: string, bytesDone: number, rowsTotal: number, rowsDone: number, rowsFailed: number, rowsCreated: number, rowsUpdated: number, rowsUnchanged: number, batchesDone: number, batchesFailed: number, errorCount: number, failure?: string | null, startedAt: string, finishedAt?: string | null };

export type ProductImportRunsQueryVariables = Exact<{
  page: Scalars['Int']['input'];
  pageSize: Scalars['Int']['input'];
}>;


export type ProductImportRunsQuery = { __typename?: 'Query', productImportRuns: { __typename?: 'ProductImportRunPage', totalCount: number, items: Array<{ __typename?: 'ProductImportRun', id: number, adminName: string, fileName: string, fileSize: number, dryRun: boolean, status: string, bytesDone: number, rowsTotal: number, rowsDone: number, rowsFailed: number, rowsCreated: number, rowsUpdated: number, rowsUnchanged: number, batchesDone: number, batchesFailed: number, errorCount: number, failure?: string | null, startedAt: string, finishedAt?: string | null }> } };

export type ProductImportRunQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type ProductImportRunQuery = { __typename?: 'Query', productImportRun?: { __typename?: 'ProductImportRun', id: number, adminName: string, fileName: string, fileSize: number, dryRun: boolean, status: string, bytesDone: number, rowsTotal: number, rowsDone: number, rowsFailed: number, rowsCreated: number, rowsUpdated: number, rowsUnchanged: number, batchesDone: number, batchesFailed: number, errorCount: number, failure?: string | null, startedAt: string, finishedAt?: string | null, errors: Array<{ __typename?: 'ProductImportError', line: number, sku: string, field: string, code: string, message: string }> } | null };

export type AdminCategoryTreeQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCategoryTreeQuery = { __typename?: 'Query', adminCategoryTree: Array<{ __typename?: 'Category', id: number, parentId?: number | null, name: string, urlKey: string, urlPath: string, path: string, level: number, position: number, isActive: boolean, includeInMenu: boolean, isAnchor: boolean, productCount: number, description: string, image?: string | null, metaTitle: string, metaDescription: string, displayMode: string }> };

export type AdminCategoryCreateMutationVariables = Exact<{
  name: Scalars['String']['input'];
  parentId?: InputMaybe<Scalars['Int']['input']>;
  urlKey?: InputMaybe<Scalars['String']['input']>;
  position?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminCategoryCreateMutation = { __typename?: 'Mutation', categoryCreate:
    | { __typename: 'CategoryCreateSuccess', data: { __typename?: 'Category', id: number } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type AdminCategoryUpdateMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: CategoryUpdateInput;
}>;


export type AdminCategoryUpdateMutation = { __typename?: 'Mutation', categoryUpdate:
    | { __typename: 'CategoryUpdateSuccess', data: { __typename?: 'Category', id: number, urlPath: string } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type AdminCategoryMoveMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  parentId: Scalars['Int']['input'];
  position?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminCategoryMoveMutation = { __typename?: 'Mutation', categoryMove:
    | { __typename: 'CategoryMoveSuccess', data: { __typename?: 'Category', id: number, urlPath: string } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type AdminCategoryDeleteMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type AdminCategoryDeleteMutation = { __typename?: 'Mutation', categoryDelete:
    | { __typename: 'CategoryDeleteSuccess', data: { __typename?: 'CategoryDeleteAnswer', deletedIds: Array<number> } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type AdminCategoryProductsQueryVariables = Exact<{
  id: Scalars['Int']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminCategoryProductsQuery = { __typename?: 'Query', categoryProducts:
    | { __typename: 'CategoryProductsSuccess', data: { __typename?: 'CategoryProductPage', totalCount: number, items: Array<{ __typename?: 'CategoryProduct', productId: number, sku: string, name: string, status: number, position: number }> } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type AdminCategoryProductsSetMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  items: Array<CategoryProductPositionInput> | CategoryProductPositionInput;
  removeProductIds?: InputMaybe<Array<Scalars['Int']['input']> | Scalars['Int']['input']>;
}>;


export type AdminCategoryProductsSetMutation = { __typename?: 'Mutation', categoryProductsSet:
    | { __typename: 'CategoryProductsSetSuccess', data: { __typename?: 'CategoryProductPage', totalCount: number } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type AdminCompanyCreditQueryVariables = Exact<{
  companyId: Scalars['Int']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminCompanyCreditQuery = { __typename?: 'Query', adminCompanyCredit?: { __typename?: 'AdminCompanyCredit', credit: { __typename?: 'CompanyCredit', companyId: number, limit: number, balance: number, available: number, currency: string, terms: string, termsLabel: string, allowExceed: boolean, onHold: boolean, holdReason: string, payOnAccount: boolean, purchaseOrder: boolean, historyTotal: number, history: Array<{ __typename?: 'CompanyCreditLedgerEntry', id: number, kind: string, amount: number, balanceAfter: number, limitAfter: number, reference: string, actorKind: string, actorName: string, createdAt: string }> }, invoices: Array<{ __typename?: 'CompanyCreditInvoice', invoiceId: number, incrementId: string, orderIncrementId: string, amount: number, paid: number, due: number, currency: string, dueAt: string, status: string, createdAt: string }> } | null };

export type CompanyCreditFieldsFragment = { __typename?: 'CompanyCredit', companyId: number, limit: number, balance: number, available: number, currency: string, terms: string, termsLabel: string, allowExceed: boolean, onHold: boolean, holdReason: string, payOnAccount: boolean, purchaseOrder: boolean, historyTotal: number, history: Array<{ __typename?: 'CompanyCreditLedgerEntry', id: number, kind: string, amount: number, balanceAfter: number, limitAfter: number, reference: string, actorKind: string, actorName: string, createdAt: string }> };

export type CompanyCreditSetMutationVariables = Exact<{
  companyId: Scalars['Int']['input'];
  input: CompanyCreditInput;
}>;


export type CompanyCreditSetMutation = { __typename?: 'Mutation', companyCreditSet:
    | { __typename: 'CompanyCredit', companyId: number }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type CompanyCreditReimburseMutationVariables = Exact<{
  companyId: Scalars['Int']['input'];
  amount: Scalars['Float']['input'];
  reference?: InputMaybe<Scalars['String']['input']>;
  invoiceIds?: InputMaybe<Array<Scalars['Int']['input']> | Scalars['Int']['input']>;
}>;


export type CompanyCreditReimburseMutation = { __typename?: 'Mutation', companyCreditReimburse:
    | { __typename: 'CompanyCreditReimbursement', entryId: number, payments: Array<{ __typename?: 'CompanyCreditInvoicePayment', invoiceId: number, amount: string, fullyPaid: boolean }> }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type CompaniesGridQueryVariables = Exact<{
  filter?: InputMaybe<CompanyFilter>;
  sort?: InputMaybe<CompanySort>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CompaniesGridQuery = { __typename?: 'Query', companies: { __typename?: 'CompanyGrid', totalCount: number, items: Array<{ __typename?: 'Company', id: number, name: string, email: string, status: string, customerGroupId: number, customerGroupName: string, memberCount: number, createdAt: string, admin: { __typename?: 'CompanyAdminCustomer', customerId: number, email: string, firstName: string, lastName: string } }> } };

export type CompanyGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyGroupsQuery = { __typename?: 'Query', customerGroups: Array<{ __typename?: 'CustomerGroup', id: number, name: string }>, countries: Array<{ __typename?: 'Country', id: string, name: string }> };

export type CompanyDetailFieldsFragment = { __typename?: 'Company', id: number, name: string, legalName: string, email: string, phone: string, vatId: string, resellerId: string, status: string, statusReason: string, storeId: number, customerGroupId: number, customerGroupName: string, salesRepId?: number | null, parentId?: number | null, parentName?: string | null, applicationId?: number | null, memberCount: number, createdAt: string, updatedAt: string, salesRep?: { __typename?: 'CompanyAdminSalesRep', id: number, username: string, email: string } | null, admin: { __typename?: 'CompanyAdminCustomer', customerId: number, email: string, firstName: string, lastName: string }, members: Array<{ __typename?: 'CompanyMember', id: number, customerId: number, email: string, firstName: string, lastName: string, managerId?: number | null, jobTitle: string, status: string, isAdmin: boolean, role?: { __typename?: 'CompanyRole', id: number, name: string } | null }>, roles: Array<{ __typename?: 'CompanyRole', id: number, name: string, permissions: Array<string>, memberCount: number }>, addresses: Array<{ __typename?: 'CompanyAddress', id: number, label: string, firstName: string, lastName: string, company: string, street: Array<string>, city: string, region: string, postcode: string, countryId: string, telephone: string, isDefaultBilling: boolean, isDefaultShipping: boolean }> };

export type CompanyDetailQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type CompanyDetailQuery = { __typename?: 'Query', company?: { __typename?: 'Company', id: number, name: string, legalName: string, email: string, phone: string, vatId: string, resellerId: string, status: string, statusReason: string, storeId: number, customerGroupId: number, customerGroupName: string, salesRepId?: number | null, parentId?: number | null, parentName?: string | null, applicationId?: number | null, memberCount: number, createdAt: string, updatedAt: string, salesRep?: { __typename?: 'CompanyAdminSalesRep', id: number, username: string, email: string } | null, admin: { __typename?: 'CompanyAdminCustomer', customerId: number, email: string, firstName: string, lastName: string }, members: Array<{ __typename?: 'CompanyMember', id: number, customerId: number, email: string, firstName: string, lastName: string, managerId?: number | null, jobTitle: string, status: string, isAdmin: boolean, role?: { __typename?: 'CompanyRole', id: number, name: string } | null }>, roles: Array<{ __typename?: 'CompanyRole', id: number, name: string, permissions: Array<string>, memberCount: number }>, addresses: Array<{ __typename?: 'CompanyAddress', id: number, label: string, firstName: string, lastName: string, company: string, street: Array<string>, city: string, region: string, postcode: string, countryId: string, telephone: string, isDefaultBilling: boolean, isDefaultShipping: boolean }> } | null };

export type CompanyOrdersQueryVariables = Exact<{
  id: Scalars['Int']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CompanyOrdersQuery = { __typename?: 'Query', company?: { __typename?: 'Company', id: number, orders: { __typename?: 'CompanyOrderPage', totalCount: number, items: Array<{ __typename?: 'CompanyOrder', incrementId: string, createdAt: string, status: string, grandTotal: number, currency: string, poNumber?: string | null, invoiceEmail?: string | null, placedBy: { __typename?: 'CompanyOrderPlacer', customerId: number, email: string, firstName: string, lastName: string } }> } } | null };

export type CompanyHistoryQueryVariables = Exact<{
  id: Scalars['Int']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CompanyHistoryQuery = { __typename?: 'Query', companyHistory: { __typename?: 'CompanyEventPage', totalCount: number, items: Array<{ __typename?: 'CompanyEvent', id: number, kind: string, actorKind: string, actorName: string, subjectType: string, subjectId?: number | null, before?: string | null, after?: string | null, note: string, createdAt: string }> } };

export type CompanyApproveMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  customerGroupId?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CompanyApproveMutation = { __typename?: 'Mutation', companyApprove:
    | { __typename: 'Company', id: number, statusReason: string, companyStatus: string }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type CompanyRejectMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
}>;


export type CompanyRejectMutation = { __typename?: 'Mutation', companyReject:
    | { __typename: 'Company', id: number, statusReason: string, companyStatus: string }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type CompanyBlockMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
}>;


export type CompanyBlockMutation = { __typename?: 'Mutation', companyBlock:
    | { __typename: 'Company', id: number, statusReason: string, companyStatus: string }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type CompanyUnblockMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type CompanyUnblockMutation = { __typename?: 'Mutation', companyUnblock:
    | { __typename: 'Company', id: number, statusReason: string, companyStatus: string }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type CustomerCompanyQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type CustomerCompanyQuery = { __typename?: 'Query', customer?: { __typename?: 'Customer', id: number, company?: { __typename?: 'Company', id: number, name: string, status: string, statusReason: string, admin: { __typename?: 'CompanyAdminCustomer', customerId: number }, members: Array<{ __typename?: 'CompanyMember', id: number, customerId: number, status: string, isAdmin: boolean, role?: { __typename?: 'CompanyRole', id: number, name: string } | null }> } | null } | null };

export type ApplicationCompanyQueryVariables = Exact<{
  applicationId: Scalars['Int']['input'];
}>;


export type ApplicationCompanyQuery = { __typename?: 'Query', companies: { __typename?: 'CompanyGrid', items: Array<{ __typename?: 'Company', id: number, name: string, status: string, statusReason: string }> } };

export type CompaniesApproveMutationVariables = Exact<{
  ids: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
}>;


export type CompaniesApproveMutation = { __typename?: 'Mutation', companyApproveMany: Array<{ __typename?: 'CompanyMassItem', id: number, result:
      | { __typename: 'Company', id: number, companyStatus: string }
      | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
     }> };

export type CompaniesRejectMutationVariables = Exact<{
  ids: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
  reason: Scalars['String']['input'];
}>;


export type CompaniesRejectMutation = { __typename?: 'Mutation', companyRejectMany: Array<{ __typename?: 'CompanyMassItem', id: number, result:
      | { __typename: 'Company', id: number, companyStatus: string }
      | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
     }> };

export type CompaniesBlockMutationVariables = Exact<{
  ids: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
  reason: Scalars['String']['input'];
}>;


export type CompaniesBlockMutation = { __typename?: 'Mutation', companyBlockMany: Array<{ __typename?: 'CompanyMassItem', id: number, result:
      | { __typename: 'Company', id: number, companyStatus: string }
      | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
     }> };

export type CompaniesUnblockMutationVariables = Exact<{
  ids: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
}>;


export type CompaniesUnblockMutation = { __typename?: 'Mutation', companyUnblockMany: Array<{ __typename?: 'CompanyMassItem', id: number, result:
      | { __typename: 'Company', id: number, companyStatus: string }
      | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
     }> };

export type CompanyFormOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyFormOptionsQuery = { __typename?: 'Query', customerGroups: Array<{ __typename?: 'CustomerGroup', id: number, name: string }>, stores: Array<{ __typename?: 'StoreView', id: number, name: string }>, companies: { __typename?: 'CompanyGrid', items: Array<{ __typename?: 'Company', id: number, name: string }> } };

export type CompanyCustomerByEmailQueryVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type CompanyCustomerByEmailQuery = { __typename?: 'Query', customers: { __typename?: 'CustomerPage', items: Array<{ __typename?: 'Customer', id: number, email: string }> } };

export type CompanyCreateMutationVariables = Exact<{
  input: CompanyCreateInput;
}>;


export type CompanyCreateMutation = { __typename?: 'Mutation', companyCreate:
    | { __typename: 'Company', id: number, name: string }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type CompanyUpdateMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: CompanyUpdateInput;
}>;


export type CompanyUpdateMutation = { __typename?: 'Mutation', companyUpdate:
    | { __typename: 'Company', id: number, name: string }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type CompanyAdminTransferMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  customerId: Scalars['Int']['input'];
  formerAdminRoleId?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CompanyAdminTransferMutation = { __typename?: 'Mutation', companyAdminTransfer:
    | { __typename: 'Company', id: number, name: string }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type CompanyPriceListsQueryVariables = Exact<{
  companyId: Scalars['Int']['input'];
}>;


export type CompanyPriceListsQuery = { __typename?: 'Query', priceLists: { __typename?: 'PriceListPage', totalCount: number, items: Array<{ __typename?: 'PriceList', id: number, code: string, name: string, active: boolean, priority: number, itemCount: number, adjustmentPercent?: number | null }> } };

export type AdminPurchaseOrdersQueryVariables = Exact<{
  companyId: Scalars['Int']['input'];
  status?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminPurchaseOrdersQuery = { __typename?: 'Query', adminPurchaseOrders: { __typename?: 'PurchaseOrderPage', totalCount: number, items: Array<{ __typename?: 'PurchaseOrder', id: number, number: string, status: string, createdAt: string, currency: string, grandTotal: number, poNumber?: string | null, orderIncrementId?: string | null, failureReason?: string | null, buyer: { __typename?: 'PurchaseOrderBuyer', customerId: number, name: string, email: string }, approvalFlow: Array<{ __typename?: 'PurchaseOrderStep', position: number, status: string, approver: string }> }> } };

export type AdminApprovalRulesQueryVariables = Exact<{
  companyId: Scalars['Int']['input'];
}>;


export type AdminApprovalRulesQuery = { __typename?: 'Query', adminApprovalRules: Array<{ __typename?: 'ApprovalRule', id: number, name: string, priority: number, source: string, isActive: boolean, updatedAt: string }> };

export type AdminApprovalRuleCreateMutationVariables = Exact<{
  companyId: Scalars['Int']['input'];
  input: AdminApprovalRuleInput;
}>;


export type AdminApprovalRuleCreateMutation = { __typename?: 'Mutation', adminApprovalRuleCreate:
    | { __typename: 'ApprovalRule', id: number, name: string }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type AdminApprovalRuleUpdateMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: AdminApprovalRuleInput;
}>;


export type AdminApprovalRuleUpdateMutation = { __typename?: 'Mutation', adminApprovalRuleUpdate:
    | { __typename: 'ApprovalRule', id: number, name: string }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type AdminApprovalRuleDeleteMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type AdminApprovalRuleDeleteMutation = { __typename?: 'Mutation', adminApprovalRuleDelete:
    | { __typename: 'ApprovalRule', id: number, name: string }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type ContentStoresQueryVariables = Exact<{ [key: string]: never; }>;


export type ContentStoresQuery = { __typename?: 'Query', stores: Array<{ __typename?: 'StoreView', id: number, code: string, name: string }> };

export type ContentFormsQueryVariables = Exact<{ [key: string]: never; }>;


export type ContentFormsQuery = { __typename?: 'Query', customForms: { __typename?: 'CustomFormPage', items: Array<{ __typename?: 'CustomForm', id: number, code: string, title: string, active: boolean }> } };

export type ContentPreviewQueryVariables = Exact<{
  content: Scalars['String']['input'];
}>;


export type ContentPreviewQuery = { __typename?: 'Query', cmsContentPreview: string };

export type ContentPageFragment = { __typename?: 'CmsPage', id: number, identifier: string, title: string, rawContent: string, storeIds: Array<number>, isActive: boolean, contentHeading: string, metaTitle: string, metaKeywords: string, metaDescription: string, updatedAt: string };

export type ContentPagesGridQueryVariables = Exact<{
  filter?: InputMaybe<CmsPageFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ContentPagesGridQuery = { __typename?: 'Query', adminCmsPages: { __typename?: 'CmsPageList', totalCount: number, items: Array<{ __typename?: 'CmsPage', id: number, identifier: string, title: string, storeIds: Array<number>, isActive: boolean, updatedAt: string }> } };

export type ContentPageQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type ContentPageQuery = { __typename?: 'Query', adminCmsPage?: { __typename?: 'CmsPage', id: number, identifier: string, title: string, rawContent: string, storeIds: Array<number>, isActive: boolean, contentHeading: string, metaTitle: string, metaKeywords: string, metaDescription: string, updatedAt: string } | null };

export type ContentPageCreateMutationVariables = Exact<{
  input: CmsPageInput;
}>;


export type ContentPageCreateMutation = { __typename?: 'Mutation', cmsPageCreate:
    | { __typename: 'CmsPageCreateSuccess', data: { __typename?: 'CmsPage', id: number, identifier: string, title: string, rawContent: string, storeIds: Array<number>, isActive: boolean, contentHeading: string, metaTitle: string, metaKeywords: string, metaDescription: string, updatedAt: string } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type ContentPageUpdateMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: CmsPageInput;
}>;


export type ContentPageUpdateMutation = { __typename?: 'Mutation', cmsPageUpdate:
    | { __typename: 'CmsPageUpdateSuccess', data: { __typename?: 'CmsPage', id: number, identifier: string, title: string, rawContent: string, storeIds: Array<number>, isActive: boolean, contentHeading: string, metaTitle: string, metaKeywords: string, metaDescription: string, updatedAt: string } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type ContentPageDeleteMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type ContentPageDeleteMutation = { __typename?: 'Mutation', cmsPageDelete:
    | { __typename: 'CmsPageDeleteSuccess', data: { __typename?: 'CmsPage', id: number } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type ContentBlockFragment = { __typename?: 'CmsBlock', id: number, identifier: string, title: string, rawContent: string, storeIds: Array<number>, isActive: boolean, updatedAt: string };

export type ContentBlocksGridQueryVariables = Exact<{
  filter?: InputMaybe<CmsBlockFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ContentBlocksGridQuery = { __typename?: 'Query', adminCmsBlocks: { __typename?: 'CmsBlockList', totalCount: number, items: Array<{ __typename?: 'CmsBlock', id: number, identifier: string, title: string, storeIds: Array<number>, isActive: boolean, updatedAt: string }> } };

export type ContentBlockQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type ContentBlockQuery = { __typename?: 'Query', adminCmsBlock?: { __typename?: 'CmsBlock', id: number, identifier: string, title: string, rawContent: string, storeIds: Array<number>, isActive: boolean, updatedAt: string } | null };

export type ContentBlockCreateMutationVariables = Exact<{
  input: CmsBlockInput;
}>;


export type ContentBlockCreateMutation = { __typename?: 'Mutation', cmsBlockCreate:
    | { __typename: 'CmsBlockCreateSuccess', data: { __typename?: 'CmsBlock', id: number, identifier: string, title: string, rawContent: string, storeIds: Array<number>, isActive: boolean, updatedAt: string } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type ContentBlockUpdateMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: CmsBlockInput;
}>;


export type ContentBlockUpdateMutation = { __typename?: 'Mutation', cmsBlockUpdate:
    | { __typename: 'CmsBlockUpdateSuccess', data: { __typename?: 'CmsBlock', id: number, identifier: string, title: string, rawContent: string, storeIds: Array<number>, isActive: boolean, updatedAt: string } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type ContentBlockDeleteMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type ContentBlockDeleteMutation = { __typename?: 'Mutation', cmsBlockDelete:
    | { __typename: 'CmsBlockDeleteSuccess', data: { __typename?: 'CmsBlock', id: number } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type ContentPostFragment = { __typename?: 'BlogPost', id: number, title: string, urlKey: string, content: string, excerpt: string, imageUrl?: string | null, categoryId?: number | null, isActive: boolean, publishDate: string, metaTitle: string, metaDescription: string, updatedAt: string };

export type ContentPostsGridQueryVariables = Exact<{
  filter?: InputMaybe<BlogPostFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ContentPostsGridQuery = { __typename?: 'Query', adminBlogPosts: { __typename?: 'BlogPostList', totalCount: number, items: Array<{ __typename?: 'BlogPost', id: number, title: string, urlKey: string, categoryId?: number | null, isActive: boolean, publishDate: string }> } };

export type ContentPostQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type ContentPostQuery = { __typename?: 'Query', adminBlogPost?: { __typename?: 'BlogPost', id: number, title: string, urlKey: string, content: string, excerpt: string, imageUrl?: string | null, categoryId?: number | null, isActive: boolean, publishDate: string, metaTitle: string, metaDescription: string, updatedAt: string } | null };

export type ContentPostCreateMutationVariables = Exact<{
  input: BlogPostInput;
}>;


export type ContentPostCreateMutation = { __typename?: 'Mutation', blogPostCreate:
    | { __typename: 'BlogPostCreateSuccess', data: { __typename?: 'BlogPost', id: number, title: string, urlKey: string, content: string, excerpt: string, imageUrl?: string | null, categoryId?: number | null, isActive: boolean, publishDate: string, metaTitle: string, metaDescription: string, updatedAt: string } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type ContentPostUpdateMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: BlogPostInput;
}>;


export type ContentPostUpdateMutation = { __typename?: 'Mutation', blogPostUpdate:
    | { __typename: 'BlogPostUpdateSuccess', data: { __typename?: 'BlogPost', id: number, title: string, urlKey: string, content: string, excerpt: string, imageUrl?: string | null, categoryId?: number | null, isActive: boolean, publishDate: string, metaTitle: string, metaDescription: string, updatedAt: string } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type ContentPostDeleteMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type ContentPostDeleteMutation = { __typename?: 'Mutation', blogPostDelete:
    | { __typename: 'BlogPostDeleteSuccess', data: { __typename?: 'BlogPost', id: number } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type ContentCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ContentCategoriesQuery = { __typename?: 'Query', adminBlogCategories: Array<{ __typename?: 'BlogCategory', id: number, name: string, urlKey: string, position: number }> };

export type ContentCategoryCreateMutationVariables = Exact<{
  input: BlogCategoryInput;
}>;


export type ContentCategoryCreateMutation = { __typename?: 'Mutation', blogCategoryCreate:
    | { __typename: 'BlogCategoryCreateSuccess', data: { __typename?: 'BlogCategory', id: number, name: string, urlKey: string, position: number } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type ContentCategoryUpdateMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: BlogCategoryInput;
}>;


export type ContentCategoryUpdateMutation = { __typename?: 'Mutation', blogCategoryUpdate:
    | { __typename: 'BlogCategoryUpdateSuccess', data: { __typename?: 'BlogCategory', id: number, name: string, urlKey: string, position: number } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type ContentCategoryDeleteMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type ContentCategoryDeleteMutation = { __typename?: 'Mutation', blogCategoryDelete:
    | { __typename: 'BlogCategoryDeleteSuccess', data: { __typename?: 'BlogCategory', id: number } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type CustomersGridQueryVariables = Exact<{
  filter?: InputMaybe<CustomerFilter>;
  sort?: InputMaybe<CustomerSort>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CustomersGridQuery = { __typename?: 'Query', customers: { __typename?: 'CustomerPage', totalCount: number, items: Array<{ __typename?: 'Customer', id: number, email: string, firstName: string, lastName: string, approvalStatus: string, createdAt: string, storeId: number, storeName: string, groupId: number, groupName: string }> } };

export type CustomerGroupsAndStoresQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerGroupsAndStoresQuery = { __typename?: 'Query', customerGroups: Array<{ __typename?: 'CustomerGroup', id: number, name: string }>, stores: Array<{ __typename?: 'StoreView', id: number, name: string }>, countries: Array<{ __typename?: 'Country', id: string, name: string }> };

export type CustomerDetailFieldsFragment = { __typename?: 'Customer', id: number, email: string, firstName: string, lastName: string, approvalStatus: string, createdAt: string, updatedAt: string, storeId: number, storeName: string, groupId: number, groupName: string, dob?: string | null, taxvat?: string | null, isSubscribed: boolean, addresses: Array<{ __typename?: 'CustomerAddress', id: number, firstName: string, lastName: string, company: string, street: Array<string>, city: string, region: string, regionId?: number | null, postcode: string, countryId: string, telephone: string, isDefaultBilling: boolean, isDefaultShipping: boolean }> };

export type CustomerDetailQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type CustomerDetailQuery = { __typename?: 'Query', customer?: { __typename?: 'Customer', id: number, email: string, firstName: string, lastName: string, approvalStatus: string, createdAt: string, updatedAt: string, storeId: number, storeName: string, groupId: number, groupName: string, dob?: string | null, taxvat?: string | null, isSubscribed: boolean, orders: { __typename?: 'CustomerOrderPage', totalItems: number, member: Array<{ __typename?: 'MahoOrder', id: number, incrementId: string, status: string, createdAt: string, currency: string, prices: { __typename?: 'MahoOrderPrices', grandTotal: number } }> }, addresses: Array<{ __typename?: 'CustomerAddress', id: number, firstName: string, lastName: string, company: string, street: Array<string>, city: string, region: string, regionId?: number | null, postcode: string, countryId: string, telephone: string, isDefaultBilling: boolean, isDefaultShipping: boolean }> } | null };

export type CustomerApprovalHistoryPanelQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type CustomerApprovalHistoryPanelQuery = { __typename?: 'Query', customer?: { __typename?: 'Customer', id: number, approvalHistory: Array<{ __typename?: 'ApprovalTransition', id: number, fromStatus?: ApprovalStatus | null, toStatus: ApprovalStatus, note: string, adminUsername: string, createdAt: string }> } | null };

export type CustomerTradeApplicationsQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type CustomerTradeApplicationsQuery = { __typename?: 'Query', customer?: { __typename?: 'Customer', id: number, tradeApplications: Array<{ __typename?: 'TradeApplication', id: number, status: TradeApplicationStatus, formCode: string, decisionNote: string, decidedAt?: string | null, createdAt: string }> } | null };

export type AdminCustomerCreateMutationVariables = Exact<{
  input: CustomerCreateInput;
}>;


export type AdminCustomerCreateMutation = { __typename?: 'Mutation', customerCreate:
    | { __typename: 'CustomerCreateSuccess', data: { __typename?: 'Customer', id: number, email: string, firstName: string, lastName: string, approvalStatus: string, createdAt: string, updatedAt: string, storeId: number, storeName: string, groupId: number, groupName: string, dob?: string | null, taxvat?: string | null, isSubscribed: boolean, addresses: Array<{ __typename?: 'CustomerAddress', id: number, firstName: string, lastName: string, company: string, street: Array<string>, city: string, region: string, regionId?: number | null, postcode: string, countryId: string, telephone: string, isDefaultBilling: boolean, isDefaultShipping: boolean }> } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type AdminCustomerUpdateMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: CustomerUpdateInput;
}>;


export type AdminCustomerUpdateMutation = { __typename?: 'Mutation', customerUpdate:
    | { __typename: 'CustomerUpdateSuccess', data: { __typename?: 'Customer', id: number, email: string, firstName: string, lastName: string, approvalStatus: string, createdAt: string, updatedAt: string, storeId: number, storeName: string, groupId: number, groupName: string, dob?: string | null, taxvat?: string | null, isSubscribed: boolean, addresses: Array<{ __typename?: 'CustomerAddress', id: number, firstName: string, lastName: string, company: string, street: Array<string>, city: string, region: string, regionId?: number | null, postcode: string, countryId: string, telephone: string, isDefaultBilling: boolean, isDefaultShipping: boolean }> } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type AdminCustomerDeleteMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type AdminCustomerDeleteMutation = { __typename?: 'Mutation', customerDelete:
    | { __typename: 'CustomerDeleteSuccess', data: { __typename?: 'Customer', id: number } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type AdminCustomerPasswordResetMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type AdminCustomerPasswordResetMutation = { __typename?: 'Mutation', customerPasswordResetSend:
    | { __typename: 'CustomerPasswordResetSendSuccess', data: { __typename?: 'Customer', id: number, email: string } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type AdminCustomerAddressCreateMutationVariables = Exact<{
  customerId: Scalars['Int']['input'];
  input: AddressInput;
}>;


export type AdminCustomerAddressCreateMutation = { __typename?: 'Mutation', customerAddressCreate:
    | { __typename: 'CustomerAddressCreateSuccess', data: { __typename?: 'CustomerAddress', id: number } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type AdminCustomerAddressUpdateMutationVariables = Exact<{
  customerId: Scalars['Int']['input'];
  id: Scalars['Int']['input'];
  input: AddressPatchInput;
}>;


export type AdminCustomerAddressUpdateMutation = { __typename?: 'Mutation', customerAddressUpdate:
    | { __typename: 'CustomerAddressUpdateSuccess', data: { __typename?: 'CustomerAddress', id: number } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type AdminCustomerAddressDeleteMutationVariables = Exact<{
  customerId: Scalars['Int']['input'];
  id: Scalars['Int']['input'];
}>;


export type AdminCustomerAddressDeleteMutation = { __typename?: 'Mutation', customerAddressDelete:
    | { __typename: 'CustomerAddressDeleteSuccess', data: boolean }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type CustomersApproveMutationVariables = Exact<{
  ids: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
}>;


export type CustomersApproveMutation = { __typename?: 'Mutation', customerApproveMany: Array<{ __typename?: 'ApprovalMassItem', id: number, result:
      | { __typename: 'ApprovalMassItemSuccess' }
      | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
     }> };

export type CustomersDeclineMutationVariables = Exact<{
  ids: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
}>;


export type CustomersDeclineMutation = { __typename?: 'Mutation', customerDeclineMany: Array<{ __typename?: 'ApprovalMassItem', id: number, result:
      | { __typename: 'ApprovalMassItemSuccess' }
      | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
     }> };

export type AdminRequisitionListsQueryVariables = Exact<{
  customerId?: InputMaybe<Scalars['Int']['input']>;
  companyId?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminRequisitionListsQuery = { __typename?: 'Query', adminRequisitionLists: Array<{ __typename?: 'AdminRequisitionList', id: number, name: string, description: string, shared: boolean, itemsCount: number, updatedAt: string, owner?: { __typename?: 'AdminRequisitionListOwner', id: number, email: string, firstName: string, lastName: string } | null, items: Array<{ __typename?: 'AdminRequisitionListItem', id: number, sku: string, qty: number, options: unknown, productName?: string | null }> }> };

export type DashboardPendingCustomersQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardPendingCustomersQuery = { __typename?: 'Query', pendingCustomers: { __typename?: 'ApprovalCustomerPage', totalCount: number } };

export type DashboardTradeApplicationsQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardTradeApplicationsQuery = { __typename?: 'Query', tradeApplications: { __typename?: 'TradeApplicationPage', totalCount: number } };

export type DashboardCustomerPendingAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type DashboardCustomerPendingAddedSubscription = { __typename?: 'Subscription', customerPendingAdded: { __typename?: 'ApprovalCustomer', id: number, email: string, firstName: string, lastName: string } };

export type DashboardCustomerApprovalDecidedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type DashboardCustomerApprovalDecidedSubscription = { __typename?: 'Subscription', customerApprovalDecided: { __typename?: 'ApprovalDecision', customer: { __typename?: 'ApprovalCustomer', id: number, approvalStatus: ApprovalStatus } } };

export type DashboardTradeApplicationAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type DashboardTradeApplicationAddedSubscription = { __typename?: 'Subscription', tradeApplicationAdded: { __typename?: 'TradeApplication', id: number, email: string } };

export type DashboardTradeApplicationDecidedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type DashboardTradeApplicationDecidedSubscription = { __typename?: 'Subscription', tradeApplicationDecided: { __typename?: 'TradeApplicationDecision', application: { __typename?: 'TradeApplication', id: number, status: TradeApplicationStatus } } };

export type SalesDashboardQueryVariables = Exact<{
  storeId?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SalesDashboardQuery = { __typename?: 'Query', salesDashboard: { __typename?: 'SalesDashboard', storeId?: number | null, timezone: string, generatedAt: string, toShipCount: number, toShipOldest: Array<{ __typename?: 'SalesOrderToShip', id: number, incrementId: string, status: string, customerEmail: string, currency: string, grandTotal: number, createdAt: string }>, currencies: Array<{ __typename?: 'SalesCurrencyFigures', currency: string, today: { __typename?: 'SalesWindow', orders: number, revenue: number, averageOrderValue: number }, last7Days: { __typename?: 'SalesWindow', orders: number, revenue: number, averageOrderValue: number }, last30Days: { __typename?: 'SalesWindow', orders: number, revenue: number, averageOrderValue: number }, daily: Array<{ __typename?: 'SalesDay', date: string, orders: number, revenue: number }>, topProductsByQty: Array<{ __typename?: 'SalesTopProduct', productId: number, sku: string, name: string, qty: number, revenue: number }>, topProductsByRevenue: Array<{ __typename?: 'SalesTopProduct', productId: number, sku: string, name: string, qty: number, revenue: number }> }> } };

export type SalesDashboardStoresQueryVariables = Exact<{ [key: string]: never; }>;


export type SalesDashboardStoresQuery = { __typename?: 'Query', stores: Array<{ __typename?: 'StoreView', id: number, name: string }> };

export type FormsScreenFormFragment = { __typename?: 'CustomForm', id: number, code: string, title: string, storeIds: Array<number>, active: boolean, successMessage: string, recipients: Array<string>, createdAt: string, updatedAt: string, fields: Array<{ __typename?: 'CustomFormField', key: string, type: CustomFormFieldType, label: string, placeholder?: string | null, required: boolean, options: Array<{ __typename?: 'CustomFormFieldOption', value: string, label: string }>, validation?: { __typename?: 'CustomFormFieldValidation', minLength?: number | null, maxLength?: number | null, pattern?: string | null, min?: number | null, max?: number | null } | null }> };

export type FormsScreenListQueryVariables = Exact<{
  filter?: InputMaybe<CustomFormFilter>;
  sort?: InputMaybe<CustomFormSort>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type FormsScreenListQuery = { __typename?: 'Query', customForms: { __typename?: 'CustomFormPage', totalCount: number, items: Array<{ __typename?: 'CustomForm', id: number, code: string, title: string, active: boolean, storeIds: Array<number>, createdAt: string, fields: Array<{ __typename?: 'CustomFormField', key: string }> }> } };

export type FormsScreenFormQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type FormsScreenFormQuery = { __typename?: 'Query', customForm?: { __typename?: 'CustomForm', id: number, code: string, title: string, storeIds: Array<number>, active: boolean, successMessage: string, recipients: Array<string>, createdAt: string, updatedAt: string, fields: Array<{ __typename?: 'CustomFormField', key: string, type: CustomFormFieldType, label: string, placeholder?: string | null, required: boolean, options: Array<{ __typename?: 'CustomFormFieldOption', value: string, label: string }>, validation?: { __typename?: 'CustomFormFieldValidation', minLength?: number | null, maxLength?: number | null, pattern?: string | null, min?: number | null, max?: number | null } | null }> } | null };

export type FormsScreenStoresQueryVariables = Exact<{ [key: string]: never; }>;


export type FormsScreenStoresQuery = { __typename?: 'Query', stores: Array<{ __typename?: 'StoreView', id: number, code: string, name: string, isDefault: boolean }> };

export type FormsScreenCountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type FormsScreenCountriesQuery = { __typename?: 'Query', countries: Array<{ __typename?: 'Country', id: string, name: string }>, storeConfig: { __typename?: 'StoreConfig', allowedCountries: Array<string> } };

export type FormsScreenCreateMutationVariables = Exact<{
  input: CustomFormInput;
}>;


export type FormsScreenCreateMutation = { __typename?: 'Mutation', customFormCreate:
    | { __typename: 'CustomFormCreateSuccess', data: { __typename?: 'CustomForm', id: number, code: string, title: string, storeIds: Array<number>, active: boolean, successMessage: string, recipients: Array<string>, createdAt: string, updatedAt: string, fields: Array<{ __typename?: 'CustomFormField', key: string, type: CustomFormFieldType, label: string, placeholder?: string | null, required: boolean, options: Array<{ __typename?: 'CustomFormFieldOption', value: string, label: string }>, validation?: { __typename?: 'CustomFormFieldValidation', minLength?: number | null, maxLength?: number | null, pattern?: string | null, min?: number | null, max?: number | null } | null }> } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type FormsScreenUpdateMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: CustomFormInput;
}>;


export type FormsScreenUpdateMutation = { __typename?: 'Mutation', customFormUpdate:
    | { __typename: 'CustomFormUpdateSuccess', data: { __typename?: 'CustomForm', id: number, code: string, title: string, storeIds: Array<number>, active: boolean, successMessage: string, recipients: Array<string>, createdAt: string, updatedAt: string, fields: Array<{ __typename?: 'CustomFormField', key: string, type: CustomFormFieldType, label: string, placeholder?: string | null, required: boolean, options: Array<{ __typename?: 'CustomFormFieldOption', value: string, label: string }>, validation?: { __typename?: 'CustomFormFieldValidation', minLength?: number | null, maxLength?: number | null, pattern?: string | null, min?: number | null, max?: number | null } | null }> } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type FormsScreenDeleteMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type FormsScreenDeleteMutation = { __typename?: 'Mutation', customFormDelete:
    | { __typename: 'CustomFormDeleteSuccess', data: { __typename?: 'CustomForm', id: number, code: string } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type FormsScreenSubmissionsQueryVariables = Exact<{
  filter?: InputMaybe<CustomFormSubmissionFilter>;
  sort?: InputMaybe<CustomFormSubmissionSort>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type FormsScreenSubmissionsQuery = { __typename?: 'Query', customFormSubmissions: { __typename?: 'CustomFormSubmissionPage', totalCount: number, items: Array<{ __typename?: 'CustomFormSubmission', id: number, formCode: string, storeId: number, payload: unknown, ip: string, createdAt: string }> } };

export type FormsScreenSubmissionsCsvQueryVariables = Exact<{
  filter?: InputMaybe<CustomFormSubmissionFilter>;
}>;


export type FormsScreenSubmissionsCsvQuery = { __typename?: 'Query', customFormSubmissionsCsv: string };

export type FormsScreenSubmissionDeleteMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type FormsScreenSubmissionDeleteMutation = { __typename?: 'Mutation', customFormSubmissionDelete:
    | { __typename: 'CustomFormSubmissionDeleteSuccess', data: { __typename?: 'CustomFormSubmission', id: number } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type FormsScreenSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type FormsScreenSettingsQuery = { __typename?: 'Query', storeConfig: { __typename?: 'StoreConfig', extensions: { __typename?: 'StoreConfigExtensions', b2bPlugins: Array<{ __typename?: 'PluginManifest', code: string, config: unknown }> } } };

export type FormsScreenConfigValuesQueryVariables = Exact<{ [key: string]: never; }>;


export type FormsScreenConfigValuesQuery = { __typename?: 'Query', configValues: Array<{ __typename?: 'ConfigValue', path: string, scope: string, scopeId: number, value: string }> };

export type FormsScreenConfigSetMutationVariables = Exact<{
  path: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
}>;


export type FormsScreenConfigSetMutation = { __typename?: 'Mutation', configValueSet:
    | { __typename: 'ConfigValueSetSuccess' }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type MailOutboxGridQueryVariables = Exact<{
  filter?: InputMaybe<MailOutboxFilter>;
  sort?: InputMaybe<MailOutboxSort>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MailOutboxGridQuery = { __typename?: 'Query', mailOutbox: { __typename?: 'MailOutboxPage', totalCount: number, items: Array<{ __typename?: 'MailOutbox', id: number, toAddress: string, fromAddress: string, subject: string, templateId?: string | null, status: string, attempts: number, nextAttemptAt: string, lastError?: string | null, createdAt: string, sentAt?: string | null }> } };

export type MailOutboxMessageQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type MailOutboxMessageQuery = { __typename?: 'Query', mailOutboxMessage?: { __typename?: 'MailOutbox', id: number, subject: string, textBody: string, htmlBody?: string | null } | null };

export type MailOutboxRequeueMutationVariables = Exact<{
  ids: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
}>;


export type MailOutboxRequeueMutation = { __typename?: 'Mutation', mailOutboxRequeue: Array<{ __typename?: 'MailOutboxRequeueItem', id: number, result:
      | { __typename: 'MailOutboxRequeueItemSuccess', data: { __typename?: 'MailOutbox', id: number, status: string, attempts: number, nextAttemptAt: string, lastError?: string | null } }
      | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
     }> };

export type MailTemplateStoresQueryVariables = Exact<{ [key: string]: never; }>;


export type MailTemplateStoresQuery = { __typename?: 'Query', stores: Array<{ __typename?: 'StoreView', id: number, code: string, name: string, isDefault: boolean }> };

export type MailTemplateListQueryVariables = Exact<{
  storeId: Scalars['Int']['input'];
}>;


export type MailTemplateListQuery = { __typename?: 'Query', mailTemplates: Array<{ __typename?: 'MailTemplate', id: string, storeId: number, owner: string, description: string, variables: Array<string>, overridden: boolean, source: string, subject: string, text: string, html?: string | null }> };

export type MailTemplateDraftPreviewQueryVariables = Exact<{
  id: Scalars['String']['input'];
  storeId: Scalars['Int']['input'];
  subject?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  html?: InputMaybe<Scalars['String']['input']>;
}>;


export type MailTemplateDraftPreviewQuery = { __typename?: 'Query', mailTemplatePreview:
    | { __typename: 'MailTemplatePreviewSuccess', data: { __typename?: 'MailTemplatePreview', id: string, subject: string, text: string, html?: string | null, sample: unknown } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type MailTemplateSaveMutationVariables = Exact<{
  id: Scalars['String']['input'];
  storeId: Scalars['Int']['input'];
  subject: Scalars['String']['input'];
  text: Scalars['String']['input'];
  html?: InputMaybe<Scalars['String']['input']>;
}>;


export type MailTemplateSaveMutation = { __typename?: 'Mutation', mailTemplateSet:
    | { __typename: 'MailTemplateSetSuccess', data: { __typename?: 'MailTemplate', id: string, storeId: number, overridden: boolean, subject: string, text: string, html?: string | null } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type MailTemplateResetToDefaultMutationVariables = Exact<{
  id: Scalars['String']['input'];
  storeId: Scalars['Int']['input'];
}>;


export type MailTemplateResetToDefaultMutation = { __typename?: 'Mutation', mailTemplateReset: boolean };

export type OrdersGridQueryVariables = Exact<{
  filter?: InputMaybe<AdminOrderFilter>;
  sort?: InputMaybe<AdminOrderSort>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type OrdersGridQuery = { __typename?: 'Query', orders: { __typename?: 'AdminOrderPage', totalCount: number, items: Array<{ __typename?: 'AdminOrder', id: number, incrementId: string, status: string, storeId: number, customerId?: number | null, customerEmail: string, customerName?: string | null, paymentMethod: string, paymentMethodTitle: string, currency: string, grandTotal: number, createdAt: string }> } };

export type OrderStoresQueryVariables = Exact<{ [key: string]: never; }>;


export type OrderStoresQuery = { __typename?: 'Query', stores: Array<{ __typename?: 'StoreView', id: number, name: string }>, countries: Array<{ __typename?: 'Country', id: string, name: string }> };

export type OrderConsoleFieldsFragment = { __typename?: 'AdminOrder', id: number, incrementId: string, status: string, storeId: number, customerId?: number | null, customerEmail: string, customerName?: string | null, customerGroupId: number, currency: string, paymentMethod: string, paymentMethodTitle: string, poNumber?: string | null, invoiceEmail?: string | null, shippingMethod?: string | null, couponCode?: string | null, note?: string | null, subtotal: number, discountAmount: number, shippingAmount: number, giftcardAmount: number, grandTotal: number, totalInvoiced: number, totalPaid: number, totalRefunded: number, createdAt: string, updatedAt: string, lines: Array<{ __typename?: 'AdminOrderLine', id: number, sku: string, name: string, price: number, rowTotal: number, qtyOrdered: number, qtyInvoiced: number, qtyShipped: number, qtyRefunded: number, qtyCanceled: number, isVirtual: boolean, options: Array<{ __typename?: 'AdminOrderLineOption', label: string, value: string }> }>, billingAddress?: { __typename?: 'AdminOrderAddress', firstName: string, lastName: string, company: string, street: Array<string>, city: string, region: string, postcode: string, countryId: string, telephone: string } | null, shippingAddress?: { __typename?: 'AdminOrderAddress', firstName: string, lastName: string, company: string, street: Array<string>, city: string, region: string, postcode: string, countryId: string, telephone: string } | null, giftcards: Array<{ __typename?: 'OrderAppliedGiftcard', code: string, amount: number }>, history: Array<{ __typename?: 'OrderStatusHistoryEntry', id: number, status: string, comment?: string | null, notifyCustomer: boolean, visibleOnStorefront: boolean, actorType: string, actorName?: string | null, createdAt: string }>, invoices: Array<{ __typename?: 'OrderInvoice', id: number, incrementId: string, state: string, subtotal: number, discountAmount: number, shippingAmount: number, giftcardAmount: number, grandTotal: number, createdAt: string, items: Array<{ __typename?: 'OrderDocumentLine', orderItemId: number, sku: string, name: string, qty: number, price: number, rowTotal: number }> }>, shipments: Array<{ __typename?: 'OrderShipment', id: number, incrementId: string, createdAt: string, items: Array<{ __typename?: 'OrderDocumentLine', orderItemId: number, sku: string, name: string, qty: number, price: number, rowTotal: number }>, tracks: Array<{ __typename?: 'ShipmentTrack', carrier: string, title: string, number: string }> }>, creditMemos: Array<{ __typename?: 'OrderCreditMemo', id: number, incrementId: string, subtotal: number, discountAmount: number, shippingAmount: number, adjustment: number, giftcardAmount: number, grandTotal: number, createdAt: string, items: Array<{ __typename?: 'OrderDocumentLine', orderItemId: number, sku: string, name: string, qty: number, price: number, rowTotal: number }> }> };

export type AdminOrderAddressFieldsFragment = { __typename?: 'AdminOrderAddress', firstName: string, lastName: string, company: string, street: Array<string>, city: string, region: string, postcode: string, countryId: string, telephone: string };

export type OrderDocumentLineFieldsFragment = { __typename?: 'OrderDocumentLine', orderItemId: number, sku: string, name: string, qty: number, price: number, rowTotal: number };

export type AdminOrderDetailQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type AdminOrderDetailQuery = { __typename?: 'Query', order:
    | { __typename: 'AdminOrderSuccess', data: { __typename?: 'AdminOrder', id: number, incrementId: string, status: string, storeId: number, customerId?: number | null, customerEmail: string, customerName?: string | null, customerGroupId: number, currency: string, paymentMethod: string, paymentMethodTitle: string, poNumber?: string | null, invoiceEmail?: string | null, shippingMethod?: string | null, couponCode?: string | null, note?: string | null, subtotal: number, discountAmount: number, shippingAmount: number, giftcardAmount: number, grandTotal: number, totalInvoiced: number, totalPaid: number, totalRefunded: number, createdAt: string, updatedAt: string, lines: Array<{ __typename?: 'AdminOrderLine', id: number, sku: string, name: string, price: number, rowTotal: number, qtyOrdered: number, qtyInvoiced: number, qtyShipped: number, qtyRefunded: number, qtyCanceled: number, isVirtual: boolean, options: Array<{ __typename?: 'AdminOrderLineOption', label: string, value: string }> }>, billingAddress?: { __typename?: 'AdminOrderAddress', firstName: string, lastName: string, company: string, street: Array<string>, city: string, region: string, postcode: string, countryId: string, telephone: string } | null, shippingAddress?: { __typename?: 'AdminOrderAddress', firstName: string, lastName: string, company: string, street: Array<string>, city: string, region: string, postcode: string, countryId: string, telephone: string } | null, giftcards: Array<{ __typename?: 'OrderAppliedGiftcard', code: string, amount: number }>, history: Array<{ __typename?: 'OrderStatusHistoryEntry', id: number, status: string, comment?: string | null, notifyCustomer: boolean, visibleOnStorefront: boolean, actorType: string, actorName?: string | null, createdAt: string }>, invoices: Array<{ __typename?: 'OrderInvoice', id: number, incrementId: string, state: string, subtotal: number, discountAmount: number, shippingAmount: number, giftcardAmount: number, grandTotal: number, createdAt: string, items: Array<{ __typename?: 'OrderDocumentLine', orderItemId: number, sku: string, name: string, qty: number, price: number, rowTotal: number }> }>, shipments: Array<{ __typename?: 'OrderShipment', id: number, incrementId: string, createdAt: string, items: Array<{ __typename?: 'OrderDocumentLine', orderItemId: number, sku: string, name: string, qty: number, price: number, rowTotal: number }>, tracks: Array<{ __typename?: 'ShipmentTrack', carrier: string, title: string, number: string }> }>, creditMemos: Array<{ __typename?: 'OrderCreditMemo', id: number, incrementId: string, subtotal: number, discountAmount: number, shippingAmount: number, adjustment: number, giftcardAmount: number, grandTotal: number, createdAt: string, items: Array<{ __typename?: 'OrderDocumentLine', orderItemId: number, sku: string, name: string, qty: number, price: number, rowTotal: number }> }> } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type AdminOrderInvoiceMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  items?: InputMaybe<Array<OrderItemQtyInput> | OrderItemQtyInput>;
  capture?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type AdminOrderInvoiceMutation = { __typename?: 'Mutation', orderInvoice:
    | { __typename: 'OrderInvoiceSuccess', data: { __typename?: 'AdminOrder', id: number, incrementId: string, status: string, storeId: number, customerId?: number | null, customerEmail: string, customerName?: string | null, customerGroupId: number, currency: string, paymentMethod: string, paymentMethodTitle: string, poNumber?: string | null, invoiceEmail?: string | null, shippingMethod?: string | null, couponCode?: string | null, note?: string | null, subtotal: number, discountAmount: number, shippingAmount: number, giftcardAmount: number, grandTotal: number, totalInvoiced: number, totalPaid: number, totalRefunded: number, createdAt: string, updatedAt: string, lines: Array<{ __typename?: 'AdminOrderLine', id: number, sku: string, name: string, price: number, rowTotal: number, qtyOrdered: number, qtyInvoiced: number, qtyShipped: number, qtyRefunded: number, qtyCanceled: number, isVirtual: boolean, options: Array<{ __typename?: 'AdminOrderLineOption', label: string, value: string }> }>, billingAddress?: { __typename?: 'AdminOrderAddress', firstName: string, lastName: string, company: string, street: Array<string>, city: string, region: string, postcode: string, countryId: string, telephone: string } | null, shippingAddress?: { __typename?: 'AdminOrderAddress', firstName: string, lastName: string, company: string, street: Array<string>, city: string, region: string, postcode: string, countryId: string, telephone: string } | null, giftcards: Array<{ __typename?: 'OrderAppliedGiftcard', code: string, amount: number }>, history: Array<{ __typename?: 'OrderStatusHistoryEntry', id: number, status: string, comment?: string | null, notifyCustomer: boolean, visibleOnStorefront: boolean, actorType: string, actorName?: string | null, createdAt: string }>, invoices: Array<{ __typename?: 'OrderInvoice', id: number, incrementId: string, state: string, subtotal: number, discountAmount: number, shippingAmount: number, giftcardAmount: number, grandTotal: number, createdAt: string, items: Array<{ __typename?: 'OrderDocumentLine', orderItemId: number, sku: string, name: string, qty: number, price: number, rowTotal: number }> }>, shipments: Array<{ __typename?: 'OrderShipment', id: number, incrementId: string, createdAt: string, items: Array<{ __typename?: 'OrderDocumentLine', orderItemId: number, sku: string, name: string, qty: number, price: number, rowTotal: number }>, tracks: Array<{ __typename?: 'ShipmentTrack', carrier: string, title: string, number: string }> }>, creditMemos: Array<{ __typename?: 'OrderCreditMemo', id: number, incrementId: string, subtotal: number, discountAmount: number, shippingAmount: number, adjustment: number, giftcardAmount: number, grandTotal: number, createdAt: string, items: Array<{ __typename?: 'OrderDocumentLine', orderItemId: number, sku: string, name: string, qty: number, price: number, rowTotal: number }> }> } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type AdminOrderShipMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  items?: InputMaybe<Array<OrderItemQtyInput> | OrderItemQtyInput>;
  tracks?: InputMaybe<Array<ShipmentTrackInput> | ShipmentTrackInput>;
  notifyCustomer?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type AdminOrderShipMutation = { __typename?: 'Mutation', orderShip:
    | { __typename: 'OrderShipSuccess', data: { __typename?: 'AdminOrder', id: number, incrementId: string, status: string, storeId: number, customerId?: number | null, customerEmail: string, customerName?: string | null, customerGroupId: number, currency: string, paymentMethod: string, paymentMethodTitle: string, poNumber?: string | null, invoiceEmail?: string | null, shippingMethod?: string | null, couponCode?: string | null, note?: string | null, subtotal: number, discountAmount: number, shippingAmount: number, giftcardAmount: number, grandTotal: number, totalInvoiced: number, totalPaid: number, totalRefunded: number, createdAt: string, updatedAt: string, lines: Array<{ __typename?: 'AdminOrderLine', id: number, sku: string, name: string, price: number, rowTotal: number, qtyOrdered: number, qtyInvoiced: number, qtyShipped: number, qtyRefunded: number, qtyCanceled: number, isVirtual: boolean, options: Array<{ __typename?: 'AdminOrderLineOption', label: string, value: string }> }>, billingAddress?: { __typename?: 'AdminOrderAddress', firstName: string, lastName: string, company: string, street: Array<string>, city: string, region: string, postcode: string, countryId: string, telephone: string } | null, shippingAddress?: { __typename?: 'AdminOrderAddress', firstName: string, lastName: string, company: string, street: Array<string>, city: string, region: string, postcode: string, countryId: string, telephone: string } | null, giftcards: Array<{ __typename?: 'OrderAppliedGiftcard', code: string, amount: number }>, history: Array<{ __typename?: 'OrderStatusHistoryEntry', id: number, status: string, comment?: string | null, notifyCustomer: boolean, visibleOnStorefront: boolean, actorType: string, actorName?: string | null, createdAt: string }>, invoices: Array<{ __typename?: 'OrderInvoice', id: number, incrementId: string, state: string, subtotal: number, discountAmount: number, shippingAmount: number, giftcardAmount: number, grandTotal: number, createdAt: string, items: Array<{ __typename?: 'OrderDocumentLine', orderItemId: number, sku: string, name: string, qty: number, price: number, rowTotal: number }> }>, shipments: Array<{ __typename?: 'OrderShipment', id: number, incrementId: string, createdAt: string, items: Array<{ __typename?: 'OrderDocumentLine', orderItemId: number, sku: string, name: string, qty: number, price: number, rowTotal: number }>, tracks: Array<{ __typename?: 'ShipmentTrack', carrier: string, title: string, number: string }> }>, creditMemos: Array<{ __typename?: 'OrderCreditMemo', id: number, incrementId: string, subtotal: number, discountAmount: number, shippingAmount: number, adjustment: number, giftcardAmount: number, grandTotal: number, createdAt: string, items: Array<{ __typename?: 'OrderDocumentLine', orderItemId: number, sku: string, name: string, qty: number, price: number, rowTotal: number }> }> } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type AdminOrderCancelMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminOrderCancelMutation = { __typename?: 'Mutation', orderCancel:
    | { __typename: 'OrderCancelSuccess', data: { __typename?: 'AdminOrder', id: number, incrementId: string, status: string, storeId: number, customerId?: number | null, customerEmail: string, customerName?: string | null, customerGroupId: number, currency: string, paymentMethod: string, paymentMethodTitle: string, poNumber?: string | null, invoiceEmail?: string | null, shippingMethod?: string | null, couponCode?: string | null, note?: string | null, subtotal: number, discountAmount: number, shippingAmount: number, giftcardAmount: number, grandTotal: number, totalInvoiced: number, totalPaid: number, totalRefunded: number, createdAt: string, updatedAt: string, lines: Array<{ __typename?: 'AdminOrderLine', id: number, sku: string, name: string, price: number, rowTotal: number, qtyOrdered: number, qtyInvoiced: number, qtyShipped: number, qtyRefunded: number, qtyCanceled: number, isVirtual: boolean, options: Array<{ __typename?: 'AdminOrderLineOption', label: string, value: string }> }>, billingAddress?: { __typename?: 'AdminOrderAddress', firstName: string, lastName: string, company: string, street: Array<string>, city: string, region: string, postcode: string, countryId: string, telephone: string } | null, shippingAddress?: { __typename?: 'AdminOrderAddress', firstName: string, lastName: string, company: string, street: Array<string>, city: string, region: string, postcode: string, countryId: string, telephone: string } | null, giftcards: Array<{ __typename?: 'OrderAppliedGiftcard', code: string, amount: number }>, history: Array<{ __typename?: 'OrderStatusHistoryEntry', id: number, status: string, comment?: string | null, notifyCustomer: boolean, visibleOnStorefront: boolean, actorType: string, actorName?: string | null, createdAt: string }>, invoices: Array<{ __typename?: 'OrderInvoice', id: number, incrementId: string, state: string, subtotal: number, discountAmount: number, shippingAmount: number, giftcardAmount: number, grandTotal: number, createdAt: string, items: Array<{ __typename?: 'OrderDocumentLine', orderItemId: number, sku: string, name: string, qty: number, price: number, rowTotal: number }> }>, shipments: Array<{ __typename?: 'OrderShipment', id: number, incrementId: string, createdAt: string, items: Array<{ __typename?: 'OrderDocumentLine', orderItemId: number, sku: string, name: string, qty: number, price: number, rowTotal: number }>, tracks: Array<{ __typename?: 'ShipmentTrack', carrier: string, title: string, number: string }> }>, creditMemos: Array<{ __typename?: 'OrderCreditMemo', id: number, incrementId: string, subtotal: number, discountAmount: number, shippingAmount: number, adjustment: number, giftcardAmount: number, grandTotal: number, createdAt: string, items: Array<{ __typename?: 'OrderDocumentLine', orderItemId: number, sku: string, name: string, qty: number, price: number, rowTotal: number }> }> } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type AdminOrderRefundMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  items?: InputMaybe<Array<OrderItemQtyInput> | OrderItemQtyInput>;
  shippingAmount?: InputMaybe<Scalars['Float']['input']>;
  adjustment?: InputMaybe<Scalars['Float']['input']>;
  restock?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type AdminOrderRefundMutation = { __typename?: 'Mutation', orderRefund:
    | { __typename: 'OrderRefundSuccess', data: { __typename?: 'AdminOrder', id: number, incrementId: string, status: string, storeId: number, customerId?: number | null, customerEmail: string, customerName?: string | null, customerGroupId: number, currency: string, paymentMethod: string, paymentMethodTitle: string, poNumber?: string | null, invoiceEmail?: string | null, shippingMethod?: string | null, couponCode?: string | null, note?: string | null, subtotal: number, discountAmount: number, shippingAmount: number, giftcardAmount: number, grandTotal: number, totalInvoiced: number, totalPaid: number, totalRefunded: number, createdAt: string, updatedAt: string, lines: Array<{ __typename?: 'AdminOrderLine', id: number, sku: string, name: string, price: number, rowTotal: number, qtyOrdered: number, qtyInvoiced: number, qtyShipped: number, qtyRefunded: number, qtyCanceled: number, isVirtual: boolean, options: Array<{ __typename?: 'AdminOrderLineOption', label: string, value: string }> }>, billingAddress?: { __typename?: 'AdminOrderAddress', firstName: string, lastName: string, company: string, street: Array<string>, city: string, region: string, postcode: string, countryId: string, telephone: string } | null, shippingAddress?: { __typename?: 'AdminOrderAddress', firstName: string, lastName: string, company: string, street: Array<string>, city: string, region: string, postcode: string, countryId: string, telephone: string } | null, giftcards: Array<{ __typename?: 'OrderAppliedGiftcard', code: string, amount: number }>, history: Array<{ __typename?: 'OrderStatusHistoryEntry', id: number, status: string, comment?: string | null, notifyCustomer: boolean, visibleOnStorefront: boolean, actorType: string, actorName?: string | null, createdAt: string }>, invoices: Array<{ __typename?: 'OrderInvoice', id: number, incrementId: string, state: string, subtotal: number, discountAmount: number, shippingAmount: number, giftcardAmount: number, grandTotal: number, createdAt: string, items: Array<{ __typename?: 'OrderDocumentLine', orderItemId: number, sku: string, name: string, qty: number, price: number, rowTotal: number }> }>, shipments: Array<{ __typename?: 'OrderShipment', id: number, incrementId: string, createdAt: string, items: Array<{ __typename?: 'OrderDocumentLine', orderItemId: number, sku: string, name: string, qty: number, price: number, rowTotal: number }>, tracks: Array<{ __typename?: 'ShipmentTrack', carrier: string, title: string, number: string }> }>, creditMemos: Array<{ __typename?: 'OrderCreditMemo', id: number, incrementId: string, subtotal: number, discountAmount: number, shippingAmount: number, adjustment: number, giftcardAmount: number, grandTotal: number, createdAt: string, items: Array<{ __typename?: 'OrderDocumentLine', orderItemId: number, sku: string, name: string, qty: number, price: number, rowTotal: number }> }> } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type AdminOrderHoldMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type AdminOrderHoldMutation = { __typename?: 'Mutation', orderHold:
    | { __typename: 'OrderHoldSuccess', data: { __typename?: 'AdminOrder', id: number, incrementId: string, status: string, storeId: number, customerId?: number | null, customerEmail: string, customerName?: string | null, customerGroupId: number, currency: string, paymentMethod: string, paymentMethodTitle: string, poNumber?: string | null, invoiceEmail?: string | null, shippingMethod?: string | null, couponCode?: string | null, note?: string | null, subtotal: number, discountAmount: number, shippingAmount: number, giftcardAmount: number, grandTotal: number, totalInvoiced: number, totalPaid: number, totalRefunded: number, createdAt: string, updatedAt: string, lines: Array<{ __typename?: 'AdminOrderLine', id: number, sku: string, name: string, price: number, rowTotal: number, qtyOrdered: number, qtyInvoiced: number, qtyShipped: number, qtyRefunded: number, qtyCanceled: number, isVirtual: boolean, options: Array<{ __typename?: 'AdminOrderLineOption', label: string, value: string }> }>, billingAddress?: { __typename?: 'AdminOrderAddress', firstName: string, lastName: string, company: string, street: Array<string>, city: string, region: string, postcode: string, countryId: string, telephone: string } | null, shippingAddress?: { __typename?: 'AdminOrderAddress', firstName: string, lastName: string, company: string, street: Array<string>, city: string, region: string, postcode: string, countryId: string, telephone: string } | null, giftcards: Array<{ __typename?: 'OrderAppliedGiftcard', code: string, amount: number }>, history: Array<{ __typename?: 'OrderStatusHistoryEntry', id: number, status: string, comment?: string | null, notifyCustomer: boolean, visibleOnStorefront: boolean, actorType: string, actorName?: string | null, createdAt: string }>, invoices: Array<{ __typename?: 'OrderInvoice', id: number, incrementId: string, state: string, subtotal: number, discountAmount: number, shippingAmount: number, giftcardAmount: number, grandTotal: number, createdAt: string, items: Array<{ __typename?: 'OrderDocumentLine', orderItemId: number, sku: string, name: string, qty: number, price: number, rowTotal: number }> }>, shipments: Array<{ __typename?: 'OrderShipment', id: number, incrementId: string, createdAt: string, items: Array<{ __typename?: 'OrderDocumentLine', orderItemId: number, sku: string, name: string, qty: number, price: number, rowTotal: number }>, tracks: Array<{ __typename?: 'ShipmentTrack', carrier: string, title: string, number: string }> }>, creditMemos: Array<{ __typename?: 'OrderCreditMemo', id: number, incrementId: string, subtotal: number, discountAmount: number, shippingAmount: number, adjustment: number, giftcardAmount: number, grandTotal: number, createdAt: string, items: Array<{ __typename?: 'OrderDocumentLine', orderItemId: number, sku: string, name: string, qty: number, price: number, rowTotal: number }> }> } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type AdminOrderUnholdMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type AdminOrderUnholdMutation = { __typename?: 'Mutation', orderUnhold:
    | { __typename: 'OrderUnholdSuccess', data: { __typename?: 'AdminOrder', id: number, incrementId: string, status: string, storeId: number, customerId?: number | null, customerEmail: string, customerName?: string | null, customerGroupId: number, currency: string, paymentMethod: string, paymentMethodTitle: string, poNumber?: string | null, invoiceEmail?: string | null, shippingMethod?: string | null, couponCode?: string | null, note?: string | null, subtotal: number, discountAmount: number, shippingAmount: number, giftcardAmount: number, grandTotal: number, totalInvoiced: number, totalPaid: number, totalRefunded: number, createdAt: string, updatedAt: string, lines: Array<{ __typename?: 'AdminOrderLine', id: number, sku: string, name: string, price: number, rowTotal: number, qtyOrdered: number, qtyInvoiced: number, qtyShipped: number, qtyRefunded: number, qtyCanceled: number, isVirtual: boolean, options: Array<{ __typename?: 'AdminOrderLineOption', label: string, value: string }> }>, billingAddress?: { __typename?: 'AdminOrderAddress', firstName: string, lastName: string, company: string, street: Array<string>, city: string, region: string, postcode: string, countryId: string, telephone: string } | null, shippingAddress?: { __typename?: 'AdminOrderAddress', firstName: string, lastName: string, company: string, street: Array<string>, city: string, region: string, postcode: string, countryId: string, telephone: string } | null, giftcards: Array<{ __typename?: 'OrderAppliedGiftcard', code: string, amount: number }>, history: Array<{ __typename?: 'OrderStatusHistoryEntry', id: number, status: string, comment?: string | null, notifyCustomer: boolean, visibleOnStorefront: boolean, actorType: string, actorName?: string | null, createdAt: string }>, invoices: Array<{ __typename?: 'OrderInvoice', id: number, incrementId: string, state: string, subtotal: number, discountAmount: number, shippingAmount: number, giftcardAmount: number, grandTotal: number, createdAt: string, items: Array<{ __typename?: 'OrderDocumentLine', orderItemId: number, sku: string, name: string, qty: number, price: number, rowTotal: number }> }>, shipments: Array<{ __typename?: 'OrderShipment', id: number, incrementId: string, createdAt: string, items: Array<{ __typename?: 'OrderDocumentLine', orderItemId: number, sku: string, name: string, qty: number, price: number, rowTotal: number }>, tracks: Array<{ __typename?: 'ShipmentTrack', carrier: string, title: string, number: string }> }>, creditMemos: Array<{ __typename?: 'OrderCreditMemo', id: number, incrementId: string, subtotal: number, discountAmount: number, shippingAmount: number, adjustment: number, giftcardAmount: number, grandTotal: number, createdAt: string, items: Array<{ __typename?: 'OrderDocumentLine', orderItemId: number, sku: string, name: string, qty: number, price: number, rowTotal: number }> }> } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type AdminOrderCommentAddMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  text: Scalars['String']['input'];
  notifyCustomer?: InputMaybe<Scalars['Boolean']['input']>;
  visibleOnStorefront?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type AdminOrderCommentAddMutation = { __typename?: 'Mutation', orderCommentAdd:
    | { __typename: 'OrderCommentAddSuccess', data: { __typename?: 'AdminOrder', id: number, incrementId: string, status: string, storeId: number, customerId?: number | null, customerEmail: string, customerName?: string | null, customerGroupId: number, currency: string, paymentMethod: string, paymentMethodTitle: string, poNumber?: string | null, invoiceEmail?: string | null, shippingMethod?: string | null, couponCode?: string | null, note?: string | null, subtotal: number, discountAmount: number, shippingAmount: number, giftcardAmount: number, grandTotal: number, totalInvoiced: number, totalPaid: number, totalRefunded: number, createdAt: string, updatedAt: string, lines: Array<{ __typename?: 'AdminOrderLine', id: number, sku: string, name: string, price: number, rowTotal: number, qtyOrdered: number, qtyInvoiced: number, qtyShipped: number, qtyRefunded: number, qtyCanceled: number, isVirtual: boolean, options: Array<{ __typename?: 'AdminOrderLineOption', label: string, value: string }> }>, billingAddress?: { __typename?: 'AdminOrderAddress', firstName: string, lastName: string, company: string, street: Array<string>, city: string, region: string, postcode: string, countryId: string, telephone: string } | null, shippingAddress?: { __typename?: 'AdminOrderAddress', firstName: string, lastName: string, company: string, street: Array<string>, city: string, region: string, postcode: string, countryId: string, telephone: string } | null, giftcards: Array<{ __typename?: 'OrderAppliedGiftcard', code: string, amount: number }>, history: Array<{ __typename?: 'OrderStatusHistoryEntry', id: number, status: string, comment?: string | null, notifyCustomer: boolean, visibleOnStorefront: boolean, actorType: string, actorName?: string | null, createdAt: string }>, invoices: Array<{ __typename?: 'OrderInvoice', id: number, incrementId: string, state: string, subtotal: number, discountAmount: number, shippingAmount: number, giftcardAmount: number, grandTotal: number, createdAt: string, items: Array<{ __typename?: 'OrderDocumentLine', orderItemId: number, sku: string, name: string, qty: number, price: number, rowTotal: number }> }>, shipments: Array<{ __typename?: 'OrderShipment', id: number, incrementId: string, createdAt: string, items: Array<{ __typename?: 'OrderDocumentLine', orderItemId: number, sku: string, name: string, qty: number, price: number, rowTotal: number }>, tracks: Array<{ __typename?: 'ShipmentTrack', carrier: string, title: string, number: string }> }>, creditMemos: Array<{ __typename?: 'OrderCreditMemo', id: number, incrementId: string, subtotal: number, discountAmount: number, shippingAmount: number, adjustment: number, giftcardAmount: number, grandTotal: number, createdAt: string, items: Array<{ __typename?: 'OrderDocumentLine', orderItemId: number, sku: string, name: string, qty: number, price: number, rowTotal: number }> }> } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type AdminOrdersCancelManyMutationVariables = Exact<{
  ids: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
}>;


export type AdminOrdersCancelManyMutation = { __typename?: 'Mutation', orderCancelMany: Array<{ __typename?: 'OrderMassItem', id: number, result:
      | { __typename: 'OrderMassItemSuccess', data: { __typename?: 'AdminOrder', id: number, status: string } }
      | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
     }> };

export type AdminOrdersInvoiceManyMutationVariables = Exact<{
  ids: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
}>;


export type AdminOrdersInvoiceManyMutation = { __typename?: 'Mutation', orderInvoiceMany: Array<{ __typename?: 'OrderMassItem', id: number, result:
      | { __typename: 'OrderMassItemSuccess', data: { __typename?: 'AdminOrder', id: number, status: string } }
      | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
     }> };

export type PriceListRowFragment = { __typename?: 'PriceList', id: number, code: string, name: string, currency: string, storeIds: Array<number>, active: boolean, validFrom?: string | null, validTo?: string | null, priority: number, adjustmentPercent?: number | null, condition?: string | null, itemCount: number, companyIds: Array<number>, customerGroupIds: Array<number>, revision: number, createdAt: string, updatedAt: string };

export type PriceListsGridQueryVariables = Exact<{
  filter?: InputMaybe<PriceListFilter>;
  sort?: InputMaybe<PriceListSort>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type PriceListsGridQuery = { __typename?: 'Query', priceLists: { __typename?: 'PriceListPage', totalCount: number, items: Array<{ __typename?: 'PriceList', id: number, code: string, name: string, currency: string, storeIds: Array<number>, active: boolean, validFrom?: string | null, validTo?: string | null, priority: number, adjustmentPercent?: number | null, condition?: string | null, itemCount: number, companyIds: Array<number>, customerGroupIds: Array<number>, revision: number, createdAt: string, updatedAt: string }> } };

export type PriceListDetailQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type PriceListDetailQuery = { __typename?: 'Query', priceList?: { __typename?: 'PriceList', id: number, code: string, name: string, currency: string, storeIds: Array<number>, active: boolean, validFrom?: string | null, validTo?: string | null, priority: number, adjustmentPercent?: number | null, condition?: string | null, itemCount: number, companyIds: Array<number>, customerGroupIds: Array<number>, revision: number, createdAt: string, updatedAt: string } | null };

export type PriceListItemsQueryVariables = Exact<{
  id: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type PriceListItemsQuery = { __typename?: 'Query', priceList?: { __typename?: 'PriceList', id: number, itemCount: number, items: { __typename?: 'PriceListItemPage', totalCount: number, items: Array<{ __typename?: 'PriceListItem', id: number, sku: string, productId?: number | null, productName?: string | null, price?: number | null, minQty?: number | null, maxQty?: number | null, qtyIncrement?: number | null, tiers: Array<{ __typename?: 'PriceTier', qty: number, price: number }> }> } } | null };

export type PricingOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PricingOptionsQuery = { __typename?: 'Query', customerGroups: Array<{ __typename?: 'CustomerGroup', id: number, code: string, name: string }>, stores: Array<{ __typename?: 'StoreView', id: number, code: string, name: string, currency: string, isDefault: boolean }> };

export type PricingCompaniesQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type PricingCompaniesQuery = { __typename?: 'Query', companies: { __typename?: 'CompanyGrid', items: Array<{ __typename?: 'Company', id: number, name: string, status: string, customerGroupId: number }> } };

export type PricingCompanyNameQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type PricingCompanyNameQuery = { __typename?: 'Query', company?: { __typename?: 'Company', id: number, name: string, status: string } | null };

export type PricingProductsQueryVariables = Exact<{
  search: Scalars['String']['input'];
}>;


export type PricingProductsQuery = { __typename?: 'Query', adminProducts: { __typename?: 'AdminProductPage', items: Array<{ __typename?: 'AdminProductRow', id: number, sku: string, name: string, type: string }> } };

export type PriceListCreateMutationVariables = Exact<{
  input: PriceListCreateInput;
}>;


export type PriceListCreateMutation = { __typename?: 'Mutation', priceListCreate:
    | { __typename: 'PriceList', id: number, code: string, name: string, currency: string, storeIds: Array<number>, active: boolean, validFrom?: string | null, validTo?: string | null, priority: number, adjustmentPercent?: number | null, condition?: string | null, itemCount: number, companyIds: Array<number>, customerGroupIds: Array<number>, revision: number, createdAt: string, updatedAt: string }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type PriceListUpdateMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: PriceListUpdateInput;
}>;


export type PriceListUpdateMutation = { __typename?: 'Mutation', priceListUpdate:
    | { __typename: 'PriceList', id: number, code: string, name: string, currency: string, storeIds: Array<number>, active: boolean, validFrom?: string | null, validTo?: string | null, priority: number, adjustmentPercent?: number | null, condition?: string | null, itemCount: number, companyIds: Array<number>, customerGroupIds: Array<number>, revision: number, createdAt: string, updatedAt: string }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type PriceListDeleteMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type PriceListDeleteMutation = { __typename?: 'Mutation', priceListDelete:
    | { __typename: 'PriceList', id: number, code: string }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type PriceListItemsSetMutationVariables = Exact<{
  priceListId: Scalars['Int']['input'];
  items: Array<PriceListItemInput> | PriceListItemInput;
}>;


export type PriceListItemsSetMutation = { __typename?: 'Mutation', priceListItemsSet:
    | { __typename: 'PriceListItemsSetResult', upserted: number, priceList: { __typename?: 'PriceList', id: number, itemCount: number, revision: number } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type PriceListItemsDeleteMutationVariables = Exact<{
  priceListId: Scalars['Int']['input'];
  skus: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;


export type PriceListItemsDeleteMutation = { __typename?: 'Mutation', priceListItemsDelete:
    | { __typename: 'PriceList', id: number, itemCount: number, revision: number }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type PriceListImportCsvMutationVariables = Exact<{
  priceListId: Scalars['Int']['input'];
  csv: Scalars['String']['input'];
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type PriceListImportCsvMutation = { __typename?: 'Mutation', priceListImportCsv:
    | { __typename: 'PriceListImportResult', dryRun: boolean, rows: number, upserted: number, errors: Array<{ __typename?: 'PriceListImportError', line: number, field: string, code: string, message: string }> }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type PriceListExportCsvQueryVariables = Exact<{
  priceListId: Scalars['Int']['input'];
}>;


export type PriceListExportCsvQuery = { __typename?: 'Query', priceListExportCsv: string };

export type PriceListAssignMutationVariables = Exact<{
  priceListId: Scalars['Int']['input'];
  companyIds?: InputMaybe<Array<Scalars['Int']['input']> | Scalars['Int']['input']>;
  customerGroupIds?: InputMaybe<Array<Scalars['Int']['input']> | Scalars['Int']['input']>;
}>;


export type PriceListAssignMutation = { __typename?: 'Mutation', priceListAssign:
    | { __typename: 'PriceList', id: number, companyIds: Array<number>, customerGroupIds: Array<number>, revision: number }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type PriceListUnassignMutationVariables = Exact<{
  priceListId: Scalars['Int']['input'];
  companyIds?: InputMaybe<Array<Scalars['Int']['input']> | Scalars['Int']['input']>;
  customerGroupIds?: InputMaybe<Array<Scalars['Int']['input']> | Scalars['Int']['input']>;
}>;


export type PriceListUnassignMutation = { __typename?: 'Mutation', priceListUnassign:
    | { __typename: 'PriceList', id: number, companyIds: Array<number>, customerGroupIds: Array<number>, revision: number }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type PriceListConditionCheckQueryVariables = Exact<{
  condition: Scalars['String']['input'];
}>;


export type PriceListConditionCheckQuery = { __typename?: 'Query', priceListConditionCheck: { __typename?: 'PriceListConditionCheck', valid: boolean, diagnostics: Array<{ __typename?: 'PriceListConditionDiagnostic', severity: string, message: string, line: number, column: number, code: string }> } };

export type PricingConditionCatalogQueryVariables = Exact<{ [key: string]: never; }>;


export type PricingConditionCatalogQuery = { __typename?: 'Query', accessRuleCatalog: { __typename?: 'AccessRuleCatalog', categoryIds: Array<number>, attributes: Array<{ __typename?: 'AccessRuleCatalogAttribute', code: string, type: string, options: Array<string> }> } };

export type PriceExplainQueryVariables = Exact<{
  productId: Scalars['Int']['input'];
  qty?: InputMaybe<Scalars['Float']['input']>;
  companyId?: InputMaybe<Scalars['Int']['input']>;
  customerGroupId?: InputMaybe<Scalars['Int']['input']>;
  storeId?: InputMaybe<Scalars['Int']['input']>;
}>;


export type PriceExplainQuery = { __typename?: 'Query', priceExplain:
    | { __typename: 'PriceExplainResult', enabled: boolean, price: number, currency: string, productId: number, sku: string, qty: number, customerGroupId: number, companyId?: number | null, quantityRule?: { __typename?: 'PriceExplainQuantityRule', priceListCode: string, minQty?: number | null, maxQty?: number | null, qtyIncrement?: number | null } | null, candidates: Array<{ __typename?: 'PriceExplainCandidate', source: string, priceListId?: number | null, priceListCode?: string | null, priority?: number | null, kind?: string | null, tierQty?: number | null, price: number, won: boolean, reason: string }>, notOffered: Array<{ __typename?: 'PriceExplainNotOffered', priceListId: number, priceListCode: string, priority: number, reason: string }> }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type ProductImagesListQueryVariables = Exact<{
  productId: Scalars['Int']['input'];
}>;


export type ProductImagesListQuery = { __typename?: 'Query', productImages: Array<{ __typename?: 'ProductImage', id: number, url: string, smallUrl?: string | null, thumbnailUrl?: string | null, label: string, position: number, roles: Array<ProductImageRole>, disabled: boolean, width?: number | null, height?: number | null }> };

export type ProductImageFieldsFragment = { __typename?: 'ProductImage', id: number, url: string, smallUrl?: string | null, thumbnailUrl?: string | null, label: string, position: number, roles: Array<ProductImageRole>, disabled: boolean, width?: number | null, height?: number | null };

export type ProductImageUpdateMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: ProductImageInput;
}>;


export type ProductImageUpdateMutation = { __typename?: 'Mutation', productImageUpdate:
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
    | { __typename: 'ProductImageUpdateSuccess', data: { __typename?: 'ProductImage', id: number } }
   };

export type ProductImagesReorderMutationVariables = Exact<{
  productId: Scalars['Int']['input'];
  ids: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
}>;


export type ProductImagesReorderMutation = { __typename?: 'Mutation', productImagesReorder:
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
    | { __typename: 'ProductImagesReorderSuccess', data: Array<{ __typename?: 'ProductImage', id: number }> }
   };

export type ProductImageDeleteMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type ProductImageDeleteMutation = { __typename?: 'Mutation', productImageDelete:
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
    | { __typename: 'ProductImageDeleteSuccess', data: Array<{ __typename?: 'ProductImage', id: number }> }
   };

export type ProductsGridQueryVariables = Exact<{
  filter?: InputMaybe<AdminProductFilter>;
  sort?: InputMaybe<AdminProductSort>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ProductsGridQuery = { __typename?: 'Query', adminProducts: { __typename?: 'AdminProductPage', totalCount: number, items: Array<{ __typename?: 'AdminProductRow', id: number, sku: string, name: string, type: string, status: number, visibility: number, price: number, specialPrice?: number | null, stockQty: number, stockStatus: string, updatedAt: string }> } };

export type ProductEditorChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductEditorChoicesQuery = { __typename?: 'Query', productEditorOptions: { __typename?: 'ProductEditorOptions', attributes: Array<{ __typename?: 'ProductEditorAttribute', id: number, code: string, label: string, inputType: string, options: Array<{ __typename?: 'ProductEditorAttributeOption', id: number, label: string }> }>, categories: Array<{ __typename?: 'ProductEditorCategory', id: number, name: string, path: string, level: number, isActive: boolean }>, customerGroups: Array<{ __typename?: 'ProductEditorCustomerGroup', id: number, name: string }> } };

export type ProductEditorFieldsFragment = { __typename?: 'AdminProduct', id: number, sku: string, name: string, type: string, attributeSetId: number, status: number, visibility: number, urlKey: string, price: number, specialPrice?: number | null, specialFromDate?: string | null, specialToDate?: string | null, cost?: number | null, msrp?: number | null, stockQty: number, inStock: boolean, weight?: number | null, description: string, shortDescription: string, metaTitle: string, metaKeywords: string, metaDescription: string, createdAt: string, updatedAt: string, urlRedirects: Array<string>, configurableAttributeCodes: Array<string>, linksPurchasedSeparately: boolean, linksTitle?: string | null, giftcardType?: string | null, giftcardAmounts: Array<number>, giftcardMinAmount?: number | null, giftcardMaxAmount?: number | null, giftcardAllowMessage: boolean, tierPrices: Array<{ __typename?: 'AdminTierPrice', customerGroupId?: number | null, qty: number, price: number }>, groupPrices: Array<{ __typename?: 'AdminGroupPrice', customerGroupId: number, price: number }>, categories: Array<{ __typename?: 'AdminProductCategory', categoryId: number, position: number, name: string }>, attributes: Array<{ __typename?: 'AdminProductAttributeValue', code: string, value: string }>, variants: Array<{ __typename?: 'AdminLinkedProduct', productId: number, sku: string, name: string }>, groupedProducts: Array<{ __typename?: 'AdminGroupedProduct', productId: number, sku: string, name: string, qty: number, position: number }>, bundleOptions: Array<{ __typename?: 'AdminBundleOption', id: number, title: string, type: string, required: boolean, position: number, selections: Array<{ __typename?: 'AdminBundleSelection', id: number, sku: string, name: string, qty: number, isDefault: boolean, position: number }> }>, downloadableLinks: Array<{ __typename?: 'AdminDownloadableLink', id: number, title: string, price: number, sampleUrl?: string | null, numberOfDownloads: number, position: number }>, customOptions: Array<{ __typename?: 'AdminCustomOption', id: number, title: string, type: string, required: boolean, price: number, priceType: string, position: number, values: Array<{ __typename?: 'AdminCustomOptionValue', id: number, title: string, price: number, priceType: string, position: number }> }> };

export type ProductDetailQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type ProductDetailQuery = { __typename?: 'Query', adminProduct?: { __typename?: 'AdminProduct', id: number, sku: string, name: string, type: string, attributeSetId: number, status: number, visibility: number, urlKey: string, price: number, specialPrice?: number | null, specialFromDate?: string | null, specialToDate?: string | null, cost?: number | null, msrp?: number | null, stockQty: number, inStock: boolean, weight?: number | null, description: string, shortDescription: string, metaTitle: string, metaKeywords: string, metaDescription: string, createdAt: string, updatedAt: string, urlRedirects: Array<string>, configurableAttributeCodes: Array<string>, linksPurchasedSeparately: boolean, linksTitle?: string | null, giftcardType?: string | null, giftcardAmounts: Array<number>, giftcardMinAmount?: number | null, giftcardMaxAmount?: number | null, giftcardAllowMessage: boolean, tierPrices: Array<{ __typename?: 'AdminTierPrice', customerGroupId?: number | null, qty: number, price: number }>, groupPrices: Array<{ __typename?: 'AdminGroupPrice', customerGroupId: number, price: number }>, categories: Array<{ __typename?: 'AdminProductCategory', categoryId: number, position: number, name: string }>, attributes: Array<{ __typename?: 'AdminProductAttributeValue', code: string, value: string }>, variants: Array<{ __typename?: 'AdminLinkedProduct', productId: number, sku: string, name: string }>, groupedProducts: Array<{ __typename?: 'AdminGroupedProduct', productId: number, sku: string, name: string, qty: number, position: number }>, bundleOptions: Array<{ __typename?: 'AdminBundleOption', id: number, title: string, type: string, required: boolean, position: number, selections: Array<{ __typename?: 'AdminBundleSelection', id: number, sku: string, name: string, qty: number, isDefault: boolean, position: number }> }>, downloadableLinks: Array<{ __typename?: 'AdminDownloadableLink', id: number, title: string, price: number, sampleUrl?: string | null, numberOfDownloads: number, position: number }>, customOptions: Array<{ __typename?: 'AdminCustomOption', id: number, title: string, type: string, required: boolean, price: number, priceType: string, position: number, values: Array<{ __typename?: 'AdminCustomOptionValue', id: number, title: string, price: number, priceType: string, position: number }> }> } | null };

export type ProductCreateMutationVariables = Exact<{
  input: ProductInput;
}>;


export type ProductCreateMutation = { __typename?: 'Mutation', productCreate:
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
    | { __typename: 'ProductCreateSuccess', data: { __typename?: 'Product', id: number } }
   };

export type ProductUpdateMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: ProductInput;
}>;


export type ProductUpdateMutation = { __typename?: 'Mutation', productUpdate:
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
    | { __typename: 'ProductUpdateSuccess', data: { __typename?: 'Product', id: number, updatedAt: string } }
   };

export type ProductMassActMutationVariables = Exact<{
  ids: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
  action: ProductMassActionKind;
  value?: InputMaybe<Scalars['Float']['input']>;
  categoryId?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ProductMassActMutation = { __typename?: 'Mutation', productMassAction:
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
    | { __typename: 'ProductMassActionSuccess', data: { __typename?: 'ProductMassActionOutcome', action: ProductMassActionKind, ids: Array<number>, count: number } }
   };

export type SettingsStoresQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsStoresQuery = { __typename?: 'Query', stores: Array<{ __typename?: 'StoreView', id: number, code: string, name: string, isDefault: boolean }> };

export type SettingSetMutationVariables = Exact<{
  path: Scalars['String']['input'];
  scope: ConfigScope;
  scopeId: Scalars['Int']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type SettingSetMutation = { __typename?: 'Mutation', configValueSet:
    | { __typename: 'ConfigValueSetSuccess', impact?: { __typename?: 'ShopperImpact', storeCode: string, storeCodes: Array<string>, empty: boolean, summary: string, loginWall?: string | null, modules: Array<{ __typename?: 'ShopperModuleSwitch', code: string, label: string, enabled: boolean }>, groups: Array<{ __typename?: 'ShopperGroupImpact', storeCode: string, groupId: number, groupName: string, losePrice: number, gainPrice: number, disappear: number, reappear: number, becomeUnpurchasable: number, becomePurchasable: number, before: { __typename?: 'ShopperView', listed: number, priced: number }, after: { __typename?: 'ShopperView', listed: number, priced: number } }> } | null }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type SettingsImpactQueryVariables = Exact<{
  values: Array<ConfigValueInput> | ConfigValueInput;
}>;


export type SettingsImpactQuery = { __typename?: 'Query', configImpact:
    | { __typename: 'ConfigImpactSuccess', data: { __typename?: 'ShopperImpact', storeCode: string, storeCodes: Array<string>, empty: boolean, summary: string, loginWall?: string | null, modules: Array<{ __typename?: 'ShopperModuleSwitch', code: string, label: string, enabled: boolean }>, groups: Array<{ __typename?: 'ShopperGroupImpact', storeCode: string, groupId: number, groupName: string, losePrice: number, gainPrice: number, disappear: number, reappear: number, becomeUnpurchasable: number, becomePurchasable: number, before: { __typename?: 'ShopperView', listed: number, priced: number }, after: { __typename?: 'ShopperView', listed: number, priced: number } }> } }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type SettingsAtScopeQueryVariables = Exact<{
  scope: ConfigScope;
  scopeId: Scalars['Int']['input'];
}>;


export type SettingsAtScopeQuery = { __typename?: 'Query', configSettings:
    | { __typename: 'ConfigSettingsSuccess', data: Array<{ __typename?: 'ConfigSettingsSection', prefix: string, label: string, owner: string, fields: Array<{ __typename?: 'ConfigSetting', path: string, key: string, label: string, description?: string | null, type: ConfigFieldType, default?: unknown | null, constraints: unknown, value?: unknown | null, effectiveValue?: unknown | null, source: ConfigValueSource, inheritedValue?: unknown | null, inheritedSource: ConfigValueSource, options?: Array<{ __typename?: 'ConfigFieldOption', value: string, label: string }> | null }> }> }
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
   };

export type StorefrontSyncRunFieldsFragment = { __typename?: 'StorefrontSyncRun', id: number, trigger: string, kind: string, path: string, outcome: StorefrontSyncOutcome, reason?: string | null, attempts: number, itemCount?: number | null, requestedAt: string, finishedAt?: string | null, durationMs?: number | null, workerReport?: unknown | null };

export type StorefrontSyncStatusQueryVariables = Exact<{
  limit: Scalars['Int']['input'];
}>;


export type StorefrontSyncStatusQuery = { __typename?: 'Query', storefrontSyncStatus: { __typename?: 'StorefrontSyncStatus', configured: boolean, storefrontUrl?: string | null, runs: Array<{ __typename?: 'StorefrontSyncRun', id: number, trigger: string, kind: string, path: string, outcome: StorefrontSyncOutcome, reason?: string | null, attempts: number, itemCount?: number | null, requestedAt: string, finishedAt?: string | null, durationMs?: number | null, workerReport?: unknown | null }>, lastFullSync?: { __typename?: 'StorefrontSyncRun', id: number, trigger: string, kind: string, path: string, outcome: StorefrontSyncOutcome, reason?: string | null, attempts: number, itemCount?: number | null, requestedAt: string, finishedAt?: string | null, durationMs?: number | null, workerReport?: unknown | null } | null } };

export type StorefrontSyncNowMutationVariables = Exact<{ [key: string]: never; }>;


export type StorefrontSyncNowMutation = { __typename?: 'Mutation', storefrontSyncNow:
    | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
    | { __typename: 'StorefrontSyncNowSuccess', data: boolean }
   };

export type TradeApplicationsGridQueryVariables = Exact<{
  filter?: InputMaybe<TradeApplicationFilter>;
  sort?: InputMaybe<TradeApplicationSort>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type TradeApplicationsGridQuery = { __typename?: 'Query', tradeApplications: { __typename?: 'TradeApplicationPage', totalCount: number, items: Array<{ __typename?: 'TradeApplication', id: number, email: string, status: TradeApplicationStatus, createdAt: string, decidedAt?: string | null, storeId: number, formCode: string, flaggedSubmissions: number, forExistingAccount: boolean, hasPassword: boolean }> } };

export type TradeApplicationDetailQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type TradeApplicationDetailQuery = { __typename?: 'Query', tradeApplication?: { __typename?: 'TradeApplication', id: number, email: string, status: TradeApplicationStatus, createdAt: string, decidedAt?: string | null, decisionNote: string, formCode: string, storeId: number, customerId: number, payload: unknown, flaggedSubmissions: number, forExistingAccount: boolean, hasPassword: boolean, existingCustomer?: { __typename?: 'TradeApplicationExistingCustomer', id: number, groupId: number, status: string, statusAtApplication: string } | null, submissions: Array<{ __typename?: 'TradeApplicationSubmission', submissionId: number, at: string, kind: string, formCode: string, flagged: boolean, payload: unknown }>, history: Array<{ __typename?: 'TradeApplicationHistoryEntry', kind: string, at: string, adminUsername?: string | null, note?: string | null, flagged?: boolean | null, submissionId?: number | null }> } | null };

export type TradeApplicationsApproveMutationVariables = Exact<{
  ids: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  confirmFlaggedSubmissions?: InputMaybe<Scalars['Boolean']['input']>;
  reactivate?: InputMaybe<Scalars['Boolean']['input']>;
  confirmExistingAccount?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type TradeApplicationsApproveMutation = { __typename?: 'Mutation', tradeApplicationApproveMany: Array<{ __typename?: 'TradeApplicationMassItem', id: number, result:
      | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
      | { __typename: 'TradeApplicationMassItemSuccess' }
     }> };

export type TradeApplicationsDeclineMutationVariables = Exact<{
  ids: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
}>;


export type TradeApplicationsDeclineMutation = { __typename?: 'Mutation', tradeApplicationDeclineMany: Array<{ __typename?: 'TradeApplicationMassItem', id: number, result:
      | { __typename: 'Problem', code: string, message: string, status: number, errors: Array<{ __typename?: 'FieldError', field: string, code: string, message: string }> }
      | { __typename: 'TradeApplicationMassItemSuccess' }
     }> };

export type ConsoleAdminSessionQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleAdminSessionQuery = { __typename?: 'Query', adminSession: { __typename?: 'AdminSession', adminId: number, username: string, email: string, scopes: Array<string>, expiresAt?: string | null, serverTime: string } };

export const ShopperImpactFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopperImpactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopperImpact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeCode"}},{"kind":"Field","name":{"kind":"Name","value":"storeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"empty"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"loginWall"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeCode"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"losePrice"}},{"kind":"Field","name":{"kind":"Name","value":"gainPrice"}},{"kind":"Field","name":{"kind":"Name","value":"disappear"}},{"kind":"Field","name":{"kind":"Name","value":"reappear"}},{"kind":"Field","name":{"kind":"Name","value":"becomeUnpurchasable"}},{"kind":"Field","name":{"kind":"Name","value":"becomePurchasable"}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listed"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listed"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}}]}}]}}]}}]} as unknown as DocumentNode<ShopperImpactFieldsFragment, unknown>;
export const ProblemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ProblemFieldsFragment, unknown>;
export const AccessRuleRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRuleRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"customerGroupIds"}},{"kind":"Field","name":{"kind":"Name","value":"storeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"countries"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"}},{"kind":"Field","name":{"kind":"Name","value":"legacy"}},{"kind":"Field","name":{"kind":"Name","value":"scopeCategoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"productIds"}},{"kind":"Field","name":{"kind":"Name","value":"hideListing"}},{"kind":"Field","name":{"kind":"Name","value":"hidePrice"}},{"kind":"Field","name":{"kind":"Name","value":"blockPurchase"}},{"kind":"Field","name":{"kind":"Name","value":"redirectCms"}},{"kind":"Field","name":{"kind":"Name","value":"enforcement"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AccessRuleRowFragment, unknown>;
export const ProductImportRunFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImportRunFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductImportRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"adminName"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bytesDone"}},{"kind":"Field","name":{"kind":"Name","value":"rowsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"rowsDone"}},{"kind":"Field","name":{"kind":"Name","value":"rowsFailed"}},{"kind":"Field","name":{"kind":"Name","value":"rowsCreated"}},{"kind":"Field","name":{"kind":"Name","value":"rowsUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"rowsUnchanged"}},{"kind":"Field","name":{"kind":"Name","value":"batchesDone"}},{"kind":"Field","name":{"kind":"Name","value":"batchesFailed"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<ProductImportRunFieldsFragment, unknown>;
export const CompanyCreditFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyCreditFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyCredit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"termsLabel"}},{"kind":"Field","name":{"kind":"Name","value":"allowExceed"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"holdReason"}},{"kind":"Field","name":{"kind":"Name","value":"payOnAccount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"}},{"kind":"Field","name":{"kind":"Name","value":"historyTotal"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}},{"kind":"Field","name":{"kind":"Name","value":"limitAfter"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"actorKind"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CompanyCreditFieldsFragment, unknown>;
export const CompanyDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"vatId"}},{"kind":"Field","name":{"kind":"Name","value":"resellerId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"customerGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"customerGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"salesRepId"}},{"kind":"Field","name":{"kind":"Name","value":"salesRep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"managerId"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultBilling"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultShipping"}}]}}]}}]} as unknown as DocumentNode<CompanyDetailFieldsFragment, unknown>;
export const ContentPageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CmsPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"rawContent"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"contentHeading"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ContentPageFragment, unknown>;
export const ContentBlockFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentBlock"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CmsBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"rawContent"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ContentBlockFragment, unknown>;
export const ContentPostFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"urlKey"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ContentPostFragment, unknown>;
export const CustomerDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"taxvat"}},{"kind":"Field","name":{"kind":"Name","value":"isSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultBilling"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultShipping"}}]}}]}}]} as unknown as DocumentNode<CustomerDetailFieldsFragment, unknown>;
export const FormsScreenFormFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormsScreenForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"successMessage"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"validation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}},{"kind":"Field","name":{"kind":"Name","value":"pattern"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]}}]}}]} as unknown as DocumentNode<FormsScreenFormFragment, unknown>;
export const AdminOrderAddressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}}]}}]} as unknown as DocumentNode<AdminOrderAddressFieldsFragment, unknown>;
export const OrderDocumentLineFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDocumentLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDocumentLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderItemId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"rowTotal"}}]}}]} as unknown as DocumentNode<OrderDocumentLineFieldsFragment, unknown>;
export const OrderConsoleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderConsoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"rowTotal"}},{"kind":"Field","name":{"kind":"Name","value":"qtyOrdered"}},{"kind":"Field","name":{"kind":"Name","value":"qtyInvoiced"}},{"kind":"Field","name":{"kind":"Name","value":"qtyShipped"}},{"kind":"Field","name":{"kind":"Name","value":"qtyRefunded"}},{"kind":"Field","name":{"kind":"Name","value":"qtyCanceled"}},{"kind":"Field","name":{"kind":"Name","value":"isVirtual"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodTitle"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}},{"kind":"Field","name":{"kind":"Name","value":"giftcards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"totalInvoiced"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"totalRefunded"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"notifyCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"visibleOnStorefront"}},{"kind":"Field","name":{"kind":"Name","value":"actorType"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDocumentLineFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDocumentLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditMemos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"adjustment"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDocumentLineFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDocumentLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDocumentLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderItemId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"rowTotal"}}]}}]} as unknown as DocumentNode<OrderConsoleFieldsFragment, unknown>;
export const PriceListRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"adjustmentPercent"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"companyIds"}},{"kind":"Field","name":{"kind":"Name","value":"customerGroupIds"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PriceListRowFragment, unknown>;
export const ProductImageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"smallUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<ProductImageFieldsFragment, unknown>;
export const ProductEditorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductEditorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"attributeSetId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"urlKey"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"specialPrice"}},{"kind":"Field","name":{"kind":"Name","value":"specialFromDate"}},{"kind":"Field","name":{"kind":"Name","value":"specialToDate"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"msrp"}},{"kind":"Field","name":{"kind":"Name","value":"stockQty"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"urlRedirects"}},{"kind":"Field","name":{"kind":"Name","value":"tierPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groupPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configurableAttributeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groupedProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bundleOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"selections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadableLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"sampleUrl"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfDownloads"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linksPurchasedSeparately"}},{"kind":"Field","name":{"kind":"Name","value":"linksTitle"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardType"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardAmounts"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardMinAmount"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardMaxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardAllowMessage"}},{"kind":"Field","name":{"kind":"Name","value":"customOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceType"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceType"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]}}]} as unknown as DocumentNode<ProductEditorFieldsFragment, unknown>;
export const StorefrontSyncRunFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StorefrontSyncRunFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StorefrontSyncRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"workerReport"}}]}}]} as unknown as DocumentNode<StorefrontSyncRunFieldsFragment, unknown>;
export const AnswersFormFieldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnswersFormFields"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customForms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AnswersFormFieldsQuery, AnswersFormFieldsQueryVariables>;
export const GlobalSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GlobalSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"sublabel"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"exact"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"sublabel"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"exact"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"sublabel"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"exact"}}]}}]}}]}}]} as unknown as DocumentNode<GlobalSearchQuery, GlobalSearchQueryVariables>;
export const AccessRulesGridDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessRulesGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRuleFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRuleSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRuleRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRuleRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"customerGroupIds"}},{"kind":"Field","name":{"kind":"Name","value":"storeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"countries"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"}},{"kind":"Field","name":{"kind":"Name","value":"legacy"}},{"kind":"Field","name":{"kind":"Name","value":"scopeCategoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"productIds"}},{"kind":"Field","name":{"kind":"Name","value":"hideListing"}},{"kind":"Field","name":{"kind":"Name","value":"hidePrice"}},{"kind":"Field","name":{"kind":"Name","value":"blockPurchase"}},{"kind":"Field","name":{"kind":"Name","value":"redirectCms"}},{"kind":"Field","name":{"kind":"Name","value":"enforcement"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AccessRulesGridQuery, AccessRulesGridQueryVariables>;
export const AccessRulesOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessRulesOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"priority"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"asc"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AccessRulesOrderQuery, AccessRulesOrderQueryVariables>;
export const AccessRulesCatalogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessRulesCatalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessRuleCatalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stores"}},{"kind":"Field","name":{"kind":"Name","value":"cmsPages"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<AccessRulesCatalogQuery, AccessRulesCatalogQueryVariables>;
export const AccessRuleEditorCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessRuleEditorCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRuleInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmCatchAll"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessRuleCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirmCatchAll"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmCatchAll"}}},{"kind":"Argument","name":{"kind":"Name","value":"dryRun"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRuleCreateSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRuleRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"impact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopperImpactFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRuleRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"customerGroupIds"}},{"kind":"Field","name":{"kind":"Name","value":"storeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"countries"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"}},{"kind":"Field","name":{"kind":"Name","value":"legacy"}},{"kind":"Field","name":{"kind":"Name","value":"scopeCategoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"productIds"}},{"kind":"Field","name":{"kind":"Name","value":"hideListing"}},{"kind":"Field","name":{"kind":"Name","value":"hidePrice"}},{"kind":"Field","name":{"kind":"Name","value":"blockPurchase"}},{"kind":"Field","name":{"kind":"Name","value":"redirectCms"}},{"kind":"Field","name":{"kind":"Name","value":"enforcement"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopperImpactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopperImpact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeCode"}},{"kind":"Field","name":{"kind":"Name","value":"storeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"empty"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"loginWall"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeCode"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"losePrice"}},{"kind":"Field","name":{"kind":"Name","value":"gainPrice"}},{"kind":"Field","name":{"kind":"Name","value":"disappear"}},{"kind":"Field","name":{"kind":"Name","value":"reappear"}},{"kind":"Field","name":{"kind":"Name","value":"becomeUnpurchasable"}},{"kind":"Field","name":{"kind":"Name","value":"becomePurchasable"}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listed"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listed"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AccessRuleEditorCreateMutation, AccessRuleEditorCreateMutationVariables>;
export const AccessRuleEditorUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessRuleEditorUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRuleInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmCatchAll"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessRuleUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirmCatchAll"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmCatchAll"}}},{"kind":"Argument","name":{"kind":"Name","value":"dryRun"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRuleUpdateSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRuleRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"impact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopperImpactFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRuleRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"customerGroupIds"}},{"kind":"Field","name":{"kind":"Name","value":"storeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"countries"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"}},{"kind":"Field","name":{"kind":"Name","value":"legacy"}},{"kind":"Field","name":{"kind":"Name","value":"scopeCategoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"productIds"}},{"kind":"Field","name":{"kind":"Name","value":"hideListing"}},{"kind":"Field","name":{"kind":"Name","value":"hidePrice"}},{"kind":"Field","name":{"kind":"Name","value":"blockPurchase"}},{"kind":"Field","name":{"kind":"Name","value":"redirectCms"}},{"kind":"Field","name":{"kind":"Name","value":"enforcement"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopperImpactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopperImpact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeCode"}},{"kind":"Field","name":{"kind":"Name","value":"storeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"empty"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"loginWall"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeCode"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"losePrice"}},{"kind":"Field","name":{"kind":"Name","value":"gainPrice"}},{"kind":"Field","name":{"kind":"Name","value":"disappear"}},{"kind":"Field","name":{"kind":"Name","value":"reappear"}},{"kind":"Field","name":{"kind":"Name","value":"becomeUnpurchasable"}},{"kind":"Field","name":{"kind":"Name","value":"becomePurchasable"}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listed"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listed"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AccessRuleEditorUpdateMutation, AccessRuleEditorUpdateMutationVariables>;
export const AccessRuleGridSetEnabledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessRuleGridSetEnabled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmCatchAll"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessRuleSetEnabled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirmCatchAll"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmCatchAll"}}},{"kind":"Argument","name":{"kind":"Name","value":"dryRun"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRuleSetEnabledSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"impact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopperImpactFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopperImpactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopperImpact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeCode"}},{"kind":"Field","name":{"kind":"Name","value":"storeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"empty"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"loginWall"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeCode"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"losePrice"}},{"kind":"Field","name":{"kind":"Name","value":"gainPrice"}},{"kind":"Field","name":{"kind":"Name","value":"disappear"}},{"kind":"Field","name":{"kind":"Name","value":"reappear"}},{"kind":"Field","name":{"kind":"Name","value":"becomeUnpurchasable"}},{"kind":"Field","name":{"kind":"Name","value":"becomePurchasable"}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listed"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listed"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AccessRuleGridSetEnabledMutation, AccessRuleGridSetEnabledMutationVariables>;
export const AccessRuleGridDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessRuleGridDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessRuleDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dryRun"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRuleDeleteSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"impact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopperImpactFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopperImpactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopperImpact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeCode"}},{"kind":"Field","name":{"kind":"Name","value":"storeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"empty"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"loginWall"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeCode"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"losePrice"}},{"kind":"Field","name":{"kind":"Name","value":"gainPrice"}},{"kind":"Field","name":{"kind":"Name","value":"disappear"}},{"kind":"Field","name":{"kind":"Name","value":"reappear"}},{"kind":"Field","name":{"kind":"Name","value":"becomeUnpurchasable"}},{"kind":"Field","name":{"kind":"Name","value":"becomePurchasable"}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listed"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listed"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}}]}}]}}]}}]} as unknown as DocumentNode<AccessRuleGridDeleteMutation, AccessRuleGridDeleteMutationVariables>;
export const AccessRulesGridReorderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessRulesGridReorder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessRulesReorder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"dryRun"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRulesReorderSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}},{"kind":"Field","name":{"kind":"Name","value":"impact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopperImpactFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopperImpactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopperImpact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeCode"}},{"kind":"Field","name":{"kind":"Name","value":"storeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"empty"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"loginWall"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeCode"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"losePrice"}},{"kind":"Field","name":{"kind":"Name","value":"gainPrice"}},{"kind":"Field","name":{"kind":"Name","value":"disappear"}},{"kind":"Field","name":{"kind":"Name","value":"reappear"}},{"kind":"Field","name":{"kind":"Name","value":"becomeUnpurchasable"}},{"kind":"Field","name":{"kind":"Name","value":"becomePurchasable"}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listed"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listed"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}}]}}]}}]}}]} as unknown as DocumentNode<AccessRulesGridReorderMutation, AccessRulesGridReorderMutationVariables>;
export const AccessRulesGridImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessRulesGridImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"json"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmCatchAll"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessRulesImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"json"},"value":{"kind":"Variable","name":{"kind":"Name","value":"json"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirmCatchAll"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmCatchAll"}}},{"kind":"Argument","name":{"kind":"Name","value":"dryRun"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRulesImportSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"impact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopperImpactFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopperImpactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopperImpact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeCode"}},{"kind":"Field","name":{"kind":"Name","value":"storeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"empty"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"loginWall"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeCode"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"losePrice"}},{"kind":"Field","name":{"kind":"Name","value":"gainPrice"}},{"kind":"Field","name":{"kind":"Name","value":"disappear"}},{"kind":"Field","name":{"kind":"Name","value":"reappear"}},{"kind":"Field","name":{"kind":"Name","value":"becomeUnpurchasable"}},{"kind":"Field","name":{"kind":"Name","value":"becomePurchasable"}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listed"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listed"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AccessRulesGridImportMutation, AccessRulesGridImportMutationVariables>;
export const AccessExplainProductSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessExplainProductSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessExplainProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AccessExplainProductSearchQuery, AccessExplainProductSearchQueryVariables>;
export const AccessExplainOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessExplainOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AccessExplainOptionsQuery, AccessExplainOptionsQueryVariables>;
export const AccessExplainPanelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessExplainPanel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customer"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"country"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessExplain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"customer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customer"}}},{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"country"},"value":{"kind":"Variable","name":{"kind":"Name","value":"country"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caller"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"countryFrom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"ruleName"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"decision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fired"}},{"kind":"Field","name":{"kind":"Name","value":"hidePrice"}},{"kind":"Field","name":{"kind":"Name","value":"canCheckout"}},{"kind":"Field","name":{"kind":"Name","value":"refusePurchase"}},{"kind":"Field","name":{"kind":"Name","value":"hideListing"}},{"kind":"Field","name":{"kind":"Name","value":"redirect"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AccessExplainPanelQuery, AccessExplainPanelQueryVariables>;
export const AccessBasicMatrixDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessBasicMatrix"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessBasicSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"requireLogin"}},{"kind":"Field","name":{"kind":"Name","value":"hidePrice"}},{"kind":"Field","name":{"kind":"Name","value":"blockPurchase"}},{"kind":"Field","name":{"kind":"Name","value":"byCustomerGroup"}},{"kind":"Field","name":{"kind":"Name","value":"customerGroups"}},{"kind":"Field","name":{"kind":"Name","value":"byCategory"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]} as unknown as DocumentNode<AccessBasicMatrixQuery, AccessBasicMatrixQueryVariables>;
export const AccessBasicConfigSetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessBasicConfigSet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configValueSet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}},{"kind":"Argument","name":{"kind":"Name","value":"dryRun"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigValueSetSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopperImpactFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopperImpactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopperImpact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeCode"}},{"kind":"Field","name":{"kind":"Name","value":"storeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"empty"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"loginWall"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeCode"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"losePrice"}},{"kind":"Field","name":{"kind":"Name","value":"gainPrice"}},{"kind":"Field","name":{"kind":"Name","value":"disappear"}},{"kind":"Field","name":{"kind":"Name","value":"reappear"}},{"kind":"Field","name":{"kind":"Name","value":"becomeUnpurchasable"}},{"kind":"Field","name":{"kind":"Name","value":"becomePurchasable"}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listed"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listed"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AccessBasicConfigSetMutation, AccessBasicConfigSetMutationVariables>;
export const AccessMatrixImpactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessMatrixImpact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"values"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigValueInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configImpact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"values"},"value":{"kind":"Variable","name":{"kind":"Name","value":"values"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigImpactSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopperImpactFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopperImpactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopperImpact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeCode"}},{"kind":"Field","name":{"kind":"Name","value":"storeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"empty"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"loginWall"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeCode"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"losePrice"}},{"kind":"Field","name":{"kind":"Name","value":"gainPrice"}},{"kind":"Field","name":{"kind":"Name","value":"disappear"}},{"kind":"Field","name":{"kind":"Name","value":"reappear"}},{"kind":"Field","name":{"kind":"Name","value":"becomeUnpurchasable"}},{"kind":"Field","name":{"kind":"Name","value":"becomePurchasable"}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listed"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listed"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AccessMatrixImpactQuery, AccessMatrixImpactQueryVariables>;
export const AccessRulesDiagnosticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessRulesDiagnostics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ruleId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessRulesDiagnostics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ruleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ruleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleCount"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"shadows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"ruleName"}},{"kind":"Field","name":{"kind":"Name","value":"rulePriority"}},{"kind":"Field","name":{"kind":"Name","value":"shadowedById"}},{"kind":"Field","name":{"kind":"Name","value":"shadowedByName"}},{"kind":"Field","name":{"kind":"Name","value":"shadowedByPriority"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"matchedCount"}},{"kind":"Field","name":{"kind":"Name","value":"neverFires"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"scope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AccessRulesDiagnosticsQuery, AccessRulesDiagnosticsQueryVariables>;
export const AccessRuleShadowProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessRuleShadowProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ruleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessRulesDiagnostics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ruleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ruleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shadows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"shadowedById"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AccessRuleShadowProductsQuery, AccessRuleShadowProductsQueryVariables>;
export const AuditLogGridDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLogGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLogFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorKind"}},{"kind":"Field","name":{"kind":"Name","value":"adminId"}},{"kind":"Field","name":{"kind":"Name","value":"adminUsername"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]}}]} as unknown as DocumentNode<AuditLogGridQuery, AuditLogGridQueryVariables>;
export const ProductImportRunsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductImportRuns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productImportRuns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImportRunFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImportRunFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductImportRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"adminName"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bytesDone"}},{"kind":"Field","name":{"kind":"Name","value":"rowsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"rowsDone"}},{"kind":"Field","name":{"kind":"Name","value":"rowsFailed"}},{"kind":"Field","name":{"kind":"Name","value":"rowsCreated"}},{"kind":"Field","name":{"kind":"Name","value":"rowsUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"rowsUnchanged"}},{"kind":"Field","name":{"kind":"Name","value":"batchesDone"}},{"kind":"Field","name":{"kind":"Name","value":"batchesFailed"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<ProductImportRunsQuery, ProductImportRunsQueryVariables>;
export const ProductImportRunDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductImportRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productImportRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImportRunFields"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImportRunFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductImportRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"adminName"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bytesDone"}},{"kind":"Field","name":{"kind":"Name","value":"rowsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"rowsDone"}},{"kind":"Field","name":{"kind":"Name","value":"rowsFailed"}},{"kind":"Field","name":{"kind":"Name","value":"rowsCreated"}},{"kind":"Field","name":{"kind":"Name","value":"rowsUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"rowsUnchanged"}},{"kind":"Field","name":{"kind":"Name","value":"batchesDone"}},{"kind":"Field","name":{"kind":"Name","value":"batchesFailed"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<ProductImportRunQuery, ProductImportRunQueryVariables>;
export const AdminCategoryTreeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCategoryTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCategoryTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"urlKey"}},{"kind":"Field","name":{"kind":"Name","value":"urlPath"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"includeInMenu"}},{"kind":"Field","name":{"kind":"Name","value":"isAnchor"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"displayMode"}}]}}]}}]} as unknown as DocumentNode<AdminCategoryTreeQuery, AdminCategoryTreeQueryVariables>;
export const AdminCategoryCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCategoryCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"urlKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"position"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"parentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"urlKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"urlKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"position"},"value":{"kind":"Variable","name":{"kind":"Name","value":"position"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryCreateSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminCategoryCreateMutation, AdminCategoryCreateMutationVariables>;
export const AdminCategoryUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCategoryUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryUpdateSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"urlPath"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminCategoryUpdateMutation, AdminCategoryUpdateMutationVariables>;
export const AdminCategoryMoveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCategoryMove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"position"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryMove"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"parentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"position"},"value":{"kind":"Variable","name":{"kind":"Name","value":"position"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryMoveSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"urlPath"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminCategoryMoveMutation, AdminCategoryMoveMutationVariables>;
export const AdminCategoryDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCategoryDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryDeleteSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedIds"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminCategoryDeleteMutation, AdminCategoryDeleteMutationVariables>;
export const AdminCategoryProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCategoryProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryProductsSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminCategoryProductsQuery, AdminCategoryProductsQueryVariables>;
export const AdminCategoryProductsSetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCategoryProductsSet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryProductPositionInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"removeProductIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryProductsSet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}},{"kind":"Argument","name":{"kind":"Name","value":"removeProductIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"removeProductIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryProductsSetSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminCategoryProductsSetMutation, AdminCategoryProductsSetMutationVariables>;
export const AdminCompanyCreditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCompanyCredit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCompanyCredit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"credit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyCreditFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"orderIncrementId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"due"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyCreditFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyCredit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"termsLabel"}},{"kind":"Field","name":{"kind":"Name","value":"allowExceed"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"holdReason"}},{"kind":"Field","name":{"kind":"Name","value":"payOnAccount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"}},{"kind":"Field","name":{"kind":"Name","value":"historyTotal"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}},{"kind":"Field","name":{"kind":"Name","value":"limitAfter"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"actorKind"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminCompanyCreditQuery, AdminCompanyCreditQueryVariables>;
export const CompanyCreditSetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompanyCreditSet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyCreditInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyCreditSet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyCredit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CompanyCreditSetMutation, CompanyCreditSetMutationVariables>;
export const CompanyCreditReimburseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompanyCreditReimburse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyCreditReimburse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}},{"kind":"Argument","name":{"kind":"Name","value":"invoiceIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyCreditReimbursement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fullyPaid"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CompanyCreditReimburseMutation, CompanyCreditReimburseMutationVariables>;
export const CompaniesGridDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompaniesGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanySort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customerGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"customerGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CompaniesGridQuery, CompaniesGridQueryVariables>;
export const CompanyGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CompanyGroupsQuery, CompanyGroupsQueryVariables>;
export const CompanyDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"vatId"}},{"kind":"Field","name":{"kind":"Name","value":"resellerId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"customerGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"customerGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"salesRepId"}},{"kind":"Field","name":{"kind":"Name","value":"salesRep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"managerId"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultBilling"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultShipping"}}]}}]}}]} as unknown as DocumentNode<CompanyDetailQuery, CompanyDetailQueryVariables>;
export const CompanyOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceEmail"}},{"kind":"Field","name":{"kind":"Name","value":"placedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CompanyOrdersQuery, CompanyOrdersQueryVariables>;
export const CompanyHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"actorKind"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"subjectType"}},{"kind":"Field","name":{"kind":"Name","value":"subjectId"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<CompanyHistoryQuery, CompanyHistoryQueryVariables>;
export const CompanyApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompanyApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerGroupId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyApprove"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"customerGroupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerGroupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"companyStatus"},"name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CompanyApproveMutation, CompanyApproveMutationVariables>;
export const CompanyRejectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompanyReject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyReject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"companyStatus"},"name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CompanyRejectMutation, CompanyRejectMutationVariables>;
export const CompanyBlockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompanyBlock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyBlock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"companyStatus"},"name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CompanyBlockMutation, CompanyBlockMutationVariables>;
export const CompanyUnblockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompanyUnblock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyUnblock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"companyStatus"},"name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CompanyUnblockMutation, CompanyUnblockMutationVariables>;
export const CustomerCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CustomerCompanyQuery, CustomerCompanyQueryVariables>;
export const ApplicationCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}}]}}]}}]}}]} as unknown as DocumentNode<ApplicationCompanyQuery, ApplicationCompanyQueryVariables>;
export const CompaniesApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompaniesApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyApproveMany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"companyStatus"},"name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CompaniesApproveMutation, CompaniesApproveMutationVariables>;
export const CompaniesRejectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompaniesReject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyRejectMany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"companyStatus"},"name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CompaniesRejectMutation, CompaniesRejectMutationVariables>;
export const CompaniesBlockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompaniesBlock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyBlockMany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"companyStatus"},"name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CompaniesBlockMutation, CompaniesBlockMutationVariables>;
export const CompaniesUnblockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompaniesUnblock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyUnblockMany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"companyStatus"},"name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CompaniesUnblockMutation, CompaniesUnblockMutationVariables>;
export const CompanyFormOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyFormOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"name"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"ASC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CompanyFormOptionsQuery, CompanyFormOptionsQueryVariables>;
export const CompanyCustomerByEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyCustomerByEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<CompanyCustomerByEmailQuery, CompanyCustomerByEmailQueryVariables>;
export const CompanyCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompanyCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CompanyCreateMutation, CompanyCreateMutationVariables>;
export const CompanyUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompanyUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CompanyUpdateMutation, CompanyUpdateMutationVariables>;
export const CompanyAdminTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompanyAdminTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formerAdminRoleId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyAdminTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"formerAdminRoleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formerAdminRoleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CompanyAdminTransferMutation, CompanyAdminTransferMutationVariables>;
export const CompanyPriceListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyPriceLists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceLists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"PRIORITY"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"ASC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"adjustmentPercent"}}]}}]}}]}}]} as unknown as DocumentNode<CompanyPriceListsQuery, CompanyPriceListsQueryVariables>;
export const AdminPurchaseOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPurchaseOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPurchaseOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"buyer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderIncrementId"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"approvalFlow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approver"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminPurchaseOrdersQuery, AdminPurchaseOrdersQueryVariables>;
export const AdminApprovalRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminApprovalRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminApprovalRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<AdminApprovalRulesQuery, AdminApprovalRulesQueryVariables>;
export const AdminApprovalRuleCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminApprovalRuleCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminApprovalRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminApprovalRuleCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminApprovalRuleCreateMutation, AdminApprovalRuleCreateMutationVariables>;
export const AdminApprovalRuleUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminApprovalRuleUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminApprovalRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminApprovalRuleUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminApprovalRuleUpdateMutation, AdminApprovalRuleUpdateMutationVariables>;
export const AdminApprovalRuleDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminApprovalRuleDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminApprovalRuleDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminApprovalRuleDeleteMutation, AdminApprovalRuleDeleteMutationVariables>;
export const ContentStoresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentStores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ContentStoresQuery, ContentStoresQueryVariables>;
export const ContentFormsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentForms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customForms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"title"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"asc"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]} as unknown as DocumentNode<ContentFormsQuery, ContentFormsQueryVariables>;
export const ContentPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cmsContentPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}}]}]}}]} as unknown as DocumentNode<ContentPreviewQuery, ContentPreviewQueryVariables>;
export const ContentPagesGridDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentPagesGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CmsPageFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCmsPages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ContentPagesGridQuery, ContentPagesGridQueryVariables>;
export const ContentPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCmsPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentPage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CmsPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"rawContent"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"contentHeading"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ContentPageQuery, ContentPageQueryVariables>;
export const ContentPageCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContentPageCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CmsPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cmsPageCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CmsPageCreateSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentPage"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CmsPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"rawContent"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"contentHeading"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContentPageCreateMutation, ContentPageCreateMutationVariables>;
export const ContentPageUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContentPageUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CmsPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cmsPageUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CmsPageUpdateSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentPage"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CmsPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"rawContent"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"contentHeading"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContentPageUpdateMutation, ContentPageUpdateMutationVariables>;
export const ContentPageDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContentPageDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cmsPageDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CmsPageDeleteSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContentPageDeleteMutation, ContentPageDeleteMutationVariables>;
export const ContentBlocksGridDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentBlocksGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CmsBlockFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCmsBlocks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ContentBlocksGridQuery, ContentBlocksGridQueryVariables>;
export const ContentBlockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentBlock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCmsBlock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentBlock"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentBlock"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CmsBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"rawContent"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ContentBlockQuery, ContentBlockQueryVariables>;
export const ContentBlockCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContentBlockCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CmsBlockInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cmsBlockCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CmsBlockCreateSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentBlock"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentBlock"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CmsBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"rawContent"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContentBlockCreateMutation, ContentBlockCreateMutationVariables>;
export const ContentBlockUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContentBlockUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CmsBlockInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cmsBlockUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CmsBlockUpdateSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentBlock"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentBlock"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CmsBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"rawContent"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContentBlockUpdateMutation, ContentBlockUpdateMutationVariables>;
export const ContentBlockDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContentBlockDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cmsBlockDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CmsBlockDeleteSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContentBlockDeleteMutation, ContentBlockDeleteMutationVariables>;
export const ContentPostsGridDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentPostsGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPostFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBlogPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"urlKey"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}}]}}]}}]}}]} as unknown as DocumentNode<ContentPostsGridQuery, ContentPostsGridQueryVariables>;
export const ContentPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBlogPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentPost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"urlKey"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ContentPostQuery, ContentPostQueryVariables>;
export const ContentPostCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContentPostCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blogPostCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPostCreateSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentPost"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"urlKey"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContentPostCreateMutation, ContentPostCreateMutationVariables>;
export const ContentPostUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContentPostUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blogPostUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPostUpdateSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentPost"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"urlKey"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContentPostUpdateMutation, ContentPostUpdateMutationVariables>;
export const ContentPostDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContentPostDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blogPostDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPostDeleteSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContentPostDeleteMutation, ContentPostDeleteMutationVariables>;
export const ContentCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBlogCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"urlKey"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]} as unknown as DocumentNode<ContentCategoriesQuery, ContentCategoriesQueryVariables>;
export const ContentCategoryCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContentCategoryCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BlogCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blogCategoryCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlogCategoryCreateSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"urlKey"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContentCategoryCreateMutation, ContentCategoryCreateMutationVariables>;
export const ContentCategoryUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContentCategoryUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BlogCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blogCategoryUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlogCategoryUpdateSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"urlKey"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContentCategoryUpdateMutation, ContentCategoryUpdateMutationVariables>;
export const ContentCategoryDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContentCategoryDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blogCategoryDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlogCategoryDeleteSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContentCategoryDeleteMutation, ContentCategoryDeleteMutationVariables>;
export const CustomersGridDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomersGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}}]}}]}}]}}]} as unknown as DocumentNode<CustomersGridQuery, CustomersGridQueryVariables>;
export const CustomerGroupsAndStoresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerGroupsAndStores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CustomerGroupsAndStoresQuery, CustomerGroupsAndStoresQueryVariables>;
export const CustomerDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerDetailFields"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"itemsPerPage"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalItems"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"taxvat"}},{"kind":"Field","name":{"kind":"Name","value":"isSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultBilling"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultShipping"}}]}}]}}]} as unknown as DocumentNode<CustomerDetailQuery, CustomerDetailQueryVariables>;
export const CustomerApprovalHistoryPanelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerApprovalHistoryPanel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"approvalHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"adminUsername"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<CustomerApprovalHistoryPanelQuery, CustomerApprovalHistoryPanelQueryVariables>;
export const CustomerTradeApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerTradeApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tradeApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"formCode"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<CustomerTradeApplicationsQuery, CustomerTradeApplicationsQueryVariables>;
export const AdminCustomerCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCustomerCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerCreateSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerDetailFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"taxvat"}},{"kind":"Field","name":{"kind":"Name","value":"isSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultBilling"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultShipping"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminCustomerCreateMutation, AdminCustomerCreateMutationVariables>;
export const AdminCustomerUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCustomerUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerUpdateSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerDetailFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"taxvat"}},{"kind":"Field","name":{"kind":"Name","value":"isSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultBilling"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultShipping"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminCustomerUpdateMutation, AdminCustomerUpdateMutationVariables>;
export const AdminCustomerDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCustomerDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerDeleteSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminCustomerDeleteMutation, AdminCustomerDeleteMutationVariables>;
export const AdminCustomerPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCustomerPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerPasswordResetSend"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerPasswordResetSendSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminCustomerPasswordResetMutation, AdminCustomerPasswordResetMutationVariables>;
export const AdminCustomerAddressCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCustomerAddressCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerAddressCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddressCreateSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminCustomerAddressCreateMutation, AdminCustomerAddressCreateMutationVariables>;
export const AdminCustomerAddressUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCustomerAddressUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddressPatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerAddressUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddressUpdateSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminCustomerAddressUpdateMutation, AdminCustomerAddressUpdateMutationVariables>;
export const AdminCustomerAddressDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCustomerAddressDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerAddressDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddressDeleteSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminCustomerAddressDeleteMutation, AdminCustomerAddressDeleteMutationVariables>;
export const CustomersApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomersApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerApproveMany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CustomersApproveMutation, CustomersApproveMutationVariables>;
export const CustomersDeclineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomersDecline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerDeclineMany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CustomersDeclineMutation, CustomersDeclineMutationVariables>;
export const AdminRequisitionListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRequisitionLists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRequisitionLists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"shared"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRequisitionListsQuery, AdminRequisitionListsQueryVariables>;
export const DashboardPendingCustomersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardPendingCustomers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingCustomers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"pending"}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<DashboardPendingCustomersQuery, DashboardPendingCustomersQueryVariables>;
export const DashboardTradeApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardTradeApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tradeApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"pending"}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<DashboardTradeApplicationsQuery, DashboardTradeApplicationsQueryVariables>;
export const DashboardCustomerPendingAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DashboardCustomerPendingAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerPendingAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<DashboardCustomerPendingAddedSubscription, DashboardCustomerPendingAddedSubscriptionVariables>;
export const DashboardCustomerApprovalDecidedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DashboardCustomerApprovalDecided"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerApprovalDecided"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardCustomerApprovalDecidedSubscription, DashboardCustomerApprovalDecidedSubscriptionVariables>;
export const DashboardTradeApplicationAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DashboardTradeApplicationAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tradeApplicationAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<DashboardTradeApplicationAddedSubscription, DashboardTradeApplicationAddedSubscriptionVariables>;
export const DashboardTradeApplicationDecidedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DashboardTradeApplicationDecided"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tradeApplicationDecided"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardTradeApplicationDecidedSubscription, DashboardTradeApplicationDecidedSubscriptionVariables>;
export const SalesDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"generatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"toShipCount"}},{"kind":"Field","name":{"kind":"Name","value":"toShipOldest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"today"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"averageOrderValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"last7Days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"averageOrderValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"last30Days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"averageOrderValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"daily"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topProductsByQty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topProductsByRevenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SalesDashboardQuery, SalesDashboardQueryVariables>;
export const SalesDashboardStoresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesDashboardStores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SalesDashboardStoresQuery, SalesDashboardStoresQueryVariables>;
export const FormsScreenListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FormsScreenList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomFormFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomFormSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customForms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FormsScreenListQuery, FormsScreenListQueryVariables>;
export const FormsScreenFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FormsScreenForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormsScreenForm"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormsScreenForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"successMessage"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"validation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}},{"kind":"Field","name":{"kind":"Name","value":"pattern"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]}}]}}]} as unknown as DocumentNode<FormsScreenFormQuery, FormsScreenFormQueryVariables>;
export const FormsScreenStoresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FormsScreenStores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<FormsScreenStoresQuery, FormsScreenStoresQueryVariables>;
export const FormsScreenCountriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FormsScreenCountries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storeConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowedCountries"}}]}}]}}]} as unknown as DocumentNode<FormsScreenCountriesQuery, FormsScreenCountriesQueryVariables>;
export const FormsScreenCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FormsScreenCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomFormInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customFormCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomFormCreateSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormsScreenForm"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormsScreenForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"successMessage"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"validation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}},{"kind":"Field","name":{"kind":"Name","value":"pattern"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<FormsScreenCreateMutation, FormsScreenCreateMutationVariables>;
export const FormsScreenUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FormsScreenUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomFormInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customFormUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomFormUpdateSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormsScreenForm"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormsScreenForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"successMessage"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"validation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}},{"kind":"Field","name":{"kind":"Name","value":"pattern"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<FormsScreenUpdateMutation, FormsScreenUpdateMutationVariables>;
export const FormsScreenDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FormsScreenDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customFormDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomFormDeleteSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<FormsScreenDeleteMutation, FormsScreenDeleteMutationVariables>;
export const FormsScreenSubmissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FormsScreenSubmissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomFormSubmissionFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomFormSubmissionSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customFormSubmissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"formCode"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<FormsScreenSubmissionsQuery, FormsScreenSubmissionsQueryVariables>;
export const FormsScreenSubmissionsCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FormsScreenSubmissionsCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomFormSubmissionFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customFormSubmissionsCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}]}]}}]} as unknown as DocumentNode<FormsScreenSubmissionsCsvQuery, FormsScreenSubmissionsCsvQueryVariables>;
export const FormsScreenSubmissionDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FormsScreenSubmissionDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customFormSubmissionDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomFormSubmissionDeleteSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<FormsScreenSubmissionDeleteMutation, FormsScreenSubmissionDeleteMutationVariables>;
export const FormsScreenSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FormsScreenSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extensions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"b2bPlugins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"config"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FormsScreenSettingsQuery, FormsScreenSettingsQueryVariables>;
export const FormsScreenConfigValuesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FormsScreenConfigValues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configValues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"prefix"},"value":{"kind":"StringValue","value":"b2b_forms/","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"scopeId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<FormsScreenConfigValuesQuery, FormsScreenConfigValuesQueryVariables>;
export const FormsScreenConfigSetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FormsScreenConfigSet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configValueSet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<FormsScreenConfigSetMutation, FormsScreenConfigSetMutationVariables>;
export const MailOutboxGridDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailOutboxGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MailOutboxFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MailOutboxSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailOutbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"toAddress"}},{"kind":"Field","name":{"kind":"Name","value":"fromAddress"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]}}]} as unknown as DocumentNode<MailOutboxGridQuery, MailOutboxGridQueryVariables>;
export const MailOutboxMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailOutboxMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailOutboxMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"textBody"}},{"kind":"Field","name":{"kind":"Name","value":"htmlBody"}}]}}]}}]} as unknown as DocumentNode<MailOutboxMessageQuery, MailOutboxMessageQueryVariables>;
export const MailOutboxRequeueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MailOutboxRequeue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailOutboxRequeue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailOutboxRequeueItemSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<MailOutboxRequeueMutation, MailOutboxRequeueMutationVariables>;
export const MailTemplateStoresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailTemplateStores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<MailTemplateStoresQuery, MailTemplateStoresQueryVariables>;
export const MailTemplateListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailTemplateList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"variables"}},{"kind":"Field","name":{"kind":"Name","value":"overridden"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"html"}}]}}]}}]} as unknown as DocumentNode<MailTemplateListQuery, MailTemplateListQueryVariables>;
export const MailTemplateDraftPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailTemplateDraftPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"html"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailTemplatePreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"html"},"value":{"kind":"Variable","name":{"kind":"Name","value":"html"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplatePreviewSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<MailTemplateDraftPreviewQuery, MailTemplateDraftPreviewQueryVariables>;
export const MailTemplateSaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MailTemplateSave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"html"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailTemplateSet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"html"},"value":{"kind":"Variable","name":{"kind":"Name","value":"html"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplateSetSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"overridden"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"html"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<MailTemplateSaveMutation, MailTemplateSaveMutationVariables>;
export const MailTemplateResetToDefaultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MailTemplateResetToDefault"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailTemplateReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}}]}]}}]} as unknown as DocumentNode<MailTemplateResetToDefaultMutation, MailTemplateResetToDefaultMutationVariables>;
export const OrdersGridDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrdersGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodTitle"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<OrdersGridQuery, OrdersGridQueryVariables>;
export const OrderStoresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderStores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<OrderStoresQuery, OrderStoresQueryVariables>;
export const AdminOrderDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrderDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderConsoleFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDocumentLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDocumentLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderItemId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"rowTotal"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderConsoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"rowTotal"}},{"kind":"Field","name":{"kind":"Name","value":"qtyOrdered"}},{"kind":"Field","name":{"kind":"Name","value":"qtyInvoiced"}},{"kind":"Field","name":{"kind":"Name","value":"qtyShipped"}},{"kind":"Field","name":{"kind":"Name","value":"qtyRefunded"}},{"kind":"Field","name":{"kind":"Name","value":"qtyCanceled"}},{"kind":"Field","name":{"kind":"Name","value":"isVirtual"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodTitle"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}},{"kind":"Field","name":{"kind":"Name","value":"giftcards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"totalInvoiced"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"totalRefunded"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"notifyCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"visibleOnStorefront"}},{"kind":"Field","name":{"kind":"Name","value":"actorType"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDocumentLineFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDocumentLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditMemos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"adjustment"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDocumentLineFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminOrderDetailQuery, AdminOrderDetailQueryVariables>;
export const AdminOrderInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminOrderInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderItemQtyInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"capture"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}},{"kind":"Argument","name":{"kind":"Name","value":"capture"},"value":{"kind":"Variable","name":{"kind":"Name","value":"capture"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderInvoiceSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderConsoleFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDocumentLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDocumentLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderItemId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"rowTotal"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderConsoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"rowTotal"}},{"kind":"Field","name":{"kind":"Name","value":"qtyOrdered"}},{"kind":"Field","name":{"kind":"Name","value":"qtyInvoiced"}},{"kind":"Field","name":{"kind":"Name","value":"qtyShipped"}},{"kind":"Field","name":{"kind":"Name","value":"qtyRefunded"}},{"kind":"Field","name":{"kind":"Name","value":"qtyCanceled"}},{"kind":"Field","name":{"kind":"Name","value":"isVirtual"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodTitle"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}},{"kind":"Field","name":{"kind":"Name","value":"giftcards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"totalInvoiced"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"totalRefunded"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"notifyCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"visibleOnStorefront"}},{"kind":"Field","name":{"kind":"Name","value":"actorType"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDocumentLineFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDocumentLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditMemos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"adjustment"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDocumentLineFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminOrderInvoiceMutation, AdminOrderInvoiceMutationVariables>;
export const AdminOrderShipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminOrderShip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderItemQtyInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tracks"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShipmentTrackInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"notifyCustomer"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderShip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}},{"kind":"Argument","name":{"kind":"Name","value":"tracks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tracks"}}},{"kind":"Argument","name":{"kind":"Name","value":"notifyCustomer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"notifyCustomer"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderShipSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderConsoleFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDocumentLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDocumentLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderItemId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"rowTotal"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderConsoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"rowTotal"}},{"kind":"Field","name":{"kind":"Name","value":"qtyOrdered"}},{"kind":"Field","name":{"kind":"Name","value":"qtyInvoiced"}},{"kind":"Field","name":{"kind":"Name","value":"qtyShipped"}},{"kind":"Field","name":{"kind":"Name","value":"qtyRefunded"}},{"kind":"Field","name":{"kind":"Name","value":"qtyCanceled"}},{"kind":"Field","name":{"kind":"Name","value":"isVirtual"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodTitle"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}},{"kind":"Field","name":{"kind":"Name","value":"giftcards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"totalInvoiced"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"totalRefunded"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"notifyCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"visibleOnStorefront"}},{"kind":"Field","name":{"kind":"Name","value":"actorType"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDocumentLineFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDocumentLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditMemos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"adjustment"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDocumentLineFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminOrderShipMutation, AdminOrderShipMutationVariables>;
export const AdminOrderCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminOrderCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderCancel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderCancelSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderConsoleFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDocumentLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDocumentLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderItemId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"rowTotal"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderConsoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"rowTotal"}},{"kind":"Field","name":{"kind":"Name","value":"qtyOrdered"}},{"kind":"Field","name":{"kind":"Name","value":"qtyInvoiced"}},{"kind":"Field","name":{"kind":"Name","value":"qtyShipped"}},{"kind":"Field","name":{"kind":"Name","value":"qtyRefunded"}},{"kind":"Field","name":{"kind":"Name","value":"qtyCanceled"}},{"kind":"Field","name":{"kind":"Name","value":"isVirtual"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodTitle"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}},{"kind":"Field","name":{"kind":"Name","value":"giftcards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"totalInvoiced"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"totalRefunded"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"notifyCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"visibleOnStorefront"}},{"kind":"Field","name":{"kind":"Name","value":"actorType"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDocumentLineFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDocumentLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditMemos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"adjustment"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDocumentLineFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminOrderCancelMutation, AdminOrderCancelMutationVariables>;
export const AdminOrderRefundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminOrderRefund"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderItemQtyInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shippingAmount"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"adjustment"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"restock"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderRefund"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}},{"kind":"Argument","name":{"kind":"Name","value":"shippingAmount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shippingAmount"}}},{"kind":"Argument","name":{"kind":"Name","value":"adjustment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"adjustment"}}},{"kind":"Argument","name":{"kind":"Name","value":"restock"},"value":{"kind":"Variable","name":{"kind":"Name","value":"restock"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderRefundSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderConsoleFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDocumentLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDocumentLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderItemId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"rowTotal"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderConsoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"rowTotal"}},{"kind":"Field","name":{"kind":"Name","value":"qtyOrdered"}},{"kind":"Field","name":{"kind":"Name","value":"qtyInvoiced"}},{"kind":"Field","name":{"kind":"Name","value":"qtyShipped"}},{"kind":"Field","name":{"kind":"Name","value":"qtyRefunded"}},{"kind":"Field","name":{"kind":"Name","value":"qtyCanceled"}},{"kind":"Field","name":{"kind":"Name","value":"isVirtual"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodTitle"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}},{"kind":"Field","name":{"kind":"Name","value":"giftcards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"totalInvoiced"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"totalRefunded"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"notifyCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"visibleOnStorefront"}},{"kind":"Field","name":{"kind":"Name","value":"actorType"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDocumentLineFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDocumentLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditMemos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"adjustment"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDocumentLineFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminOrderRefundMutation, AdminOrderRefundMutationVariables>;
export const AdminOrderHoldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminOrderHold"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderHold"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderHoldSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderConsoleFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDocumentLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDocumentLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderItemId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"rowTotal"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderConsoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"rowTotal"}},{"kind":"Field","name":{"kind":"Name","value":"qtyOrdered"}},{"kind":"Field","name":{"kind":"Name","value":"qtyInvoiced"}},{"kind":"Field","name":{"kind":"Name","value":"qtyShipped"}},{"kind":"Field","name":{"kind":"Name","value":"qtyRefunded"}},{"kind":"Field","name":{"kind":"Name","value":"qtyCanceled"}},{"kind":"Field","name":{"kind":"Name","value":"isVirtual"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodTitle"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}},{"kind":"Field","name":{"kind":"Name","value":"giftcards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"totalInvoiced"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"totalRefunded"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"notifyCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"visibleOnStorefront"}},{"kind":"Field","name":{"kind":"Name","value":"actorType"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDocumentLineFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDocumentLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditMemos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"adjustment"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDocumentLineFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminOrderHoldMutation, AdminOrderHoldMutationVariables>;
export const AdminOrderUnholdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminOrderUnhold"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderUnhold"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderUnholdSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderConsoleFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDocumentLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDocumentLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderItemId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"rowTotal"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderConsoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"rowTotal"}},{"kind":"Field","name":{"kind":"Name","value":"qtyOrdered"}},{"kind":"Field","name":{"kind":"Name","value":"qtyInvoiced"}},{"kind":"Field","name":{"kind":"Name","value":"qtyShipped"}},{"kind":"Field","name":{"kind":"Name","value":"qtyRefunded"}},{"kind":"Field","name":{"kind":"Name","value":"qtyCanceled"}},{"kind":"Field","name":{"kind":"Name","value":"isVirtual"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodTitle"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}},{"kind":"Field","name":{"kind":"Name","value":"giftcards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"totalInvoiced"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"totalRefunded"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"notifyCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"visibleOnStorefront"}},{"kind":"Field","name":{"kind":"Name","value":"actorType"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDocumentLineFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDocumentLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditMemos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"adjustment"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDocumentLineFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminOrderUnholdMutation, AdminOrderUnholdMutationVariables>;
export const AdminOrderCommentAddDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminOrderCommentAdd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"notifyCustomer"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"visibleOnStorefront"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderCommentAdd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"notifyCustomer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"notifyCustomer"}}},{"kind":"Argument","name":{"kind":"Name","value":"visibleOnStorefront"},"value":{"kind":"Variable","name":{"kind":"Name","value":"visibleOnStorefront"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderCommentAddSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderConsoleFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDocumentLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDocumentLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderItemId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"rowTotal"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderConsoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"rowTotal"}},{"kind":"Field","name":{"kind":"Name","value":"qtyOrdered"}},{"kind":"Field","name":{"kind":"Name","value":"qtyInvoiced"}},{"kind":"Field","name":{"kind":"Name","value":"qtyShipped"}},{"kind":"Field","name":{"kind":"Name","value":"qtyRefunded"}},{"kind":"Field","name":{"kind":"Name","value":"qtyCanceled"}},{"kind":"Field","name":{"kind":"Name","value":"isVirtual"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodTitle"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}},{"kind":"Field","name":{"kind":"Name","value":"giftcards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"totalInvoiced"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"totalRefunded"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"notifyCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"visibleOnStorefront"}},{"kind":"Field","name":{"kind":"Name","value":"actorType"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDocumentLineFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDocumentLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditMemos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incrementId"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"adjustment"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDocumentLineFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminOrderCommentAddMutation, AdminOrderCommentAddMutationVariables>;
export const AdminOrdersCancelManyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminOrdersCancelMany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderCancelMany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderMassItemSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminOrdersCancelManyMutation, AdminOrdersCancelManyMutationVariables>;
export const AdminOrdersInvoiceManyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminOrdersInvoiceMany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderInvoiceMany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderMassItemSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminOrdersInvoiceManyMutation, AdminOrdersInvoiceManyMutationVariables>;
export const PriceListsGridDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PriceListsGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PriceListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PriceListSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceLists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceListRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"adjustmentPercent"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"companyIds"}},{"kind":"Field","name":{"kind":"Name","value":"customerGroupIds"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PriceListsGridQuery, PriceListsGridQueryVariables>;
export const PriceListDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PriceListDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceListRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"adjustmentPercent"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"companyIds"}},{"kind":"Field","name":{"kind":"Name","value":"customerGroupIds"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PriceListDetailQuery, PriceListDetailQueryVariables>;
export const PriceListItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PriceListItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"tiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minQty"}},{"kind":"Field","name":{"kind":"Name","value":"maxQty"}},{"kind":"Field","name":{"kind":"Name","value":"qtyIncrement"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PriceListItemsQuery, PriceListItemsQueryVariables>;
export const PricingOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PricingOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<PricingOptionsQuery, PricingOptionsQueryVariables>;
export const PricingCompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PricingCompanies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"name"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"ASC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customerGroupId"}}]}}]}}]}}]} as unknown as DocumentNode<PricingCompaniesQuery, PricingCompaniesQueryVariables>;
export const PricingCompanyNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PricingCompanyName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<PricingCompanyNameQuery, PricingCompanyNameQueryVariables>;
export const PricingProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PricingProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]} as unknown as DocumentNode<PricingProductsQuery, PricingProductsQueryVariables>;
export const PriceListCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PriceListCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PriceListCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceListCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceListRow"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"adjustmentPercent"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"companyIds"}},{"kind":"Field","name":{"kind":"Name","value":"customerGroupIds"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PriceListCreateMutation, PriceListCreateMutationVariables>;
export const PriceListUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PriceListUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PriceListUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceListUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceListRow"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"adjustmentPercent"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"companyIds"}},{"kind":"Field","name":{"kind":"Name","value":"customerGroupIds"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PriceListUpdateMutation, PriceListUpdateMutationVariables>;
export const PriceListDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PriceListDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceListDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PriceListDeleteMutation, PriceListDeleteMutationVariables>;
export const PriceListItemsSetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PriceListItemsSet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"priceListId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PriceListItemInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceListItemsSet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"priceListId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"priceListId"}}},{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceListItemsSetResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upserted"}},{"kind":"Field","name":{"kind":"Name","value":"priceList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PriceListItemsSetMutation, PriceListItemsSetMutationVariables>;
export const PriceListItemsDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PriceListItemsDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"priceListId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skus"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceListItemsDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"priceListId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"priceListId"}}},{"kind":"Argument","name":{"kind":"Name","value":"skus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PriceListItemsDeleteMutation, PriceListItemsDeleteMutationVariables>;
export const PriceListImportCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PriceListImportCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"priceListId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"csv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceListImportCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"priceListId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"priceListId"}}},{"kind":"Argument","name":{"kind":"Name","value":"csv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"csv"}}},{"kind":"Argument","name":{"kind":"Name","value":"dryRun"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceListImportResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"upserted"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PriceListImportCsvMutation, PriceListImportCsvMutationVariables>;
export const PriceListExportCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PriceListExportCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"priceListId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceListExportCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"priceListId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"priceListId"}}}]}]}}]} as unknown as DocumentNode<PriceListExportCsvQuery, PriceListExportCsvQueryVariables>;
export const PriceListAssignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PriceListAssign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"priceListId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerGroupIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceListAssign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"priceListId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"priceListId"}}},{"kind":"Argument","name":{"kind":"Name","value":"companyIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"customerGroupIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerGroupIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyIds"}},{"kind":"Field","name":{"kind":"Name","value":"customerGroupIds"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PriceListAssignMutation, PriceListAssignMutationVariables>;
export const PriceListUnassignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PriceListUnassign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"priceListId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerGroupIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceListUnassign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"priceListId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"priceListId"}}},{"kind":"Argument","name":{"kind":"Name","value":"companyIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"customerGroupIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerGroupIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyIds"}},{"kind":"Field","name":{"kind":"Name","value":"customerGroupIds"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PriceListUnassignMutation, PriceListUnassignMutationVariables>;
export const PriceListConditionCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PriceListConditionCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"condition"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceListConditionCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"Variable","name":{"kind":"Name","value":"condition"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"diagnostics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<PriceListConditionCheckQuery, PriceListConditionCheckQueryVariables>;
export const PricingConditionCatalogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PricingConditionCatalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessRuleCatalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categoryIds"}}]}}]}}]} as unknown as DocumentNode<PricingConditionCatalogQuery, PricingConditionCatalogQueryVariables>;
export const PriceExplainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PriceExplain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"qty"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerGroupId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceExplain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"qty"},"value":{"kind":"Variable","name":{"kind":"Name","value":"qty"}}},{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"customerGroupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerGroupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceExplainResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"quantityRule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceListCode"}},{"kind":"Field","name":{"kind":"Name","value":"minQty"}},{"kind":"Field","name":{"kind":"Name","value":"maxQty"}},{"kind":"Field","name":{"kind":"Name","value":"qtyIncrement"}}]}},{"kind":"Field","name":{"kind":"Name","value":"candidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"priceListId"}},{"kind":"Field","name":{"kind":"Name","value":"priceListCode"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"tierQty"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"won"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notOffered"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceListId"}},{"kind":"Field","name":{"kind":"Name","value":"priceListCode"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"customerGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PriceExplainQuery, PriceExplainQueryVariables>;
export const ProductImagesListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductImagesList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"smallUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<ProductImagesListQuery, ProductImagesListQueryVariables>;
export const ProductImageUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProductImageUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductImageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productImageUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductImageUpdateSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ProductImageUpdateMutation, ProductImageUpdateMutationVariables>;
export const ProductImagesReorderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProductImagesReorder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productImagesReorder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductImagesReorderSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ProductImagesReorderMutation, ProductImagesReorderMutationVariables>;
export const ProductImageDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProductImageDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productImageDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductImageDeleteSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ProductImageDeleteMutation, ProductImageDeleteMutationVariables>;
export const ProductsGridDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductsGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"specialPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stockQty"}},{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ProductsGridQuery, ProductsGridQueryVariables>;
export const ProductEditorChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductEditorChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productEditorOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"inputType"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ProductEditorChoicesQuery, ProductEditorChoicesQueryVariables>;
export const ProductDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductEditorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductEditorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"attributeSetId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"urlKey"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"specialPrice"}},{"kind":"Field","name":{"kind":"Name","value":"specialFromDate"}},{"kind":"Field","name":{"kind":"Name","value":"specialToDate"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"msrp"}},{"kind":"Field","name":{"kind":"Name","value":"stockQty"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"urlRedirects"}},{"kind":"Field","name":{"kind":"Name","value":"tierPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groupPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configurableAttributeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groupedProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bundleOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"selections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadableLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"sampleUrl"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfDownloads"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linksPurchasedSeparately"}},{"kind":"Field","name":{"kind":"Name","value":"linksTitle"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardType"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardAmounts"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardMinAmount"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardMaxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"giftcardAllowMessage"}},{"kind":"Field","name":{"kind":"Name","value":"customOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceType"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceType"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]}}]} as unknown as DocumentNode<ProductDetailQuery, ProductDetailQueryVariables>;
export const ProductCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProductCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCreateSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ProductCreateMutation, ProductCreateMutationVariables>;
export const ProductUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProductUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductUpdateSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ProductUpdateMutation, ProductUpdateMutationVariables>;
export const ProductMassActDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProductMassAct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductMassActionKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productMassAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductMassActionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"ids"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ProductMassActMutation, ProductMassActMutationVariables>;
export const SettingsStoresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsStores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<SettingsStoresQuery, SettingsStoresQueryVariables>;
export const SettingSetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingSet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigScope"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scopeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configValueSet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}},{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}},{"kind":"Argument","name":{"kind":"Name","value":"scopeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scopeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}},{"kind":"Argument","name":{"kind":"Name","value":"dryRun"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigValueSetSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopperImpactFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopperImpactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopperImpact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeCode"}},{"kind":"Field","name":{"kind":"Name","value":"storeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"empty"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"loginWall"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeCode"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"losePrice"}},{"kind":"Field","name":{"kind":"Name","value":"gainPrice"}},{"kind":"Field","name":{"kind":"Name","value":"disappear"}},{"kind":"Field","name":{"kind":"Name","value":"reappear"}},{"kind":"Field","name":{"kind":"Name","value":"becomeUnpurchasable"}},{"kind":"Field","name":{"kind":"Name","value":"becomePurchasable"}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listed"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listed"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SettingSetMutation, SettingSetMutationVariables>;
export const SettingsImpactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsImpact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"values"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigValueInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configImpact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"values"},"value":{"kind":"Variable","name":{"kind":"Name","value":"values"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigImpactSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopperImpactFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopperImpactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopperImpact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeCode"}},{"kind":"Field","name":{"kind":"Name","value":"storeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"empty"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"loginWall"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeCode"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"losePrice"}},{"kind":"Field","name":{"kind":"Name","value":"gainPrice"}},{"kind":"Field","name":{"kind":"Name","value":"disappear"}},{"kind":"Field","name":{"kind":"Name","value":"reappear"}},{"kind":"Field","name":{"kind":"Name","value":"becomeUnpurchasable"}},{"kind":"Field","name":{"kind":"Name","value":"becomePurchasable"}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listed"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listed"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SettingsImpactQuery, SettingsImpactQueryVariables>;
export const SettingsAtScopeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsAtScope"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigScope"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scopeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}},{"kind":"Argument","name":{"kind":"Name","value":"scopeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scopeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigSettingsSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"constraints"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveValue"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"inheritedValue"}},{"kind":"Field","name":{"kind":"Name","value":"inheritedSource"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SettingsAtScopeQuery, SettingsAtScopeQueryVariables>;
export const StorefrontSyncStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StorefrontSyncStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storefrontSyncStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"storefrontUrl"}},{"kind":"Field","name":{"kind":"Name","value":"runs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StorefrontSyncRunFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastFullSync"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StorefrontSyncRunFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StorefrontSyncRunFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StorefrontSyncRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"workerReport"}}]}}]} as unknown as DocumentNode<StorefrontSyncStatusQuery, StorefrontSyncStatusQueryVariables>;
export const StorefrontSyncNowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StorefrontSyncNow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storefrontSyncNow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StorefrontSyncNowSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<StorefrontSyncNowMutation, StorefrontSyncNowMutationVariables>;
export const TradeApplicationsGridDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TradeApplicationsGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TradeApplicationFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TradeApplicationSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tradeApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"formCode"}},{"kind":"Field","name":{"kind":"Name","value":"flaggedSubmissions"}},{"kind":"Field","name":{"kind":"Name","value":"forExistingAccount"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]}}]}}]} as unknown as DocumentNode<TradeApplicationsGridQuery, TradeApplicationsGridQueryVariables>;
export const TradeApplicationDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TradeApplicationDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tradeApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"formCode"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"flaggedSubmissions"}},{"kind":"Field","name":{"kind":"Name","value":"forExistingAccount"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"existingCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusAtApplication"}}]}},{"kind":"Field","name":{"kind":"Name","value":"submissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"formCode"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"adminUsername"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}},{"kind":"Field","name":{"kind":"Name","value":"submissionId"}}]}}]}}]}}]} as unknown as DocumentNode<TradeApplicationDetailQuery, TradeApplicationDetailQueryVariables>;
export const TradeApplicationsApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TradeApplicationsApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmFlaggedSubmissions"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reactivate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmExistingAccount"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tradeApplicationApproveMany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirmFlaggedSubmissions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmFlaggedSubmissions"}}},{"kind":"Argument","name":{"kind":"Name","value":"reactivate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reactivate"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirmExistingAccount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmExistingAccount"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<TradeApplicationsApproveMutation, TradeApplicationsApproveMutationVariables>;
export const TradeApplicationsDeclineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TradeApplicationsDecline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tradeApplicationDeclineMany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProblemFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<TradeApplicationsDeclineMutation, TradeApplicationsDeclineMutationVariables>;
export const ConsoleAdminSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleAdminSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}}]}}]}}]} as unknown as DocumentNode<ConsoleAdminSessionQuery, ConsoleAdminSessionQueryVariables>;
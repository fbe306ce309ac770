import { graphql } from "../../generated/index.ts";

export const CompaniesGrid = graphql(`
  query CompaniesGrid($filter: CompanyFilter, $sort: CompanySort, $page: Int, $pageSize: Int) {
    companies(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      totalCount
      items {
        id
        name
        email
        status
        customerGroupId
        customerGroupName
        memberCount
        createdAt
        admin {
          customerId
          email
          firstName
          lastName
        }
      }
    }
  }
`);

/** the customer groups an approval may put the company in (public field, asked apart from the admin's) */
export const CompanyGroups = graphql(`
  query CompanyGroups {
    customerGroups {
      id
      name
    }
    countries {
      id
      name
    }
  }
`);

export const CompanyDetailFields = graphql(`
  fragment CompanyDetailFields on Company {
    id
    name
    legalName
    email
    phone
    vatId
    resellerId
    status
    statusReason
    storeId
    customerGroupId
    customerGroupName
    salesRepId
    salesRep {
      id
      username
      email
    }
    parentId
    parentName
    applicationId
    memberCount
    createdAt
    updatedAt
    admin {
      customerId
      email
      firstName
      lastName
    }
    members {
      id
      customerId
      email
      firstName
      lastName
      role {
        id
        name
      }
      managerId
      jobTitle
      status
      isAdmin
    }
    roles {
      id
      name
      permissions
      memberCount
    }
    addresses {
      id
      label
      firstName
      lastName
      company
      street
      city
      region
      postcode
      countryId
      telephone
      isDefaultBilling
      isDefaultShipping
    }
  }
`);

export const CompanyDetail = graphql(`
  query CompanyDetail($id: Int!) {
    company(id: $id) {
      ...CompanyDetailFields
    }
  }
`);

/** the company's orders, a page at a time */
export const CompanyOrders = graphql(`
  query CompanyOrders($id: Int!, $page: Int, $pageSize: Int) {
    company(id: $id) {
      id
      orders(page: $page, pageSize: $pageSize) {
        totalCount
        items {
          incrementId
          createdAt
          status
          grandTotal
          currency
          poNumber
          invoiceEmail
          placedBy {
            customerId
            email
            firstName
            lastName
          }
        }
      }
    }
  }
`);

/** the company's history (append-only events, newest first), a page at a time */
export const CompanyHistory = graphql(`
  query CompanyHistory($id: Int!, $page: Int, $pageSize: Int) {
    companyHistory(id: $id, page: $page, pageSize: $pageSize) {
      totalCount
      items {
        id
        kind
        actorKind
        actorName
        subjectType
        subjectId
        before
        after
        note
        createdAt
      }
    }
  }
`);

export const CompanyApproveDoc = graphql(`
  mutation CompanyApprove($id: Int!, $customerGroupId: Int) {
    companyApprove(id: $id, customerGroupId: $customerGroupId) {
      __typename
      ... on Company {
        id
        # aliased: a Problem's status is its HTTP status
        companyStatus: status
        statusReason
      }
      ...ProblemFields
    }
  }
`);

export const CompanyRejectDoc = graphql(`
  mutation CompanyReject($id: Int!, $reason: String!) {
    companyReject(id: $id, reason: $reason) {
      __typename
      ... on Company {
        id
        # aliased: a Problem's status is its HTTP status
        companyStatus: status
        statusReason
      }
      ...ProblemFields
    }
  }
`);

export const CompanyBlockDoc = graphql(`
  mutation CompanyBlock($id: Int!, $reason: String!) {
    companyBlock(id: $id, reason: $reason) {
      __typename
      ... on Company {
        id
        # aliased: a Problem's status is its HTTP status
        companyStatus: status
        statusReason
      }
      ...ProblemFields
    }
  }
`);

export const CompanyUnblockDoc = graphql(`
  mutation CompanyUnblock($id: Int!) {
    companyUnblock(id: $id) {
      __typename
      ... on Company {
        id
        # aliased: a Problem's status is its HTTP status
        companyStatus: status
        statusReason
      }
      ...ProblemFields
    }
  }
`);

/** the company a customer belongs to (the customer's detail; asked alone, so a backend without the module shows the rest) */
export const CustomerCompany = graphql(`
  query CustomerCompany($id: Int!) {
    customer(id: $id) {
      id
      company {
        id
        name
        status
        statusReason
        admin {
          customerId
        }
        members {
          id
          customerId
          role {
            id
            name
          }
          status
          isAdmin
        }
      }
    }
  }
`);

/** the company a trade application made (the application's detail; asked alone like the customer's) */
export const ApplicationCompany = graphql(`
  query ApplicationCompany($applicationId: Int!) {
    companies(filter: { applicationId: $applicationId }, page: 1, pageSize: 1) {
      items {
        id
        name
        status
        statusReason
      }
    }
  }
`);

/** mass status changes: one result per id (the company, or why it was refused) */
export const CompaniesApprove = graphql(`
  mutation CompaniesApprove($ids: [Int!]!) {
    companyApproveMany(ids: $ids) {
      id
      result {
        __typename
        ... on Company {
          id
          companyStatus: status
        }
        ...ProblemFields
      }
    }
  }
`);

export const CompaniesReject = graphql(`
  mutation CompaniesReject($ids: [Int!]!, $reason: String!) {
    companyRejectMany(ids: $ids, reason: $reason) {
      id
      result {
        __typename
        ... on Company {
          id
          companyStatus: status
        }
        ...ProblemFields
      }
    }
  }
`);

export const CompaniesBlock = graphql(`
  mutation CompaniesBlock($ids: [Int!]!, $reason: String!) {
    companyBlockMany(ids: $ids, reason: $reason) {
      id
      result {
        __typename
        ... on Company {
          id
          companyStatus: status
        }
        ...ProblemFields
      }
    }
  }
`);

export const CompaniesUnblock = graphql(`
  mutation CompaniesUnblock($ids: [Int!]!) {
    companyUnblockMany(ids: $ids) {
      id
      result {
        __typename
        ... on Company {
          id
          companyStatus: status
        }
        ...ProblemFields
      }
    }
  }
`);

/** what the create and edit forms choose from: groups, stores, the other companies (a parent) */
export const CompanyFormOptions = graphql(`
  query CompanyFormOptions {
    customerGroups {
      id
      name
    }
    stores {
      id
      name
    }
    companies(page: 1, pageSize: 100, sort: { field: name, direction: ASC }) {
      items {
        id
        name
      }
    }
  }
`);

/** an existing customer named by email (the new company's admin) */
export const CompanyCustomerByEmail = graphql(`
  query CompanyCustomerByEmail($email: String!) {
    customers(filter: { email: $email }, page: 1, pageSize: 20) {
      items {
        id
        email
      }
    }
  }
`);

export const CompanyCreateDoc = graphql(`
  mutation CompanyCreate($input: CompanyCreateInput!) {
    companyCreate(input: $input) {
      __typename
      ... on Company {
        id
        name
      }
      ...ProblemFields
    }
  }
`);

export const CompanyUpdateDoc = graphql(`
  mutation CompanyUpdate($id: Int!, $input: CompanyUpdateInput!) {
    companyUpdate(id: $id, input: $input) {
      __typename
      ... on Company {
        id
        name
      }
      ...ProblemFields
    }
  }
`);

export const CompanyAdminTransferDoc = graphql(`
  mutation CompanyAdminTransfer($id: Int!, $customerId: Int!, $formerAdminRoleId: Int) {
    companyAdminTransfer(id: $id, customerId: $customerId, formerAdminRoleId: $formerAdminRoleId) {
      __typename
      ... on Company {
        id
        name
      }
      ...ProblemFields
    }
  }
`);

import { graphql } from "../../generated/index.ts";

export const CustomersGrid = graphql(`
  query CustomersGrid($filter: CustomerFilter, $sort: CustomerSort, $page: Int, $pageSize: Int) {
    customers(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      totalCount
      items {
        id
        email
        firstName
        lastName
        approvalStatus
        createdAt
        storeId
        storeName
        groupId
        groupName
      }
    }
  }
`);

/**
 * the names the grid, its filters, the forms and the addresses show for ids (public fields: asked apart from the
 * admin's, so every admin operation is refused whole to anybody else)
 */
export const CustomerGroupsAndStores = graphql(`
  query CustomerGroupsAndStores {
    customerGroups {
      id
      name
    }
    stores {
      id
      name
    }
    countries {
      id
      name
    }
  }
`);

export const CustomerFields = graphql(`
  fragment CustomerDetailFields on Customer {
    id
    email
    firstName
    lastName
    approvalStatus
    createdAt
    updatedAt
    storeId
    storeName
    groupId
    groupName
    dob
    taxvat
    isSubscribed
    addresses {
      id
      firstName
      lastName
      company
      street
      city
      region
      regionId
      postcode
      countryId
      telephone
      isDefaultBilling
      isDefaultShipping
    }
  }
`);

export const CustomerDetail = graphql(`
  query CustomerDetail($id: Int!) {
    customer(id: $id) {
      ...CustomerDetailFields
      orders(itemsPerPage: 20) {
        totalItems
        member {
          id
          incrementId
          status
          createdAt
          currency
          prices {
            grandTotal
          }
        }
      }
    }
  }
`);

/** the approval module's part of the detail: asked alone, so a console without the module still shows the rest */
export const CustomerHistory = graphql(`
  query CustomerApprovalHistoryPanel($id: Int!) {
    customer(id: $id) {
      id
      approvalHistory {
        id
        fromStatus
        toStatus
        note
        adminUsername
        createdAt
      }
    }
  }
`);

/** trade registration's part of the detail, asked alone like the approval history */
export const CustomerApplications = graphql(`
  query CustomerTradeApplications($id: Int!) {
    customer(id: $id) {
      id
      tradeApplications {
        id
        status
        formCode
        decisionNote
        decidedAt
        createdAt
      }
    }
  }
`);

export const CustomerCreateDoc = graphql(`
  mutation AdminCustomerCreate($input: CustomerCreateInput!) {
    customerCreate(input: $input) {
      __typename
      ... on CustomerCreateSuccess {
        data {
          ...CustomerDetailFields
        }
      }
      ...ProblemFields
    }
  }
`);

export const CustomerUpdateDoc = graphql(`
  mutation AdminCustomerUpdate($id: Int!, $input: CustomerUpdateInput!) {
    customerUpdate(id: $id, input: $input) {
      __typename
      ... on CustomerUpdateSuccess {
        data {
          ...CustomerDetailFields
        }
      }
      ...ProblemFields
    }
  }
`);

export const CustomerDeleteDoc = graphql(`
  mutation AdminCustomerDelete($id: Int!) {
    customerDelete(id: $id) {
      __typename
      ... on CustomerDeleteSuccess {
        data {
          id
        }
      }
      ...ProblemFields
    }
  }
`);

export const CustomerResetDoc = graphql(`
  mutation AdminCustomerPasswordReset($id: Int!) {
    customerPasswordResetSend(id: $id) {
      __typename
      ... on CustomerPasswordResetSendSuccess {
        data {
          id
          email
        }
      }
      ...ProblemFields
    }
  }
`);

export const AddressCreateDoc = graphql(`
  mutation AdminCustomerAddressCreate($customerId: Int!, $input: AddressInput!) {
    customerAddressCreate(customerId: $customerId, input: $input) {
      __typename
      ... on CustomerAddressCreateSuccess {
        data {
          id
        }
      }
      ...ProblemFields
    }
  }
`);

export const AddressUpdateDoc = graphql(`
  mutation AdminCustomerAddressUpdate($customerId: Int!, $id: Int!, $input: AddressPatchInput!) {
    customerAddressUpdate(customerId: $customerId, id: $id, input: $input) {
      __typename
      ... on CustomerAddressUpdateSuccess {
        data {
          id
        }
      }
      ...ProblemFields
    }
  }
`);

export const AddressDeleteDoc = graphql(`
  mutation AdminCustomerAddressDelete($customerId: Int!, $id: Int!) {
    customerAddressDelete(customerId: $customerId, id: $id) {
      __typename
      ... on CustomerAddressDeleteSuccess {
        data
      }
      ...ProblemFields
    }
  }
`);

export const CustomersApprove = graphql(`
  mutation CustomersApprove($ids: [Int!]!, $note: String) {
    customerApproveMany(ids: $ids, note: $note) {
      id
      result {
        __typename
        ...ProblemFields
      }
    }
  }
`);

export const CustomersDecline = graphql(`
  mutation CustomersDecline($ids: [Int!]!, $note: String) {
    customerDeclineMany(ids: $ids, note: $note) {
      id
      result {
        __typename
        ...ProblemFields
      }
    }
  }
`);

import { graphql } from "../../generated/index.ts";

export const OrdersGrid = graphql(`
  query OrdersGrid($filter: AdminOrderFilter, $sort: AdminOrderSort, $page: Int, $pageSize: Int) {
    orders(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      totalCount
      items {
        id
        incrementId
        status
        storeId
        customerId
        customerEmail
        customerName
        paymentMethod
        paymentMethodTitle
        currency
        grandTotal
        createdAt
      }
    }
  }
`);

/** store names for the grid, its filter and the detail (public: asked apart, so every admin operation is refused whole to anybody else) */
export const OrderStores = graphql(`
  query OrderStores {
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

export const OrderFields = graphql(`
  fragment OrderConsoleFields on AdminOrder {
    id
    incrementId
    status
    storeId
    customerId
    customerEmail
    customerName
    customerGroupId
    currency
    lines {
      id
      sku
      name
      options {
        label
        value
      }
      price
      rowTotal
      qtyOrdered
      qtyInvoiced
      qtyShipped
      qtyRefunded
      qtyCanceled
      isVirtual
    }
    billingAddress {
      ...AdminOrderAddressFields
    }
    shippingAddress {
      ...AdminOrderAddressFields
    }
    paymentMethod
    paymentMethodTitle
    poNumber
    invoiceEmail
    shippingMethod
    couponCode
    giftcards {
      code
      amount
    }
    note
    subtotal
    discountAmount
    shippingAmount
    giftcardAmount
    grandTotal
    totalInvoiced
    totalPaid
    totalRefunded
    history {
      id
      status
      comment
      notifyCustomer
      visibleOnStorefront
      actorType
      actorName
      createdAt
    }
    invoices {
      id
      incrementId
      state
      subtotal
      discountAmount
      shippingAmount
      giftcardAmount
      grandTotal
      createdAt
      items {
        ...OrderDocumentLineFields
      }
    }
    shipments {
      id
      incrementId
      createdAt
      items {
        ...OrderDocumentLineFields
      }
      tracks {
        carrier
        title
        number
      }
    }
    creditMemos {
      id
      incrementId
      subtotal
      discountAmount
      shippingAmount
      adjustment
      giftcardAmount
      grandTotal
      createdAt
      items {
        ...OrderDocumentLineFields
      }
    }
    createdAt
    updatedAt
  }
`);

export const AddressFields = graphql(`
  fragment AdminOrderAddressFields on AdminOrderAddress {
    firstName
    lastName
    company
    street
    city
    region
    postcode
    countryId
    telephone
  }
`);

export const DocumentLineFields = graphql(`
  fragment OrderDocumentLineFields on OrderDocumentLine {
    orderItemId
    sku
    name
    qty
    price
    rowTotal
  }
`);

export const OrderDetail = graphql(`
  query AdminOrderDetail($id: Int!) {
    order(id: $id) {
      __typename
      ... on AdminOrderSuccess {
        data {
          ...OrderConsoleFields
        }
      }
      ...ProblemFields
    }
  }
`);

export const OrderInvoiceDoc = graphql(`
  mutation AdminOrderInvoice($id: Int!, $items: [OrderItemQtyInput!], $capture: Boolean) {
    orderInvoice(id: $id, items: $items, capture: $capture) {
      __typename
      ... on OrderInvoiceSuccess {
        data {
          ...OrderConsoleFields
        }
      }
      ...ProblemFields
    }
  }
`);

export const OrderShipDoc = graphql(`
  mutation AdminOrderShip($id: Int!, $items: [OrderItemQtyInput!], $tracks: [ShipmentTrackInput!], $notifyCustomer: Boolean) {
    orderShip(id: $id, items: $items, tracks: $tracks, notifyCustomer: $notifyCustomer) {
      __typename
      ... on OrderShipSuccess {
        data {
          ...OrderConsoleFields
        }
      }
      ...ProblemFields
    }
  }
`);

export const OrderCancelDoc = graphql(`
  mutation AdminOrderCancel($id: Int!, $reason: String) {
    orderCancel(id: $id, reason: $reason) {
      __typename
      ... on OrderCancelSuccess {
        data {
          ...OrderConsoleFields
        }
      }
      ...ProblemFields
    }
  }
`);

export const OrderRefundDoc = graphql(`
  mutation AdminOrderRefund($id: Int!, $items: [OrderItemQtyInput!], $shippingAmount: Float, $adjustment: Float, $restock: Boolean) {
    orderRefund(id: $id, items: $items, shippingAmount: $shippingAmount, adjustment: $adjustment, restock: $restock) {
      __typename
      ... on OrderRefundSuccess {
        data {
          ...OrderConsoleFields
        }
      }
      ...ProblemFields
    }
  }
`);

export const OrderHoldDoc = graphql(`
  mutation AdminOrderHold($id: Int!) {
    orderHold(id: $id) {
      __typename
      ... on OrderHoldSuccess {
        data {
          ...OrderConsoleFields
        }
      }
      ...ProblemFields
    }
  }
`);

export const OrderUnholdDoc = graphql(`
  mutation AdminOrderUnhold($id: Int!) {
    orderUnhold(id: $id) {
      __typename
      ... on OrderUnholdSuccess {
        data {
          ...OrderConsoleFields
        }
      }
      ...ProblemFields
    }
  }
`);

export const OrderCommentDoc = graphql(`
  mutation AdminOrderCommentAdd($id: Int!, $text: String!, $notifyCustomer: Boolean, $visibleOnStorefront: Boolean) {
    orderCommentAdd(id: $id, text: $text, notifyCustomer: $notifyCustomer, visibleOnStorefront: $visibleOnStorefront) {
      __typename
      ... on OrderCommentAddSuccess {
        data {
          ...OrderConsoleFields
        }
      }
      ...ProblemFields
    }
  }
`);

export const OrdersCancelMany = graphql(`
  mutation AdminOrdersCancelMany($ids: [Int!]!) {
    orderCancelMany(ids: $ids) {
      id
      result {
        __typename
        ... on OrderMassItemSuccess {
          data {
            id
            status
          }
        }
        ...ProblemFields
      }
    }
  }
`);

export const OrdersInvoiceMany = graphql(`
  mutation AdminOrdersInvoiceMany($ids: [Int!]!) {
    orderInvoiceMany(ids: $ids) {
      id
      result {
        __typename
        ... on OrderMassItemSuccess {
          data {
            id
            status
          }
        }
        ...ProblemFields
      }
    }
  }
`);

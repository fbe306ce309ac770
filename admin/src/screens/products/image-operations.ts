/** The product images panel's operations (images.tsx); uploads go to the REST route (components/image-upload.tsx). */
import { graphql } from "../../generated/index.ts";

export const ProductImagesList = graphql(`
  query ProductImagesList($productId: Int!) {
    productImages(productId: $productId) {
      ...ProductImageFields
    }
  }
`);

export const ProductImageFields = graphql(`
  fragment ProductImageFields on ProductImage {
    id
    url
    smallUrl
    thumbnailUrl
    label
    position
    roles
    disabled
    width
    height
  }
`);

export const ProductImageUpdate = graphql(`
  mutation ProductImageUpdate($id: Int!, $input: ProductImageInput!) {
    productImageUpdate(id: $id, input: $input) {
      __typename
      ... on ProductImageUpdateSuccess {
        data {
          id
        }
      }
      ... on Problem {
        ...ProblemFields
      }
    }
  }
`);

export const ProductImagesReorder = graphql(`
  mutation ProductImagesReorder($productId: Int!, $ids: [Int!]!) {
    productImagesReorder(productId: $productId, ids: $ids) {
      __typename
      ... on ProductImagesReorderSuccess {
        data {
          id
        }
      }
      ... on Problem {
        ...ProblemFields
      }
    }
  }
`);

export const ProductImageDelete = graphql(`
  mutation ProductImageDelete($id: Int!) {
    productImageDelete(id: $id) {
      __typename
      ... on ProductImageDeleteSuccess {
        data {
          id
        }
      }
      ... on Problem {
        ...ProblemFields
      }
    }
  }
`);

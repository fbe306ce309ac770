/** Removes every price-bearing field of a product DTO (docs/access-gate.md), for every product type, listing and detail. */
import type { ProductDto, ProductLinkDto } from "../../catalog/product-dto.ts";

const stripLink = (l: Pick<ProductLinkDto, "price" | "specialPrice" | "finalPrice">) => {
  l.price = null;
  l.specialPrice = null;
  l.finalPrice = null;
};

export function stripPrices(dto: ProductDto): void {
  dto.price = null;
  dto.finalPrice = null;
  dto.specialPrice = null;
  dto.minimalPrice = null;
  dto.msrp = null;
  dto.tierPrices = [];
  dto.giftcardAmounts = [];
  dto.giftcardMinAmount = null;
  dto.giftcardMaxAmount = null;
  for (const v of dto.variants) {
    v.price = null;
    v.finalPrice = null;
  }
  for (const g of dto.groupedProducts) stripLink(g);
  for (const o of dto.bundleOptions) for (const s of o.selections) stripLink(s);
  for (const l of dto.downloadableLinks) l.price = null;
  for (const o of dto.customOptions) {
    o.price = null;
    for (const v of o.values) v.price = null;
  }
  stripLinkedPrices(dto);
}

/** linked products (related, cross-sells, up-sells): their prices could reveal a hidden one */
export function stripLinkedPrices(dto: ProductDto): void {
  for (const l of [...dto.relatedProducts, ...dto.crosssellProducts, ...dto.upsellProducts]) stripLink(l);
}

/** A cart's totals, as the totals collector answers them and the cart service hands them on. */
export interface CartPrices {
  subtotal: number;
  discount: number;
  shipping: number;
  giftcard: number;
  tax: number;
  grandTotal: number;
}

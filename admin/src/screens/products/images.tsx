export function ProductImages(_: { productId: number }) {
  return null;
}

/**
 * A product's former URL keys (ProductUrlRedirect): when an admin changes a product's URL key, the old key keeps
 * answering, as a 301 to the product's current key (the URL resolver, src/content/schema.ts). A key is one
 * product's at a time: taking a key drops the redirect another product had from it.
 */
import type { DbClient } from "../../core/unit-of-work.ts";

/** in the save's transaction: the product moved from `oldKey` to `newKey` */
export async function keepUrlRedirect(tx: DbClient, productId: number, oldKey: string, newKey: string): Promise<void> {
  if (oldKey === newKey) return;
  // the new key is this product's now: no redirect may answer it (another product's, or this product's own way back)
  await tx.productUrlRedirect.deleteMany({ where: { fromKey: newKey } });
  await tx.productUrlRedirect.upsert({ where: { fromKey: oldKey }, create: { fromKey: oldKey, productId }, update: { productId } });
}

/** in a new product's transaction: its key is no longer a redirect of another product */
export async function claimUrlKey(tx: DbClient, urlKey: string): Promise<void> {
  await tx.productUrlRedirect.deleteMany({ where: { fromKey: urlKey } });
}

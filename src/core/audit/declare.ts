/**
 * Declares an admin mutation audited: it records what it changed with `recordAudit` (record.ts) in its own
 * transaction. Every Mutation field that admins may call carries it (a test walks the schema):
 *
 *   productUpdate: t.field({ authScopes: { admin: "catalog" }, extensions: audited("product"), … })
 *   combined with other extensions: extensions: { ...responseCached("x"), ...audited("product") }
 */
export const AUDITED = "audited";

export function audited(entityType: string): { [AUDITED]: string } {
  return { [AUDITED]: entityType };
}

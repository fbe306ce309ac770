import type { Builder } from "../core/schema-builder.ts";
import { ProblemError } from "../core/errors.ts";
import { storefrontSyncOf } from "../core/storefront-sync.ts";

/** the admin's "sync now": answers at once, the sync runs in the background */
export function registerStorefrontSyncSchema(builder: Builder) {
  builder.mutationFields((t) => ({
    storefrontSyncNow: t.boolean({
      description:
        "asks the storefront worker for a full sync now, in the background (a Problem `not_configured` when STOREFRONT_URL and SYNC_SECRET are not set)",
      authScopes: { admin: "catalog" },
      errors: { types: [ProblemError] },
      resolve: (_r, _a, { ctx }) => {
        const sync = storefrontSyncOf(ctx.app);
        if (!sync) throw new ProblemError(409, "not_configured", "STOREFRONT_URL and SYNC_SECRET are not set");
        void sync.syncNow();
        return true;
      },
    }),
  }));
}

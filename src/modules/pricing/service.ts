/**
 * The pricing module's service for other modules (quick order, requisition lists). Prices themselves come from
 * the catalogue's one price function (`pricerFor(ctx)`, which includes this module's provider): this service says
 * which lists apply to the caller and explains a price for any company or group.
 */
import type { RequestContext } from "../../core/context.ts";
import type { InstalledModule } from "../../core/modules.ts";
import { listsSnapshot } from "./cache.ts";
import type { PricingConfig } from "./config.ts";
import { applicableLists, callerSpec } from "./context.ts";
import { type ExplainArgs, type ExplainResult, explainPrice } from "./explain.ts";

export interface ApplicableList {
  id: number;
  code: string;
  priority: number;
  revision: number;
}

export interface PricingService {
  /** the lists that apply to the caller now, by priority then id ([] when the module is off) */
  applicableLists(ctx: RequestContext): Promise<ApplicableList[]>;
  /** every candidate price of a product for a company or a customer group, and why it won or lost (priceExplain) */
  explain(args: ExplainArgs): Promise<ExplainResult>;
}

export function pricingService(m: InstalledModule<PricingConfig>): PricingService {
  return {
    applicableLists: async (ctx) => {
      const spec = await callerSpec(ctx, m, new Date());
      if (!spec) return [];
      return applicableLists(await listsSnapshot(m.app), spec).map((l) => ({ id: l.id, code: l.code, priority: l.priority, revision: l.revision }));
    },
    explain: (args) => explainPrice(m, args),
  };
}

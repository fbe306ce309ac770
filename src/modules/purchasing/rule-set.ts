/**
 * Each company's active rules compiled to ONE function (the rules language's approvalRuleSet), kept per instance.
 * Coherence by reading, not by announcing: the rules' rows are read in the order's own transaction (one indexed
 * statement), and the compiled set is kept under a digest of what was read (ids, texts, compiled JSON). A change
 * committed on any instance is seen by the next order everywhere, and an unchanged set is never compiled twice.
 * No topic and no version to bump: the one cost is the read, which a cached function would also need to check
 * its freshness (docs/purchase-orders.md has the measurement).
 */
import { createHash } from "node:crypto";
import { type ApprovalRule, approvalRuleSet, type SpendWindow } from "../../../dsl/src/index.ts";
import type { App } from "../../core/kernel.ts";
import type { DbClient } from "../../core/unit-of-work.ts";
import { storedRule } from "./rules.ts";

export interface CompanyRuleSet {
  rules: ApprovalRule[];
  windows: SpendWindow[];
  evaluate: ReturnType<typeof approvalRuleSet>["evaluate"];
}

/** companies whose sets one instance keeps (least recently used dropped first) */
const MAX_COMPANIES = 2_000;
const sets = new WeakMap<App, Map<number, { digest: string; set: CompanyRuleSet }>>();

export function buildRuleSet(rules: ApprovalRule[]): CompanyRuleSet {
  const compiled = approvalRuleSet(rules);
  return { rules, windows: compiled.windows, evaluate: compiled.evaluate };
}

/** the company's active rules as one function, read through `db` (the order's transaction) */
export async function companyRuleSet(app: App, db: DbClient, companyId: number): Promise<CompanyRuleSet> {
  const rows = await db.approvalRule.findMany({
    where: { companyId, isActive: true },
    orderBy: [{ priority: "asc" }, { id: "asc" }],
    select: { id: true, name: true, priority: true, compiled: true },
  });
  const digest = createHash("sha256")
    .update(rows.map((r) => `${r.id}\u0000${r.name}\u0000${r.priority}\u0000${r.compiled}`).join("\u0001"))
    .digest("base64");
  const byCompany = sets.get(app) ?? new Map<number, { digest: string; set: CompanyRuleSet }>();
  sets.set(app, byCompany);
  const known = byCompany.get(companyId);
  if (known?.digest === digest) {
    // most recently used last
    byCompany.delete(companyId);
    byCompany.set(companyId, known);
    return known.set;
  }
  const set = buildRuleSet(rows.map(storedRule));
  byCompany.delete(companyId);
  byCompany.set(companyId, { digest, set });
  if (byCompany.size > MAX_COMPANIES) byCompany.delete(byCompany.keys().next().value!);
  return set;
}

/** how many sets this instance compiled and keeps (tests) */
export const keptRuleSets = (app: App) => sets.get(app)?.size ?? 0;

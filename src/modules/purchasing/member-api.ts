/**
 * The member's side of rules and limits: the caller's company, and `approval_rules.manage` for every write (and
 * for reading the limits and the policy). The GraphQL fields (schema.ts) and the REST routes (rest.ts) call these.
 */
import type { RequestContext } from "../../core/context.ts";
import { callerMember, type PurchasingModule } from "./access.ts";
import * as limits from "./limits.ts";
import { MANAGE_RULES } from "./permissions.ts";
import * as rules from "./rules.ts";

const manager = (ctx: RequestContext, m: PurchasingModule) => callerMember(ctx, m, MANAGE_RULES);

export const memberRules = async (ctx: RequestContext, m: PurchasingModule) => rules.rulesOf(ctx, (await callerMember(ctx, m)).companyId);
export const memberRuleCreate = async (ctx: RequestContext, m: PurchasingModule, input: rules.RuleInput) =>
  rules.createRule(ctx, (await manager(ctx, m)).companyId, input);
export const memberRuleUpdate = async (ctx: RequestContext, m: PurchasingModule, id: number, input: rules.RuleUpdateInput) =>
  rules.updateRule(ctx, (await manager(ctx, m)).companyId, id, input);
export const memberRuleDelete = async (ctx: RequestContext, m: PurchasingModule, id: number) => rules.deleteRule(ctx, (await manager(ctx, m)).companyId, id);

export const memberLimits = async (ctx: RequestContext, m: PurchasingModule) => limits.limitsOf(ctx, (await manager(ctx, m)).companyId);
export const memberLimitCreate = async (ctx: RequestContext, m: PurchasingModule, input: limits.LimitInput) =>
  limits.createLimit(ctx, (await manager(ctx, m)).companyId, input);
export const memberLimitUpdate = async (ctx: RequestContext, m: PurchasingModule, id: number, input: limits.LimitUpdateInput) =>
  limits.updateLimit(ctx, (await manager(ctx, m)).companyId, id, input);
export const memberLimitDelete = async (ctx: RequestContext, m: PurchasingModule, id: number) => limits.deleteLimit(ctx, (await manager(ctx, m)).companyId, id);
export const memberPolicy = async (ctx: RequestContext, m: PurchasingModule) => limits.policyOf(ctx.app.db, (await manager(ctx, m)).companyId);
export const memberPolicySet = async (ctx: RequestContext, m: PurchasingModule, input: limits.PolicyInput) =>
  limits.setPolicy(ctx, (await manager(ctx, m)).companyId, input);

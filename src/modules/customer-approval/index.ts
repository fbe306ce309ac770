/**
 * Customer approval (code `approval`, manifest `b2b-approval`): new registrations start pending, an admin
 * approves or declines them (and may flip the decision later), decision mails go through the core's
 * outbox in the decision's transaction, pending and rejected customers cannot log in or use a token.
 * With the module absent or switched off the core keeps the is_approved flag but does not enforce it.
 */
import { defineModule } from "../../core/modules.ts";
import type { RequestContext } from "../../core/context.ts";
import type { Customer } from "../../generated/prisma/client.ts";
import { approvalConfigSchema, approvalDefaults, approvalMailTemplates, type ApprovalConfig } from "./config.ts";
import { approvalService, type ApprovalCustomerDto, type ApprovalService, type ApprovalStatus, type TransitionDto } from "./service.ts";
import { approvalObservers } from "./observers.ts";
import { registerApprovalSchema } from "./schema.ts";

declare module "../../core/events.ts" {
  interface HookPayloads {
    /** in the decision's transaction: observers add their changes (trade registration: group, application) or veto */
    b2b_approval_decision: { ctx: RequestContext; customer: Customer; from: ApprovalStatus; to: ApprovalStatus; transition: TransitionDto };
    /** after the decision committed */
    b2b_approval_decided: { ctx: RequestContext; customer: ApprovalCustomerDto; transition: TransitionDto };
    /** after a new pending account committed */
    b2b_approval_pending_added: { ctx: RequestContext; customer: ApprovalCustomerDto };
  }
}

declare module "../../core/modules.ts" {
  interface ModuleServices {
    approval: ApprovalService;
  }
}

export default defineModule<ApprovalConfig>({
  code: "approval",
  manifestCode: "b2b-approval",
  label: "Customer approval",
  config: {
    prefix: "b2b_approval",
    schema: approvalConfigSchema,
    defaults: approvalDefaults,
    public: (c) => ({ requireApproval: c.requireApproval, blockedLoginMessage: c.blockedLoginMessage }),
    manifest: (c) => ({ requireApproval: c.requireApproval, blockedLoginMessage: c.blockedLoginMessage }),
  },
  events: {
    b2b_approval_decision: { phase: "inTransaction", description: "an admin decision, inside its transaction (may veto)" },
    b2b_approval_decided: { phase: "afterCommit", description: "an admin decision, once committed" },
    b2b_approval_pending_added: { phase: "afterCommit", description: "a new pending account, once committed" },
  },
  mailTemplates: approvalMailTemplates,
  service: (m) => approvalService(m),
  observers: (bus, m) => approvalObservers(bus, m),
  schema: (builder, m, types) => registerApprovalSchema(builder, m, types),
});

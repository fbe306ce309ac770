/** What trade registration does on the events of custom forms and customer approval, and on its own. */
import type { EventBus } from "../../core/events.ts";
import { dbOf } from "../../core/unit-of-work.ts";
import { claimSetPasswordToken, onApprovalDecision, onSubmission, topics, type RegistrationModule, type SubmissionEvent } from "./service.ts";

export function registrationObservers(bus: EventBus, m: RegistrationModule) {
  // custom forms (when installed): a listed form's submission, inside its transaction
  bus.on("customforms_submission_saved", (ev) => onSubmission(ev as SubmissionEvent, m));
  // customer approval (when installed) owns every decision on a customer and its mail: this module's part follows
  // (the applications a tradeApplicationApprove/Decline asked it to decide, or an admin's direct decision's)
  bus.on("b2b_approval_decision", ({ ctx, customer, to, transition }) => onApprovalDecision(ctx, m, customer, to, transition.note));
  // the core's password reset route redeems the set-password links this module mails
  bus.on("customer_password_token_redeem", async (p) => {
    if (p.customerId === null) p.customerId = await claimSetPasswordToken(p.ctx, p.token);
  });
  // a set-password link mailed before the password or email changed must not outlive the change
  bus.on("customer_credentials_changed", async (p) => {
    await dbOf(p.ctx).tradePasswordToken.updateMany({ where: { customerId: p.customerId, usedAt: null }, data: { usedAt: new Date() } });
  });
  // a deleted customer's applications, their events and set-password links go with the account (same transaction)
  bus.on("customer_delete_after", async ({ ctx, customerId }) => {
    const db = dbOf(ctx);
    const applications = await db.tradeApplication.findMany({ where: { customerId }, select: { id: true } });
    const ids = applications.map((a) => a.id);
    if (ids.length) {
      await db.tradeApplicationEvent.deleteMany({ where: { applicationId: { in: ids } } });
      await db.tradeApplication.deleteMany({ where: { id: { in: ids } } });
    }
    await db.tradePasswordToken.deleteMany({ where: { customerId } });
  });
  // after commit: live alerts for admins (in-process, or Redis across instances)
  bus.on("b2b_registration_application_added", ({ ctx, application }) => topics(ctx.app).publish("tradeApplicationAdded", application));
  bus.on("b2b_registration_application_decided", ({ ctx, application, customerGroupId }) =>
    topics(ctx.app).publish("tradeApplicationDecided", { application, customerGroupId }),
  );
}

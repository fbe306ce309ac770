/** The core's mail: templates (shipped defaults + database overrides), the outbox and its transport. */
export { MailService, OutboxDispatcher, DEFAULT_DISPATCHER_OPTIONS, type MailMessage, type DispatcherOptions } from "./outbox.ts";
export { MailTemplates, renderTemplate, validateTemplate, type MailTemplateContent, type ShippedTemplate } from "./templates.ts";
export { createMailTransport, type MailTransport, type OutgoingMail } from "./transport.ts";

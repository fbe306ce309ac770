/** The invitation mails (templates admins may override). */
import type { MailTemplateDefinition } from "../../core/mail/templates.ts";

export const invitationMailTemplates: Record<string, MailTemplateDefinition> = {};

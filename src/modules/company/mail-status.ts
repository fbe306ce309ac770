/** The company status mails (templates admins may override). */
import type { MailTemplateDefinition } from "../../core/mail/templates.ts";

export const statusMailTemplates: Record<string, MailTemplateDefinition> = {};

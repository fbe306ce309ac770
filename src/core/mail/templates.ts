/**
 * Mail templates: stored in the database (table MailTemplate, per store or default scope) over defaults
 * that the core and each module ship in code. Rendered with Mustache (logic-less: an admin-edited
 * template cannot run code): `{{var}}` is HTML-escaped in the HTML part; the text part and the subject
 * take variables as plain text (line breaks removed from the subject).
 */
import Mustache from "mustache";
import { ProblemError } from "../errors.ts";
import type { DbClient } from "../unit-of-work.ts";

export interface MailTemplateContent {
  subject: string;
  text: string;
  html?: string | null;
}

/** a template as a domain or module ships it */
export interface MailTemplateDefinition extends MailTemplateContent {
  description?: string;
  /** variables the template may use, for the admin */
  variables?: string[];
  /** values of those variables that the admin's preview renders the template with */
  sample?: Record<string, unknown>;
}

export interface ShippedTemplate extends MailTemplateDefinition {
  id: string;
  /** "core" or the module code that ships it */
  owner: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string | null;
}

const escapeHtml = (v: unknown) =>
  String(v).replace(
    /[&<>"'`=/]/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;", "`": "&#x60;", "=": "&#x3D;", "/": "&#x2F;" })[c]!,
  );
const plain = (v: unknown) => String(v);

export class MailTemplates {
  private readonly shipped = new Map<string, ShippedTemplate>();

  register(owner: string, templates: Record<string, MailTemplateDefinition>): void {
    for (const [id, t] of Object.entries(templates)) {
      const known = this.shipped.get(id);
      if (known && known.owner !== owner) throw new Error(`mail template "${id}" is shipped by "${known.owner}" and "${owner}"`);
      validateTemplate(t);
      this.shipped.set(id, { ...t, id, owner });
    }
  }

  list(): ShippedTemplate[] {
    return [...this.shipped.values()].sort((a, b) => a.id.localeCompare(b.id));
  }

  get(id: string): ShippedTemplate | undefined {
    return this.shipped.get(id);
  }

  /** the effective template: the store's override, the default-scope override, then the shipped default */
  async resolve(db: DbClient, id: string, storeId: number): Promise<MailTemplateContent | null> {
    const rows = await db.mailTemplate.findMany({ where: { code: id, storeId: { in: [storeId, 0] } } });
    const row = rows.find((r) => r.storeId === storeId) ?? rows.find((r) => r.storeId === 0);
    if (row) return { subject: row.subject, text: row.text, html: row.html };
    return this.shipped.get(id) ?? null;
  }

  async render(db: DbClient, id: string, storeId: number, vars: Record<string, unknown>): Promise<RenderedMail> {
    const t = await this.resolve(db, id, storeId);
    if (!t) throw new ProblemError(422, "unknown_mail_template", `No mail template "${id}"`);
    return renderTemplate(t, vars);
  }
}

export function renderTemplate(t: MailTemplateContent, vars: Record<string, unknown>): RenderedMail {
  return {
    subject: Mustache.render(t.subject, vars, {}, { escape: plain })
      .replace(/[\r\n]+/g, " ")
      .trim(),
    text: Mustache.render(t.text, vars, {}, { escape: plain }),
    html: t.html ? Mustache.render(t.html, vars, {}, { escape: escapeHtml }) : null,
  };
}

/** a template that does not parse is refused where it is saved, not when a mail is due */
export function validateTemplate(t: MailTemplateContent): void {
  for (const [field, src] of [
    ["subject", t.subject],
    ["text", t.text],
    ["html", t.html ?? ""],
  ] as const) {
    try {
      Mustache.parse(src);
    } catch (e) {
      throw new ProblemError(422, "invalid", "The template does not parse", { errors: [{ field, code: "template_syntax", message: (e as Error).message }] });
    }
  }
}

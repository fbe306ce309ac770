/**
 * Admin GraphQL of the core's mail: templates (shipped defaults, overrides per store, a preview with each
 * template's sample variables) and the outbox (a grid, one message with its body, requeueing failed rows).
 */
import { z } from "zod";
import type { Builder } from "../core/schema-builder.ts";
import { parseInput } from "../core/api/input.ts";
import { ProblemError } from "../core/errors.ts";
import { renderTemplate, validateTemplate, type MailTemplateContent, type MailTemplates, type RenderedMail } from "../core/mail/templates.ts";
import { dbOf, withTransaction, type DbClient } from "../core/unit-of-work.ts";
import { audited } from "../core/audit/declare.ts";
import { recordAudit } from "../core/audit/record.ts";
import { forEachId, type MassResult } from "../core/mass-action.ts";
import type { Prisma } from "../core/db/client.ts";

interface TemplateDto {
  id: string;
  owner: string;
  description: string;
  variables: string[];
  storeId: number;
  subject: string;
  text: string;
  html: string | null;
  overridden: boolean;
  source: "store" | "default" | "shipped";
}

const setInput = z.object({
  id: z.string().regex(/^[a-z0-9_]{1,64}$/, "lower-case letters, digits and _"),
  storeId: z.number().int().min(0),
  subject: z.string().min(1).max(998),
  text: z.string().min(1).max(100_000),
  html: z.string().max(500_000).nullable(),
});

interface PreviewDto extends RenderedMail {
  id: string;
  storeId: number;
  sample: Record<string, unknown>;
  draft: boolean;
}

/** a message's body: config (the outbox) and customers (a body may open a customer's account) together */
const BODY_SCOPES = { $all: { admin: "config", $any: { admin: "customers" } } } as const;

const OUTBOX_STATUSES = ["pending", "sent", "failed", "suppressed"] as const;

/** a template version as the audit log keeps it: per store, under the template's id (its history spans the stores) */
const templateAudit = (t: { storeId: number; subject: string; text: string; html: string | null } | null) =>
  t && { [`store ${t.storeId}.subject`]: t.subject, [`store ${t.storeId}.text`]: t.text, [`store ${t.storeId}.html`]: t.html };

/** what a requeue changes of an outbox row (never its body) */
const OUTBOX_AUDIT = { status: true, attempts: true, nextAttemptAt: true, lastError: true, toAddress: true, templateId: true } as const;

export function registerMailSchema(builder: Builder) {
  const Template = builder.objectRef<TemplateDto>("MailTemplate").implement({
    description: "a mail template: the effective version for a store (an admin's override, else the shipped default)",
    fields: (t) => ({
      id: t.exposeString("id"),
      owner: t.exposeString("owner", { description: "core, or the module that ships the default" }),
      description: t.exposeString("description"),
      variables: t.exposeStringList("variables"),
      storeId: t.exposeInt("storeId", { description: "0 = default scope" }),
      subject: t.exposeString("subject"),
      text: t.exposeString("text"),
      html: t.exposeString("html", { nullable: true }),
      overridden: t.exposeBoolean("overridden", { description: "an admin's version is saved at exactly this storeId" }),
      source: t.exposeString("source", {
        description: "where the text comes from: store (this store's version), default (the default scope's version) or shipped",
      }),
    }),
  });
  const Outbox = builder.prismaObject("MailOutbox", {
    fields: (t) => ({
      id: t.exposeInt("id"),
      toAddress: t.exposeString("toAddress"),
      fromAddress: t.exposeString("fromAddress"),
      subject: t.exposeString("subject"),
      templateId: t.exposeString("templateId", { nullable: true }),
      status: t.exposeString("status", { description: "pending, sent, failed (attempts used up) or suppressed (written, never to be sent)" }),
      attempts: t.exposeInt("attempts"),
      nextAttemptAt: t.expose("nextAttemptAt", { type: "DateTime" }),
      lastError: t.exposeString("lastError", { nullable: true }),
      // the body as written (and sent): it may hold a one-use link (set-password, reset) that opens a customer's
      // account, so it needs the customers scope beside config
      textBody: t.exposeString("textBody", {
        description: "the text part, as written and sent (needs the config and customers scopes)",
        authScopes: BODY_SCOPES,
      }),
      htmlBody: t.exposeString("htmlBody", {
        nullable: true,
        description:
          "the HTML part, as written and sent (null: text only); never render it in a page of its own origin (needs the config and customers scopes)",
        authScopes: BODY_SCOPES,
      }),
      sentAt: t.expose("sentAt", { type: "DateTime", nullable: true }),
      createdAt: t.expose("createdAt", { type: "DateTime" }),
    }),
  });
  const OutboxPage = builder.objectRef<{ items: unknown[]; totalCount: number }>("MailOutboxPage").implement({
    fields: (t) => ({ items: t.field({ type: [Outbox], resolve: (p) => p.items as never }), totalCount: t.exposeInt("totalCount") }),
  });

  const Preview = builder.objectRef<PreviewDto>("MailTemplatePreview").implement({
    description: "a template rendered with its sample variables, as the mail would be (HTML escaped the same way)",
    fields: (t) => ({
      id: t.exposeString("id"),
      storeId: t.exposeInt("storeId"),
      subject: t.exposeString("subject"),
      text: t.exposeString("text"),
      html: t.exposeString("html", { nullable: true }),
      sample: t.expose("sample", { type: "JSON", description: "the variables it was rendered with (the template's declared sample)" }),
      draft: t.exposeBoolean("draft", { description: "true: rendered from the subject/text/html given, not the saved template" }),
    }),
  });
  const OutboxStatus = builder.enumType("MailOutboxStatus", { values: OUTBOX_STATUSES });
  const OutboxFilter = builder.inputType("MailOutboxFilter", {
    fields: (t) => ({
      status: t.field({ type: [OutboxStatus], description: "any of these statuses" }),
      to: t.string({ description: "part of the recipient address" }),
      templateId: t.string(),
      storeId: t.int(),
    }),
  });
  const OutboxSortField = builder.enumType("MailOutboxSortField", { values: ["id", "createdAt", "nextAttemptAt", "attempts", "sentAt"] as const });
  const OutboxSortDirection = builder.enumType("MailOutboxSortDirection", { values: ["asc", "desc"] as const });
  const OutboxSort = builder.inputType("MailOutboxSort", {
    fields: (t) => ({
      field: t.field({ type: OutboxSortField, defaultValue: "id" }),
      direction: t.field({ type: OutboxSortDirection, defaultValue: "desc" }),
    }),
  });
  const RequeueItem = builder.objectRef<MassResult<unknown>>("MailOutboxRequeueItem").implement({
    description: "the outcome for one id of mailOutboxRequeue",
    fields: (t) => ({
      id: t.exposeInt("id"),
      result: t.field({
        type: Outbox,
        errors: { types: [ProblemError], result: { name: "MailOutboxRequeueItemSuccess" }, union: { name: "MailOutboxRequeueItemResult" } },
        resolve: (x) => {
          if (x.outcome instanceof ProblemError) throw x.outcome;
          return x.outcome as never;
        },
      }),
    }),
  });

  /** what the mail would use at this store: its own version, else the default scope's, else the shipped default */
  const effective = async (db: DbClient, templates: MailTemplates, id: string, storeId: number): Promise<TemplateDto | null> => {
    const shipped = templates.get(id);
    const rows = await db.mailTemplate.findMany({ where: { code: id, storeId: { in: [storeId, 0] } } });
    const own = rows.find((r) => r.storeId === storeId);
    const base = own ?? rows.find((r) => r.storeId === 0) ?? shipped;
    if (!base) return null;
    return {
      id,
      owner: shipped?.owner ?? "admin",
      description: shipped?.description ?? "",
      variables: shipped?.variables ?? [],
      storeId,
      subject: base.subject,
      text: base.text,
      html: base.html ?? null,
      overridden: !!own,
      source: own ? (storeId === 0 ? "default" : "store") : base === shipped ? "shipped" : "default",
    };
  };

  builder.queryFields((t) => ({
    mailTemplates: t.field({
      type: [Template],
      authScopes: { admin: "config" },
      args: { storeId: t.arg.int({ defaultValue: 0 }) },
      resolve: async (_r, { storeId }, { ctx }) => {
        const sid = storeId ?? 0;
        const rows = await ctx.app.db.mailTemplate.findMany({ where: { storeId: sid }, select: { code: true } });
        const ids = [...new Set([...ctx.app.mail.templates.list().map((x) => x.id), ...rows.map((r) => r.code)])].sort();
        const out: TemplateDto[] = [];
        for (const id of ids) {
          const e = await effective(ctx.app.db, ctx.app.mail.templates, id, sid);
          if (e) out.push(e);
        }
        return out;
      },
    }),
    mailTemplatePreview: t.field({
      type: Preview,
      description:
        "renders a template with its sample variables: the effective version for the store, or the draft given (any of subject/text/html replaces that part); a Problem template_syntax names the part that does not parse",
      authScopes: { admin: "config" },
      errors: { types: [ProblemError] },
      args: {
        id: t.arg.string({ required: true }),
        storeId: t.arg.int({ defaultValue: 0 }),
        subject: t.arg.string(),
        text: t.arg.string(),
        html: t.arg.string({ description: "null: no HTML part" }),
      },
      resolve: async (_r, a, { ctx }) => {
        const storeId = a.storeId ?? 0;
        const saved = await ctx.app.mail.templates.resolve(ctx.app.db, a.id, storeId);
        const draft = a.subject != null || a.text != null || a.html !== undefined;
        const subject = a.subject ?? saved?.subject;
        const text = a.text ?? saved?.text;
        if (subject === undefined || text === undefined) {
          throw new ProblemError(404, "not_found", `No mail template "${a.id}"`, {
            errors: [{ field: "id", code: "not_found", message: "no such template: give subject and text to preview a new one" }],
          });
        }
        const content: MailTemplateContent = { subject, text, html: a.html !== undefined ? a.html : (saved?.html ?? null) };
        validateTemplate(content);
        const sample = ctx.app.mail.templates.get(a.id)?.sample ?? {};
        return { id: a.id, storeId, sample, draft, ...renderTemplate(content, sample) };
      },
    }),
    mailOutboxMessage: t.prismaField({
      type: Outbox,
      nullable: true,
      description: "one outbox message with its body (subject, textBody, htmlBody); null when there is no such message",
      authScopes: { admin: "config" },
      args: { id: t.arg.int({ required: true }) },
      resolve: (query, _r, { id }, { ctx }) => ctx.app.db.mailOutbox.findUnique({ ...query, where: { id } }),
    }),
    mailOutbox: t.field({
      type: OutboxPage,
      description: "the outbox grid, newest first by default (`status` is the older single-status filter)",
      authScopes: { admin: "config" },
      args: {
        status: t.arg.string(),
        filter: t.arg({ type: OutboxFilter }),
        sort: t.arg({ type: OutboxSort }),
        page: t.arg.int({ defaultValue: 1 }),
        pageSize: t.arg.int({ defaultValue: 20 }),
      },
      resolve: async (_r, a, { ctx }) => {
        const pageSize = Math.min(Math.max(a.pageSize ?? 20, 1), 100);
        const page = Math.max(a.page ?? 1, 1);
        const f = a.filter ?? {};
        const where: Prisma.MailOutboxWhereInput = {
          AND: [
            a.status ? { status: a.status } : {},
            f.status?.length ? { status: { in: f.status } } : {},
            f.to ? { toAddress: { contains: f.to } } : {},
            f.templateId ? { templateId: f.templateId } : {},
            f.storeId != null ? { storeId: f.storeId } : {},
          ],
        };
        const field = a.sort?.field ?? "id";
        const direction = a.sort?.direction ?? "desc";
        // ties (same time, same attempts) keep a stable order across pages
        const orderBy: Prisma.MailOutboxOrderByWithRelationInput[] = [{ [field]: direction }, ...(field === "id" ? [] : [{ id: direction }])];
        const [items, totalCount] = await Promise.all([
          ctx.app.db.mailOutbox.findMany({ where, orderBy, skip: (page - 1) * pageSize, take: pageSize }),
          ctx.app.db.mailOutbox.count({ where }),
        ]);
        return { items, totalCount };
      },
    }),
  }));
  builder.mutationFields((t) => ({
    mailTemplateSet: t.field({
      extensions: audited("mail_template"),
      type: Template,
      description: "saves an admin's version of a mail template for a store (0 = default scope); Mustache, {{var}} escaped in HTML",
      authScopes: { admin: "config" },
      errors: { types: [ProblemError] },
      args: {
        id: t.arg.string({ required: true }),
        storeId: t.arg.int({ defaultValue: 0 }),
        subject: t.arg.string({ required: true }),
        text: t.arg.string({ required: true }),
        html: t.arg.string(),
      },
      resolve: async (_r, args, { ctx }) => {
        const a = parseInput(setInput, { ...args, storeId: args.storeId ?? 0, html: args.html ?? null });
        if (a.storeId !== 0 && !(await ctx.app.stores()).all.some((s) => s.id === a.storeId)) {
          throw new ProblemError(422, "invalid", "Unknown store", { errors: [{ field: "storeId", code: "not_found", message: "no such store" }] });
        }
        validateTemplate(a);
        await withTransaction(ctx, async (tx) => {
          const db = dbOf(tx);
          const where = { code_storeId: { code: a.id, storeId: a.storeId } };
          const before = await db.mailTemplate.findUnique({ where });
          const after = await db.mailTemplate.upsert({
            where,
            create: { code: a.id, storeId: a.storeId, subject: a.subject, text: a.text, html: a.html },
            update: { subject: a.subject, text: a.text, html: a.html },
          });
          await recordAudit(db, tx, {
            operation: "mailTemplateSet",
            entityType: "mail_template",
            entityId: a.id,
            before: templateAudit(before),
            after: templateAudit(after),
          });
        });
        return (await effective(ctx.app.db, ctx.app.mail.templates, a.id, a.storeId))!;
      },
    }),
    mailOutboxRequeue: t.field({
      extensions: audited("mail_outbox"),
      type: [RequeueItem],
      description:
        "puts failed messages back to pending, due now, attempts reset; a result per id (suppressed, pending and sent rows are refused with not_requeueable)",
      authScopes: { admin: "config" },
      args: { ids: t.arg.intList({ required: true }) },
      resolve: (_r, { ids }, { ctx }) =>
        forEachId(ids, (id) =>
          withTransaction(ctx, async (tx) => {
            const before = await dbOf(tx).mailOutbox.findUnique({ where: { id }, select: OUTBOX_AUDIT });
            const row = await ctx.app.mail.requeue(tx, id);
            const after = await dbOf(tx).mailOutbox.findUnique({ where: { id }, select: OUTBOX_AUDIT });
            await recordAudit(dbOf(tx), tx, { operation: "mailOutboxRequeue", entityType: "mail_outbox", entityId: id, before, after });
            return row;
          }),
        ),
    }),
    mailTemplateReset: t.boolean({
      extensions: audited("mail_template"),
      description: "removes an admin's version: the shipped default applies again",
      authScopes: { admin: "config" },
      args: { id: t.arg.string({ required: true }), storeId: t.arg.int({ defaultValue: 0 }) },
      resolve: (_r, { id, storeId }, { ctx }) =>
        withTransaction(ctx, async (tx) => {
          const db = dbOf(tx);
          const before = await db.mailTemplate.findUnique({ where: { code_storeId: { code: id, storeId: storeId ?? 0 } } });
          if (!before) return false;
          await db.mailTemplate.delete({ where: { id: before.id } });
          await recordAudit(db, tx, { operation: "mailTemplateReset", entityType: "mail_template", entityId: id, before: templateAudit(before), after: null });
          return true;
        }),
    }),
  }));
}

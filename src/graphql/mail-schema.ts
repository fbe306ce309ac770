/** Admin GraphQL of the core's mail: templates (shipped defaults, overrides per store) and the outbox. */
import { z } from "zod";
import type { Builder } from "../core/schema-builder.ts";
import { parseInput } from "./input.ts";
import { ProblemError } from "../core/errors.ts";
import { validateTemplate, type MailTemplates } from "../core/mail/templates.ts";
import type { DbClient } from "../core/unit-of-work.ts";

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
}

const setInput = z.object({
  id: z.string().regex(/^[a-z0-9_]{1,64}$/, "lower-case letters, digits and _"),
  storeId: z.number().int().min(0),
  subject: z.string().min(1).max(998),
  text: z.string().min(1).max(100_000),
  html: z.string().max(500_000).nullable(),
});

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
      overridden: t.exposeBoolean("overridden"),
    }),
  });
  const Outbox = builder.prismaObject("MailOutbox", {
    fields: (t) => ({
      id: t.exposeInt("id"),
      toAddress: t.exposeString("toAddress"),
      fromAddress: t.exposeString("fromAddress"),
      subject: t.exposeString("subject"),
      templateId: t.exposeString("templateId", { nullable: true }),
      status: t.exposeString("status", { description: "pending, sent or failed" }),
      attempts: t.exposeInt("attempts"),
      nextAttemptAt: t.expose("nextAttemptAt", { type: "DateTime" }),
      lastError: t.exposeString("lastError", { nullable: true }),
      sentAt: t.expose("sentAt", { type: "DateTime", nullable: true }),
      createdAt: t.expose("createdAt", { type: "DateTime" }),
    }),
  });
  const OutboxPage = builder.objectRef<{ items: unknown[]; totalCount: number }>("MailOutboxPage").implement({
    fields: (t) => ({ items: t.field({ type: [Outbox], resolve: (p) => p.items as never }), totalCount: t.exposeInt("totalCount") }),
  });

  const effective = async (db: DbClient, templates: MailTemplates, id: string, storeId: number): Promise<TemplateDto | null> => {
    const shipped = templates.get(id);
    const row = await db.mailTemplate.findFirst({ where: { code: id, storeId } });
    const base = row ?? shipped;
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
      overridden: !!row,
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
    mailOutbox: t.field({
      type: OutboxPage,
      authScopes: { admin: "config" },
      args: { status: t.arg.string(), page: t.arg.int({ defaultValue: 1 }), pageSize: t.arg.int({ defaultValue: 20 }) },
      resolve: async (_r, a, { ctx }) => {
        const pageSize = Math.min(Math.max(a.pageSize ?? 20, 1), 100);
        const page = Math.max(a.page ?? 1, 1);
        const where = a.status ? { status: a.status } : {};
        const [items, totalCount] = await Promise.all([
          ctx.app.db.mailOutbox.findMany({ where, orderBy: { id: "desc" }, skip: (page - 1) * pageSize, take: pageSize }),
          ctx.app.db.mailOutbox.count({ where }),
        ]);
        return { items, totalCount };
      },
    }),
  }));
  builder.mutationFields((t) => ({
    mailTemplateSet: t.field({
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
        await ctx.app.db.mailTemplate.upsert({
          where: { code_storeId: { code: a.id, storeId: a.storeId } },
          create: { code: a.id, storeId: a.storeId, subject: a.subject, text: a.text, html: a.html },
          update: { subject: a.subject, text: a.text, html: a.html },
        });
        return (await effective(ctx.app.db, ctx.app.mail.templates, a.id, a.storeId))!;
      },
    }),
    mailTemplateReset: t.boolean({
      description: "removes an admin's version: the shipped default applies again",
      authScopes: { admin: "config" },
      args: { id: t.arg.string({ required: true }), storeId: t.arg.int({ defaultValue: 0 }) },
      resolve: async (_r, { id, storeId }, { ctx }) => (await ctx.app.db.mailTemplate.deleteMany({ where: { code: id, storeId: storeId ?? 0 } })).count > 0,
    }),
  }));
}

/** Forms as admins build them: rows, DTOs, create/update/delete and the lookup the public routes use. */
import type { RequestContext } from "../../core/context.ts";
import { ProblemError, zodProblem } from "../../core/errors.ts";
import { dbOf, withTransaction } from "../../core/unit-of-work.ts";
import { recordAudit } from "../../core/audit/record.ts";
import type { CustomForm } from "../../generated/prisma/client.ts";
import { TtlCache } from "../../core/ttl-cache.ts";
import type { App } from "../../core/kernel.ts";
import { formInputSchema, type FormField, type FormInput } from "./fields.ts";

/**
 * Forms by code, kept briefly: every submission reads its form. A write on this instance evicts at once;
 * another instance sees an edit within FORM_CACHE_MS.
 */
export const FORM_CACHE_MS = 2000;
const caches = new WeakMap<App, TtlCache<FormDto | null>>();
const cacheOf = (app: App) => {
  let c = caches.get(app);
  if (!c) {
    c = new TtlCache<FormDto | null>(FORM_CACHE_MS, 500, { hashKeys: false });
    caches.set(app, c);
  }
  return c;
};

export interface FormDto {
  id: number;
  code: string;
  title: string;
  storeIds: number[];
  active: boolean;
  successMessage: string;
  recipients: string[];
  fields: FormField[];
  createdAt: string;
  updatedAt: string;
}

export const toForm = (r: CustomForm): FormDto => ({
  id: r.id,
  code: r.code,
  title: r.title,
  storeIds: JSON.parse(r.storeIds) as number[],
  active: r.isActive,
  successMessage: r.successMessage,
  recipients: r.recipients ? r.recipients.split(",") : [],
  fields: JSON.parse(r.fields) as FormField[],
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const toRow = (f: FormInput) => ({
  code: f.code,
  title: f.title,
  storeIds: JSON.stringify(f.storeIds),
  isActive: f.active,
  successMessage: f.successMessage,
  recipients: f.recipients.join(","),
  fields: JSON.stringify(f.fields),
});

function parseInput(input: unknown): FormInput {
  const r = formInputSchema.safeParse(input);
  if (!r.success) throw zodProblem(r.error.issues, { status: 422, where: "input", detail: "The form has invalid fields" });
  return r.data;
}

export interface FormFilter {
  code?: string | null;
  title?: string | null;
  active?: boolean | null;
}

export async function listForms(
  ctx: RequestContext,
  filter: FormFilter,
  sort: { field: "id" | "code" | "title" | "createdAt"; direction: "asc" | "desc" },
  page: number,
  pageSize: number,
) {
  const where = {
    ...(filter.code ? { code: { contains: filter.code } } : {}),
    ...(filter.title ? { title: { contains: filter.title } } : {}),
    ...(filter.active != null ? { isActive: filter.active } : {}),
  };
  const db = dbOf(ctx);
  const [rows, totalCount] = await Promise.all([
    db.customForm.findMany({ where, orderBy: [{ [sort.field]: sort.direction }, { id: "asc" }], skip: (page - 1) * pageSize, take: pageSize }),
    db.customForm.count({ where }),
  ]);
  return { items: rows.map(toForm), totalCount };
}

export async function formById(ctx: RequestContext, id: number): Promise<FormDto | null> {
  const r = await dbOf(ctx).customForm.findUnique({ where: { id } });
  return r ? toForm(r) : null;
}

export async function createForm(ctx: RequestContext, input: unknown): Promise<FormDto> {
  const f = parseInput(input);
  const created = await withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    if (await db.customForm.findUnique({ where: { code: f.code }, select: { id: true } })) throw codeTaken(f.code);
    const row = await db.customForm.create({ data: toRow(f) });
    await recordAudit(db, tx, { operation: "customFormCreate", entityType: "custom_form", entityId: row.id, before: null, after: row });
    return toForm(row);
  });
  cacheOf(ctx.app).clear();
  return created;
}

export async function updateForm(ctx: RequestContext, id: number, input: unknown): Promise<FormDto> {
  const f = parseInput(input);
  const updated = await withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const before = await db.customForm.findUnique({ where: { id } });
    if (!before) throw new ProblemError(404, "not_found", `Form ${id} not found`);
    const other = await db.customForm.findUnique({ where: { code: f.code }, select: { id: true } });
    if (other && other.id !== id) throw codeTaken(f.code);
    const after = await db.customForm.update({ where: { id }, data: toRow(f) });
    await recordAudit(db, tx, { operation: "customFormUpdate", entityType: "custom_form", entityId: id, before, after });
    return toForm(after);
  });
  cacheOf(ctx.app).clear();
  return updated;
}

export async function deleteForm(ctx: RequestContext, id: number): Promise<FormDto> {
  const r = await withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const before = await db.customForm.findUnique({ where: { id } });
    if (!before) throw new ProblemError(404, "not_found", `Form ${id} not found`);
    await db.customForm.delete({ where: { id } });
    await recordAudit(db, tx, { operation: "customFormDelete", entityType: "custom_form", entityId: id, before, after: null });
    return before;
  });
  cacheOf(ctx.app).clear();
  return toForm(r);
}

const codeTaken = (code: string) =>
  new ProblemError(409, "code_taken", `A form with the code "${code}" exists`, { errors: [{ field: "input.code", code: "taken", message: "already used" }] });

/** the active form of this code offered in the context's store, or null */
export async function formForStore(ctx: RequestContext, code: string): Promise<FormDto | null> {
  if (code.length > 64) return null;
  const form = await cacheOf(ctx.app).getOrLoad(code, async () => {
    const r = await dbOf(ctx).customForm.findUnique({ where: { code } });
    return r ? toForm(r) : null;
  });
  if (!form?.active) return null;
  if (form.storeIds.length && !form.storeIds.includes(ctx.store.id)) return null;
  return form;
}

/** the form's shape as the public schema endpoint answers it */
export const publicFields = (form: FormDto) =>
  form.fields.map((f) => ({
    key: f.key,
    type: f.type,
    label: f.label,
    required: f.required,
    ...(f.options?.length ? { options: f.options } : {}),
    ...(f.placeholder ? { placeholder: f.placeholder } : {}),
    ...(f.validation ? { validation: Object.fromEntries(Object.entries(f.validation).filter(([, v]) => v != null)) } : {}),
  }));

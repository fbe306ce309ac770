/** The Submitted Data grid: list (filter by form, date, text), detail, delete, and CSV export. */
import { stringify } from "csv-stringify/sync";
import type { RequestContext } from "../../core/context.ts";
import { ProblemError } from "../../core/errors.ts";
import { dbOf, withTransaction } from "../../core/unit-of-work.ts";
import { recordAudit } from "../../core/audit/record.ts";
import type { Prisma } from "../../core/db/client.ts";
import type { CustomFormSubmission } from "../../generated/prisma/client.ts";
import type { CleanValue } from "./fields.ts";
import { toForm } from "./forms.ts";

export interface SubmissionDto {
  id: number;
  formId: number;
  formCode: string;
  storeId: number;
  /** mapping key -> value (passwords are never here) */
  payload: Record<string, CleanValue>;
  ip: string;
  createdAt: string;
}

export interface SubmissionFilter {
  formId?: number | null;
  formCode?: string | null;
  createdFrom?: Date | null;
  createdTo?: Date | null;
  /** part of any submitted value */
  text?: string | null;
}
export interface SubmissionSort {
  field: "id" | "createdAt" | "formCode";
  direction: "asc" | "desc";
}

const toDto = (r: CustomFormSubmission): SubmissionDto => ({
  id: r.id,
  formId: r.formId,
  formCode: r.formCode,
  storeId: r.storeId,
  payload: JSON.parse(r.payload) as Record<string, CleanValue>,
  ip: r.ip,
  createdAt: r.createdAt.toISOString(),
});

function whereOf(f: SubmissionFilter): Prisma.CustomFormSubmissionWhereInput {
  return {
    ...(f.formId ? { formId: f.formId } : {}),
    ...(f.formCode ? { formCode: f.formCode } : {}),
    ...(f.createdFrom || f.createdTo ? { createdAt: { ...(f.createdFrom ? { gte: f.createdFrom } : {}), ...(f.createdTo ? { lte: f.createdTo } : {}) } } : {}),
    ...(f.text ? { payload: { contains: f.text } } : {}),
  };
}

export async function listSubmissions(ctx: RequestContext, filter: SubmissionFilter, sort: SubmissionSort, page: number, pageSize: number) {
  const where = whereOf(filter);
  const db = dbOf(ctx);
  const [rows, totalCount] = await Promise.all([
    db.customFormSubmission.findMany({
      where,
      orderBy: [{ [sort.field]: sort.direction }, { id: sort.direction }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    db.customFormSubmission.count({ where }),
  ]);
  return { items: rows.map(toDto), totalCount };
}

export async function submissionById(ctx: RequestContext, id: number): Promise<SubmissionDto | null> {
  const r = await dbOf(ctx).customFormSubmission.findUnique({ where: { id } });
  return r ? toDto(r) : null;
}

export async function deleteSubmission(ctx: RequestContext, id: number): Promise<SubmissionDto> {
  const r = await withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const before = await db.customFormSubmission.findUnique({ where: { id } });
    if (!before) throw new ProblemError(404, "not_found", `Submission ${id} not found`);
    await db.customFormSubmission.delete({ where: { id } });
    // the submission's secrets are password hashes: masked in the entry (record.ts)
    await recordAudit(db, tx, { operation: "customFormSubmissionDelete", entityType: "custom_form_submission", entityId: id, before, after: null });
    return before;
  });
  return toDto(r);
}

/** the most rows one export holds */
export const CSV_MAX_ROWS = 50_000;

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a leading
 * apostrophe, as OWASP advises for CSV injection.
 */
export const neutralise = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

/** the submissions matching the filter as CSV: id, form, store, date, then one column per field key */
export async function submissionsCsv(ctx: RequestContext, filter: SubmissionFilter): Promise<string> {
  const db = dbOf(ctx);
  const rows = await db.customFormSubmission.findMany({ where: whereOf(filter), orderBy: { id: "asc" }, take: CSV_MAX_ROWS });
  const formIds = [...new Set(rows.map((r) => r.formId))];
  const forms = (await db.customForm.findMany({ where: { id: { in: formIds } } })).map(toForm);
  // columns: the forms' fields in their order (labels as headers), then keys no current field has
  const columns: { key: string; label: string }[] = [];
  const seen = new Set<string>();
  for (const f of forms)
    for (const field of f.fields) {
      if (field.type === "password" || seen.has(field.key)) continue;
      seen.add(field.key);
      columns.push({ key: field.key, label: field.label });
    }
  const dtos = rows.map(toDto);
  for (const d of dtos)
    for (const k of Object.keys(d.payload)) {
      if (seen.has(k)) continue;
      seen.add(k);
      columns.push({ key: k, label: k });
    }
  const cell = (v: CleanValue | undefined) => neutralise(v === undefined ? "" : Array.isArray(v) ? v.join(", ") : v);
  const records = dtos.map((d) => [String(d.id), neutralise(d.formCode), String(d.storeId), d.createdAt, ...columns.map((c) => cell(d.payload[c.key]))]);
  return stringify([["id", "form", "store", "created_at", ...columns.map((c) => neutralise(c.label))], ...records], { quoted_string: true });
}

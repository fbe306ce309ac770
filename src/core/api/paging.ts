/**
 * Paging arguments of GraphQL collections (`page`, `itemsPerPage`, or the admin grids' `pageSize`): checked like the
 * REST facade checks its query parameters (same rules, same 400 `invalid_request` with field errors), so that no
 * value reaches a database offset it cannot take (a negative skip was a 500).
 */
import { z } from "zod";
import { zodProblem } from "../errors.ts";

/** the largest page a collection serves (REST: `itemsPerPage` 1..100) */
export const MAX_PAGE_SIZE = 100;

const page = z.number().int().min(1);
const size = z.number().int().min(1).max(MAX_PAGE_SIZE);
const paging = z.object({ page, itemsPerPage: size });
const gridPaging = z.object({ page, pageSize: size });

function checked<S extends z.ZodType>(schema: S, values: unknown): z.output<S> {
  const r = schema.safeParse(values);
  if (!r.success) throw zodProblem(r.error.issues, { status: 400, where: "query", detail: "Invalid paging arguments" });
  return r.data;
}

/** `{page, itemsPerPage}` with defaults filled; 400 `invalid_request` naming the field otherwise */
export function pagingArgs(a: { page?: number | null; itemsPerPage?: number | null }, defaultSize = 20): { page: number; itemsPerPage: number } {
  return checked(paging, { page: a.page ?? 1, itemsPerPage: a.itemsPerPage ?? defaultSize });
}

/** the same for the admin grids' `{page, pageSize}` */
export function gridPagingArgs(a: { page?: number | null; pageSize?: number | null }, defaultSize = 20): { page: number; pageSize: number } {
  return checked(gridPaging, { page: a.page ?? 1, pageSize: a.pageSize ?? defaultSize });
}

/** the rows before a page, for `skip` */
export const pageOffset = (p: { page: number; itemsPerPage: number }) => (p.page - 1) * p.itemsPerPage;

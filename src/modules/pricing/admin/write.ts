/**
 * priceListCreate / priceListUpdate / priceListDelete: a list's own columns. Each write is one transaction with
 * its audit entry and `pricingChanged` (the list's revision moves, every instance drops what it priced by it).
 * The condition is checked by the rules language (dsl/src/condition.ts) and stored as its source and its tree.
 */
import { z } from "zod";
import { parseInput } from "../../../core/api/input.ts";
import { recordAudit } from "../../../core/audit/record.ts";
import type { RequestContext } from "../../../core/context.ts";
import { ProblemError, type FieldError } from "../../../core/errors.ts";
import { dbOf, withTransaction } from "../../../core/unit-of-work.ts";
import { isUniqueViolation } from "../../../customer/service.ts";
import { pricingChanged } from "../announce.ts";
import { checkCondition, checkStores, invalid, listSnapshot, recordOf, type PriceListRecord } from "./shared.ts";

/** an instant: an ISO 8601 date-time with its offset, or a date (its midnight UTC) */
const instant = z.union([z.iso.datetime({ offset: true }), z.iso.date()]).transform((s) => new Date(s.length === 10 ? `${s}T00:00:00Z` : s));

const fields = {
  code: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, "letters, digits, _ . - (no spaces)"),
  name: z.string().trim().min(1).max(255),
  storeIds: z.array(z.number().int().min(0)).max(1000),
  active: z.boolean(),
  validFrom: instant.nullable(),
  validTo: instant.nullable(),
  priority: z.number().int().min(-1_000_000).max(1_000_000),
  adjustmentPercent: z
    .number()
    .gt(-100, "more than -100 (a list does not give products away)")
    .lt(1000, "less than 1000")
    .refine((n) => Math.abs(n * 10_000 - Math.round(n * 10_000)) < 1e-6, "at most 4 decimals")
    .nullable(),
  condition: z.string().max(100_000).nullable(),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, "a currency code such as USD"),
};
export const createInput = z.object({ ...fields, code: fields.code, name: fields.name }).partial({
  storeIds: true,
  active: true,
  validFrom: true,
  validTo: true,
  priority: true,
  adjustmentPercent: true,
  condition: true,
  currency: true,
});
export const updateInput = z.object(fields).partial();
export type ListInput = z.infer<typeof updateInput>;

const codeTaken = (code: string) =>
  new ProblemError(409, "code_taken", `A price list with the code "${code}" already exists`, {
    errors: [{ field: "code", code: "taken", message: `the code "${code}" is taken` }],
  });

/** the columns an input sets, each checked; `existing` for an update (the window is checked over the merged values) */
async function columns(ctx: RequestContext, input: ListInput, existing: PriceListRecord | null) {
  const errors: FieldError[] = [];
  const data: Record<string, unknown> = {};
  if (input.code !== undefined) data.code = input.code;
  if (input.name !== undefined) data.name = input.name;
  if (input.active !== undefined) data.active = input.active;
  if (input.priority !== undefined) data.priority = input.priority;
  if (input.validFrom !== undefined) data.validFrom = input.validFrom;
  if (input.validTo !== undefined) data.validTo = input.validTo;
  if (input.adjustmentPercent !== undefined) data.adjustmentPercent = input.adjustmentPercent === null ? null : String(input.adjustmentPercent);
  if (input.storeIds !== undefined) {
    const ids = [...new Set(input.storeIds)].sort((a, b) => a - b);
    await checkStores(ctx, ids);
    data.storeIds = ids.join(",");
  }
  const stores = await ctx.app.stores();
  if (input.currency !== undefined) {
    const known = new Set(stores.all.map((s) => s.currency));
    if (!known.has(input.currency))
      errors.push({ field: "currency", code: "unknown_currency", message: `no store sells in ${input.currency} (${[...known].join(", ")})` });
    data.currency = input.currency;
  } else if (!existing) {
    // a new list is priced in its stores' currency (the default store's when it names none, or stores of several)
    const named = input.storeIds?.length ? stores.all.filter((st) => input.storeIds!.includes(st.id)) : [];
    const currencies = new Set(named.map((st) => st.currency));
    data.currency = currencies.size === 1 ? [...currencies][0]! : stores.default.currency;
  }
  // a list applies only in stores that sell in its currency (context.ts): naming a store of another currency is an error
  const currency = (data.currency as string | undefined) ?? existing?.currency;
  const storeIds = input.storeIds ?? (existing ? existing.storeIds.split(",").filter(Boolean).map(Number) : []);
  const foreign = stores.all.filter((st) => storeIds.includes(st.id) && st.currency !== currency);
  if (currency && foreign.length)
    errors.push({
      field: "currency",
      code: "currency_mismatch",
      message: `the list is priced in ${currency}; ${foreign.map((st) => `${st.code} sells in ${st.currency}`).join(", ")}`,
    });
  const from = input.validFrom !== undefined ? input.validFrom : (existing?.validFrom ?? null);
  const to = input.validTo !== undefined ? input.validTo : (existing?.validTo ?? null);
  if (from && to && from.getTime() >= to.getTime()) errors.push({ field: "validTo", code: "invalid_window", message: "validTo must be after validFrom" });
  if (input.condition !== undefined) {
    const source = input.condition ?? "";
    if (source.trim() === "") {
      data.condition = null;
      data.conditionTree = null;
    } else {
      const checked = await checkCondition(ctx, source);
      if (!checked.valid) {
        for (const d of checked.diagnostics.filter((x) => x.severity === "error")) errors.push({ field: "condition", code: d.code, message: d.message });
      }
      data.condition = source;
      data.conditionTree = checked.tree ? JSON.stringify(checked.tree) : null;
    }
  }
  if (errors.length) throw invalid(errors);
  return data;
}

export async function createPriceList(ctx: RequestContext, raw: unknown): Promise<PriceListRecord> {
  const input = parseInput(createInput, raw);
  const data = await columns(ctx, input, null);
  try {
    return await withTransaction(ctx, async (tx) => {
      const db = dbOf(tx);
      if (await db.priceList.findUnique({ where: { code: input.code }, select: { id: true } })) throw codeTaken(input.code);
      const created = await db.priceList.create({ data: data as { code: string; name: string } });
      await recordAudit(db, tx, { operation: "priceListCreate", entityType: "price_list", entityId: created.id, before: null, after: listSnapshot(created) });
      await pricingChanged(tx, [created.id]);
      return recordOf(db, created.id);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw codeTaken(input.code);
    throw e;
  }
}

export async function updatePriceList(ctx: RequestContext, id: number, raw: unknown): Promise<PriceListRecord> {
  const input = parseInput(updateInput, raw);
  const existing = await recordOf(ctx.app.db, id);
  const data = await columns(ctx, input, existing);
  try {
    return await withTransaction(ctx, async (tx) => {
      const db = dbOf(tx);
      const before = await recordOf(db, id);
      if (input.code !== undefined && input.code !== before.code && (await db.priceList.findUnique({ where: { code: input.code }, select: { id: true } })))
        throw codeTaken(input.code);
      const after = await db.priceList.update({ where: { id }, data });
      await recordAudit(db, tx, {
        operation: "priceListUpdate",
        entityType: "price_list",
        entityId: id,
        before: listSnapshot(before),
        after: listSnapshot(after),
      });
      await pricingChanged(tx, [id]);
      return recordOf(db, id);
    });
  } catch (e) {
    if (isUniqueViolation(e) && input.code !== undefined) throw codeTaken(input.code);
    throw e;
  }
}

/** the list, its items and its assignments go; the answer is the list as it was */
export async function deletePriceList(ctx: RequestContext, id: number): Promise<PriceListRecord> {
  return withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const before = await recordOf(db, id);
    await db.priceList.delete({ where: { id } });
    await recordAudit(db, tx, {
      operation: "priceListDelete",
      entityType: "price_list",
      entityId: id,
      before: {
        ...listSnapshot(before),
        itemCount: before._count.items,
        companyIds: before.companies.map((c) => c.companyId),
        customerGroupIds: before.groups.map((g) => g.customerGroupId),
      },
      after: null,
    });
    // the list is gone: no revision to move, but every cache that priced by it is dropped
    await pricingChanged(tx, []);
    return before;
  });
}

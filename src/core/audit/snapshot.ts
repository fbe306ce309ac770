/**
 * Snapshots of a part of a record for recordAudit: a child row's fields under its own names (`address 12.city`), so
 * that the changed fields of the part show beside the record's own under the record's history.
 */
export function partSnapshot(part: string, row: Record<string, unknown> | null | undefined, omit: string[] = []): Record<string, unknown> {
  // a part created or deleted: the record itself was neither, so an empty side (not null) shows the part's fields alone
  if (!row) return {};
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) if (!omit.includes(k)) out[`${part}.${k}`] = v;
  return out;
}

/**
 * One audit entry opened: who, when, from where, and a table of the fields it changed, before and after (a create
 * has no before, a delete no after). Values are shown as text, never as markup: an entry may hold merchant HTML.
 */
import { useEffect, useRef } from "preact/hooks";
import type { AuditLogGridQuery } from "../../generated/graphql.ts";
import { formatDate } from "../../components/format.tsx";

export type Entry = AuditLogGridQuery["auditLog"]["items"][number];

type Side = Record<string, unknown> | null;

/** a value as the table shows it: text as is, the rest as JSON; absent as an em dash */
export function shown(v: unknown): string {
  if (v === undefined) return "—";
  if (v === null) return "(empty)";
  return typeof v === "string" ? v : JSON.stringify(v);
}

/** the changed fields, in the order the record has them */
export function changedFields(before: Side, after: Side): { field: string; before: unknown; after: unknown }[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((field) => ({ field, before: before?.[field], after: after?.[field] }));
}

export function EntryChanges({ entry, onClose }: { entry: Entry; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [entry.id]);
  const before = entry.before as Side;
  const after = entry.after as Side;
  const rows = changedFields(before, after);
  const what = before === null ? "created" : after === null ? "deleted" : "changed";
  return (
    <aside class="panel" aria-labelledby="audit-entry-heading">
      <h2 id="audit-entry-heading" tabIndex={-1} ref={heading}>
        Entry #{entry.id}: {entry.operation}
      </h2>
      <dl class="fields">
        <dt>When</dt>
        <dd>{formatDate(entry.at as string)}</dd>
        <dt>Who</dt>
        <dd>
          {entry.adminUsername} <span class="hint">({entry.actorKind.replace("_", " ")})</span>
        </dd>
        <dt>From</dt>
        <dd>{entry.ip ?? "—"}</dd>
        <dt>Record</dt>
        <dd>
          {entry.entityType} #{entry.entityId} ({what})
        </dd>
      </dl>
      <div class="grid">
        <table class="changes">
          <caption>Changed fields of entry #{entry.id}</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={3} class="empty">
                  No field recorded.
                </td>
              </tr>
            )}
            {rows.map((r) => (
              <tr key={r.field}>
                <th scope="row">
                  <code>{r.field}</code>
                </th>
                <td>
                  <span class="value">{shown(r.before)}</span>
                </td>
                <td>
                  <span class="value">{shown(r.after)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div class="toolbar">
        <button type="button" class="secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </aside>
  );
}

/**
 * Audit log (scope `audit`): every admin write, newest first (auditLog), filtered by admin, record type and id,
 * operation and time; a page at a time; an entry opened shows the fields it changed, before and after. The URL's
 * `?entityType=&entityId=` (the "History" links of the record pages) opens it filtered on that record.
 */
import { useState } from "preact/hooks";
import { useQuery } from "@urql/preact";
import { type Column, DataGrid, useGridState } from "../../components/grid.tsx";
import { ErrorView } from "../../components/problem.tsx";
import { formatDate } from "../../components/format.tsx";
import type { AuditLogFilter } from "../../generated/graphql.ts";
import { AuditLogGrid } from "./operations.ts";
import { type Entry, EntryChanges } from "./changes.tsx";

/** the record types the service writes entries for, offered in the filter (any other may be typed) */
const ENTITY_TYPES = [
  "customer",
  "order",
  "trade_application",
  "custom_form",
  "custom_form_submission",
  "sales_rule",
  "giftcard_account",
  "mail_template",
  "mail_outbox",
  "storefront_sync",
  "product",
  "category",
  "cms_page",
  "cms_block",
  "access_rule",
  "config",
];

/** the filter the URL asks for (`?entityType=customer&entityId=42`) */
function filterOfUrl(): AuditLogFilter {
  const q = new URLSearchParams(window.location.search);
  const adminId = Number(q.get("adminId"));
  return {
    entityType: q.get("entityType") || null,
    entityId: q.get("entityId") || null,
    operation: q.get("operation") || null,
    adminId: Number.isInteger(adminId) && adminId > 0 ? adminId : null,
  };
}

/** a datetime-local value (the browser's time zone) as an instant; null when empty */
const instant = (v: FormDataEntryValue | null) => {
  const s = String(v ?? "").trim();
  if (!s) return null;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
};

export default function AuditLog() {
  const [grid, update] = useGridState<AuditLogFilter, "at">({ filter: filterOfUrl(), sort: { field: "at", direction: "desc" }, page: 1, pageSize: 20 });
  const [list, refetch] = useQuery({
    query: AuditLogGrid,
    variables: { filter: grid.filter, page: grid.page, pageSize: grid.pageSize },
    requestPolicy: "cache-and-network",
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const rows = list.data?.auditLog.items ?? [];
  const open = rows.find((r) => r.id === openId) ?? null;

  const columns: Column<Entry, "at">[] = [
    { key: "at", label: "When", render: (r) => formatDate(r.at as string) },
    {
      key: "who",
      label: "Who",
      render: (r) =>
        r.adminId && grid.filter.adminId !== r.adminId ? (
          <button
            type="button"
            class="link"
            title="Show only this admin's entries"
            aria-label={`${r.adminUsername}: show only this admin's entries`}
            onClick={() => update({ filter: { ...grid.filter, adminId: r.adminId } })}
          >
            {r.adminUsername}
          </button>
        ) : (
          r.adminUsername
        ),
    },
    { key: "operation", label: "Operation", render: (r) => <code>{r.operation}</code> },
    { key: "record", label: "Record", render: (r) => `${r.entityType} #${r.entityId}` },
    { key: "fields", label: "Fields", render: (r) => summary(r) },
  ];

  const onFilter = (e: Event) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    const text = (k: string) => String(f.get(k) ?? "").trim() || null;
    const adminId = Number(text("adminId"));
    update({
      filter: {
        adminId: Number.isInteger(adminId) && adminId > 0 ? adminId : null,
        entityType: text("entityType"),
        entityId: text("entityId"),
        operation: text("operation"),
        from: instant(f.get("from")),
        to: instant(f.get("to")),
      },
    });
    setOpenId(null);
  };

  return (
    <>
      <h1>Audit log</h1>
      <p class="lead">
        Every change made by an admin or an API user, through the console, GraphQL or REST: who, when, from which address, and the fields before and after
        (secrets masked). Entries are kept for the retention the service is configured with.
      </p>
      <form class="filters" onSubmit={onFilter} aria-label="Filter the audit log">
        <label>
          Admin ID
          <input
            key={grid.filter.adminId ?? 0}
            name="adminId"
            type="number"
            min={1}
            inputMode="numeric"
            defaultValue={grid.filter.adminId ? String(grid.filter.adminId) : ""}
          />
        </label>
        <label>
          Record type
          <input name="entityType" list="audit-entity-types" defaultValue={grid.filter.entityType ?? ""} />
          <datalist id="audit-entity-types">
            {ENTITY_TYPES.map((t) => (
              <option key={t} value={t} />
            ))}
          </datalist>
        </label>
        <label>
          Record ID
          <input name="entityId" defaultValue={grid.filter.entityId ?? ""} />
        </label>
        <label>
          Operation
          <input name="operation" placeholder="e.g. customerUpdate" defaultValue={grid.filter.operation ?? ""} />
        </label>
        <label>
          From
          <input name="from" type="datetime-local" />
        </label>
        <label>
          Until
          <input name="to" type="datetime-local" />
        </label>
        <button type="submit">Apply filters</button>
      </form>
      <div class="split">
        <div>
          <div class="toolbar">
            <button type="button" class="secondary" onClick={() => refetch({ requestPolicy: "network-only" })} disabled={list.fetching}>
              Refresh
            </button>
          </div>
          {list.error && <ErrorView error={list.error} />}
          <DataGrid
            caption="Audit entries, newest first"
            columns={columns}
            items={rows}
            totalCount={list.data?.auditLog.totalCount ?? 0}
            state={grid}
            onChange={(p) => {
              update(p);
              setOpenId(null);
            }}
            rowKey={(r) => r.id}
            rowLabel={(r) => `entry ${r.id}, ${r.operation} of ${r.entityType} ${r.entityId}`}
            onOpen={(r) => setOpenId(r.id)}
            fetching={list.fetching}
            empty="No entry matches these filters."
          />
        </div>
        {open && <EntryChanges entry={open} onClose={() => setOpenId(null)} />}
      </div>
    </>
  );
}

/** the changed fields' names, for the grid (the entry's detail has their values) */
function summary(r: Entry): string {
  if (r.before === null) return "created";
  if (r.after === null) return "deleted";
  const keys = [...new Set([...Object.keys(r.before as Record<string, unknown>), ...Object.keys(r.after as Record<string, unknown>)])];
  return keys.length > 4 ? `${keys.slice(0, 4).join(", ")} +${keys.length - 4}` : keys.join(", ");
}

/** Small display helpers shared by the screens: dates, status badges, a JSON payload as a definition list. */
import { Fragment } from "preact";

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "—";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString();
}

export function Badge({ value, label }: { value: string; label?: string }) {
  return <span class={`badge ${value}`}>{label ?? value}</span>;
}

/** a submitted payload (string keys, any values) as label/value pairs; nested values as JSON */
export function PayloadView({ payload, label }: { payload: unknown; label: string }) {
  if (!payload || typeof payload !== "object" || Array.isArray(payload)) return <pre class="mono">{JSON.stringify(payload, null, 2)}</pre>;
  const entries = Object.entries(payload as Record<string, unknown>);
  if (entries.length === 0) return <p>No answers.</p>;
  return (
    <dl class="fields" aria-label={label}>
      {entries.map(([k, v]) => (
        <Fragment key={k}>
          <dt>{k}</dt>
          <dd>{typeof v === "string" ? v : JSON.stringify(v)}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * A list of rows edited in a table (tier prices, categories, options, links): one input per column and row, each
 * labelled "<column> <row number>" for screen readers, Remove per row and Add below.
 */
import type { ComponentChildren } from "preact";

export interface RowColumn<T> {
  key: keyof T & string;
  label: string;
  kind: "text" | "number" | "checkbox" | "select";
  options?: ReadonlyArray<{ value: string; label: string }>;
  step?: string;
}

export function Rows<T extends object>(p: {
  caption: string;
  rows: T[];
  columns: RowColumn<T>[];
  blank: () => T;
  onChange: (rows: T[]) => void;
  /** more under each row (an option's values) */
  below?: (row: T, index: number) => ComponentChildren;
}) {
  const set = (i: number, key: keyof T, value: unknown) => p.onChange(p.rows.map((r, k) => (k === i ? { ...r, [key]: value } : r)));
  return (
    <div class="rows">
      <table>
        <caption>{p.caption}</caption>
        <thead>
          <tr>
            {p.columns.map((c) => (
              <th key={c.key} scope="col">
                {c.label}
              </th>
            ))}
            <th scope="col">
              <span class="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {p.rows.length === 0 && (
            <tr>
              <td colSpan={p.columns.length + 1} class="empty">
                None.
              </td>
            </tr>
          )}
          {p.rows.map((row, i) => {
            const r = row as Record<string, unknown>;
            return [
              <tr key={`r${i}`}>
                {p.columns.map((c) => {
                  const label = `${c.label} ${i + 1}`;
                  return (
                    <td key={c.key}>
                      {c.kind === "checkbox" ? (
                        <input
                          type="checkbox"
                          aria-label={label}
                          checked={Boolean(r[c.key])}
                          onChange={(e) => set(i, c.key, (e.currentTarget as HTMLInputElement).checked)}
                        />
                      ) : c.kind === "select" ? (
                        <select aria-label={label} value={String(r[c.key] ?? "")} onChange={(e) => set(i, c.key, (e.currentTarget as HTMLSelectElement).value)}>
                          {c.options?.map((o) => (
                            <option key={o.value} value={o.value}>
                              {o.label}
                            </option>
                          ))}
                        </select>
                      ) : (
                        <input
                          aria-label={label}
                          type={c.kind}
                          step={c.step}
                          inputMode={c.kind === "number" ? "decimal" : undefined}
                          value={String(r[c.key] ?? "")}
                          onInput={(e) => set(i, c.key, (e.currentTarget as HTMLInputElement).value)}
                        />
                      )}
                    </td>
                  );
                })}
                <td>
                  <button
                    type="button"
                    class="link"
                    onClick={() => p.onChange(p.rows.filter((_r, k) => k !== i))}
                    aria-label={`Remove ${p.caption} row ${i + 1}`}
                  >
                    Remove
                  </button>
                </td>
              </tr>,
              p.below ? (
                <tr key={`b${i}`}>
                  <td colSpan={p.columns.length + 1}>{p.below(row, i)}</td>
                </tr>
              ) : null,
            ];
          })}
        </tbody>
      </table>
      <button type="button" class="secondary" onClick={() => p.onChange([...p.rows, p.blank()])}>
        Add to {p.caption.toLowerCase()}
      </button>
    </div>
  );
}

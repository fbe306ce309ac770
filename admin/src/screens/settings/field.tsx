/**
 * One setting at a scope: the right input for its type (switch, number, select, checkboxes, text, JSON, secret),
 * its label and help, where its value comes from, the value it inherits, "Use inherited" when the scope sets its
 * own, and its problems.
 */
import type { ComponentChildren } from "preact";
import { describeValue, selectedOf, type SettingOption } from "./values.ts";

export type Source = "store" | "default" | "shipped";

export interface Setting {
  path: string;
  key: string;
  label: string;
  description?: string | null;
  type: string;
  options?: ReadonlyArray<SettingOption> | null;
  default?: unknown;
  constraints?: unknown;
  value?: unknown;
  effectiveValue?: unknown;
  source: Source;
  inheritedValue?: unknown;
  inheritedSource: Source;
}

/** what the input holds while editing: text, a flag, or the picked values of a multiselect */
export type Draft = string | boolean | string[];

export const SOURCE_LABEL: Record<Source, string> = { store: "this store view", default: "Default", shipped: "the shipped default" };

/** the draft an input starts from: the effective value */
export function draftOf(f: Setting): Draft {
  const v = f.effectiveValue;
  if (f.type === "boolean") return v === true || v === "1" || v === "true";
  if (f.type === "multiselect") return selectedOf(v);
  if (f.type === "json" && v !== null && typeof v === "object") return JSON.stringify(v, null, 2);
  if (f.type === "secret") return "";
  return v === null || v === undefined ? "" : String(v);
}

export function SettingField(p: {
  setting: Setting;
  scopeIsStore: boolean;
  draft: Draft;
  changed: boolean;
  error?: string | null;
  busy: boolean;
  onChange: (d: Draft) => void;
  onUseInherited: () => void;
}) {
  const f = p.setting;
  const id = `setting-${f.path.replace(/[^A-Za-z0-9_-]/g, "-")}`;
  const c = (f.constraints ?? {}) as { minimum?: number; maximum?: number; maxLength?: number };
  const setHere = f.value !== null && f.value !== undefined;
  const describedBy = [f.description ? `${id}-help` : "", `${id}-source`, p.error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const common = { id, "aria-describedby": describedBy, "aria-invalid": p.error ? ("true" as const) : undefined, disabled: p.busy };
  const text = (e: Event) => p.onChange((e.currentTarget as HTMLInputElement).value);

  let input: ComponentChildren;
  switch (f.type) {
    case "boolean":
      input = (
        <input
          {...common}
          type="checkbox"
          role="switch"
          aria-checked={p.draft === true}
          checked={p.draft === true}
          onChange={(e) => p.onChange((e.currentTarget as HTMLInputElement).checked)}
        />
      );
      break;
    case "int":
    case "number":
      input = (
        <input
          {...common}
          type="number"
          inputMode="numeric"
          step={f.type === "int" ? 1 : "any"}
          min={c.minimum}
          max={c.maximum}
          value={p.draft as string}
          onInput={text}
        />
      );
      break;
    case "enum":
    case "select":
      input = (
        <select {...common} value={p.draft as string} onChange={text}>
          {!(f.options ?? []).some((o) => o.value === p.draft) && <option value={p.draft as string}>{String(p.draft) || "(empty)"}</option>}
          {(f.options ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
      break;
    case "multiselect":
      input = f.options?.length ? (
        <fieldset class="multiselect" id={id} aria-describedby={describedBy}>
          <legend class="visually-hidden">{f.label}</legend>
          {f.options.map((o) => {
            const picked = (p.draft as string[]).includes(o.value);
            return (
              <label key={o.value} class="inline">
                <input
                  type="checkbox"
                  checked={picked}
                  disabled={p.busy}
                  onChange={() => p.onChange(picked ? (p.draft as string[]).filter((x) => x !== o.value) : [...(p.draft as string[]), o.value])}
                />{" "}
                {o.label}
              </label>
            );
          })}
        </fieldset>
      ) : (
        <input {...common} value={(p.draft as string[]).join(",")} onInput={(e) => p.onChange(selectedOf((e.currentTarget as HTMLInputElement).value))} />
      );
      break;
    case "text":
      input = <textarea {...common} rows={3} maxLength={c.maxLength} value={p.draft as string} onInput={text} />;
      break;
    case "json":
      input = <textarea {...common} rows={5} spellcheck={false} value={p.draft as string} onInput={text} />;
      break;
    case "secret":
      input = (
        <input
          {...common}
          type="password"
          autoComplete="new-password"
          placeholder={f.effectiveValue ? "set: type to replace" : "not set"}
          maxLength={c.maxLength}
          value={p.draft as string}
          onInput={text}
        />
      );
      break;
    default:
      input = <input {...common} maxLength={c.maxLength} value={p.draft as string} onInput={text} />;
  }

  return (
    <div class={`setting${p.changed ? " changed" : ""}`}>
      <div class="setting-label">
        {f.type === "multiselect" && f.options?.length ? <span class="label">{f.label}</span> : <label for={id}>{f.label}</label>}
        {setHere ? <span class="badge active">{p.scopeIsStore ? "set for this store view" : "set at Default"}</span> : <span class="badge">inherited</span>}
        {p.changed && <span class="badge pending">unsaved</span>}
      </div>
      {input}
      {f.description && (
        <p class="help" id={`${id}-help`}>
          {f.description}
        </p>
      )}
      <p class="source" id={`${id}-source`}>
        {setHere ? (
          <>
            Without this value: {describeValue(f, f.inheritedValue)} (from {SOURCE_LABEL[f.inheritedSource]}).{" "}
            <button type="button" class="link" onClick={p.onUseInherited} disabled={p.busy} aria-label={`Use inherited for ${f.label}`}>
              Use inherited
            </button>
          </>
        ) : (
          <>
            Inherited from {SOURCE_LABEL[f.source]}: <span class="inherited-value">{describeValue(f, f.effectiveValue)}</span>
          </>
        )}
      </p>
      {p.error && (
        <p class="field-error" id={`${id}-error`} role="alert">
          {p.error}
        </p>
      )}
    </div>
  );
}

/**
 * One field of the builder: label, key, type, required, placeholder (a hidden field's value), options for
 * choice types, and validation (length and pattern for text, min/max for numbers). Move up/down and remove by
 * buttons, or Alt+ArrowUp / Alt+ArrowDown anywhere in the field.
 */
import type { CustomFormFieldType } from "../../generated/graphql.ts";
import { a11y, type Errors, Labeled, Problems } from "./labeled.tsx";
import { type DraftField, type DraftOption, FIELD_TYPES, move, TEXT_LIKE, WITH_OPTIONS } from "./model.ts";

export interface FieldEditorProps {
  field: DraftField;
  index: number;
  count: number;
  errors: Errors;
  onChange: (patch: Partial<DraftField>) => void;
  onMove: (to: number, focusId: string) => void;
  onRemove: () => void;
}

export function FieldEditor({ field: f, index: i, count, errors, onChange, onMove, onRemove }: FieldEditorProps) {
  const id = `ff-${f.uid}`;
  const p = `fields.${i}`;
  const name = f.label || f.key || `field ${i + 1}`;
  const setType = (type: CustomFormFieldType) =>
    onChange({ type, options: WITH_OPTIONS.has(type) && f.options.length === 0 ? [{ value: "option1", label: "Option 1" }] : f.options });
  const onKeyDown = (e: KeyboardEvent) => {
    if (!e.altKey || (e.key !== "ArrowUp" && e.key !== "ArrowDown")) return;
    e.preventDefault();
    const to = e.key === "ArrowUp" ? i - 1 : i + 1;
    if (to >= 0 && to < count) onMove(to, (e.target as HTMLElement).id || `${id}-label`);
  };
  return (
    <fieldset class="field-editor" onKeyDown={onKeyDown} aria-describedby={`${id}-keys`}>
      <legend>
        Field {i + 1}: {name}
      </legend>
      <span class="visually-hidden" id={`${id}-keys`}>
        Alt+Arrow Up and Alt+Arrow Down move this field.
      </span>
      <div class="field-actions">
        <button
          type="button"
          class="secondary"
          id={`${id}-up`}
          disabled={i === 0}
          onClick={() => onMove(i - 1, i - 1 === 0 ? `${id}-down` : `${id}-up`)}
          aria-label={`Move ${name} up`}
        >
          ↑ Up
        </button>
        <button
          type="button"
          class="secondary"
          id={`${id}-down`}
          disabled={i === count - 1}
          onClick={() => onMove(i + 1, i + 1 === count - 1 ? `${id}-up` : `${id}-down`)}
          aria-label={`Move ${name} down`}
        >
          ↓ Down
        </button>
        <button type="button" class="danger" onClick={onRemove} aria-label={`Remove ${name}`}>
          Remove
        </button>
      </div>
      <div class="field-row">
        <Labeled id={`${id}-label`} label="Label" path={`${p}.label`} errors={errors}>
          {(a) => <input {...a} value={f.label} onInput={(e) => onChange({ label: e.currentTarget.value })} />}
        </Labeled>
        <Labeled
          id={`${id}-key`}
          label="Key"
          path={`${p}.key`}
          errors={errors}
          hint={
            f.keyFollowsLabel
              ? "The answer's name in the data and the CSV; it follows the label until you edit it."
              : "The answer's name in the data and the CSV."
          }
        >
          {(a) => <input {...a} class="mono" value={f.key} onInput={(e) => onChange({ key: e.currentTarget.value })} />}
        </Labeled>
        <Labeled id={`${id}-type`} label="Type" path={`${p}.type`} errors={errors}>
          {(a) => (
            <select {...a} value={f.type} onChange={(e) => setType(e.currentTarget.value as CustomFormFieldType)}>
              {FIELD_TYPES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          )}
        </Labeled>
        <div class="labeled">
          <label class="inline" htmlFor={`${id}-required`}>
            <input type="checkbox" id={`${id}-required`} checked={f.required} onChange={(e) => onChange({ required: e.currentTarget.checked })} /> Required
          </label>
        </div>
      </div>
      {f.type !== "checkbox" && f.type !== "radio" && f.type !== "multiselect" && (
        <Labeled
          id={`${id}-placeholder`}
          label={f.type === "hidden" ? "Value" : f.type === "select" || f.type === "country" ? "First (empty) choice text" : "Placeholder"}
          path={`${p}.placeholder`}
          errors={errors}
          hint={f.type === "hidden" ? "Sent with every submission as it is." : undefined}
        >
          {(a) => <input {...a} value={f.placeholder} onInput={(e) => onChange({ placeholder: e.currentTarget.value })} />}
        </Labeled>
      )}
      {WITH_OPTIONS.has(f.type) && (
        <OptionsEditor id={id} path={`${p}.options`} options={f.options} errors={errors} onChange={(options) => onChange({ options })} />
      )}
      {(TEXT_LIKE.has(f.type) || f.type === "number") && (
        <fieldset class="validation">
          <legend>Validation</legend>
          <Problems id={`${id}-validation`} path={`${p}.validation`} errors={errors} />
          <div class="field-row">
            {TEXT_LIKE.has(f.type) && (
              <>
                <Labeled id={`${id}-minLength`} label="Min length" path={`${p}.validation.minLength`} errors={errors} class="narrow">
                  {(a) => <input {...a} type="number" min="0" value={f.minLength} onInput={(e) => onChange({ minLength: e.currentTarget.value })} />}
                </Labeled>
                <Labeled id={`${id}-maxLength`} label="Max length" path={`${p}.validation.maxLength`} errors={errors} class="narrow">
                  {(a) => <input {...a} type="number" min="1" value={f.maxLength} onInput={(e) => onChange({ maxLength: e.currentTarget.value })} />}
                </Labeled>
                <Labeled
                  id={`${id}-pattern`}
                  label="Pattern"
                  path={`${p}.validation.pattern`}
                  errors={errors}
                  class="wide"
                  hint="A regular expression the whole answer must match (RE2: no backreferences or lookaround)."
                >
                  {(a) => (
                    <input
                      {...a}
                      class="mono"
                      value={f.pattern}
                      spellcheck={false}
                      autoComplete="off"
                      onInput={(e) => onChange({ pattern: e.currentTarget.value })}
                    />
                  )}
                </Labeled>
              </>
            )}
            {f.type === "number" && (
              <>
                <Labeled id={`${id}-min`} label="Minimum" path={`${p}.validation.min`} errors={errors} class="narrow">
                  {(a) => <input {...a} type="number" step="any" value={f.min} onInput={(e) => onChange({ min: e.currentTarget.value })} />}
                </Labeled>
                <Labeled id={`${id}-max`} label="Maximum" path={`${p}.validation.max`} errors={errors} class="narrow">
                  {(a) => <input {...a} type="number" step="any" value={f.max} onInput={(e) => onChange({ max: e.currentTarget.value })} />}
                </Labeled>
              </>
            )}
          </div>
        </fieldset>
      )}
    </fieldset>
  );
}

function OptionsEditor(p: { id: string; path: string; options: DraftOption[]; errors: Errors; onChange: (o: DraftOption[]) => void }) {
  const set = (i: number, patch: Partial<DraftOption>) => p.onChange(p.options.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  const a = a11y(`${p.id}-options`, p.path, p.errors);
  return (
    <fieldset class="options" aria-invalid={a["aria-invalid"]} aria-describedby={a["aria-describedby"]}>
      <legend>Options</legend>
      <Problems id={`${p.id}-options`} path={p.path} errors={p.errors} />
      <ol>
        {p.options.map((o, i) => (
          <li key={i} class="option-row">
            <label>
              Value <input class="mono" value={o.value} onInput={(e) => set(i, { value: e.currentTarget.value })} />
            </label>
            <label>
              Label <input value={o.label} onInput={(e) => set(i, { label: e.currentTarget.value })} />
            </label>
            <button
              type="button"
              class="secondary"
              disabled={i === 0}
              onClick={() => p.onChange(move(p.options, i, i - 1))}
              aria-label={`Move option ${i + 1} up`}
            >
              ↑
            </button>
            <button type="button" class="secondary" onClick={() => p.onChange(p.options.filter((_, j) => j !== i))} aria-label={`Remove option ${i + 1}`}>
              ✕
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        class="secondary"
        onClick={() => p.onChange([...p.options, { value: `option${p.options.length + 1}`, label: `Option ${p.options.length + 1}` }])}
      >
        Add option
      </button>
    </fieldset>
  );
}

/**
 * A price list's settings (priceListCreate / priceListUpdate): code, name, stores (none ticked: every store),
 * active, the validity window, the priority (lower wins a tie, and picks the quantity rule when the catalogue
 * wins), the percent adjustment and its condition in the rules language, in the rules editor with its
 * diagnostics as you type: dsl's own diagnoseCondition in the browser at once (against the catalogue when the
 * admin may read it), then, when it finds no error, the server's priceListConditionCheck (the same compiler
 * against the whole catalogue, what a save will say). An edit sends
 * only what changed. A refusal's field errors show on their fields, the rest of the Problem above the form.
 */
import type { EditorView } from "@codemirror/view";
import type { ComponentChildren } from "preact";
import { useClient, useMutation, useQuery } from "@urql/preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { ErrorView, isProblem, type ProblemLike, ProblemView } from "../../components/problem.tsx";
import type { PriceListRowFragment, PriceListUpdateInput } from "../../generated/graphql.ts";
import { diagnoseCondition, type RulesCatalog } from "../../../../dsl/src/browser.ts";
import { type ConditionDiagnostic, createConditionEditor } from "./condition-editor.ts";
import { fromLocalInput, toLocalInput } from "./format.ts";
import { PriceListConditionCheckDoc, PriceListCreateDoc, PriceListUpdateDoc, PricingConditionCatalog, PricingOptions } from "./operations.ts";

export const refresh = { additionalTypenames: ["PriceList", "PriceListPage", "PriceListItem", "PriceListItemPage"] };

type FieldErrorOf = (field: string) => string | undefined;
export const fieldErrorsOf =
  (p: ProblemLike | null): FieldErrorOf =>
  (field) =>
    p?.errors?.find((e) => e.field === field || e.field === `input.${field}`)?.message;

/** a Problem without the field errors already shown on their fields */
export const restOf = (p: ProblemLike, shown: (field: string) => boolean): ProblemLike => ({
  ...p,
  errors: p.errors?.filter((e) => !shown(e.field.replace(/^input\./, ""))),
});

/** a labelled control with its field error (aria-invalid, described by the message) */
export function Field(p: {
  id: string;
  label: string;
  field: string;
  error: FieldErrorOf;
  hint?: string;
  children: (a: Record<string, unknown>) => ComponentChildren;
}) {
  const message = p.error(p.field);
  const described = [message && `${p.id}-error`, p.hint && `${p.id}-hint`].filter(Boolean).join(" ");
  const aria = { id: p.id, "aria-invalid": message ? true : undefined, "aria-describedby": described || undefined };
  return (
    <div class="field">
      <label for={p.id}>{p.label}</label>
      {p.children(aria)}
      {p.hint && (
        <p class="help" id={`${p.id}-hint`}>
          {p.hint}
        </p>
      )}
      {message && (
        <p class="help problem-inline" id={`${p.id}-error`}>
          {message}
        </p>
      )}
    </div>
  );
}

const FIELDS = ["code", "name", "storeIds", "active", "validFrom", "validTo", "priority", "adjustmentPercent", "condition", "currency"];

export function PriceListForm(p: { list: PriceListRowFragment | null; onSaved: (l: PriceListRowFragment) => void; onCancel: () => void }) {
  const l = p.list;
  const client = useClient();
  const [options] = useQuery({ query: PricingOptions });
  const [createState, create] = useMutation(PriceListCreateDoc);
  const [updateState, update] = useMutation(PriceListUpdateDoc);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const [condition, setCondition] = useState(l?.condition ?? "");
  const [diagnostics, setDiagnostics] = useState<ConditionDiagnostic[]>([]);
  const [checking, setChecking] = useState(false);
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const error = fieldErrorsOf(problem);
  const stores = options.data?.stores ?? [];
  const prefix = l ? `price-list-edit` : "price-list-new";

  // the catalogue for the browser's own check; without it (no scope catalog, no access gate) the syntax and types only
  const [catalogAnswer] = useQuery({ query: PricingConditionCatalog });
  const c = catalogAnswer.data?.accessRuleCatalog;
  const catalog: RulesCatalog = c
    ? { attributes: Object.fromEntries(c.attributes.map((a) => [a.code, { type: a.type as never, options: a.options }])), categoryIds: c.categoryIds }
    : {};

  /** the browser's check at once, the server's when the browser finds no error (empty: every product, nothing to check) */
  const diagnose = async (source: string): Promise<ConditionDiagnostic[]> => {
    if (!source.trim()) {
      setDiagnostics([]);
      return [];
    }
    const local = diagnoseCondition(source, catalog).diagnostics;
    if (local.some((d) => d.severity === "error")) {
      setDiagnostics(local);
      return local;
    }
    setChecking(true);
    const r = await client.query(PriceListConditionCheckDoc, { condition: source }, { requestPolicy: "network-only" }).toPromise();
    setChecking(false);
    const found = r.data?.priceListConditionCheck.diagnostics ?? [];
    setDiagnostics(found);
    return found;
  };
  const diagnoseRef = useRef(diagnose);
  diagnoseRef.current = diagnose;

  useEffect(() => {
    if (!host.current) return;
    view.current = createConditionEditor(host.current, {
      doc: l?.condition ?? "",
      label: "Condition (rules language)",
      diagnose: (s) => diagnoseRef.current(s),
      onChange: setCondition,
    });
    return () => view.current?.destroy();
  }, [l?.id]);

  const errors = diagnostics.filter((d) => d.severity === "error").length;

  const submit = async (e: Event) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    const text = (k: string) => String(f.get(k) ?? "").trim();
    const num = (k: string) => (text(k) === "" ? null : Number(text(k)));
    const values = {
      code: text("code"),
      name: text("name"),
      storeIds: f.getAll("storeIds").map(Number),
      active: f.get("active") === "on",
      validFrom: fromLocalInput(text("validFrom")),
      validTo: fromLocalInput(text("validTo")),
      priority: num("priority") ?? 0,
      adjustmentPercent: num("adjustmentPercent"),
      condition: condition.trim() || null,
    };
    setProblem(null);
    if (!l) {
      const r = (await create({ input: values }, refresh)).data?.priceListCreate;
      if (!r) return;
      if (isProblem(r)) return setProblem(r);
      if (r.__typename === "PriceList") p.onSaved(r);
      return;
    }
    // only what changed is sent
    const input: PriceListUpdateInput = {};
    if (values.code !== l.code) input.code = values.code;
    if (values.name !== l.name) input.name = values.name;
    if ([...values.storeIds].sort().join() !== [...l.storeIds].sort().join()) input.storeIds = values.storeIds;
    if (values.active !== l.active) input.active = values.active;
    if (values.validFrom !== (l.validFrom ? fromLocalInput(toLocalInput(l.validFrom)) : null)) input.validFrom = values.validFrom;
    if (values.validTo !== (l.validTo ? fromLocalInput(toLocalInput(l.validTo)) : null)) input.validTo = values.validTo;
    if (values.priority !== l.priority) input.priority = values.priority;
    if (values.adjustmentPercent !== (l.adjustmentPercent ?? null)) input.adjustmentPercent = values.adjustmentPercent;
    if (values.condition !== (l.condition?.trim() || null)) input.condition = values.condition;
    if (Object.keys(input).length === 0) return p.onCancel();
    const r = (await update({ id: l.id, input }, refresh)).data?.priceListUpdate;
    if (!r) return;
    if (isProblem(r)) return setProblem(r);
    if (r.__typename === "PriceList") p.onSaved(r);
  };

  const busy = createState.fetching || updateState.fetching;
  const transport = createState.error ?? updateState.error;
  return (
    <section aria-labelledby={`${prefix}-heading`}>
      <h2 id={`${prefix}-heading`}>{l ? `Settings of ${l.code}` : "New price list"}</h2>
      {transport && <ErrorView error={transport} />}
      {problem && <ProblemView problem={restOf(problem, (k) => FIELDS.includes(k) && !!error(k))} title="Not saved" />}
      <form class="edit" aria-label={l ? `Settings of ${l.code}` : "New price list"} onSubmit={submit}>
        <Field id={`${prefix}-code`} label="Code" field="code" error={error} hint="Unique, e.g. NORTHWIND; shown to buyers in the price explanation.">
          {(a) => <input {...a} name="code" required maxLength={64} defaultValue={l?.code ?? ""} />}
        </Field>
        <Field id={`${prefix}-name`} label="Name" field="name" error={error}>
          {(a) => <input {...a} name="name" required maxLength={255} defaultValue={l?.name ?? ""} />}
        </Field>
        <fieldset class="inline" aria-describedby={`${prefix}-stores-hint`}>
          <legend>Stores</legend>
          {stores.map((s) => (
            <label key={s.id}>
              <input type="checkbox" name="storeIds" value={String(s.id)} defaultChecked={l?.storeIds.includes(s.id) ?? false} /> {s.name}
            </label>
          ))}
          <p class="help" id={`${prefix}-stores-hint`}>
            None ticked: every store.{l ? ` Prices are in ${l.currency}.` : ""}
          </p>
          {error("storeIds") && <p class="help problem-inline">{error("storeIds")}</p>}
        </fieldset>
        <div class="field checkbox">
          <label>
            <input type="checkbox" name="active" defaultChecked={l?.active ?? true} /> Active
          </label>
        </div>
        <Field id={`${prefix}-from`} label="Valid from (empty: open)" field="validFrom" error={error}>
          {(a) => <input {...a} name="validFrom" type="datetime-local" defaultValue={toLocalInput(l?.validFrom)} />}
        </Field>
        <Field id={`${prefix}-to`} label="Valid until (empty: open)" field="validTo" error={error}>
          {(a) => <input {...a} name="validTo" type="datetime-local" defaultValue={toLocalInput(l?.validTo)} />}
        </Field>
        <Field
          id={`${prefix}-priority`}
          label="Priority"
          field="priority"
          error={error}
          hint="Lower first: wins a tie between equal prices, and gives the quantity rule when the catalogue's price wins."
        >
          {(a) => <input {...a} name="priority" type="number" step="1" required defaultValue={String(l?.priority ?? 10)} />}
        </Field>
        <Field
          id={`${prefix}-adjustment`}
          label="Adjustment (%)"
          field="adjustmentPercent"
          error={error}
          hint="e.g. -12.5: the catalogue's base price less 12.5 % for the products the condition matches; empty: none."
        >
          {(a) => (
            <input {...a} name="adjustmentPercent" type="number" step="any" min="-100" max="1000" defaultValue={l?.adjustmentPercent?.toString() ?? ""} />
          )}
        </Field>
        <div class="field">
          <span class="label">Condition of the adjustment (rules language; empty: every product)</span>
          <p class="rl-help">
            A product condition as in an access rule's <code>when</code>: <code>category in [12]</code>, <code>sku contains "WH-"</code>,{" "}
            <code>price &gt;= 100</code>, <code>attr.color == "red"</code>, combined with <code>and</code>, <code>or</code>, <code>not</code> and brackets.
          </p>
          <div class="rl-editor pricing-condition" ref={host} />
          <section aria-label="Condition problems" class="rl-diagnostics">
            {checking ? (
              <p aria-busy="true">Checking…</p>
            ) : diagnostics.length === 0 ? (
              <p id={`${prefix}-diagnostics-none`}>{condition.trim() ? "No problems: the condition checks cleanly." : "No condition: every product."}</p>
            ) : (
              <ul id={`${prefix}-diagnostics`} aria-live="polite">
                {diagnostics.map((d) => (
                  <li key={`${d.line}:${d.column}:${d.code}`} class={d.severity} data-code={d.code}>
                    <button type="button" class="link" onClick={() => jump(view.current, d.line, d.column)}>
                      Line {d.line}, column {d.column}
                    </button>{" "}
                    <strong>{d.severity}</strong>: {d.message}
                  </li>
                ))}
              </ul>
            )}
            {error("condition") && <p class="help problem-inline">{error("condition")}</p>}
          </section>
        </div>
        <div class="toolbar">
          <button type="submit" disabled={busy || errors > 0}>
            {l ? "Save settings" : "Create price list"}
          </button>
          <button type="button" class="secondary" onClick={p.onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}

function jump(view: EditorView | null, line: number, column: number) {
  if (!view) return;
  const l = view.state.doc.line(Math.min(Math.max(line, 1), view.state.doc.lines));
  view.dispatch({ selection: { anchor: Math.min(l.from + column - 1, l.to) }, scrollIntoView: true });
  view.focus();
}

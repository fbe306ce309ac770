/**
 * The rule editor: one rule in the rules language, highlighted by dsl's lexer, checked as you type by dsl's
 * parser and checker against the server's catalogue (diagnostics in the editor and listed below it, with line
 * and column), the condition tree it compiles to beside it, saved as accessRuleCreate / accessRuleUpdate.
 */
import type { EditorView } from "@codemirror/view";
import { useClient, useMutation } from "@urql/preact";
import { useImpactConfirm } from "../../components/confirm-impact.tsx";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { isProblem, type ProblemLike, ProblemView } from "../../components/problem.tsx";
import type { AccessRuleRowFragment } from "../../generated/graphql.ts";
import { CatchAllConfirm, isCatchAll } from "./catch-all.tsx";
import { createRulesEditor } from "./codemirror.ts";
import { RuleCreate, RulesQuery, RuleUpdate } from "./documents.ts";
import { setFlash } from "./flash.ts";
import { ShadowWarnings } from "./shadows.tsx";
import { type CatalogData, compileRule, NEW_RULE, ruleText, toCatalog, toInput } from "./model.ts";
import { HistoryLink } from "../audit-log/history-link.tsx";

interface Props {
  ruleId: number | null;
  /** the server's catalogue description (accessRuleCatalog) */
  catalog: CatalogData;
  groups: ReadonlyArray<{ id: number; code: string; name: string }>;
  onDone: () => void;
}

export function RuleEditor({ ruleId, catalog: data, onDone }: Props) {
  const client = useClient();
  const catalog = useMemo(() => toCatalog(data), [data]);
  const [existing, setExisting] = useState<AccessRuleRowFragment | null | undefined>(ruleId === null ? null : undefined);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);

  // a rule by id: the grid's pages (rule sets are small)
  useEffect(() => {
    if (ruleId === null) return;
    let live = true;
    (async () => {
      for (let page = 1; ; page++) {
        const r = await client.query(RulesQuery, { page, pageSize: 100 }, { requestPolicy: "network-only" }).toPromise();
        if (!live) return;
        if (r.error || !r.data) return setLoadProblem(r.error?.message ?? "The rule could not be loaded");
        const found = r.data.accessRules.items.find((x) => x.id === ruleId);
        if (found) return setExisting(found);
        if (page * 100 >= r.data.accessRules.totalCount) return setLoadProblem(`There is no access rule #${ruleId}.`);
      }
    })();
    return () => {
      live = false;
    };
  }, [ruleId, client]);

  if (loadProblem) return <ProblemView problem={{ code: "not_found", message: loadProblem }} />;
  if (existing === undefined) return <p aria-busy="true">Loading the rule…</p>;
  if (existing?.legacy)
    return (
      <div class="notice" role="status">
        <p>
          “{existing.name}” is a legacy rule: it matches products by category ({existing.scopeCategoryIds.join(", ") || "none"}) and linked products (
          {existing.productIds.length}), not by a condition. Re-import it with a condition tree to edit it here.
        </p>
        <button type="button" class="secondary" onClick={onDone}>
          Back to the rules
        </button>
      </div>
    );
  return <EditorForm existing={existing} catalog={catalog} onDone={onDone} />;
}

function EditorForm({ existing, catalog, onDone }: { existing: AccessRuleRowFragment | null; catalog: ReturnType<typeof toCatalog>; onDone: () => void }) {
  const initial = useMemo(() => (existing ? ruleText(existing, catalog) : NEW_RULE), [existing, catalog]);
  const [source, setSource] = useState(initial);
  const compiled = useMemo(() => compileRule(source, catalog), [source, catalog]);
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const catalogRef = useRef(catalog);
  catalogRef.current = catalog;
  const [, create] = useMutation(RuleCreate);
  const [, update] = useMutation(RuleUpdate);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const impact = useImpactConfirm();

  useEffect(() => {
    if (!host.current) return;
    view.current = createRulesEditor(host.current, {
      doc: initial,
      label: "Rule source",
      diagnose: (s) => compileRule(s, catalogRef.current).diagnostics,
      onChange: setSource,
    });
    return () => view.current?.destroy();
  }, [initial]);

  const errors = compiled.diagnostics.filter((d) => d.severity === "error").length;
  const save = async (confirmCatchAll = false) => {
    if (!compiled.rule) return;
    setBusy(true);
    setProblem(null);
    const input = toInput(compiled.rule, catalog);
    const title = existing ? `Save “${compiled.rule.name}”?` : `Create “${compiled.rule.name}”?`;
    const preview = {
      label: existing ? `Save “${compiled.rule.name}”` : `Create “${compiled.rule.name}” (enabled)`,
      run: () =>
        existing
          ? update({ id: existing.id, input, confirmCatchAll, dryRun: true }).then((x) => x.data?.accessRuleUpdate)
          : create({ input: { ...input, isActive: true }, confirmCatchAll, dryRun: true }).then((x) => x.data?.accessRuleCreate),
    };
    if (!(await impact.ask(title, [preview]))) {
      setConfirming(null);
      return setBusy(false);
    }
    const r = existing
      ? await update({ id: existing.id, input, confirmCatchAll }).then((x) => ({ error: x.error, result: x.data?.accessRuleUpdate }))
      : await create({ input: { ...input, isActive: true }, confirmCatchAll }).then((x) => ({ error: x.error, result: x.data?.accessRuleCreate }));
    setBusy(false);
    if (r.error) return setProblem({ code: "error", message: r.error.message });
    const res = r.result;
    if (isProblem(res)) {
      if (isCatchAll(res)) return setConfirming(res.message);
      return setProblem(res);
    }
    setConfirming(null);
    setFlash(`Saved “${compiled.rule.name}”${existing ? "" : " (enabled)"}.`);
    onDone();
  };

  return (
    <section aria-labelledby="rule-editor-heading">
      <h2 id="rule-editor-heading">{existing ? `Edit “${existing.name}”` : "New rule"}</h2>
      {existing && (
        <p>
          <HistoryLink entityType="access_rule" entityId={existing.id} label={`rule ${existing.name}`} />
        </p>
      )}
      <p class="rl-help">
        One rule in the rules language: <code>rule "name" priority N</code>, then <code>for groups [...] stores [...] countries [...]</code>, <code>when</code>{" "}
        a condition on <code>sku</code>, <code>category</code>, <code>price</code>, <code>type</code>, <code>attribute_set</code> or{" "}
        <code>attr.&lt;code&gt;</code>, <code>then</code> actions (<code>hide_listing</code>, <code>hide_price</code>, <code>block_purchase</code>,{" "}
        <code>redirect "page"</code>), <code>enforce</code> and <code>message</code>. It is checked as you type against your catalogue.
      </p>
      <div class="rl-editor-split">
        <div>
          <div class="rl-editor" ref={host} />
          <section aria-labelledby="rule-diagnostics-heading" class="rl-diagnostics">
            <h3 id="rule-diagnostics-heading">
              Problems{" "}
              <span class="count">
                ({errors} error{errors === 1 ? "" : "s"}, {compiled.diagnostics.length - errors} warning{compiled.diagnostics.length - errors === 1 ? "" : "s"})
              </span>
            </h3>
            {compiled.diagnostics.length === 0 ? (
              <p id="rule-diagnostics-none">No problems: the rule checks cleanly.</p>
            ) : (
              <ul id="rule-diagnostics" aria-live="polite">
                {compiled.diagnostics.map((d) => (
                  <li key={`${d.line}:${d.column}:${d.code}`} class={d.severity} data-line={d.line} data-column={d.column} data-code={d.code}>
                    <button type="button" class="link" onClick={() => jump(view.current, d.line, d.column)}>
                      Line {d.line}, column {d.column}
                    </button>{" "}
                    <strong>{d.severity}</strong>: {d.message}
                    {d.hint && <span class="hint"> ({d.hint})</span>}
                  </li>
                ))}
              </ul>
            )}
          </section>
          {existing && <ShadowWarnings ruleId={existing.id} />}
        </div>
        <section aria-labelledby="rule-tree-heading" class="rl-tree">
          <h3 id="rule-tree-heading">Condition tree</h3>
          <p class="rl-help">What the server stores and evaluates (Magento/Maho catalog condition JSON), read-only.</p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
          <pre id="rule-tree" tabIndex={0}>
            {compiled.rule ? JSON.stringify(compiled.rule.conditions, null, 2) : "(fix the errors to see the tree)"}
          </pre>
          {compiled.rule && <RuleSummary rule={compiled.rule} />}
        </section>
      </div>
      {confirming && <CatchAllConfirm message={confirming} onConfirm={() => save(true)} onCancel={() => setConfirming(null)} action="Save the rule" />}
      {problem && <ProblemView problem={problem} title="Not saved" />}
      {impact.view}
      <div class="toolbar">
        <button type="button" onClick={() => save(false)} disabled={!compiled.rule || busy}>
          {existing ? "Save rule" : "Create rule"}
        </button>
        <button type="button" class="secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </section>
  );
}

function RuleSummary({ rule }: { rule: NonNullable<ReturnType<typeof compileRule>["rule"]> }) {
  const actions = [
    rule.actions.hideListing && "hide from listings",
    rule.actions.hidePrice && "hide price",
    rule.actions.blockPurchase && "block purchase",
    rule.actions.redirect && `redirect to ${rule.actions.redirect}`,
  ].filter(Boolean);
  return (
    <dl class="fields">
      <dt>Priority</dt>
      <dd>{rule.priority}</dd>
      <dt>Groups</dt>
      <dd>{rule.groups.length ? rule.groups.join(", ") : "any"}</dd>
      <dt>Stores</dt>
      <dd>{rule.stores.length ? rule.stores.join(", ") : "any"}</dd>
      <dt>Countries</dt>
      <dd>{rule.countries.length ? rule.countries.join(", ") : "any"}</dd>
      <dt>Actions</dt>
      <dd>{actions.join(", ")}</dd>
      <dt>Enforcement</dt>
      <dd>{rule.enforce}</dd>
    </dl>
  );
}

function jump(view: EditorView | null, line: number, column: number) {
  if (!view) return;
  const l = view.state.doc.line(Math.min(Math.max(line, 1), view.state.doc.lines));
  const pos = Math.min(l.from + column - 1, l.to);
  view.dispatch({ selection: { anchor: pos }, scrollIntoView: true });
  view.focus();
}

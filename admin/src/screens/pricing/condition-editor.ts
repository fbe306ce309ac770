/**
 * The price list's condition in CodeMirror, as the access rules' editor shows a rule: coloured by the rules
 * language's own lexer (access-rules/tokens.ts through its highlighter), with the diagnostics of a check at their
 * line and column (lint gutter, underline, tooltip). The check may answer later (the server's
 * priceListConditionCheck): the linter waits for it. The editor lives in a shadow root for the console's CSP (see
 * access-rules/codemirror.ts).
 */
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { type Diagnostic as CmDiagnostic, linter, lintGutter } from "@codemirror/lint";
import { EditorState, type Text } from "@codemirror/state";
import { EditorView, keymap, lineNumbers } from "@codemirror/view";
import { rulesHighlighter } from "../access-rules/codemirror.ts";

export interface ConditionDiagnostic {
  severity: string;
  message: string;
  line: number;
  column: number;
  code: string;
  /** characters from the column (1 when unknown) */
  length?: number;
  hint?: string | null;
}

export interface ConditionEditorOptions {
  doc: string;
  label: string;
  diagnose: (source: string) => ConditionDiagnostic[] | Promise<ConditionDiagnostic[]>;
  onChange: (source: string) => void;
}

const theme = EditorView.theme({
  "&": { color: "var(--text)", backgroundColor: "var(--surface)", minHeight: "6rem", fontSize: "0.95em" },
  "&.cm-focused": { outline: "3px solid var(--focus)" },
  ".cm-content": { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace', caretColor: "var(--text)" },
  ".cm-gutters": { backgroundColor: "var(--bg)", color: "var(--muted)", borderRight: "1px solid var(--border)" },
  ".cm-tooltip": { backgroundColor: "var(--surface)", color: "var(--text)", border: "1px solid var(--border)" },
  ".rl-keyword, .rl-logic, .rl-action": { fontWeight: "600" },
  ".rl-invalid": { textDecoration: "underline wavy var(--bad)" },
  ...Object.fromEntries(
    ["keyword", "logic", "field", "bool", "string", "number", "date", "operator", "bracket", "punctuation", "name", "attribute", "comment", "invalid"].map(
      (c) => [`.rl-${c}`, { color: `var(--rl-${c})` }],
    ),
  ),
});

/** a diagnostic's 1-based line and column as a range of the document */
export function rangeOf(doc: Text, d: ConditionDiagnostic): { from: number; to: number } {
  const line = doc.line(Math.min(Math.max(d.line, 1), doc.lines));
  const from = Math.min(line.from + Math.max(d.column - 1, 0), line.to);
  return { from, to: Math.max(Math.min(from + Math.max(d.length ?? 1, 1), line.to), from) };
}

const severityOf = (s: string): CmDiagnostic["severity"] => (s === "warning" ? "warning" : s === "info" ? "info" : "error");

export function createConditionEditor(host: HTMLElement, o: ConditionEditorOptions): EditorView {
  const root = host.shadowRoot ?? host.attachShadow({ mode: "open" });
  const extensions = [
    lineNumbers(),
    history(),
    // no Tab binding: Tab leaves the editor (no keyboard trap)
    keymap.of([...defaultKeymap, ...historyKeymap]),
    theme,
    rulesHighlighter,
    lintGutter(),
    linter(
      async (view): Promise<CmDiagnostic[]> => {
        const doc = view.state.doc;
        const found = await o.diagnose(doc.toString());
        // the document may have changed while the check ran: CodeMirror drops a stale answer itself
        return found.map((d) => ({
          ...rangeOf(doc, d),
          severity: severityOf(d.severity),
          source: d.code,
          message: `${d.message}${d.hint ? ` (${d.hint})` : ""}`,
        }));
      },
      { delay: 300 },
    ),
    EditorView.updateListener.of((u) => {
      if (u.docChanged) o.onChange(u.state.doc.toString());
    }),
    EditorView.contentAttributes.of({ "aria-label": o.label, "aria-multiline": "true", spellcheck: "false" }),
    EditorView.lineWrapping,
  ];
  return new EditorView({ root, parent: root, state: EditorState.create({ doc: o.doc, extensions }) });
}

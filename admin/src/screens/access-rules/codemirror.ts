/**
 * CodeMirror 6 for the rules language: a ViewPlugin that colours the lexer's tokens (tokens.ts), and the
 * checker's diagnostics through @codemirror/lint at their exact line and column. No second grammar.
 *
 * The editor lives in a shadow root: CodeMirror injects its styles at runtime, as a <style> element in a
 * document (which the console's CSP, `style-src 'self'`, refuses) but as a constructed stylesheet
 * (adoptedStyleSheets, which CSP does not govern) in a shadow root. So no 'unsafe-inline' is needed; the
 * colours are a theme over CSS variables the page's stylesheet sets (light and dark).
 */
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { type Diagnostic as CmDiagnostic, linter, lintGutter } from "@codemirror/lint";
import { EditorState, type Extension, RangeSetBuilder, type Text } from "@codemirror/state";
import { Decoration, type DecorationSet, EditorView, keymap, lineNumbers, ViewPlugin, type ViewUpdate } from "@codemirror/view";
import type { Diagnostic } from "../../../../dsl/src/browser.ts";
import { type TokenClass, tokenSpans } from "./tokens.ts";

const TOKEN_CLASSES: TokenClass[] = [
  "keyword",
  "logic",
  "field",
  "action",
  "enforcement",
  "bool",
  "string",
  "number",
  "date",
  "operator",
  "bracket",
  "punctuation",
  "name",
  "attribute",
  "comment",
  "invalid",
];

/** the editor's look inside its shadow root: colours from CSS variables (access-rules.css sets them on the host) */
const rulesTheme = EditorView.theme({
  "&": { color: "var(--text)", backgroundColor: "var(--surface)", minHeight: "12rem", fontSize: "0.95em" },
  "&.cm-focused": { outline: "3px solid var(--focus)" },
  ".cm-content": { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace', caretColor: "var(--text)" },
  ".cm-gutters": { backgroundColor: "var(--bg)", color: "var(--muted)", borderRight: "1px solid var(--border)" },
  ".cm-tooltip": { backgroundColor: "var(--surface)", color: "var(--text)", border: "1px solid var(--border)" },
  ".rl-comment": { fontStyle: "italic" },
  ".rl-keyword, .rl-logic, .rl-action": { fontWeight: "600" },
  ".rl-invalid": { textDecoration: "underline wavy var(--bad)" },
  ...Object.fromEntries(TOKEN_CLASSES.map((c) => [`.rl-${c}`, { color: `var(--rl-${c})` }])),
});

const marks = new Map<TokenClass, Decoration>();
const mark = (cls: TokenClass) => {
  const known = marks.get(cls);
  if (known) return known;
  const m = Decoration.mark({ class: `rl-${cls}`, attributes: { "data-token": cls } });
  marks.set(cls, m);
  return m;
};

function decorate(doc: Text): DecorationSet {
  const b = new RangeSetBuilder<Decoration>();
  for (const s of tokenSpans(doc.toString())) if (s.to > s.from) b.add(s.from, s.to, mark(s.cls));
  return b.finish();
}

/** colours from dsl's lexer, re-lexed on every change (a rule is small; parse() bounds the size anyway) */
export const rulesHighlighter = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = decorate(view.state.doc);
    }
    update(u: ViewUpdate) {
      if (u.docChanged) this.decorations = decorate(u.state.doc);
    }
  },
  { decorations: (v) => v.decorations },
);

/**
 * Typing over a selection is applied by CodeMirror, not by the browser's contenteditable: Chrome's own edit of
 * a selection that spans coloured tokens writes inline `style` attributes, which the CSP refuses (a console
 * violation, though CodeMirror redraws anyway).
 */
const typeOverSelection = EditorView.domEventHandlers({
  beforeinput(e, view) {
    if ((e.inputType !== "insertText" && e.inputType !== "insertReplacementText") || e.data === null || view.state.selection.main.empty) return false;
    e.preventDefault();
    view.dispatch(view.state.replaceSelection(e.data), { scrollIntoView: true, userEvent: "input.type" });
    return true;
  },
});

/** a dsl diagnostic (1-based line and column, `length` characters) as a CodeMirror range */
export function toRange(doc: Text, d: Diagnostic): { from: number; to: number } {
  const line = doc.line(Math.min(Math.max(d.line, 1), doc.lines));
  const from = Math.min(line.from + Math.max(d.column - 1, 0), line.to);
  const to = Math.min(from + Math.max(d.length, 1), line.to);
  return { from, to: Math.max(to, from) };
}

export interface EditorOptions {
  doc: string;
  /** the diagnostics of a source (the screen's own check: parse + checker against the server's catalogue) */
  diagnose: (source: string) => Diagnostic[];
  onChange: (source: string) => void;
  label: string;
}

export function rulesEditorExtensions(o: EditorOptions): Extension[] {
  return [
    lineNumbers(),
    history(),
    // no Tab binding: Tab leaves the editor (no keyboard trap)
    keymap.of([...defaultKeymap, ...historyKeymap]),
    rulesTheme,
    rulesHighlighter,
    lintGutter(),
    linter(
      (view): CmDiagnostic[] =>
        o.diagnose(view.state.doc.toString()).map((d) => ({
          ...toRange(view.state.doc, d),
          severity: d.severity,
          source: d.code,
          message: `${d.message}${d.hint ? ` (${d.hint})` : ""}`,
        })),
      { delay: 150 },
    ),
    typeOverSelection,
    EditorView.updateListener.of((u) => {
      if (u.docChanged) o.onChange(u.state.doc.toString());
    }),
    EditorView.contentAttributes.of({ "aria-label": o.label, "aria-multiline": "true", spellcheck: "false" }),
    EditorView.lineWrapping,
  ];
}

export function createRulesEditor(host: HTMLElement, o: EditorOptions): EditorView {
  const root = host.shadowRoot ?? host.attachShadow({ mode: "open" });
  return new EditorView({ root, parent: root, state: EditorState.create({ doc: o.doc, extensions: rulesEditorExtensions(o) }) });
}

/**
 * Access rules: the rule grid (Rules mode), the rule editor (the rules language, checked in the browser by dsl's
 * own parser and checker against the server's catalogue), the explain panel and the Basic-mode activation
 * matrix. Console paths: /access-rules, /access-rules/new, /access-rules/<id>, /access-rules/explain,
 * /access-rules/basic.
 */
import "./access-rules.css";
import { useQuery } from "@urql/preact";
import type { ComponentProps, FunctionComponent } from "preact";
import { useEffect, useState } from "preact/hooks";
import { ErrorView } from "../../components/problem.tsx";
import { href, navigate, onLinkClick, usePath } from "../../router.ts";
import { BasicMatrix } from "./basic.tsx";
import { CatalogQuery } from "./documents.ts";
import type { RuleEditor as RuleEditorType } from "./editor.tsx";
import { ExplainPanel } from "./explain.tsx";
import { RulesGrid } from "./rules-grid.tsx";

const BASE = "/access-rules";
const TABS = [
  { path: BASE, label: "Rules" },
  { path: `${BASE}/explain`, label: "Explain" },
  { path: `${BASE}/basic`, label: "Basic mode" },
] as const;

export default function AccessRules() {
  const path = usePath();
  const tail = path.slice(BASE.length + 1);
  const [catalogResult] = useQuery({ query: CatalogQuery });
  const data = catalogResult.data;
  const catalog = data?.accessRuleCatalog ?? null;
  const current = tail === "explain" ? TABS[1].path : tail === "basic" ? TABS[2].path : BASE;

  return (
    <>
      <h1>Access rules</h1>
      <nav aria-label="Access rules sections">
        <ul class="rl-tabs">
          {TABS.map((t) => (
            <li key={t.path}>
              <a href={href(t.path)} aria-current={t.path === current ? "page" : undefined} onClick={(e) => onLinkClick(e, t.path)}>
                {t.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {catalogResult.error && <ErrorView error={catalogResult.error} />}
      {tail === "explain" ? (
        <ExplainPanel />
      ) : tail === "basic" ? (
        <BasicMatrix />
      ) : !data || !catalog ? (
        <p aria-busy="true">Loading the catalogue the rules are checked against…</p>
      ) : tail === "new" || /^\d+$/.test(tail) ? (
        <LazyEditor key={tail} ruleId={tail === "new" ? null : Number(tail)} catalog={catalog} groups={data.customerGroups} onDone={() => navigate(BASE)} />
      ) : (
        <RulesGrid groups={data.customerGroups} />
      )}
    </>
  );
}

type EditorProps = ComponentProps<typeof RuleEditorType>;

/** the editor (CodeMirror and the rules language) is its own chunk, loaded when a rule is opened */
function LazyEditor(p: EditorProps) {
  const [Editor, setEditor] = useState<FunctionComponent<EditorProps> | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    import("./editor.tsx").then(
      (m) => setEditor(() => m.RuleEditor),
      (e: Error) => setFailed(e.message),
    );
  }, []);
  if (failed)
    return (
      <p role="alert" class="problem">
        The editor could not be loaded: {failed}
      </p>
    );
  return Editor ? <Editor {...p} /> : <p aria-busy="true">Loading the editor…</p>;
}

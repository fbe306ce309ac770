/**
 * Forms: the forms grid, the form builder (settings, fields, validation, recipients, success message, a live
 * preview as the storefront renders it), the Submitted Data grid with CSV export, the CMS embed snippet, and
 * the module's anti-spam settings. Addresses: /forms, /forms/new, /forms/<id>, /forms/<id>/submissions,
 * /forms/<id>/embed.
 */
import { useQuery } from "@urql/preact";
import { ErrorView } from "../../components/problem.tsx";
import { href, onLinkClick, usePath } from "../../router.ts";
import { BackLink } from "./back-link.tsx";
import { FormById } from "./documents.ts";
import { Builder } from "./builder.tsx";
import { Embed } from "./embed.tsx";
import { FormsGrid } from "./forms-grid.tsx";
import { SubmissionsView } from "./submissions.tsx";
import "./forms.css";

type Tab = "builder" | "submissions" | "embed";

function route(path: string): { kind: "list" } | { kind: "new" } | { kind: "form"; id: number; tab: Tab } | { kind: "unknown" } {
  const parts = path.split("/").filter(Boolean);
  if (parts.length === 1) return { kind: "list" };
  if (parts[1] === "new" && parts.length === 2) return { kind: "new" };
  const id = Number(parts[1]);
  if (!Number.isInteger(id) || id < 1) return { kind: "unknown" };
  const tab = (parts[2] ?? "builder") as Tab;
  if (!["builder", "submissions", "embed"].includes(tab) || parts.length > 3) return { kind: "unknown" };
  return { kind: "form", id, tab };
}

export default function Forms() {
  const r = route(usePath());
  if (r.kind === "list") return <FormsGrid />;
  if (r.kind === "new") return <Builder form={null} />;
  if (r.kind === "unknown")
    return (
      <p>
        No such forms page. <BackLink />
      </p>
    );
  return <FormScreen id={r.id} tab={r.tab} />;
}

function FormScreen({ id, tab }: { id: number; tab: Tab }) {
  const [q] = useQuery({ query: FormById, variables: { id } });
  if (q.error) return <ErrorView error={q.error} />;
  if (!q.data) return <p aria-busy="true">Loading the form…</p>;
  const form = q.data.customForm;
  if (!form)
    return (
      <p>
        Form #{id} does not exist (any more). <BackLink />
      </p>
    );
  const tabs: { tab: Tab; label: string; to: string }[] = [
    { tab: "builder", label: "Builder", to: `/forms/${id}` },
    { tab: "submissions", label: "Submitted data", to: `/forms/${id}/submissions` },
    { tab: "embed", label: "Embed on a page", to: `/forms/${id}/embed` },
  ];
  return (
    <>
      <p class="crumbs">
        <BackLink /> / {form.title} <code>{form.code}</code>
      </p>
      <nav aria-label="Form pages" class="form-tabs">
        <ul>
          {tabs.map((t) => (
            <li key={t.tab}>
              <a href={href(t.to)} aria-current={t.tab === tab ? "page" : undefined} onClick={(e) => onLinkClick(e, t.to)}>
                {t.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {tab === "builder" && <Builder key={form.id} form={form} />}
      {tab === "submissions" && <SubmissionsView form={form} />}
      {tab === "embed" && <Embed form={form} />}
    </>
  );
}

/**
 * Mail templates: every template the service sends (the shipped defaults and the admin's versions), per scope
 * (the default scope, or one store view). Editing one shows a live preview rendered by the server with the
 * template's sample data (mailTemplatePreview, nothing saved); Save keeps it for the scope (mailTemplateSet), and
 * "Use the default" removes the scope's version (mailTemplateReset).
 */
import { useState } from "preact/hooks";
import { useQuery } from "@urql/preact";
import { ErrorView } from "../../components/problem.tsx";
import { TemplateList, TemplateStores } from "./operations.ts";
import { TemplateEditor } from "./editor.tsx";

export default function MailTemplates() {
  const [storeId, setStoreId] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const [stores] = useQuery({ query: TemplateStores });
  const [list, refetch] = useQuery({ query: TemplateList, variables: { storeId }, requestPolicy: "cache-and-network" });
  // a store view without its own version sends the Default scope's (if any), which mailTemplates(storeId) does not fold in
  const [defaults, refetchDefaults] = useQuery({ query: TemplateList, variables: { storeId: 0 }, pause: storeId === 0, requestPolicy: "cache-and-network" });
  const templates = (list.data?.mailTemplates ?? []).map((t) => {
    const d = storeId !== 0 && !t.overridden ? defaults.data?.mailTemplates.find((x) => x.id === t.id && x.overridden) : undefined;
    return d ? { ...t, subject: d.subject, text: d.text, html: d.html, inheritsDefault: true } : { ...t, inheritsDefault: false };
  });
  const open = templates.find((t) => t.id === openId) ?? null;
  const scopeName = storeId === 0 ? "Default (every store)" : (stores.data?.stores.find((s) => s.id === storeId)?.name ?? `store ${storeId}`);

  return (
    <>
      <h1>Mail templates</h1>
      <p class="lead">
        Templates are Mustache: <code>{"{{customer.firstName}}"}</code> inserts a value (escaped in the HTML part), <code>{"{{#note}}…{{/note}}"}</code> shows a
        block only when there is a note. A store's own version wins over the default scope's, which wins over the shipped default.
      </p>
      <div class="toolbar">
        <label>
          Scope
          <select
            value={String(storeId)}
            onChange={(e) => {
              setStoreId(Number((e.currentTarget as HTMLSelectElement).value));
            }}
          >
            <option value="0">Default (every store)</option>
            {stores.data?.stores.map((s) => (
              <option key={s.id} value={String(s.id)}>
                Store view: {s.name} ({s.code})
              </option>
            ))}
          </select>
        </label>
      </div>
      {stores.error && <ErrorView error={stores.error} />}
      {list.error && <ErrorView error={list.error} />}
      <div class="split templates">
        <div class="grid">
          <table>
            <caption>
              Templates for {scopeName} <span class="count">({templates.length})</span>
            </caption>
            <thead>
              <tr>
                <th scope="col">Template</th>
                <th scope="col">Version</th>
                <th scope="col">
                  <span class="visually-hidden">Edit</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {templates.length === 0 && (
                <tr>
                  <td colSpan={3} class="empty">
                    {list.fetching ? "Loading…" : "No mail template."}
                  </td>
                </tr>
              )}
              {templates.map((t) => (
                <tr key={t.id} class={t.id === openId ? "selected" : undefined}>
                  <td>
                    <code>{t.id}</code>
                    <div>{t.subject}</div>
                    <div class="muted small">
                      Sent {t.description} ({t.owner})
                    </div>
                  </td>
                  <td>
                    {t.overridden ? (
                      <span class="badge active">edited for this scope</span>
                    ) : (
                      <span class="badge">{t.inheritsDefault ? "inherited from Default" : "inherited"}</span>
                    )}
                  </td>
                  <td>
                    <button type="button" class="link" onClick={() => setOpenId(t.id)} aria-label={`Edit ${t.id}`}>
                      Edit
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {open && (
          <TemplateEditor
            key={`${open.id}:${storeId}:${open.overridden}:${open.inheritsDefault}:${open.subject}`}
            template={open}
            storeId={storeId}
            scopeName={scopeName}
            onClose={() => setOpenId(null)}
            onSaved={() => {
              refetch({ requestPolicy: "network-only" });
              if (storeId !== 0) refetchDefaults({ requestPolicy: "network-only" });
            }}
          />
        )}
      </div>
    </>
  );
}

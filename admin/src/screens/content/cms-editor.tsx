/**
 * The editor of a CMS page or block: identifier, title, store views, active, (pages) heading and meta fields, the
 * content with "Insert form" and the live preview; Save (cmsPageCreate/Update, cmsBlockCreate/Update), Delete after
 * a confirmation, and the record's History. A new page opened from the Forms screen (`?form=<code>&title=…`) starts
 * with that form's directive in its content.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { useMutation, useQuery } from "@urql/preact";
import { ErrorView, isProblem, type ProblemLike, ProblemView, Success } from "../../components/problem.tsx";
import { navigate } from "../../router.ts";
import { embedSnippet } from "../forms/model.ts";
import { ConfirmDelete } from "./confirm-delete.tsx";
import { ContentField, ContentPreviewPanel } from "./content-field.tsx";
import { historyHref, identifierOf } from "./model.ts";
import { BlockById, BlockCreate, BlockDelete, BlockUpdate, ContentStores, PageById, PageCreate, PageDelete, PageUpdate } from "./operations.ts";
import { StoreViews } from "./store-views.tsx";

interface Draft {
  identifier: string;
  title: string;
  content: string;
  storeIds: number[];
  isActive: boolean;
  contentHeading: string;
  metaTitle: string;
  metaKeywords: string;
  metaDescription: string;
}
const EMPTY: Draft = {
  identifier: "",
  title: "",
  content: "",
  storeIds: [],
  isActive: true,
  contentHeading: "",
  metaTitle: "",
  metaKeywords: "",
  metaDescription: "",
};

/** a new page's draft: empty, or embedding the form the Forms screen named */
function newDraft(): Draft {
  const q = new URLSearchParams(window.location.search);
  const form = q.get("form");
  if (!form || !/^[A-Za-z0-9_-]{1,64}$/.test(form)) return EMPTY;
  const title = q.get("title")?.slice(0, 255) || form;
  return { ...EMPTY, title, identifier: identifierOf(title), content: `${embedSnippet(form)}\n` };
}

export function CmsEditor({ kind, id }: { kind: "pages" | "blocks"; id: number | "new" }) {
  const isPage = kind === "pages";
  const existing = id !== "new";
  const [page] = useQuery({ query: PageById, variables: { id: existing ? id : 0 }, pause: !existing || !isPage, requestPolicy: "network-only" });
  const [block] = useQuery({ query: BlockById, variables: { id: existing ? id : 0 }, pause: !existing || isPage, requestPolicy: "network-only" });
  const q = isPage ? page : block;
  const record = isPage ? page.data?.adminCmsPage : block.data?.adminCmsBlock;
  if (q.error) return <ErrorView error={q.error} />;
  if (existing && !q.data) return <p aria-busy="true">Loading…</p>;
  if (existing && !record)
    return (
      <p>
        The {isPage ? "page" : "block"} #{id} does not exist (any more).
      </p>
    );
  const initial: Draft = record
    ? {
        ...EMPTY,
        identifier: record.identifier,
        title: record.title,
        content: record.rawContent,
        storeIds: [...record.storeIds],
        isActive: record.isActive,
        ...("metaKeywords" in record
          ? { contentHeading: record.contentHeading, metaTitle: record.metaTitle, metaKeywords: record.metaKeywords, metaDescription: record.metaDescription }
          : {}),
      }
    : newDraft();
  return <EditorForm key={`${kind}:${id}`} kind={kind} id={existing ? id : null} initial={initial} />;
}

function EditorForm({ kind, id, initial }: { kind: "pages" | "blocks"; id: number | null; initial: Draft }) {
  const isPage = kind === "pages";
  const noun = isPage ? "page" : "block";
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [stores] = useQuery({ query: ContentStores });
  const [pageCreate, createPage] = useMutation(PageCreate);
  const [pageUpdate, updatePage] = useMutation(PageUpdate);
  const [pageDelete, deletePage] = useMutation(PageDelete);
  const [blockCreate, createBlock] = useMutation(BlockCreate);
  const [blockUpdate, updateBlock] = useMutation(BlockUpdate);
  const [blockDelete, deleteBlock] = useMutation(BlockDelete);
  const busy = [pageCreate, pageUpdate, pageDelete, blockCreate, blockUpdate, blockDelete].some((s) => s.fetching);
  const transport = [pageCreate, pageUpdate, pageDelete, blockCreate, blockUpdate, blockDelete].find((s) => s.error)?.error;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => {
    setDraft((d) => ({ ...d, [k]: v }));
    setSaved(null);
  };
  const fieldError = (f: string) => problem?.errors?.find((e) => e.field === f)?.message;
  const context = { additionalTypenames: [isPage ? "CmsPage" : "CmsBlock"] };

  const save = async (e: Event) => {
    e.preventDefault();
    setSaved(null);
    const common = { identifier: draft.identifier, title: draft.title, content: draft.content, storeIds: draft.storeIds, isActive: draft.isActive };
    let answer: unknown;
    if (isPage) {
      const input = {
        ...common,
        contentHeading: draft.contentHeading,
        metaTitle: draft.metaTitle,
        metaKeywords: draft.metaKeywords,
        metaDescription: draft.metaDescription,
      };
      const r = id === null ? await createPage({ input }, context) : await updatePage({ id, input }, context);
      answer = r.data && ("cmsPageCreate" in r.data ? r.data.cmsPageCreate : r.data.cmsPageUpdate);
    } else {
      const r = id === null ? await createBlock({ input: common }, context) : await updateBlock({ id, input: common }, context);
      answer = r.data && ("cmsBlockCreate" in r.data ? r.data.cmsBlockCreate : r.data.cmsBlockUpdate);
    }
    if (isProblem(answer)) return setProblem(answer);
    const data = (answer as { data?: { id: number; rawContent: string } } | undefined)?.data;
    if (!data) return;
    setProblem(null);
    // what was stored: the content as sanitised
    setDraft((d) => ({ ...d, content: data.rawContent }));
    setSaved(`The ${noun} is saved.`);
    if (id === null) navigate(`/content/${kind}/${data.id}`, true);
  };

  const remove = async () => {
    if (id === null) return;
    const r = isPage ? await deletePage({ id }, context) : await deleteBlock({ id }, context);
    const answer = r.data && ("cmsPageDelete" in r.data ? r.data.cmsPageDelete : r.data.cmsBlockDelete);
    if (isProblem(answer)) return setProblem(answer);
    if (answer) navigate(`/content/${kind}`);
  };

  const text = (name: keyof Draft, label: string, help?: string) => {
    const error = fieldError(name);
    const fid = `cms-${name}`;
    return (
      <div class="field">
        <label for={fid}>{label}</label>
        <input
          id={fid}
          value={draft[name] as string}
          onInput={(e) => set(name, e.currentTarget.value as never)}
          aria-invalid={error ? "true" : undefined}
          aria-describedby={[help ? `${fid}-help` : "", error ? `${fid}-error` : ""].filter(Boolean).join(" ") || undefined}
        />
        {help && (
          <p class="help" id={`${fid}-help`}>
            {help}
          </p>
        )}
        {error && (
          <p class="field-error" id={`${fid}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <section aria-labelledby="cms-editor-heading">
      <h2 id="cms-editor-heading" tabIndex={-1} ref={heading}>
        {id === null ? `New ${noun}` : `Edit ${noun} ${initial.identifier}`}
      </h2>
      {id !== null && (
        <p>
          <a href={historyHref(isPage ? "cms_page" : "cms_block", id)}>History</a>
        </p>
      )}
      <div class="split content-editor">
        <form onSubmit={save} aria-label={id === null ? `New ${noun}` : `Edit ${noun}`}>
          {text("title", "Title")}
          {text(
            "identifier",
            isPage ? "URL key (identifier)" : "Identifier",
            isPage
              ? "The page's address on the storefront: /identifier. Lower-case letters and digits joined by - or _."
              : "Lower-case letters and digits joined by - or _.",
          )}
          <StoreViews stores={stores.data?.stores ?? []} value={draft.storeIds} onChange={(ids) => set("storeIds", ids)} />
          {fieldError("storeIds") && <p class="field-error">{fieldError("storeIds")}</p>}
          <div class="field">
            <label class="inline">
              <input type="checkbox" checked={draft.isActive} onChange={(e) => set("isActive", e.currentTarget.checked)} />
              Active (shown on the storefront)
            </label>
          </div>
          {isPage && text("contentHeading", "Content heading", "Shown above the content; empty: the title.")}
          <ContentField id="cms-content" value={draft.content} onInput={(v) => set("content", v)} error={fieldError("content")} />
          {isPage && (
            <fieldset>
              <legend>Search engines</legend>
              {text("metaTitle", "Meta title")}
              {text("metaKeywords", "Meta keywords")}
              {text("metaDescription", "Meta description")}
            </fieldset>
          )}
          {problem && <ProblemView problem={problem} title="Not saved" />}
          {transport && <ErrorView error={transport} />}
          {saved && <Success>{saved}</Success>}
          <div class="toolbar">
            <button type="submit" disabled={busy}>
              Save
            </button>
            {id !== null && (
              <button type="button" class="danger" onClick={() => setAsking(true)} disabled={busy}>
                Delete
              </button>
            )}
            <button type="button" class="secondary" onClick={() => navigate(`/content/${kind}`)}>
              Back to the {noun}s
            </button>
          </div>
        </form>
        <ContentPreviewPanel content={draft.content} />
      </div>
      {asking && (
        <ConfirmDelete
          what={`the ${noun} “${initial.identifier}”`}
          consequence={isPage ? `The storefront stops showing /${initial.identifier}.` : "Where it is shown, it is shown no more."}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            void remove();
          }}
        />
      )}
    </section>
  );
}

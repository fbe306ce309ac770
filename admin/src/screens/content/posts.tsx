/**
 * Blog posts: the grid (search, category, active; newest first) and the editor (title, URL key, category, publish
 * date, active, image, excerpt, content with "Insert form" and the live preview, meta), Delete after a confirmation,
 * and the post's History.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { useMutation, useQuery } from "@urql/preact";
import { type Column, DataGrid, useGridState } from "../../components/grid.tsx";
import { ErrorView, isProblem, type ProblemLike, ProblemView, Success } from "../../components/problem.tsx";
import { Badge, formatDate } from "../../components/format.tsx";
import { RecordOptions } from "../../components/record-options.tsx";
import type { BlogPostFilter, ContentPostsGridQuery } from "../../generated/graphql.ts";
import { navigate } from "../../router.ts";
import { ConfirmDelete } from "./confirm-delete.tsx";
import { ContentField, ContentPreviewPanel } from "./content-field.tsx";
import { historyHref, identifierOf } from "./model.ts";
import { Categories, PostById, PostCreate, PostDelete, PostsGrid, PostUpdate } from "./operations.ts";

type Row = ContentPostsGridQuery["adminBlogPosts"]["items"][number];

export function PostsGridView() {
  const [grid, update] = useGridState<BlogPostFilter, "publishDate">({ filter: {}, sort: { field: "publishDate", direction: "desc" }, page: 1, pageSize: 20 });
  const [list] = useQuery({
    query: PostsGrid,
    variables: { filter: grid.filter, page: grid.page, pageSize: grid.pageSize },
    requestPolicy: "cache-and-network",
  });
  const [cats] = useQuery({ query: Categories });
  const categories = cats.data?.adminBlogCategories ?? [];
  const nameOf = new Map(categories.map((c) => [c.id, c.name]));
  const setFilter = (patch: Partial<BlogPostFilter>) => update({ filter: { ...grid.filter, ...patch } });
  const columns: Column<Row, "publishDate">[] = [
    { key: "title", label: "Title", render: (r) => r.title },
    { key: "urlKey", label: "URL key", render: (r) => <code>{r.urlKey}</code> },
    { key: "category", label: "Category", render: (r) => (r.categoryId ? (nameOf.get(r.categoryId) ?? `#${r.categoryId}`) : "—") },
    { key: "status", label: "Status", render: (r) => <Badge value={r.isActive ? "active" : "inactive"} label={r.isActive ? "Active" : "Inactive"} /> },
    { key: "published", label: "Published", render: (r) => formatDate(r.publishDate) },
  ];
  return (
    <>
      <form class="filters" aria-label="Filter the blog posts" onSubmit={(e) => e.preventDefault()}>
        <label>
          Search
          <input
            type="search"
            value={grid.filter.search ?? ""}
            onInput={(e) => setFilter({ search: e.currentTarget.value || null })}
            placeholder="title or URL key"
          />
        </label>
        <label>
          Category
          <select
            value={String(grid.filter.categoryId ?? "")}
            onChange={(e) => setFilter({ categoryId: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
          >
            <option value="">Any</option>
            <RecordOptions records={categories} />
          </select>
        </label>
        <label>
          Status
          <select
            value={grid.filter.isActive === undefined || grid.filter.isActive === null ? "" : String(grid.filter.isActive)}
            onChange={(e) => setFilter({ isActive: e.currentTarget.value === "" ? null : e.currentTarget.value === "true" })}
          >
            <option value="">Any</option>
            <option value="true">Active</option>
            <option value="false">Inactive</option>
          </select>
        </label>
        <button type="button" onClick={() => navigate("/content/posts/new")}>
          New post
        </button>
      </form>
      {list.error && <ErrorView error={list.error} />}
      <DataGrid
        caption="Blog posts"
        columns={columns}
        items={list.data?.adminBlogPosts.items ?? []}
        totalCount={list.data?.adminBlogPosts.totalCount ?? 0}
        state={grid}
        onChange={update}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.title}
        onOpen={(r) => navigate(`/content/posts/${r.id}`)}
        fetching={list.fetching}
        empty="No post matches."
      />
    </>
  );
}

interface Draft {
  title: string;
  urlKey: string;
  content: string;
  excerpt: string;
  imageUrl: string;
  categoryId: number | null;
  isActive: boolean;
  /** yyyy-mm-ddThh:mm, local time */
  publishDate: string;
  metaTitle: string;
  metaDescription: string;
}

/** an ISO instant as the value of a datetime-local input (local time) */
const localInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

export function PostEditor({ id }: { id: number | "new" }) {
  const existing = id !== "new";
  const [q] = useQuery({ query: PostById, variables: { id: existing ? id : 0 }, pause: !existing, requestPolicy: "network-only" });
  if (q.error) return <ErrorView error={q.error} />;
  if (existing && !q.data) return <p aria-busy="true">Loading…</p>;
  const p = q.data?.adminBlogPost;
  if (existing && !p) return <p>The post #{id} does not exist (any more).</p>;
  const initial: Draft = p
    ? {
        title: p.title,
        urlKey: p.urlKey,
        content: p.content,
        excerpt: p.excerpt,
        imageUrl: p.imageUrl ?? "",
        categoryId: p.categoryId ?? null,
        isActive: p.isActive,
        publishDate: localInput(p.publishDate),
        metaTitle: p.metaTitle,
        metaDescription: p.metaDescription,
      }
    : {
        title: "",
        urlKey: "",
        content: "",
        excerpt: "",
        imageUrl: "",
        categoryId: null,
        isActive: true,
        publishDate: localInput(new Date().toISOString()),
        metaTitle: "",
        metaDescription: "",
      };
  return <PostForm key={String(id)} id={existing ? id : null} initial={initial} />;
}

function PostForm({ id, initial }: { id: number | null; initial: Draft }) {
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [cats] = useQuery({ query: Categories });
  const [createState, create] = useMutation(PostCreate);
  const [updateState, updatePost] = useMutation(PostUpdate);
  const [deleteState, del] = useMutation(PostDelete);
  const busy = createState.fetching || updateState.fetching || deleteState.fetching;
  const transport = createState.error ?? updateState.error ?? deleteState.error;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => {
    setDraft((d) => ({ ...d, [k]: v }));
    setSaved(null);
  };
  const fieldError = (f: string) => problem?.errors?.find((e) => e.field === f)?.message;
  const context = { additionalTypenames: ["BlogPost"] };

  const save = async (e: Event) => {
    e.preventDefault();
    setSaved(null);
    const when = new Date(draft.publishDate);
    const input = {
      title: draft.title,
      urlKey: draft.urlKey || identifierOf(draft.title),
      content: draft.content,
      excerpt: draft.excerpt,
      imageUrl: draft.imageUrl.trim() || null,
      categoryId: draft.categoryId,
      isActive: draft.isActive,
      publishDate: Number.isNaN(when.getTime()) ? null : when.toISOString(),
      metaTitle: draft.metaTitle,
      metaDescription: draft.metaDescription,
    };
    const r = id === null ? await create({ input }, context) : await updatePost({ id, input }, context);
    const answer = r.data && ("blogPostCreate" in r.data ? r.data.blogPostCreate : r.data.blogPostUpdate);
    if (isProblem(answer)) return setProblem(answer);
    if (!answer) return;
    setProblem(null);
    setDraft((d) => ({ ...d, urlKey: answer.data.urlKey, content: answer.data.content, excerpt: answer.data.excerpt }));
    setSaved("The post is saved.");
    if (id === null) navigate(`/content/posts/${answer.data.id}`, true);
  };
  const remove = async () => {
    if (id === null) return;
    const r = await del({ id }, context);
    if (isProblem(r.data?.blogPostDelete)) return setProblem(r.data.blogPostDelete);
    if (r.data) navigate("/content/posts");
  };
  const input = (name: "title" | "urlKey" | "imageUrl" | "metaTitle" | "metaDescription", label: string, help?: string) => {
    const error = fieldError(name);
    const fid = `post-${name}`;
    return (
      <div class="field">
        <label for={fid}>{label}</label>
        <input
          id={fid}
          value={draft[name]}
          onInput={(e) => set(name, e.currentTarget.value)}
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
    <section aria-labelledby="post-editor-heading">
      <h2 id="post-editor-heading" tabIndex={-1} ref={heading}>
        {id === null ? "New blog post" : `Edit blog post ${initial.urlKey}`}
      </h2>
      {id !== null && (
        <p>
          <a href={historyHref("blog_post", id)}>History</a>
        </p>
      )}
      <div class="split content-editor">
        <form onSubmit={save} aria-label={id === null ? "New blog post" : "Edit blog post"}>
          {input("title", "Title")}
          {input("urlKey", "URL key", "The post's address: /blog/url-key. Empty: made from the title.")}
          <div class="field">
            <label for="post-category">Category</label>
            <select
              id="post-category"
              value={String(draft.categoryId ?? "")}
              onChange={(e) => set("categoryId", e.currentTarget.value ? Number(e.currentTarget.value) : null)}
            >
              <option value="">None</option>
              <RecordOptions records={cats.data?.adminBlogCategories ?? []} />
            </select>
          </div>
          <div class="field">
            <label for="post-publish">Publish date</label>
            <input id="post-publish" type="datetime-local" value={draft.publishDate} onInput={(e) => set("publishDate", e.currentTarget.value)} />
          </div>
          <div class="field">
            <label class="inline">
              <input type="checkbox" checked={draft.isActive} onChange={(e) => set("isActive", e.currentTarget.checked)} />
              Active (shown on the storefront)
            </label>
          </div>
          {input("imageUrl", "Image address", "An https address or a path on this site; empty: no image.")}
          <div class="field">
            <label for="post-excerpt">Excerpt</label>
            <textarea id="post-excerpt" rows={3} value={draft.excerpt} onInput={(e) => set("excerpt", e.currentTarget.value)} />
          </div>
          <ContentField id="post-content" value={draft.content} onInput={(v) => set("content", v)} error={fieldError("content")} />
          <fieldset>
            <legend>Search engines</legend>
            {input("metaTitle", "Meta title")}
            {input("metaDescription", "Meta description")}
          </fieldset>
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
            <button type="button" class="secondary" onClick={() => navigate("/content/posts")}>
              Back to the posts
            </button>
          </div>
        </form>
        <ContentPreviewPanel content={draft.content} />
      </div>
      {asking && (
        <ConfirmDelete
          what={`the post “${initial.title}”`}
          consequence={`The storefront stops showing /blog/${initial.urlKey}.`}
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

/**
 * Blog categories: the list by position, and one form that creates a category or edits the one opened
 * (/content/categories/<id>); Delete after a confirmation (refused while the category has posts), each one's History.
 */
import { useEffect, useState } from "preact/hooks";
import { useMutation, useQuery } from "@urql/preact";
import { ErrorView, isProblem, type ProblemLike, ProblemView, Success } from "../../components/problem.tsx";
import { href, navigate, onLinkClick } from "../../router.ts";
import { ConfirmDelete } from "./confirm-delete.tsx";
import { historyHref, identifierOf } from "./model.ts";
import { Categories, CategoryCreate, CategoryDelete, CategoryUpdate } from "./operations.ts";

interface Draft {
  name: string;
  urlKey: string;
  position: string;
}

export function CategoriesView({ id }: { id: number | "new" | null }) {
  const [list, refetch] = useQuery({ query: Categories, requestPolicy: "cache-and-network" });
  const categories = list.data?.adminBlogCategories ?? [];
  const open = typeof id === "number" ? categories.find((c) => c.id === id) : undefined;
  const [draft, setDraft] = useState<Draft>({ name: "", urlKey: "", position: "0" });
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [createState, create] = useMutation(CategoryCreate);
  const [updateState, update] = useMutation(CategoryUpdate);
  const [deleteState, del] = useMutation(CategoryDelete);
  const busy = createState.fetching || updateState.fetching || deleteState.fetching;
  const transport = createState.error ?? updateState.error ?? deleteState.error;
  useEffect(() => {
    setProblem(null);
    setDraft(open ? { name: open.name, urlKey: open.urlKey, position: String(open.position) } : { name: "", urlKey: "", position: String(categories.length) });
  }, [open?.id, id]);
  const fieldError = (f: string) => problem?.errors?.find((e) => e.field === f)?.message;
  const context = { additionalTypenames: ["BlogCategory"] };

  const save = async (e: Event) => {
    e.preventDefault();
    setSaved(null);
    const input = { name: draft.name, urlKey: draft.urlKey || identifierOf(draft.name), position: Number(draft.position) || 0 };
    const r = open ? await update({ id: open.id, input }, context) : await create({ input }, context);
    const answer = r.data && ("blogCategoryCreate" in r.data ? r.data.blogCategoryCreate : r.data.blogCategoryUpdate);
    if (isProblem(answer)) return setProblem(answer);
    if (!answer) return;
    setProblem(null);
    setSaved(`“${answer.data.name}” is saved.`);
    refetch({ requestPolicy: "network-only" });
    if (!open) navigate(`/content/categories/${answer.data.id}`, true);
  };
  const remove = async () => {
    if (!open) return;
    const r = await del({ id: open.id }, context);
    if (isProblem(r.data?.blogCategoryDelete)) return setProblem(r.data.blogCategoryDelete);
    if (r.data) {
      setSaved(`“${open.name}” is deleted.`);
      refetch({ requestPolicy: "network-only" });
      navigate("/content/categories");
    }
  };
  const field = (name: keyof Draft, label: string, type = "text") => (
    <div class="field">
      <label for={`category-${name}`}>{label}</label>
      <input
        id={`category-${name}`}
        type={type}
        value={draft[name]}
        onInput={(e) => setDraft({ ...draft, [name]: e.currentTarget.value })}
        aria-invalid={fieldError(name) ? "true" : undefined}
        aria-describedby={fieldError(name) ? `category-${name}-error` : undefined}
      />
      {fieldError(name) && (
        <p class="field-error" id={`category-${name}-error`}>
          {fieldError(name)}
        </p>
      )}
    </div>
  );

  return (
    <div class="split">
      <div class="grid" aria-busy={list.fetching ? "true" : "false"}>
        {list.error && <ErrorView error={list.error} />}
        <table>
          <caption>
            Blog categories <span class="count">({categories.length})</span>
          </caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">URL key</th>
              <th scope="col" class="num">
                Position
              </th>
              <th scope="col">
                <span class="visually-hidden">Edit</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {categories.length === 0 && (
              <tr>
                <td colSpan={4} class="empty">
                  {list.fetching ? "Loading…" : "No category yet."}
                </td>
              </tr>
            )}
            {categories.map((c) => (
              <tr key={c.id} class={c.id === open?.id ? "selected" : undefined}>
                <td>{c.name}</td>
                <td>
                  <code>{c.urlKey}</code>
                </td>
                <td class="num">{c.position}</td>
                <td>
                  <a href={href(`/content/categories/${c.id}`)} onClick={(e) => onLinkClick(e, `/content/categories/${c.id}`)} aria-label={`Edit ${c.name}`}>
                    Edit
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section class="panel" aria-labelledby="category-form-heading">
        <h2 id="category-form-heading">{open ? `Edit “${open.name}”` : "New category"}</h2>
        {open && (
          <p>
            <a href={historyHref("blog_category", open.id)}>History</a>
          </p>
        )}
        <form onSubmit={save} aria-label={open ? "Edit the category" : "New category"}>
          {field("name", "Name")}
          {field("urlKey", "URL key")}
          {field("position", "Position", "number")}
          {problem && <ProblemView problem={problem} title="Not saved" />}
          {transport && <ErrorView error={transport} />}
          {saved && <Success>{saved}</Success>}
          <div class="toolbar">
            <button type="submit" disabled={busy}>
              Save
            </button>
            {open && (
              <>
                <button type="button" class="danger" onClick={() => setAsking(true)} disabled={busy}>
                  Delete
                </button>
                <button type="button" class="secondary" onClick={() => navigate("/content/categories")}>
                  New category
                </button>
              </>
            )}
          </div>
        </form>
      </section>
      {asking && open && (
        <ConfirmDelete
          what={`the category “${open.name}”`}
          consequence="Only a category without posts can be deleted."
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            void remove();
          }}
        />
      )}
    </div>
  );
}

/**
 * One category's panel: its fields (name, URL key, enabled, in menu, anchor, display mode, description, image
 * path, meta title and description: categoryUpdate with what changed), a new subcategory below it
 * (categoryCreate), its deletion with its subcategories after a confirmation (categoryDelete; roots are refused by
 * the server), and a link to its history in the audit log.
 */
import { useState } from "preact/hooks";
import { useMutation } from "@urql/preact";
import { ErrorView, isProblem, type ProblemLike, ProblemView, Success } from "../../components/problem.tsx";
import type { AdminCategoryTreeQuery, CategoryDisplayMode, CategoryUpdateInput } from "../../generated/graphql.ts";
import { BASE } from "../../router.ts";
import { CategoryCreateDoc, CategoryDeleteDoc, CategoryUpdateDoc } from "./operations.ts";
import { CategoryProducts } from "./products.tsx";

export type CategoryRow = AdminCategoryTreeQuery["adminCategoryTree"][number];
const MODES: [CategoryDisplayMode, string][] = [
  ["PRODUCTS", "Products only"],
  ["PAGE", "Static block only"],
  ["PRODUCTS_AND_PAGE", "Static block and products"],
];
const refresh = { additionalTypenames: ["Category", "CategoryProduct"] };

export function CategoryPanel(p: { category: CategoryRow; descendants: number; onCreated: (id: number) => void; onDeleted: () => void }) {
  const c = p.category;
  const [updateState, update] = useMutation(CategoryUpdateDoc);
  const [createState, create] = useMutation(CategoryCreateDoc);
  const [deleteState, remove] = useMutation(CategoryDeleteDoc);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const root = c.level <= 1;
  const fieldError = (field: string) => problem?.errors?.find((e) => e.field === field)?.message;

  const answered = (r: { __typename: string } | undefined, message: string) => {
    if (isProblem(r)) {
      setProblem(r);
      setDone(null);
      return false;
    }
    if (r) {
      setProblem(null);
      setDone(message);
    }
    return !!r;
  };

  const save = async (e: Event) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    const text = (k: string) => String(f.get(k) ?? "");
    const next: CategoryUpdateInput = {
      name: text("name").trim(),
      urlKey: text("urlKey").trim(),
      isActive: f.get("isActive") === "on",
      includeInMenu: f.get("includeInMenu") === "on",
      isAnchor: f.get("isAnchor") === "on",
      displayMode: text("displayMode") as CategoryDisplayMode,
      description: text("description"),
      image: text("image").trim() || null,
      metaTitle: text("metaTitle"),
      metaDescription: text("metaDescription"),
    };
    // only what changed is sent (a URL key change moves the whole subtree's URLs)
    const was: Record<string, unknown> = { ...c, image: c.image ?? null };
    const input = Object.fromEntries(Object.entries(next).filter(([k, v]) => was[k] !== v)) as CategoryUpdateInput;
    if (!Object.keys(input).length) {
      setProblem(null);
      setDone("Nothing changed.");
      return;
    }
    answered((await update({ id: c.id, input }, refresh)).data?.categoryUpdate, "Saved.");
  };

  const createChild = async (e: Event) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    const f = new FormData(form);
    const urlKey = String(f.get("childUrlKey") ?? "").trim();
    const r = (await create({ name: String(f.get("childName") ?? "").trim(), parentId: c.id, urlKey: urlKey || null }, refresh)).data?.categoryCreate;
    if (answered(r, "Subcategory created.") && r?.__typename === "CategoryCreateSuccess") {
      form.reset();
      p.onCreated(r.data.id);
    }
  };

  const doDelete = async () => {
    const r = (await remove({ id: c.id }, refresh)).data?.categoryDelete;
    setConfirmDelete(false);
    if (answered(r, "Deleted.")) p.onDeleted();
  };

  const busy = updateState.fetching || createState.fetching || deleteState.fetching;
  return (
    <section class="panel" aria-labelledby="category-heading">
      <h2 id="category-heading">
        {c.name} <span class="muted">#{c.id}</span>
      </h2>
      <p class="muted">
        <span class="mono">/{c.urlPath}</span> · {c.productCount} {c.productCount === 1 ? "product" : "products"} listed ·{" "}
        <a href={`${BASE}/audit-log?entityType=category&entityId=${c.id}`}>History</a>
      </p>
      {updateState.error && <ErrorView error={updateState.error} />}
      {createState.error && <ErrorView error={createState.error} />}
      {deleteState.error && <ErrorView error={deleteState.error} />}
      {problem && <ProblemView problem={problem} />}
      {done && <Success>{done}</Success>}
      <form class="edit" onSubmit={save} aria-label={`Edit category ${c.name}`} key={`edit-${c.id}`}>
        <div class="field">
          <label for="cat-name">Name</label>
          <input id="cat-name" name="name" required maxLength={255} defaultValue={c.name} aria-invalid={!!fieldError("name")} />
        </div>
        <div class="field">
          <label for="cat-url-key">URL key</label>
          <input
            id="cat-url-key"
            name="urlKey"
            required
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            defaultValue={c.urlKey}
            aria-invalid={!!fieldError("urlKey")}
            aria-describedby="cat-url-key-help"
          />
          <p class="help" id="cat-url-key-help">
            {fieldError("urlKey") ?? "Lower-case words separated by hyphens; changing it changes the URLs of the subcategories too."}
          </p>
        </div>
        <fieldset class="inline">
          <legend>Switches</legend>
          <label>
            <input type="checkbox" name="isActive" defaultChecked={c.isActive} /> Enabled
          </label>
          <label>
            <input type="checkbox" name="includeInMenu" defaultChecked={c.includeInMenu} /> In the menu
          </label>
          <label>
            <input type="checkbox" name="isAnchor" defaultChecked={c.isAnchor} aria-describedby="cat-anchor-help" /> Anchor
          </label>
          <p class="help" id="cat-anchor-help">
            An anchor category lists the products of its subcategories too.
          </p>
        </fieldset>
        <div class="field">
          <label for="cat-mode">Display mode</label>
          <select id="cat-mode" name="displayMode" defaultValue={c.displayMode}>
            {MODES.map(([v, label]) => (
              <option key={v} value={v}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for="cat-description">Description (HTML; scripts are removed on save)</label>
          <textarea id="cat-description" name="description" rows={5} defaultValue={c.description} />
        </div>
        <div class="field">
          <label for="cat-image">Image path</label>
          <input id="cat-image" name="image" defaultValue={c.image ?? ""} placeholder="catalog/category/tools.jpg" aria-invalid={!!fieldError("image")} />
        </div>
        <div class="field">
          <label for="cat-meta-title">Meta title</label>
          <input id="cat-meta-title" name="metaTitle" maxLength={255} defaultValue={c.metaTitle} />
        </div>
        <div class="field">
          <label for="cat-meta-description">Meta description</label>
          <textarea id="cat-meta-description" name="metaDescription" rows={2} maxLength={1000} defaultValue={c.metaDescription} />
        </div>
        <div class="toolbar">
          <button type="submit" disabled={busy}>
            Save
          </button>
          {!root && (
            <button type="button" class="danger" disabled={busy} onClick={() => setConfirmDelete(true)} aria-expanded={confirmDelete}>
              Delete…
            </button>
          )}
        </div>
      </form>
      {confirmDelete && (
        <fieldset class="notice">
          <legend>Confirm deletion</legend>
          <p>
            Delete “{c.name}”{p.descendants ? ` and its ${p.descendants} ${p.descendants === 1 ? "subcategory" : "subcategories"}` : ""}? Their products stay in
            the catalogue, no longer in these categories.
          </p>
          <button type="button" class="danger" onClick={doDelete} disabled={busy}>
            Delete
          </button>{" "}
          <button type="button" class="secondary" onClick={() => setConfirmDelete(false)}>
            Cancel
          </button>
        </fieldset>
      )}
      <form class="edit" onSubmit={createChild} aria-label={`New subcategory of ${c.name}`}>
        <h3>New subcategory</h3>
        <div class="field">
          <label for="cat-child-name">Name</label>
          <input id="cat-child-name" name="childName" required maxLength={255} />
        </div>
        <div class="field">
          <label for="cat-child-url-key">URL key (optional)</label>
          <input id="cat-child-url-key" name="childUrlKey" pattern="[a-z0-9]+(-[a-z0-9]+)*" />
        </div>
        <button type="submit" disabled={busy}>
          Create subcategory
        </button>
      </form>
      <CategoryProducts categoryId={c.id} key={`products-${c.id}`} />
    </section>
  );
}

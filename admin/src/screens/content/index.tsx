/**
 * Content: CMS pages and blocks, blog posts and blog categories (admin scope `content`), each with a grid and an
 * editor (model.ts lists the addresses). The content editors insert a custom form's directive and show the storefront's
 * rendering of the draft in a sandboxed preview; saves are audited and reach the storefront through its partial CMS sync.
 */
import { href, onLinkClick, usePath } from "../../router.ts";
import { CategoriesView } from "./categories.tsx";
import { CmsEditor } from "./cms-editor.tsx";
import { CmsGrid } from "./cms-grid.tsx";
import { KINDS, route } from "./model.ts";
import { PostEditor, PostsGridView } from "./posts.tsx";
import "./content.css";

export default function Content() {
  const r = route(usePath());
  return (
    <>
      <h1>Content</h1>
      <nav aria-label="Content kinds" class="content-tabs">
        <ul>
          {KINDS.map((k) => (
            <li key={k.kind}>
              <a href={href(`/content/${k.kind}`)} aria-current={r.kind === k.kind ? "page" : undefined} onClick={(e) => onLinkClick(e, `/content/${k.kind}`)}>
                {k.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {r.kind === "unknown" && <p>No such content page.</p>}
      {(r.kind === "pages" || r.kind === "blocks") && (r.id === null ? <CmsGrid key={r.kind} kind={r.kind} /> : <CmsEditor kind={r.kind} id={r.id} />)}
      {r.kind === "posts" && (r.id === null ? <PostsGridView /> : <PostEditor id={r.id} />)}
      {r.kind === "categories" && <CategoriesView id={r.id} />}
    </>
  );
}

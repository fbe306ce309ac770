/**
 * Categories: the whole tree (adminCategoryTree, disabled categories included, with their product counts), read and
 * rearranged with the keyboard or the mouse (tree.tsx), and the opened category's panel (edit-panel.tsx): its
 * fields, a new subcategory, deletion, its products with their positions, and its history. The path
 * /categories/<id> opens a category.
 */
import { useEffect, useState } from "preact/hooks";
import { useMutation, useQuery } from "@urql/preact";
import { ErrorView, isProblem, type ProblemLike, ProblemView } from "../../components/problem.tsx";
import { href, usePath } from "../../router.ts";
import { CategoryPanel } from "./edit-panel.tsx";
import { CategoryMoveDoc, CategoryTree as TreeQuery } from "./operations.ts";
import { CategoryTree, type MoveRequest } from "./tree.tsx";
import "./categories.css";

export default function Categories() {
  const [tree, refetch] = useQuery({ query: TreeQuery, requestPolicy: "cache-and-network" });
  const [moveState, move] = useMutation(CategoryMoveDoc);
  const [moved, setMoved] = useState<string>("");
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  // the path /categories/<id> (a link, the global search) opens a category; opening one here keeps the address in
  // step without a navigation, which would move the focus out of the tree
  const path = usePath();
  const fromPath = Number(/^\/categories\/(\d+)$/.exec(path)?.[1] ?? Number.NaN) || null;
  const [selected, setSelected] = useState<number | null>(fromPath);
  useEffect(() => setSelected(fromPath), [fromPath]);
  const nodes = tree.data?.adminCategoryTree ?? [];
  const open = nodes.find((n) => n.id === selected) ?? null;
  const select = (id: number | null) => {
    setSelected(id);
    window.history.replaceState(null, "", href(id ? `/categories/${id}` : "/categories"));
  };
  const descendants = open ? nodes.filter((n) => n.path.startsWith(`${open.path}/`)).length : 0;

  const onMove = async (m: MoveRequest) => {
    const r = (await move({ id: m.id, parentId: m.parentId, position: m.position }, { additionalTypenames: ["Category"] })).data?.categoryMove;
    if (isProblem(r)) {
      setProblem(r);
      setMoved("");
      return;
    }
    if (r) {
      setProblem(null);
      setMoved(m.describe);
      refetch({ requestPolicy: "network-only" });
    }
  };

  return (
    <>
      <h1>Categories</h1>
      <p class="lead" id="category-tree-keys">
        Arrow keys move through the tree and open or close a category; Enter opens it; typing a name goes to it. <kbd>Alt</kbd>+<kbd>↑</kbd>/<kbd>↓</kbd> moves
        a category up or down among its siblings, <kbd>Alt</kbd>+<kbd>→</kbd> into the category above it, <kbd>Alt</kbd>+<kbd>←</kbd> out of its parent. With
        the mouse, drag a category onto the top or bottom edge of another to put it before or after it, onto its middle to put it inside.
      </p>
      {tree.error && <ErrorView error={tree.error} />}
      {moveState.error && <ErrorView error={moveState.error} />}
      {problem && <ProblemView problem={problem} title="Not moved" />}
      <p role="status" class="visually-hidden">
        {moved}
      </p>
      <div class="split categories">
        <section class="panel" aria-label="Category tree">
          {nodes.length ? (
            <CategoryTree nodes={nodes} selected={selected} onSelect={select} onMove={onMove} busy={moveState.fetching || tree.fetching} />
          ) : (
            !tree.error && <p aria-busy="true">Loading…</p>
          )}
        </section>
        {open ? (
          <CategoryPanel
            key={open.id}
            category={open}
            descendants={descendants}
            onCreated={(id) => select(id)}
            onDeleted={() => select(open.parentId ?? null)}
          />
        ) : (
          <section class="panel">
            <p>Open a category to edit it, add a subcategory or arrange its products.</p>
          </section>
        )}
      </div>
    </>
  );
}

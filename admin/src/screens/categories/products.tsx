/**
 * The products assigned to a category, by position (categoryProducts, 50 a page): edit positions, remove products,
 * add one by its id, then save the page's changes at once (categoryProductsSet: only what changed is sent; the
 * category's other products stay as they are).
 */
import { useEffect, useState } from "preact/hooks";
import { useMutation, useQuery } from "@urql/preact";
import { ErrorView, isProblem, type ProblemLike, ProblemView, Success } from "../../components/problem.tsx";
import { CategoryProductsDoc, CategoryProductsSetDoc } from "./operations.ts";

const PAGE_SIZE = 50;

export function CategoryProducts({ categoryId }: { categoryId: number }) {
  const [page, setPage] = useState(1);
  const [list, refetch] = useQuery({
    query: CategoryProductsDoc,
    variables: { id: categoryId, page, pageSize: PAGE_SIZE },
    requestPolicy: "cache-and-network",
  });
  const [setState, setProducts] = useMutation(CategoryProductsSetDoc);
  const [positions, setPositions] = useState<Map<number, number>>(new Map());
  const [removed, setRemoved] = useState<Set<number>>(new Set());
  const [added, setAdded] = useState<{ productId: number; position: number }[]>([]);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const answer = list.data?.categoryProducts;
  const data = answer?.__typename === "CategoryProductsSuccess" ? answer.data : null;
  const rows = data?.items ?? [];
  useEffect(() => {
    setPositions(new Map());
    setRemoved(new Set());
    setAdded([]);
  }, [categoryId, page]);

  const changed = rows.filter((r) => positions.has(r.productId) && positions.get(r.productId) !== r.position && !removed.has(r.productId));
  const dirty = changed.length > 0 || removed.size > 0 || added.length > 0;

  const save = async (e: Event) => {
    e.preventDefault();
    const items = [...changed.map((r) => ({ productId: r.productId, position: positions.get(r.productId)! })), ...added];
    const r = (await setProducts({ id: categoryId, items, removeProductIds: [...removed] }, { additionalTypenames: ["Category", "CategoryProduct"] })).data
      ?.categoryProductsSet;
    if (isProblem(r)) {
      setProblem(r);
      setDone(null);
      return;
    }
    if (!r) return;
    setProblem(null);
    setDone("Products saved.");
    setPositions(new Map());
    setRemoved(new Set());
    setAdded([]);
    refetch({ requestPolicy: "network-only" });
  };

  const add = (e: Event) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    const f = new FormData(form);
    const productId = Number(f.get("productId"));
    const position = Number(f.get("position") || 0);
    if (!Number.isInteger(productId) || productId < 1) return;
    setAdded([...added.filter((a) => a.productId !== productId), { productId, position }]);
    form.reset();
  };

  const totalPages = Math.max(1, Math.ceil((data?.totalCount ?? 0) / PAGE_SIZE));
  return (
    <section aria-labelledby="category-products-heading" class="category-products">
      <h3 id="category-products-heading">Products in this category</h3>
      {list.error && <ErrorView error={list.error} />}
      {isProblem(answer) && <ProblemView problem={answer} />}
      {setState.error && <ErrorView error={setState.error} />}
      {problem && <ProblemView problem={problem} />}
      {done && <Success>{done}</Success>}
      <form onSubmit={save} aria-label="Product positions">
        <div class="grid">
          <table>
            <caption>
              Assigned products <span class="count">({data?.totalCount ?? 0})</span>
            </caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col" class="num">
                  Position
                </th>
                <th scope="col">Remove</th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 && added.length === 0 ? (
                <tr>
                  <td colSpan={3} class="empty">
                    No products are assigned to this category itself.
                  </td>
                </tr>
              ) : (
                rows.map((r) => (
                  <tr key={r.productId} class={removed.has(r.productId) ? "selected" : undefined}>
                    <td>
                      <span class="mono">{r.sku}</span> {r.name} {r.status !== 1 && <span class="muted">(disabled)</span>}
                    </td>
                    <td class="num">
                      <input
                        type="number"
                        min={0}
                        class="position"
                        aria-label={`Position of ${r.sku}`}
                        value={positions.get(r.productId) ?? r.position}
                        onInput={(e) => setPositions(new Map(positions).set(r.productId, Number((e.currentTarget as HTMLInputElement).value)))}
                      />
                    </td>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`Remove ${r.sku} from this category`}
                        checked={removed.has(r.productId)}
                        onChange={(e) => {
                          const next = new Set(removed);
                          if ((e.currentTarget as HTMLInputElement).checked) next.add(r.productId);
                          else next.delete(r.productId);
                          setRemoved(next);
                        }}
                      />
                    </td>
                  </tr>
                ))
              )}
              {added.map((a) => (
                <tr key={`new-${a.productId}`}>
                  <td>Product #{a.productId} (to add)</td>
                  <td class="num">{a.position}</td>
                  <td>
                    <button type="button" class="secondary" onClick={() => setAdded(added.filter((x) => x.productId !== a.productId))}>
                      Undo
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {totalPages > 1 && (
          <nav class="pager" aria-label="Pages of products">
            <button type="button" class="secondary" disabled={page <= 1 || dirty} onClick={() => setPage(page - 1)}>
              Previous
            </button>
            <span>
              Page {page} of {totalPages}
            </span>
            <button type="button" class="secondary" disabled={page >= totalPages || dirty} onClick={() => setPage(page + 1)}>
              Next
            </button>
          </nav>
        )}
        <button type="submit" disabled={!dirty || setState.fetching}>
          Save products
        </button>
      </form>
      <form onSubmit={add} aria-label="Add a product" class="toolbar">
        <label>
          Product ID <input name="productId" type="number" min={1} required />
        </label>
        <label>
          Position <input name="position" type="number" min={0} defaultValue="0" />
        </label>
        <button type="submit" class="secondary">
          Add
        </button>
      </form>
    </section>
  );
}

/**
 * The category tree as a Maho client reads it: `GET /categories` answers the store root's children, and
 * `?parentId=` a parent's; the worker walks down from the root, one request per parent with children
 * (the parents of one level in parallel). Categories arrive without their `children` arrays.
 */
import type { Category } from "./keys.ts";

type Page = { member?: (Category & { children?: unknown })[]; totalItems?: number };
const PAGE = 500;

export async function fetchCategoryTree(get: (path: string) => Promise<Page>): Promise<Category[]> {
  const all = async (query: string) => {
    const out: Category[] = [];
    for (let page = 1; ; page++) {
      const body = await get(`/api/rest/v2/categories?${query}page=${page}&itemsPerPage=${PAGE}`);
      const member = body.member ?? [];
      for (const { children: _c, ...c } of member) out.push(c);
      if (member.length < PAGE || page * PAGE >= (body.totalItems ?? 0)) return out;
    }
  };
  const seen = new Set<number>();
  const tree: Category[] = [];
  let level = await all("");
  while (level.length) {
    const fresh = level.filter((c) => !seen.has(c.id));
    for (const c of fresh) {
      seen.add(c.id);
      tree.push(c);
    }
    const parents = fresh.filter((c) => c.childrenIds?.length);
    level = (await Promise.all(parents.map((c) => all(`parentId=${c.id}&`)))).flat();
  }
  return tree;
}

import { useQuery } from "@urql/preact";
import { Stores } from "./documents.ts";

/** a store id as its name (the id itself until the list arrives, or for a store that is gone) */
export function useStoreNames(): (id: number) => string {
  const [q] = useQuery({ query: Stores });
  const names = new Map((q.data?.stores ?? []).map((s) => [s.id, s.name]));
  return (id) => names.get(id) ?? `#${id}`;
}

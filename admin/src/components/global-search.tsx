/**
 * The top bar's global search (`adminSearch`): orders, customers and products as the admin types (debounced), in a
 * listbox grouped by kind, following the ARIA combobox pattern: the focus stays in the input, the arrow keys move
 * the active option (`aria-activedescendant`), Enter opens it, Escape closes the list (a second Escape empties the
 * box). Enter with no option chosen searches at once and opens the order whose number was typed, when there is one.
 * A group the admin lacks the scope of comes back empty from the server and is not shown. The number of results is
 * announced by a polite live region (no role="status": the screens keep that role for their own messages).
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { useClient } from "@urql/preact";
import { graphql } from "../generated/index.ts";
import type { GlobalSearchQuery } from "../generated/graphql.ts";
import { BASE, navigate } from "../router.ts";

const Search = graphql(`
  query GlobalSearch($query: String!, $limit: Int) {
    adminSearch(query: $query, limit: $limit) {
      orders {
        id
        label
        sublabel
        path
        exact
      }
      customers {
        id
        label
        sublabel
        path
        exact
      }
      products {
        id
        label
        sublabel
        path
        exact
      }
    }
  }
`);

type Results = GlobalSearchQuery["adminSearch"];
type Hit = Results["orders"][number];
const GROUPS = [
  ["orders", "Orders"],
  ["customers", "Customers"],
  ["products", "Products (their orders)"],
] as const;
const DEBOUNCE_MS = 250;
const LIMIT = 5;

const optionId = (group: string, hit: Hit) => `global-search-${group}-${hit.id}`;

export function GlobalSearch() {
  const client = useClient();
  const [text, setText] = useState("");
  const [results, setResults] = useState<{ query: string; data: Results } | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const seq = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const flat: { group: string; hit: Hit }[] = results ? GROUPS.flatMap(([g]) => results.data[g].map((hit) => ({ group: g, hit }))) : [];

  async function run(query: string): Promise<Results | null> {
    const mine = ++seq.current;
    setBusy(true);
    const r = await client.query(Search, { query, limit: LIMIT }, { requestPolicy: "network-only" }).toPromise();
    if (mine !== seq.current) return null; // a newer search answers instead
    setBusy(false);
    if (r.error || !r.data) {
      setFailed(r.error?.message ?? "The search failed");
      return null;
    }
    setFailed(null);
    setResults({ query, data: r.data.adminSearch });
    setActive(-1);
    setOpen(true);
    return r.data.adminSearch;
  }

  function onInput(value: string) {
    setText(value);
    clearTimeout(timer.current);
    if (!value.trim()) {
      seq.current++;
      setResults(null);
      setOpen(false);
      setBusy(false);
      setActive(-1);
      return;
    }
    timer.current = setTimeout(() => void run(value.trim()), DEBOUNCE_MS);
  }

  function go(hit: Hit) {
    clearTimeout(timer.current);
    seq.current++;
    setOpen(false);
    setText("");
    setResults(null);
    setActive(-1);
    navigate(hit.path.startsWith(BASE) ? hit.path.slice(BASE.length) || "/" : hit.path);
  }

  async function onKeyDown(e: KeyboardEvent) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      if (!flat.length) return;
      e.preventDefault();
      setOpen(true);
      const n = flat.length;
      setActive((a) => (e.key === "ArrowDown" ? (a + 1) % n : a <= 0 ? n - 1 : a - 1));
    } else if (e.key === "Enter") {
      e.preventDefault();
      if (open && active >= 0 && flat[active]) return go(flat[active].hit);
      const query = text.trim();
      if (!query) return;
      clearTimeout(timer.current);
      const data = results?.query === query ? results.data : await run(query);
      const exact = data?.orders.find((o) => o.exact);
      if (exact) go(exact);
    } else if (e.key === "Escape") {
      if (open) {
        e.preventDefault();
        e.stopPropagation();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        onInput("");
      }
    }
  }

  const showList = open && results !== null && flat.length > 0;
  const activeHit = showList && active >= 0 ? flat[active] : undefined;
  const status = busy ? "Searching…" : failed ? failed : results && open ? (flat.length ? `${flat.length} results` : "No matches") : "";
  return (
    <div class="global-search">
      <label class="visually-hidden" for="global-search-input">
        Search orders, customers, products
      </label>
      <input
        id="global-search-input"
        type="search"
        role="combobox"
        autoComplete="off"
        spellcheck={false}
        placeholder="Search orders, customers, products"
        aria-autocomplete="list"
        aria-expanded={showList ? "true" : "false"}
        aria-controls="global-search-listbox"
        aria-activedescendant={activeHit ? optionId(activeHit.group, activeHit.hit) : undefined}
        value={text}
        onInput={(e) => onInput(e.currentTarget.value)}
        onKeyDown={(e) => void onKeyDown(e)}
        onFocus={() => results && setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <div id="global-search-listbox" role="listbox" aria-label="Search results" class="search-results" hidden={!showList}>
        {results &&
          GROUPS.map(([g, label]) =>
            results.data[g].length === 0 ? null : (
              // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role="group" (a fieldset is a form's)
              <div role="group" key={g} aria-labelledby={`global-search-${g}-label`}>
                <span class="search-group-label" id={`global-search-${g}-label`} role="presentation">
                  {label}
                </span>
                {results.data[g].map((hit) => {
                  const id = optionId(g, hit);
                  const selected = activeHit?.group === g && activeHit.hit.id === hit.id;
                  return (
                    // biome-ignore lint/a11y/useFocusableInteractive: combobox pattern: the focus stays in the input, which names the active option (aria-activedescendant)
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the input's keydown handles the keys (arrows, Enter) for every option
                    <div
                      role="option"
                      id={id}
                      key={id}
                      aria-selected={selected ? "true" : "false"}
                      // keeps the focus in the input (a click must not blur it before it opens the hit)
                      onMouseDown={(e) => e.preventDefault()}
                      onClick={() => go(hit)}
                    >
                      {hit.label}
                      <small>{hit.sublabel}</small>
                    </div>
                  );
                })}
              </div>
            ),
          )}
      </div>
      {open && results && flat.length === 0 && !busy && <p class="search-results search-note">No matches for “{results.query}”.</p>}
      <div class="visually-hidden" aria-live="polite" aria-atomic="true">
        {status}
      </div>
    </div>
  );
}

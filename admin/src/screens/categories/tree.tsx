/**
 * The category tree, following the WAI-ARIA tree pattern: one tab stop (the focused item), Up/Down move between
 * visible items, Right expands (or goes to the first child), Left collapses (or goes to the parent), Home/End, and
 * typing a name's first letters goes to it; Enter or Space opens the item. Moving: Alt+Up/Down reorders among
 * the siblings, Alt+Right makes the item the last child of the one above it, Alt+Left puts it after its parent.
 * With the mouse, an item dragged onto the top or bottom edge of another goes before or after it, onto its
 * middle inside it (last). Each move is `categoryMove(id, parentId, position)`, answered in a live region.
 */
import { useEffect, useRef, useState } from "preact/hooks";

export interface TreeNode {
  id: number;
  parentId?: number | null;
  name: string;
  level: number;
  position: number;
  isActive: boolean;
  productCount: number;
}

/** a move asked for: below parentId at position (0-based among the new siblings; null: last) */
export interface MoveRequest {
  id: number;
  parentId: number;
  position: number | null;
  /** read out once it is done, e.g. "Tools moved below Hardware, position 2" */
  describe: string;
}

type Zone = "before" | "inside" | "after";

export function childrenOf(nodes: readonly TreeNode[]): Map<number | null, TreeNode[]> {
  const out = new Map<number | null, TreeNode[]>();
  for (const n of nodes) {
    const k = n.parentId ?? null;
    out.set(k, [...(out.get(k) ?? []), n]);
  }
  for (const list of out.values()) list.sort((a, b) => a.position - b.position || a.id - b.id);
  return out;
}

export function CategoryTree(p: {
  nodes: readonly TreeNode[];
  selected: number | null;
  onSelect: (id: number) => void;
  onMove: (m: MoveRequest) => void;
  busy: boolean;
}) {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const kids = childrenOf(p.nodes);
  // the catalogue root and the store roots start open
  const [expanded, setExpanded] = useState<Set<number>>(() => new Set(p.nodes.filter((n) => n.level <= 1).map((n) => n.id)));
  const [focused, setFocused] = useState<number | null>(p.selected ?? kids.get(null)?.[0]?.id ?? null);
  const [drop, setDrop] = useState<{ id: number; zone: Zone } | null>(null);
  const dragged = useRef<number | null>(null);
  const typed = useRef({ text: "", at: 0 });
  const treeRef = useRef<HTMLUListElement>(null);
  const hasFocus = useRef(false);
  /** a keyboard move is under way: its item keeps the focus until the next key or a click elsewhere */
  const keyboardMove = useRef(false);

  // the selected item's ancestors open, so that it shows
  useEffect(() => {
    if (p.selected == null) return;
    const open = new Set(expanded);
    let n = byId.get(p.selected);
    let changed = false;
    while (n?.parentId != null) {
      if (!open.has(n.parentId)) {
        open.add(n.parentId);
        changed = true;
      }
      n = byId.get(n.parentId);
    }
    if (changed) setExpanded(open);
    setFocused(p.selected);
  }, [p.selected, p.nodes]);

  // the focused item takes the focus when the tree has it (after a key, a refetch), and after a keyboard move
  // (its item is made anew in its new place, once the tree is read again)
  useEffect(() => {
    if ((!hasFocus.current && !keyboardMove.current) || focused == null) return;
    treeRef.current?.querySelector<HTMLElement>(`[data-id="${focused}"]`)?.focus();
  }, [focused, p.nodes, expanded]);

  const visible: TreeNode[] = [];
  const walk = (parent: number | null) => {
    for (const n of kids.get(parent) ?? []) {
      visible.push(n);
      if (expanded.has(n.id)) walk(n.id);
    }
  };
  walk(null);

  const siblingsOf = (n: TreeNode) => kids.get(n.parentId ?? null) ?? [];
  const toggle = (id: number, open: boolean) => {
    const next = new Set(expanded);
    if (open) next.add(id);
    else next.delete(id);
    setExpanded(next);
  };
  const moveBy = (n: TreeNode, key: string) => {
    const sibs = siblingsOf(n);
    const i = sibs.findIndex((s) => s.id === n.id);
    const parent = n.parentId != null ? byId.get(n.parentId) : undefined;
    if (!parent) return;
    if (key === "ArrowUp" && i > 0)
      p.onMove({ id: n.id, parentId: parent.id, position: i - 1, describe: `${n.name} moved up, position ${i} of ${sibs.length}` });
    if (key === "ArrowDown" && i < sibs.length - 1)
      p.onMove({ id: n.id, parentId: parent.id, position: i + 1, describe: `${n.name} moved down, position ${i + 2} of ${sibs.length}` });
    if (key === "ArrowRight" && i > 0) {
      const above = sibs[i - 1]!;
      toggle(above.id, true);
      p.onMove({ id: n.id, parentId: above.id, position: null, describe: `${n.name} moved into ${above.name}` });
    }
    if (key === "ArrowLeft" && parent.parentId != null) {
      const grand = byId.get(parent.parentId);
      if (!grand || grand.level === 0) return;
      const at = siblingsOf(parent).findIndex((s) => s.id === parent.id);
      p.onMove({ id: n.id, parentId: grand.id, position: at + 1, describe: `${n.name} moved out of ${parent.name}, into ${grand.name}` });
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const n = focused != null ? byId.get(focused) : undefined;
    if (!n) return;
    const i = visible.findIndex((v) => v.id === n.id);
    const go = (to: TreeNode | undefined) => to && setFocused(to.id);
    keyboardMove.current = false;
    if (e.altKey && ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"].includes(e.key)) {
      e.preventDefault();
      if (p.busy) return;
      keyboardMove.current = true;
      moveBy(n, e.key);
      return;
    }
    const hasKids = (kids.get(n.id)?.length ?? 0) > 0;
    switch (e.key) {
      case "ArrowDown":
        go(visible[i + 1]);
        break;
      case "ArrowUp":
        go(visible[i - 1]);
        break;
      case "ArrowRight":
        if (hasKids && !expanded.has(n.id)) toggle(n.id, true);
        else if (hasKids) go(kids.get(n.id)![0]);
        break;
      case "ArrowLeft":
        if (hasKids && expanded.has(n.id)) toggle(n.id, false);
        else go(n.parentId != null ? byId.get(n.parentId) : undefined);
        break;
      case "Home":
        go(visible[0]);
        break;
      case "End":
        go(visible[visible.length - 1]);
        break;
      case "Enter":
      case " ":
        p.onSelect(n.id);
        break;
      default: {
        if (e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey) return;
        // type-ahead: the next visible item whose name starts with what was typed (within half a second)
        const now = Date.now();
        typed.current = { text: (now - typed.current.at < 500 ? typed.current.text : "") + e.key.toLowerCase(), at: now };
        const order = [...visible.slice(i + (typed.current.text.length > 1 ? 0 : 1)), ...visible.slice(0, i + 1)];
        go(order.find((v) => v.name.toLowerCase().startsWith(typed.current.text)));
      }
    }
    e.preventDefault();
  };

  const zoneOf = (e: DragEvent): Zone => {
    const r = (e.currentTarget as HTMLElement).getBoundingClientRect();
    const y = (e.clientY - r.top) / Math.max(1, r.height);
    return y < 0.25 ? "before" : y > 0.75 ? "after" : "inside";
  };
  const onDrop = (target: TreeNode, zone: Zone) => {
    const id = dragged.current;
    dragged.current = null;
    setDrop(null);
    const n = id != null ? byId.get(id) : undefined;
    if (!n || n.id === target.id || p.busy) return;
    if (zone === "inside") {
      toggle(target.id, true);
      p.onMove({ id: n.id, parentId: target.id, position: null, describe: `${n.name} moved into ${target.name}` });
      return;
    }
    if (target.parentId == null) return;
    const sibs = siblingsOf(target).filter((s) => s.id !== n.id);
    const at = sibs.findIndex((s) => s.id === target.id) + (zone === "after" ? 1 : 0);
    const parent = byId.get(target.parentId);
    p.onMove({ id: n.id, parentId: target.parentId, position: at, describe: `${n.name} moved into ${parent?.name ?? "its parent"}, position ${at + 1}` });
  };

  const item = (n: TreeNode, setSize: number, posInSet: number) => {
    const children = kids.get(n.id) ?? [];
    const open = expanded.has(n.id);
    const zone = drop?.id === n.id ? drop.zone : null;
    return (
      <li
        key={n.id}
        role="treeitem"
        data-id={n.id}
        aria-level={n.level + 1}
        aria-setsize={setSize}
        aria-posinset={posInSet}
        aria-expanded={children.length ? open : undefined}
        aria-selected={p.selected === n.id}
        tabIndex={focused === n.id ? 0 : -1}
        onFocus={(e) => {
          if (e.target === e.currentTarget) setFocused(n.id);
        }}
      >
        {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the mouse's way to open and drag an item; the tree's own keydown (on its role="tree") gives the keyboard every one of these */}
        <div
          class={`node${zone ? ` drop-${zone}` : ""}${n.isActive ? "" : " disabled"}`}
          draggable={!p.busy && n.level > 1}
          onDragStart={(e) => {
            dragged.current = n.id;
            e.dataTransfer?.setData("text/plain", String(n.id));
            if (e.dataTransfer) e.dataTransfer.effectAllowed = "move";
          }}
          onDragOver={(e) => {
            if (dragged.current == null || dragged.current === n.id) return;
            e.preventDefault();
            const z = zoneOf(e);
            if (drop?.id !== n.id || drop.zone !== z) setDrop({ id: n.id, zone: z });
          }}
          onDragLeave={() => setDrop((d) => (d?.id === n.id ? null : d))}
          onDrop={(e) => {
            e.preventDefault();
            onDrop(n, zoneOf(e));
          }}
          onDragEnd={() => {
            dragged.current = null;
            setDrop(null);
          }}
          onClick={() => {
            setFocused(n.id);
            p.onSelect(n.id);
          }}
        >
          {children.length ? (
            <span
              class="twisty"
              aria-hidden="true"
              onClick={(e) => {
                e.stopPropagation();
                toggle(n.id, !open);
              }}
            >
              {open ? "▾" : "▸"}
            </span>
          ) : (
            <span class="twisty" aria-hidden="true" />
          )}
          <span class="name">{n.name}</span>
          {!n.isActive && <span class="muted"> (disabled)</span>}
          <span class="muted count"> {n.productCount}</span>
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA tree pattern: a treeitem's children are a role="group" list (a fieldset is a form's) */}
        {children.length > 0 && open && <ul role="group">{children.map((c, i) => item(c, children.length, i + 1))}</ul>}
      </li>
    );
  };

  const roots = kids.get(null) ?? [];
  return (
    <ul
      ref={treeRef}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA tree pattern is a list of treeitems with role="tree"
      role="tree"
      aria-label="Categories"
      aria-describedby="category-tree-keys"
      class="category-tree"
      onKeyDown={onKeyDown}
      onFocusCapture={() => {
        hasFocus.current = true;
      }}
      onBlurCapture={(e) => {
        hasFocus.current = treeRef.current?.contains(e.relatedTarget as Node | null) ?? false;
        // the focus went elsewhere (not lost with a moved item, which has no relatedTarget)
        if (e.relatedTarget) keyboardMove.current = false;
      }}
    >
      {roots.map((n, i) => item(n, roots.length, i + 1))}
    </ul>
  );
}

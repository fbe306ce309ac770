/**
 * Basic mode's activation matrix as a group × action grid. Basic mode has ONE action set (hidePrice,
 * blockPurchase) for everyone the gate fires for, and fires when (by-group is on and the group is listed) OR
 * (by-category is on and the product is in a listed category), for everyone when both switches are off. So a
 * cell is "all products", "gated categories only" or "off", and turning one cell changes settings that other
 * cells share: `toggle` answers the smallest change and every other cell it moves, for the screen to confirm.
 */
export const ACTIONS = [
  { key: "hidePrice", label: "Hide price" },
  { key: "blockPurchase", label: "Block purchase" },
] as const;
export type ActionKey = (typeof ACTIONS)[number]["key"];

export interface Settings {
  hidePrice: boolean;
  blockPurchase: boolean;
  byCustomerGroup: boolean;
  customerGroups: number[];
  byCategory: boolean;
  categoryIds: number[];
}

export type CellState = "all" | "categories" | "off";

export function cell(s: Settings, group: number, action: ActionKey): CellState {
  if (!s[action]) return "off";
  if (!s.byCustomerGroup && !s.byCategory) return "all";
  if (s.byCustomerGroup && s.customerGroups.includes(group)) return "all";
  return s.byCategory && s.categoryIds.length > 0 ? "categories" : "off";
}

export interface CellChange {
  group: number;
  action: ActionKey;
  from: CellState;
  to: CellState;
}

export function diff(a: Settings, b: Settings, groups: readonly number[]): CellChange[] {
  const out: CellChange[] = [];
  for (const group of groups)
    for (const { key } of ACTIONS) {
      const from = cell(a, group, key);
      const to = cell(b, group, key);
      if (from !== to) out.push({ group, action: key, from, to });
    }
  return out;
}

export interface Toggle {
  next: Settings;
  /** cells other than the clicked one that change too */
  alsoChanges: CellChange[];
}

/** the settings after clicking a cell: a cell on for all products goes off, any other goes on for all products */
export function toggle(s: Settings, group: number, action: ActionKey, groups: readonly number[]): Toggle {
  const on = cell(s, group, action) === "all";
  const candidates: Settings[] = [];
  if (!on) {
    candidates.push(
      !s.byCustomerGroup && !s.byCategory
        ? { ...s, [action]: true }
        : // a list kept while by-group was off is not revived: the group alone
          {
            ...s,
            [action]: true,
            byCustomerGroup: true,
            customerGroups: [...new Set([...(s.byCustomerGroup ? s.customerGroups : []), group])].sort((x, y) => x - y),
          },
    );
  } else {
    // either this group leaves the list (its other actions go too) or the action goes off (for every group)
    const listed = s.byCustomerGroup ? s.customerGroups : groups;
    candidates.push({ ...s, byCustomerGroup: true, customerGroups: listed.filter((g) => g !== group) });
    candidates.push({ ...s, [action]: false });
  }
  const scored = candidates.map((next) => ({ next, alsoChanges: diff(s, next, groups).filter((c) => !(c.group === group && c.action === action)) }));
  scored.sort((a, b) => a.alsoChanges.length - b.alsoChanges.length);
  return scored[0]!;
}

/** the b2b_access/* values that differ between two settings, as configValueSet writes them */
export function changedValues(a: Settings, b: Settings): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of ["hidePrice", "blockPurchase", "byCustomerGroup", "byCategory"] as const) if (a[k] !== b[k]) out[k] = b[k] ? "1" : "0";
  if (a.customerGroups.join(",") !== b.customerGroups.join(",")) out.customerGroups = b.customerGroups.join(",");
  if (a.categoryIds.join(",") !== b.categoryIds.join(",")) out.categoryIds = b.categoryIds.join(",");
  return out;
}

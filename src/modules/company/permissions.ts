/**
 * The company permission tree: stable codes, grouped for display (the storefront's role editor draws it as a tree
 * of checkboxes). A role holds a set of codes; the company admin holds every code implicitly. Modules that build on
 * companies add their own group (`definePermissionGroup`, at start-up), e.g. `lists.manage`, `purchase_orders.approve`.
 */
export interface PermissionNode {
  code: string;
  label: string;
  children?: PermissionNode[];
}

/** the groups modules defined, as written: the same one defined again is not twice */
const defined = new Set<string>();

const tree: PermissionNode[] = [
  {
    code: "company",
    label: "Company",
    children: [
      { code: "company.profile.edit", label: "Edit the company profile" },
      {
        code: "company.members",
        label: "Users",
        children: [
          { code: "company.members.view", label: "View users" },
          { code: "company.members.manage", label: "Invite, edit and deactivate users" },
        ],
      },
      { code: "company.roles.manage", label: "Manage roles and permissions" },
      {
        code: "company.addresses",
        label: "Addresses",
        children: [
          { code: "company.addresses.use", label: "Ship and bill to company addresses" },
          { code: "company.addresses.manage", label: "Manage company addresses" },
        ],
      },
    ],
  },
  {
    code: "orders",
    label: "Orders",
    children: [
      { code: "orders.place", label: "Place orders" },
      { code: "orders.view.subordinates", label: "View the orders of the users who report to them" },
      { code: "orders.view.company", label: "View all the company's orders" },
    ],
  },
];

/** the tree as it stands (core groups and every group a module added) */
export function permissionTree(): readonly PermissionNode[] {
  return tree;
}

/**
 * A module's own permission group (its codes must be new). Defining the same group again is a no-op: every app
 * made in one process (tests, a second instance in-process) defines it at its start-up.
 */
export function definePermissionGroup(group: PermissionNode): void {
  const known = allPermissionCodes();
  if (leaves([group]).every((c) => known.has(c)) && defined.has(JSON.stringify(group))) return;
  defined.add(JSON.stringify(group));
  for (const code of leaves([group])) if (known.has(code)) throw new Error(`permission code "${code}" is defined twice`);
  const same = tree.find((g) => g.code === group.code);
  if (same) same.children = [...(same.children ?? []), ...(group.children ?? [])];
  else tree.push(group);
}

function leaves(nodes: readonly PermissionNode[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? leaves(n.children) : [n.code]));
}

/** every assignable code (the leaves of the tree) */
export function allPermissionCodes(): Set<string> {
  return new Set(leaves(tree));
}

/** a role's stored codes, parsed; codes no longer in the tree are dropped */
export function parsePermissions(stored: string): string[] {
  const all = allPermissionCodes();
  return stored
    .split(",")
    .map((s) => s.trim())
    .filter((c) => all.has(c));
}

export const serializePermissions = (codes: Iterable<string>) => [...new Set(codes)].sort().join(",");

/**
 * The company permission tree: stable codes, grouped for display (the storefront's role editor draws it as a tree
 * of checkboxes). A role holds a set of codes; the company admin holds every code implicitly. Modules that build on
 * companies add their own group (`definePermissionGroup` of the company service, at start-up), e.g. `lists.manage`,
 * `purchase_orders.approve`. Each app has its own tree (made with its company service): two apps in one process
 * with different modules show different trees.
 */
import type { App } from "../../core/kernel.ts";

export interface PermissionNode {
  code: string;
  label: string;
  children?: PermissionNode[];
}

const CORE_GROUPS: readonly PermissionNode[] = [
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

function leaves(nodes: readonly PermissionNode[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? leaves(n.children) : [n.code]));
}

/** one app's tree: the core groups and the groups its modules defined */
export class PermissionTree {
  private readonly groups: PermissionNode[] = structuredClone(CORE_GROUPS) as PermissionNode[];
  private codes = new Set(leaves(this.groups));

  /** the tree as it stands (core groups and every group a module of this app added) */
  nodes(): readonly PermissionNode[] {
    return this.groups;
  }

  /** a module's own permission group: its codes must be new to this tree */
  define(group: PermissionNode): void {
    const added = leaves([group]);
    for (const code of added) if (this.codes.has(code)) throw new Error(`permission code "${code}" is defined twice`);
    const copy = structuredClone(group);
    const same = this.groups.find((g) => g.code === copy.code);
    if (same) same.children = [...(same.children ?? []), ...(copy.children ?? [])];
    else this.groups.push(copy);
    this.codes = new Set(leaves(this.groups));
  }

  /** every assignable code (the leaves of the tree) */
  allCodes(): Set<string> {
    return new Set(this.codes);
  }

  /** a role's stored codes, parsed; codes no longer in the tree are dropped */
  parse(stored: string): string[] {
    return stored
      .split(",")
      .map((s) => s.trim())
      .filter((c) => this.codes.has(c));
  }
}

/** the permission tree of the app that `holder` (a request context or an installed module) belongs to */
export function permissionsOf(holder: { app: App }): PermissionTree {
  const company = holder.app.modules.service("company");
  if (!company) throw new Error("the company module is not installed in this app");
  return company.permissions;
}

export const serializePermissions = (codes: Iterable<string>) => [...new Set(codes)].sort().join(",");

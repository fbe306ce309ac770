/**
 * The console's screens, in nav order: ONE line per screen. A screen is a folder `screens/<name>/` whose
 * index.tsx default-exports a component; it is loaded when first opened (its own chunk). `scope` hides the
 * screen from admins without it (the backend enforces scopes anyway; this only keeps the nav honest).
 * `path` may have a tail the screen reads itself (`/customers/42` opens the customers screen).
 */
import type { ComponentType } from "preact";

export interface ScreenDef {
  path: string;
  label: string;
  scope?: string;
  load: () => Promise<{ default: ComponentType }>;
}

// biome-ignore format: one line per screen, so screens added in parallel merge line by line
export const screens: ScreenDef[] = [
  { path: "/", label: "Dashboard", load: () => import("./screens/dashboard/index.tsx") },
  { path: "/customers", label: "Customers", scope: "customers", load: () => import("./screens/customers/index.tsx") },
  { path: "/orders", label: "Orders", scope: "sales", load: () => import("./screens/orders/index.tsx") },
  { path: "/products", label: "Products", scope: "catalog", load: () => import("./screens/products/index.tsx") },
  { path: "/categories", label: "Categories", scope: "catalog", load: () => import("./screens/categories/index.tsx") },
  { path: "/companies", label: "Companies", scope: "companies", load: () => import("./screens/companies/index.tsx") },
  { path: "/price-lists", label: "Price lists", scope: "pricing", load: () => import("./screens/pricing/index.tsx") },
  { path: "/trade-applications", label: "Trade applications", scope: "customers", load: () => import("./screens/trade-applications/index.tsx") },
  { path: "/access-rules", label: "Access rules", scope: "catalog", load: () => import("./screens/access-rules/index.tsx") },
  { path: "/forms", label: "Forms", scope: "content", load: () => import("./screens/forms/index.tsx") },
  { path: "/content", label: "Content", scope: "content", load: () => import("./screens/content/index.tsx") },
  { path: "/settings", label: "Settings", scope: "config", load: () => import("./screens/settings/index.tsx") },
  { path: "/mail-templates", label: "Mail templates", scope: "config", load: () => import("./screens/mail-templates/index.tsx") },
  { path: "/mail-outbox", label: "Mail outbox", scope: "config", load: () => import("./screens/mail-outbox/index.tsx") },
  { path: "/audit-log", label: "Audit log", scope: "audit", load: () => import("./screens/audit-log/index.tsx") },
  { path: "/storefront", label: "Storefront", scope: "catalog", load: () => import("./screens/storefront/index.tsx") },
  { path: "/catalog-import", label: "Import / export", scope: "catalog", load: () => import("./screens/catalog-import/index.tsx") },
];

/** the screen for a console path: the longest registered prefix */
export function screenFor(path: string): ScreenDef | undefined {
  let best: ScreenDef | undefined;
  for (const s of screens) {
    const match = s.path === "/" ? path === "/" : path === s.path || path.startsWith(`${s.path}/`);
    if (match && (!best || s.path.length > best.path.length)) best = s;
  }
  return best;
}

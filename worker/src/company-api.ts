/**
 * The backend's company self-service (`/api/rest/v2/b2b/company`, the customer's token) as the worker's pages read
 * it. The backend decides every permission; the pages only leave out the links and forms a member cannot use.
 */
import { call } from "./cart-pages.ts";
import type { PageInput } from "./pages.ts";

export const COMPANY_API = "/api/rest/v2/b2b/company";
/** the member's company pages start here */
export const COMPANY_PATH = "/account/company";

export interface CompanyMember {
  id: number;
  customerId: number;
  email: string;
  firstName: string;
  lastName: string;
  role: { id: number; name: string } | null;
  managerId: number | null;
  jobTitle?: string | null;
  status: string;
  isAdmin: boolean;
}

export interface CompanyRole {
  id: number;
  name: string;
  permissions: string[];
  memberCount?: number;
}

export interface CompanyAddress {
  id: number;
  label: string;
  firstName: string;
  lastName: string;
  company?: string;
  street: string[];
  city: string;
  region?: string;
  regionId?: number | null;
  postcode: string;
  countryId: string;
  telephone?: string;
  isDefaultBilling?: boolean;
  isDefaultShipping?: boolean;
}

export interface MyCompany {
  id: number;
  name: string;
  legalName?: string | null;
  email?: string | null;
  phone?: string | null;
  vatId?: string | null;
  resellerId?: string | null;
  status: string;
  statusReason?: string | null;
  admin?: { id: number; customerId: number; email: string; firstName: string; lastName: string } | null;
  members?: CompanyMember[];
  roles?: CompanyRole[];
  addresses?: CompanyAddress[];
  salesRep?: { name: string; email: string } | null;
  permissions?: string[];
  isAdmin?: boolean;
}

export interface PermissionNode {
  code: string;
  label: string;
  children?: PermissionNode[];
}

export interface CompanyOrder {
  incrementId: string;
  createdAt?: string;
  status: string;
  grandTotal?: number | string | null;
  currency?: string;
  poNumber?: string | null;
  invoiceEmail?: string | null;
  placedBy?: { customerId: number; email: string; firstName: string; lastName: string } | null;
}

/** a list answer: a bare array, or a page of it (`items`, or `member` as the Maho-style routes say) */
export function listOf<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  const d = (data ?? {}) as { items?: unknown; member?: unknown };
  return (Array.isArray(d.items) ? d.items : Array.isArray(d.member) ? d.member : []) as T[];
}

/** the caller's company: `company` null with status 404 when the caller belongs to none */
export async function loadCompany(i: PageInput): Promise<{ status: number; company: MyCompany | null; data: unknown }> {
  if (!i.token) return { status: 401, company: null, data: null };
  const r = await call(i, "GET", COMPANY_API);
  return { status: r.status, company: r.status === 200 ? (r.data as MyCompany) : null, data: r.data };
}

/** whether the caller holds a permission (the company admin holds them all) */
export const holds = (c: MyCompany | null, ...codes: string[]) => !!c && (!!c.isAdmin || codes.some((code) => (c.permissions ?? []).includes(code)));

/** the company pages this member may open, in menu order */
export function companySections(c: MyCompany | null): [string, string][] {
  if (!c) return [];
  const out: [string, string][] = [["/account/company", "Profile"]];
  if (holds(c, "company.addresses.use", "company.addresses.manage")) out.push(["/account/company/addresses", "Addresses"]);
  if (holds(c, "company.members.view", "company.members.manage")) out.push(["/account/company/users", "Users"]);
  if (holds(c, "company.roles.manage")) out.push(["/account/company/roles", "Roles"]);
  if (holds(c, "orders.view.subordinates", "orders.view.company")) out.push(["/account/company/orders", "Company orders"]);
  return out;
}

export const fullName = (p: { firstName?: string | null; lastName?: string | null; email?: string | null }) =>
  [p.firstName, p.lastName].filter(Boolean).join(" ") || p.email || "";

/**
 * The buyer tools' backend routes (issue 32) as the worker's pages read them: quick order
 * (`/api/rest/v2/b2b/quick-order/*`) and requisition lists (`/api/rest/v2/b2b/requisition-lists*`), always with the
 * visitor's own token (a guest's quick order goes out anonymous). Prices are the caller's, read live, never kept.
 */
import type { Context } from "hono";
import type { AppEnv } from "./env.ts";
import { call, cartIdOf } from "./cart-pages.ts";
import type { PageInput } from "./pages.ts";

export const QUICK_ORDER_API = "/api/rest/v2/b2b/quick-order";
export const LISTS_API = "/api/rest/v2/b2b/requisition-lists";
export const QUICK_ORDER_PATH = "/quick-order";
export const LISTS_PATH = "/account/lists";
/** a list's or an item's id as the pages take it in their paths and forms */
export const LIST_ID = /^\d{1,12}$/;

export type LineStatus = "ok" | "not_found" | "price_hidden" | "purchase_blocked" | "out_of_stock" | "quantity_rule" | "needs_options";

export interface LineRule {
  minQty: number | null;
  maxQty: number | null;
  qtyIncrement: number | null;
}

/** one resolved line (the quick order's, and a list item's status part) */
export interface LineResult {
  sku: string;
  qty: number;
  status: LineStatus;
  message?: string | null;
  product?: { id: number; sku?: string; name: string; price: number | null; imageUrl?: string | null; urlKey?: string; inStock?: boolean } | null;
  rule?: LineRule | null;
  available?: number | null;
  variants?: { sku: string; name: string; price: number | null; inStock: boolean }[] | null;
  cta?: { label: string; href: string } | null;
  inputLines?: number[];
  /** add: whether (and how many) went into the cart, else why not */
  added?: boolean;
  addedQty?: number;
  reason?: { code: string; message: string } | null;
}

export interface ResolveAnswer {
  lines: LineResult[];
  summary?: Record<string, number>;
  canAddToCart?: boolean;
}

export interface AddAnswer extends ResolveAnswer {
  cart?: { maskedId?: string | null; itemsCount?: number; itemsQty?: number; grandTotal?: number } | null;
  maskedId?: string | null;
}

export interface ListItem extends LineResult {
  id: number;
  options?: Record<string, unknown> | null;
  price?: number | null;
  rowTotal?: number | null;
}

export interface RequisitionList {
  id: number;
  name: string;
  description?: string | null;
  shared: boolean;
  owner?: { id: number; name: string; isMe: boolean } | null;
  canEdit?: boolean;
  itemsCount?: number;
  updatedAt?: string;
  items?: ListItem[];
}

/** a refusal as the backend words it (REST problem details; the modules' own `message`) */
export interface BackendProblem {
  status?: number;
  code?: string;
  detail?: string;
  message?: string;
  limit?: number;
  errors?: { field?: string; code?: string; message?: string }[];
}

export type Answer<T> = { status: number; data: T };

/** the visitor's cart (cookie) named to the backend, so a guest's lines land in the cart the pages show */
export const cartHeader = (c: Context<AppEnv>): Record<string, string> => {
  const id = cartIdOf(c);
  return id ? { "x-cart-id": id } : {};
};

export type LinesInput = { lines: { sku: string; qty: number }[] } | { csv: string };

export const resolveLines = (i: PageInput, body: LinesInput) =>
  call(i, "POST", `${QUICK_ORDER_API}/resolve`, body) as Promise<Answer<ResolveAnswer & BackendProblem>>;

export const addLines = (c: Context<AppEnv>, i: PageInput, body: LinesInput) =>
  call(i, "POST", `${QUICK_ORDER_API}/add`, body, cartHeader(c)) as Promise<Answer<AddAnswer & BackendProblem>>;

/** the caller's own lists and the shared ones they may see */
export async function myLists(i: PageInput): Promise<Answer<RequisitionList[]>> {
  const r = await call(i, "GET", LISTS_API);
  const d = r.data as unknown;
  const list = Array.isArray(d) ? d : ((d as { items?: unknown; member?: unknown } | null)?.items ?? (d as { member?: unknown } | null)?.member);
  return { status: r.status, data: (Array.isArray(list) ? list : []) as RequisitionList[] };
}

export const oneList = (i: PageInput, id: string) => call(i, "GET", `${LISTS_API}/${id}`) as Promise<Answer<RequisitionList & BackendProblem>>;

/** the backend's words for a refusal: its first field error, else its message or detail, else the fallback */
export function problemText(p: BackendProblem | null | undefined, fallback: string): string {
  return p?.errors?.find((e) => e.message)?.message ?? p?.message ?? p?.detail ?? fallback;
}

/** what a line's status says, in the buyer's words */
export const STATUS_LABEL: Record<LineStatus, string> = {
  ok: "Ready",
  not_found: "Not found",
  price_hidden: "Price on request",
  purchase_blocked: "Cannot be ordered",
  out_of_stock: "Out of stock",
  quantity_rule: "Quantity rule",
  needs_options: "Choose options",
};

/** "Sold in multiples of 6, at least 6, at most 60" from a line's rule */
export function ruleWords(rule: LineRule | null | undefined): string {
  if (!rule) return "";
  const parts: string[] = [];
  if (rule.qtyIncrement && rule.qtyIncrement > 1) parts.push(`sold in multiples of ${rule.qtyIncrement}`);
  if (rule.minQty && rule.minQty > 1) parts.push(`at least ${rule.minQty}`);
  if (rule.maxQty) parts.push(`at most ${rule.maxQty}`);
  const s = parts.join(", ");
  return s ? s[0]!.toUpperCase() + s.slice(1) : "";
}

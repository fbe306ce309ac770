/**
 * What the acceptance tests of the buyer tools (issue 32) share: the server with every B2B module the tools meet
 * (company, pricing, access gate, quick order, requisition lists), callers made through the public and admin APIs
 * (registration, the company's roles and invitations, the merchant's companyCreate), the catalogue's fixtures made
 * through the admin API (gate rules, a disabled product, a short stock, a required option, a quantity rule), and a
 * model of each line's status built from what the caller's own product endpoint shows. Prisma is only read.
 */
import { expect } from "vitest";
import access from "../../../src/modules/access-gate/index.ts";
import company from "../../../src/modules/company/index.ts";
import pricing from "../../../src/modules/pricing/index.ts";
import quickorder from "../../../src/modules/quickorder/index.ts";
import requisition from "../../../src/modules/requisition/index.ts";
import { TEST_CUSTOMER_PASSWORD } from "../../helpers/db-template.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { createRule } from "../access/helpers.ts";
import { adminGql, assign, createList, lit, setItems } from "../pricing/accept-helpers.ts";

export const V2 = "/api/rest/v2";
export const QO = `${V2}/b2b/quick-order`;
export const RL = `${V2}/b2b/requisition-lists`;
export type Json = Record<string, any>;

export const STATUSES = ["ok", "not_found", "price_hidden", "purchase_blocked", "out_of_stock", "quantity_rule", "needs_options"] as const;
export type Status = (typeof STATUSES)[number];

const PROBLEM = "... on Problem { code message errors { field code message } }";

export function startBuyerToolsServer(): Promise<TestServer> {
  return startTestServer({ modules: [company as never, pricing as never, access as never, quickorder as never, requisition as never] });
}

export interface Caller {
  name: string;
  token?: string;
  /** the quantity rules the caller's price lists set, by SKU */
  rules: Record<string, { minQty: number | null; qtyIncrement: number | null }>;
  company: boolean;
}

/** a REST call as `token` (none: a guest); the harness gives each call its own client address */
export function call(s: TestServer, method: string, path: string, token?: string, json?: unknown, headers: Record<string, string> = {}) {
  return s.json(path, { method, token, json, headers });
}

export const login = (s: TestServer, email: string, password = TEST_CUSTOMER_PASSWORD) => s.customerToken(email, password);

/** a registration through the storefront's API (customer approval is not installed: the account is active) */
export async function register(s: TestServer, email: string): Promise<{ id: number; token: string }> {
  const r = await call(s, "POST", `${V2}/customers`, undefined, { email, password: TEST_CUSTOMER_PASSWORD, firstName: "Acc", lastName: "Buyer" });
  expect(r.status, `register ${email}: ${JSON.stringify(r.body)}`).toBe(201);
  return { id: r.body.id as number, token: await login(s, email) };
}

/** a role of the caller's company (its admin's token), with these permission codes */
export async function createRole(s: TestServer, adminToken: string, name: string, permissions: string[]): Promise<number> {
  const r = await call(s, "POST", `${V2}/b2b/company/roles`, adminToken, { name, permissions });
  expect(r.status, `role ${name}: ${JSON.stringify(r.body)}`).toBeLessThan(300);
  return r.body.id as number;
}

/** a new member of the admin's company in `roleId`: invited by email, the invitation accepted with a password; its token */
export async function inviteMember(s: TestServer, adminToken: string, email: string, roleId: number): Promise<string> {
  const r = await call(s, "POST", `${V2}/b2b/company/members`, adminToken, { email, firstName: "Acc", lastName: "Member", roleId });
  expect(r.status, `invite ${email}: ${JSON.stringify(r.body)}`).toBe(201);
  const mail = await s.app.db.mailOutbox.findFirstOrThrow({ where: { toAddress: email.toLowerCase() }, orderBy: { id: "desc" } });
  const link = /[?&]token=([A-Za-z0-9_%-]+)/.exec(mail.textBody);
  expect(link, mail.textBody).not.toBeNull();
  const password = "acc-member-secret-1";
  const ok = await call(s, "POST", `${V2}/b2b/company/invitations/accept`, undefined, { token: decodeURIComponent(link![1]!), password });
  expect(ok.status, `accept ${email}: ${JSON.stringify(ok.body)}`).toBe(200);
  return login(s, email, password);
}

/** an active company made by the merchant (companyCreate) around a newly registered admin; its id and the admin's token */
export async function newCompany(s: TestServer, name: string, customerGroupId = 2): Promise<{ id: number; token: string }> {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}@accept.example`;
  const admin = await register(s, email);
  const q = `mutation { companyCreate(input: ${lit({ name, customerGroupId, storeId: 1, status: "active", admin: { customerId: admin.id } })}) { __typename ... on Company { id } ${PROBLEM} } }`;
  const c = (await adminGql(s, q)).companyCreate;
  expect(c.__typename, JSON.stringify(c)).toBe("Company");
  return { id: c.id as number, token: await login(s, email) };
}

/** productUpdate through the admin API; a Problem fails the test */
export async function updateProduct(s: TestServer, id: number, input: Record<string, unknown>) {
  const d = await adminGql(
    s,
    `mutation($id: Int!, $i: ProductInput!) { productUpdate(id: $id, input: $i) { __typename ... on ProductUpdateSuccess { data { id } } ${PROBLEM} } }`,
    { id, i: input },
  );
  expect(d.productUpdate.__typename, JSON.stringify(d.productUpdate)).toBe("ProductUpdateSuccess");
}

/** the SQL statements `fn` runs */
export async function statementsOf<T>(s: TestServer, fn: () => Promise<T>): Promise<{ n: number; value: T }> {
  const before = s.app.dbHandle.stats.statements;
  const value = await fn();
  return { n: s.app.dbHandle.stats.statements - before, value };
}

export const median = (xs: number[]) => {
  const a = [...xs].sort((x, y) => x - y);
  const m = a.length >> 1;
  return a.length % 2 ? a[m]! : (a[m - 1]! + a[m]!) / 2;
};

export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (x: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!, i);
      }
    }),
  );
  return out;
}

/** the key quick order merges lines by: spaces removed, ASCII letters lower-cased */
export const keyOf = (sku: string) => sku.replace(/\s+/g, "").replace(/[A-Z]+/g, (c) => c.toLowerCase());

export interface Fixture {
  /** plain simple and virtual products: enabled, visible, stocked (20+), no required option, outside the demo's gate rules */
  plain: { id: number; sku: string; stockQty: number }[];
  /** hidden from every group by a gate rule (hideListing) */
  hidden: { id: number; sku: string }[];
  /** price hidden from every group by a gate rule (hidePrice only) */
  priceHidden: { id: number; sku: string }[];
  /** purchase blocked for every group by a gate rule (blockPurchase only) */
  blocked: { id: number; sku: string }[];
  /** disabled through productUpdate, and one the demo has disabled */
  disabled: { id: number; sku: string }[];
  /** stock 3 (productUpdate) */
  short: { id: number; sku: string; stockQty: number };
  /** a required custom option added (productUpdate) */
  withOption: { id: number; sku: string };
  /** minimum 4 in twos for guests and General (a price list through the admin API) */
  ruled: { id: number; sku: string };
  /** the demo's trade (WH-) simples: price hidden and purchase blocked for guests and General */
  trade: { id: number; sku: string; stockQty: number }[];
  /** NORTHWIND's quantity rule: minimum 6 in sixes */
  northwindRuled: { id: number; sku: string; stockQty: number };
  composites: { id: number; sku: string; type: string }[];
  gateMessages: { priceHidden: string; blocked: string };
}

/** the gate's Power Tools rule (category 11 and below) hides these from guests: the plain products stay outside it */
const DEMO_GATED_CATEGORIES = [11, 12, 13];

/** the fixtures, made through the admin API; `hiddenCount` products hidden from everyone */
export async function makeFixture(s: TestServer, hiddenCount = 10): Promise<Fixture> {
  const db = s.app.db;
  const northwind = await db.priceListItem.findMany({ where: { priceList: { code: "NORTHWIND" } }, select: { sku: true, minQty: true } });
  const ruledByNorthwind = new Set(northwind.filter((i) => i.minQty !== null).map((i) => i.sku));
  const simples = await db.product.findMany({
    where: {
      type: { in: ["simple", "virtual"] },
      status: 1,
      visibility: 4,
      inStock: true,
      stockQty: { gte: 20 },
      customOptions: { none: { required: true } },
      categories: { none: { categoryId: { in: DEMO_GATED_CATEGORIES } } },
    },
    orderBy: { id: "asc" },
    select: { id: true, sku: true, stockQty: true },
  });
  const candidates = simples.filter((p) => !p.sku.startsWith("WH-") && !ruledByNorthwind.has(p.sku));
  const need = hiddenCount + 2 + 2 + 1 + 1 + 1 + 1 + 40;
  expect(candidates.length, "plain simple products in the demo").toBeGreaterThanOrEqual(need);
  let at = 0;
  const take = (n: number) => {
    at += n;
    return candidates.slice(at - n, at);
  };
  const hidden = take(hiddenCount);
  const priceHidden = take(2);
  const blocked = take(2);
  const [disabledOne] = take(1);
  const [short] = take(1);
  const [withOption] = take(1);
  const [ruled] = take(1);
  const plain = candidates.slice(at);
  const trade = simples.filter((p) => p.sku.startsWith("WH-") && !ruledByNorthwind.has(p.sku)).slice(0, 3);
  expect(trade.length).toBe(3);
  const northwindRuled = await db.product.findFirstOrThrow({ where: { sku: "SKU-000162" }, select: { id: true, sku: true, stockQty: true } });
  const demoDisabled = await db.product.findFirstOrThrow({ where: { status: 2, type: "simple" }, select: { id: true, sku: true }, orderBy: { id: "asc" } });
  const composites: Fixture["composites"] = [];
  for (const type of ["configurable", "grouped", "bundle", "giftcard"]) {
    const p = await db.product.findFirstOrThrow({
      where: { type, status: 1, visibility: 4, inStock: true, NOT: { sku: { startsWith: "WH-" } } },
      select: { id: true, sku: true, type: true },
      orderBy: { id: "asc" },
    });
    composites.push(p);
  }

  const gateMessages = { priceHidden: "Acceptance: ask us for this price", blocked: "Acceptance: this one is sold by quote only" };
  const skuList = (xs: { sku: string }[]) => `sku in [${xs.map((x) => JSON.stringify(x.sku)).join(", ")}]`;
  const everyone = [0, 1, 2, 3];
  await createRule(s, { name: "acc hidden", priority: 1, customerGroupIds: everyone, source: skuList(hidden), hideListing: true });
  await createRule(s, {
    name: "acc price hidden",
    priority: 2,
    customerGroupIds: everyone,
    source: skuList(priceHidden),
    hidePrice: true,
    message: gateMessages.priceHidden,
    ctaLabel: "Ask for a quote",
    ctaUrl: "/contact",
  });
  await createRule(s, {
    name: "acc blocked",
    priority: 3,
    customerGroupIds: everyone,
    source: skuList(blocked),
    blockPurchase: true,
    enforcement: "both",
    message: gateMessages.blocked,
  });
  await updateProduct(s, disabledOne!.id, { status: 2 });
  await updateProduct(s, short!.id, { stockQty: 3, inStock: true });
  await updateProduct(s, withOption!.id, { customOptions: [{ title: "Engraving text", type: "field", required: true, price: 0, priceType: "fixed" }] });
  const list = await createList(s, { code: "ACC-RULES", priority: 5, storeIds: [1] });
  await setItems(s, list.id, [{ sku: ruled!.sku, minQty: 4, qtyIncrement: 2 }]);
  await assign(s, list.id, [], [0, 1]);
  return {
    plain,
    hidden,
    priceHidden,
    blocked,
    disabled: [disabledOne!, demoDisabled],
    short: { ...short!, stockQty: 3 },
    withOption: withOption!,
    ruled: ruled!,
    trade,
    northwindRuled,
    composites,
    gateMessages,
  };
}

/** the four callers of the acceptance: a guest, General (jane), Northwind's Buyer, and a member without orders.place */
export async function makeCallers(s: TestServer, f: Fixture): Promise<Caller[]> {
  const trade = await login(s, "trade@example.com");
  const roleId = await createRole(s, trade, "Requester", ["company.addresses.use"]);
  const requester = await inviteMember(s, trade, "acc.requester@example.com", roleId);
  const generalRules = { [f.ruled.sku]: { minQty: 4, qtyIncrement: 2 } };
  const northwindRules = { [f.northwindRuled.sku]: { minQty: 6, qtyIncrement: 6 } };
  return [
    { name: "guest", rules: generalRules, company: false },
    { name: "general (jane)", token: await login(s, "jane@example.com"), rules: generalRules, company: false },
    { name: "Northwind buyer", token: await login(s, "buyer@example.com"), rules: northwindRules, company: true },
    { name: "member without orders.place", token: requester, rules: northwindRules, company: true },
  ];
}

export interface InputLine {
  /** as typed */
  sku: string;
  /** null: the CSV leaves the quantity empty (1) */
  qty: number | null;
  quoted?: boolean;
}

/** the same SKU as a buyer may type it again: other case, spaces inside and around */
export const respell = (sku: string, n: number) => (n % 2 ? ` ${sku.toLowerCase()} ` : `${sku.slice(0, 3)} ${sku.slice(3, 7).toLowerCase()} ${sku.slice(7)}`);

const QTYS = [1, 2, 3, 5, 7, 10, 12];

/** 500 input lines mixing every status, duplicates in other spellings, and unknown SKUs to fill */
export function mixedLines(f: Fixture, total = 500): InputLine[] {
  const lines: InputLine[] = [];
  const plain = f.plain.slice(0, 50);
  plain.forEach((p, i) => {
    lines.push({ sku: p.sku, qty: i === 7 ? null : QTYS[i % QTYS.length]!, quoted: i % 9 === 4 });
  });
  for (const p of f.trade) lines.push({ sku: p.sku, qty: 2 });
  for (const p of f.hidden) lines.push({ sku: p.sku, qty: 1 });
  for (const p of f.priceHidden) lines.push({ sku: p.sku, qty: 2 });
  for (const p of f.blocked) lines.push({ sku: p.sku, qty: 2 });
  for (const p of f.disabled) lines.push({ sku: p.sku, qty: 1 });
  lines.push({ sku: f.short.sku, qty: 10 });
  lines.push({ sku: f.withOption.sku, qty: 1 });
  lines.push({ sku: f.ruled.sku, qty: 3 });
  lines.push({ sku: f.northwindRuled.sku, qty: 5 });
  for (const p of f.composites) lines.push({ sku: p.sku, qty: 1 });
  // the first 15 plain SKUs typed twice more, in another case and with spaces
  plain.slice(0, 15).forEach((p, i) => {
    lines.push({ sku: respell(p.sku, 0), qty: 1 + (i % 3) });
    lines.push({ sku: respell(p.sku, 1), qty: 1, quoted: i % 2 === 0 });
  });
  for (let i = 1; lines.length < total; i++) lines.push({ sku: `ACC-NOPE-${String(i).padStart(4, "0")}`, qty: 1 + (i % 4) });
  return lines;
}

/** the lines as a CSV a sheet exports: Excel's BOM, a header, quoted cells, the separator given */
export function toCsv(lines: InputLine[], sep = ",", bom = true, header = true): string {
  const cell = (v: string, quoted?: boolean) => (quoted ? `"${v.replace(/"/g, '""')}"` : v);
  const rows = lines.map((l) => `${cell(l.sku, l.quoted)}${sep}${l.qty === null ? "" : l.qty}`);
  return `${bom ? "\ufeff" : ""}${header ? `sku${sep}qty\r\n` : ""}${rows.join("\r\n")}\r\n`;
}

export interface ExpectedLine {
  key: string;
  /** the first spelling typed */
  typed: string;
  qty: number;
  inputs: number;
}

/** the input lines merged by SKU key, in the order of their first appearance */
export function merged(lines: InputLine[]): ExpectedLine[] {
  const out = new Map<string, ExpectedLine>();
  for (const l of lines) {
    const key = keyOf(l.sku);
    const had = out.get(key);
    if (had) {
      had.qty += l.qty ?? 1;
      had.inputs++;
    } else out.set(key, { key, typed: l.sku.trim(), qty: l.qty ?? 1, inputs: 1 });
  }
  return [...out.values()];
}

/** what the caller's own product endpoint says of a product: the model's input */
export interface Shown {
  status: number;
  dto: Json | null;
}

export async function shownTo(s: TestServer, caller: Caller, ids: number[]): Promise<Map<number, Shown>> {
  const got = await mapLimit([...new Set(ids)], 6, async (id) => {
    const r = await call(s, "GET", `${V2}/products/${id}`, caller.token);
    return [id, { status: r.status, dto: r.status === 200 ? r.body : null }] as const;
  });
  return new Map(got);
}

/** the unit price the product endpoint shows for a quantity: its final price, or a lower tier reached */
export function unitPriceShown(dto: Json, qty: number): number | null {
  if (dto.finalPrice === null || dto.finalPrice === undefined) return null;
  let p = dto.finalPrice as number;
  for (const t of (dto.tierPrices ?? []) as { qty: number; price: number }[]) if (t.qty <= qty && t.price < p) p = t.price;
  return p;
}

export interface Model {
  status: Status;
  price?: number | null;
  message?: string | null;
  cta?: Json | null;
  rule?: { minQty: number | null; qtyIncrement: number | null };
  available?: number;
}

const COMPOSITE = new Set(["configurable", "grouped", "bundle", "giftcard"]);

/**
 * the status a line should get, from the caller's product endpoint (404: not found; a composite or a required
 * option: needs options; a null price: hidden; canCheckout false: blocked), the caller's quantity rules, the stock
 */
export function modelOf(caller: Caller, shown: Shown | undefined, stock: { qty: number; inStock: boolean } | undefined, sku: string, qty: number): Model {
  if (!shown || shown.status === 404 || !shown.dto) return { status: "not_found" };
  const dto = shown.dto;
  const gate = dto.extensions?.b2bAccess;
  const requiredOption = dto.hasRequiredOptions === true || ((dto.customOptions ?? []) as { required?: boolean }[]).some((o) => o.required);
  if (COMPOSITE.has(dto.type) || requiredOption) return { status: "needs_options" };
  if (dto.finalPrice === null || gate?.gateFlags?.hidePrice)
    return { status: "price_hidden", message: gate?.hiddenPriceMessage ?? null, cta: gate?.hiddenPriceCta ?? null };
  if (gate?.gateFlags?.canCheckout === false) return { status: "purchase_blocked" };
  const rule = caller.rules[sku];
  if (rule && ((rule.minQty !== null && qty < rule.minQty) || (rule.qtyIncrement !== null && qty % rule.qtyIncrement !== 0)))
    return { status: "quantity_rule", rule };
  if (stock && (!stock.inStock || stock.qty < qty)) return { status: "out_of_stock", available: stock.inStock ? stock.qty : 0 };
  return { status: "ok", price: unitPriceShown(dto, qty) };
}

/** the guest's cart (by masked id) or the customer's */
export async function cartOf(s: TestServer, caller: Caller, maskedId?: string): Promise<Json> {
  const r = caller.token ? await call(s, "GET", `${V2}/cart`, caller.token) : await call(s, "GET", `${V2}/guest-carts/${maskedId}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}

/** empties a customer's cart through the API (each line deleted) */
export async function emptyCart(s: TestServer, token: string) {
  const r = await call(s, "GET", `${V2}/cart`, token);
  for (const item of (r.body?.items ?? []) as { id: number }[]) {
    const d = await call(s, "DELETE", `${V2}/cart/items/${item.id}`, token);
    expect(d.status, JSON.stringify(d.body)).toBeLessThan(300);
  }
}

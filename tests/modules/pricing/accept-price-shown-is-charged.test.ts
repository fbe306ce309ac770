/**
 * Issue 31, acceptance: the price shown is the price charged, proved. Lists made through the admin API (fixed
 * prices, quantity tiers, percent adjustments with conditions in the rules language, priorities and ties, quantity
 * rules, a store-scoped list, validity windows around now: inside, not yet, expired; an inactive list), assigned to
 * companies (shared and not) and to customer groups. A property test draws thousands of (caller: guest, a group, a
 * company member; product: simple, virtual, downloadable, configurable variant, grouped child, bundle; quantity,
 * incl. tier boundaries and quantity-rule multiples; store) and finds, for each:
 * - `priceExplain`'s price the least of its candidates, with one winner, and its list candidates exactly those an
 *   independent model of the contract's "applicable lists" predicts (out-of-window, inactive, other-store and
 *   unassigned lists never among them), and its quantity rule the model's;
 * - the price shown (REST listing, GraphQL listing, product detail incl. its quantity tiers, a configurable's
 *   variant, a grouped product's child, a bundle's selection) that price to the cent;
 * - every 20th draw bought: the cart line after add, the Maho cart, the order line and the invoice line equal to the
 *   cent and equal to it; a quantity breaking the rule refused 422 `quantity_rule`.
 * Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set. PRICE_DRAWS sets the number of draws.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import company from "../../../src/modules/company/index.ts";
import pricing from "../../../src/modules/pricing/index.ts";
import { amount, money } from "../../../src/core/money.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import {
  adminGql,
  assign,
  createList,
  customer,
  deleteAllLists,
  explainMany,
  type ExplainArgs,
  gqlGet,
  type ItemInput,
  type Json,
  newCompany,
  newCustomer,
  restGet,
  setConfig,
  setItems,
  stockedProducts,
  V2,
} from "./accept-helpers.ts";

const DRAWS = Number(process.env.PRICE_DRAWS ?? 2000);
const SEED = Number(process.env.PRICE_SEED ?? 3131);
const FLOW_EVERY = 20;
const STORES = [
  {
    id: 1,
    code: "default",
    currency: "USD",
    address: { firstName: "Acc", lastName: "Buyer", street: ["1 Main St"], city: "Austin", postcode: "73301", countryId: "US", telephone: "512" },
  },
  {
    id: 2,
    code: "au",
    currency: "AUD",
    address: { firstName: "Acc", lastName: "Buyer", street: ["1 Harbour St"], city: "Sydney", postcode: "2000", countryId: "AU", telephone: "02" },
  },
];
const QTYS = [1, 2, 5, 6, 9, 10, 11, 12, 18, 20, 24, 36, 49, 50, 51, 60];

interface Caller {
  name: string;
  token?: string;
  email?: string;
  groupId: number;
  companyId?: number;
  /** the store a customer's token is good in (a guest shops in either) */
  storeId?: number;
}
/** what a draw prices: the unit the explain names, and the line the cart is asked for */
interface Unit {
  kind: "simple" | "virtual" | "downloadable" | "variant" | "grouped-child" | "bundle";
  /** the priced product (a bundle: its first chosen selection's) */
  id: number;
  sku: string;
  price: number;
  /** the product the storefront shows it on (itself, or its configurable / grouped / bundle parent) */
  shownOn: { id: number; sku: string };
  /** a bundle's chosen selections: the products priced and their quantities */
  selections?: { id: number; sku: string; price: number; qty: number }[];
  line: (qty: number) => Json;
}
interface ListModel {
  code: string;
  id: number;
  priority: number;
  active: boolean;
  from: Date | null;
  to: Date | null;
  storeIds: number[];
  /** its stores' currency (the default store's when it names none): it applies only in stores selling in it */
  currency: string;
  groups: number[];
  companies: number[];
  pct: number | null;
  /** the products whose condition matches (null: every product) */
  matches: ((u: { id: number; sku: string; price: number }) => boolean) | null;
  items: Map<string, ItemInput>;
}

let s: TestServer;
let callers: Caller[];
let units: Unit[];
const lists: ListModel[] = [];
/** product id -> the ids of its categories with their ancestors (a variant: its configurable's) */
const categoriesOf = new Map<number, Set<number>>();

const round4 = (v: number) => money(v).toDecimalPlaces(4).toNumber();
const cents = (v: number) => Math.round(v * 100) / 100;

beforeAll(async () => {
  s = await startTestServer({ modules: [company as never, pricing as never] });
  await setConfig(s, { enabled: "1", explainToStorefront: "1" });
  await deleteAllLists(s);
  const db = s.app.db;

  // ---- callers: a guest, each group, the demo company's two members, three companies of the test's own
  const northwind = (await db.company.findFirstOrThrow({ where: { name: "Northwind Trading" } })).id;
  const alpha = await newCompany(s, "Acc Alpha", 1);
  const beta = await newCompany(s, "Acc Beta", 3);
  const gamma = await newCompany(s, "Acc Gamma", 2);
  const kangaroo = await newCompany(s, "Acc Kangaroo", 3, 2);
  const auGeneral = await newCustomer(s, "au-general@accept.example", 1, 2);
  callers = [
    { name: "guest", groupId: 0 },
    { name: "jane (General)", email: "jane@example.com", token: await customer(s, "jane@example.com"), groupId: 1 },
    { name: "retail (Retailer)", email: "retail@example.com", token: await customer(s, "retail@example.com"), groupId: 3 },
    { name: "trade (Northwind admin)", email: "trade@example.com", token: await customer(s, "trade@example.com"), groupId: 2, companyId: northwind },
    { name: "buyer (Northwind buyer)", email: "buyer@example.com", token: await customer(s, "buyer@example.com"), groupId: 2, companyId: northwind },
    { name: "Alpha admin", token: alpha.token, groupId: 1, companyId: alpha.id },
    { name: "Beta admin", token: beta.token, groupId: 3, companyId: beta.id },
    { name: "Gamma admin", token: gamma.token, groupId: 2, companyId: gamma.id },
    { name: "AU General", token: auGeneral.token, groupId: 1, storeId: 2 },
    { name: "AU Kangaroo admin", token: kangaroo.token, groupId: 3, companyId: kangaroo.id, storeId: 2 },
  ];
  for (const c of callers) if (c.token && !c.storeId) c.storeId = 1;

  // ---- products of every type the tests buy
  const plain = async (type: "simple" | "virtual" | "downloadable", take: number): Promise<Unit[]> =>
    (await stockedProducts(s, type, take)).map((p) => ({
      kind: type,
      id: p.id,
      sku: p.sku,
      price: Number(p.price),
      shownOn: { id: p.id, sku: p.sku },
      line: (qty) => ({ sku: p.sku, qty }),
    }));
  units = [...(await plain("simple", 10)), ...(await plain("virtual", 3)), ...(await plain("downloadable", 3))];
  const childOk = { status: 1, inStock: true, stockQty: { gte: 200 } };
  const configurables = await db.product.findMany({
    where: {
      type: "configurable",
      status: 1,
      visibility: 4,
      inStock: true,
      customOptions: { none: {} },
      childLinks: { some: { kind: "variant", child: childOk } },
    },
    include: { childLinks: { where: { kind: "variant" }, include: { child: { include: { attributeValues: true } } } }, configurableAttrs: true },
    orderBy: { id: "asc" },
    take: 3,
  });
  const attributeCode = new Map((await db.attribute.findMany({ select: { id: true, code: true } })).map((a) => [a.id, a.code]));
  for (const c of configurables) {
    for (const l of c.childLinks.filter((x) => x.child.status === 1 && x.child.inStock && x.child.stockQty >= 200).slice(0, 2)) {
      const superAttributes = Object.fromEntries(
        c.configurableAttrs.map((a) => [
          attributeCode.get(a.attributeId)!,
          Number(l.child.attributeValues.find((v) => v.attributeId === a.attributeId)?.value),
        ]),
      );
      units.push({
        kind: "variant",
        id: l.child.id,
        sku: l.child.sku,
        price: Number(l.child.price),
        shownOn: { id: c.id, sku: c.sku },
        line: (qty) => ({ sku: c.sku, qty, options: { superAttributes } }),
      });
    }
  }
  const groupeds = await db.product.findMany({
    where: { type: "grouped", status: 1, visibility: 4, childLinks: { some: { kind: "grouped", child: childOk } } },
    include: { childLinks: { where: { kind: "grouped" }, include: { child: true } } },
    orderBy: { id: "asc" },
    take: 2,
  });
  for (const g of groupeds) {
    for (const l of g.childLinks.filter((x) => x.child.status === 1 && x.child.inStock && x.child.stockQty >= 200)) {
      units.push({
        kind: "grouped-child",
        id: l.child.id,
        sku: l.child.sku,
        price: Number(l.child.price),
        shownOn: { id: g.id, sku: g.sku },
        // Maho's superGroup: the child through its grouped parent
        line: (qty) => ({ sku: g.sku, qty: 1, superGroup: { [String(l.child.id)]: qty } }),
      });
    }
  }
  const bundles = await db.product.findMany({
    where: { type: "bundle", status: 1, visibility: 4, inStock: true },
    include: { bundleOptions: { include: { selections: { include: { product: true } } } } },
    orderBy: { id: "asc" },
    take: 6,
  });
  for (const b of bundles) {
    const required = b.bundleOptions.filter((o) => o.required);
    const chosen = required.map((o) => o.selections.find((x) => x.product.status === 1 && x.product.inStock && x.product.stockQty >= 400));
    if (!required.length || chosen.some((x) => !x)) continue;
    const sels = chosen.map((x) => ({
      id: x!.product.id,
      sku: x!.product.sku,
      price: Number(x!.product.price),
      qty: x!.qty,
      selectionId: x!.id,
      optionId: x!.optionId,
    }));
    units.push({
      kind: "bundle",
      id: sels[0]!.id,
      sku: sels[0]!.sku,
      price: sels[0]!.price,
      shownOn: { id: b.id, sku: b.sku },
      selections: sels,
      line: (qty) => ({ sku: b.sku, qty, options: { bundleSelections: Object.fromEntries(sels.map((x) => [String(x.optionId), x.selectionId])) } }),
    });
    if (units.filter((u) => u.kind === "bundle").length >= 2) break;
  }
  for (const kind of ["simple", "virtual", "downloadable", "variant", "grouped-child", "bundle"]) {
    expect(units.filter((u) => u.kind === kind).length, `demo products of kind ${kind}`).toBeGreaterThan(0);
  }

  // ---- categories with their ancestors (a variant is judged with its configurable's)
  const cats = new Map((await db.category.findMany({ select: { id: true, path: true } })).map((c) => [c.id, c.path.split("/").map(Number)]));
  const priced = [...new Set(units.flatMap((u) => [u.id, u.shownOn.id, ...(u.selections ?? []).map((x) => x.id)]))];
  for (const pc of await db.productCategory.findMany({ where: { productId: { in: priced } } })) {
    const set = categoriesOf.get(pc.productId) ?? new Set<number>();
    for (const c of cats.get(pc.categoryId) ?? []) set.add(c);
    categoriesOf.set(pc.productId, set);
  }
  for (const u of units) if (u.kind === "variant") categoriesOf.set(u.id, categoriesOf.get(u.shownOn.id) ?? new Set());

  // ---- the lists, through the admin API
  const office = (await db.category.findFirstOrThrow({ where: { name: "Office", level: 2 } })).id;
  const tools = (await db.category.findFirstOrThrow({ where: { name: "Tools", level: 2 } })).id;
  const now = Date.now();
  const hour = 3_600_000;
  const iso = (ms: number) => new Date(ms).toISOString();
  const skus = [...new Set(units.flatMap((u) => [{ sku: u.sku, price: u.price }, ...(u.selections ?? [])]).map((x) => JSON.stringify([x.sku, x.price])))].map(
    (j) => JSON.parse(j) as [string, number],
  );
  const inBundles = new Set(units.flatMap((u) => (u.selections ?? []).map((x) => x.sku)));
  const rnd = fc.sample(fc.integer({ min: 55, max: 105 }), { seed: SEED, numRuns: skus.length });
  const fixedItems: ItemInput[] = skus
    .filter((_, i) => i % 5 !== 4)
    .map(([sku, price], i) => {
      const p = cents((price * rnd[i]!) / 100);
      const item: ItemInput = { sku, price: p };
      if (i % 2 === 0)
        item.tiers = [
          { qty: 10, price: cents(p * 0.9) },
          { qty: 50, price: cents(p * 0.8) },
        ];
      // quantity rules, not on a bundle's selections (the bundle's line is not the selection's)
      if (i % 7 === 3 && !inBundles.has(sku)) Object.assign(item, { minQty: 6, qtyIncrement: 6 });
      if (i % 11 === 5 && !inBundles.has(sku)) Object.assign(item, { maxQty: 40 });
      return item;
    });
  const model = async (
    input: { code: string; priority: number; active?: boolean; from?: number; to?: number; storeIds?: number[]; pct?: number; condition?: string },
    matches: ListModel["matches"],
    items: ItemInput[],
    companies: number[],
    groups: number[],
  ) => {
    const made = await createList(s, {
      code: input.code,
      priority: input.priority,
      active: input.active ?? true,
      adjustmentPercent: input.pct ?? null,
      condition: input.condition ?? null,
      storeIds: input.storeIds ?? [],
      validFrom: input.from === undefined ? null : iso(input.from),
      validTo: input.to === undefined ? null : iso(input.to),
    });
    if (items.length) await setItems(s, made.id, items);
    await assign(s, made.id, companies, groups);
    lists.push({
      code: input.code,
      id: made.id,
      priority: input.priority,
      active: input.active ?? true,
      from: input.from === undefined ? null : new Date(input.from),
      to: input.to === undefined ? null : new Date(input.to),
      storeIds: input.storeIds ?? [],
      currency: STORES.find((st) => input.storeIds?.includes(st.id))?.currency ?? "USD",
      groups,
      companies,
      pct: input.pct ?? null,
      matches,
      items: new Map(items.map((x) => [x.sku, x])),
    });
  };
  const inCategory = (cat: number) => (u: { id: number }) => categoriesOf.get(u.id)?.has(cat) ?? false;
  // fixed prices and tiers, shared by Alpha, Beta and Northwind, and General
  await model({ code: "ACC-FIX", priority: 10 }, null, fixedItems, [alpha.id, beta.id, northwind, kangaroo.id], [1]);
  // the same prices on some SKUs at a lower priority number: the tie goes to it
  await model(
    { code: "ACC-TIE", priority: 1 },
    null,
    fixedItems.filter((_, i) => i % 3 === 0),
    [northwind, alpha.id],
    [],
  );
  // the same prices at the same priority, made later (a higher id): the tie goes to ACC-FIX
  await model(
    { code: "ACC-TIE-LATER", priority: 10 },
    null,
    fixedItems.filter((_, i) => i % 3 === 1),
    [alpha.id, kangaroo.id],
    [],
  );
  // a percent on a category (with its descendants)
  await model({ code: "ACC-PCT-OFFICE", priority: 5, pct: -12.5, condition: `category in [${office}]` }, inCategory(office), [], [gamma.id, northwind], [3]);
  await model(
    { code: "ACC-PCT-TOOLS", priority: 6, pct: -8, condition: `category in [${tools}] or sku contains "WH-"` },
    (u) => inCategory(tools)(u) || u.sku.toLowerCase().includes("wh-"),
    [],
    [beta.id],
    [2],
  );
  // every product a little lower, for guests and Beta
  await model({ code: "ACC-ALL", priority: 20, pct: -3 }, null, [], [beta.id], [0]);
  // quantity rules only (no price): they apply when the catalogue's price wins
  await model(
    { code: "ACC-RULES", priority: 2 },
    null,
    skus.filter(([sku], i) => i % 5 === 4 && !inBundles.has(sku)).map(([sku]) => ({ sku, minQty: 6, qtyIncrement: 6 })),
    [northwind, gamma.id],
    [1],
  );
  // the AU store only
  await model({ code: "ACC-AU", priority: 3, pct: -20, storeIds: [2] }, null, [], [], [0, 1, 2, 3]);
  // a window around now, and windows not yet open, already closed, and an inactive list: the last three never apply
  await model(
    { code: "ACC-WINDOW", priority: 4, pct: -7, condition: "price >= 100", from: now - hour, to: now + 3 * hour },
    (u) => u.price >= 100,
    [],
    [beta.id],
    [1],
  );
  await model(
    { code: "ACC-FUTURE", priority: 0, pct: -50, from: now + hour, to: now + 3 * hour },
    null,
    [],
    [alpha.id, beta.id, gamma.id, northwind],
    [0, 1, 2, 3],
  );
  await model(
    { code: "ACC-EXPIRED", priority: 0, pct: -50, from: now - 3 * hour, to: now - hour },
    null,
    [],
    [alpha.id, beta.id, gamma.id, northwind],
    [0, 1, 2, 3],
  );
  await model(
    { code: "ACC-INACTIVE", priority: 0, pct: -50, active: false },
    null,
    fixedItems.slice(0, 5).map((x) => ({ ...x, price: 0.01, tiers: [] })),
    [northwind],
    [0, 1, 2, 3],
  );
}, 120_000);
afterAll(async () => s?.close());

/** the model's list candidates (code, kind, price) and quantity rule for a caller, store, product and quantity */
function modelFor(c: Caller, storeId: number, u: { id: number; sku: string; price: number }, qty: number) {
  const at = new Date();
  const applicable = lists.filter(
    (l) =>
      l.active &&
      (!l.from || l.from <= at) &&
      (!l.to || at < l.to) &&
      (!l.storeIds.length || l.storeIds.includes(storeId)) &&
      STORES.find((st) => st.id === storeId)!.currency === l.currency &&
      (l.groups.includes(c.groupId) || (c.companyId !== undefined && l.companies.includes(c.companyId))),
  );
  const candidates: { code: string; kind: string; price: number; priority: number; id: number }[] = [];
  for (const l of applicable) {
    const item = l.items.get(u.sku);
    if (item && (item.price != null || item.tiers?.length)) {
      const tier = (item.tiers ?? []).filter((t) => t.qty <= qty).sort((a, b) => b.qty - a.qty)[0];
      const fixed = item.price ?? Number.POSITIVE_INFINITY;
      if (tier && tier.price < fixed) candidates.push({ code: l.code, kind: "tier", price: tier.price, priority: l.priority, id: l.id });
      else candidates.push({ code: l.code, kind: "fixed", price: fixed, priority: l.priority, id: l.id });
    } else if (l.pct !== null && (!l.matches || l.matches(u))) {
      candidates.push({ code: l.code, kind: "percent", price: round4(u.price * (1 + l.pct / 100)), priority: l.priority, id: l.id });
    }
  }
  return { applicable, candidates };
}

/** the quantity rule the contract names, given the winner's list code (null: the catalogue won) */
function ruleFor(applicable: ListModel[], sku: string, winnerCode: string | null) {
  const withRule = (l: ListModel) => {
    const i = l.items.get(sku);
    return i && (i.minQty != null || i.maxQty != null || i.qtyIncrement != null) ? i : null;
  };
  const of = (l: ListModel, i: ItemInput) => ({
    priceListCode: l.code,
    minQty: i.minQty ?? null,
    maxQty: i.maxQty ?? null,
    qtyIncrement: i.qtyIncrement ?? null,
  });
  if (winnerCode !== null) {
    const l = applicable.find((x) => x.code === winnerCode)!;
    const i = withRule(l);
    return i ? of(l, i) : null;
  }
  const l = [...applicable].sort((a, b) => a.priority - b.priority || a.id - b.id).find(withRule);
  return l ? of(l, withRule(l)!) : null;
}

/** a customer shops in its own store; a guest in the drawn one */
const storeOf = (c: Caller, drawn: number) => (c.storeId ? STORES.find((x) => x.id === c.storeId)! : STORES[drawn]!);

const breaks = (rule: { minQty: number | null; maxQty: number | null; qtyIncrement: number | null } | null, qty: number) =>
  !!rule &&
  ((rule.minQty !== null && qty < rule.minQty) || (rule.maxQty !== null && qty > rule.maxQty) || (rule.qtyIncrement !== null && qty % rule.qtyIncrement !== 0));

const PRODUCT_GQL = "id sku type finalPrice minimalPrice extensions";

describe("issue 31 acceptance: the price shown is the price charged", () => {
  it(`property: ${DRAWS} draws of (caller, product of every type, quantity, store); every 20th bought, ordered and invoiced`, {
    timeout: 900_000,
  }, async () => {
    const draws = fc.sample(
      fc.record({
        caller: fc.integer({ min: 0, max: callers.length - 1 }),
        unit: fc.integer({ min: 0, max: units.length - 1 }),
        qty: fc.oneof(fc.constantFrom(...QTYS), fc.integer({ min: 1, max: 60 })),
        store: fc.constantFrom(0, 0, 0, 1),
      }),
      { seed: SEED, numRuns: DRAWS },
    );
    const problems: string[] = [];
    const fail = (what: string) => {
      if (problems.length < 2000) problems.push(what);
    };

    // ---- the explain of every priced product at the draw's quantity and at 1 (what listings show), batched
    const explainKey = (c: Caller, st: number, id: number, qty: number) => `${c.companyId ?? `g${c.groupId}`}|${st}|${id}|${qty}`;
    const explainArgs = new Map<string, { a: ExplainArgs; c: Caller; u: { id: number; sku: string; price: number } }>();
    const want = (c: Caller, st: number, u: { id: number; sku: string; price: number }, qty: number) => {
      const k = explainKey(c, st, u.id, qty);
      const a = { productId: u.id, qty, storeId: st, ...(c.companyId ? { companyId: c.companyId } : { customerGroupId: c.groupId }) };
      if (!explainArgs.has(k)) explainArgs.set(k, { a, c, u });
    };
    for (const d of draws) {
      const [c, u] = [callers[d.caller]!, units[d.unit]!];
      const st = storeOf(c, d.store).id;
      for (const p of u.selections ?? [u]) for (const q of [1, d.qty]) want(c, st, p, q);
    }
    const keys = [...explainArgs.keys()];
    const answers = await explainMany(
      s,
      [...explainArgs.values()].map((x) => x.a),
    );
    const explained = new Map(keys.map((k, i) => [k, answers[i]!]));

    // every explain: the least candidate wins, and its list candidates are the model's
    for (const [k, e] of explained) {
      const { a, c, u } = explainArgs.get(k)!;
      const stored = (e.candidates as Json[]).map((x) => x.storedPrice as number);
      const won = (e.candidates as Json[]).filter((x) => x.won);
      // the price charged is the least candidate (as stored, 4 decimals), rounded to the currency
      if (won.length !== 1 || won[0]!.storedPrice !== Math.min(...stored) || e.price !== amount(won[0]!.storedPrice, e.currency) || won[0]!.price !== e.price)
        fail(`explain ${JSON.stringify(a)}: price ${e.price}, candidates ${JSON.stringify(e.candidates)}`);
      const { applicable, candidates } = modelFor(c, a.storeId!, u, a.qty!);
      const got = (e.candidates as Json[])
        .filter((x) => x.source === "priceList")
        .map((x) => `${x.priceListCode} ${x.kind} ${x.storedPrice}`)
        .sort();
      const expected = candidates.map((x) => `${x.code} ${x.kind} ${x.price}`).sort();
      if (JSON.stringify(got) !== JSON.stringify(expected))
        fail(`explain ${JSON.stringify(a)} (${u.sku}, base ${u.price}): list candidates ${JSON.stringify(got)}, the contract's ${JSON.stringify(expected)}`);
      if ((e.candidates as Json[]).filter((x) => x.source === "catalog").length !== 1) fail(`explain ${JSON.stringify(a)}: not one catalogue candidate`);
      // the tie rule: among equal least prices a list before the catalogue, then the lower priority number, then the lower id
      const least = (e.candidates as Json[]).filter((x) => x.storedPrice === won[0]?.storedPrice);
      const best = least.sort(
        (x, y) =>
          (x.source === y.source ? 0 : x.source === "priceList" ? -1 : 1) ||
          (x.priority ?? 0) - (y.priority ?? 0) ||
          (x.priceListId ?? 0) - (y.priceListId ?? 0),
      )[0];
      if (best && won[0] && best.priceListCode !== won[0].priceListCode)
        fail(`explain ${JSON.stringify(a)}: tie won by ${won[0].priceListCode}, the contract's ${best.priceListCode}`);
      const rule = ruleFor(applicable, u.sku, won[0]?.source === "priceList" ? won[0].priceListCode : null);
      if (JSON.stringify(e.quantityRule ?? null) !== JSON.stringify(rule))
        fail(`explain ${JSON.stringify(a)} (${u.sku}): quantityRule ${JSON.stringify(e.quantityRule)}, the contract's ${JSON.stringify(rule)}`);
    }

    // ---- what the storefront shows, once per (caller, store, product shown)
    const shown = new Map<string, Promise<{ detail: Json; rest: Json; gql: Json }>>();
    const shownFor = (c: Caller, st: (typeof STORES)[number], p: { id: number; sku: string }) => {
      const k = `${c.name}|${st.code}|${p.id}`;
      let v = shown.get(k);
      if (!v) {
        v = (async () => {
          const detail = await restGet(s, `${V2}/products/${p.id}`, c.token, st.code);
          const rest = await restGet(s, `${V2}/products?sku=${encodeURIComponent(p.sku)}`, c.token, st.code);
          const gql = await gqlGet(s, `{ products(filter: { sku: ${JSON.stringify(p.sku)} }) { member { ${PRODUCT_GQL} } } }`, c.token, st.code);
          if (detail.status !== 200 || rest.status !== 200 || gql.status !== 200)
            fail(`${c.name} ${st.code} ${p.sku}: detail ${detail.status}, REST listing ${rest.status}, GraphQL ${gql.status} ${gql.text.slice(0, 300)}`);
          return { detail: detail.body, rest: rest.body?.member?.[0] ?? {}, gql: gql.body?.data?.products?.member?.[0] ?? {} };
        })();
        shown.set(k, v);
      }
      return v;
    };

    let bought = 0;
    let refused = 0;
    for (const [n, d] of draws.entries()) {
      const [c, u] = [callers[d.caller]!, units[d.unit]!];
      const st = storeOf(c, d.store);
      const at = (id: number, q: number) => explained.get(explainKey(c, st.id, id, q))!;
      const who = `draw ${n} ${c.name} ${st.code} ${u.kind} ${u.sku} qty ${d.qty}`;
      // the unit price the explain says, to the currency
      const unitAt = (q: number) =>
        u.selections
          ? amount(
              u.selections.reduce((sum, x) => sum.plus(money((at(x.id, q).candidates as Json[]).find((w) => w.won)!.storedPrice).times(x.qty)), money(0)),
              st.currency,
            )
          : amount(at(u.id, q).price, st.currency);
      const expected = unitAt(d.qty);
      const { detail, rest, gql } = await shownFor(c, st, u.shownOn);
      if (rest.finalPrice !== detail.finalPrice || gql.finalPrice !== detail.finalPrice)
        fail(`${who}: listed ${rest.finalPrice} (REST), ${gql.finalPrice} (GraphQL), detail ${detail.finalPrice}`);
      switch (u.kind) {
        case "simple":
        case "virtual":
        case "downloadable": {
          // the product page: the price for one and the quantity tiers below it
          const tiers = (detail.tierPrices as Json[]).filter((t) => t.qty <= d.qty).map((t) => t.price as number);
          const shownAtQty = Math.min(detail.finalPrice, ...tiers);
          if (detail.finalPrice !== unitAt(1) || shownAtQty !== expected)
            fail(
              `${who}: detail ${detail.finalPrice} (tiers ${JSON.stringify(detail.tierPrices)}) shows ${shownAtQty}, explain ${unitAt(1)} for 1 and ${expected} for ${d.qty}`,
            );
          const b2b = detail.extensions?.b2bPricing;
          const applies = modelFor(c, st.id, u, 1).applicable.length > 0;
          const w = (at(u.id, 1).candidates as Json[]).find((x) => x.won);
          if (applies && (!b2b || b2b.source !== w?.source || b2b.priceListCode !== w?.priceListCode || b2b.kind !== w?.kind))
            fail(`${who}: extensions.b2bPricing ${JSON.stringify(b2b)}, the explain's winner ${JSON.stringify(w)}`);
          if (!applies && b2b !== undefined) fail(`${who}: extensions.b2bPricing ${JSON.stringify(b2b)} for a caller without lists`);
          break;
        }
        case "variant": {
          const v = (detail.variants as Json[]).find((x) => x.id === u.id);
          if (v?.finalPrice !== unitAt(1)) fail(`${who}: the configurable's variant shows ${v?.finalPrice}, explain ${unitAt(1)}`);
          const least = Math.min(...(detail.variants as Json[]).filter((x) => x.inStock).map((x) => x.finalPrice as number));
          if (detail.finalPrice !== least) fail(`${who}: the configurable shows ${detail.finalPrice}, its cheapest variant ${least}`);
          break;
        }
        case "grouped-child": {
          const g = (detail.groupedProducts as Json[]).find((x) => x.id === u.id);
          if (g?.finalPrice !== unitAt(1)) fail(`${who}: the grouped product's child shows ${g?.finalPrice}, explain ${unitAt(1)}`);
          break;
        }
        case "bundle": {
          for (const x of u.selections!) {
            const sel = (detail.bundleOptions as Json[]).flatMap((o) => o.selections as Json[]).find((y) => y.productId === x.id);
            const e = amount(at(x.id, 1).price, st.currency);
            if (sel?.price !== e) fail(`${who}: the bundle's selection ${x.sku} shows ${sel?.price}, explain ${e}`);
          }
          break;
        }
      }

      // ---- bought: the rule refused, or cart = Maho cart = order = invoice = the explain's price
      const rule = u.selections ? null : at(u.id, d.qty).quantityRule;
      const mustRefuse = breaks(rule, d.qty);
      if (n % FLOW_EVERY !== 0 && !mustRefuse) continue;
      const headers: Record<string, string> = { "x-store-code": st.code };
      if (c.token) {
        // a clean cart of the caller's own
        const cart = await s.json(`${V2}/cart`, { token: c.token, headers });
        for (const it of cart.status === 200 ? (cart.body.items as Json[]) : [])
          await s.json(`${V2}/cart/items/${it.id}`, { method: "DELETE", token: c.token, headers });
      } else {
        headers["x-cart-id"] = (await s.json(`${V2}/guest-carts`, { method: "POST", headers })).body.maskedId;
      }
      // a guest's line goes through Maho's cart route, a customer's through ours
      const addPath = c.token ? `${V2}/cart/items` : `${V2}/guest-carts/${headers["x-cart-id"]}/items`;
      const add = await s.json(addPath, { method: "POST", token: c.token, headers, json: u.line(d.qty) });
      if (mustRefuse) {
        refused++;
        if (add.status === 422 && add.body.code === "quantity_rule" && JSON.stringify(add.body.quantityRule) !== JSON.stringify(rule))
          fail(
            `${who}: POST ${addPath} refused 422 quantity_rule, but its problem's quantityRule is ${JSON.stringify(add.body.quantityRule)}, not ${JSON.stringify(rule)}`,
          );
        else if (add.status !== 422 || add.body.code !== "quantity_rule")
          fail(
            `${who}: POST ${addPath} ${JSON.stringify(u.line(d.qty))} breaking ${JSON.stringify(rule)} answered ${add.status} ${JSON.stringify(add.body).slice(0, 400)}`,
          );
        continue;
      }
      if (add.status !== 200) {
        fail(`${who}: POST ${addPath} ${JSON.stringify(u.line(d.qty))} answered ${add.status} ${JSON.stringify(add.body).slice(0, 400)}`);
        continue;
      }
      // a quantity change that breaks the rule is refused too, and leaves the line as it was
      if (rule && breaks(rule, d.qty + 1) && c.token) {
        const itemId = (add.body.items as Json[])[0]!.id;
        const patch = await s.json(`${V2}/cart/items/${itemId}`, { method: "PATCH", token: c.token, headers, json: { qty: d.qty + 1 } });
        refused++;
        if (patch.status !== 422 || patch.body.code !== "quantity_rule")
          fail(
            `${who}: PATCH ${V2}/cart/items/${itemId} {qty: ${d.qty + 1}} breaking ${JSON.stringify(rule)} answered ${patch.status} ${JSON.stringify(patch.body).slice(0, 400)}`,
          );
      }
      const maskedId = add.body.maskedId as string;
      const cart = await s.json(`${V2}/cart`, { token: c.token, headers: { ...headers, "x-cart-id": maskedId } });
      const line = (cart.body.items as Json[])[0]!;
      const maho = await s.json(`${V2}/guest-carts/${maskedId}`, { token: c.token, headers });
      const mahoLine = (maho.body.items as Json[])?.[0];
      const placed = await s.json(`${V2}/checkout/place-order`, {
        method: "POST",
        token: c.token,
        headers: { ...headers, "x-cart-id": maskedId },
        json: { paymentMethod: "checkmo", shippingAddress: st.address, ...(c.token ? {} : { email: `guest${n}@accept.example` }) },
      });
      if (placed.status !== 201) {
        fail(`${who}: place-order answered ${placed.status} ${JSON.stringify(placed.body).slice(0, 400)}`);
        continue;
      }
      const orderRow = await s.app.db.order.findFirstOrThrow({ where: { incrementId: placed.body.incrementId }, include: { items: true } });
      const invoiced = await adminGql(
        s,
        `mutation($id: Int!) { orderInvoice(id: $id) { __typename ... on OrderInvoiceSuccess { data { lines { sku price rowTotal qtyOrdered } invoices { items { sku price rowTotal qty } } } } ... on Problem { code message } } }`,
        { id: orderRow.id },
      );
      if (invoiced.orderInvoice.__typename !== "OrderInvoiceSuccess") fail(`${who}: orderInvoice answered ${JSON.stringify(invoiced.orderInvoice)}`);
      const order = invoiced.orderInvoice.data ?? {};
      const orderLine = order.lines?.[0];
      const invoiceLine = order.invoices?.[0]?.items?.[0];
      const rowTotal = amount(money(expected).times(d.qty), st.currency);
      const seen = {
        cart: [line.price, line.rowTotal, cart.body.prices.subtotal],
        maho: [mahoLine?.price, mahoLine?.rowTotal, maho.body.prices?.subtotal],
        placed: [placed.body.items?.[0]?.price, placed.body.items?.[0]?.rowTotal, placed.body.prices?.subtotal],
        order: [orderLine?.price, orderLine?.rowTotal, orderLine?.qtyOrdered],
        invoice: [invoiceLine?.price, invoiceLine?.rowTotal, invoiceLine?.qty],
      };
      const want = {
        cart: [expected, rowTotal, rowTotal],
        maho: [expected, rowTotal, rowTotal],
        placed: [expected, rowTotal, rowTotal],
        order: [expected, rowTotal, d.qty],
        invoice: [expected, rowTotal, d.qty],
      };
      if (JSON.stringify(seen) !== JSON.stringify(want)) fail(`${who}: charged ${JSON.stringify(seen)}, explain says ${JSON.stringify(want)}`);
      // the line's explanation: on the cart line and kept on the order line ("why this price" answered later)
      if (!u.selections) {
        const w = (at(u.id, d.qty).candidates as Json[]).find((x) => x.won);
        const kept = orderRow.items[0]?.priceExplanation ? JSON.parse(orderRow.items[0].priceExplanation) : null;
        const onLine = line.priceExplanation;
        if (!onLine || onLine.source !== w?.source || onLine.priceListCode !== w?.priceListCode || onLine.kind !== w?.kind)
          fail(`${who}: the cart line (GET ${V2}/cart) explains ${JSON.stringify(onLine)}, the explain's winner ${JSON.stringify(w)}`);
        if (!kept || kept.source !== w?.source || kept.priceListCode !== w?.priceListCode || kept.kind !== w?.kind)
          fail(`${who}: the order line keeps ${JSON.stringify(kept)}, the explain's winner ${JSON.stringify(w)}`);
      }
      bought++;
    }
    if (process.env.PRICE_REPORT) (await import("node:fs")).writeFileSync(process.env.PRICE_REPORT, problems.join("\n"));
    // by kind (the words after the draw, up to the first number or value), two examples of each
    const kinds = new Map<string, string[]>();
    for (const p of problems) {
      const kind = `${p.startsWith("explain") ? "explain: " : ""}${p.replace(/^(draw \d+ [^:]*|explain \{[^}]*\}[^:]*): /, "").split(/[\d{[]/)[0]}`;
      kinds.set(kind, [...(kinds.get(kind) ?? []), p]);
    }
    const summary = [...kinds].map(([k, ps]) => `${ps.length} x ${k}\n  ${ps.slice(0, 2).join("\n  ")}`).join("\n");
    expect(problems, `${problems.length} problems (seed ${SEED}), by kind:\n${summary}`).toEqual([]);
    // not vacuous: every kind bought, rules refused, lists won and the catalogue won
    expect(bought).toBeGreaterThan(DRAWS / FLOW_EVERY / 2);
    expect(refused).toBeGreaterThan(0);
    const winners = new Set([...explained.values()].map((e) => (e.candidates as Json[]).find((x) => x.won)?.priceListCode ?? "catalog"));
    for (const code of ["catalog", "ACC-FIX", "ACC-TIE", "ACC-PCT-OFFICE", "ACC-ALL", "ACC-AU", "ACC-WINDOW"]) expect(winners, code).toContain(code);
    for (const code of ["ACC-FUTURE", "ACC-EXPIRED", "ACC-INACTIVE"]) expect(winners, code).not.toContain(code);
  });
});

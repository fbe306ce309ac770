/**
 * The pricing engine on a real server and the seeded database (lists written with Prisma directly, then announced
 * with `pricingChanged` as every admin write does): which lists apply to whom, the lowest candidate wins with its
 * explanation (ties to the lower priority number), percent adjustments on what their condition matches (category
 * with descendants, attribute, SKU), the quantity rule's list, the price context's key (shared by callers with the
 * same lists, never naming a company), a change seen on the next request, and `priceExplain`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import company from "../../../src/modules/company/index.ts";
import pricing from "../../../src/modules/pricing/index.ts";
import { pricingChanged } from "../../../src/modules/pricing/announce.ts";
import { buildProvider, contextKey } from "../../../src/modules/pricing/provider.ts";
import { createContext, type RequestContext } from "../../../src/core/context.ts";
import { dbOf, withTransaction } from "../../../src/core/unit-of-work.ts";
import { varyContext } from "../../../src/core/vary-context.ts";
import { pricerFor, type PriceSubject } from "../../../src/catalog/price-function.ts";
import { COMBINE, PRODUCT } from "../../../dsl/src/index.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../../helpers/db-template.ts";

let s: TestServer;
let admin: string;
let northwind: { id: number; customerGroupId: number; adminCustomerId: number };
let memberEmail: string;
let store: number;
/** a simple product with a plain price (no special price, no tier prices), in a category that has a parent */
let p: PriceSubject & { id: number };
let leafCategory: number;
let parentCategory: number;
const lists: number[] = [];

const subjectSelect = {
  id: true,
  sku: true,
  type: true,
  price: true,
  specialPrice: true,
  specialFromDate: true,
  specialToDate: true,
  attributeSetId: true,
  tierPrices: { select: { groupId: true, qty: true, price: true } },
  categories: { select: { categoryId: true } },
  attributeValues: { select: { attributeId: true, value: true } },
} as const;

const tree = (...conditions: { attribute: string; operator: string; value: string }[]) =>
  JSON.stringify({ type: COMBINE, aggregator: "all", value: "1", conditions: conditions.map((c) => ({ type: PRODUCT, ...c })) });

async function adminCtx(): Promise<RequestContext> {
  const base = await createContext(s.app, { headers: { get: () => null }, ip: "127.0.0.1" });
  return { ...base, caller: { kind: "admin", adminId: 1, username: "admin", scopes: ["*"] } };
}
/** a request's context: a guest, or a customer (a Northwind member buys in the company's group) */
async function ctxOf(who: { customerId: number; email: string; groupId: number } | "guest"): Promise<RequestContext> {
  const base = await createContext(s.app, { headers: { get: () => null }, ip: "127.0.0.1" });
  if (who === "guest") return base;
  return { ...base, caller: { kind: "customer", customerId: who.customerId, email: who.email }, groupId: who.groupId };
}
const member = () => ctxOf({ customerId: northwind.adminCustomerId, email: memberEmail, groupId: northwind.customerGroupId });

/** a list written as the admin API writes it: in a transaction that announces the change */
async function createList(data: {
  code: string;
  priority?: number;
  active?: boolean;
  validFrom?: Date;
  validTo?: Date;
  storeIds?: string;
  adjustmentPercent?: number;
  conditionTree?: string;
  companies?: number[];
  groups?: number[];
  items?: { sku: string; price?: number; tiers?: { qty: number; price: number }[]; minQty?: number; maxQty?: number; qtyIncrement?: number }[];
}): Promise<number> {
  return withTransaction(await adminCtx(), async (tx) => {
    const db = dbOf(tx);
    const l = await db.priceList.create({
      data: {
        code: data.code,
        name: data.code,
        priority: data.priority ?? 0,
        active: data.active ?? true,
        validFrom: data.validFrom,
        validTo: data.validTo,
        storeIds: data.storeIds ?? "",
        adjustmentPercent: data.adjustmentPercent,
        conditionTree: data.conditionTree,
        items: {
          create: (data.items ?? []).map((i) => ({
            sku: i.sku,
            price: i.price,
            tiers: JSON.stringify((i.tiers ?? []).map((t) => ({ qty: t.qty, price: t.price.toFixed(4) }))),
            minQty: i.minQty,
            maxQty: i.maxQty,
            qtyIncrement: i.qtyIncrement,
          })),
        },
        companies: { create: (data.companies ?? []).map((companyId) => ({ companyId })) },
        groups: { create: (data.groups ?? []).map((customerGroupId) => ({ customerGroupId })) },
      },
    });
    lists.push(l.id);
    await pricingChanged(tx, [l.id]);
    return l.id;
  });
}
async function removeLists(): Promise<void> {
  const ids = lists.splice(0);
  await withTransaction(await adminCtx(), async (tx) => {
    await dbOf(tx).priceList.deleteMany({ where: { id: { in: ids } } });
    await pricingChanged(tx, []);
  });
}
const setConfig = async (path: string, v: string) => {
  const r = await s.gql(
    `mutation($p: String!, $v: String) { configValueSet(path: $p, value: $v) { __typename ... on Problem { code message } } }`,
    { p: path, v },
    { token: admin },
  );
  expect(r.data?.configValueSet, JSON.stringify(r)).toMatchObject({ __typename: "ConfigValueSetSuccess" });
};
const service = () => s.app.modules.service("pricing")!;
const codes = async (ctx: RequestContext) => (await service().applicableLists(ctx)).map((l) => l.code);

beforeAll(async () => {
  s = await startTestServer({ modules: [company as never, pricing as never] });
  admin = await s.adminToken();
  await setConfig("b2b_pricing/enabled", "1");
  // the demo's lists (NORTHWIND, RETAIL-PROMO) go: each test here writes the lists it prices by
  await withTransaction(await adminCtx(), async (tx) => {
    await dbOf(tx).priceList.deleteMany({});
    await pricingChanged(tx, []);
  });
  northwind = await s.app.db.company.findFirstOrThrow({
    where: { name: "Northwind Trading" },
    select: { id: true, customerGroupId: true, adminCustomerId: true },
  });
  memberEmail = (await s.app.db.customer.findUniqueOrThrow({ where: { id: northwind.adminCustomerId } })).email;
  store = (await s.app.stores()).default.id;
  // a category with a parent that is not the whole catalogue (its path: root / default / top / ...)
  const cats = await s.app.db.category.findMany({ select: { id: true, path: true } });
  const depth = (c: { path: string }) => c.path.split("/").length;
  const nested = new Map(cats.filter((c) => depth(c) >= 4).map((c) => [c.id, c]));
  const found = await s.app.db.product.findFirstOrThrow({
    where: {
      type: "simple",
      status: 1,
      price: { gt: 20 },
      specialPrice: null,
      tierPrices: { none: {} },
      categories: { some: { categoryId: { in: [...nested.keys()] } } },
      attributeValues: { some: {} },
    },
    select: subjectSelect,
    orderBy: { id: "asc" },
  });
  p = found as unknown as PriceSubject & { id: number };
  leafCategory = found.categories.find((c) => nested.has(c.categoryId))!.categoryId;
  const path = nested.get(leafCategory)!.path.split("/").map(Number);
  parentCategory = path[path.length - 2]!;
});
afterAll(async () => {
  await s?.close();
});

const price = Number;

describe("which lists apply", () => {
  it("the group's lists and, for a company member, the company's; never inactive, outside the window or another store's", async () => {
    const day = 86_400_000;
    await createList({ code: "E-GUEST", groups: [0] });
    await createList({ code: "E-GROUP", groups: [northwind.customerGroupId] });
    await createList({ code: "E-COMPANY", companies: [northwind.id], priority: 5 });
    await createList({ code: "E-OTHERCO", companies: [northwind.id + 1000] });
    await createList({ code: "E-OFF", companies: [northwind.id], active: false });
    await createList({ code: "E-LATER", companies: [northwind.id], validFrom: new Date(Date.now() + day) });
    await createList({ code: "E-OVER", companies: [northwind.id], validTo: new Date(Date.now() - day) });
    await createList({ code: "E-NOW", companies: [northwind.id], validFrom: new Date(Date.now() - day), validTo: new Date(Date.now() + day) });
    await createList({ code: "E-ELSEWHERE", companies: [northwind.id], storeIds: "9999" });
    await createList({ code: "E-HERE", companies: [northwind.id], storeIds: `9999,${store}` });
    try {
      expect(await codes(await ctxOf("guest"))).toEqual(["E-GUEST"]);
      expect(await codes(await member())).toEqual(["E-GROUP", "E-NOW", "E-HERE", "E-COMPANY"]);
      // a customer of the same group outside the company: the group's lists only
      const members = (await s.app.db.companyMember.findMany({ select: { customerId: true } })).map((m) => m.customerId);
      const other = await s.app.db.customer.findFirstOrThrow({ where: { id: { notIn: members } } });
      expect(await codes(await ctxOf({ customerId: other.id, email: other.email, groupId: northwind.customerGroupId }))).toEqual(["E-GROUP"]);
      // the module off for the store: no list applies, and the pricer has no provider (prices and keys as without it)
      await setConfig("b2b_pricing/enabled", "0");
      try {
        const ctx = await member();
        expect(await codes(ctx)).toEqual([]);
        expect((await pricerFor(ctx)).key).toBe("");
        expect((await varyContext(ctx))?.key ?? "").not.toContain("prices=");
      } finally {
        await setConfig("b2b_pricing/enabled", "1");
      }
    } finally {
      await removeLists();
    }
  });
});

describe("the lowest candidate wins, explained", () => {
  it("fixed and tier prices below the catalogue's win; above it the catalogue wins; ties go to the lower priority number", async () => {
    const base = price(p.price);
    const a = await createList({
      code: "E-A",
      priority: 10,
      companies: [northwind.id],
      items: [
        {
          sku: p.sku,
          price: base - 2,
          tiers: [
            { qty: 10, price: base - 5 },
            { qty: 50, price: base - 6 },
          ],
        },
      ],
    });
    await createList({ code: "E-B", priority: 3, companies: [northwind.id], items: [{ sku: p.sku, tiers: [{ qty: 10, price: base - 5 }] }] });
    await createList({ code: "E-HIGH", priority: 0, companies: [northwind.id], items: [{ sku: p.sku, price: base + 1 }] });
    try {
      const pricer = await pricerFor(await member());
      const one = pricer.quote(p, 1);
      expect(one.price).toBe(base - 2);
      expect(one.explanation).toEqual({ source: "priceList", priceListCode: "E-A", kind: "fixed", tierQty: null, quantityRule: null });
      expect(one.candidates.map((c) => [c.source, c.priceListCode, c.price])).toEqual([
        ["priceList", "E-A", base - 2],
        ["catalog", null, base],
        ["priceList", "E-HIGH", base + 1],
      ]);
      // at 10 two lists offer the same tier price: the lower priority number (E-B: 3) wins
      const ten = pricer.quote(p, 12);
      expect(ten.explanation).toMatchObject({ source: "priceList", priceListCode: "E-B", kind: "tier", tierQty: 10 });
      expect(ten.price).toBe(base - 5);
      expect(ten.candidates[1]).toMatchObject({ priceListCode: "E-A", kind: "tier", price: base - 5 });
      // at 60 the largest tier reached (50) of E-A
      expect(pricer.quote(p, 60).explanation).toMatchObject({ priceListCode: "E-A", kind: "tier", tierQty: 50 });
      expect(pricer.breakpoints(p)).toEqual([10, 50]);
      expect(pricer.minimal(p)).toBe(base - 6);
      // a guest: none of these lists, the catalogue's price
      const guest = (await pricerFor(await ctxOf("guest"))).quote(p, 1);
      expect(guest.explanation).toEqual({ source: "catalog", priceListCode: null, kind: null, tierQty: null, quantityRule: null });
      expect(guest.price).toBe(base);
      // priceExplain lists the same candidates, the winner first, with why
      const r = await s.gql(
        `query($id: Int!, $c: Int, $q: Float) { priceExplain(productId: $id, companyId: $c, qty: $q) { __typename ... on PriceExplainResult { price currency sku enabled
          candidates { source priceListCode kind tierQty price won reason } notOffered { priceListCode reason } } ... on Problem { code } } }`,
        { id: p.id, c: northwind.id, q: 12 },
        { token: admin },
      );
      const ex = r.data!.priceExplain;
      expect(ex, JSON.stringify(r)).toMatchObject({ __typename: "PriceExplainResult", price: base - 5, sku: p.sku, enabled: true });
      expect(ex.candidates.map((c: { priceListCode: string | null; won: boolean }) => [c.priceListCode, c.won])).toEqual([
        ["E-B", true],
        ["E-A", false],
        [null, false],
        ["E-HIGH", false],
      ]);
      expect(ex.candidates[0].reason).toBe("lowest price; tie: lower priority number wins (3 < 10)");
      expect(ex.candidates[1].reason).toBe("tie: lower priority number wins (3 < 10)");
      expect(ex.candidates[2].reason).toMatch(/^higher than the winner \(.+ > .+\)$/);
      expect(Math.min(...ex.candidates.map((c: { price: number }) => c.price))).toBe(ex.price);
      expect(a).toBeGreaterThan(0);
    } finally {
      await removeLists();
    }
  });

  it("the quantity rule: the winning list's, else (the catalogue wins) the applicable list with the lowest priority number that has one", async () => {
    const base = price(p.price);
    await createList({ code: "E-RULE-WIN", priority: 9, companies: [northwind.id], items: [{ sku: p.sku, price: base - 1, minQty: 6, qtyIncrement: 6 }] });
    try {
      const q = (await pricerFor(await member())).quote(p, 6);
      expect(q.explanation).toMatchObject({
        priceListCode: "E-RULE-WIN",
        quantityRule: { priceListCode: "E-RULE-WIN", minQty: 6, maxQty: null, qtyIncrement: 6 },
      });
    } finally {
      await removeLists();
    }
    await createList({ code: "E-RULE-2", priority: 2, companies: [northwind.id], items: [{ sku: p.sku, price: base + 5, maxQty: 100 }] });
    await createList({ code: "E-RULE-1", priority: 1, companies: [northwind.id], items: [{ sku: p.sku, price: base + 3, minQty: 2 }] });
    try {
      const q = (await pricerFor(await member())).quote(p, 2);
      expect(q.explanation).toMatchObject({ source: "catalog", quantityRule: { priceListCode: "E-RULE-1", minQty: 2, maxQty: null, qtyIncrement: null } });
    } finally {
      await removeLists();
    }
  });
});

describe("percent adjustments on what the condition matches", () => {
  it("category with descendants, attribute, SKU; no match, no candidate; an item's own price goes before the percent", async () => {
    const base = price(p.price);
    const attr = p.attributeValues[0]!;
    const info = (await s.app.attributes.load()).byId.get(attr.attributeId)!;
    await createList({
      code: "E-CAT",
      companies: [northwind.id],
      adjustmentPercent: -12.5,
      conditionTree: tree({ attribute: "category_ids", operator: "()", value: String(parentCategory) }),
    });
    await createList({
      code: "E-SKU",
      companies: [northwind.id],
      adjustmentPercent: -10,
      conditionTree: tree({ attribute: "sku", operator: "{}", value: p.sku.slice(1) }),
    });
    await createList({
      code: "E-NOSKU",
      companies: [northwind.id],
      adjustmentPercent: -50,
      conditionTree: tree({ attribute: "sku", operator: "==", value: `${p.sku}-not-this` }),
    });
    await createList({
      code: "E-ATTR",
      companies: [northwind.id],
      adjustmentPercent: -1,
      conditionTree: tree({ attribute: info.code, operator: "!=", value: "__never__" }),
    });
    try {
      const pricer = await pricerFor(await member());
      const q = pricer.quote(p, 1);
      const expected = Math.round(base * 0.875 * 10_000) / 10_000;
      expect(q.price).toBe(expected);
      expect(q.explanation).toMatchObject({ source: "priceList", priceListCode: "E-CAT", kind: "percent" });
      const byCode = new Map(q.candidates.map((c) => [c.priceListCode, c]));
      expect(byCode.get("E-SKU")?.price).toBe(Math.round(base * 0.9 * 10_000) / 10_000);
      expect(byCode.get("E-ATTR")?.kind).toBe("percent");
      expect(byCode.has("E-NOSKU")).toBe(false);
      // a product outside the category: the category's adjustment does not apply
      const under = (await s.app.db.category.findMany({ select: { id: true, path: true } }))
        .filter((c) => c.path.split("/").map(Number).includes(parentCategory))
        .map((c) => c.id);
      expect(under).toContain(leafCategory);
      const outside = await s.app.db.product.findFirstOrThrow({
        where: { type: "simple", status: 1, price: { gt: 0 }, categories: { some: {}, none: { categoryId: { in: under } } } },
        select: subjectSelect,
      });
      expect(pricer.quote(outside as unknown as PriceSubject, 1).candidates.some((c) => c.priceListCode === "E-CAT")).toBe(false);
      // a variant without categories is judged with its parent's
      const child = { ...p, categories: [] };
      expect(pricer.quote(child, 1, p).candidates.some((c) => c.priceListCode === "E-CAT")).toBe(true);
      expect(pricer.quote(child, 1).candidates.some((c) => c.priceListCode === "E-CAT")).toBe(false);
      // priceExplain names the list whose condition does not match
      const r = await s.gql(
        `query($id: Int!, $c: Int) { priceExplain(productId: $id, companyId: $c) { ... on PriceExplainResult { price notOffered { priceListCode reason } } } }`,
        { id: p.id, c: northwind.id },
        { token: admin },
      );
      expect(r.data!.priceExplain.notOffered).toContainEqual({ priceListCode: "E-NOSKU", reason: "condition does not match" });
    } finally {
      await removeLists();
    }
    // an item's fixed price makes the list's price for its SKU, even above what the percent would give
    await createList({ code: "E-BOTH", companies: [northwind.id], adjustmentPercent: -50, items: [{ sku: p.sku, price: base - 1 }] });
    try {
      const q = (await pricerFor(await member())).quote(p, 1);
      expect(q.explanation).toMatchObject({ priceListCode: "E-BOTH", kind: "fixed" });
      expect(q.price).toBe(base - 1);
    } finally {
      await removeLists();
    }
  });

  it("listing prices: a row lowered by its fixed price or percent, a configurable by its cheapest variant's list price", async () => {
    const conf = await s.app.db.product.findFirstOrThrow({
      where: { type: "configurable", status: 1, childLinks: { some: { kind: "variant", child: { status: 1, price: { gt: 5 } } } } },
      select: {
        id: true,
        sku: true,
        type: true,
        indexPrice: true,
        childLinks: { where: { kind: "variant", child: { status: 1 } }, select: { child: { select: { sku: true, price: true } } } },
      },
    });
    const variant = conf.childLinks[0]!.child;
    await createList({
      code: "E-LIST",
      companies: [northwind.id],
      items: [
        { sku: p.sku, price: 1.25 },
        { sku: variant.sku, price: 0.5 },
      ],
    });
    try {
      const pricer = await pricerFor(await member());
      const rows = [
        { id: p.id, sku: p.sku, type: "simple", indexPrice: price(p.price) },
        { id: conf.id, sku: conf.sku, type: "configurable", indexPrice: price(conf.indexPrice) },
      ];
      const lowered = await pricer.providers[0]!.listingPrices(rows);
      expect(Object.fromEntries(lowered)).toEqual({ [p.id]: 1.25, [conf.id]: 0.5 });
    } finally {
      await removeLists();
    }
  });
});

describe("the price context's key", () => {
  it("equal for callers with the same lists (whatever their company), different for other lists; no part without lists", async () => {
    const shared = await createList({ code: "E-SHARED", companies: [70001, 70002, 70003], items: [{ sku: p.sku, price: 1 }] });
    await createList({ code: "E-OWN", companies: [70003] });
    try {
      const spec = (companyId: number) => ({ storeId: store, currency: "USD", groupId: northwind.customerGroupId, companyId, at: new Date() });
      const [one, two, three] = await Promise.all([70001, 70002, 70003].map((c) => buildProvider(s.app, spec(c))));
      expect(one!.key).toMatch(/^prices=[0-9a-f]{16}$/);
      expect(two!.key).toBe(one!.key);
      expect(three!.key).not.toBe(one!.key);
      expect(one!.key).not.toContain("70001");
      const rev = (await s.app.db.priceList.findUniqueOrThrow({ where: { id: shared } })).revision;
      expect(one!.key).toBe(contextKey([{ id: shared, revision: rev }]));
      // the response cache's vary context carries the same part (a member of a company with lists; a guest has none)
      const ctx = await member();
      await createList({ code: "E-NW", companies: [northwind.id] });
      const vary = (await varyContext(await member()))!.key;
      expect(vary).toMatch(/&prices=[0-9a-f]{16}$/);
      expect(vary).toContain((await pricerFor(await member())).key);
      expect((await varyContext(await ctxOf("guest")))!.key).not.toContain("prices=");
      expect(ctx).toBeTruthy();
    } finally {
      await removeLists();
    }
  });
});

describe("a change is seen on the next request", () => {
  it("a price, a tier, an assignment, a condition changed and announced: the next pricer prices by it, under a new key", async () => {
    const base = price(p.price);
    const id = await createList({ code: "E-LIVE", companies: [northwind.id], items: [{ sku: p.sku, price: base - 1 }] });
    try {
      const first = await pricerFor(await member());
      expect(first.quote(p, 1).price).toBe(base - 1);
      const change = (fn: (db: ReturnType<typeof dbOf>) => Promise<unknown>) =>
        adminCtx().then((c) =>
          withTransaction(c, async (tx) => {
            await fn(dbOf(tx));
            await pricingChanged(tx, [id]);
          }),
        );
      await change((db) => db.priceListItem.updateMany({ where: { priceListId: id }, data: { price: base - 3 } }));
      const second = await pricerFor(await member());
      expect(second.quote(p, 1).price).toBe(base - 3);
      expect(second.key).not.toBe(first.key);
      await change((db) =>
        db.priceListItem.updateMany({ where: { priceListId: id }, data: { tiers: JSON.stringify([{ qty: 5, price: (base - 4).toFixed(4) }]) } }),
      );
      expect((await pricerFor(await member())).quote(p, 5).explanation).toMatchObject({ kind: "tier", tierQty: 5 });
      await change((db) =>
        db.priceList.update({ where: { id }, data: { adjustmentPercent: -50, conditionTree: tree({ attribute: "sku", operator: "==", value: p.sku }) } }),
      );
      await change((db) => db.priceListItem.deleteMany({ where: { priceListId: id } }));
      expect((await pricerFor(await member())).quote(p, 1)).toMatchObject({
        price: Math.round(base * 0.5 * 10_000) / 10_000,
        explanation: { kind: "percent" },
      });
      await change((db) => db.priceListCompany.deleteMany({ where: { priceListId: id } }));
      expect((await pricerFor(await member())).key).toBe("");
    } finally {
      await removeLists();
    }
  });
});

describe("product answers carry the explanation", () => {
  it("a company member's product answer names the list and kind; a guest's has none", async () => {
    await createList({ code: "E-DTO", companies: [northwind.id], items: [{ sku: p.sku, price: 1.5 }] });
    try {
      const token = await s.customerToken(memberEmail, TEST_CUSTOMER_PASSWORD);
      const mine = await s.json(`/api/rest/v2/products/${p.id}`, { token });
      expect(mine.status, JSON.stringify(mine.body)).toBe(200);
      expect(mine.body.extensions.b2bPricing).toEqual({ source: "priceList", priceListCode: "E-DTO", kind: "fixed", tierQty: null, quantityRule: null });
      const guest = await s.json(`/api/rest/v2/products/${p.id}`);
      expect(guest.body.extensions?.b2bPricing).toBeUndefined();
      // explainToStorefront off: no explanation (the price is still the list's)
      await setConfig("b2b_pricing/explainToStorefront", "0");
      try {
        const quiet = await s.json(`/api/rest/v2/products/${p.id}`, { token });
        expect(quiet.body.extensions?.b2bPricing).toBeUndefined();
      } finally {
        await setConfig("b2b_pricing/explainToStorefront", "1");
      }
    } finally {
      await removeLists();
    }
  });
});

describe("priceExplain refusals", () => {
  it("an unknown company, group or product is a Problem on its field", async () => {
    const q = `query($id: Int!, $c: Int, $g: Int) { priceExplain(productId: $id, companyId: $c, customerGroupId: $g) { __typename ... on Problem { code errors { field code } } } }`;
    const company = await s.gql(q, { id: p.id, c: 987654 }, { token: admin });
    expect(company.data!.priceExplain).toMatchObject({ __typename: "Problem", errors: [{ field: "companyId", code: "unknown_company" }] });
    const group = await s.gql(q, { id: p.id, g: 987654 }, { token: admin });
    expect(group.data!.priceExplain).toMatchObject({ __typename: "Problem", errors: [{ field: "customerGroupId", code: "unknown_customer_group" }] });
    const product = await s.gql(q, { id: 987654321 }, { token: admin });
    expect(product.data!.priceExplain).toMatchObject({ __typename: "Problem", errors: [{ field: "productId" }] });
    const anonymous = await s.gql(q, { id: p.id });
    expect(anonymous.data?.priceExplain ?? null).toBeNull();
  });
});

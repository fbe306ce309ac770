/**
 * Per-company pricing at scale (issue 31), on top of the demo store: `npm run seed -- --force --products 100000
 * --companies 1000 --price-lists 1000 --price-list-items 1000` writes a thousand active companies in three customer
 * groups (each with its admin, some with a buyer: a few hundred more members), a thousand price lists of a thousand
 * SKUs each (one million items: fixed prices under the catalogue's, tiers on a fifth, quantity rules on a few), every
 * fifth list also with a percent adjustment over a category condition in the rules language, and each company
 * assigned 1-3 lists, the first of them one of a few lists that many companies share (as contract price lists are
 * shared in practice), plus three lists assigned to the Retailer group. Nothing is written per company and product:
 * the price tables hold the lists' own rows only.
 *
 * Deterministic (seeded PRNG) and bulk-written (multi-row INSERTs with explicit ids, in chunks), so the million
 * items take seconds, not minutes.
 */
import type { Db } from "../src/core/db/client.ts";
import { bulkInsert } from "../src/core/db/bulk-insert.ts";
import { hashPassword } from "../src/core/auth/password.ts";
import { diagnoseCondition } from "../dsl/src/index.ts";
import { Decimal, type MoneyInput, money, mul } from "../src/core/money.ts";
import { tiersJson } from "../src/modules/pricing/types.ts";

export interface PricingScaleOptions {
  companies: number;
  priceLists: number;
  /** items per list (capped at the number of priceable SKUs) */
  itemsPerList: number;
  /** the members' password (the demo customers' when the demo was seeded with a known one) */
  customerPassword: string;
  log?: (msg: string) => void;
}

export interface PricingScaleResult {
  companies: number;
  members: number;
  priceLists: number;
  items: number;
  assignments: number;
  /** the admin of each of the first ten companies (benchmarks log in as them), with the company's lists */
  sampleMembers: { email: string; companyId: number; groupId: number; priceListCodes: string[] }[];
  seconds: number;
}

/** the share of companies that also have a buyer (besides their admin) */
const BUYER_SHARE = 0.3;
/** how many lists the companies' first assignments are drawn from: shared lists */
const SHARED_LISTS = 20;
/** the customer groups companies buy in (General, Wholesale, Retailer), Wholesale most often */
const COMPANY_GROUPS = [2, 2, 2, 1, 3];

function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)) };
}

async function maxId(db: Db, table: string): Promise<number> {
  const [row] = await db.$queryRawUnsafe<{ m: number | bigint | null }[]>(`SELECT MAX(id) AS m FROM "${table}"`);
  return Number(row?.m ?? 0);
}

export async function seedPricingScale(db: Db, kind: "sqlite" | "postgres", opts: PricingScaleOptions): Promise<PricingScaleResult> {
  const started = performance.now();
  const log = opts.log ?? (() => {});
  const rnd = prng(31);
  const bulk = (table: string, rows: Record<string, unknown>[]) => bulkInsert(db, kind, table, rows);
  const now = new Date();
  if (kind === "sqlite") await db.$executeRawUnsafe("PRAGMA synchronous = OFF");

  // ---- companies, their admins and buyers
  const passwordHash = await hashPassword(opts.customerPassword);
  let customerId = await maxId(db, "Customer");
  let companyId = await maxId(db, "Company");
  let memberId = await maxId(db, "CompanyMember");
  let roleId = await maxId(db, "CompanyRole");
  const customers: Record<string, unknown>[] = [];
  const companies: Record<string, unknown>[] = [];
  const roles: Record<string, unknown>[] = [];
  const members: Record<string, unknown>[] = [];
  const companyIds: number[] = [];
  const groupOf = new Map<number, number>();
  const firstMemberOf = new Map<number, string>();
  for (let i = 1; i <= opts.companies; i++) {
    const cid = ++companyId;
    const groupId = COMPANY_GROUPS[i % COMPANY_GROUPS.length]!;
    const adminId = ++customerId;
    const email = `admin${i}@company${i}.scale.example`;
    customers.push({
      id: adminId,
      storeId: 1,
      email,
      passwordHash,
      firstName: "Admin",
      lastName: `Company ${i}`,
      groupId: 1,
      isApproved: true,
      approvalStatus: "active",
      createdAt: now,
      updatedAt: now,
    });
    companies.push({
      id: cid,
      storeId: 1,
      name: `Scale Company ${i}`,
      legalName: `Scale Company ${i} Ltd`,
      email: `office@company${i}.scale.example`,
      status: "active",
      adminCustomerId: adminId,
      customerGroupId: groupId,
      createdAt: now,
      updatedAt: now,
    });
    const adminMember = ++memberId;
    members.push({
      id: adminMember,
      companyId: cid,
      customerId: adminId,
      roleId: null,
      managerId: null,
      jobTitle: "Owner",
      status: "active",
      createdAt: now,
      updatedAt: now,
    });
    companyIds.push(cid);
    groupOf.set(cid, groupId);
    firstMemberOf.set(cid, email);
    if (rnd.next() < BUYER_SHARE) {
      const rid = ++roleId;
      roles.push({ id: rid, companyId: cid, name: "Buyer", permissions: "company.addresses.use,orders.place", createdAt: now, updatedAt: now });
      const buyerId = ++customerId;
      customers.push({
        id: buyerId,
        storeId: 1,
        email: `buyer${i}@company${i}.scale.example`,
        passwordHash,
        firstName: "Buyer",
        lastName: `Company ${i}`,
        groupId: 1,
        isApproved: true,
        approvalStatus: "active",
        createdAt: now,
        updatedAt: now,
      });
      members.push({
        id: ++memberId,
        companyId: cid,
        customerId: buyerId,
        roleId: rid,
        managerId: adminMember,
        jobTitle: "Buyer",
        status: "active",
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  await bulk("Customer", customers);
  await bulk("Company", companies);
  await bulk("CompanyRole", roles);
  await bulk("CompanyMember", members);
  log(`${companies.length} companies with ${members.length} members written (${((performance.now() - started) / 1000).toFixed(1)} s)`);

  // ---- price lists: every fifth with a percent adjustment over a top category (and its subcategories)
  const tops = (await db.category.findMany({ where: { level: 2 }, select: { id: true }, orderBy: { id: "asc" } })).map((c) => c.id);
  let listId = await maxId(db, "PriceList");
  const lists: Record<string, unknown>[] = [];
  const listIds: number[] = [];
  const codeOf = new Map<number, string>();
  for (let i = 1; i <= opts.priceLists; i++) {
    const id = ++listId;
    const code = `SCALE-${String(i).padStart(5, "0")}`;
    let rule: Record<string, unknown> = {};
    if (i % 5 === 0 && tops.length) {
      const source = `category in [${tops[(i / 5) % tops.length]}]`;
      const { tree } = diagnoseCondition(source);
      rule = { adjustmentPercent: -rnd.int(2, 15), condition: source, conditionTree: JSON.stringify(tree) };
    }
    lists.push({
      id,
      code,
      name: `Scale price list ${i}`,
      currency: "USD",
      storeIds: "",
      active: true,
      priority: rnd.int(1, 100),
      revision: 1,
      adjustmentPercent: null,
      condition: null,
      conditionTree: null,
      ...rule,
      createdAt: now,
      updatedAt: now,
    });
    listIds.push(id);
    codeOf.set(id, code);
  }
  await bulk("PriceList", lists);

  // ---- items: each list prices `itemsPerList` distinct SKUs of the products that are bought by their own SKU
  const priceable = await db.product.findMany({
    where: { type: { in: ["simple", "virtual", "downloadable"] } },
    select: { sku: true, price: true },
    orderBy: { id: "asc" },
  });
  const perList = Math.min(opts.itemsPerList, priceable.length);
  let items = 0;
  let batch: Record<string, unknown>[] = [];
  const cents = (v: MoneyInput) => money(v).toDecimalPlaces(2, Decimal.ROUND_DOWN).toNumber();
  for (const id of listIds) {
    const picked = new Set<number>();
    while (picked.size < perList) picked.add(rnd.int(0, priceable.length - 1));
    for (const idx of picked) {
      const p = priceable[idx]!;
      const price = cents(mul(p.price, (80 + rnd.int(0, 18)) / 100));
      const roll = rnd.next();
      batch.push({
        priceListId: id,
        sku: p.sku,
        price,
        tiers:
          roll < 0.2
            ? tiersJson([
                { qty: 10, price: cents(mul(price, "0.95")) },
                { qty: 50, price: cents(mul(price, "0.9")) },
              ])
            : "[]",
        minQty: roll > 0.99 ? 2 : null,
        maxQty: null,
        qtyIncrement: roll > 0.99 ? 2 : null,
        updatedAt: now,
      });
    }
    items += picked.size;
    if (batch.length >= 50_000) {
      await bulk("PriceListItem", batch);
      batch = [];
      log(`${items.toLocaleString("en")} price-list items written (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
  }
  await bulk("PriceListItem", batch);
  log(`${lists.length} price lists with ${items.toLocaleString("en")} items written`);

  // ---- assignments: 1-3 lists per company, the first a shared one; three lists for the Retailer group
  const shared = listIds.slice(0, Math.min(SHARED_LISTS, listIds.length));
  const assigned: Record<string, unknown>[] = [];
  const listsOf = new Map<number, number[]>();
  if (listIds.length) {
    for (const cid of companyIds) {
      const mine = new Set<number>([shared[rnd.int(0, shared.length - 1)]!]);
      const want = rnd.int(1, 3);
      while (mine.size < Math.min(want, listIds.length)) mine.add(listIds[rnd.int(0, listIds.length - 1)]!);
      listsOf.set(cid, [...mine]);
      for (const l of mine) assigned.push({ priceListId: l, companyId: cid, createdAt: now });
    }
    await bulk("PriceListCompany", assigned);
    await bulk(
      "PriceListGroup",
      listIds.slice(-3).map((l) => ({ priceListId: l, customerGroupId: 3, createdAt: now })),
    );
  }
  if (kind === "postgres") {
    for (const table of ["Customer", "Company", "CompanyRole", "CompanyMember", "PriceList", "PriceListItem"])
      await db.$executeRawUnsafe(`SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), COALESCE((SELECT MAX(id) FROM "${table}"), 1))`);
  } else await db.$executeRawUnsafe("PRAGMA synchronous = FULL");
  await db.$executeRawUnsafe("ANALYZE");
  return {
    companies: companies.length,
    members: members.length,
    priceLists: lists.length,
    items,
    assignments: assigned.length + Math.min(3, listIds.length),
    sampleMembers: companyIds.slice(0, 10).map((cid) => ({
      email: firstMemberOf.get(cid)!,
      companyId: cid,
      groupId: groupOf.get(cid)!,
      priceListCodes: (listsOf.get(cid) ?? []).map((l) => codeOf.get(l)!),
    })),
    seconds: (performance.now() - started) / 1000,
  };
}

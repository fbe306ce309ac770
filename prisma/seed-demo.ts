/**
 * The demo store: stores, groups, countries with regions, attributes, a category tree, products of every
 * type, CMS pages and blocks, blog posts, config, an admin and an API user. Deterministic (seeded PRNG),
 * batched so that `--products 100000` finishes in reasonable time.
 */
import { randomBytes } from "node:crypto";
import type { Db } from "../src/core/db/client.ts";
import { hashPassword } from "../src/core/auth/password.ts";
import { SearchIndex } from "../src/catalog/search-index.ts";
import { bulkInsert } from "../src/core/db/bulk-insert.ts";
import { slugify as slug } from "../src/catalog/admin-service.ts";
import { AttributeCatalog } from "../src/catalog/attributes.ts";
import { compileWhen } from "../src/modules/access-gate/rules-service.ts";
import { compileApprovalSource, diagnoseCondition } from "../dsl/src/index.ts";
import { reindexRule } from "../src/modules/access-gate/product-index.ts";
import { SHIPPING_DEFAULTS } from "../src/sales/shipping-methods.ts";
import { priceIndexSql } from "../src/catalog/price-index.ts";
import { add, Decimal, type Money, min, mul } from "../src/core/money.ts";
import { tiersJson } from "../src/modules/pricing/types.ts";

export interface SeedOptions {
  products: number;
  /** fixed credentials (tests); random ones otherwise */
  adminPassword?: string;
  apiUserPassword?: string;
  customerPassword?: string;
  log?: (msg: string) => void;
}

export interface SeedResult {
  admin: { username: string; password: string };
  apiUser: { username: string; password: string };
  customers: { email: string; password: string; group: string; status: string; company?: string }[];
  productCount: number;
}

function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
  };
}

export const COUNTRIES: [string, string, string, [string, string][]][] = [
  [
    "US",
    "USA",
    "United States",
    [
      ["CA", "California"],
      ["NY", "New York"],
      ["TX", "Texas"],
      ["WA", "Washington"],
      ["IL", "Illinois"],
    ],
  ],
  [
    "CA",
    "CAN",
    "Canada",
    [
      ["ON", "Ontario"],
      ["QC", "Quebec"],
      ["BC", "British Columbia"],
    ],
  ],
  [
    "AU",
    "AUS",
    "Australia",
    [
      ["NSW", "New South Wales"],
      ["VIC", "Victoria"],
      ["QLD", "Queensland"],
      ["WA", "Western Australia"],
    ],
  ],
  [
    "NZ",
    "NZL",
    "New Zealand",
    [
      ["AUK", "Auckland"],
      ["WGN", "Wellington"],
      ["CAN", "Canterbury"],
    ],
  ],
  ["GB", "GBR", "United Kingdom", []],
  [
    "DE",
    "DEU",
    "Germany",
    [
      ["BE", "Berlin"],
      ["BY", "Bayern"],
      ["HH", "Hamburg"],
    ],
  ],
  ["FR", "FRA", "France", []],
  ["IT", "ITA", "Italy", []],
  ["ES", "ESP", "Spain", []],
  ["NL", "NLD", "Netherlands", []],
  ["JP", "JPN", "Japan", []],
  ["SG", "SGP", "Singapore", []],
];

const TREE: [string, string[][]][] = [
  ["Apparel", [["Workwear", "Hi-Vis", "Boots"], ["Uniforms"], ["Accessories", "Gloves"]]],
  ["Tools", [["Power Tools", "Drills", "Saws"], ["Hand Tools"], ["Safety"]]],
  ["Office", [["Paper"], ["Furniture", "Chairs", "Desks"], ["Technology"]]],
  ["Food & Drink", [["Coffee", "Beans", "Machines"], ["Snacks"]]],
  ["Gifts", [["Gift Cards"], ["Hampers"]]],
];

const BRANDS = ["Acme", "Globex", "Initech", "Umbrella", "Stark", "Wayne", "Hooli", "Vandelay"];
const COLORS = ["Red", "Blue", "Green", "Black", "White", "Yellow", "Orange"];
const SIZES = ["XS", "S", "M", "L", "XL"];
const MATERIALS = ["Cotton", "Polyester", "Leather", "Steel", "Wood", "Plastic"];
const NOUNS = ["Jacket", "Drill", "Chair", "Notebook", "Mug", "Glove", "Boot", "Desk", "Saw", "Hamper", "Blend", "Vest", "Lamp", "Helmet", "Bag"];
const ADJ = ["Pro", "Classic", "Heavy-Duty", "Eco", "Deluxe", "Compact", "Premium", "Essential", "Rugged", "Lite"];

/** Magento's four customer groups (0 = NOT LOGGED IN) and the countries with their regions: every store needs them */
export async function seedGroupsAndCountries(db: Db): Promise<void> {
  await db.customerGroup.createMany({
    data: [
      { id: 0, code: "NOT_LOGGED_IN", name: "NOT LOGGED IN" },
      { id: 1, code: "General", name: "General" },
      { id: 2, code: "Wholesale", name: "Wholesale" },
      { id: 3, code: "Retailer", name: "Retailer" },
    ],
  });
  await db.country.createMany({ data: COUNTRIES.map(([id, iso3, name]) => ({ id, iso3, name })) });
  await db.region.createMany({ data: COUNTRIES.flatMap(([countryId, , , regions]) => regions.map(([code, name]) => ({ countryId, code, name }))) });
}

export async function seedDemo(db: Db, opts: SeedOptions): Promise<SeedResult> {
  const log = opts.log ?? (() => {});
  const postgres = await isPostgres(db);
  // bulk load: SQLite commits without waiting for the disk (a crash mid-seed just means seeding again)
  if (!postgres) await db.$executeRawUnsafe("PRAGMA synchronous = OFF");
  const rnd = prng(42);
  const adminPassword = opts.adminPassword ?? randomBytes(9).toString("base64url");
  const apiUserPassword = opts.apiUserPassword ?? randomBytes(12).toString("base64url");

  // ---- stores, groups, config, users
  await db.store.createMany({
    data: [
      {
        id: 1,
        code: "default",
        name: "Acme Trade Supply",
        currency: "USD",
        locale: "en_US",
        defaultCountry: "US",
        isDefault: true,
        baseUrl: "http://localhost:4000",
      },
      { id: 2, code: "au", name: "Acme Trade Supply AU", currency: "AUD", locale: "en_AU", defaultCountry: "AU", baseUrl: "http://localhost:4000" },
    ],
  });
  await seedGroupsAndCountries(db);
  await db.configValue.createMany({
    data: [
      { path: "general/store_information/name", value: "Acme Trade Supply" },
      { path: "general/country/allow", value: COUNTRIES.map((c) => c[0]).join(",") },
      { path: "design/head/default_title", value: "Acme Trade Supply" },
      { path: "design/head/default_description", value: "Workwear, tools and office supplies for trade customers." },
      { path: "design/header/logo_src", value: "/media/logo/acme.svg" },
      { path: "design/header/logo_alt", value: "Acme Trade Supply" },
      { path: "web/default/cms_home_page", value: "home" },
      { scope: "store", scopeId: 2, path: "general/store_information/name", value: "Acme Trade Supply Australia" },
      // customer approval (module b2b-approval): on, new registrations wait for an admin, sales hears of them
      { path: "b2b_approval/enabled", value: "1" },
      { path: "b2b_approval/requireApproval", value: "1" },
      { path: "b2b_approval/notifyEmails", value: "sales@example.com" },
      { path: "b2b_approval/senderName", value: "Acme Trade Supply" },
      { path: "b2b_approval/senderEmail", value: "sales@example.com" },
      // custom forms (module b2b-forms): on, with the module's anti-spam defaults (docs/architecture.md#custom-forms-anti-spam-defaults)
      { path: "b2b_forms/enabled", value: "1" },
      // access gate (module b2b-access): on, in Rules mode; the demo rules are seeded with the catalogue below
      { path: "b2b_access/enabled", value: "1" },
      { path: "b2b_access/mode", value: "rules" },
      { path: "b2b_access/hiddenPriceMessage", value: "Log in with a trade account to see prices" },
      { path: "b2b_access/loginMessage", value: "Please log in to see the trade catalogue." },
      // in place of a hidden price: guests log in, a logged-in customer without a trade account applies for one
      { path: "b2b_access/hiddenPriceMessageCustomer", value: "Trade prices are for approved trade accounts" },
      { path: "b2b_access/hiddenPriceCtaLabel", value: "Log in for trade prices" },
      { path: "b2b_access/hiddenPriceCtaLabelCustomer", value: "Apply for a trade account" },
      { path: "b2b_access/hiddenPriceCtaUrlCustomer", value: "/trade-account" },
      // trade registration (module b2b-registration): trade-account submissions become applications, approved ones join Wholesale
      { path: "b2b_registration/enabled", value: "1" },
      { path: "b2b_registration/formCodes", value: "trade-account" },
      { path: "b2b_registration/b2bGroupId", value: "2" },
      // company accounts (module b2b-company): on; trade applications open pending companies
      { path: "b2b_company/enabled", value: "1" },
      { path: "b2b_company/senderName", value: "Acme Trade Supply" },
      { path: "b2b_company/senderEmail", value: "sales@example.com" },
      // per-company pricing (module b2b-pricing): on; the demo lists NORTHWIND and RETAIL-PROMO are seeded with the catalogue below
      { path: "b2b_pricing/enabled", value: "1" },
      // buyer tools (modules b2b-quickorder and b2b-requisition): quick order by SKU, paste or CSV; requisition lists
      { path: "b2b_quickorder/enabled", value: "1" },
      { path: "b2b_requisition/enabled", value: "1" },
      // purchasing control (modules b2b-purchasing and b2b-credit): approval rules, purchase orders, company credit
      { path: "b2b_purchasing/enabled", value: "1" },
      { path: "b2b_credit/enabled", value: "1" },
      // shipping: the carriers' settings written out (so the admin sees them); flat rate 5 per order, free over 150
      ...Object.entries(SHIPPING_DEFAULTS).map(([path, value]) => ({ path, value })),
      { scope: "store", scopeId: 1, path: "carriers/freeshipping/active", value: "1" },
      { scope: "store", scopeId: 1, path: "carriers/freeshipping/free_shipping_subtotal", value: "150" },
    ],
  });
  // coupons: 10 % for everyone, and 50 off for trade (Wholesale) accounts, 100 uses
  await db.salesRule.createMany({
    data: [
      { name: "Welcome 10 %", code: "WELCOME10", discountType: "percent", discountAmount: 10 },
      { name: "Trade 50 off", code: "TRADE50", discountType: "fixed", discountAmount: 50, customerGroupIds: "2", usesPerCoupon: 100 },
    ],
  });
  await db.adminUser.create({ data: { username: "admin", email: "admin@example.com", passwordHash: await hashPassword(adminPassword), scopes: "*" } });
  await db.apiUser.create({ data: { username: "storefront", secretHash: await hashPassword(apiUserPassword) } });
  const customerPassword = opts.customerPassword ?? randomBytes(9).toString("base64url");
  const customerHash = await hashPassword(customerPassword);
  const demoCustomers = [
    { email: "jane@example.com", firstName: "Jane", lastName: "Buyer", groupId: 1, approvalStatus: "active" },
    { email: "trade@example.com", firstName: "Tom", lastName: "Trader", groupId: 2, approvalStatus: "active" },
    { email: "retail@example.com", firstName: "Rita", lastName: "Retailer", groupId: 3, approvalStatus: "active" },
    { email: "pending@example.com", firstName: "Pat", lastName: "Pending", groupId: 1, approvalStatus: "pending" },
    { email: "rejected@example.com", firstName: "Rex", lastName: "Rejected", groupId: 1, approvalStatus: "rejected" },
    // company members (module b2b-company): they buy in their company's group while it is active, not in their own
    { email: "buyer@example.com", firstName: "Bea", lastName: "Buyer", groupId: 1, approvalStatus: "active", company: "Northwind Trading (Buyer)" },
    {
      email: "contoso@example.com",
      firstName: "Carl",
      lastName: "Contoso",
      groupId: 1,
      approvalStatus: "active",
      company: "Contoso Builders (admin, pending)",
    },
  ];
  await db.customer.createMany({
    data: demoCustomers.map(({ company: _, ...c }) => ({ ...c, storeId: 1, passwordHash: customerHash, isApproved: c.approvalStatus === "active" })),
  });
  // their approval history (module b2b-approval): registered pending, one of them declined by the admin
  const byEmail = new Map((await db.customer.findMany({ select: { id: true, email: true } })).map((c) => [c.email, c.id]));
  await db.approvalTransition.createMany({
    data: [
      { customerId: byEmail.get("pending@example.com")!, fromStatus: null, toStatus: "pending", note: "registration" },
      { customerId: byEmail.get("rejected@example.com")!, fromStatus: null, toStatus: "pending", note: "registration" },
      {
        customerId: byEmail.get("rejected@example.com")!,
        fromStatus: "pending",
        toStatus: "rejected",
        adminUsername: "admin",
        note: "no trade reference given",
      },
    ],
  });

  await seedCompanies(db, byEmail);

  // ---- attributes
  const attrDefs = [
    { code: "brand", label: "Brand", inputType: "select", isFilterable: true, isSearchable: true, options: BRANDS },
    { code: "color", label: "Color", inputType: "select", isFilterable: true, isSearchable: true, options: COLORS },
    { code: "size", label: "Size", inputType: "select", isFilterable: true, isSearchable: false, options: SIZES },
    { code: "material", label: "Material", inputType: "multiselect", isFilterable: false, isSearchable: true, options: MATERIALS },
    { code: "eco_friendly", label: "Eco friendly", inputType: "boolean", isFilterable: true, isSearchable: false, options: [] },
    { code: "weight_kg", label: "Weight (kg)", inputType: "number", isFilterable: false, isSearchable: false, options: [] },
    { code: "release_date", label: "Release date", inputType: "date", isFilterable: false, isSearchable: false, options: [] },
    { code: "manufacturer_code", label: "Manufacturer code", inputType: "text", isFilterable: false, isSearchable: true, options: [] },
  ];
  const attrs: Record<string, { id: number; options: number[] }> = {};
  for (const [i, a] of attrDefs.entries()) {
    const created = await db.attribute.create({
      data: {
        code: a.code,
        label: a.label,
        inputType: a.inputType,
        isFilterable: a.isFilterable,
        isSearchable: a.isSearchable,
        position: i,
        options: { create: a.options.map((label, position) => ({ label, position })) },
      },
      include: { options: { orderBy: { position: "asc" } } },
    });
    attrs[a.code] = { id: created.id, options: created.options.map((o) => o.id) };
  }

  // ---- categories: Root Catalog (1) > Default Category (2) > 5 top > subs > sub-subs
  const cats: {
    id: number;
    parentId: number | null;
    path: string;
    level: number;
    position: number;
    name: string;
    urlKey: string;
    urlPath: string;
    includeInMenu: boolean;
  }[] = [];
  cats.push({
    id: 1,
    parentId: null,
    path: "1",
    level: 0,
    position: 0,
    name: "Root Catalog",
    urlKey: "root-catalog",
    urlPath: "root-catalog",
    includeInMenu: false,
  });
  cats.push({
    id: 2,
    parentId: 1,
    path: "1/2",
    level: 1,
    position: 0,
    name: "Default Category",
    urlKey: "default-category",
    urlPath: "default-category",
    includeInMenu: false,
  });
  let nextCat = 3;
  const leafCats: number[] = [];
  const topCats: number[] = [];
  TREE.forEach(([top, subs], ti) => {
    const topId = nextCat++;
    topCats.push(topId);
    cats.push({ id: topId, parentId: 2, path: `1/2/${topId}`, level: 2, position: ti, name: top, urlKey: slug(top), urlPath: slug(top), includeInMenu: true });
    subs.forEach(([sub, ...subsubs], si) => {
      const subId = nextCat++;
      const subPath = `${slug(top)}/${slug(sub!)}`;
      cats.push({
        id: subId,
        parentId: topId,
        path: `1/2/${topId}/${subId}`,
        level: 3,
        position: si,
        name: sub!,
        urlKey: slug(sub!),
        urlPath: subPath,
        includeInMenu: true,
      });
      if (!subsubs.length) leafCats.push(subId);
      subsubs.forEach((ss, ssi) => {
        const ssId = nextCat++;
        cats.push({
          id: ssId,
          parentId: subId,
          path: `1/2/${topId}/${subId}/${ssId}`,
          level: 4,
          position: ssi,
          name: ss,
          urlKey: slug(ss),
          urlPath: `${subPath}/${slug(ss)}`,
          includeInMenu: true,
        });
        leafCats.push(ssId);
      });
    });
  });
  for (const c of cats) await db.category.create({ data: { ...c, description: `<p>${c.name} for trade customers.</p>`, metaTitle: c.name } });
  const topOf = (leaf: number) => Number(cats.find((c) => c.id === leaf)!.path.split("/")[2]);

  // ---- products
  const N = Math.max(20, opts.products);
  type Row = ReturnType<typeof base>;
  const products: Row[] = [];
  const links: { parentId: number; childId: number; kind: string; position: number; qty: number }[] = [];
  const productCats: { productId: number; categoryId: number; position: number }[] = [];
  const values: { productId: number; attributeId: number; value: string }[] = [];
  const tiers: { productId: number; groupId: number | null; qty: number; price: number }[] = [];
  const gallery: { productId: number; url: string; label: string; position: number; roles: string }[] = [];
  const configurableAttrs: { productId: number; attributeId: number; position: number }[] = [];
  const bundleParents: number[] = [];
  const downloadables: number[] = [];
  const customOptionParents: number[] = [];
  const simples: number[] = [];
  const now = new Date();

  let id = 1;
  const base = (pid: number, type: string, name: string, price: number, visibility = 4) => {
    const sku = `${type === "simple" ? "SKU" : type.slice(0, 3).toUpperCase()}-${String(pid).padStart(6, "0")}`;
    return {
      id: pid,
      sku: rnd.next() < 0.15 ? `WH-${sku}` : sku,
      urlKey: `${slug(name)}-${pid}`,
      name,
      type,
      price,
      specialPrice: rnd.next() < 0.1 ? Math.round(price * 0.85 * 100) / 100 : null,
      msrp: rnd.next() < 0.3 ? Math.round(price * 1.2 * 100) / 100 : null,
      status: rnd.next() < 0.02 ? 2 : 1,
      visibility,
      description: `<p>The ${name} is built for daily trade use. ${rnd.pick(ADJ)} quality, backed by a two-year warranty.</p>`,
      shortDescription: `${name}: ${rnd.pick(ADJ).toLowerCase()} and dependable.`,
      imageUrl: `/media/catalog/product/${pid % 97}.svg`,
      stockQty: rnd.int(0, 500),
      inStock: rnd.next() > 0.05,
      position: rnd.int(0, 1000),
      attributeSetId: 4,
      specialFromDate: null,
      specialToDate: null,
      weight: null,
      giftcardType: null as string | null,
      giftcardAmounts: "[]",
      giftcardMinAmount: null as number | null,
      giftcardMaxAmount: null as number | null,
      hasRequiredOptions: false,
      metaTitle: "",
      metaDescription: "",
      createdAt: now,
      updatedAt: now,
    };
  };
  const addAttrs = (pid: number) => {
    values.push({ productId: pid, attributeId: attrs.brand!.id, value: String(rnd.pick(attrs.brand!.options)) });
    if (rnd.next() < 0.5)
      values.push({
        productId: pid,
        attributeId: attrs.material!.id,
        value: [rnd.pick(attrs.material!.options), rnd.pick(attrs.material!.options)].filter((v, i, a) => a.indexOf(v) === i).join(","),
      });
    values.push({ productId: pid, attributeId: attrs.eco_friendly!.id, value: rnd.next() < 0.3 ? "1" : "0" });
    values.push({ productId: pid, attributeId: attrs.weight_kg!.id, value: String(rnd.int(1, 300) / 10) });
    if (rnd.next() < 0.3) values.push({ productId: pid, attributeId: attrs.manufacturer_code!.id, value: `MC-${rnd.int(1000, 9999)}` });
    if (rnd.next() < 0.2)
      values.push({ productId: pid, attributeId: attrs.release_date!.id, value: `202${rnd.int(0, 6)}-0${rnd.int(1, 9)}-1${rnd.int(0, 9)}` });
  };
  while (id <= N) {
    const roll = rnd.next();
    const leaf = rnd.pick(leafCats);
    const name = `${rnd.pick(ADJ)} ${rnd.pick(NOUNS)} ${rnd.int(100, 999)}`;
    const price = rnd.int(500, 50000) / 100;
    const pid = id++;
    let type = "simple";
    if (id > 40 && roll < 0.1 && id + 5 <= N) type = "configurable";
    else if (id > 40 && roll < 0.15) type = "grouped";
    else if (id > 40 && roll < 0.2) type = "bundle";
    else if (roll < 0.25) type = "downloadable";
    else if (roll < 0.28) type = "giftcard";
    else if (roll < 0.33) type = "virtual";
    const p = base(pid, type, name, type === "grouped" || type === "bundle" ? 0 : price);
    if (type === "giftcard") {
      // the kind is picked as before (same random sequence), then named in Maho's words: preset
      // amounts only, an open amount only, or both
      const kind = rnd.pick(["combined", "range", "fixed"]);
      Object.assign(p, { giftcardType: kind, giftcardAmounts: JSON.stringify(kind === "range" ? [] : [25, 50, 100]), price: 25, urlKey: `gift-card-${pid}` });
      if (kind !== "fixed") Object.assign(p, { giftcardMinAmount: 10, giftcardMaxAmount: 500, price: 10 });
    }
    products.push(p);
    productCats.push({ productId: pid, categoryId: leaf, position: rnd.int(0, 100) }, { productId: pid, categoryId: topOf(leaf), position: rnd.int(0, 100) });
    addAttrs(pid);
    gallery.push(
      // the product's picture holds every role (src/catalog/admin-images.ts)
      { productId: pid, url: `/media/catalog/product/${pid % 97}.svg`, label: name, position: 0, roles: "base,small,thumbnail" },
      { productId: pid, url: `/media/catalog/product/${(pid + 1) % 97}-alt.svg`, label: `${name} (detail)`, position: 1, roles: "" },
    );
    if (rnd.next() < 0.25)
      tiers.push(
        { productId: pid, groupId: 2, qty: 1, price: Math.round(price * 0.8 * 100) / 100 },
        { productId: pid, groupId: 2, qty: 10, price: Math.round(price * 0.7 * 100) / 100 },
      );
    if (rnd.next() < 0.1) tiers.push({ productId: pid, groupId: null, qty: 20, price: Math.round(price * 0.9 * 100) / 100 });
    if (type === "simple") {
      simples.push(pid);
      if (rnd.next() < 0.1) customOptionParents.push(pid);
      if (simples.length > 3 && rnd.next() < 0.3) links.push({ parentId: pid, childId: rnd.pick(simples.slice(0, -1)), kind: "related", position: 0, qty: 1 });
    }
    if (type === "configurable") {
      configurableAttrs.push({ productId: pid, attributeId: attrs.color!.id, position: 0 }, { productId: pid, attributeId: attrs.size!.id, position: 1 });
      const colors = [rnd.pick(attrs.color!.options), rnd.pick(attrs.color!.options)].filter((v, i, a) => a.indexOf(v) === i);
      let pos = 0;
      for (const color of colors) {
        for (const size of attrs.size!.options.slice(1, 1 + Math.max(1, Math.floor((5 - colors.length) / colors.length) + 1))) {
          if (id > N) break;
          const vid = id++;
          // exact cents (a float sum stored 301.03000000000003)
          const v = base(vid, "simple", `${name} ${pos}`, add(price, rnd.int(0, 500) / 100).toNumber(), 1);
          products.push({ ...v, sku: `${p.sku}-${pos}` });
          values.push(
            { productId: vid, attributeId: attrs.color!.id, value: String(color) },
            { productId: vid, attributeId: attrs.size!.id, value: String(size) },
          );
          links.push({ parentId: pid, childId: vid, kind: "variant", position: pos++, qty: 1 });
        }
      }
      Object.assign(p, { price: price, hasRequiredOptions: true });
    }
    if (type === "grouped") {
      const children = [...new Set([rnd.pick(simples), rnd.pick(simples), rnd.pick(simples)])];
      for (const [i, c] of children.entries()) links.push({ parentId: pid, childId: c, kind: "grouped", position: i, qty: 1 });
    }
    if (type === "bundle") {
      bundleParents.push(pid);
      Object.assign(p, { hasRequiredOptions: true });
    }
    if (type === "downloadable") downloadables.push(pid);
  }

  log(`writing ${products.length} products`);
  const mark = (what: string) => log(what);
  const kind = postgres ? "postgres" : "sqlite";
  const bulk = (table: string, rows: Record<string, unknown>[]) => bulkInsert(db, kind, table, rows);
  await bulk("Product", products);
  mark("products written");
  await bulk("ProductCategory", productCats);
  await bulk("ProductAttributeValue", values);
  await bulk("TierPrice", tiers);
  await bulk("ProductImage", gallery);
  await bulk("ProductLink", links);
  await bulk("ConfigurableAttribute", configurableAttrs);
  await bulk(
    "DownloadableLink",
    downloadables.flatMap((productId) => [
      { productId, title: "PDF manual", price: 0, sampleUrl: "/media/samples/manual.pdf", numberOfDownloads: 0, position: 0 },
      { productId, title: "CAD drawings", price: 4.99, sampleUrl: null, numberOfDownloads: 0, position: 1 },
    ]),
  );
  mark("links written");
  // bundles and custom options with explicit ids, so that their children can name them in the same bulk
  const bundleOptions: Record<string, unknown>[] = [];
  const bundleSelections: Record<string, unknown>[] = [];
  let optionId = 1;
  for (const pid of bundleParents) {
    const main = optionId++;
    const addOn = optionId++;
    bundleOptions.push(
      { id: main, productId: pid, title: "Main item", type: "select", required: true, position: 0 },
      { id: addOn, productId: pid, title: "Add-on", type: "checkbox", required: false, position: 1 },
    );
    for (const i of [0, 1, 2]) bundleSelections.push({ optionId: main, productId: rnd.pick(simples), qty: 1, isDefault: i === 0, position: i });
    for (const i of [0, 1]) bundleSelections.push({ optionId: addOn, productId: rnd.pick(simples), qty: 1, isDefault: false, position: i });
  }
  await bulk("BundleOption", bundleOptions);
  await bulk("BundleSelection", bundleSelections);
  const customOptions: Record<string, unknown>[] = [];
  const customValues: Record<string, unknown>[] = [];
  let customId = 1;
  for (const pid of customOptionParents) {
    customOptions.push({ id: customId++, productId: pid, title: "Engraving", type: "field", required: false, price: 5, priceType: "fixed", position: 0 });
    const wrap = customId++;
    customOptions.push({ id: wrap, productId: pid, title: "Gift wrap", type: "drop_down", required: false, price: 0, priceType: "fixed", position: 1 });
    customValues.push(
      { optionId: wrap, title: "None", price: 0, priceType: "fixed", position: 0 },
      { optionId: wrap, title: "Standard", price: 3, priceType: "fixed", position: 1 },
      { optionId: wrap, title: "Premium", price: 7.5, priceType: "fixed", position: 2 },
    );
  }
  await bulk("CustomOption", customOptions);
  await bulk("CustomOptionValue", customValues);
  for (const sql of priceIndexSql()) await db.$executeRawUnsafe(sql);
  mark("bundles and options written, prices indexed");
  await seedPriceLists(db, { products, tiers, officeCategoryId: cats.find((c) => c.name === "Office" && c.level === 2)!.id });
  mark("price lists written");
  // ---- content
  await db.cmsPage.createMany({
    data: [
      {
        identifier: "home",
        title: "Welcome to Acme Trade Supply",
        contentHeading: "Trade supplies, trade prices",
        content: "<p>Workwear, tools and office supplies for businesses.</p>",
      },
      { identifier: "about-us", title: "About us", content: "<p>Family-run since 1962.</p>" },
      {
        identifier: "trade-account",
        title: "Apply for a trade account",
        content: '<p>Apply below.</p>{{block type="customforms/form" form_code="trade-account"}}<div data-maho-form="trade-account"></div>',
      },
      { identifier: "login-required", title: "Please log in", content: "<p>Log in with your trade account to browse the catalogue.</p>" },
      { identifier: "privacy-policy", title: "Privacy policy", content: "<p>We keep your data safe.</p>" },
      { identifier: "no-route", title: "404 Not Found", content: "<p>Page not found.</p>" },
    ],
  });
  // custom forms (module b2b-forms): the trade-account application the CMS page embeds, and a contact form
  const field = (key: string, type: string, label: string, extra: Record<string, unknown> = {}) => ({ key, type, label, required: false, ...extra });
  await db.customForm.createMany({
    data: [
      {
        code: "trade-account",
        title: "Trade account application",
        successMessage: "Thank you. We review trade applications within two working days and will email you.",
        recipients: "sales@example.com",
        fields: JSON.stringify([
          field("company", "text", "Company", { required: true, validation: { maxLength: 255 } }),
          field("firstName", "text", "First name", { required: true, validation: { maxLength: 255 } }),
          field("lastName", "text", "Last name", { required: true, validation: { maxLength: 255 } }),
          field("email", "email", "Email", { required: true }),
          field("telephone", "tel", "Telephone"),
          field("taxvat", "text", "Tax/VAT number", { validation: { maxLength: 64 } }),
          field("country", "country", "Country", { required: true }),
          field("password", "password", "Password", { required: true, validation: { minLength: 8, maxLength: 256 } }),
          field("message", "textarea", "Message", { validation: { maxLength: 2000 } }),
        ]),
      },
      {
        code: "contact",
        title: "Contact us",
        successMessage: "Thank you for your message. We will get back to you soon.",
        recipients: "sales@example.com",
        fields: JSON.stringify([
          field("name", "text", "Name", { required: true, validation: { maxLength: 255 } }),
          field("email", "email", "Email", { required: true }),
          field("telephone", "tel", "Telephone", { validation: { maxLength: 50 } }),
          field("topic", "select", "Topic", {
            options: [
              { value: "order", label: "An order" },
              { value: "trade", label: "Trade accounts" },
              { value: "other", label: "Something else" },
            ],
          }),
          field("message", "textarea", "Message", { required: true, validation: { maxLength: 5000 } }),
        ]),
      },
    ],
  });
  await db.cmsBlock.createMany({
    data: [
      {
        identifier: "footer-links",
        title: "Footer links",
        content: '<ul><li><a href="/about-us">About us</a></li><li><a href="/trade-account">Trade account</a></li></ul>',
      },
      { identifier: "promo-banner", title: "Promo banner", content: "<p>Free shipping on trade orders over $500.</p>" },
    ],
  });
  const news = await db.blogCategory.create({ data: { name: "News", urlKey: "news", position: 0 } });
  const guides = await db.blogCategory.create({ data: { name: "Guides", urlKey: "guides", position: 1 } });
  await db.blogPost.createMany({
    data: Array.from({ length: 12 }, (_, i) => ({
      title: `${i % 2 ? "Guide" : "News"}: ${rnd.pick(ADJ)} ${rnd.pick(NOUNS)}s for ${2026 - (i % 3)}`,
      urlKey: `post-${i + 1}`,
      content: `<p>Post ${i + 1}: what trade customers should know.</p>`,
      excerpt: `Post ${i + 1} in brief.`,
      categoryId: i % 2 ? guides.id : news.id,
      publishDate: new Date(Date.UTC(2026, 0, 1 + i * 7)),
    })),
  });

  log("seeding the access rules");
  await seedAccessRules(db);
  log(
    'access gate demo (Rules mode): as a guest (no Authorization), WH- products show no price and refuse add-to-cart; Power Tools (category 11) is absent from listings; with a cart shipping to NZ (PUT /api/rest/v2/cart/shipping-country {"country":"NZ"}) power tools cannot be bought. Log in as trade@example.com (Wholesale) to see trade prices.',
  );

  log("building the search index");
  const search = new SearchIndex(db, postgres ? "postgres" : "sqlite");
  await search.rebuild();
  if (postgres) await fixPostgresSequences(db);
  else await db.$executeRawUnsafe("PRAGMA synchronous = FULL");
  // planner statistics: without them SQLite may scan a whole index where a primary key lookup would do
  await db.$executeRawUnsafe("ANALYZE");
  return {
    admin: { username: "admin", password: adminPassword },
    apiUser: { username: "storefront", password: apiUserPassword },
    customers: demoCustomers.map((c) => ({
      email: c.email,
      password: customerPassword,
      group: ["NOT LOGGED IN", "General", "Wholesale", "Retailer"][c.groupId]!,
      status: c.approvalStatus,
      ...(c.company ? { company: c.company } : c.email === "trade@example.com" ? { company: "Northwind Trading (admin)" } : {}),
    })),
    productCount: products.length,
  };
}

/**
 * Company accounts: Northwind Trading (active, buys in Wholesale) administered by trade@example.com, with a Buyer
 * (buyer@example.com: may place orders and use the company's addresses, reports to the admin); Contoso Builders
 * awaiting approval, administered by contoso@example.com.
 */
async function seedCompanies(db: Db, byEmail: Map<string, number>) {
  const id = (email: string) => byEmail.get(email)!;
  const northwind = await db.company.create({
    data: {
      storeId: 1,
      name: "Northwind Trading",
      legalName: "Northwind Trading LLC",
      email: "purchasing@northwind.example",
      phone: "+1 206 555 0100",
      vatId: "US-91-1234567",
      status: "active",
      adminCustomerId: id("trade@example.com"),
      customerGroupId: 2,
    },
  });
  const buyerRole = await db.companyRole.create({
    data: {
      companyId: northwind.id,
      name: "Buyer",
      permissions: "company.addresses.use,lists.manage,lists.view.company,orders.place,payment.on_account",
    },
  });
  const admin = await db.companyMember.create({ data: { companyId: northwind.id, customerId: id("trade@example.com"), jobTitle: "Purchasing director" } });
  await db.companyMember.create({
    data: { companyId: northwind.id, customerId: id("buyer@example.com"), roleId: buyerRole.id, managerId: admin.id, jobTitle: "Buyer" },
  });
  await db.companyAddress.create({
    data: {
      companyId: northwind.id,
      label: "Head office",
      firstName: "Tom",
      lastName: "Trader",
      company: "Northwind Trading",
      street: "1200 Harbor Ave",
      city: "Seattle",
      region: "Washington",
      postcode: "98101",
      countryId: "US",
      telephone: "+1 206 555 0100",
      isDefaultBilling: true,
      isDefaultShipping: true,
    },
  });
  await seedPurchasingControl(db, northwind.id);
  const contoso = await db.company.create({
    data: {
      storeId: 1,
      name: "Contoso Builders",
      email: "office@contoso.example",
      status: "pending",
      adminCustomerId: id("contoso@example.com"),
      customerGroupId: 2,
    },
  });
  await db.companyMember.create({ data: { companyId: contoso.id, customerId: id("contoso@example.com"), jobTitle: "Owner" } });
  await db.companyEvent.createMany({
    data: [
      {
        companyId: northwind.id,
        kind: "created",
        actorKind: "system",
        actorName: "demo",
        after: JSON.stringify({ name: "Northwind Trading", status: "active" }),
      },
      {
        companyId: contoso.id,
        kind: "created",
        actorKind: "system",
        actorName: "demo",
        after: JSON.stringify({ name: "Contoso Builders", status: "pending" }),
      },
    ],
  });
}

/**
 * Purchasing control (modules b2b-purchasing and b2b-credit) for Northwind Trading: the approval rule "Large orders"
 * (orders over 1,000 placed by a Buyer need one approval from the company admin, trade@example.com), and a credit
 * line of 10,000 on net 30 terms, opened by its allocation row.
 */
async function seedPurchasingControl(db: Db, companyId: number) {
  const source = 'approval "Large orders" priority 10\n  when order.total > 1000 and buyer.role == "Buyer"\n  then approve by admin\n';
  const { rules, diagnostics } = compileApprovalSource(source, { roles: ["Buyer"] });
  if (!rules[0]) throw new Error(`the demo approval rule does not compile: ${diagnostics.map((d) => d.message).join("; ")}`);
  await db.approvalRule.create({
    data: { companyId, name: rules[0].name, priority: rules[0].priority, source, compiled: JSON.stringify(rules[0]), authorKind: "admin", authorId: null },
  });
  await db.companyCredit.create({ data: { companyId, currency: "USD", creditLimit: 10_000, terms: "net30" } });
  await db.creditLedgerEntry.create({
    data: {
      companyId,
      kind: "allocation",
      amount: 0,
      balanceAfter: 0,
      limitAfter: 10_000,
      reference: "Demo credit line",
      actorKind: "system",
      actorName: "demo",
    },
  });
}

async function isPostgres(db: Db): Promise<boolean> {
  try {
    await db.$queryRawUnsafe("SELECT version() AS v");
    return true;
  } catch {
    return false;
  }
}

/** rows inserted with explicit ids leave PostgreSQL sequences behind */
async function fixPostgresSequences(db: Db) {
  for (const table of ["Store", "Category", "Product", "Customer", "BundleOption", "CustomOption"]) {
    await db.$executeRawUnsafe(`SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), COALESCE((SELECT MAX(id) FROM "${table}"), 1))`);
  }
}

/**
 * The access gate's demo rules (module b2b-access), one per action, indexed like the admin's writes:
 * Power Tools (and its subcategories) hidden from guests, trade (WH-) prices hidden from guests and General,
 * and no power tools for carts shipping to New Zealand. The first matching rule by priority decides, so the
 * hiding rule comes before the trade-price rule: the other way round the trade-price rule (whose scope covers
 * the guests') would decide first for the WH- power tools and guests would see them, with no price
 * (the shadow diagnostic, accessRulesDiagnostics, reports such an order).
 */
async function seedAccessRules(db: Db) {
  const rules = [
    { name: "Power tools for logged-in customers", priority: 10, customerGroupIds: "0", source: "category in [11]", hideListing: true },
    {
      name: "Trade prices for trade accounts",
      priority: 20,
      customerGroupIds: "0,1",
      source: 'sku contains "WH-"',
      hidePrice: true,
      blockPurchase: true,
      message: "Log in with a trade account to see trade prices",
    },
    {
      name: "No power tools shipped to New Zealand",
      priority: 30,
      countries: "NZ",
      source: "category in [11]",
      blockPurchase: true,
      enforcement: "checkout",
      message: "Power tools cannot be shipped to New Zealand",
    },
  ];
  for (const r of rules) {
    const { tree, errors } = compileWhen(r.source, {});
    if (!tree) throw new Error(`demo access rule "${r.name}": ${errors.map((e) => e.message).join("; ")}`);
    const row = await db.accessRule.create({ data: { ...r, conditions: JSON.stringify(tree) } });
    await reindexRule({ attributes: new AttributeCatalog(db) }, db, row.id);
  }
}

/** what seedPriceLists reads of the generated catalogue */
interface PricedRow {
  id: number;
  sku: string;
  type: string;
  status: number;
  price: number;
  specialPrice: number | null;
}

/** the demo's price-list SKUs come from this product id on when the catalogue has enough of them (the first products are the ones tests browse most) */
const PRICE_LIST_FROM_ID = 120;
/** how many standalone SKUs NORTHWIND prices (and the variants of one configurable) */
const NORTHWIND_SKUS = 24;

/**
 * Per-company pricing (module b2b-pricing): NORTHWIND, assigned to the company Northwind Trading (whose members
 * buy in Wholesale), with fixed prices for 24 products and every variant of one configurable, each 8 % under the
 * lowest price Wholesale's catalogue reaches at any quantity (special and tier prices included), so that the list
 * wins at every quantity; tiers at 10 and 50 on every fourth SKU, a quantity rule (minimum 6, in sixes) on one, and
 * 5 % off the Office category (the rules language's `category in [...]`, subcategories included). RETAIL-PROMO,
 * assigned to the Retailer group: 3 % off five SKUs that have no special or tier price. Both apply now (no validity
 * window) in the default store.
 */
async function seedPriceLists(
  db: Db,
  src: { products: PricedRow[]; tiers: { productId: number; groupId: number | null; qty: number; price: number }[]; officeCategoryId: number },
) {
  const tiersOf = new Map<number, { groupId: number | null; price: number }[]>();
  for (const t of src.tiers) tiersOf.set(t.productId, [...(tiersOf.get(t.productId) ?? []), t]);
  /** the lowest price a customer of `groupId` reaches for the product at any quantity: price, special, tiers */
  const lowest = (p: PricedRow, groupId: number) =>
    min(
      p.price,
      ...(p.specialPrice === null ? [] : [p.specialPrice]),
      ...(tiersOf.get(p.id) ?? []).filter((t) => t.groupId === null || t.groupId === groupId).map((t) => t.price),
    );
  const cents = (v: Money) => v.toDecimalPlaces(2, Decimal.ROUND_DOWN).toNumber();
  const eligible = src.products.filter((p) => p.status === 1 && p.type === "simple" && p.price >= 5);
  const later = eligible.filter((p) => p.id >= PRICE_LIST_FROM_ID);
  const pool = later.filter((p) => !p.sku.startsWith("CON-")).length >= NORTHWIND_SKUS + 10 ? later : eligible;
  // standalone products, and every variant of one configurable (variants are priced by their own SKU)
  const standalone = pool.filter((p) => !p.sku.startsWith("CON-")).slice(0, NORTHWIND_SKUS);
  const configurable = pool.find((p) => p.sku.startsWith("CON-"))?.sku.replace(/-\d+$/, "");
  const variants = configurable ? pool.filter((p) => p.sku.startsWith(`${configurable}-`)) : [];
  const northwindSkus = [...standalone, ...variants];
  const ruleSku = standalone.at(-1)?.sku;
  const items = northwindSkus.map((p, i) => {
    const floor = lowest(p, 2);
    return {
      sku: p.sku,
      price: cents(mul(floor, "0.92")),
      tiers:
        i % 4 === 1
          ? tiersJson([
              { qty: 10, price: cents(mul(floor, "0.88")) },
              { qty: 50, price: cents(mul(floor, "0.84")) },
            ])
          : "[]",
      ...(p.sku === ruleSku ? { minQty: 6, qtyIncrement: 6 } : {}),
    };
  });
  const condition = (source: string) => {
    // the rules language's product condition, as the admin's priceListCreate checks and compiles it
    const { tree, diagnostics } = diagnoseCondition(source);
    const errors = diagnostics.filter((d) => d.severity === "error");
    if (!tree || errors.length) throw new Error(`demo price list condition "${source}": ${errors.map((e) => e.message).join("; ")}`);
    return { condition: source, conditionTree: JSON.stringify(tree) };
  };
  const northwind = await db.company.findFirst({ where: { name: "Northwind Trading" }, select: { id: true } });
  await db.priceList.create({
    data: {
      code: "NORTHWIND",
      name: "Northwind Trading contract prices",
      currency: "USD",
      storeIds: "1",
      priority: 10,
      adjustmentPercent: -5,
      ...condition(`category in [${src.officeCategoryId}]`),
      items: { createMany: { data: items } },
      ...(northwind ? { companies: { create: [{ companyId: northwind.id }] } } : {}),
    },
  });
  const taken = new Set(northwindSkus.map((p) => p.sku));
  const plain = (p: PricedRow) => !p.sku.startsWith("CON-") && p.specialPrice === null && !tiersOf.has(p.id);
  // a tiny catalogue (tests seed 5 products) has no SKU left that NORTHWIND does not price: then it shares them
  const untaken = pool.filter((p) => plain(p) && !taken.has(p.sku));
  const promoSkus = (untaken.length ? untaken : eligible.filter(plain)).slice(0, 5).map((p) => p.sku);
  await db.priceList.create({
    data: {
      code: "RETAIL-PROMO",
      name: "Retailer promotion",
      currency: "USD",
      storeIds: "1",
      priority: 20,
      adjustmentPercent: -3,
      ...condition(`sku in [${promoSkus.map((s) => JSON.stringify(s)).join(", ")}]`),
      groups: { create: [{ customerGroupId: 3 }] },
    },
  });
}

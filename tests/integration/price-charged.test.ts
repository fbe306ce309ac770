/**
 * The price shown is the price charged. Over the whole demo catalogue (with the access gate's demo
 * rules) and for every demo customer group: for every product the caller can buy, the `finalPrice` it is listed at
 * (listing and detail) equals what adding its cheapest buyable configuration to a fresh cart charges per unit, and a
 * configurable's `minimalPrice` equals its cheapest buyable variant's charge. Every configuration is tried in the
 * cart (each variant, each selection of the required bundle options, each gift card amount, each grouped child);
 * the cheapest one the cart accepts is the product's price.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import access from "../../src/modules/access-gate/index.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ modules: [access as never] });
});
afterAll(async () => s?.close());

interface Line {
  sku: string;
  qty: number;
  options?: Record<string, unknown>;
}

/** the configurations of a product the cart may be asked for, from its detail */
function configurations(p: any): Line[] {
  switch (p.type) {
    case "configurable":
      return p.variants.filter((v: any) => v.inStock).map((v: any) => ({ sku: p.sku, qty: 1, options: { superAttributes: v.attributes } }));
    case "grouped":
      return p.groupedProducts.map((c: any) => ({ sku: c.sku, qty: 1 }));
    case "bundle": {
      // every combination of one selection per required option (the optional ones left out: they only add)
      let combos: Record<string, number>[] = [{}];
      for (const o of p.bundleOptions.filter((o: any) => o.required)) {
        combos = combos.flatMap((c) => o.selections.map((sel: any) => ({ ...c, [o.id]: sel.id })));
      }
      return combos.map((bundleSelections) => ({ sku: p.sku, qty: 1, options: { bundleSelections } }));
    }
    case "giftcard": {
      const amounts = [
        ...(p.giftcardType === "range" ? [] : p.giftcardAmounts),
        ...(p.giftcardType !== "fixed" && p.giftcardMinAmount ? [p.giftcardMinAmount] : []),
      ];
      return amounts.map((giftcardAmount: number) => ({ sku: p.sku, qty: 1, options: { giftcardAmount } }));
    }
    default:
      return [{ sku: p.sku, qty: 1 }];
  }
}

describe("the price shown is the price charged", () => {
  it("CON-000058 and GIF-000201 are listed at what the cart charges", async () => {
    for (const sku of ["CON-000058", "GIF-000201"]) {
      const listed = (await s.json(`/api/rest/v2/products?sku=${sku}`)).body.member[0];
      const detail = (await s.json(`/api/rest/v2/products/${listed.id}`)).body;
      const charges: number[] = [];
      for (const line of configurations(detail)) {
        const r = await s.json("/api/rest/v2/cart/items", { method: "POST", json: line });
        if (r.status === 200) charges.push(r.body.items[0].price);
      }
      expect(charges.length, sku).toBeGreaterThan(0);
      expect({ sku, listed: listed.finalPrice, detail: detail.finalPrice }).toEqual({ sku, listed: Math.min(...charges), detail: Math.min(...charges) });
      // a gift card's own row has a special price (4.77) the cart never charges
      if (detail.type === "giftcard") expect([detail.specialPrice, detail.price]).toEqual([null, Math.min(...charges)]);
    }
  });

  it("property: every buyable product, every demo customer group, listing and detail = cheapest cart charge", { timeout: 55_000 }, async () => {
    const token = (email: string) => s.customerToken(email, TEST_CUSTOMER_PASSWORD);
    const callers: [string, string | undefined][] = [
      ["guest", undefined],
      ["General", await token("jane@example.com")],
      ["Wholesale", await token("trade@example.com")],
      ["Retailer", await token("retail@example.com")],
    ];
    const checked: Record<string, number> = {};
    const mismatches: string[] = [];
    /** one GraphQL document of up to 15 aliased fields (the API's alias limit) */
    const batch = async <T>(
      op: "query" | "mutation",
      bearer: string | undefined,
      items: T[],
      field: (t: T, i: number) => string,
      vars: (t: T, i: number) => Record<string, unknown> = () => ({}),
    ) => {
      const out: any[] = [];
      for (let i = 0; i < items.length; i += 15) {
        const chunk = items.slice(i, i + 15);
        const defs = chunk.flatMap((t, j) => Object.keys(vars(t, j)).map((k) => `$${k}: ${k.startsWith("m") ? "String" : "CartItemInput!"}`));
        const variables = Object.assign({}, ...chunk.map((t, j) => vars(t, j)));
        const doc = `${op}${defs.length ? `(${defs.join(", ")})` : ""} { ${chunk.map((t, j) => `a${j}: ${field(t, j)}`).join(" ")} }`;
        const r = await s.gql(doc, variables, { token: bearer });
        expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
        out.push(...chunk.map((_, j) => r.data[`a${j}`]));
      }
      return out;
    };
    const DETAIL = `id sku type finalPrice minimalPrice variants { inStock attributes } groupedProducts { sku }
      bundleOptions { id required selections { id } } giftcardType giftcardAmounts giftcardMinAmount`;

    await Promise.all(
      callers.map(async ([who, bearer]) => {
        const listed: any[] = [];
        for (let page = 1; page < 10; page++) {
          const r = await s.json(`/api/rest/v2/products?itemsPerPage=100&page=${page}`, { token: bearer });
          expect(r.status).toBe(200);
          listed.push(...r.body.member);
          if (r.body.member.length < 100) break;
        }
        // what the caller may buy at a price it sees (grouped children and variants are reached through their parents)
        const candidates = listed.filter((p) => p.finalPrice !== null && p.extensions?.b2bAccess?.gateFlags?.canCheckout !== false);
        const details = await batch("query", bearer, candidates, (p) => `product(id: ${p.id}) { ${DETAIL} }`);
        // every distinct configuration once, 15 to a new guest cart named by its masked id, priced for the caller:
        // distinct lines never merge, and a line's unit price depends on nothing but the line (so each is as in a
        // fresh cart; a cart per line would cost 250 more cart writes per group)
        const all = details.flatMap((d, i) => configurations(d).map((line) => ({ product: i, line, key: JSON.stringify(line) })));
        const lines = all.filter((l, k) => all.findIndex((x) => x.key === l.key) === k);
        const carts = await batch(
          "mutation",
          bearer,
          Array.from({ length: Math.ceil(lines.length / 15) }),
          () => `guestCartCreate { ... on GuestCartCreateSuccess { data { maskedId } } }`,
        );
        const added = await batch(
          "mutation",
          bearer,
          lines,
          (_, j) => `cartItemAdd(maskedId: $m${j}, input: $i${j}) { __typename ... on CartItemAddSuccess { data { items { sku options price } } } }`,
          (l, j) => ({ [`m${j}`]: carts[Math.floor(lines.indexOf(l) / 15)].data.maskedId, [`i${j}`]: l.line }),
        );
        const chargeOf = new Map<string, number>();
        added.forEach((a, k) => {
          if (a.__typename !== "CartItemAddSuccess") return; // a configuration the cart refuses (out of stock, blocked)
          const { line } = lines[k]!;
          // the line just added: its product's sku (a grouped child's own), with the options asked for
          const mine = a.data.items.filter((x: any) => JSON.stringify(x.options) === JSON.stringify(line.options ?? {}));
          expect(mine.length, JSON.stringify(line)).toBeGreaterThan(0);
          chargeOf.set(lines[k]!.key, mine[mine.length - 1].price);
        });
        const charges = new Map<number, number[]>();
        for (const l of all) {
          const c = chargeOf.get(l.key);
          if (c !== undefined) charges.set(l.product, [...(charges.get(l.product) ?? []), c]);
        }
        checked[who] = charges.size;
        for (const [i, prices] of charges) {
          const [p, d] = [candidates[i], details[i]];
          const least = Math.min(...prices);
          if (p.finalPrice !== least || d.finalPrice !== least)
            mismatches.push(`${who} ${p.sku}: listed ${p.finalPrice}, detail ${d.finalPrice}, charged ${least}`);
          if (p.type === "configurable" && (p.minimalPrice !== least || d.minimalPrice !== least))
            mismatches.push(`${who} ${p.sku}: minimalPrice listed ${p.minimalPrice}, detail ${d.minimalPrice}, cheapest variant ${least}`);
        }
      }),
    );
    expect(mismatches).toEqual([]);
    // most of the catalogue was bought by every group (guests cannot buy trade products)
    for (const [who] of callers) expect(checked[who], who).toBeGreaterThan(120);
  });
});

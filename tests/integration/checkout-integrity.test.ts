/**
 * What checkout guarantees: stock of every line type, child products, idempotent checkout under races (one instance
 * or two), prices from the database at checkout, country checks, cart caching, paging. Everything goes over HTTP to
 * the real server; the database is only read (and written where a test stands in for another instance or an import
 * the server was not told about).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";

let s: TestServer;
/**
 * A second instance on the same database, in its own process (its own connections, its own product row cache,
 * its own event loop): what two instances behind a load balancer are. On SQLite that is two processes writing one
 * file, which in one process never contend the way they do here.
 */
let s2: { url: string; child: ChildProcess };
let ipSeq = 1;

function startSecondInstance(settings: object): Promise<{ url: string; child: ChildProcess }> {
  const root = path.resolve(import.meta.dirname, "../..");
  const code = `
    import pino from "pino";
    import { createServer } from ${JSON.stringify(path.join(root, "src/server.ts"))};
    const server = await createServer({ modules: [], logger: pino({ level: "silent" }), settings: JSON.parse(process.env.SECOND_INSTANCE_SETTINGS) });
    const running = await server.listen(0, "127.0.0.1");
    // the test's end (or its crash) closes stdin: the instance goes with it
    process.stdin.on("end", () => running.close().finally(() => process.exit(0)));
    process.stdin.resume();
    console.log("LISTENING " + running.url);`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
    cwd: root,
    env: { ...process.env, SECOND_INSTANCE_SETTINGS: JSON.stringify(settings) },
    stdio: ["pipe", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.on("exit", (c) => reject(new Error(`the second instance exited (${c}): ${out}`)));
    child.stdout!.on("data", (d) => {
      out += String(d);
      const m = /LISTENING (\S+)/.exec(out);
      if (m) resolve({ url: m[1]!, child });
    });
  });
}

beforeAll(async () => {
  s = await startTestServer();
  s2 = await startSecondInstance(s.app.settings);
});
afterAll(async () => {
  if (s2) {
    const gone = new Promise((r) => s2.child.once("exit", r));
    s2.child.stdin!.end();
    await gone;
  }
  await s?.close();
});

type Answer = { status: number; body: any; headers: Headers };
/** the harness's json(), against either instance */
async function call(base: "s" | "s2", p: string, init: RequestInit & { json?: unknown; token?: string } = {}): Promise<Answer> {
  if (base === "s") return s.json(p, init);
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set("content-type", "application/json");
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  headers.set("x-forwarded-for", `10.200.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`);
  const res = await fetch(s2.url + p, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

const add = (body: unknown, headers: Record<string, string> = {}, token?: string) =>
  s.json("/api/rest/v2/cart/items", { method: "POST", json: body, headers, token });
const guestBody = { paymentMethod: "checkmo", email: "guest@example.com" };
const place = (cartId: string | null, key?: string, body: unknown = guestBody, opts: { token?: string; via?: "s" | "s2" } = {}) =>
  call(opts.via ?? "s", "/api/checkout/place-order", {
    method: "POST",
    json: body,
    token: opts.token,
    headers: { ...(cartId ? { "x-cart-id": cartId } : {}), ...(key ? { "idempotency-key": key } : {}) },
  });
/**
 * N requests at once: half leave together, the rest spread over a few milliseconds so that some arrive while the
 * first ones are inside their transaction. Whatever the interleaving, every answer must be the same.
 */
const race = <T>(n: number, f: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => (i < n / 2 ? f(i) : new Promise<void>((r) => setTimeout(r, (i - n / 2) * 4)).then(() => f(i)))));
const login = async (email: string) =>
  (await s.json("/api/rest/v2/auth/token", { method: "POST", json: { email, password: TEST_CUSTOMER_PASSWORD } })).body.token as string;

const row = (id: number) => s.app.db.product.findUniqueOrThrow({ where: { id } });
/** a catalogue change made through the application: the row cache is evicted */
async function setProduct(id: number, data: { stockQty?: number; inStock?: boolean; status?: number; price?: number }) {
  await s.app.db.product.update({ where: { id }, data });
  s.app.productRows.evict([id]);
}
const ordersOfCart = async (maskedId: string) =>
  s.app.db.order.count({ where: { cartId: (await s.app.db.cart.findUniqueOrThrow({ where: { maskedId } })).id } });
/** a simple product nobody else in this file uses, no tier or special price, no required options */
const usedSimples = new Set<number>();
async function freshSimple(stockQty: number) {
  const p = await s.app.db.product.findFirstOrThrow({
    where: {
      type: "simple",
      status: 1,
      specialPrice: null,
      tierPrices: { none: {} },
      customOptions: { none: { required: true } },
      id: { notIn: [...usedSimples] },
    },
    orderBy: { id: "asc" },
  });
  usedSimples.add(p.id);
  await setProduct(p.id, { stockQty, inStock: true });
  // the answers' number for the row's Decimal
  return { ...p, price: p.price.toNumber() };
}
async function emptyCustomerCart(token: string) {
  const c = await s.json("/api/rest/v2/cart", { token });
  for (const i of c.body?.items ?? []) await s.fetch(`/api/rest/v2/cart/items/${i.id}`, { method: "DELETE", token });
}

describe("stock of every line type", () => {
  it("downloadable and gift-card lines check and decrement stock; the qty cap applies to the line total", async () => {
    const dl = await s.app.db.product.findFirstOrThrow({
      where: { type: "downloadable", status: 1, customOptions: { none: { required: true } } },
      orderBy: { id: "asc" },
    });
    const gc = await s.app.db.product.findFirstOrThrow({
      where: { type: "giftcard", status: 1, customOptions: { none: { required: true } } },
      orderBy: { id: "asc" },
    });
    const card = { sku: gc.sku, options: { giftcardAmount: 25 } };

    // out of stock: refused, for both types
    await setProduct(dl.id, { stockQty: 0, inStock: false });
    await setProduct(gc.id, { stockQty: 0, inStock: false });
    for (const body of [
      { sku: dl.sku, qty: 1 },
      { ...card, qty: 1 },
    ]) {
      const r = await add(body);
      expect(r.status, body.sku).toBe(422);
      expect(r.body.errors[0]).toMatchObject({ field: "qty", code: "insufficient_stock" });
    }

    // limited stock: a request over it is refused, and so is a second add that takes the line over it
    await setProduct(dl.id, { stockQty: 3, inStock: true });
    await setProduct(gc.id, { stockQty: 5, inStock: true });
    expect((await add({ sku: dl.sku, qty: 4 })).body.errors[0].code).toBe("insufficient_stock");
    const first = await add({ sku: dl.sku, qty: 2 });
    expect(first.status).toBe(200);
    const cartId = first.headers.get("x-cart-id")!;
    const over = await add({ sku: dl.sku, qty: 2 }, { "x-cart-id": cartId });
    expect(over.status).toBe(422);
    expect(over.body.errors[0].code).toBe("insufficient_stock");
    expect((await add({ ...card, qty: 2 }, { "x-cart-id": cartId })).status).toBe(200);
    const line = (await s.json("/api/cart", { headers: { "x-cart-id": cartId } })).body.items.find((i: any) => i.sku === dl.sku);
    expect(line.qty).toBe(2);
    expect((await s.json(`/api/rest/v2/cart/items/${line.id}`, { method: "PATCH", json: { qty: 4 }, headers: { "x-cart-id": cartId } })).status).toBe(422);

    // the order takes the stock of both lines
    const order = await place(cartId);
    expect(order.status).toBe(201);
    expect((await row(dl.id)).stockQty).toBe(1);
    expect((await row(gc.id)).stockQty).toBe(3);

    // the stock went while the lines sat in a cart: the order is refused and takes nothing
    const again = await add({ sku: dl.sku, qty: 1 });
    const againId = again.headers.get("x-cart-id")!;
    await setProduct(dl.id, { stockQty: 0, inStock: false });
    const refused = await place(againId);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].code).toBe("insufficient_stock");
    expect(await ordersOfCart(againId)).toBe(0);

    // the 10,000 cap is on the line's quantity, whatever the number of requests that built it
    await setProduct(dl.id, { stockQty: 50_000, inStock: true });
    const big = await add({ sku: dl.sku, qty: 6000 });
    expect(big.status).toBe(200);
    const bigId = big.headers.get("x-cart-id")!;
    const capped = await add({ sku: dl.sku, qty: 6000 }, { "x-cart-id": bigId });
    expect(capped.status).toBe(422);
    expect(capped.body.errors[0]).toMatchObject({ field: "qty", code: "too_big" });
    expect((await add({ sku: dl.sku, qty: 4000 }, { "x-cart-id": bigId })).body.items[0].qty).toBe(10_000);
    expect((await add({ sku: dl.sku, qty: 1 }, { "x-cart-id": bigId })).status).toBe(422);
    const cart = (await s.json("/api/cart", { headers: { "x-cart-id": bigId } })).body;
    expect(cart.items.map((i: any) => i.qty)).toEqual([10_000]);
  });
});

describe("child products at add-to-cart and checkout", () => {
  it("a bundle selection or configurable variant is checked for status and stock when added and again at checkout", async () => {
    const bundle = await s.app.db.product.findFirstOrThrow({
      where: { type: "bundle", status: 1, customOptions: { none: { required: true } }, bundleOptions: { some: { required: true } } },
      include: { bundleOptions: { orderBy: { position: "asc" }, include: { selections: { orderBy: { position: "asc" } } } } },
      orderBy: { id: "asc" },
    });
    await setProduct(bundle.id, { inStock: true });
    const main = bundle.bundleOptions.find((o) => o.required)!;
    const [selA, selB] = [main.selections[0]!, main.selections.find((x) => x.productId !== main.selections[0]!.productId)!];
    const pick = (sel: { id: number }) => ({ sku: bundle.sku, qty: 1, options: { bundleSelections: { [main.id]: sel.id } } });
    const before = { a: await row(selA.productId), b: await row(selB.productId) };
    try {
      // a disabled selection cannot be bought as part of the bundle
      await setProduct(selA.productId, { status: 2, stockQty: 100, inStock: true });
      const disabled = await add(pick(selA));
      expect(disabled.status).toBe(422);
      expect(disabled.body.errors[0]).toMatchObject({ code: "unavailable" });
      // nor one that is out of stock
      await setProduct(selB.productId, { status: 1, stockQty: 0, inStock: false });
      const oos = await add(pick(selB));
      expect(oos.status).toBe(422);
      expect(oos.body.errors[0].code).toBe("insufficient_stock");

      // added while fine, disabled before checkout (a write this instance's cache was not told about): refused
      await setProduct(selB.productId, { stockQty: 10, inStock: true });
      const ok = await add(pick(selB));
      expect(ok.status).toBe(200);
      const cartId = ok.headers.get("x-cart-id")!;
      await s.app.db.product.update({ where: { id: selB.productId }, data: { status: 2 } });
      const refused = await place(cartId);
      expect(refused.status).toBe(422);
      expect(refused.body.errors[0].code).toBe("unavailable");
      expect(await ordersOfCart(cartId)).toBe(0);
      expect((await row(selB.productId)).stockQty).toBe(10);
      // enabled again: the same cart orders and the selection's stock moves
      await s.app.db.product.update({ where: { id: selB.productId }, data: { status: 1 } });
      expect((await place(cartId)).status).toBe(201);
      expect((await row(selB.productId)).stockQty).toBe(9);
    } finally {
      await setProduct(selA.productId, { status: before.a.status, stockQty: before.a.stockQty, inStock: before.a.inStock });
      await setProduct(selB.productId, { status: before.b.status, stockQty: before.b.stockQty, inStock: before.b.inStock });
    }

    // a configurable's variant, disabled after it was added (the cached parent still lists it as enabled)
    const conf = await s.app.db.product.findFirstOrThrow({
      where: { type: "configurable", status: 1, customOptions: { none: { required: true } }, childLinks: { some: { kind: "variant", child: { status: 1 } } } },
      include: { childLinks: { where: { kind: "variant" }, include: { child: { include: { attributeValues: { include: { attribute: true } } } } } } },
      orderBy: { id: "desc" },
    });
    await setProduct(conf.id, { inStock: true });
    const v = conf.childLinks.map((l) => l.child).find((c) => c.status === 1)!;
    await setProduct(v.id, { stockQty: 20, inStock: true });
    s.app.productRows.evict([conf.id]);
    const superAttributes = Object.fromEntries(
      v.attributeValues.filter((x) => ["color", "size"].includes(x.attribute.code)).map((x) => [x.attribute.code, Number(x.value)]),
    );
    const c = await add({ sku: conf.sku, qty: 2, options: { superAttributes } });
    expect(c.status).toBe(200);
    expect(c.body.items[0].variantSku).toBe(v.sku);
    const confCart = c.headers.get("x-cart-id")!;
    try {
      await s.app.db.product.update({ where: { id: v.id }, data: { status: 2 } });
      const r = await place(confCart);
      expect(r.status).toBe(422);
      expect(await ordersOfCart(confCart)).toBe(0);
      // out of stock instead of disabled: refused the same way
      await s.app.db.product.update({ where: { id: v.id }, data: { status: 1, stockQty: 1 } });
      const short = await place(confCart);
      expect(short.status).toBe(422);
      expect(short.body.errors[0].code).toBe("insufficient_stock");
      expect((await row(v.id)).stockQty).toBe(1);
    } finally {
      await setProduct(v.id, { status: 1, stockQty: 20 });
      s.app.productRows.evict([conf.id]);
    }
  });
});

describe("one order per Idempotency-Key and per cart, under races", () => {
  const N = 20;

  it("N concurrent place-order with one Idempotency-Key all answer the same order (one 201, the rest replays), even when the stock covers only one", async () => {
    const p = await freshSimple(2);
    const g = await add({ sku: p.sku, qty: 2 });
    const cartId = g.headers.get("x-cart-id")!;
    const key = "race-one-instance-0001";
    const answers = await race(N, () => place(cartId, key));
    for (const a of answers) expect([a.status, a.body.code]).toEqual([expect.any(Number), undefined]);
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(N - 1).fill(200), 201]);
    expect(new Set(answers.map((a) => a.body.incrementId)).size).toBe(1);
    for (const a of answers.filter((x) => x.status === 200)) expect(a.headers.get("idempotent-replayed")).toBe("true");
    expect(await ordersOfCart(cartId)).toBe(1);
    expect((await row(p.id)).stockQty).toBe(0);
    // and later, the same
    const later = await place(cartId, key);
    expect([later.status, later.body.incrementId]).toEqual([200, answers[0]!.body.incrementId]);
  });

  it("the race across two instances on one database answers one order to every request", async () => {
    const p = await freshSimple(3);
    const g = await add({ sku: p.sku, qty: 3 });
    const cartId = g.headers.get("x-cart-id")!;
    const key = "race-two-instances-0001";
    const answers = await race(N, (i) => place(cartId, key, guestBody, { via: i % 2 ? "s2" : "s" }));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(N - 1).fill(200), 201]);
    expect(new Set(answers.map((a) => a.body.incrementId)).size).toBe(1);
    expect(await ordersOfCart(cartId)).toBe(1);
    expect((await row(p.id)).stockQty).toBe(0);
  });

  it("a customer's concurrent requests with one key answer one order; the key is the caller's own", async () => {
    const p = await freshSimple(5);
    const token = await login("retail@example.com");
    await emptyCustomerCart(token);
    await add({ sku: p.sku, qty: 5 }, {}, token);
    const key = "race-customer-0001";
    const answers = await race(N, (i) => place(null, key, { paymentMethod: "checkmo" }, { token, via: i % 2 ? "s2" : "s" }));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(N - 1).fill(200), 201]);
    expect(new Set(answers.map((a) => a.body.incrementId)).size).toBe(1);
    // another customer's request with the same key is their own: a new order, not a replay of this one
    const other = await login("jane@example.com");
    await emptyCustomerCart(other);
    await setProduct(p.id, { stockQty: 1 });
    expect((await add({ sku: p.sku, qty: 1 }, {}, other)).status).toBe(200);
    const theirs = await place(null, key, { paymentMethod: "checkmo" }, { token: other });
    expect(theirs.status).toBe(201);
    expect(theirs.body.incrementId).not.toBe(answers[0]!.body.incrementId);
  });

  it("a key reused with a different body answers 422 idempotency_key_reused, sequentially and in a race", async () => {
    const p = await freshSimple(10);
    const g = await add({ sku: p.sku, qty: 1 });
    const cartId = g.headers.get("x-cart-id")!;
    const key = "reuse-key-0001";
    expect((await place(cartId, key)).status).toBe(201);
    const reused = await place(cartId, key, { ...guestBody, email: "someone-else@example.com" });
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe("idempotency_key_reused");
    expect(reused.headers.get("content-type")).toContain("application/problem+json");
    // the same body is still a replay
    expect((await place(cartId, key)).status).toBe(200);

    // two bodies racing for one key: one body's requests all get the order, the other's all get 422
    const h = await add({ sku: p.sku, qty: 1 });
    const raceId = h.headers.get("x-cart-id")!;
    const bodies = [guestBody, { ...guestBody, poNumber: "PO-RACE" }];
    const answers = await race(N, (i) => place(raceId, "reuse-race-0001", bodies[i % 2], { via: i % 4 < 2 ? "s" : "s2" }));
    const byBody = [0, 1].map((b) => answers.filter((_, i) => i % 2 === b));
    const winner = byBody.findIndex((as) => as.some((a) => a.status === 201));
    expect(winner).toBeGreaterThanOrEqual(0);
    expect(new Set(byBody[winner]!.map((a) => a.body.incrementId)).size).toBe(1);
    expect(byBody[winner]!.every((a) => a.status === 200 || a.status === 201)).toBe(true);
    expect(byBody[1 - winner]!.map((a) => [a.status, a.body.code])).toEqual(Array(N / 2).fill([422, "idempotency_key_reused"]));
    expect(await ordersOfCart(raceId)).toBe(1);
  });

  it("concurrent orders of one cart without a key: one 201, every other 409 cart_already_ordered", async () => {
    const p = await freshSimple(1);
    const g = await add({ sku: p.sku, qty: 1 });
    const cartId = g.headers.get("x-cart-id")!;
    const answers = await race(N, (i) => place(cartId, undefined, guestBody, { via: i % 2 ? "s2" : "s" }));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 201).map((a) => [a.status, a.body.code])).toEqual(Array(N - 1).fill([409, "cart_already_ordered"]));
    expect(await ordersOfCart(cartId)).toBe(1);
    expect((await row(p.id)).stockQty).toBe(0);

    // a customer's cart the same way
    const q = await freshSimple(1);
    const token = await login("trade@example.com");
    await emptyCustomerCart(token);
    await add({ sku: q.sku, qty: 1 }, {}, token);
    const mine = await race(N, (i) => place(null, undefined, { paymentMethod: "checkmo" }, { token, via: i % 2 ? "s2" : "s" }));
    expect(mine.filter((a) => a.status === 201)).toHaveLength(1);
    expect(mine.filter((a) => a.status !== 201).map((a) => [a.status, a.body.code])).toEqual(Array(N - 1).fill([409, "cart_already_ordered"]));
  });
});

describe("checkout prices from the database", () => {
  it("checkout prices every line from the database inside its transaction, not from the product row cache", async () => {
    const p = await freshSimple(50);
    const g = await add({ sku: p.sku, qty: 2 });
    const cartId = g.headers.get("x-cart-id")!;
    // both instances have the row cached now
    expect((await call("s2", "/api/cart", { headers: { "x-cart-id": cartId } })).body.items[0].price).toBe(p.price);
    expect((await call("s", "/api/cart", { headers: { "x-cart-id": cartId } })).body.items[0].price).toBe(p.price);
    // the price changes where neither cache hears of it (another instance without Redis, an import)
    const newPrice = Math.round((p.price + 7.5) * 100) / 100;
    await s.app.db.product.update({ where: { id: p.id }, data: { price: newPrice } });
    const r = await place(cartId, undefined, guestBody, { via: "s2" });
    expect(r.status).toBe(201);
    expect(r.body.items[0]).toMatchObject({ sku: p.sku, qty: 2, price: newPrice, rowTotal: Math.round(newPrice * 2 * 100) / 100 });
    expect(r.body.prices.subtotal).toBe(Math.round(newPrice * 2 * 100) / 100);
    const stored = await s.app.db.order.findUniqueOrThrow({ where: { incrementId: r.body.incrementId }, include: { items: true } });
    expect(stored.items[0]!.price.toNumber()).toBe(newPrice);
  });
});

describe("countries are the store's allowed ones", () => {
  const setAllowed = async (value: string | null) => {
    const token = await s.adminToken();
    const r = await s.gql(`mutation($v: String) { configValueSet(path: "general/country/allow", value: $v) { __typename } }`, { v: value }, { token });
    expect(r.errors).toBeUndefined();
  };

  it("country codes are checked against the store's allowed countries (addresses, shipping country, orders); an order ships to its shipping address's country", async () => {
    const original = (await s.app.db.configValue.findFirst({ where: { path: "general/country/allow", scope: "default" } }))?.value ?? null;
    await setAllowed("US,AU,NZ");
    try {
      const p = await freshSimple(20);
      const g = await add({ sku: p.sku, qty: 1 });
      const cartId = g.headers.get("x-cart-id")!;
      const h = { "x-cart-id": cartId };
      // the cart's shipping country
      const gb = await s.json("/api/rest/v2/cart/shipping-country", { method: "PUT", json: { country: "GB" }, headers: h });
      expect(gb.status).toBe(422);
      expect(gb.body.errors[0]).toMatchObject({ field: "country", code: "country_not_allowed" });
      expect((await s.json("/api/rest/v2/cart/shipping-country", { method: "PUT", json: { country: "XX" }, headers: h })).body.errors[0].code).toBe(
        "unknown_country",
      );
      expect((await s.json("/api/rest/v2/cart/shipping-country", { method: "PUT", json: { country: "us" }, headers: h })).body.shippingCountry).toBe("US");

      // addresses: registration, address book add and change
      const addr = (countryId: string) => ({ firstName: "A", lastName: "B", street: "1 Road", city: "Town", countryId });
      const reg = await s.json("/api/rest/v2/customers", {
        method: "POST",
        json: { email: "far.away@example.com", password: "long-enough-9", firstName: "F", lastName: "A", address: addr("gb") },
      });
      expect(reg.status).toBe(422);
      expect(reg.body.errors[0]).toMatchObject({ field: "address.countryId", code: "country_not_allowed" });
      const token = await login("jane@example.com");
      const book = await s.json("/api/rest/v2/customers/me/addresses", { method: "POST", token, json: addr("DE") });
      expect(book.status).toBe(422);
      expect(book.body.errors[0]).toMatchObject({ field: "countryId", code: "country_not_allowed" });
      const ok = await s.json("/api/rest/v2/customers/me/addresses", { method: "POST", token, json: addr("NZ") });
      expect(ok.status).toBe(201);
      const moved = await s.json(`/api/rest/v2/customers/me/addresses/${ok.body.id}`, { method: "PATCH", token, json: { countryId: "FR" } });
      expect(moved.status).toBe(422);
      expect((await s.json(`/api/rest/v2/customers/me/addresses/${ok.body.id}`, { method: "PATCH", token, json: { city: "Nelson" } })).status).toBe(200);

      // orders: both addresses, and nothing is ordered when one is refused
      for (const [field, body] of [
        ["shippingAddress.countryId", { ...guestBody, shippingAddress: addr("GB") }],
        ["billingAddress.countryId", { ...guestBody, shippingAddress: addr("AU"), billingAddress: addr("JP") }],
      ] as const) {
        const r = await place(cartId, undefined, body);
        expect(r.status, field).toBe(422);
        expect(r.body.errors[0]).toMatchObject({ field, code: "country_not_allowed" });
      }
      expect(await ordersOfCart(cartId)).toBe(0);

      // the cart says US, the shipping address AU: the order ships to AU
      const order = await place(cartId, undefined, { ...guestBody, shippingAddress: addr("AU") });
      expect(order.status).toBe(201);
      expect(order.body.shippingCountry).toBe("AU");

      // a cart whose country left the list after it was chosen cannot order to it
      const k = await add({ sku: p.sku, qty: 1 });
      const kId = k.headers.get("x-cart-id")!;
      await s.json("/api/rest/v2/cart/shipping-country", { method: "PUT", json: { country: "NZ" }, headers: { "x-cart-id": kId } });
      await setAllowed("US,AU");
      const left = await place(kId);
      expect(left.status).toBe(422);
      expect(left.body.errors[0]).toMatchObject({ field: "shippingCountry", code: "country_not_allowed" });
    } finally {
      await setAllowed(original);
    }
  });
});

describe("a cart is never cached", () => {
  it("GET /cart is private, no-store and varies by X-Cart-Id", async () => {
    const p = await freshSimple(5);
    const g = await add({ sku: p.sku, qty: 1 });
    const cartId = g.headers.get("x-cart-id")!;
    for (const path of ["/api/rest/v2/cart", "/api/cart"]) {
      const r = await s.fetch(path, { headers: { "x-cart-id": cartId } });
      expect(r.status).toBe(200);
      const cc = (r.headers.get("cache-control") ?? "").split(",").map((x) => x.trim().toLowerCase());
      expect(cc).toContain("private");
      expect(cc).toContain("no-store");
      expect(cc.some((x) => x.startsWith("max-age=") && x !== "max-age=0")).toBe(false);
      const vary = (r.headers.get("vary") ?? "").split(",").map((x) => x.trim().toLowerCase());
      expect(vary).toEqual(expect.arrayContaining(["authorization", "x-store-code", "x-cart-id"]));
    }
    // other caller-dependent GETs keep their short private caching
    expect((await s.fetch("/api/rest/v2/products?itemsPerPage=1")).headers.get("cache-control")).toBe("private, max-age=60");
  });
});

describe("GraphQL paging is checked as REST's", () => {
  it("GraphQL page 0 or negative is refused as REST refuses it, never a 500", async () => {
    const cases: [string, string][] = [
      [`{ products(page: 0) { totalItems } }`, "/api/rest/v2/products?page=0"],
      [`{ products(page: -3) { totalItems } }`, "/api/rest/v2/products?page=-3"],
      [`{ search(q: "blend", page: 0) { totalItems } }`, "/api/rest/v2/search?q=blend&page=0"],
      [`{ blogPosts(page: 0) { id } }`, "/api/rest/v2/blog-posts?page=0"],
      [`{ blogPosts(page: -1) { id } }`, "/api/rest/v2/blog-posts?page=-1"],
      [`{ blogPosts(itemsPerPage: 0) { id } }`, "/api/rest/v2/blog-posts?itemsPerPage=0"],
    ];
    for (const [query, restPath] of cases) {
      const rest = await s.json(restPath);
      expect(rest.status, restPath).toBeGreaterThanOrEqual(400);
      expect(rest.status, restPath).toBeLessThan(500);
      const r = await s.gql(query);
      expect(r.errors, query).toHaveLength(1);
      const ext = r.errors![0]!.extensions!;
      expect({ status: ext.status, code: ext.code, errors: ext.errors }, query).toEqual({
        status: rest.status,
        code: rest.body.code,
        errors: rest.body.errors,
      });
    }
    // a valid page still answers
    expect((await s.gql(`{ blogPosts(page: 1, itemsPerPage: 2) { id } }`)).errors).toBeUndefined();
  });
});

/**
 * Checkout throughput: a guest's add-to-cart + place-order through the real HTTP server (the REST facade), with the
 * confirmation mail queued in the outbox, against a bare Prisma transaction writing the same rows (a cart, the order
 * and its item, the stock decrement, an outbox row) measured in the same run, in alternating rounds so that load from
 * elsewhere hits both alike. On SQLite, then on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a
 * server. Closed loops of a fixed concurrency after a warm-up; every order placed must have its mail in the outbox.
 */
import { generateKeyPairSync, randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BENCH_PG_SERVER, type BenchResult, SMOKE, seededDatabase, seededPostgres, size, startServer, table } from "./lib.ts";
import { openDb } from "../src/core/db/client.ts";
import { resolveDbTarget } from "../src/core/db/url.ts";

const PRODUCTS = Number(process.env.BENCH_CHECKOUT_PRODUCTS ?? size(1000, 100));
const WORKERS = Number(process.env.BENCH_CHECKOUT_WORKERS ?? size(8, 2));
/** measured seconds per path (split over the rounds) */
const SECONDS = Number(process.env.BENCH_SECONDS ?? size(12, 0.25));
const ROUNDS = size(4, 1);
/** steps each loop completes at least, however long they take: the smoke run ends with a figure on a slow machine */
const MIN_STEPS = SMOKE ? 2 : 0;
const WARM_UP = size(5, 1);
const CHECKOUT_EMAIL = "bench-checkout@example.com";
const BARE_EMAIL = "bench-bare@example.com";
const CONFIRMATION = "sales_order_confirmation";

interface Loop {
  lat: number[];
  errors: number;
  ms: number;
  next: number;
  seen: Set<string>;
}
const newLoop = (): Loop => ({ lat: [], errors: 0, ms: 0, next: 0, seen: new Set() });

/** WORKERS concurrent loops of `step` for `seconds` (and at least MIN_STEPS each), added to `acc` */
async function closedLoop(acc: Loop, seconds: number, step: (w: number, i: number) => Promise<void>): Promise<void> {
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, w) => {
      for (let done = 0; performance.now() < end || done < MIN_STEPS; done++) {
        const i = acc.next++;
        const t = performance.now();
        try {
          await step(w, i);
          acc.lat.push(performance.now() - t);
        } catch (e) {
          acc.errors++;
          const what = e instanceof Error ? e.message : String(e);
          if (!acc.seen.has(what) && acc.seen.size < 5) console.error(`step failed: ${what}`);
          acc.seen.add(what);
        }
      }
    }),
  );
  acc.ms += performance.now() - started;
}

function summary(l: Loop) {
  const lat = l.lat.toSorted((a, b) => a - b);
  const at = (q: number) => lat[Math.min(lat.length - 1, Math.floor(lat.length * q))] ?? Number.NaN;
  return { perSecond: lat.length / (l.ms / 1000), p50: at(0.5), p99: at(0.99), errors: l.errors, count: lat.length };
}

async function run(kind: "SQLite" | "PostgreSQL", url: string) {
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-bench-var-"));
  const h = openDb(resolveDbTarget(url));
  const db = h.db;
  const store = await db.store.findFirstOrThrow({ orderBy: { id: "asc" } });
  // simple products without options, with stock that never runs out during the run
  const candidates = await db.product.findMany({
    where: { type: "simple", status: 1, visibility: 4, customOptions: { none: {} } },
    select: { id: true, sku: true, name: true },
    orderBy: { id: "asc" },
    take: 50,
  });
  await db.product.updateMany({ where: { id: { in: candidates.map((b) => b.id) } }, data: { stockQty: 1_000_000_000, inStock: true } });
  // a PostgreSQL deployment may run several instances: it is given its signing key rather than making one
  const key = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const app = await startServer("bench/servers/app-server.ts", { BENCH_DATABASE_URL: url, BENCH_VAR_DIR: varDir, JWT_PRIVATE_KEY: key });
  const json = { "content-type": "application/json" };
  try {
    // what a guest may put in a cart (the access gate's demo settings block some products for guests)
    const buyable: typeof candidates = [];
    for (const p of candidates) {
      const add = await fetch(`${app.url}/api/rest/v2/cart/items`, { method: "POST", headers: json, body: JSON.stringify({ sku: p.sku, qty: 1 }) });
      await add.arrayBuffer();
      if (add.status === 200) buyable.push(p);
    }
    if (!buyable.length) throw new Error(`a guest may buy none of ${candidates.length} products`);
    const prices = new Map(
      (await db.product.findMany({ where: { id: { in: buyable.map((p) => p.id) } }, select: { id: true, price: true } })).map((p) => [p.id, p.price]),
    );
    const pick = (w: number, i: number) => buyable[(w * 31 + i) % buyable.length]!;
    let resent = 0;
    /**
     * A request that never got an answer (the connection closed under it: a keep-alive connection the server closed as
     * the request went out, which a loaded machine makes likelier) is sent again once, as a client does; place-order
     * carries its Idempotency-Key, so a second send never places a second order.
     */
    const send = async (url: string, init: RequestInit) => {
      try {
        return await fetch(url, init);
      } catch (e) {
        if (!(e instanceof TypeError)) throw e;
        resent++;
        return fetch(url, init);
      }
    };

    const checkoutStep = async (w: number, i: number) => {
      const add = await send(`${app.url}/api/rest/v2/cart/items`, { method: "POST", headers: json, body: JSON.stringify({ sku: pick(w, i).sku, qty: 1 }) });
      if (add.status !== 200) throw new Error(`add ${add.status}: ${await add.text()}`);
      const cartId = add.headers.get("x-cart-id")!;
      await add.arrayBuffer();
      const order = await send(`${app.url}/api/rest/v2/checkout/place-order`, {
        method: "POST",
        headers: { ...json, "x-cart-id": cartId, "idempotency-key": `bench-${w}-${i}-${cartId.slice(0, 8)}` },
        body: JSON.stringify({ paymentMethod: "checkmo", email: CHECKOUT_EMAIL }),
      });
      // 200: a resent request answered with the order its first send placed
      if (order.status !== 201 && order.status !== 200) throw new Error(`order ${order.status}: ${await order.text()}`);
      await order.arrayBuffer();
    };
    // the same rows as a placed order, in one transaction: its cart, the order and its item, the stock, the mail
    const body = `Hello,\n\nthank you for your order.\n\n${"- 1 x a product (SKU) at 10.00 = 10.00 USD\n".repeat(2)}\nGrand total: 15.00 USD\n`;
    const bareStep = async (w: number, i: number) => {
      const p = pick(w, i);
      const price = prices.get(p.id)!;
      await db.$transaction(async (tx) => {
        const cart = await tx.cart.create({ data: { maskedId: randomBytes(24).toString("base64url"), storeId: store.id, status: "ordered" } });
        await tx.order.create({
          data: {
            incrementId: `bare-${randomBytes(8).toString("hex")}`,
            storeId: store.id,
            customerEmail: BARE_EMAIL,
            customerGroupId: 0,
            cartId: cart.id,
            currency: store.currency,
            subtotal: price,
            shippingAmount: 5,
            grandTotal: price.plus(5),
            paymentMethod: "checkmo",
            items: { create: [{ productId: p.id, sku: p.sku, name: p.name, qty: 1, price, rowTotal: price }] },
          },
        });
        const taken = await tx.product.updateMany({
          where: { id: p.id, status: 1, stockQty: { gte: 1 }, inStock: true },
          data: { stockQty: { decrement: 1 } },
        });
        if (taken.count !== 1) throw new Error("no stock");
        await tx.mailOutbox.create({
          data: {
            storeId: store.id,
            toAddress: BARE_EMAIL,
            fromAddress: "no-reply@localhost",
            subject: "your order",
            textBody: body,
            htmlBody: `<p>${body}</p>`,
            templateId: CONFIRMATION,
            messageKey: randomUUID(),
          },
        });
      });
    };

    const checkoutLoop = newLoop();
    const bareLoop = newLoop();
    // warm-up: both paths, not counted
    await closedLoop(newLoop(), 0, async (w, i) => {
      for (let n = 0; n < WARM_UP; n++) {
        await checkoutStep(w + 100, i * WARM_UP + n);
        await bareStep(w, i * WARM_UP + n);
      }
    });
    for (let r = 0; r < ROUNDS; r++) {
      await closedLoop(checkoutLoop, SECONDS / ROUNDS, checkoutStep);
      await closedLoop(bareLoop, SECONDS / ROUNDS, bareStep);
    }
    const checkout = summary(checkoutLoop);
    const bare = summary(bareLoop);
    // every order the server placed has its confirmation mail in the outbox (sent or pending)
    const [orders, mails] = await Promise.all([
      db.order.count({ where: { customerEmail: CHECKOUT_EMAIL } }),
      db.mailOutbox.count({ where: { toAddress: CHECKOUT_EMAIL, templateId: CONFIRMATION } }),
    ]);
    const missingMails = Math.abs(orders - mails);
    if (missingMails) console.error(`${orders} orders placed, ${mails} confirmation mails in the outbox`);
    const ratio = checkout.perSecond / bare.perSecond;
    console.log(`\n## Checkout on ${kind} (${PRODUCTS.toLocaleString("en")} products, ${WORKERS} concurrent loops, ${ROUNDS} alternating rounds)`);
    table([
      ["path", "orders/s", "p50 ms", "p99 ms", "orders", "errors", "÷ bare"],
      [
        "add-to-cart + place-order over HTTP (guest, mail in the outbox)",
        checkout.perSecond.toFixed(1),
        checkout.p50.toFixed(1),
        checkout.p99.toFixed(1),
        checkout.count,
        checkout.errors,
        ratio.toFixed(3),
      ],
      [
        "bare Prisma transaction (cart, order + item, stock, outbox row)",
        bare.perSecond.toFixed(1),
        bare.p50.toFixed(1),
        bare.p99.toFixed(1),
        bare.count,
        bare.errors,
        "1",
      ],
    ]);
    console.log(
      `checkout / bare (${kind}): ${ratio.toFixed(3)}; ${orders} orders placed over HTTP with ${mails} confirmation mails in the outbox${resent ? `; ${resent} requests sent again after a closed connection` : ""}`,
    );
    return { ratio, errors: { checkout: checkout.errors, bare: bare.errors, mails: missingMails } };
  } finally {
    app.child.kill();
    await h.close();
    fs.rmSync(varDir, { recursive: true, force: true });
  }
}

export async function benchCheckout(): Promise<BenchResult> {
  const ratios: Record<string, number> = {};
  const errors: Record<string, number> = {};
  const record = (db: string, r: Awaited<ReturnType<typeof run>>) => {
    ratios[db] = r.ratio;
    for (const [k, v] of Object.entries(r.errors)) errors[`${db} ${k}`] = v;
  };
  const sqlite = await seededDatabase(PRODUCTS);
  try {
    record("sqlite", await run("SQLite", sqlite.url));
  } finally {
    fs.rmSync(sqlite.dir, { recursive: true, force: true });
  }
  if (BENCH_PG_SERVER) {
    const pg = await seededPostgres(BENCH_PG_SERVER, PRODUCTS);
    try {
      record("postgres", await run("PostgreSQL", pg.url));
    } finally {
      await pg.drop();
    }
  }
  return { ratios, errors };
}

/**
 * Issue 32, acceptance: a SKU hidden from the caller (a gate rule made through the admin API) or disabled is
 * indistinguishable from one that does not exist: the same line body apart from the SKU, the same number of SQL
 * statements, and the same time (medians of interleaved runs within 10 %; each attempt also times unknown against
 * unknown, and only an attempt whose control is within 10 % can fail it, so that a busy machine does not). And the resolve is a fixed number of statements: 10 lines
 * cost what 500 do.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../helpers/server.ts";
import {
  type Caller,
  call,
  type Fixture,
  type Json,
  makeCallers,
  makeFixture,
  median,
  mixedLines,
  QO,
  respell,
  startBuyerToolsServer,
  statementsOf,
  toCsv,
} from "./accept-helpers.ts";

const N = 20;
const RUNS = 60;
const TOLERANCE = 0.1;

let s: TestServer;
let f: Fixture;
let callers: Caller[];
const unknown = Array.from({ length: N }, (_, i) => `ACC-GHOST-${String(i + 1).padStart(4, "0")}`);
const measured: string[] = [];

beforeAll(async () => {
  s = await startBuyerToolsServer();
  f = await makeFixture(s, N);
  callers = await makeCallers(s, f);
}, 120_000);
afterAll(async () => {
  if (measured.length) console.info(`quick order, hidden vs unknown: ${measured.join("; ")}`);
  await s?.close();
});

const linesOf = (skus: string[]) => ({ lines: skus.map((sku) => ({ sku, qty: 2 })) });
const resolve = (caller: Caller, body: unknown) => call(s, "POST", `${QO}/resolve`, caller.token, body);
/** a line without what names it (its SKU, its input line numbers) */
const anonymous = (l: Json) => {
  const { sku: _sku, inputLines: _lines, ...rest } = l;
  return rest;
};

describe("a hidden or disabled SKU answers as an unknown one does", () => {
  it("the same line body apart from the SKU, for every caller", async () => {
    for (const caller of callers) {
      const hidden = f.hidden.map((p) => p.sku);
      const disabled = f.disabled.map((p) => p.sku);
      const r = await resolve(caller, linesOf([...hidden, ...disabled, ...unknown]));
      expect(r.status, JSON.stringify(r.body).slice(0, 500)).toBe(200);
      const lines = r.body.lines as Json[];
      expect(lines).toHaveLength(hidden.length + disabled.length + unknown.length);
      const reference = anonymous(lines[lines.length - 1]!);
      expect(reference).toMatchObject({ status: "not_found", qty: 2, message: "No product with this SKU" });
      for (const l of lines) expect(anonymous(l), `${caller.name}: ${JSON.stringify(l)}`).toEqual(reference);
      // each answers with the SKU as asked
      expect(lines.map((l) => l.sku)).toEqual([...hidden, ...disabled, ...unknown]);
      expect(r.body.canAddToCart).toBe(false);
    }
  });

  it("the same number of SQL statements for N hidden as for N unknown SKUs, for every caller", async () => {
    for (const caller of callers) {
      const hidden = linesOf(f.hidden.map((p) => p.sku));
      const ghosts = linesOf(unknown);
      // warm: the caller's first request reads what later ones find cached
      await resolve(caller, hidden);
      await resolve(caller, ghosts);
      const h = await statementsOf(s, () => resolve(caller, hidden));
      const u = await statementsOf(s, () => resolve(caller, ghosts));
      expect(h.value.status).toBe(200);
      expect(u.value.status).toBe(200);
      expect(h.n, `${caller.name}: statements for ${N} hidden vs ${N} unknown`).toBe(u.n);
      measured.push(`${caller.name}: ${h.n} statements each`);
    }
  });

  it(`the same time: medians of ${RUNS} + ${RUNS} interleaved resolves within ${TOLERANCE * 100} % (an A/A control tells a noisy machine from a gap)`, async () => {
    const guest = callers[0]!;
    const hidden = linesOf(f.hidden.map((p) => p.sku));
    const ghosts = linesOf(unknown);
    const once = async (body: unknown) => {
      const t = performance.now();
      const r = await resolve(guest, body);
      const ms = performance.now() - t;
      expect(r.status).toBe(200);
      return ms;
    };
    for (let i = 0; i < 5; i++) {
      await once(hidden);
      await once(ghosts);
    }
    // Each attempt also times unknown SKUs against themselves (A/A): when that control differs by more than the
    // tolerance, the machine is too noisy for the attempt to say anything, and it is measured again. An attempt
    // fails the test only when the control is within the tolerance and hidden vs unknown is not.
    let last = "";
    let quiet = 0;
    for (let attempt = 1; attempt <= 6; attempt++) {
      const th: number[] = [];
      const tu: number[] = [];
      const tc: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        // rotate which goes first, so a drift of the machine weighs on all three alike
        const order = [async () => th.push(await once(hidden)), async () => tu.push(await once(ghosts)), async () => tc.push(await once(ghosts))];
        for (let k = 0; k < 3; k++) await order[(i + k) % 3]!();
      }
      const [mh, mu, mc] = [median(th), median(tu), median(tc)];
      const gap = Math.abs(mh - mu) / Math.min(mh, mu);
      const noise = Math.abs(mc - mu) / Math.min(mc, mu);
      last = `attempt ${attempt}: hidden ${mh.toFixed(2)} ms, unknown ${mu.toFixed(2)} ms, gap ${(gap * 100).toFixed(1)} % (unknown vs unknown ${(noise * 100).toFixed(1)} %)`;
      measured.push(last);
      if (gap <= TOLERANCE) return;
      if (noise <= TOLERANCE) quiet++;
      if (quiet >= 2) break;
    }
    if (quiet === 0) {
      // never quiet enough to measure: said, not failed (a test never fails because the machine was slow)
      console.warn(`quick order timing not measurable on this machine now (every control above ${TOLERANCE * 100} %); ${last}`);
      return;
    }
    expect.fail(`medians differ by more than ${TOLERANCE * 100} % while the control did not; ${last}`);
  }, 120_000);
});

describe("the resolve is a fixed number of statements", () => {
  it("10 lines and 500 lines (every status, duplicates) cost the same statements, for a guest and for a company buyer", async () => {
    const all = mixedLines(f);
    // one line of each status and kind the 500 hold, so that only the number of lines differs
    const ten = [
      ...f.composites.map((p) => ({ sku: p.sku, qty: 1 })),
      { sku: f.withOption.sku, qty: 1 },
      { sku: respell(f.plain[0]!.sku, 1), qty: 2 },
      { sku: f.hidden[0]!.sku, qty: 1 },
      { sku: "ACC-NOPE-0001", qty: 1 },
      { sku: f.priceHidden[0]!.sku, qty: 1 },
      { sku: f.short.sku, qty: 10 },
    ];
    const bodies = { ten: { csv: toCsv(ten) }, five_hundred: { csv: toCsv(all) } };
    for (const caller of [callers[0]!, callers[2]!]) {
      await resolve(caller, bodies.ten);
      await resolve(caller, bodies.five_hundred);
      const small = await statementsOf(s, () => resolve(caller, bodies.ten));
      const big = await statementsOf(s, () => resolve(caller, bodies.five_hundred));
      expect(small.value.status, JSON.stringify(small.value.body).slice(0, 300)).toBe(200);
      expect(big.value.status, JSON.stringify(big.value.body).slice(0, 300)).toBe(200);
      expect(big.value.body.lines.length).toBeGreaterThan(300);
      expect(big.n, `${caller.name}: statements for 500 lines vs 10`).toBe(small.n);
      measured.push(`${caller.name}: 10 lines ${small.n} statements, 500 lines ${big.n}`);
    }
  });
});

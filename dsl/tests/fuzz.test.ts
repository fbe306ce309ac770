import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse } from "../src/parse.ts";
import { check } from "../src/checker.ts";

const SEED = `rule "Trade prices" priority 10
  for groups [NOT_LOGGED_IN, General] stores [default] countries [AU, NZ]
  when sku contains "WH-" and (category in [12, 15] or price >= 100)
       and attr.brand == "Acme" and not any(attr.color in ["red", "blue"], type == "bundle")
  then hide_price, block_purchase, redirect "x"
  enforce both
  message "Log in"`;
const PIECES = [
  "rule",
  "when",
  "then",
  "(",
  ")",
  "[",
  "]",
  ",",
  "and",
  "or",
  "not",
  "all(",
  "any(",
  '"',
  "==",
  "in",
  "contains",
  "attr.",
  ".",
  "#",
  "\n",
  "1",
  "-",
  "2024-01-01",
  "hide_price",
  "for",
  "groups",
];

/** parsing must end in diagnostics, never an exception, and quickly */
function survives(src: string) {
  const started = performance.now();
  let result: ReturnType<typeof parse> | undefined;
  expect(() => (result = parse(src))).not.toThrow();
  expect(() => check(result!.ast, { attributes: { brand: { type: "text" } }, groups: { General: 1 } })).not.toThrow();
  expect(performance.now() - started).toBeLessThan(2000);
  for (const d of result!.diagnostics) expect(d.line).toBeGreaterThanOrEqual(1);
}

describe("parser fuzz", () => {
  it("random text", () => {
    fc.assert(fc.property(fc.string({ maxLength: 300, unit: "binary" }), survives), { numRuns: 1500 });
  });

  it("random token soup", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 80 }), (parts) => survives(parts.join(" "))),
      { numRuns: 1500 },
    );
  });

  it("mutations of a valid file: deletions, insertions, swaps", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(SEED.length), fc.nat(6), fc.constantFrom(...PIECES, "", "\u0000", "😀")), { minLength: 1, maxLength: 8 }),
        (edits) => {
          let s = SEED;
          for (const [at, del, ins] of edits) s = s.slice(0, at) + ins + s.slice(at + del);
          survives(s);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

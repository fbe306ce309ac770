import { describe, expect, it } from "vitest";
import { sanitizeMerchantHtml } from "../../src/core/html/sanitize.ts";
import { auditDiff, MASK } from "../../src/core/audit/record.ts";
import { Decimal } from "../../src/core/money.ts";

describe("merchant HTML", () => {
  it("drops scripts, handlers and javascript: links and keeps block directives and formatting", () => {
    const out = sanitizeMerchantHtml(
      `<h2 onclick="x()">Trade</h2><script>alert(1)</script>{{block type="customforms/form" form_code="trade_account"}}` +
        `<a href="javascript:alert(1)">a</a><img src="/media/a.jpg" onerror="alert(1)"><iframe src="//evil"></iframe>`,
    );
    expect(out).toBe(`<h2>Trade</h2>{{block type="customforms/form" form_code="trade_account"}}<a>a</a><img src="/media/a.jpg" />`);
  });

  it("gives every link that opens another window noopener and drops ids that could clobber the page's own", () => {
    expect(sanitizeMerchantHtml(`<a href="https://x.example" target="w">x</a><p id="cart-count">y</p>`)).toBe(
      `<a href="https://x.example" target="w" rel="noopener noreferrer">x</a><p>y</p>`,
    );
  });
});

describe("audit diff", () => {
  it("keeps only changed fields, prints decimals and dates exactly and masks secrets", () => {
    const d = auditDiff(
      { name: "A", price: new Decimal("10.10"), passwordHash: "x", at: new Date("2026-01-01T00:00:00Z") },
      { name: "A", price: new Decimal("12.00"), passwordHash: "y", at: new Date("2026-01-02T00:00:00Z") },
    );
    expect(d.before).toEqual({ price: "10.1", passwordHash: MASK, at: "2026-01-01T00:00:00.000Z" });
    expect(d.after).toEqual({ price: "12", passwordHash: MASK, at: "2026-01-02T00:00:00.000Z" });
    expect(auditDiff(null, { secret: "s", name: "n" })).toEqual({ before: null, after: { secret: MASK, name: "n" } });
  });
});

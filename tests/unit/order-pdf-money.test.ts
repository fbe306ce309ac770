/** The order documents' amounts (src/sales/pdf/documents.ts): exact decimals, the currency's digits, the store's locale. */
import { describe, expect, it } from "vitest";
import { Decimal } from "../../src/core/money.ts";
import { moneyFormat } from "../../src/sales/pdf/documents.ts";

describe("moneyFormat", () => {
  it("formats with the currency's symbol and digits in the locale, rounding half-up", () => {
    expect(moneyFormat("en-US", "USD")(new Decimal("1234.5"))).toBe("$1,234.50");
    expect(moneyFormat("en-US", "USD")(new Decimal("0.005"))).toBe("$0.01");
    expect(moneyFormat("de-DE", "EUR")(new Decimal("1234.5"))).toBe("1.234,50\u00a0€");
    expect(moneyFormat("en-US", "JPY")(new Decimal("1234.5"))).toBe("¥1,235");
    expect(moneyFormat("en-US", "USD")(new Decimal("-4.83"))).toBe("-$4.83");
  });

  it("never goes through a float: amounts beyond a double's precision keep every digit", () => {
    expect(moneyFormat("en-US", "USD")(new Decimal("12345678901234567.895"))).toBe("$12,345,678,901,234,567.90");
    expect(moneyFormat("en-US", "USD")("0.1")).toBe("$0.10");
  });
});

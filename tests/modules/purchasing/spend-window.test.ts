/** Spend windows (spend.ts): where each starts, in UTC, and the window keys limits store. */
import { describe, expect, it } from "vitest";
import { parseWindowKey, windowStart } from "../../../src/modules/purchasing/spend.ts";

describe("spend windows", () => {
  it("a rolling window starts N days before now; month and quarter at their first day, 00:00 UTC", () => {
    const now = new Date("2026-11-29T14:30:00.000Z");
    expect(windowStart({ kind: "days", days: 30 }, now).toISOString()).toBe("2026-10-30T14:30:00.000Z");
    expect(windowStart({ kind: "month" }, now).toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(windowStart({ kind: "quarter" }, now).toISOString()).toBe("2026-10-01T00:00:00.000Z");
    // the first instant of a quarter is in it; the last of the previous one is not
    expect(windowStart({ kind: "quarter" }, new Date("2026-01-01T00:00:00.000Z")).toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(windowStart({ kind: "quarter" }, new Date("2026-03-31T23:59:59.999Z")).toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(windowStart({ kind: "month" }, new Date("2026-12-31T23:59:59.999Z")).toISOString()).toBe("2026-12-01T00:00:00.000Z");
  });

  it("window keys: 1d..366d, month, quarter; anything else is refused", () => {
    expect(parseWindowKey("30d")).toEqual({ kind: "days", days: 30 });
    expect(parseWindowKey("366d")).toEqual({ kind: "days", days: 366 });
    expect(parseWindowKey("month")).toEqual({ kind: "month" });
    expect(parseWindowKey("quarter")).toEqual({ kind: "quarter" });
    for (const bad of ["0d", "367d", "030d", "1.5d", "week", "", "30 days", "-1d"]) expect(parseWindowKey(bad)).toBeNull();
  });
});

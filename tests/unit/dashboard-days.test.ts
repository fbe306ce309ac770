/** The dashboard's local days (src/sales/admin-dashboard.ts): midnights in a zone, across DST changes and month ends. */
import { describe, expect, it } from "vitest";
import { localDate, localMidnight, validZone } from "../../src/sales/admin-dashboard.ts";

describe("local days", () => {
  it("finds a zone's midnight in standard and summer time, and on the days the clocks change", () => {
    expect(localMidnight(2026, 1, 15, "America/New_York").toISOString()).toBe("2026-01-15T05:00:00.000Z");
    expect(localMidnight(2026, 7, 15, "America/New_York").toISOString()).toBe("2026-07-15T04:00:00.000Z");
    // 8 March 2026: clocks go forward at 02:00, the day starts at -05:00 and lasts 23 hours
    expect(localMidnight(2026, 3, 8, "America/New_York").toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(localMidnight(2026, 3, 9, "America/New_York").getTime() - localMidnight(2026, 3, 8, "America/New_York").getTime()).toBe(23 * 3_600_000);
    // 1 November 2026: clocks go back, a 25-hour day
    expect(localMidnight(2026, 11, 2, "America/New_York").getTime() - localMidnight(2026, 11, 1, "America/New_York").getTime()).toBe(25 * 3_600_000);
    expect(localMidnight(2026, 11, 29, "Asia/Tokyo").toISOString()).toBe("2026-11-28T15:00:00.000Z");
    expect(localMidnight(2026, 11, 29, "Asia/Kolkata").toISOString()).toBe("2026-11-28T18:30:00.000Z");
  });

  it("carries days past a month's end or before its start, and names the local date of an instant", () => {
    expect(localMidnight(2026, 3, 0, "UTC").toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(localMidnight(2026, 12, 32, "Europe/Berlin").toISOString()).toBe("2026-12-31T23:00:00.000Z");
    expect(localDate(Date.parse("2026-11-28T15:00:00Z"), "Asia/Tokyo")).toEqual([2026, 11, 29]);
    expect(localDate(Date.parse("2026-11-28T14:59:59.999Z"), "Asia/Tokyo")).toEqual([2026, 11, 28]);
  });

  it("reads a zone that does not exist as UTC", () => {
    expect(validZone("Mars/Olympus")).toBe("UTC");
    expect(validZone(undefined)).toBe("UTC");
    expect(validZone("Europe/Berlin")).toBe("Europe/Berlin");
  });
});

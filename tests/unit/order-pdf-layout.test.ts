/**
 * The PDF layout's bounds: a line with many long options, and a store address of many long lines, still give a row
 * and a header that fit on one page (pdfkit would otherwise break pages on its own under the table's own paging).
 */
import { describe, expect, it } from "vitest";
import { type PdfDocumentModel, renderPdf } from "../../src/sales/pdf/render.ts";
import { pdfPages } from "../helpers/pdf-text.ts";

const long = (n: number) => `Option ${n}: ${"engraved text that goes on and on ".repeat(12)}`;

function model(rows: PdfDocumentModel["rows"], storeLines: string[] = ["1 Main St"]): PdfDocumentModel {
  return {
    title: "Invoice",
    number: "INV-100000001-1",
    store: { name: "Store", lines: storeLines },
    facts: [["Order", "100000001"]],
    addresses: [{ label: "Bill to", lines: ["Jane Buyer", "1 Main St"] }],
    details: [{ label: "Payment", lines: ["Check / Money order"] }],
    columns: [
      { header: "Item", width: 4 },
      { header: "SKU", width: 2 },
      { header: "Qty", width: 1, align: "right" },
      { header: "Price", width: 1.5, align: "right" },
      { header: "Total", width: 1.5, align: "right" },
    ],
    rows,
    totals: [{ label: "Grand total", value: "$10.00", strong: true }],
  };
}

describe("the order PDFs' layout bounds", () => {
  it("a line with 25 long options stays one row on one page, the options beyond ten counted", async () => {
    const bytes = await renderPdf(
      model([{ cells: ["Engraved plate", "PLATE-1", "1", "$10.00", "$10.00"], sub: Array.from({ length: 25 }, (_, i) => long(i + 1)) }]),
      {
        author: "Store",
      },
    );
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain("… and 16 more");
  });

  it("ten such lines and a store address of fifty long lines stay within a few pages", async () => {
    const rows = Array.from({ length: 10 }, (_, n) => ({
      cells: [`Plate ${n}`, `PLATE-${n}`, "1", "$10.00", "$10.00"],
      sub: Array.from({ length: 25 }, (_, i) => long(i)),
    }));
    const pages = await pdfPages(
      await renderPdf(
        model(
          rows,
          Array.from({ length: 50 }, (_, i) => `${i} ${"Industriestraße ".repeat(40)}`),
        ),
        { author: "Store" },
      ),
    );
    expect(pages.length).toBeLessThanOrEqual(6);
    for (let n = 0; n < 10; n++) expect(pages.join(" ")).toContain(`PLATE-${n}`);
  });
});

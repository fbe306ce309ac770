/**
 * Lays out an order document (invoice, packing slip, credit memo) as an A4 PDF with pdfkit: the store and the
 * document's number, its facts, the addresses, payment and shipping, the lines as a table that goes on over as
 * many pages as it needs (its header repeated on each), the totals, and "page n of m" on every page. It only
 * draws: what it shows (texts already formatted) comes from documents.ts.
 */
import PDFDocument from "pdfkit";
import { documentFonts } from "./fonts.ts";

export interface PdfColumn {
  header: string;
  /** share of the table's width */
  width: number;
  align?: "left" | "right";
}

export interface PdfRow {
  cells: string[];
  /** smaller lines under the first cell (the line's options) */
  sub?: string[];
}

export interface PdfBlock {
  label: string;
  lines: string[];
}

export interface PdfDocumentModel {
  /** "Invoice", "Packing slip", "Credit memo" */
  title: string;
  number: string;
  store: { name: string; lines: string[] };
  /** label and value, under the number (order number, dates, state) */
  facts: [string, string][];
  /** side by side: the billing and shipping addresses */
  addresses: PdfBlock[];
  /** side by side: payment, shipping method, tracking */
  details: PdfBlock[];
  columns: PdfColumn[];
  rows: PdfRow[];
  /** none on a packing slip */
  totals: { label: string; value: string; strong?: boolean }[];
  /** a line under the table (a packing slip's count of units) */
  note?: string;
}

const MARGIN = 40;
const REGULAR = "DejaVuSans";
const BOLD = "DejaVuSans-Bold";
const BODY = 9;
const SMALL = 7.5;
const CELL_PAD = 4;
const GREY = "#555555";
const RULE = "#bbbbbb";

/** a cell or block line longer than this is cut (a row must fit on a page) */
const MAX_TEXT = 300;
/** option lines shown under a line, the rest counted, each cut shorter: with the name, a row stays under half a page */
const MAX_SUB = 10;
const MAX_SUB_TEXT = 120;
/** the store's address lines shown in the header */
const MAX_STORE_LINES = 6;
const clip = (s: string, max = MAX_TEXT) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
const clipSub = (sub: string[]) =>
  (sub.length > MAX_SUB ? [...sub.slice(0, MAX_SUB - 1), `… and ${sub.length - MAX_SUB + 1} more`] : sub).map((l) => clip(l, MAX_SUB_TEXT));

export async function renderPdf(model: PdfDocumentModel, info: { author: string }): Promise<Uint8Array<ArrayBuffer>> {
  const fonts = documentFonts();
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: `${model.title} ${model.number}`, Author: info.author, Subject: model.number },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  // pdfkit takes a parsed fontkit font as a source too (its typings name only files and bytes)
  doc.registerFont(REGULAR, fonts.regular as unknown as Buffer);
  doc.registerFont(BOLD, fonts.bold as unknown as Buffer);

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  // room kept at the foot of each page for its page number
  const bottom = doc.page.height - MARGIN - 14;
  let y = MARGIN;

  const text = (s: string, x: number, at: number, o: { w: number; font?: string; size?: number; align?: "left" | "right"; color?: string }) => {
    doc
      .font(o.font ?? REGULAR)
      .fontSize(o.size ?? BODY)
      .fillColor(o.color ?? "black");
    doc.text(s, x, at, { width: o.w, align: o.align ?? "left", lineBreak: true });
    return doc.heightOfString(s, { width: o.w });
  };
  const measure = (s: string, w: number, font = REGULAR, size = BODY) => {
    doc.font(font).fontSize(size);
    return doc.heightOfString(s || " ", { width: w });
  };
  const rule = (at: number) => {
    doc
      .moveTo(left, at)
      .lineTo(left + width, at)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  };
  const newPage = () => {
    doc.addPage();
    y = MARGIN;
  };
  const ensure = (h: number) => {
    if (y + h > bottom) newPage();
  };

  // header: the store on the left, the document's title, number and facts on the right
  const half = width / 2 - 10;
  let ly = y;
  ly += text(model.store.name, left, ly, { w: half, font: BOLD, size: 14 }) + 2;
  for (const l of model.store.lines.slice(0, MAX_STORE_LINES)) ly += text(clip(l), left, ly, { w: half, size: SMALL, color: GREY });
  const rx = left + width - half;
  let ry = y;
  ry += text(model.title, rx, ry, { w: half, font: BOLD, size: 16, align: "right" });
  ry += text(model.number, rx, ry, { w: half, font: BOLD, size: 11, align: "right" }) + 4;
  for (const [label, value] of model.facts) ry += text(`${label}: ${value}`, rx, ry, { w: half, align: "right" });
  y = Math.max(ly, ry) + 10;
  rule(y);
  y += 10;

  // blocks side by side: addresses, then payment / shipping / tracking
  const blocks = (given: PdfBlock[]) => {
    if (!given.length) return;
    const row = given.map((b) => ({ label: b.label, lines: clipSub(b.lines) }));
    const bw = (width - 10 * (row.length - 1)) / row.length;
    const heights = row.map((b) => measure(b.label, bw, BOLD) + b.lines.reduce((h, l) => h + measure(l, bw), 0));
    ensure(Math.max(...heights));
    row.forEach((b, i) => {
      const x = left + i * (bw + 10);
      let by = y;
      by += text(b.label, x, by, { w: bw, font: BOLD });
      for (const l of b.lines) by += text(l, x, by, { w: bw });
    });
    y += Math.max(...heights) + 12;
  };
  blocks(model.addresses);
  blocks(model.details);

  // the lines
  const total = model.columns.reduce((s, c) => s + c.width, 0);
  const cols = model.columns.map((c) => ({ ...c, w: (c.width / total) * width }));
  const xs = cols.map((_, i) => left + cols.slice(0, i).reduce((s, c) => s + c.w, 0));
  const tableHeader = () => {
    const h = Math.max(...cols.map((c) => measure(c.header, c.w - 2 * CELL_PAD, BOLD))) + 2 * CELL_PAD;
    doc.rect(left, y, width, h).fillColor("#eeeeee").fill();
    cols.forEach((c, i) => {
      text(c.header, xs[i]! + CELL_PAD, y + CELL_PAD, { w: c.w - 2 * CELL_PAD, font: BOLD, align: c.align });
    });
    y += h;
  };
  const rowHeight = (r: PdfRow) => {
    const first = cols[0]!.w - 2 * CELL_PAD;
    const sub = (r.sub ?? []).reduce((h, s) => h + measure(s, first - 6, REGULAR, SMALL), 0);
    const cells = r.cells.map((s, i) => measure(s, cols[i]!.w - 2 * CELL_PAD) + (i === 0 ? sub : 0));
    return Math.max(...cells) + 2 * CELL_PAD;
  };
  ensure(40);
  tableHeader();
  for (const row of model.rows) {
    const r = { cells: row.cells.map((c) => clip(c)), sub: clipSub(row.sub ?? []) };
    const h = rowHeight(r);
    if (y + h > bottom) {
      newPage();
      tableHeader();
    }
    r.cells.forEach((s, i) => {
      const c = cols[i]!;
      const cy = y + CELL_PAD + text(s, xs[i]! + CELL_PAD, y + CELL_PAD, { w: c.w - 2 * CELL_PAD, align: c.align });
      if (i === 0) {
        let sy = cy;
        for (const l of r.sub ?? []) sy += text(l, xs[0]! + CELL_PAD + 6, sy, { w: c.w - 2 * CELL_PAD - 6, size: SMALL, color: GREY });
      }
    });
    y += h;
    rule(y);
  }
  y += 8;
  if (model.note) {
    ensure(measure(model.note, width) + 4);
    y += text(model.note, left, y, { w: width }) + 4;
  }

  // the totals, right-aligned under the table
  if (model.totals.length) {
    const tw = Math.min(260, width);
    const tx = left + width - tw;
    const lh = measure("0", tw, BOLD, 10) + 3;
    ensure(lh * model.totals.length + 4);
    for (const t of model.totals) {
      const font = t.strong ? BOLD : REGULAR;
      const size = t.strong ? 10 : BODY;
      text(t.label, tx, y, { w: tw * 0.55, font, size });
      text(t.value, tx + tw * 0.55, y, { w: tw * 0.45, font, size, align: "right" });
      y += lh;
    }
  }

  // page numbers, written in the bottom margin (kept free of content above)
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const keep = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    text(`${model.number} · ${i - range.start + 1} / ${range.count}`, left, doc.page.height - MARGIN, { w: width, size: SMALL, color: GREY, align: "right" });
    doc.page.margins.bottom = keep;
  }
  doc.end();
  await ended;
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/**
 * The Quick Order form's input: rows of SKU and quantity, a paste box and a CSV file, read from a plain form post
 * (urlencoded, or multipart when a file is attached) and sent to the backend as ONE CSV, so one answer judges and
 * merges every line whatever box it came from (each box read with its own delimiter, then sent comma-separated, since
 * the backend reads one delimiter a text). Each CSV line remembers where it came from, so the backend's
 * `csv.line.N` refusals are said as "Row 3" or "Pasted line 7" beside the buyer's own input.
 */
import { readLimited } from "./secret.ts";

/** what the form holds: its rows, the pasted text, the uploaded file's text */
export interface QuickOrderInput {
  rows: { sku: string; qty: string }[];
  paste: string;
  file: string;
  fileName: string;
  step: string;
}

/** the most the form takes (a 500-line CSV is some 15 KiB; room for long SKUs and a spreadsheet's extra columns) */
export const MAX_FORM_BYTES = 512 * 1024;

export async function readQuickOrderForm(req: Request): Promise<QuickOrderInput | null> {
  const type = req.headers.get("content-type") ?? "";
  const raw = await readLimited(req, MAX_FORM_BYTES);
  if (raw === null) return null;
  let get: (k: string) => string;
  let all: (k: string) => string[];
  let file = "";
  let fileName = "";
  if (/^multipart\/form-data/i.test(type)) {
    let form: FormData;
    try {
      form = await new Request("https://form.invalid/", { method: "POST", headers: { "content-type": type }, body: raw }).formData();
    } catch {
      return { rows: [], paste: "", file: "", fileName: "", step: "" };
    }
    const text = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : "");
    get = (k) => text(form.get(k));
    all = (k) => form.getAll(k).map(text);
    const f = form.get("csv");
    if (f && typeof f !== "string" && f.size > 0) {
      file = (await f.text()).replace(/^\uFEFF/, "");
      fileName = f.name;
    }
  } else {
    const form = new URLSearchParams(new TextDecoder().decode(raw));
    get = (k) => form.get(k) ?? "";
    all = (k) => form.getAll(k);
  }
  const skus = all("sku");
  const qtys = all("qty");
  const rows = skus.map((sku, n) => ({ sku: sku.trim(), qty: (qtys[n] ?? "").trim() }));
  return { rows, paste: get("paste"), file, fileName, step: get("step") };
}

/** where one line of the CSV sent came from */
export interface LineOrigin {
  label: string;
}

const quoteCell = (s: string) => (/[",;\t\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/** a pasted sheet's or a file's delimiter, as the backend reads one text: a tab, else a semicolon, else a comma */
function delimiterOf(lines: string[]): string {
  const bare = (lines.find((l) => l.trim() !== "") ?? "").replace(/"[^"]*"/g, "");
  return bare.includes("\t") ? "\t" : bare.includes(";") ? ";" : ",";
}

/** one line's cells (quoted cells may hold the delimiter and doubled quotes) */
function cellsOf(line: string, delimiter: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  for (let k = 0; k < line.length; k++) {
    const ch = line[k]!;
    if (quoted) {
      if (ch !== '"') cur += ch;
      else if (line[k + 1] === '"') {
        cur += '"';
        k++;
      } else quoted = false;
    } else if (ch === '"' && cur.trim() === "") {
      quoted = true;
      cur = "";
    } else if (ch === delimiter) {
      out.push(cur);
      cur = "";
    } else cur += ch;
  }
  out.push(cur);
  return out.map((c) => c.trim());
}

const HEADER_SKU = new Set(["sku", "item", "product", "part", "code"]);
const HEADER_QTY = new Set(["qty", "quantity", "amount", "count"]);
const isHeader = (cells: string[]) => HEADER_SKU.has((cells[0] ?? "").toLowerCase()) && (cells.length < 2 || HEADER_QTY.has((cells[1] ?? "").toLowerCase()));

/**
 * the rows, then the pasted lines, then the file's, as one comma-separated CSV without a header (each text read
 * with its own delimiter, its header line left out); blank lines are left out too, and each line sent keeps its origin
 */
export function combine(input: QuickOrderInput): { csv: string; origins: LineOrigin[] } {
  const lines: string[] = [];
  const origins: LineOrigin[] = [];
  const push = (sku: string, qty: string, label: string) => {
    lines.push(`${quoteCell(sku)},${quoteCell(qty)}`);
    origins.push({ label });
  };
  input.rows.forEach((r, n) => {
    if (r.sku || r.qty) push(r.sku, r.qty, `Row ${n + 1}`);
  });
  const text = (body: string, label: string) => {
    const all = body.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
    const delimiter = delimiterOf(all);
    let first = true;
    all.forEach((line, n) => {
      if (!line.trim()) return;
      const cells = cellsOf(line, delimiter);
      if (first && isHeader(cells)) return;
      first = false;
      push(cells[0] ?? "", cells[1] ?? "", `${label} ${n + 1}`);
    });
  };
  text(input.paste, "Pasted line");
  text(input.file, "File line");
  return { csv: lines.join("\n"), origins };
}

/** the form's rows and paste box again after a refusal: nothing typed is lost (a file's lines join the paste box) */
export function keptInput(input: QuickOrderInput): QuickOrderInput {
  const paste = [input.paste.replace(/\s+$/, ""), input.file.replace(/\s+$/, "")].filter(Boolean).join("\n");
  return { ...input, paste, file: "", fileName: "" };
}

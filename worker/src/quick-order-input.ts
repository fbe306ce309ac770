/**
 * The Quick Order form's input: rows of SKU and quantity, a paste box and a CSV file, read from a plain form post
 * (urlencoded, or multipart when a file is attached) and sent to the backend as ONE CSV, so one answer judges and
 * merges every line whatever box it came from. Each CSV line remembers where it came from, so the backend's
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
const firstCell = (line: string) => (line.split(/[,;\t]/)[0] ?? "").trim().replace(/^"|"$/g, "").toLowerCase();

/**
 * the rows, then the pasted lines, then the file's, as one CSV without a header (a pasted or uploaded header line is
 * left out); blank lines are left out too, and each line sent keeps its origin
 */
export function combine(input: QuickOrderInput): { csv: string; origins: LineOrigin[] } {
  const lines: string[] = [];
  const origins: LineOrigin[] = [];
  input.rows.forEach((r, n) => {
    if (!r.sku && !r.qty) return;
    lines.push(`${quoteCell(r.sku)},${r.qty}`);
    origins.push({ label: `Row ${n + 1}` });
  });
  const text = (body: string, label: string) => {
    body.split(/\r\n|\r|\n/).forEach((line, n) => {
      if (!line.trim()) return;
      if (firstCell(line) === "sku") return;
      lines.push(line);
      origins.push({ label: `${label} ${n + 1}` });
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

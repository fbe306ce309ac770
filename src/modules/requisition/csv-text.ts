/**
 * The CSV text of a list: rows of cells as spreadsheets write them (RFC 4180 quoting, `,` `;` or tab between cells,
 * Excel's UTF-8 byte order mark, CRLF or LF), and the same written back.
 */

/** the separator of a CSV: the one of `,` `;` tab found most in its first line outside quotes */
export function separatorOf(text: string): string {
  const first = text.split(/\r?\n/, 1)[0] ?? "";
  let inQuotes = false;
  const counts = new Map<string, number>([
    [",", 0],
    [";", 0],
    ["\t", 0],
  ]);
  for (const ch of first) {
    if (ch === '"') inQuotes = !inQuotes;
    else if (!inQuotes && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  return [...counts].reduce((best, c) => (c[1] > best[1] ? c : best), [",", 0] as [string, number])[0];
}

/** the rows of a CSV text, each with its line number (1-based, where the row starts) */
export function parseCsv(raw: string): { line: number; cells: string[] }[] {
  const text = raw.replace(/^\ufeff/, "");
  const sep = separatorOf(text);
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = "";
  let inQuotes = false;
  let line = 1;
  let rowLine = 1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (inQuotes) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') inQuotes = false;
      else {
        if (ch === "\n") line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && cell.trim() === "") {
      cell = "";
      inQuotes = true;
    } else if (ch === sep) {
      cells.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      cells.push(cell);
      rows.push({ line: rowLine, cells });
      cells = [];
      cell = "";
      line++;
      rowLine = line;
    } else cell += ch;
  }
  if (cell !== "" || cells.length) {
    cells.push(cell);
    rows.push({ line: rowLine, cells });
  }
  return rows.filter((r) => r.cells.some((c) => c.trim() !== ""));
}

const quoted = (cell: string) => (/[",;\t\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** rows as CSV text: comma-separated, quoted where needed, `\n` line ends */
export const toCsv = (rows: readonly (readonly string[])[]) => rows.map((r) => `${r.map(quoted).join(",")}\n`).join("");

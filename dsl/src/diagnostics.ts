/** Diagnostics with positions, a caret under the source line, and "did you mean" hints. */

export interface Diagnostic {
  severity: "error" | "warning";
  code: string;
  message: string;
  line: number;
  column: number;
  /** characters to underline */
  length: number;
  hint?: string;
}

export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  const m = a.length;
  const n = b.length;
  if (!m || !n) return m || n;
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let prevPrev = prev;
  for (let i = 1; i <= m; i++) {
    const cur = [i];
    for (let j = 1; j <= n; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      // a swap of two neighbours ("rde" for "red") costs one edit (optimal string alignment)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) cur[j] = Math.min(cur[j]!, prevPrev[j - 2]! + 1);
    }
    prevPrev = prev;
    prev = cur;
  }
  return prev[n]!;
}

/**
 * the closest candidate within a distance that scales with the word, or undefined (also when the word is
 * itself a candidate); case is ignored in the distance, so a word that differs only in case (`Color` for
 * `color`) gets the candidate as its closest
 */
export function nearest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  const w = word.toLowerCase();
  for (const c of candidates) {
    if (c === word) return undefined;
    const d = levenshtein(w, c.toLowerCase());
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  const limit = Math.max(1, Math.min(3, Math.floor(word.length / 3)));
  return bestD <= limit ? best : undefined;
}

export function formatDiagnostic(d: Diagnostic, source: string, file = "<input>"): string {
  const lines = source.split(/\r?\n/);
  const text = lines[d.line - 1] ?? "";
  const gutter = String(d.line).length;
  const caret = " ".repeat(Math.max(0, d.column - 1)) + "^".repeat(Math.max(1, Math.min(d.length, Math.max(1, text.length - d.column + 1))));
  const out = [
    `${file}:${d.line}:${d.column}: ${d.severity}: ${d.message}`,
    `${" ".repeat(gutter)} |`,
    `${d.line} | ${text}`,
    `${" ".repeat(gutter)} | ${caret}`,
  ];
  if (d.hint) out.push(`${" ".repeat(gutter)} = ${d.hint}`);
  return out.join("\n");
}

export function formatDiagnostics(ds: Diagnostic[], source: string, file?: string): string {
  return ds.map((d) => formatDiagnostic(d, source, file)).join("\n\n");
}

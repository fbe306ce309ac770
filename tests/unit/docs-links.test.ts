/**
 * The README and docs/*.md link only to files that exist, and to headings those files have
 * (anchors as GitHub makes them); every docs page is reachable from the README's map.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(".");
const pages = ["README.md", ...fs.readdirSync(path.join(ROOT, "docs")).flatMap((f) => (f.endsWith(".md") ? [`docs/${f}`] : []))];

/** the text outside fenced code blocks and inline code spans, where a link is a link */
function prose(md: string): string {
  return md.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").replace(/`[^`\n]*`/g, "");
}

/** GitHub's heading anchors (lower case, punctuation dropped, spaces to hyphens, repeats numbered) and explicit `<a id>` ones */
function anchors(md: string): Set<string> {
  const out = new Set<string>();
  const seen = new Map<string, number>();
  const text = md.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");
  for (const m of text.matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$/gm)) {
    const plain = m[1]!.replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[`*]/g, "");
    const base = plain
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replace(/ /g, "-");
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n ? `${base}-${n}` : base);
  }
  // an explicit anchor in the text, as GitHub keeps it: <a id="name"></a>
  for (const m of text.matchAll(/<a id="([^"]+)"><\/a>/g)) out.add(m[1]!);
  return out;
}

/** every relative link and image target of a page that does not resolve, as "page: target (why)" */
function brokenLinks(page: string, md: string, read: (file: string) => string | null): string[] {
  const out: string[] = [];
  const targets = [...prose(md).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
  for (const target of targets) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
    const [file, anchor] = target.split("#", 2) as [string, string | undefined];
    const resolved = file ? path.posix.normalize(path.posix.join(path.posix.dirname(page), decodeURIComponent(file))) : page;
    if (resolved.startsWith("../")) {
      out.push(`${page}: ${target} (outside the repository)`);
      continue;
    }
    const content = read(resolved);
    if (content === null) {
      out.push(`${page}: ${target} (no file ${resolved})`);
      continue;
    }
    if (anchor === undefined || !resolved.endsWith(".md")) continue;
    if (!anchors(content).has(anchor)) out.push(`${page}: ${target} (no heading #${anchor} in ${resolved})`);
  }
  return out;
}

const readRepo = (file: string): string | null => {
  const p = path.join(ROOT, file);
  if (!fs.existsSync(p)) return null;
  return fs.statSync(p).isDirectory() ? "" : fs.readFileSync(p, "utf8");
};

describe("docs links", () => {
  it("every relative link and anchor in README.md and docs/*.md resolves", () => {
    expect(pages.length).toBeGreaterThan(10);
    const broken = pages.flatMap((p) => brokenLinks(p, fs.readFileSync(path.join(ROOT, p), "utf8"), readRepo));
    expect(broken).toEqual([]);
  });

  it("every docs page is linked from the README's map", () => {
    const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
    const unlinked = pages.filter((p) => p !== "README.md" && !readme.includes(`](${p})`));
    expect(unlinked).toEqual([]);
  });

  it("the README stays a front door: under 200 lines", () => {
    expect(fs.readFileSync(path.join(ROOT, "README.md"), "utf8").split("\n").length).toBeLessThan(200);
  });

  it("the checker catches a missing file, a missing anchor and a link that leaves the repository; code is not a link", () => {
    const files: Record<string, string> = { "docs/a.md": "# Title\n## Maho's guest-cart API (beside ours)\n## Same\n## Same\n", "docs/img.png": "" };
    const read = (f: string) => files[f] ?? null;
    const md = [
      "[ok](a.md#title) [ok](a.md#mahos-guest-cart-api-beside-ours) [ok](a.md#same-1) [ok](img.png) [ok](https://x.example/nothing)",
      "[gone](b.md) [no anchor](a.md#nothing) [out](../../etc/passwd) [self](#none)",
      "`[not a link](nowhere.md)`",
      "```\n[not a link either](nowhere.md)\n```",
    ].join("\n");
    expect(brokenLinks("docs/x.md", md, (f) => (f === "docs/x.md" ? md : read(f)))).toEqual([
      "docs/x.md: b.md (no file docs/b.md)",
      "docs/x.md: a.md#nothing (no heading #nothing in docs/a.md)",
      "docs/x.md: ../../etc/passwd (outside the repository)",
      "docs/x.md: #none (no heading #none in docs/x.md)",
    ]);
  });
});

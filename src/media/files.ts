/**
 * Media lookup under the media root: a real file there wins, else a generated placeholder, else null.
 * The path comes from the request: every segment is percent-decoded once and must be a plain name
 * (no `.`/`..`, no separators, no NUL), and the resolved file must still lie inside the root after
 * symlinks are followed, so nothing outside the root is ever read.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { placeholderFor, type MediaBody } from "./placeholder.ts";

const TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".pdf": "application/pdf",
};

/** the raw path after `/media/` as safe segments, or null when it is not a plain relative path */
export function safeSegments(rawRest: string): string[] | null {
  if (rawRest.length === 0 || rawRest.length > 512) return null;
  const segments: string[] = [];
  for (const raw of rawRest.split("/")) {
    let s: string;
    try {
      s = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (s === "" || s === "." || s === ".." || /[/\\\0:]/.test(s) || s.startsWith("~")) return null;
    segments.push(s);
  }
  return segments;
}

export async function findMedia(root: string, rawRest: string): Promise<MediaBody | null> {
  const segments = safeSegments(rawRest);
  if (!segments) return null;
  const rel = segments.join("/");
  const type = TYPES[path.extname(rel).toLowerCase()];
  if (type) {
    const base = path.resolve(root);
    const file = path.resolve(base, ...segments);
    if (file.startsWith(base + path.sep)) {
      try {
        const [realBase, realFile] = await Promise.all([fs.realpath(base), fs.realpath(file)]);
        if (realFile.startsWith(realBase + path.sep) && (await fs.stat(realFile)).isFile()) {
          return { contentType: type, body: new Uint8Array(await fs.readFile(realFile)) };
        }
      } catch {
        // no such file: fall through to the placeholders
      }
    }
  }
  return placeholderFor(rel);
}

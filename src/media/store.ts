/**
 * Writing and removing files under the media root, the folder `GET /media/*` serves (files.ts). A file is
 * written to a temporary name beside it and renamed into place, so the route never serves half a file. Paths
 * are checked as the route checks them (plain segments, inside the root), so nothing outside it is written or
 * removed, whatever URL a record holds.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { safeSegments } from "./files.ts";

/** the file of a path relative to the media root, or null when it is not a plain path inside it */
function fileUnder(root: string, rel: string): string | null {
  const segments = safeSegments(rel);
  if (!segments) return null;
  const base = path.resolve(root);
  const file = path.resolve(base, ...segments);
  return file.startsWith(base + path.sep) ? file : null;
}

/** `/media/a/b.webp` -> `a/b.webp` (records hold media URLs relative; MEDIA_BASE_URL is applied in answers only); null for other URLs */
export function mediaRelPath(url: string): string | null {
  return url.startsWith("/media/") ? url.slice("/media/".length).split(/[?#]/)[0] || null : null;
}

/** a new unguessable, never reused name stem (the files are served as immutable for a year) */
export const newMediaStem = () => randomBytes(8).toString("hex");

/** writes each file (path relative to the media root) and answers its `/media/...` URL; all or none */
export async function writeMediaFiles(root: string, files: { rel: string; bytes: Uint8Array }[]): Promise<string[]> {
  const written: string[] = [];
  try {
    for (const f of files) {
      const file = fileUnder(root, f.rel);
      if (!file) throw new Error(`Not a media path: ${f.rel}`);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${newMediaStem()}.tmp`;
      await fs.writeFile(tmp, f.bytes, { flag: "wx" });
      await fs.rename(tmp, file);
      written.push(f.rel);
    }
  } catch (e) {
    await removeMediaFiles(
      root,
      written.map((rel) => `/media/${rel}`),
    );
    throw e;
  }
  return written.map((rel) => `/media/${rel}`);
}

/**
 * Removes the files behind media URLs (`/media/...`); URLs elsewhere, or of files that are not there (the
 * demo catalogue's generated placeholders), are skipped. Answers how many files were removed.
 */
export async function removeMediaFiles(root: string, urls: (string | null | undefined)[]): Promise<number> {
  let removed = 0;
  for (const url of urls) {
    const rel = url ? mediaRelPath(url) : null;
    const file = rel ? fileUnder(root, rel) : null;
    if (!file) continue;
    try {
      await fs.unlink(file);
      removed++;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
    }
  }
  return removed;
}

/**
 * Generated placeholders for the media the demo catalogue references, so no referenced image is a 404
 * without thousands of files on disk: an SVG per product image (colours and label derived from the path,
 * deterministic), an SVG logo, and a one-page PDF for downloadable samples. Anything else is unknown.
 */
import { createHash } from "node:crypto";

export interface MediaBody {
  contentType: string;
  body: string | Uint8Array<ArrayBuffer>;
}

const PRODUCT_IMAGE = /^catalog\/product\/(\d{1,9})(-alt)?\.svg$/;
const LOGO = /^logo\/([a-z0-9][a-z0-9_-]{0,63})\.svg$/;
const SAMPLE_PDF = /^samples\/([a-z0-9][a-z0-9_-]{0,63})\.pdf$/;

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[ch]!);
}

function hue(key: string): number {
  return createHash("sha256").update(key).digest().readUInt16BE(0) % 360;
}

function svg(label: string, key: string, width: number, height: number): string {
  const h = hue(key);
  const text = escapeXml(label);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${text}">`,
    `<rect width="100%" height="100%" fill="hsl(${h},45%,86%)"/>`,
    `<circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="hsl(${(h + 40) % 360},50%,55%)"/>`,
    `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(Math.min(width, height) / 6)}" fill="#fff">${text}</text>`,
    "</svg>",
  ].join("");
}

/** a minimal valid one-page PDF with one line of text (ASCII letters, digits, spaces only) */
function pdf(title: string): Uint8Array<ArrayBuffer> {
  const line = title.replace(/[^A-Za-z0-9 ]/g, " ");
  const stream = `BT /F1 18 Tf 72 720 Td (${line}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

/** the placeholder for a media path relative to the media root (already checked for traversal), or null */
export function placeholderFor(relPath: string): MediaBody | null {
  let m = PRODUCT_IMAGE.exec(relPath);
  if (m) return { contentType: "image/svg+xml", body: svg(m[2] ? `#${m[1]} detail` : `#${m[1]}`, relPath, 600, 600) };
  m = LOGO.exec(relPath);
  if (m) return { contentType: "image/svg+xml", body: svg(m[1]!.slice(0, 2).toUpperCase(), relPath, 240, 80) };
  m = SAMPLE_PDF.exec(relPath);
  if (m) return { contentType: "application/pdf", body: pdf(`Sample ${m[1]}`) };
  return null;
}

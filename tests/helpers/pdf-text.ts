/** Reads a PDF back as a reader would: the text of each page (pdfjs-dist), runs of white space made one. */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: bytes, isEvalSupported: false, disableFontFace: true }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(
      content.items
        .map((it) => ("str" in it ? it.str : ""))
        .join(" ")
        .replace(/\s+/g, " "),
    );
  }
  await pdf.destroy();
  return pages;
}

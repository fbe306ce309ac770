/**
 * The fonts the order documents are set in: DejaVu Sans (regular and bold) from the `dejavu-fonts-ttf` package
 * (its licence: node_modules/dejavu-fonts-ttf/LICENSE), read once per process. DejaVu covers Latin, Greek,
 * Cyrillic and more, not CJK: such characters are drawn as the font's missing-glyph box, never an error.
 */
import fs from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export interface DocumentFonts {
  regular: Buffer;
  bold: Buffer;
}

let loaded: DocumentFonts | undefined;

export function documentFonts(): DocumentFonts {
  loaded ??= {
    regular: fs.readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    bold: fs.readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
  };
  return loaded;
}

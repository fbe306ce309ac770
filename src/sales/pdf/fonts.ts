/**
 * The fonts the order documents are set in: DejaVu Sans (regular and bold) from the `dejavu-fonts-ttf` package
 * (its licence: node_modules/dejavu-fonts-ttf/LICENSE). DejaVu covers Latin, Greek, Cyrillic and more, not CJK:
 * such characters are drawn as the font's missing-glyph box, never an error.
 *
 * Each is read and parsed (fontkit) once per process and handed to every document: parsing the tables of a
 * 700 kB font was most of a document's rendering time. A fontkit font only reads its tables and caches glyphs;
 * each document makes its own subset of it.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";

const require = createRequire(import.meta.url);

export interface DocumentFonts {
  regular: fontkit.Font;
  bold: fontkit.Font;
}

let loaded: DocumentFonts | undefined;

function parse(file: string): fontkit.Font {
  const font = fontkit.create(fs.readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
  if (!("layout" in font)) throw new Error(`${file} is a font collection, not a font`);
  return font;
}

export function documentFonts(): DocumentFonts {
  loaded ??= { regular: parse("DejaVuSans.ttf"), bold: parse("DejaVuSans-Bold.ttf") };
  return loaded;
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/**
 * The fonts embedded in every PDF: DejaVu Sans (Bitstream Vera licence; DejaVu changes public domain), shipped
 * by the `dejavu-fonts-ttf` npm package, so text such as 'Prüfung', 'Größe' or '£' prints the same on every
 * host (no system fonts). pdfkit embeds only the glyphs a document uses.
 */
export const FONT = {
  regular: 'Body',
  bold: 'Body-Bold',
  italic: 'Body-Italic',
  boldItalic: 'Body-BoldItalic',
} as const;
type Face = keyof typeof FONT;

const FILES: Record<Face, string> = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
  boldItalic: 'DejaVuSans-BoldOblique.ttf',
};

let cache: Record<Face, fontkit.Font> | null = null;

/**
 * The parsed fonts, once per process: pdfkit accepts a fontkit font and keeps each document's glyph subset
 * apart, so sharing the parsed font (tables, layout caches) saves most of a document's rendering time.
 * The package is resolved at run time (it stays external to the server bundle).
 */
function parsedFonts(): Record<Face, fontkit.Font> {
  if (cache) return cache;
  const require = createRequire(import.meta.url);
  const parse = (face: Face): fontkit.Font => {
    const font = fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${FILES[face]}`)));
    if (!('layout' in font)) throw new Error(`${FILES[face]} is a font collection`);
    return font;
  };
  cache = {
    regular: parse('regular'),
    bold: parse('bold'),
    italic: parse('italic'),
    boldItalic: parse('boldItalic'),
  };
  return cache;
}

/** Registers the four faces under the FONT names and selects the regular one. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  const fonts = parsedFonts();
  for (const face of Object.keys(FONT) as Face[]) {
    // pdfkit takes a fontkit font object as well (its typings only list files and buffers).
    doc.registerFont(FONT[face], fonts[face] as unknown as Buffer);
  }
  doc.font(FONT.regular);
}

/** The face for a run of text. */
export function faceOf(run: { bold?: boolean; italic?: boolean }): string {
  if (run.bold && run.italic) return FONT.boldItalic;
  if (run.bold) return FONT.bold;
  if (run.italic) return FONT.italic;
  return FONT.regular;
}

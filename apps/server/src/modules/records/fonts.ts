import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const load = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));

/**
 * The record's fonts, embedded in every PDF (subset to the glyphs used): DejaVu Sans Condensed
 * covers every Latin letter of the supported languages (ñ, ç, l·l, accents, ã/õ) and more, so a
 * name typed in any of them prints as typed. Read once per process.
 */
export const RECORD_FONTS = {
  regular: load('DejaVuSansCondensed.ttf'),
  bold: load('DejaVuSansCondensed-Bold.ttf'),
};

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const load = (file: string) => readFileSync(require.resolve(file));

export type RecordFonts = { regular: Buffer; bold: Buffer };

/**
 * The PDFs' fonts (records, receipts), embedded subset to the glyphs used. DejaVu Sans Condensed
 * covers every Latin letter of the supported languages (ñ, ç, l·l, accents, ã/õ) and more, so a
 * name typed in any of them prints as typed. Read once per process.
 */
export const RECORD_FONTS: RecordFonts = {
  regular: load('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf'),
  bold: load('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf'),
};

/** Noto Sans JP (Latin included): DejaVu has no Japanese. Read when first needed (5 MB each). */
let japanese: RecordFonts | null = null;
const JAPANESE_FONTS = (): RecordFonts =>
  (japanese ??= {
    regular: load('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf'),
    bold: load('@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf'),
  });

/** Kana, CJK ideographs and punctuation, full-width forms: what DejaVu cannot draw. */
const CJK = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/**
 * The fonts of a PDF in `language` whose texts are `texts`: Noto Sans JP for Japanese, or when
 * anything to print is in Japanese script (a form or an answer written in it); DejaVu otherwise.
 */
export function fontsFor(language: string, texts: string): RecordFonts {
  return language === 'ja' || CJK.test(texts) ? JAPANESE_FONTS() : RECORD_FONTS;
}
